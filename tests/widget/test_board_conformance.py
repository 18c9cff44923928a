"""The board conformance suite (wolfpack.widget.conformance) for every game with a board."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from twins import lone_wolves_twin, triqueta_twin

from wolfpack import LoneWolves
from wolfpack.core.game import Game
from wolfpack.core.registry import get_game
from wolfpack.the_wolves import TheWolves
from wolfpack.triqueta import Triqueta
from wolfpack.widget import conformance
from wolfpack.widget.base import GameWidget

GAMES: dict[str, tuple[Callable[[int, int], Game[Any]], Any]] = {
    "lone-wolves": (lambda seed, players: LoneWolves(seed=seed), lone_wolves_twin),
    "triqueta": (lambda seed, players: Triqueta(players, seed=seed), triqueta_twin),
    "the-wolves": (lambda seed, players: TheWolves(players=players, seed=seed), None),
}
"""Per game: a game dealt from a seed for a number of players, and its twin maker (None
for a game without hidden information)."""

TABLES = [
    (game, players)
    for game in GAMES
    for players in range(get_game(game).players[0], get_game(game).players[1] + 1)
]
HIDDEN_TABLES = [(game, players) for game, players in TABLES if GAMES[game][1] is not None]
"""The tables of the games that hide something (the others need no non-interference check)."""


def make_board(game: Game[Any], **options: Any) -> GameWidget:
    board: GameWidget = get_game(game.game_id).board_class(game, **options)
    return board


@pytest.mark.parametrize(("game_id", "players"), HIDDEN_TABLES)
def test_a_player_view_never_changes_when_only_hidden_things_do(game_id: str, players: int) -> None:
    deal, twin = GAMES[game_id]
    assert twin is not None and get_game(game_id).hidden_information
    games = [deal(seed, players) for seed in (1, 2)]
    assert conformance.check_hidden(games, make_board, twin, seed=players, positions=10) >= 10


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_hostile_messages_change_nothing_and_are_answered(
    game_id: str, players: int, tmp_path: Path
) -> None:
    deal, _ = GAMES[game_id]
    for perspective in (None, 0):
        board = make_board(deal(3, players), perspective=perspective)
        assert conformance.check_hostile_messages(board, tmp_path) > 50
        board.close()


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_elements_that_name_nothing_are_refused_and_change_nothing(
    game_id: str, players: int
) -> None:
    """Regression: ``["card:k9", "territory:swamp"]`` raised a ValueError in Lone Wolves'
    board (answered ``ui.failed``); every kind of element a move is clicked by, at
    positions through a game, in the open view and a player's."""
    deal, _ = GAMES[game_id]
    for perspective in (None, 0):
        board = make_board(deal(9, players), perspective=perspective)
        assert (
            conformance.check_unknown_elements(board, seed=players, positions=30, per_position=12)
            >= 100
        )
        board.close()


def test_the_reported_unknown_card_is_refused_naming_it() -> None:
    board = make_board(LoneWolves(seed=3))
    rec = conformance.Recorder(board)
    why = rec.refusal(cmd="move", path=["card:k9", "territory:swamp"])["why"]
    assert why[:2] == ["ui.bad_element", {"field": "path", "element": "card:k9"}]
    assert board.game.refusals(["card:k9"]) == {}


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_clicking_navigation_save_and_load_round_trip(
    game_id: str, players: int, tmp_path: Path
) -> None:
    deal, _ = GAMES[game_id]
    board = make_board(deal(4, players))
    assert conformance.check_navigation(board, tmp_path, seed=players, moves=14) >= 10


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_every_seat_can_be_a_person_or_the_computer(game_id: str, players: int) -> None:
    deal, _ = GAMES[game_id]
    assert conformance.check_seats(make_board, deal(5, players)) > 0


@pytest.mark.parametrize(("game_id", "players"), HIDDEN_TABLES)
def test_no_intent_shows_a_private_seat_what_is_hidden_from_it(
    game_id: str, players: int, tmp_path: Path
) -> None:
    """Locked boards, hot seats and locked hot seats: whatever the browser sends (views,
    undo, the record's navigation, a deal, uncovering, the player's own moves)."""
    deal, twin = GAMES[game_id]
    games = [deal(seed, players) for seed in (1, 2)]
    compared = conformance.check_private_intents(
        games, make_board, twin, seed=players, positions=3, intents=20, tmp=tmp_path
    )
    assert compared >= 40


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_a_hot_seat_passes_the_screen_and_takes_back_only_the_movers_own(
    game_id: str, players: int
) -> None:
    """Every game, The Wolves too: each turn that goes to another person asks for the screen
    to be passed; Undo never takes back the previous person's move; where the game hides
    things every turn starts covered and offers no other view."""
    deal, _ = GAMES[game_id]
    assert conformance.check_hot_seat(make_board, deal(6, players), seed=players) > 5


@pytest.mark.parametrize(("game_id", "players"), HIDDEN_TABLES)
def test_a_locked_board_takes_its_deal_from_python_only(game_id: str, players: int) -> None:
    deal, _ = GAMES[game_id]
    assert conformance.check_deal(make_board, deal(7, players)) == 8


@pytest.mark.parametrize(("game_id", "players"), HIDDEN_TABLES)
def test_undo_never_shows_a_player_more_than_they_were_shown(game_id: str, players: int) -> None:
    deal, _ = GAMES[game_id]
    assert conformance.check_undo(make_board, deal(8, players), seed=players) > 0


def test_the_suite_catches_a_peek_at_another_view(tmp_path: Path) -> None:
    """A hot seat that lets the browser choose the open view fails the intent check."""

    class Peeking(get_game("lone-wolves").board_class):  # type: ignore[misc]
        def _view_refusal(self) -> Any:
            return None

    with pytest.raises(AssertionError, match="hidden"):
        conformance.check_private_intents(
            [LoneWolves(seed=1)],
            Peeking,
            lone_wolves_twin,
            seed=1,
            positions=3,
            intents=40,
            tmp=tmp_path,
        )


def test_the_suite_catches_an_undo_that_peeks() -> None:
    class Peeking(get_game("triqueta").board_class):  # type: ignore[misc]
        def _undo_refusal(self, index: int, movers: Any) -> Any:
            return None

    with pytest.raises(AssertionError, match="undo"):
        conformance.check_undo(Peeking, Triqueta(3, seed=1), seed=1)


def test_the_suite_catches_a_deal_from_the_browser() -> None:
    class Dealing(get_game("lone-wolves").board_class):  # type: ignore[misc]
        def _deal_refusal(self) -> Any:
            return None

    with pytest.raises(AssertionError):
        conformance.check_deal(Dealing, LoneWolves(seed=1))


def test_the_suite_catches_a_leak() -> None:
    """A board that leaks one hidden card into its view fails the non-interference check."""

    class Leaky(get_game("lone-wolves").board_class):  # type: ignore[misc]
        def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
            view: dict[str, Any] = super()._view(game, player)
            view["box_size_hint"] = game.view(None)["box"]["cards"]
            return view

    with pytest.raises(AssertionError, match="hidden from them"):
        conformance.check_hidden([LoneWolves(seed=1)], Leaky, lone_wolves_twin, seed=1, positions=3)
    assert random.Random(0).random() < 1
