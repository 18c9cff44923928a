"""Game-agnostic hint words, for games whose adapter has no words of its own yet, and the
words every hint shares: numbers in each language's own format and chances in plain words
("about 3 games in 4") instead of percentages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core import i18n
from wolfpack.core.i18n import TermFormatter


def points_word(value: Any, lang: str) -> str:
    """An amount of points (its size: the sign is for the sentence to say), to one decimal
    as the language writes numbers (German: a decimal comma), with the noun in the number
    CLDR gives it (message ``core.points``): "1 point", "2.5 points", "1 Punkt", "2,5
    Punkte", "2.5点"."""
    x = round(abs(float(value)), 1)
    amount: float = int(x) if x == int(x) else x
    return i18n.render("core.points", {"n": amount}, lang)


_FRACTIONS = (
    (1, 10),
    (1, 5),
    (1, 4),
    (1, 3),
    (2, 5),
    (1, 2),
    (3, 5),
    (2, 3),
    (3, 4),
    (4, 5),
    (9, 10),
)


def chance_word(value: Any, lang: str) -> str:
    """How often something happens, in plain words: the nearest simple fraction ("about 3
    games in 4"), "nearly every game" or "hardly any game" at the ends. Japanese words
    include the verb (勝てます / 勝てません), the others follow "wins" or "gewinnt"."""
    p = float(value)
    if p >= 0.95:
        return {"de": "fast jede Partie", "ja": "ほぼ毎回勝てます"}.get(lang, "nearly every game")
    if p <= 0.05:
        return {"de": "kaum eine Partie", "ja": "ほとんど勝てません"}.get(lang, "hardly any game")
    a, b = min(_FRACTIONS, key=lambda f: abs(f[0] / f[1] - p))
    if lang == "de":
        return f"etwa {a} von {b} Partien"
    if lang == "ja":
        return f"{b}回に{a}回くらい勝てます"
    return f"about {a} game{'s' if a > 1 else ''} in {b}"


def chance_past_word(value: Any, lang: str) -> str:
    """:func:`chance_word` for what happened in simulated games (Japanese: 勝ちました /
    勝てませんでした; the other languages as :func:`chance_word`)."""
    if lang != "ja":
        return chance_word(value, lang)
    p = float(value)
    if p >= 0.95:
        return "ほぼ毎回勝ちました"
    if p <= 0.05:
        return "ほとんど勝てませんでした"
    a, b = min(_FRACTIONS, key=lambda f: abs(f[0] / f[1] - p))
    return f"{b}回に{a}回くらい勝ちました"


TERMS: dict[str, TermFormatter] = {
    "points_amount": points_word,
    "chance": chance_word,
    "chance_past": chance_past_word,
}
"""The term kinds of the shared hint words."""

DOMAINS: dict[str, Sequence[Any]] = {}
"""No enumerable kind: amounts and chances are rendered per language (a count of further
moves is a plain number, its words chosen in the catalogue by its plural category)."""
