"""Triqueta as an OpenSpiel game (read by :mod:`wolfpack.openspiel`)."""

from __future__ import annotations

from wolfpack.core.openspiel_shape import OpenSpielShape
from wolfpack.triqueta.actions import N_ACTIONS


def max_game_length(players: int, variant: str) -> int:
    """The most decisions after the deal: every draw takes a tile from a tower and every
    option places one light tile; a round ends when each player has taken a row; a tower
    is chosen between rounds; each player counts at the end."""
    from wolfpack.triqueta.components import N_ROUNDS, SHADOW, all_tiles

    tiles = all_tiles(variant == "hidden-wolves")
    light = sum(t < SHADOW for t in tiles)
    return len(tiles) + light + players * N_ROUNDS + N_ROUNDS - 1 + players


SHAPE = OpenSpielShape(
    short_name="wolfpack_triqueta",
    long_name="wolfpack Triqueta",
    default_players=4,
    num_distinct_actions=N_ACTIONS,
    max_game_length=max_game_length,
)
"""Triqueta's OpenSpiel names, defaults and action space."""
