"""The rule-based bot: each game's greedy policy, seeded (ties are broken at random)."""

from __future__ import annotations

import random
from typing import Any

from wolfpack.bots.adapters import adapter_for, move_of
from wolfpack.core.game import Game, Move


class HeuristicBot:
    """Plays each game's rule-based policy (its bot adapter's) from the
    player's own view and the public history only. The same seed plays the same way."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any]) -> Move:
        """The policy's legal move for ``game.to_move``."""
        player = game.to_move
        if player is None:
            raise ValueError("the game is over")
        return move_of(game, adapter_for(game).heuristic_action(game, player, self.rng))
