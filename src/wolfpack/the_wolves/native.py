"""The Wolves positions and information sets for the native core (``wolfpack_core``).

A game's static part, the dealt map with its distance tables' sources and the component
values, crosses once as the *map layout* (:func:`encode_map`; ``Map::decode`` in
``native/src/the_wolves/map.rs``); a position crosses as the flat *layout* of
:func:`encode` (``State::decode`` in ``native/src/the_wolves/state.rs``), which
:func:`decode` reads back onto the map of a given state, so the differential tests can
compare the two states after every action. :func:`native_info` hands a player's
information set (the open position) to the core's searches.

Actions cross as Python's codes; the core numbers wolf moves more densely inside and
translates at the boundary.
"""

from __future__ import annotations

import random
from typing import Any

from wolfpack.core.native import Mismatch, core, play_in_step
from wolfpack.the_wolves.state import _UIDS, TWState, Watched

LAYOUT = 1
"""The position layout version (the first number of :func:`encode`)."""
MAP_LAYOUT = 2
"""The map layout version (the first number of :func:`encode_map`)."""
END_REASONS = ("", "full", "stall", "limit")
"""``TWState.end_reason`` by its number in the layout."""


def encode_map(s: TWState) -> list[int]:
    """The flat map layout of ``s``'s game: the hexes (coordinates, region, terrain,
    passability, start-tile side, next to water, neighbours), each region's water, prey
    and lone wolf hexes, and the component values the rules read (the round limit last)."""
    geo, rules, terrain = s.geo, s.rules, s.board.terrain
    d = [MAP_LAYOUT, s.n, geo.size, geo.regions]
    for h in range(geo.size):
        x, y = geo.coords[h]
        nb = geo.neighbours[h]
        d += [x, y, geo.region[h], terrain[h], int(geo.passable[h]), geo.start_side[h]]
        d += [int(geo.near_water[h]), len(nb), *nb]
    for r in range(geo.regions):
        d += [geo.water[r], geo.prey[r], len(geo.lone[r]), *geo.lone[r]]
    for front, back in rules.cycle:
        d += [front, back]
    d += rules.costs
    d.append(rules.dens_per_track)
    for row in rules.attributes:
        d += row
    for row in rules.den_rewards:
        d += row
    d += rules.den_vp
    d += [len(rules.lair_vp), *rules.lair_vp]
    d += [len(rules.deploy), *rules.deploy, *rules.wolf_vp]
    d += rules.prey_vp
    d.append(int(rules.hunt_bonus))
    d += rules.dates
    for high, low in rules.token_values:
        d += [high, low]
    d.append(rules.round_limit)
    return d


def _row(out: list[int], items: Any) -> None:
    out.append(len(items))
    out.extend(int(x) for x in items)


def encode(s: TWState) -> list[int]:
    """The flat layout of position ``s`` on its map (every field of the position; the
    piece index and memos are derived and left out)."""
    geo = s.geo
    prey_hexes = set(geo.prey)
    if any(s.prey[h] for h in range(geo.size) if h not in prey_hexes):
        raise ValueError("prey on a hex that is no region's prey hex")
    d = [LAYOUT, s.n, geo.size, geo.regions, *s.homes]
    _row(d, s.place_order)
    for pcs in s.pcs:
        _row(d, pcs)
    d += [int(x) for x in s.lone]
    for h in geo.prey:
        _row(d, s.prey[h])
    for stack in s.tokens:
        _row(d, stack)
    _row(d, s.calendar)
    for name in (
        "flips",
        "bterr",
        "bact",
        "dens",
        "lairs",
        "wolves",
        "preym",
        "tok_vp",
        "tok_n",
        "mark_vp",
        "placed",
    ):
        d += getattr(s, name)
    d += [s.phase, s.player, s.actions_left, s.acted, s.act, s.terr, s.target, s.tkind]
    _row(d, s.moved)
    d += [s.disp_from, s.disp_piece, s.resume, s.place_i, s.triggered, s.scored, s.idle]
    d += [s.turn, END_REASONS.index(s.end_reason)]
    return d


def decode(d: list[int], like: TWState) -> TWState:
    """The position a flat layout describes, on the map and rules of ``like`` (the inverse
    of :func:`encode`)."""
    it = iter(d)

    def take(k: int) -> list[int]:
        return [next(it) for _ in range(k)]

    def row() -> tuple[int, ...]:
        return tuple(take(next(it)))

    geo = like.geo
    if take(4) != [LAYOUT, like.n, geo.size, geo.regions]:
        raise ValueError("not a The Wolves layout of this version and map")
    n = like.n
    s = TWState.__new__(TWState)
    s.rules, s.board, s.geo, s.n = like.rules, like.board, geo, n
    s.homes = tuple(take(n))
    s.place_order = row()
    pcs = [row() for _ in range(geo.size)]
    lone = [bool(x) for x in take(geo.size)]
    prey: list[tuple[int, ...]] = [() for _ in range(geo.size)]
    for h in geo.prey:
        prey[h] = row()
    s.pcs, s.lone, s.prey = Watched(pcs), Watched(lone), Watched(prey)
    s.tokens = [row() for _ in range(geo.regions)]
    s.calendar = list(row())
    s.flips, s.bterr, s.bact = take(n), take(n), take(n)
    s.dens = take(3 * n)
    s.lairs, s.wolves, s.preym = take(n), take(n), take(n)
    s.tok_vp, s.tok_n, s.mark_vp, s.placed = take(n), take(n), take(n), take(n)
    s.phase, s.player, s.actions_left, s.acted, s.act, s.terr, s.target, s.tkind = take(8)
    s.moved = row()
    s.disp_from, s.disp_piece, s.resume, s.place_i, s.triggered, s.scored, s.idle = take(7)
    s.turn, reason = take(2)
    s.end_reason = END_REASONS[reason]
    if next(it, None) is not None:
        raise ValueError("numbers after the end of the layout")
    s.wolf_memo = None
    s.uid = next(_UIDS)
    s.reindex()
    return s


def native_map(s: TWState) -> Any:
    """The core's ``TheWolvesMap`` of ``s``'s game (``RuntimeError`` without the core)."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.TheWolvesMap(encode_map(s))


def native_state(s: TWState, game_map: Any = None) -> Any:
    """The core's ``TheWolvesState`` for ``s`` (on ``game_map`` when given)."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.TheWolvesState(game_map or native_map(s), encode(s))


def native_info(state: TWState, player: int) -> Any:
    """The core's ``TheWolvesInfo``: what ``player`` knows of ``state`` (all of it)."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.TheWolvesInfo(player, native_map(state), encode(state))


def compare_game(players: int, seed: int, rng: random.Random, outcome_every: int = 25) -> int:
    """Plays one random game of The Wolves (dealt by ``seed``) through the Python fast
    state and the core's at once, comparing the legal actions and the player to move
    before every decision, the whole layout after it, the outcome (the standing's
    projection) every ``outcome_every`` decisions, and the scores, winners and outcome at
    the end; returns the decisions played, or raises :class:`Mismatch`."""
    from wolfpack.the_wolves import TheWolves
    from wolfpack.the_wolves.bots import ADAPTER
    from wolfpack.the_wolves.scoring import winners

    s = TheWolves(players=players, seed=seed).state.clone()
    r = native_state(s)
    where = f"{players} players, game {seed}"

    def outcome(n: int) -> None:
        if n % outcome_every == 0 and r.outcome() != ADAPTER.outcome(s):
            raise Mismatch(f"{where}, decision {n}: outcome {r.outcome()}")

    n = play_in_step(s, r, encode, rng, where, outcome)
    if r.to_move() is not None or r.scores() != s.scores() or r.winners() != winners(s):
        raise Mismatch(f"{where}: the end differs ({r.scores()} != {s.scores()})")
    if r.outcome() != ADAPTER.outcome(s):
        raise Mismatch(f"{where}: the final outcome differs")
    return n
