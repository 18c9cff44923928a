"""Messages of the core (any game): a move that is not written in the game's notation.

Every game reads and writes its moves in one canonical notation, the strings
:meth:`~wolfpack.core.game.Game.legal_notations` lists; anything else is refused with one
of these, in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import nth_word


def game_word(game_id: Any, lang: str) -> str:
    """A game's title (the same in every language: it is a name)."""
    from wolfpack.core.registry import get_game

    try:
        return get_game(str(game_id)).title
    except KeyError:
        return str(game_id)


TERMS: dict[str, TermFormatter] = {"game": game_word, "nth": nth_word}
"""The term kinds of the core's messages."""

DOMAINS: dict[str, Sequence[Any]] = {"nth": range(0, 20)}
"""Every value of the core's enumerable term kinds (a game's title is rendered; an index
shown from 1 is sent once for the indices a board has: players, rows, stacks, spaces)."""
