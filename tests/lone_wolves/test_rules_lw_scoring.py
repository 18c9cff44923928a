"""LW-E1..LW-E5: the end of the game and the final scoring, computed by hand.

The rulebook game ends like this (``~`` a lone wolf, ``*`` a box wolf):

=========  ======================  ===========================  ======  ===========
territory  Ash (player 0)          Birch (player 1)             honor   moon
=========  ======================  ===========================  ======  ===========
Cave       -            = 0        r2 ~r4 ~b4 ~b2 = 5, +3 = 8   2->5    -
Desert     g2 w3        = 5        ~b3 ~k4 ~k5 ~k3 = 4, +4 = 8  3       Moon
Swamp      r6 ~g7       = 7        ~w4 ~w5 *r3 = 3, +3 = 6      4       Blood Moon
Tundra     w7 w6 g5 g4 ~b7 = 23    ~k2 = 1                      5->3    -
Volcano    k7 k6 g6 g3  = 22       b5 ~b6 = 6                   6       -
=========  ======================  ===========================  ======  ===========

Ash: Swamp 4 + Blood Moon 3 + Tundra 3 + Volcano 6 + points-if-honor (Volcano) 5 = 21.
Birch: Cave 5 + Desert 3 + Moon 5 + points-per-wolf (Cave, 4 cards) 4 + points-per-lone
(Tundra, 1) 2 + points-per-faceup (Tundra, none face up) 0 + points-low-faceup (Volcano:
the Brown 5 is not low) 0 + points-per-lone (Volcano, 1) 2 = 21. A tie: Birch has 12 lone
wolves (11 lost cards and the box wolf), Ash 2, so Birch wins.
"""

from __future__ import annotations

import pytest
from lw_positions import (
    DRAW_TRICKS,
    RULEBOOK_TRICKS,
    assert_refused,
    draw_game,
    find,
    keys,
    rulebook_game,
    trick,
)

from wolfpack.core.i18n import LANGUAGES
from wolfpack.lone_wolves import Components

ASH, BIRCH = 0, 1


# -- LW-E1 ------------------------------------------------------------------------------


def test_lw_e1_the_game_ends_after_the_13th_trick() -> None:
    game = rulebook_game(12)
    assert not game.is_over
    assert [h["count"] for h in game.view(None)["hands"]] == [1, 1]
    assert game.winner is None
    assert game.winners is None
    events = trick(game, **RULEBOOK_TRICKS[12])
    assert events[-1].key == "lw.ev.game_over"
    assert events[-1].rules == ("LW-E1",)
    assert game.is_over
    assert game.to_move is None
    assert game.legal_moves() == []
    assert [h["count"] for h in game.view(None)["hands"]] == [0, 0]
    assert game.view(None)["phase"] == "over"
    assert game.view(None)["tricks_played"] == 13
    err = assert_refused(game, "play g3 cave", "LW-E1")
    assert err.explanation.key == "lw.no.over"
    assert game.result_json() == {"scores": [21, 21], "winner": 1, "lone_wolves": [2, 12]}


def test_lw_e1_the_game_ends_after_the_last_placement() -> None:
    game = draw_game(12)
    game.play_all(["play w4 tundra", "play k3 tundra", "reveal 2", "take 0"])
    assert not game.is_over and game.to_move == ASH
    events = game.play("place desert")
    assert keys(events)[-1] == "lw.ev.game_over"
    assert game.is_over


# -- LW-E2 ------------------------------------------------------------------------------


def test_lw_e2_strength_cards_lone_wolves_box_wolves_and_strength_scars() -> None:
    sc = rulebook_game(13).score()
    assert [t.territory for t in sc.territories] == [
        "cave",
        "desert",
        "swamp",
        "tundra",
        "volcano",
    ]
    assert [t.base_strength for t in sc.territories] == [[0, 5], [5, 4], [7, 3], [23, 1], [22, 6]]
    # plus3 in the Cave and the Swamp; pack-strength in the Desert (+1 for each of 4 lone
    # wolves). The Volcano's revealed pack-strength was never taken: it counts for nobody.
    assert [t.scar_strength for t in sc.territories] == [[0, 3], [0, 4], [0, 3], [0, 0], [0, 0]]
    assert [t.strength for t in sc.territories] == [[0, 8], [5, 8], [7, 6], [23, 1], [22, 6]]


def test_lw_e2_view_shows_the_strength_of_each_side() -> None:
    view = rulebook_game(13).view(ASH)
    swamp = view["territories"][2]["sides"][BIRCH]
    assert (swamp["card_strength"], swamp["scar_strength"], swamp["strength"]) == (3, 3, 6)
    assert [c["face"] for c in swamp["cards"]] == ["lone", "lone", "box"]


# -- LW-E3 ------------------------------------------------------------------------------


def test_lw_e3_the_stronger_side_wins_honor_and_moon() -> None:
    sc = rulebook_game(13).score()
    assert [(t.winner, t.honor_value, t.moon) for t in sc.territories] == [
        (BIRCH, 5, None),
        (BIRCH, 3, "moon"),
        (ASH, 4, "blood_moon"),
        (ASH, 3, None),
        (ASH, 6, None),
    ]
    tokens = [(i.player, i.territory, i.what, i.points) for i in sc.items if i.location is None]
    assert tokens == [
        (BIRCH, "cave", "honor", 5),
        (BIRCH, "desert", "honor", 3),
        (BIRCH, "desert", "moon", 5),
        (ASH, "swamp", "honor", 4),
        (ASH, "swamp", "blood_moon", 3),
        (ASH, "tundra", "honor", 3),
        (ASH, "volcano", "honor", 6),
    ]


def test_lw_e3_a_tie_gives_nobody_the_honor_token_or_the_moon() -> None:
    # The drawn game: the Swamp, where the Moon lies, ends 7:7 (Black 7 against
    # Red 4 and three lone wolves).
    game = draw_game()
    swamp = game.score().territories[2]
    assert (swamp.strength, swamp.winner, swamp.moon) == ([7, 7], None, "moon")
    assert [i for i in game.score().items if i.territory == "swamp"] == []
    explained = game.scoring_explained()
    tie = [e for e in explained if e.key == "lw.score.tie"]
    assert [dict(e.params) for e in tie] == [{"territory": "swamp", "s0": 7, "s1": 7}]
    assert tie[0].rules == ("LW-E2", "LW-E3")
    assert "lw.score.moon" not in [e.key for e in explained]
    assert game.view(None)["territories"][2]["leading"] is None


# -- LW-E4 ------------------------------------------------------------------------------


def test_lw_e4_points_broken_down_per_territory_token_and_scar() -> None:
    game = rulebook_game(13)
    sc = game.score()
    assert [(i.player, i.territory, i.what, i.points, i.location) for i in sc.items] == [
        (BIRCH, "cave", "honor", 5, None),
        (BIRCH, "cave", "points-per-wolf", 4, "cave"),
        (BIRCH, "desert", "honor", 3, None),
        (BIRCH, "desert", "moon", 5, None),
        (ASH, "swamp", "honor", 4, None),
        (ASH, "swamp", "blood_moon", 3, None),
        (ASH, "tundra", "honor", 3, None),
        (BIRCH, "tundra", "points-per-lone", 2, "tundra"),
        (BIRCH, "tundra", "points-per-faceup", 0, "tundra"),
        (ASH, "volcano", "honor", 6, None),
        (ASH, "volcano", "points-if-honor", 5, "volcano"),
        (BIRCH, "volcano", "points-low-faceup", 0, "volcano"),
        (BIRCH, "volcano", "points-per-lone", 2, "volcano"),
    ]
    for p in (ASH, BIRCH):
        assert sum(i.points for i in sc.items if i.player == p) == sc.points[p]
    assert sc.points == [21, 21]
    assert game.scores() == [21, 21]


def test_lw_e4_scar_points_count_in_lost_territories_except_points_if_honor() -> None:
    # Birch loses the Tundra and the Volcano but scores his points-per-lone there; in the
    # drawn game Ash's points-if-honor lies in the Desert, which Ash loses: 0.
    sc = rulebook_game(13).score()
    assert sc.territories[3].winner == ASH and sc.territories[4].winner == ASH
    lost = [(i.territory, i.what, i.points) for i in sc.items if i.player == BIRCH and i.location]
    assert ("tundra", "points-per-lone", 2) in lost
    assert ("volcano", "points-per-lone", 2) in lost
    drawn = draw_game().score()
    assert drawn.territories[1].winner == BIRCH
    pih = [i for i in drawn.items if i.what == "points-if-honor" and i.player == ASH]
    assert [(i.territory, i.points) for i in pih] == [("desert", 0)]


def test_lw_e4_scoring_explained_names_every_token_and_scar() -> None:
    explained = rulebook_game(13).scoring_explained()
    assert [e.key for e in explained] == [
        "lw.score.won",
        "lw.score.won",
        "lw.score.moon",
        "lw.score.won",
        "lw.score.blood_moon",
        "lw.score.won",
        "lw.score.won",
    ] + [e.key for e in explained[7:13]] + ["lw.score.tiebreak"]
    scar_keys = [e.key for e in explained[7:13]]
    assert set(scar_keys) <= {"lw.score.scar", "lw.score.scar_here"}
    for e in explained[7:13]:  # "there" for a scar in the territory scored, else its place
        here = e.params["location"] == e.params["territory"]
        assert e.key == ("lw.score.scar_here" if here else "lw.score.scar"), e.params
    assert dict(explained[0].params) == {
        "territory": "cave",
        "s0": 0,
        "s1": 8,
        "player": BIRCH,
        "value": 5,
    }
    scars = [dict(e.params) for e in explained if e.key.startswith("lw.score.scar")]
    assert scars[0] == {
        "player": BIRCH,
        "location": "cave",
        "effect": "points-per-wolf",
        "points": 4,
        "territory": "cave",
    }
    assert all(e.cites("LW-E4") for e in explained if e.key.startswith("lw.score.scar"))
    for lang in LANGUAGES:
        assert all(e.text(lang) for e in explained)
    assert explained[0].text("en") == (
        "Cave: strength 0 to 8, Player 2 wins the honor token worth 5. (LW-E2, LW-E3)"
    )


# -- LW-E5 ------------------------------------------------------------------------------


def test_lw_e5_most_points_wins() -> None:
    tokens = ((2, 5), (3, 6), (4, 7), (5, 3), (7, 4))
    game = rulebook_game(13, components=Components(honor_tokens=tokens))
    sc = game.score()
    assert (sc.points, sc.winner, sc.tiebreak) == ([22, 21], ASH, False)
    assert game.winner == ASH
    assert game.winners == [ASH]
    last = game.scoring_explained()[-1]
    assert (last.key, dict(last.params)) == ("lw.score.result", {"p0": 22, "p1": 21, "player": 0})
    assert last.rules == ("LW-E5",)


def test_lw_e5_equal_points_more_lone_wolves_wins() -> None:
    game = rulebook_game(13)
    sc = game.score()
    assert (sc.points, sc.lone_wolves, sc.winner, sc.tiebreak) == ([21, 21], [2, 12], BIRCH, True)
    assert game.winner == BIRCH
    assert game.winners == [BIRCH]
    last = game.scoring_explained()[-1]
    assert (last.key, dict(last.params)) == (
        "lw.score.tiebreak",
        {"p0": 21, "p1": 21, "l0": 2, "l1": 12, "player": BIRCH},
    )
    assert "more lone wolves (2 to 12)" in last.text("en")


def test_lw_e5_equal_points_and_lone_wolves_is_a_draw() -> None:
    # The drawn game by hand: Ash wins the Cave (5, flipped side up at setup) and the
    # Volcano (6): 11. Birch wins the Desert (3) with the Blood Moon (3) and the Tundra
    # (5): 11. Every scar point is 0. Lone wolves: Ash 6 lost cards + 1 box wolf = 7,
    # Birch 7 lost cards.
    game = draw_game()
    assert game.is_over
    sc = game.score()
    assert sc.points == [11, 11]
    assert sc.lone_wolves == [7, 7]
    assert (sc.winner, sc.tiebreak) == (None, True)
    assert game.winner is None
    assert game.winners == [ASH, BIRCH]  # a draw: the game names both players
    assert [(t.winner, t.honor_value) for t in sc.territories] == [
        (ASH, 5),
        (BIRCH, 3),
        (None, 4),
        (BIRCH, 5),
        (ASH, 6),
    ]
    assert all(i.points == 0 for i in sc.items if i.location is not None)
    last = game.scoring_explained()[-1]
    assert (last.key, dict(last.params)) == ("lw.score.draw", {"p0": 11, "p1": 11, "l0": 7})
    assert game.result_json() == {"scores": [11, 11], "winner": None, "lone_wolves": [7, 7]}


@pytest.mark.rules("LW-E5", "LW-C3")
def test_lw_e5_a_box_wolf_counts_as_a_lone_wolf_in_the_tiebreak() -> None:
    game = draw_game(8)
    (box,) = find(game.steps[-1].events, "lw.ev.box_wolf")
    assert box.params["player"] == ASH
    ash_volcano = game.view(None)["territories"][4]["sides"][ASH]["cards"]
    assert [c["face"] for c in ash_volcano] == ["up", "up", "up", "box"]
    for kw in DRAW_TRICKS[8:]:
        trick(game, **kw)
    assert game.score().lone_wolves == [7, 7]
