"""Setup: map, boards, the placement draft and turn order (TW-S1..TW-S4)."""

from __future__ import annotations

from collections import Counter

import pytest
from tw_helpers import placed

from wolfpack.core.errors import IllegalMoveError
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import NEUTRAL, TERRAINS
from wolfpack.the_wolves.hexmap import START
from wolfpack.the_wolves.state import CHOOSE, PLACE


@pytest.mark.rules("TW-S1")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tw_s1_map_tokens_prey_and_lone_wolves(players: int) -> None:
    g = TheWolves(players=players, seed=21)
    s = g.state
    rules = s.rules
    tiles = s.board.tiles
    assert len(set(tiles)) == len(tiles) == s.geo.regions
    assert set(tiles) <= {k for k, _ in rules.region_tiles}
    assert sorted(s.tokens) == sorted(rules.token_stacks)
    stacks = [s.prey[s.geo.prey[r]] for r in range(s.geo.regions)]
    assert sorted(stacks) == sorted(rules.prey_stacks)
    assert all(len(set(st)) == 1 for st in stacks)  # a stack holds one kind of prey
    assert sum(s.lone) == 2 * s.geo.regions
    if players == 2:
        assert sorted(s.tokens) == [(0,), (0, 1), (1, 2), (2,), (2,)]
    else:
        counts = Counter(t for stack in s.tokens for t in stack)
        expected = {3: {0: 2, 1: 2, 2: 2}, 4: {0: 2, 1: 3, 2: 3}, 5: {0: 3, 1: 4, 2: 3}}
        assert counts == expected[players]
    # the same seed deals the same game; another seed another one
    assert TheWolves(players=players, seed=21).state == s
    assert any(TheWolves(players=players, seed=k).state != s for k in range(22, 26))


def test_tw_s1_two_player_neutral_pack() -> None:
    for seed in range(5):
        g = TheWolves(players=2, seed=seed)
        s = g.state
        geo = s.geo
        for r in range(geo.regions):
            wx, wy = geo.coords[geo.water[r]]
            top_right = geo.index[(wx + 1, wy)]
            bottom_right = geo.index[(wx + 1, wy + 1)]
            stack = s.tokens[r]
            kinds = sorted(q & 3 for q in s.pcs[top_right])
            assert all(q >> 2 == NEUTRAL for q in s.pcs[top_right])
            expected = {(0,): [1, 1], (0, 1): [3], (2,): [0, 3], (1, 2): [3]}[stack]
            assert kinds == expected
            assert sorted(q & 3 for q in s.pcs[bottom_right]) == ([0, 0] if stack == (1, 2) else [])


@pytest.mark.rules("TW-S2")
def test_tw_s2_home_terrains_and_tiles_front_up() -> None:
    g = TheWolves(players=5, seed=3)
    homes = [b["home"] for b in g.view()["boards"]]
    assert sorted(homes) == sorted(TERRAINS)
    for b in g.view()["boards"]:
        shows = Counter(t["shows"] for t in b["tiles"])
        assert shows[b["home"]] == 2 and sum(shows.values()) == 6
        assert all(shows[t] == 1 for t in TERRAINS if t != b["home"])
        assert b["tracks"]["wolf_speed"]["value"] == 3
        assert b["tracks"]["pack_spread"]["value"] == 2
        assert b["tracks"]["howl_range"]["value"] == 2
    g = TheWolves(players=3, seed=3, homes=("rock", "grass", "desert"))
    assert [b["home"] for b in g.view()["boards"]] == ["rock", "grass", "desert"]
    with pytest.raises(ValueError):
        TheWolves(players=3, seed=3, homes=("rock", "rock", "desert"))


@pytest.mark.rules("TW-S3")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_tw_s3_placement_around_the_chasm(players: int) -> None:
    g = TheWolves(players=players, seed=7, first=1)
    s = g.state
    order = [(1 + i) % players for i in range(players)]
    assert list(s.place_order) == order + order[::-1]
    seen: list[int] = []
    while s.phase == PLACE:
        p = s.player
        seen.append(p)
        legal = g.legal_moves()
        for m in legal:
            h = s.geo.find(m.notation.split()[1])
            assert h is not None
            assert s.geo.region[h] == START and s.geo.start_side[h] >= 0 and not s.pcs[h]
            if s.placed[p] >= 0:
                assert s.geo.start_side[h] != s.geo.start_side[s.placed[p]]
            assert m.explanation.cites("TW-S3")
        g.play(legal[-1])
    assert seen == order + order[::-1]
    assert seen[players - 1] == seen[players]  # the last player places twice in a row
    for p in range(players):
        mine = [h for h, pcs in enumerate(s.pcs) if any(q >> 2 == p for q in pcs)]
        assert len(mine) == 2
        assert {s.geo.start_side[h] for h in mine} == {0, 1}
        for h in mine:
            assert sorted(q & 3 for q in s.pcs[h]) == [0, 1]


def test_tw_s3_refusals_name_the_rule() -> None:
    g = TheWolves(players=3, seed=7, first=0)
    s = g.state
    g.play("place 6,7")
    e = g.explain("place 6,7")
    assert e.cites("TW-S3") and "taken" in e.text("en")
    assert "chasm" in g.explain("place 11,7").text("en")
    assert "no hex" in g.explain("place 99,99").text("en")
    g.play("place 5,9")
    g.play("place 7,7")
    # player 2 again: the second pair must go across the chasm from 7,7
    side = s.geo.start_side
    same = next(
        s.geo.name(h)
        for h in range(s.geo.size)
        if side[h] == side[s.geo.index[(7, 7)]] and not s.pcs[h]
    )
    with pytest.raises(IllegalMoveError) as err:
        g.play(f"place {same}")
    assert err.value.rule == "TW-S3"
    assert "same side" in err.value.explanation.text("en")


@pytest.mark.rules("TW-S3")
def test_tw_s3_two_players_crescent_regions_and_bonus_token() -> None:
    g = TheWolves(players=2, seed=8, first=1)
    s = g.state
    assert list(s.place_order) == [1, 0, 0, 1]
    assert s.bact == [1, 0]  # the second player (player 0 here) starts with a bonus action
    crescent = [r for r in range(s.geo.regions) if 0 in s.tokens[r]]
    assert len(crescent) == 2
    for m in g.legal_moves():
        h = s.geo.find(m.notation.split()[1])
        assert h is not None
        assert s.geo.region[h] not in crescent
        assert not s.pcs[h] and not s.lone[h] and not s.prey[h]
    bad = next(
        h
        for h in s.geo.region_hexes[crescent[0]]
        if s.geo.passable[h] and not s.pcs[h] and not s.lone[h] and not s.prey[h]
    )
    assert "crescent" in g.explain(f"place {s.geo.name(bad)}").text("en")
    lone = next(h for h in range(s.geo.size) if s.lone[h] and s.geo.region[h] not in crescent)
    assert "lone wolf or prey" in g.explain(f"place {s.geo.name(lone)}").text("en")


@pytest.mark.rules("TW-S4")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_tw_s4_first_placer_starts_then_clockwise(players: int) -> None:
    g = TheWolves(players=players, seed=9, first=players - 1)
    s = g.state
    while s.phase == PLACE:
        g.play(g.legal_notations()[0])
    assert s.phase == CHOOSE and s.player == players - 1 and s.actions_left == 2
    order = []
    for _ in range(players + 1):
        order.append(s.player)
        while s.player == order[-1] and not g.is_over:
            g.play(sorted(g.legal_notations(), key=lambda m: m != "end")[0])
    assert order == [(players - 1 + i) % players for i in range(players + 1)]


def test_placed_helper_gives_pairs() -> None:
    g = placed(3, seed=1)
    assert g.state.phase == CHOOSE and g.state.player == 0
