"""Words for Triqueta terms in each language: animals, tiles, backs, options, players.

Message parameters stay in notation (``"owl"``, ``"shadow-wolf"``, ``"light"``); these
formatters turn them into words when a message is rendered (``{tile:tq_tile}``). The kinds
carry a ``tq_`` prefix so they never clash with another game's terms.

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
from wolfpack.core.words import (
    AND_WORDS,
    LIST_SEP,
    by_count,
    number_of,
    player_word,
    points_word,
    shown_number,
)
from wolfpack.core.words import join_words as _join
from wolfpack.triqueta.components import ANIMALS, TILE_CODES

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
ANIMAL_DE = {
    # accusative with the indefinite and with the definite article; the accusative noun
    "hare": ("einen", "den", "Hasen"),
    "owl": ("eine", "die", "Eule"),
    "deer": ("einen", "den", "Hirsch"),
    "boar": ("ein", "das", "Wildschwein"),
    "ram": ("einen", "den", "Widder"),
    "bear": ("einen", "den", "Bären"),
    "wolf": ("einen", "den", "Wolf"),
}
"""German animals in the accusative (Hase and Bär are weak nouns: den Hasen, den Bären)."""
SHADOW_WORDS = {"en": "shadow {}", "de": "Schatten-{}", "ja": "影の{}"}
KIND_WORDS = {
    "en": {"light": "light tile", "shadow": "shadow tile"},
    "de": {"light": "heller Tierstein", "shadow": "Schatten-Tierstein"},
    "ja": {"light": "通常タイル", "shadow": "影のタイル"},
}
OPTION_WORDS = {
    "en": {
        "place": "option 1 (lay it in a row)",
        "keep": "option 2 (keep it face down)",
        "box": "option 3 (return it to the box)",
    },
    "de": {
        "place": "Option 1 (an eine Tierreihe anlegen)",
        "keep": "Option 2 (verdeckt vor dir ablegen)",
        "box": "Option 3 (in die Schachtel zurücklegen)",
    },
    "ja": {"place": "「列に置く」", "keep": "「裏向きで手元に置く」", "box": "「箱に戻す」"},
}
SCOPE_WORDS = {
    "en": {
        "all": "every tile counted, face-down tiles by their best choice",
        "player": "yours with your face-down and shadow tiles, the others' from what is open",
    },
    "de": {
        "all": "alle Tiersteine gezählt, verdeckte nach der besten Wahl",
        "player": "deine Punkte mit deinen verdeckten Tiersteinen und Schatten-Tiersteinen, "
        "die der anderen nur nach dem, was offen liegt",
    },
    "ja": {
        "all": "すべてのタイルを数え、裏向きのタイルは最善の選び方",
        "player": "あなたの分は裏向きと影のタイルを含み、他の人の分は公開分のみ",
    },
}
NOTHING_WORDS = {"en": "nothing", "de": "nichts", "ja": "なし"}
EMPTY_WORDS = {"en": "empty", "de": "leer", "ja": "空"}


def _grouped(codes: Any) -> list[tuple[str, int]]:
    """Tile codes with how often each occurs, in order of first occurrence."""
    counts: dict[str, int] = {}
    for c in codes:
        counts[str(c)] = counts.get(str(c), 0) + 1
    return list(counts.items())


def animal_word(name: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"`` / ``"Eule"`` / ``"フクロウ"``."""
    return ANIMAL_WORDS[lang][ANIMALS.index(str(name))]


def animals_word(name: Any, lang: str) -> str:
    """The plural: ``"owl"`` → ``"owls"`` / ``"Eulen"``."""
    return ANIMAL_PLURALS[lang][ANIMALS.index(str(name))]


def _split(code: Any) -> tuple[bool, str]:
    code = str(code)
    if code.startswith("shadow-"):
        return True, code[len("shadow-") :]
    return False, code


def tile_word(code: Any, lang: str) -> str:
    """``"owl"`` → ``"owl"``; ``"shadow-wolf"`` → ``"shadow wolf"`` / ``"Schatten-Wolf"``."""
    shadow, animal = _split(code)
    if shadow:
        return SHADOW_WORDS[lang].format(animal_word(animal, lang))
    return animal_word(animal, lang)


def tiles_plural_word(code: Any, lang: str) -> str:
    """The plural of a tile: ``"shadow-wolf"`` → ``"shadow wolves"`` / ``"Schatten-Wölfe"``."""
    shadow, animal = _split(code)
    if shadow:
        return SHADOW_WORDS[lang].format(animals_word(animal, lang))
    return animals_word(animal, lang)


def _de_acc(code: Any, definite: bool) -> str:
    shadow, animal = _split(code)
    indef, article, noun = ANIMAL_DE[animal]
    return f"{article if definite else indef} {'Schatten-' if shadow else ''}{noun}"


def a_tile_word(code: Any, lang: str) -> str:
    """A tile with the indefinite article, German in the accusative: ``"an owl"`` /
    ``"eine Eule"`` / ``"einen Hasen"``; Japanese: the tile's name."""
    if lang == "de":
        return _de_acc(code, definite=False)
    word = tile_word(code, lang)
    if lang == "en":
        return ("an " if word[0] in "aeiou" else "a ") + word
    return word


def tiles_word(codes: Any, lang: str) -> str:
    """A list of tile codes in words, or ``"nothing"`` when empty (a board label)."""
    items = [tile_word(c, lang) for c in codes]
    return LIST_SEP[lang].join(items) if items else NOTHING_WORDS[lang]


def row_word(codes: Any, lang: str) -> str:
    """What a row holds: ``"owl, 2 rams"`` / ``"Eule, 2 Widder"`` / ``"フクロウ、ヒツジ2枚"``,
    or ``"empty"`` / ``"leer"`` / ``"空"``."""
    items = []
    for code, n in _grouped(codes):
        if n == 1:
            items.append(tile_word(code, lang))
        elif lang == "ja":
            items.append(f"{tile_word(code, lang)}{n}枚")
        else:
            items.append(f"{n} {tiles_plural_word(code, lang)}")
    return _join(items, lang) if items else EMPTY_WORDS[lang]


def tiles_acc_word(codes: Any, lang: str) -> str:
    """Tiles as the object of a sentence, with definite articles: ``"the owl and the 2 shadow
    wolves"`` / ``"die Eule und die 2 Schatten-Wölfe"`` / ``"フクロウ、影のオオカミ2枚"``;
    ``"nothing"`` / ``"nichts"`` / ``"なし"`` when empty."""
    items = []
    for code, n in _grouped(codes):
        if lang == "ja":
            word = tile_word(code, lang)
            items.append(word if n == 1 else f"{word}{n}枚")
        elif lang == "de":
            plural = tiles_plural_word(code, lang)
            items.append(_de_acc(code, definite=True) if n == 1 else f"die {n} {plural}")
        else:
            word = tile_word(code, lang) if n == 1 else f"{n} {tiles_plural_word(code, lang)}"
            items.append(f"the {word}")
    return _join(items, lang) if items else NOTHING_WORDS[lang]


COUNT_DO_WORDS = {
    "en": ("count {}", "count none"),
    "de": ("{} werten", "keinen verdeckten Tierstein werten"),
    "ja": ("{}を数える", "1枚も数えない"),
}
BOX_DO_WORDS = {
    "en": ("return {} to the box unseen", "return none to the box"),
    "de": (
        "{} ungesehen in die Schachtel zurücklegen",
        "keinen Tierstein in die Schachtel zurücklegen",
    ),
    "ja": ("{}は見せずに箱に戻します", "箱には何も戻しません"),
}


def count_do_word(codes: Any, lang: str) -> str:
    """Counting these face-down tiles, as a phrase that reads right for none too: ``"count
    the owl"`` / ``"count none"``; German an infinitive (``"die Eule werten"`` / ``"keinen
    verdeckten Tierstein werten"``), Japanese a verb ending (``"フクロウを数える"`` /
    ``"1枚も数えない"``)."""
    some, none = COUNT_DO_WORDS[lang]
    return some.format(tiles_acc_word(codes, lang)) if list(codes) else none


def box_do_word(codes: Any, lang: str) -> str:
    """Returning these face-down tiles to the box unseen, as a phrase that reads right for
    none too: ``"return the ram to the box unseen"`` / ``"return none to the box"``; German an
    infinitive, Japanese a whole clause (``"箱には何も戻しません"``)."""
    some, none = BOX_DO_WORDS[lang]
    return some.format(tiles_acc_word(codes, lang)) if list(codes) else none


def kind_word(kind: Any, lang: str) -> str:
    """``"light"`` → ``"light tile"``; ``"shadow"`` → ``"shadow tile"``."""
    return KIND_WORDS[lang][str(kind)]


def kinds_word(kinds: Any, lang: str) -> str:
    """A list of backs in words."""
    return AND_WORDS[lang].join(kind_word(k, lang) for k in kinds)


def option_word(option: Any, lang: str) -> str:
    """``"keep"`` → ``"option 2 (keep it face down)"`` / ``"Option 2 (verdeckt vor dir
    ablegen)"`` / ``"「裏向きで手元に置く」"``."""
    return OPTION_WORDS[lang][str(option)]


def scope_word(scope: Any, lang: str) -> str:
    """Whose hidden tiles a running score includes: ``"all"`` or ``"player"``."""
    return SCOPE_WORDS[lang][str(scope)]


def players_word(players: Any, lang: str) -> str:
    """``[0, 2]`` → ``"Player 0 and Player 2"``."""
    return _join([player_word(p, lang) for p in players], lang)


def scores_word(scores: Any, lang: str) -> str:
    """``[5, 3]`` → ``"Player 0: 5, Player 1: 3"``."""
    sep = "：" if lang == "ja" else ": "
    return LIST_SEP[lang].join(f"{player_word(p, lang)}{sep}{s}" for p, s in enumerate(scores))


DECISION_WORDS = {
    "en": {
        "place": "lay it in row {}",
        "keep": "keep it face down",
        "box": "return it to the box",
    },
    "de": {
        "place": "an Tierreihe {} anlegen",
        "keep": "verdeckt vor dir ablegen",
        "box": "in die Schachtel zurücklegen",
    },
    "ja": {"place": "列{}に置く", "keep": "裏向きで手元に置く", "box": "箱に戻す"},
}
"""What each option for a drawn light tile does, in words (``{}``: the row's number,
counted from 1 as every text counts rows)."""


def moves_word(moves: Any, lang: str) -> str:
    """The options for a drawn light tile, in words (``['place 0', 'keep']`` → ``"lay it in
    row 1 or keep it face down"``; Japanese ``"列1に置く、または裏向きで手元に置くこと"``:
    rows counted from 1, as the board shows them); a notation that is not an option,
    quoted."""
    words = []
    for m in moves:
        verb, _, arg = str(m).partition(" ")
        form = DECISION_WORDS[lang].get(verb)
        shown = shown_number(int(arg)) if arg.isdigit() else arg
        words.append(form.format(shown) if form else f"'{m}'")
    if len(words) == 1:
        return words[0] + ("こと" if lang == "ja" else "")
    if lang == "ja":
        return "、".join(words[:-1]) + "、または" + words[-1] + "こと"
    return LIST_SEP[lang].join(words[:-1]) + OR_WORDS[lang] + words[-1]


OR_WORDS = {"en": " or ", "de": " oder "}
"""What joins the last two of several options."""


def count_word(n: Any, lang: str) -> str:
    """A number of tiles: ``"1 tile"`` / ``"1 Tierstein"`` / ``"1枚"``; ``"3 tiles"``."""
    return number_of(n, lang, ("tile", "tiles"), ("Tierstein", "Tiersteine"), "{}枚")


def shadows_word(n: Any, lang: str) -> str:
    """A number of shadow tiles: ``"2 shadow tiles"`` / ``"2 Schatten-Tiersteine"``."""
    return number_of(
        n,
        lang,
        ("shadow tile", "shadow tiles"),
        ("Schatten-Tierstein", "Schatten-Tiersteine"),
        "影のタイル{}枚",
    )


def trees_word(n: Any, lang: str) -> str:
    """A number of tree tiles: ``"1 tree tile"`` / ``"1 Baumplättchen"`` / ``"木タイル1枚"``."""
    return number_of(
        n, lang, ("tree tile", "tree tiles"), ("Baumplättchen", "Baumplättchen"), "木タイル{}枚"
    )


LIGHTS_WORDS = {
    "en": ("{} face-down light tiles", "{} face-down light tile", "{} face-down light tiles"),
    "de": (
        "keinen verdeckten hellen Tierstein",
        "einen verdeckten hellen Tierstein",
        "{} verdeckte helle Tiersteine",
    ),
    "ja": ("裏向きの通常タイル{}枚", "裏向きの通常タイル{}枚", "裏向きの通常タイル{}枚"),
}
LEFTOVER_WORDS = {
    "en": (
        "No tile is left in the tower.",
        "The 1 tile left in the tower leaves the game unseen.",
        "The {} tiles left in the tower leave the game unseen.",
    ),
    "de": (
        "Im Turm ist kein Tierstein übrig.",
        "Der letzte Tierstein im Turm verlässt ungesehen das Spiel.",
        "Die {} übrigen Tiersteine im Turm verlassen ungesehen das Spiel.",
    ),
    "ja": (
        "タワーにタイルは残っていません。",
        "タワーに残った{}枚は誰にも見られずゲームから除外されます。",
        "タワーに残った{}枚は誰にも見られずゲームから除外されます。",
    ),
}
BOXED_WORDS = {
    "en": (
        "no face-down tile goes to the box",
        "1 face-down tile goes to the box unseen",
        "{} face-down tiles go to the box unseen",
    ),
    "de": (
        "kein verdeckter Tierstein geht in die Schachtel",
        "1 verdeckter Tierstein geht ungesehen in die Schachtel",
        "{} verdeckte Tiersteine gehen ungesehen in die Schachtel",
    ),
    "ja": (
        "箱に戻す裏向きのタイルはありません",
        "裏向きのタイル{}枚は見せずに箱に戻します",
        "裏向きのタイル{}枚は見せずに箱に戻します",
    ),
}
WHICH_WORDS = {
    "en": (
        "which face-down light tiles count",
        "whether the face-down light tile counts",
        "which of the {} face-down light tiles count",
    ),
    "de": (
        "welche verdeckten hellen Tiersteine zählen",
        "ob der verdeckte helle Tierstein zählt",
        "welche der {} verdeckten hellen Tiersteine zählen",
    ),
    "ja": (
        "どの裏向きの通常タイルを数えるか",
        "裏向きの通常タイルを数えるかどうか",
        "裏向きの通常タイル{}枚のうちどれを数えるか",
    ),
}


COUNT_HOW_WORDS = {
    "en": (
        "choose the tiles to count, or none",
        "choose the tile to count it, or none to leave it out",
        "choose the tiles to count, or none",
    ),
    "de": (
        "wähle die Tiersteine, die zählen sollen, oder keinen",
        "wähle den Tierstein, um ihn zu werten, oder keinen, um ihn wegzulassen",
        "wähle die Tiersteine, die zählen sollen, oder keinen",
    ),
    "ja": (
        "数えるタイルを選びます（1枚も数えないなら「なし」）",
        "数えるならそのタイルを、数えないなら「なし」を選びます",
        "数えるタイルを選びます（1枚も数えないなら「なし」）",
    ),
}
SHADOW_PART_WORDS = {
    "en": ("", " (1 of them a shadow tile)", " ({} of them shadow tiles)"),
    "de": ("", " (davon 1 aus dem Schatten)", " (davon {} aus dem Schatten)"),
    "ja": ("", "（うち影1枚）", "（うち影{}枚）"),
}


def count_how_word(n: Any, lang: str) -> str:
    """How a player makes the counting choice for ``n`` face-down light tiles, in words
    (what to choose on the board, never notation)."""
    return by_count(n, lang, COUNT_HOW_WORDS)


def shadow_part_word(n: Any, lang: str) -> str:
    """How many tiles of a set came from the shadow, in brackets after the set: ``" (2 of
    them shadow tiles)"``; nothing at all for none."""
    return by_count(n, lang, SHADOW_PART_WORDS)


def lights_word(n: Any, lang: str) -> str:
    """Face-down light tiles held (German accusative): ``"1 face-down light tile"`` /
    ``"einen verdeckten hellen Tierstein"`` / ``"2 verdeckte helle Tiersteine"``."""
    return by_count(n, lang, LIGHTS_WORDS)


TAKE_WORDS = {
    "en": ("(it is empty, so you get no tile)", "with everything in it ({})"),
    "de": ("(sie ist leer, du bekommst also keinen Tierstein)", "mit allem, was darin liegt ({})"),
    "ja": ("を取ります。空なので、タイルはもらえません", "を中身ごと（{}）取ります"),
}
"""A row taken: with what it holds, or empty (no "(empty)" after "everything in it")."""


def take_word(codes: Any, lang: str) -> str:
    """What taking a row brings: ``"mit allem, was darin liegt (Eule, 2 Widder)"``, or for
    an empty row that it brings nothing (Japanese with its verb: 「を取ります。空なので…」)."""
    empty, full = TAKE_WORDS[lang]
    return full.format(row_word(codes, lang)) if list(codes) else empty


def loss_word(n: Any, lang: str) -> str:
    """What counting a tile would cost: ``"counting it would cost 2 points"``, or for 0
    ``"counting it would gain nothing"``."""
    k = int(n)
    if lang == "ja":
        return "数えても得点は増えません" if k == 0 else f"数えると{k}点減ります"
    if lang == "de":
        return (
            "ihn zu werten, brächte nichts"
            if k == 0
            else f"ihn zu werten, würde {points_word(k, lang)} kosten"
        )
    return (
        "counting it would gain nothing"
        if k == 0
        else f"counting it would cost {points_word(k, lang)}"
    )


def leftover_word(n: Any, lang: str) -> str:
    """A sentence on the tiles left in a tower at the end of a round."""
    return by_count(n, lang, LEFTOVER_WORDS)


def boxed_word(n: Any, lang: str) -> str:
    """A clause on the face-down light tiles that go to the box unseen at the end."""
    return by_count(n, lang, BOXED_WORDS)


def which_word(n: Any, lang: str) -> str:
    """What a player decides at the end about ``n`` face-down light tiles: ``"whether the
    face-down light tile counts"`` / ``"which of the 2 face-down light tiles count"``."""
    return by_count(n, lang, WHICH_WORDS)


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
