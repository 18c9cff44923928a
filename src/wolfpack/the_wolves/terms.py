"""Words for The Wolves terms in each language: terrains, pieces, actions, tracks, prey,
moon phases, players (with the neutral pack), hexes, regions and payments.

Message parameters stay in notation (``"grass"``, ``"8,9"``, ``["home", "grass>rock"]``);
these formatters turn them into words when a message is rendered. Every term kind starts
with ``tw`` so that it never collides with another game's terms.

German needs articles and cases inside the inserted words, so some terms come in several
kinds: ``twkind_nom``/``twkind_acc``/``twkind_dat`` give a piece with its definite article
("der Rudelwolf", "den Bau", "der Höhle"), ``twof`` a pack's owner after a noun ("von
Spieler 1", "des neutralen Rudels"), ``twplayer_cap``/``twplayers_cap`` a player and
``twkind_nom_cap`` a piece at the start of a sentence ("Das neutrale Rudel", "Der einsame Wolf"),
``twterrain_hex`` a hex of a terrain ("Waldfeld") and ``twpay_dat`` a payment after "mit"
("dem Lebensraumplättchen"); English and Japanese give the plain words where German adds
an article. Counts pick singular or plural ("1 Aktion",
"2 Aktionen"), and Japanese counters follow their noun ("ボーナス地形トークン0個").
The terms follow the published German rules (Skellig: Alphawolf, Rudelwolf, einsamer Wolf,
Wolfsabschnitt) and the Japanese rules summary (ムーンライトボード, 速度; its action names
遠吠え and 改良 also name the howl range, 遠吠え範囲, and the lair action, 棲家に改良, so
that a learner meets one word for each thing).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import (
    PLAYER_WORDS,
    by_count,
    counted,
    german_case,
    number_of,
    shown_number,
)
from wolfpack.core.words import join_words as _join
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

TERRAIN_WORDS = {
    "en": ("forest", "rock", "grass", "tundra", "desert"),
    "de": ("Wald", "Felsen", "Gras", "Tundra", "Wüste"),
    "ja": ("森", "岩場", "草原", "ツンドラ", "砂漠"),
}
KIND_WORDS = {
    "en": ("alpha", "pack wolf", "den", "lair", "lone wolf"),
    "de": ("Alphawolf", "Rudelwolf", "Bau", "Höhle", "einsamer Wolf"),
    "ja": ("アルファウルフ", "パックウルフ", "巣穴", "棲家", "一匹狼"),
}
ACTION_WORDS = {
    "en": ("Move", "Dig a den", "Upgrade to a lair", "Howl", "Dominate"),
    "de": ("Bewegen", "Bau graben", "Bau zur Höhle aufwerten", "Heulen", "Dominieren"),
    "ja": ("移動", "営巣", "棲家に改良", "遠吠え", "支配"),
}
TRACK_WORDS = {
    "en": ("pack spread", "wolf speed", "howl range"),
    "de": ("Rudelausbreitung", "Wolfsgeschwindigkeit", "Heulreichweite"),
    "ja": ("群れの広がり", "速度", "遠吠え範囲"),
}
PREY_WORDS = {
    "en": ("hare", "boar", "raccoon", "deer", "moose"),
    "de": ("Hase", "Wildschwein", "Waschbär", "Hirsch", "Elch"),
    "ja": ("ウサギ", "イノシシ", "アライグマ", "シカ", "ヘラジカ"),
}
PHASE_WORDS = {
    "en": ("crescent moon", "half moon", "full moon"),
    "de": ("Sichelmond", "Halbmond", "Vollmond"),
    "ja": ("三日月", "半月", "満月"),
}
REWARD_WORDS = {
    "en": ("a bonus terrain token", "a bonus action token"),
    "de": ("einen Gelände-Bonusmarker", "einen Aktions-Bonusmarker"),
    "ja": ("ボーナス地形トークン1個", "ボーナスアクショントークン1個"),
}
NEUTRAL_WORDS = {"en": "the neutral pack", "de": "das neutrale Rudel", "ja": "中立の群れ"}
NEUTRAL_CAP_WORDS = {"en": "The neutral pack", "de": "Das neutrale Rudel", "ja": "中立の群れ"}
NEUTRAL_OF_WORDS = {"en": "the neutral pack", "de": "des neutralen Rudels", "ja": "中立の群れ"}
OF_WORDS = {"en": "Player {}", "de": "von Spieler {}", "ja": "プレイヤー{}"}
HEX_WORDS = {"en": "hex {}", "de": "Feld {}", "ja": "ヘクス{}"}
HEX_CAP_WORDS = {"en": "Hex {}", "de": "Feld {}", "ja": "ヘクス{}"}
REGION_WORDS = {"en": "the region at {}", "de": "Region bei Feld {}", "ja": "ヘクス{}の地域"}
NOTHING_WORDS = {"en": "nothing", "de": "nichts", "ja": "なし"}
TERRAIN_HEX_WORDS = {
    "en": ("forest hex", "rock hex", "grass hex", "tundra hex", "desert hex"),
    "de": ("Waldfeld", "Felsenfeld", "Grasfeld", "Tundrafeld", "Wüstenfeld"),
    "ja": ("森のヘクス", "岩場のヘクス", "草原のヘクス", "ツンドラのヘクス", "砂漠のヘクス"),
}
KIND_DE = {
    # nominative, accusative, dative
    "alpha": ("der Alphawolf", "den Alphawolf", "dem Alphawolf"),
    "pack": ("der Rudelwolf", "den Rudelwolf", "dem Rudelwolf"),
    "den": ("der Bau", "den Bau", "dem Bau"),
    "lair": ("die Höhle", "die Höhle", "der Höhle"),
    "lone": ("der einsame Wolf", "den einsamen Wolf", "dem einsamen Wolf"),
}
"""German pieces with their definite article, by case."""


def join_words(items: Iterable[str], lang: str) -> str:
    """``a, b and c`` in each language; ``"nothing"`` / ``"nichts"`` / ``"なし"`` for none."""
    words = list(items)
    return _join(words, lang) if words else NOTHING_WORDS[lang]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def terrain_word(name: Any, lang: str) -> str:
    """``"grass"`` → ``"grass"`` / ``"Gras"`` / ``"草原"``."""
    return TERRAIN_WORDS[lang][TERRAINS.index(str(name))]


def terrain_hex_word(name: Any, lang: str) -> str:
    """A hex of a terrain: ``"grass"`` → ``"grass hex"`` / ``"Grasfeld"`` / ``"草原のヘクス"``."""
    return TERRAIN_HEX_WORDS[lang][TERRAINS.index(str(name))]


def terrains_word(names: Any, lang: str) -> str:
    """A list of terrains."""
    return join_words((terrain_word(n, lang) for n in names), lang)


def kind_word(name: Any, lang: str) -> str:
    """A piece kind (``alpha``, ``pack``, ``den``, ``lair``) or ``lone`` (lone wolf)."""
    kinds = (*KINDS, "lone")
    return KIND_WORDS[lang][kinds.index(str(name))]


kind_nom = german_case(KIND_DE, 0, kind_word)
"""German ``"der Rudelwolf"`` / ``"die Höhle"``; the plain word in English and Japanese."""
kind_acc = german_case(KIND_DE, 1, kind_word)
"""German ``"den Rudelwolf"`` / ``"die Höhle"``; the plain word in English and Japanese."""
kind_dat = german_case(KIND_DE, 2, kind_word)
"""German ``"dem Rudelwolf"`` / ``"der Höhle"``; the plain word in English and Japanese."""


def kind_cap_word(name: Any, lang: str) -> str:
    """A piece at the start of a sentence, with its definite article: ``"The lone wolf"`` /
    ``"Der einsame Wolf"``; Japanese the plain word."""
    if lang == "de":
        return _cap(kind_nom(name, lang))
    if lang == "en":
        return "The " + kind_word(name, lang)
    return kind_word(name, lang)


def action_word(name: Any, lang: str) -> str:
    """An action (``move``, ``den``, ``lair``, ``howl``, ``dominate``)."""
    return ACTION_WORDS[lang][ACTIONS.index(str(name))]


def track_word(name: Any, lang: str) -> str:
    """A den track (``pack_spread``, ``wolf_speed``, ``howl_range``)."""
    return TRACK_WORDS[lang][TRACKS.index(str(name))]


def prey_word(name: Any, lang: str) -> str:
    """A prey type."""
    return PREY_WORDS[lang][PREY_TYPES.index(str(name))]


PREY_A_WORDS = {
    "en": ("a hare", "a boar", "a raccoon", "a deer", "a moose"),
    "de": ("einen Hasen", "ein Wildschwein", "einen Waschbären", "einen Hirsch", "einen Elch"),
    "ja": PREY_WORDS["ja"],
}


def prey_a_word(name: Any, lang: str) -> str:
    """A prey as the object of a hunt: ``"a moose"`` / ``"einen Elch"`` / ``"ヘラジカ"``."""
    return PREY_A_WORDS[lang][PREY_TYPES.index(str(name))]


def phase_word(name: Any, lang: str) -> str:
    """A moon phase."""
    return PHASE_WORDS[lang][PHASES.index(str(name))]


def reward_word(name: Any, lang: str) -> str:
    """A bonus token (``"a bonus terrain token"``, German in the accusative)."""
    return REWARD_WORDS[lang][REWARDS.index(str(name))]


def player_word(owner: Any, lang: str) -> str:
    """``0`` → ``"Player 1"`` (people count from 1); ``5`` → the neutral pack."""
    if owner == NEUTRAL:
        return NEUTRAL_WORDS[lang]
    return PLAYER_WORDS[lang].format(shown_number(owner))


def player_cap_word(owner: Any, lang: str) -> str:
    """A player at the start of a sentence: ``"The neutral pack"`` / ``"Das neutrale Rudel"``."""
    if owner == NEUTRAL:
        return NEUTRAL_CAP_WORDS[lang]
    return PLAYER_WORDS[lang].format(shown_number(owner))


def of_word(owner: Any, lang: str) -> str:
    """Whose a piece is, after the piece: German ``"von Spieler 1"`` / ``"des neutralen
    Rudels"``; English and Japanese the plain owner (``"the den of Player 1"``)."""
    if owner == NEUTRAL:
        return NEUTRAL_OF_WORDS[lang]
    return OF_WORDS[lang].format(shown_number(owner))


def players_word(owners: Any, lang: str) -> str:
    """A list of players."""
    return join_words((player_word(o, lang) for o in owners), lang)


def players_cap_word(owners: Any, lang: str) -> str:
    """A list of players at the start of a sentence."""
    return _cap(players_word(owners, lang))


def hex_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"hex 8,9"``."""
    return HEX_WORDS[lang].format(name)


def hex_cap_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"Hex 8,9"`` (at the start of a sentence)."""
    return HEX_CAP_WORDS[lang].format(name)


def hexes_word(names: Any, lang: str) -> str:
    """A list of hexes."""
    return join_words((hex_word(n, lang) for n in names), lang)


def region_word(name: Any, lang: str) -> str:
    """A region, named by its water hex (German without its article: ``"der {}"``)."""
    return REGION_WORDS[lang].format(name)


def dist_word(n: Any, lang: str) -> str:
    """A number of hexes (a distance)."""
    return number_of(n, lang, ("hex", "hexes"), ("Feld", "Felder"), "{}ヘクス")


def steps_word(n: Any, lang: str) -> str:
    """A number of steps (a path's length, counted in hexes in Japanese)."""
    return number_of(n, lang, ("step", "steps"), ("Schritt", "Schritte"), "{}ヘクス")


def tiles_word(n: Any, lang: str) -> str:
    """``2`` → ``"2 tiles"`` / ``"2 Plättchen"`` / ``"2枚"``."""
    return number_of(n, lang, ("tile", "tiles"), ("Plättchen", "Plättchen"), "{}枚")


def bonus_word(n: Any, lang: str) -> str:
    """A number of bonus terrain tokens (``"ボーナス地形トークン2個"``; none: German
    in the accusative, ``"keinen Gelände-Bonusmarker"``, Japanese 「ボーナス地形トークンなし」)."""
    if int(n) == 0 and lang != "en":
        return {"de": "keinen Gelände-Bonusmarker", "ja": "ボーナス地形トークンなし"}[lang]
    return number_of(
        n,
        lang,
        ("bonus terrain token", "bonus terrain tokens"),
        ("Gelände-Bonusmarker", "Gelände-Bonusmarker"),
        "ボーナス地形トークン{}個",
    )


TILES_HELD_WORDS = {
    "en": ("no tiles", "1 tile", "{} tiles"),
    "de": ("kein Plättchen", "1 Plättchen", "{} Plättchen"),
    "ja": ("なく", "1枚で", "{}枚で"),
}
"""Tiles a player shows of a terrain, as the reason of a refusal says it (Japanese as a
clause that goes on: 「タイルはなく、」 / 「タイルは1枚で、」, never 「0枚」)."""
BONUS_HELD_WORDS = {
    "en": ("no bonus terrain token", "1 bonus terrain token", "{} bonus terrain tokens"),
    "de": ("keinen Gelände-Bonusmarker", "1 Gelände-Bonusmarker", "{} Gelände-Bonusmarker"),
    "ja": (
        "ボーナス地形トークンを持っていない",
        "ボーナス地形トークンは1個しかない",
        "ボーナス地形トークンは{}個しかない",
    ),
}
"""Bonus terrain tokens held, when they are too few (Japanese: 「…を持っていない」 /
「…は2個しかない」, followed by 「ので」)."""
BONUS_HAS_WORDS = {
    "en": BONUS_HELD_WORDS["en"],
    "de": BONUS_HELD_WORDS["de"],
    "ja": (
        "ボーナス地形トークンはなく",
        "ボーナス地形トークンが1個あり",
        "ボーナス地形トークンが{}個あり",
    ),
}
"""Bonus terrain tokens held, as a clause that goes on (Japanese 「…が1個あり、」)."""
BONUS_LEFT_WORDS = {
    "en": (
        "you keep no bonus terrain token",
        "you keep 1 bonus terrain token",
        "you keep {} bonus terrain tokens",
    ),
    "de": (
        "du hast keinen Gelände-Bonusmarker mehr",
        "du hast noch 1 Gelände-Bonusmarker",
        "du hast noch {} Gelände-Bonusmarker",
    ),
    "ja": (
        "ボーナス地形トークンは残りません",
        "ボーナス地形トークンが1個残ります",
        "ボーナス地形トークンが{}個残ります",
    ),
}
"""The bonus terrain tokens left after paying, as a clause."""


def actions_word(n: Any, lang: str) -> str:
    """A number of actions (none: German ``"keine Aktion"``, Japanese 「アクションなし」)."""
    if int(n) == 0 and lang != "en":
        return {"de": "keine Aktion", "ja": "アクションなし"}[lang]
    return number_of(n, lang, ("action", "actions"), ("Aktion", "Aktionen"), "アクション{}回")


def alphas_word(n: Any, lang: str) -> str:
    """A number of alphas (none: Japanese 「アルファウルフなし」)."""
    if int(n) == 0 and lang == "ja":
        return "アルファウルフなし"
    return number_of(
        n, lang, ("alpha", "alphas"), ("Alphawolf", "Alphawölfe"), "アルファウルフ{}匹"
    )


def action_tokens_word(n: Any, lang: str) -> str:
    """A number of bonus action tokens (none: German ``"keine Aktions-Bonusmarker"``,
    Japanese 「ボーナスアクショントークンなし」)."""
    if int(n) == 0 and lang != "en":
        return {"de": "keine Aktions-Bonusmarker", "ja": "ボーナスアクショントークンなし"}[lang]
    return number_of(
        n,
        lang,
        ("bonus action token", "bonus action tokens"),
        ("Aktions-Bonusmarker", "Aktions-Bonusmarker"),
        "ボーナスアクショントークン{}個",
    )


def wolves_word(n: Any, lang: str) -> str:
    """A number of wolves."""
    return number_of(n, lang, ("wolf", "wolves"), ("Wolf", "Wölfe"), "{}匹")


ALPHA_GROUP_WORDS = {
    "en": ("no alpha", "the alpha", "the {} alphas"),
    "de": ("kein Alphawolf", "der Alphawolf", "die {} Alphawölfe"),
    "ja": ("アルファウルフなし", "アルファウルフ", "アルファウルフ{}匹"),
}
PACK_GROUP_WORDS = {
    "en": ("no pack wolf", "the pack wolf", "the {} pack wolves"),
    "de": ("kein Rudelwolf", "der Rudelwolf", "die {} Rudelwölfe"),
    "ja": ("パックウルフなし", "パックウルフ", "パックウルフ{}匹"),
}


def alpha_group_word(n: Any, lang: str) -> str:
    """The alphas of one pack on a hex, with the article: ``"the alpha"`` / ``"der
    Alphawolf"``, ``"the 2 alphas"`` / ``"die 2 Alphawölfe"`` / ``"アルファウルフ2匹"``."""
    return by_count(n, lang, ALPHA_GROUP_WORDS)


def pack_group_word(n: Any, lang: str) -> str:
    """The pack wolves of one pack on a hex, with the article: ``"the pack wolf"`` /
    ``"der Rudelwolf"``, ``"the 2 pack wolves"`` / ``"die 2 Rudelwölfe"``."""
    return by_count(n, lang, PACK_GROUP_WORDS)


_PAY_WORDS = {
    "home": {"en": "the home tile", "de": "das Lebensraumplättchen", "ja": "得意地形タイル"},
    "bonus": {
        "en": "a bonus terrain token",
        "de": "einen Gelände-Bonusmarker",
        "ja": "ボーナス地形トークン",
    },
    "tile": {
        "en": "the {} tile (it turns to {})",
        "de": "das {}plättchen (Rückseite: {})",
        "ja": "{}のタイル（{}に裏返る）",
    },
}
_PAY_DAT_DE = {
    "home": "dem Lebensraumplättchen",
    "bonus": "einem Gelände-Bonusmarker",
    "tile": "dem {}plättchen (Rückseite: {})",
}
_TILE_STEM_DE = ("Wald", "Felsen", "Gras", "Tundra", "Wüsten")


def payment_word(words: Any, lang: str) -> str:
    """A payment in notation words (``home``, ``grass>rock``, ``bonus``) as a phrase."""
    out = []
    for w in words:
        w = str(w)
        if w in ("home", "bonus"):
            out.append(_PAY_WORDS[w][lang])
        elif lang == "de":
            a, _, b = w.partition(">")
            stem = _TILE_STEM_DE[TERRAINS.index(a)]
            out.append(_PAY_WORDS["tile"][lang].format(stem, terrain_word(b, lang)))
        else:
            a, _, b = w.partition(">")
            out.append(
                _PAY_WORDS["tile"][lang].format(terrain_word(a, lang), terrain_word(b, lang))
            )
    return join_words(out, lang)


def payment_dat_word(words: Any, lang: str) -> str:
    """A payment after "with": German in the dative (``"dem Lebensraumplättchen und dem
    Grasplättchen (Rückseite: Felsen)"``); English and Japanese as :func:`payment_word`."""
    if lang != "de":
        return payment_word(words, lang)
    out = []
    for w in words:
        w = str(w)
        if w in ("home", "bonus"):
            out.append(_PAY_DAT_DE[w])
        else:
            a, _, b = w.partition(">")
            stem = _TILE_STEM_DE[TERRAINS.index(a)]
            out.append(_PAY_DAT_DE["tile"].format(stem, terrain_word(b, lang)))
    return join_words(out, lang)


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
    "twtiles_held": counted(TILES_HELD_WORDS),
    "twbonus_held": counted(BONUS_HELD_WORDS),
    "twbonus_has": counted(BONUS_HAS_WORDS),
    "twbonus_left": counted(BONUS_LEFT_WORDS),
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
_PIECES = [*KINDS, "lone"]

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
    "twhex": HEX_WORDS,
    "twhex_cap": HEX_CAP_WORDS,
    "twregion": REGION_WORDS,
}
"""Term kinds whose words are a pattern around the hex's name (a board sends the pattern
once and the name with each explanation)."""
