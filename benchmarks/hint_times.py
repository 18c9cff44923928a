"""How long the board's Hint takes, per game and phase: wall-clock and CPU seconds.

For each game (Lone Wolves, The Wolves at 3 players, Triqueta at 4 players) and phase
(early, middle, late: the positions of ``benchmarks/hint_calibration.py``, a random game
10%, 50% or 80% of the way through; Lone Wolves at tricks 1-2, 6-7, 10-11), about ten
seeded positions where the player to move has a choice get the hint the board's Hint
button asks for (:func:`wolfpack.bots.analysis.hint_task` with its defaults, then
``run``). Printed per game and phase: the median and the largest wall-clock seconds and
CPU seconds (every thread of the process) of one hint. The goal (issue 46): within a
second, wall clock, on a 2-core machine.

On a machine busy with other work the wall time grows while the CPU time stays: read the
two together. ``--json FILE`` keeps the figures, ``--compare FILE`` prints them beside a
run kept so (before/after). ``--threads N`` forces the native search's threads
(``WOLFPACK_SEARCH_THREADS``); the hint is the same whatever N.

Run: ``python benchmarks/hint_times.py [--positions 10] [--games lone-wolves,the-wolves,
triqueta] [--phases early,middle,late] [--iterations N] [--threads N] [--json out.json]
[--compare before.json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hint_calibration import lone_wolves, played_to

from wolfpack import TheWolves, Triqueta
from wolfpack.bots.analysis import hint_task
from wolfpack.core.game import Game

GAMES: dict[str, Callable[[int, str], Game[Any]]] = {
    "lone-wolves": lone_wolves,
    "the-wolves": lambda seed, phase: played_to(lambda: TheWolves(3, seed=seed), seed, phase),
    "triqueta": lambda seed, phase: played_to(lambda: Triqueta(4, seed=seed), seed, phase),
}
"""The game of each name at a seeded position of a phase (The Wolves at 3 players,
Triqueta at 4)."""


def with_a_choice(game: Game[Any], seed: int) -> Game[Any]:
    """``game`` played on at random (seeded) to the first decision with two or more legal
    moves (a single move is answered without a search)."""
    rng = random.Random(seed)
    while not game.is_over and len(game.legal_moves()) < 2:
        game.play(rng.choice(game.legal_moves()))
    return game


def time_hint(game: Game[Any], seed: int, iterations: int | None) -> tuple[float, float, int]:
    """Wall-clock and CPU seconds of the board's hint for ``game`` (seeded; ``iterations``,
    None for the default), and its iterations (search) or deals (PIMC)."""
    wall, cpu = time.perf_counter(), time.process_time()
    analysis = hint_task(game, seed=seed, iterations=iterations).run()
    return time.perf_counter() - wall, time.process_time() - cpu, analysis.iterations


def measure(
    game_id: str, phase: str, positions: int, seed: int, iterations: int | None = None
) -> dict[str, Any]:
    """The figures of one game and phase over ``positions`` seeded positions."""
    walls, cpus, work = [], [], []
    for k in range(positions):
        game = with_a_choice(GAMES[game_id](seed + k, phase), seed + k)
        if game.is_over:
            continue
        wall, cpu, n = time_hint(game, seed + k, iterations)
        walls.append(wall)
        cpus.append(cpu)
        work.append(n)
    return {
        "game": game_id,
        "phase": phase,
        "n": len(walls),
        "wall_median": statistics.median(walls),
        "wall_max": max(walls),
        "cpu_median": statistics.median(cpus),
        "cpu_max": max(cpus),
        "work_median": statistics.median(work),
    }


def row(label: str, f: dict[str, Any]) -> str:
    return (
        f"{f['game']:12} {f['phase']:6} {label:6} {f['n']:3} {f['wall_median']:7.2f} "
        f"{f['wall_max']:6.2f} {f['cpu_median']:7.2f} {f['cpu_max']:6.2f} "
        f"{f['work_median']:>9,.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10, help="per game and phase")
    parser.add_argument("--games", default="lone-wolves,the-wolves,triqueta")
    parser.add_argument("--phases", default="early,middle,late")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, help="force the native search's threads")
    parser.add_argument("--iterations", type=int, help="the hint's (default: the game's)")
    parser.add_argument("--json", help="keep the figures in this file")
    parser.add_argument("--compare", help="figures kept by an earlier run (--json), shown above")
    args = parser.parse_args()
    if args.threads is not None:
        os.environ["WOLFPACK_SEARCH_THREADS"] = str(args.threads)
    before: dict[tuple[str, str], dict[str, Any]] = {}
    if args.compare:
        for f in json.loads(Path(args.compare).read_text())["figures"]:
            before[f["game"], f["phase"]] = f
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    print(
        "game         phase  run      n    wall    max     cpu    max  work/hint\n"
        "                                 median         median"
    )
    figures = []
    for game_id in args.games.split(","):
        for phase in args.phases.split(","):
            f = measure(game_id, phase, args.positions, args.seed, args.iterations)
            figures.append(f)
            if (game_id, phase) in before:
                print(row("before", before[game_id, phase]))
            print(row("now" if before else "", f), flush=True)
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    if args.json:
        Path(args.json).write_text(json.dumps({"figures": figures}, indent=1) + "\n")


if __name__ == "__main__":
    main()
