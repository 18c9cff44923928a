"""The 2-player variant of Hidden Wolves: TQ-V1, TQ-V2."""

from __future__ import annotations

import pytest
from tq_positions import finish_round_quickly, game, tiles

from wolfpack.core.errors import IllegalMoveError
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.state import PLACE, TURN


def variant(first: list[list[str]] | None = None, start: int = 0) -> Triqueta:
    """A 2-player game with Hidden Wolves (so the variant) and a chosen first tower."""
    return game(2, first or [], hidden_wolves=True, start=start)


def test_tq_v1_a_draw_takes_two_tiles_from_named_stacks() -> None:
    g = variant([["hare", "owl", "bear"], ["deer", "ram", "boar"]])
    assert g.two_player_variant
    legal = g.legal_notations()
    assert "draw 0 1" in legal and "draw 0 0" in legal and "draw 0" not in legal
    assert len([m for m in legal if m.startswith("draw")]) == 15
    why = g.explain("draw 2")
    assert why.key == "tq.no.draw_two" and why.cites("TQ-V1")
    # One canonical notation: the stacks of a variant draw in the order the game lists them.
    assert g.explain("draw 1 0").key == "core.not_canonical"
    assert g.explain("draw 0 1").key == "tq.why.draw2"
    events = g.play("draw 0 1")
    assert events[0].key == "tq.ev.draw2" and events[0].cites("TQ-V1")
    assert g.moves == ["draw 0 1"]
    assert g.state.pending == tiles("bear", "boar")
    assert g.legal_notations() == ["box", "keep", "place 0", "place 1"]
    note_keys = [n.key for n in g.explain("keep").notes]
    assert "tq.note.other_differs" in note_keys


def test_tq_v1_two_light_tiles_need_two_different_options() -> None:
    g = variant([["hare", "owl", "bear"], ["deer", "ram", "boar"]])
    g.play("draw 0 1")
    g.play("place 1")
    assert g.state.phase == PLACE and g.legal_notations() == ["box", "keep"]
    why = g.explain("place 0")
    assert why.key == "tq.no.same_option" and why.cites("TQ-V1")
    with pytest.raises(IllegalMoveError) as err:
        g.play("place 0")
    assert err.value.rule == "TQ-V1"
    events = g.play("box")
    assert events[0].key == "tq.ev.box" and "boar" not in str(events[0].params)
    assert g.state.box == tiles("boar") and g.state.rows[1] == tiles("bear")
    assert g.to_move == 1 and g.state.phase == TURN
    # the box is seen by nobody
    assert g.view(0)["box"] == {"count": 1, "tiles": None}
    g.play("draw 0 0")
    assert g.state.pending == tiles("owl", "hare")
    g.play("box")
    assert g.legal_notations() == ["keep", "place 0", "place 1"]
    assert g.explain("box").key == "tq.no.same_option"
    g.play("keep")
    assert g.state.down[1] == tiles("hare")


def test_tq_v1_keep_limit_still_holds() -> None:
    g = variant()
    g.play("draw 0 1")
    g.play("keep")
    g.play("box")
    g.play("draw 0 1")
    g.play("place 0")
    g.play("box")
    g.play("draw 2 3")
    g.play("keep")
    g.play("place 0")
    assert len(g.state.down[0]) == 2
    g.play("draw 2 2")
    g.play("box")
    g.play("place 1")
    g.play("draw 3 4")
    assert g.legal_notations() == ["box", "place 0", "place 1"]
    assert g.explain("keep").key == "tq.no.keep_limit"
    g.play("box")
    assert g.legal_notations() == ["place 0", "place 1"]


def test_tq_v1_shadow_tiles_drawn_in_the_variant_are_kept() -> None:
    g = variant()
    finish_round_quickly(g)
    p = g.to_move
    assert p is not None and g.state.tower != 0
    # strip stack 0 down to its shadow tile, two tiles at a time where possible
    g.play("draw 0 0")
    g.play("place 0")
    g.play("box")
    other = 1 - p
    g.play("draw 2 3")
    g.play("keep")
    g.play("box")
    assert g.to_move == p
    why = g.explain("draw 0 1")
    assert why.key == "tq.why.draw2" and [n.key for n in why.notes] == ["tq.note.two_lights"]
    g.play("draw 0 1")  # a light from stack 0, then a light from stack 1
    g.play("keep")
    g.play("place 0")
    g.play("draw 2 3")
    g.play("place 0")
    g.play("box")
    assert g.to_move == p
    why = g.explain("draw 0 1")  # the shadow at the bottom of stack 0 is uncovered now
    assert "tq.note.shadow_kept" in [n.key for n in why.notes]
    events = g.play("draw 0 1")
    assert "tq.ev.shadow" in [e.key for e in events]
    assert len(g.state.shadow[p]) == 1 and len(g.state.pending) == 1
    # one light tile: any of the three options, the box included
    assert g.legal_notations() == ["box", "keep", "place 0", "place 1"]
    g.play("box")
    assert g.to_move == other


def test_tq_v2_no_draw_with_one_tile_left() -> None:
    g = variant()
    for _ in range(7):
        events = g.play(g.legal_notations()[0])
        events += g.play("place 0")
        events += g.play("box")
    assert g.state.tower_size() == 1
    assert events[-1].key == "tq.ev.one_left" and events[-1].cites("TQ-V2")
    assert g.legal_notations() == ["take 0", "take 1"]
    why = g.explain("draw 4 4")
    assert why.key == "tq.no.one_tile" and why.cites("TQ-V2")
    assert g.legal_moves()[0].explanation.cites("TQ-V2")
    g.play("take 0")
    assert g.legal_notations() == ["take 1"]  # alone, but still no draw
    g.play("take 1")
    assert len(g.state.leftover) == 1


def test_tq_v1_base_rules_for_two_players_without_the_variant() -> None:
    g = game(2, hidden_wolves=True, two_player_variant=False)
    assert "draw 0" in g.legal_notations()
    why = g.explain("draw 0 1")
    assert why.key == "tq.no.draw_one" and why.cites("TQ-T1")
    g.play("draw 0")
    assert "box" not in g.legal_notations()
    assert g.explain("box").key == "tq.no.box_base"
