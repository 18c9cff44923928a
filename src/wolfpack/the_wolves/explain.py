"""Why a decision of The Wolves is legal, or why it is not, as explanations citing rule ids.

The refusals run as a cascade in the order of the spec: the first check that fails is the
reason given ("8,9 is tundra: you show 1 tile of tundra ..., but Dig a den costs 2").
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    category,
    dom_parts,
    notation_in,
    pay_parts,
    pay_words,
    wolf_parts,
)
from wolfpack.the_wolves.components import (
    ACTIONS,
    DIG,
    DOMINATE,
    HOWL,
    KINDS,
    LAIR_ACT,
    MOVE,
    PACK,
    TERRAINS,
    TRACKS,
    tile_name,
)
from wolfpack.the_wolves.hexmap import FAR, START, parse_hex
from wolfpack.the_wolves.queries import (
    alpha_in_range,
    den_check,
    den_hexes,
    dens_left,
    displace_targets,
    dominate_check,
    dominate_targets,
    end_check,
    howl_check,
    howl_hexes,
    howl_range,
    lair_check,
    lair_hexes,
    lairs_left,
    moved_count,
    next_wolf_slot,
    speed,
    spread,
    tiles_for,
    wolf_moves,
    wolves_of,
)
from wolfpack.the_wolves.state import (
    CHOOSE,
    DISPLACE,
    OVER,
    PAY,
    PLACE,
    TARGET,
    TRACK,
    WOLF,
    TWState,
)

ACTION_RULES = ("TW-T2", "TW-T5", "TW-T6", "TW-T7", "TW-T8")
"""The rule of each action (by ACTIONS index), cited with its cost."""


def _citing(e: Explanation, act: int) -> Explanation:
    """``e`` also citing the rule of action ``act`` (whose cost it is about)."""
    rule = ACTION_RULES[act]
    if rule in e.rules:
        return e
    return Explanation(e.key, (*e.rules, rule), e.params, e.notes)


def _hex(s: TWState, h: int) -> str:
    return s.geo.name(h)


def _terr(s: TWState, h: int) -> str:
    return TERRAINS[s.board.terrain[h]]


def _faces_after(s: TWState, p: int, mask: int) -> list[str]:
    faces = s.rules.faces(s.flips[p] ^ mask)
    return [TERRAINS[s.homes[p]]] + [TERRAINS[f] for f in faces]


def _cost_params(s: TWState, p: int, terrain: int) -> dict[str, Any]:
    act = s.act
    return {
        "terrain": TERRAINS[terrain],
        "tiles": tiles_for(s, p, terrain),
        "bonus": s.bterr[p],
        "action": ACTIONS[act],
        "cost": s.rules.costs[act],
    }


# -- legal ------------------------------------------------------------------------------------
def why_legal(s: TWState, action: int) -> Explanation:
    """Why ``action`` (legal in ``s``) is allowed, with notes on what it will do."""
    p = s.player
    cat = category(action)
    if cat == "place":
        h = action - PLACE_BASE
        if s.n == 2:
            return msg("tw.why.place_2p", hex=_hex(s, h), terrain=_terr(s, h))
        if s.placed[p] < 0:
            return msg("tw.why.place_first", hex=_hex(s, h), terrain=_terr(s, h))
        return msg(
            "tw.why.place_second", hex=_hex(s, h), terrain=_terr(s, h), first=_hex(s, s.placed[p])
        )
    if cat == "kind":
        return _why_kind(s, p, action - KIND_BASE)
    if cat == "end":
        if s.actions_left == 0:
            return msg("tw.why.end_bonus", tokens=s.bact[p])
        return msg("tw.why.end_forced", left=s.actions_left)
    if cat == "terrain":
        t = action - TERRAIN_BASE
        wolves = {(frm, kind) for frm, kind, _ in map(_wolf, wolf_moves(s, p, t))}
        return msg(
            "tw.why.to",
            terrain=TERRAINS[t],
            tiles=tiles_for(s, p, t),
            bonus=s.bterr[p],
            speed=speed(s, p),
            wolves=len(wolves),
        )
    if cat == "hex":
        return _why_hex(s, p, action - HEX_BASE)
    if cat == "dom":
        h, kind = dom_parts(action)
        owner = next(q >> 2 for q in s.pcs[h] if q & 3 == kind and q >> 2 != p)
        a = alpha_in_range(s, p, h)
        return msg(
            "tw.why.dominate_at",
            hex=_hex(s, h),
            kind=KINDS[kind],
            owner=owner,
            terrain=_terr(s, h),
            alpha=_hex(s, a),
            dist=s.geo.distance(a, h),
            range=howl_range(s, p),
            cost=s.rules.costs[DOMINATE],
        )
    if cat == "pay":
        _, mask, bonus = pay_parts(action)
        return msg(
            "tw.why.pay",
            terrain=TERRAINS[s.terr],
            paid=pay_words(s.rules, s.flips[p], action),
            shows=_faces_after(s, p, mask),
            left=s.bterr[p] - bonus,
        )
    if cat == "wolf":
        return _why_wolf(s, p, action)
    if cat == "done":
        return msg("tw.why.done", moved=len(s.moved), spread=spread(s, p))
    if cat == "displace":
        h = action - DISP_BASE
        q = s.disp_piece
        return msg(
            "tw.why.displace",
            owner=q >> 2,
            kind=KINDS[q & 3],
            hex=_hex(s, h),
            frm=_hex(s, s.disp_from),
            steps=s.geo.steps(s.disp_from, h),
        )
    t = action - TRACK_BASE
    taken = s.dens[p * 3 + t]
    values = s.rules.attributes[t]
    reward = s.rules.den_rewards[t][taken + 1]
    notes = (
        (msg("tw.note.reward", reward=("bonus_terrain", "bonus_action")[reward]),)
        if (reward >= 0)
        else ()
    )
    return msg(
        "tw.why.track",
        notes,
        track=TRACKS[t],
        old=values[taken],
        new=values[taken + 1],
        vp=s.rules.den_vp[taken + 1],
    )


def _wolf(action: int) -> tuple[int, int, int]:
    return wolf_parts(action)


def _why_kind(s: TWState, p: int, act: int) -> Explanation:
    cost = s.rules.costs[act]
    notes: tuple[Explanation, ...] = ()
    if s.actions_left == 0:
        notes = (msg("tw.note.bonus_action", left=s.bact[p] - 1),)
    if act == MOVE:
        return msg("tw.why.move", notes, cost=cost, spread=spread(s, p), speed=speed(s, p))
    if act == DIG:
        return msg("tw.why.den", notes, cost=cost, left=dens_left(s, p))
    if act == LAIR_ACT:
        return msg("tw.why.lair", notes, cost=cost, left=lairs_left(s, p))
    if act == HOWL:
        return msg("tw.why.howl", notes, cost=cost, range=howl_range(s, p))
    return msg("tw.why.dominate", notes, cost=cost, range=howl_range(s, p))


def _why_hex(s: TWState, p: int, h: int) -> Explanation:
    act = s.act
    params: dict[str, Any] = {"hex": _hex(s, h), **_cost_params(s, p, s.board.terrain[h])}
    if act == DIG:
        return msg("tw.why.den_at", **params)
    if act == LAIR_ACT:
        return msg("tw.why.lair_at", **params, vp=s.rules.lair_vp[s.lairs[p] + 1])
    a = alpha_in_range(s, p, h)
    slot = next_wolf_slot(s, p)
    return msg(
        "tw.why.howl_at",
        **params,
        alpha=_hex(s, a),
        dist=s.geo.distance(a, h),
        range=howl_range(s, p),
        kind=KINDS[s.rules.deploy[slot]],
    )


def _why_wolf(s: TWState, p: int, action: int) -> Explanation:
    frm, kind, to = wolf_parts(action)
    notes: list[Explanation] = []
    there = s.pcs[to]
    if there and there[0] >> 2 != p:
        if there[0] & 3 == PACK:
            notes.append(msg("tw.note.displace", owner=there[0] >> 2, hex=_hex(s, to)))
        else:
            notes.append(msg("tw.note.on_den", owner=there[0] >> 2))
    left = spread(s, p) - len(s.moved) - 1
    notes.append(msg("tw.note.moves_left", left=left) if left else msg("tw.note.last_move"))
    return msg(
        "tw.why.wolf",
        tuple(notes),
        kind=KINDS[kind],
        frm=_hex(s, frm),
        to=_hex(s, to),
        steps=s.geo.steps(frm, to),
        speed=speed(s, p),
        terrain=TERRAINS[s.terr],
    )


# -- illegal ----------------------------------------------------------------------------------
_EXPECTED = {
    PLACE: ("place",),
    CHOOSE: ("kind", "end"),
    PAY: ("pay",),
    WOLF: ("wolf", "done"),
    DISPLACE: ("displace",),
    TRACK: ("track",),
}


def _example(s: TWState, cat: str) -> str:
    """A legal decision of category ``cat`` now, in notation (the input example a prompt
    shows: ``"at 7,11"``); any legal decision when none is of that category."""
    legal = s.legal_actions()
    for action in legal:
        if category(action) == cat:
            return notation_in(s, action)
    return notation_in(s, legal[0]) if legal else ""


def expected(s: TWState) -> Explanation:
    """What kind of decision is due now, with an input example taken from the legal ones."""
    p = s.player
    phase = s.phase
    if phase == PLACE:
        return msg("tw.no.expect_place", player=p, example=_example(s, "place"))
    if phase == CHOOSE:
        return msg("tw.no.expect_choose", player=p, left=s.actions_left, tokens=s.bact[p])
    if phase == TARGET:
        key, cat = {MOVE: ("move", "terrain"), DOMINATE: ("dominate", "dom")}.get(
            s.act, ("hex", "hex")
        )
        return msg(
            f"tw.no.expect_target_{key}",
            player=p,
            action=ACTIONS[s.act],
            example=_example(s, cat),
        )
    if phase == PAY:
        cost = s.rules.costs[s.act]
        return msg("tw.no.expect_pay", player=p, cost=cost, terrain=TERRAINS[s.terr])
    if phase == WOLF:
        return msg(
            "tw.no.expect_wolf", player=p, terrain=TERRAINS[s.terr], example=_example(s, "wolf")
        )
    if phase == DISPLACE:
        return msg(
            "tw.no.expect_displace",
            player=p,
            hex=_hex(s, s.disp_from),
            example=_example(s, "displace"),
        )
    return msg("tw.no.expect_track", player=p)


def why_illegal(s: TWState, text: str, action: int | None) -> Explanation:
    """Why ``text`` (parsed to ``action``, or None) is not a legal decision now."""
    if s.phase == OVER:
        return msg("tw.no.over")
    if action is None:
        return _why_unparsed(s, text)
    cat = category(action)
    p = s.player
    phase = s.phase
    if phase == TARGET:
        want = {MOVE: "terrain", DOMINATE: "dom"}.get(s.act, "hex")
        if s.act == DOMINATE and cat == "hex":
            return msg("tw.no.dom_need_kind", hex=_hex(s, action - HEX_BASE))
        if cat != want:
            return expected(s)
    elif cat not in _EXPECTED[phase]:
        return expected(s)
    if cat == "place":
        return _no_place(s, p, action - PLACE_BASE)
    if cat == "kind":
        return _no_kind(s, p, action - KIND_BASE)
    if cat == "end":
        return msg("tw.no.end_early", left=s.actions_left)
    if cat == "terrain":
        t = action - TERRAIN_BASE
        if tiles_for(s, p, t) + s.bterr[p] < s.rules.costs[MOVE]:
            return _citing(msg("tw.no.unpaid_terrain", **_cost_params(s, p, t)), MOVE)
        return msg("tw.no.unreachable", terrain=TERRAINS[t], speed=speed(s, p))
    if cat == "hex":
        return _no_hex_target(s, p, action - HEX_BASE)
    if cat == "dom":
        h, kind = dom_parts(action)
        reason = dominate_check(s, p, h, kind)
        if reason is not None:
            return _reason("dominate", reason, s, p, h, kind)
        unpaid = msg("tw.no.unpaid", hex=_hex(s, h), **_cost_params(s, p, s.board.terrain[h]))
        return _citing(unpaid, DOMINATE)
    if cat == "pay":
        return _no_pay(s, p, action)
    if cat == "wolf":
        return _no_wolf(s, p, action)
    if cat == "done":
        return msg("tw.no.done_first")
    if cat == "displace":
        cands = displace_targets(s, s.disp_from, s.disp_piece >> 2)
        steps = s.geo.steps(s.disp_from, cands[0]) if cands else 0
        return msg(
            "tw.no.displace",
            hex=_hex(s, action - DISP_BASE),
            steps=steps,
            options=[_hex(s, h) for h in cands],
        )
    return msg("tw.no.track_empty", track=TRACKS[action - TRACK_BASE])


def _why_unparsed(s: TWState, text: str) -> Explanation:
    for word in text.replace(">", " ").split():
        xy = parse_hex(word)
        if xy is not None and xy not in s.geo.index:
            return msg("tw.no.no_hex", hex=word, notes=(expected(s),))
    return msg("tw.no.unknown", (expected(s),), text=text)


def _no_place(s: TWState, p: int, h: int) -> Explanation:
    geo = s.geo
    name = _hex(s, h)
    if not geo.passable[h]:
        return msg("tw.no.water", hex=name)
    if s.n == 2:
        if s.pcs[h]:
            return msg("tw.no.place_taken", hex=name)
        if s.lone[h] or s.prey[h]:
            return msg("tw.no.place_token", hex=name)
        return msg("tw.no.place_crescent", hex=name)
    if geo.region[h] != START or geo.start_side[h] < 0:
        return msg("tw.no.place_not_start", hex=name)
    if s.pcs[h]:
        return msg("tw.no.place_taken", hex=name)
    return msg("tw.no.place_same_side", hex=name, first=_hex(s, s.placed[p]))


def _raw_targets(s: TWState, p: int, act: int) -> list[int]:
    """Target hexes of an action with the payment left aside."""
    if act == MOVE:
        return [to for _, _, to in map(_wolf, _all_moves(s, p))]
    if act == DIG:
        return den_hexes(s, p)
    if act == LAIR_ACT:
        return lair_hexes(s, p)
    if act == HOWL:
        return howl_hexes(s, p)
    return [h for h, _ in dominate_targets(s, p)]


def _all_moves(s: TWState, p: int) -> list[int]:
    out: list[int] = []
    for t in range(5):
        out += wolf_moves(s, p, t)
    return out


def _no_kind(s: TWState, p: int, act: int) -> Explanation:
    if act == DIG and dens_left(s, p) == 0:
        return msg("tw.no.no_dens")
    if act == LAIR_ACT and lairs_left(s, p) == 0:
        return msg("tw.no.no_lairs")
    if act == HOWL and next_wolf_slot(s, p) < 0:
        return msg("tw.no.no_wolves")
    if act == DOMINATE and next_wolf_slot(s, p, PACK) < 0 and dens_left(s, p) == 0:
        return msg("tw.no.no_pieces")
    raw = _raw_targets(s, p, act)
    if raw:
        terrains = sorted({s.board.terrain[h] for h in raw})
        unpaid = msg(
            "tw.no.kind_unpaid",
            action=ACTIONS[act],
            cost=s.rules.costs[act],
            terrains=[TERRAINS[t] for t in terrains],
            bonus=s.bterr[p],
        )
        return _citing(unpaid, act)
    return msg(f"tw.no.none_{ACTIONS[act]}", range=howl_range(s, p), speed=speed(s, p))


def _no_hex_target(s: TWState, p: int, h: int) -> Explanation:
    act = s.act
    if not s.geo.passable[h]:
        return msg("tw.no.water", hex=_hex(s, h))
    check = {DIG: den_check, LAIR_ACT: lair_check, HOWL: howl_check}[act]
    reason = check(s, p, h)
    if reason is not None:
        return _reason(ACTIONS[act], reason, s, p, h, -1)
    unpaid = msg("tw.no.unpaid", hex=_hex(s, h), **_cost_params(s, p, s.board.terrain[h]))
    return _citing(unpaid, act)


def _reason(action: str, reason: str, s: TWState, p: int, h: int, kind: int) -> Explanation:
    params: dict[str, Any] = {"hex": _hex(s, h), "range": howl_range(s, p)}
    if kind >= 0:
        params["kind"] = KINDS[kind]
        owners = [q >> 2 for q in s.pcs[h] if q & 3 == kind and q >> 2 != p]
        params["owner"] = owners[0] if owners else None
    if reason == "out_of_range":
        alphas = [h2 for h2, k in wolves_of(s, p) if k == 0]
        params["dist"] = min((s.geo.distance(a, h) for a in alphas), default=0)
    return msg(f"tw.no.{action}_{reason}", **params)


def _no_pay(s: TWState, p: int, action: int) -> Explanation:
    home, mask, bonus = pay_parts(action)
    cost = s.rules.costs[s.act]
    terrain = TERRAINS[s.terr]
    count = home + bin(mask).count("1") + bonus
    if count != cost:
        return msg("tw.no.pay_count", cost=cost, count=count, terrain=terrain)
    if home and s.homes[p] != s.terr:
        return msg("tw.no.pay_home", home=TERRAINS[s.homes[p]], terrain=terrain)
    for i in range(5):
        if mask >> i & 1 and s.rules.faces(s.flips[p])[i] != s.terr:
            return msg(
                "tw.no.pay_tile",
                tile=tile_name(s.rules.cycle, i, s.flips[p]),
                shows=TERRAINS[s.rules.faces(s.flips[p])[i]],
                terrain=terrain,
            )
    return msg("tw.no.pay_bonus", have=s.bterr[p], need=bonus)


def _no_wolf(s: TWState, p: int, action: int) -> Explanation:
    frm, kind, to = wolf_parts(action)
    geo = s.geo
    q = p * 4 + kind
    here = s.pcs[frm].count(q)
    if here <= moved_count(s, frm, kind):
        key = "tw.no.wolf_moved" if here else "tw.no.wolf_none"
        return msg(key, kind=KINDS[kind], hex=_hex(s, frm))
    if len(s.moved) >= spread(s, p):
        return msg("tw.no.spread", spread=spread(s, p))
    if to == frm:
        return msg("tw.no.wolf_stay", hex=_hex(s, to))
    if not geo.passable[to] or geo.steps(frm, to) == FAR:
        return msg("tw.no.water", hex=_hex(s, to))
    if geo.steps(frm, to) > speed(s, p):
        return msg("tw.no.too_far", hex=_hex(s, to), steps=geo.steps(frm, to), speed=speed(s, p))
    if s.board.terrain[to] != s.terr:
        return msg(
            "tw.no.wrong_terrain", hex=_hex(s, to), here=_terr(s, to), terrain=TERRAINS[s.terr]
        )
    reason = end_check(s, p, kind, to) or "full"
    owner = s.pcs[to][0] >> 2 if s.pcs[to] else None
    return msg(f"tw.no.end_{reason}", hex=_hex(s, to), owner=owner)
