"""Hint values by PIMC (perfect-information Monte Carlo): deal what the player cannot see
many ways (from what they know only), solve every deal exactly for every legal move, and
average. Where a game's exact solver answers quickly (late in a trick-taking game) this is the best
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
    player's own final margin (their points minus the opponent's) with perfect play; None
    where the action was no longer solved (:func:`still_in` had dropped it)."""

    actions: list[int]
    rows: list[list[int | None]]


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
        race: bool = True,
    ) -> PimcRows:
        """Solve up to ``deals`` samples of ``det`` (fewer when ``seconds`` run out or
        ``cancel`` is set); with ``race``, a move shown worse than another on the deals so
        far is no longer solved (:func:`still_in`)."""
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


RACE_Z = 3.0
"""How sure a race must be that a move is worse before it stops solving it: the paired
difference to the leader, on the same deals, above zero by this many standard errors
(one-sided, about 1 in 700 per comparison with a normal spread)."""
RACE_FROM = 16
"""Deals every move is solved on before any is dropped."""


def still_in(rows: list[list[int | None]], live: list[int]) -> list[int]:
    """The columns of ``live`` still worth solving after ``rows``: a move is dropped once
    its values on the same deals fall short of the leader's (the live move with the highest
    mean) by more than :data:`RACE_Z` standard errors of the paired difference. A move the
    same as the leader on every deal so far stays (it may be as good)."""
    n = len(rows)
    if n < RACE_FROM or len(live) < 2:
        return live

    def mean(k: int) -> float:
        return sum(row[k] or 0 for row in rows) / n

    lead = max(live, key=lambda k: (mean(k), -k))
    keep = []
    for k in live:
        if k == lead:
            keep.append(k)
            continue
        _, m, se = paired_difference(rows, lead, k)
        if m - RACE_Z * se <= 0:
            keep.append(k)
    return keep


def paired_difference(rows: list[list[int | None]], a: int, b: int) -> tuple[int, float, float]:
    """Column ``a`` minus column ``b`` over the deals both were solved on: how many, the
    mean difference and its standard error (infinite with fewer than two deals)."""
    diffs = [x - y for row in rows if (x := row[a]) is not None and (y := row[b]) is not None]
    n = len(diffs)
    if n < 2:
        return n, sum(diffs) / n if n else 0.0, math.inf
    m = sum(diffs) / n
    sd = math.sqrt(sum((d - m) ** 2 for d in diffs) / (n - 1))
    return n, m, sd / math.sqrt(n)


def about_as_good(found: PimcRows, best: int, other: int, points: float) -> bool:
    """Whether the move in column ``other`` is about as good as the one in column ``best``
    over the deals both were solved on: behind by at most ``points`` on average, or by a
    difference whose 95% interval (of the paired differences) still holds 0."""
    n, m, se = paired_difference(found.rows, best, other)
    return n >= 2 and (m <= points or m - Z95 * se <= 0)


def summarize(found: PimcRows) -> list[PimcValue]:
    """Each action's mean, interval and win rate over the deals it was solved on (a move a
    race dropped: the first deals), the best first (highest mean margin, then win rate)."""
    out = []
    for k, action in enumerate(found.actions):
        col = [v for row in found.rows if (v := row[k]) is not None]
        n = len(col)
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
