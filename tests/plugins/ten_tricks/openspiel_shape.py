"""Ten Tricks as an OpenSpiel game (read by :mod:`wolfpack.openspiel`)."""

from __future__ import annotations

from ten_tricks.state import HAND, PLAYERS
from wolfpack.core.openspiel_shape import OpenSpielShape

SHAPE = OpenSpielShape(
    short_name="ten_tricks",
    long_name="Ten Tricks",
    default_players=PLAYERS,
    num_distinct_actions=10,
    max_game_length=lambda players, variant: HAND * PLAYERS,
)
"""One action per card; every card in the hands is played once."""
