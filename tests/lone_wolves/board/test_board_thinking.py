"""The computer at the board: strengths, moves thought out in the background, stop.

A result lands by itself, on the thread that finishes it (holding the game lock);
``board.wait()`` only waits for that, so every test knows when a result has arrived. The
workers are synchronised with events, never with sleeps.
"""

from __future__ import annotations

import threading

import pytest
from board_helpers import Recorder

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.bots import LEVELS, bot_for_level, thinker
from wolfpack.bots.heuristic import HeuristicBot
from wolfpack.widget import LoneWolvesBoard, thinking
from wolfpack.widget.thinking import Board, Task


def against(strength: str, **kwargs: object) -> tuple[LoneWolvesBoard, Recorder]:
    board = LoneWolvesBoard(
        LoneWolves(seed=7, leader=0), perspective=0, bot=1, strength=strength, **kwargs
    )
    return board, Recorder(board)


def test_every_level_can_be_chosen_and_an_unknown_one_is_refused(rec: Recorder) -> None:
    assert rec.board.strength == "easy" and rec.board.levels == list(LEVELS)
    for level in LEVELS:
        rec.intent(cmd="strength", value=level)
        assert rec.board.strength == level
    assert rec.refusal(cmd="strength", value="godlike")["why"][0] == "ui.bad_strength"
    assert rec.refusal(cmd="strength", value=3)["why"][0] == "ui.bad_strength"
    with pytest.raises(ValueError, match="unknown strength"):
        rec.board.set_strength("godlike")
    with pytest.raises(ValueError, match="unknown strength"):
        LoneWolvesBoard(LoneWolves(seed=1), strength="godlike")


def test_an_instant_level_answers_within_the_same_update() -> None:
    board, rec = against("easy")
    replies = rec.intent(cmd="move", move="play k4 cave")
    assert board.game.steps[1].player == 1 and board.thinking == {}
    assert [s["n"] for s in replies[0]["log"]["steps"]][:2] == board.game.moves[:2]


def test_a_searching_level_thinks_in_the_background_and_shows_progress() -> None:
    board, rec = against("medium")
    replies = rec.intent(cmd="move", move="play k4 cave", id=3)
    # The click is answered at once; the computer is still thinking.
    assert replies[-1]["type"] == "done" and replies[-1]["id"] == 3
    assert board.game.moves == ["play k4 cave"]
    assert board.thinking["kind"] == "move" and board.thinking["player"] == 1
    job = board.job
    assert job is not None and job.moves_at_start == 1
    main = threading.get_ident()
    threads: list[int] = []
    board.on_move(lambda step: threads.append(threading.get_ident()))
    assert board.wait(timeout=WAIT)
    assert board.game.steps[1].player == 1 and board.game.to_move == 0
    assert board.thinking == {} and job.status == "done"
    # Applied by the thread that finished thinking: nobody had to hand it over.
    assert threads and main not in threads
    progress = [u["state"]["thinking"] for u in rec.updates if u["state"].get("thinking")]
    assert any(0 < p["progress"] <= 1 for p in progress)
    # The move came the way a click comes, and the browser got it as a log message.
    assert any(
        m.get("type") == "log" and m["log"]["steps"][0]["p"] == 1
        for m in rec.messages
        if "log" in m
    )


def test_the_same_seed_and_level_play_the_same_move() -> None:
    board, rec = against("medium", bot_seed=5, reproducible=True)
    rec.intent(cmd="move", move="play k4 cave")
    assert board.wait(timeout=WAIT)
    game = LoneWolves(seed=7, leader=0)
    game.play("play k4 cave")
    # Seat 1 plays with bot_seed + 1.
    expected = bot_for_level("medium", 6, reproducible=True).choose(game).notation
    assert board.game.moves[1] == expected


def test_a_stale_computer_move_is_never_played() -> None:
    board, rec = against("expert")
    rec.intent(cmd="move", move="play k4 cave")
    job = board.job
    assert job is not None
    rec.intent(cmd="undo")  # back to the player's turn while the computer thinks
    assert board.game.moves == []
    assert board.wait(timeout=WAIT)
    assert job.wait(timeout=WAIT) and job.status == "cancelled" and board.game.moves == []
    assert board.thinking == {} and board.nav["position"] == 0


def test_stop_makes_the_computer_play_its_best_move_so_far() -> None:
    board, rec = against("expert")
    rec.intent(cmd="move", move="play k4 cave")
    job = board.job
    assert job is not None
    # Once it has moved, the computer plays on at once (no more long searches here).
    board.on_move(lambda step: board.set_strength("easy") if step.player == 1 else None)
    rec.intent(cmd="cancel")
    assert board.wait(timeout=WAIT)
    assert job.status == "cancelled"
    assert len(board.game.moves) >= 2 and board.game.steps[1].player == 1
    assert board.game.to_move == 0


def test_changing_the_level_or_switching_off_while_thinking_drops_the_search() -> None:
    board, rec = against("expert")
    rec.intent(cmd="move", move="play k4 cave")
    expert = board.job
    rec.intent(cmd="strength", value="easy")  # the easy computer answers at once
    assert board.game.steps[1].player == 1
    moves = list(board.game.moves)
    assert board.wait(timeout=WAIT)
    assert expert is not None and expert.wait(timeout=WAIT) and expert.status == "cancelled"
    assert board.game.moves == moves
    board2, rec2 = against("expert")
    rec2.intent(cmd="move", move="play k4 cave")
    rec2.intent(cmd="bot", player=None)
    assert board2.wait(timeout=WAIT)
    assert board2.game.moves == ["play k4 cave"] and board2.bot is None


def test_a_computer_that_moves_first_starts_thinking_when_the_board_opens() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), bot=0, strength="medium")
    assert board.thinking["kind"] == "move"
    assert board.wait(timeout=WAIT)
    assert board.game.steps[0].player == 0 and board.game.to_move == 1


def test_a_new_game_drops_the_old_games_thinking() -> None:
    board, rec = against("expert")
    rec.intent(cmd="move", move="play k4 cave")
    old, job = board.game, board.job
    rec.intent(cmd="new", seed=3)
    rec.intent(cmd="bot", player=None)
    assert board.wait(timeout=WAIT)
    assert job is not None and job.wait(timeout=WAIT) and job.status == "cancelled"
    assert old.moves == ["play k4 cave"] and board.game is not old


def test_where_no_thread_can_start_the_computer_thinks_in_the_foreground(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Pyodide (JupyterLite): the search runs within the click, with a bounded budget."""
    monkeypatch.setattr(thinker, "can_start_threads", lambda: False)
    monkeypatch.setattr("wolfpack.widget.thinking.can_start_threads", lambda: False)
    started: list[int] = []
    monkeypatch.setattr(
        thinker,
        "start_thread",
        lambda target, name: started.append(1),  # must not be used
    )
    board, rec = against("hard")
    replies = rec.intent(cmd="move", move="play k4 cave")
    assert started == [] and board.thinking == {} and board.job is None
    assert board.game.steps[1].player == 1 and board.game.to_move == 0
    assert replies[-1]["type"] == "done" and "refused" not in replies[-1]
    rec.intent(cmd="hint")
    assert board.hint["player"] == 0 and board.thinking == {}


def interrupt_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """No threads (Pyodide), and the kernel interrupted as soon as a search reports
    progress (as ``KeyboardInterrupt`` arrives in the middle of the search)."""
    monkeypatch.setattr(thinker, "can_start_threads", lambda: False)
    monkeypatch.setattr("wolfpack.widget.thinking.can_start_threads", lambda: False)

    def interrupted(self: thinker.Job[object], fraction: float) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(thinker.Job, "_report", interrupted)


def answers(rec: Recorder, **content: object) -> list[dict[str, object]]:
    """What the board sent for an intent (an interrupt that escapes is a failure here,
    not the end of the test session)."""
    try:
        return rec.intent(**content)
    except KeyboardInterrupt:
        pytest.fail("the interrupt escaped the handler: the message got no answer")


@pytest.mark.parametrize("cmd", ["move", "hint"])
def test_an_interrupt_during_foreground_thinking_still_answers(
    cmd: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Regression (issue 27): the message whose search was interrupted got no reply."""
    interrupt_the_search(monkeypatch)
    board, rec = against("hard")
    if cmd == "hint":
        rec.board.seats = [None, None]
    replies = answers(rec, cmd=cmd, move="play k4 cave", id=5)
    done = [r for r in replies if r["type"] == "done"]
    assert len(done) == 1 and done[0]["id"] == 5 and done[0]["cmd"] == cmd
    assert done[0]["refused"][0] == "ui.interrupted"
    assert done[0]["refused"][1] == {"field": "cmd", "cmd": cmd}
    assert replies[-1] is done[0]  # the answer last: the board is synced before it
    assert board.thinking == {} and board.job is None  # nothing left thinking
    stopped = board._thinker.job
    assert stopped is not None and stopped.done and stopped.status == "cancelled"
    # The board shows the game as it is: the person's move played, no computer's move.
    assert board.game.moves == (["play k4 cave"] if cmd == "move" else [])
    assert board.nav["position"] == len(board.game.moves)
    monkeypatch.undo()  # the kernel runs again: the board goes on
    rec.intent(cmd="undo")
    assert board.wait(timeout=WAIT) and board.thinking == {}


def test_any_interrupted_message_is_answered_once(
    rec: Recorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the handler was doing: here the game's move itself is interrupted."""

    def interrupted(move: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(rec.board.game, "play", interrupted)
    replies = answers(rec, cmd="move", move="play k4 cave")
    assert [r["type"] for r in replies].count("done") == 1
    assert replies[-1]["refused"][0] == "ui.interrupted"
    monkeypatch.undo()
    assert "refused" not in rec.intent(cmd="move", move="play k4 cave")[-1]


def test_a_stopped_job_that_does_not_stop_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stop always ends the thinking, even if the search ignores it. (Regression: the
    dropped task counted as finished before the quick move replacing it was played, so on
    a busy machine the test read the game in between.)"""
    release = threading.Event()
    real = thinker.Job._run

    def stuck(self: thinker.Job[object]) -> None:
        release.wait(timeout=WAIT)
        real(self)

    finished_before_the_quick_move: list[bool] = []
    quick = HeuristicBot.choose

    def choose(self: HeuristicBot, game: LoneWolves) -> object:
        finished_before_the_quick_move.append(task is not None and task.finished.is_set())
        return quick(self, game)

    monkeypatch.setattr(thinker.Job, "_run", stuck)
    monkeypatch.setattr(thinking, "STOP_GRACE", 0.05)
    monkeypatch.setattr(HeuristicBot, "choose", choose)
    board, rec = against("expert")
    try:
        rec.intent(cmd="move", move="play k4 cave")
        task = board._task
        assert task is not None and board.thinking["kind"] == "move"
        rec.intent(cmd="cancel")
        assert task.finished.wait(timeout=WAIT)
        # Instead of the search's answer, the computer's quick rule-based move, played
        # before the task counts as finished.
        assert finished_before_the_quick_move[:1] == [False]
        assert len(board.game.steps) >= 2 and board.game.steps[1].player == 1
        assert board._task is not task
        board.set_strength("easy")  # what follows needs no 10-second search
    finally:
        release.set()  # the searches that follow are not stuck
    assert board.wait(timeout=WAIT) and board.thinking == {} and board.game.to_move == 0


def test_wait_returns_only_once_the_result_is_on_the_board(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Regression: the finished job left the board before its result was applied and
    synced, and ``wait()`` returned True in between (``last_hint`` still None). Here the
    result is held back while it is being applied: wait() must not say it is there."""
    applying, release = threading.Event(), threading.Event()
    real = Board._use_result

    def held_back(self: Board, task: Task) -> None:
        applying.set()
        release.wait(timeout=WAIT)
        real(self, task)

    monkeypatch.setattr(Board, "_use_result", held_back)
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, hint_iterations=50)
    rec = Recorder(board)
    try:
        board.ask_hint()
        assert applying.wait(timeout=WAIT)
        assert board.wait(timeout=0.2) is False  # (the old code: True, with no hint yet)
    finally:
        release.set()
    assert board.wait(timeout=WAIT)
    assert board.last_hint is not None and board.hint and board.thinking == {}
    assert any(u["state"].get("hint") for u in rec.updates if "state" in u)


def test_wait_after_a_hint_on_two_boards_finds_each_hint_shown() -> None:
    """The README's script on two boards thinking at once, many times over."""
    for seed in range(20):
        boards = [
            LoneWolvesBoard(LoneWolves(seed=seed, leader=p), perspective=p, hint_iterations=20)
            for p in (0, 1)
        ]
        for board in boards:
            board.ask_hint()
        for board in boards:
            assert board.wait(timeout=WAIT)
            hint = board.last_hint
            legal = [m.notation for m in board.game.legal_moves()]
            assert hint is not None and hint.best.move in legal
            assert board.hint and board.thinking == {}
            board.close()


def test_closing_the_board_stops_its_thinking() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, hint_iterations=10**8)
    board.ask_hint()
    job = board.job
    board.close()
    assert board.wait(timeout=WAIT) and job is not None and job.status == "cancelled"
    assert board.thinking == {}


def test_a_level_stopped_short_of_its_strength_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the native core (the search in Python) a level stops at its time with what
    it found; the board says so once, in the board's words, and plays the move."""
    import dataclasses

    from wolfpack.bots import levels

    monkeypatch.setenv("WOLFPACK_BACKEND", "python")
    monkeypatch.setitem(
        levels.LEVELS, "medium", dataclasses.replace(levels.LEVELS["medium"], seconds=0.05)
    )
    board, rec = against("medium")
    rec.intent(cmd="move", move="play k4 cave")
    assert board.wait(timeout=WAIT) and len(board.game.moves) >= 2
    notices = [m["why"] for m in rec.messages if m.get("type") == "notice"]
    assert [n[0] for n in notices] == ["ui.level_short_python"]
    params = notices[0][1]
    assert params["level"] == "medium" and params["player"] == 1
    assert 0 < params["done"] < params["target"] == levels.LEVELS["medium"].iterations
