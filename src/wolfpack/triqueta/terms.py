"""Words for Triqueta terms in each language: animals, tiles, backs, options, players.

Message parameters stay in notation (``"owl"``, ``"shadow-wolf"``, ``"light"``); these
formatters turn them into words when a message is rendered (``{ TQ_TILE($tile) }``). The
kinds carry a ``tq_`` prefix so they never clash with another game's terms. Their words are
the Fluent terms of ``locales/<lang>/terms.ftl`` (read by :class:`~wolfpack.core.term_words.
TermWords`): a tile's forms are its attributes (``.plural``; English ``.indef``; German
``.acc-def``, ``.acc-indef``), a count is a selector on ``$n``.

German follows the published rules of Hidden Wolves: tiles are *Tiersteine* (helle
Tiersteine, Schatten-Tiersteine), rows are *Tierreihen*, the three choices for a light tile
are *Option 1, 2, 3*. Japanese calls the light tiles 通常タイル, as opposed to 影のタイル.
German articles and cases come from the kind: ``tq_a_tile`` gives a tile with the
indefinite article in the accusative ("einen Hasen", "eine Eule"), ``tq_tiles_acc`` a list
with definite articles ("die Eule und den Widder"). Counts pick singular or plural
(``tq_count``: "1 Tierstein", "3 Tiersteine"); some counts give a whole clause whose words
depend on the number (``tq_leftover``, ``tq_boxed``, ``tq_which``, ``tq_count_how``,
``tq_loss``; ``tq_shadow_part`` is nothing at all for none), and lists of face-down tiles
to count or to return to the box give a phrase that reads right when empty too
(``tq_count_do``, ``tq_box_do``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.term_words import TermWords
from wolfpack.core.words import (
    AND_WORDS,
    LIST_SEP,
    player_word,
    points_word,
    shown_number,
)
from wolfpack.core.words import join_words as _join
from wolfpack.triqueta.components import ANIMALS, TILE_CODES

WORDS = TermWords("wolfpack.triqueta")
"""The words of every kind here: the Fluent terms of ``locales/<lang>/terms.ftl``."""


def _grouped(codes: Any) -> list[tuple[str, int]]:
    """Tile codes with how often each occurs, in order of first occurrence."""
    counts: dict[str, int] = {}
    for c in codes:
        counts[str(c)] = counts.get(str(c), 0) + 1
    return list(counts.items())


def _tile(code: Any, lang: str, form: str | None = None) -> str:
    """Tile ``code`` (an animal alone is its light tile) in one of its forms (``plural``;
    English ``indef``; German ``acc-def``, ``acc-indef``), the plain word where the
    language has no such form."""
    return WORDS(f"tq-tile-{code}", lang, form)


def animal_word(name: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"`` / ``"Eule"`` / ``"フクロウ"``."""
    return _tile(ANIMALS[ANIMALS.index(str(name))], lang)


def animals_word(name: Any, lang: str) -> str:
    """The plural: ``"owl"`` → ``"owls"`` / ``"Eulen"``."""
    return _tile(ANIMALS[ANIMALS.index(str(name))], lang, "plural")


def tile_word(code: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"``; ``"shadow-wolf"`` → ``"shadow wolf"`` / ``"Schatten-Wolf"``."""
    return _tile(code, lang)


def tiles_plural_word(code: Any, lang: str) -> str:
    """The plural of a tile: ``"shadow-wolf"`` → ``"shadow wolves"`` / ``"Schatten-Wölfe"``."""
    return _tile(code, lang, "plural")


def a_tile_word(code: Any, lang: str) -> str:
    """A tile with the indefinite article, German in the accusative: ``"an owl"`` /
    ``"eine Eule"`` / ``"einen Hasen"``; Japanese: the tile's name."""
    return _tile(code, lang, "acc-indef" if lang == "de" else "indef")


def tiles_word(codes: Any, lang: str) -> str:
    """A list of tile codes in words, or ``"nothing"`` when empty (a board label)."""
    items = [tile_word(c, lang) for c in codes]
    return LIST_SEP[lang].join(items) if items else WORDS("tq-nothing", lang)


def _parts(codes: Any, lang: str, term: str, form: str | None) -> list[str]:
    return [
        WORDS(term, lang, n=n, tile=_tile(code, lang, form), tiles=tiles_plural_word(code, lang))
        for code, n in _grouped(codes)
    ]


def row_word(codes: Any, lang: str) -> str:
    """What a row holds: ``"owl, 2 rams"`` / ``"Eule, 2 Widder"`` / ``"フクロウ、ヒツジ2枚"``,
    or ``"empty"`` / ``"leer"`` / ``"空"``."""
    items = _parts(codes, lang, "tq-row-part", None)
    return _join(items, lang) if items else WORDS("tq-empty", lang)


def tiles_acc_word(codes: Any, lang: str) -> str:
    """Tiles as the object of a sentence, with definite articles: ``"the owl and the 2 shadow
    wolves"`` / ``"die Eule und die 2 Schatten-Wölfe"`` / ``"フクロウ、影のオオカミ2枚"``;
    ``"nothing"`` / ``"nichts"`` / ``"なし"`` when empty."""
    items = _parts(codes, lang, "tq-acc-part", "acc-def")
    return _join(items, lang) if items else WORDS("tq-nothing", lang)


def count_do_word(codes: Any, lang: str) -> str:
    """Counting these face-down tiles, as a phrase that reads right for none too: ``"count
    the owl"`` / ``"count none"``; German an infinitive (``"die Eule werten"`` / ``"keinen
    verdeckten Tierstein werten"``), Japanese a verb ending (``"フクロウを数える"`` /
    ``"1枚も数えない"``)."""
    codes = list(codes)
    return WORDS("tq-count-do", lang, n=len(codes), list=tiles_acc_word(codes, lang))


def box_do_word(codes: Any, lang: str) -> str:
    """Returning these face-down tiles to the box unseen, as a phrase that reads right for
    none too: ``"return the ram to the box unseen"`` / ``"return none to the box"``; German an
    infinitive, Japanese a whole clause (``"箱には何も戻しません"``)."""
    codes = list(codes)
    return WORDS("tq-box-do", lang, n=len(codes), list=tiles_acc_word(codes, lang))


def kind_word(kind: Any, lang: str) -> str:
    """``"light"`` → ``"light tile"``; ``"shadow"`` → ``"shadow tile"``."""
    return WORDS(f"tq-kind-{kind}", lang)


def kinds_word(kinds: Any, lang: str) -> str:
    """A list of backs in words."""
    return AND_WORDS[lang].join(kind_word(k, lang) for k in kinds)


def option_word(option: Any, lang: str) -> str:
    """``"keep"`` → ``"option 2 (keep it face down)"`` / ``"Option 2 (verdeckt vor dir
    ablegen)"`` / ``"「裏向きで手元に置く」"``."""
    return WORDS(f"tq-option-{option}", lang)


def scope_word(scope: Any, lang: str) -> str:
    """Whose hidden tiles a running score includes: ``"all"`` or ``"player"``."""
    return WORDS(f"tq-scope-{scope}", lang)


def players_word(players: Any, lang: str) -> str:
    """``[0, 2]`` → ``"Player 1 and Player 3"``."""
    return _join([player_word(p, lang) for p in players], lang)


def scores_word(scores: Any, lang: str) -> str:
    """``[5, 3]`` → ``"Player 1: 5, Player 2: 3"``."""
    return LIST_SEP[lang].join(
        WORDS("tq-score-of", lang, player=player_word(p, lang), score=s)
        for p, s in enumerate(scores)
    )


DECISIONS = ("place", "keep", "box")
"""The options for a drawn light tile (their words: ``-tq-decision-<option>``, ``$row``
the row's number counted from 1 as every text counts rows)."""


def moves_word(moves: Any, lang: str) -> str:
    """The options for a drawn light tile, in words (``['place 0', 'keep']`` → ``"lay it in
    row 1 or keep it face down"``; Japanese ``"列1に置く、または裏向きで手元に置くこと"``:
    rows counted from 1, as the board shows them); a notation that is not an option,
    quoted."""
    words = []
    for m in moves:
        verb, _, arg = str(m).partition(" ")
        shown = shown_number(int(arg)) if arg.isdigit() else arg
        if verb in DECISIONS:
            words.append(WORDS(f"tq-decision-{verb}", lang, row=shown))
        else:
            words.append(f"'{m}'")
    rest = LIST_SEP[lang].join(words[:-1])
    return WORDS("tq-moves", lang, n=len(words), rest=rest, last=words[-1])


def _counted(term: str) -> TermFormatter:
    """A kind whose words term ``-<term>`` picks by the count ``$n``."""

    def formatter(n: Any, lang: str) -> str:
        return WORDS(term, lang, n=int(n))

    formatter.__name__ = term.removeprefix("tq-").replace("-", "_") + "_word"
    return formatter


count_word = _counted("tq-count")
"""A number of tiles: ``"1 tile"`` / ``"1 Tierstein"`` / ``"1枚"``; ``"3 tiles"``."""
shadows_word = _counted("tq-shadows")
"""A number of shadow tiles: ``"2 shadow tiles"`` / ``"2 Schatten-Tiersteine"``."""
trees_word = _counted("tq-trees")
"""A number of tree tiles: ``"1 tree tile"`` / ``"1 Baumplättchen"`` / ``"木タイル1枚"``."""
count_how_word = _counted("tq-count-how")
"""How a player makes the counting choice for ``n`` face-down light tiles, in words
(what to choose on the board, never notation)."""
shadow_part_word = _counted("tq-shadow-part")
"""How many tiles of a set came from the shadow, in brackets after the set: ``" (2 of
them shadow tiles)"``; nothing at all for none."""
lights_word = _counted("tq-lights")
"""Face-down light tiles held (German accusative): ``"1 face-down light tile"`` /
``"einen verdeckten hellen Tierstein"`` / ``"2 verdeckte helle Tiersteine"``."""
leftover_word = _counted("tq-leftover")
"""A sentence on the tiles left in a tower at the end of a round."""
boxed_word = _counted("tq-boxed")
"""A clause on the face-down light tiles that go to the box unseen at the end."""
which_word = _counted("tq-which")
"""What a player decides at the end about ``n`` face-down light tiles: ``"whether the
face-down light tile counts"`` / ``"which of the 2 face-down light tiles count"``."""


def take_word(codes: Any, lang: str) -> str:
    """What taking a row brings: ``"mit allem, was darin liegt (Eule, 2 Widder)"``, or for
    an empty row that it brings nothing (Japanese with its verb: 「を取ります。空なので…」)."""
    codes = list(codes)
    return WORDS("tq-take", lang, n=len(codes), row=row_word(codes, lang))


def loss_word(n: Any, lang: str) -> str:
    """What counting a tile would cost: ``"counting it would cost 2 points"``, or for 0
    ``"counting it would gain nothing"``."""
    k = int(n)
    return WORDS("tq-loss", lang, n=k, points=points_word(k, lang))


TERMS: dict[str, TermFormatter] = {
    "tq_moves": moves_word,
    "tq_scope": scope_word,
    "tq_animal": animal_word,
    "tq_animals": animals_word,
    "tq_tile": tile_word,
    "tq_tiles": tiles_word,
    "tq_row": row_word,
    "tq_take": take_word,
    "tq_tiles_acc": tiles_acc_word,
    "tq_count_do": count_do_word,
    "tq_box_do": box_do_word,
    "tq_a_tile": a_tile_word,
    "tq_kind": kind_word,
    "tq_kinds": kinds_word,
    "tq_option": option_word,
    "tq_player": player_word,
    "tq_players": players_word,
    "tq_scores": scores_word,
    "tq_count": count_word,
    "tq_shadows": shadows_word,
    "tq_trees": trees_word,
    "tq_lights": lights_word,
    "tq_points": points_word,
    "tq_loss": loss_word,
    "tq_leftover": leftover_word,
    "tq_boxed": boxed_word,
    "tq_which": which_word,
    "tq_count_how": count_how_word,
    "tq_shadow_part": shadow_part_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


_CODES = list(TILE_CODES.values())

DOMAINS: dict[str, Sequence[Any]] = {
    "tq_scope": ["all", "player"],
    "tq_animal": ANIMALS,
    "tq_animals": ANIMALS,
    "tq_tile": _CODES,
    "tq_a_tile": _CODES,
    "tq_kind": ["light", "shadow"],
    "tq_option": ["place", "keep", "box"],
    "tq_player": range(5),
    "tq_count": range(0, 21),
    "tq_shadows": range(0, 16),
    "tq_trees": range(0, 4),
    "tq_lights": range(0, 3),
    "tq_leftover": range(0, 21),
    "tq_boxed": range(0, 3),
    "tq_which": range(0, 3),
    "tq_count_how": range(0, 3),
}
"""Every value of each enumerable term kind (a board sends their words once); the kinds
that take lists or open-ended values (tile lists, scores, points) are rendered into each
explanation a board sends."""
