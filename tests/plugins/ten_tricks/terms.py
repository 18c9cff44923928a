"""Words for Ten Tricks terms: a card, a player, points (kinds prefixed ``tt_`` so that they
never clash with another game's). German templates write a card's article themselves, in
the case the sentence needs ("die 7", "mit der 7"): a card is *die Karte*."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ten_tricks.state import CARDS
from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import player_word, points_word


def card_word(card: Any, lang: str) -> str:
    """``7`` → ``"the 7"`` / ``"7"`` (German: the article is the template's) / ``"7"``."""
    return f"the {card}" if lang == "en" else str(card)


TERMS: dict[str, TermFormatter] = {
    "tt_card": card_word,
    "tt_player": player_word,
    "tt_points": points_word,
}
"""Term kind → formatter."""

DOMAINS: dict[str, Sequence[Any]] = {
    "tt_card": CARDS,
    "tt_player": range(2),
    "tt_points": range(0, 7),
}
"""Every value of each term kind (sent to a board once)."""
