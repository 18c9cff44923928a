"""Triqueta decisions as board elements: what a board lights, and why the rest is dark.

Every decision is chosen by clicking elements of the board, each named ``kind:id``:

* ``draw 3``: the stack ``stack:3`` of the current tower; in the 2-player variant ``draw 1
  3`` is two stacks, ``stack:1`` and ``stack:3`` in either order (``stack:2`` twice for
  the top two tiles of one stack);
* ``place 2`` / ``take 2``: the row ``row:2`` (a drawn light tile waits: it goes there;
  nothing drawn: the row is taken);
* ``keep``: the keep space ``keep:0`` of the player who drew; ``box``: the box
  ``box:return`` (2-player variant);
* ``tower 2``: the tower ``tower:2``;
* ``count 0 1`` / ``count none``: the choice ``count:0+1`` / ``count:none`` of the player
  deciding.

A tile under the top of a stack is an element too (``under:3:0``, never legal): clicking it
says why only the top tile may be drawn. For elements that cannot be chosen, the reason is
the engine's own (:func:`~wolfpack.triqueta.explain.why_illegal`). Also here: an element
in words (:func:`element_words`), a move in words, why a player waits, which decisions show
a player something hidden (TQ-H1..TQ-H3), and what a player may read of another player's
decision.
"""

from __future__ import annotations

from collections.abc import Mapping

from wolfpack.core.explain import Explanation, msg
from wolfpack.triqueta.actions import (
    BOX,
    KEEP,
    PLACE_BASE,
    TAKE_BASE,
    TOWER_BASE,
    action_kind,
    count_indices,
    draw2_action,
    draw2_stacks,
)
from wolfpack.triqueta.components import N_STACKS, N_TOWERS, SHADOW, TILE_CODES
from wolfpack.triqueta.explain import why_illegal
from wolfpack.triqueta.scoring import tile_list
from wolfpack.triqueta.state import COUNT, OVER, PLACE, TOWER, TURN, TQState

BOX_ELEMENT = "box:return"
"""The box (2-player variant): a drawn light tile returned there leaves the game."""


def count_id(indices: tuple[int, ...]) -> str:
    """The id of a counting choice: ``"none"``, ``"0"``, ``"1"`` or ``"0+1"``."""
    return "+".join(map(str, indices)) if indices else "none"


def elements(state: TQState, action: int) -> tuple[str, ...]:
    """The elements a legal ``action`` is chosen by, in click order."""
    kind = action_kind(action)
    if kind == "draw":
        return (f"stack:{action}",)
    if kind == "draw2":
        a, b = draw2_stacks(action)
        return (f"stack:{a}", f"stack:{b}")
    if kind == "place":
        return (f"row:{action - PLACE_BASE}",)
    if kind == "keep":
        return (f"keep:{state.player}",)
    if kind == "box":
        return (BOX_ELEMENT,)
    if kind == "take":
        return (f"row:{action - TAKE_BASE}",)
    if kind == "tower":
        return (f"tower:{action - TOWER_BASE}",)
    return (f"count:{count_id(count_indices(action))}",)


def orders(state: TQState, action: int) -> tuple[tuple[str, ...], ...]:
    """The other click orders that choose ``action``: a variant draw from two different
    stacks may start with either stack."""
    if action_kind(action) == "draw2":
        a, b = draw2_stacks(action)
        if a != b:
            return ((f"stack:{b}", f"stack:{a}"),)
    return ()


def _covered(state: TQState) -> dict[str, Explanation]:
    """Why a tile under the top of a stack of the current tower cannot be drawn: every
    such tile (``under:*``), and a shadow tile under light tiles in its own words."""
    out: dict[str, Explanation] = {"under:*": msg("tq.board.no.covered")}
    for s in range(N_STACKS):
        stack = state.stack(s)
        if len(stack) > 1 and stack[0] >= SHADOW:
            out[f"under:{s}:0"] = msg("tq.board.no.shadow_covered")
    return out


def _draw_refusals(state: TQState, legal: set[int], first: int | None) -> dict[str, Explanation]:
    """Why stacks cannot be clicked to draw: before any click, or (2-player variant) as
    the second stack after ``stack:first``."""
    out: dict[str, Explanation] = {}
    variant = state.cfg.two_player_variant
    for s in range(N_STACKS):
        if not variant:
            if s not in legal:
                out[f"stack:{s}"] = why_illegal(state, f"draw {s}")
            continue
        if first is not None:
            if draw2_action(first, s) not in legal:
                out[f"stack:{s}"] = why_illegal(state, f"draw {first} {s}")
            continue
        if any(draw2_action(s, b) in legal for b in range(N_STACKS)):
            continue
        others = [b for b in range(N_STACKS) if b != s and state.stack(b)]
        partner = others[0] if others and state.stack(s) else s
        out[f"stack:{s}"] = why_illegal(state, f"draw {s} {partner}")
    return out


def refusals(
    state: TQState, prefix: tuple[str, ...], legal: list[int]
) -> Mapping[str, Explanation]:
    """Why the stacks, tiles, rows, spaces, towers or choices that continue no legal move
    after ``prefix`` cannot be chosen, in the engine's words."""
    allowed = set(legal)
    if prefix:
        if state.phase == TURN and prefix[0].startswith("stack:"):
            return _draw_refusals(state, allowed, int(prefix[0].partition(":")[2]))
        return {}
    player = state.player
    out: dict[str, Explanation] = {}
    if state.phase == TURN:
        out.update(_draw_refusals(state, allowed, None))
        out.update(_covered(state))
        for r in range(state.cfg.players):
            if TAKE_BASE + r not in allowed:
                out[f"row:{r}"] = why_illegal(state, f"take {r}")
        out["tower:*"] = msg("tq.board.no.tower_now")
        out["keep:*"] = msg("tq.board.no.draw_first")
        if state.cfg.two_player_variant:
            out[BOX_ELEMENT] = msg("tq.board.no.draw_first")
        return out
    expected = why_illegal(state, "draw 0")  # whose decision it is now, and which
    if state.phase == PLACE:
        for r in range(state.cfg.players):
            if PLACE_BASE + r not in allowed:
                out[f"row:{r}"] = why_illegal(state, f"place {r}")
        if KEEP not in allowed:
            out[f"keep:{player}"] = why_illegal(state, "keep")
        if BOX not in allowed and state.cfg.two_player_variant:
            out[BOX_ELEMENT] = why_illegal(state, "box")
        out["stack:*"] = expected
        out["under:*"] = expected
        out["tower:*"] = msg("tq.board.no.tower_now")
        return out
    if state.phase == TOWER:
        for t in range(N_TOWERS):
            if TOWER_BASE + t not in allowed:
                out[f"tower:{t}"] = why_illegal(state, f"tower {t}")
    for kind in ("stack", "under", "row") + (("tower",) if state.phase == COUNT else ()):
        out[f"{kind}:*"] = expected
    return out


def _index(text: str, below: int) -> int | None:
    """The 0-based index ``text`` names if it is below ``below`` (else None)."""
    return int(text) if text.isdigit() and int(text) < below else None


def element_words(state: TQState, element: str) -> Explanation | None:
    """A board element in words as the board shows it now, as an answer key names what to
    click: a stack ("stack 4"), a tile under a stack's top ("tile 1 from the bottom of
    stack 4"), a row with its tiles ("row 2 (owl, 2 rams)"), a player's face-down tiles,
    the box, a tower, a counting choice ("count the owl"); None for an id the board does
    not send now."""
    kind, _, rest = element.partition(":")
    first, _, second = rest.partition(":")
    if kind == "stack" and (s := _index(rest, N_STACKS)) is not None:
        return msg("tq.element.stack", stack=s)
    if kind == "under" and (s := _index(first, N_STACKS)) is not None:
        under = _index(second, len(state.stack(s)) - 1)
        return None if under is None else msg("tq.element.under", index=under, stack=s)
    if kind == "row" and (r := _index(rest, len(state.rows))) is not None:
        return msg("tq.element.row", row=r, tiles=tile_list(state.rows[r]))
    if kind == "keep" and (p := _index(rest, len(state.down))) is not None:
        return msg("tq.element.keep", player=p)
    if element == BOX_ELEMENT:
        return msg("tq.element.box")
    if kind == "tower" and (t := _index(rest, N_TOWERS)) is not None:
        return msg("tq.element.tower", tower=t)
    if kind == "count":
        down = state.down[state.player]
        indices = [] if rest == "none" else [_index(i, len(down)) for i in rest.split("+")]
        if None in indices:
            return None
        return msg("tq.element.count", tiles=tile_list(down[i] for i in indices if i is not None))
    return None


def describe(state: TQState, action: int) -> Explanation:
    """A legal decision in words, for the player who makes it: "draw from stack 3", "lay the
    owl in row 2", "take row 1 (owl, 2 rams)"."""
    kind = action_kind(action)
    if kind == "draw":
        return msg("tq.move.draw", stack=action)
    if kind == "draw2":
        a, b = draw2_stacks(action)
        if a == b:
            return msg("tq.move.draw2_same", stack=a)
        return msg("tq.move.draw2", a=a, b=b)
    if kind in ("place", "keep", "box"):
        tile = TILE_CODES[state.pending[0]]
        if kind == "place":
            return msg("tq.move.place", tile=tile, row=action - PLACE_BASE)
        return msg(f"tq.move.{kind}", tile=tile)
    if kind == "take":
        row = action - TAKE_BASE
        return msg("tq.move.take", row=row, tiles=tile_list(state.rows[row]))
    if kind == "tower":
        return msg("tq.move.tower", tower=action - TOWER_BASE)
    down = state.down[state.player]
    counted = [down[i] for i in count_indices(action)]
    if not counted:
        return msg("tq.move.count_none")
    return msg("tq.move.count", tiles=tile_list(counted))


def describe_public(state: TQState, action: int) -> Explanation:
    """A decision in words as the other players read it in the log: as :func:`describe`,
    but without the tile kept face down or returned to the box, or which face-down tiles
    are counted (TQ-H2, TQ-H3)."""
    kind = action_kind(action)
    if kind in ("keep", "box", "count"):
        return msg(f"tq.move.{kind}_hidden")
    return describe(state, action)


def waiting(state: TQState, player: int | None) -> Explanation:
    """Why ``player`` decides nothing now: whose decision it is, and which."""
    mover = state.player
    variant = state.cfg.two_player_variant
    if state.phase == TURN:
        return msg("tq.wait.turn2" if variant else "tq.wait.turn", player=mover)
    if state.phase == PLACE:
        return msg("tq.wait.place2" if variant else "tq.wait.place", player=mover)
    if state.phase == TOWER:
        return msg("tq.wait.tower", player=mover)
    return msg("tq.wait.count", player=mover, n=len(state.down[mover]))


def reveals(state: TQState, action: int, player: int) -> bool:
    """Whether ``action`` in ``state`` shows ``player`` something hidden before: the faces
    of the tiles the player draws (TQ-H1), a light tile another player lays in a row, and at
    the end every shadow tile and every counted face-down tile (TQ-E1, TQ-H2)."""
    kind = action_kind(action)
    mover = state.player
    if kind in ("draw", "draw2"):
        return player == mover
    if kind == "place":
        return player != mover
    if kind in ("take", "count"):
        after = state.clone()
        after.apply(action)
        return after.phase == OVER
    return False


def public_explanation(state: TQState, action: int, full: Explanation) -> Explanation:
    """What every player may read of a decision made in ``state`` (``full``: why it was
    legal, as its player reads it). The player who decides knows their drawn tiles, their
    face-down tiles and their score with them; the others read the decision without what
    is hidden from them (TQ-H2, TQ-H3)."""
    kind = action_kind(action)
    mover = state.player
    if kind in ("draw", "draw2", "tower"):
        return full  # a stack, the backs of its tiles, a tower: all public
    if kind == "place":
        notes = tuple(n for n in full.notes if n.key == "tq.note.own_row")
        return msg(
            "tq.why.place",
            notes,
            tile=TILE_CODES[state.pending[0]],
            row=action - PLACE_BASE,
            length=len(state.rows[action - PLACE_BASE]) + 1,
        )
    if kind == "keep":
        return msg("tq.told.keep", player=mover, kept=len(state.down[mover]) + 1)
    if kind == "box":
        return msg("tq.told.box", player=mover)
    if kind == "take":
        public = ("tq.note.only_rows", "tq.note.one_tile")
        notes = tuple(n for n in full.notes if n.key in public)
        return msg(full.key, notes, **full.params)
    return msg("tq.told.count", player=mover, n=len(state.down[mover]))
