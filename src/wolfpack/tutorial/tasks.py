"""Tasks done on a board and questions answered in a cell, for the tutorials of The Wolves
and Triqueta: nothing is answered for the learner, every answer is checked by the engine.

* A :class:`Task` is a position and something to do there ("dig a den"): a one-step lesson
  (:meth:`Task.lesson`, :mod:`wolfpack.tutorial.judged`). The learner does it on
  :meth:`Task.board`, the game's lesson board, by clicking: a decision that misses is
  refused with why (the rule of the action asked for) and changes nothing, the first wrong
  try gets a nudge, the second the rule, then **Show me**; **Start again** restores the
  position. :meth:`Task.result` says what was done on the board, :meth:`Task.check`
  judges decisions given in notation, :meth:`Task.solution` shows one right way (for the
  teacher's edition).
* A :class:`Question` has an answer that is not a move (a number, a player): ``check(None)``
  says it is not answered yet, a wrong answer gets a hint but not the answer.

Every text is rendered in the notebook's language (:func:`wolfpack.set_language`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from wolfpack.core.explain import msg
from wolfpack.core.game import Game, Step
from wolfpack.core.i18n import check_language
from wolfpack.core.lessons import Judgement, Lesson
from wolfpack.tutorial.judged import as_explanation, judged_lesson, lesson_board
from wolfpack.tutorial.marks import Line as Line  # (re-exported: its home before marks)
from wolfpack.tutorial.marks import feedback_html, mark_svg
from wolfpack.tutorial.marks import render as render  # (re-exported, as Line)
from wolfpack.widget.lesson import LessonBoard

_OPEN_SVG = (
    '<svg class="wp-mark wp-mark-open" role="img" aria-label="{label}" width="1.2em" '
    'height="1.2em" viewBox="0 0 20 20" style="vertical-align: -0.22em"><title>{label}</title>'
    '<circle cx="10" cy="10" r="8.5" fill="none" stroke="#6b6b6b" stroke-width="2"/>'
    '<circle cx="6" cy="10" r="1.3" fill="#6b6b6b"/><circle cx="10" cy="10" r="1.3" '
    'fill="#6b6b6b"/><circle cx="14" cy="10" r="1.3" fill="#6b6b6b"/></svg>'
)
_OPEN_WORDS = {"en": "open", "de": "offen", "ja": "未回答"}


@dataclass(frozen=True)
class Verdict:
    """Right, wrong or still open, and why, line by line (shown with a drawn mark)."""

    state: str
    """``"right"``, ``"wrong"`` or ``"open"`` (not answered or not finished yet)."""
    lines: tuple[Line, ...]

    @property
    def correct(self) -> bool:
        """Whether the answer is right."""
        return self.state == "right"

    def text(self, lang: str | None = None) -> str:
        """Every line, in ``lang`` (default: the notebook's language)."""
        lang = check_language(lang)
        return "\n".join(render(line, lang) for line in self.lines)

    def _mark(self) -> str:
        if self.state == "open":
            return _OPEN_SVG.format(label=_OPEN_WORDS[check_language(None)])
        return mark_svg(self.correct)

    def _repr_html_(self) -> str:
        return feedback_html(self.state, self._mark(), self.lines)

    def __str__(self) -> str:
        mark = {"right": "✓", "wrong": "✗", "open": "…"}[self.state]
        return f"{mark} {self.text()}"

    def __repr__(self) -> str:
        return str(self)


def right(*lines: Line) -> Verdict:
    """A right answer, and why."""
    return Verdict("right", lines)


def wrong(*lines: Line) -> Verdict:
    """A wrong answer, and why."""
    return Verdict("wrong", lines)


def still_open(*lines: Line) -> Verdict:
    """Not answered, or not finished, yet."""
    return Verdict("open", lines)


# -- questions ------------------------------------------------------------------------------
class Question:
    """A question whose answer is a value: ``check(answer)`` compares it with ``expected``
    (``same`` decides, default ``==``); a right answer shows ``why``, a wrong one ``hint``
    (never the answer)."""

    def __init__(
        self,
        expected: Any,
        *,
        why: Sequence[Line] = (),
        hint: Sequence[Line] = (),
        same: Callable[[Any, Any], bool] | None = None,
        shown: Callable[[Any], str] = str,
    ) -> None:
        self._expected = expected
        self._why = tuple(why)
        self._hint = tuple(hint)
        self._same = same or (lambda a, b: a == b)
        self._shown = shown

    def check(self, answer: Any) -> Verdict:
        """The verdict on ``answer``; ``None`` is "not answered yet"."""
        if answer is None:
            return still_open(msg("tut.question.open"))
        text = self._shown(answer)
        if self._same(answer, self._expected):
            return right(msg("tut.question.right", answer=text), *self._why)
        return wrong(msg("tut.question.wrong", answer=text), *self._hint)

    def answer(self) -> Verdict:
        """The answer key (for the teachers' section)."""
        return self.check(self._expected)


# -- tasks on a board -----------------------------------------------------------------------
Judge = Callable[[Game[Any], list[Step], bool], Verdict | None]
"""``judge(game, steps, finished) -> verdict``: the game after the learner's decisions
``steps`` (theirs only); ``finished`` says the learner's action is complete. None: not
decided yet."""


class Task:
    """A position and something to do there for ``player``, judged by ``judge``.

    ``start()`` builds the position (a fresh game each time); ``prompt`` says what to do
    (shown while it is not done); ``finished(game)`` tells whether the learner's action is
    complete; ``solution`` is one right sequence of decisions (notation).
    """

    def __init__(
        self,
        start: Callable[[], Game[Any]],
        judge: Judge,
        *,
        prompt: Line,
        finished: Callable[[Game[Any], int], bool],
        solution: Sequence[str],
    ) -> None:
        self._start = start
        self._judge = judge
        self.prompt = prompt
        """What the task asks (an explanation in every language)."""
        self._finished = finished
        self._solution = list(solution)
        game = start()
        self.player: int = game.to_move if game.to_move is not None else 0
        """The learner's seat."""
        self._board: TaskBoard | None = None
        self._board_start = 0

    def position(self) -> Game[Any]:
        """A fresh copy of the task's position."""
        return self._start()

    def verdict(self, game: Game[Any], start: int) -> Verdict:
        """The verdict on what was played on ``game`` since decision ``start``."""
        steps = [s for s in list(game.steps)[start:] if s.player == self.player]
        if not steps:
            return still_open(msg("tut.task.open", what=render(self.prompt)))
        done = self._finished(game, self.player)
        verdict = self._judge(game, steps, done)
        if verdict is not None:
            return verdict
        return still_open(msg("tut.task.going", what=game.waiting(self.player).text()))

    def check(self, moves: Sequence[str]) -> Verdict:
        """Play ``moves`` (notation) from the position on a copy and judge them; an illegal
        one is refused with the engine's reason (its rule)."""
        game = self.position()
        start = len(game.steps)
        for move in moves:
            if not game.is_legal(move):
                return wrong(msg("tut.task.illegal"), game.explain(move))
            game.play(move)
        return self.verdict(game, start)

    def solution(self) -> Verdict:
        """One right way, played on a copy: what happens, step by step, and the verdict."""
        game = self.position()
        start = len(game.steps)
        game.play_all(self._solution)
        verdict = self.verdict(game, start)
        told: list[Line] = [msg("tut.task.solution")]
        for step in list(game.steps)[start:]:
            told += list(step.events) or [step.explanation]
        return Verdict(verdict.state, (*verdict.lines, *told))

    def _lesson_judge(self, game: Game[Any], learner: int, start: int) -> Judgement:
        verdict = self.verdict(game, start)
        reached = {"right": True, "wrong": False}.get(verdict.state)
        lines = tuple(as_explanation(line) for line in verdict.lines)
        return reached, lines if reached is not None else ()

    def lesson(self) -> Lesson:
        """The task as a one-step lesson: its position, its prompt, its judge (the reasons
        of a miss are the board's feedback) and its solution ("Show me")."""
        return judged_lesson(
            self.position(),
            name="task",
            prompt=self.prompt,
            judge=self._lesson_judge,
            solution=self._solution,
            player=self.player,
        )

    def board(self, **options: Any) -> TaskBoard:
        """The task on the game's lesson board (options as for
        :meth:`Lesson.board <wolfpack.core.lessons.Lesson.board>`): a decision that misses
        is refused with why and changes nothing; the first wrong try gets a nudge, the
        second the rule, then "Show me"; Start again restores the position."""
        self._board = lesson_board(self.lesson(), **options)
        self._board_start = len(self._board.game.steps)
        return self._board

    def result(self) -> Verdict:
        """The verdict on what was done on the latest board (not done yet without one, or
        while the task is not finished there: a miss is refused on the board, never
        played)."""
        board = self._board
        if board is None or not board.done:
            return still_open(msg("tut.task.open", what=render(self.prompt)))
        return self.verdict(board.game, self._board_start)


TaskBoard = LessonBoard
"""The board of a :class:`Task`: the game's lesson board (the name of old, kept for a
release)."""
