"""Invariants of Triqueta positions shared by the property tests."""

from __future__ import annotations

import random
from collections import Counter

from wolfpack.triqueta import TQState
from wolfpack.triqueta.components import MAX_FACE_DOWN, SHADOW, all_tiles
from wolfpack.triqueta.state import PLACE

LIGHT_KINDS = list(range(6))
SHADOW_KINDS = [SHADOW + a for a in range(7)]


def check_accounting(state: TQState) -> None:
    """Every tile of the game is somewhere, exactly once (60, or 75 with Hidden Wolves)."""
    found = Counter(state.tiles_everywhere())
    assert found == Counter(all_tiles(state.cfg.hidden_wolves))
    assert sum(found.values()) == state.cfg.n_tiles


def check_limits(state: TQState) -> None:
    """At most 2 light tiles face down per player; shadow and light where they belong."""
    for p in range(state.cfg.players):
        assert len(state.down[p]) <= MAX_FACE_DOWN
        assert all(t < SHADOW for t in state.down[p])
        assert all(t >= SHADOW for t in state.shadow[p])
    assert all(t < SHADOW for t in state.pending)
    assert all(t < SHADOW for row in state.rows for t in row)
    assert all(t < SHADOW for t in state.box)
    assert len(state.open_rows()) == len(state.active_players()) or state.phase > PLACE


def _same_back(tile: int, rng: random.Random) -> int:
    return rng.choice(SHADOW_KINDS if tile >= SHADOW else LIGHT_KINDS)


def scramble(state: TQState, player: int, rng: random.Random) -> TQState:
    """A copy in which every tile ``player`` cannot see is replaced by another tile of the
    same back: the view of ``player`` must not change (TQ-H1..TQ-H3)."""
    s = state.clone()
    over = s.is_terminal()
    for stack in s.stacks:
        stack[:] = [_same_back(t, rng) for t in stack]
    s.box = [_same_back(t, rng) for t in s.box]
    s.leftover = [_same_back(t, rng) for t in s.leftover]
    for q in range(s.cfg.players):
        if q == player:
            continue
        chosen = set(s.choice[q] or ()) if over else set()
        s.down[q] = [t if i in chosen else _same_back(t, rng) for i, t in enumerate(s.down[q])]
        if not over:
            s.shadow[q] = [_same_back(t, rng) for t in s.shadow[q]]
    if s.phase == PLACE and s.player != player:
        s.pending = [_same_back(t, rng) for t in s.pending]
    return s
