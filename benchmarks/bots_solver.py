"""The exact open-hand solver: time to solve random Lone Wolves positions k tricks from the
end (the exact margin and a best move, as ``solve`` returns them), the positions searched,
and how many are solved within a time limit.

Positions: a deal from seed ``i`` played with uniformly random decisions until ``k``
tricks are left (the leader to play); seeds from 0 for 5 tricks, from 10 000 for the others.
Each solve is cancelled at the time limit; an unsolved position counts as "over the limit".

Goals (issue 29): with 5 tricks left, median <= 100 ms and maximum <= 1 s; with 6 tricks
left, every position within 10 s.

Run: ``python benchmarks/bots_solver.py [--tricks 4,5,6] [--positions 50,100,10]
[--limit 10] [--backend native|python] [--threads N] [--cpu] [--dump FILE]``
(``--threads``: the native solve's threads, 1 by default; ``--cpu``: the solving thread's
CPU time, for a shared machine, or with several threads the whole process's;
``--dump FILE``: write the positions instead, for ``native/examples/solver_bench.rs``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from collections.abc import Callable

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


def timed_solve(
    s: LWState, limit: float, backend: Backend, clock: Callable[[], float], threads: int = 1
) -> tuple[float | None, int]:
    """Seconds on ``clock`` to solve ``s`` (None if not solved within ``limit`` seconds of
    wall time) and the positions searched."""
    cancel = threading.Event()
    timer = threading.Timer(limit, cancel.set)
    timer.start()
    start = clock()
    try:
        nodes = solve(s, cancel=cancel, backend=backend, threads=threads).nodes
    except SolverCancelled:
        return None, 0
    finally:
        timer.cancel()
    return clock() - start, nodes


def run(
    tricks: int,
    positions: int,
    limit: float,
    backend: Backend,
    first_seed: int = 0,
    clock: Callable[[], float] = time.perf_counter,
    threads: int = 1,
) -> tuple[list[float | None], list[int]]:
    """Times (None: over the limit) and positions searched (solved ones) for ``positions``
    positions ``tricks`` from the end."""
    times, nodes = [], []
    for i in range(positions):
        t, n = timed_solve(position(first_seed + i, tricks), limit, backend, clock, threads)
        times.append(t)
        if t is not None:
            nodes.append(n)
    return times, nodes


def dump(path: str, tricks: list[int], counts: list[int]) -> None:
    """Writes the positions for ``native/examples/solver_bench.rs``: per position a line
    ``P seed reveal n``, its descriptor, then ``action descriptor`` per legal action."""
    from wolfpack.lone_wolves.state import REVEAL

    lines = []
    for j, k in enumerate(tricks):
        first = 0 if k == 5 else 10_000
        for i in range(counts[min(j, len(counts) - 1)]):
            s = position(first + i, k)
            actions = s.legal_actions()
            lines.append(f"P {first + i} {int(s.phase == REVEAL)} {len(actions)}")
            lines.append(" ".join(map(str, solver_native.describe(s))))
            for a in actions:
                c = s.clone()
                c.apply(a)
                lines.append(f"{a} " + " ".join(map(str, solver_native.describe(c))))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def summary(times: list[float | None], nodes: list[int], limit: float) -> str:
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
    searched = f", positions searched median {statistics.median(nodes):,.0f}" if nodes else ""
    return (
        f"{len(times)} positions: solved {len(solved)} within {limit:g} s; "
        f"median {med_s}, 90th percentile {p90_s}, maximum {max_s}{searched}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricks", default="4,5,6", help="tricks left, comma-separated")
    parser.add_argument("--positions", default="50,100,10", help="positions per entry")
    parser.add_argument("--limit", type=float, default=10.0, help="seconds per position")
    parser.add_argument("--backend", default="auto", choices=["auto", "native", "python"])
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time the solving thread's CPU (a shared machine); the limit stays wall time",
    )
    parser.add_argument("--threads", type=int, default=1, help="the native solve's threads")
    parser.add_argument("--dump", help="write the positions to this file and stop")
    args = parser.parse_args()
    if args.dump:
        tricks = [int(x) for x in args.tricks.split(",") if x]
        dump(args.dump, tricks, [int(x) for x in args.positions.split(",")])
        return
    backend = args.backend
    if backend == "auto":
        backend = "native" if solver_native.available() else "python"
    print(
        f"python {sys.version.split()[0]}, {backend} search, threads: {args.threads}, "
        f"limit {args.limit:g} s per position, {'CPU' if args.cpu else 'wall'} time"
    )
    clock = time.perf_counter
    if args.cpu:
        clock = time.thread_time if args.threads == 1 else time.process_time
    counts = [int(x) for x in args.positions.split(",")]
    for j, k in enumerate(int(x) for x in args.tricks.split(",") if x):
        n = counts[min(j, len(counts) - 1)]
        first = 0 if k == 5 else 10_000
        times, nodes = run(k, n, args.limit, backend, first, clock, args.threads)
        print(f"{k} tricks left, {summary(times, nodes, args.limit)}", flush=True)


if __name__ == "__main__":
    main()
