"""Long thinking off the notebook's main thread: progress, cancel, and a result later.

The board widget must stay responsive while the computer searches for a hint, solves an
open position or chooses its move. :class:`Thinker` runs each such computation as a
:class:`Job` in a daemon thread (of the host's kind, :mod:`wolfpack.core.threads`): the game
is snapshotted first (in the caller's thread, so it may change afterwards), progress is
reported through a throttled callback, and :meth:`Job.cancel` stops it within a few
milliseconds. The kernel keeps handling messages meanwhile (Python switches threads every
few milliseconds). Where no thread can start (Pyodide), the job runs in the caller's
thread when it is started, and the caller bounds its budget.

Example (the widget does the same with its own callbacks)::

    >>> from wolfpack import LoneWolves
    >>> game = LoneWolves(seed=7)
    >>> thinker = Thinker()
    >>> import threading
    >>> told = threading.Event()
    >>> job = thinker.hint(game, iterations=300, on_done=lambda j: told.set())
    >>> told.wait(600), job.status, job.result().best.move in game.legal_notations()
    (True, 'done', True)
    >>> job = thinker.hint(game, seconds=60)
    >>> job.cancel()      # the user pressed "stop": the hint so far (if any) is returned
    >>> job.wait(600), job.status
    (True, 'cancelled')
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from wolfpack.bots.analysis import Analysis, HintCancelled, Verdict, hint_task, solve_task
from wolfpack.core.game import Game
from wolfpack.core.threads import can_start_threads, start_thread

T = TypeVar("T")

RUNNING, DONE, CANCELLED, FAILED = "running", "done", "cancelled", "failed"


class Job(Generic[T]):
    """One computation in a background thread.

    ``status`` is ``"running"``, then ``"done"``, ``"cancelled"`` (stopped by
    :meth:`cancel`; ``result()`` is the partial result where the computation has one, else
    None) or ``"failed"`` (``error`` holds the exception). ``on_progress(fraction)`` is
    called at most every ``interval`` seconds, ``on_done(job)`` once at the end; both run
    in the worker thread.
    """

    def __init__(
        self,
        kind: str,
        fn: Callable[[Callable[[float], None], threading.Event], T],
        on_progress: Callable[[float], None] | None = None,
        on_done: Callable[[Job[T]], None] | None = None,
        interval: float = 0.1,
    ) -> None:
        self.kind = kind
        self.status = RUNNING
        self.progress = 0.0
        self.error: BaseException | None = None
        self.moves_at_start: int | None = None
        """For a move job: how many moves the game had when it started."""
        self._fn = fn
        self._result: T | None = None
        self._cancel = threading.Event()
        self._finished = threading.Event()
        self._on_progress = on_progress
        self._on_done = on_done
        self._interval = interval
        self._last_report = 0.0

    @property
    def foreground(self) -> bool:
        """Whether the job runs in the caller's thread (where none can start)."""
        return not can_start_threads()

    def start(self) -> Job[T]:
        """Start the thread (done by :class:`Thinker`), or run the job to its end here where
        no thread can start; returns the job."""
        if self.foreground:
            self._run()
        else:
            start_thread(self._run, f"wolfpack-{self.kind}")
        return self

    def _report(self, fraction: float) -> None:
        self.progress = fraction
        now = time.monotonic()
        if self._on_progress is not None and (
            now - self._last_report >= self._interval or fraction >= 1.0
        ):
            self._last_report = now
            self._on_progress(fraction)

    def _run(self) -> None:
        try:
            self._result = self._fn(self._report, self._cancel)
            self.status = CANCELLED if self._cancel.is_set() else DONE
            if self.status == DONE:
                self.progress = 1.0
        except Exception as e:  # reported through the job, not lost in the thread
            stopped = isinstance(e, HintCancelled) or type(e).__name__ == "SolverCancelled"
            if self._cancel.is_set() and stopped:
                self.status = CANCELLED
            else:
                self.error = e
                self.status = FAILED
        except BaseException:  # an interrupt of the kernel (in the foreground): it stopped
            self.status = CANCELLED
            raise
        finally:
            self._finished.set()
            if self._on_done is not None:
                self._on_done(self)

    def cancel(self) -> None:
        """Ask the computation to stop as soon as it can."""
        self._cancel.set()

    @property
    def done(self) -> bool:
        """Whether the job has finished (in any way)."""
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the job has finished (or ``timeout`` passed); whether it has."""
        return self._finished.wait(timeout)

    def result(self, timeout: float | None = None) -> T | None:
        """The result once finished (waiting up to ``timeout``); re-raises a failure.
        ``TimeoutError`` if still running after ``timeout``."""
        if not self._finished.wait(timeout):
            raise TimeoutError(f"the {self.kind} job is still running")
        if self.error is not None:
            raise self.error
        return self._result


class Thinker:
    """Starts background jobs for one board: a hint, the solver's verdict, a bot's move.

    At most one job runs at a time: starting another cancels the one before (the user
    moved on). :attr:`job` is the latest job.
    """

    def __init__(self) -> None:
        self.job: Job[Any] | None = None
        """The latest job started (None before the first)."""

    def _start(self, job: Job[T]) -> Job[T]:
        self.cancel()
        self.job = job
        return job.start()

    def cancel(self) -> None:
        """Cancel the running job, if any."""
        if self.job is not None and not self.job.done:
            self.job.cancel()

    def hint(
        self,
        game: Game[Any],
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int = 0,
        on_progress: Callable[[float], None] | None = None,
        on_done: Callable[[Job[Analysis]], None] | None = None,
    ) -> Job[Analysis]:
        """Start a hint for the player to move (see :func:`.analysis.analyze`)."""
        task = hint_task(game, iterations=iterations, seconds=seconds, seed=seed)
        return self._start(Job("hint", task.run, on_progress, on_done))

    def solve(
        self,
        game: Game[Any],
        *,
        all_moves: bool = False,
        on_progress: Callable[[float], None] | None = None,
        on_done: Callable[[Job[Verdict]], None] | None = None,
    ) -> Job[Verdict]:
        """Start the exact solver on the open position (see :func:`.analysis.solve_open`)."""
        task = solve_task(game, all_moves=all_moves)
        return self._start(Job("solve", task.run, on_progress, on_done))

    def bot_move(
        self,
        game: Game[Any],
        bot: Any,
        *,
        seconds: float | None = None,
        on_progress: Callable[[float], None] | None = None,
        on_done: Callable[[Job[str]], None] | None = None,
    ) -> Job[str]:
        """Start ``bot`` choosing a move for the player to move; the result is the move's
        notation. The caller plays it (after checking the game has not changed: compare
        ``len(game.moves)`` with the job's ``moves_at_start``). A cancelled search still
        returns its best move so far; ``seconds`` caps a search's time."""
        from wolfpack.bots.ismcts import ISMCTSBot

        start_moves = len(game.moves)
        if isinstance(bot, ISMCTSBot):
            fn = bot.task(game, seconds)
        else:
            notation: str = bot.choose(game).notation

            def fn(report: Callable[[float], None], cancel: threading.Event) -> str:
                report(1.0)
                return notation

        job = Job("move", fn, on_progress, on_done)
        job.moves_at_start = start_moves
        return self._start(job)
