"""The moon calendar's scoring dates, region control, the final score (TW-T10, TW-E1,
TW-E2)."""

from __future__ import annotations

import pytest
from tw_helpers import clear, find, free_land, nm, placed, play, put, turn_of

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import NEUTRAL
from wolfpack.the_wolves.effects import score_region
from wolfpack.the_wolves.scoring import final_scores, winners
from wolfpack.the_wolves.state import OVER


def _region_hexes(g: TheWolves, r: int, n: int) -> list[int]:
    s = g.state
    out = [h for h in s.geo.region_hexes[r] if free_land(s, h)]
    assert len(out) >= n
    return out[:n]


def _example_region(g: TheWolves) -> int:
    """Region 0 holds the rulebook's example: grass (player 0) 2 alphas + 2 wolves + 1 den
    = 5, rock (player 1) 2 wolves + 1 den = 3, tundra (player 2) a lair + 1 wolf + 2 dens
    = 6."""
    clear(g)
    r = 0
    h = _region_hexes(g, r, 9)
    put(g, h[0], 0, "alpha", "pack")
    put(g, h[1], 0, "alpha", "pack")
    put(g, h[2], 0, "den")
    put(g, h[3], 1, "pack", "den")
    put(g, h[4], 1, "pack")
    put(g, h[5], 2, "lair", "pack")
    put(g, h[6], 2, "den")
    put(g, h[7], 2, "den")
    g.state.tokens[r] = (0,)  # a crescent token
    return r


@pytest.mark.rules("TW-E1")
def test_tw_e1_region_scoring_example_5_3_6() -> None:
    g = placed(3, seed=20, homes=("grass", "rock", "tundra"))
    r = _example_region(g)
    s = g.state
    res = g.region_scoring(r)
    assert res.control == {0: (5, 2), 1: (3, 0), 2: (6, 0)}
    assert res.first == (2,) and res.second == (0,)
    texts = [e.text("en", cite=False) for e in g.region_explained(r)]
    assert "Player 1: control 5 (2 alphas)." in texts
    assert "Player 2: control 3 (0 alphas)." in texts
    assert "Player 3: control 6 (0 alphas)." in texts
    assert any(
        "Player 3 has the most control and takes the crescent moon token" in t for t in texts
    )
    assert "Player 1 is second and gets 2 VP." in texts
    events: list = []
    score_region(s, r, events)
    assert s.tok_vp == [0, 0, 4] and s.tok_n == [0, 0, 1]
    assert s.mark_vp == [2, 0, 0]
    assert s.tokens[r] == ()
    assert all(e.cites("TW-E1") for e in events)
    assert {e.text("de") for e in events} and {e.text("ja") for e in events}


@pytest.mark.rules("TW-E1")
def test_tw_e1_alphas_break_a_tie() -> None:
    """The rulebook's tiebreak: grass with 2 dens and 1 wolf (3) against rock with 2 wolves
    and an alpha (3): rock wins with more alphas."""
    g = placed(3, seed=20)
    clear(g)
    h = _region_hexes(g, 1, 5)
    put(g, h[0], 0, "den", "pack")
    put(g, h[1], 0, "den")
    put(g, h[2], 1, "alpha", "pack")
    put(g, h[3], 1, "pack")
    g.state.tokens[1] = (1,)
    res = g.region_scoring(1)
    assert res.control == {0: (3, 0), 1: (3, 1)}
    assert res.first == (1,) and res.second == (0,)
    texts = [e.text("en") for e in g.region_explained(1)]
    assert any("more alphas there (1 to 0)" in t for t in texts)
    score_region(g.state, 1, None)
    assert g.state.tok_vp[1] == 6 and g.state.mark_vp[0] == 3


@pytest.mark.rules("TW-E1")
def test_tw_e1_ties_for_first_and_second() -> None:
    g = placed(4, seed=21)
    clear(g)
    h = _region_hexes(g, 2, 6)
    put(g, h[0], 0, "alpha", "pack")
    put(g, h[1], 1, "alpha", "pack")
    put(g, h[2], 2, "pack")
    s = g.state
    s.tokens[2] = (2,)
    res = g.region_scoring(2)
    assert res.first == (0, 1) and res.second == ()
    score_region(s, 2, None)
    assert s.mark_vp[:3] == [4, 4, 0] and s.tok_n == [0, 0, 0, 0]
    assert s.tokens[2] == ()  # the token goes back to the box
    # a clear first and a tie for second: nobody is second
    clear(g)
    put(g, h[0], 0, "lair")
    put(g, h[1], 1, "pack")
    put(g, h[2], 2, "pack")
    s.tokens[2] = (0,)
    res = g.region_scoring(2)
    assert res.first == (0,) and res.second == (1, 2)
    texts = [e.text("en") for e in g.region_explained(2)]
    assert any("nobody gets second place" in t for t in texts)
    before = list(s.mark_vp)
    score_region(s, 2, None)
    assert s.tok_vp[0] == 4 and s.mark_vp == before
    # nobody at all
    clear(g)
    s.tokens[2] = (1,)
    assert g.region_scoring(2).first == ()
    assert any("Nobody has control" in e.text("en") for e in g.region_explained(2))


@pytest.mark.rules("TW-E1", "TW-T9")
def test_tw_e1_the_neutral_pack_competes_for_control() -> None:
    g = placed(2, seed=22)
    s = g.state
    clear(g)
    r = next(r for r in range(s.geo.regions) if s.tokens[r] == (0,))  # crescent: 2 wolves
    res = g.region_scoring(r)
    assert res.control == {NEUTRAL: (2, 0)}
    h = _region_hexes(g, r, 2)
    put(g, h[0], 0, "pack")
    res = g.region_scoring(r)
    assert res.first == (NEUTRAL,) and res.second == (0,)
    texts = [e.text("en") for e in g.region_explained(r)]
    assert any("The neutral pack has the most control" in t for t in texts)
    score_region(s, r, None)
    assert s.tok_vp == [0, 0] and s.mark_vp == [2, 0]


@pytest.mark.rules("TW-T10")
def test_tw_t10_scoring_waits_for_the_end_of_the_turn() -> None:
    g = placed(3, seed=23, homes=("tundra", "grass", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    lone = next(h for h in range(geo.size) if s.lone[h])
    alpha = find(g, lambda h: free_land(s, h) and geo.distance(h, lone) == 1)
    put(g, alpha, 0, "alpha")
    s.calendar = [-1] * 8  # the next piece lands on date 9, the 3-player crescent date
    s.bterr[0] = 2
    turn_of(g, 0)
    events = play(g, "howl", f"at {nm(g, lone)}", "pay bonus bonus")
    assert any("Date 9 reaches the crescent moon" in e for e in events)
    assert s.triggered == 1 and s.scored == 0
    assert not any(e.startswith("End of turn") for e in events)  # not yet: an action is left
    assert s.player == 0 and s.actions_left == 1
    crescent = [r for r in range(geo.regions) if s.tokens[r][:1] == (0,)]
    events = []
    while s.player == 0:
        events += play(g, g.legal_notations()[0])
    assert any("the regions with a crescent moon token are scored" in e for e in events)
    assert s.scored == 1
    assert all(s.tokens[r] == () for r in crescent)


@pytest.mark.rules("TW-T10")
def test_tw_t10_full_moon_ends_the_game_and_two_player_stacks_score_twice() -> None:
    g = placed(2, seed=24, homes=("tundra", "grass"))
    s = g.state
    geo = s.geo
    stacked = [r for r in range(geo.regions) if len(s.tokens[r]) == 2]
    assert len(stacked) == 2
    lone = next(h for h in range(geo.size) if s.lone[h])
    alpha = find(g, lambda h: free_land(s, h) and geo.distance(h, lone) == 1)
    put(g, alpha, 0, "alpha")
    s.calendar = [-1] * 17  # the next piece lands on date 18, the 2-player full moon
    s.triggered = 2  # crescent and half already reached ...
    s.bterr[0] = 2
    turn_of(g, 0)
    events = play(g, "howl", f"at {nm(g, lone)}", "pay bonus bonus")
    assert s.triggered == 3
    while not g.is_over:
        events += play(g, sorted(g.legal_notations(), key=lambda m: m != "end")[0])
    # ... so at the end of this turn all three phases are scored, in order
    scored = [e for e in events if e.startswith("End of turn")]
    assert [e.split("with a ")[1].split(" token")[0] for e in scored] == [
        "crescent moon",
        "half moon",
        "full moon",
    ]
    for r in stacked:  # each stacked region was scored for both of its tokens
        assert sum(f"Scoring the region at {nm(g, geo.water[r])}" in e for e in events) == 2
    assert s.phase == OVER and s.end_reason == "full"
    assert g.winners is not None
    assert g.result_json()["end"] == "full"


@pytest.mark.rules("TW-T10")
def test_tw_t10_a_game_that_cannot_reach_the_full_moon_ends() -> None:
    g = placed(3, seed=25)
    s = g.state
    s.lone = [False] * s.geo.size
    s.wolves = [0xFF] * 3
    s.dens = [4] * 9
    s.lairs = [4] * 3
    turn_of(g, 0)
    events: list[str] = []
    while s.player == 0 and not g.is_over:
        events += play(g, sorted(g.legal_notations(), key=lambda m: m != "end")[0])
    assert g.is_over and s.end_reason == "stall"
    assert any("No piece can reach the moon calendar" in e for e in events)
    assert s.scored == 3 and all(t == () for t in s.tokens)


@pytest.mark.rules("TW-E2")
def test_tw_e2_final_score_from_tokens_markers_and_tracks() -> None:
    g = placed(3, seed=26)
    s = g.state
    s.tok_vp[0], s.tok_n[0], s.mark_vp[0] = 12, 2, 3
    s.dens[0:3] = [3, 4, 1]  # VP 3, 7, 0
    s.lairs[0] = 2  # 10
    s.wolves[0] = 0b100101  # the sixth wolf is out (slots 1, 3, 6): 8 VP
    s.preym[0] = 0b111  # three prey types: 9
    row = final_scores(s)[0]
    assert (row.tokens, row.markers, row.dens, row.lairs, row.wolves, row.prey) == (
        12,
        3,
        (3, 7, 0),
        10,
        8,
        9,
    )
    assert row.total == 52 == g.scores()[0]
    # 2 players read other track values
    g2 = placed(2, seed=26)
    s2 = g2.state
    s2.dens[0:3] = [4, 3, 0]
    s2.preym[0] = 0b11
    row2 = final_scores(s2)[0]
    assert row2.dens == (5, 2, 0) and row2.prey == 5


@pytest.mark.rules("TW-E2")
def test_tw_e2_tiebreaks_tokens_then_wolves_on_the_map() -> None:
    g = placed(3, seed=27)
    s = g.state
    s.tok_vp = [8, 4, 0]
    s.mark_vp = [0, 4, 8]
    s.tok_n = [1, 1, 0]
    # all three have 8 VP; players 0 and 1 have a token each; the wolves decide
    clear(g)
    h = [x for x in range(s.geo.size) if free_land(s, x)]
    put(g, h[0], 0, "alpha")
    put(g, h[1], 1, "alpha", "pack")
    put(g, h[2], 2, "alpha", "pack")
    put(g, h[3], 2, "pack")
    assert winners(s) == [1]
    s.phase = OVER
    texts = [e.text("en") for e in g.scoring_explained()]
    assert any("wins with more wolves on the map (2)" in t for t in texts)
    s.tok_n = [2, 1, 0]
    assert winners(s) == [0]
    assert any("more region scoring tokens (2)" in e.text("en") for e in g.scoring_explained())
    s.tok_n = [1, 1, 0]
    put(g, h[4], 0, "pack")
    assert winners(s) == [0, 1]
    assert any("share the victory" in e.text("en") for e in g.scoring_explained())
