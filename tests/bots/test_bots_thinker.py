"""Long thinking runs in a background thread, reports progress and can be cancelled.

Synchronisation is by events and queues only: the tests never sleep.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

import pytest
from bot_helpers import random_game

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.bots import HeuristicBot, ISMCTSBot
from wolfpack.bots.analysis import Analysis
from wolfpack.bots.thinker import CANCELLED, DONE, FAILED, Job, Thinker


def test_a_hint_runs_while_the_caller_keeps_working() -> None:
    """The job waits inside its progress callback until the main thread answers: it only
    finishes if the main thread is free while it runs."""
    game = LoneWolves(seed=3)
    asked = threading.Event()
    answered = threading.Event()
    done: queue.Queue[Job[Analysis]] = queue.Queue()

    def progress(fraction: float) -> None:
        if not asked.is_set():
            asked.set()
            assert answered.wait(WAIT)

    thinker = Thinker()
    job = thinker.hint(game, iterations=600, seed=1, on_progress=progress, on_done=done.put)
    assert asked.wait(WAIT)
    assert not job.done and job.status == "running"
    answered.set()  # the main thread was free to do this
    finished = done.get(timeout=WAIT)
    assert finished is job and job.status == DONE and job.progress == 1.0
    hint = job.result()
    assert hint is not None and hint.iterations == 600 and not hint.cancelled


def test_cancelling_a_hint_returns_what_was_found_so_far() -> None:
    game = LoneWolves(seed=5)
    started = threading.Event()
    thinker = Thinker()
    job = thinker.hint(game, iterations=10**9, seed=0, on_progress=lambda f: started.set())
    assert started.wait(WAIT)
    job.cancel()
    hint = job.result(WAIT)
    assert job.status == CANCELLED
    assert hint is not None and hint.cancelled and 0 < hint.iterations < 10**9
    assert hint.best.move in game.legal_notations()


def test_cancelling_the_solver() -> None:
    game = random_game(2, 200)
    while game.state.tricks > 7:  # six tricks left: far too long to finish here
        game.undo()
    thinker = Thinker()
    job = thinker.solve(game)
    job.cancel()
    assert job.wait(WAIT)
    assert job.status == CANCELLED and job.result() is None


def test_the_solver_job_gives_the_verdict_with_progress() -> None:
    game = random_game(6, 200)
    while game.state.tricks > 11:
        game.undo()
    fractions: list[float] = []
    job = Thinker().solve(game, on_progress=fractions.append)
    verdict = job.result(WAIT)
    assert job.status == DONE and verdict is not None
    assert verdict.best in game.legal_notations()
    assert fractions and fractions[-1] == 1.0 and fractions == sorted(fractions)


def test_a_new_job_cancels_the_previous_one() -> None:
    game = LoneWolves(seed=9)
    thinker = Thinker()
    started = threading.Event()
    first = thinker.hint(game, iterations=10**9, on_progress=lambda f: started.set())
    assert started.wait(WAIT)
    second = thinker.hint(game, iterations=50)
    assert first.wait(WAIT) and first.status == CANCELLED
    assert second.result(WAIT) is not None and thinker.job is second


@pytest.mark.parametrize("bot", [ISMCTSBot(iterations=100, seed=1), HeuristicBot(1)])
def test_a_bot_move_in_the_background(bot: Any) -> None:
    game = LoneWolves(seed=11)
    job = Thinker().bot_move(game, bot)
    notation = job.result(WAIT)
    assert job.status == DONE and notation in game.legal_notations()
    assert job.moves_at_start == 0
    game.play(notation)


def test_a_failure_is_reported_not_lost() -> None:
    def boom(report: Any, cancel: threading.Event) -> int:
        raise RuntimeError("no")

    job: Job[int] = Job("test", boom).start()
    assert job.wait(WAIT) and job.status == FAILED
    with pytest.raises(RuntimeError, match="no"):
        job.result()


def test_result_times_out_while_running() -> None:
    gate = threading.Event()

    def wait(report: Any, cancel: threading.Event) -> int:
        gate.wait(WAIT)
        return 1

    job: Job[int] = Job("test", wait).start()
    with pytest.raises(TimeoutError):
        job.result(timeout=0.01)
    gate.set()
    assert job.result(WAIT) == 1


def test_a_hint_stopped_before_its_first_game_is_cancelled_not_failed(backend: str) -> None:
    """Closing a board can stop its hint before the search has tried any move (the native
    search checks the stop before its first slice; Python's after 16 games): the job says
    it was cancelled, not that it failed."""
    from wolfpack.bots.analysis import HintCancelled, hint_task

    task = hint_task(LoneWolves(seed=7, leader=0), iterations=10**8, estimator="search")
    stop = threading.Event()
    stop.set()
    if backend == "native":
        with pytest.raises(HintCancelled):
            task.run(None, stop)
    else:
        assert task.run(None, stop).cancelled
    job: Job[Any] = Job("hint", lambda progress, cancel: task.run(progress, cancel))
    job.cancel()
    job.start()
    assert job.wait(WAIT) and job.status == CANCELLED and job.error is None
