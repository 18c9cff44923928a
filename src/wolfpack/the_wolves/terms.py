"""Words for The Wolves terms in each language: terrains, pieces, actions, tracks, prey,
moon phases, players (with the neutral pack), hexes, regions and payments.

Message parameters stay in notation (``"grass"``, ``"8,9"``, ``["home", "grass>rock"]``);
these formatters turn them into words when a message is rendered. Every term kind starts
with ``tw`` so that it never collides with another game's terms.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
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
    "de": ("Alphawolf", "Rudelwolf", "Bau", "Höhle", "Einsamer Wolf"),
    "ja": ("アルファウルフ", "パックウルフ", "巣穴", "棲家", "一匹狼"),
}
ACTION_WORDS = {
    "en": ("Move", "Dig a den", "Upgrade to a lair", "Howl", "Dominate"),
    "de": ("Bewegen", "Bau graben", "Bau zur Höhle aufwerten", "Heulen", "Dominieren"),
    "ja": ("移動", "営巣", "改良", "遠吠え", "支配"),
}
TRACK_WORDS = {
    "en": ("pack spread", "wolf speed", "howl range"),
    "de": ("Rudelausbreitung", "Wolfsgeschwindigkeit", "Heulreichweite"),
    "ja": ("群れの広がり", "移動速度", "遠吠え範囲"),
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
PLAYER_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}
NEUTRAL_WORDS = {"en": "the neutral pack", "de": "das neutrale Rudel", "ja": "中立の群れ"}
HEX_WORDS = {"en": "hex {}", "de": "Feld {}", "ja": "ヘクス{}"}
HEX_CAP_WORDS = {"en": "Hex {}", "de": "Feld {}", "ja": "ヘクス{}"}
REGION_WORDS = {"en": "the region at {}", "de": "Region bei {}", "ja": "{}の地域"}
AND_WORDS = {"en": " and ", "de": " und ", "ja": "と"}
NOTHING_WORDS = {"en": "nothing", "de": "nichts", "ja": "なし"}


def join_words(items: Iterable[str], lang: str) -> str:
    """``a, b and c`` in each language."""
    words = list(items)
    if not words:
        return NOTHING_WORDS[lang]
    if lang == "ja":
        return "、".join(words)
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + AND_WORDS[lang] + words[-1]


def terrain_word(name: Any, lang: str) -> str:
    """``"grass"`` → ``"grass"`` / ``"Gras"`` / ``"草原"``."""
    return TERRAIN_WORDS[lang][TERRAINS.index(str(name))]


def terrains_word(names: Any, lang: str) -> str:
    """A list of terrains."""
    return join_words((terrain_word(n, lang) for n in names), lang)


def kind_word(name: Any, lang: str) -> str:
    """A piece kind (``alpha``, ``pack``, ``den``, ``lair``) or ``lone`` (lone wolf)."""
    kinds = (*KINDS, "lone")
    return KIND_WORDS[lang][kinds.index(str(name))]


def action_word(name: Any, lang: str) -> str:
    """An action (``move``, ``den``, ``lair``, ``howl``, ``dominate``)."""
    return ACTION_WORDS[lang][ACTIONS.index(str(name))]


def track_word(name: Any, lang: str) -> str:
    """A den track (``pack_spread``, ``wolf_speed``, ``howl_range``)."""
    return TRACK_WORDS[lang][TRACKS.index(str(name))]


def prey_word(name: Any, lang: str) -> str:
    """A prey type."""
    return PREY_WORDS[lang][PREY_TYPES.index(str(name))]


def phase_word(name: Any, lang: str) -> str:
    """A moon phase."""
    return PHASE_WORDS[lang][PHASES.index(str(name))]


def reward_word(name: Any, lang: str) -> str:
    """A bonus token."""
    return REWARD_WORDS[lang][REWARDS.index(str(name))]


def player_word(owner: Any, lang: str) -> str:
    """``0`` → ``"Player 0"``; ``5`` → the neutral pack."""
    if owner == NEUTRAL:
        return NEUTRAL_WORDS[lang]
    return PLAYER_WORDS[lang].format(owner)


def players_word(owners: Any, lang: str) -> str:
    """A list of players."""
    return join_words((player_word(o, lang) for o in owners), lang)


def hex_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"hex 8,9"``."""
    return HEX_WORDS[lang].format(name)


def hex_cap_word(name: Any, lang: str) -> str:
    """``"8,9"`` → ``"Hex 8,9"`` (at the start of a sentence)."""
    return HEX_CAP_WORDS[lang].format(name)


def dist_word(n: Any, lang: str) -> str:
    """A number of hexes (a distance)."""
    return _count(n, lang, ("hex", "hexes"), ("Feld", "Felder"), "ヘクス")


def hexes_word(names: Any, lang: str) -> str:
    """A list of hexes."""
    return join_words((hex_word(n, lang) for n in names), lang)


def region_word(name: Any, lang: str) -> str:
    """A region, named by its water hex."""
    return REGION_WORDS[lang].format(name)


def _count(n: Any, lang: str, en: tuple[str, str], de: tuple[str, str], ja: str) -> str:
    k = int(n)
    if lang == "ja":
        return f"{k}{ja}"
    one, many = en if lang == "en" else de
    return f"{k} {one if k == 1 else many}"


def tiles_word(n: Any, lang: str) -> str:
    """``2`` → ``"2 tiles"`` / ``"2 Plättchen"`` / ``"2枚"``."""
    return _count(n, lang, ("tile", "tiles"), ("Plättchen", "Plättchen"), "枚")


def bonus_word(n: Any, lang: str) -> str:
    """A number of bonus terrain tokens."""
    return _count(
        n,
        lang,
        ("bonus terrain token", "bonus terrain tokens"),
        ("Gelände-Bonusmarker", "Gelände-Bonusmarker"),
        "個のボーナス地形トークン",
    )


def actions_word(n: Any, lang: str) -> str:
    """A number of actions."""
    return _count(n, lang, ("action", "actions"), ("Aktion", "Aktionen"), "回のアクション")


def alphas_word(n: Any, lang: str) -> str:
    """A number of alphas."""
    return _count(n, lang, ("alpha", "alphas"), ("Alphawolf", "Alphawölfe"), "匹のアルファウルフ")


def action_tokens_word(n: Any, lang: str) -> str:
    """A number of bonus action tokens."""
    return _count(
        n,
        lang,
        ("bonus action token", "bonus action tokens"),
        ("Aktions-Bonusmarker", "Aktions-Bonusmarker"),
        "個のボーナスアクショントークン",
    )


def steps_word(n: Any, lang: str) -> str:
    """A number of steps."""
    return _count(n, lang, ("step", "steps"), ("Schritt", "Schritte"), "歩")


def wolves_word(n: Any, lang: str) -> str:
    """A number of wolves."""
    return _count(n, lang, ("wolf", "wolves"), ("Wolf", "Wölfe"), "匹")


_PAY_WORDS = {
    "home": {"en": "the home tile", "de": "das Lebensraumplättchen", "ja": "得意地形タイル"},
    "bonus": {
        "en": "a bonus terrain token",
        "de": "einen Gelände-Bonusmarker",
        "ja": "ボーナス地形トークン",
    },
    "tile": {
        "en": "the {} tile (it turns to {})",
        "de": "das Plättchen {} (es wird zu {})",
        "ja": "{}のタイル（{}に裏返る）",
    },
}


def payment_word(words: Any, lang: str) -> str:
    """A payment in notation words (``home``, ``grass>rock``, ``bonus``) as a phrase."""
    out = []
    for w in words:
        w = str(w)
        if w in ("home", "bonus"):
            out.append(_PAY_WORDS[w][lang])
        else:
            a, _, b = w.partition(">")
            out.append(
                _PAY_WORDS["tile"][lang].format(terrain_word(a, lang), terrain_word(b, lang))
            )
    return join_words(out, lang)


TERMS: dict[str, TermFormatter] = {
    "twterrain": terrain_word,
    "twterrains": terrains_word,
    "twkind": kind_word,
    "twaction": action_word,
    "twtrack": track_word,
    "twprey": prey_word,
    "twphase": phase_word,
    "twreward": reward_word,
    "twplayer": player_word,
    "twplayers": players_word,
    "twhex": hex_word,
    "twhexes": hexes_word,
    "twHex": hex_cap_word,
    "twdist": dist_word,
    "twregion": region_word,
    "twtiles": tiles_word,
    "twbonus": bonus_word,
    "twactions": actions_word,
    "twsteps": steps_word,
    "twalphas": alphas_word,
    "twatokens": action_tokens_word,
    "twwolves": wolves_word,
    "twpay": payment_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


DOMAINS: dict[str, Sequence[Any]] = {}
"""Every value of each enumerable term kind (a board sends their words once); the kinds
not listed are rendered into each explanation a board sends."""
