"""Words for Lone Wolves terms in each language: cards, suits, territories, scars, players.

Message parameters stay in notation (``"r4"``, ``"swamp"``, ``"plus3"``); these formatters
turn them into words when a message is rendered (``{card:card}`` in a template).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    EFFECTS,
    LOCATION_NAMES,
    SUIT_LETTERS,
    TERRITORIES,
)

SUIT_WORDS = {
    "en": ("Black", "Brown", "Green", "White", "Red"),
    "de": ("Schwarz", "Braun", "Grün", "Weiß", "Rot"),
    "ja": ("黒", "茶", "緑", "白", "赤"),
}
TERRITORY_WORDS = {
    "en": ("Cave", "Desert", "Swamp", "Tundra", "Volcano"),
    "de": ("Höhle", "Wüste", "Sumpf", "Tundra", "Vulkan"),
    "ja": ("洞窟", "砂漠", "沼地", "ツンドラ", "火山"),
}
EFFECT_WORDS = {
    "en": (
        "pack strength (+1 strength per wolf)",
        "+3 strength",
        "box wolf",
        "honor flip",
        "1 point per wolf",
        "2 points per lone wolf",
        "2 points per face-up wolf",
        "3 points per face-up 2, 3 or 4",
        "5 points with the honor token",
    ),
    "de": (
        "Rudelstärke (+1 Stärke pro Wolf)",
        "+3 Stärke",
        "Wolf aus der Schachtel",
        "Ehrenplättchen wenden",
        "1 Punkt pro Wolf",
        "2 Punkte pro Einsamem Wolf",
        "2 Punkte pro offenem Wolf",
        "3 Punkte pro offener 2, 3 oder 4",
        "5 Punkte mit dem Ehrenplättchen",
    ),
    "ja": (
        "群れの力（狼1匹につき強さ+1）",
        "強さ+3",
        "箱の狼",
        "名誉トークン反転",
        "狼1匹につき1点",
        "一匹狼1匹につき2点",
        "表向きの狼1匹につき2点",
        "表向きの2・3・4の1枚につき3点",
        "名誉トークン獲得で5点",
    ),
}
PLAYER_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}
BORDER_WORDS = {
    "en": "the border of {} and {}",
    "de": "die Grenze zwischen {} und {}",
    "ja": "{}と{}の境界",
}
NONE_WORDS = {"en": "none", "de": "keine", "ja": "なし"}


def suit_word(letter: Any, lang: str) -> str:
    """``"r"`` → ``"Red"``."""
    if letter is None:
        return NONE_WORDS[lang]
    return SUIT_WORDS[lang][SUIT_LETTERS.index(str(letter))]


def card_word(code: Any, lang: str) -> str:
    """``"r4"`` → ``"Red 4"`` / ``"Rot 4"`` / ``"赤の4"``."""
    code = str(code)
    suit = suit_word(code[0], lang)
    return f"{suit}の{code[1:]}" if lang == "ja" else f"{suit} {code[1:]}"


def territory_word(name: Any, lang: str) -> str:
    """``"swamp"`` → ``"Swamp"``."""
    return TERRITORY_WORDS[lang][TERRITORIES.index(str(name))]


def location_word(name: Any, lang: str) -> str:
    """A pack location: a territory, or ``"swamp+tundra"`` for a border space."""
    name = str(name)
    if "+" in name:
        a, b = name.split("+")
        return BORDER_WORDS[lang].format(territory_word(a, lang), territory_word(b, lang))
    return territory_word(name, lang)


def effect_word(name: Any, lang: str) -> str:
    """``"plus3"`` → ``"+3 strength"``; None (hidden) → a face-down scar."""
    if name is None:
        return {"en": "a face-down scar", "de": "eine verdeckte Narbe", "ja": "裏向きの傷"}[lang]
    return EFFECT_WORDS[lang][EFFECTS.index(str(name))]


def player_word(player: Any, lang: str) -> str:
    """``0`` → ``"Player 0"``."""
    return PLAYER_WORDS[lang].format(player)


TERMS: dict[str, TermFormatter] = {
    "card": card_word,
    "suit": suit_word,
    "terr": territory_word,
    "loc": location_word,
    "effect": effect_word,
    "player": player_word,
}
"""The term kinds of this game's templates (``{name:kind}``), each with its formatter."""


DOMAINS: dict[str, Sequence[Any]] = {
    "card": CARD_CODES,
    "suit": [*SUIT_LETTERS, None],
    "terr": TERRITORIES,
    "loc": LOCATION_NAMES,
    "effect": [*EFFECTS, None],
    "player": [0, 1],
}
"""Every value of each term kind (a board sends their words once)."""
