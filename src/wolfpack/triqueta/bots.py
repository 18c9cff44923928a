"""Triqueta for the package's bots: information sets, outcomes, playouts and a rule-based
policy, named by the game's registration so that :class:`~wolfpack.bots.
HeuristicBot` and :class:`~wolfpack.bots.ISMCTSBot` play Triqueta (and tournaments can be
played in it).

An information set keeps what its player knows (everything public, their own face-down,
shadow and drawn tiles, the backs of all the others) and re-deals every other tile at
random among the places with the same back (TQ-H1..TQ-H3); a sample never depends on the
identity of a tile the player cannot see.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from wolfpack.bots.adapters import (
    Determinizer,
    NativeSearch,
    PolicyAdapter,
    StateInfoSet,
    shared_outcome,
    value_message,
)
from wolfpack.core.explain import Explanation, msg
from wolfpack.triqueta.actions import (
    BOX,
    KEEP,
    PLACE_BASE,
    TAKE_BASE,
    TOWER_BASE,
    action_kind,
    count_action,
    count_indices,
    draw2_stacks,
)
from wolfpack.triqueta.components import (
    ANIMALS,
    N_STACKS,
    SET_VALUES,
    SHADOW,
    TILE_CODES,
    WOLF,
    all_tiles,
)
from wolfpack.triqueta.explain import set_notes
from wolfpack.triqueta.scoring import (
    animal_counts,
    best_count,
    held_tiles,
    score,
    score_player,
    tile_list,
    tiles_points,
)
from wolfpack.triqueta.state import COUNT, PLACE, TOWER, TQState

_Slot = tuple[str, int, int]
"""Where an unknown tile lies: (collection, index, position)."""


class InfoSet(StateInfoSet):
    """What ``player`` knows of a Triqueta position; :meth:`sample` deals the rest."""

    def __init__(self, state: TQState, player: int) -> None:
        super().__init__(state, player)
        self._base = state.clone()
        over = state.is_terminal()
        known: list[int] = []
        slots: list[_Slot] = []
        for i, stack in enumerate(state.stacks):
            slots.extend(("stack", i, j) for j in range(len(stack)))
        slots.extend(("box", 0, j) for j in range(len(state.box)))
        slots.extend(("leftover", 0, j) for j in range(len(state.leftover)))
        for q in range(state.cfg.players):
            known.extend(state.faceup[q])
            known.extend(state.rows[q])
            counted = set(state.choice[q] or ()) if over else set()
            for j, t in enumerate(state.down[q]):
                if q == player or j in counted:
                    known.append(t)
                else:
                    slots.append(("down", q, j))
            if q == player or over:
                known.extend(state.shadow[q])
            else:
                slots.extend(("shadow", q, j) for j in range(len(state.shadow[q])))
        if state.phase == PLACE and state.player != player:
            slots.extend(("pending", 0, j) for j in range(len(state.pending)))
        else:
            known.extend(state.pending)
        pool = Counter(all_tiles(state.cfg.hidden_wolves))
        pool.subtract(known)
        unknown = sorted(pool.elements())
        self._light = [t for t in unknown if t < SHADOW]
        self._shadow = [t for t in unknown if t >= SHADOW]
        self._light_slots = [s for s in slots if _read(state, s) < SHADOW]
        self._shadow_slots = [s for s in slots if _read(state, s) >= SHADOW]

    def template(self) -> TQState:
        """The position with a stand-in of the same back (a light hare, a shadow hare) for
        every tile the player cannot see: all a sample keeps of the position."""
        s = self._base.clone()
        for slot in self._light_slots:
            _write(s, slot, 0)
        for slot in self._shadow_slots:
            _write(s, slot, SHADOW)
        return s

    def sample(self, rng: random.Random) -> TQState:
        """A full position agreeing with everything the player knows."""
        s = self._base.clone()
        for tiles, slots in ((self._light, self._light_slots), (self._shadow, self._shadow_slots)):
            dealt = tiles[:]
            rng.shuffle(dealt)
            for slot, tile in zip(slots, dealt, strict=True):
                _write(s, slot, tile)
        return s


def _collection(state: TQState, slot: _Slot) -> list[int]:
    kind, i, _ = slot
    if kind == "stack":
        return state.stacks[i]
    if kind in ("down", "shadow"):
        return state.down[i] if kind == "down" else state.shadow[i]
    return state.box if kind == "box" else state.leftover if kind == "leftover" else state.pending


def _read(state: TQState, slot: _Slot) -> int:
    return _collection(state, slot)[slot[2]]


def _write(state: TQState, slot: _Slot, tile: int) -> None:
    _collection(state, slot)[slot[2]] = tile


def _gain(mine: list[int], added: list[int]) -> int:
    return tiles_points(mine + added) - tiles_points(mine)


def heuristic(state: TQState, player: int, rng: random.Random) -> int:
    """A greedy policy from ``player``'s own knowledge (public tiles and their own): take a
    row worth enough to them, keep a light tile that helps, place one that does not where
    it helps them most (or box a harmful one in the variant), count the best choice."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == COUNT:
        return count_action(best_count(state, player)[0])
    if state.phase == TOWER:
        return rng.choice(legal)
    mine = held_tiles(state, player, best_count(state, player)[0])
    rows = state.open_rows()
    value = {r: _gain(mine, state.rows[r]) + rng.random() * 0.1 for r in rows}
    if state.phase == PLACE:
        tile = state.pending[0]
        gain = _gain(mine, [tile])
        if KEEP in legal and gain >= 3:
            return KEEP
        if BOX in legal and gain < 0:
            return BOX
        places = [a for a in legal if a < KEEP]
        if places:
            pick = max if gain > 0 else min
            return pick(places, key=lambda a: value[a - PLACE_BASE])
        return rng.choice(legal)
    takes = [a for a in legal if a >= TAKE_BASE]
    draws = [a for a in legal if a < TAKE_BASE]
    best = max(takes, key=lambda a: value[a - TAKE_BASE])
    threshold = 3 if len(state.active_players()) == 1 else 4
    if not draws or value[best - TAKE_BASE] >= threshold:
        return best
    shadows = [a for a in draws if any(t >= SHADOW for t in state.draw_tiles(a))]
    return rng.choice(shadows or draws)


def unseen(state: TQState, player: int) -> list[int]:
    """Per animal, how many of its tiles ``player`` has not seen: still in a tower, in
    another player's hidden tiles, in the box or left over (TQ-H1..TQ-H3)."""
    seen: list[int] = list(state.down[player]) + state.shadow[player]
    if state.player == player:
        seen += state.pending
    for q in range(state.cfg.players):
        seen += state.faceup[q] + state.rows[q]
    total = animal_counts(all_tiles(state.cfg.hidden_wolves))
    return [t - s for t, s in zip(total, animal_counts(seen), strict=True)]


def _set_outlook(held: list[int], left: list[int], forced: bool) -> list[Explanation]:
    """The sets a next tile would complete (two of an animal, the most valuable first) and,
    when the next tiles must be taken (a shadow tile), the triquetas it could spoil."""
    counts = animal_counts(held)
    out: list[Explanation] = []
    for a in sorted(range(len(ANIMALS)), key=lambda a: -SET_VALUES[a]):
        if counts[a] == 2 and left[a] and len(out) < 2:
            out.append(
                msg("tq.hint.complete", animal=ANIMALS[a], value=SET_VALUES[a], unseen=left[a])
            )
        elif forced and counts[a] == 3 and left[a]:
            out.append(
                msg("tq.hint.spoil_risk", animal=ANIMALS[a], value=SET_VALUES[a], unseen=left[a])
            )
    return out


def explain_hint(det: Determinizer, action: int, notes: tuple[Explanation, ...]) -> Explanation:
    """Why ``action`` is a good decision for ``det.player`` (to move), from what that player
    knows: which of their sets it completes or spoils, how many tiles of an animal they have
    not seen, and the odds of a shadow tile (a wolf or not). It reads a position sampled
    from the player's information set, so it never depends on a tile they cannot see."""
    state: TQState = det.sample(random.Random(0))
    p = det.player
    held = held_tiles(state, p, best_count(state, p)[0])
    left = unseen(state, p)
    kind = action_kind(action)
    body: list[Explanation] = []
    if kind in ("draw", "draw2"):
        shadow = any(t >= SHADOW for t in state.draw_tiles(action))
        body += _set_outlook(held, left, forced=shadow)
        if shadow:
            hidden_shadows = _unseen_shadows(state, p)
            body.append(
                msg(
                    "tq.hint.shadow_odds",
                    unseen=len(hidden_shadows),
                    wolves=sum(1 for t in hidden_shadows if t == SHADOW + WOLF),
                )
            )
        if kind == "draw":
            key = "tq.hint.draw_shadow" if shadow else "tq.hint.draw"
            return msg(key, (*body, *notes), stack=action)
        a, b = draw2_stacks(action)
        if a == b:
            return msg("tq.hint.draw2_same", (*body, *notes), stack=a)
        return msg("tq.hint.draw2", (*body, *notes), a=a, b=b)
    if kind == "take":
        row = action - TAKE_BASE
        before = score_player(state, p).total
        after_state = state.clone()
        after_state.apply(action)
        body = list(set_notes(held, state.rows[row]))
        body += _set_outlook(held + state.rows[row], left, forced=False)[:1]
        return msg(
            "tq.hint.take",
            (*body, *notes),
            row=row,
            tiles=tile_list(state.rows[row]),
            before=before,
            after=score_player(after_state, p).total,
        )
    if kind in ("place", "keep", "box"):
        tile = state.pending[0]
        code = TILE_CODES[tile]
        if kind == "keep":
            body = list(set_notes(held, [tile]))
            kept = len(state.down[p]) + 1
            return msg("tq.hint.keep", (*body, *notes), tile=code, kept=kept)
        if kind == "box":
            return msg("tq.hint.box", notes, tile=code)
        return msg("tq.hint.place", notes, tile=code, row=action - PLACE_BASE)
    if kind == "tower":
        t = action - TOWER_BASE
        stacks = [state.stack(s, t) for s in range(N_STACKS)]
        shadows = sum(1 for st in stacks for x in st if x >= SHADOW)
        return msg("tq.hint.tower", notes, tower=t, tiles=state.tower_size(t), shadows=shadows)
    down = state.down[p]
    counted = [down[i] for i in count_indices(action)]
    return msg("tq.hint.count", notes, tiles=tile_list(counted))


def _unseen_shadows(state: TQState, player: int) -> list[int]:
    """The shadow tiles ``player`` has not seen (every shadow tile but their own)."""
    pool = [t for t in all_tiles(state.cfg.hidden_wolves) if t >= SHADOW]
    for t in state.shadow[player]:
        pool.remove(t)
    return pool


class TriquetaAdapter(NativeSearch, PolicyAdapter):
    """Triqueta for the bots: :class:`InfoSet`, the final score, :meth:`TQState.playout`
    and :func:`heuristic`; hints in words (:func:`explain_hint`); the native core's search
    where it is installed (:meth:`native_search`)."""

    game_id = "triqueta"
    n_players = 5
    info_class = InfoSet
    policy = staticmethod(heuristic)

    def outcome(self, state: Any) -> tuple[list[float], list[float]]:
        """Per player: 1 for a sole win, a share of 1 for a shared win (TQ-E3), else 0; and
        the margin to the best other player."""
        return shared_outcome(score(state).points)

    def native_parts(self, det: Any) -> tuple[Any, Any] | None:
        """The core's Triqueta ISMCTS and ``det`` (an :class:`InfoSet`) for it
        (:class:`NativeSearch`); None for any other determinizer, which the Python search
        then serves."""
        from wolfpack.core.native import core
        from wolfpack.triqueta.native import native_info

        mod = core()
        if mod is None or not isinstance(det, InfoSet):
            return None
        return mod.TriquetaIsmcts, native_info(det)

    def explain(self, det: Any, action: int, notes: tuple[Explanation, ...]) -> Explanation:
        """:func:`explain_hint`."""
        return explain_hint(det, action, notes)

    def principle(self, det: Any) -> Explanation:
        """What matters when the search cannot tell decisions apart: ``tq.hint.principle``."""
        return msg("tq.hint.principle")

    def value_note(self, n: int, margin: float, win_rate: float) -> Explanation:
        """``tq.hint.value``: the simulated games, the mean final margin and the win rate."""
        return value_message("tq.hint.value", n, margin, win_rate)


ADAPTER = TriquetaAdapter()
"""Triqueta's bot adapter (named by the game's registration)."""
