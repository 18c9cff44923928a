"""The Wolves record (``.twr.json``, format ``the-wolves-record/1``, and
``the-wolves-record/2`` with variations and notes): write, read and validate it as
``docs/the-wolves-record.md`` specifies."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.records import (
    expect_choice,
    expect_int,
    expect_list,
    expect_moves,
    expect_object,
    expect_record_format,
    expect_str,
    field,
    join,
    load_json,
    with_moves,
)
from wolfpack.the_wolves.components import PHASES, PREY_TYPES, TERRAINS
from wolfpack.the_wolves.deal import Setup
from wolfpack.the_wolves.loader import WolvesData, load_data

GAME = "the-wolves"
FORMAT = "the-wolves-record/1"
KEYS = ("game", "format", "players", "data", "setup", "moves", "lines")


def setup_to_json(setup: Setup) -> dict[str, Any]:
    """The ``setup`` object of a record."""
    return {
        "tiles": list(setup.tiles),
        "tokens": [[PHASES[t] for t in stack] for stack in setup.tokens],
        "prey": [[PREY_TYPES[t] for t in stack] for stack in setup.prey],
        "homes": [TERRAINS[t] for t in setup.homes],
        "first": setup.first,
    }


def record_json(
    data: WolvesData, setup: Setup, moves: Sequence[str] | Mapping[str, Any]
) -> dict[str, Any]:
    """A whole record object (``data`` only when it is not the shipped component data;
    ``moves``: a list, or :meth:`~wolfpack.core.game.Game.record_moves`, whose ``lines``
    make it a ``the-wolves-record/2``)."""
    out: dict[str, Any] = {"game": GAME, "format": FORMAT, "players": setup.players}
    if not data.is_default:
        out["data"] = data.to_json()
    out["setup"] = setup_to_json(setup)
    return with_moves(out, moves)


def _stacks(
    value: Any, path: str, names: tuple[str, ...], what: str, expected: tuple[tuple[int, ...], ...]
) -> tuple[tuple[int, ...], ...]:
    items = expect_list(value, path, len(expected), "stacks (one per region)")
    stacks = []
    for i, s in enumerate(items):
        sp = join(path, i)
        stack = expect_list(s, sp)
        stacks.append(
            tuple(
                names.index(expect_choice(x, join(sp, j), names, what)) for j, x in enumerate(stack)
            )
        )
    if sorted(stacks) != sorted(expected):
        raise RecordError(path, f"these are not the {what} stacks the data gives this player count")
    return tuple(stacks)


def parse_setup(value: Any, data: WolvesData, players: int) -> Setup:
    """The ``setup`` object, checked against the component data (TW-S1, TW-S2)."""
    obj = expect_object(value, "setup", ("tiles", "tokens", "prey", "homes", "first"))
    rules = data.rules(players)
    ids = tuple(k for k, _ in rules.region_tiles)
    regions = len(rules.layout.regions)
    tiles_v = expect_list(obj["tiles"], "setup.tiles", regions, "region tiles (one per position)")
    tiles = tuple(
        expect_choice(t, join("setup.tiles", i), ids, "region tile") for i, t in enumerate(tiles_v)
    )
    if len(set(tiles)) != len(tiles):
        raise RecordError("setup.tiles", "each region tile can lie only once on the map (TW-S1)")
    tokens = _stacks(obj["tokens"], "setup.tokens", PHASES, "scoring token", rules.token_stacks)
    prey = _stacks(obj["prey"], "setup.prey", PREY_TYPES, "prey", rules.prey_stacks)
    homes_v = expect_list(obj["homes"], "setup.homes", players, "home terrains (one per player)")
    homes = tuple(
        TERRAINS.index(expect_choice(t, join("setup.homes", i), TERRAINS, "terrain"))
        for i, t in enumerate(homes_v)
    )
    if len(set(homes)) != len(homes):
        raise RecordError("setup.homes", "each player needs a different home terrain (TW-S2)")
    first = expect_int(obj["first"], "setup.first", 0, players - 1)
    return Setup(players, tiles, tokens, prey, homes, first)


def parse_record(source: str | Path | Mapping[str, Any]) -> tuple[WolvesData, Setup, list[str]]:
    """Validate a record; return (data, setup, moves). Moves are checked for form here and
    for legality when replayed."""
    raw = load_json(source)
    for k in raw:
        if k not in KEYS:
            raise RecordError(k, f"unknown field; expected {', '.join(KEYS)}")
    if "game" in raw and expect_str(raw["game"], "game") != GAME:
        raise RecordError("game", f"expected {GAME!r}, found {raw['game']!r}")
    expect_record_format(raw, FORMAT)
    players = expect_int(field(raw, "players", ""), "players", 2, 5)
    data = load_data(None)
    if "data" in raw:
        try:
            data = load_data(expect_object(raw["data"], "data"))
        except RecordError as e:
            # e.field is a path below data already (a.b[2]): prefix it, do not quote it
            below = e.field if e.field.startswith("[") else f".{e.field}"
            raise RecordError(f"data{below}", e.message) from None
    setup = parse_setup(field(raw, "setup", ""), data, players)
    return data, setup, expect_moves(raw)
