"""The exact open-hand solver: time to solve random Lone Wolves positions k tricks from the
end (the exact margin and a best move, as ``solve`` returns them), and how far back from
the end it still solves within a time limit.

Positions: a deal from seed ``i`` played with uniformly random decisions until ``k``
tricks are left (the leader to play). Each solve runs in a thread and is cancelled at the
time limit; an unsolved position counts as "over the limit".

Goals (issue 5): with 5 tricks left, median <= 100 ms and maximum <= 2 s over 200
positions; report how far back it solves within 10 s.

Run: ``python benchmarks/bots_solver.py [--tricks 5] [--positions 200] [--limit 10]
[--horizon 4,5,6,7] [--horizon-positions 10] [--backend native|python]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time

from wolfpack.lone_wolves.bots import solver_native
from wolfpack.lone_wolves.bots.solver import Backend, SolverCancelled, solve
from wolfpack.lone_wolves.components import N_TRICKS
from wolfpack.lone_wolves.state import OVER, PLAY, LWState


def position(seed: int, tricks_left: int) -> LWState:
    """A random position ``tricks_left`` tricks from the end, before the lead."""
    s = LWState.new(seed=seed)
    rng = random.Random(seed)
    while s.phase != OVER and not (
        s.tricks >= N_TRICKS - tricks_left and s.phase == PLAY and s.lead_card < 0
    ):
        s.apply(rng.choice(s.legal_actions()))
    return s


def timed_solve(s: LWState, limit: float, backend: Backend) -> float | None:
    """Seconds to solve ``s``, or None if not solved within ``limit``."""
    cancel = threading.Event()
    timer = threading.Timer(limit, cancel.set)
    timer.start()
    start = time.perf_counter()
    try:
        solve(s, cancel=cancel, backend=backend)
    except SolverCancelled:
        return None
    finally:
        timer.cancel()
    return time.perf_counter() - start


def run(
    tricks: int, positions: int, limit: float, backend: Backend, first_seed: int = 0
) -> list[float | None]:
    """Times (None: over the limit) for ``positions`` positions, ``tricks`` from the end."""
    return [timed_solve(position(first_seed + i, tricks), limit, backend) for i in range(positions)]


def summary(times: list[float | None], limit: float) -> str:
    solved = sorted(t for t in times if t is not None)
    over = len(times) - len(solved)
    # Unsolved positions are slower than every solved one: the median and maximum count
    # them as "> limit".
    ranked: list[float] = solved + [float("inf")] * over
    med = statistics.median(ranked)
    med_s = f"> {limit:g} s" if med == float("inf") else f"{1000 * med:.0f} ms"
    max_s = f"> {limit:g} s" if over else f"{ranked[-1]:.2f} s"
    p90 = ranked[min(len(ranked) - 1, int(0.9 * len(ranked)))]
    p90_s = f"> {limit:g} s" if p90 == float("inf") else f"{1000 * p90:.0f} ms"
    return (
        f"{len(times)} positions: solved {len(solved)} within {limit:g} s; "
        f"median {med_s}, 90th percentile {p90_s}, maximum {max_s}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricks", type=int, default=5, help="tricks left (main figure)")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per position")
    parser.add_argument("--horizon", default="4,5,6,7", help="tricks left to try")
    parser.add_argument("--horizon-positions", type=int, default=10)
    parser.add_argument("--backend", default="auto", choices=["auto", "native", "python"])
    args = parser.parse_args()
    backend = args.backend
    if backend == "auto":
        backend = "native" if solver_native.available() else "python"
    print(
        f"python {sys.version.split()[0]}, {backend} search, one thread, "
        f"limit {args.limit:g} s per position"
    )
    times = run(args.tricks, args.positions, args.limit, backend)
    print(f"{args.tricks} tricks left, {summary(times, args.limit)}", flush=True)
    for k in [int(x) for x in args.horizon.split(",") if x]:
        t = run(k, args.horizon_positions, args.limit, backend, first_seed=10_000)
        print(f"horizon: {k} tricks left, {summary(t, args.limit)}", flush=True)


if __name__ == "__main__":
    main()
