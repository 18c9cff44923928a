"""A bot that picks uniformly among the legal moves (seeded, so games replay)."""

from __future__ import annotations

from typing import Any

from wolfpack.core.game import Game, Move
from wolfpack.core.rng import SeededRandom


class RandomBot:
    """Uniformly random legal moves; the same seed plays the same way."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, game: Game[Any]) -> Move:
        """A uniformly random legal move."""
        return self.rng.choice(game.legal_moves())


def play_out(game: Game[Any], bots: list[Any]) -> Game[Any]:
    """Let ``bots[player]`` make every decision until the game is over; return the game."""
    while not game.is_over:
        player = game.to_move
        assert player is not None
        game.play(bots[player].choose(game))
    return game
