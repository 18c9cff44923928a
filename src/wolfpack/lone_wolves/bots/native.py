"""Lone Wolves positions and information sets for the native core (``wolfpack_core``).

:func:`encode` writes an :class:`~wolfpack.lone_wolves.state.LWState` as the flat list of
integers the core reads (``State::decode`` in ``native/src/lone_wolves/state.rs``);
:func:`decode` reads it back, so the differential tests can compare the two states after
every action. :func:`native_info` hands over an :class:`~.info.InfoSet` (only what its
player knows) for the core's searches.
"""

from __future__ import annotations

import random
from typing import Any

from wolfpack.core.native import Mismatch, core
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.components import N_LOCATIONS, N_TERR, ResolvedComponents
from wolfpack.lone_wolves.state import LWState

LAYOUT = 1
"""The layout version (the first number of an encoding)."""


def _row(out: list[int], items: Any) -> None:
    out.append(len(items))
    out.extend(int(x) for x in items)


def encode(s: LWState) -> list[int]:
    """The flat layout of ``s`` (every field, hidden parts included)."""
    comp = s.comp
    d = [LAYOUT, *comp.location_caps]
    for a, b in comp.honor_tokens:
        d += [a, b]
    d += comp.scar_spaces
    d += s.hands
    for i in range(2 * N_TERR):
        _row(d, s.up[i])
        _row(d, s.lone[i])
        _row(d, s.boxw[i])
    d += s.count
    for t in range(N_TERR):
        n = comp.scar_spaces[t]
        d.append(n)
        d += s.scar[t][:n]
        d += [int(u) for u in s.scar_up[t][:n]]
    d += s.scars_left
    for p in s.packs:
        _row(d, p)
    d += s.honor_tok
    d += s.honor_side
    _row(d, s.box)
    d.append(s.box_pos)
    _row(d, s.unused)
    d += [
        s.moon,
        s.blood,
        s.trump,
        s.leader,
        s.player,
        s.phase,
        s.lead_card,
        s.lead_terr,
        s.follow_card,
        s.follow_terr,
        s.winner,
        s.loser,
        s.loser_terr,
        s.held,
        int(s.held_up),
        s.tricks,
    ]
    return d


def decode(d: list[int]) -> LWState:
    """The position a flat layout describes (the inverse of :func:`encode`)."""
    it = iter(d)

    def take(n: int) -> list[int]:
        return [next(it) for _ in range(n)]

    def row() -> list[int]:
        return take(next(it))

    if next(it) != LAYOUT:
        raise ValueError("not a Lone Wolves layout of this version")
    caps = tuple(take(N_LOCATIONS))
    flat = take(2 * N_TERR)
    tokens = tuple((flat[2 * t], flat[2 * t + 1]) for t in range(N_TERR))
    spaces = tuple(take(N_TERR))
    advanced = spaces[2] == 4
    s = LWState.__new__(LWState)
    s.comp = ResolvedComponents(
        "advanced" if advanced else "standard",
        tokens,
        caps[0],
        advanced and any(caps[N_TERR:]),
        caps,
        spaces,
    )
    s.hands = take(2)
    s.up, s.lone, s.boxw = [], [], []
    for _ in range(2 * N_TERR):
        s.up.append(row())
        s.lone.append(row())
        s.boxw.append(row())
    s.count = take(N_TERR)
    s.scar, s.scar_up = [], []
    for _ in range(N_TERR):
        n = next(it)
        s.scar.append(take(n))
        s.scar_up.append([bool(u) for u in take(n)])
    s.scars_left = take(N_TERR)
    s.packs = [row() for _ in range(2 * N_LOCATIONS)]
    s.honor_tok = take(N_TERR)
    s.honor_side = take(N_TERR)
    s.box = tuple(row())
    s.box_pos = next(it)
    s.unused = tuple(row())
    (
        s.moon,
        s.blood,
        s.trump,
        s.leader,
        s.player,
        s.phase,
        s.lead_card,
        s.lead_terr,
        s.follow_card,
        s.follow_terr,
        s.winner,
        s.loser,
        s.loser_terr,
        s.held,
        held_up,
        s.tricks,
    ) = take(16)
    s.held_up = bool(held_up)
    if next(it, None) is not None:
        raise ValueError("numbers after the end of the layout")
    return s


def native_info(info: InfoSet) -> Any:
    """The core's ``LoneWolvesInfo`` for ``info`` (``RuntimeError`` without the core)."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.LoneWolvesInfo(
        info.player,
        encode(info.template),
        list(info.unseen_cards),
        list(info.allowed_cards),
        info.opponent_count,
        list(info.hidden_scars),
        list(info.face_down),
        info.opponent_holds_scar,
        list(info.box_wolf_sides),
    )


def compare_game(seed: int, variant: str, rng: random.Random) -> int:
    """Plays one random game (dealt by ``seed`` on board side ``variant``) through the
    Python fast state and the core's at once, comparing the legal actions and the player to
    move before every decision, the whole layout after it, and the points and the result
    at the end; returns the decisions played, or raises :class:`Mismatch`."""
    from wolfpack.lone_wolves.bots.fast import outcome

    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    s = LWState.new(seed=seed, variant=variant)
    r = mod.LoneWolvesState(encode(s))
    where = f"{variant} side, game {seed}"
    n = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        if r.legal_actions() != legal or r.to_move() != s.to_move:
            raise Mismatch(f"{where}, decision {n}: legal actions {r.legal_actions()} != {legal}")
        a = rng.choice(legal)
        s.apply(a)
        r.apply(a)
        if r.encode() != encode(s):
            raise Mismatch(f"{where}, decision {n}: the position after action {a} differs")
        n += 1
    if r.to_move() is not None or list(r.points()) != s.scores() or r.result() != outcome(s):
        raise Mismatch(f"{where}: the end differs ({r.points()} != {s.scores()})")
    return n
