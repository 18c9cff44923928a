"""Lone Wolves as an OpenSpiel game (read by :mod:`wolfpack.openspiel`)."""

from __future__ import annotations

from wolfpack.core.openspiel_shape import OpenSpielShape
from wolfpack.lone_wolves.actions import PLACE_BASE
from wolfpack.lone_wolves.components import LOCATION_NAMES, N_TRICKS


def max_game_length(players: int, variant: str) -> int:
    """The most decisions after the deal: per trick two cards, a reveal after each 3
    played (LW-T4), the loser's take and place."""
    return N_TRICKS * 6


SHAPE = OpenSpielShape(
    short_name="wolfpack_lone_wolves",
    long_name="wolfpack Lone Wolves",
    default_players=2,
    num_distinct_actions=PLACE_BASE + len(LOCATION_NAMES),
    max_game_length=max_game_length,
)
"""Lone Wolves' OpenSpiel names, defaults and action space."""
