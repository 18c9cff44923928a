"""How long each level thinks, with the native core and in Python, per game.

For each game and player count, and each searching level, the computer (a timed
:class:`~wolfpack.bots.levels.LevelBot`) makes decisions in a seeded game a few decisions
in: one decision (Lone Wolves, Triqueta), or one whole turn (The Wolves: every decision of
one player's turn, the time shared out by the level's turn clock). Printed: wall-clock
seconds per decision or turn against the level's budget, and the search iterations reached
beside the level's reproducible equivalent (fewer than half: the level stopped at its time
short of its strength, which the board says).

Run: ``python benchmarks/level_times.py [--levels medium,hard,expert]
[--backends native,python] [--json out.json]``. On a busy machine the iterations fall, not
the time.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from wolfpack.bots.levels import LEVELS, TURN_DECISIONS, LevelBot, turn_key
from wolfpack.core.native import core
from wolfpack.core.registry import get_game
from wolfpack.the_wolves.state import PLACE

CONFIGS: list[tuple[str, int, str | None]] = [
    ("lone-wolves", 2, None),
    ("the-wolves", 3, None),
    ("triqueta", 2, "hidden-wolves"),
    ("triqueta", 4, None),
]


def position(game_id: str, players: int, variant: str | None, seed: int) -> Any:
    """A seeded game some decisions in, at a decision with a choice."""
    game = get_game(game_id).new(seed, players, variant)
    rng = random.Random(seed)
    for _ in range(40 if game_id == "the-wolves" else 8):
        game.play(rng.choice(game.legal_notations()))
    if game_id in TURN_DECISIONS:  # on to the first decision of a turn of actions
        turn = turn_key(game)
        while turn_key(game) == turn or game.state.phase == PLACE:
            game.play(rng.choice(game.legal_notations()))
    while len(game.legal_moves()) < 2:
        game.play(game.legal_notations()[0])
    return game


def time_level(
    game_id: str, players: int, variant: str | None, level: str, backend: str
) -> dict[str, Any]:
    """Seconds and iterations of one decision (one turn of The Wolves) at ``level``."""
    game = position(game_id, players, variant, 1)
    bot = LevelBot(LEVELS[level], 1, backend=backend)  # type: ignore[arg-type]
    turn = turn_key(game)
    iterations, decisions = 0, 0
    start = time.perf_counter()
    while True:
        game.play(bot.choose(game))
        decisions += 1
        iterations += bot.last.iterations if bot.last is not None else 0
        if game_id not in TURN_DECISIONS or game.is_over or turn_key(game) != turn:
            break
    return {
        "game": game_id,
        "players": players,
        "level": level,
        "backend": backend,
        "seconds": time.perf_counter() - start,
        "budget": LEVELS[level].seconds,
        "decisions": decisions,
        "iterations": iterations,
        "equivalent": LEVELS[level].iterations_for(game_id),
    }


def main(argv: list[str] | None = None) -> int:
    """Print the table (and write JSON when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--levels", default="medium,hard,expert")
    parser.add_argument("--only", default="", help="games, e.g. the-wolves")
    parser.add_argument("--backends", default="native,python" if core() else "python")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    rows = []
    print(
        f"{'game':<12} {'pl':>2} {'level':<7} {'backend':<7} {'seconds':>8} {'budget':>6} "
        f"{'decisions':>9} {'iterations':>10} {'equivalent':>10}"
    )
    for game_id, players, variant in CONFIGS:
        if args.only and game_id not in args.only.split(","):
            continue
        for level in args.levels.split(","):
            for backend in args.backends.split(","):
                r = time_level(game_id, players, variant, level, backend)
                rows.append(r)
                print(
                    f"{game_id:<12} {players:>2} {level:<7} {backend:<7} {r['seconds']:>8.2f} "
                    f"{r['budget']:>6.1f} {r['decisions']:>9} {r['iterations']:>10} "
                    f"{r['equivalent']:>10}",
                    flush=True,
                )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
