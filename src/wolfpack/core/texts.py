"""Messages of the core (any game): a move that is not written in the game's notation.

Every game reads and writes its moves in one canonical notation, the strings
:meth:`~wolfpack.core.game.Game.legal_notations` lists; anything else is refused with one
of these, in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.lesson_texts import TEXTS as LESSON_TEXTS
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

TEXTS: dict[str, dict[str, str]] = {
    "core.not_canonical": {
        "en": "Moves are written exactly as the game lists them: write '{canonical}', "
        "not '{move}'.",
        "de": "Züge werden genau so geschrieben, wie das Spiel sie auflistet: schreibe "
        "'{canonical}', nicht '{move}'.",
        "ja": "手は、ゲームが示すとおりに正確に書きます。'{move}'ではなく'{canonical}'と"
        "書いてください。",
    },
    "core.bad_notation": {
        "en": "'{move}' is not a move of {game:game}: choose one of the moves it lists now.",
        "de": "'{move}' ist kein Zug in {game:game}: Wähle einen der Züge, die das Spiel "
        "gerade auflistet.",
        "ja": "'{move}'は{game:game}の手ではありません。いま示されている手から選んでください。",
    },
    "core.not_a_string": {
        "en": "A move of {game:game} is a short text, as the game lists its moves.",
        "de": "Ein Zug in {game:game} ist ein kurzer Text, so wie das Spiel seine Züge auflistet.",
        "ja": "{game:game}の手は、ゲームが示す形の短い文字列です。",
    },
}
TEXTS.update(LESSON_TEXTS)  # (a lesson that cannot be used: wolfpack.core.lesson_texts)
