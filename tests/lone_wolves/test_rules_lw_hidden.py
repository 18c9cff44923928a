"""LW-H1..LW-H4: what each player's view holds, checked at every decision of whole games.

A player's view is what the browser of a student playing against the computer receives;
the open view (``view(None)``) is the teaching view that shows everything.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from lw_positions import (
    DRAW_BOX,
    DRAW_TRICKS,
    RULEBOOK_BOX,
    RULEBOOK_HANDS,
    RULEBOOK_TRICKS,
    cards,
    draw_game,
    json_text,
    rulebook_game,
)

from wolfpack.lone_wolves import LoneWolves
from wolfpack.lone_wolves.components import CARD_CODES, EFFECTS
from wolfpack.lone_wolves.state import REVEAL, TAKE
from wolfpack.lone_wolves.terms import card_word

ASH, BIRCH = 0, 1


def trick_moves(kw: dict[str, Any]) -> list[str]:
    moves = [f"play {kw['lead']}"]
    if "reveal_lead" in kw:
        moves.append(f"reveal {kw['reveal_lead']}")
    moves.append(f"play {kw['follow']}")
    if "reveal_follow" in kw:
        moves.append(f"reveal {kw['reveal_follow']}")
    if "take" in kw:
        moves += [f"take {kw['take']}", f"place {kw['place']}"]
    return moves


def positions(game: LoneWolves, tricks: tuple[dict[str, Any], ...]) -> Iterator[LoneWolves]:
    """The game before every decision and at the end."""
    yield game
    for kw in tricks:
        for move in trick_moves(kw):
            game.play(move)
            yield game


def both_games() -> Iterator[LoneWolves]:
    yield from positions(rulebook_game(0), RULEBOOK_TRICKS)
    yield from positions(draw_game(0), DRAW_TRICKS)


# -- LW-H1 ------------------------------------------------------------------------------


def test_lw_h1_a_view_never_holds_the_opponents_hand() -> None:
    checked = 0
    for game in both_games():
        for p in (ASH, BIRCH):
            view = game.view(p)
            own = [CARD_CODES[c] for c in game.state.hand(p)]
            other = [CARD_CODES[c] for c in game.state.hand(1 - p)]
            assert view["hands"][p] == {"count": len(own), "cards": own}
            assert view["hands"][1 - p] == {"count": len(other), "cards": None}
            text = json_text(view)
            leaked = [c for c in other if f'"{c}"' in text]
            assert leaked == [], (game.moves, p, leaked)
            rendered = game.render(player=p)  # cards by name: "Red 3"
            assert not any(card_word(c, "en") in rendered for c in other)
            checked += 1
    decisions = sum(len(trick_moves(kw)) for kw in RULEBOOK_TRICKS + DRAW_TRICKS)
    assert checked == 2 * (decisions + 2)


def test_lw_h1_the_open_view_shows_both_hands() -> None:
    game = rulebook_game(0)
    view = game.view(None)
    assert view["perspective"] is None
    assert view["hands"][ASH]["cards"] == [CARD_CODES[c] for c in sorted(cards(RULEBOOK_HANDS[0]))]
    assert len(view["hands"][BIRCH]["cards"]) == 13


# -- LW-H2 ------------------------------------------------------------------------------


def test_lw_h2_face_down_scars_are_seen_by_nobody() -> None:
    for game in both_games():
        state = game.state
        for p in (ASH, BIRCH):
            view = game.view(p)
            for t, terr in enumerate(view["territories"]):
                for i, space in enumerate(terr["scars"]):
                    eff = state.scar[t][i]
                    if eff < 0:
                        assert space == {"index": i, "state": "empty", "effect": None}
                    elif state.scar_up[t][i]:
                        assert space == {"index": i, "state": "face_up", "effect": EFFECTS[eff]}
                    else:
                        assert space == {"index": i, "state": "face_down", "effect": None}


def test_lw_h2_the_open_view_shows_face_down_scars() -> None:
    view = rulebook_game(0).view(None)
    assert view["territories"][0]["scars"] == [
        {"index": 0, "state": "face_up", "effect": "plus3"},
        {"index": 1, "state": "face_down", "effect": "points-per-lone"},
        {"index": 2, "state": "face_down", "effect": "flip-honor"},
    ]


def test_lw_h2_a_taken_face_down_scar_is_seen_by_its_taker_only_until_placed() -> None:
    game = rulebook_game(0)
    events = game.play_all(["play r6 swamp", "play r4 cave", "take 1"])
    take = events[-1]
    assert (take.key, take.params["effect"]) == ("lw.ev.take_down", None)
    assert game.view(BIRCH)["held_scar"] == {"player": BIRCH, "effect": "points-per-lone"}
    assert game.view(ASH)["held_scar"] == {"player": BIRCH, "effect": None}
    assert game.view(None)["held_scar"] == {"player": BIRCH, "effect": "points-per-lone"}
    game.play("place tundra")
    # Placed face up: now public.
    assert game.view(ASH)["packs"][BIRCH][3]["scars"] == ["points-per-lone"]
    assert game.view(ASH)["held_scar"] is None


def test_lw_h2_the_take_explanation_does_not_name_a_face_down_scar() -> None:
    game = rulebook_game(0)
    game.play_all(["play r6 swamp", "play r4 cave"])
    assert game.state.phase == TAKE
    by_move = {m.notation: m.explanation for m in game.legal_moves()}
    assert "effect" not in by_move["take 1"].params
    assert by_move["take 1"].cites("LW-H2")
    assert by_move["take 0"].params["effect"] == "plus3"
    # The reveal decision does not name the scars either.
    game = rulebook_game(1)
    game.play_all(["play g2 desert", "play b3 desert"])
    assert game.state.phase == REVEAL
    for move in game.legal_moves():
        assert set(move.explanation.params) == {"index", "territory"}


# -- LW-H3 ------------------------------------------------------------------------------


def test_lw_h3_box_cards_and_unused_scars_are_seen_by_nobody() -> None:
    for game in positions(rulebook_game(0), RULEBOOK_TRICKS):
        _check_box_hidden(game, RULEBOOK_BOX)
    for game in positions(draw_game(0), DRAW_TRICKS):
        _check_box_hidden(game, DRAW_BOX)


def _check_box_hidden(game: LoneWolves, box: str) -> None:
    for p in (ASH, BIRCH):
        view = game.view(p)
        text = json_text(view)
        assert not [c for c in box.split() if f'"{c}"' in text], (game.moves, p)
        assert view["box"]["cards"] is None
        assert view["unused_scars"] == {"count": 3, "effects": None}
        for terr in view["territories"]:
            for side in terr["sides"]:
                for card in side["cards"]:
                    if card["face"] == "box":
                        assert card["card"] is None


def test_lw_h3_a_box_wolf_stays_face_down_and_unseen() -> None:
    game = rulebook_game(6)  # a box wolf joined Birch's side of the Swamp in trick 5
    for p in (ASH, BIRCH):
        swamp = game.view(p)["territories"][2]["sides"][BIRCH]["cards"]
        assert swamp == [
            {"card": "w4", "face": "lone"},
            {"card": "w5", "face": "lone"},
            {"card": None, "face": "box"},
        ]
        assert "Red 3" not in game.render(player=p)
    assert "Red 3 (box wolf)" in game.render()  # the open view names it
    box_events = [e for step in game.steps for e in step.events if e.key == "lw.ev.box_wolf"]
    assert [dict(e.params) for e in box_events] == [{"player": BIRCH, "territory": "swamp"}]
    # It stays face down to the end.
    end = rulebook_game(13)
    assert end.view(BIRCH)["territories"][2]["sides"][BIRCH]["cards"][2] == {
        "card": None,
        "face": "box",
    }


def test_lw_h3_the_open_view_shows_the_box_and_unused_scars() -> None:
    game = rulebook_game(6)
    view = game.view(None)
    assert view["box"] == {"count": 3, "cards": ["r5", "r7", "w2"]}
    assert view["unused_scars"] == {
        "count": 3,
        "effects": ["points-per-wolf", "points-low-faceup", "box-wolf"],
    }
    assert view["territories"][2]["sides"][BIRCH]["cards"][2] == {"card": "r3", "face": "box"}


# -- LW-H4 ------------------------------------------------------------------------------


def _public_part(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the private parts (and without whose view it is)."""
    out = copy.deepcopy(view)
    del out["perspective"]
    for hand in out["hands"]:
        hand["cards"] = None
    if out["held_scar"] is not None:
        out["held_scar"]["effect"] = None
    out["box"]["cards"] = None
    out["unused_scars"]["effects"] = None
    for terr in out["territories"]:
        for space in terr["scars"]:
            if space["state"] == "face_down":
                space["effect"] = None
        for side in terr["sides"]:
            for card in side["cards"]:
                if card["face"] == "box":
                    card["card"] = None
    return out


def test_lw_h4_everything_else_is_the_same_for_both_players() -> None:
    for game in both_games():
        views = [game.view(ASH), game.view(BIRCH), game.view(None)]
        public = [_public_part(v) for v in views]
        assert public[0] == public[1] == public[2], game.moves
        assert views[0]["perspective"] == ASH and views[1]["perspective"] == BIRCH


def test_lw_h4_board_tokens_moons_trump_and_hand_sizes_are_public() -> None:
    game = rulebook_game(9)
    for p in (ASH, BIRCH):
        view = game.view(p)
        assert [h["count"] for h in view["hands"]] == [4, 4]
        assert (view["moon"], view["blood_moon"], view["trump"]) == ("desert", "swamp", "g")
        assert [t["honor"]["value"] for t in view["territories"]] == [2, 3, 4, 3, 6]
        assert view["territories"][3]["sides"][ASH]["cards"] == [
            {"card": "w7", "face": "up"},
            {"card": "w6", "face": "up"},
            {"card": "g5", "face": "up"},
            {"card": "b7", "face": "lone"},
        ]
        assert view["territories"][1]["scars"][0] == {"index": 0, "state": "empty", "effect": None}
        assert view["packs"][ASH][3]["scars"] == ["flip-honor"]
        assert view["scores"] == game.score().points
