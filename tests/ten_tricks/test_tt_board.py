"""Ten Tricks on a board it brings no front end for (``TenTricksBoard(GenericBoard)``): the
shared board conformance suite, a computer seat at each level, the coach's hint, a replay
page, and its lesson played by the lesson system."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from ten_tricks.board import TenTricksBoard
from ten_tricks.game import TenTricks
from ten_tricks.state import Setup

from waits import WAIT
from wolfpack.core import i18n
from wolfpack.core.game import Game
from wolfpack.core.lessons import Lesson, shipped, shipped_files
from wolfpack.core.registry import get_game
from wolfpack.widget import conformance
from wolfpack.widget.base import GameWidget
from wolfpack.widget.generic import GenericBoard
from wolfpack.widget.legal import expand

Twin = Callable[[Game[Any], int, random.Random], "Game[Any] | None"]


def make_board(game: Game[Any], **options: Any) -> GameWidget:
    board: GameWidget = get_game(game.game_id).board_class(game, **options)
    return board


def test_the_registration_names_a_generic_board() -> None:
    board = TenTricks(1).widget(perspective=0)
    assert isinstance(board, TenTricksBoard) and isinstance(board, GenericBoard)
    zones = board.view["zones"]
    assert [z["id"] for z in zones][:2] == ["hand.0", "hand.1"]
    assert all(item["element"] is None for item in zones[1]["items"])
    assert set(expand(board.legal)) == {(f"card:{c}",) for c in TenTricks(1).setup.hands[0]}
    board.close()


# -- the shared board conformance suite --------------------------------------------------------
def test_tt_h1_a_player_view_never_changes_when_only_hidden_things_do(twin: Twin) -> None:
    games = [TenTricks(seed) for seed in (1, 2, 3)]
    assert conformance.check_hidden(games, make_board, twin, seed=2, positions=10) >= 30


def test_the_hidden_check_catches_a_board_that_shows_the_open_view(twin: Twin) -> None:
    class Peeking(TenTricksBoard):
        def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
            return game.view(None)

    with pytest.raises(AssertionError, match="hidden"):
        conformance.check_hidden([TenTricks(1)], Peeking, twin, seed=2, positions=4)


@pytest.mark.parametrize("perspective", [None, 0])
def test_hostile_messages_change_nothing_and_are_answered(
    perspective: int | None, tmp_path: Path
) -> None:
    board = make_board(TenTricks(3), perspective=perspective)
    assert conformance.check_hostile_messages(board, tmp_path) > 50
    board.close()


@pytest.mark.parametrize("perspective", [None, 0])
def test_elements_that_name_nothing_are_refused(perspective: int | None) -> None:
    board = make_board(TenTricks(9), perspective=perspective)
    assert conformance.check_unknown_elements(board, seed=1, positions=8, per_position=12) >= 20
    board.close()


def test_clicking_navigation_save_and_load_round_trip(tmp_path: Path) -> None:
    board = make_board(TenTricks(4))
    assert conformance.check_navigation(board, tmp_path, seed=2, moves=8) == 8


def test_every_seat_can_be_a_person_or_the_computer() -> None:
    assert conformance.check_seats(make_board, TenTricks(5)) > 0


def test_no_intent_shows_a_private_seat_what_is_hidden(twin: Twin, tmp_path: Path) -> None:
    games = [TenTricks(seed) for seed in (1, 2)]
    compared = conformance.check_private_intents(
        games, make_board, twin, seed=2, positions=3, intents=20, stride=2, tmp=tmp_path
    )
    assert compared >= 40


def test_a_hot_seat_covers_every_turn_and_offers_no_other_view() -> None:
    assert conformance.check_hot_seat(make_board, TenTricks(6), seed=2) == 8


def test_a_locked_board_takes_its_deal_from_python_only() -> None:
    assert conformance.check_deal(make_board, TenTricks(7)) == 8


def test_undo_never_shows_a_player_more_than_they_were_shown() -> None:
    assert conformance.check_undo(make_board, TenTricks(8), seed=2) > 0


# -- the computer, hints and the levels ---------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_a_computer_seat_plays_at_a_level(level: str) -> None:
    """The instant levels and a searching one (the others differ only in their time and
    tuning, played in the bot tests)."""
    game = TenTricks(11)
    board = game.widget(perspective=0, computer={1: level})
    rng = random.Random(1)
    while not game.is_over:
        assert board.wait(WAIT)
        if game.to_move == 0:
            board.play(rng.choice(game.legal_notations()))
    assert board.wait(WAIT)
    assert len(game.moves) == 8 and board.final["winners"] == game.winners
    assert board.seats == [None, level]  # (player 1's four cards: the computer's)
    board.close()


def test_the_coach_hints_a_legal_card_in_the_game_s_words() -> None:
    game = TenTricks(setup=Setup(((2, 5, 8, 9), (1, 4, 6, 10)), marker=7, hidden=3))
    board = game.widget(perspective=0)
    board.ask_hint()
    assert board.wait(WAIT)
    hint = board.last_hint
    assert hint is not None and hint.best.move in game.legal_notations()
    assert hint.explanation.key == "tt.hint.lead"
    for lang in i18n.LANGUAGES:
        assert hint.explanation.text(lang)
    game.play("play 2")
    board.close()


# -- the replay page ------------------------------------------------------------------------------
def test_a_replay_page_holds_only_what_its_viewer_saw(tmp_path: Path) -> None:
    game = TenTricks(setup=Setup(((2, 5, 8, 9), (1, 4, 6, 10)), marker=7, hidden=3))
    game.play_all(["play 2", "play 4", "play 10"])
    board = make_board(game, perspective=0)
    replay = board.replay()
    assert replay["game"] == "ten-tricks" and replay["viewer"] == 0
    text = json.dumps(replay)
    assert '"text": "3"' not in text  # the hidden card, never shown to player 0 yet
    page = board.to_html(tmp_path / "game.html")
    html = page.read_text("utf-8")
    assert "ten-tricks" in html and "<script" in html
    board.close()


# -- the lesson -----------------------------------------------------------------------------------
def test_the_lesson_is_shipped_loaded_and_completed_by_clicking() -> None:
    (path,) = shipped_files("ten-tricks")
    (item,) = shipped("ten-tricks")
    assert item.source == path and item.id == "tt-trumps-and-the-bonus"
    assert Lesson.load(path, languages=i18n.LANGUAGES).steps == item.steps
    board = item.board(progress=None)
    rec = conformance.Recorder(board)
    for index, step in enumerate(item.steps):
        assert board.step == index and not board.done
        lit = set(expand(board.legal))
        assert lit == {board.game.elements(m) for m in step.moves}
        path_clicked = list(board.game.elements(step.moves[0]))
        replies = rec.intent(cmd="move", path=path_clicked, id=1)
        assert all("refused" not in r for r in replies), replies
    assert board.done and board.game.is_over and board.game.winners == [1]
    board.close()


def test_the_lesson_refuses_another_card_with_its_own_words() -> None:
    (item,) = shipped("ten-tricks")
    board = item.board(progress=None)
    rec = conformance.Recorder(board)
    why = rec.refusal(cmd="move", path=["card:9"])["why"]
    assert why[0].startswith("lesson.tt-trumps-and-the-bonus.") and board.game.moves == []
    why = rec.refusal(cmd="move", path=["card:10"])["why"]
    assert why[0] == "tt.no.not_yours"
    board.close()
