"""Integer codes of Triqueta decisions and their notation (the record's move strings).

=====================  ==========================================================
``draw 3``             draw the top tile of stack 3 of the current tower (TQ-T1)
``draw 1 3``           2-player variant: draw from stack 1, then from stack 3 (TQ-V1)
``place 2``            put the drawn light tile face up at the end of row 2
``keep``               keep the drawn light tile face down (at most 2 per game)
``box``                2-player variant: return the drawn light tile to the box
``take 1``             take row 1 and sit out the rest of the round
``tower 2``            after taking the last row: choose tower 2 for the next round (TQ-T5)
``count 0 1``          at the end: count face-down light tiles 0 and 1 (``count none``)
=====================  ==========================================================

Stacks, rows, towers and face-down tiles are numbered from 0. A variant draw is written with
the smaller stack first. Moves that decide about a drawn tile do not name it: the notation
of a game reveals no hidden tile (TQ-H2).
"""

from __future__ import annotations

from wolfpack.core.rules import implements
from wolfpack.triqueta.components import MAX_FACE_DOWN, MAX_PLAYERS, N_STACKS, N_TOWERS

DRAW_BASE = 0
DRAW2_BASE = 5
PLACE_BASE = 30
KEEP = 35
BOX = 36
TAKE_BASE = 40
TOWER_BASE = 50
COUNT_BASE = 60
N_ACTIONS = COUNT_BASE + (1 << MAX_FACE_DOWN)

OPT_PLACE, OPT_KEEP, OPT_BOX = range(3)
OPTIONS = ("place", "keep", "box")


def draw2_action(a: int, b: int) -> int:
    """The variant action drawing from stacks ``a`` and ``b`` (in either order)."""
    if a > b:
        a, b = b, a
    return DRAW2_BASE + a * N_STACKS + b


def draw2_stacks(action: int) -> tuple[int, int]:
    """The two stacks of a variant draw, smaller first."""
    return divmod(action - DRAW2_BASE, N_STACKS)


def count_indices(action: int) -> tuple[int, ...]:
    """The face-down tiles a ``count`` action counts (indices)."""
    mask = action - COUNT_BASE
    return tuple(i for i in range(MAX_FACE_DOWN) if mask >> i & 1)


def count_action(indices: tuple[int, ...] | list[int]) -> int:
    """The ``count`` action for these face-down tile indices."""
    return COUNT_BASE + sum(1 << i for i in set(indices))


def action_kind(action: int) -> str:
    """``draw``, ``draw2``, ``place``, ``keep``, ``box``, ``take``, ``tower`` or ``count``."""
    if action < DRAW2_BASE:
        return "draw"
    if action < PLACE_BASE:
        return "draw2"
    if action < KEEP:
        return "place"
    if action == KEEP:
        return "keep"
    if action == BOX:
        return "box"
    if action < TOWER_BASE:
        return "take"
    if action < COUNT_BASE:
        return "tower"
    return "count"


@implements("TQ-T1", "TQ-V1")
def action_notation(action: int) -> str:
    """The record notation of an action, e.g. ``"draw 3"`` or ``"take 1"``."""
    kind = action_kind(action)
    if kind == "draw":
        return f"draw {action - DRAW_BASE}"
    if kind == "draw2":
        a, b = draw2_stacks(action)
        return f"draw {a} {b}"
    if kind == "place":
        return f"place {action - PLACE_BASE}"
    if kind in ("keep", "box"):
        return kind
    if kind == "take":
        return f"take {action - TAKE_BASE}"
    if kind == "tower":
        return f"tower {action - TOWER_BASE}"
    idx = count_indices(action)
    return "count " + (" ".join(map(str, idx)) if idx else "none")


def _index(text: str, limit: int) -> int | None:
    return int(text) if text.isdigit() and int(text) < limit else None


def parse_action(text: str) -> int | None:
    """The action a notation names, or None if it is not a well-formed move.

    Accepts any case and extra spaces, and a variant draw's stacks in either order.
    Whether the move is legal now is a separate question.
    """
    parts = text.strip().lower().split()
    if not parts:
        return None
    verb, args = parts[0], parts[1:]
    if verb in ("keep", "box") and not args:
        return KEEP if verb == "keep" else BOX
    if verb == "draw" and 1 <= len(args) <= 2:
        stacks = [_index(a, N_STACKS) for a in args]
        if any(s is None for s in stacks):
            return None
        if len(stacks) == 1:
            return DRAW_BASE + int(stacks[0] or 0)
        return draw2_action(int(stacks[0] or 0), int(stacks[1] or 0))
    if verb in ("place", "take") and len(args) == 1:
        row = _index(args[0], MAX_PLAYERS)
        if row is None:
            return None
        return (PLACE_BASE if verb == "place" else TAKE_BASE) + row
    if verb == "tower" and len(args) == 1:
        tower = _index(args[0], N_TOWERS)
        return None if tower is None else TOWER_BASE + tower
    if verb == "count":
        if args == ["none"]:
            return COUNT_BASE
        idx = [_index(a, MAX_FACE_DOWN) for a in args]
        if not idx or any(i is None for i in idx) or len(set(idx)) != len(idx):
            return None
        return count_action([int(i or 0) for i in idx])
    return None
