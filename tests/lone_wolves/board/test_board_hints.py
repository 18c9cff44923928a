"""Hints and the solver at the board, and who may see them (issue 5, LW-H1..LW-H3).

Results land by themselves on the thread that finishes them; ``board.wait()`` waits for
that. The tests hold worker threads with events where they must act while a job runs,
never with sleeps.
"""

from __future__ import annotations

import json
import re
import threading
from typing import Any

import pytest
from board_helpers import Recorder

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.bots import analysis, thinker
from wolfpack.bots.analysis import analyze, quick_to_solve, solve_open
from wolfpack.core.explain import Explanation
from wolfpack.core.i18n import LANGUAGES
from wolfpack.widget import LoneWolvesBoard, Refusal
from wolfpack.widget.codec import decode
from wolfpack.widget.results import HINT_COLUMNS

ITERATIONS = 300


def hinting(perspective: int | None = 0, **kwargs: Any) -> tuple[LoneWolvesBoard, Recorder]:
    board = LoneWolvesBoard(
        LoneWolves(seed=7, leader=0),
        perspective=perspective,
        hint_iterations=kwargs.pop("hint_iterations", ITERATIONS),
        language="en",
        **kwargs,
    )
    return board, Recorder(board)


def late_game() -> LoneWolves:
    game = LoneWolves(seed=7, leader=0)
    while not quick_to_solve(game):
        game.play(game.legal_moves()[0])
    return game


def keys(e: Explanation) -> list[str]:
    return [e.key, *(k for n in e.notes for k in keys(n))]


def synced_after(rec: Recorder, start: int) -> str:
    """Everything sent to the browser since update/message ``start`` (as JSON text)."""
    return json.dumps([u["state"] for u in rec.updates[start:]]) + json.dumps(rec.messages)


# -- hints -------------------------------------------------------------------------------------
def test_a_hint_values_every_legal_move_and_explains_the_best() -> None:
    board, rec = hinting()
    assert board.nav["hint"] is True and board.hint == {}
    replies = rec.intent(cmd="hint", id=9)
    assert replies == [{"type": "done", "id": 9}]
    assert board.thinking["kind"] == "hint" and board.thinking["player"] == 0
    assert board.wait(timeout=WAIT)
    hint = board.hint
    legal = set(board.game.legal_notations())
    rows = [dict(zip(HINT_COLUMNS, row, strict=True)) for row in hint["moves"]]
    assert {r["move"] for r in rows} == legal and len(rows) == len(legal)
    assert hint["player"] == 0 and hint["position"] == 0 and hint["best"] == rows[0]["move"]
    assert hint["iterations"] == ITERATIONS and hint["cancelled"] is False
    assert sum(r["visits"] for r in rows) == ITERATIONS
    for r in rows:  # the search states no intervals
        assert r["margin_lo"] is r["margin_hi"] is r["win_lo"] is r["win_hi"] is None
        assert 0 <= r["win"] <= 1
    assert hint["method"] == "search"
    why = decode(hint["explanation"])
    assert why.key == "lw.hint.best.lead" and why.params["card"] == hint["best"].split()[1]
    value = "lw.hint.value." if hint["moves"][0][1] >= hint["min_rated"] else "bot.hint.unclear"
    assert why.cites("LW-T1") and any(k.startswith(value) for k in keys(why))
    for lang in LANGUAGES:
        assert len(re.findall("[(（]LW-", why.text(lang))) >= 2  # Japanese: （LW-T1）
    # The browser can render it: every message of the explanation is in the catalog.
    assert set(keys(why)) <= set(board.catalog["templates"])
    # Progress was shown on the way, and thinking is over.
    progress = [u["state"]["thinking"] for u in rec.updates if u["state"].get("thinking")]
    assert any(0 < p["progress"] <= 1 for p in progress) and board.thinking == {}
    # It is exactly the bots' hint for Player 0's information set (same seed).
    game = board.game
    expected = analyze(game, iterations=ITERATIONS, seed=len(game.moves))
    assert [m.to_json() for m in expected.moves] == [m.to_json() for m in board.last_hint.moves]  # type: ignore[union-attr]


def test_a_hint_is_only_for_the_human_to_move_in_their_own_view() -> None:
    board, rec = hinting(perspective=1)
    assert board.nav["hint"] is False
    assert rec.refusal(cmd="hint")["why"][0] == "lw.wait.lead"
    computer = LoneWolvesBoard(LoneWolves(seed=7, leader=0), bot=0, strength="expert")
    crec = Recorder(computer)
    assert computer.nav["hint"] is False and computer.thinking["kind"] == "move"
    assert crec.refusal(cmd="hint")["why"][0] == "ui.hint_computer"
    computer.set_bot(None)  # drops the computer's search
    assert computer.wait(timeout=WAIT) and computer.nav["hint"] is True
    over = LoneWolves(seed=11, leader=0)
    while not over.is_over:
        over.play(over.legal_moves()[0])
    done = LoneWolvesBoard(over)
    assert Recorder(done).refusal(cmd="hint")["why"][0] == "ui.game_over"


@pytest.mark.rules("LW-H1")
def test_a_hint_never_reaches_the_opponents_view() -> None:
    board, rec = hinting(perspective=None)
    rec.intent(cmd="hint")
    assert board.wait(timeout=WAIT) and board.hint["player"] == 0
    start = len(rec.updates)
    rec.messages.clear()
    rec.intent(cmd="perspective", value=1)
    assert board.hint == {} and board.get_state()["hint"] == {}
    assert "lw.hint." not in synced_after(rec, start)
    rec.intent(cmd="perspective", value=0)  # back in Player 0's own view it shows again
    assert board.hint["player"] == 0


@pytest.mark.rules("LW-H1")
def test_a_hint_finished_while_the_opponent_looks_is_not_sent() -> None:
    board, rec = hinting(perspective=0, hint_iterations=10**8)
    rec.intent(cmd="hint")
    start = len(rec.updates)
    rec.intent(cmd="perspective", value=1)  # handled while the hint is thinking
    assert board.perspective == 1 and board.thinking["kind"] == "hint"
    rec.intent(cmd="cancel")
    assert board.wait(timeout=WAIT)
    assert board.last_hint is not None and board.hint == {}
    assert "lw.hint." not in synced_after(rec, start)


def test_a_long_hint_can_be_stopped_and_keeps_what_it_found() -> None:
    board, rec = hinting(hint_iterations=10**8)
    rec.intent(cmd="hint")
    job = board.job
    assert job is not None
    # The board keeps handling the browser meanwhile: another hint is refused as busy,
    # other controls work.
    assert rec.refusal(cmd="hint")["why"][0] == "ui.busy"
    rec.intent(cmd="language", value="de")
    assert board.language == "de" and board.thinking["kind"] == "hint"
    rec.intent(cmd="cancel")
    assert board.wait(timeout=WAIT)
    assert job.status == "cancelled" and board.thinking == {}
    hint = board.hint
    assert hint["cancelled"] is True and 0 < hint["iterations"] < 10**8
    assert {row[0] for row in hint["moves"]} == set(board.game.legal_notations())


def test_a_hint_is_dropped_when_the_game_moves_on() -> None:
    board, rec = hinting(hint_iterations=10**8)
    rec.intent(cmd="hint")
    job = board.job
    rec.intent(cmd="move", move="play k4 cave")
    assert board.wait(timeout=WAIT) and board.thinking == {}
    assert job is not None and job.wait(timeout=WAIT) and job.status == "cancelled"
    assert board.hint == {} and board.last_hint is None
    rec.intent(cmd="undo")  # a stopped, dropped hint is not shown for the old position
    assert board.hint == {}


def test_ask_hint_from_python_and_its_refusal() -> None:
    board, _ = hinting()
    board.ask_hint()
    assert board.wait(timeout=WAIT) and board.last_hint is not None
    assert board.last_hint.best.move == board.hint["best"]
    board.set_perspective(1)
    with pytest.raises(Refusal, match=r"lw\.wait\.lead"):
        board.ask_hint()


# -- the solver --------------------------------------------------------------------------------
def test_the_solver_is_offered_near_the_end_of_the_open_view() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0))
    rec = Recorder(board)
    assert board.nav["solve"] is False
    assert rec.refusal(cmd="solve")["why"][0] == "ui.solve_later"
    game = late_game()
    board = LoneWolvesBoard(game)
    rec = Recorder(board)
    assert board.nav["solve"] is True
    rec.intent(cmd="solve")
    assert board.thinking["kind"] == "solve"
    assert board.wait(timeout=WAIT) and board.thinking == {}
    verdict = board.verdict
    exact = solve_open(game)
    assert verdict["best"] in game.legal_notations() and verdict["margin"] == exact.margin
    assert verdict["best_path"] == list(game.elements(verdict["best"]))
    assert verdict["position"] == len(game.moves) and verdict["player"] == game.to_move
    why = decode(verdict["explanation"])
    assert why.key.startswith("lw.hint.best.") and why.cites("LW-E4")
    assert {"lw.hint.solver", "lw.hint.solver_level"} & set(keys(why))
    assert set(keys(why)) <= set(board.catalog["templates"])
    assert board.last_verdict is not None and board.last_verdict.margin == exact.margin
    rec.intent(cmd="move", move=verdict["best"])
    assert board.verdict == {}


@pytest.mark.rules("LW-H1", "LW-H2", "LW-H3")
def test_the_solver_is_absent_and_refused_in_a_player_view() -> None:
    game = late_game()
    for player in (0, 1):
        board = LoneWolvesBoard(game, perspective=player)
        rec = Recorder(board)
        assert board.nav["solve"] is False
        why = decode(rec.refusal(cmd="solve")["why"])
        assert why.key == "lw.ui.solve_open_only" and why.cites("LW-H1")
        assert board.verdict == {} and board.thinking == {}
        with pytest.raises(Refusal, match=r"lw\.ui\.solve_open_only"):
            board.ask_solution()
        board.close()
    # Solved in the open view, the verdict is withheld as soon as a player's view shows.
    board = LoneWolvesBoard(game)
    rec = Recorder(board)
    board.ask_solution()
    assert board.wait(timeout=WAIT) and board.verdict
    start = len(rec.updates)
    rec.messages.clear()
    rec.intent(cmd="perspective", value=game.to_move)
    assert board.verdict == {} and board.get_state()["verdict"] == {}
    assert "lw.hint.solver" not in synced_after(rec, start)


def test_stopping_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    started, release = threading.Event(), threading.Event()
    real = analysis.solve_task

    def held(game: LoneWolves, **kwargs: Any) -> Any:
        task = real(game, **kwargs)
        run = task.run

        def wait_then_run(progress: Any = None, cancel: Any = None) -> Any:
            started.set()
            release.wait(WAIT)
            return run(progress, cancel)

        task.run = wait_then_run  # type: ignore[method-assign]
        return task

    monkeypatch.setattr(thinker, "solve_task", held)
    board = LoneWolvesBoard(late_game())
    rec = Recorder(board)
    rec.intent(cmd="solve")
    assert started.wait(timeout=WAIT)
    rec.intent(cmd="cancel")
    release.set()
    assert board.wait(timeout=WAIT)
    assert board.verdict == {} and board.thinking == {}
    notices = [m for m in rec.messages if m.get("type") == "notice"]
    assert [n["why"][0] for n in notices] == ["ui.solve_stopped"]
