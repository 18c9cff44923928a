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

# For each territory, the pack locations whose scars act on it: its own and its borders.
_LOCS_OF_TERR = tuple(
    (t, *tuple(N_TERR + i for i, (a, b) in enumerate(BORDERS) if t in (a, b)))
    for t in range(N_TERR)
)


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
    n = len(up) + len(state.lone[i]) + len(state.boxw[i])
    base = sum(c % 6 + 2 for c in up) + len(state.lone[i]) + len(state.boxw[i])
    bonus = 0
    packs = state.packs
    for loc in _LOCS_OF_TERR[terr]:
        for eff in packs[player * N_LOCATIONS + loc]:
            if eff == PACK_STRENGTH:
                bonus += n
            elif eff == PLUS3:
                bonus += 3
    return base, bonus


@implements("LW-C5", "LW-E3", "LW-E4", "LW-E5")
def score(state: LWState) -> Score:
    """Score the board as it stands (the final score once the game is over)."""
    points = [0, 0]
    items: list[Item] = []
    terrs: list[TerritoryScore] = []
    for t in range(N_TERR):
        name = TERRITORIES[t]
        s0, b0 = side_strength(state, 0, t)
        s1, b1 = side_strength(state, 1, t)
        total = [s0 + b0, s1 + b1]
        winner = None if total[0] == total[1] else (0 if total[0] > total[1] else 1)
        value = honor_value(state, t)
        moon = "moon" if state.moon == t else "blood_moon" if state.blood == t else None
        terrs.append(TerritoryScore(name, total, [s0, s1], [b0, b1], winner, value, moon))
        if winner is not None:
            points[winner] += value
            items.append(Item(winner, name, "honor", value))
            if moon == "moon":
                points[winner] += MOON_POINTS
                items.append(Item(winner, name, "moon", MOON_POINTS))
            elif moon == "blood_moon":
                points[winner] += BLOOD_MOON_POINTS
                items.append(Item(winner, name, "blood_moon", BLOOD_MOON_POINTS))
        for p in (0, 1):
            i = p * 5 + t
            up = state.up[i]
            n_lone = len(state.lone[i]) + len(state.boxw[i])
            for loc in _LOCS_OF_TERR[t]:
                for eff in state.packs[p * N_LOCATIONS + loc]:
                    if eff == POINTS_PER_WOLF:
                        pts = len(up) + n_lone
                    elif eff == POINTS_PER_LONE:
                        pts = 2 * n_lone
                    elif eff == POINTS_PER_FACEUP:
                        pts = 2 * len(up)
                    elif eff == POINTS_LOW_FACEUP:
                        pts = 3 * sum(1 for c in up if c % 6 <= 2)
                    elif eff == POINTS_IF_HONOR:
                        pts = 5 if winner == p else 0
                    else:
                        continue
                    points[p] += pts
                    items.append(Item(p, name, EFFECTS[eff], pts, location_name(loc)))
    lone = [
        sum(len(state.lone[p * 5 + t]) + len(state.boxw[p * 5 + t]) for t in range(N_TERR))
        for p in (0, 1)
    ]
    tiebreak = points[0] == points[1]
    if not tiebreak:
        overall: int | None = 0 if points[0] > points[1] else 1
    else:
        overall = None if lone[0] == lone[1] else (0 if lone[0] > lone[1] else 1)
    return Score(points, terrs, items, lone, overall, tiebreak)
