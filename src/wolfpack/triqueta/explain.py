"""Why a Triqueta decision is legal, or why it is not, as explanations citing rule ids.

Refusals run as a cascade in the order of the rules: the first check that refuses a move
is the reason a learner needs. Explanations of legal moves carry notes on what the move
does to the mover's sets and their running score (what they hold now, face-down and shadow
tiles included: the mover knows them). Nothing here names a tile the mover cannot see.
"""

from __future__ import annotations

from collections.abc import Sequence

from wolfpack.core.explain import Explanation, msg
from wolfpack.triqueta.actions import (
    BOX,
    KEEP,
    OPT_BOX,
    OPT_KEEP,
    OPT_PLACE,
    OPTIONS,
    PLACE_BASE,
    TAKE_BASE,
    TOWER_BASE,
    action_kind,
    action_notation,
    count_indices,
    draw2_stacks,
    parse_action,
)
from wolfpack.triqueta.components import (
    ANIMALS,
    MAX_FACE_DOWN,
    N_ROUNDS,
    SET_VALUES,
    SHADOW,
    TILE_CODES,
    back,
)
from wolfpack.triqueta.scoring import (
    animal_counts,
    best_count,
    held_tiles,
    score_player,
    tile_list,
    tiles_points,
)
from wolfpack.triqueta.state import COUNT, OVER, PLACE, TOWER, TURN, TQState


def set_notes(before: Sequence[int], added: Sequence[int]) -> tuple[Explanation, ...]:
    """What adding ``added`` tiles does to each animal set of a collection (TQ-E2)."""
    counts = animal_counts(before)
    gained = animal_counts(added)
    notes = []
    for a, extra in enumerate(gained):
        if not extra:
            continue
        old, new = counts[a], counts[a] + extra
        name = ANIMALS[a]
        if new == 1:
            notes.append(msg("tq.note.set_one", animal=name))
        elif new == 2:
            notes.append(msg("tq.note.set_two", animal=name))
        elif new == 3:
            notes.append(msg("tq.note.set_triqueta", animal=name, value=SET_VALUES[a]))
        elif old == 3 and new == 4:
            notes.append(msg("tq.note.set_spoil4", animal=name, value=SET_VALUES[a]))
        else:
            notes.append(msg("tq.note.set_spoiled", animal=name, n=new, minus=new - 3))
    return tuple(notes)


def _score_note(state: TQState, action: int, before: int | None = None) -> Explanation:
    p = state.player
    if before is None:
        before = score_player(state, p).total
    after_state = state.clone()
    after_state.apply(action)
    after = score_player(after_state, p).total
    return msg("tq.note.score", before=before, after=after)


def _turn_notes(state: TQState) -> list[Explanation]:
    notes = []
    if len(state.active_players()) == 1:
        notes.append(msg("tq.note.alone"))
    return notes


def why_legal_all(state: TQState, actions: list[int]) -> list[Explanation]:
    """:func:`why_legal` for several actions of one position, sharing the work."""
    before = score_player(state, state.player).total if state.phase in (TURN, PLACE) else None
    return [why_legal(state, a, before) for a in actions]


def why_legal(state: TQState, action: int, before: int | None = None) -> Explanation:
    """Why ``action`` (legal in ``state``) is allowed, with notes on what it will do.
    ``before`` is the mover's running score now, when already known."""
    kind = action_kind(action)
    p = state.player
    if kind == "draw":
        tile = state.draw_tiles(action)[0]
        turn_notes = tuple(_turn_notes(state))
        left = len(state.stack(action))
        if tile >= SHADOW:
            return msg("tq.why.draw_shadow", turn_notes, stack=action, left=left)
        return msg("tq.why.draw", turn_notes, stack=action, left=left)
    if kind == "draw2":
        a, b = draw2_stacks(action)
        kinds = [back(t) for t in state.draw_tiles(action)]
        extra = _turn_notes(state)
        if kinds.count("light") == 2:
            extra.append(msg("tq.note.two_lights"))
        if "shadow" in kinds:
            extra.append(msg("tq.note.shadow_kept"))
        if a == b:
            return msg("tq.why.draw2_same", tuple(extra), a=a, kinds=kinds)
        return msg("tq.why.draw2", tuple(extra), a=a, b=b, kinds=kinds)
    if kind in ("place", "keep", "box"):
        return _why_option(state, action, before)
    if kind == "take":
        row = action - TAKE_BASE
        tiles = state.rows[row]
        notes = list(set_notes(held_tiles(state, p, best_count(state, p)[0]), tiles))
        if state.tower_size() == 0:
            notes.insert(0, msg("tq.note.only_rows"))
        elif state.cfg.two_player_variant and state.tower_size() == 1:
            notes.insert(0, msg("tq.note.one_tile"))
        notes.append(_score_note(state, action, before))
        last = len(state.open_rows()) == 1
        if last and state.rnd == N_ROUNDS - 1:
            key = "tq.why.take_final"
        else:
            key = "tq.why.take_last" if last else "tq.why.take"
        return msg(key, tuple(notes), row=row, tiles=tile_list(tiles), count=len(tiles))
    if kind == "tower":
        t = action - TOWER_BASE
        return msg("tq.why.tower", tower=t, tiles=state.tower_size(t), round=state.rnd + 2)
    return _why_count(state, count_indices(action))


def _why_option(state: TQState, action: int, before: int | None) -> Explanation:
    p = state.player
    tile = state.pending[0]
    code = TILE_CODES[tile]
    notes: list[Explanation] = []
    if len(state.pending) == 2:
        option = OPT_PLACE if action < KEEP else OPT_KEEP if action == KEEP else OPT_BOX
        notes.append(
            msg("tq.note.other_differs", option=OPTIONS[option], other=TILE_CODES[state.pending[1]])
        )
    elif state.first_opt >= 0:
        notes.append(msg("tq.note.first_was", option=OPTIONS[state.first_opt]))
    if action == KEEP:
        notes.append(msg("tq.note.keep_counts"))
        notes.append(_score_note(state, action, before))
        return msg("tq.why.keep", tuple(notes), tile=code, kept=len(state.down[p]) + 1)
    if action == BOX:
        return msg("tq.why.box", tuple(notes), tile=code)
    row = action - PLACE_BASE
    if len(state.active_players()) == 1:
        notes.append(msg("tq.note.own_row"))
    return msg("tq.why.place", tuple(notes), tile=code, row=row, length=len(state.rows[row]) + 1)


def _why_count(state: TQState, indices: tuple[int, ...]) -> Explanation:
    p = state.player
    down = state.down[p]
    held = held_tiles(state, p)
    counted = [down[i] for i in indices]
    notes = list(set_notes(held, counted))
    pts = tiles_points(held + counted)
    best_pts = best_count(state, p)[1]
    if pts == best_pts:
        notes.append(msg("tq.note.best", points=pts))
    else:
        notes.append(msg("tq.note.not_best", points=pts, best=best_pts))
    left_out = [down[i] for i in range(len(down)) if i not in indices]
    return msg(
        "tq.why.count",
        tuple(notes),
        tiles=tile_list(counted),
        boxed=tile_list(left_out),
        points=pts,
    )


def explain_best_count(state: TQState, player: int) -> Explanation:
    """Which face-down light tiles ``player`` should count, and why (TQ-E1, TQ-E2)."""
    down = state.down[player]
    best, best_pts = best_count(state, player)
    notes: list[Explanation] = []
    for i, tile in enumerate(down):
        if i in best:
            without = tuple(j for j in best if j != i)
            others = held_tiles(state, player, without)
            gain = best_pts - tiles_points(others)
            notes.append(
                msg(
                    "tq.best.in",
                    set_notes(others, [tile]),
                    index=i,
                    tile=TILE_CODES[tile],
                    points=gain,
                )
            )
        else:
            mine = held_tiles(state, player, best)
            loss = best_pts - tiles_points([*mine, tile])
            notes.append(
                msg(
                    "tq.best.out",
                    set_notes(mine, [tile]),
                    index=i,
                    tile=TILE_CODES[tile],
                    points=loss,
                )
            )
    counted = [down[i] for i in best]
    return msg("tq.best", tuple(notes), player=player, tiles=tile_list(counted), points=best_pts)


def _expected(state: TQState) -> Explanation:
    if state.phase == TURN:
        key = "tq.no.expect_turn2" if state.cfg.two_player_variant else "tq.no.expect_turn"
        return msg(key, player=state.player)
    if state.phase == PLACE:
        options = [action_notation(a) for a in state.option_actions()]
        return msg("tq.no.expect_option", player=state.player, options=options)
    if state.phase == TOWER:
        return msg("tq.no.expect_tower", player=state.player)
    return msg("tq.no.expect_count", player=state.player, n=len(state.down[state.player]))


def why_illegal(state: TQState, text: str, action: int | None = None) -> Explanation:
    """Why ``text`` is not a legal decision in ``state``: the first rule it breaks."""
    if state.phase == OVER:
        return msg("tq.no.over")
    if action is None:
        action = parse_action(text)
    if action is None:
        return _expected(state)
    kind = action_kind(action)
    n = state.cfg.players
    if kind in ("draw", "draw2"):
        return _why_no_draw(state, action) if state.phase == TURN else _expected(state)
    if kind in ("place", "keep", "box"):
        if state.phase != PLACE:
            return _expected(state)
        first = state.first_opt
        if kind == "place":
            row = action - PLACE_BASE
            if row >= n:
                return msg("tq.no.row_none", row=row, rows=n)
            if not state.row_open[row]:
                return msg("tq.no.row_gone", row=row)
            if first == OPT_PLACE:
                return msg("tq.no.same_option", option="place")
            return msg("tq.no.row_full", row=row, limit=state.cfg.components.row_limit)
        if kind == "keep":
            if first == OPT_KEEP:
                return msg("tq.no.same_option", option="keep")
            return msg("tq.no.keep_limit", limit=MAX_FACE_DOWN)
        if not state.cfg.two_player_variant:
            return msg("tq.no.box_base")
        return msg("tq.no.same_option", option="box")
    if kind == "take":
        if state.phase != TURN:
            return _expected(state)
        row = action - TAKE_BASE
        if row >= n:
            return msg("tq.no.row_none", row=row, rows=n)
        return msg("tq.no.row_gone", row=row)
    if kind == "tower":
        if state.phase != TOWER:
            return _expected(state)
        return msg("tq.no.tower_used", tower=action - TOWER_BASE)
    if state.phase != COUNT:
        return _expected(state)
    return msg("tq.no.count_index", held=len(state.down[state.player]), player=state.player)


def _why_no_draw(state: TQState, action: int) -> Explanation:
    variant = state.cfg.two_player_variant
    two = action_kind(action) == "draw2"
    if variant and not two:
        return msg("tq.no.draw_two")
    if not variant and two:
        return msg("tq.no.draw_one")
    left = state.tower_size()
    if left == 0:
        return msg("tq.no.tower_empty")
    if variant and left == 1:
        return msg("tq.no.one_tile")
    stacks = list(draw2_stacks(action)) if two else [action]
    for s in stacks:
        if not state.stack(s):
            return msg("tq.no.stack_empty", stack=s)
    if two and stacks[0] == stacks[1]:
        return msg("tq.no.stack_short", stack=stacks[0])
    return msg("tq.no.no_option", limit=MAX_FACE_DOWN)
