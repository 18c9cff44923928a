"""Triqueta positions and information sets for the native core (``wolfpack_core``).

:func:`encode` writes a :class:`~wolfpack.triqueta.state.TQState` as the flat list of
integers the core reads (``State::decode`` in ``native/src/triqueta/state.rs``); :func:`decode`
reads it back, so the differential tests can compare the two states after every action.
:func:`native_info` hands over an :class:`~wolfpack.triqueta.bots.InfoSet` (only what its
player knows: every tile they cannot see is a stand-in of the same back) for the core's
searches.

The layout, in order: the version; the configuration (players, Hidden Wolves, the
2-player variant, the row limit or -1, whether the final start marker moves); the 20
stacks; per tower its tree and whether it was used; the current tower; per player their
row, then whether each row is open, whether each player is still in the round, their
face-up, face-down and shadow tiles and their trees; the start player, the round, the
player to move (-1 at the end), the phase; the drawn tiles waiting, the first option; the
box; the leftovers; per player the count choice (-1 undecided, else the mask of counted
face-down tiles). A list is its length followed by its tiles.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from wolfpack.core.native import core
from wolfpack.triqueta.actions import COUNT_BASE, count_indices
from wolfpack.triqueta.bots import InfoSet
from wolfpack.triqueta.components import FINAL_MARKER_CHOICES, Components, Config
from wolfpack.triqueta.state import TQState

CHECKED_CONFIGS = [
    Config.make(2, False),
    Config.make(2, True, two_player_variant=False),
    Config.make(2, True),  # the 2-player variant
    Config.make(3, False),
    Config.make(3, True),
    Config.make(4, False),
    Config.make(4, True),
    Config.make(5, False),
    Config.make(5, True),
    Config.make(2, True, components=Components(row_limit=2)),
    Config.make(3, True, components=Components(row_limit=1, final_start_marker="moves")),
    Config.make(4, False, components=Components(row_limit=3)),
    Config.make(5, True, components=Components(final_start_marker="moves")),
]
"""The configurations the differential checks cycle through: every player count, base game
and Hidden Wolves, the 2-player variant, row limits, the final start marker moving."""

LAYOUT = 1
"""The layout version (the first number of an encoding)."""


def _row(out: list[int], items: Sequence[int]) -> None:
    out.append(len(items))
    out.extend(items)


def _choice_mask(choice: tuple[int, ...] | None) -> int:
    return -1 if choice is None else sum(1 << i for i in choice)


def encode(s: TQState) -> list[int]:
    """The flat layout of ``s`` (every field, hidden parts included)."""
    cfg = s.cfg
    comp = cfg.components
    n = cfg.players
    d = [
        LAYOUT,
        n,
        int(cfg.hidden_wolves),
        int(cfg.two_player_variant),
        -1 if comp.row_limit is None else comp.row_limit,
        FINAL_MARKER_CHOICES.index(comp.final_start_marker),
    ]
    for stack in s.stacks:
        _row(d, stack)
    d += [int(x) for x in s.tree]
    d += [int(x) for x in s.used]
    d.append(s.tower)
    for row in s.rows:
        _row(d, row)
    d += [int(x) for x in s.row_open]
    d += [int(x) for x in s.active]
    for group in (s.faceup, s.down, s.shadow):
        for tiles in group:
            _row(d, tiles)
    d += s.trees
    d += [s.start, s.rnd, s.player, s.phase]
    _row(d, s.pending)
    d.append(s.first_opt)
    _row(d, s.box)
    _row(d, s.leftover)
    d += [_choice_mask(c) for c in s.choice]
    return d


def decode(d: Sequence[int]) -> TQState:
    """The position a flat layout describes (the inverse of :func:`encode`)."""
    it: Iterator[int] = iter(d)

    def take(k: int) -> list[int]:
        return [next(it) for _ in range(k)]

    def row() -> list[int]:
        return take(next(it))

    if next(it) != LAYOUT:
        raise ValueError("not a Triqueta layout of this version")
    n, hidden, variant, limit, moves = take(5)
    comp = Components(None if limit < 0 else limit, FINAL_MARKER_CHOICES[moves])
    s = TQState.__new__(TQState)
    s.cfg = Config.make(n, bool(hidden), bool(variant), comp)
    s.stacks = [row() for _ in range(20)]
    s.tree = [bool(x) for x in take(4)]
    s.used = [bool(x) for x in take(4)]
    s.tower = next(it)
    s.rows = [row() for _ in range(n)]
    s.row_open = [bool(x) for x in take(n)]
    s.active = [bool(x) for x in take(n)]
    s.faceup = [row() for _ in range(n)]
    s.down = [row() for _ in range(n)]
    s.shadow = [row() for _ in range(n)]
    s.trees = take(n)
    s.start, s.rnd, s.player, s.phase = take(4)
    s.pending = row()
    s.first_opt = next(it)
    s.box = row()
    s.leftover = row()
    s.choice = [None if m < 0 else count_indices(COUNT_BASE + m) for m in take(n)]
    if next(it, None) is not None:
        raise ValueError("numbers after the end of the layout")
    return s


def native_info(info: InfoSet) -> Any:
    """The core's ``TriquetaInfo`` for ``info`` (``RuntimeError`` without the core): the
    layout of :meth:`InfoSet.template`, so the core never receives a tile the player
    cannot see."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.TriquetaInfo(info.player, encode(info.template()))
