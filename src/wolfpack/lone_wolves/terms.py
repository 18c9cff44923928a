"""Words for Lone Wolves terms in each language: cards, suits, territories, scars, players.

Message parameters stay in notation (``"r4"``, ``"swamp"``, ``"plus3"``); these formatters
turn them into words when a message is rendered (``{card:card}`` in a template).

German needs the article, its case and often a preposition inside the inserted words (*der*
Sumpf but *die* Höhle, *im* Sumpf, *des* Sumpfes), so a noun comes in several kinds:

* the plain kinds (``card``, ``suit``, ``terr``, ``loc``, ``effect``, ``player``) give the bare
  word, as a board label shows it;
* the case kinds ``terr_nom``, ``terr_acc``, ``terr_dat``, ``terr_gen`` and ``card_nom``,
  ``card_acc``, ``card_dat`` give the German noun with its definite article in that case
  ("den Sumpf", "dem roten 4er-Wolf"); in English and Japanese they give the plain word
  (the English template writes its own "the");
* the place kinds ``terr_in`` and ``loc_in`` give the whole place phrase in English and German
  ("in the Swamp" / "im Sumpf", "on the border of Swamp and Tundra" / "an der Grenze
  zwischen Sumpf und Tundra") and the plain place in Japanese, whose particle follows;
* the counted kinds (``points``, ``pack_spaces``, ``one_of_down``) pick singular or plural
  from the count, so that no template writes "(s)"; ``trumps`` names the trump suits of a
  game in order (a string of suit letters).

Cards are *Wölfe* in German, as in the published rules ("der rote 4er-Wolf").

The words themselves are the Fluent terms of ``locales/<language>/terms.ftl`` (``-lw-*``,
read through :class:`~wolfpack.core.term_words.TermWords`): a German case or a place is an
attribute of its word (``.nom``, ``.acc``, ``.dat``, ``.gen``, ``.in``) that English and
Japanese leave out where the plain word stands for it, a count's words a Fluent plural
selector on ``$n``; the formatters here only pick the term and fill it in. Being terms, not
messages, they are no part of the board's catalogue of messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import permutations
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.term_words import TermWords
from wolfpack.core.words import player_word, points_word
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    EFFECTS,
    LOCATION_NAMES,
    SUIT_LETTERS,
    TERRITORIES,
)

SURE_PCT = 95
"""From this chance (in whole percent) on, a hint says "almost surely", not "about 100 %"."""


WORDS = TermWords("wolfpack.lone_wolves")
"""The game's term words (``locales/<lang>/terms.ftl``)."""


@lru_cache(maxsize=8192)
def _word(name: str, lang: str, form: str | None = None, **params: Any) -> str:
    """Term ``-lw-<name>`` of ``terms.ftl`` in ``lang`` (its attribute ``form`` where the
    language has one), worked out once for each value: hints name the same few cards,
    places and counts over and over."""
    return WORDS(f"lw-{name}", lang, form, **params)


def suit_word(letter: Any, lang: str) -> str:
    """``"r"`` → ``"Red"`` / ``"Rot"`` / ``"赤"``; None → ``"none"`` / ``"keine"``."""
    if letter is None:
        return _word("suit-none", lang)
    return _word(f"suit-{SUIT_LETTERS[SUIT_LETTERS.index(str(letter))]}", lang)


def card_word(code: Any, lang: str) -> str:
    """A card as a label: ``"r4"`` → ``"Red 4"`` / ``"Rot 4"`` / ``"赤の4"``."""
    code = str(code)
    return _word("card", lang, suit=suit_word(code[0], lang), rank=code[1:])


def _card_case(code: Any, lang: str, form: str) -> str:
    """A card named in a sentence, its suit in ``form`` (German: the adjective with its
    article in that case)."""
    code = str(code)
    suit = _word(f"suit-{SUIT_LETTERS[SUIT_LETTERS.index(code[0])]}", lang, form)
    return _word("card-case", lang, suit=suit, rank=code[1:])


def card_nom(code: Any, lang: str) -> str:
    """German: ``"der rote 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_case(code, lang, "nom")


def card_acc(code: Any, lang: str) -> str:
    """German: ``"den roten 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_case(code, lang, "acc")


def card_dat(code: Any, lang: str) -> str:
    """German: ``"dem roten 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_case(code, lang, "dat")


def _territory(name: Any, lang: str, case: str | None) -> str:
    """A territory's word, its attribute ``case`` where the language has one."""
    name = TERRITORIES[TERRITORIES.index(str(name))]
    return _word(f"terr-{name}", lang, case)


def territory_word(name: Any, lang: str) -> str:
    """``"swamp"`` → ``"Swamp"`` / ``"Sumpf"`` / ``"沼地"``."""
    return _territory(name, lang, None)


def terr_nom(name: Any, lang: str) -> str:
    """German ``"der Sumpf"``; the plain word in English and Japanese."""
    return _territory(name, lang, "nom")


def terr_acc(name: Any, lang: str) -> str:
    """German ``"den Sumpf"``; the plain word in English and Japanese."""
    return _territory(name, lang, "acc")


def terr_dat(name: Any, lang: str) -> str:
    """German ``"dem Sumpf"``; the plain word in English and Japanese."""
    return _territory(name, lang, "dat")


def terr_gen(name: Any, lang: str) -> str:
    """German ``"des Sumpfes"``; the plain word in English and Japanese."""
    return _territory(name, lang, "gen")


def terr_in(name: Any, lang: str) -> str:
    """Where: ``"in the Swamp"`` / ``"im Sumpf"`` / ``"沼地"``."""
    return _territory(name, lang, "in")


def _location(name: Any, lang: str, border: str, territory: TermFormatter) -> str:
    """A pack location: a border space (``"swamp+tundra"``) in the words of term
    ``-lw-<border>``, a territory in those of ``territory``."""
    name = str(name)
    if "+" in name:
        a, b = name.split("+")
        return _word(border, lang, a=territory_word(a, lang), b=territory_word(b, lang))
    return territory(name, lang)


def location_word(name: Any, lang: str) -> str:
    """A pack location as a label: a territory, or ``"swamp+tundra"`` for a border space."""
    return _location(name, lang, "border", territory_word)


def loc_in(name: Any, lang: str) -> str:
    """Where a pack space lies: ``"in the Swamp"`` / ``"im Sumpf"``, or for a border space
    ``"on the border of Swamp and Tundra"`` / ``"an der Grenze zwischen Sumpf und Tundra"``;
    Japanese: the place (``"沼地とツンドラの境界"``)."""
    return _location(name, lang, "border-in", terr_in)


def effect_word(name: Any, lang: str) -> str:
    """``"plus3"`` → ``"+3 strength"``; None (hidden) → a face-down scar."""
    if name is None:
        return _word("effect-hidden", lang)
    return _word(f"effect-{EFFECTS[EFFECTS.index(str(name))]}", lang)


def __getattr__(name: str) -> Any:
    """``EFFECT_WORDS``: the nine effects' names per language, in the order of ``EFFECTS``
    (read from the terms when asked for)."""
    if name == "EFFECT_WORDS":
        return {lang: tuple(effect_word(e, lang) for e in EFFECTS) for lang in ("en", "de", "ja")}
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def pack_spaces_word(n: Any, lang: str) -> str:
    """Free pack spaces: ``"3 empty pack spaces"`` / ``"3 freie Rudelfelder"``; Japanese
    says how many there are (``"空いた群れのマスが3つあります"``)."""
    return _word("pack-spaces", lang, n=int(n))


def one_of_down_word(n: Any, lang: str) -> str:
    """The face-down scar a 3 turns up, among ``n`` there: ``"the only face-down scar"`` /
    ``"one of the 2 face-down scars"``."""
    return _word("one-of-down", lang, n=int(n))


def scar_named_word(name: Any, lang: str) -> str:
    """A scar by its name: ``"die Narbe „+3 Stärke“"`` / 「傷「強さ+3」」; None (face down) →
    ``"eine verdeckte Narbe"`` / 「裏向きの傷」 (German in the accusative)."""
    if name is None:
        return _word("scar-hidden", lang)
    return _word("scar-named", lang, effect=effect_word(name, lang))


def risk_word(pct: Any, lang: str) -> str:
    """The chance (in whole percent) that the opponent can beat a lead, in words: "almost
    surely" from 95 % on (no "about 100 %"), the percentage below."""
    if int(pct) >= SURE_PCT:
        return _word("risk-sure", lang)
    return _word("risk-about", lang, pct=int(pct))


def gain_word(gain: Any, lang: str) -> str:
    """A change of the margin (a signed number, ``"+5"``) as what a scar does at once:
    ``"bringt sie dir sofort etwa 5 Punkte mehr"``; nothing for 0 (no "+0")."""
    k = int(str(gain))
    if k == 0:
        return _word("gain-none", lang)
    return _word("gain-more" if k > 0 else "gain-less", lang, points=points_word(abs(k), lang))


def trumps_word(letters: Any, lang: str) -> str:
    """The trump suits of a game in order: ``"gr"`` → ``"Green, then Red"``; ``""`` → none."""
    suits = [suit_word(letter, lang) for letter in str(letters or "")]
    if not suits:
        return _word("no-trump", lang)
    out = suits[0]
    for s in suits[1:]:
        out = _word("then", lang, first=out, next=s)
    return out


TERMS: dict[str, TermFormatter] = {
    "card": card_word,
    "card_nom": card_nom,
    "card_acc": card_acc,
    "card_dat": card_dat,
    "suit": suit_word,
    "trumps": trumps_word,
    "terr": territory_word,
    "terr_nom": terr_nom,
    "terr_acc": terr_acc,
    "terr_dat": terr_dat,
    "terr_gen": terr_gen,
    "terr_in": terr_in,
    "loc": location_word,
    "loc_in": loc_in,
    "effect": effect_word,
    "player": player_word,
    "points": points_word,
    "pack_spaces": pack_spaces_word,
    "one_of_down": one_of_down_word,
    "lw_risk": risk_word,
    "scar_named": scar_named_word,
    "lw_gain": gain_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


DOMAINS: dict[str, Sequence[Any]] = {
    "card": CARD_CODES,
    "card_nom": CARD_CODES,
    "card_acc": CARD_CODES,
    "card_dat": CARD_CODES,
    "suit": [*SUIT_LETTERS, None],
    "trumps": ["", *SUIT_LETTERS, *("".join(p) for p in permutations(SUIT_LETTERS, 2))],
    "terr": TERRITORIES,
    "terr_nom": TERRITORIES,
    "terr_acc": TERRITORIES,
    "terr_dat": TERRITORIES,
    "terr_gen": TERRITORIES,
    "terr_in": TERRITORIES,
    "loc": LOCATION_NAMES,
    "loc_in": LOCATION_NAMES,
    "effect": [*EFFECTS, None],
    "player": [0, 1],
    "points": range(0, 61),
    "pack_spaces": range(0, 14),
    "one_of_down": [1, 2, 3, 4],
    "scar_named": [*EFFECTS, None],
    "lw_risk": range(0, 101),
    "lw_gain": [f"{k:+d}" for k in range(-40, 41)],
}
"""Every value of each term kind (a board sends their words once)."""
