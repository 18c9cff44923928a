"""Playing Triqueta on the board by clicking its elements (issue 18): stacks, rows, the keep
space, the box, towers and counting choices; what cannot be clicked says why, in the
engine's words with rule ids (TQ-T1..TQ-T6, TQ-V1, TQ-V2, TQ-E1)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from wolfpack.core.i18n import LANGUAGES
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.board import TriquetaBoard
from wolfpack.triqueta.state import COUNT, PLACE, TOWER, TURN
from wolfpack.widget.conformance import Recorder
from wolfpack.widget.legal import expand, refusals


def click(board: TriquetaBoard, *path: str) -> list[dict[str, object]]:
    """Send a click path as the browser does; the replies."""
    return Recorder(board).intent(cmd="move", path=list(path))


def refused(board: TriquetaBoard, *path: str) -> str:
    """The key of the reason a click path is refused with."""
    return str(Recorder(board).refusal(cmd="move", path=list(path))["why"][0])


def until(game: Triqueta, done: Callable[[Triqueta], bool], seed: int = 0) -> None:
    """Play random moves until ``done(game)``."""
    rng = random.Random(seed)
    while not done(game):
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])


@pytest.mark.rules("TQ-T1")
def test_a_stack_then_a_row_places_and_a_row_alone_is_taken() -> None:
    game = Triqueta(3, seed=4, start=0)
    board = TriquetaBoard(game, perspective=0)
    assert {p[0] for p in expand(board.legal)} == {f"stack:{s}" for s in range(5)} | {
        f"row:{r}" for r in range(3)
    }
    assert click(board, "stack:2")[-1].get("refused") is None
    assert game.moves == ["draw 2"] and game.state.phase == PLACE
    assert set(expand(board.legal)) == {("row:0",), ("row:1",), ("row:2",), ("keep:0",)}
    click(board, "row:1")
    assert game.moves[-1] == "place 1"
    board.perspective = 1
    click(board, "row:1")
    assert game.moves[-1] == "take 1" and not game.state.active[1]


@pytest.mark.rules("TQ-V1")
def test_a_variant_draw_takes_two_stacks_in_either_order_or_one_stack_twice() -> None:
    game = Triqueta(2, seed=3, start=0)
    board = TriquetaBoard(game, perspective=0)
    moves = expand(board.legal)
    assert moves[("stack:1", "stack:3")] == moves[("stack:3", "stack:1")]
    assert ("stack:2", "stack:2") in moves
    click(board, "stack:3", "stack:1")
    assert game.moves == ["draw 1 3"]
    game = Triqueta(2, seed=3, start=0)  # (taken back, the draw could not be replaced)
    board = TriquetaBoard(game, perspective=0)
    click(board, "stack:2", "stack:2")
    assert game.moves == ["draw 2 2"]
    # Two light tiles get two different options: the box, then no box again.
    assert game.state.phase == PLACE and len(game.state.pending) == 2
    click(board, "box:return")
    assert game.moves[-1] == "box"
    assert refusals(board.legal)["box:return"][0] == "tq.no.same_option"
    assert refused(board, "box:return") == "tq.no.same_option"


@pytest.mark.rules("TQ-T1", "TQ-C2")
def test_a_tile_under_the_top_cannot_be_drawn_and_a_covered_shadow_tile_says_why() -> None:
    game = Triqueta(3, seed=6)
    until(game, lambda g: g.state.rnd == 1 and g.state.phase == TURN)
    board = TriquetaBoard(game)
    why = refusals(board.legal)
    assert why["under:0:0"][0] == "tq.board.no.shadow_covered"
    assert why["under:*"][0] == "tq.board.no.covered" and "under:0:1" not in why
    assert refused(board, "under:0:0") == "tq.board.no.shadow_covered"
    assert why["tower:*"][0] == "tq.board.no.tower_now"
    assert why["keep:*"][0] == "tq.board.no.draw_first"


@pytest.mark.rules("TQ-T1")
def test_the_keep_limit_darkens_the_keep_space() -> None:
    game = Triqueta(3, seed=4, start=0)
    for move in ("draw 0", "keep", "draw 0", "place 0", "draw 0", "place 0", "draw 1", "keep"):
        game.play(move)
    for move in ("draw 1", "place 1", "draw 1", "place 1", "draw 2"):
        game.play(move)
    assert game.state.phase == PLACE and len(game.state.down[0]) == 2
    board = TriquetaBoard(game, perspective=0)
    assert refusals(board.legal)["keep:0"][0] == "tq.no.keep_limit"
    assert refused(board, "keep:0") == "tq.no.keep_limit"
    assert refusals(board.legal)["stack:*"][0] == "tq.no.expect_option"


@pytest.mark.rules("TQ-V2")
def test_with_one_tile_left_the_variant_allows_no_draw() -> None:
    game = Triqueta(2, seed=5)
    while game.state.phase != TURN or game.state.tower_size() > 1:
        legal = game.legal_notations()  # draw two; lay one in a row, return one to the box
        places = [m for m in legal if m.startswith(("draw", "place"))]
        game.play(places[0] if places else "box" if "box" in legal else legal[0])
    assert game.state.phase == TURN and game.state.tower_size() == 1
    board = TriquetaBoard(game)
    why = refusals(board.legal)
    assert {k for k, v in why.items() if k.startswith("stack:")}
    assert all(v[0] == "tq.no.one_tile" for k, v in why.items() if k.startswith("stack:"))
    assert all(p[0].startswith("row:") for p in expand(board.legal))


@pytest.mark.rules("TQ-T5")
def test_the_last_row_then_a_tower() -> None:
    game = Triqueta(2, hidden_wolves=False, seed=8)
    until(game, lambda g: g.state.phase == TOWER)
    board = TriquetaBoard(game)
    why = refusals(board.legal)
    assert why["tower:0"][0] == "tq.no.tower_used"
    assert why["row:*"][0] == "tq.no.expect_tower"
    free = sorted(p[0] for p in expand(board.legal))
    assert free == ["tower:1", "tower:2", "tower:3"]
    click(board, "tower:2")
    assert game.moves[-1] == "tower 2" and game.state.tower == 2


@pytest.mark.rules("TQ-E1")
def test_the_count_is_chosen_by_its_choice_with_the_points_each_gives() -> None:
    game = Triqueta(2, hidden_wolves=False, seed=8, start=0)
    game.play("draw 0")
    game.play("keep")
    until(game, lambda g: g.state.phase == COUNT and g.to_move == 0, seed=5)
    board = TriquetaBoard(game, perspective=0)
    choices = board.view["choices"]
    assert [c["id"] for c in choices][:2] == ["none", "0"]
    assert {p[0] for p in expand(board.legal)} == {f"count:{c['id']}" for c in choices}
    best = max(choices, key=lambda c: c["total"])
    click(board, f"count:{best['id']}")
    assert game.steps[-1].notation.startswith("count")
    assert TriquetaBoard(game, perspective=1).view["choices"] is None


def test_moves_in_words_and_why_a_player_waits_render_in_every_language() -> None:
    game = Triqueta(2, seed=2)
    rng = random.Random(2)
    seen: set[str] = set()
    while not game.is_over:
        for move in game.legal_moves():
            e = game.describe(move)
            seen.add(e.key)
            for lang in LANGUAGES:
                assert e.text(lang)
        waiting = game.waiting(1 - (game.to_move or 0))
        seen.add(waiting.key)
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    assert {"tq.move.draw2", "tq.move.take", "tq.move.place", "tq.move.count_none"} <= seen
    assert {"tq.wait.turn2", "tq.wait.place2"} <= seen


@pytest.mark.rules("TQ-H1", "TQ-H2")
def test_what_a_decision_reveals_to_whom() -> None:
    game = Triqueta(3, seed=4, start=0)
    game.play("draw 0")
    assert game.reveals(0, 0) and not game.reveals(0, 1)
    game.play("place 0")
    assert game.reveals(1, 1) and not game.reveals(1, 0)
    game.play("draw 0")
    game.play("keep")
    assert not game.reveals(3, 0) and not game.reveals(3, 2)
