"""Scoring: TQ-E1..TQ-E3, with full tables per animal."""

from __future__ import annotations

import pytest
from tq_positions import finish_round_quickly, game, tiles

from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import ANIMALS, SET_VALUES, SHADOW
from wolfpack.triqueta.scoring import player_score, set_points, tiles_points
from wolfpack.triqueta.state import COUNT

EXPECTED = {0: 0, 1: 1, 2: 2, 4: -1, 5: -2, 6: -3}


@pytest.mark.parametrize("animal", range(6))
@pytest.mark.parametrize("n", range(7))
@pytest.mark.parametrize("shadows", [0, 1])
def test_tq_e2_scoring_table_light_and_shadow_mixed(animal: int, n: int, shadows: int) -> None:
    if shadows > n:
        return
    held = [animal] * (n - shadows) + [SHADOW + animal] * shadows
    expected = SET_VALUES[animal] if n == 3 else EXPECTED[n]
    assert tiles_points(held) == expected
    score = player_score(0, held, 0, False)
    assert score.total == expected
    if n:
        (line,) = score.lines
        assert (line.animal, line.light, line.shadow, line.count) == (
            ANIMALS[animal],
            n - shadows,
            shadows,
            n,
        )


@pytest.mark.parametrize("n", range(7))
def test_tq_e2_wolves_worth_eleven(n: int) -> None:
    wolves = [SHADOW + 6] * n
    assert tiles_points(wolves) == (11 if n == 3 else EXPECTED[n])


def test_tq_e2_table_as_a_whole() -> None:
    table = {
        animal: [set_points(n, SET_VALUES[a]) for n in range(7)] for a, animal in enumerate(ANIMALS)
    }
    assert table == {
        "hare": [0, 1, 2, 5, -1, -2, -3],
        "owl": [0, 1, 2, 6, -1, -2, -3],
        "deer": [0, 1, 2, 7, -1, -2, -3],
        "boar": [0, 1, 2, 8, -1, -2, -3],
        "ram": [0, 1, 2, 9, -1, -2, -3],
        "bear": [0, 1, 2, 10, -1, -2, -3],
        "wolf": [0, 1, 2, 11, -1, -2, -3],
    }


def test_tq_e2_animals_are_scored_separately_and_summed() -> None:
    held = tiles("owl", "owl", "shadow-owl", "bear", "hare", "hare", "shadow-wolf")
    assert tiles_points(held) == 6 + 1 + 2 + 1


def test_tq_e2_a_fourth_bear_spoils_the_triqueta_explained() -> None:
    g = game(3)
    g.state.faceup[0].extend(tiles("bear", "bear", "bear"))
    g.state.rows[1].extend(tiles("bear", "owl"))
    why = g.explain("take 1")
    assert why.key == "tq.why.take"
    keys = [n.key for n in why.notes]
    assert keys == ["tq.note.set_one", "tq.note.set_spoil4", "tq.note.score"]
    text = why.text("en")
    assert "A fourth bear spoils your triqueta: 0 for the set and -1" in text
    assert "(TQ-E2)" in text
    score_note = why.notes[-1]
    assert score_note.params == {"before": 11, "after": 1}
    assert "Bär" in why.text("de") and "クマ" in why.text("ja")


def test_tq_e2_triqueta_note_on_a_third_tile() -> None:
    g = game(3)
    g.state.faceup[0].extend(tiles("deer", "deer"))
    g.state.rows[0].extend(tiles("deer"))
    why = g.explain("take 0")
    assert why.notes[0].key == "tq.note.set_triqueta"
    assert why.notes[0].params["value"] == 7


def _end_with_two_face_down() -> Triqueta:
    g = game(3, [["hare", "hare", "owl"], ["hare", "hare", "bear"]])
    g.play_all(["draw 0", "keep", "take 0", "take 1", "draw 1", "keep", "take 2", "tower 1"])
    for _ in range(3):
        finish_round_quickly(g)
    assert g.state.phase == COUNT
    return g


def test_tq_e1_each_player_chooses_which_face_down_tiles_count() -> None:
    g = _end_with_two_face_down()
    assert g.to_move == 0  # only player 0 has face-down light tiles
    assert g.state.down[0] == tiles("owl", "bear")
    g.state.faceup[0][:] = tiles("owl", "owl", "bear", "bear", "bear")
    assert g.legal_notations() == ["count 0", "count 0 1", "count 1", "count none"]
    points = {m.notation: m.explanation.params["points"] for m in g.legal_moves()}
    assert points == {"count none": 12, "count 0": 16, "count 1": 1, "count 0 1": 5}
    best, why = g.best_count()
    assert best == "count 0"
    assert why.cites("TQ-E1") and why.params["points"] == 16
    assert [n.key for n in why.notes] == ["tq.best.in", "tq.best.out"]
    assert why.notes[0].notes[0].key == "tq.note.set_triqueta"
    assert why.notes[1].notes[0].key == "tq.note.set_spoil4"
    assert why.notes[1].params["points"] == 11
    assert g.explain("count 0").notes[-1].key == "tq.note.best"
    assert g.explain("count 1").notes[-1].key == "tq.note.not_best"
    # the running score counts the best choice until the player decides
    extra = g.state.trees[0] + (g.state.start == 0)
    assert extra >= 1  # the tree of round two at least
    assert g.score().points[0] == 16 + extra
    events = g.play("count 1")
    assert g.is_over
    assert g.score().points[0] == 1 + extra
    reveal = next(e for e in events if e.key == "tq.ev.reveal" and e.params["player"] == 0)
    assert reveal.params == {"player": 0, "tiles": ["bear"], "boxed": 1}
    seat = g.view(1)["seats"][0]["face_down"]
    assert seat["counted"] == ["bear"] and seat["boxed"] == 1 and seat["tiles"] is None
    assert g.view()["seats"][0]["face_down"]["tiles"] == ["owl", "bear"]


def test_tq_e1_every_shadow_tile_counts_and_is_revealed() -> None:
    g = _end_with_two_face_down()
    g.state.shadow[1].extend(tiles("shadow-wolf", "shadow-wolf", "shadow-wolf", "shadow-owl"))
    assert g.view(0)["seats"][1]["shadow"]["tiles"] is None
    g.play("count none")
    assert g.is_over
    assert g.score().players[1].set_points == 11 + 1
    assert g.view(0)["seats"][1]["shadow"]["tiles"] == [
        "shadow-owl",
        "shadow-wolf",
        "shadow-wolf",
        "shadow-wolf",
    ]


def test_tq_e3_trees_and_marker_and_shared_win() -> None:
    g = game(2, start=0)
    g.state.faceup[0].extend(tiles("hare", "hare"))
    g.state.faceup[1].extend(tiles("hare", "owl"))
    g.state.trees[1] = 1
    sc = g.score()
    assert sc.points == [3, 3]  # 2 + start marker, 2 + tree
    assert sc.winners == [0, 1]
    lines = g.scoring_explained()
    assert lines[-1].key == "tq.ev.shared" and lines[-1].cites("TQ-E3")
    assert any(e.key == "tq.score.trees" for e in lines)
    assert any(e.key == "tq.score.marker" for e in lines)
    g.state.faceup[0].append(tiles("hare")[0])
    assert g.score().winners == [0]
    assert g.scoring_explained()[-1].key == "tq.ev.winner"


def test_tq_e3_result_json_and_winners_at_the_end() -> None:
    g = Triqueta(players=3, hidden_wolves=False, seed=4)
    assert g.winners is None
    assert set(g.result_json()) == {"to_move", "legal"}
    while not g.is_over:
        g.play(g.legal_notations()[-1])
    result = g.result_json()
    assert result["scores"] == g.score().points
    assert result["winners"] == g.winners
    assert [p["total"] for p in result["players"]] == result["scores"]
    texts = [e.text(lang) for e in g.scoring_explained() for lang in ("en", "de", "ja")]
    assert all(texts)
