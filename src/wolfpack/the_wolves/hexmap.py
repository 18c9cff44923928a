"""Hex geometry of The Wolves map: hexes, neighbours, distances and paths (TW-C1, TW-C3).

Hexes use axial coordinates ``(x, y)`` from the data file; the six directions are, in data
order, top, top right, bottom right, bottom, bottom left and top left (flat-topped hexes).
A map is built from the tile positions of a player count; every hex gets an index
``0..n-1`` in tile order, and all tables here are indexed by it.

Two distances matter:

* :meth:`Geometry.distance` is the plain hex distance, used for howl range (TW-T7, TW-T8);
* :meth:`Geometry.steps` is the length of the shortest path through passable hexes (never
  through water or the chasm, TW-T3), used for wolf speed and for displacement (TW-T4).

The fast rules state asks most questions about sets of hexes, so the tables also come as
*hex masks*: an int whose bit ``h`` is set when hex ``h`` belongs to the set. The union and
intersection of two sets is then one ``|`` or ``&``, and the members come out in increasing
hex order (:func:`hexes_of`), the order in which the rules list their choices.
"""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.rules import implements
from wolfpack.the_wolves.components import CHASM, N_TERRAINS, PHASES, WATER, Rules

START = -1
"""The region id of the start tile's hexes (it is never scored)."""
FAR = 255
"""Path length between hexes that no path joins."""


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """The hex distance ``(|dx| + |dy| + |dx - dy|) / 2`` of the data file."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return (abs(dx) + abs(dy) + abs(dx - dy)) // 2


def mask_of(hexes: Iterable[int]) -> int:
    """The hex mask of a set of hexes."""
    m = 0
    for h in hexes:
        m |= 1 << h
    return m


def hexes_of(mask: int) -> list[int]:
    """The hexes of a hex mask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def hexes_of_memo(mask: int) -> tuple[int, ...]:
    """:func:`hexes_of`, memoized: for the masks of where one player's pieces stand, which
    the fast rules ask for decision after decision while they rarely change."""
    out = HEXES_MEMO.get(mask)
    if out is None:
        out = tuple(hexes_of(mask))
        if len(HEXES_MEMO) >= HEXES_MEMO_MAX:
            HEXES_MEMO.clear()
        HEXES_MEMO[mask] = out
    return out


HEXES_MEMO: dict[int, tuple[int, ...]] = {}
HEXES_MEMO_MAX = 1 << 12
"""The memo of :func:`hexes_of_memo` is emptied when it reaches this size (small enough to
stay in the processor's caches)."""


def hex_name(xy: tuple[int, int]) -> str:
    """The notation of a hex: ``"8,9"``."""
    return f"{xy[0]},{xy[1]}"


def parse_hex(text: str) -> tuple[int, int] | None:
    """``"8,9"`` → ``(8, 9)``; None if it is not two integers joined by a comma."""
    parts = text.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


@implements("TW-C1", "TW-C3")
@dataclass(frozen=True, eq=False)
class Geometry:
    """The static shape of a map for one player count (terrain aside): which hexes exist,
    which tile each belongs to, which are passable, and the distance tables."""

    coords: tuple[tuple[int, int], ...]
    index: dict[tuple[int, int], int]
    region: tuple[int, ...]
    """Region position index of each hex, or :data:`START` for the start tile."""
    tile_index: tuple[int, ...]
    """Index of each hex within its tile (into the data's ``tile_hex_offsets``)."""
    passable: tuple[bool, ...]
    neighbours: tuple[tuple[int, ...], ...]
    """Map neighbours of each hex (passable or not)."""
    hex_dist: tuple[tuple[int, ...], ...]
    path_len: tuple[tuple[int, ...], ...]
    within: tuple[tuple[tuple[int, ...], ...], ...]
    """``within[h][s]``: passable hexes other than ``h`` at most ``s`` steps away."""
    rings: tuple[tuple[tuple[int, ...], ...], ...]
    """``rings[h][k]``: passable hexes exactly ``k + 1`` steps from ``h``."""
    near_water: tuple[bool, ...]
    water: tuple[int, ...]
    """The water hex of each region."""
    lone: tuple[tuple[int, ...], ...]
    """The lone-wolf hexes of each region."""
    prey: tuple[int, ...]
    """The prey hex of each region."""
    region_hexes: tuple[tuple[int, ...], ...]
    start_side: tuple[int, ...]
    """For start-tile hexes next to the chasm: 0 or 1, the side of the chasm; else -1."""

    # -- the same tables as hex masks (see the module docstring) --
    land_mask: int = field(default=0, repr=False)
    """The passable hexes."""
    reach_masks: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    """``reach_masks[h][s]``: :attr:`within` ``[h][s]`` as a mask."""
    range_masks: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    """``range_masks[h][r]``: every hex at plain hex distance at most ``r`` from ``h``
    (``h`` included; water and chasm hexes too)."""
    around_masks: tuple[int, ...] = field(default=(), repr=False)
    """``h`` and its map neighbours."""
    neighbour_masks: tuple[int, ...] = field(default=(), repr=False)
    """The map neighbours of ``h``."""
    ring_masks: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    """:attr:`rings` as masks."""
    region_masks: tuple[int, ...] = field(default=(), repr=False)
    """:attr:`region_hexes` as masks."""
    near_water_mask: int = field(default=0, repr=False)
    """The hexes next to a water source."""
    side_masks: tuple[int, int] = field(default=(0, 0), repr=False)
    """The start-tile hexes on each side of the chasm (:attr:`start_side` 0 and 1)."""
    prey_near_mask: int = field(default=0, repr=False)
    """The hexes next to a prey hex."""
    near_getters: tuple[Any, ...] = field(default=(), repr=False)
    """``near_getters[h]``: an :func:`operator.itemgetter` of the passable neighbours of
    ``h`` (always a tuple; None if there are none)."""
    move_cache: dict[int, Any] = field(default_factory=dict, repr=False)
    """Tables the fast rules build lazily for this map (see :mod:`.queries`)."""

    @property
    def size(self) -> int:
        """The number of hexes."""
        return len(self.coords)

    @property
    def regions(self) -> int:
        """The number of region tiles."""
        return len(self.water)

    def distance(self, a: int, b: int) -> int:
        """Plain hex distance between two hexes (howl range)."""
        return self.hex_dist[a][b]

    def steps(self, a: int, b: int) -> int:
        """Shortest path length through passable hexes (:data:`FAR` if none)."""
        return self.path_len[a][b]

    def name(self, h: int) -> str:
        """The notation of hex ``h``."""
        return hex_name(self.coords[h])

    def find(self, text: str) -> int | None:
        """The hex index of a notation like ``"8,9"``, or None if not on this map."""
        xy = parse_hex(text)
        return None if xy is None else self.index.get(xy)

    def is_neighbour(self, a: int, b: int) -> bool:
        """Whether two hexes touch."""
        return b in self.neighbours[a]


_CACHE: weakref.WeakKeyDictionary[Rules, Geometry] = weakref.WeakKeyDictionary()


def geometry(rules: Rules) -> Geometry:
    """The geometry of the map for these rules (built once per rules object)."""
    geo = _CACHE.get(rules)
    if geo is None:
        geo = _build(rules)
        _check_neutral(rules, geo)
        _CACHE[rules] = geo
    return geo


def _check_neutral(rules: Rules, geo: Geometry) -> None:
    """Every neutral hex of the 2-player setup must be a free land hex of its region."""
    for stack, hexes in rules.neutral:
        key = "+".join(PHASES[p] for p in stack)
        for i, nh in enumerate(hexes):
            for r in range(geo.regions):
                x, y = geo.coords[geo.water[r]]
                h = geo.index.get((x + nh.offset[0], y + nh.offset[1]))
                if (
                    h is None
                    or geo.region[h] != r
                    or not geo.passable[h]
                    or h in geo.lone[r]
                    or h == geo.prey[r]
                ):
                    raise RecordError(
                        f"two_player_neutral_pack_hexes.{key}[{i}].offset",
                        "must lead from the water to a land hex of the same region without a "
                        "lone wolf or prey",
                    )


def _tile_hexes(rules: Rules, center: tuple[int, int], rotated: bool) -> list[tuple[int, int]]:
    s = -1 if rotated else 1
    return [(center[0] + s * dx, center[1] + s * dy) for dx, dy in rules.tile_offsets]


def _build(rules: Rules) -> Geometry:
    layout = rules.layout
    path = f"boards_by_player_count.{rules.players}"
    coords: list[tuple[int, int]] = []
    region: list[int] = []
    tile_index: list[int] = []
    passable: list[bool] = []
    tiles: list[tuple[int, tuple[int, int], bool]] = []
    if layout.start is not None:
        tiles.append((START, layout.start.center, False))
    tiles += [(r, p.center, p.rotated) for r, p in enumerate(layout.regions)]
    for reg, center, rotated in tiles:
        for k, xy in enumerate(_tile_hexes(rules, center, rotated)):
            coords.append(xy)
            region.append(reg)
            tile_index.append(k)
            if reg == START:
                passable.append(rules.start_terrain[k] != CHASM)
            else:
                passable.append(rules.tile_groups[k] != N_TERRAINS)
    index = {xy: i for i, xy in enumerate(coords)}
    if len(index) != len(coords):
        raise RecordError(path, "two tiles of this layout overlap")
    n = len(coords)
    neighbours = tuple(
        tuple(index[(x + dx, y + dy)] for dx, dy in rules.neighbours if (x + dx, y + dy) in index)
        for x, y in coords
    )
    hex_dist = tuple(tuple(hex_distance(a, b) for b in coords) for a in coords)
    path_len = tuple(_bfs(h, neighbours, passable) for h in range(n))
    land = [h for h in range(n) if passable[h]]
    if land and any(path_len[land[0]][h] == FAR for h in land):
        raise RecordError(path, "some land hexes of this layout cannot be reached")
    max_speed = max(max(a) for a in rules.attributes)
    within = tuple(
        tuple(
            tuple(d for d in land if d != h and path_len[h][d] <= s) if passable[h] else ()
            for s in range(max_speed + 1)
        )
        for h in range(n)
    )
    rings = tuple(_rings(h, path_len[h], land) for h in range(n))
    water_hexes = {h for h in range(n) if region[h] != START and not passable[h]}
    near_water = tuple(any(g in water_hexes for g in neighbours[h]) for h in range(n))
    regions = len(layout.regions)
    by_tile = {(region[h], tile_index[h]): h for h in range(n)}
    water = tuple(by_tile[(r, rules.water_index)] for r in range(regions))
    lone = tuple(tuple(by_tile[(r, k)] for k in rules.lone_indexes) for r in range(regions))
    prey = tuple(by_tile[(r, rules.prey_index)] for r in range(regions))
    region_hexes = tuple(tuple(h for h in range(n) if region[h] == r) for r in range(regions))
    start_side = _start_sides(rules, region, neighbours, passable, n)
    range_masks = tuple(
        tuple(mask_of(g for g in range(n) if hex_dist[h][g] <= r) for r in range(max_speed + 1))
        for h in range(n)
    )
    return Geometry(
        coords=tuple(coords),
        index=index,
        region=tuple(region),
        tile_index=tuple(tile_index),
        passable=tuple(passable),
        neighbours=neighbours,
        hex_dist=hex_dist,
        path_len=path_len,
        within=within,
        rings=rings,
        near_water=near_water,
        water=water,
        lone=lone,
        prey=prey,
        region_hexes=region_hexes,
        start_side=start_side,
        land_mask=mask_of(land),
        reach_masks=tuple(tuple(mask_of(w) for w in within[h]) for h in range(n)),
        range_masks=range_masks,
        around_masks=tuple(mask_of((h, *neighbours[h])) for h in range(n)),
        neighbour_masks=tuple(mask_of(neighbours[h]) for h in range(n)),
        ring_masks=tuple(tuple(mask_of(ring) for ring in rings[h]) for h in range(n)),
        region_masks=tuple(mask_of(hexes) for hexes in region_hexes),
        near_water_mask=mask_of(h for h in range(n) if near_water[h]),
        prey_near_mask=mask_of(g for h in prey for g in neighbours[h]),
        near_getters=tuple(getter_of(rings[h][0] if rings[h] else ()) for h in range(n)),
        side_masks=(
            mask_of(h for h in range(n) if start_side[h] == 0),
            mask_of(h for h in range(n) if start_side[h] == 1),
        ),
    )


def getter_of(items: tuple[int, ...]) -> Any:
    """An :func:`operator.itemgetter` of ``items`` that always returns a tuple (None for
    no items)."""
    if not items:
        return None
    return itemgetter(*items) if len(items) > 1 else itemgetter(items[0], items[0])


def _bfs(
    start: int, neighbours: tuple[tuple[int, ...], ...], passable: list[bool]
) -> tuple[int, ...]:
    dist = [FAR] * len(neighbours)
    if not passable[start]:
        return tuple(dist)
    dist[start] = 0
    queue = deque([start])
    while queue:
        h = queue.popleft()
        nd = dist[h] + 1
        for g in neighbours[h]:
            if passable[g] and dist[g] == FAR:
                dist[g] = nd
                queue.append(g)
    return tuple(dist)


def _rings(h: int, dist: tuple[int, ...], land: list[int]) -> tuple[tuple[int, ...], ...]:
    far = max((dist[d] for d in land if dist[d] < FAR), default=0)
    return tuple(tuple(d for d in land if dist[d] == k) for k in range(1, far + 1))


def _start_sides(
    rules: Rules,
    region: list[int],
    neighbours: tuple[tuple[int, ...], ...],
    passable: list[bool],
    n: int,
) -> tuple[int, ...]:
    """Split the start tile's land hexes next to the chasm into the two sides of the chasm:
    the connected groups of start-tile land hexes (TW-S3)."""
    side = [-1] * n
    if rules.layout.start is None:
        return tuple(side)
    chasm = {h for h in range(n) if region[h] == START and not passable[h]}
    edge = [
        h
        for h in range(n)
        if region[h] == START and passable[h] and any(g in chasm for g in neighbours[h])
    ]
    land = {h for h in range(n) if region[h] == START and passable[h]}
    groups = 0
    for h in edge:
        if side[h] >= 0:
            continue
        stack = [h]
        seen = {h}
        while stack:
            x = stack.pop()
            for g in neighbours[x]:
                if g in land and g not in seen:
                    seen.add(g)
                    stack.append(g)
        for x in seen:
            if x in edge:
                side[x] = groups
        groups += 1
    if groups != 2:
        raise RecordError(
            "start_tile.hex_terrain_by_index", "the chasm must split the start tile in two sides"
        )
    return tuple(side)


@dataclass(frozen=True, eq=False)
class Board:
    """A dealt map: the geometry plus the terrain of every hex for one tile assignment."""

    geo: Geometry
    terrain: bytes
    """Terrain of each hex, one byte per hex (a tuple of ints would be eight times the
    size): 0..4 (:data:`~wolfpack.the_wolves.components.TERRAINS`),
    :data:`~wolfpack.the_wolves.components.WATER` or
    :data:`~wolfpack.the_wolves.components.CHASM`."""
    tiles: tuple[str, ...]
    """The region tile at each region position."""
    terrain_masks: tuple[int, ...] = field(init=False, repr=False)
    """The hexes of each of the five terrains, as hex masks."""
    terrain_sets: tuple[int, ...] = field(init=False, repr=False)
    """``terrain_sets[ts]``: the hexes of the terrains in the 5-bit set ``ts`` (bit ``t``:
    terrain ``t``), as a hex mask."""
    terrain_bytes: tuple[bytes, ...] = field(init=False, repr=False)
    """``terrain_bytes[t][h]``: 1 if hex ``h`` is of terrain ``t``, else 0."""
    move_cache: dict[int, Any] = field(init=False, repr=False)
    """Tables the fast rules build lazily for this board (see :mod:`.queries`)."""

    def __post_init__(self) -> None:
        masks = tuple(
            mask_of(h for h, t in enumerate(self.terrain) if t == terrain)
            for terrain in range(N_TERRAINS)
        )
        sets = [0]
        for ts in range(1, 1 << N_TERRAINS):
            low = (ts & -ts).bit_length() - 1
            sets.append(sets[ts & (ts - 1)] | masks[low])
        object.__setattr__(self, "terrain_masks", masks)
        object.__setattr__(self, "terrain_sets", tuple(sets))
        object.__setattr__(
            self,
            "terrain_bytes",
            tuple(
                bytes(1 if t == terrain else 0 for t in self.terrain)
                for terrain in range(N_TERRAINS)
            ),
        )
        object.__setattr__(self, "move_cache", {})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and (self.terrain, self.tiles) == (
            other.terrain,
            other.tiles,
        )

    def __hash__(self) -> int:
        return hash((self.terrain, self.tiles))


@implements("TW-S1")
def build_board(rules: Rules, tiles: tuple[str, ...]) -> Board:
    """The map with region tile ``tiles[r]`` on region position ``r``."""
    geo = geometry(rules)
    palettes = dict(rules.region_tiles)
    terrain = []
    for h in range(geo.size):
        k = geo.tile_index[h]
        r = geo.region[h]
        if r == START:
            terrain.append(rules.start_terrain[k])
        elif rules.tile_groups[k] == N_TERRAINS:
            terrain.append(WATER)
        else:
            terrain.append(palettes[tiles[r]][rules.tile_groups[k]])
    return Board(geo, bytes(terrain), tiles)
