"""The Wolves as an OpenSpiel game (read by :mod:`wolfpack.openspiel`)."""

from __future__ import annotations

from wolfpack.core.openspiel_shape import OpenSpielShape
from wolfpack.the_wolves.actions import wolf_code


def max_game_length(players: int, variant: str) -> int:
    """The most decisions after the deal for ``players`` (its round limit, TW-T10)."""
    from wolfpack.the_wolves.loader import load_data
    from wolfpack.the_wolves.state import max_decisions

    return max_decisions(load_data().rules(players))


SHAPE = OpenSpielShape(
    short_name="wolfpack_the_wolves",
    long_name="wolfpack The Wolves",
    default_players=3,
    # A wolf's move is coded from hex * 256 + hex (a map has fewer than 256 hexes).
    num_distinct_actions=wolf_code(255, 1, 255) + 1,
    max_game_length=max_game_length,
)
"""The Wolves' OpenSpiel names, defaults and action space."""
