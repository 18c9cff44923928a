"""Questions the rules ask about a position, as pure functions of a :class:`TWState`.

Each ``*_check`` returns None when the rule allows something, or a short reason key when
it does not; the checks run in the order of the spec, so the first reason found is the one
a learner needs (the explanations in :mod:`.explain` turn the keys into sentences).

The functions that list choices (``wolf_moves``, ``den_hexes``, ``targets``...) are the
fast path of search and playouts. They give exactly the choices the checks allow, in the
same order, but work on *hex masks* (ints whose bit ``h`` stands for hex ``h``, see
:mod:`.hexmap`): the static tables of the map and board, and the state's piece index
(:meth:`~.state.TWState.index`), a list of masks laid out as:

* ``ix[q]`` for a piece code ``q = owner * 4 + kind`` (owners 0..5, 5 the neutral pack):
  the hexes holding at least one such piece;
* ``ix[OWNER_MASKS + o]``: the hexes holding a piece of owner ``o``;
* ``ix[KIND_MASKS + k]``: the hexes holding a piece of kind ``k``;
* ``ix[FILLED]``, ``ix[FULL]``: the hexes holding at least one, at least two pieces;
* ``ix[LONE_MASK]``, ``ix[PREY_MASK]``: the hexes with a lone wolf token, a prey stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfpack.core.rules import implements
from wolfpack.the_wolves.actions import (
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    WOLF_BASE,
    dom_code,
    pay_code,
)
from wolfpack.the_wolves.components import (
    ALPHA,
    CONTROL,
    DEN,
    DIG,
    DOMINATE,
    HOWL,
    LAIR,
    LAIR_ACT,
    MOVE,
    N_TERRAINS,
    NEUTRAL,
    PACK,
    RANGE,
    SPEED,
    SPREAD,
)
from wolfpack.the_wolves.hexmap import START, hexes_of

if TYPE_CHECKING:
    from wolfpack.the_wolves.state import TWState

OWNER_MASKS = 24
"""Piece index: ``ix[OWNER_MASKS + o]`` are the hexes holding a piece of owner ``o``."""
KIND_MASKS = 30
"""Piece index: ``ix[KIND_MASKS + k]`` are the hexes holding a piece of kind ``k``."""
FILLED = 34
"""Piece index: the hexes holding at least one piece."""
FULL = 35
"""Piece index: the hexes holding two pieces (or more)."""
LONE_MASK = 36
"""Piece index: the hexes with a lone wolf token."""
PREY_MASK = 37
"""Piece index: the hexes with a prey stack."""
INDEX_SIZE = 38
OWNERS = NEUTRAL + 1
"""Owners of pieces: the players 0..4 and the neutral pack."""
ALL_TERRAINS = (1 << N_TERRAINS) - 1


# -- attributes and payment (TW-T1, TW-C5) ----------------------------------------------------
def attribute(s: TWState, p: int, track: int) -> int:
    """The current value of a player's attribute (dens taken from that track decide)."""
    return s.rules.attributes[track][s.dens[p * 3 + track]]


def spread(s: TWState, p: int) -> int:
    """Pack spread: how many wolves one move action moves."""
    return attribute(s, p, SPREAD)


def speed(s: TWState, p: int) -> int:
    """Wolf speed: how many steps each moved wolf may take."""
    return attribute(s, p, SPEED)


def howl_range(s: TWState, p: int) -> int:
    """Howl range: how far from an alpha howl and dominate reach."""
    return attribute(s, p, RANGE)


def tiles_for(s: TWState, p: int, terrain: int) -> int:
    """How many of a player's tiles show ``terrain`` (the home tile included)."""
    n = len(s.rules.showing[s.flips[p]][terrain])
    return n + (1 if s.homes[p] == terrain else 0)


def payable_terrains(s: TWState, p: int, cost: int) -> int:
    """The terrains ``p`` can pay ``cost`` for now (tiles plus bonus terrain tokens, as
    :func:`can_pay`), as a 5-bit set: bit ``t`` for terrain ``t``."""
    k = cost - s.bterr[p]
    if k <= 0:
        return ALL_TERRAINS
    row = s.rules.payable[s.homes[p]][s.flips[p]]
    return row[k] if k < len(row) else 0


def payable_hexes(s: TWState, p: int, cost: int) -> int:
    """The hexes whose terrain ``p`` can pay ``cost`` for now, as a hex mask."""
    return s.board.terrain_sets[payable_terrains(s, p, cost)]


def can_pay(s: TWState, p: int, terrain: int, cost: int) -> bool:
    """Whether tiles showing ``terrain`` plus bonus terrain tokens reach ``cost``."""
    return tiles_for(s, p, terrain) + s.bterr[p] >= cost


@implements("TW-T1", "TW-C5")
def pay_options(s: TWState, p: int, terrain: int, cost: int) -> list[int]:
    """Every way to pay ``cost`` for ``terrain``: a subset of the tiles showing it (home
    tile included) completed with bonus terrain tokens."""
    tiles = s.rules.showing[s.flips[p]][terrain]
    key = (tiles, s.homes[p] == terrain, cost, s.bterr[p])
    found = _PAY_OPTIONS.get(key)
    if found is None:
        found = _pay_options(*key)
        _PAY_OPTIONS[key] = found
    return list(found)


_PAY_OPTIONS: dict[tuple[tuple[int, ...], bool, int, int], tuple[int, ...]] = {}
"""The payments of :func:`pay_options` by (tiles showing the terrain, whether the home
tile shows it, cost, bonus terrain tokens held)."""


def _pay_options(
    tiles: tuple[int, ...], home_shows: bool, cost: int, bterr: int
) -> tuple[int, ...]:
    out = []
    for home in (0, 1) if home_shows else (0,):
        for sub in range(1 << len(tiles)):
            mask = 0
            count = home
            for j, t in enumerate(tiles):
                if sub >> j & 1:
                    mask |= 1 << t
                    count += 1
            bonus = cost - count
            if 0 <= bonus <= bterr:
                out.append(pay_code(home, mask, bonus))
    return tuple(sorted(out))


# -- pieces -------------------------------------------------------------------------------------
def wolves_of(s: TWState, p: int) -> list[tuple[int, int]]:
    """A player's wolves on the map as ``(hex, kind)``, one entry per wolf, in hex order."""
    alpha, pack = p * 4 + ALPHA, p * 4 + PACK
    ix = s.index()
    pcs = s.pcs
    return [
        (h, q & 3) for h in hexes_of(ix[alpha] | ix[pack]) for q in pcs[h] if q in (alpha, pack)
    ]


def has_alpha_near(s: TWState, p: int, h: int) -> bool:
    """Whether one of ``p``'s alphas stands on ``h`` or next to it."""
    return bool(s.index()[p * 4 + ALPHA] & s.geo.around_masks[h])


def alpha_hexes(s: TWState, p: int) -> list[int]:
    """The hexes holding one of ``p``'s alphas (a hex twice if two alphas share it)."""
    alpha = p * 4 + ALPHA
    pcs = s.pcs
    return [h for h in hexes_of(s.index()[alpha]) for q in pcs[h] if q == alpha]


def alpha_in_range(s: TWState, p: int, h: int, alphas: list[int] | None = None) -> int:
    """A hex holding one of ``p``'s alphas within howl range of ``h``, or -1 (``alphas``:
    the alpha hexes, when already known)."""
    reach = howl_range(s, p)
    dist = s.geo.hex_dist[h]
    for g in alpha_hexes(s, p) if alphas is None else alphas:
        if dist[g] <= reach:
            return g
    return -1


def _alphas_around(s: TWState, ix: list[int], p: int) -> int:
    """The hexes on or next to one of ``p``'s alphas, as a hex mask."""
    around = s.geo.around_masks
    out = 0
    for h in hexes_of(ix[p * 4 + ALPHA]):
        out |= around[h]
    return out


def _alphas_range(s: TWState, ix: list[int], p: int) -> int:
    """The hexes within howl range of one of ``p``'s alphas, as a hex mask."""
    masks = s.geo.range_masks
    reach = howl_range(s, p)
    out = 0
    for h in hexes_of(ix[p * 4 + ALPHA]):
        out |= masks[h][reach]
    return out


def next_wolf_slot(s: TWState, p: int, kind: int | None = None) -> int:
    """The next wolf slot of a player board (of ``kind`` when given), or -1 if none."""
    table = s.rules.free_slots[4 if kind is None else kind]
    return table[s.wolves[p] & (len(table) - 1)]


def dens_left(s: TWState, p: int) -> int:
    """Dens still on a player's tracks."""
    return 3 * s.rules.dens_per_track - sum(s.dens[p * 3 : p * 3 + 3])


def lairs_left(s: TWState, p: int) -> int:
    """Lairs still on a player board."""
    return s.rules.lairs - s.lairs[p]


def is_empty(s: TWState, h: int) -> bool:
    """No piece and no lone wolf or prey token on a land hex."""
    return not s.pcs[h] and not s.lone[h] and not s.prey[h] and s.geo.passable[h]


# -- displacement (TW-T4) -----------------------------------------------------------------------
@implements("TW-T4")
def displace_targets(s: TWState, frm: int, owner: int) -> list[int]:
    """The nearest hexes (by path through passable hexes) from ``frm`` that are empty or
    hold a single piece of ``owner``: where a displaced wolf may go."""
    return _displace_targets(s, s.index(), frm, owner)


def _room(ix: list[int], owner: int) -> int:
    """The hexes a displaced wolf of ``owner`` may go to, distance aside: without piece and
    token, or with a single piece of ``owner`` (a hex mask, water included)."""
    filled = ix[FILLED]
    return ~(filled | ix[LONE_MASK] | ix[PREY_MASK]) | (
        filled & ~ix[FULL] & ix[OWNER_MASKS + owner]
    )


def _displace_targets(s: TWState, ix: list[int], frm: int, owner: int) -> list[int]:
    room = _room(ix, owner)
    for ring in s.geo.ring_masks[frm]:
        found = ring & room
        if found:
            return hexes_of(found)
    return []


def _displaceable(s: TWState, ix: list[int], hexes: int) -> int:
    """Those of ``hexes`` (each holding a single opponent's pack wolf) whose wolf has
    somewhere to go if displaced, as a hex mask."""
    out = 0
    pcs = s.pcs
    rings = s.geo.ring_masks
    for d in hexes_of(hexes):
        room = _room(ix, pcs[d][0] >> 2)
        for ring in rings[d]:
            if ring & room:
                out |= 1 << d
                break
    return out


# -- movement (TW-T2, TW-T3, TW-T4) ------------------------------------------------------------
@implements("TW-T3", "TW-T4")
def end_check(s: TWState, p: int, kind: int, d: int) -> str | None:
    """Whether a wolf of ``p`` may end its move on hex ``d`` (terrain and distance aside)."""
    if not s.geo.passable[d]:
        return "impassable"
    if s.lone[d]:
        return "lone_token"
    if s.prey[d]:
        return "prey_token"
    pcs = s.pcs[d]
    if len(pcs) >= 2:
        return "full"
    if not pcs:
        return None
    q = pcs[0]
    o, qk = q >> 2, q & 3
    if o == p or qk == DEN:
        return None
    if qk == LAIR:
        return "opp_lair"
    if qk == ALPHA:
        return "opp_alpha"
    if kind != ALPHA:
        return "opp_pack"
    if o == NEUTRAL:
        return "neutral"
    if not displace_targets(s, d, o):
        return "no_room"
    return None


@implements("TW-T3", "TW-T4")
def _end_masks(ix: list[int], p: int) -> tuple[int, int]:
    """:func:`end_check` for every land hex at once, as two hex masks: ``blocked``, where
    no wolf of ``p`` may end (a token; two pieces; one piece of another owner that is not a
    den), and ``displace``, those of them where an alpha may end all the same (a lone pack
    wolf of an opponent other than the neutral pack), if that wolf has somewhere to go."""
    full = ix[FULL]
    other = ix[FILLED] & ~full & ~ix[OWNER_MASKS + p]
    blocked = ix[LONE_MASK] | ix[PREY_MASK] | full | (other & ~ix[KIND_MASKS + DEN])
    displace = other & ix[KIND_MASKS + PACK] & ~ix[OWNER_MASKS + NEUTRAL]
    return blocked, displace


def moved_count(s: TWState, h: int, kind: int) -> int:
    """How many of the mover's wolves of ``kind`` on ``h`` already moved in this action."""
    return s.moved.count(h * 2 + kind)


@implements("TW-T2")
def wolf_moves(s: TWState, p: int, terrain: int, limit: int = 0) -> list[int]:
    """The legal single-wolf moves of ``p`` onto hexes of ``terrain`` (stop after ``limit``
    when given): every not-yet-moved wolf, within wolf speed, onto an allowed hex; wolves in
    hex order (on one hex, in the order of its pieces), then destinations in hex order."""
    ix = s.index()
    reach_masks = s.geo.reach_masks
    reach = speed(s, p)
    tmask = s.board.terrain_masks[terrain]
    blocked, displace = _end_masks(ix, p)
    alpha, pack = p * 4 + ALPHA, p * 4 + PACK
    pcs = s.pcs
    moved = s.moved
    out: list[int] = []
    for h in hexes_of(ix[alpha] | ix[pack]):
        here = pcs[h]
        seen = 0
        for q in here:
            if q != alpha and q != pack:
                continue
            kind = q & 3
            if seen >> kind & 1:
                continue
            seen |= 1 << kind
            if moved and here.count(q) <= moved.count(h * 2 + kind):
                continue
            cand = reach_masks[h][reach] & tmask
            ends = cand & ~blocked
            if kind == ALPHA and cand & displace:
                ends |= _displaceable(s, ix, cand & displace)
            # wolf_code(h, kind, d) for d = bit_length - 1
            base = WOLF_BASE - 2 + (h << 9) + kind
            while ends:
                low = ends & -ends
                out.append(base + (low.bit_length() << 1))
                if limit and len(out) >= limit:
                    return out
                ends ^= low
    return out


def can_move_more(s: TWState, p: int, terrain: int) -> bool:
    """Whether the move action under way may move another wolf: pack spread not used up
    and a wolf left with a legal move onto ``terrain`` (TW-T2)."""
    return len(s.moved) < spread(s, p) and bool(wolf_moves(s, p, terrain, 1))


def move_terrains(s: TWState, p: int) -> list[int]:
    """Terrains a move action could target: payable with one tile, and reachable."""
    return _move_terrains(s, s.index(), p)


def _move_terrains(s: TWState, ix: list[int], p: int) -> list[int]:
    wanted = payable_terrains(s, p, s.rules.costs[MOVE])
    if not wanted:
        return []
    reach_masks = s.geo.reach_masks
    reach = speed(s, p)
    alphas = ix[p * 4 + ALPHA]
    ends = alpha_ends = 0
    for h in hexes_of(alphas | ix[p * 4 + PACK]):
        r = reach_masks[h][reach]
        ends |= r
        if alphas >> h & 1:
            alpha_ends |= r
    blocked, displace = _end_masks(ix, p)
    board = s.board
    extra = alpha_ends & displace & board.terrain_sets[wanted]
    ends &= ~blocked
    if extra:
        ends |= _displaceable(s, ix, extra)
    masks = board.terrain_masks
    return [t for t in range(N_TERRAINS) if wanted >> t & 1 and ends & masks[t]]


# -- den, lair, howl, dominate (TW-T5..TW-T8) ---------------------------------------------------
@implements("TW-T5")
def den_check(s: TWState, p: int, h: int) -> str | None:
    """Whether ``p`` may dig a den on ``h`` (payment aside)."""
    if not s.geo.passable[h]:
        return "impassable"
    if s.lone[h] or s.prey[h]:
        return "token"
    if not has_alpha_near(s, p, h):
        return "no_alpha"
    pcs = s.pcs[h]
    if any(q >> 2 != p and q & 3 <= PACK for q in pcs):
        return "opp_wolf"
    if any(q & 3 >= DEN for q in pcs):
        return "has_den"
    if len(pcs) >= 2:
        return "full"
    return None


def den_hexes(s: TWState, p: int) -> list[int]:
    """Hexes on or next to ``p``'s alphas where a den may go (payment aside)."""
    return hexes_of(_den_mask(s, s.index(), p))


@implements("TW-T5")
def _den_mask(s: TWState, ix: list[int], p: int) -> int:
    """:func:`den_check` for every hex at once, as a hex mask."""
    if not ix[p * 4 + ALPHA]:
        return 0
    others = 0
    for o in range(OWNERS):
        if o != p:
            others |= ix[o * 4 + ALPHA] | ix[o * 4 + PACK]
    taken = ix[LONE_MASK] | ix[PREY_MASK] | others
    taken |= ix[KIND_MASKS + DEN] | ix[KIND_MASKS + LAIR] | ix[FULL]
    return _alphas_around(s, ix, p) & s.geo.land_mask & ~taken


@implements("TW-T6")
def lair_check(s: TWState, p: int, h: int) -> str | None:
    """Whether ``p`` may upgrade a den on ``h`` to a lair (payment aside)."""
    if p * 4 + DEN not in s.pcs[h]:
        return "not_your_den"
    if not s.geo.near_water[h]:
        return "not_near_water"
    if not has_alpha_near(s, p, h):
        return "no_alpha"
    r = s.geo.region[h]
    lair = p * 4 + LAIR
    if r != START and any(lair in s.pcs[g] for g in s.geo.region_hexes[r]):
        return "lair_in_region"
    for q in s.pcs[h]:
        if q >> 2 != p and q & 3 <= PACK and not displace_targets(s, h, q >> 2):
            return "no_room"
    return None


def lair_hexes(s: TWState, p: int) -> list[int]:
    """``p``'s dens that may become lairs (payment aside)."""
    return _lair_hexes(s, s.index(), p, -1)


@implements("TW-T6")
def _lair_hexes(s: TWState, ix: list[int], p: int, allowed: int) -> list[int]:
    """:func:`lair_check` for ``p``'s dens among the hexes of the mask ``allowed``."""
    geo = s.geo
    dens = ix[p * 4 + DEN] & geo.near_water_mask & allowed
    if not dens:
        return []
    dens &= _alphas_around(s, ix, p)
    lairs = ix[p * 4 + LAIR]
    out = []
    for h in hexes_of(dens):
        r = geo.region[h]
        if r != START and geo.region_masks[r] & lairs:
            continue
        if any(
            q >> 2 != p and q & 3 <= PACK and not _displace_targets(s, ix, h, q >> 2)
            for q in s.pcs[h]
        ):
            continue
        out.append(h)
    return out


@implements("TW-T7")
def howl_check(s: TWState, p: int, h: int, alphas: list[int] | None = None) -> str | None:
    """Whether ``p`` may howl at a lone wolf on ``h`` (payment aside)."""
    if not s.lone[h]:
        return "no_lone"
    if alpha_in_range(s, p, h, alphas) < 0:
        return "out_of_range"
    return None


def howl_hexes(s: TWState, p: int) -> list[int]:
    """Lone wolves ``p`` may howl at (payment aside)."""
    ix = s.index()
    return hexes_of(ix[LONE_MASK] & _alphas_range(s, ix, p))


@implements("TW-T8", "TW-T9")
def dominate_check(
    s: TWState, p: int, h: int, kind: int, alphas: list[int] | None = None
) -> str | None:
    """Whether ``p`` may dominate the ``kind`` (PACK or DEN) piece on ``h`` (payment aside)."""
    pcs = s.pcs[h]
    target = [q for q in pcs if q & 3 == kind and q >> 2 != p]
    if not target:
        return "no_target"
    o = target[0] >> 2
    if o == NEUTRAL:
        return "neutral"
    if sum(1 for q in pcs if q >> 2 == o) >= 2:
        return "protected"
    if alpha_in_range(s, p, h, alphas) < 0:
        return "out_of_range"
    if kind == PACK and next_wolf_slot(s, p, PACK) < 0:
        return "no_pack_left"
    if kind == DEN and dens_left(s, p) == 0:
        return "no_den_left"
    if kind == DEN and any(q >> 2 not in (p, o) and q & 3 <= PACK for q in pcs):
        return "den_blocked"
    return None


def dominate_targets(s: TWState, p: int) -> list[tuple[int, int]]:
    """``(hex, kind)`` of every piece ``p`` may dominate (payment aside)."""
    return _dominate_targets(s, s.index(), p, -1)


@implements("TW-T8")
def _dominate_targets(s: TWState, ix: list[int], p: int, allowed: int) -> list[tuple[int, int]]:
    """:func:`dominate_check` for every piece on the hexes of the mask ``allowed``: the
    hexes within range holding a non-neutral opponent's pack wolf (while ``p`` has one to
    put in its place) or den (while ``p`` has dens) are checked one by one."""
    if not ix[p * 4 + ALPHA]:
        return []
    pack_left = next_wolf_slot(s, p, PACK) >= 0
    den_left = dens_left(s, p) > 0
    pieces = 0
    for o in range(OWNERS):
        if o != p and o != NEUTRAL:
            if pack_left:
                pieces |= ix[o * 4 + PACK]
            if den_left:
                pieces |= ix[o * 4 + DEN]
    cands = pieces & allowed
    if not cands:
        return []
    out: list[tuple[int, int]] = []
    for h in hexes_of(cands & _alphas_range(s, ix, p)):
        pcs = s.pcs[h]
        for q in pcs:
            k = q & 3
            if q >> 2 == p or k not in (PACK, DEN):
                continue
            o = next(x for x in pcs if x & 3 == k and x >> 2 != p) >> 2
            if o == NEUTRAL or sum(1 for x in pcs if x >> 2 == o) >= 2:
                continue
            if (k == PACK and not pack_left) or (k == DEN and not den_left):
                continue
            if k == DEN and any(x >> 2 not in (p, o) and x & 3 <= PACK for x in pcs):
                continue
            out.append((h, k))
    return out


# -- what a player may choose now ---------------------------------------------------------------
def targets(s: TWState, p: int, act: int) -> list[int]:
    """The target decisions of action ``act`` that can also be paid for."""
    return _targets(s, s.index(), p, act)


def _targets(s: TWState, ix: list[int], p: int, act: int) -> list[int]:
    cost = s.rules.costs[act if act < DOMINATE else DOMINATE]
    if act == MOVE:
        return [TERRAIN_BASE + t for t in _move_terrains(s, ix, p)]
    if act == DIG:
        if dens_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in hexes_of(_den_mask(s, ix, p) & payable_hexes(s, p, cost))]
    if act == LAIR_ACT:
        if lairs_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in _lair_hexes(s, ix, p, payable_hexes(s, p, cost))]
    if act == HOWL:
        if next_wolf_slot(s, p) < 0:
            return []
        lone = ix[LONE_MASK] & payable_hexes(s, p, cost)
        return [HEX_BASE + h for h in hexes_of(lone & _alphas_range(s, ix, p))] if lone else []
    return sorted(dom_code(h, k) for h, k in _dominate_targets(s, ix, p, payable_hexes(s, p, cost)))


def action_kinds(s: TWState, p: int) -> list[int]:
    """The actions ``p`` can carry out to the end now (a target exists and can be paid)."""
    ix = s.index()
    return [KIND_BASE + a for a in range(5) if _targets(s, ix, p, a)]


@implements("TW-S3")
def placement_hexes(s: TWState, p: int) -> list[int]:
    """Where ``p`` may put a pair now: 3 to 5 players, a free start-tile hex next to the
    chasm (the second pair on the other side from the first); 2 players, an empty hex of a
    region whose scoring tokens include no crescent."""
    geo = s.geo
    ix = s.index()
    if s.n == 2:
        allowed = 0
        for r in range(geo.regions):
            if 0 not in s.tokens[r]:
                allowed |= geo.region_masks[r]
        free = geo.land_mask & ~(ix[FILLED] | ix[LONE_MASK] | ix[PREY_MASK])
        return [PLACE_BASE + h for h in hexes_of(allowed & free)]
    first = s.placed[p]
    side = -1 if first < 0 else geo.start_side[first]
    sides = 0
    for k, mask in enumerate(geo.side_masks):
        if k != side:
            sides |= mask
    return [PLACE_BASE + h for h in hexes_of(sides & ~ix[FILLED])]


# -- scoring (TW-E1) ----------------------------------------------------------------------------
@implements("TW-E1")
def region_control(s: TWState, r: int) -> dict[int, tuple[int, int]]:
    """Control and alphas of every owner (players and the neutral pack) in region ``r``."""
    out: dict[int, list[int]] = {}
    for h in s.geo.region_hexes[r]:
        for q in s.pcs[h]:
            row = out.setdefault(q >> 2, [0, 0])
            row[0] += CONTROL[q & 3]
            if q & 3 == ALPHA:
                row[1] += 1
    return {o: (c, a) for o, (c, a) in sorted(out.items())}
