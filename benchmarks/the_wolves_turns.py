"""The computer's time per turn in The Wolves, at each level of the boards' seat menu.

A turn is every decision of one player from the choice of the first action to the end of the
turn (an action, its target, payment, wolves, displacements, tracks; bonus actions). The
computer plays every seat of a seeded game at one level, after the placement draft, and each
turn's thinking is timed (wall clock and CPU of this process). The goal of the board issue:
at most 2 s per turn at the default level (``easy``, :data:`wolfpack.widget.thinking.
DEFAULT_LEVEL`).

Run: ``.venv/bin/python benchmarks/the_wolves_turns.py [--players 3] [--levels easy,medium]
[--turns N] [--json out.json]`` (the searching levels take long: by default few turns each).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from wolfpack.bots import LEVELS, bot_for_level
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.state import PLACE

TURNS = {"random": 40, "easy": 40, "medium": 6, "hard": 2, "expert": 1}
"""How many turns each level is timed for by default."""


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def time_turns(level: str, players: int, turns: int, seed: int) -> dict[str, Any]:
    """Time ``turns`` whole turns of the computer at ``level`` in a seeded game."""
    game = TheWolves(players=players, seed=seed)
    rng = random.Random(seed)
    while game.state.phase == PLACE:
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    bots = [bot_for_level(level, seed + p) for p in range(players)]
    wall: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    while len(wall) < turns and not game.is_over:
        mover = game.to_move
        assert mover is not None
        w0, c0, n = time.perf_counter(), time.process_time(), 0
        while game.to_move == mover and not game.is_over:
            game.play(bots[mover].choose(game).notation)
            n += 1
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
        decisions.append(n)
    return {
        "level": level,
        "spec": LEVELS[level],
        "players": players,
        "turns": len(wall),
        "decisions_per_turn": round(statistics.mean(decisions), 1),
        "seconds_per_turn": {
            "mean": round(statistics.mean(wall), 3),
            "p95": round(percentile(wall, 0.95), 3),
            "max": round(max(wall), 3),
        },
        "cpu_seconds_per_turn": {"mean": round(statistics.mean(cpu), 3)},
    }


def main() -> int:
    """Time each level and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--turns", type=int, help="turns per level (default: per level)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    results = []
    for level in args.levels.split(","):
        result = time_turns(level, args.players, args.turns or TURNS[level], args.seed)
        print(json.dumps(result), flush=True)
        results.append(result)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
