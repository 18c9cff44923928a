"""LW-T9..LW-T11: placing scars (border spaces too), box wolves, honor flips, the moons."""

from __future__ import annotations

import dataclasses

import pytest
from lw_positions import (
    HANDS_A,
    RULEBOOK_TRICKS,
    assert_refused,
    find,
    keys,
    make_game,
    make_setup,
    rulebook_game,
    trick,
)

from wolfpack.lone_wolves import LoneWolves
from wolfpack.lone_wolves.components import TERRITORIES
from wolfpack.lone_wolves.state import PLACE

ASH, BIRCH = 0, 1


def faces(game: LoneWolves, terr: str, player: int, perspective: int | None = None) -> list:
    t = TERRITORIES.index(terr)
    return game.view(perspective)["territories"][t]["sides"][player]["cards"]


# -- LW-T9 ------------------------------------------------------------------------------


def test_lw_t9_the_loser_places_the_scar_on_any_territory_of_their_own_side() -> None:
    game = rulebook_game(0)
    game.play_all(["play r6 swamp", "play r4 cave", "take 1"])
    assert game.state.phase == PLACE and game.to_move == BIRCH
    assert game.legal_notations() == sorted(f"place {t}" for t in TERRITORIES)
    moves = game.legal_moves()
    assert all(m.explanation.key == "lw.why.place" for m in moves)
    assert all(m.explanation.params["free"] == 3 for m in moves)
    assert_refused(game, "play r2 cave", "LW-T9")
    assert_refused(game, "take 0", "LW-T9")
    game.play("place tundra")
    view = game.view(None)
    assert view["packs"][BIRCH][3]["scars"] == ["points-per-lone"]
    assert all(loc["scars"] == [] for loc in view["packs"][ASH])
    # Its effect belongs to the Tundra: Birch's two points per lone wolf count there.
    trick(game, **RULEBOOK_TRICKS[1])
    assert [(i.player, i.what, i.territory) for i in game.score().items if i.location] == [
        (BIRCH, "points-per-wolf", "cave"),
        (BIRCH, "points-per-lone", "tundra"),
    ]


def test_lw_t9_box_wolf_acts_at_once_unseen() -> None:
    # Rulebook trick 5: Birch puts the box wolf in the Swamp; the first box card joins.
    game = rulebook_game(4)
    game.play_all(["play w7 tundra", "play w4 swamp", "take 2"])
    move = next(m for m in game.legal_moves() if m.notation == "place swamp")
    assert [n.key for n in move.explanation.notes] == ["lw.note.box_wolf"]
    events = game.play("place swamp")
    assert keys(events) == ["lw.ev.place", "lw.ev.box_wolf", "lw.ev.next_lead"]
    assert dict(events[1].params) == {"player": BIRCH, "territory": "swamp"}
    assert events[1].rules == ("LW-C3", "LW-H3")
    assert faces(game, "swamp", BIRCH) == [
        {"card": "w4", "face": "lone"},
        {"card": "r3", "face": "box"},
    ]
    assert faces(game, "swamp", BIRCH, ASH)[1] == {"card": None, "face": "box"}
    view = game.view(None)
    assert view["box"] == {"count": 3, "cards": ["r5", "r7", "w2"]}
    assert view["territories"][2]["count"] == 3
    assert view["territories"][2]["sides"][BIRCH]["card_strength"] == 2


def test_lw_t9_honor_flip_acts_at_once_and_flips_again_later() -> None:
    # Rulebook tricks 8 and 11: the Tundra's token turns 5 -> 3; the Cave's 2 -> 5.
    game = rulebook_game(7)
    game.play_all(["play r2 cave", "play b7 tundra", "take 1"])
    move = next(m for m in game.legal_moves() if m.notation == "place tundra")
    assert [(n.key, dict(n.params)) for n in move.explanation.notes] == [
        ("lw.note.flip_honor", {"territory": "tundra", "old": 5, "new": 3})
    ]
    events = game.play("place tundra")
    (flip,) = find(events, "lw.ev.flip_honor")
    assert dict(flip.params) == {"territory": "tundra", "value": 3}
    assert game.view(BIRCH)["territories"][3]["honor"] == {
        "token": [5, 3],
        "side": 1,
        "value": 3,
    }
    for kw in RULEBOOK_TRICKS[8:11]:
        trick(game, **kw)
    assert game.view(ASH)["territories"][0]["honor"]["value"] == 5


def test_lw_t9_a_second_flip_turns_the_token_back() -> None:
    hands = HANDS_A
    scars = {"desert": ["flip-honor", "flip-honor", "plus3"]}
    game = make_game(hands, scars=scars)
    trick(game, "k7 cave", "w4 desert", take=0, place="volcano")
    assert game.view(None)["territories"][4]["honor"]["value"] == 4
    trick(game, "k6 cave", "w5 desert", take=1, place="volcano")
    assert game.view(None)["territories"][4]["honor"] == {"token": [6, 4], "side": 0, "value": 6}


def test_lw_t9_box_wolf_into_a_full_territory_does_nothing() -> None:
    # The Cave fills up with six cards, then player 1 puts a box wolf there.
    scars = {"cave": ["points-per-wolf", "points-per-lone", "points-per-faceup"]}
    scars["desert"] = ["box-wolf", "plus3", "pack-strength"]
    game = make_game(HANDS_A, scars=scars)
    trick(game, "k7 cave", "w4 cave", take=0, place="tundra")
    trick(game, "k6 cave", "w5 cave", take=1, place="tundra")
    trick(game, "k5 cave", "w6 cave", take=2, place="tundra")
    game.play_all(["play b7 volcano", "play w7 desert", "take 0"])
    events = game.play("place cave")
    assert keys(events) == ["lw.ev.place", "lw.ev.box_wolf_full", "lw.ev.next_lead"]
    assert events[1].rules == ("LW-C3", "LW-T3")
    view = game.view(None)
    assert view["territories"][0]["count"] == 6
    assert view["box"]["count"] == 4


# The advanced board: player 1 loses four times and uses the border spaces.
ADV_SCARS = {
    "desert": ["box-wolf", "flip-honor", "plus3"],
    "swamp": ["points-per-wolf", "points-if-honor", "pack-strength", "points-per-lone"],
}


def advanced_borders_game() -> LoneWolves:
    game = make_game(HANDS_A, variant="advanced", scars=ADV_SCARS)
    return game


def test_lw_t9_border_box_wolf_fills_both_neighbours_in_board_order() -> None:
    game = advanced_borders_game()
    game.play_all(["play k7 cave", "play w4 desert", "take 0"])
    move = next(m for m in game.legal_moves() if m.notation == "place cave+desert")
    assert move.explanation.key == "lw.why.place_border"
    assert [dict(n.params) for n in move.explanation.notes] == [
        {"territory": "cave"},
        {"territory": "desert"},
    ]
    events = game.play("place cave+desert")
    assert keys(events) == ["lw.ev.place", "lw.ev.box_wolf", "lw.ev.box_wolf", "lw.ev.next_lead"]
    assert [e.params["territory"] for e in events[1:3]] == ["cave", "desert"]
    assert faces(game, "cave", BIRCH) == [{"card": "r4", "face": "box"}]
    assert faces(game, "desert", BIRCH) == [
        {"card": "w4", "face": "lone"},
        {"card": "r5", "face": "box"},
    ]
    view = game.view(None)
    assert [t["count"] for t in view["territories"]] == [2, 2, 0, 0, 0]
    assert view["box"] == {"count": 2, "cards": ["r6", "r7"]}
    assert view["packs"][BIRCH][5] == {
        "location": "cave+desert",
        "capacity": 1,
        "scars": ["box-wolf"],
    }


def test_lw_t9_border_box_wolf_skips_a_full_neighbour() -> None:
    scars = {
        "cave": ["points-per-wolf", "points-per-lone", "points-per-faceup"],
        "desert": ["box-wolf", "plus3", "pack-strength"],
    }
    game = make_game(HANDS_A, variant="advanced", scars=scars)
    trick(game, "k7 cave", "w4 cave", take=0, place="tundra")
    trick(game, "k6 cave", "w5 cave", take=1, place="tundra")
    trick(game, "k5 cave", "w6 cave", take=2, place="volcano")
    assert game.view(None)["territories"][0]["full"] is True
    game.play_all(["play k4 desert", "play w7 desert", "take 0"])
    events = game.play("place cave+desert")
    assert keys(events)[1:3] == ["lw.ev.box_wolf_full", "lw.ev.box_wolf"]
    assert [e.params["territory"] for e in events[1:3]] == ["cave", "desert"]
    # The Desert gets the first box card.
    assert faces(game, "desert", BIRCH) == [
        {"card": "w7", "face": "lone"},
        {"card": "r4", "face": "box"},
    ]
    assert game.view(None)["box"]["count"] == 3


def test_lw_t9_border_flip_honor_flips_both_neighbours() -> None:
    game = advanced_borders_game()
    trick(game, "k7 cave", "w4 desert", take=0, place="cave+desert")
    game.play_all(["play k6 cave", "play w5 desert", "take 1"])
    move = next(m for m in game.legal_moves() if m.notation == "place tundra+volcano")
    assert [dict(n.params) for n in move.explanation.notes] == [
        {"territory": "tundra", "old": 5, "new": 3},
        {"territory": "volcano", "old": 6, "new": 4},
    ]
    events = game.play("place tundra+volcano")
    flips = find(events, "lw.ev.flip_honor")
    assert [dict(e.params) for e in flips] == [
        {"territory": "tundra", "value": 3},
        {"territory": "volcano", "value": 4},
    ]
    assert [t["honor"]["value"] for t in game.view(ASH)["territories"]] == [2, 3, 4, 3, 4]


def test_lw_t9_border_strength_and_points_count_in_both_neighbours() -> None:
    game = advanced_borders_game()
    trick(game, "k7 cave", "w4 desert", take=0, place="cave+desert")
    trick(game, "k6 cave", "w5 desert", take=1, place="tundra+volcano")
    game.play_all(["play k5 tundra", "play w6 desert", "take 2"])
    assert_refused(game, "place cave+desert", "LW-T9")  # that border space is taken
    game.play("place swamp+tundra")  # +3 strength in the Swamp and in the Tundra
    assert game.view(None)["moon"] == "desert"
    trick(game, "k4 cave", "w7 swamp", take=0, place="desert+swamp")
    sc = game.score()
    strengths = [t.strength for t in sc.territories]
    assert strengths == [[17, 1], [0, 4], [0, 4], [5, 3], [0, 0]]
    assert [t.scar_strength for t in sc.territories] == [[0, 0], [0, 0], [0, 3], [0, 3], [0, 0]]
    assert [t.winner for t in sc.territories] == [0, 1, 1, 0, None]
    border_items = [(i.player, i.territory, i.what, i.points, i.location) for i in sc.items]
    assert (1, "desert", "points-per-wolf", 4, "desert+swamp") in border_items
    assert (1, "swamp", "points-per-wolf", 1, "desert+swamp") in border_items
    # Player 0: Cave 2 + Tundra 3 (flipped); player 1: Desert 3 + Moon 5 + Swamp 4 + 4 + 1.
    assert sc.points == [5, 17]


# -- LW-T10 -----------------------------------------------------------------------------

T10_HANDS = (
    "k2 k3 k4 k5 k6 k7 g2 g3 g4 g5 g6 g7 w2",
    "b2 b3 b4 b5 b6 b7 w3 w4 w5 w6 w7 r2 r3",
)


def test_lw_t10_moon_on_first_emptied_territory_trump_from_next_trick() -> None:
    game = make_game(T10_HANDS)
    trick(game, "k7 cave", "b7 desert", take=0, place="tundra")
    trick(game, "k6 cave", "b6 desert", take=1, place="tundra")
    game.play_all(["play k5 cave", "play b5 desert"])
    # The Brown 5 lost this trick: Brown is not trump yet.
    assert game.view(None)["trump"] is None
    assert game.steps[-1].events[1].key == "lw.ev.win_off_suit"
    (move,) = game.legal_moves()
    assert [(n.key, dict(n.params)) for n in move.explanation.notes] == [
        ("lw.note.moon_next", {"suit": "b"})
    ]
    events = game.play("take 2")
    assert keys(events) == ["lw.ev.take_down"]
    assert game.view(BIRCH)["moon"] is None  # the Moon comes after the scar is placed
    events = game.play("place tundra")
    assert keys(events) == ["lw.ev.place", "lw.ev.moon", "lw.ev.next_lead"]
    assert events[1].rules == ("LW-T10",)
    assert dict(events[1].params) == {"territory": "desert", "suit": "b"}
    view = game.view(BIRCH)
    assert (view["moon"], view["trump"], view["blood_moon"]) == ("desert", "b", None)
    assert view["territories"][1]["moon"] == "moon"
    # Next trick: the Brown 4 off-suit beats the Black 4... any black card.
    game.play("play k4 tundra")
    move = next(m for m in game.legal_moves() if m.notation == "play b4 swamp")
    assert ("lw.note.trump", {"suit": "b"}) in [
        (n.key, dict(n.params)) for n in move.explanation.notes
    ]
    events = game.play("play b4 swamp")
    (win,) = find(events, "lw.ev.win_trump")
    assert (win.params["player"], win.params["card"]) == (BIRCH, "b4")


def test_lw_t10_rulebook_moon_on_the_desert() -> None:
    game = rulebook_game(3)
    events = trick(game, **RULEBOOK_TRICKS[3])
    assert keys(events)[4:7] == ["lw.ev.take_up", "lw.ev.place", "lw.ev.moon"]
    assert game.view(ASH)["trump"] == "b"
    assert game.state.moon == 1 and game.state.blood == -1


# -- LW-T11 -----------------------------------------------------------------------------


@pytest.mark.rules("LW-T5", "LW-T8", "LW-T10")
def test_lw_t11_rulebook_trump_example_green_7_brown_5_and_the_blood_moon() -> None:
    game = rulebook_game(6)
    view = game.view(None)
    assert (view["moon"], view["trump"]) == ("desert", "b")
    assert view["territories"][2]["scars_left"] == 1
    game.play_all(["play g7 swamp", "play b5 volcano"])
    assert game.to_move == ASH  # the loser
    (move,) = game.legal_moves()
    assert move.notation == "take 0"
    assert [(n.key, dict(n.params)) for n in move.explanation.notes] == [
        ("lw.note.blood_next", {"suit": "g", "old": "b"})
    ]
    assert keys(game.play("take 0")) == ["lw.ev.take_up"]
    events = game.play("place volcano")
    assert keys(events) == ["lw.ev.place", "lw.ev.blood_moon", "lw.ev.next_lead"]
    assert events[1].rules == ("LW-T11",)
    assert dict(events[1].params) == {"territory": "swamp", "suit": "g", "old": "b"}
    view = game.view(BIRCH)
    assert (view["moon"], view["blood_moon"], view["trump"]) == ("desert", "swamp", "g")
    assert [t["moon"] for t in view["territories"]] == [None, "moon", "blood_moon", None, None]
    assert view["packs"][ASH][4]["scars"] == ["points-if-honor"]


def test_lw_t11_the_moons_colour_is_no_longer_trump() -> None:
    # Trick 8: Birch leads the Red 2; Ash has no red and plays the Brown 7: it loses.
    game = rulebook_game(7)
    events = trick(game, **RULEBOOK_TRICKS[7])
    (win,) = find(events, "lw.ev.win_off_suit")
    assert dict(win.params) == {
        "player": BIRCH,
        "card": "r2",
        "other": "b7",
        "led": "r",
        "trump": "g",
    }
    # Trick 9: the Green 5 (the new trump) beats the led Brown 6.
    events = trick(game, **RULEBOOK_TRICKS[8])
    (win,) = find(events, "lw.ev.win_trump")
    assert (win.params["player"], win.params["card"], win.params["trump"]) == (ASH, "g5", "g")


def test_lw_t11_later_emptied_territories_change_nothing() -> None:
    game = rulebook_game(10)
    events = trick(game, **RULEBOOK_TRICKS[10])  # the Cave loses its last scar
    (late,) = find(events, "lw.ev.emptied_late")
    assert late.rules == ("LW-T11",)
    assert dict(late.params) == {"territory": "cave"}
    assert "lw.ev.moon" not in keys(events) and "lw.ev.blood_moon" not in keys(events)
    view = game.view(None)
    assert (view["moon"], view["blood_moon"], view["trump"]) == ("desert", "swamp", "g")
    assert view["territories"][0]["moon"] is None


@pytest.mark.rules("LW-T9", "LW-C3")
def test_lw_t9_border_box_wolf_draws_only_while_the_box_has_cards() -> None:
    # Two box-wolf scars draw at most 4 cards, so a real box never runs dry; a position
    # with a single box card checks the clause anyway (this setup is no valid record).
    setup = make_setup(HANDS_A, variant="advanced", scars=ADV_SCARS)
    setup = dataclasses.replace(setup, box=setup.box[:1])
    game = LoneWolves(setup=setup, variant="advanced")
    game.play_all(["play k7 cave", "play w4 desert", "take 0"])
    events = game.play("place cave+desert")
    assert keys(events) == [
        "lw.ev.place",
        "lw.ev.box_wolf",
        "lw.ev.box_wolf_empty",
        "lw.ev.next_lead",
    ]
    assert [e.params["territory"] for e in events[1:3]] == ["cave", "desert"]
    assert faces(game, "cave", BIRCH) == [{"card": "r4", "face": "box"}]
    assert faces(game, "desert", BIRCH) == [{"card": "w4", "face": "lone"}]
    assert game.view(None)["box"] == {"count": 0, "cards": []}
