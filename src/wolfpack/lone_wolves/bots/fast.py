"""Lone Wolves outcomes for search: the points without the explained breakdown.

The rules of scoring live once, in :mod:`wolfpack.lone_wolves.scoring`; its
``territory_score`` skips the breakdown when no item list is given, which is the fast path
used here for tens of thousands of playouts.
"""

from __future__ import annotations

from wolfpack.lone_wolves.scoring import (
    LOCS_OF_TERR,
    lone_wolves,
    points,
    territory_score,
)
from wolfpack.lone_wolves.state import LWState

__all__ = ["LOCS_OF_TERR", "lone_wolves", "margin", "outcome", "points", "territory_points"]


def territory_points(s: LWState, t: int) -> tuple[int, int]:
    """Points each player gets from territory ``t`` as the board stands."""
    a, b, _ = territory_score(s, t)
    return a, b


def margin(s: LWState) -> int:
    """Player 0's points minus player 1's."""
    a, b = points(s)
    return a - b


def outcome(s: LWState) -> tuple[float, int]:
    """(Player 0's result: 1 win, 0.5 draw, 0 loss; player 0's point margin), LW-E5."""
    m = margin(s)
    if m:
        return (1.0 if m > 0 else 0.0), m
    l0, l1 = lone_wolves(s)
    return (0.5 if l0 == l1 else (1.0 if l0 > l1 else 0.0)), 0
