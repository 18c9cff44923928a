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
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import by_count, german_case, player_word, points_word
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    EFFECTS,
    LOCATION_NAMES,
    SUIT_LETTERS,
    TERRITORIES,
)

SUIT_WORDS = {
    "en": ("Black", "Brown", "Green", "White", "Red"),
    "de": ("Schwarz", "Hellbraun", "Grün", "Weiß", "Rot"),
    "ja": ("黒", "茶", "緑", "白", "赤"),
}
SUIT_ADJ_DE = ("schwarz", "hellbraun", "grün", "weiß", "rot")
"""The German suit adjectives' stems ("der rote 4er-Wolf", "den roten 4er-Wolf")."""
TERRITORY_WORDS = {
    "en": ("Cave", "Desert", "Swamp", "Tundra", "Volcano"),
    "de": ("Höhle", "Wüste", "Sumpf", "Tundra", "Vulkan"),
    "ja": ("洞窟", "砂漠", "沼地", "ツンドラ", "火山"),
}
TERRITORY_DE = {
    # nominative, accusative, dative, genitive, "in" + dative
    "cave": ("die Höhle", "die Höhle", "der Höhle", "der Höhle", "in der Höhle"),
    "desert": ("die Wüste", "die Wüste", "der Wüste", "der Wüste", "in der Wüste"),
    "swamp": ("der Sumpf", "den Sumpf", "dem Sumpf", "des Sumpfes", "im Sumpf"),
    "tundra": ("die Tundra", "die Tundra", "der Tundra", "der Tundra", "in der Tundra"),
    "volcano": ("der Vulkan", "den Vulkan", "dem Vulkan", "des Vulkans", "im Vulkan"),
}
"""German territories with article, by case: Sumpf and Vulkan are masculine."""
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
        "Gebietsplättchen wenden",
        "1 Punkt pro Wolf",
        "2 Punkte pro Einsamem Wolf",
        "2 Punkte pro offenem Wolf",
        "3 Punkte pro offenem 2er-, 3er- oder 4er-Wolf",
        "5 Punkte mit dem Gebietsplättchen",
    ),
    "ja": (
        "群れの力（カード1枚につき強さ+1）",
        "強さ+3",
        "箱の狼",
        "名誉トークン反転",
        "カード1枚につき1点",
        "一匹狼1匹につき2点",
        "表向きのカード1枚につき2点",
        "表向きの2・3・4の1枚につき3点",
        "名誉トークン獲得で5点",
    ),
}
BORDER_WORDS = {
    "en": "the border of {} and {}",
    "de": "die Grenze zwischen {} und {}",
    "ja": "{}と{}の境界",
}
BORDER_IN_WORDS = {
    "en": "on the border of {} and {}",
    "de": "an der Grenze zwischen {} und {}",
    "ja": "{}と{}の境界",
}
NONE_WORDS = {"en": "none", "de": "keine", "ja": "なし"}
NO_TRUMP_WORDS = {"en": "none", "de": "keiner", "ja": "なし"}
THEN_WORDS = {"en": "{}, then {}", "de": "{}, dann {}", "ja": "{}、次に{}"}


def suit_word(letter: Any, lang: str) -> str:
    """``"r"`` → ``"Red"`` / ``"Rot"`` / ``"赤"``."""
    if letter is None:
        return NONE_WORDS[lang]
    return SUIT_WORDS[lang][SUIT_LETTERS.index(str(letter))]


def card_word(code: Any, lang: str) -> str:
    """A card as a label: ``"r4"`` → ``"Red 4"`` / ``"Rot 4"`` / ``"赤の4"``."""
    code = str(code)
    suit = suit_word(code[0], lang)
    return f"{suit}の{code[1:]}" if lang == "ja" else f"{suit} {code[1:]}"


def _card_de(code: Any, article: str, ending: str) -> str:
    code = str(code)
    return f"{article} {SUIT_ADJ_DE[SUIT_LETTERS.index(code[0])]}{ending} {code[1:]}er-Wolf"


def card_nom(code: Any, lang: str) -> str:
    """German: ``"der rote 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_de(code, "der", "e") if lang == "de" else card_word(code, lang)


def card_acc(code: Any, lang: str) -> str:
    """German: ``"den roten 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_de(code, "den", "en") if lang == "de" else card_word(code, lang)


def card_dat(code: Any, lang: str) -> str:
    """German: ``"dem roten 4er-Wolf"``; English and Japanese: the card's words."""
    return _card_de(code, "dem", "en") if lang == "de" else card_word(code, lang)


def territory_word(name: Any, lang: str) -> str:
    """``"swamp"`` → ``"Swamp"`` / ``"Sumpf"`` / ``"沼地"``."""
    return TERRITORY_WORDS[lang][TERRITORIES.index(str(name))]


terr_nom = german_case(TERRITORY_DE, 0, territory_word)
"""German ``"der Sumpf"``; the plain word in English and Japanese."""
terr_acc = german_case(TERRITORY_DE, 1, territory_word)
"""German ``"den Sumpf"``; the plain word in English and Japanese."""
terr_dat = german_case(TERRITORY_DE, 2, territory_word)
"""German ``"dem Sumpf"``; the plain word in English and Japanese."""
terr_gen = german_case(TERRITORY_DE, 3, territory_word)
"""German ``"des Sumpfes"``; the plain word in English and Japanese."""


def terr_in(name: Any, lang: str) -> str:
    """Where: ``"in the Swamp"`` / ``"im Sumpf"`` / ``"沼地"``."""
    if lang == "de":
        return TERRITORY_DE[str(name)][4]
    if lang == "en":
        return f"in the {territory_word(name, lang)}"
    return territory_word(name, lang)


def _location(name: Any, lang: str, border: dict[str, str], territory: TermFormatter) -> str:
    """A pack location: a border space (``"swamp+tundra"``) in the words of ``border``, a
    territory in those of ``territory``."""
    name = str(name)
    if "+" in name:
        a, b = name.split("+")
        return border[lang].format(territory_word(a, lang), territory_word(b, lang))
    return territory(name, lang)


def location_word(name: Any, lang: str) -> str:
    """A pack location as a label: a territory, or ``"swamp+tundra"`` for a border space."""
    return _location(name, lang, BORDER_WORDS, territory_word)


def loc_in(name: Any, lang: str) -> str:
    """Where a pack space lies: ``"in the Swamp"`` / ``"im Sumpf"``, or for a border space
    ``"on the border of Swamp and Tundra"`` / ``"an der Grenze zwischen Sumpf und Tundra"``;
    Japanese: the place (``"沼地とツンドラの境界"``)."""
    return _location(name, lang, BORDER_IN_WORDS, terr_in)


def effect_word(name: Any, lang: str) -> str:
    """``"plus3"`` → ``"+3 strength"``; None (hidden) → a face-down scar."""
    if name is None:
        return {"en": "a face-down scar", "de": "eine verdeckte Narbe", "ja": "裏向きの傷"}[lang]
    return EFFECT_WORDS[lang][EFFECTS.index(str(name))]


PACK_SPACES_WORDS = {
    "en": ("no empty pack space", "1 empty pack space", "{} empty pack spaces"),
    "de": ("kein freies Rudelfeld", "ein freies Rudelfeld", "{} freie Rudelfelder"),
    "ja": (
        "空いた群れのマスはありません",
        "空いた群れのマスが{}つあります",
        "空いた群れのマスが{}つあります",
    ),
}
ONE_OF_DOWN_WORDS = {
    "en": ("no face-down scar", "the only face-down scar", "one of the {} face-down scars"),
    "de": ("keine verdeckte Narbe", "die einzige verdeckte Narbe", "eine der {} verdeckten Narben"),
    "ja": ("裏向きの傷", "裏向きの傷", "裏向きの傷{}つのうち1つ"),
}


def pack_spaces_word(n: Any, lang: str) -> str:
    """Free pack spaces: ``"3 empty pack spaces"`` / ``"3 freie Rudelfelder"``; Japanese
    says how many there are (``"空いた群れのマスが3つあります"``)."""
    return by_count(n, lang, PACK_SPACES_WORDS)


def one_of_down_word(n: Any, lang: str) -> str:
    """The face-down scar a 3 turns up, among ``n`` there: ``"the only face-down scar"`` /
    ``"one of the 2 face-down scars"``."""
    return by_count(n, lang, ONE_OF_DOWN_WORDS)


SCAR_NAMED_WORDS = {
    "en": ("a face-down scar", "the scar “{}”"),
    "de": ("eine verdeckte Narbe", "die Narbe „{}“"),
    "ja": ("裏向きの傷", "傷「{}」"),
}
"""A scar by its name in quotes, or a face-down one (None)."""


def scar_named_word(name: Any, lang: str) -> str:
    """A scar by its name: ``"die Narbe „+3 Stärke“"`` / 「傷「強さ+3」」; None (face down) →
    ``"eine verdeckte Narbe"`` / 「裏向きの傷」 (German in the accusative)."""
    hidden, named = SCAR_NAMED_WORDS[lang]
    return hidden if name is None else named.format(effect_word(name, lang))


RISK_WORDS = {
    "en": (
        "the opponent almost surely holds one",
        "the chance that the opponent holds one is about {}%",
    ),
    "de": (
        "der Gegner hat fast sicher so einen Wolf",
        "mit etwa {} % Wahrscheinlichkeit hat der Gegner so einen Wolf",
    ),
    "ja": (
        "相手はほぼ確実にそのどれかを持っています",
        "相手がそのどれかを持っている確率は約{}%です",
    ),
}
"""How likely the opponent holds a card that beats a lead: nearly sure from 95 % on, else
the percentage."""
SURE_PCT = 95
"""From this chance (in whole percent) on, a hint says "almost surely", not "about 100 %"."""


def risk_word(pct: Any, lang: str) -> str:
    """The chance (in whole percent) that the opponent can beat a lead, in words: "almost
    surely" from 95 % on (no "about 100 %"), the percentage below."""
    sure, about = RISK_WORDS[lang]
    return sure if int(pct) >= SURE_PCT else about.format(int(pct))


GAIN_WORDS = {
    "en": ("changes nothing at once", "gains you about {} at once", "costs you about {} at once"),
    "de": (
        "ändert sie vorerst nichts",
        "bringt sie dir sofort etwa {} mehr",
        "kostet sie dich sofort etwa {}",
    ),
    "ja": ("点差はすぐには変わりません", "すぐに約{}の得になります", "すぐに約{}の損になります"),
}
"""What placing a scar does to a player's margin at once: nothing, a gain, a loss."""


def gain_word(gain: Any, lang: str) -> str:
    """A change of the margin (a signed number, ``"+5"``) as what a scar does at once:
    ``"bringt sie dir sofort etwa 5 Punkte mehr"``; nothing for 0 (no "+0")."""
    k = int(str(gain))
    none, more, less = GAIN_WORDS[lang]
    if k == 0:
        return none
    return (more if k > 0 else less).format(points_word(abs(k), lang))


def trumps_word(letters: Any, lang: str) -> str:
    """The trump suits of a game in order: ``"gr"`` → ``"Green, then Red"``; ``""`` → none."""
    suits = [suit_word(letter, lang) for letter in str(letters or "")]
    if not suits:
        return NO_TRUMP_WORDS[lang]
    out = suits[0]
    for s in suits[1:]:
        out = THEN_WORDS[lang].format(out, s)
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
