"""Words for Triqueta terms in each language: animals, tiles, backs, options, players.

Message parameters stay in notation (``"owl"``, ``"shadow-wolf"``, ``"light"``); these
formatters turn them into words when a message is rendered (``{tile:tq_tile}``). The kinds
carry a ``tq_`` prefix so they never clash with another game's terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.triqueta.components import ANIMALS

ANIMAL_WORDS = {
    "en": ("hare", "owl", "deer", "boar", "ram", "bear", "wolf"),
    "de": ("Hase", "Eule", "Hirsch", "Wildschwein", "Widder", "Bär", "Wolf"),
    "ja": ("ウサギ", "フクロウ", "シカ", "イノシシ", "ヒツジ", "クマ", "オオカミ"),
}
ANIMAL_PLURALS = {
    "en": ("hares", "owls", "deer", "boars", "rams", "bears", "wolves"),
    "de": ("Hasen", "Eulen", "Hirsche", "Wildschweine", "Widder", "Bären", "Wölfe"),
    "ja": ANIMAL_WORDS["ja"],
}
SHADOW_WORDS = {"en": "shadow {}", "de": "Schatten-{}", "ja": "影の{}"}
KIND_WORDS = {
    "en": {"light": "light tile", "shadow": "shadow tile"},
    "de": {"light": "helles Plättchen", "shadow": "Schattenplättchen"},
    "ja": {"light": "明るいタイル", "shadow": "影のタイル"},
}
OPTION_WORDS = {
    "en": {"place": "placing in a row", "keep": "keeping face down", "box": "returning to the box"},
    "de": {
        "place": "an eine Reihe legen",
        "keep": "verdeckt behalten",
        "box": "in die Schachtel zurücklegen",
    },
    "ja": {"place": "列に置く", "keep": "裏向きで手元に置く", "box": "箱に戻す"},
}
PLAYER_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}
SCOPE_WORDS = {
    "en": {
        "all": "every tile counted, face-down tiles by their best choice",
        "player": "yours with your face-down and shadow tiles, the others' from what is open",
    },
    "de": {
        "all": "alle Plättchen gezählt, verdeckte nach der besten Wahl",
        "player": "deine mit deinen verdeckten und Schattenplättchen, die der anderen nach dem "
        "offen Sichtbaren",
    },
    "ja": {
        "all": "すべてのタイルを数え、裏向きのタイルは最善の選び方",
        "player": "あなたの分は裏向きと影のタイルを含み、他の人の分は公開分のみ",
    },
}
NOTHING_WORDS = {"en": "nothing", "de": "nichts", "ja": "なし"}
LIST_SEP = {"en": ", ", "de": ", ", "ja": "、"}
AND_WORDS = {"en": " and ", "de": " und ", "ja": "と"}


def animal_word(name: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"`` / ``"Eule"`` / ``"フクロウ"``."""
    return ANIMAL_WORDS[lang][ANIMALS.index(str(name))]


def animals_word(name: Any, lang: str) -> str:
    """The plural: ``"owl"`` → ``"owls"`` / ``"Eulen"``."""
    return ANIMAL_PLURALS[lang][ANIMALS.index(str(name))]


def tile_word(code: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"``; ``"shadow-wolf"`` → ``"shadow wolf"`` / ``"Schatten-Wolf"``."""
    code = str(code)
    if code.startswith("shadow-"):
        return SHADOW_WORDS[lang].format(animal_word(code[len("shadow-") :], lang))
    return animal_word(code, lang)


def a_tile_word(code: Any, lang: str) -> str:
    """A tile with an article: ``"an owl"`` / ``"ein Plättchen „Eule“"`` / ``"フクロウ"``."""
    word = tile_word(code, lang)
    if lang == "en":
        return ("an " if word[0] in "aeiou" else "a ") + word
    if lang == "de":
        return f"ein Plättchen „{word}“"
    return word


def tiles_word(codes: Any, lang: str) -> str:
    """A list of tile codes in words, or ``"nothing"`` when empty."""
    items = [tile_word(c, lang) for c in codes]
    return LIST_SEP[lang].join(items) if items else NOTHING_WORDS[lang]


def kind_word(kind: Any, lang: str) -> str:
    """``"light"`` → ``"light tile"``; ``"shadow"`` → ``"shadow tile"``."""
    return KIND_WORDS[lang][str(kind)]


def kinds_word(kinds: Any, lang: str) -> str:
    """A list of backs in words."""
    return AND_WORDS[lang].join(kind_word(k, lang) for k in kinds)


def option_word(option: Any, lang: str) -> str:
    """``"keep"`` → ``"keeping face down"``."""
    return OPTION_WORDS[lang][str(option)]


def scope_word(scope: Any, lang: str) -> str:
    """Whose hidden tiles a running score includes: ``"all"`` or ``"player"``."""
    return SCOPE_WORDS[lang][str(scope)]


def player_word(player: Any, lang: str) -> str:
    """``0`` → ``"Player 0"``."""
    return PLAYER_WORDS[lang].format(player)


def players_word(players: Any, lang: str) -> str:
    """``[0, 2]`` → ``"Player 0 and Player 2"``."""
    return AND_WORDS[lang].join(player_word(p, lang) for p in players)


def scores_word(scores: Any, lang: str) -> str:
    """``[5, 3]`` → ``"Player 0: 5, Player 1: 3"``."""
    sep = "：" if lang == "ja" else ": "
    return LIST_SEP[lang].join(f"{player_word(p, lang)}{sep}{s}" for p, s in enumerate(scores))


def moves_word(moves: Any, lang: str) -> str:
    """A list of move notations, quoted: ``'place 0', 'keep'``."""
    quote = "「{}」" if lang == "ja" else "'{}'"
    return LIST_SEP[lang].join(quote.format(m) for m in moves)


TERMS: dict[str, TermFormatter] = {
    "tq_moves": moves_word,
    "tq_scope": scope_word,
    "tq_animal": animal_word,
    "tq_animals": animals_word,
    "tq_tile": tile_word,
    "tq_tiles": tiles_word,
    "tq_a_tile": a_tile_word,
    "tq_kind": kind_word,
    "tq_kinds": kinds_word,
    "tq_option": option_word,
    "tq_player": player_word,
    "tq_players": players_word,
    "tq_scores": scores_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


DOMAINS: dict[str, Sequence[Any]] = {}
"""Every value of each enumerable term kind (a board sends their words once); the kinds
not listed are rendered into each explanation a board sends."""
