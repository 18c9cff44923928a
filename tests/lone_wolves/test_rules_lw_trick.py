"""LW-T1..LW-T8: a trick, restaged from the rulebooks' worked examples.

Ash (player 0) and Birch (player 1) play the rulebook game of ``lw_positions``.
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
    make_game,
    rulebook_game,
    trick,
)

from wolfpack.lone_wolves import LoneWolves
from wolfpack.lone_wolves.components import TERRITORIES
from wolfpack.lone_wolves.state import PLAY, REVEAL, TAKE

ASH, BIRCH = 0, 1


def side(game: LoneWolves, terr: str, player: int) -> list[dict[str, str | None]]:
    """The cards on a player's side of a territory (open view)."""
    t = TERRITORIES.index(terr)
    cards: list[dict[str, str | None]] = game.view(None)["territories"][t]["sides"][player]["cards"]
    return cards


def scar_states(game: LoneWolves, terr: str) -> list[tuple[str, str | None]]:
    t = TERRITORIES.index(terr)
    return [(s["state"], s["effect"]) for s in game.view(None)["territories"][t]["scars"]]


# -- LW-T1 ------------------------------------------------------------------------------


def test_lw_t1_leader_plays_any_card_into_any_open_territory() -> None:
    game = rulebook_game(0)
    moves = game.legal_moves()
    assert len(moves) == 13 * 5
    assert {m.player for m in moves} == {ASH}
    assert {m.notation for m in moves if m.notation.startswith("play r6 ")} == {
        f"play r6 {t}" for t in TERRITORIES
    }
    move = next(m for m in moves if m.notation == "play r6 swamp")
    assert move.explanation.key == "lw.why.lead"
    assert move.explanation.cites("LW-T1")
    # The Red 6 goes into the green Swamp: the territory need not match the colour.
    events = game.play("play r6 swamp")
    assert [(e.key, e.rules, dict(e.params)) for e in events] == [
        (
            "lw.ev.lead",
            ("LW-T1",),
            {"player": ASH, "card": "r6", "territory": "swamp"},
        )
    ]
    assert side(game, "swamp", ASH) == [{"card": "r6", "face": "up"}]
    assert game.view(None)["current_trick"]["lead"] == {
        "player": ASH,
        "card": "r6",
        "territory": "swamp",
    }
    assert game.to_move == BIRCH


def test_lw_t1_leader_cannot_play_a_card_they_do_not_hold() -> None:
    game = rulebook_game(0)
    err = assert_refused(game, "play r4 cave", "LW-T1")  # Birch's card
    assert err.explanation.key == "lw.no.not_in_hand"
    assert "Red 4" in err.explanation.text("en")
    assert "roten 4er-Wolf" in err.explanation.text("de")
    assert "赤の4" in err.explanation.text("ja")


def test_lw_t1_the_led_card_sets_the_led_suit() -> None:
    game = rulebook_game(1)
    game.play("play g2 desert")
    # Birch holds no green: every card is free, none is "following".
    assert {m.explanation.key for m in game.legal_moves()} == {"lw.why.follow_free"}
    assert game.legal_moves()[0].explanation.params["led"] == "g"


# -- LW-T2 ------------------------------------------------------------------------------


def test_lw_t2_must_follow_suit_when_holding_led_suit() -> None:
    # Rulebook example 1: the Red 6 is led; Birch holds the Red 2 and the Red 4.
    game = rulebook_game(0)
    game.play("play r6 swamp")
    assert game.legal_notations() == sorted(
        [f"play r2 {t}" for t in TERRITORIES] + [f"play r4 {t}" for t in TERRITORIES]
    )
    assert {m.explanation.key for m in game.legal_moves()} == {"lw.why.follow_suit"}
    err = assert_refused(game, "play b3 cave", "LW-T2")
    assert err.explanation.key == "lw.no.must_follow"
    assert err.explanation.params["led"] == "r"
    assert err.explanation.params["held"] in ("r2", "r4")
    held = err.explanation.params["held"][1]
    assert f"You hold the Red {held}, so you must follow Red" in err.explanation.text("en")
    assert "Rot bedienen" in err.explanation.text("de")
    assert "赤をフォロー" in err.explanation.text("ja")


def test_lw_t2_without_the_led_suit_any_card_may_follow() -> None:
    # Rulebook example 2: Birch has no green; every card of the hand, every territory.
    game = rulebook_game(1)
    game.play("play g2 desert")
    hand = game.view(BIRCH)["hands"][BIRCH]["cards"]
    assert len(hand) == 12 and not any(c.startswith("g") for c in hand)
    assert game.legal_notations() == sorted(f"play {c} {t}" for c in hand for t in TERRITORIES)


def test_lw_t2_follower_may_use_the_leaders_territory_and_play_trump() -> None:
    # The Brown 3 follows into the Desert where the Green 2 lies.
    game = rulebook_game(1)
    game.play("play g2 desert")
    events = game.play("play b3 desert")
    assert keys(events) == ["lw.ev.follow_other"]
    assert events[0].rules == ("LW-T2",)
    assert side(game, "desert", ASH) == [{"card": "g2", "face": "up"}]
    assert side(game, "desert", BIRCH) == [{"card": "b3", "face": "up"}]
    # Trick 7: Brown is trump and Birch, out of green, may trump the Green 7.
    game = rulebook_game(6)
    game.play("play g7 swamp")
    assert "play b5 volcano" in game.legal_notations()


# -- LW-T3 ------------------------------------------------------------------------------


def test_lw_t3_full_territories_refuse_the_leaders_card() -> None:
    # The drawn game before its last trick: the Cave holds 6 cards, the Volcano 6 with a
    # box wolf among them. Birch leads the White 4 and must choose another territory.
    game = draw_game(12)
    view = game.view(None)
    counts = {t["name"]: (t["count"], t["full"]) for t in view["territories"]}
    assert counts == {
        "cave": (6, True),
        "desert": (5, False),
        "swamp": (5, False),
        "tundra": (3, False),
        "volcano": (6, True),
    }
    assert [c["face"] for c in view["territories"][4]["sides"][ASH]["cards"]].count("box") == 1
    assert game.to_move == BIRCH
    assert game.legal_notations() == ["play w4 desert", "play w4 swamp", "play w4 tundra"]
    err = assert_refused(game, "play w4 cave", "LW-T3")
    assert err.explanation.key == "lw.no.full"
    assert_refused(game, "play w4 volcano", "LW-T3")
    game.play("play w4 tundra")


def test_lw_t3_full_territories_refuse_the_followers_card_but_take_scars() -> None:
    # Rulebook trick 12: the Black 2 is the Tundra's 6th card; Birch still puts the scar
    # he takes there. Trick 13: the Green 3 fills the Volcano; Birch's Black 3 may go into
    # neither full territory.
    game = rulebook_game(11)
    game.play_all(["play w3 desert", "play k2 tundra", "take 0"])
    assert game.view(None)["territories"][3]["count"] == 6
    assert "place tundra" in game.legal_notations()
    game.play("place tundra")
    assert game.view(None)["packs"][BIRCH][3]["scars"] == [
        "points-per-lone",
        "points-per-faceup",
    ]
    assert_refused(game, "play g3 tundra", "LW-T3")
    game.play_all(["play g3 volcano", "reveal 2"])
    assert game.legal_notations() == [
        "play k3 cave",
        "play k3 desert",
        "play k3 swamp",
    ]
    assert_refused(game, "play k3 tundra", "LW-T3")
    assert_refused(game, "play k3 volcano", "LW-T3")


def test_lw_t3_a_card_not_held_is_refused_before_a_full_territory() -> None:
    game = draw_game(12)
    assert_refused(game, "play k7 cave", "LW-T1")


# -- LW-T4 ------------------------------------------------------------------------------


def test_lw_t4_a_following_3_reveals_a_face_down_scar_of_the_players_choice() -> None:
    # Rulebook example 2: the Brown 3 into the Desert, which has two face-down scars.
    game = rulebook_game(1)
    game.play_all(["play g2 desert", "play b3 desert"])
    assert game.state.phase == REVEAL
    assert game.to_move == BIRCH
    assert game.legal_notations() == ["reveal 1", "reveal 2"]
    assert all(m.explanation.cites("LW-T4") for m in game.legal_moves())
    assert game.view(ASH)["decision_territory"] == "desert"
    err = assert_refused(game, "reveal 0", "LW-T4")  # already face up
    assert err.explanation.key == "lw.no.reveal_space"
    assert_refused(game, "take 2", "LW-T4")
    events = game.play("reveal 1")
    assert [(e.key, dict(e.params)) for e in events[:1]] == [
        (
            "lw.ev.reveal",
            {"player": BIRCH, "territory": "desert", "index": 1, "effect": "points-low-faceup"},
        )
    ]
    for p in (ASH, BIRCH):
        desert = game.view(p)["territories"][1]["scars"]
        assert desert[1] == {"index": 1, "state": "face_up", "effect": "points-low-faceup"}
        assert desert[2] == {"index": 2, "state": "face_down", "effect": None}


def test_lw_t4_a_leading_3_with_one_face_down_scar_is_a_forced_reveal() -> None:
    game = rulebook_game(12)
    events = game.play("play g3 volcano")
    assert keys(events) == ["lw.ev.lead"]
    assert game.state.phase == REVEAL
    assert game.to_move == ASH
    assert game.legal_notations() == ["reveal 2"]
    assert [s["state"] for s in game.view(ASH)["territories"][4]["scars"]] == [
        "face_up",
        "empty",
        "face_down",
    ]
    assert_refused(game, "reveal 0", "LW-T4")  # face up
    assert_refused(game, "reveal 1", "LW-T4")  # emptied in trick 9: keeps its index
    assert_refused(game, "play k3 desert", "LW-T4")
    events = game.play("reveal 2")
    assert keys(events) == ["lw.ev.reveal"]
    assert events[0].params["effect"] == "pack-strength"
    assert game.to_move == BIRCH


def test_lw_t4_a_3_where_no_scar_is_face_down_reveals_nothing() -> None:
    game = rulebook_game(11)
    events = game.play("play w3 desert")  # the Desert has no scar left
    assert keys(events) == ["lw.ev.lead", "lw.ev.three_nothing"]
    assert events[1].rules == ("LW-T4",)
    assert game.state.phase == PLAY and game.to_move == BIRCH


def test_lw_t4_explanation_announces_the_reveal() -> None:
    game = rulebook_game(1)
    game.play("play g2 desert")
    move = next(m for m in game.legal_moves() if m.notation == "play b3 desert")
    three = [n for n in move.explanation.notes if n.key == "lw.note.three"]
    assert [n.params["down"] for n in three] == [2]


# -- LW-T5 ------------------------------------------------------------------------------


def test_lw_t5_without_trump_the_higher_card_of_the_led_suit_wins() -> None:
    game = rulebook_game(0)
    events = trick(game, **RULEBOOK_TRICKS[0])
    (win,) = find(events, "lw.ev.win_higher_led")
    assert win.rules == ("LW-T5", "LW-T7")
    assert dict(win.params) == {
        "player": ASH,
        "card": "r6",
        "other": "r4",
        "led": "r",
        "trump": None,
    }


def test_lw_t5_an_off_suit_card_cannot_win_however_high() -> None:
    # Rulebook example 2: the Brown 3 is higher, but the Green 2 is the led suit.
    game = rulebook_game(1)
    events = trick(game, **RULEBOOK_TRICKS[1])
    (win,) = find(events, "lw.ev.win_off_suit")
    assert dict(win.params) == {
        "player": ASH,
        "card": "g2",
        "other": "b3",
        "led": "g",
        "trump": None,
    }
    assert side(game, "desert", ASH) == [{"card": "g2", "face": "up"}]
    assert side(game, "desert", BIRCH) == [{"card": "b3", "face": "lone"}]
    assert game.to_move == ASH


def test_lw_t5_a_trump_beats_the_led_suit() -> None:
    # Rulebook trump example: Brown is trump; the Brown 5 off-suit beats the Green 7.
    game = rulebook_game(6)
    assert game.view(None)["trump"] == "b"
    game.play("play g7 swamp")
    move = next(m for m in game.legal_moves() if m.notation == "play b5 volcano")
    notes = [n.key for n in move.explanation.notes]
    assert "lw.note.would_win" in notes and "lw.note.trump" in notes
    events = game.play("play b5 volcano")
    (win,) = find(events, "lw.ev.win_trump")
    assert dict(win.params) == {
        "player": BIRCH,
        "card": "b5",
        "other": "g7",
        "led": "g",
        "trump": "b",
    }
    assert side(game, "volcano", BIRCH) == [{"card": "b5", "face": "up"}]
    assert side(game, "swamp", ASH)[-1] == {"card": "g7", "face": "lone"}


def test_lw_t5_a_led_trump_beats_an_off_suit_card_and_higher_trump_wins() -> None:
    game = draw_game(3)  # the Moon is on the Swamp: Green is trump
    events = trick(game, **DRAW_TRICKS[3])  # Green 7 led, Green 5 follows
    (win,) = find(events, "lw.ev.win_higher_trump")
    assert (win.params["card"], win.params["other"], win.params["trump"]) == ("g7", "g5", "g")
    game = draw_game(9)  # Brown is trump; the Brown 5 is led, the Black 2 cannot follow
    events = trick(game, **DRAW_TRICKS[9])
    (win,) = find(events, "lw.ev.win_trump")
    assert dict(win.params) == {
        "player": BIRCH,
        "card": "b5",
        "other": "k2",
        "led": "b",
        "trump": "b",
    }


# -- LW-T6 ------------------------------------------------------------------------------

T6_HANDS = (
    "r2 r6 k7 k2 b2 b3 b4 b5 b6 b7 g2 g3 g4",
    "r7 r3 k6 k3 k4 k5 g5 g6 g7 w2 w3 w4 w5",
)


def test_lw_t6_a_led_2_takes_the_7_of_its_suit() -> None:
    game = make_game(T6_HANDS)
    game.play("play r2 cave")
    move = next(m for m in game.legal_moves() if m.notation == "play r7 desert")
    assert "lw.note.two_takes_seven" in [n.key for n in move.explanation.notes]
    assert move.explanation.cites("LW-T6")
    events = game.play("play r7 desert")
    (win,) = find(events, "lw.ev.win_two_takes_seven")
    assert win.rules == ("LW-T6", "LW-T7")
    assert dict(win.params) == {
        "player": 0,
        "card": "r2",
        "other": "r7",
        "led": "r",
        "trump": None,
    }
    assert game.to_move == 1 and game.state.phase == TAKE
    assert game.view(None)["territories"][1]["sides"][1]["cards"] == [
        {"card": "r7", "face": "lone"}
    ]


def test_lw_t6_a_following_2_takes_the_led_7() -> None:
    game = make_game(T6_HANDS, leader=1)
    game.play_all(["play r7 swamp", "play r2 swamp"])
    assert game.view(None)["territories"][2]["sides"] == [
        {
            "cards": [{"card": "r2", "face": "up"}],
            "strength": 2,
            "card_strength": 2,
            "scar_strength": 0,
        },
        {
            "cards": [{"card": "r7", "face": "lone"}],
            "strength": 1,
            "card_strength": 1,
            "scar_strength": 0,
        },
    ]
    assert game.steps[-1].events[1].key == "lw.ev.win_two_takes_seven"
    assert game.to_move == 1  # the loser takes a scar


def test_lw_t6_the_2_loses_to_every_other_card_of_its_suit() -> None:
    game = make_game(T6_HANDS)
    game.play("play r2 cave")
    move = next(m for m in game.legal_moves() if m.notation == "play r3 cave")
    assert "lw.note.would_win" in [n.key for n in move.explanation.notes]
    events = game.play("play r3 cave")  # a 3: the Cave's face-down scars
    assert game.state.phase == REVEAL
    events += game.play("reveal 1")
    (win,) = find(events, "lw.ev.win_higher_led")
    assert (win.params["player"], win.params["card"]) == (1, "r3")


def test_lw_t6_the_2_does_not_take_a_7_of_another_suit() -> None:
    # Player 1 holds no brown and throws the Green 7 on the Brown 2: the 2 wins as the led
    # suit, not by LW-T6.
    game = make_game(T6_HANDS)
    events = game.play_all(["play b2 cave", "play g7 cave"])
    assert "lw.ev.win_two_takes_seven" not in keys(events)
    (win,) = find(events, "lw.ev.win_off_suit")
    assert (win.params["player"], win.params["card"], win.params["other"]) == (0, "b2", "g7")


def test_lw_t6_the_2_takes_the_7_in_the_trump_suit_too() -> None:
    # Player 1 loses three times into the Volcano: the Moon makes Red trump. Then the Red 2
    # (trump) is led against the Red 7 (trump).
    game = make_game(T6_HANDS)
    trick(game, "b7 cave", "w2 volcano", take=0, place="tundra")
    trick(game, "b6 cave", "w4 volcano", take=1, place="tundra")
    trick(game, "b5 cave", "w5 volcano", take=2, place="tundra")
    assert game.view(None)["trump"] == "r"
    events = game.play_all(["play r2 desert", "play r7 desert"])
    (win,) = find(events, "lw.ev.win_two_takes_seven")
    assert dict(win.params) == {
        "player": 0,
        "card": "r2",
        "other": "r7",
        "led": "r",
        "trump": "r",
    }


# -- LW-T7 ------------------------------------------------------------------------------


def test_lw_t7_winner_card_stays_face_up_and_winner_leads_next() -> None:
    # Rulebook trick 7: Birch wins with the trump and leads trick 8.
    game = rulebook_game(6)
    events = trick(game, **RULEBOOK_TRICKS[6])
    assert events[-1].key == "lw.ev.next_lead"
    assert events[-1].rules == ("LW-T7",)
    assert dict(events[-1].params) == {"player": BIRCH, "trick": 8}
    assert game.to_move == BIRCH
    assert game.view(None)["leader"] == BIRCH
    assert game.view(None)["current_trick"] == {"lead": None, "follow": None}
    volcano = game.score().territories[4]
    assert side(game, "volcano", BIRCH) == [{"card": "b5", "face": "up"}]
    assert volcano.base_strength == [7 + 6, 5]
    assert {m.explanation.key for m in game.legal_moves()} == {"lw.why.lead"}


# -- LW-T8 ------------------------------------------------------------------------------


def test_lw_t8_loser_card_becomes_a_lone_wolf_and_loser_takes_a_scar_of_choice() -> None:
    # Rulebook example 1: the Red 4 lies in the Cave as a lone wolf; Birch takes a
    # face-down scar from the Cave and puts it in the Tundra.
    game = rulebook_game(0)
    events = game.play_all(["play r6 swamp", "play r4 cave"])
    (lone,) = find(events, "lw.ev.lone_wolf")
    assert lone.rules == ("LW-T8",)
    assert dict(lone.params) == {"player": BIRCH, "card": "r4", "territory": "cave"}
    assert side(game, "cave", BIRCH) == [{"card": "r4", "face": "lone"}]
    assert game.state.phase == TAKE and game.to_move == BIRCH
    assert game.legal_notations() == ["take 0", "take 1", "take 2"]
    keys_by_move = {m.notation: m.explanation.key for m in game.legal_moves()}
    assert keys_by_move == {
        "take 0": "lw.why.take_up",
        "take 1": "lw.why.take_down",
        "take 2": "lw.why.take_down",
    }
    assert_refused(game, "play r2 cave", "LW-T8")
    events = game.play("take 1")
    assert [(e.key, dict(e.params)) for e in events] == [
        (
            "lw.ev.take_down",
            {"player": BIRCH, "territory": "cave", "index": 1, "effect": None},
        )
    ]
    assert scar_states(game, "cave") == [
        ("face_up", "plus3"),
        ("empty", None),
        ("face_down", "flip-honor"),
    ]
    events = game.play("place tundra")
    assert [(e.key, e.rules, dict(e.params)) for e in events[:1]] == [
        (
            "lw.ev.place",
            ("LW-T9",),
            {"player": BIRCH, "location": "tundra", "effect": "points-per-lone"},
        )
    ]
    assert game.view(ASH)["packs"][BIRCH][3]["scars"] == ["points-per-lone"]
    assert game.to_move == ASH


def test_lw_t8_the_loser_need_not_take_the_scar_a_3_revealed() -> None:
    # Rulebook example 2: not liking the two face-up Desert scars, Birch takes the third.
    game = rulebook_game(1)
    game.play_all(["play g2 desert", "play b3 desert", "reveal 1"])
    assert game.state.phase == TAKE
    assert game.legal_notations() == ["take 0", "take 1", "take 2"]
    events = game.play("take 2")
    assert events[0].key == "lw.ev.take_down"
    game.play("place cave")
    assert scar_states(game, "desert") == [
        ("face_up", "pack-strength"),
        ("face_up", "points-low-faceup"),
        ("empty", None),
    ]
    assert game.view(BIRCH)["packs"][BIRCH][0]["scars"] == ["points-per-wolf"]


def test_lw_t8_an_emptied_space_cannot_be_taken() -> None:
    game = rulebook_game(2)
    game.play_all(["play k7 volcano", "play k4 desert"])
    assert game.legal_notations() == ["take 0", "take 1"]
    err = assert_refused(game, "take 2", "LW-T8")
    assert err.explanation.key == "lw.no.take_space"


def test_lw_t8_no_scar_left_means_no_scar() -> None:
    # Rulebook trick 13: the Black 3 loses into the Desert, which has no scar left.
    game = rulebook_game(12)
    events = trick(game, **RULEBOOK_TRICKS[12])
    (none,) = find(events, "lw.ev.no_scar")
    assert dict(none.params) == {"player": BIRCH, "territory": "desert"}
    assert none.rules == ("LW-T8",)
    assert "lw.ev.take_up" not in keys(events) and "lw.ev.take_down" not in keys(events)
    assert side(game, "desert", BIRCH)[-1] == {"card": "k3", "face": "lone"}


@pytest.mark.rules("LW-T8", "LW-T9")
def test_rulebook_example_1_red_6_led_red_4_followed() -> None:
    game = rulebook_game(0)
    events = trick(game, **RULEBOOK_TRICKS[0])
    assert keys(events) == [
        "lw.ev.lead",
        "lw.ev.follow",
        "lw.ev.win_higher_led",
        "lw.ev.lone_wolf",
        "lw.ev.take_down",
        "lw.ev.place",
        "lw.ev.next_lead",
    ]
    assert [e.rules for e in events] == [
        ("LW-T1",),
        ("LW-T2",),
        ("LW-T5", "LW-T7"),
        ("LW-T8",),
        ("LW-T8", "LW-H2"),
        ("LW-T9",),
        ("LW-T7",),
    ]
    assert game.to_move == ASH


@pytest.mark.rules("LW-T4", "LW-T5", "LW-T8", "LW-T9")
def test_rulebook_example_2_green_2_led_brown_3_off_suit() -> None:
    game = rulebook_game(1)
    events = trick(game, **RULEBOOK_TRICKS[1])
    assert keys(events) == [
        "lw.ev.lead",
        "lw.ev.follow_other",
        "lw.ev.reveal",
        "lw.ev.win_off_suit",
        "lw.ev.lone_wolf",
        "lw.ev.take_down",
        "lw.ev.place",
        "lw.ev.next_lead",
    ]
    desert = game.score().territories[1]
    assert desert.base_strength == [2, 1]
    assert game.view(None)["packs"][BIRCH][0]["scars"] == ["points-per-wolf"]
