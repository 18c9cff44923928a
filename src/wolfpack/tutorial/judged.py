"""The tutorials' exercises and tasks as lessons: a position and a goal judged by code,
played on the game's own lesson board (:mod:`wolfpack.widget.lesson`).

An exercise (:class:`~wolfpack.lone_wolves.tutorial.exercises.Exercise`) or a task
(:class:`~wolfpack.tutorial.tasks.Task`) is a one-step lesson made in Python: its prompt is
the step's text, its judge the step's goal (:class:`~wolfpack.core.lessons.JudgedGoal`),
its solution what "Show me" lights. On the board a try that misses is refused with the
judge's reasons and changes nothing; the first wrong try gets a nudge, the second the rule
explained, then "Show me" (the lesson board's feedback, one verdict per try).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES
from wolfpack.core.lessons import JudgedGoal, Judgement, Lesson, LessonStep, LessonText
from wolfpack.core.lessons import register_texts as _register_lesson
from wolfpack.tutorial.marks import Line
from wolfpack.tutorial.marks import render as render_line
from wolfpack.widget.lesson import LessonBoard

_SERIAL = itertools.count(1)


def as_explanation(line: Line) -> Explanation:
    """A line of feedback as an explanation (a plain string stands as it is)."""
    return line if isinstance(line, Explanation) else msg("tut.line", text=line)


def judged_lesson(
    game: Game[Any],
    *,
    name: str,
    prompt: Line | Callable[[str], str],
    judge: Callable[[Game[Any], int, int], Judgement],
    solution: Sequence[str],
    player: int | None = None,
) -> Lesson:
    """A one-step lesson at ``game``'s position (a copy: its record) for ``player``
    (default: the player to move): ``prompt`` is what the step asks (a line, or its words
    in a language given), in every language,
    ``judge`` and ``solution`` its :class:`~wolfpack.core.lessons.JudgedGoal`. Its id is
    ``name`` and a serial number, so that every such lesson is one of its own."""
    if player is None:
        player = game.to_move if game.to_move is not None else 0
    words = prompt if callable(prompt) else lambda lang: render_line(prompt, lang)
    text = LessonText(tuple((lang, words(lang)) for lang in LANGUAGES))
    step = LessonStep(say=text, moves=(), goal=JudgedGoal(judge, tuple(solution)))
    lesson = Lesson(
        id=f"{name}-{next(_SERIAL)}",
        game=game.game_id,
        kind="rules",
        titles=text,
        record=game.to_record(),
        player=player,
        steps=(step,),
    )
    _register_lesson(lesson)
    return lesson


def lesson_board(lesson: Lesson, **options: Any) -> LessonBoard:
    """``lesson`` on its game's lesson board, alone in its course and with no progress
    kept (an exercise is done again each time its cell runs)."""
    options.setdefault("progress", None)
    options.setdefault("course", [lesson])
    board = lesson.board(**options)
    assert isinstance(board, LessonBoard)
    return board
