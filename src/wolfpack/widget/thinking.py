"""The computer at the board: its seats, hints and the solver, thought out in every host.

:class:`Board` adds to :class:`~wolfpack.widget.base.GameWidget`:

* computer seats: any seat may be played by the computer at a named level (``seats``,
  :data:`wolfpack.bots.LEVELS`). The instant levels (random, easy) answer within the update
  of the move they answer; the searching levels think in the background;
* a hint for the person to move (``{"cmd": "hint"}``): every legal move with its value and
  the best one explained, computed from that player's information only and synced as
  ``hint`` only to that player's view or the open view;
* the exact solver's verdict (``{"cmd": "solve"}``), offered near the end and in the open
  view only (it reads hidden state), synced as ``verdict``;
* ``thinking``: what is being thought about (``{"job", "kind", "player", "progress"}``,
  ``{}`` when nothing is), and ``{"cmd": "cancel"}`` to stop it: a hint keeps what it found
  so far, the computer plays its best move so far, the solver gives up.

One job runs at a time (:class:`wolfpack.bots.Thinker`). Its result is applied on whatever
thread finishes it, holding :data:`wolfpack.core.game.LOCK` like every other change of the
board, so it lands in every host (JupyterLab with comms over subshells or not, Notebook 7,
Voila, marimo, a script that only sleeps) and never in the middle of a click; a result is
used only if the game is still in the position the job started from. Stop always ends the
thinking at once (a job that does not stop within :data:`STOP_GRACE` seconds is dropped).
Where no thread can start (Pyodide), the job runs in the foreground within
:data:`FOREGROUND_SECONDS`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import Any

import traitlets as t

from wolfpack.bots import (
    LEVELS,
    Analysis,
    HeuristicBot,
    ISMCTSBot,
    Job,
    Thinker,
    Verdict,
    bot_for_level,
)
from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.analysis import default_hint_iterations, quick_to_solve
from wolfpack.bots.levels import LevelBot
from wolfpack.bots.thinker import CANCELLED, FAILED
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import LOCK, Game
from wolfpack.core.native import use_native
from wolfpack.core.threads import can_start_threads
from wolfpack.widget.base import GameWidget, Refusal
from wolfpack.widget.intents import command
from wolfpack.widget.options import check_computer_options
from wolfpack.widget.results import hint_json, verdict_json

DEFAULT_LEVEL = "easy"
"""The computer's level unless another is chosen."""
STOP_GRACE = 2.0
"""Seconds a stopped job may take to finish before the board drops it and moves on."""
FOREGROUND_SECONDS = 2.0
"""Where no thread can start, a search in the foreground stops after this many seconds."""


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
    bot: Any = None
    """For a move: the computer player thinking (its level's notice is read from it)."""
    discard: bool = False
    """Set when the result is no longer wanted (the game moved on, the seat changed)."""
    finished: threading.Event = field(default_factory=threading.Event)
    """Set once the task is over for the board (result applied, or dropped)."""

    def current(self, game: Game[Any]) -> bool:
        """Whether ``game`` is still the game and position the task started from."""
        return game is self.game and tuple(game.moves) == self.moves


class Board(GameWidget):
    """A board with computer seats, hints and the solver (see the module docs).

    ``computer`` maps seats to levels (``{1: "medium"}``; see :data:`wolfpack.bots.LEVELS`);
    ``bot=1, strength="medium"`` says the same for one seat (``strength`` alone: the level
    the browser's one-opponent control starts with; a ``strength`` that ``computer``
    contradicts is refused, :mod:`wolfpack.widget.options`). ``bot_seed`` seeds the
    computer and the hints (seat ``p`` plays with ``bot_seed + p``), ``hint_iterations``
    sets how many games a hint simulates (by default 400,000 or fewer with the native core,
    2,000 in Python: :func:`wolfpack.bots.analysis.default_hint_iterations`). The levels
    think for their time (:mod:`wolfpack.bots.levels`); ``reproducible=True`` limits them
    by their fixed iterations instead, so the same seed plays the same moves. Where a level
    stops at its time well short of its strength (the search in Python, without the native
    core), the board says so in a notice, once per seat and level.
    """

    thinking = t.Dict().tag(sync=True)
    hint = t.Dict().tag(sync=True)
    verdict = t.Dict().tag(sync=True)
    levels: t.List[str] = t.List().tag(sync=True, ts="string[]")

    def __init__(
        self,
        game: Game[Any],
        *,
        computer: dict[int, str] | None = None,
        bot: int | None = None,
        strength: str | None = None,
        bot_seed: int = 0,
        hint_iterations: int | None = None,
        reproducible: bool = False,
        **kwargs: Any,
    ) -> None:
        if strength is not None and strength not in LEVELS:
            raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(LEVELS)}")
        check_computer_options(bot, strength, computer)
        strength = strength or DEFAULT_LEVEL
        if hint_iterations is None:
            hint_iterations = default_hint_iterations(game.game_id)
        if not isinstance(hint_iterations, int) or hint_iterations < 1:
            raise ValueError("hint_iterations must be a positive whole number")
        seats: list[str | None] = [None] * game.players
        for player, level in {
            **({bot: strength} if bot is not None else {}),
            **(computer or {}),
        }.items():
            if not isinstance(player, int) or not 0 <= player < game.players:
                raise ValueError(f"no seat {player!r}: players are 0..{game.players - 1}")
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
            seats[player] = level
        self.hint_iterations = hint_iterations
        self.reproducible = reproducible
        self._short_told: set[tuple[int, str]] = set()
        self._thinker = Thinker()
        self._task: Task | None = None
        self._serial = 0
        self._bot_seed = bot_seed
        self._default_level = strength
        self._bots: dict[tuple[int, str], Any] = {}
        self._moving = False
        self._analysing = False  # went to a position of the tree: nobody moves by itself
        self._hint_result: tuple[Game[Any], tuple[str, ...], Analysis] | None = None
        self._verdict_result: tuple[Game[Any], tuple[str, ...], Verdict] | None = None
        super().__init__(game, seats=seats, levels=list(LEVELS), **kwargs)

    # -- seats --------------------------------------------------------------------------------
    def _check_seats(self, seats: list[str | None]) -> list[str | None]:
        if len(seats) != self._game.players:
            raise ValueError(f"give one seat per player ({self._game.players}), not {len(seats)}")
        for level in seats:
            if level is not None and level not in LEVELS:
                raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
        return list(seats)

    def _check_level(self, level: Any) -> str | None:
        if level is None or (isinstance(level, str) and level in LEVELS):
            return level
        raise Refusal(msg("ui.bad_strength", field="level", levels=", ".join(LEVELS)))

    def set_seat(self, player: int, level: str | None) -> None:
        """Let the computer play seat ``player`` at ``level`` (None: a person plays it)."""
        with LOCK, self._batch():
            if not isinstance(player, int) or not 0 <= player < self.players:
                raise ValueError(f"no seat {player!r}: players are 0..{self.players - 1}")
            if level is not None and level not in LEVELS:
                raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
            self._set_seat(player, level)

    def _after_seats(self) -> None:
        task = self._task
        if task is not None and task.kind == "move":
            self._drop(task)
        super()._after_seats()
        self._run_bot()

    @property
    def bot(self) -> int | None:
        """The first seat the computer plays (None: nobody); setting it makes the computer
        play that seat alone, at :attr:`strength`."""
        return next((p for p, level in enumerate(self.seats) if level is not None), None)

    @bot.setter
    def bot(self, player: int | None) -> None:
        self.set_bot(player)

    def set_bot(self, player: int | None) -> None:
        """Let the computer play ``player`` alone (the other seats: people); None: nobody."""
        with LOCK, self._batch():
            if player is not None and (
                not isinstance(player, int) or not 0 <= player < self.players
            ):
                raise ValueError(f"no seat {player!r}: players are 0..{self.players - 1}")
            level = self.strength
            self.seats = [level if p == player else None for p in range(self.players)]
            self._after_seats()

    @property
    def strength(self) -> str:
        """The level of the computer's seats (the default level when none plays)."""
        return next((level for level in self.seats if level is not None), self._default_level)

    @strength.setter
    def strength(self, level: str) -> None:
        self.set_strength(level)

    def set_strength(self, level: str) -> None:
        """Let every computer seat play at ``level`` (a key of :data:`wolfpack.bots.LEVELS`)."""
        if level not in LEVELS:
            raise ValueError(f"unknown strength {level!r}; choose one of {', '.join(LEVELS)}")
        with LOCK, self._batch():
            self._default_level = level
            self.seats = [None if s is None else level for s in self.seats]
            self._after_seats()

    def _computer(self, player: int) -> Any:
        """The computer player of ``player``'s seat at its level (one per seat and level)."""
        level = self.seats[player]
        assert level is not None
        key = (player, level)
        if key not in self._bots:
            self._bots[key] = bot_for_level(
                level, self._bot_seed + player, reproducible=self.reproducible
            )
        return self._bots[key]

    # -- Python conveniences that mirror the browser's controls ---------------------------
    def ask_hint(self) -> None:
        """Start a hint for the player to move, as the Hint button does; the board shows
        it when it is ready (:meth:`wait` waits for it). :class:`.Refusal` says why not."""
        with LOCK, self._batch():
            self._cmd_hint({})

    def ask_solution(self) -> None:
        """Start the solver on the open position, as its button does (open view, near the
        end of the game only). :class:`.Refusal` says why not."""
        with LOCK, self._batch():
            self._cmd_solve({})

    def stop_thinking(self) -> None:
        """Stop the current thinking, as the Stop button does."""
        with LOCK, self._batch():
            self._cmd_cancel({})

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the computer has finished thinking and the board shows the result
        (every computer move included); whether it did within ``timeout`` seconds. When it
        returns True the result is applied and synced (``last_hint``, ``last_verdict``,
        the computer's move), and so is whatever it started (the next computer seat's
        thinking, waited for too). Not needed for the board to work: results land by
        themselves."""
        deadline = None if timeout is None else time.monotonic() + timeout

        def left() -> float:
            return -1.0 if deadline is None else max(0.0, deadline - time.monotonic())

        while True:
            # Read under the lock: a result is applied and synced holding it, after the job
            # has left ``_task`` (using the result may start the next job).
            if not LOCK.acquire(timeout=left()):
                return False
            try:
                task = self._task
            finally:
                LOCK.release()
            if task is None:
                return True
            if not task.finished.wait(None if deadline is None else left()):
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
        task = self._task
        return task.job if task is not None else None

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
        if r is None or not self._is_now(r[0], r[1]) or self.cover:
            return {}
        analysis = r[2]
        if self.perspective is not None and self.perspective != analysis.player:
            return {}
        return hint_json(analysis, len(r[1]), self._game)

    def _visible_verdict(self) -> dict[str, Any]:
        """The verdict, only in the open view (it is built from hidden state)."""
        r = self._verdict_result
        if r is None or not self._is_now(r[0], r[1]) or self.perspective is not None:
            return {}
        return verdict_json(r[2], len(r[1]), self._game)

    # -- when thinking is allowed -------------------------------------------------------------
    def _hint_refusal(self) -> Explanation | None:
        """Why no hint may be asked for now (None: it may)."""
        off = self._controls.refusal("hints")
        if off is not None:
            return off
        game = self._game
        to_move = game.to_move
        if self.cover or to_move is None:
            return game.waiting(self.perspective)
        if self.perspective is not None and to_move != self.perspective:
            return game.waiting(self.perspective)
        if self.seats[to_move] is not None:
            return msg("ui.hint_computer", player=to_move)
        try:
            adapter_for(game)
        except KeyError as e:
            return msg("ui.thinking_failed", reason=str(e.args[0]))
        return None

    def _solve_refusal(self) -> Explanation | None:
        """Why the solver may not be asked now (None: it may)."""
        off = self._controls.refusal("solver")
        if off is not None:
            return off
        if self.locked:
            return msg("ui.locked_solver")
        if self.perspective is not None:
            return self._solver_hidden()
        game = self._game
        if game.to_move is None:
            return game.waiting(None)
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
    @command("bot", player="number | null")
    def _cmd_bot(self, request: dict[str, Any]) -> None:
        """The one-opponent control: the computer plays ``player`` (or nobody)."""
        self._check_control("seats")
        player = self._checked(request.get("player"))
        self.seats = [self.strength if p == player else None for p in range(self.players)]
        self._after_seats()

    @command("strength", value="string")
    def _cmd_strength(self, request: dict[str, Any]) -> None:
        """Set the computer's level to ``value``."""
        self._check_control("seats")
        level = request.get("value")
        if not isinstance(level, str) or level not in LEVELS:
            raise Refusal(msg("ui.bad_strength", field="level", levels=", ".join(LEVELS)))
        self._default_level = level
        self.seats = [None if s is None else level for s in self.seats]
        self._after_seats()

    @command("hint")
    def _cmd_hint(self, request: dict[str, Any]) -> None:
        """Ask the coach for a hint on the position."""
        why = self._hint_refusal()
        if why is not None:
            raise Refusal(why)
        self._check_idle()
        self._start("hint")

    @command("solve")
    def _cmd_solve(self, request: dict[str, Any]) -> None:
        """Ask the open-hand solver for every move's value."""
        why = self._solve_refusal()
        if why is not None:
            raise Refusal(why)
        self._check_idle()
        self._start("solve")

    @command("cancel")
    def _cmd_cancel(self, request: dict[str, Any]) -> None:
        """Stop the search under way."""
        task = self._task
        if task is None or task.job is None:
            return
        task.job.cancel()
        timer = threading.Timer(STOP_GRACE, self._give_up, (task,)) if can_start_threads() else None
        if timer is not None:
            timer.daemon = True
            timer.start()

    def _give_up(self, task: Task) -> None:
        """A stopped job that has not finished after :data:`STOP_GRACE`: drop it; a
        computer seat that was thinking plays its quick rule-based move instead."""
        try:
            with LOCK, self._batch():
                if task is not self._task:
                    return
                self._drop(task)
                self._task = None
                self.thinking = {}
                self._sync()
                if task.kind == "move" and self._computer_to_move() == task.player:
                    move = HeuristicBot(self._bot_seed + task.serial).choose(self._game)
                    self._apply(move.notation)
        finally:
            task.finished.set()  # only once the board shows what replaces the result

    # -- the computer's moves -----------------------------------------------------------------
    def _game_changed(self, method: str) -> None:
        task = self._task
        if task is not None and not task.discard and not task.current(self._game):
            self._drop(task)
            self._end(task)
        # After going to a position of the tree (or deleting the line it was on), the
        # computer waits until the person plays on: else it would play at once where a
        # line was just deleted to try another move there.
        # (A note or a promotion leaves the position, and the waiting, as they were.)
        self._analysing = method == "goto" or (method == "tree" and self._analysing)
        if not self._analysing:
            self._run_bot()

    def _computer_to_move(self) -> int | None:
        """The seat the computer should decide for now, if any (at the end of the record,
        unless the board went to a position of the tree since the last move)."""
        game = self._game
        mover = game.to_move
        if mover is None or game.can_redo or self.seats[mover] is None or self._analysing:
            return None
        return mover

    def _computer_turn(self) -> Explanation | None:
        """As the base says, except after going to a position of the tree: there the
        person decides for every seat until they play on (an analysis)."""
        return None if self._analysing else super()._computer_turn()

    def _run_bot(self) -> None:
        """Let the computer decide while it is to move at the end of the record: at once
        for an instant level, else in the background (one job at a time)."""
        if self._moving:
            return
        self._moving = True
        try:
            while (mover := self._computer_to_move()) is not None:
                computer = self._computer(mover)
                if isinstance(computer, ISMCTSBot):
                    if self._task is None:
                        self._start("move")
                    if self._task is not None and not self._task.finished.is_set():
                        return  # thinking in the background
                    continue  # finished in the foreground: the next seat, if any
                self._apply(computer.choose(self._game).notation)
        finally:
            self._moving = False

    @staticmethod
    def _drop(task: Task) -> None:
        task.discard = True
        if task.job is not None:
            task.job.cancel()

    def _end(self, task: Task) -> None:
        """The task is over for the board: it thinks no more about it."""
        if task is self._task:
            self._task = None
            self.thinking = {}
        task.finished.set()

    # -- jobs: started here, finished on whatever thread ends them --------------------------
    def _start(self, kind: str) -> Task:
        game = self._game
        self._serial += 1
        task = Task(self._serial, kind, game, tuple(game.moves), game.to_move)
        self._task = task
        self.thinking = {"job": task.serial, "kind": kind, "player": task.player, "progress": 0}
        seconds = None if can_start_threads() else FOREGROUND_SECONDS

        def progress(fraction: float) -> None:
            self._progress(task, fraction)

        def done(job: Job[Any]) -> None:
            task.job = job  # (in the foreground, before the thinker returns it)
            self._finish(task)

        thinker = self._thinker
        if kind == "hint":
            task.job = thinker.hint(
                game,
                iterations=self.hint_iterations,
                seconds=seconds,
                seed=self._bot_seed + len(game.moves),
                on_progress=progress,
                on_done=done,
            )
        elif kind == "solve":
            task.job = thinker.solve(game, on_progress=progress, on_done=done)
        else:
            assert task.player is not None
            task.bot = self._computer(task.player)
            task.job = thinker.bot_move(
                game,
                task.bot,
                seconds=seconds,
                on_progress=progress,
                on_done=done,
            )
        return task

    def _progress(self, task: Task, fraction: float) -> None:
        with LOCK:
            if task is self._task and not task.discard and self.thinking.get("job") == task.serial:
                self.thinking = {**self.thinking, "progress": round(fraction, 6)}

    def _finish(self, task: Task) -> None:
        """The job of ``task`` ended (on its worker thread, or here in the foreground):
        use its result if the game is still where it started, then let the next computer
        seat think. The task counts as finished only once the board shows the result."""
        try:
            with LOCK, self._batch():
                if task is not self._task:
                    return
                self._task = None  # using the result may start the next job
                self.thinking = {}
                try:
                    if not task.discard and task.current(self._game):
                        self._use_result(task)
                except Refusal as refusal:
                    self.notice(refusal.why)
                finally:
                    if self._task is None:
                        self.thinking = {}
                self._sync()
                self._run_bot()
        finally:
            task.finished.set()

    def _use_result(self, task: Task) -> None:
        job = task.job
        assert job is not None
        if job.status == FAILED:
            raise Refusal(msg("ui.thinking_failed", reason=str(job.error)[:200]))
        if task.kind == "move":
            notation = job.result()
            if notation is not None and self._computer_to_move() == task.player:
                self._tell_short(task)
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

    def _tell_short(self, task: Task) -> None:
        """The notice that a level stopped at its time well short of its strength (once
        per seat and level): in Python without the native core, or on a busy machine."""
        bot = task.bot
        short = getattr(bot, "short_of", None)
        if not isinstance(bot, LevelBot) or short is None or task.player is None:
            return
        key = (task.player, bot.level.name)
        if key in self._short_told:
            return
        self._short_told.add(key)
        kind = "busy" if use_native(bot.backend) else "python"
        done, target = short
        self.notice(
            msg(
                f"ui.level_short_{kind}",
                level=bot.level.name,
                player=task.player,
                done=done,
                target=target,
            )
        )


ThinkingWidget = Board
"""The name this class had before every board could seat several computer players."""
