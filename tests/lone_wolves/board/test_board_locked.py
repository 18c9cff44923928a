"""A competitive board (``locked=True``): the browser may not look at another view, ask the
open-hand solver, or take back a move that showed the player something hidden (Board Game
Arena's rule); a teaching board stays free. Python, which the person at the keyboard owns,
may still do anything."""

from __future__ import annotations

import pytest
from board_helpers import Recorder

from wolfpack import LoneWolves
from wolfpack.bots.analysis import quick_to_solve
from wolfpack.widget import LoneWolvesBoard


def locked(game: LoneWolves | None = None, **options: object) -> tuple[LoneWolvesBoard, Recorder]:
    board = LoneWolvesBoard(
        game or LoneWolves(seed=7, leader=0), perspective=0, locked=True, **options
    )
    return board, Recorder(board)


@pytest.mark.rules("LW-H1", "LW-H2", "LW-H3")
def test_the_browser_may_not_switch_to_another_view() -> None:
    board, rec = locked()
    for value in (None, 1):
        assert rec.refusal(cmd="perspective", value=value)["why"][0] == "ui.locked_view"
        assert board.perspective == 0 and board.view["hands"][1]["cards"] is None
    assert rec.intent(cmd="perspective", value=0)[0].get("refused") is None
    board.perspective = None  # Python may: whoever runs the kernel sees everything anyway
    assert board.view["hands"][1]["cards"] is not None


@pytest.mark.rules("LW-H1", "LW-H2", "LW-H3")
def test_the_solver_is_not_offered() -> None:
    game = LoneWolves(seed=7, leader=0)
    while not quick_to_solve(game):
        game.play(game.legal_moves()[0])
    board, rec = locked(game)
    assert board.nav["solve"] is False
    assert rec.refusal(cmd="solve")["why"][0] == "ui.locked_solver"


def test_no_taking_back_what_showed_something_hidden() -> None:
    board, rec = locked(bot=1, strength="random")
    rec.intent(cmd="move", move="play k4 cave")  # the computer answers: its card shows
    assert len(board.game.moves) >= 2 and board.nav["can_undo"] is False
    assert rec.refusal(cmd="undo")["why"][0] == "ui.locked_undo"
    assert rec.refusal(cmd="back")["why"][0] == "ui.locked_undo"
    assert rec.refusal(cmd="seek", position=0)["why"][0] == "ui.locked_undo"
    # Nor does a player's view on a teaching board (undo and play again would show another
    # of the computer's cards), with the reason; the open teaching view takes it back.
    seat = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, bot=1, strength="random")
    seat_rec = Recorder(seat)
    seat_rec.intent(cmd="move", move="play k4 cave")
    assert seat.nav["can_undo"] is False
    assert seat_rec.refusal(cmd="undo")["why"][0] == "ui.undo_hidden"
    free = LoneWolvesBoard(LoneWolves(seed=7, leader=0), bot=1, strength="random")
    Recorder(free).intent(cmd="move", move="play k4 cave")
    assert free.nav["can_undo"] is True


def test_ones_own_move_that_showed_nothing_may_be_taken_back() -> None:
    board, rec = locked()  # people at both seats: player 0's own card showed them nothing
    rec.intent(cmd="move", move="play k4 cave")
    assert board.nav["can_undo"] is True
    rec.intent(cmd="undo")
    assert board.game.moves == []


def test_a_locked_board_needs_a_players_view() -> None:
    with pytest.raises(ValueError, match="locked"):
        LoneWolvesBoard(LoneWolves(seed=1), locked=True)
