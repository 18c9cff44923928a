"""The puzzles of examples/puzzles: each is near the end of a game, and the exact open-hand
solver confirms that the stated solution is a best move and that it reaches the goal."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from wolfpack import LoneWolves
from wolfpack.core.errors import IllegalMoveError, RecordError
from wolfpack.core.i18n import render
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

    verdict = puzzle.verdict()
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
    assert "not reached" in text and "12 to 14" in text
    assert "Player 1 loses by 7 points; the best move wins by 2 points." in text


def test_the_solver_s_verdict_says_who_wins_by_how_much_in_german_and_japanese() -> None:
    puzzle = ALL["win-the-swamp"]
    german = puzzle.check("play g4 swamp").text("de")
    assert "verliert Spieler 1 bei bestem Spiel beider Seiten mit 7 Punkten Rückstand" in german
    assert "der beste Zug bringt einen Sieg mit 2 Punkten Vorsprung." in german
    japanese = puzzle.check("play g4 swamp").text("ja")
    assert "プレイヤー1は7点差で負けます。最善手なら2点差で勝てます" in japanese
    assert "-7" not in german + japanese and "+2" not in german + japanese


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

    source = next(iter(ALL.values()))
    board = source.board()
    rec = Recorder(board)
    assert rec.refusal(cmd="hint")["why"][0] == "ui.lesson.off"
    assert rec.refusal(cmd="solve")["why"][0] == "ui.lesson.off"
    assert board.perspective is None
    assert render(board.lesson["say"][0], {}, "en") == source.task.get("en")
    assert board.lesson["say"][0] != render(board.lesson["say"][0], {}, "en")
    board.close()


def test_a_puzzle_board_refuses_a_move_short_of_the_best_and_plays_the_solution() -> None:
    """A puzzle is a one-step lesson judged by the solver: a weaker move is refused with
    the solver's verdict and nothing is played; the solution passes."""
    source = next(iter(ALL.values()))
    board = source.board()
    weaker = next(m for m in source.position().legal_notations() if not source.check(m).correct)
    moves = list(board.game.moves)
    with pytest.raises(IllegalMoveError):
        board.play(weaker)
    assert board.game.moves == moves
    board.play(source.solution)
    assert board.done and board.lesson["feedback"]["right"] is True
    board.close()


# -- the index file is checked as a record is ----------------------------------------------------
Index = dict[str, Any]
SHIPPED: Index = json.loads(INDEX.read_text(encoding="utf-8"))


def puzzle(i: int, **changes: Any) -> Callable[[Index], None]:
    """A change to the ``i``-th entry (a value of ``...`` removes the key)."""

    def change(index: Index) -> None:
        for key, value in changes.items():
            if value is ...:
                del index["puzzles"][i][key]
            else:
                index["puzzles"][i][key] = value

    return change


def finished_record(folder: Path) -> str:
    game = LoneWolves(seed=3)
    while not game.is_over:
        game.play(game.legal_notations()[0])
    game.save(folder / "over.lwr.json")
    return "over.lwr.json"


def broken_record(folder: Path) -> str:
    record = json.loads((PUZZLES / SHIPPED["puzzles"][0]["record"]).read_text("utf-8"))
    record["setup"]["hands"][0][0] = record["setup"]["hands"][0][1]
    (folder / "twice.lwr.json").write_text(json.dumps(record), "utf-8")
    return "twice.lwr.json"


def illegal_record(folder: Path) -> str:
    record = json.loads((PUZZLES / SHIPPED["puzzles"][0]["record"]).read_text("utf-8"))
    record["moves"][2] = "take 9"
    (folder / "illegal.lwr.json").write_text(json.dumps(record), "utf-8")
    return "illegal.lwr.json"


def link_out(folder: Path) -> str:
    (folder / "out.lwr.json").symlink_to(PUZZLES.parent / "run_notebooks.py")
    return "out.lwr.json"


TAMPERED: dict[str, tuple[Callable[[Index], None], str, str]] = {
    "empty": (lambda d: d.clear(), "puzzles", "this field is missing"),
    "not a list": (lambda d: d.update(puzzles={}), "puzzles", "must be a JSON array"),
    "no puzzles": (lambda d: d.update(puzzles=[]), "puzzles", "an index holds 1 to 100"),
    "unknown key": (lambda d: d.update(extra=1), "extra", "unknown field"),
    "about not text": (lambda d: d.update(about=5), "about", "must be a string"),
    "entry not an object": (
        lambda d: d["puzzles"].__setitem__(0, "x"),
        "puzzles[0]",
        "must be a JSON object",
    ),
    "goal a number": (puzzle(1, goal=5), "puzzles[1].goal", "must be a JSON object"),
    "goal kind a number": (puzzle(1, goal={"kind": 5}), "puzzles[1].goal.kind", "a string"),
    "goal kind unknown": (puzzle(1, goal={"kind": "x"}), "puzzles[1].goal.kind", "unknown goal"),
    "goal without a kind": (puzzle(1, goal={}), "puzzles[1].goal.kind", "missing"),
    "territory missing": (
        puzzle(0, goal={"kind": "win_territory"}),
        "puzzles[0].goal.territory",
        "missing",
    ),
    "territory unknown": (
        puzzle(0, goal={"kind": "win_territory", "territory": "moon"}),
        "puzzles[0].goal.territory",
        "unknown territory 'moon'",
    ),
    "suit unknown": (
        puzzle(0, goal={"kind": "trump", "suit": "x"}),
        "puzzles[0].goal.suit",
        "unknown suit letter",
    ),
    "margin a string": (
        puzzle(0, goal={"kind": "margin", "at_least": "3"}),
        "puzzles[0].goal.at_least",
        "must be an integer",
    ),
    "margin too large": (
        puzzle(0, goal={"kind": "margin", "at_least": 10**6}),
        "puzzles[0].goal.at_least",
        "between -99 and 99",
    ),
    "goal with a stray field": (
        puzzle(0, goal={"kind": "win_game", "suit": "k"}),
        "puzzles[0].goal.suit",
        "unknown field",
    ),
    "id missing": (puzzle(2, id=...), "puzzles[2].id", "missing"),
    "id not a slug": (puzzle(2, id="Bad Id"), "puzzles[2].id", "lower-case letters"),
    "id twice": (
        puzzle(3, id=SHIPPED["puzzles"][0]["id"]),
        "puzzles[3].id",
        "given twice (also at puzzles[0].id)",
    ),
    "title a number": (puzzle(0, title=5), "puzzles[0].title", "must be a JSON object"),
    "title empty": (puzzle(0, title=""), "puzzles[0].title", "a sentence of 1 to 2000"),
    "title in no language": (puzzle(0, title={}), "puzzles[0].title", "at least one language"),
    "task in an unknown language": (
        puzzle(0, task={"fr": "Gagne."}),
        "puzzles[0].task.fr",
        "unknown language",
    ),
    "explanation not text": (
        puzzle(0, explanation={"en": 5}),
        "puzzles[0].explanation.en",
        "must be a string",
    ),
    "entry with a stray field": (puzzle(0, hint="x"), "puzzles[0].hint", "unknown field"),
    "record absolute": (puzzle(0, record="/etc/passwd"), "puzzles[0].record", "absolute path"),
    "record up and out": (
        puzzle(0, record="../../../../etc/hostname"),
        "puzzles[0].record",
        "without '..'",
    ),
    "record a number": (puzzle(0, record=7), "puzzles[0].record", "must be a string"),
    "record missing file": (puzzle(0, record="nope.json"), "puzzles[0].record", "cannot read"),
    "record the folder": (puzzle(0, record="."), "puzzles[0].record", "not the folder itself"),
    "record the index": (
        puzzle(0, record="puzzles.json"),
        "puzzles[0].record",
        "'puzzles.json' at format: this field is missing",
    ),
    "solution illegal": (
        puzzle(0, solution="play k9 cave"),
        "puzzles[0].solution",
        "not a legal move at the position",
    ),
    "solution not canonical": (
        puzzle(0, solution=SHIPPED["puzzles"][0]["solution"].upper()),
        "puzzles[0].solution",
        "written exactly as the game lists them",
    ),
    "solution a list": (puzzle(0, solution=["x"]), "puzzles[0].solution", "must be a string"),
}
"""Tampered index files: the change, the field the refusal names and what it says."""
FILES: dict[str, tuple[Callable[[Path], str], str]] = {
    "a record that links out of the folder": (link_out, "symbolic link leading out"),
    "a record of a finished game": (finished_record, "the game is over there"),
    "a malformed record": (broken_record, "'twice.lwr.json' at setup.hands[0][1]: the "),
    "a record with an illegal move": (illegal_record, "'illegal.lwr.json' at moves[2] 'take 9'"),
}
"""Index files whose first puzzle names a bad record file (made in the folder)."""


def refusal(folder: Path, index: Index) -> RecordError:
    for entry in SHIPPED["puzzles"]:
        if not (folder / entry["record"]).exists():
            os.link(PUZZLES / entry["record"], folder / entry["record"])
    (folder / "puzzles.json").write_text(json.dumps(index), "utf-8")
    with pytest.raises(RecordError) as err:
        load_puzzles(folder / "puzzles.json")
    return err.value


@pytest.mark.parametrize("case", list(TAMPERED))
def test_a_tampered_index_is_refused_naming_the_field(case: str, tmp_path: Path) -> None:
    """Regression: ``{}`` was a KeyError, ``"goal": 5`` a TypeError, and a record at
    ``/etc/passwd`` or ``../../../../etc/hostname`` was opened."""
    change, where, says = TAMPERED[case]
    index = copy.deepcopy(SHIPPED)
    change(index)
    error = refusal(tmp_path, index)
    assert (error.field, type(error)) == (where, RecordError)
    assert says in error.message, error.message
    assert "\n" not in str(error) and len(str(error)) < 400


@pytest.mark.parametrize("case", list(FILES))
def test_an_index_naming_a_bad_record_file_is_refused(case: str, tmp_path: Path) -> None:
    make, says = FILES[case]
    index = copy.deepcopy(SHIPPED)
    index["puzzles"][0]["record"] = make(tmp_path)
    error = refusal(tmp_path, index)
    assert error.field == "puzzles[0].record"
    assert says in error.message, error.message


def test_a_symbolic_link_inside_the_folder_and_a_subfolder_are_read(tmp_path: Path) -> None:
    index = copy.deepcopy(SHIPPED)
    (tmp_path / "sub").mkdir()
    first, second = (entry["record"] for entry in index["puzzles"][:2])
    os.link(PUZZLES / first, tmp_path / "sub" / first)
    os.link(PUZZLES / second, tmp_path / "sub" / second)
    (tmp_path / "linked.lwr.json").symlink_to(Path("sub") / first)
    index["puzzles"][0]["record"] = "linked.lwr.json"
    index["puzzles"][1]["record"] = f"./sub/{second}"
    for entry in index["puzzles"][2:]:
        os.link(PUZZLES / entry["record"], tmp_path / entry["record"])
    (tmp_path / "puzzles.json").write_text(json.dumps(index), "utf-8")
    loaded = load_puzzles(tmp_path / "puzzles.json")
    assert [p.record for p in loaded.values()] == [p.record for p in ALL.values()]
