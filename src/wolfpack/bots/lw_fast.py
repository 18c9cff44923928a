"""Fast Lone Wolves scoring for search: the final points without the explained breakdown.

:func:`wolfpack.lone_wolves.scoring.score` builds a full breakdown (an item per token and
scar), which is right for people and too slow for tens of thousands of playouts. The
functions here compute the same points (LW-E2..LW-E5) on flat integers; the tests check
that they agree with :func:`~wolfpack.lone_wolves.scoring.score` on random games.
"""

from __future__ import annotations

from wolfpack.lone_wolves.components import (
    BLOOD_MOON_POINTS,
    BORDERS,
    MOON_POINTS,
    N_LOCATIONS,
    N_TERR,
    PACK_STRENGTH,
    PLUS3,
    POINTS_IF_HONOR,
    POINTS_LOW_FACEUP,
    POINTS_PER_FACEUP,
    POINTS_PER_LONE,
    POINTS_PER_WOLF,
)
from wolfpack.lone_wolves.state import LWState

LOCS_OF_TERR: tuple[tuple[int, ...], ...] = tuple(
    (t, *tuple(N_TERR + i for i, (a, b) in enumerate(BORDERS) if t in (a, b)))
    for t in range(N_TERR)
)
"""For each territory, the pack locations whose scars act on it (its own and its borders)."""


def territory_points(s: LWState, t: int) -> tuple[int, int]:
    """Points each player gets from territory ``t`` as the board stands (honor token, moon,
    and every scar acting on ``t``)."""
    packs = s.packs
    locs = LOCS_OF_TERR[t]
    up0, up1 = s.up[t], s.up[5 + t]
    n_lone0 = len(s.lone[t]) + len(s.boxw[t])
    n_lone1 = len(s.lone[5 + t]) + len(s.boxw[5 + t])
    st0 = n_lone0
    for c in up0:
        st0 += c % 6 + 2
    st1 = n_lone1
    for c in up1:
        st1 += c % 6 + 2
    n0 = len(up0) + n_lone0
    n1 = len(up1) + n_lone1
    for loc in locs:
        for eff in packs[loc]:
            if eff == PACK_STRENGTH:
                st0 += n0
            elif eff == PLUS3:
                st0 += 3
        for eff in packs[N_LOCATIONS + loc]:
            if eff == PACK_STRENGTH:
                st1 += n1
            elif eff == PLUS3:
                st1 += 3
    pts = [0, 0]
    winner = -1
    if st0 != st1:
        winner = 0 if st0 > st1 else 1
        front, back = s.comp.honor_tokens[s.honor_tok[t]]
        pts[winner] += back if s.honor_side[t] else front
        if s.moon == t:
            pts[winner] += MOON_POINTS
        elif s.blood == t:
            pts[winner] += BLOOD_MOON_POINTS
    for p, up, n_lone in ((0, up0, n_lone0), (1, up1, n_lone1)):
        base = p * N_LOCATIONS
        for loc in locs:
            for eff in packs[base + loc]:
                if eff == POINTS_PER_WOLF:
                    pts[p] += len(up) + n_lone
                elif eff == POINTS_PER_LONE:
                    pts[p] += 2 * n_lone
                elif eff == POINTS_PER_FACEUP:
                    pts[p] += 2 * len(up)
                elif eff == POINTS_LOW_FACEUP:
                    pts[p] += 3 * sum(1 for c in up if c % 6 <= 2)
                elif eff == POINTS_IF_HONOR and winner == p:
                    pts[p] += 5
    return pts[0], pts[1]


def points(s: LWState) -> tuple[int, int]:
    """Points per player as the board stands (LW-E4)."""
    a = b = 0
    for t in range(N_TERR):
        x, y = territory_points(s, t)
        a += x
        b += y
    return a, b


def margin(s: LWState) -> int:
    """Player 0's points minus player 1's."""
    a, b = points(s)
    return a - b


def lone_wolves(s: LWState) -> tuple[int, int]:
    """Lone wolves (box wolves included) per player, the tiebreak of LW-E5."""
    n0 = sum(len(s.lone[t]) + len(s.boxw[t]) for t in range(N_TERR))
    n1 = sum(len(s.lone[5 + t]) + len(s.boxw[5 + t]) for t in range(N_TERR))
    return n0, n1


def outcome(s: LWState) -> tuple[float, int]:
    """(Player 0's result: 1 win, 0.5 draw, 0 loss; player 0's point margin), LW-E5."""
    m = margin(s)
    if m:
        return (1.0 if m > 0 else 0.0), m
    l0, l1 = lone_wolves(s)
    return (0.5 if l0 == l1 else (1.0 if l0 > l1 else 0.0)), 0
