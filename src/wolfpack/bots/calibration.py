"""How far a hint can be trusted: its stated values checked against a stronger reference
on the same positions (``benchmarks/hint_calibration.py`` prints the table; a small run is
in the tests).

For each position the hint is asked as a learner would ask it, and a reference values
every legal move from the same player's knowledge with far more work: where the game has
an exact solver and it is quick, PIMC with many more deals (each deal solved exactly);
elsewhere a much longer search. Per position this records whether the stated interval
holds the reference value of the suggested move, the hint's error (bias) on that move,
whether the suggestion is a best move by the reference (within ``tolerance`` points), and
whether some other move beats the suggestion on every one of the reference's deals.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.analysis import MIN_RATED, Analysis, Estimator, MoveValue, analyze
from wolfpack.bots.ismcts import search
from wolfpack.bots.pimc import PimcAdapter, summarize
from wolfpack.core.game import Game


@dataclass(frozen=True)
class Reference:
    """The reference values of a position's legal moves (the player's own margins)."""

    margins: dict[int, float]
    wins: dict[int, float]
    dominated_everywhere: set[int]
    """Moves that some other move beats on every reference deal (PIMC only)."""
    method: str


@dataclass(frozen=True)
class Check:
    """One position: the hint against the reference."""

    covered: bool | None
    """Whether the margin interval holds the reference value (None: no interval stated)."""
    win_covered: bool | None
    bias: float | None
    """The stated value of the suggested move minus its reference value (None where the
    hint states no value: a single legal move is answered without one, and a search states
    none for a move tried in fewer than ``MIN_RATED`` games)."""
    best: bool
    dominated: bool
    seconds: float
    method: str = "search"
    """How the hint valued its moves (``pimc``, ``search`` or ``only``)."""


def reference(game: Game[Any], deals: int, iterations: int, seed: int) -> Reference:
    """The reference values for the player to move: PIMC with ``deals`` deals where the
    game offers it here, else an ISMCTS search of ``iterations``."""
    adapter: Any = adapter_for(game)
    player = game.to_move
    assert player is not None
    det = adapter.info_set(game, player)
    if isinstance(adapter, PimcAdapter) and adapter.pimc_ready(det):
        found = adapter.pimc(det, deals, seed, None, None, None, race=False)
        values = summarize(found)
        cols = {a: [row[k] for row in found.rows] for k, a in enumerate(found.actions)}
        dominated = {a for a in cols if any(b != a and _beats(cols[b], cols[a]) for b in cols)}
        return Reference(
            {v.action: v.margin for v in values},
            {v.action: v.win_rate for v in values},
            dominated,
            "pimc",
        )
    result = search(adapter, det, iterations=iterations, rng=random.Random(seed))
    rated = [s for s in result.stats if s.visits > 0]
    return Reference(
        {s.action: s.margin for s in rated}, {s.action: s.win_rate for s in rated}, set(), "search"
    )


def _beats(better: list[int | None], worse: list[int | None]) -> bool:
    """Whether ``better`` is higher on every deal both were solved on (and there is one)."""
    pairs = [(x, y) for x, y in zip(better, worse, strict=True) if x is not None and y is not None]
    return bool(pairs) and all(x > y for x, y in pairs)


def check(hint: Analysis, ref: Reference, tolerance: float) -> Check:
    """Compare one hint with the reference of its position."""
    best = hint.best
    truth = ref.margins.get(best.action, -math.inf)
    lo, hi = best.margin_ci
    covered = None if math.isinf(lo) or math.isinf(hi) else lo <= truth <= hi
    wlo, whi = best.win_ci
    win_covered = None if covered is None else wlo <= ref.wins.get(best.action, -1.0) <= whi
    top = max(ref.margins.values())
    return Check(
        covered,
        win_covered,
        best.margin - truth if states_value(best) else None,
        truth >= top - tolerance,
        best.action in ref.dominated_everywhere,
        hint.seconds,
        best.method,
    )


def states_value(move: MoveValue) -> bool:
    """Whether the hint states a value for ``move`` (the board shows none for the one
    legal move, nor for a move the search tried in fewer than ``MIN_RATED`` games)."""
    if move.method == "only":
        return False
    return move.method != "search" or move.visits >= MIN_RATED


def calibrate(
    positions: list[Game[Any]],
    *,
    iterations: int = 2000,
    estimator: Estimator = "auto",
    ref_deals: int | Callable[[Game[Any]], int] = 400,
    ref_iterations: int = 100_000,
    tolerance: float = 0.5,
    seed: int = 0,
) -> list[Check]:
    """Ask the hint (``iterations``, ``estimator``) in each position and check it against
    the reference (``ref_deals`` deals, or a function giving a position's deals, or
    ``ref_iterations`` search iterations). The reference should be several times the
    hint's own work: a reference no larger than the hint is as noisy as the hint, and even
    a perfect 95% interval then covers it only about 83% of the time."""
    out = []
    for k, game in enumerate(positions):
        start = time.perf_counter()
        hint = analyze(game, iterations=iterations, seed=seed + k, estimator=estimator)
        hint_seconds = time.perf_counter() - start
        deals = ref_deals if isinstance(ref_deals, int) else ref_deals(game)
        ref = reference(game, deals, ref_iterations, seed=1_000_003 + seed + k)
        c = check(hint, ref, tolerance)
        out.append(replace(c, seconds=hint_seconds))
    return out


@dataclass(frozen=True)
class Summary:
    """The figures of a calibration run."""

    positions: int
    with_interval: int
    coverage: float | None
    win_coverage: float | None
    mean_bias: float
    mean_abs_bias: float
    best_rate: float
    dominated: int
    seconds: float


def summarize_checks(checks: list[Check]) -> Summary:
    """Coverage (over positions with an interval), bias (over hints that state a value),
    best-move rate and the count of suggestions beaten on every deal."""
    shown = [c for c in checks if c.covered is not None]
    biases = [c.bias for c in checks if c.bias is not None]
    return Summary(
        len(checks),
        len(shown),
        sum(bool(c.covered) for c in shown) / len(shown) if shown else None,
        sum(bool(c.win_covered) for c in shown) / len(shown) if shown else None,
        statistics.fmean(biases) if biases else 0.0,
        statistics.fmean(abs(b) for b in biases) if biases else 0.0,
        sum(c.best for c in checks) / len(checks),
        sum(c.dominated for c in checks),
        statistics.fmean(c.seconds for c in checks),
    )
