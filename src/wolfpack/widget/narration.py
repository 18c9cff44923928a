"""What a board's log and marks say of the decisions made: each decision as the viewer
reads it (why it was legal, what it caused, in words where the game gives them), and where
each player's latest turn happened on the board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wolfpack.core.explain import Explanation
from wolfpack.core.game import Step
from wolfpack.widget.codec import encode

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget


def log_entry(board: GameWidget, step: Step, viewer: int | None) -> dict[str, Any]:
    """One decision as ``viewer`` reads it in the log: notation, player, why it was legal,
    and the events it caused. Why a move was legal is said to its player ("You lead ..."):
    another player's view reads it only where the game tells them in their own words (a
    tile kept face down), never the mover's sentence under their move."""
    why, events = board._narration(step, viewer)
    told = viewer is not None and viewer != step.player and why is step.explanation
    entry = _said(board, step, viewer, why)
    entry["w"] = [] if told else encode(why)
    entry["e"] = list(map(encode, events))
    return entry


def _said(board: GameWidget, step: Step, viewer: int | None, why: Explanation) -> dict[str, Any]:
    """A decision's notation, player and words (``d``, where the game gives them)."""
    entry: dict[str, Any] = {"n": step.notation, "p": step.player}
    words = described(board, step, viewer, why)
    if words is not None:
        entry["d"] = encode(words)
    return entry


def tree_move(board: GameWidget, step: Step, viewer: int | None) -> dict[str, Any]:
    """A decision as the board's tree says it to ``viewer``: its notation and player, and
    its words as the log gives them (:func:`described`: another player's decision in the
    words the game gives everyone, never what is hidden from ``viewer``)."""
    return _said(board, step, viewer, board._narration(step, viewer)[0])


def last_turns(board: GameWidget) -> dict[str, Any]:
    """Per player, the elements of their latest turn (the decisions they made in a row
    the last time they decided) and the number of its last step. Elements name what
    every player may see: a played card, a row, a hex (never a hidden tile)."""
    game = board.game
    fn = game.rules.elements
    steps = game.steps
    out: dict[str, Any] = {}
    i = len(steps) - 1
    while i >= 0 and len(out) < game.players:
        player = steps[i].player
        end = i
        while i > 0 and steps[i - 1].player == player:
            i -= 1
        if str(player) not in out:
            elements: list[str] = []
            for step in steps[i : end + 1]:
                found = fn(step.before, step.action) if fn is not None else ()
                elements += [e for e in found if not e.startswith("button:")]
            out[str(player)] = {"step": end + 1, "elements": list(dict.fromkeys(elements))}
        i -= 1
    return out


def described(
    board: GameWidget, step: Step, viewer: int | None, why: Explanation
) -> Explanation | None:
    """The decision in words ("Black 4 → Cave", "take the scar from space 2"), which the
    log shows instead of its notation (the notation counts from 0): for its player and
    the open view, and for the others where the game tells everyone the same about it
    (nothing of it is hidden), else in the words the game gives the others
    (``describe_public``); None where only the notation may be shown."""
    fn = board.game.rules.describe
    if viewer is not None and viewer != step.player and why is not step.explanation:
        fn = board.game.rules.describe_public  # (a tile kept face down: not which)
    if fn is None:
        return None
    try:
        return fn(step.before, step.action)
    except Exception:  # a description is a courtesy: the notation stays
        return None
