"""The puzzles of examples/puzzles: each is near the end of a game, and the exact open-hand
solver confirms that the stated solution is a best move and that it reaches the goal."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from wolfpack import LoneWolves
from wolfpack.tutorial import Puzzle, load_puzzles

PUZZLES = Path(__file__).parent.parent / "examples" / "puzzles"
INDEX = PUZZLES / "puzzles.json"
ALL = load_puzzles(INDEX)


def test_there_are_at_least_eight_puzzles_each_with_its_record() -> None:
    assert len(ALL) >= 8
    entries = json.loads(INDEX.read_text(encoding="utf-8"))["puzzles"]
    assert len({e["id"] for e in entries}) == len(entries)
    records = {e["record"] for e in entries}
    assert records == {p.name for p in PUZZLES.glob("*.lwr.json")}
    kinds = {p.goal["kind"] for p in ALL.values()}
    assert {"win_territory", "trump", "lose_trick"} <= kinds


@pytest.mark.parametrize("puzzle_id", list(ALL))
def test_the_solver_confirms_the_stated_solution(puzzle_id: str) -> None:
    puzzle = ALL[puzzle_id]
    game = puzzle.position()
    assert not game.is_over
    assert game.view()["tricks_played"] >= 10, "a puzzle is at most three tricks from the end"
    assert game.is_legal(puzzle.solution)

    start = time.perf_counter()
    verdict = puzzle.verdict()
    assert time.perf_counter() - start < 10, "the solver answers quickly this near the end"
    assert set(verdict.values) == {m.notation for m in game.legal_moves()}
    # The stated solution is a best move for the player to move...
    assert puzzle.value(puzzle.solution) == puzzle.best_value()
    # ...and on the line best play by both then follows, the stated goal is reached.
    reached, facts = puzzle.reaches_goal(puzzle.solution)
    assert reached, [f.text() for f in facts]
    # A real puzzle: some legal move misses the goal or does worse.
    misses = [
        m
        for m in verdict.values
        if puzzle.value(m) < puzzle.best_value() or not puzzle.reaches_goal(m)[0]
    ]
    assert misses
    assert puzzle.check(puzzle.solution).correct
    assert puzzle.check(puzzle.solution.upper()).correct
    assert not puzzle.check(misses[0]).correct
    assert puzzle.show_solution().correct


@pytest.mark.parametrize("puzzle_id", list(ALL))
def test_the_solution_line_replays_as_a_record(puzzle_id: str) -> None:
    puzzle = ALL[puzzle_id]
    line = puzzle.line(puzzle.solution)
    assert line.is_over
    again = LoneWolves.from_record(line.to_record())
    assert again.scores() == line.scores()
    margin = line.scores()[puzzle.player] - line.scores()[1 - puzzle.player]
    assert margin == puzzle.best_value()


def test_an_illegal_answer_to_a_puzzle_names_the_rule() -> None:
    puzzle = ALL["the-2-takes-the-7"]
    feedback = puzzle.check("play r2 cave")  # the Cave is full
    assert not feedback.correct
    assert "LW-T3" in feedback.text()


def test_a_wrong_answer_says_what_best_play_then_gives() -> None:
    puzzle = ALL["win-the-swamp"]
    feedback = puzzle.check("play g4 swamp")
    assert not feedback.correct
    text = feedback.text()
    assert "not reached" in text and "12 to 14" in text and "-7" in text and "+2" in text


@pytest.mark.parametrize(
    "goal",
    [
        {"kind": "win_everything"},
        {"kind": "win_territory", "territory": "moon"},
        {"kind": "trump", "suit": "x"},
        {"kind": "margin", "at_least": "3"},
    ],
)
def test_a_puzzle_with_an_unknown_goal_is_refused(goal: dict[str, object]) -> None:
    puzzle = ALL["win-the-swamp"]
    with pytest.raises(ValueError, match="puzzle bad"):
        Puzzle("bad", "t", "task", dict(goal), puzzle.solution, "", puzzle.record)


def test_a_margin_goal() -> None:
    source = ALL["the-2-takes-the-7"]
    best = source.best_value()
    easy = Puzzle(
        "m", "t", "task", {"kind": "margin", "at_least": best}, source.solution, "", source.record
    )
    hard = Puzzle(
        "m",
        "t",
        "task",
        {"kind": "margin", "at_least": best + 1},
        source.solution,
        "",
        source.record,
    )
    assert easy.reaches_goal(source.solution)[0]
    assert not hard.reaches_goal(source.solution)[0]


def test_a_puzzle_board_keeps_its_answer_until_the_learner_tries() -> None:
    # The Hint button and the solver would show the best move at once: off by default.
    from wolfpack.widget.conformance import Recorder

    shown = next(iter(ALL.values())).board()
    board = shown.board
    rec = Recorder(board)
    assert rec.refusal(cmd="hint")["why"][0] == "ui.off.hints"
    assert rec.refusal(cmd="solve")["why"][0] == "ui.off.solver"
    assert board.perspective is None
    for widget in (shown, shown.feedback, board):  # (no closed board left inside a live box)
        widget.close()
