"""A game's shape as an OpenSpiel game: what :mod:`wolfpack.openspiel` registers it with.

Each game's package describes itself (an :class:`OpenSpielShape` its registration names,
:attr:`wolfpack.core.registry.GameInfo.openspiel`); the bridge reads it, and the
game's variants from the registration itself
(:attr:`~wolfpack.core.registry.GameInfo.variants`). This module does not import ``open_spiel``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class OpenSpielShape:
    """One game's OpenSpiel names, defaults and action space."""

    short_name: str
    """The name ``pyspiel.load_game`` knows the game by."""
    long_name: str
    default_players: int
    num_distinct_actions: int
    """How many integer action codes there are (every code is below it)."""
    max_game_length: Callable[[int, str], int]
    """The most decisions after the deal, for a player count and variant."""
