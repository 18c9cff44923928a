"""A new Triqueta game from the browser: the expansion on or off and the 2-player variant
(issue 18), as options every board can offer (the kit's ``options``)."""

from __future__ import annotations

import pytest

from wolfpack import LoneWolves
from wolfpack.triqueta import Triqueta
from wolfpack.widget.conformance import Recorder, synced


def test_the_board_offers_the_expansion_and_the_variant_as_the_game_has_them() -> None:
    board = Triqueta(4, seed=1).widget()
    assert [(o["name"], o["value"]) for o in board.options] == [
        ("hidden_wolves", True),
        ("two_player_variant", False),
    ]
    variant = board.options[1]
    assert variant["players"] == [2] and variant["needs"] == "hidden_wolves"
    board.new_game(seed=2, players=2)
    assert board.options[1]["value"] is True  # on by default for 2 with the expansion


@pytest.mark.rules("TQ-V1", "TQ-C2")
def test_a_new_game_from_the_browser_takes_the_options() -> None:
    board = Triqueta(4, seed=1).widget()
    rec = Recorder(board)
    rec.intent(cmd="new", seed=5, players=2, options={"two_player_variant": False})
    game = board.game
    assert (game.players, game.hidden_wolves, game.two_player_variant) == (2, True, False)
    rec.intent(cmd="new", seed=5, players=3, options={"hidden_wolves": False})
    game = board.game
    assert (game.players, game.hidden_wolves, game.two_player_variant) == (3, False, False)
    assert board.options[0]["value"] is False
    rec.intent(cmd="new", seed=5, players=2, options={"hidden_wolves": True})
    assert board.game.two_player_variant is True


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"expansion": True}, "options.expansion"),
        ({"hidden_wolves": "yes"}, "options.hidden_wolves"),
        ([True], "options"),
        ({"x" * 500: True}, "options"),
        ({"two_player_variant": True}, "options.two_player_variant"),  # 3 players
    ],
)
def test_options_the_board_does_not_offer_are_refused_naming_the_field(
    options: object, field: str
) -> None:
    board = Triqueta(3, seed=1).widget()
    before, game = synced(board), board.game
    refused = Recorder(board).refusal(cmd="new", seed=5, players=3, options=options)
    assert refused["refused"][0] == "ui.bad_field"
    assert refused["refused"][1]["field"] == field
    assert board.game is game and synced(board) == before


def test_a_game_refuses_the_options_of_another() -> None:
    board = LoneWolves(seed=1).widget()
    assert [o["name"] for o in board.options] == ["advanced"]  # its board side only
    refused = Recorder(board).refusal(cmd="new", seed=5, options={"hidden_wolves": True})
    assert refused["refused"][1]["field"] == "options.hidden_wolves"
