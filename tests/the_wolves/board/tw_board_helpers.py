"""Helpers of The Wolves' board tests: random positions and the legal tree as paths."""

from __future__ import annotations

import random
from collections.abc import Iterator

from wolfpack.the_wolves import TheWolves
from wolfpack.widget.legal import expand


def positions(players: int, seed: int, decisions: int) -> Iterator[TheWolves]:
    """A game of ``players`` dealt from ``seed``, yielded before each of up to
    ``decisions`` random decisions (the same game object, moved on each time)."""
    game = TheWolves(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            return
        yield game
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])


def paths(legal: dict[str, object]) -> list[tuple[str, ...]]:
    """Every complete path of a synced ``legal`` tree, sorted."""
    return sorted(expand(legal))  # type: ignore[arg-type]
