"""The Triqueta record (``.tqr.json``, format ``triqueta-record/1``, and
``triqueta-record/2`` with variations and notes): write, read and validate it exactly as
``docs/triqueta-record.md`` specifies.

A record holds the whole setup (every tower, stack by stack) and the moves, so it replays
exactly: the draws are decided by the setup, not by chance during play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.records import (
    expect_bool,
    expect_choice,
    expect_int,
    expect_known_keys,
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
from wolfpack.triqueta.components import (
    FINAL_MARKER_CHOICES,
    LIGHT_PER_STACK,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_STACKS,
    N_TOWERS,
    SHADOW,
    TILE_BY_CODE,
    TILE_CODES,
    Components,
    Config,
    all_tiles,
)
from wolfpack.triqueta.state import Setup

FORMAT = "triqueta-record/1"
GAME_ID = "triqueta"
TOP_KEYS = (
    "game",
    "format",
    "players",
    "hidden_wolves",
    "two_player_variant",
    "components",
    "setup",
    "moves",
    "lines",
)
COMPONENT_KEYS = ("row_limit", "final_start_marker")


def setup_to_json(setup: Setup) -> dict[str, Any]:
    """The ``setup`` object of a record."""
    return {
        "towers": [
            {
                "tree": tree,
                "stacks": [[TILE_CODES[t] for t in stack] for stack in tower],
            }
            for tower, tree in zip(setup.towers, setup.trees, strict=True)
        ],
        "start": setup.start,
    }


def record_json(
    cfg: Config, setup: Setup, moves: Sequence[str] | Mapping[str, Any]
) -> dict[str, Any]:
    """A whole record object (``moves``: a list, or
    :meth:`~wolfpack.core.game.Game.record_moves`, whose ``lines`` make it a
    ``triqueta-record/2``)."""
    record = {
        "game": GAME_ID,
        "format": FORMAT,
        "players": cfg.players,
        "hidden_wolves": cfg.hidden_wolves,
        "two_player_variant": cfg.two_player_variant,
        "components": cfg.components.to_json(),
        "setup": setup_to_json(setup),
    }
    return with_moves(record, moves)


def parse_components(value: Any) -> Components:
    """The ``components`` object: only the keys present replace the defaults."""
    obj = expect_object(value, "components")
    expect_known_keys(obj, "components", COMPONENT_KEYS, "component")
    kwargs: dict[str, Any] = {}
    if "row_limit" in obj and obj["row_limit"] is not None:
        kwargs["row_limit"] = expect_int(obj["row_limit"], "components.row_limit", 1)
    if "final_start_marker" in obj:
        kwargs["final_start_marker"] = expect_choice(
            obj["final_start_marker"],
            "components.final_start_marker",
            FINAL_MARKER_CHOICES,
            "start marker rule",
        )
    return Components(**kwargs)


def _tile(value: Any, path: str) -> int:
    code = expect_str(value, path)
    tile = TILE_BY_CODE.get(code)
    if tile is None:
        raise RecordError(
            path,
            f"{code!r} is not a tile; light: hare, owl, deer, boar, ram, bear; shadow: "
            "shadow-<animal> or shadow-wolf (TQ-C1, TQ-C2)",
        )
    return tile


def parse_setup(value: Any, cfg: Config) -> Setup:
    """The ``setup`` object, checked against the configuration (TQ-S1..TQ-S3)."""
    obj = expect_object(value, "setup", ("towers", "start"))
    towers_v = expect_list(obj["towers"], "setup.towers", N_TOWERS, "towers (TQ-S1)")
    towers = []
    trees = []
    seen: Counter[int] = Counter()
    for t, tower_v in enumerate(towers_v):
        path = join("setup.towers", t)
        tower = expect_object(tower_v, path, ("tree", "stacks"))
        tree = expect_bool(tower["tree"], join(path, "tree"))
        trees.append(tree)
        with_shadow = cfg.hidden_wolves and tree
        height = LIGHT_PER_STACK + (1 if with_shadow else 0)
        stacks_v = expect_list(tower["stacks"], join(path, "stacks"), N_STACKS, "stacks (TQ-S1)")
        stacks = []
        for s, stack_v in enumerate(stacks_v):
            spath = join(join(path, "stacks"), s)
            what = "tiles, a shadow tile at the bottom (TQ-S1)" if with_shadow else "tiles (TQ-S1)"
            items = expect_list(stack_v, spath, height, what)
            stack = tuple(_tile(x, join(spath, i)) for i, x in enumerate(items))
            for i, tile in enumerate(stack):
                if (tile >= SHADOW) != (with_shadow and i == 0):
                    raise RecordError(
                        join(spath, i),
                        "a shadow tile lies only at the bottom of each stack of a tower with a "
                        "tree, and only with Hidden Wolves (TQ-S1, TQ-S2)"
                        if tile >= SHADOW
                        else "the bottom of this stack must be a shadow tile (TQ-S1)",
                    )
            seen.update(stack)
            stacks.append(stack)
        towers.append(tuple(stacks))
    if trees.count(False) != 1:
        raise RecordError(
            "setup.towers", "exactly one tower, the first current tower, has no tree (TQ-S2)"
        )
    expected = Counter(all_tiles(cfg.hidden_wolves))
    for tile, n in sorted(expected.items()):
        if seen[tile] != n:
            raise RecordError(
                "setup.towers",
                f"there are {n} {TILE_CODES[tile]} tiles, the towers hold {seen[tile]} "
                "(TQ-C1, TQ-C2)",
            )
    start = expect_int(obj["start"], "setup.start", 0, cfg.players - 1)
    return Setup(tuple(towers), tuple(trees), start)


def parse_record(source: str | Path | Mapping[str, Any]) -> tuple[Config, Setup, list[str]]:
    """Validate a record; return (configuration, setup, moves). Moves are checked for form
    here and for legality when replayed."""
    data = load_json(source)
    expect_record_format(data, FORMAT)
    for k in data:
        if k not in TOP_KEYS:
            raise RecordError(k, "unknown field")
    if "game" in data and data["game"] != GAME_ID:
        raise RecordError("game", f"expected {GAME_ID!r}, found {data['game']!r}")
    players = expect_int(field(data, "players", ""), "players", MIN_PLAYERS, MAX_PLAYERS)
    hidden = expect_bool(field(data, "hidden_wolves", ""), "hidden_wolves")
    variant = None
    if "two_player_variant" in data:
        variant = expect_bool(data["two_player_variant"], "two_player_variant")
    components = parse_components(data["components"]) if "components" in data else Components()
    cfg = Config.make(players, hidden, variant, components)
    setup = parse_setup(field(data, "setup", ""), cfg)
    return cfg, setup, expect_moves(data)
