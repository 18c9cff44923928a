"""The native core's Lone Wolves against the Python reference, at scale.

    python benchmarks/lone_wolves_native_differential.py [--decisions 1000000] [--seed 0]

Plays random games through both fast states at once (both board sides), comparing every
legal-action list and player to move, the full flat layout after every action, and the
points and result at the end (``wolfpack.lone_wolves.bots.native.compare_game``). Prints
the decisions played and the first mismatch (exit status 1). ``tests/test_native_lone_wolves.py``
is the smaller run CI makes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from wolfpack.core.native import Mismatch
from wolfpack.lone_wolves.bots.native import compare_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    decisions = games = 0
    try:
        while decisions < args.decisions:
            variant = "advanced" if games % 3 == 0 else "standard"
            decisions += compare_game(args.seed + games, variant, rng)
            games += 1
    except Mismatch as e:
        print(f"MISMATCH after {decisions:,} decisions: {e}")
        sys.exit(1)
    print(
        f"{decisions:,} decisions in {games:,} games, 0 mismatches "
        f"({time.perf_counter() - start:.0f} s)"
    )


if __name__ == "__main__":
    main()
