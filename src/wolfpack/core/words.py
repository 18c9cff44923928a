"""Words every game's terms share: players, points, counted things and lists, in each
language.

A game's terms module (``TERMS``, see :mod:`wolfpack.core.i18n`) turns message parameters
into words; the parts that read the same in every game live here once: a player's name, a
number of points, a count that picks singular or plural, a clause worded by how many there
are (none, one, more), and ``a, b and c``.

Singular or plural is CLDR's choice, never a test written here: the words shared by every
game are messages of the core's catalogue (``core/locales/<lang>/terms.ftl``, Fluent
plural selectors: ``core.points``), and a noun a game passes in both forms is picked by
the count's CLDR plural category in the language (:func:`plural_category`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from babel import Locale

from wolfpack.core import i18n
from wolfpack.core.i18n import TermFormatter

PLAYER_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}
"""A player's name by number (``{}``: the number)."""
AND_WORDS = {"en": " and ", "de": " und ", "ja": "と"}
"""What joins the last two items of a list."""
LIST_SEP = {"en": ", ", "de": ", ", "ja": "、"}
"""What separates the other items of a list."""

CountForms = Mapping[str, tuple[str, str, str]]
"""Per language, the words for none, one and more of something (see :func:`by_count`)."""


def shown_number(index: Any) -> Any:
    """How a learner reads a 0-based index of a person or a thing (a player, a row, a
    stack, a space): counted from 1 (``0`` → ``1``); anything but a whole number stays as
    it is. Notation keeps 0-based indices; every text and label counts from 1."""
    if isinstance(index, int) and not isinstance(index, bool):
        return index + 1
    return index


def player_word(player: Any, lang: str) -> str:
    """``0`` → ``"Player 1"`` / ``"Spieler 1"`` / ``"プレイヤー1"`` (people count from 1)."""
    return PLAYER_WORDS[lang].format(shown_number(player))


def nth_word(index: Any, lang: str) -> str:
    """A 0-based index as a learner reads it: ``0`` → ``"1"`` (term kind ``nth``)."""
    return str(shown_number(index))


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


def plural_category(n: float, lang: str) -> str:
    """The CLDR plural category of ``n`` in ``lang`` (``"one"``, ``"other"``, ...), the
    one a Fluent selector picks: ``1`` and ``-1`` are ``"one"`` in English and German,
    every number is ``"other"`` in Japanese."""
    return str(_locale(lang).plural_form(n))


def points_word(n: Any, lang: str) -> str:
    """``1`` → ``"1 point"`` / ``"1 Punkt"`` / ``"1点"``; ``3`` → ``"3 points"``; ``-1`` →
    ``"-1 point"`` (message ``core.points``)."""
    return i18n.render("core.points", {"n": int(n)}, lang)


def number_of(n: Any, lang: str, en: tuple[str, str], de: tuple[str, str], ja: str) -> str:
    """``n`` things: English and German pick the singular or the plural noun (``en``, ``de``:
    both forms) by the count's CLDR plural category; Japanese writes ``ja``, which holds
    ``{}`` for the number with its counter (``"{}枚"``, ``"アクション{}回"``)."""
    k = int(n)
    if lang == "ja":
        return ja.format(k)
    one, many = en if lang == "en" else de
    return f"{k} {one if plural_category(k, lang) == 'one' else many}"


def by_count(n: Any, lang: str, forms: CountForms) -> str:
    """The words of ``forms[lang]`` for ``n``: the first for none, the second for one, the
    third for more; each may hold ``{}`` for the number (``("no empty pack space",
    "1 empty pack space", "{} empty pack spaces")``). These are three clauses by meaning
    (nothing, a single one, several), not grammatical number: a Japanese clause for one
    may differ from the one for more (その1枚), so the choice is by the count itself."""
    k = int(n)
    zero, one, many = forms[lang]
    return (zero if k == 0 else one if k == 1 else many).format(k)


def counted(forms: CountForms) -> TermFormatter:
    """A term kind whose words are picked by count from ``forms`` (see :func:`by_count`)."""

    def formatter(n: Any, lang: str) -> str:
        return by_count(n, lang, forms)

    return formatter


def german_case(
    nouns: Mapping[str, Sequence[str]], case: int, plain: TermFormatter
) -> TermFormatter:
    """A term kind for a noun in one grammatical case: German takes ``nouns[name][case]``
    (the noun with its article in that case, ``"den Sumpf"``), English and Japanese the
    plain word ``plain(name, lang)``."""

    def formatter(name: Any, lang: str) -> str:
        if lang == "de":
            return nouns[str(name)][case]
        return plain(name, lang)

    return formatter


def join_words(items: Sequence[str], lang: str) -> str:
    """``a, b and c`` / ``a, b und c`` / ``a、b、c`` (two items: ``aとb``); one item alone,
    and nothing for none."""
    if len(items) == 2:
        return AND_WORDS[lang].join(items)
    if lang == "ja" or len(items) < 2:
        return LIST_SEP[lang].join(items)
    return LIST_SEP[lang].join(items[:-1]) + AND_WORDS[lang] + items[-1]
