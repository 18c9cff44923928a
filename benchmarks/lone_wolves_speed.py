"""Lone Wolves engine speed: decisions per second on one core.

* rollout: ``LWState.clone()`` + ``playout`` (uniform random decisions, no explanations):
  the path search uses.
* search loop: ``legal_actions()`` + ``apply()`` per decision, as a tree search expands.
* full API: ``legal_moves()`` (every legal move with its explanation) + ``play()`` (with
  events, undo snapshot) per decision, as a notebook or the widget uses it.

Run: ``python benchmarks/lone_wolves_speed.py [seconds per figure]``.
"""

from __future__ import annotations

import random
import sys
import time

from wolfpack import LoneWolves
from wolfpack.lone_wolves.state import OVER, LWState


def rollout(seconds: float) -> float:
    root = LWState.new(seed=1)
    rng = random.Random(1)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        n += root.clone().playout(rng)
    return n / (time.perf_counter() - start)


def search_loop(seconds: float) -> float:
    root = LWState.new(seed=2)
    rng = random.Random(2)
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = root.clone()
        while s.phase != OVER:
            legal = s.legal_actions()
            s.apply(legal[int(rng.random() * len(legal))])
            n += 1
    return n / (time.perf_counter() - start)


def full_api(seconds: float) -> float:
    rng = random.Random(3)
    n = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = LoneWolves(seed=seed)
        seed += 1
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
            n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print(f"python {sys.version.split()[0]}, {seconds:g} s per figure, one core")
    print(f"rollout (clone + playout):            {rollout(seconds):>10,.0f} decisions/s")
    print(f"search loop (legal_actions + apply):  {search_loop(seconds):>10,.0f} decisions/s")
    print(f"full API (legal_moves + play):        {full_api(seconds):>10,.0f} decisions/s")


if __name__ == "__main__":
    main()
