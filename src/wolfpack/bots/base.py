"""The bot interface shared by every game: given a game, choose a legal move."""

from __future__ import annotations

from typing import Any, Protocol

from wolfpack.core.game import Game, Move


class Bot(Protocol):
    """Anything that chooses a move for the player to move. Bots see only the public API;
    a bot for a hidden-information game must decide from ``game.view(player)``."""

    name: str

    def choose(self, game: Game[Any]) -> Move:
        """A legal move for ``game.to_move``."""
        ...
