"""Triqueta components: animals, tiles, towers, and the configurable values.

A tile is a small integer ``animal + 7 * shadow``: light tiles are 0..5 (hare, owl, deer,
boar, ram, bear; TQ-C1), shadow tiles 7..13 (one of each of those animals, then the wolf;
TQ-C2). Light tiles of one animal are interchangeable, so a tile's code is just its kind.
The values the spec marks ASSUMED live in :class:`Components`, which a user can override.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.rules import implements

ANIMALS = ("hare", "owl", "deer", "boar", "ram", "bear", "wolf")
"""The seven animals; the wolf exists only as a shadow tile (TQ-C2)."""
WOLF = 6
N_LIGHT_ANIMALS = 6
SHADOW = 7
"""Added to an animal index to make its shadow tile."""
N_KINDS = 14
LIGHT_PER_ANIMAL = 10
N_LIGHT = 60
N_SHADOW = 15
WOLVES = 9
N_TOWERS = 4
N_STACKS = 5
LIGHT_PER_STACK = 3
MAX_FACE_DOWN = 2
"""Light tiles a player may keep face down in a whole game (TQ-T1)."""
N_ROUNDS = 4
MIN_PLAYERS = 2
MAX_PLAYERS = 5
SET_VALUES = (5, 6, 7, 8, 9, 10, 11)
"""The value of a triqueta (exactly three) per animal, wolf last (TQ-C1, TQ-C2)."""
TREE_POINTS = 1
START_MARKER_POINTS = 1

LIGHT, SHADOW_KIND = "light", "shadow"

FINAL_MARKER_CHOICES = ("stays", "moves")


def animal_of(tile: int) -> int:
    """The animal index 0..6 of a tile."""
    return tile % SHADOW


def is_shadow(tile: int) -> bool:
    """Whether a tile is a shadow tile (dark back, TQ-C2)."""
    return tile >= SHADOW


@implements("TQ-C1", "TQ-C2")
def tile_code(tile: int) -> str:
    """The notation of a tile: ``"owl"`` for a light owl, ``"shadow-owl"``, ``"shadow-wolf"``."""
    name = ANIMALS[tile % SHADOW]
    return f"shadow-{name}" if tile >= SHADOW else name


TILE_KINDS = tuple(range(N_LIGHT_ANIMALS)) + tuple(SHADOW + a for a in range(7))
"""Every kind of tile that exists: six light animals, seven shadow animals."""
TILE_CODES = {t: tile_code(t) for t in TILE_KINDS}
TILE_BY_CODE = {code: t for t, code in TILE_CODES.items()}


def back(tile: int) -> str:
    """The back a tile shows face down: ``"light"`` or ``"shadow"`` (TQ-H1)."""
    return SHADOW_KIND if tile >= SHADOW else LIGHT


def light_tiles() -> list[int]:
    """The 60 light tiles of the base game: ten of each of six animals (TQ-C1)."""
    return [a for a in range(N_LIGHT_ANIMALS) for _ in range(LIGHT_PER_ANIMAL)]


def shadow_tiles() -> list[int]:
    """The 15 shadow tiles of Hidden Wolves: nine wolves and one of each other animal (TQ-C2)."""
    return [SHADOW + WOLF] * WOLVES + [SHADOW + a for a in range(N_LIGHT_ANIMALS)]


def all_tiles(hidden_wolves: bool) -> list[int]:
    """Every tile in play: 60, or 75 with Hidden Wolves."""
    return light_tiles() + (shadow_tiles() if hidden_wolves else [])


@implements("TQ-T2", "TQ-T5")
@dataclass(frozen=True)
class Components:
    """The values the spec marks ASSUMED; override them to match your copy or house rules.

    * ``row_limit``: how many tiles a row may hold; ``None`` (the default) means rows have
      no length limit (TQ-T2).
    * ``final_start_marker``: after round four, ``"stays"`` (default) leaves the start
      marker with whoever started round four; ``"moves"`` gives it, as in the other rounds,
      to whoever takes the last row (TQ-T5).
    """

    row_limit: int | None = None
    final_start_marker: str = "stays"

    def __post_init__(self) -> None:
        if self.row_limit is not None and (
            isinstance(self.row_limit, bool) or not isinstance(self.row_limit, int)
        ):
            raise RecordError("components.row_limit", "must be an integer or null (TQ-T2)")
        if self.row_limit is not None and self.row_limit < 1:
            raise RecordError("components.row_limit", "a row must hold at least 1 tile (TQ-T2)")
        if self.final_start_marker not in FINAL_MARKER_CHOICES:
            raise RecordError(
                "components.final_start_marker",
                f"{self.final_start_marker!r} is not one of {', '.join(FINAL_MARKER_CHOICES)}"
                " (TQ-T5)",
            )

    def to_json(self) -> dict[str, Any]:
        """The ``components`` object of a record (all values spelled out)."""
        return {"row_limit": self.row_limit, "final_start_marker": self.final_start_marker}


@dataclass(frozen=True)
class Config:
    """How a game is played: player count, expansion, 2-player variant, components."""

    players: int
    hidden_wolves: bool
    two_player_variant: bool
    components: Components

    @classmethod
    def make(
        cls,
        players: int,
        hidden_wolves: bool,
        two_player_variant: bool | None = None,
        components: Components | None = None,
    ) -> Config:
        """A checked configuration; the 2-player variant defaults to on for 2 players with
        Hidden Wolves (TQ-V1)."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise RecordError("players", "must be an integer")
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RecordError("players", f"Triqueta is for 2 to 5 players, not {players}")
        if two_player_variant is None:
            two_player_variant = players == 2 and hidden_wolves
        if two_player_variant and players != 2:
            raise RecordError("two_player_variant", "the variant is for exactly 2 players (TQ-V1)")
        if two_player_variant and not hidden_wolves:
            raise RecordError(
                "two_player_variant", "the 2-player variant is part of Hidden Wolves (TQ-V1)"
            )
        return cls(
            players, bool(hidden_wolves), bool(two_player_variant), components or Components()
        )

    @property
    def n_tiles(self) -> int:
        """How many tiles the game holds: 60, or 75 with Hidden Wolves."""
        return N_LIGHT + (N_SHADOW if self.hidden_wolves else 0)
