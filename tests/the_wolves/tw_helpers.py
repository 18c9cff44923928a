"""Helpers to build positions of The Wolves for the rule tests.

A scenario starts from a real game right after the placement draft; the helpers then clear
the players' pieces and set up exactly the pieces, tiles and tokens a rule needs, so that
each test can play the decisions of one action through the public API.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import KINDS, NEUTRAL, TERRAINS
from wolfpack.the_wolves.state import CHOOSE, PLACE, TWState


def placed(players: int = 3, seed: int = 1, homes: Iterable[str] | None = None) -> TheWolves:
    """A game right after the placement draft (each placer takes the first legal hex);
    player 0 is the first player."""
    g = TheWolves(players=players, seed=seed, homes=None if homes is None else list(homes), first=0)
    while g.state.phase == PLACE:
        g.play(g.legal_notations()[0])
    return g


def hx(g: TheWolves, name: str) -> int:
    """The index of a hex named ``"x,y"``."""
    h = g.state.geo.find(name)
    assert h is not None, name
    return h


def nm(g: TheWolves, h: int) -> str:
    """The name of hex ``h``."""
    return g.state.geo.name(h)


def edited(g: TheWolves) -> None:
    """Tell the game its state was changed by hand (:meth:`~wolfpack.core.game.Game.edited`)."""
    g.edited()


def clear(g: TheWolves) -> None:
    """Remove every player piece from the map (neutral pieces and tokens stay)."""
    edited(g)
    s = g.state
    s.pcs = [tuple(q for q in pcs if q >> 2 == NEUTRAL) for pcs in s.pcs]


def put(g: TheWolves, h: int, owner: int, *kinds: str) -> None:
    """Add pieces (``"alpha"``, ``"pack"``, ``"den"``, ``"lair"``) of ``owner`` on hex ``h``."""
    edited(g)
    s = g.state
    s.pcs[h] = (*s.pcs[h], *(owner * 4 + KINDS.index(k) for k in kinds))


def turn_of(g: TheWolves, p: int) -> None:
    """Make it ``p``'s turn with two fresh actions."""
    edited(g)
    s = g.state
    s.player = p
    s.phase = CHOOSE
    s.actions_left = 2
    s.acted = 0


def show(g: TheWolves, p: int, terrain: str, count: int) -> None:
    """Set ``p``'s cycle tiles so that exactly ``count`` (0..2) of them show ``terrain``
    (other tiles front up)."""
    edited(g)
    s = g.state
    t = TERRAINS.index(terrain)
    front = next(i for i, c in enumerate(s.rules.cycle) if c[0] == t)
    back = next(i for i, c in enumerate(s.rules.cycle) if c[1] == t)
    flips = 0
    if count == 0:
        flips = 1 << front
    elif count == 2:
        flips = 1 << back
    s.flips[p] = flips


def free_land(s: TWState, h: int) -> bool:
    """Land without pieces or tokens."""
    return s.geo.passable[h] and not s.pcs[h] and not s.lone[h] and not s.prey[h]


def find(g: TheWolves, pred: Callable[[int], bool], hexes: Iterable[int] | None = None) -> int:
    """The first hex satisfying ``pred``."""
    for h in hexes if hexes is not None else range(g.state.geo.size):
        if pred(h):
            return h
    raise AssertionError("no hex fits this scenario")


def terrain_of(g: TheWolves, h: int) -> str:
    """The terrain name of a land hex."""
    return TERRAINS[g.state.board.terrain[h]]


def play(g: TheWolves, *moves: str) -> list[str]:
    """Play decisions in order; return the English texts of all events."""
    out = []
    for m in moves:
        edited(g)  # tests may have changed the state by hand since the last move
        out += [e.text("en") for e in g.play(m)]
    return out
