"""Lessons the learner plays on the board: one idea at a time, with instant feedback.

A lesson is data (a position, steps, texts in English, German and Japanese; the format is
in ``docs/lessons.md``), so a teacher writes one without code. Open one in a notebook::

    from wolfpack.lessons import lessons, lesson

    for each in lessons("lone-wolves"):       # the shipped lessons of a game, in order
        print(each.id, each.title())
    lesson("lw-following-suit").board()        # the game's own board, in lesson mode

    from wolfpack.lessons import Lesson
    Lesson.load("my-lesson.json").board(language="de")    # a teacher's own lesson
    course("lone-wolves")                      # a game's lessons on one board, in order

The board lights only what the step asks for; another legal click is answered with the
lesson's words, an illegal one with the rule it breaks, and neither changes anything.
The step reached and the lessons finished are kept (:class:`Progress`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from wolfpack.core.lessons import LESSON_FORMAT, Lesson, LessonError, LessonStep, LessonText
from wolfpack.core.lessons import find as _find
from wolfpack.core.lessons import shipped as _shipped
from wolfpack.core.progress import Progress

if TYPE_CHECKING:
    from wolfpack.widget.lesson import LessonBoard


def lessons(game: str | None = None) -> list[Lesson]:
    """The lessons that come with wolfpack, in order: every game's, or one game's
    (``"lone-wolves"``, ``"the-wolves"``, ``"triqueta"``). Each is checked when first
    read: its record replayed and every step played out."""
    return _shipped(game)


def lesson(lesson_id: str) -> Lesson:
    """A shipped lesson by its id (``KeyError`` listing the ids there are)."""
    return _find(lesson_id)


def course(
    items: str | Sequence[str | Lesson], *, start: str | None = None, **options: Any
) -> LessonBoard:
    """One board for a course of lessons, listed in order and counted from 1 (a game's id:
    its shipped lessons; else lessons or their ids, all of one game): it opens ``start``
    (an id), else the first lesson the learner has not finished, and goes on to the next
    one with "Next lesson", keeping the progress (``progress=``, ``language=``, ``screen=``
    and the other options as for :meth:`Lesson.board`)."""
    if isinstance(items, str):
        chosen = _shipped(items)
    else:
        chosen = [item if isinstance(item, Lesson) else _find(item) for item in items]
    if not chosen:
        raise ValueError("a course has at least one lesson")
    options.setdefault("progress", "default")
    from wolfpack.widget.lesson import progress_of

    progress = progress_of(options["progress"])
    options["progress"] = progress
    if start is not None:
        first = next((item for item in chosen if item.id == start), None)
        if first is None:
            raise KeyError(f"no lesson {start!r} in the course; it has {[i.id for i in chosen]}")
    else:
        done = set(progress.completed([item.id for item in chosen])) if progress else set()
        first = next((item for item in chosen if item.id not in done), chosen[0])
    board: LessonBoard = first.board(course=chosen, **options)
    return board


def __getattr__(name: str) -> Any:
    if name == "LessonBoard":  # (imports anywidget only when asked for)
        from wolfpack.widget.lesson import LessonBoard

        return LessonBoard
    raise AttributeError(f"module 'wolfpack.lessons' has no attribute {name!r}")


__all__ = [
    "LESSON_FORMAT",
    "Lesson",
    "LessonBoard",
    "LessonError",
    "LessonStep",
    "LessonText",
    "Progress",
    "course",
    "lesson",
    "lessons",
]
