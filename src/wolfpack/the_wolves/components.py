"""The Wolves components: the fixed vocabulary (terrains, pieces, tracks, prey, moon phases)
and the per-player-count rules resolved from the component data (TW-C1..TW-C5).

Every number the rulebook shows only in pictures comes from the data file (see
:mod:`wolfpack.the_wolves.loader`); this module turns it into small tuples indexed by
integers, which the fast rules state uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from wolfpack.core.rules import implements

TERRAINS = ("forest", "rock", "grass", "tundra", "desert")
"""The five terrains (TW-C1); a terrain is an index into this tuple."""
WATER = 5
"""Terrain code of a water source (impassable, holds the region scoring token)."""
CHASM = 6
"""Terrain code of a chasm hex of the start tile (impassable)."""
N_TERRAINS = 5

KINDS = ("alpha", "pack", "den", "lair")
"""Piece kinds; a piece on the map is the int ``owner * 4 + kind``."""
ALPHA, PACK, DEN, LAIR = range(4)
NEUTRAL = 5
"""Owner index of the neutral pack of the 2-player variant (players are 0..4)."""
CONTROL = (1, 1, 1, 3)
"""Control of each piece kind in a region (TW-E1)."""

TRACKS = ("pack_spread", "wolf_speed", "howl_range")
"""The three den tracks, in data order (TW-C2)."""
TRACK_WORDS = ("spread", "speed", "range")
"""Short names of the den tracks in the move notation (``track speed``)."""
SPREAD, SPEED, RANGE = range(3)

ACTIONS = ("move", "den", "lair", "howl", "dominate")
"""The five actions of a turn (TW-T2, TW-T5..TW-T8)."""
MOVE, DIG, LAIR_ACT, HOWL, DOMINATE = range(5)

PHASES = ("crescent", "half", "full")
"""The moon phases, in scoring order; ``full`` ends the game (TW-T10)."""
PREY_TYPES = ("hare", "boar", "raccoon", "deer", "moose")
"""The prey types (TW-C2: five spaces on the prey track)."""
REWARDS = ("bonus_terrain", "bonus_action")
"""Rewards under a den (TW-T5) and for a hunt (TW-T9)."""

ACTIONS_PER_TURN = 2
"""TW-T1: two actions per turn."""
START_WOLVES = 4
"""TW-C2: 2 alphas and 2 pack wolves start on the map."""
ROUND_LIMIT = 100
"""TW-T10, ASSUMED: the game ends after this many rounds (every player has had this many
turns) if the full moon has not come by then. The printed rules end the game only at the
full moon, and only pieces leaving the map move the calendar on: players who only move
their wolves could play forever. Played games stay far below it: 1000 games of uniformly
random decisions per player count took at most 66 rounds, 30 games of the rule-based bot
per count at most 42."""


def owner_of(piece: int) -> int:
    """The owner index of a piece code."""
    return piece >> 2


def kind_of(piece: int) -> int:
    """The kind index of a piece code."""
    return piece & 3


def piece(owner: int, kind: int) -> int:
    """The code of a piece."""
    return owner * 4 + kind


@dataclass(frozen=True)
class Position:
    """Where a tile lies on the map: the axial hex of its centre and whether it is rotated."""

    center: tuple[int, int]
    rotated: bool


@dataclass(frozen=True)
class Layout:
    """The map for one player count: the start tile (None for 2 players) and the region
    tile positions (TW-C3)."""

    start: Position | None
    regions: tuple[Position, ...]
    hex_count: int


@dataclass(frozen=True)
class NeutralHex:
    """Neutral pieces (kinds) on one hex, given as an offset from the water hex."""

    offset: tuple[int, int]
    kinds: tuple[int, ...]


@implements("TW-C1", "TW-C2", "TW-C4", "TW-C5")
@dataclass(frozen=True, eq=False)
class Rules:
    """The component values for one player count, as small integer tuples.

    Built by :meth:`wolfpack.the_wolves.loader.WolvesData.rules`; the fast state keeps a
    reference and never copies it.
    """

    players: int
    layout: Layout
    neighbours: tuple[tuple[int, int], ...]
    tile_offsets: tuple[tuple[int, int], ...]
    tile_groups: tuple[int, ...]
    water_index: int
    lone_indexes: tuple[int, ...]
    prey_index: int
    region_tiles: tuple[tuple[str, tuple[int, ...]], ...]
    start_terrain: tuple[int, ...]
    cycle: tuple[tuple[int, int], ...]
    costs: tuple[int, ...]
    attributes: tuple[tuple[int, ...], ...]
    den_rewards: tuple[tuple[int, ...], ...]
    """Per track, per number of dens taken after taking one: -1 or an index of REWARDS."""
    den_vp: tuple[int, ...]
    lair_vp: tuple[int, ...]
    wolf_vp: tuple[int, ...]
    deploy: tuple[int, ...]
    prey_vp: tuple[int, ...]
    hunt_bonus: bool
    dates: tuple[int, ...]
    token_values: tuple[tuple[int, int], ...]
    token_stacks: tuple[tuple[int, ...], ...]
    prey_stacks: tuple[tuple[int, ...], ...]
    neutral: tuple[tuple[tuple[int, ...], tuple[NeutralHex, ...]], ...]
    calendar_dates: int
    round_limit: int = ROUND_LIMIT
    """The round after which the game ends at the latest (TW-T10, ASSUMED)."""

    @cached_property
    def dens_per_track(self) -> int:
        """How many dens stand on each attribute track at the start."""
        return len(self.attributes[0]) - 1

    @cached_property
    def lairs(self) -> int:
        """How many lairs each player has."""
        return len(self.lair_vp) - 1

    @cached_property
    def board_wolves(self) -> int:
        """How many wolves wait on each player board at the start."""
        return len(self.deploy)

    def neutral_for(self, stack: tuple[int, ...]) -> tuple[NeutralHex, ...]:
        """The neutral pieces a region with this stack of scoring tokens gets (2 players)."""
        for key, hexes in self.neutral:
            if key == stack:
                return hexes
        return ()

    def faces(self, flips: int) -> tuple[int, ...]:
        """The terrains the five cycle tiles show for a flip mask (bit i: tile i back up)."""
        return _faces(self.cycle, flips)

    def tiles_showing(self, flips: int, terrain: int) -> tuple[int, ...]:
        """The cycle tiles that show ``terrain`` for a flip mask."""
        return self.showing[flips][terrain]

    @cached_property
    def showing(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """``showing[flips][terrain]``: :meth:`tiles_showing` as a table."""
        return tuple(_showing(self.cycle, flips) for flips in range(1 << len(self.cycle)))

    @cached_property
    def payable(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """``payable[home][flips][k]``: the terrains (bit ``t`` for terrain ``t``) that at
        least ``k`` tiles show, the home tile included, for a player whose home terrain is
        ``home``; ``k`` runs to the most tiles one terrain can show (beyond it: none)."""
        most = len(self.cycle) + 1
        out = []
        for home in range(N_TERRAINS):
            rows = []
            for shown in self.showing:
                count = [len(shown[t]) + (1 if t == home else 0) for t in range(N_TERRAINS)]
                rows.append(
                    tuple(
                        sum(1 << t for t in range(N_TERRAINS) if count[t] >= k)
                        for k in range(most + 1)
                    )
                )
            out.append(tuple(rows))
        return tuple(out)

    @cached_property
    def free_slots(self) -> tuple[tuple[int, ...], ...]:
        """``free_slots[k][mask]``: the next wolf slot of a player board whose taken slots
        are ``mask`` (bit ``i``: slot ``i``), of kind ``k`` (0..3), or of any kind for
        ``k = 4``; -1 if none."""

        def first(mask: int, kind: int | None) -> int:
            for i, k in enumerate(self.deploy):
                if not mask >> i & 1 and (kind is None or k == kind):
                    return i
            return -1

        kinds: list[int | None] = [*range(len(KINDS)), None]
        return tuple(tuple(first(m, k) for m in range(1 << len(self.deploy))) for k in kinds)


_FACES: dict[tuple[tuple[tuple[int, int], ...], int], tuple[int, ...]] = {}
_SHOWING: dict[tuple[tuple[tuple[int, int], ...], int], tuple[tuple[int, ...], ...]] = {}


def _faces(cycle: tuple[tuple[int, int], ...], flips: int) -> tuple[int, ...]:
    key = (cycle, flips)
    out = _FACES.get(key)
    if out is None:
        out = tuple(pair[flips >> i & 1] for i, pair in enumerate(cycle))
        _FACES[key] = out
    return out


def _showing(cycle: tuple[tuple[int, int], ...], flips: int) -> tuple[tuple[int, ...], ...]:
    key = (cycle, flips)
    out = _SHOWING.get(key)
    if out is None:
        faces = _faces(cycle, flips)
        out = tuple(tuple(i for i, f in enumerate(faces) if f == t) for t in range(N_TERRAINS))
        _SHOWING[key] = out
    return out


def tile_name(cycle: tuple[tuple[int, int], ...], tile: int, flips: int) -> str:
    """A cycle tile in the notation: the terrain it shows, ``>``, the terrain it flips to."""
    side = flips >> tile & 1
    pair = cycle[tile]
    return f"{TERRAINS[pair[side]]}>{TERRAINS[pair[1 - side]]}"
