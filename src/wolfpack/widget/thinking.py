"""The computer at the board: its moves, hints and the solver, thought out in the background.

:class:`ThinkingWidget` adds to :class:`~wolfpack.widget.base.GameWidget`:

* the computer opponent (``bot``) at a named strength (``strength``, one of
  :data:`wolfpack.bots.LEVELS`). The instant levels (random, easy) answer within the
  update of the move they answer; the searching levels think in a worker thread;
* a hint for the player to move (``{"cmd": "hint"}``): every legal move with its value and
  the best one explained, computed from that player's information only and synced as
  ``hint`` only to that player's view or the open view;
* the exact solver's verdict (``{"cmd": "solve"}``), offered near the end and in the open
  view only (it reads hidden state), synced as ``verdict``;
* ``thinking``: what is being thought about (``{"job", "kind", "player", "progress"}``,
  ``{}`` when nothing is), and ``{"cmd": "cancel"}`` to stop it: a hint keeps what it found
  so far, the computer plays its best move so far, the solver gives up.

One job runs at a time (:class:`wolfpack.bots.Thinker`). Its progress and result come back
through :class:`~wolfpack.widget.mainthread.MainThread`, so the game and the synced state
are only ever changed on the board's own thread (the kernel keeps handling the browser's
messages while a worker thinks), and a result is used only if the game is still in the
position the job started from.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any, ClassVar

import traitlets as t

from wolfpack.bots import LEVELS, Analysis, ISMCTSBot, Job, Thinker, Verdict, bot_for_level
from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.analysis import quick_to_solve
from wolfpack.bots.thinker import CANCELLED, FAILED
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game
from wolfpack.widget.base import GameWidget, Refusal
from wolfpack.widget.mainthread import MainThread
from wolfpack.widget.results import hint_json, verdict_json

DEFAULT_LEVEL = "easy"
"""The computer's strength unless another is chosen."""


@dataclass(eq=False)
class Task:
    """A job of the board's thinker and the position it started from."""

    serial: int
    kind: str
    """``"move"`` (the computer's), ``"hint"`` or ``"solve"``."""
    game: Game[Any]
    moves: tuple[str, ...]
    player: int | None
    job: Job[Any] | None = None
    discard: bool = False
    """Set when the result is no longer wanted (the game moved on, the computer changed)."""
    finished: threading.Event = field(default_factory=threading.Event)
    """Set once the result has been handed to the board's thread."""

    def current(self, game: Game[Any]) -> bool:
        """Whether ``game`` is still the game and position the task started from."""
        return game is self.game and tuple(game.moves) == self.moves


class ThinkingWidget(GameWidget):
    """A board with a computer opponent, hints and the solver (see the module docs).

    ``strength`` names the computer's level (:data:`wolfpack.bots.LEVELS`), ``bot_seed``
    seeds it and the hints, ``hint_iterations`` sets how many games a hint simulates.
    """

    strength = t.Unicode(DEFAULT_LEVEL).tag(sync=True)
    thinking = t.Dict().tag(sync=True)
    hint = t.Dict().tag(sync=True)
    verdict = t.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game[Any],
        *,
        strength: str = DEFAULT_LEVEL,
        bot_seed: int = 0,
        hint_iterations: int = 2000,
        **kwargs: Any,
    ) -> None:
        if strength not in LEVELS:
            raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(LEVELS)}")
        if not isinstance(hint_iterations, int) or hint_iterations < 1:
            raise ValueError("hint_iterations must be a positive whole number")
        self.hint_iterations = hint_iterations
        self._main = MainThread.for_kernel()
        self._thinker = Thinker()
        self._task: Task | None = None
        self._serial = 0
        self._bot_seed = bot_seed
        self._computer: Any = bot_for_level(strength, bot_seed)
        self._moving = False
        self._hint_result: tuple[Game[Any], tuple[str, ...], Analysis] | None = None
        self._verdict_result: tuple[Game[Any], tuple[str, ...], Verdict] | None = None
        super().__init__(game, strength=strength, **kwargs)

    # -- Python conveniences that mirror the browser's controls ---------------------------
    def set_bot(self, player: int | None) -> None:
        """Let the computer play ``player``; None switches it off."""
        with self._batch():
            self._set_bot(self._check_player(player))

    def set_strength(self, level: str) -> None:
        """Play at strength ``level`` (a key of :data:`wolfpack.bots.LEVELS`)."""
        if level not in LEVELS:
            raise ValueError(f"unknown strength {level!r}; choose one of {', '.join(LEVELS)}")
        with self._batch():
            self._set_level(level)

    def ask_hint(self) -> None:
        """Start a hint for the player to move, as the Hint button does; the board shows
        it when it is ready (:meth:`wait` waits for it). :class:`.Refusal` says why not."""
        with self._batch():
            self._cmd_hint({})

    def ask_solution(self) -> None:
        """Start the solver on the open position, as its button does (open view, near the
        end of the game only). :class:`.Refusal` says why not."""
        with self._batch():
            self._cmd_solve({})

    def stop_thinking(self) -> None:
        """Stop the current thinking, as the Stop button does."""
        self._cmd_cancel({})

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the computer has finished thinking and the board shows the result
        (the computer's moves included); whether it did within ``timeout`` seconds. Call
        it from the board's thread (a notebook cell or the script that made the board)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            self._main.drain()
            task = self._task
            if task is None:
                return True
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            if not task.finished.wait(left):
                return False

    @property
    def last_hint(self) -> Analysis | None:
        """The latest hint, while the game is in the position it was computed for."""
        r = self._hint_result
        return r[2] if r is not None and self._is_now(r[0], r[1]) else None

    @property
    def last_verdict(self) -> Verdict | None:
        """The solver's latest verdict, while the game is in its position."""
        r = self._verdict_result
        return r[2] if r is not None and self._is_now(r[0], r[1]) else None

    @property
    def job(self) -> Job[Any] | None:
        """The job thinking right now, if any."""
        return self._task.job if self._task is not None else None

    def close(self) -> None:
        """Stop thinking, stop following the game and close the widget."""
        task = getattr(self, "_task", None)  # None too if __init__ failed early
        if task is not None:
            self._drop(task)
        super().close()

    # -- what is synced --------------------------------------------------------------------
    def _push(self) -> None:
        super()._push()
        self.hint = self._visible_hint()
        self.verdict = self._visible_verdict()

    def _nav(self) -> dict[str, Any]:
        nav = super()._nav()
        nav["hint"] = self._hint_refusal() is None
        nav["solve"] = self._solve_refusal() is None
        return nav

    def _is_now(self, game: Game[Any], moves: tuple[str, ...]) -> bool:
        return game is self._game and tuple(game.moves) == moves

    def _visible_hint(self) -> dict[str, Any]:
        """The hint, only in the view of the player it is for or in the open view."""
        r = self._hint_result
        if r is None or not self._is_now(r[0], r[1]):
            return {}
        analysis = r[2]
        if self.perspective is not None and self.perspective != analysis.player:
            return {}
        return hint_json(analysis, len(r[1]))

    def _visible_verdict(self) -> dict[str, Any]:
        """The verdict, only in the open view (it is built from hidden state)."""
        r = self._verdict_result
        if r is None or not self._is_now(r[0], r[1]) or self.perspective is not None:
            return {}
        return verdict_json(r[2], len(r[1]))

    # -- when thinking is allowed -------------------------------------------------------------
    def _hint_refusal(self) -> Explanation | None:
        """Why no hint may be asked for now (None: it may)."""
        game = self._game
        to_move = game.to_move
        if to_move is None or (self.perspective is not None and to_move != self.perspective):
            return self._waiting()
        if to_move == self.bot:
            return msg("ui.hint_computer", player=to_move)
        try:
            adapter_for(game)
        except KeyError as e:
            return msg("ui.thinking_failed", reason=str(e.args[0]))
        return None

    def _solve_refusal(self) -> Explanation | None:
        """Why the solver may not be asked now (None: it may)."""
        if self.perspective is not None:
            return self._solver_hidden()
        game = self._game
        if game.to_move is None:
            return self._waiting()
        try:
            quick = quick_to_solve(game)
        except KeyError as e:
            return msg("ui.thinking_failed", reason=str(e.args[0]))
        return None if quick else msg("ui.solve_later")

    def _solver_hidden(self) -> Explanation:
        """Why the solver is not offered in a player's view (games cite their rules)."""
        return msg("ui.solve_open_only")

    def _check_idle(self) -> None:
        if self._task is not None:
            raise Refusal(msg("ui.busy"))

    # -- the browser's commands ---------------------------------------------------------------
    def _cmd_bot(self, request: dict[str, Any]) -> None:
        self._set_bot(self._checked(request.get("player")))

    def _cmd_strength(self, request: dict[str, Any]) -> None:
        level = request.get("value")
        if not isinstance(level, str) or level not in LEVELS:
            raise Refusal(msg("ui.bad_strength", levels=", ".join(LEVELS)))
        self._set_level(level)

    def _cmd_hint(self, request: dict[str, Any]) -> None:
        why = self._hint_refusal()
        if why is not None:
            raise Refusal(why)
        self._check_idle()
        self._start("hint")

    def _cmd_solve(self, request: dict[str, Any]) -> None:
        why = self._solve_refusal()
        if why is not None:
            raise Refusal(why)
        self._check_idle()
        self._start("solve")

    def _cmd_cancel(self, request: dict[str, Any]) -> None:
        task = self._task
        if task is not None and task.job is not None:
            task.job.cancel()

    _HANDLERS: ClassVar[dict[str, Any]] = {
        **GameWidget._HANDLERS,
        "bot": _cmd_bot,
        "strength": _cmd_strength,
        "hint": _cmd_hint,
        "solve": _cmd_solve,
        "cancel": _cmd_cancel,
    }

    def _set_bot(self, player: int | None) -> None:
        self.bot = player
        self._drop_move()
        self._sync()
        self._run_bot()

    def _set_level(self, level: str) -> None:
        self.strength = level
        self._computer = bot_for_level(level, self._bot_seed)
        self._drop_move()
        self._run_bot()

    # -- the computer's moves -----------------------------------------------------------------
    def _game_changed(self, method: str) -> None:
        task = self._task
        if task is not None and not task.discard and not task.current(self._game):
            self._drop(task)
        self._run_bot()

    def _computer_to_move(self) -> bool:
        game = self._game
        return (
            self.bot is not None
            and not game.is_over
            and game.to_move == self.bot
            and not game.can_redo
        )

    def _run_bot(self) -> None:
        """Let the computer decide while it is to move at the end of the record: at once
        for an instant level, else in the background (one job at a time)."""
        if self._moving or not self._computer_to_move():
            return
        if isinstance(self._computer, ISMCTSBot):
            if self._task is None:
                self._start("move")
            return
        self._moving = True
        try:
            with self._batch():
                while self._computer_to_move():
                    self._apply(self._computer.choose(self._game).notation)
        finally:
            self._moving = False

    def _drop_move(self) -> None:
        if self._task is not None and self._task.kind == "move":
            self._drop(self._task)

    @staticmethod
    def _drop(task: Task) -> None:
        task.discard = True
        if task.job is not None:
            task.job.cancel()

    # -- jobs: started here, finished on the board's thread -------------------------------------
    def _start(self, kind: str) -> Task:
        game = self._game
        self._serial += 1
        task = Task(self._serial, kind, game, tuple(game.moves), game.to_move)
        post = self._main.post

        def progress(fraction: float) -> None:  # in the worker thread
            post(lambda: self._progress(task, fraction))

        def done(job: Job[Any]) -> None:  # in the worker thread
            post(lambda: self._finish(task))
            task.finished.set()

        thinker = self._thinker
        job: Job[Any]
        if kind == "hint":
            seed = self._bot_seed + len(game.moves)
            job = thinker.hint(
                game, iterations=self.hint_iterations, seed=seed, on_progress=progress, on_done=done
            )
        elif kind == "solve":
            job = thinker.solve(game, on_progress=progress, on_done=done)
        else:
            job = thinker.bot_move(game, self._computer, on_progress=progress, on_done=done)
        task.job = job
        self._task = task
        self.thinking = {"job": task.serial, "kind": kind, "player": task.player, "progress": 0}
        return task

    def _progress(self, task: Task, fraction: float) -> None:
        if task is self._task and not task.discard and self.thinking.get("job") == task.serial:
            self.thinking = {**self.thinking, "progress": round(fraction, 6)}

    def _finish(self, task: Task) -> None:
        if task is not self._task:
            return
        self._task = None
        with self._batch():
            self.thinking = {}
            if not task.discard and task.current(self._game):
                try:
                    self._use_result(task)
                except Refusal as refusal:
                    self.notice(refusal.why)
            self._sync()
            self._run_bot()

    def _use_result(self, task: Task) -> None:
        job = task.job
        assert job is not None
        if job.status == FAILED:
            raise Refusal(msg("ui.thinking_failed", reason=str(job.error)[:200]))
        if task.kind == "move":
            notation = job.result()
            unchanged = job.moves_at_start == len(self._game.moves)
            if notation is not None and unchanged and self._computer_to_move():
                self._apply(notation)
        elif task.kind == "hint":
            analysis = job.result()
            if analysis is not None:
                self._hint_result = (task.game, task.moves, analysis)
        else:
            verdict = job.result()
            if job.status == CANCELLED or verdict is None:
                raise Refusal(msg("ui.solve_stopped"))
            self._verdict_result = (task.game, task.moves, verdict)
