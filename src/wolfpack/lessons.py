"""Lessons the learner plays on the board: one idea at a time, with instant feedback.

A lesson is data (a position, steps, texts in English, German and Japanese; the format is
in ``docs/lessons.md``), so a teacher writes one without code. Open one in a notebook::

    from wolfpack.lessons import lessons, lesson

    for each in lessons("lone-wolves"):       # the shipped lessons of a game, in order
        print(each.id, each.title())
    lesson("lw-following-suit").board()        # the game's own board, in lesson mode

    from wolfpack.lessons import Lesson
    Lesson.load("my-lesson.json").board(language="de")    # a teacher's own lesson

The board lights only what the step asks for; another legal click is answered with the
lesson's words, an illegal one with the rule it breaks, and neither changes anything.
The step reached and the lessons finished are kept (:class:`Progress`).
"""

from __future__ import annotations

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
    "lesson",
    "lessons",
]
