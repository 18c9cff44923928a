"""The Wolves fast-path speed: decisions per second of CPU time in seeded random full games.

The fast path is what search and random playouts use: ``TWState.legal_actions()`` +
``TWState.apply()`` with uniform random decisions and no explanations (``playout``). Each
player count plays the same seeded deals and decisions on every run, so two runs of the
same code do the same work; only the time differs. The time is CPU time of this process
(``time.process_time``), so other work on a shared machine disturbs it less than the wall
clock would; dealing the game and building the first position are not counted.

Run: ``python benchmarks/the_wolves_speed.py [--games 40] [--players 2 3 4 5] [--profile]``;
``--profile`` adds a per-function summary (cProfile, sorted by own time) for each player
count, whose timings are inflated by the profiler itself.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import sys
import time

from wolfpack.core.rng import SeededRandom
from wolfpack.the_wolves import load_data
from wolfpack.the_wolves.deal import deal
from wolfpack.the_wolves.state import TWState


def random_games(players: int, games: int) -> tuple[int, float]:
    """(decisions, CPU seconds) of ``games`` seeded random games at ``players`` players."""
    rules = load_data().rules(players)
    decisions = 0
    cpu = 0.0
    for g in range(games):
        s = TWState.from_setup(rules, deal(rules, SeededRandom(1000 * players + g)))
        rng = random.Random(g)
        start = time.process_time()
        decisions += s.playout(rng)
        cpu += time.process_time() - start
    return decisions, cpu


def profile(players: int, games: int, top: int) -> str:
    """The ``top`` functions by own time over the same games, as a pstats table."""
    prof = cProfile.Profile()
    prof.enable()
    random_games(players, games)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5])
    parser.add_argument("--profile", action="store_true", help="add a per-function profile")
    parser.add_argument("--top", type=int, default=15, help="functions shown per profile")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {args.games} seeded random games per count")
    total_decisions = 0
    total_cpu = 0.0
    for players in args.players:
        decisions, cpu = random_games(players, args.games)
        total_decisions += decisions
        total_cpu += cpu
        print(
            f"{players} players: {decisions / cpu:>10,.0f} decisions/s CPU "
            f"({decisions / args.games:,.0f} decisions/game, {cpu:.2f} s)"
        )
    print(f"all:       {total_decisions / total_cpu:>10,.0f} decisions/s CPU")
    if args.profile:
        for players in args.players:
            print(f"\n-- profile, {players} players --")
            print(profile(players, args.games, args.top))


if __name__ == "__main__":
    main()
