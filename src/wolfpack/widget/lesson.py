"""Lesson mode of the board kit: the game's own board, with a lesson attached.

A :class:`LessonBoard` is the game's board class (``LoneWolvesBoard``, ...) made to follow a
:class:`~wolfpack.core.lessons.Lesson` step by step:

* the synced ``legal`` lights only the moves the step asks for, by every path they may be
  clicked by; an element that would continue another legal move is refused with the
  step's ``other`` text (or ``ui.lesson.not_this`` repeating the step), in the browser
  with no round trip; an illegal one keeps the engine's reason and rule;
* a move intent that is not the step's is refused in Python too, and changes nothing;
  after the right move, the step's ``then`` moves are played, the next step comes, and the
  progress is saved (:class:`~wolfpack.core.progress.Progress`);
* ``{"cmd": "lesson_next"}`` (Continue: a step with nothing to click) and
  ``{"cmd": "lesson_restart"}`` (Start again);
* the synced ``lesson`` holds the lesson's own texts only (as message ids of the catalog,
  rendered in the board's language), never anything of the game: what the board shows of
  the position stays the learner's view (``perspective`` is the lesson's player);
* the controls are the ``"lesson"`` preset: no new game, record, seats, other views,
  hints or undo (each refused with ``ui.lesson.off``).
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any

import traitlets as t

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import LOCK, Game
from wolfpack.core.lessons import Lesson, LessonError, LessonStep, shipped
from wolfpack.core.progress import Progress
from wolfpack.core.registry import get_game
from wolfpack.widget.base import GameWidget, Refusal
from wolfpack.widget.codec import encode
from wolfpack.widget.controls import Controls
from wolfpack.widget.intents import command
from wolfpack.widget.legal import legal_json


class LessonBoard(GameWidget):
    """A game's board following a lesson (see the module docs); made by
    :meth:`Lesson.board <wolfpack.core.lessons.Lesson.board>` or :func:`lesson_board`."""

    lesson = t.Dict().tag(sync=True)
    """The lesson panel: ``{"id", "title", "step", "steps", "say", "rules", "right",
    "done", "continue", "completed", "count", "lessons", "intro", "end", "kind"}``."""

    def __init__(self, lesson: Lesson, *, progress: Progress | None = None, **options: Any) -> None:
        self._lesson = lesson
        self._progress = progress if progress is not None else Progress(None)
        self._step = 0
        self._right: Explanation | None = None
        self._own = False  # (the lesson is playing its moves)
        self._others = _game_lessons(lesson)
        options.setdefault("controls", Controls.preset("lesson"))
        super().__init__(lesson.start(), perspective=lesson.player, **options)
        with LOCK, self._batch():
            self._resume(self._progress.step(lesson.id))
            self._sync()

    # -- what the lesson is at ----------------------------------------------------------------
    @property
    def lesson_info(self) -> Lesson:
        """The lesson on the board."""
        return self._lesson

    @property
    def step(self) -> int:
        """The current step (0-based; ``len(steps)`` once the lesson is done)."""
        return self._step

    @property
    def done(self) -> bool:
        """Whether every step has been played."""
        return self._step >= len(self._lesson.steps)

    def _current(self) -> LessonStep | None:
        return None if self.done else self._lesson.steps[self._step]

    def _say(self, index: int) -> Explanation:
        return Explanation(self._lesson.key(f"{index}.say"), self._lesson.steps[index].rules)

    def _other(self) -> Explanation:
        step = self._current()
        if step is not None and step.other is not None:
            return Explanation(self._lesson.key(f"{self._step}.other"), ())
        return msg("ui.lesson.not_this", notes=(self._say(self._step),))

    def _text(self, name: str) -> Any:
        return encode(Explanation(self._lesson.key(name), ()))

    def _lesson_json(self) -> dict[str, Any]:
        lesson, step = self._lesson, self._current()
        order = [other.id for other in self._others]
        return {
            "id": lesson.id,
            "kind": lesson.kind,
            "title": self._text("title"),
            "intro": self._text("intro") if lesson.intro is not None else None,
            "end": self._text("end") if lesson.end is not None else None,
            "step": self._step,
            "steps": len(lesson.steps),
            "say": encode(self._say(self._step)) if step is not None else None,
            "rules": list(step.rules) if step is not None else [],
            "right": encode(self._right) if self._right is not None else None,
            "done": step is None,
            "continue": step is not None and step.reading,
            "completed": self._progress.completed(order),
            "count": len(order),
            "lessons": order,
        }

    # -- what is synced --------------------------------------------------------------------
    def _catalog(self) -> dict[str, Any]:
        catalog = super()._catalog()
        titles = {other.key("title"): other.texts()[other.key("title")] for other in self._others}
        own = self._lesson.texts()
        catalog["templates"] = {**catalog["templates"], **titles, **own}
        return catalog

    def _push(self) -> None:
        super()._push()
        self.lesson = self._lesson_json()

    def _legal_now(self, game: Game[Any], viewer: int | None) -> dict[str, Any]:
        step = self._current()
        if step is None or step.reading or game.to_move != self._lesson.player:
            why = msg("ui.lesson.finished") if step is None else msg("ui.lesson.press_continue")
            return {"player": game.to_move, "waiting": encode(why)}
        return legal_json(game, viewer, encode, only=step.moves, other=self._other())

    # -- the learner's moves -------------------------------------------------------------------
    def _apply(self, move: str) -> None:
        if self._own:
            super()._apply(move)
            return
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        if step.reading:
            raise Refusal(msg("ui.lesson.press_continue"))
        if not self._game.is_legal(move):
            super()._apply(move)  # (refused with the engine's rule)
        if move not in step.moves:
            raise Refusal(self._other())
        right = step.right
        self._play((move, *step.then))
        self._right = (
            Explanation(self._lesson.key(f"{self._step}.right"), ())
            if right is not None
            else msg("ui.lesson.right")
        )
        self._advance()

    def _play(self, moves: tuple[str, ...]) -> None:
        self._own = True
        try:
            for move in moves:
                super()._apply(move)
        finally:
            self._own = False

    def _advance(self) -> None:
        self._step += 1
        if self.done:
            self._progress.finish(self._lesson.id)
        else:
            self._progress.reached(self._lesson.id, self._step)
        self._sync()

    def _resume(self, step: int) -> None:
        """Play the first ``step`` steps (each one's first move and its ``then``) quietly:
        the lesson goes on where the learner left it."""
        if not 0 < step < len(self._lesson.steps):
            return
        for index in range(step):
            done = self._lesson.steps[index]
            self._play((*done.moves[:1], *done.then))
        self._step = step

    def play(self, move: Any) -> list[Explanation]:
        """Play the learner's move from Python, as a click would: refused
        (:class:`~wolfpack.core.errors.IllegalMoveError`, the board unchanged) unless it is
        the one the step asks for."""
        with LOCK, self._batch():
            before = len(self._game.steps)
            try:
                self._apply(str(move))
            except Refusal as refusal:
                raise IllegalMoveError(str(move)[:200], refusal.why) from None
            return [e for step in self._game.steps[before:] for e in step.events]

    # -- Continue and Start again ------------------------------------------------------------
    @command("lesson_next")
    def _cmd_lesson_next(self, request: dict[str, Any]) -> None:
        """Go on from a step with nothing to click."""
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        if not step.reading:
            raise Refusal(msg("ui.lesson.move_first", notes=(self._say(self._step),)))
        self._play(step.then)
        self._right = None
        self._advance()

    @command("lesson_restart")
    def _cmd_lesson_restart(self, request: dict[str, Any]) -> None:
        """Begin the lesson anew."""
        self.restart()

    def next(self) -> None:
        """Go on from a step with nothing to click (as the Continue button)."""
        with LOCK, self._batch():
            try:
                self._cmd_lesson_next({})
            except Refusal as refusal:
                raise ValueError(refusal.why.text()) from None

    def restart(self) -> None:
        """Begin the lesson anew (as the Start again button); a finished lesson stays
        counted as finished."""
        with LOCK, self._batch():
            self._step = 0
            self._right = None
            self._progress.reached(self._lesson.id, 0)
            self._sent_log = [""]
            self.game = self._lesson.start()


def _game_lessons(lesson: Lesson) -> list[Lesson]:
    """The lessons of ``lesson``'s game, in order (the shipped ones, with ``lesson`` last if
    it is not one of them), for the panel's list of lessons done."""
    try:
        found = [other for other in shipped(lesson.game) if other.id != lesson.id]
        order = [other.id for other in shipped(lesson.game)]
    except LessonError as e:  # (a broken shipped lesson must not break a teacher's own)
        warnings.warn(f"wolfpack: the shipped lessons of {lesson.game}: {e}", stacklevel=3)
        return [lesson]
    if lesson.id in order:
        found.insert(order.index(lesson.id), lesson)
    else:
        found.append(lesson)
    return found


_CLASSES: dict[str, type[LessonBoard]] = {}


def lesson_board_class(game_id: str) -> type[LessonBoard]:
    """The lesson board class of a game: its own board class with the lesson mode."""
    found = _CLASSES.get(game_id)
    if found is None:
        base: type[GameWidget] = get_game(game_id).board_class

        class GameLessonBoard(LessonBoard, base):  # type: ignore[misc,valid-type]
            __doc__ = LessonBoard.__doc__

        name = base.__name__.replace("Board", "") + "LessonBoard"
        GameLessonBoard.__name__ = GameLessonBoard.__qualname__ = name
        found = _CLASSES[game_id] = GameLessonBoard
    return found


def progress_of(progress: Progress | str | Path | None) -> Progress | None:
    """A :class:`Progress` from what ``progress=`` was given (see :meth:`Lesson.board`)."""
    if progress is None or isinstance(progress, Progress):
        return progress
    return Progress(progress)


def lesson_board(
    lesson: Lesson, *, progress: Progress | str | Path | None = "default", **options: Any
) -> LessonBoard:
    """``lesson`` on its game's board in lesson mode (see :meth:`Lesson.board
    <wolfpack.core.lessons.Lesson.board>`)."""
    language = options.pop("language", None)
    board = lesson_board_class(lesson.game)(
        lesson, progress=progress_of(progress), language=language, **options
    )
    return board
