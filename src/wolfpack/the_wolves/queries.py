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
* ``ix[LONE_MASK]``, ``ix[PREY_MASK]``: the hexes with a lone wolf token, a prey stack;
* ``ix[MIXED_WOLVES]``: the hexes holding wolves of two owners or more (never in play,
  but a position edited by hand may have them).
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, Any

from wolfpack.core.rules import implements
from wolfpack.the_wolves.actions import (
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    dom_code,
    pay_code,
    wolf_code,
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
from wolfpack.the_wolves.hexmap import HEXES_MEMO, START, getter_of, hexes_of, hexes_of_memo

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
MIXED_WOLVES = 38
"""Piece index: the hexes holding wolves of two owners or more."""
INDEX_SIZE = 39
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
def mixed_wolves(pcs: tuple[int, ...]) -> bool:
    """Whether the pieces of one hex include wolves of two owners or more."""
    return len({q >> 2 for q in pcs if q & 3 <= PACK}) >= 2


def _others_wolves(ix: list[int], p: int) -> int:
    """The hexes holding a wolf of another owner than ``p``, as a hex mask."""
    wolves = ix[KIND_MASKS + ALPHA] | ix[KIND_MASKS + PACK]
    return wolves & ~(ix[p * 4 + ALPHA] | ix[p * 4 + PACK]) | ix[MIXED_WOLVES]


def wolves_of(s: TWState, p: int) -> list[tuple[int, int]]:
    """A player's wolves on the map as ``(hex, kind)``, one entry per wolf, in hex order."""
    alpha, pack = p * 4 + ALPHA, p * 4 + PACK
    ix = s.index()
    pcs = s.pcs
    return [
        (h, q & 3)
        for h in hexes_of_memo(ix[alpha] | ix[pack])
        for q in pcs[h]
        if q in (alpha, pack)
    ]


def has_alpha_near(s: TWState, p: int, h: int) -> bool:
    """Whether one of ``p``'s alphas stands on ``h`` or next to it."""
    return bool(s.index()[p * 4 + ALPHA] & s.geo.around_masks[h])


def alpha_hexes(s: TWState, p: int) -> list[int]:
    """The hexes holding one of ``p``'s alphas (a hex twice if two alphas share it)."""
    alpha = p * 4 + ALPHA
    pcs = s.pcs
    return [h for h in hexes_of_memo(s.index()[alpha]) for q in pcs[h] if q == alpha]


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
    for h in hexes_of_memo(ix[p * 4 + ALPHA]):
        out |= around[h]
    return out


def _alphas_range(s: TWState, ix: list[int], p: int) -> int:
    """The hexes within howl range of one of ``p``'s alphas, as a hex mask."""
    masks = s.geo.range_masks
    reach = howl_range(s, p)
    out = 0
    for h in hexes_of_memo(ix[p * 4 + ALPHA]):
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


ST_FREE = 0
"""Status of a hex without piece or token: any wolf may end there."""
ST_BLOCKED = 1
"""Status of a hex with a lone wolf or prey token, or two pieces: no wolf may end there."""
ST_DEN = 2
"""Status of a hex with a den alone: any wolf may end there."""
ST_PACK = 8
"""Status ``ST_PACK + o``: a pack wolf of owner ``o`` alone."""
ST_OTHER = 16
"""Status ``ST_OTHER + o``: an alpha or a lair of owner ``o`` alone."""


@implements("TW-T3", "TW-T4")
def hex_status(pcs: tuple[int, ...], lone: bool, prey: tuple[int, ...], terrain: int) -> int:
    """The status byte of a hex in the piece index: what a wolf ending its move there
    meets (``ST_*``, as :func:`end_check` sees it) times 8, plus the terrain code."""
    if lone or prey or len(pcs) >= 2:
        cat = ST_BLOCKED
    elif not pcs:
        cat = ST_FREE
    else:
        q = pcs[0]
        kind = q & 3
        cat = ST_DEN if kind == DEN else (ST_PACK if kind == PACK else ST_OTHER) + (q >> 2)
    return cat << 3 | terrain


@implements("TW-T3", "TW-T4")
def _end_masks(ix: list[int], p: int) -> tuple[int, int]:
    """:func:`end_check` for every land hex at once, as two hex masks: ``blocked``, where
    no wolf of ``p`` may end (a token; two pieces; one piece of another owner that is not a
    den), and ``displace``, those of them where an alpha may end all the same (no token, a
    lone pack wolf of an opponent other than the neutral pack), if that wolf has somewhere
    to go (:func:`_displaceable`)."""
    full = ix[FULL]
    tokens = ix[LONE_MASK] | ix[PREY_MASK]
    other = ix[FILLED] & ~full & ~ix[OWNER_MASKS + p]
    blocked = tokens | full | (other & ~ix[KIND_MASKS + DEN])
    displace = other & ix[KIND_MASKS + PACK] & ~ix[OWNER_MASKS + NEUTRAL] & ~tokens
    return blocked, displace


def moved_count(s: TWState, h: int, kind: int) -> int:
    """How many of the mover's wolves of ``kind`` on ``h`` already moved in this action."""
    return s.moved.count(h * 2 + kind)


def _movers(s: TWState, ix: list[int], p: int, all_wolves: bool = False) -> list[tuple[int, int]]:
    """``p``'s wolves that may still move in the move action under way (``all_wolves``:
    every wolf), as ``(hex, kind)`` once each: hexes in order, on one hex in the order of
    its pieces."""
    alpha, pack = p * 4 + ALPHA, p * 4 + PACK
    pcs = s.pcs
    moved = () if all_wolves else s.moved
    out = []
    for h in hexes_of_memo(ix[alpha] | ix[pack]):
        here = pcs[h]
        if len(here) == 1:
            out.append((h, here[0] & 3))
            if moved and moved.count(h * 2 + (here[0] & 3)):
                out.pop()
            continue
        seen = 0
        for q in here:
            if q in (alpha, pack):
                kind = q & 3
                if not seen >> kind & 1:
                    seen |= 1 << kind
                    if not moved or here.count(q) > moved.count(h * 2 + kind):
                        out.append((h, kind))
    return out


_MoveEntry = tuple[Any, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _move_entry(s: TWState, h: int, reach: int, terrain: int) -> _MoveEntry:
    """The moves from hex ``h`` within ``reach`` steps onto ``terrain``, for
    :func:`wolf_moves`: a getter of the status bytes of the destinations (an
    :func:`operator.itemgetter` that always returns a tuple; None for no destination), the
    codes of moving an alpha, a pack wolf there, and the destinations, in hex order. Cached
    on the board, built from the moves onto any terrain, cached on the geometry."""
    key = (h << 8 | reach) << 3 | terrain
    entry: _MoveEntry | None = s.board.move_cache.get(key)
    if entry is None:
        geo = s.geo
        every = geo.move_cache.get(h << 8 | reach)
        if every is None:
            ends = geo.within[h][reach]
            every = (
                getter_of(ends),
                tuple(wolf_code(h, ALPHA, d) for d in ends),
                tuple(wolf_code(h, PACK, d) for d in ends),
                ends,
            )
            geo.move_cache[h << 8 | reach] = every
        if every[0] is None:
            entry = every
        else:
            on = every[0](s.board.terrain_bytes[terrain])
            ends = tuple(compress(every[3], on))
            alpha = tuple(compress(every[1], on))
            pack = tuple(compress(every[2], on))
            entry = (getter_of(ends), alpha, pack, ends)
        s.board.move_cache[key] = entry
    return entry


def _has_room(s: TWState, ix: list[int], d: int) -> bool:
    """Whether the piece alone on ``d`` has somewhere to go if displaced (TW-T4): first
    the quick answer of a free neighbour (status below :data:`ST_BLOCKED` times 8)."""
    near = s.geo.near_getters[d]
    if near is not None and min(near(s.status)) < ST_BLOCKED << 3:
        return True
    room = _room(ix, s.pcs[d][0] >> 2)
    return any(ring & room for ring in s.geo.ring_masks[d])


@implements("TW-T2", "TW-T3", "TW-T4")
def wolf_moves(s: TWState, p: int, terrain: int, limit: int = 0) -> list[int]:
    """The legal single-wolf moves of ``p`` onto hexes of ``terrain`` (stop after ``limit``
    when given): every not-yet-moved wolf, within wolf speed, onto an allowed hex; wolves in
    hex order (on one hex, in the order of its pieces), then destinations in hex order.

    Each destination's status byte (:func:`hex_status`) is translated into 1 where the wolf
    may end (:func:`end_check`) and 0 elsewhere, and the moves are picked by those, all in
    C. An alpha may also end on a lone pack wolf of an opponent that has room to be
    displaced: those hexes are translated apart, and their room checked one by one."""
    ix = s.index()
    reach = s.rules.attributes[SPEED][s.dens[p * 3 + SPEED]]
    status = s.status
    may_end = status.translate(_END_ON[p])
    displace = bytearray()
    cache = s.board.move_cache
    base = reach << 3 | terrain
    alpha = p * 4 + ALPHA
    pcs = s.pcs
    moved = s.moved
    out: list[int] = []
    wolves = ix[alpha] | ix[alpha + 1]
    for h in HEXES_MEMO.get(wolves) or hexes_of_memo(wolves):
        here = pcs[h]
        for kind in (here[0] & 3,) if len(here) == 1 else _wolf_kinds(here, p):
            if moved and here.count(alpha + kind) <= moved.count(h * 2 + kind):
                continue  # every wolf of this kind here has moved
            entry = cache.get(h << 11 | base) or _move_entry(s, h, reach, terrain)
            getter = entry[0]
            if getter is None:
                continue
            pick = getter(may_end)
            if kind == ALPHA:
                if not displace:
                    displace = status.translate(_DISPLACE_ON[p])
                lone_packs = getter(displace)
                if 1 in lone_packs:
                    pick = _with_room(s, ix, entry[3], pick, lone_packs)
                out += compress(entry[1], pick)
            else:
                out += compress(entry[2], pick)
            if limit and len(out) >= limit:
                return out[:limit]
    return out


def _wolf_kinds(here: tuple[int, ...], p: int) -> tuple[int, ...]:
    """The kinds of ``p``'s wolves among the pieces of one hex, once each, in their order."""
    key = (here, p)
    kinds = _WOLF_KINDS.get(key)
    if kinds is None:
        found: list[int] = []
        for q in here:
            if q >> 2 == p and q & 3 <= PACK and q & 3 not in found:
                found.append(q & 3)
        kinds = tuple(found)
        if len(_WOLF_KINDS) >= _MEMO_MAX:
            _WOLF_KINDS.clear()
        _WOLF_KINDS[key] = kinds
    return kinds


_WOLF_KINDS: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
_MEMO_MAX = 1 << 12
"""A memo of this module is emptied when it reaches this size."""


def _with_room(
    s: TWState, ix: list[int], ends: tuple[int, ...], pick: tuple[int, ...], lone: tuple[int, ...]
) -> list[int]:
    """``pick`` (1 where an alpha may end among ``ends``) with the hexes marked in ``lone``
    (a lone pack wolf of an opponent) added where that wolf has room to be displaced."""
    out = list(pick)
    i = -1
    for _ in range(lone.count(1)):
        i = lone.index(1, i + 1)
        if i < len(ends) and _has_room(s, ix, ends[i]):
            out[i] = 1
    return out


def move_terrains(s: TWState, p: int) -> list[int]:
    """Terrains a move action could target: payable with one tile, and reachable."""
    return _move_terrains(s, s.index(), p)


def _move_terrains(s: TWState, ix: list[int], p: int) -> list[int]:
    wanted = payable_terrains(s, p, s.rules.costs[MOVE])
    if not wanted:
        return []
    reach_masks = s.geo.reach_masks
    reach = s.rules.attributes[SPEED][s.dens[p * 3 + SPEED]]
    alphas = ix[p * 4 + ALPHA]
    ends = alpha_ends = 0
    for h in hexes_of_memo(alphas | ix[p * 4 + PACK]):
        r = reach_masks[h][reach]
        ends |= r
        if alphas >> h & 1:
            alpha_ends |= r
    blocked, displace = _end_masks(ix, p)
    board = s.board
    ends &= ~blocked
    masks = board.terrain_masks
    found = [t for t in range(N_TERRAINS) if wanted >> t & 1 and ends & masks[t]]
    missing = wanted & ~sum(1 << t for t in found)
    extra = alpha_ends & displace & board.terrain_sets[missing]
    if extra:
        ends |= _displaceable(s, ix, extra)
        found = [t for t in range(N_TERRAINS) if wanted >> t & 1 and ends & masks[t]]
    return found


def _can_move(s: TWState, ix: list[int], p: int) -> bool:
    """Whether :func:`move_terrains` finds a terrain (a move action is possible)."""
    wanted = payable_terrains(s, p, s.rules.costs[MOVE])
    if not wanted:
        return False
    goal = s.board.terrain_sets[wanted]
    blocked, displace = _end_masks(ix, p)
    ok = goal & ~blocked
    reach = s.rules.attributes[SPEED][s.dens[p * 3 + SPEED]]
    reach_masks = s.geo.reach_masks
    alphas = ix[p * 4 + ALPHA]
    extra = 0
    for h in hexes_of_memo(alphas | ix[p * 4 + PACK]):
        r = reach_masks[h][reach]
        if r & ok:
            return True
        if alphas >> h & 1:
            extra |= r
    extra &= goal & displace
    return bool(extra) and bool(_displaceable(s, ix, extra))


def _end_tables() -> tuple[tuple[bytes, ...], tuple[bytes, ...]]:
    """The translation tables of :func:`hex_status` bytes for :func:`wolf_moves`."""

    def may_end(p: int, cat: int) -> bool:
        return cat in (ST_FREE, ST_DEN, ST_PACK + p, ST_OTHER + p)

    def displaces(p: int, cat: int) -> bool:
        o = cat - ST_PACK
        return 0 <= o < OWNERS and o not in (p, NEUTRAL)

    on = tuple(bytes(1 if may_end(p, v >> 3) else 0 for v in range(256)) for p in range(NEUTRAL))
    displace = tuple(
        bytes(1 if displaces(p, v >> 3) else 0 for v in range(256)) for p in range(NEUTRAL)
    )
    return on, displace


_END_ON, _DISPLACE_ON = _end_tables()
"""Translations of status bytes: ``_END_ON[p]`` to 1 where a wolf of ``p`` may end its
move (an alpha: see also ``_DISPLACE_ON``); ``_DISPLACE_ON[p]`` to 1 where a lone pack wolf
of an opponent (not the neutral pack) stands, which an alpha of ``p`` may displace if it
has room."""


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
    taken = ix[LONE_MASK] | ix[PREY_MASK] | _others_wolves(ix, p)
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
    ix = s.index()
    return _dominate_targets(s, ix, p, _alphas_range(s, ix, p))


@implements("TW-T8")
def _dominate_targets(
    s: TWState, ix: list[int], p: int, allowed: int, any_one: bool = False
) -> list[tuple[int, int]]:
    """:func:`dominate_check` for the pieces on the hexes of the mask ``allowed`` (hexes
    within range of ``p``'s alphas); with ``any_one``, stop at the first target found.

    A hex holding a single piece passes when the piece is a pack wolf (while ``p`` has one
    to put in its place) or a den (while ``p`` has dens) of another player: one mask for
    them all. A hex holding two pieces needs the whole check, one piece after the other."""
    kinds = []
    avail = 0
    if next_wolf_slot(s, p, PACK) >= 0:
        kinds.append(PACK)
        avail |= ix[KIND_MASKS + PACK]
    if dens_left(s, p) > 0:
        kinds.append(DEN)
        avail |= ix[KIND_MASKS + DEN]
    full = ix[FULL]
    alone = ix[FILLED] & ~full & avail & ~(ix[OWNER_MASKS + p] | ix[OWNER_MASKS + NEUTRAL])
    alone &= allowed
    cands = alone | full & avail & allowed
    if not cands:
        return []
    pcs = s.pcs
    if any_one and alone:
        h = (alone & -alone).bit_length() - 1
        return [(h, pcs[h][0] & 3)]
    out: list[tuple[int, int]] = []
    for h in hexes_of(cands):
        here = pcs[h]
        if alone >> h & 1:
            out.append((h, here[0] & 3))
            continue
        for q in here:
            k = q & 3
            if q >> 2 == p or k not in kinds:
                continue
            o = next(x for x in here if x & 3 == k and x >> 2 != p) >> 2
            if o == NEUTRAL or sum(1 for x in here if x >> 2 == o) >= 2:
                continue
            if k == DEN and any(x >> 2 not in (p, o) and x & 3 <= PACK for x in here):
                continue
            out.append((h, k))
            if any_one:
                return out
    return out


# -- what a player may choose now ---------------------------------------------------------------
def targets(s: TWState, p: int, act: int) -> list[int]:
    """The target decisions of action ``act`` that can also be paid for."""
    return _targets(s, s.index(), p, act)


def _targets(s: TWState, ix: list[int], p: int, act: int) -> list[int]:
    if act == MOVE:
        return [TERRAIN_BASE + t for t in _move_terrains(s, ix, p)]
    pay = payable_hexes(s, p, s.rules.costs[act if act < DOMINATE else DOMINATE])
    if act == DIG:
        if dens_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in hexes_of(_den_mask(s, ix, p) & pay)]
    if act == LAIR_ACT:
        if lairs_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in _lair_hexes(s, ix, p, pay)]
    if act == HOWL:
        if next_wolf_slot(s, p) < 0:
            return []
        lone = ix[LONE_MASK] & pay
        return [HEX_BASE + h for h in hexes_of(lone & _alphas_range(s, ix, p))] if lone else []
    allowed = pay & _alphas_range(s, ix, p)
    return sorted(dom_code(h, k) for h, k in _dominate_targets(s, ix, p, allowed))


def action_kinds(s: TWState, p: int) -> list[int]:
    """The actions ``p`` can carry out to the end now (a target exists and can be paid):
    those whose :func:`targets` are not empty, each found without listing all targets."""
    ix = s.index()
    costs = s.rules.costs
    out = []
    if _can_move(s, ix, p):
        out.append(KIND_BASE + MOVE)
    if dens_left(s, p) and _den_mask(s, ix, p) & payable_hexes(s, p, costs[DIG]):
        out.append(KIND_BASE + DIG)
    if lairs_left(s, p) and _lair_hexes(s, ix, p, payable_hexes(s, p, costs[LAIR_ACT])):
        out.append(KIND_BASE + LAIR_ACT)
    if ix[p * 4 + ALPHA]:
        reach = _alphas_range(s, ix, p)
        lone = ix[LONE_MASK] & reach
        if lone and next_wolf_slot(s, p) >= 0 and lone & payable_hexes(s, p, costs[HOWL]):
            out.append(KIND_BASE + HOWL)
        allowed = reach & payable_hexes(s, p, costs[DOMINATE])
        if _dominate_targets(s, ix, p, allowed, True):
            out.append(KIND_BASE + DOMINATE)
    return out


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
