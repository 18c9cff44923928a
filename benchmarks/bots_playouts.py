"""ISMCTS speed at move 1 of Lone Wolves: search iterations (one determinization, tree
walk, random playout to the end and back-up each) completed in a fixed time.

Goal (issue 5): at least 2,000 playouts in 1 s at move 1.

Run: ``python benchmarks/bots_playouts.py [--seconds 1] [--deals 5]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from wolfpack import LoneWolves
from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.ismcts import search


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="search time per deal")
    parser.add_argument("--deals", type=int, default=5, help="deals (seeds 0..n-1)")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {args.seconds:g} s per search, one thread")
    counts = []
    for seed in range(args.deals):
        game = LoneWolves(seed=seed)
        adapter = adapter_for(game)
        player = game.to_move
        assert player is not None
        det = adapter.info_set(game, player)
        result = search(adapter, det, seconds=args.seconds, rng=random.Random(seed))
        rate = result.iterations / result.seconds
        counts.append(rate)
        print(
            f"deal {seed}: {result.iterations:>6} playouts in {result.seconds:.2f} s "
            f"({rate:,.0f}/s), {len(result.stats)} legal moves"
        )
    print(
        f"playouts per second at move 1: median {statistics.median(counts):,.0f}, "
        f"min {min(counts):,.0f} (goal >= 2,000)"
    )
    # For comparison: bare random playouts of the fast state, no tree, no sampling.
    game = LoneWolves(seed=0)
    root = game.state
    rng = random.Random(0)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        root.clone().playout(rng)
        n += 1
    print(f"bare clone + playout: {n / (time.perf_counter() - start):,.0f} games/s")


if __name__ == "__main__":
    main()
