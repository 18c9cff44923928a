"""What a board lets the browser take back, and what it does not.

A board showing a player's view never takes back a decision that showed that player
something hidden (Board Game Arena's rule: no drawing a tile, undoing and drawing another
to peek), unless the notebook's author allows free undo for analysis; the open teaching
view stays free. A competitive board (locked, or a hot seat) protects every other person at
it the same way. At a hot seat, besides, Undo takes back only the moves of the person whose
turn it is (Board Game Arena's rule again), in every game, free undo or not: their own
decisions of this turn, with the computer's after their last one, never the previous
person's. A move made at an earlier position starts a side line (the moves after it are
kept, :mod:`wolfpack.widget.variations`), and is refused where taking those moves back
would be: deciding again there after they showed something is what undo refuses.

Each function takes the board; :meth:`GameWidget._undo_refusal
<wolfpack.widget.base.GameWidget._undo_refusal>` is the one a board class may override.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfpack.core.explain import Explanation, msg
from wolfpack.widget.intents import Refusal
from wolfpack.widget.privacy import last_person, people

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget


def free_undo(board: GameWidget) -> bool:
    """Whether the notebook's author lets the browser take back anything (analysis)."""
    return board.controls.undo == "free"


def humans(board: GameWidget) -> set[int | None]:
    """The seats people take (with None: the open view's)."""
    return {*people(board), None}


def other_people(board: GameWidget) -> list[int]:
    """The other people whose private knowledge a competitive board (locked, or a hot
    seat) protects too: every seat no computer takes but the viewer's (each may sit at a
    board of their own on the same game, or take their turn at this one)."""
    if not (board.locked or board.follow):
        return []
    return [p for p, seat in enumerate(board.seats) if seat is None and p != board.perspective]


def turn_owner(board: GameWidget) -> int | None:
    """At a hot seat, the person whose turn it is: the person to move, else (the computer
    decides, or the game is over) the last person who decided; None if nobody has."""
    game = board.game
    if game.to_move in people(board) and not game.is_over:
        return game.to_move
    return last_person(board)


def turn_refusal(board: GameWidget, count: int) -> Explanation | None:
    """Why a hot seat may not take back the last ``count`` decisions (None: it may, or the
    board is no hot seat): one of them is another person's than the one whose turn it is
    (the latest such is named)."""
    if not board.follow or not count:
        return None
    owner = turn_owner(board)
    seated = set(people(board))
    for step in reversed(board.game.steps[-count:]):
        if step.player in seated and step.player != owner:
            return msg("ui.undo_turn", player=step.player, mover=owner)
    return None


def undo_refusal(board: GameWidget, index: int, movers: set[int | None]) -> Explanation | None:
    """Why decision ``index`` may not be taken back on ``board`` (None: it may), with the
    decisions after it, made by ``movers``: in a player's view, not once it showed that
    player something hidden (undoing it and deciding again would show them more), unless
    the author allows free undo; on a competitive board, nor once it showed another person
    something who would then decide again."""
    viewer = board.perspective
    if viewer is None or (free_undo(board) and not board.locked):
        return None
    game = board.game
    if game.reveals(index, viewer):
        return msg("ui.locked_undo" if board.locked else "ui.undo_hidden")
    for other in other_people(board):
        if other in movers and game.reveals(index, other):
            return msg("ui.undo_other", player=other)
    return None


def replace_refusal(board: GameWidget) -> Explanation | None:
    """Why a move may not be made at the earlier position the board shows (None: it may):
    it would start a side line beside decisions that showed the viewer something hidden
    (or, on a competitive board, another person who decides again), deciding again as
    taking them back would. A position reached by this board's own Undo passes: what it
    took back passed."""
    game = board.game
    viewer = board.perspective
    if not game.can_redo or viewer is None or (free_undo(board) and not board.locked):
        return None
    movers = {*game.redo_players, game.to_move}
    for person in [viewer, *(p for p in other_people(board) if p in movers)]:
        if game.redo_reveals(person):
            return msg("ui.replace_hidden", player=person)
    return None


def undo_count(board: GameWidget) -> int:
    """How many decisions Undo takes back: the last one of a person, with the computer's
    decisions after it (0: none to take back)."""
    steps = board.game.steps
    if not steps:
        return 0
    people = humans(board)
    count = 1
    while count < len(steps) and steps[-count].player not in people:
        count += 1
    return count


def undo_blocked(board: GameWidget, count: int) -> Explanation | None:
    """Why the last ``count`` decisions may not be taken back (None: they may)."""
    off = board.controls.refusal("undo")
    if off is not None and count:
        return off
    turn = turn_refusal(board, count)
    if turn is not None:
        return turn
    steps = board.game.steps
    n = len(steps)
    movers: set[int | None] = {step.player for step in steps[n - count :]}
    for index in range(n - count, n):
        why = board._undo_refusal(index, movers)
        if why is not None:
            return why
    return None


def take_back(board: GameWidget, count: int) -> None:
    """Undo ``count`` decisions, refusing before any is undone if one may not be."""
    off = board.controls.refusal("undo")
    if off is not None:
        raise Refusal(off)
    why = undo_blocked(board, count)
    if why is not None:
        raise Refusal(why)
    for _ in range(count):
        board.game.undo()
