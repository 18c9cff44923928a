"""Board options together: every combination of the view, lock, hot seat, computer seats and
undo either does what docs/board-kit.md says, on every board, or is refused when the board
is made, with a ValueError naming both options. No option is dropped without a word."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from test_board_conformance import GAMES, make_board

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.widget import Controls
from wolfpack.widget.conformance import Recorder

PERSPECTIVES = (None, 0, 1)
COMPUTERS: tuple[dict[int, str], ...] = ({}, {1: "random"}, {0: "random", 1: "random"})
COMBINATIONS = list(
    itertools.product(PERSPECTIVES, (False, True), (False, True), COMPUTERS, ("safe", "free"))
)


def contradiction(
    perspective: int | None, locked: bool, follow: bool, computer: dict[int, str], undo: str
) -> tuple[str, str] | None:
    """The two options a 2-player combination sets against each other (the docs' list of
    refused combinations), or None where the board is made."""
    if follow and perspective is not None:
        return (f"perspective={perspective}", "follow=True")
    if locked and perspective is None and not follow:
        return ("locked=True", "perspective")
    if follow and len(computer) == 2:
        return ("follow=True", "computer=")
    if locked and undo == "free":
        return ("locked=True", "undo='free'")
    return None


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_combination_is_refused_naming_both_options_or_keeps_each_of_them(
    game_id: str,
) -> None:
    deal, _ = GAMES[game_id]
    made = 0
    for perspective, locked, follow, computer, undo in COMBINATIONS:
        options: dict[str, Any] = {
            "perspective": perspective,
            "locked": locked,
            "follow": follow,
            "computer": computer,
            "controls": Controls(undo=undo),  # type: ignore[arg-type]
        }
        game = deal(3, 2)
        conflict = contradiction(perspective, locked, follow, computer, undo)
        if conflict is not None:
            with pytest.raises(ValueError) as refused:
                make_board(game, **options)
            reason = str(refused.value)
            assert all(name in reason for name in conflict), (options, reason)
            assert "\n" not in reason
            continue
        board = make_board(game, **options)
        rec = Recorder(board)
        made += 1
        assert (board.locked, board.follow) == (locked, follow)
        assert board.seats == [computer.get(p) for p in range(2)]
        assert board.controls.undo == undo
        # The browser uncovers and asks for every view: what the notebook fixed stays.
        rec.intent(cmd="uncover")
        for value in (None, 0, 1):
            rec.intent(cmd="perspective", value=value)
            rec.intent(cmd="uncover")
            private = board.game.hidden_information or locked  # (else any view may be shown)
            if follow and private:
                people = [p for p in range(2) if p not in computer]
                mover = board.game.to_move
                assert board.perspective == (mover if mover in people else people[0])
            elif locked:
                assert board.perspective == perspective, options
        board.close()
    assert made == 30  # of the 72: the other 42 contradict themselves


def test_player_0s_competitive_board_is_not_a_hot_seat() -> None:
    """Regression: perspective=0 with follow=True gave player 1's hand after uncover."""
    with pytest.raises(ValueError, match=r"perspective=0 and follow=True contradict"):
        LoneWolves(seed=3).widget(perspective=0, locked=True, follow=True)
    board = LoneWolves(seed=3).widget(perspective=0, locked=True)
    rec = Recorder(board)
    rec.intent(cmd="uncover")
    assert board.perspective == 0 and board.view["hands"][1] != board.game.view(None)["hands"][1]


@pytest.mark.parametrize(
    ("options", "names"),
    [
        ({"computer": {1: "hard"}, "strength": "medium"}, ("strength='medium'", "computer=")),
        (
            {"bot": 1, "strength": "medium", "computer": {1: "hard"}},
            ("bot=1", "strength='medium'", "computer="),
        ),
    ],
)
def test_a_level_given_twice_differently_is_refused(
    options: dict[str, Any], names: tuple[str, ...]
) -> None:
    with pytest.raises(ValueError) as refused:
        LoneWolves(seed=3).widget(**options)
    assert all(name in str(refused.value) for name in names)


def test_levels_that_agree_are_taken() -> None:
    """(Instant levels: no board is left thinking after the test.)"""
    boards = [
        LoneWolves(seed=3).widget(computer={1: "random"}, strength="random"),
        LoneWolves(seed=3).widget(bot=0, strength="random", computer={1: "easy"}),
        LoneWolves(seed=3).widget(strength="hard"),
    ]
    assert [b.seats for b in boards] == [[None, "random"], ["random", "easy"], [None, None]]
    assert boards[2].strength == "hard"  # the level the one-opponent control starts with
    for board in boards:
        assert board.wait(timeout=WAIT) and board.thinking == {}
        board.close()


def test_free_undo_cannot_be_given_to_a_locked_board_later_either() -> None:
    board = LoneWolves(seed=3).widget(perspective=0, locked=True)
    with pytest.raises(ValueError, match="locked=True and controls with undo='free'"):
        board.controls = Controls(undo="free")
    assert board.controls.undo == "safe" and board.policy["undo"] == "safe"
