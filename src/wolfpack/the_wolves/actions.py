"""Integer codes of The Wolves decisions and their notation (the record's move strings).

A turn is a sequence of small decisions, each one string:

==========================  ============================================================
``place 8,9``               placement: an alpha and a pack wolf on hex 8,9 (TW-S3)
``move`` ``den`` ``lair``   choose the next action (TW-T1); with no action left this
``howl`` ``dominate``       spends a bonus action token
``to grass``                the target of a move: the terrain the wolves will end on
``at 8,9``                  the target hex of a den, lair or howl
``at 8,9 pack``             the target of dominate: the pack wolf (or ``den``) on 8,9
``pay home grass>rock``     the payment: ``home`` tile, cycle tiles named by the terrain
                            they show and the one they flip to, ``bonus`` terrain tokens
``alpha 8,9>10,9``          move one wolf (``alpha`` or ``pack``) from 8,9 to 10,9
``done``                    stop moving wolves in this move action
``displace 11,10``          where a displaced wolf goes (TW-T4)
``track speed``             which den track a den is taken from (``spread``, ``speed``,
                            ``range``)
``end``                     end the turn (when only bonus actions are left, or when no
                            action is possible)
==========================  ============================================================

Codes live in fixed ranges so that a decision is one small int on the fast path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfpack.the_wolves.components import (
    ACTIONS,
    ALPHA,
    DEN,
    PACK,
    TERRAINS,
    TRACK_WORDS,
    TRACKS,
    Rules,
    tile_name,
)
from wolfpack.the_wolves.hexmap import Geometry

if TYPE_CHECKING:
    from wolfpack.the_wolves.state import TWState

PLACE_BASE = 0
KIND_BASE = 256
END = 261
DONE = 262
TERRAIN_BASE = 264
TRACK_BASE = 270
PAY_BASE = 512
HEX_BASE = 768
DOM_BASE = 1024
DISP_BASE = 1536
WOLF_BASE = 2048
WOLF_STRIDE = 256
"""A wolf move's code is ``WOLF_BASE + ((from * WOLF_STRIDE + to) << 1) + kind``."""


def pay_code(home: int, mask: int, bonus: int) -> int:
    """The payment of ``home`` (0/1) home tile, cycle tiles ``mask`` and ``bonus`` tokens."""
    return PAY_BASE + home + (mask << 1) + (bonus << 6)


def pay_parts(action: int) -> tuple[int, int, int]:
    """``(home, mask, bonus)`` of a payment code."""
    code = action - PAY_BASE
    return code & 1, (code >> 1) & 31, code >> 6


def wolf_code(frm: int, kind: int, to: int) -> int:
    """Move the ``kind`` (ALPHA or PACK) wolf from hex ``frm`` to hex ``to``."""
    return WOLF_BASE + ((frm * WOLF_STRIDE + to) << 1) + kind


def wolf_parts(action: int) -> tuple[int, int, int]:
    """``(frm, kind, to)`` of a wolf-move code."""
    code = action - WOLF_BASE
    frm, to = divmod(code >> 1, WOLF_STRIDE)
    return frm, code & 1, to


def dom_code(h: int, kind: int) -> int:
    """Dominate the ``kind`` (PACK or DEN) piece on hex ``h``."""
    return DOM_BASE + h * 2 + (1 if kind == DEN else 0)


def dom_parts(action: int) -> tuple[int, int]:
    """``(hex, kind)`` of a dominate target code."""
    h, d = divmod(action - DOM_BASE, 2)
    return h, DEN if d else PACK


def category(action: int) -> str:
    """The kind of decision: place, kind, end, done, terrain, track, pay, hex, dom,
    displace or wolf."""
    if action < KIND_BASE:
        return "place"
    if action < END:
        return "kind"
    if action == END:
        return "end"
    if action == DONE:
        return "done"
    if action < TRACK_BASE:
        return "terrain"
    if action < PAY_BASE:
        return "track"
    if action < HEX_BASE:
        return "pay"
    if action < DOM_BASE:
        return "hex"
    if action < DISP_BASE:
        return "dom"
    if action < WOLF_BASE:
        return "displace"
    return "wolf"


def pay_words(rules: Rules, flips: int, action: int) -> list[str]:
    """The words of a payment: ``home``, tiles as ``grass>rock``, ``bonus`` per token."""
    home, mask, bonus = pay_parts(action)
    words = ["home"] * home
    words += [tile_name(rules.cycle, i, flips) for i in range(5) if mask >> i & 1]
    return words + ["bonus"] * bonus


def notation(geo: Geometry, rules: Rules, flips: int, action: int) -> str:
    """The notation of a decision; ``flips`` are the mover's tile faces (for payments)."""
    cat = category(action)
    if cat == "place":
        return f"place {geo.name(action - PLACE_BASE)}"
    if cat == "kind":
        return ACTIONS[action - KIND_BASE]
    if cat in ("end", "done"):
        return cat
    if cat == "terrain":
        return f"to {TERRAINS[action - TERRAIN_BASE]}"
    if cat == "track":
        return f"track {TRACK_WORDS[action - TRACK_BASE]}"
    if cat == "pay":
        return "pay " + " ".join(pay_words(rules, flips, action))
    if cat == "hex":
        return f"at {geo.name(action - HEX_BASE)}"
    if cat == "dom":
        h, kind = dom_parts(action)
        return f"at {geo.name(h)} {'den' if kind == DEN else 'pack'}"
    if cat == "displace":
        return f"displace {geo.name(action - DISP_BASE)}"
    frm, kind, to = wolf_parts(action)
    return f"{'alpha' if kind == ALPHA else 'pack'} {geo.name(frm)}>{geo.name(to)}"


def _tile_by_pair(rules: Rules, word: str) -> int | None:
    a, sep, b = word.partition(">")
    if not sep or a not in TERRAINS or b not in TERRAINS:
        return None
    pair = {TERRAINS.index(a), TERRAINS.index(b)}
    for i, c in enumerate(rules.cycle):
        if set(c) == pair:
            return i
    return None


def parse(geo: Geometry, rules: Rules, text: str) -> int | None:
    """The decision a notation names, or None if it names none (any case, extra spaces)."""
    parts = text.strip().lower().split()
    if not parts:
        return None
    head, args = parts[0], parts[1:]
    if not args:
        if head in ACTIONS:
            return KIND_BASE + ACTIONS.index(head)
        return {"end": END, "done": DONE}.get(head)
    if head == "place" and len(args) == 1:
        h = geo.find(args[0])
        return None if h is None else PLACE_BASE + h
    if head == "to" and len(args) == 1 and args[0] in TERRAINS:
        return TERRAIN_BASE + TERRAINS.index(args[0])
    if head == "track" and len(args) == 1:
        word = args[0]
        for i, (short, full) in enumerate(zip(TRACK_WORDS, TRACKS, strict=True)):
            if word in (short, full):
                return TRACK_BASE + i
        return None
    if head == "at" and len(args) in (1, 2):
        h = geo.find(args[0])
        if h is None:
            return None
        if len(args) == 1:
            return HEX_BASE + h
        if args[1] in ("pack", "den"):
            return dom_code(h, DEN if args[1] == "den" else PACK)
        return None
    if head == "displace" and len(args) == 1:
        h = geo.find(args[0])
        return None if h is None else DISP_BASE + h
    if head in ("alpha", "pack") and len(args) == 1:
        a, sep, b = args[0].partition(">")
        frm, to = geo.find(a), geo.find(b)
        if not sep or frm is None or to is None:
            return None
        return wolf_code(frm, ALPHA if head == "alpha" else PACK, to)
    if head == "pay":
        home = mask = bonus = 0
        for word in args:
            if word == "home" and not home:
                home = 1
            elif word == "bonus" and bonus < 3:
                bonus += 1
            else:
                tile = _tile_by_pair(rules, word)
                if tile is None or mask >> tile & 1:
                    return None
                mask |= 1 << tile
        return pay_code(home, mask, bonus)
    return None


def parse_in(s: TWState, text: str) -> int | None:
    """The decision a notation names on the map of position ``s``."""
    return parse(s.geo, s.rules, text)


def notation_in(s: TWState, action: int) -> str:
    """The notation of a decision in position ``s`` (payments name the mover's tiles)."""
    flips = s.flips[s.player] if s.to_move >= 0 else 0
    return notation(s.geo, s.rules, flips, action)
