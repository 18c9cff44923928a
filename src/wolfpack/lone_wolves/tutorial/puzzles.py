"""Lone Wolves puzzles: positions near the end of a game with a goal, checked by the exact
open-hand solver.

A puzzle is a record (``.lwr.json``: the setup and the moves up to the position) and an
entry in an index file (JSON) that states the task, a machine-checkable goal, the solution
and why it works::

    {"puzzles": [{"id": "win-the-swamp", "title": "Win the Swamp",
                  "record": "win-the-swamp.lwr.json", "task": "Win the Swamp.",
                  "goal": {"kind": "win_territory", "territory": "swamp"},
                  "solution": "play g5 swamp", "explanation": "..."}]}

The texts (``title``, ``task``, ``explanation``) are a string or a language object
(``{"en": "...", "de": "...", "ja": "..."}``); a puzzle shows them in the language set
(:func:`wolfpack.set_language`), else in English, else the first given.

Goals (for the player to move, judged on the line that best play by both then follows):
``win_trick`` and ``lose_trick`` (the trick being played), ``win_territory`` (its honor
token at the end), ``trump`` (``suit`` becomes trump on the way), ``win_game``, and
``margin`` (``at_least`` points ahead at the end).

An index file is read as strictly as a record (:func:`load_puzzles`), and checked whole
before any puzzle is used: every field's form (its JSON Schema is
``wolfpack-puzzles.schema.json``, :mod:`wolfpack.schemas`), each ``record`` a file inside
the index's folder (no absolute path, no ``..``, no symbolic link leading out) holding a
valid record of a position with a move to make, and each ``solution`` a legal move there
in the game's notation. A bad file is refused with a
:class:`~wolfpack.core.errors.RecordError` naming the field (``puzzles[2].goal.kind``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wolfpack.bots import Verdict, solve_open
from wolfpack.core.errors import RecordError, RecordMoveError
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.files import file_inside
from wolfpack.core.i18n import get_language
from wolfpack.core.lessons import LessonError
from wolfpack.core.lessons import _text as lesson_text
from wolfpack.core.records import (
    expect_choice,
    expect_int,
    expect_known_keys,
    expect_list,
    expect_object,
    expect_str,
    join,
    load_json,
)
from wolfpack.core.records import field as required
from wolfpack.lone_wolves.components import SUIT_LETTERS, TERRITORIES
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.tutorial.exercises import (
    Exercise,
    ExerciseBoard,
    Feedback,
    any_legal_move,
    unanswered,
)
from wolfpack.tutorial import texts as _texts  # noqa: F401  (registers the tut.* messages)
from wolfpack.tutorial.marks import Line

GOAL_KINDS = ("win_trick", "lose_trick", "win_territory", "trump", "win_game", "margin")
"""The goals a puzzle may state."""
GOAL_FIELDS: dict[str, tuple[str, ...]] = {
    "win_trick": (),
    "lose_trick": (),
    "win_territory": ("territory",),
    "trump": ("suit",),
    "win_game": (),
    "margin": ("at_least",),
}
"""The fields each goal has besides its ``kind`` (all of them, and no other)."""
MAX_MARGIN = 99
"""The largest point margin a ``margin`` goal may ask for (either way)."""
MAX_PUZZLES = 100
"""The most puzzles one index file may hold."""
INDEX_KEYS = ("about", "puzzles")
ENTRY_KEYS = ("id", "title", "record", "task", "goal", "solution", "explanation")
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


def _outcome(margin: int, prefix: str = "") -> dict[str, Any]:
    """A final point margin as a message says it: won, lost or level (``result``) and by
    how many points (``points``), each name after ``prefix``."""
    result = "win" if margin > 0 else "loss" if margin < 0 else "level"
    return {f"{prefix}result": result, f"{prefix}points": abs(margin)}


class Text:
    """A puzzle's text in several languages: shown (``str()``, ``print``, f-strings) in
    the language set now, else English, else the first given; :meth:`get` another one."""

    def __init__(self, value: str | Mapping[str, str] | Text) -> None:
        if isinstance(value, Text):
            value = value.texts
        texts = {"en": value} if isinstance(value, str) else dict(value)
        if not texts or not all(isinstance(t, str) for t in texts.values()):
            raise ValueError(f"a puzzle text is a string or a language object: {value!r}")
        self.texts: dict[str, str] = texts
        """The text by language code."""

    def get(self, lang: str | None = None) -> str:
        """The text in ``lang`` (default: the language set), else English, else the first."""
        lang = lang or get_language()
        return self.texts.get(lang) or self.texts.get("en") or next(iter(self.texts.values()))

    def __str__(self) -> str:
        return self.get()

    def __format__(self, spec: str) -> str:
        return format(self.get(), spec)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Text):
            return self.texts == other.texts
        return isinstance(other, str) and other in self.texts.values()

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.texts.items())))

    def __repr__(self) -> str:
        return repr(self.get())


@dataclass
class Puzzle:
    """One puzzle: a position, a task for the player to move, and its solution."""

    id: str
    title: Text
    task: Text
    """The task in words, e.g. "Win the Swamp"."""
    goal: dict[str, Any]
    """The machine-checkable goal: ``{"kind": ..., ...}`` (see the module docstring)."""
    solution: str
    """The move that solves it, in notation."""
    explanation: Text
    """Why the solution works, in words."""
    record: dict[str, Any]
    """The position as a ``lone-wolves-record/1`` object."""
    _verdict: Verdict | None = field(default=None, repr=False)
    _lines: dict[str, LoneWolves] = field(default_factory=dict, repr=False)
    _exercise: Exercise | None = field(default=None, repr=False)
    _tried: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        self.title, self.task, self.explanation = (
            Text(t) for t in (self.title, self.task, self.explanation)
        )
        try:
            check_goal(self.goal)
        except RecordError as e:
            raise ValueError(f"puzzle {self.id}: {e}") from None

    # -- the position -----------------------------------------------------------------------
    def position(self) -> LoneWolves:
        """A fresh game at the puzzle's position."""
        return LoneWolves.from_record(self.record)

    @property
    def player(self) -> int:
        """The player whose move the puzzle asks for."""
        p = self.position().to_move
        if p is None:
            raise ValueError(f"puzzle {self.id}: the game is over")
        return p

    def board(self, **options: Any) -> ExerciseBoard:
        """The puzzle on the game's lesson board, open by default (puzzles show every card),
        with no Hint and no solver (they would give the answer away: the solution is
        :meth:`solution`'s): a move is judged as :meth:`check` does, one short of the best
        is refused with the solver's verdict and changes nothing."""
        options.setdefault("perspective", None)
        self._exercise = Exercise(
            self.position(), any_legal_move(), judge=self.check, prompt=self.task.get
        )
        return self._exercise.board(**options)

    # -- the solver -------------------------------------------------------------------------
    def verdict(self) -> Verdict:
        """The exact solver's verdict with the value of every legal move (cached)."""
        if self._verdict is None:
            self._verdict = solve_open(self.position(), all_moves=True)
        return self._verdict

    def value(self, move: str) -> int:
        """The final point margin for the puzzle's player after ``move``, with best play by
        both (``KeyError`` if the move is not legal)."""
        v = self.verdict().values[" ".join(move.split())]
        return v if self.player == 0 else -v

    def best_value(self) -> int:
        """The final point margin for the puzzle's player with best play by both."""
        return max(self.value(m) for m in self.verdict().values)

    def line(self, move: str) -> LoneWolves:
        """The game after ``move`` and then best play by both to the end (cached)."""
        move = " ".join(move.split())
        if move not in self._lines:
            game = self.position()
            game.play(move)
            while not game.is_over:
                game.play(solve_open(game).best)
            self._lines[move] = game
        return self._lines[move]

    def reaches_goal(self, move: str) -> tuple[bool, list[Explanation]]:
        """Whether the goal is reached on :meth:`line` after ``move``, with what shows it."""
        start = len(self.record["moves"])
        game = self.line(move)
        player = self.player
        kind = self.goal["kind"]
        if kind in ("win_trick", "lose_trick"):
            events = [e for step in game.steps[start:] for e in step.events]
            win = next(e for e in events if e.key.startswith("lw.ev.win_"))
            winner = int(win.params["player"])
            ok = (winner == player) == (kind == "win_trick")
            return ok, [win]
        score = game.score()
        if kind == "win_territory":
            ts = score.territories[TERRITORIES.index(self.goal["territory"])]
            fact = msg(
                "tut.fact.territory", territory=ts.territory, s0=ts.strength[0], s1=ts.strength[1]
            )
            return ts.winner == player, [fact]
        if kind == "trump":
            suits = [
                str(e.params["suit"])
                for step in game.steps[start:]
                for e in step.events
                if e.key in ("lw.ev.moon", "lw.ev.blood_moon")
            ]
            return self.goal["suit"] in suits, [msg("tut.fact.trump", suits="".join(suits))]
        fact = msg("tut.fact.score", p0=score.points[0], p1=score.points[1])
        if kind == "win_game":
            return game.winner == player, [fact]
        margin = score.points[player] - score.points[1 - player]
        return margin >= int(self.goal["at_least"]), [fact]

    # -- the reader's answer ------------------------------------------------------------------
    def check(self, answer: str | None = None) -> Feedback:
        """Judge a move: illegal (the rule it breaks), or legal and then whether best play
        from there reaches the goal and how it compares with the best move. Without an
        answer, the move last tried on :meth:`board` (not answered yet if none)."""
        if answer is None:
            answer = self._exercise.last_try if self._exercise is not None else None
            if answer is None:
                return unanswered(board=True)
        self._tried = True
        text = " ".join(str(answer).lower().split())  # a reader may type any case and spaces
        position = self.position()
        if not position.is_legal(text):
            return Feedback(False, text, (msg("tut.illegal", move=text), position.explain(text)))
        position.play(text)
        text = position.moves[-1]  # in canonical form: "Play G6 Swamp" is "play g6 swamp"
        reached, facts = self.reaches_goal(text)
        value, best = self.value(text), self.best_value()
        lines: list[Line] = [msg("tut.puzzle.goal_met" if reached else "tut.puzzle.goal_missed")]
        lines += facts
        if value == best:
            lines.append(msg("tut.puzzle.best", player=self.player, **_outcome(value)))
        else:
            lines.append(
                msg(
                    "tut.puzzle.value",
                    move=text,
                    player=self.player,
                    **_outcome(value),
                    **_outcome(best, "best_"),
                )
            )
        ok = reached and value == best
        head = msg("tut.right", move=text) if ok else msg("tut.missed", move=text)
        return Feedback(ok, text, (head, *lines))

    def show_solution(self, *, force: bool = False) -> Feedback:
        """The solution, the solver's confirmation, why it works, and the best line; only
        once the reader has tried the puzzle (on its board or with :meth:`check`), unless
        ``force`` (a teacher's answer key)."""
        tried = self._tried or (self._exercise is not None and self._exercise.last_try)
        if not (tried or force):
            return Feedback(False, "", (msg("tut.puzzle.try_first"),))
        verdict = self.verdict()
        reached, facts = self.reaches_goal(self.solution)
        start = len(self.record["moves"])
        line = self.line(self.solution).moves[start:]
        lines: list[Line] = [
            msg("tut.puzzle.solution", move=self.solution),
            self.explanation.get(),
        ]
        if self.value(self.solution) == self.best_value():
            lines.append(msg("tut.puzzle.solver", move=self.solution, seconds=verdict.seconds))
        lines.append(msg("tut.puzzle.goal_met" if reached else "tut.puzzle.goal_missed"))
        lines += facts
        lines.append(msg("tut.puzzle.line", line=tuple(line)))
        return Feedback(
            reached and self.value(self.solution) == self.best_value(), "", tuple(lines)
        )


def check_goal(value: Any, path: str = "goal") -> dict[str, Any]:
    """A puzzle's goal (see the module docs): a :class:`~wolfpack.core.errors.RecordError`
    naming the field at fault (below ``path``) otherwise."""
    goal = expect_object(value, path)
    kind = expect_choice(required(goal, "kind", path), join(path, "kind"), GOAL_KINDS, "goal")
    expect_object(goal, path, ("kind", *GOAL_FIELDS[kind]))
    if kind == "win_territory":
        expect_choice(goal["territory"], join(path, "territory"), TERRITORIES, "territory")
    elif kind == "trump":
        expect_choice(goal["suit"], join(path, "suit"), tuple(SUIT_LETTERS), "suit letter")
    elif kind == "margin":
        expect_int(goal["at_least"], join(path, "at_least"), -MAX_MARGIN, MAX_MARGIN)
    return dict(goal)


def load_puzzles(index: str | Path) -> dict[str, Puzzle]:
    """The puzzles of an index file, by id, in the file's order; each entry's ``record`` is
    a file in the index file's folder. Both are read as records are, within their size
    limit (:func:`wolfpack.core.records.load_json`), and the whole file is checked before
    it is used (see the module docs): a :class:`~wolfpack.core.errors.RecordError` names
    the field at fault."""
    path = Path(index)
    data = load_json(path)
    expect_known_keys(data, "", INDEX_KEYS, "field")
    if "about" in data:
        expect_str(data["about"], "about")
    entries = expect_list(required(data, "puzzles", ""), "puzzles")
    if not 0 < len(entries) <= MAX_PUZZLES:
        raise RecordError("puzzles", f"an index holds 1 to {MAX_PUZZLES} puzzles")
    out: dict[str, Puzzle] = {}
    where: dict[str, str] = {}
    for i, entry in enumerate(entries):
        here = join("puzzles", i)
        puzzle = puzzle_from_entry(entry, path.parent, here)
        if puzzle.id in out:
            raise RecordError(
                join(here, "id"), f"{puzzle.id!r} is given twice (also at {where[puzzle.id]})"
            )
        out[puzzle.id] = puzzle
        where[puzzle.id] = join(here, "id")
    return out


def puzzle_from_entry(entry: Mapping[str, Any], base: Path, path: str = "") -> Puzzle:
    """One puzzle from its index entry, checked whole (see the module docs); the record
    file is read from the folder ``base``, and never from outside it. ``path``: where the
    entry is in its file (``puzzles[2]``), for the fields a
    :class:`~wolfpack.core.errors.RecordError` names."""
    obj = expect_object(entry, path or "puzzle", ENTRY_KEYS)
    puzzle_id = expect_str(obj["id"], join(path, "id"))
    if not _ID.fullmatch(puzzle_id):
        raise RecordError(join(path, "id"), "lower-case letters, digits and '-', at most 64")
    texts = {k: _puzzle_text(obj[k], join(path, k)) for k in ("title", "task", "explanation")}
    goal = check_goal(obj["goal"], join(path, "goal"))
    record, position = _position(obj["record"], base, join(path, "record"))
    solution = _solution(obj["solution"], position, join(path, "solution"))
    return Puzzle(
        id=puzzle_id,
        title=texts["title"],
        task=texts["task"],
        goal=goal,
        solution=solution,
        explanation=texts["explanation"],
        record=record,
    )


def _puzzle_text(value: Any, path: str) -> Text:
    """A puzzle's text: a string (English) or a language object, as a lesson's texts are."""
    plain = isinstance(value, str)
    try:
        return Text(lesson_text({"en": value} if plain else value, path, ()).to_json())
    except LessonError as e:  # (the lessons' reader says it; a puzzle's error is its own)
        raise RecordError(path if plain else e.field, e.message) from None


def _position(value: Any, base: Path, path: str) -> tuple[dict[str, Any], LoneWolves]:
    """The record file ``value`` names in ``base`` and the position it holds, where a
    move is to be made; every fault is said at ``path``, naming the file."""
    name = expect_str(value, path)
    shown = repr(name[:80])
    try:
        record = load_json(file_inside(base, name))
    except ValueError as e:
        if isinstance(e, RecordError):
            where = "" if e.field == "file" else f" at {e.field}"
            raise RecordError(path, f"{shown}{where}: {e.message}") from None
        raise RecordError(path, f"{shown}: {e}") from None
    try:
        position = LoneWolves.from_record(record)
    except RecordMoveError as e:
        raise RecordError(path, f"{shown} at {e}") from None
    except RecordError as e:
        raise RecordError(path, f"{shown} at {e.field}: {e.message}") from None
    if position.is_over:
        raise RecordError(path, f"{shown}: the game is over there; a puzzle asks for a move")
    return record, position


def _solution(value: Any, position: LoneWolves, path: str) -> str:
    """A legal move at ``position``, written as the game writes its moves."""
    move = expect_str(value, path)
    if position.is_legal(move):  # (only as the game writes it: "play g6 swamp")
        return move
    why = position.explain(move).text("en")
    raise RecordError(path, f"{move[:80]!r} is not a legal move at the position: {why}")
