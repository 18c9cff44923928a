"""Lone Wolves components: suits, territories, cards, scars, and the configurable values.

Cards are integers ``suit * 6 + (value - 2)``; suits and territories share indices in board
order (LW-C1). The values the spec marks ASSUMED live in :class:`Components`, which a user
can override with the numbers printed on their copy of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.rules import implements

SUIT_LETTERS = "kbgwr"
"""Suit letters in board order: black, brown, green, white, red (LW-C1)."""
SUIT_NAMES = ("black", "brown", "green", "white", "red")
TERRITORIES = ("cave", "desert", "swamp", "tundra", "volcano")
"""Territories in board order; territory ``i`` has the colour of suit ``i`` (LW-C1)."""
N_TERR = 5
N_CARDS = 30
HAND_SIZE = 13
BOX_SIZE = 4
MAX_CARDS_PER_TERRITORY = 6
N_TRICKS = 13
MOON_POINTS = 5
BLOOD_MOON_POINTS = 3

EFFECTS = (
    "pack-strength",
    "plus3",
    "box-wolf",
    "flip-honor",
    "points-per-wolf",
    "points-per-lone",
    "points-per-faceup",
    "points-low-faceup",
    "points-if-honor",
)
"""The nine scar effects (LW-C3), two tokens of each."""
(
    PACK_STRENGTH,
    PLUS3,
    BOX_WOLF,
    FLIP_HONOR,
    POINTS_PER_WOLF,
    POINTS_PER_LONE,
    POINTS_PER_FACEUP,
    POINTS_LOW_FACEUP,
    POINTS_IF_HONOR,
) = range(9)
SCARS_PER_EFFECT = 2
N_SCARS = 18

VARIANTS = ("standard", "advanced")
BORDERS = ((0, 1), (1, 2), (2, 3), (3, 4))
"""Border spaces (advanced side) join neighbours in board order; location ``5 + i``."""
N_LOCATIONS = N_TERR + len(BORDERS)


def card_value(card: int) -> int:
    """The printed value 2..7 of a card."""
    return card % 6 + 2


@implements("LW-C1")
def card_suit(card: int) -> int:
    """The suit index 0..4 of a card, which is also the index of the territory of that
    colour (LW-C1)."""
    return card // 6


@implements("LW-C2")
def card_code(card: int) -> str:
    """Notation of a card: suit letter + value, e.g. ``"r4"``."""
    return f"{SUIT_LETTERS[card // 6]}{card % 6 + 2}"


CARD_CODES = tuple(card_code(c) for c in range(N_CARDS))
CARD_BY_CODE = {code: c for c, code in enumerate(CARD_CODES)}


def parse_card(text: str) -> int | None:
    """The card a notation names, or None."""
    return CARD_BY_CODE.get(text.strip().lower())


def location_name(loc: int) -> str:
    """Notation of a pack location: a territory, or ``a+b`` for a border space."""
    if loc < N_TERR:
        return TERRITORIES[loc]
    a, b = BORDERS[loc - N_TERR]
    return f"{TERRITORIES[a]}+{TERRITORIES[b]}"


def location_territories(loc: int) -> tuple[int, ...]:
    """The territories a scar on this location belongs to (two for a border, LW-T9)."""
    return (loc,) if loc < N_TERR else BORDERS[loc - N_TERR]


LOCATION_NAMES = tuple(location_name(loc) for loc in range(N_LOCATIONS))

DEFAULT_HONOR_TOKENS: tuple[tuple[int, int], ...] = ((2, 5), (3, 6), (4, 7), (5, 3), (6, 4))
"""ASSUMED honor token values (front, back), LW-C4."""


@implements("LW-C4", "LW-C6", "LW-C7")
@dataclass(frozen=True)
class Components:
    """The component values the spec marks ASSUMED; override them to match your copy.

    * ``honor_tokens``: five (front, back) point pairs (LW-C4).
    * ``pack_spaces``: pack spaces per territory per player (LW-C6/LW-C7); ``None`` takes the
      board side's default (3 standard, 2 advanced).
    * ``border_spaces``: whether the advanced side has a border space between neighbours
      (LW-C7); ``None`` takes the default (True).
    """

    honor_tokens: tuple[tuple[int, int], ...] = DEFAULT_HONOR_TOKENS
    pack_spaces: int | None = None
    border_spaces: bool | None = None
    _extra: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def resolved(self, variant: str) -> ResolvedComponents:
        """The concrete values for a board side, validated."""
        if variant not in VARIANTS:
            raise RecordError(
                "variant", f"{variant!r} is not a board side; use standard or advanced"
            )
        tokens = tuple((int(a), int(b)) for a, b in self.honor_tokens)
        if len(tokens) != N_TERR:
            raise RecordError(
                "components.honor_tokens", "there must be exactly 5 honor tokens (LW-C4)"
            )
        advanced = variant == "advanced"
        pack = self.pack_spaces if self.pack_spaces is not None else (2 if advanced else 3)
        border = bool(self.border_spaces if self.border_spaces is not None else True) and advanced
        if pack < 0:
            raise RecordError("components.pack_spaces", "cannot be negative (LW-C6)")
        caps = tuple([pack] * N_TERR + [1 if border else 0] * len(BORDERS))
        if sum(caps) < N_TRICKS:
            raise RecordError(
                "components.pack_spaces",
                f"a player needs room for {N_TRICKS} scars, this board gives {sum(caps)} (LW-C6)",
            )
        scar_spaces = tuple(4 if advanced and t == 2 else 3 for t in range(N_TERR))
        return ResolvedComponents(variant, tokens, pack, border, caps, scar_spaces)

    def to_json(self, variant: str) -> dict[str, Any]:
        """The ``components`` object of a record (all values spelled out)."""
        r = self.resolved(variant)
        out: dict[str, Any] = {
            "honor_tokens": [list(t) for t in r.honor_tokens],
            "pack_spaces": r.pack_spaces,
        }
        if variant == "advanced":
            out["border_spaces"] = r.border_spaces
        return out


@dataclass(frozen=True)
class ResolvedComponents:
    """Concrete component values for one board side (see :class:`Components`)."""

    variant: str
    honor_tokens: tuple[tuple[int, int], ...]
    pack_spaces: int
    border_spaces: bool
    location_caps: tuple[int, ...]
    """Pack capacity per location per player: 5 territories then 4 borders."""
    scar_spaces: tuple[int, ...]
    """Scar spaces per territory: 3 each; advanced: 4 in the Swamp (LW-C6, LW-C7)."""

    @property
    def locations(self) -> tuple[int, ...]:
        """The locations that exist on this board side."""
        return tuple(loc for loc, cap in enumerate(self.location_caps) if cap > 0)
