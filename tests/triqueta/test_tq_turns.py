"""A turn, rows, the end of a round: TQ-T1..TQ-T6."""

from __future__ import annotations

import pytest
from tq_positions import finish_round_quickly, game, take_all_rows, tiles

from wolfpack.core.errors import IllegalMoveError
from wolfpack.triqueta import Components, Triqueta
from wolfpack.triqueta.state import COUNT, PLACE, TOWER, TURN


def test_tq_t1_draw_takes_the_top_tile_then_place_at_the_end_of_a_row() -> None:
    g = game(3, [["hare", "owl", "bear"], ["deer", "deer", "ram"]])
    assert g.legal_notations() == [
        "draw 0",
        "draw 1",
        "draw 2",
        "draw 3",
        "draw 4",
        "take 0",
        "take 1",
        "take 2",
    ]
    events = g.play("draw 0")
    assert events[0].key == "tq.ev.draw" and events[0].cites("TQ-T1")
    assert g.state.phase == PLACE and g.state.pending == tiles("bear")
    assert g.to_move == 0  # the drawing player decides
    assert g.legal_notations() == ["keep", "place 0", "place 1", "place 2"]
    assert "bear" in g.explain("place 1").text()
    events = g.play("place 1")
    assert events[0].params["tile"] == "bear" and events[0].params["row"] == 1
    assert g.state.rows[1] == tiles("bear")
    assert g.to_move == 1
    g.play("draw 0")
    g.play("place 1")
    assert g.state.rows[1] == tiles("bear", "owl")  # at the end of the row


def test_tq_t1_keep_face_down_at_most_two_per_game_not_per_round() -> None:
    g = game(3, [["hare", "owl", "bear"]])
    g.play("draw 0")
    events = g.play("keep")
    assert events[0].key == "tq.ev.keep" and "bear" not in str(events[0].params)
    assert g.state.down[0] == tiles("bear")
    g.play_all(["take 0", "take 1", "take 2", "tower 1"])
    # round 2: player 0 took the last row and starts
    assert g.to_move == 0 and g.state.rnd == 1
    g.play("draw 0")
    assert "keep" in g.legal_notations()
    g.play("keep")
    assert len(g.state.down[0]) == 2
    g.play_all(["take 0", "take 1", "take 2", "tower 2"])
    assert g.to_move == 0 and g.state.rnd == 2
    g.play("draw 0")
    assert "keep" not in g.legal_notations()
    why = g.explain("keep")
    assert why.key == "tq.no.keep_limit" and why.cites("TQ-T1")
    with pytest.raises(IllegalMoveError) as err:
        g.play("keep")
    assert err.value.rule == "TQ-T1"


def test_tq_t1_take_a_row_even_empty_and_sit_out() -> None:
    g = game(3)
    events = g.play("take 1")
    assert events[0].key == "tq.ev.take" and events[0].params["tiles"] == []
    assert not g.state.active[0] and not g.state.row_open[1]
    assert g.to_move == 1
    assert "take 1" not in g.legal_notations()
    why = g.explain("take 1")
    assert why.key == "tq.no.row_gone" and why.cites("TQ-T1")
    g.play("draw 0")
    g.play("place 0")
    assert g.to_move == 2  # player 0 sits out the rest of the round
    g.play("draw 0")
    g.play("place 0")
    assert g.to_move == 1
    g.play("take 0")
    assert [g.view()["seats"][p]["in_round"] for p in range(3)] == [False, False, True]
    assert (
        sorted(g.view()["seats"][1]["face_up"]) == sorted(g.view()["seats"][1]["face_up"])
        and len(g.state.faceup[1]) == 2
    )


def test_tq_t1_shadow_tile_reachable_only_when_uncovered_and_kept_face_down() -> None:
    g = game(
        3,
        hidden_wolves=True,
        shadow_bottoms=["shadow-wolf"] * 9
        + ["shadow-hare", "shadow-owl", "shadow-deer", "shadow-boar", "shadow-ram", "shadow-bear"],
    )
    finish_round_quickly(g)  # round 2 on tower 1: every stack has a shadow wolf at the bottom
    assert g.state.tower == 1
    p = g.to_move
    assert p is not None
    # three light tiles cover the shadow tile of stack 0
    for _ in range(3):
        assert g.legal_moves()[0].explanation.key == "tq.why.draw"
        g.play("draw 0")
        g.play("place 0")
        while g.to_move != p:
            g.play(f"draw {_light_stack(g, avoid=0)}")
            g.play("place 0")
    why = g.explain("draw 0")
    assert why.key == "tq.why.draw_shadow" and why.cites("TQ-T1")
    before = len(g.state.shadow[p])
    events = g.play("draw 0")
    assert [e.key for e in events][:2] == ["tq.ev.draw", "tq.ev.shadow"]
    assert g.state.shadow[p][-1:] == tiles("shadow-wolf") and len(g.state.shadow[p]) == before + 1
    assert g.state.phase == TURN and g.to_move != p  # no decision: it is kept face down


def _light_stack(g: Triqueta, avoid: int = -1) -> int:
    return next(s for s in range(5) if s != avoid and g.state.stack(s) and g.state.stack(s)[-1] < 7)


def test_tq_t1_shadow_tiles_have_no_limit() -> None:
    g = game(3, hidden_wolves=True)
    finish_round_quickly(g)
    p = g.to_move
    assert p is not None
    # everyone else leaves; p alone strips stacks and takes every shadow tile
    while len(g.state.active_players()) > 1:
        if g.to_move == p:
            g.play("draw 0")
            if g.state.phase == PLACE:
                g.play("place " + str(g.state.open_rows()[0]))
        else:
            g.play("take " + str(g.state.open_rows()[-1]))
    while g.state.tower_size():
        stack = next(s for s in range(5) if g.state.stack(s))
        g.play(f"draw {stack}")
        if g.state.phase == PLACE:
            g.play("place " + str(g.state.open_rows()[0]))
    assert len(g.state.shadow[p]) == 5
    assert len(g.state.down[p]) <= 2


def test_tq_t2_rows_have_no_length_limit_by_default() -> None:
    g = game(2, hidden_wolves=False)
    for _ in range(14):
        g.play("draw " + str(next(s for s in range(5) if g.state.stack(s))))
        g.play("place 0")
    assert len(g.state.rows[0]) == 14
    assert "place 0" in (g.play("draw 4") and g.legal_notations())


def test_tq_t2_a_row_limit_from_the_components() -> None:
    g = game(2, components=Components(row_limit=1))
    g.play("draw 0")
    g.play("place 0")
    g.play("draw 0")
    assert g.legal_notations() == ["keep", "place 1"]
    why = g.explain("place 0")
    assert why.key == "tq.no.row_full" and why.cites("TQ-T2")
    g.play("place 1")
    # both rows are full: a player may still keep two tiles, then cannot draw a light tile
    g.play("draw 0")
    g.play("keep")
    g.play("draw 1")
    g.play("keep")
    g.play("draw 1")
    g.play("keep")
    g.play("draw 2")
    g.play("keep")
    assert g.to_move == 0 and g.legal_notations() == ["take 0", "take 1"]
    why = g.explain("draw 2")
    assert why.key == "tq.no.no_option" and why.cites("TQ-T2")


def test_tq_t3_empty_tower_only_rows() -> None:
    g = game(3)
    for i in range(15):
        s = next(s for s in range(5) if g.state.stack(s))
        g.play(f"draw {s}")
        events = g.play(f"place {i % 3}")
    assert events[-1].key == "tq.ev.tower_empty" and events[-1].cites("TQ-T3")
    assert g.legal_notations() == ["take 0", "take 1", "take 2"]
    why = g.explain("draw 0")
    assert why.key == "tq.no.tower_empty" and why.cites("TQ-T3")
    assert g.legal_moves()[0].explanation.cites("TQ-T3")


def test_tq_t4_the_last_player_keeps_drawing_and_leftovers_leave() -> None:
    g = game(3, start=0)
    g.play("take 0")
    events = g.play("take 1")
    assert events[-1].key == "tq.ev.alone" and events[-1].params["player"] == 2
    for _ in range(4):
        assert g.to_move == 2
        assert g.legal_moves()[0].explanation.cites("TQ-T4")
        g.play("draw 0" if g.state.stack(0) else "draw 1")
        g.play("place 2")
    assert g.to_move == 2 and len(g.state.rows[2]) == 4
    assert g.legal_notations()[-1] == "take 2"
    events = g.play("take 2")
    end = next(e for e in events if e.key == "tq.ev.round_end")
    assert end.params["leftover"] == 11 and end.cites("TQ-T4")
    assert len(g.state.leftover) == 11 and g.state.tower_size(0) == 0
    view = g.view(2)
    assert view["leftover"] == {"count": 11, "tiles": None}


def test_tq_t4_alone_until_the_tower_is_empty() -> None:
    g = game(2, start=1)
    g.play("take 0")
    for _ in range(15):
        s = next(s for s in range(5) if g.state.stack(s))
        g.play(f"draw {s}")
        g.play("place 1")
    assert g.legal_notations() == ["take 1"]
    g.play("take 1")
    assert len(g.state.faceup[0]) == 15 and g.state.leftover == []


def test_tq_t5_last_row_gives_start_marker_tower_choice_and_tree() -> None:
    g = game(4, start=1)
    g.play("take 0")
    g.play("take 1")
    g.play("take 2")
    assert g.to_move == 0
    why = g.legal_moves()[-1].explanation
    assert why.key == "tq.why.take_last" and why.cites("TQ-T5")
    events = g.play("take 3")
    assert any(e.key == "tq.ev.round_end" for e in events)
    assert g.state.phase == TOWER and g.to_move == 0 and g.state.start == 0
    assert g.legal_notations() == ["tower 1", "tower 2", "tower 3"]
    events = g.play("tower 2")
    assert events[0].key == "tq.ev.tower" and events[0].cites("TQ-T5")
    assert g.state.trees[0] == 1 and not g.state.tree[2] and g.state.tower == 2
    assert g.to_move == 0 and g.state.rnd == 1 and all(g.state.row_open)
    why = g.explain("tower 2")
    assert why.key == "tq.no.expect_turn"
    take_all_rows(g)
    why = g.explain("tower 2")
    assert why.key == "tq.no.tower_used" and why.cites("TQ-T5")
    g.play("tower 3")
    # the last tower is chosen without asking, and its tree goes to the last taker
    take_all_rows(g)
    assert g.state.rnd == 3 and g.state.tower == 1 and g.state.phase == TURN
    assert sum(g.state.trees) == 3


@pytest.mark.parametrize(("rule", "holder"), [("stays", "starter"), ("moves", "last")])
def test_tq_t5_start_marker_after_round_four(rule: str, holder: str) -> None:
    g = game(3, start=0, components=Components(final_start_marker=rule))
    for _ in range(3):
        finish_round_quickly(g)
    starter = g.state.start
    assert g.state.rnd == 3 and g.to_move == starter
    take_all_rows(g)
    last = (starter + 2) % 3
    assert g.state.start == (starter if holder == "starter" else last)
    assert g.is_over  # nobody kept a tile face down: nothing to decide
    assert g.state.rnd == 3


def test_tq_t6_turns_go_clockwise_from_the_start_player() -> None:
    g = game(4, start=2)
    order = []
    for _ in range(4):
        order.append(g.to_move)
        g.play("draw 0" if g.state.stack(0) else "draw 1")
        g.play("place 0")
    assert order == [2, 3, 0, 1]
    g.play("take 1")  # player 2 leaves
    assert g.to_move == 3
    g.play("draw 2")
    g.play("place 0")
    assert g.to_move == 0
    g.play("draw 2")
    g.play("place 0")
    assert g.to_move == 1
    g.play("draw 3")
    g.play("place 0")
    assert g.to_move == 3  # player 2 is skipped


def test_tq_t5_game_ends_in_count_phase_when_tiles_are_face_down() -> None:
    g = game(3, [["hare", "owl", "bear"]])
    g.play("draw 0")
    g.play("keep")
    for _ in range(4):
        finish_round_quickly(g)
    assert g.state.phase == COUNT and g.to_move == 0
    assert g.legal_notations() == ["count 0", "count none"]
    g.play("count 0")
    assert g.is_over


def test_triqueta_repr_and_render() -> None:
    g = Triqueta(players=2, seed=3)
    assert "Hidden Wolves" in repr(g)
    for lang in ("en", "de", "ja"):
        assert g.render(lang, player=0)
    assert str(g)
