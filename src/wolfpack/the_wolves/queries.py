"""Questions the rules ask about a position, as pure functions of a :class:`TWState`.

Each ``*_check`` returns None when the rule allows something, or a short reason key when
it does not; the checks run in the order of the spec, so the first reason found is the one
a learner needs (the explanations in :mod:`.explain` turn the keys into sentences).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from wolfpack.the_wolves.hexmap import START

if TYPE_CHECKING:
    from wolfpack.the_wolves.state import TWState


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
    n = len(s.rules.tiles_showing(s.flips[p], terrain))
    return n + (1 if s.homes[p] == terrain else 0)


def can_pay(s: TWState, p: int, terrain: int, cost: int) -> bool:
    """Whether tiles showing ``terrain`` plus bonus terrain tokens reach ``cost``."""
    return tiles_for(s, p, terrain) + s.bterr[p] >= cost


@implements("TW-T1", "TW-C5")
def pay_options(s: TWState, p: int, terrain: int, cost: int) -> list[int]:
    """Every way to pay ``cost`` for ``terrain``: a subset of the tiles showing it (home
    tile included) completed with bonus terrain tokens."""
    tiles = s.rules.tiles_showing(s.flips[p], terrain)
    homes = (0, 1) if s.homes[p] == terrain else (0,)
    out = []
    for home in homes:
        for sub in range(1 << len(tiles)):
            mask = 0
            count = home
            for j, t in enumerate(tiles):
                if sub >> j & 1:
                    mask |= 1 << t
                    count += 1
            bonus = cost - count
            if 0 <= bonus <= s.bterr[p]:
                out.append(pay_code(home, mask, bonus))
    return sorted(out)


# -- pieces -------------------------------------------------------------------------------------
def wolves_of(s: TWState, p: int) -> list[tuple[int, int]]:
    """A player's wolves on the map as ``(hex, kind)``, one entry per wolf."""
    alpha, pack = p * 4 + ALPHA, p * 4 + PACK
    out = []
    for h, pcs in enumerate(s.pcs):
        for q in pcs:
            if q in (alpha, pack):
                out.append((h, q & 3))
    return out


def has_alpha_near(s: TWState, p: int, h: int) -> bool:
    """Whether one of ``p``'s alphas stands on ``h`` or next to it."""
    alpha = p * 4 + ALPHA
    if alpha in s.pcs[h]:
        return True
    return any(alpha in s.pcs[g] for g in s.geo.neighbours[h])


def alpha_hexes(s: TWState, p: int) -> list[int]:
    """The hexes holding one of ``p``'s alphas (a hex twice if two alphas share it)."""
    alpha = p * 4 + ALPHA
    return [h for h, pcs in enumerate(s.pcs) for q in pcs if q == alpha]


def alpha_in_range(s: TWState, p: int, h: int, alphas: list[int] | None = None) -> int:
    """A hex holding one of ``p``'s alphas within howl range of ``h``, or -1 (``alphas``:
    the alpha hexes, when already known)."""
    reach = howl_range(s, p)
    dist = s.geo.hex_dist[h]
    for g in alpha_hexes(s, p) if alphas is None else alphas:
        if dist[g] <= reach:
            return g
    return -1


def next_wolf_slot(s: TWState, p: int, kind: int | None = None) -> int:
    """The next wolf slot of a player board (of ``kind`` when given), or -1 if none."""
    mask = s.wolves[p]
    for i, k in enumerate(s.rules.deploy):
        if not mask >> i & 1 and (kind is None or k == kind):
            return i
    return -1


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
    for ring in s.geo.rings[frm]:
        found = []
        for h in ring:
            pcs = s.pcs[h]
            if (not pcs and not s.lone[h] and not s.prey[h]) or (
                len(pcs) == 1 and pcs[0] >> 2 == owner
            ):
                found.append(h)
        if found:
            return found
    return []


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


def moved_count(s: TWState, h: int, kind: int) -> int:
    """How many of the mover's wolves of ``kind`` on ``h`` already moved in this action."""
    return s.moved.count(h * 2 + kind)


@implements("TW-T2")
def wolf_moves(s: TWState, p: int, terrain: int, limit: int = 0) -> list[int]:
    """The legal single-wolf moves of ``p`` onto hexes of ``terrain`` (stop after ``limit``
    when given): every not-yet-moved wolf, within wolf speed, onto an allowed hex."""
    geo = s.geo
    terr = s.board.terrain
    reach = speed(s, p)
    out: list[int] = []
    seen: set[tuple[int, int]] = set()
    for h, kind in wolves_of(s, p):
        if (h, kind) in seen:
            continue
        seen.add((h, kind))
        if s.moved and s.pcs[h].count(p * 4 + kind) <= moved_count(s, h, kind):
            continue
        for d in geo.within[h][reach]:
            if terr[d] == terrain and end_check(s, p, kind, d) is None:
                out.append(wolf_code(h, kind, d))
                if limit and len(out) >= limit:
                    return out
    return out


def move_terrains(s: TWState, p: int) -> list[int]:
    """Terrains a move action could target: payable with one tile, and reachable."""
    cost = s.rules.costs[MOVE]
    wanted = {t for t in range(N_TERRAINS) if can_pay(s, p, t, cost)}
    found: set[int] = set()
    terr = s.board.terrain
    reach = speed(s, p)
    for h, kind in set(wolves_of(s, p)):
        for d in s.geo.within[h][reach]:
            t = terr[d]
            if t in wanted and t not in found and end_check(s, p, kind, d) is None:
                found.add(t)
                if found == wanted:
                    return sorted(found)
    return sorted(found)


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
    alpha = p * 4 + ALPHA
    cands: set[int] = set()
    for h, pcs in enumerate(s.pcs):
        if alpha in pcs:
            cands.add(h)
            cands.update(s.geo.neighbours[h])
    return sorted(h for h in cands if den_check(s, p, h) is None)


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
    den = p * 4 + DEN
    return [h for h, pcs in enumerate(s.pcs) if den in pcs and lair_check(s, p, h) is None]


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
    alphas = alpha_hexes(s, p)
    return [h for h, lone in enumerate(s.lone) if lone and howl_check(s, p, h, alphas) is None]


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
    out: list[tuple[int, int]] = []
    alphas = alpha_hexes(s, p)
    if not alphas:
        return out
    for h, pcs in enumerate(s.pcs):
        for q in pcs:
            k = q & 3
            if q >> 2 != p and k in (PACK, DEN) and dominate_check(s, p, h, k, alphas) is None:
                out.append((h, k))
    return out


# -- what a player may choose now ---------------------------------------------------------------
def targets(s: TWState, p: int, act: int) -> list[int]:
    """The target decisions of action ``act`` that can also be paid for."""
    costs = s.rules.costs
    terr = s.board.terrain
    if act == MOVE:
        return [TERRAIN_BASE + t for t in move_terrains(s, p)]
    if act == DIG:
        if dens_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in den_hexes(s, p) if can_pay(s, p, terr[h], costs[DIG])]
    if act == LAIR_ACT:
        if lairs_left(s, p) == 0:
            return []
        return [HEX_BASE + h for h in lair_hexes(s, p) if can_pay(s, p, terr[h], costs[LAIR_ACT])]
    if act == HOWL:
        if next_wolf_slot(s, p) < 0:
            return []
        return [HEX_BASE + h for h in howl_hexes(s, p) if can_pay(s, p, terr[h], costs[HOWL])]
    return sorted(
        dom_code(h, k) for h, k in dominate_targets(s, p) if can_pay(s, p, terr[h], costs[DOMINATE])
    )


def action_kinds(s: TWState, p: int) -> list[int]:
    """The actions ``p`` can carry out to the end now (a target exists and can be paid)."""
    return [KIND_BASE + a for a in range(5) if targets(s, p, a)]


@implements("TW-S3")
def placement_hexes(s: TWState, p: int) -> list[int]:
    """Where ``p`` may put a pair now: 3 to 5 players, a free start-tile hex next to the
    chasm (the second pair on the other side from the first); 2 players, an empty hex of a
    region whose scoring tokens include no crescent."""
    geo = s.geo
    if s.n == 2:
        return [
            PLACE_BASE + h
            for h in range(geo.size)
            if geo.region[h] != START and is_empty(s, h) and 0 not in s.tokens[geo.region[h]]
        ]
    first = s.placed[p]
    side = geo.start_side
    return [
        PLACE_BASE + h
        for h in range(geo.size)
        if side[h] >= 0 and not s.pcs[h] and (first < 0 or side[h] != side[first])
    ]


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
