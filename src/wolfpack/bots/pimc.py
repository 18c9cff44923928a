"""Hint values by PIMC (perfect-information Monte Carlo): deal what the player cannot see
many ways (from what they know only), solve every deal exactly for every legal move, and
average. Where a game's exact solver answers quickly (late in Lone Wolves) this is the best
estimate of a move's worth the position allows.

Every move is valued on the same deals, so their differences are sharp. A move's interval
is the standard error of its mean over the deals (95%): it covers the value the same
estimator reaches with very many deals, which ``benchmarks/hint_calibration.py`` measures;
what it cannot cover is PIMC's own fault (it assumes both players will see everything from
the next move on), which is why the words call the value an estimate.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from threading import Event
from typing import Any, Protocol, runtime_checkable

Z95 = 1.959963984540054


@dataclass(frozen=True)
class PimcRows:
    """What PIMC found: one row per solved deal, one column per legal action, each the
    player's own final margin (their points minus the opponent's) with perfect play."""

    actions: list[int]
    rows: list[list[int]]


@runtime_checkable
class PimcAdapter(Protocol):
    """Optional, for a game with an exact solver: PIMC over its information sets."""

    def pimc_ready(self, det: Any) -> bool:
        """Whether PIMC answers quickly from information set ``det`` (late in the game)."""
        ...

    def pimc(
        self,
        det: Any,
        deals: int,
        seed: int,
        seconds: float | None,
        cancel: Event | None,
        progress: Callable[[float], None] | None,
    ) -> PimcRows:
        """Solve up to ``deals`` samples of ``det`` (fewer when ``seconds`` run out or
        ``cancel`` is set)."""
        ...


@dataclass(frozen=True)
class PimcValue:
    """One action's value over the deals."""

    action: int
    deals: int
    margin: float
    margin_ci: tuple[float, float]
    win_rate: float
    """Share of deals won (a level margin counts half)."""
    worst: int
    best: int


def summarize(found: PimcRows) -> list[PimcValue]:
    """Each action's mean, interval and win rate over the deals, the best first (highest
    mean margin, then win rate)."""
    n = len(found.rows)
    out = []
    for k, action in enumerate(found.actions):
        col = [row[k] for row in found.rows]
        mean = sum(col) / n if n else 0.0
        if n >= 2:
            sd = math.sqrt(sum((x - mean) ** 2 for x in col) / (n - 1))
            half = Z95 * sd / math.sqrt(n)
        else:
            half = math.inf
        wins = sum(1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in col)
        out.append(
            PimcValue(
                action,
                n,
                mean,
                (mean - half, mean + half),
                wins / n if n else 0.0,
                min(col, default=0),
                max(col, default=0),
            )
        )
    out.sort(key=lambda v: (-v.margin, -v.win_rate, v.action))
    return out
