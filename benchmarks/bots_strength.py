"""Strength of the Lone Wolves bots: seeded matches with win rates and 95% intervals.

Game ``i`` is dealt from ``seed + i``; the bots swap seats every game. Bots are given as
tournament specs: ``random``, ``heuristic``, ``ismcts:<iterations>``, ``ismcts:<s>s``.

Goals (issue 5, 1,000 games each): ISMCTS at 1 s per decision wins >= 95% against random
and >= 65% against the heuristic bot. That is hours of CPU; run it scaled down with
``--games`` and ``--bot`` (e.g. ``ismcts:0.1s`` or ``ismcts:2000``) and report exactly what
was run.

Run: ``python benchmarks/bots_strength.py [--bot ismcts:1s] [--against random,heuristic]
[--games 1000] [--seed 0]``  (the same as ``wolfpack tournament BOT OPPONENT -n GAMES``).
"""

from __future__ import annotations

import argparse
import sys

from wolfpack.bots.tournament import play_match, progress_bar


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="ismcts:1s")
    parser.add_argument("--against", default="random,heuristic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant", default=None)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {args.games} games per match, seed {args.seed}")
    for opponent in args.against.split(","):
        result = play_match(
            args.bot,
            opponent,
            args.games,
            seed=args.seed,
            variant=args.variant,
            progress=progress_bar(args.games, sys.stderr),
        )
        print(result.report(), flush=True)


if __name__ == "__main__":
    main()
