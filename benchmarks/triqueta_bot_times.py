"""The computer's time per Triqueta decision at each board level (random, easy, medium, hard,
expert), in wall-clock and CPU seconds.

Positions are taken from seeded random games (every ``--every``-th decision with two legal
moves or more, as a board's computer seat meets them), for 2 players (the 2-player variant
of Hidden Wolves) and for 4 players; each level decides once in each position, from the
deciding player's information only.

Run: ``.venv/bin/python benchmarks/triqueta_bot_times.py [--positions N] [--levels a,b]
[--json out.json]``. On a busy machine the wall-clock figures grow; the CPU figures less so.
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
from wolfpack.triqueta import Triqueta


def positions(players: int, count: int, every: int, seed: int = 0) -> list[Triqueta]:
    """``count`` positions (games replayed to a decision with a real choice) of seeded
    random games for ``players``."""
    out: list[Triqueta] = []
    rng = random.Random(seed)
    game_seed = 0
    while len(out) < count:
        game = Triqueta(players, seed=game_seed)
        game_seed += 1
        n = 0
        while not game.is_over and len(out) < count:
            moves = game.legal_moves()
            if len(moves) > 1:
                n += 1
                if n % every == 0:
                    out.append(Triqueta.from_record(game.to_record()))
            game.play(moves[rng.randrange(len(moves))])
    return out


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered) + 0.5) - 1))]


def measure(level: str, games: list[Triqueta]) -> dict[str, Any]:
    """Time one decision of ``level`` in each position."""
    bot = bot_for_level(level, 1)
    wall: list[float] = []
    cpu: list[float] = []
    for game in games:
        w0, c0 = time.perf_counter(), time.process_time()
        bot.choose(game)
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    return {
        "level": level,
        "decisions": len(wall),
        "wall_ms": {
            "median": round(1000 * statistics.median(wall), 1),
            "p95": round(1000 * percentile(wall, 0.95), 1),
            "max": round(1000 * max(wall), 1),
        },
        "cpu_ms": {
            "median": round(1000 * statistics.median(cpu), 1),
            "p95": round(1000 * percentile(cpu, 0.95), 1),
        },
    }


def main() -> int:
    """Print the figures (a table, and JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--every", type=int, default=7)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    rows = []
    for players in map(int, args.players.split(",")):
        games = positions(players, args.positions, args.every)
        for level in args.levels.split(","):
            row = {"players": players, **measure(level, games)}
            rows.append(row)
            wall, cpu = row["wall_ms"], row["cpu_ms"]
            print(
                f"{players} players  {level:7} ({LEVELS[level]:12})  "
                f"wall median {wall['median']:8.1f} ms  p95 {wall['p95']:8.1f} ms  "
                f"cpu median {cpu['median']:8.1f} ms",
                flush=True,
            )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
