"""The native core's The Wolves against the Python fast state, at scale: random games at
2, 3, 4 and 5 players played through both at once, every legal-action list, every
position, the projected outcome every 25 decisions and the end compared
(:func:`wolfpack.the_wolves.native.compare_game`; ``tests/test_native_the_wolves.py``
is the small run CI makes).

Run: ``python benchmarks/the_wolves_native_differential.py [--decisions 1000000]
[--jobs 2]``; prints the decisions played per player count and every mismatch, and exits
1 if there was one.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from wolfpack.core.native import Mismatch
from wolfpack.the_wolves.native import compare_game

PLAYERS = (2, 3, 4, 5)


def run(job: int, players: int, decisions: int) -> tuple[int, int, int, list[str]]:
    """Plays games at ``players`` until ``decisions`` are reached: (players, games,
    decisions, mismatches)."""
    rng = random.Random(job * 1009 + players)
    done = games = 0
    bad: list[str] = []
    while done < decisions:
        seed = job * 1_000_000 + games
        games += 1
        try:
            done += compare_game(players, seed, rng)
        except Mismatch as e:
            bad.append(str(e))
    return players, games, done, bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=1_000_000, help="in all")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    per = args.decisions // (len(PLAYERS) * args.jobs) + 1
    start = time.perf_counter()
    totals = {p: [0, 0] for p in PLAYERS}
    mismatches: list[str] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run, j, p, per) for j in range(args.jobs) for p in PLAYERS]
        for f in futures:
            players, games, done, bad = f.result()
            totals[players][0] += games
            totals[players][1] += done
            mismatches += bad
    for p, (games, done) in totals.items():
        print(f"{p} players: {games:,} games, {done:,} decisions")
    print(f"in all: {sum(d for _, d in totals.values()):,} decisions, ", end="")
    print(f"{len(mismatches)} mismatches, {time.perf_counter() - start:.0f} s")
    for m in mismatches:
        print("MISMATCH", m)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
