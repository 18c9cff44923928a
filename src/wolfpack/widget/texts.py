"""Messages of the board widgets themselves (not of a game's rules), in every language.

They answer what the browser asks for outside the rules: a malformed message, a control
that cannot be carried out now, a record that cannot be loaded, the computer's thinking.
The rules' own messages (why a move is legal or illegal) come from the games; a widget
message that cites a game's rules starts with that game's prefix (``mg.ui.`` for a game
whose text prefix is ``mg.``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import shown_number

SEAT_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}


def seat_word(player: Any, lang: str) -> str:
    """``0`` → ``"Player 1"`` (the board's name for a seat, in every game: people count
    from 1)."""
    return SEAT_WORDS[lang].format(shown_number(player))


TERMS: dict[str, TermFormatter] = {"seat": seat_word}
"""The term kinds of the board's own messages."""

DOMAINS: dict[str, Sequence[Any]] = {"seat": [None, 0, 1, 2, 3, 4]}
"""Every value of the board's term kinds."""
