"""The Wolves' decisions as board elements: what a board lights, and why the rest is dark.

Every decision of a turn (see :mod:`.actions`) is chosen by clicking elements of the board,
each named ``kind:id``:

==========================  ============================================================
``place 8,9``               the hex ``hex:8,9``
``move`` ... ``dominate``   an action button: ``action:move``, ``action:den``, ...
``end``, ``done``           ``button:end``, ``button:done``
``to grass``                a terrain of the terrain bar: ``terrain:grass``
``at 8,9``                  the target hex ``hex:8,9`` (den, lair, howl)
``at 8,9 pack``             the piece to dominate: ``piece:8,9:pack`` (or ``:den``)
``pay home grass>rock``     the player's tiles, in any order: ``tile:0:home``,
                            ``tile:0:1`` .. ``tile:0:5`` (the five cycle tiles, numbered
                            as a player board shows them) and bonus terrain tokens,
                            any of ``bonus:0:1``, ``bonus:0:2`` ... (:func:`orders`)
``alpha 8,9>10,9``          the wolf, then where it goes: ``piece:8,9:alpha``,
                            ``hex:10,9``
``displace 11,10``          the hex ``hex:11,10``
``track speed``             the den track ``track:0:speed``
==========================  ============================================================

A piece element ``piece:8,9:pack`` stands for the pieces of that kind on the hex (wolves of
two packs never share a hex, and a hex holds one den or lair). Every payment has exactly as
many elements as the action costs, so no path is the start of another; its canonical path
(:func:`elements`) names the home tile, the cycle tiles and the first bonus tokens in that
order, and every other order and choice of bonus tokens chooses it too (:func:`orders`).

For the elements that cannot be chosen, the reasons are the engine's own
(:func:`~wolfpack.the_wolves.explain.why_illegal`) where a learner looks first: the other
actions, the terrains, the hexes next to the mover's alphas, the mover's dens, the lone
wolves, the opponents' pieces, the tiles, the hexes of the paid terrain within a wolf's
speed. Every other hex (``hex:*``) or piece (``piece:*``) gets one sentence per decision
that says where the choice lies, so that what a board syncs stays small. Also here: an
element in words (:func:`element_words`), a move in words, why a player waits, and (nothing
is hidden in The Wolves) :func:`reveals`.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, permutations

from wolfpack.core.explain import Explanation, msg
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    DONE,
    END,
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    category,
    dom_code,
    dom_parts,
    pay_parts,
    pay_words,
    wolf_code,
    wolf_parts,
)
from wolfpack.the_wolves.components import (
    ACTIONS,
    ALPHA,
    DEN,
    DIG,
    DOMINATE,
    KINDS,
    LAIR_ACT,
    MOVE,
    NEUTRAL,
    PACK,
    TERRAINS,
    TRACK_WORDS,
    TRACKS,
    tile_name,
)
from wolfpack.the_wolves.explain import why_illegal
from wolfpack.the_wolves.queries import (
    howl_range,
    moved_count,
    speed,
    spread,
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

ANY_HEX = "hex:*"
ANY_PIECE = "piece:*"


# -- element names ------------------------------------------------------------------------------
def hex_el(s: TWState, h: int) -> str:
    """The element of hex ``h``: ``"hex:8,9"``."""
    return f"hex:{s.geo.name(h)}"


def piece_el(s: TWState, h: int, kind: int) -> str:
    """The element of the ``kind`` pieces on hex ``h``: ``"piece:8,9:alpha"``."""
    return f"piece:{s.geo.name(h)}:{KINDS[kind]}"


def tile_el(p: int, tile: int | None) -> str:
    """Player ``p``'s home tile (``tile=None``) or cycle tile ``tile`` (0..4) as an
    element: ``"tile:0:home"``, ``"tile:0:3"`` (numbered 1..5 as a player board shows)."""
    return f"tile:{p}:{'home' if tile is None else tile + 1}"


def bonus_el(p: int, k: int) -> str:
    """Player ``p``'s ``k``-th bonus terrain token (1, 2, ...): ``"bonus:0:1"``."""
    return f"bonus:{p}:{k}"


def track_el(p: int, track: int) -> str:
    """Player ``p``'s den track ``track`` (0..2): ``"track:0:speed"``."""
    return f"track:{p}:{TRACK_WORDS[track]}"


def pay_elements(p: int, action: int) -> tuple[str, ...]:
    """The elements of a payment, in the fixed order: home tile, cycle tiles, bonus tokens."""
    home, mask, bonus = pay_parts(action)
    out = [tile_el(p, None)] * home
    out += [tile_el(p, i) for i in range(5) if mask >> i & 1]
    return (*out, *(bonus_el(p, k) for k in range(1, bonus + 1)))


# -- the elements of a decision ---------------------------------------------------------------
def elements(s: TWState, action: int) -> tuple[str, ...]:
    """The elements a legal ``action`` is chosen by, in click order."""
    cat = category(action)
    p = s.player
    if cat == "place":
        return (hex_el(s, action - PLACE_BASE),)
    if cat == "kind":
        return (f"action:{ACTIONS[action - KIND_BASE]}",)
    if cat in ("end", "done"):
        return (f"button:{cat}",)
    if cat == "terrain":
        return (f"terrain:{TERRAINS[action - TERRAIN_BASE]}",)
    if cat == "hex":
        return (hex_el(s, action - HEX_BASE),)
    if cat == "dom":
        h, kind = dom_parts(action)
        return (piece_el(s, h, kind),)
    if cat == "pay":
        return pay_elements(p, action)
    if cat == "displace":
        return (hex_el(s, action - DISP_BASE),)
    if cat == "track":
        return (track_el(p, action - TRACK_BASE),)
    frm, kind, to = wolf_parts(action)
    return (piece_el(s, frm, kind), hex_el(s, to))


def orders(s: TWState, action: int) -> tuple[tuple[str, ...], ...]:
    """The other click orders of a legal ``action``: a payment's tiles and bonus tokens in
    any order, with any of the player's bonus tokens (they are all alike); none for the
    other decisions."""
    if category(action) != "pay":
        return ()
    p = s.player
    canonical = pay_elements(p, action)
    tiles = [el for el in canonical if not el.startswith("bonus:")]
    used = len(canonical) - len(tiles)
    tokens = [bonus_el(p, k) for k in range(1, s.bterr[p] + 1)]
    out: list[tuple[str, ...]] = []
    for chosen in combinations(tokens, used):
        for path in permutations([*tiles, *chosen]):
            if path != canonical and path not in out:
                out.append(path)
    return tuple(out)


# -- why the other elements are dark ----------------------------------------------------------
def refusals(s: TWState, prefix: tuple[str, ...], legal: list[int]) -> Mapping[str, Explanation]:
    """Why the elements that continue no legal move after ``prefix`` cannot be chosen, in
    the engine's words where a learner looks first, else one sentence per kind of element
    (``hex:*``, ``piece:*``)."""
    phase = s.phase
    if phase == OVER:
        return {}
    if phase == WOLF:
        return _wolf_refusals(s, prefix, set(legal))
    if prefix:
        return {}
    allowed = set(legal)
    if phase == PLACE:
        return _place_refusals(s, allowed)
    if phase == CHOOSE:
        out: dict[str, Explanation] = {}
        for i, name in enumerate(ACTIONS):
            if KIND_BASE + i not in allowed:
                out[f"action:{name}"] = why_illegal(s, name, KIND_BASE + i)
        if END not in allowed:
            out["button:end"] = why_illegal(s, "end", END)
        return out
    if phase == TARGET:
        return _target_refusals(s, allowed)
    if phase == PAY:
        return _pay_refusals(s)
    if phase == DISPLACE:
        q = s.disp_piece
        return {
            ANY_HEX: msg(
                "tw.board.displace_where",
                kind=KINDS[q & 3],
                owner=q >> 2,
                hex=_name(s, s.disp_from),
            )
        }
    if phase == TRACK:
        p = s.player
        return {
            track_el(p, t): why_illegal(s, f"track {TRACK_WORDS[t]}", TRACK_BASE + t)
            for t in range(3)
            if TRACK_BASE + t not in allowed
        }
    return {}


def _name(s: TWState, h: int) -> str:
    return s.geo.name(h)


def _place_refusals(s: TWState, allowed: set[int]) -> dict[str, Explanation]:
    """Placement (TW-S3): the engine's reason for the hexes a pair could start on but may
    not now; one sentence for every other hex."""
    geo = s.geo
    out: dict[str, Explanation] = {}
    if s.n == 2:
        near = [
            h
            for r in range(geo.regions)
            if 0 not in s.tokens[r]
            for h in geo.region_hexes[r]
            if geo.passable[h]
        ]
        out[ANY_HEX] = msg("tw.board.place_2p")
    else:
        near = [h for h in range(geo.size) if geo.passable[h]]
        first = s.placed[s.player]
        out[ANY_HEX] = (
            msg("tw.board.place_first")
            if first < 0
            else msg("tw.board.place_second", first=_name(s, first))
        )
    for h in near:
        if PLACE_BASE + h not in allowed:
            out[hex_el(s, h)] = why_illegal(s, f"place {_name(s, h)}", PLACE_BASE + h)
    return out


def _target_refusals(s: TWState, allowed: set[int]) -> dict[str, Explanation]:
    """The target of an action: the engine's reason for every candidate near the mover's
    alphas, dens or lone wolves; one sentence for the rest of the map."""
    p = s.player
    act = s.act
    geo = s.geo
    out: dict[str, Explanation] = {}
    if act == MOVE:
        for t, name in enumerate(TERRAINS):
            if TERRAIN_BASE + t not in allowed:
                out[f"terrain:{name}"] = why_illegal(s, f"to {name}", TERRAIN_BASE + t)
        return out
    if act == DOMINATE:
        out[ANY_HEX] = out[ANY_PIECE] = msg("tw.board.dominate_where", range=howl_range(s, p))
        for h, pcs in enumerate(s.pcs):
            for q in pcs:
                kind = q & 3
                if q >> 2 == p or kind not in (PACK, DEN):
                    continue
                text = f"at {_name(s, h)} {KINDS[kind]}"
                action = dom_code(h, kind)
                if action not in allowed:
                    out[piece_el(s, h, kind)] = why_illegal(s, text, action)
        return out
    if act == DIG:
        cands = _around_alphas(s, p)
        out[ANY_HEX] = msg("tw.board.den_where")
    elif act == LAIR_ACT:
        cands = [h for h, pcs in enumerate(s.pcs) if p * 4 + DEN in pcs]
        out[ANY_HEX] = msg("tw.board.lair_where")
    else:
        cands = [h for h in range(geo.size) if s.lone[h]]
        out[ANY_HEX] = msg("tw.board.howl_where", range=howl_range(s, p))
    # Every land hex says the engine's own reason ("hex 7,10 is forest, ..."): the general
    # sentence is left for water and the chasm.
    cands = [h for h in range(geo.size) if geo.passable[h]]
    for h in cands:
        if HEX_BASE + h not in allowed:
            out[hex_el(s, h)] = why_illegal(s, f"at {_name(s, h)}", HEX_BASE + h)
    return out


def _around_alphas(s: TWState, p: int) -> list[int]:
    """The land hexes on or next to one of ``p``'s alphas, in hex order."""
    geo = s.geo
    found: set[int] = set()
    for h, kind in wolves_of(s, p):
        if kind == ALPHA:
            found.add(h)
            found.update(g for g in geo.neighbours[h] if geo.passable[g])
    return sorted(found)


def _pay_refusals(s: TWState) -> dict[str, Explanation]:
    """The tiles that show another terrain than the one paid for: why they cannot pay
    (TW-T1). Every tile showing it and every bonus token can be part of a payment, in any
    order (:func:`orders`)."""
    p = s.player
    rules = s.rules
    terr = s.terr
    faces = rules.faces(s.flips[p])
    out: dict[str, Explanation] = {}
    if s.homes[p] != terr:
        out[tile_el(p, None)] = msg(
            "tw.no.pay_home", home=TERRAINS[s.homes[p]], terrain=TERRAINS[terr]
        )
    for i in range(5):
        if faces[i] != terr:
            out[tile_el(p, i)] = msg(
                "tw.no.pay_tile",
                tile=tile_name(rules.cycle, i, s.flips[p]),
                shows=TERRAINS[faces[i]],
                terrain=TERRAINS[terr],
            )
    return out


def _wolf_refusals(
    s: TWState, prefix: tuple[str, ...], allowed: set[int]
) -> dict[str, Explanation]:
    """Moving wolves: which of the mover's wolves cannot move and why; once a wolf is
    chosen, the engine's reason for each hex of the paid terrain within its speed where it
    may not stop, and one sentence for every other hex (TW-T2, TW-T3, TW-T4)."""
    p = s.player
    geo = s.geo
    terr = s.terr
    out: dict[str, Explanation] = {}
    if not prefix:
        out[ANY_PIECE] = msg("tw.board.own_wolves_only")  # (another pack's piece, a den)
        starts = {elements(s, a)[0] for a in allowed if category(a) == "wolf"}
        for h, kind in set(wolves_of(s, p)):
            el = piece_el(s, h, kind)
            if el in starts:
                continue
            here = s.pcs[h].count(p * 4 + kind)
            if here <= moved_count(s, h, kind):
                out[el] = msg("tw.no.wolf_moved", kind=KINDS[kind], hex=_name(s, h))
            elif len(s.moved) >= spread(s, p):
                out[el] = msg("tw.no.spread", spread=spread(s, p))
            else:
                out[el] = msg(
                    "tw.board.wolf_stuck",
                    kind=KINDS[kind],
                    terrain=TERRAINS[terr],
                    speed=speed(s, p),
                )
        if not s.moved:
            out["button:done"] = why_illegal(s, "done", DONE)
        return out
    if len(prefix) != 1 or not prefix[0].startswith("piece:"):
        return {}
    _, name, kind_name = prefix[0].split(":")
    frm = geo.find(name)
    if frm is None or kind_name not in ("alpha", "pack"):
        return {}
    kind = KINDS.index(kind_name)
    reach = speed(s, p)
    out[ANY_HEX] = msg("tw.board.wolf_where", kind=kind_name, terrain=TERRAINS[terr], speed=reach)
    for d in range(geo.size):
        if d == frm or not geo.passable[d]:
            continue  # (water and the chasm: the general sentence)
        text = f"{kind_name} {name}>{_name(s, d)}"
        action = wolf_code(frm, kind, d)
        if action not in allowed:
            out[hex_el(s, d)] = why_illegal(s, text, action)
    return out


# -- words ---------------------------------------------------------------------------------------
def element_words(s: TWState, element: str) -> Explanation | None:
    """A board element in words as the board shows it now, as an answer key names what to
    click: a hex ("hex 8,9"), the pieces of a kind on a hex with their owner ("the pack
    wolf of Player 2 on hex 6,11"), an action or a button, a terrain of the terrain bar, a
    player's tile by the terrain it shows ("Player 1's grass tile (it turns to rock)"), a
    bonus terrain token, a den track; None for an id the board does not send now."""
    kind, _, rest = element.partition(":")
    first, _, second = rest.partition(":")
    if kind in ("hex", "piece"):
        h = s.geo.find(first)
        if h is None or (kind == "hex") == bool(second):
            return None
        if kind == "hex":
            return msg("tw.element.hex", hex=first)
        owners = [q >> 2 for q in s.pcs[h] if KINDS[q & 3] == second]
        if not owners:
            return None
        if second in ("alpha", "pack"):  # (wolves of one pack: one or more)
            return msg(f"tw.element.{second}", n=len(owners), owner=owners[0], hex=first)
        return msg("tw.element.piece", kind=second, owner=owners[0], hex=first)
    if kind == "action" and rest in ACTIONS:
        return msg("tw.element.action", action=rest)
    if kind == "button" and rest in ("end", "done"):
        return msg(f"tw.element.{rest}")
    if kind == "terrain" and rest in TERRAINS:
        return msg("tw.element.terrain", terrain=rest)
    if not first.isdigit() or int(first) >= s.n:
        return None
    p = int(first)
    if kind == "tile" and second == "home":
        return msg("tw.element.home", player=p)
    if kind == "tile" and second in ("1", "2", "3", "4", "5"):
        shows, _, other = tile_name(s.rules.cycle, int(second) - 1, s.flips[p]).partition(">")
        return msg("tw.element.tile", player=p, shows=shows, other=other)
    if kind == "bonus" and second.isdigit() and 1 <= int(second) <= s.bterr[p]:
        return msg("tw.element.bonus", player=p)
    if kind == "track" and second in TRACK_WORDS:
        return msg("tw.element.track", player=p, track=TRACKS[TRACK_WORDS.index(second)])
    return None


def describe(s: TWState, action: int) -> Explanation:
    """A legal decision in words, for a table of moves: "alpha: hex 8,9 → hex 10,9"."""
    cat = category(action)
    p = s.player
    if cat == "place":
        return msg("tw.move.place", hex=_name(s, action - PLACE_BASE))
    if cat == "kind":
        return msg("tw.move.action", action=ACTIONS[action - KIND_BASE])
    if cat == "end":
        return msg("tw.move.end")
    if cat == "done":
        return msg("tw.move.done")
    if cat == "terrain":
        return msg("tw.move.to", terrain=TERRAINS[action - TERRAIN_BASE])
    if cat == "hex":
        return msg("tw.move.at", action=ACTIONS[s.act], hex=_name(s, action - HEX_BASE))
    if cat == "dom":
        h, kind = dom_parts(action)
        owner = next((q >> 2 for q in s.pcs[h] if q & 3 == kind and q >> 2 != p), NEUTRAL)
        return msg("tw.move.dominate", kind=KINDS[kind], owner=owner, hex=_name(s, h))
    if cat == "pay":
        return msg("tw.move.pay", paid=pay_words(s.rules, s.flips[p], action))
    if cat == "displace":
        return msg("tw.move.displace", hex=_name(s, action - DISP_BASE))
    if cat == "track":
        return msg("tw.move.track", track=TRACKS[action - TRACK_BASE])
    frm, kind, to = wolf_parts(action)
    return msg("tw.move.wolf", kind=KINDS[kind], frm=_name(s, frm), to=_name(s, to))


def waiting(s: TWState, player: int | None) -> Explanation:
    """Why ``player`` decides nothing now: whose decision it is, and which."""
    mover = s.player
    phase = s.phase
    if phase == PLACE:
        return msg("tw.wait.place", player=mover)
    if phase == CHOOSE:
        return msg("tw.wait.choose", player=mover, left=s.actions_left, tokens=s.bact[mover])
    if phase == TARGET:
        if s.act == MOVE:
            return msg("tw.wait.terrain", player=mover)
        return msg("tw.wait.target", player=mover, action=ACTIONS[s.act])
    if phase == PAY:
        return msg("tw.wait.pay", player=mover, cost=s.rules.costs[s.act], terrain=TERRAINS[s.terr])
    if phase == WOLF:
        return msg("tw.wait.wolf", player=mover, terrain=TERRAINS[s.terr])
    if phase == DISPLACE:
        return msg("tw.wait.displace", player=mover, hex=_name(s, s.disp_from))
    return msg("tw.wait.track", player=mover)


def reveals(s: TWState, action: int, player: int) -> bool:
    """Nothing of The Wolves is hidden from any player (TW-C3, TW-C4): no decision shows a
    player something new, so a competitive board may take back any of them."""
    return False
