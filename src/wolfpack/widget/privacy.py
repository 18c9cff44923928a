"""What a board keeps private: which views and deals the browser may choose, a game that may
come onto the board, and the hot seat that shows each person to move their own view
(covered first where the game hides things, until that person asks to see it) and asks
for the screen to be passed on whenever the turn goes to another person (``handover``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfpack.core.explain import Explanation, msg

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget


def seat_refusal(board: GameWidget, players: int) -> Explanation | None:
    """Why a game of ``players`` may not come onto this board (None: it may): the board
    shows one player's view only (locked, or no other view offered, and not a hot seat)
    and the game has no seat for that player; the open view would show everything."""
    viewer = board.perspective
    if viewer is None or viewer < players or board.follow:
        return None
    if board.locked or not board.controls.views:
        return msg("ui.no_seat", field="players", player=viewer, players=players, need=viewer + 1)
    return None


def private_seats(board: GameWidget) -> bool:
    """Whether the board is a hot seat that keeps each seat private: it follows the
    person to move in a game that hides things, and the game is not over."""
    return board.follow and board.game.hidden_information and not board.game.is_over


def people(board: GameWidget) -> list[int]:
    """The seats people take (no computer)."""
    return [p for p, seat in enumerate(board.seats) if seat is None]


def last_person(board: GameWidget) -> int | None:
    """The last person who decided in the game on the board (None: nobody yet)."""
    seated = people(board)
    return next((step.player for step in reversed(board.game.steps) if step.player in seated), None)


def handover(board: GameWidget) -> dict[str, int]:
    """What a hot seat asks for: ``{"player": p, "position": n}`` when the screen passes to
    person ``p``, whose turn it is at position ``n`` of the record and who made none of the
    decisions since the last person before them (the game's first turn too); empty
    otherwise (no hot seat, one person at it, the computer's turn, the game over). It
    follows from the position alone: the same person deciding on says nothing."""
    game = board.game
    if not board.follow or game.is_over:
        return {}
    seated = people(board)
    mover = game.to_move
    if len(seated) < 2 or mover not in seated:
        return {}
    if last_person(board) == mover:
        return {}
    return {"player": mover, "position": len(game.steps)}


def follow_mover(board: GameWidget, start: bool = False) -> None:
    """Hot seat: show the person to move their own view, and ask for the screen to be
    passed to them when the turn is another person's than before (:func:`handover`).
    Where the game hides things, the board is covered first whenever the view changes
    hands, and at the ``start`` of a game (the first turn too), until that person asks to
    see it."""
    prompt = handover(board)
    if prompt != board.handover:
        board.handover = prompt
    if not board.follow:
        return
    game = board.game
    mover = game.to_move
    seated = people(board)
    if mover is None or board.seats[mover] is not None:
        # The computer (or nobody) decides: a hot seat still never shows the open view.
        if not (start and private_seats(board) and board.perspective is None and seated):
            return
        mover = seated[0]
    if mover == board.perspective and not start:
        return
    if game.hidden_information and not game.is_over:
        board.cover = {"player": mover}
    if mover != board.perspective:
        board._ready = False  # one sync below, not two
        try:
            board.perspective = mover
        finally:
            board._ready = True
    board._sent_log = [""]


def deal_refusal(board: GameWidget) -> Explanation | None:
    """Why the browser may not choose the deal (a seed, a record) now (None: it may):
    on a locked board, or one that shows no other view, the deal comes from Python
    only, else the browser would know every hidden card."""
    private = board.locked or not board.controls.views
    if private and board.game.hidden_information:
        return msg("ui.locked_deal")
    return None


def view_refusal(board: GameWidget) -> Explanation | None:
    """Why the browser may not show another view now (None: it may)."""
    off = board.controls.refusal("views")
    if off is not None:
        return off
    if board.locked and not board.follow:
        return msg("ui.locked_view", player=board.perspective)
    if private_seats(board) or (board.locked and not board.game.is_over):
        return msg("ui.hot_seat_view", player=board.perspective)
    return None
