"""Load and validate the component data of The Wolves.

The package ships the values of ``the-wolves-data.json`` (transcribed from an online
implementation, not checked against the printed parts). A user can pass their own values,
read off their copy of the game, as a path, a JSON text or a dict: keys that are present
replace the shipped ones, so ``{"action_costs": {...}}`` alone is enough to change costs.
Every value is checked, and a bad one is refused with a
:class:`~wolfpack.core.errors.RecordError` naming its field (``action_costs.den``): a key
the data file does not have (:data:`SCHEMA`), a note the engine does not read that is not
short text (:data:`MAX_NOTE`), a list longer than :data:`MAX_ITEMS`.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.records import (
    expect_bool,
    expect_choice,
    expect_int,
    expect_list,
    expect_object,
    field,
    join,
    load_json,
)
from wolfpack.core.rules import implements
from wolfpack.the_wolves.components import (
    ACTIONS,
    CHASM,
    KINDS,
    N_TERRAINS,
    PHASES,
    PREY_TYPES,
    REWARDS,
    TERRAINS,
    TRACKS,
    Layout,
    NeutralHex,
    Position,
    Rules,
)
from wolfpack.the_wolves.hexmap import geometry

DATA_FILE = "the-wolves-data.json"
MAX_ATTRIBUTE = 12
"""The highest pack spread, wolf speed or howl range a track may give (the printed tracks
reach 4 or 5; distance tables are built up to this value)."""
MAX_DENS = 8
"""The most dens a track may hold (the printed tracks hold 4)."""
_COUNT = re.compile(r"[1-9][0-9]?")
MAX_VALUE = 99
"""The largest number any component value may be (points, attributes, counts): the printed
game's values are all below 20, and nothing is built from a value larger than this."""
MAX_ITEMS = 64
"""The longest list of component values (tracks, calendars, region layouts, stacks)."""


def default_data() -> dict[str, Any]:
    """A fresh copy of the shipped component data (the values of the spec's data file)."""
    text = (
        resources.files("wolfpack.the_wolves")
        .joinpath("data")
        .joinpath(DATA_FILE)
        .read_text("utf-8")
    )
    data: dict[str, Any] = json.loads(text)
    return data


_DEFAULT: dict[str, Any] = default_data()

MAX_NOTE = 1000
"""The longest note (text the engine does not read, such as ``_about``) in characters."""
NOTE = "note"
"""In :data:`SCHEMA`: a note, text the engine does not read (at most :data:`MAX_NOTE`
characters, or a list of at most :data:`MAX_ITEMS` such texts)."""
NOTES = "notes"
"""In :data:`SCHEMA`: an object whose every value is a note."""
_BY_COUNT = ("2", "3", "4", "5")
_BY_GROUP = ("2", "3-5", "all")


def _keys(keys: tuple[str, ...], each: Any = None) -> dict[str, Any]:
    return dict.fromkeys(keys, each)


SCHEMA: dict[str, Any] = {
    "_about": NOTE,
    "terrains": None,
    "hex_neighbours": None,
    "hex_distance": NOTE,
    "tile_hex_offsets": None,
    "tile_hex_group": None,
    "tile_special": _keys(("water_hex_index", "lone_wolf_hex_indexes", "prey_hex_index")),
    "rotated_tile": NOTE,
    "region_tile_group_terrains": None,
    "start_tile": {"hex_terrain_by_index": None, "note": NOTE},
    "boards_by_player_count": _keys(
        _BY_COUNT, _keys(("start_tile_center", "region_positions", "hex_count"))
    ),
    "player_terrain_tiles": {
        "cycle_tiles_front_back": None,
        "home_tile": NOTE,
        "start_faces": NOTE,
    },
    "action_costs": _keys(ACTIONS),
    "attribute_by_dens_taken": _keys(TRACKS),
    "den_track_rewards": _keys(_BY_GROUP, _keys(TRACKS)),
    "track_vp_highest_revealed": {
        "den_track_each": _keys(_BY_GROUP),
        "lairs": _keys(_BY_GROUP),
        "wolves": _keys((*_BY_GROUP, "deploy_order")),
        "prey": _keys(_BY_GROUP),
    },
    "hunt_reward_bonus_action": _keys(_BY_GROUP),
    "start_bonus_tokens": NOTES,
    "moon_calendar_scoring_dates": _keys(_BY_COUNT),
    "region_scoring_token_values": _keys(PHASES),
    "region_scoring_tokens_by_player_count": _keys(_BY_COUNT),
    "prey_by_player_count": _keys(_BY_COUNT, _keys(("tokens_per_region", "types"))),
    "two_player_neutral_pack": NOTES,
    "moon_calendar_dates": None,
    "two_player_neutral_pack_hexes": None,
}
"""The keys component data may hold, as the shipped data file has them: for each key,
None (a value the engine reads and checks), :data:`NOTE`, :data:`NOTES`, or the keys of
the object it holds. A key starting with ``_`` may hold a note in any object."""


def check_keys(raw: Mapping[str, Any], path: str = "", schema: Mapping[str, Any] = SCHEMA) -> None:
    """Refuse a key ``raw`` may not hold (:data:`SCHEMA`), a note that is not short text,
    and anywhere a list or object of more than :data:`MAX_ITEMS` values or text longer
    than :data:`MAX_NOTE`, each naming its field."""
    for key, value in raw.items():
        kpath = join(path, key)
        kind = NOTE if key.startswith("_") else schema.get(key, ...)
        if kind is ...:
            known = ", ".join(k for k in schema if not k.startswith("_"))
            raise RecordError(kpath, f"unknown field; expected {known} (or a note under _name)")
        if kind == NOTE:
            _note(value, kpath)
        elif kind == NOTES:
            for k, v in _bounded(expect_object(value, kpath), kpath).items():
                _note(v, join(kpath, k))
        elif isinstance(kind, dict) and isinstance(value, dict):
            check_keys(value, kpath, kind)
        else:
            _check_sizes(value, kpath)


def _note(value: Any, path: str) -> None:
    """A note: text of at most :data:`MAX_NOTE` characters, or a list of such texts."""
    texts = _bounded(value, path) if isinstance(value, list) else [value]
    for i, text in enumerate(texts):
        where = join(path, i) if isinstance(value, list) else path
        if not isinstance(text, str) or len(text) > MAX_NOTE:
            raise RecordError(where, f"must be a note: text of at most {MAX_NOTE} characters")


def _bounded(value: Any, path: str) -> Any:
    if len(value) > MAX_ITEMS:
        raise RecordError(path, f"holds at most {MAX_ITEMS} values, found {len(value)}")
    return value


def _check_sizes(value: Any, path: str) -> None:
    """Every list and object below ``value`` holds at most :data:`MAX_ITEMS` values and
    every text at most :data:`MAX_NOTE` characters (iteratively)."""
    stack = [(value, path)]
    while stack:
        v, p = stack.pop()
        if isinstance(v, str) and len(v) > MAX_NOTE:
            raise RecordError(p, f"must be text of at most {MAX_NOTE} characters")
        if isinstance(v, list):
            stack.extend((x, join(p, i)) for i, x in enumerate(_bounded(v, p)))
        elif isinstance(v, dict):
            stack.extend((x, join(p, k)) for k, x in _bounded(v, p).items())


def _ints2(value: Any, path: str, lo: int = -MAX_VALUE, hi: int = MAX_VALUE) -> tuple[int, int]:
    pair = expect_list(value, path, 2, "integers")
    return (
        expect_int(pair[0], join(path, 0), lo, hi),
        expect_int(pair[1], join(path, 1), lo, hi),
    )


def _terrain(value: Any, path: str, extra: tuple[str, ...] = ()) -> int:
    name = expect_choice(value, path, TERRAINS + extra, "terrain")
    return TERRAINS.index(name) if name in TERRAINS else CHASM


def _int_list(
    value: Any, path: str, length: int | None = None, lo: int = 0, hi: int = MAX_VALUE
) -> tuple[int, ...]:
    items = expect_list(value, path, length, "integers")
    if len(items) > MAX_ITEMS:
        raise RecordError(path, f"holds at most {MAX_ITEMS} values, found {len(items)}")
    return tuple(expect_int(v, join(path, i), lo, hi) for i, v in enumerate(items))


def _group(n: int) -> str:
    return "2" if n == 2 else "3-5"


def _by_group(obj: Mapping[str, Any], path: str, n: int) -> tuple[Any, str]:
    key = _group(n)
    if key in obj:
        return obj[key], join(path, key)
    return field(obj, "all", path), join(path, "all")


class WolvesData:
    """Validated component data; :meth:`rules` gives the values for one player count."""

    def __init__(self, raw: Mapping[str, Any]) -> None:
        check_keys(raw)
        self.raw: dict[str, Any] = copy.deepcopy(dict(raw))
        self._rules: dict[int, Rules] = {}
        for n in (2, 3, 4, 5):
            self._rules[n] = _resolve(self.raw, n)
            geometry(self._rules[n])

    def rules(self, players: int) -> Rules:
        """The values for ``players`` (2 to 5)."""
        if players not in self._rules:
            raise ValueError(f"The Wolves is for 2 to 5 players, not {players}")
        return self._rules[players]

    @property
    def is_default(self) -> bool:
        """Whether these are exactly the shipped values."""
        return self.raw == _DEFAULT

    def to_json(self) -> dict[str, Any]:
        """The full data as a JSON-ready dict (a copy)."""
        return copy.deepcopy(self.raw)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, WolvesData) and self.raw == other.raw

    def __hash__(self) -> int:
        return hash(json.dumps(self.raw, sort_keys=True))

    def __repr__(self) -> str:
        return "<WolvesData default>" if self.is_default else "<WolvesData custom>"


_DEFAULT_DATA: WolvesData | None = None


def load_data(source: str | Path | Mapping[str, Any] | WolvesData | None = None) -> WolvesData:
    """Component data from a path, JSON text or dict (keys present replace the shipped
    ones), or the shipped data when ``source`` is None. Errors name the field."""
    global _DEFAULT_DATA
    if isinstance(source, WolvesData):
        return source
    if source is None:
        if _DEFAULT_DATA is None:
            _DEFAULT_DATA = WolvesData(_DEFAULT)
        return _DEFAULT_DATA
    given = load_json(source)
    merged = copy.deepcopy(_DEFAULT)
    merged.update(copy.deepcopy(given))
    if merged == _DEFAULT:
        return load_data(None)
    return WolvesData(merged)


@implements("TW-C1", "TW-C3")
def _resolve(raw: Mapping[str, Any], n: int) -> Rules:
    terr = expect_list(field(raw, "terrains", ""), "terrains", N_TERRAINS, "terrains")
    names = [expect_choice(t, join("terrains", i), TERRAINS, "terrain") for i, t in enumerate(terr)]
    if len(set(names)) != N_TERRAINS:
        raise RecordError("terrains", "each of the five terrains must appear once (TW-C1)")

    nb_v = expect_list(field(raw, "hex_neighbours", ""), "hex_neighbours", 6, "directions")
    neighbours = tuple(_ints2(v, join("hex_neighbours", i)) for i, v in enumerate(nb_v))
    if len(set(neighbours)) != 6 or (0, 0) in neighbours:
        raise RecordError("hex_neighbours", "six different non-zero directions are needed")

    off_v = expect_list(field(raw, "tile_hex_offsets", ""), "tile_hex_offsets")
    offsets = tuple(_ints2(v, join("tile_hex_offsets", i)) for i, v in enumerate(off_v))
    size = len(offsets)
    if len(set(offsets)) != size or size < 2:
        raise RecordError("tile_hex_offsets", "the offsets of a tile must be different")
    groups = _int_list(field(raw, "tile_hex_group", ""), "tile_hex_group", size)
    for i, g in enumerate(groups):
        if g > N_TERRAINS:
            raise RecordError(join("tile_hex_group", i), "a group is 0..4 (terrain) or 5 (water)")
    special = expect_object(field(raw, "tile_special", ""), "tile_special")
    water = expect_int(
        field(special, "water_hex_index", "tile_special"),
        "tile_special.water_hex_index",
        0,
        size - 1,
    )
    if groups[water] != N_TERRAINS:
        raise RecordError("tile_special.water_hex_index", "this hex is not in the water group 5")
    lone = _int_list(
        field(special, "lone_wolf_hex_indexes", "tile_special"),
        "tile_special.lone_wolf_hex_indexes",
    )
    prey = expect_int(
        field(special, "prey_hex_index", "tile_special"), "tile_special.prey_hex_index", 0, size - 1
    )
    for i, k in enumerate((*lone, prey)):
        path = "tile_special." + (
            f"lone_wolf_hex_indexes[{i}]" if i < len(lone) else "prey_hex_index"
        )
        if k >= size or k == water:
            raise RecordError(path, "must be the index of a land hex of the tile")
    if len({*lone, prey}) != len(lone) + 1:
        raise RecordError("tile_special", "lone wolves and prey need different hexes")

    rt_v = expect_object(field(raw, "region_tile_group_terrains", ""), "region_tile_group_terrains")
    region_tiles = []
    for key, value in rt_v.items():
        if key.startswith("_"):
            continue
        path = join("region_tile_group_terrains", key)
        items = expect_list(value, path, N_TERRAINS, "terrains (one per group)")
        ts = tuple(_terrain(t, join(path, i)) for i, t in enumerate(items))
        if len(set(ts)) != N_TERRAINS:
            raise RecordError(path, "each terrain must appear once on a region tile (TW-C3)")
        region_tiles.append((key, ts))

    st = expect_object(field(raw, "start_tile", ""), "start_tile")
    st_v = expect_list(
        field(st, "hex_terrain_by_index", "start_tile"), "start_tile.hex_terrain_by_index", size
    )
    start_terrain = tuple(
        _terrain(t, join("start_tile.hex_terrain_by_index", i), ("chasm",))
        for i, t in enumerate(st_v)
    )

    layout = _layout(raw, n, size)
    if len(region_tiles) < len(layout.regions):
        raise RecordError(
            "region_tile_group_terrains",
            f"{len(layout.regions)} region tiles are needed for {n} players, found "
            f"{len(region_tiles)}",
        )

    ptt = expect_object(field(raw, "player_terrain_tiles", ""), "player_terrain_tiles")
    path = "player_terrain_tiles.cycle_tiles_front_back"
    cyc_v = expect_list(field(ptt, "cycle_tiles_front_back", "player_terrain_tiles"), path, 5)
    cycle = tuple(
        (
            _terrain(expect_list(v, join(path, i), 2, "terrains")[0], join(join(path, i), 0)),
            _terrain(v[1], join(join(path, i), 1)),
        )
        for i, v in enumerate(cyc_v)
    )
    pairs = [frozenset(c) for c in cycle]
    if any(a == b for a, b in cycle) or len(set(pairs)) != len(pairs):
        raise RecordError(path, "each tile shows two different terrains, and no two tiles alike")

    costs_v = expect_object(field(raw, "action_costs", ""), "action_costs")
    costs = tuple(
        expect_int(field(costs_v, a, "action_costs"), join("action_costs", a), 1, 6)
        for a in ACTIONS
    )

    attr_v = expect_object(field(raw, "attribute_by_dens_taken", ""), "attribute_by_dens_taken")
    attributes = tuple(
        _int_list(
            field(attr_v, t, "attribute_by_dens_taken"),
            join("attribute_by_dens_taken", t),
            lo=1,
            hi=MAX_ATTRIBUTE,
        )
        for t in TRACKS
    )
    dens = len(attributes[0]) - 1
    for t, a in zip(TRACKS, attributes, strict=True):
        if len(a) != dens + 1 or not 1 <= dens <= MAX_DENS:
            raise RecordError(
                join("attribute_by_dens_taken", t),
                f"every track needs the same number of values, 2 to {MAX_DENS + 1}",
            )

    rw_all = expect_object(field(raw, "den_track_rewards", ""), "den_track_rewards")
    rw_v, rw_path = _by_group(rw_all, "den_track_rewards", n)
    rw_obj = expect_object(rw_v, rw_path)
    den_rewards = []
    for t in TRACKS:
        tpath = join(rw_path, t)
        per = expect_object(field(rw_obj, t, rw_path), tpath)
        row = [-1] * (dens + 1)
        for key, v in per.items():
            kpath = join(tpath, key)
            if not _COUNT.fullmatch(key) or not 1 <= int(key) <= dens:
                raise RecordError(kpath, f"the key is a number of dens taken, 1..{dens}")
            row[int(key)] = REWARDS.index(expect_choice(v, kpath, REWARDS, "reward"))
        den_rewards.append(tuple(row))

    vp = expect_object(field(raw, "track_vp_highest_revealed", ""), "track_vp_highest_revealed")
    vpath = "track_vp_highest_revealed"

    def vp_list(key: str, length: int | None) -> tuple[int, ...]:
        obj = expect_object(field(vp, key, vpath), join(vpath, key))
        value, p = _by_group(obj, join(vpath, key), n)
        return _int_list(value, p, length)

    den_vp = vp_list("den_track_each", dens + 1)
    lair_vp = vp_list("lairs", None)
    if len(lair_vp) < 2:
        raise RecordError(join(vpath, "lairs"), "at least one lair is needed")
    wolf_vp = vp_list("wolves", None)
    wolves_obj = expect_object(field(vp, "wolves", vpath), join(vpath, "wolves"))
    dpath = join(join(vpath, "wolves"), "deploy_order")
    dep_v = expect_list(field(wolves_obj, "deploy_order", join(vpath, "wolves")), dpath)
    deploy = tuple(
        KINDS.index(expect_choice(k, join(dpath, i), ("alpha", "pack"), "wolf kind"))
        for i, k in enumerate(dep_v)
    )
    if len(wolf_vp) != len(deploy) + 1:
        raise RecordError(
            join(join(vpath, "wolves"), "all"), f"needs {len(deploy) + 1} values (0..{len(deploy)})"
        )
    prey_vp = vp_list("prey", len(PREY_TYPES) + 1)

    hb = expect_object(field(raw, "hunt_reward_bonus_action", ""), "hunt_reward_bonus_action")
    hb_v, hb_path = _by_group(hb, "hunt_reward_bonus_action", n)
    hunt_bonus = expect_bool(hb_v, hb_path)

    cal = expect_int(raw.get("moon_calendar_dates", 30), "moon_calendar_dates", 3, 99)
    md = expect_object(field(raw, "moon_calendar_scoring_dates", ""), "moon_calendar_scoring_dates")
    dpath = join("moon_calendar_scoring_dates", str(n))
    dates = _int_list(field(md, str(n), "moon_calendar_scoring_dates"), dpath, 3, 1)
    if list(dates) != sorted(set(dates)) or dates[-1] > cal:
        raise RecordError(dpath, f"three increasing dates from 1 to {cal} are needed (TW-C4)")

    tv = expect_object(field(raw, "region_scoring_token_values", ""), "region_scoring_token_values")
    token_values = tuple(
        _ints2(
            field(tv, ph, "region_scoring_token_values"), join("region_scoring_token_values", ph)
        )
        for ph in PHASES
    )
    token_stacks = _token_stacks(raw, n, len(layout.regions))
    prey_stacks = _prey_stacks(raw, n, len(layout.regions))
    neutral = _neutral(raw) if n == 2 else ()

    return Rules(
        players=n,
        layout=layout,
        neighbours=neighbours,
        tile_offsets=offsets,
        tile_groups=groups,
        water_index=water,
        lone_indexes=lone,
        prey_index=prey,
        region_tiles=tuple(region_tiles),
        start_terrain=start_terrain,
        cycle=cycle,
        costs=costs,
        attributes=attributes,
        den_rewards=tuple(den_rewards),
        den_vp=den_vp,
        lair_vp=lair_vp,
        wolf_vp=wolf_vp,
        deploy=deploy,
        prey_vp=prey_vp,
        hunt_bonus=hunt_bonus,
        dates=dates,
        token_values=token_values,
        token_stacks=token_stacks,
        prey_stacks=prey_stacks,
        neutral=neutral,
        calendar_dates=cal,
    )


def _position(value: Any, path: str) -> Position:
    obj = expect_object(value, path)
    check_keys(obj, path, {"center": None, "rotated_180": None})
    center = _ints2(field(obj, "center", path), join(path, "center"))
    rotated = expect_bool(field(obj, "rotated_180", path), join(path, "rotated_180"))
    return Position(center, rotated)


def _layout(raw: Mapping[str, Any], n: int, size: int) -> Layout:
    boards = expect_object(field(raw, "boards_by_player_count", ""), "boards_by_player_count")
    path = join("boards_by_player_count", str(n))
    b = expect_object(field(boards, str(n), "boards_by_player_count"), path)
    sc = field(b, "start_tile_center", path)
    start = None
    if n == 2:
        if sc is not None:
            raise RecordError(
                join(path, "start_tile_center"), "2 players play without the start tile"
            )
    else:
        start = Position(_ints2(sc, join(path, "start_tile_center")), False)
    rp = expect_list(field(b, "region_positions", path), join(path, "region_positions"))
    regions = tuple(_position(v, join(join(path, "region_positions"), i)) for i, v in enumerate(rp))
    if not regions:
        raise RecordError(join(path, "region_positions"), "at least one region is needed")
    hex_count = expect_int(field(b, "hex_count", path), join(path, "hex_count"), 1, 255)
    tiles = len(regions) + (start is not None)
    if hex_count != tiles * size:
        raise RecordError(
            join(path, "hex_count"), f"{tiles} tiles of {size} hexes make {tiles * size} hexes"
        )
    return Layout(start, regions, hex_count)


def _token_stacks(raw: Mapping[str, Any], n: int, regions: int) -> tuple[tuple[int, ...], ...]:
    obj = expect_object(
        field(raw, "region_scoring_tokens_by_player_count", ""),
        "region_scoring_tokens_by_player_count",
    )
    path = join("region_scoring_tokens_by_player_count", str(n))
    value = field(obj, str(n), "region_scoring_tokens_by_player_count")
    stacks: list[tuple[int, ...]] = []
    if n == 2:
        for i, s in enumerate(expect_list(value, path)):
            sp = join(path, i)
            items = expect_list(s, sp)
            if not items:
                raise RecordError(sp, "a stack holds at least one token")
            stacks.append(
                tuple(
                    PHASES.index(expect_choice(t, join(sp, j), PHASES, "moon phase"))
                    for j, t in enumerate(items)
                )
            )
    else:
        counts = expect_object(value, path)
        for ph in PHASES:
            k = expect_int(field(counts, ph, path), join(path, ph), 0, MAX_ITEMS)
            stacks.extend([(PHASES.index(ph),)] * k)
    if len(stacks) != regions:
        raise RecordError(path, f"{regions} regions need {regions} tokens (or stacks)")
    for i, s in enumerate(stacks):
        if list(s) != sorted(set(s)):
            raise RecordError(join(path, i), "a stack lists its tokens top first, in phase order")
    return tuple(stacks)


def _prey_stacks(raw: Mapping[str, Any], n: int, regions: int) -> tuple[tuple[int, ...], ...]:
    obj = expect_object(field(raw, "prey_by_player_count", ""), "prey_by_player_count")
    path = join("prey_by_player_count", str(n))
    pc = expect_object(field(obj, str(n), "prey_by_player_count"), path)
    per = expect_int(field(pc, "tokens_per_region", path), join(path, "tokens_per_region"), 1, 9)
    types_v = expect_list(field(pc, "types", path), join(path, "types"), regions, "prey stacks")
    return tuple(
        (PREY_TYPES.index(expect_choice(t, join(join(path, "types"), i), PREY_TYPES, "prey")),)
        * per
        for i, t in enumerate(types_v)
    )


def _neutral(raw: Mapping[str, Any]) -> tuple[tuple[tuple[int, ...], tuple[NeutralHex, ...]], ...]:
    path = "two_player_neutral_pack_hexes"
    obj = expect_object(raw.get(path, {}), path)
    out = []
    for key, value in obj.items():
        if key.startswith("_"):
            continue
        kpath = join(path, key)
        stack = tuple(
            PHASES.index(expect_choice(ph, kpath, PHASES, "moon phase")) for ph in key.split("+")
        )
        hexes = []
        for i, h in enumerate(expect_list(value, kpath)):
            hpath = join(kpath, i)
            ho = expect_object(h, hpath, ("offset", "pieces"))
            offset = _ints2(ho["offset"], join(hpath, "offset"))
            kinds_v = expect_list(ho["pieces"], join(hpath, "pieces"))
            kinds = tuple(
                KINDS.index(expect_choice(k, join(join(hpath, "pieces"), j), KINDS, "piece"))
                for j, k in enumerate(kinds_v)
            )
            if not 1 <= len(kinds) <= 2 or kinds.count(2) + kinds.count(3) > 1:
                raise RecordError(join(hpath, "pieces"), "1 or 2 pieces, at most one den or lair")
            hexes.append(NeutralHex(offset, kinds))
        out.append((stack, tuple(hexes)))
    return tuple(out)
