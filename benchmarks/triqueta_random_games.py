"""How many random Triqueta games per second: the fast rules state and the explained API.

    .venv/bin/python benchmarks/triqueta_random_games.py [seconds per measurement]

Prints games per second (and decisions per second) for every player count, with and
without Hidden Wolves: first on the fast path (``TQState.playout``, what search uses), then
through the teaching API (``Triqueta.legal_moves`` with every explanation, ``play``).
"""

from __future__ import annotations

import random
import sys
import time

from wolfpack.triqueta import Config, TQState, Triqueta


def fast(players: int, hidden: bool, seconds: float) -> tuple[float, float]:
    """(games/s, decisions/s) of random playouts on the rules state."""
    cfg = Config.make(players, hidden)
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        state = TQState.new(cfg, seed=games)
        decisions += state.playout(rng)
        games += 1
    return games / elapsed, decisions / elapsed


def explained(players: int, hidden: bool, seconds: float) -> tuple[float, float]:
    """(games/s, decisions/s) of random games through the explained API."""
    rng = random.Random(1)
    games = decisions = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        g = Triqueta(players=players, hidden_wolves=hidden, seed=games)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            decisions += 1
        games += 1
    return games / elapsed, decisions / elapsed


def main(seconds: float = 1.0) -> None:
    """Print one line per configuration and path."""
    print(f"{'path':9} {'players':>7} {'expansion':>9} {'games/s':>9} {'decisions/s':>12}")
    for path, run in (("fast", fast), ("explained", explained)):
        for players in range(2, 6):
            for hidden in (False, True):
                gps, dps = run(players, hidden, seconds)
                hw = "yes" if hidden else "no"
                print(f"{path:9} {players:>7} {hw:>9} {gps:>9.0f} {dps:>12.0f}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
