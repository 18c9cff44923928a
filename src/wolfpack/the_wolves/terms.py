"""Words for The Wolves terms in each language: terrains, pieces, actions, tracks, prey,
moon phases, players (with the neutral pack), hexes, regions and payments.

Message parameters stay in notation (``"grass"``, ``"8,9"``, ``["home", "grass>rock"]``);
these formatters turn them into words when a message is rendered. Every term kind starts
with ``tw`` so that it never collides with another game's terms. The words are the Fluent
terms of ``locales/<lang>/terms.ftl`` (:class:`~wolfpack.core.term_words.TermWords`): a
word's forms are its attributes, a count is a selector, so each language carries the forms
its grammar needs.

German needs articles and cases inside the inserted words, so some terms come in several
kinds: ``twkind_nom``/``twkind_acc``/``twkind_dat`` give a piece with its definite article
("der Rudelwolf", "den Bau", "der Höhle"; attributes ``.nom``, ``.acc``, ``.dat``), ``twof`` a
pack's owner after a noun ("von Spieler 1", "des neutralen Rudels"; ``.of``),
``twplayer_cap``/``twplayers_cap`` a player and ``twkind_nom_cap`` a piece at the start of a
sentence ("Das neutrale Rudel", "Der einsame Wolf"; ``.cap``), ``twterrain_hex`` a hex of a
terrain ("Waldfeld"; ``.hex``) and ``twpay_dat`` a payment after "mit"
("dem Lebensraumplättchen"; ``.dat``); English and Japanese give the plain words where
German adds an article (a term without the attribute stands for it). Counts pick singular or
plural by CLDR's plural category ("1 Aktion", "2 Aktionen"), Japanese counters follow their
noun ("ボーナス地形トークン2個") and none is said in words ("ボーナス地形トークンなし").
The terms follow the published German rules (Skellig: Alphawolf, Rudelwolf, einsamer Wolf,
Wolfsabschnitt) and the Japanese rules summary (ムーンライトボード, 速度; its action names
遠吠え and 改良 also name the howl range, 遠吠え範囲, and the lair action, 棲家に改良, so
that a learner meets one word for each thing).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from wolfpack.core.i18n import LANGUAGES, TermFormatter
from wolfpack.core.term_words import TermWords
from wolfpack.core.words import join_words as _join
from wolfpack.core.words import shown_number
from wolfpack.the_wolves.components import (
    ACTIONS,
    KINDS,
    NEUTRAL,
    PHASES,
    PREY_TYPES,
    REWARDS,
    TERRAINS,
    TRACKS,
)

WORDS = TermWords("wolfpack.the_wolves")
"""The game's term words (``locales/<lang>/terms.ftl``)."""


@lru_cache(maxsize=8192)
def _term(name: str, lang: str, form: str | None = None, **args: Any) -> str:
    """Term ``-name`` in ``lang`` (its attribute ``form``), worked out once for each value:
    explanations name the same few hexes, pieces and counts over and over."""
    return WORDS(name, lang, form, **args)


def _named(prefix: str, domain: Sequence[str], form: str | None = None) -> TermFormatter:
    """A term kind whose value names a term: ``"grass"`` → ``-tw-terrain-grass`` (its
    attribute ``form`` where the language has one); a value outside ``domain`` is refused."""

    def formatter(name: Any, lang: str) -> str:
        value = str(name)
        if value not in domain:
            raise ValueError(f"{value!r} is not one of {', '.join(domain)}")
        return _term(f"tw-{prefix}-{value}", lang, form)

    return formatter


def _count(term: str) -> TermFormatter:
    """A term kind whose value is a count: term ``-tw-<term>`` with ``$n``."""

    def formatter(n: Any, lang: str) -> str:
        return _term(f"tw-{term}", lang, n=int(n))

    return formatter


def join_words(items: Iterable[str], lang: str) -> str:
    """``a, b and c`` in each language; ``"nothing"`` / ``"nichts"`` / ``"なし"`` for none."""
    words = list(items)
    return _join(words, lang) if words else _term("tw-nothing", lang)


_PIECES = (*KINDS, "lone")

terrain_word = _named("terrain", TERRAINS)
"""``"grass"`` → ``"grass"`` / ``"Gras"`` / ``"草原"``."""
terrain_hex_word = _named("terrain", TERRAINS, "hex")
"""A hex of a terrain: ``"grass"`` → ``"grass hex"`` / ``"Grasfeld"`` / ``"草原のヘクス"``."""
kind_word = _named("piece", _PIECES)
"""A piece kind (``alpha``, ``pack``, ``den``, ``lair``) or ``lone`` (lone wolf)."""
kind_nom = _named("piece", _PIECES, "nom")
"""German ``"der Rudelwolf"`` / ``"die Höhle"``; the plain word in English and Japanese."""
kind_acc = _named("piece", _PIECES, "acc")
"""German ``"den Rudelwolf"`` / ``"die Höhle"``; the plain word in English and Japanese."""
kind_dat = _named("piece", _PIECES, "dat")
"""German ``"dem Rudelwolf"`` / ``"der Höhle"``; the plain word in English and Japanese."""
kind_cap_word = _named("piece", _PIECES, "cap")
"""A piece at the start of a sentence, with its definite article: ``"The lone wolf"`` /
``"Der einsame Wolf"``; Japanese the plain word."""
action_word = _named("action", ACTIONS)
"""An action (``move``, ``den``, ``lair``, ``howl``, ``dominate``)."""
track_word = _named("track", TRACKS)
"""A den track (``pack_spread``, ``wolf_speed``, ``howl_range``)."""
prey_word = _named("prey", PREY_TYPES)
"""A prey type."""
prey_a_word = _named("prey", PREY_TYPES, "indef")
"""A prey as the object of a hunt: ``"a moose"`` / ``"einen Elch"`` / ``"ヘラジカ"``."""
phase_word = _named("phase", PHASES)
"""A moon phase."""
reward_word = _named("reward", REWARDS)
"""A bonus token (``"a bonus terrain token"``, German in the accusative)."""


def terrains_word(names: Any, lang: str) -> str:
    """A list of terrains."""
    return join_words((terrain_word(n, lang) for n in names), lang)


def _owner(owner: Any, lang: str, form: str | None) -> str:
    if owner == NEUTRAL:
        return _term("tw-neutral", lang, form)
    return _term("tw-player", lang, form, n=shown_number(owner))


def player_word(owner: Any, lang: str) -> str:
    """``0`` → ``"Player 1"`` (people count from 1); ``5`` → the neutral pack."""
    return _owner(owner, lang, None)


def player_cap_word(owner: Any, lang: str) -> str:
    """A player at the start of a sentence: ``"The neutral pack"`` / ``"Das neutrale Rudel"``."""
    return _owner(owner, lang, "cap")


def of_word(owner: Any, lang: str) -> str:
    """Whose a piece is, after the piece: German ``"von Spieler 1"`` / ``"des neutralen
    Rudels"``; English and Japanese the plain owner (``"the den of Player 1"``)."""
    return _owner(owner, lang, "of")


def players_word(owners: Any, lang: str) -> str:
    """A list of players."""
    return join_words((player_word(o, lang) for o in owners), lang)


def players_cap_word(owners: Any, lang: str) -> str:
    """A list of players at the start of a sentence."""
    text = players_word(owners, lang)
    return text[:1].upper() + text[1:]


def hex_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"hex 8,9"``."""
    return _term("tw-hex", lang, hex=str(name))


def hex_cap_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"Hex 8,9"`` (at the start of a sentence)."""
    return _term("tw-hex", lang, "cap", hex=str(name))


def hexes_word(names: Any, lang: str) -> str:
    """A list of hexes."""
    return join_words((hex_word(n, lang) for n in names), lang)


def region_word(name: Any, lang: str) -> str:
    """A region, named by its water hex (German without its article: ``"der {}"``)."""
    return _term("tw-region", lang, hex=str(name))


dist_word = _count("dist")
"""A number of hexes (a distance)."""
steps_word = _count("steps")
"""A number of steps (a path's length, counted in hexes in Japanese)."""
tiles_word = _count("tiles")
"""``2`` → ``"2 tiles"`` / ``"2 Plättchen"`` / ``"2枚"``."""
bonus_word = _count("bonus")
"""A number of bonus terrain tokens (``"ボーナス地形トークン2個"``; none: German in the
accusative, ``"keinen Gelände-Bonusmarker"``, Japanese 「ボーナス地形トークンなし」)."""
actions_word = _count("actions")
"""A number of actions (none: German ``"keine Aktion"``, Japanese 「アクションなし」)."""
alphas_word = _count("alphas")
"""A number of alphas (none: Japanese 「アルファウルフなし」)."""
action_tokens_word = _count("atokens")
"""A number of bonus action tokens (none: German ``"keine Aktions-Bonusmarker"``, Japanese
「ボーナスアクショントークンなし」)."""
wolves_word = _count("wolves")
"""A number of wolves."""
tiles_held_word = _count("tiles_held")
"""Tiles a player shows of a terrain, as the reason of a refusal says it (Japanese as a
clause that goes on: 「タイルはなく、」 / 「タイルは1枚で、」, never 「0枚」)."""
bonus_held_word = _count("bonus_held")
"""Bonus terrain tokens held, when they are too few (Japanese: 「…を持っていない」 /
「…は2個しかない」, followed by 「ので」)."""
bonus_has_word = _count("bonus_has")
"""Bonus terrain tokens held, as a clause that goes on (Japanese 「…が1個あり、」)."""
bonus_left_word = _count("bonus_left")
"""The bonus terrain tokens left after paying, as a clause."""
alpha_group_word = _count("alpha_group")
"""The alphas of one pack on a hex, with the article: ``"the alpha"`` / ``"der
Alphawolf"``, ``"the 2 alphas"`` / ``"die 2 Alphawölfe"`` / ``"アルファウルフ2匹"``."""
pack_group_word = _count("pack_group")
"""The pack wolves of one pack on a hex, with the article: ``"the pack wolf"`` /
``"der Rudelwolf"``, ``"the 2 pack wolves"`` / ``"die 2 Rudelwölfe"``."""


def _payment(words: Any, lang: str, form: str | None) -> str:
    out = []
    for w in words:
        w = str(w)
        if w in ("home", "bonus"):
            out.append(_term(f"tw-pay-{w}", lang, form))
        else:
            a, _, b = w.partition(">")
            tile = _named("terrain", TERRAINS, "tile")(a, lang)
            out.append(_term("tw-pay-tile", lang, form, tile=tile, back=terrain_word(b, lang)))
    return join_words(out, lang)


def payment_word(words: Any, lang: str) -> str:
    """A payment in notation words (``home``, ``grass>rock``, ``bonus``) as a phrase."""
    return _payment(words, lang, None)


def payment_dat_word(words: Any, lang: str) -> str:
    """A payment after "with": German in the dative (``"dem Lebensraumplättchen und dem
    Grasplättchen (Rückseite: Felsen)"``); English and Japanese as :func:`payment_word`."""
    return _payment(words, lang, "dat")


TERMS: dict[str, TermFormatter] = {
    "twterrain": terrain_word,
    "twterrain_hex": terrain_hex_word,
    "twterrains": terrains_word,
    "twkind": kind_word,
    "twkind_nom": kind_nom,
    "twkind_nom_cap": kind_cap_word,
    "twkind_acc": kind_acc,
    "twkind_dat": kind_dat,
    "twaction": action_word,
    "twtrack": track_word,
    "twprey": prey_word,
    "twprey_a": prey_a_word,
    "twphase": phase_word,
    "twreward": reward_word,
    "twplayer": player_word,
    "twplayer_cap": player_cap_word,
    "twof": of_word,
    "twplayers": players_word,
    "twplayers_cap": players_cap_word,
    "twhex": hex_word,
    "twhexes": hexes_word,
    "twhex_cap": hex_cap_word,
    "twdist": dist_word,
    "twregion": region_word,
    "twtiles": tiles_word,
    "twbonus": bonus_word,
    "twtiles_held": tiles_held_word,
    "twbonus_held": bonus_held_word,
    "twbonus_has": bonus_has_word,
    "twbonus_left": bonus_left_word,
    "twactions": actions_word,
    "twsteps": steps_word,
    "twalphas": alphas_word,
    "twatokens": action_tokens_word,
    "twwolves": wolves_word,
    "twalpha_group": alpha_group_word,
    "twpack_group": pack_group_word,
    "twpay": payment_word,
    "twpay_dat": payment_dat_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


_OWNERS = [*range(5), NEUTRAL]

DOMAINS: dict[str, Sequence[Any]] = {
    "twterrain": TERRAINS,
    "twterrain_hex": TERRAINS,
    "twkind": _PIECES,
    "twkind_nom": _PIECES,
    "twkind_nom_cap": _PIECES,
    "twkind_acc": _PIECES,
    "twkind_dat": _PIECES,
    "twaction": ACTIONS,
    "twtrack": TRACKS,
    "twprey": PREY_TYPES,
    "twprey_a": PREY_TYPES,
    "twphase": PHASES,
    "twreward": REWARDS,
    "twplayer": _OWNERS,
    "twplayer_cap": _OWNERS,
    "twof": _OWNERS,
    "twtiles": range(0, 7),
    "twbonus": range(0, 13),
    "twtiles_held": range(0, 7),
    "twbonus_held": range(0, 13),
    "twbonus_has": range(0, 13),
    "twbonus_left": range(0, 13),
    "twactions": range(0, 14),
    "twatokens": range(0, 13),
    "twalphas": range(0, 11),
    "twwolves": range(0, 11),
    "twalpha_group": range(0, 11),
    "twpack_group": range(0, 11),
    "twdist": range(0, 40),
    "twsteps": range(0, 40),
}
"""Every value of each enumerable term kind (a board sends their words once); the kinds
that take lists or open-ended values (lists of hexes, payments) are rendered into each
explanation a board sends."""

PATTERNS: dict[str, dict[str, str]] = {
    kind: {lang: formatter("{}", lang) for lang in LANGUAGES}
    for kind, formatter in (
        ("twhex", hex_word),
        ("twhex_cap", hex_cap_word),
        ("twregion", region_word),
    )
}
"""Term kinds whose words are a pattern around the hex's name (a board sends the pattern
once and the name with each explanation)."""
