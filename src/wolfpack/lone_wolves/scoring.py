"""Lone Wolves scoring: strength per side, who wins each territory, and points broken down
per territory, per token and per scar (LW-E2..LW-E5)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from wolfpack.core.rules import implements
from wolfpack.lone_wolves.components import (
    BLOOD_MOON_POINTS,
    BORDERS,
    EFFECTS,
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
    TERRITORIES,
    location_name,
)

if TYPE_CHECKING:
    from wolfpack.lone_wolves.state import LWState

LOCS_OF_TERR: tuple[tuple[int, ...], ...] = tuple(
    (t, *tuple(N_TERR + i for i, (a, b) in enumerate(BORDERS) if t in (a, b)))
    for t in range(N_TERR)
)
"""For each territory, the pack locations whose scars act on it: its own and its borders."""


@dataclass
class Item:
    """One line of the breakdown: ``what`` (token or scar effect), where, and points."""

    player: int
    territory: str
    what: str
    points: int
    location: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "player": self.player,
            "territory": self.territory,
            "what": self.what,
            "points": self.points,
            "location": self.location,
            "detail": dict(self.detail),
        }


@dataclass
class TerritoryScore:
    """Strength of both sides in one territory and who wins its tokens (LW-E2, LW-E3)."""

    territory: str
    strength: list[int]
    base_strength: list[int]
    scar_strength: list[int]
    winner: int | None
    honor_value: int
    moon: str | None


@dataclass
class Score:
    """Final (or projected) points with the full breakdown."""

    points: list[int]
    territories: list[TerritoryScore]
    items: list[Item]
    lone_wolves: list[int]
    winner: int | None
    tiebreak: bool

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "points": list(self.points),
            "lone_wolves": list(self.lone_wolves),
            "winner": self.winner,
            "tiebreak": self.tiebreak,
            "territories": [
                {
                    "territory": t.territory,
                    "strength": list(t.strength),
                    "base_strength": list(t.base_strength),
                    "scar_strength": list(t.scar_strength),
                    "winner": t.winner,
                    "honor_value": t.honor_value,
                    "moon": t.moon,
                }
                for t in self.territories
            ],
            "items": [i.to_json() for i in self.items],
        }


def honor_value(state: LWState, terr: int) -> int:
    """The value now face up on a territory's honor token."""
    front, back = state.comp.honor_tokens[state.honor_tok[terr]]
    return back if state.honor_side[terr] else front


@implements("LW-E2")
def side_strength(state: LWState, player: int, terr: int) -> tuple[int, int]:
    """(cards' strength, scars' strength) of one side: face-up values, 1 per lone wolf or box
    wolf, plus ``pack-strength`` and ``plus3`` scars acting on this territory."""
    i = player * 5 + terr
    up = state.up[i]
    n_lone = len(state.lone[i]) + len(state.boxw[i])
    base = n_lone
    for c in up:
        base += c % 6 + 2
    n = len(up) + n_lone
    bonus = 0
    packs = state.packs
    off = player * N_LOCATIONS
    for loc in LOCS_OF_TERR[terr]:
        for eff in packs[off + loc]:
            if eff == PACK_STRENGTH:
                bonus += n
            elif eff == PLUS3:
                bonus += 3
    return base, bonus


@implements("LW-C5", "LW-E3", "LW-E4")
def territory_score(
    state: LWState, t: int, items: list[Item] | None = None
) -> tuple[int, int, TerritoryScore | None]:
    """Points each player takes from territory ``t`` as the board stands: the honor token
    and moon to the stronger side (none on a tie), and every scar acting on ``t``.

    With ``items`` (a list), the breakdown is appended to it and the territory's
    :class:`TerritoryScore` returned; without, only the points are computed (the fast path
    search uses)."""
    b0, x0 = side_strength(state, 0, t)
    b1, x1 = side_strength(state, 1, t)
    s0, s1 = b0 + x0, b1 + x1
    pts = [0, 0]
    winner = None if s0 == s1 else (0 if s0 > s1 else 1)
    value = honor_value(state, t)
    moon = "moon" if state.moon == t else "blood_moon" if state.blood == t else None
    name = TERRITORIES[t]
    if winner is not None:
        pts[winner] += value
        if items is not None:
            items.append(Item(winner, name, "honor", value))
        if moon is not None:
            bonus = MOON_POINTS if moon == "moon" else BLOOD_MOON_POINTS
            pts[winner] += bonus
            if items is not None:
                items.append(Item(winner, name, moon, bonus))
    packs = state.packs
    for p in (0, 1):
        i = p * 5 + t
        up = state.up[i]
        n_lone = len(state.lone[i]) + len(state.boxw[i])
        off = p * N_LOCATIONS
        for loc in LOCS_OF_TERR[t]:
            for eff in packs[off + loc]:
                if eff == POINTS_PER_WOLF:
                    got = len(up) + n_lone
                elif eff == POINTS_PER_LONE:
                    got = 2 * n_lone
                elif eff == POINTS_PER_FACEUP:
                    got = 2 * len(up)
                elif eff == POINTS_LOW_FACEUP:
                    got = 3 * sum(1 for c in up if c % 6 <= 2)
                elif eff == POINTS_IF_HONOR:
                    got = 5 if winner == p else 0
                else:
                    continue
                pts[p] += got
                if items is not None:
                    items.append(Item(p, name, EFFECTS[eff], got, location_name(loc)))
    if items is None:
        return pts[0], pts[1], None
    return pts[0], pts[1], TerritoryScore(name, [s0, s1], [b0, b1], [x0, x1], winner, value, moon)


def points(state: LWState) -> tuple[int, int]:
    """Points per player as the board stands, without the breakdown (LW-E4)."""
    a = b = 0
    for t in range(N_TERR):
        x, y, _ = territory_score(state, t)
        a += x
        b += y
    return a, b


def lone_wolves(state: LWState) -> tuple[int, int]:
    """Lone wolves (box wolves included) per player: the tiebreak of LW-E5."""
    n0 = sum(len(state.lone[t]) + len(state.boxw[t]) for t in range(N_TERR))
    n1 = sum(len(state.lone[5 + t]) + len(state.boxw[5 + t]) for t in range(N_TERR))
    return n0, n1


@implements("LW-E5")
def winner_of(points: tuple[int, int] | list[int], lone: tuple[int, int] | list[int]) -> int | None:
    """The winner: most points; on a tie, more lone wolves; still tied, None (a draw)."""
    if points[0] != points[1]:
        return 0 if points[0] > points[1] else 1
    if lone[0] != lone[1]:
        return 0 if lone[0] > lone[1] else 1
    return None


def score(state: LWState) -> Score:
    """Score the board as it stands (the final score once the game is over), broken down
    per territory, per token and per scar."""
    items: list[Item] = []
    terrs: list[TerritoryScore] = []
    total = [0, 0]
    for t in range(N_TERR):
        a, b, ts = territory_score(state, t, items)
        assert ts is not None
        terrs.append(ts)
        total[0] += a
        total[1] += b
    lone = lone_wolves(state)
    return Score(total, terrs, items, list(lone), winner_of(total, lone), total[0] == total[1])
