"""How long Lone Wolves' PIMC takes (the hint's exact estimator): wall-clock and CPU seconds
for 100 deals, each solved exactly for every legal move, 4 and 5 tricks before the end.

Positions: a seeded random game played to a lead ``k`` tricks before the end (the player
to lead has a choice), ``--positions`` of them per ``k`` (seeds from ``--seed``). Each runs
the native PIMC the hint runs (:meth:`LoneWolvesAdapter.pimc`): raced (a move shown worse
than the leader is no longer solved, and the deals stop once one move is left after 48 of
them) or with ``--no-race`` every move on every deal, as the calibration's reference
does. Printed per ``k``: the median and the largest wall-clock seconds and CPU seconds
(every thread of the process), and the deals solved. The goal (issue 46): 100 deals at 4
tricks within 3 s of wall time on a 2-core machine.

On a machine busy with other work the wall time grows while the CPU time stays: read the
two together (on a quiet machine with 2 cores the wall time is about the CPU time over 2).
``--json FILE`` keeps the figures, ``--compare FILE`` prints them beside a run kept so
(before/after). ``--threads N`` forces the threads (``WOLFPACK_SEARCH_THREADS``; the rows
are the same whatever N).

Run: ``python benchmarks/pimc_times.py [--tricks 4,5] [--positions 10] [--deals 100]
[--no-race] [--threads N] [--json out.json] [--compare before.json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from pathlib import Path
from typing import Any

from wolfpack import LoneWolves
from wolfpack.bots.adapters import adapter_for
from wolfpack.lone_wolves.components import N_TRICKS


def position(seed: int, tricks_left: int) -> LoneWolves:
    """A seeded random game at a lead ``tricks_left`` tricks before the end."""
    game = LoneWolves(seed=seed)
    rng = random.Random(seed)
    target = N_TRICKS - tricks_left
    while not (game.state.tricks == target and game.state.phase == 0 and game.state.lead_card < 0):
        game.play(rng.choice(game.legal_moves()))
    return game


def time_pimc(game: LoneWolves, deals: int, seed: int, race: bool) -> tuple[float, float, int]:
    """Wall-clock and CPU seconds of ``deals`` PIMC deals from the leader's knowledge, and
    the deals solved."""
    adapter: Any = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    wall, cpu = time.perf_counter(), time.process_time()
    found = adapter.pimc(det, deals, seed, None, None, None, race=race)
    return time.perf_counter() - wall, time.process_time() - cpu, len(found.rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tricks", default="4,5", help="tricks left, comma-separated")
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-race", action="store_true", help="every move on every deal")
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None, help="keep the figures here")
    parser.add_argument("--compare", type=Path, default=None, help="a --json file, before")
    args = parser.parse_args()
    if args.threads is not None:
        os.environ["WOLFPACK_SEARCH_THREADS"] = str(args.threads)
    os.environ.setdefault("WOLFPACK_BACKEND", "native")
    before = json.loads(args.compare.read_text()) if args.compare else {}
    print(
        f"PIMC, {args.deals} deals, {'every move' if args.no_race else 'raced'}; "
        f"{args.positions} positions per row (cpu: every thread of the process)"
    )
    head = "tricks left  wall median  wall max  cpu median  cpu max  deals"
    print(head + ("   before: wall median/max  cpu median/max" if before else ""))
    figures: dict[str, dict[str, float]] = {}
    for k in (int(t) for t in args.tricks.split(",")):
        walls, cpus, solved = [], [], []
        for i in range(args.positions):
            game = position(args.seed + i, k)
            w, c, n = time_pimc(game, args.deals, args.seed + i, not args.no_race)
            walls.append(w)
            cpus.append(c)
            solved.append(n)
        row = {
            "wall_median": statistics.median(walls),
            "wall_max": max(walls),
            "cpu_median": statistics.median(cpus),
            "cpu_max": max(cpus),
            "deals_median": statistics.median(solved),
        }
        figures[str(k)] = row
        line = (
            f"{k:11}  {row['wall_median']:11.2f}  {row['wall_max']:8.2f}  "
            f"{row['cpu_median']:10.2f}  {row['cpu_max']:7.2f}  {row['deals_median']:5.0f}"
        )
        if str(k) in before:
            b = before[str(k)]
            line += (
                f"   {b['wall_median']:11.2f}/{b['wall_max']:.2f}  "
                f"{b['cpu_median']:10.2f}/{b['cpu_max']:.2f}"
            )
        print(line, flush=True)
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
