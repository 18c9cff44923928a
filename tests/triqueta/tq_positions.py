"""Helpers to build Triqueta games with chosen towers for the rule tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from wolfpack.triqueta import Components, Setup, Triqueta
from wolfpack.triqueta.components import (
    LIGHT_PER_STACK,
    N_STACKS,
    TILE_BY_CODE,
    all_tiles,
    shadow_tiles,
)


def tiles(*codes: str) -> list[int]:
    """Tile integers from codes."""
    return [TILE_BY_CODE[c] for c in codes]


def make_setup(
    first: Sequence[Sequence[str]],
    *,
    hidden_wolves: bool = False,
    start: int = 0,
    shadow_bottoms: Sequence[str] | None = None,
) -> Setup:
    """A setup whose first tower (tower 0) has the given stacks (bottom to top, 3 light tiles
    each, or fewer: then the rest is filled in); towers 1..3 take the other tiles in a fixed
    order. ``shadow_bottoms`` fixes the 15 shadow tiles (tower 1 stack 0 first)."""
    wanted = [tiles(*stack) for stack in first]
    pool = Counter(all_tiles(False))
    for stack in wanted:
        pool.subtract(stack)
    assert all(v >= 0 for v in pool.values()), "too many of one animal"
    rest = sorted(pool.elements())
    stacks0 = []
    for s in range(N_STACKS):
        stack = wanted[s] if s < len(wanted) else []
        while len(stack) < LIGHT_PER_STACK:
            stack = [rest.pop(0), *stack]
        stacks0.append(tuple(stack))
    shadows = tiles(*shadow_bottoms) if shadow_bottoms else shadow_tiles()
    towers = [tuple(stacks0)]
    for t in range(1, 4):
        tower = []
        for s in range(N_STACKS):
            stack = [rest.pop(0) for _ in range(LIGHT_PER_STACK)]
            if hidden_wolves:
                stack = [shadows[(t - 1) * N_STACKS + s], *stack]
            tower.append(tuple(stack))
        towers.append(tuple(tower))
    assert not rest
    return Setup(tuple(towers), (False, True, True, True), start)


def game(
    players: int = 3,
    first: Sequence[Sequence[str]] = (),
    *,
    hidden_wolves: bool = False,
    start: int = 0,
    two_player_variant: bool | None = None,
    components: Components | None = None,
    shadow_bottoms: Sequence[str] | None = None,
) -> Triqueta:
    """A game with the first tower chosen (see :func:`make_setup`)."""
    setup = make_setup(
        first, hidden_wolves=hidden_wolves, start=start, shadow_bottoms=shadow_bottoms
    )
    return Triqueta(
        players,
        hidden_wolves,
        two_player_variant=two_player_variant,
        components=components,
        setup=setup,
    )


def take_all_rows(g: Triqueta) -> None:
    """Everyone takes a row in turn until the round ends (lowest open row first)."""
    rnd = g.state.rnd
    while g.state.rnd == rnd and not g.is_over and g.state.phase == 0:
        g.play(next(m for m in g.legal_notations() if m.startswith("take")))


def finish_round_quickly(g: Triqueta) -> None:
    """Take rows until the round ends, then choose the lowest tower when asked."""
    take_all_rows(g)
    if not g.is_over and g.legal_notations()[0].startswith("tower"):
        g.play(g.legal_notations()[0])
