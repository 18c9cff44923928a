"""The Wolves engine speed: random full games per second at 2 and 5 players, on one core.

* fast path: a fresh deal, then ``legal_actions()`` + ``apply()`` with uniform random
  decisions and no explanations (what search and playouts use);
* full API: ``TheWolves`` with ``legal_moves()`` (every decision explained) + ``play()``
  (events, undo snapshot), as a notebook or the widget uses it.

Run: ``python benchmarks/the_wolves_random_games.py [seconds per figure]``.
"""

from __future__ import annotations

import random
import sys
import time

from wolfpack import TheWolves
from wolfpack.core.rng import SeededRandom
from wolfpack.the_wolves import load_data
from wolfpack.the_wolves.deal import deal
from wolfpack.the_wolves.state import TWState


def fast_games(players: int, seconds: float) -> tuple[float, float]:
    """(games per second, decisions per game) on the fast path."""
    rules = load_data().rules(players)
    rng = random.Random(players)
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = TWState.from_setup(rules, deal(rules, SeededRandom(games)))
        decisions += s.playout(rng)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / games


def api_games(players: int, seconds: float) -> float:
    """Games per second through the explained API."""
    rng = random.Random(players)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = TheWolves(players=players, seed=games)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
        games += 1
    return games / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    for players in (2, 5):
        rate, per_game = fast_games(players, seconds)
        api = api_games(players, seconds)
        print(
            f"{players} players: {rate:6.1f} random games/s (fast path, "
            f"{per_game:.0f} decisions/game), {api:5.1f} games/s (explained API)"
        )


if __name__ == "__main__":
    main()
