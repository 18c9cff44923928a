"""Lesson mode of the board kit: the game's own board, with a lesson attached.

Any game's own board class (``LoneWolvesBoard``, a ``GenericBoard``, ...) shows a lesson:
``board_class(lesson.start(), lesson=lesson, progress=..., course=...)`` gives the board a
:class:`LessonMode`, the one object that holds the lesson's state (the step, the tries,
"Show me", a goal's progress, the verdicts, the progress kept) and follows the
:class:`~wolfpack.core.lessons.Lesson` step by step. The board asks it at a few hooks (its
legal moves, a move before it is played, the lesson's commands, the synced ``lesson``), and
it talks to the board through :class:`LessonHost` only; no class is made for a lesson:

* the synced ``legal`` lights only the moves the step asks for, by every path they may be
  clicked by; an element that would continue another legal move is refused with the
  step's ``other`` text (or ``ui.lesson.not_this`` repeating the step), in the browser
  with no round trip; an illegal one keeps the engine's reason and rule;
* a move intent that is not the step's is refused in Python too, and changes nothing;
  after the right move, the step's ``then`` moves are played, the next step comes, and the
  progress is saved (:class:`~wolfpack.core.progress.Progress`);
* a step with a **goal** lights every legal move; a decision after which no way reaches
  the goal is refused and changes nothing; a **question** lights the board elements it
  offers (a click is the answer) or offers its answers as buttons
  (``{"cmd": "lesson_answer", "choice": id}``); a wrong answer changes nothing;
* a wrong try teaches: the first is answered with why (the engine's rule, the step's
  ``other`` text, or that it misses the goal) and the step's nudge, the second also with
  the step's rules in full, and from then on **Show me** (``{"cmd": "lesson_show"}``)
  lights the answer and says it; a wrong try's verdict comes with its refusal
  (``detail.feedback``: nothing synced changes), a right one is synced in
  ``lesson.feedback``: the board shows both in one place, the lesson panel;
* ``{"cmd": "lesson_next"}`` (Continue: a step with nothing to click),
  ``{"cmd": "lesson_restart"}`` (Start again) and ``{"cmd": "lesson_open", "id": ...}``
  (another lesson of the game, such as the next one, on the same board);
* the synced ``lesson`` holds the lesson's own texts only (as message ids of the catalog,
  rendered in the board's language), never anything of the game: what the board shows of
  the position stays the learner's view (``perspective`` is the lesson's player);
* the controls are the ``"lesson"`` preset: no new game, record, seats, other views,
  hints or undo (each refused with ``ui.lesson.off``).
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeAlias, TypeVar

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import LOCK, Game
from wolfpack.core.lessons import JudgedGoal, Lesson, LessonError, LessonStep, shipped
from wolfpack.core.progress import Progress
from wolfpack.core.registry import get_game
from wolfpack.widget.codec import encode, fluent_json
from wolfpack.widget.controls import Controls
from wolfpack.widget.intents import Handler, Refusal, collect, command, field_refusal
from wolfpack.widget.legal import Forms, legal_json

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget

SHOW_AFTER = 2
"""After how many wrong tries at a step "Show me" is offered."""

E = TypeVar("E", bound=Exception)


class LessonHost(Protocol):
    """What a lesson needs of the board it is on (a :class:`~wolfpack.widget.base.GameWidget`):
    the game, the board's language, a move played as the engine allows it (refused with a
    :class:`~wolfpack.widget.intents.Refusal` citing the rule), a sync, a batch of syncs,
    and a new game put on the board with its texts and log sent anew."""

    @property
    def game(self) -> Game[Any]: ...

    @property
    def language(self) -> str: ...

    def _play(self, move: str) -> None: ...

    def _sync(self) -> None: ...

    def _batch(self) -> AbstractContextManager[None]: ...

    def _show_game(self, game: Game[Any]) -> None: ...


class LessonMode:
    """A lesson followed on a board (see the module docs): what the board's hooks ask, the
    lesson's commands (``lesson_next``, ``lesson_restart``, ``lesson_answer``,
    ``lesson_show``, ``lesson_open``) and the Python calls a board showing a lesson offers
    (:class:`LessonBoard`). Made by the board when it is given ``lesson=``."""

    _HANDLERS: ClassVar[dict[str, Handler]] = {}
    """The handler of each of the lesson's intents, by its ``cmd`` (collected below)."""

    def __init__(
        self,
        board: LessonHost,
        lesson: Lesson,
        *,
        progress: Progress | None = None,
        course: Sequence[Lesson] | None = None,
    ) -> None:
        if course is not None and lesson not in course:
            raise ValueError(f"the lesson {lesson.id!r} is not one of the course's")
        if course is not None and any(other.game != lesson.game for other in course):
            raise ValueError("a course holds lessons of one game")
        self._board = board
        self._lesson = lesson
        self._course = list(course) if course else None
        self._progress = progress if progress is not None else Progress(None)
        self._step = 0
        self._right: Explanation | None = None
        self._tries = 0  # (wrong tries at this step)
        self._shown = False  # ("Show me" was pressed at this step)
        self._feedback: dict[str, Any] | None = None
        self._goal_done = 0  # (the learner's decisions made towards this step's goal)
        self._others = self._course or _game_lessons(lesson)

    @staticmethod
    def controls(controls: Controls | str | None) -> Controls | str:
        """The controls of a board showing a lesson: the ``"lesson"`` preset unless the
        notebook chose others."""
        return controls if controls is not None else Controls.preset("lesson")

    # -- what the lesson is at ----------------------------------------------------------------
    @property
    def course(self) -> list[Lesson]:
        """The lessons the board lists, in order, and goes on to with "Next lesson"."""
        return list(self._others)

    @property
    def lesson(self) -> Lesson:
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

    # -- what the board syncs (its hooks) -------------------------------------------------------
    def panel(self) -> dict[str, Any]:
        """The synced ``lesson``: ``{"id", "title", "step", "steps", "say", "rules",
        "right", "done", "continue", "completed", "count", "lessons", "next", "intro",
        "end", "kind", "choices", "feedback", "show", "shown"}``: ``feedback`` is the
        verdict of the last step passed (``{"right": true, "why"}``; a wrong try's comes
        with its refusal, see :meth:`_wrong`), ``show`` whether "Show me" is offered,
        ``shown`` what it said (the answer is lit on the board, or its button marked:
        ``choice``)."""
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
            "next": self._next_lesson(),
            "choices": self._choices(step),
            "feedback": self._feedback,
            "show": step is not None and self._tries >= SHOW_AFTER and not self._shown,
            "shown": self._shown_json(step) if self._shown and step is not None else None,
        }

    def _next_lesson(self) -> str | None:
        """The id of the game's lesson after this one (None: this is the last)."""
        order = [other.id for other in self._others]
        at = order.index(self._lesson.id) if self._lesson.id in order else len(order)
        return order[at + 1] if at + 1 < len(order) else None

    def _choices(self, step: LessonStep | None) -> list[dict[str, Any]]:
        question = step.question if step is not None else None
        if question is None:
            return []
        return [
            {"id": c.id, "text": self._text(f"{self._step}.choice.{c.id}")}
            for c in question.choices
        ]

    def _shown_json(self, step: LessonStep) -> dict[str, Any]:
        key = self._lesson.key(f"{self._step}.show")
        said = Explanation(key, step.rules) if step.show is not None else msg("ui.lesson.shown")
        out: dict[str, Any] = {"why": encode(said)}
        if step.question is not None and step.question.by_button:
            out["choice"] = step.question.answer[0]
        return out

    def catalog(self, catalog: dict[str, Any]) -> dict[str, Any]:
        """The board's ``catalog`` with the lesson's texts, and the titles of the lessons
        it lists, as templates."""
        titles = {other.key("title"): other.texts()[other.key("title")] for other in self._others}
        own = fluent_json({**titles, **self._lesson.texts()})
        return {**catalog, "templates": {**catalog["templates"], **own}}

    def hides_final(self) -> bool:
        """Whether the board leaves out the game's final scoring now (a question about it
        is not answered for the learner)."""
        step = self._current()
        return step is not None and step.question is not None

    def legal(self, game: Game[Any], viewer: int | None) -> dict[str, Any]:
        """The synced ``legal`` when a person decides: only what the step asks for."""
        step = self._current()
        if step is not None and step.question is not None:
            return self._question_legal(step)
        if step is None or step.reading or game.to_move != self._lesson.player:
            why = msg("ui.lesson.finished") if step is None else msg("ui.lesson.press_continue")
            return {"player": game.to_move, "waiting": encode(why)}
        if step.goal is not None:
            if not self._shown:
                return legal_json(game, viewer, encode)
            return legal_json(game, viewer, encode, only=self._goal_next(), other=self._other())
        return legal_json(game, viewer, encode, only=step.moves, other=self._other())

    def _question_legal(self, step: LessonStep) -> dict[str, Any]:
        """A question's ``legal``: its board elements, each a path of one click (after
        "Show me", only the right ones); a question answered by a button lights none."""
        question = step.question
        assert question is not None
        player = self._lesson.player
        if question.by_button:
            return {"player": player, "waiting": encode(msg("ui.lesson.choose"))}
        forms = Forms(encode)
        say = forms.add(self._say(self._step), ())
        lit = question.answer if self._shown else question.among
        return {
            "player": player,
            "paths": dict.fromkeys(lit, say),
            "forms": forms.items,
            "refused": {},
        }

    def _goal_next(self) -> set[str]:
        """The learner's next decisions that can still reach the step's goal."""
        step = self._current()
        assert step is not None and step.goal is not None
        ways = step.goal.ways(self._board.game, self._lesson.player, self._goal_done)
        return {way[0] for way in ways}

    # -- the learner's moves (judged before they are played) -----------------------------------
    def click(self, request: dict[str, Any]) -> bool:
        """Take a move intent that answers the step's question by a board element (True),
        or leave it to the board (False: a move, judged by :meth:`judge`)."""
        step = self._current()
        if step is None or step.question is None or step.question.by_button:
            return False
        path = request.get("path")
        if not isinstance(path, list) or len(path) != 1 or not isinstance(path[0], str):
            raise field_refusal("path", "one of the board elements the question offers")
        self._answer(path[0])
        return True

    def judge(self, move: str) -> None:
        """The learner's move: played (with the step's ``then`` moves) if the step asks
        for it, else refused (:meth:`_wrong`), changing nothing."""
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        if step.reading:
            raise Refusal(msg("ui.lesson.press_continue"))
        if step.question is not None:
            raise Refusal(msg("ui.lesson.answer_first", notes=(self._say(self._step),)))
        if not self._board.game.is_legal(move):
            try:
                self._board._play(move)  # (refused with the engine's rule)
            except Refusal as refusal:
                self._wrong(refusal.why)
        if step.goal is not None:
            self._goal_move(step, move)
            return
        if move not in step.moves:
            self._wrong(self._other())
        self._play((move, *step.then))
        self._passed(step)

    def _goal_move(self, step: LessonStep, move: str) -> None:
        """A decision towards the step's goal: refused unless a way to the goal begins
        with it; the step is passed once the goal is reached."""
        assert step.goal is not None
        if isinstance(step.goal, JudgedGoal):
            self._judged_move(step, step.goal, move)
            return
        ways = step.goal.ways(self._board.game, self._lesson.player, self._goal_done)
        if not any(way[0] == move for way in ways):
            self._wrong(msg("ui.lesson.not_goal", notes=(self._say(self._step),)))
        if (move,) in ways:
            self._play((move, *step.then))
            self._passed(step)
            return
        self._play((move,))
        self._goal_done += 1
        self._board._sync()

    def _judged_move(self, step: LessonStep, goal: JudgedGoal, move: str) -> None:
        """A decision towards a goal judged by code: refused with the judge's why when it
        misses the goal; the step is passed, with the judge's why, once it is reached."""
        game = self._board.game
        reached, why = goal.decide(game, self._lesson.player, self._goal_done, move)
        if reached is False:
            self._wrong(_lines(why) or msg("ui.lesson.not_goal", notes=(self._say(self._step),)))
        if reached is None:
            self._play((move,))
            self._goal_done += 1
            self._board._sync()
            return
        self._play((move, *step.then))
        self._passed(step, _lines(why))

    def _answer(self, answer: str) -> None:
        """The learner's answer to the step's question (a board element or a choice)."""
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        question = step.question
        if question is None:
            raise Refusal(msg("ui.lesson.move_first", notes=(self._say(self._step),)))
        offered = {c.id for c in question.choices} if question.by_button else set(question.among)
        if answer not in offered:
            field = "choice" if question.by_button else "path"
            raise field_refusal(field, "one of the answers this step offers")
        if answer not in question.answer:
            self._wrong(msg("ui.lesson.not_answer", notes=(self._say(self._step),)))
        self._play(step.then)
        self._passed(step)

    def _wrong(self, why: Explanation) -> None:
        """A wrong try: nothing changes; it is refused with ``why``, and the refusal's
        ``detail`` teaches: ``{"feedback": {"right": false, "why", "nudge", "explain",
        "tries"}, "show": whether "Show me" is offered now}`` (see the module docs)."""
        step = self._current()
        assert step is not None
        self._tries += 1
        nudge = (
            Explanation(self._lesson.key(f"{self._step}.nudge"), step.rules)
            if step.nudge is not None
            else msg("ui.lesson.nudge")
        )
        feedback = {
            "right": False,
            "why": encode(why),
            "nudge": encode(nudge),
            "explain": list(step.rules) if self._tries >= SHOW_AFTER else [],
            "tries": self._tries,
        }
        raise Refusal(why, {"feedback": feedback, "show": self._tries >= SHOW_AFTER})

    def _passed(self, step: LessonStep, why: Explanation | None = None) -> None:
        """The step is done: say why it was right (``why``, else the step's ``right``
        text), and go on."""
        self._right = (
            why
            if why is not None
            else Explanation(self._lesson.key(f"{self._step}.right"), ())
            if step.right is not None
            else msg("ui.lesson.right")
        )
        self._feedback = {"right": True, "why": encode(self._right)}
        self._advance()

    def _play(self, moves: tuple[str, ...]) -> None:
        """Play the lesson's own moves (and the learner's, once judged) on the board."""
        for move in moves:
            self._board._play(move)

    def _advance(self) -> None:
        self._step += 1
        self._tries, self._shown, self._goal_done = 0, False, 0
        if self.done:
            self._progress.finish(self._lesson.id)
        else:
            self._progress.reached(self._lesson.id, self._step)
        self._board._sync()

    def resume(self) -> None:
        """Play the steps the learner had passed (each one's first move and its ``then``)
        quietly: the lesson goes on where the learner left it."""
        step = self._progress.step(self._lesson.id)
        if not 0 < step < len(self._lesson.steps):
            return
        for index in range(step):
            done = self._lesson.steps[index]
            first: tuple[str, ...] = done.moves[:1]
            if done.goal is not None:
                first = done.goal.ways(self._board.game, self._lesson.player)[0]
            self._play((*first, *done.then))
        self._step = step

    def _begin(self) -> None:
        """Forget the step's tries, verdicts and "Show me": a lesson begins (again)."""
        self._step, self._right, self._feedback = 0, None, None
        self._tries, self._shown, self._goal_done = 0, False, 0

    # -- the lesson's commands ----------------------------------------------------------------
    def handler(self, cmd: str) -> Callable[[dict[str, Any]], None] | None:
        """The lesson's handler of intent ``cmd``, bound to it (None: not the lesson's)."""
        found = self._HANDLERS.get(cmd)
        return None if found is None else functools.partial(found, self)

    @command("lesson_next")
    def _cmd_lesson_next(self, request: dict[str, Any]) -> None:
        """Go on from a step with nothing to click."""
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        if not step.reading:
            raise Refusal(msg("ui.lesson.move_first", notes=(self._say(self._step),)))
        self._play(step.then)
        self._right, self._feedback = None, None
        self._advance()

    @command("lesson_restart")
    def _cmd_lesson_restart(self, request: dict[str, Any]) -> None:
        """Begin the lesson anew."""
        self._restart()

    @command("lesson_answer", choice="string")
    def _cmd_lesson_answer(self, request: dict[str, Any]) -> None:
        """Answer the step's question with the button ``choice``."""
        choice = request.get("choice")
        if not isinstance(choice, str) or len(choice) > 64:
            raise field_refusal("choice", "the id of one of the step's answers")
        self._answer(choice)

    @command("lesson_show")
    def _cmd_lesson_show(self, request: dict[str, Any]) -> None:
        """Show the answer of the step (offered after a second wrong try)."""
        step = self._current()
        if step is None:
            raise Refusal(msg("ui.lesson.finished"))
        if step.reading:
            raise Refusal(msg("ui.lesson.press_continue"))
        if self._tries < SHOW_AFTER:
            raise Refusal(msg("ui.lesson.show_not_yet"))
        self._shown = True
        self._board._sync()

    @command("lesson_open", id="string")
    def _cmd_lesson_open(self, request: dict[str, Any]) -> None:
        """Open another lesson of the game (the next one) on this board."""
        wanted = request.get("id")
        found = next((o for o in self._others if o.id == wanted), None)
        if found is None:
            raise field_refusal("id", "the id of one of this game's lessons")
        self._open(found)

    def _open(self, lesson: Lesson) -> None:
        self._lesson = lesson
        if self._course is None or lesson not in self._course:
            self._course = None
        self._others = self._course or _game_lessons(lesson)
        self._begin()
        self._board._show_game(lesson.start())
        self.resume()
        self._board._sync()

    def _restart(self) -> None:
        self._begin()
        self._progress.reached(self._lesson.id, 0)
        self._board._show_game(self._lesson.start())

    # -- from Python, as the buttons and clicks do --------------------------------------------
    def _from_python(self, action: Callable[[], None]) -> None:
        """Do what a button does, called from Python: a refusal raises ``ValueError``
        saying why in the board's language, and changes nothing."""
        with LOCK, self._board._batch():
            try:
                action()
            except Refusal as refusal:
                raise ValueError(refusal.why.text(self._board.language)) from None

    def play(self, move: Any) -> list[Explanation]:
        """Play the learner's move from Python, as a click would: refused
        (:class:`~wolfpack.core.errors.IllegalMoveError` saying why in the board's
        language, the board unchanged) unless it is the one the step asks for."""
        with LOCK, self._board._batch():
            game = self._board.game
            before = len(game.steps)
            try:
                self.judge(str(move))
            except Refusal as refusal:
                error = IllegalMoveError(str(move)[:200], refusal.why)
                raise _said(error, refusal.why.text(self._board.language)) from None
            return [e for step in game.steps[before:] for e in step.events]

    def answer(self, answer: str) -> None:
        """Answer the step's question, as a click or a button would: a board element
        (``"card:k7"``) or a choice's id; a wrong answer raises ``ValueError`` saying why,
        and changes nothing."""
        self._from_python(lambda: self._answer(str(answer)))

    def show(self) -> None:
        """Show the answer of the step, as the "Show me" button does."""
        self._from_python(lambda: self._cmd_lesson_show({}))

    def next(self) -> None:
        """Go on from a step with nothing to click (as the Continue button)."""
        self._from_python(lambda: self._cmd_lesson_next({}))

    def restart(self) -> None:
        """Begin the lesson anew (as the Start again button); a finished lesson stays
        counted as finished."""
        with LOCK, self._board._batch():
            self._restart()

    def open_lesson(self, lesson: Lesson) -> None:
        """Follow ``lesson`` on this board from where the learner left it (a lesson of
        the same game)."""
        if lesson.game != self._lesson.game:
            raise ValueError(f"a lesson of {self._lesson.game}, not of {lesson.game}")
        with LOCK, self._board._batch():
            self._open(lesson)


LessonMode._HANDLERS = collect(LessonMode)


def _lines(why: Sequence[Explanation]) -> Explanation | None:
    """Lines of a verdict as one explanation (the first, the others its notes)."""
    if not why:
        return None
    return why[0]._replace(notes=(*why[0].notes, *why[1:]))


def _said(error: E, text: str) -> E:
    """``error`` saying ``text`` (a sentence in the board's language) when shown."""
    error.args = (text,)
    return error


class _ShowingLesson(type):
    """``isinstance(board, LessonBoard)``: whether the board shows a lesson."""

    def __instancecheck__(cls, instance: Any) -> bool:
        return isinstance(getattr(instance, "lesson_mode", None), LessonMode)


if TYPE_CHECKING:
    LessonBoard: TypeAlias = "GameWidget"
else:

    class LessonBoard(metaclass=_ShowingLesson):
        """A board showing a lesson, as :meth:`Lesson.board
        <wolfpack.core.lessons.Lesson.board>`, :func:`lesson_board` and
        :func:`wolfpack.lessons.course` give it: the game's own board class (any game's:
        ``LoneWolvesBoard``, a ``GenericBoard``, ...) made with ``lesson=``, whose
        :class:`LessonMode` answers its lesson calls (``answer``, ``show``, ``next``,
        ``restart``, ``open_lesson``, ``step``, ``done``, ``course``, ``lesson_info``, and
        ``play`` judged by the lesson). Not a class of boards: ``isinstance(board,
        LessonBoard)`` says whether a board shows a lesson; for a type checker it is
        :class:`~wolfpack.widget.base.GameWidget`."""


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


def progress_of(progress: Progress | str | Path | None) -> Progress | None:
    """A :class:`Progress` from what ``progress=`` was given (see :meth:`Lesson.board`)."""
    if progress is None or isinstance(progress, Progress):
        return progress
    return Progress(progress)


def lesson_board(
    lesson: Lesson, *, progress: Progress | str | Path | None = "default", **options: Any
) -> LessonBoard:
    """``lesson`` on its game's own board in lesson mode (see :meth:`Lesson.board
    <wolfpack.core.lessons.Lesson.board>`); ``course=``: the lessons the board lists and
    goes on to (default: the game's shipped lessons)."""
    board_class: type[GameWidget] = get_game(lesson.game).board_class
    options.setdefault("perspective", lesson.player)  # (a puzzle's: the open view)
    return board_class(lesson.start(), lesson=lesson, progress=progress_of(progress), **options)
