"""Odd arguments and odd readers of the ``wolfpack`` command: one line on standard error and
exit status 2 for bad arguments, never a traceback, never an endless run (audit defects 3,
6, 7 and 10)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import wolfpack
from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.cli import SIGPIPE_STATUS, main

SRC = str(Path(wolfpack.__file__).resolve().parents[1])


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def record(tmp_path: Path) -> Path:
    game = LoneWolves(seed=5)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    path = tmp_path / "game.lwr.json"
    game.save(path)
    return path


# -- tournament: search budgets and counts ---------------------------------------------------
@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["ismcts:0", "random"], "bot 'ismcts:0': iterations: a whole number of at least 1"),
        (["ismcts:-5", "random"], "unknown bot 'ismcts:-5'"),
        (["ismcts:-1s", "random"], "unknown bot 'ismcts:-1s'"),
        (["ismcts:\uff10", "random"], "unknown bot 'ismcts:\uff10'"),
        (["random", "ismcts:nans"], "unknown bot 'ismcts:nans'"),
        (["random", "ismcts:infs"], "unknown bot 'ismcts:infs'"),
        (["random", "random", "-n", "-3"], "-n/--games: a whole number of 0 or more, not -3"),
        (["random", "random", "--jobs", "-2"], "--jobs: a whole number of 1 or more, not -2"),
        (["random", "random", "--jobs", "0"], "--jobs: a whole number of 1 or more, not 0"),
    ],
)
def test_a_tournament_with_a_bad_budget_or_count_is_refused_in_one_line(
    args: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: an IndexError traceback (exit 1), a run that never ended, or exit 0."""
    status, out, err = run(["tournament", *args[:2], "-n", "1", "--quiet", *args[2:]], capsys)
    assert status == 2 and out == ""
    assert err.startswith(f"wolfpack tournament: {says}") and err.count("\n") == 1, err


# -- export-html --view ------------------------------------------------------------------------
@pytest.mark.parametrize("view", ["1.0", "-1", " 1", "+1", "2", "\u0661", "9" * 5000, ""])
def test_a_bad_view_is_named_with_what_it_may_be(
    view: str, record: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: Python's own words ("invalid literal for int()", "Exceeds the limit")."""
    out = tmp_path / "page.html"
    status, _, err = run(["export-html", str(record), "-o", str(out), "--view", view], capsys)
    assert status == 2 and not out.exists()
    assert err.startswith("wolfpack export-html: --view: a player from 0 to 1, or open; not ")
    assert err.count("\n") == 1 and len(err) < 200, err
    assert "int()" not in err and "limit" not in err


@pytest.mark.parametrize("view", ["0", "1", "open"])
def test_a_good_view_is_written(
    view: str, record: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "page.html"
    status, _, err = run(["export-html", str(record), "-o", str(out), "--view", view], capsys)
    assert status == 0 and out.exists(), err


# -- replay of a board's saved view ----------------------------------------------------------
def test_replay_names_the_format_of_a_saved_view(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression: replay blamed ``moves`` ("must be a JSON array"); export-html named the
    format. Both now say the same."""
    board = LoneWolves(seed=5).widget(perspective=0)
    path = tmp_path / "view.json"
    path.write_text(json.dumps(board.view_record()), "utf-8")
    board.close()
    expected = "expected 'lone-wolves-record/1' or 'lone-wolves-record/2', found 'wolfpack-view/1'"
    status, out, err = run(["replay", str(path)], capsys)
    assert status == 2
    assert json.loads(out) == {
        "error": "malformed record",
        "field": "format",
        "message": expected,
    }
    assert err == f"wolfpack replay: malformed record: format: {expected}\n"
    status, _, err = run(["export-html", str(path), "-o", str(tmp_path / "v.html")], capsys)
    assert status == 2 and err == f"wolfpack export-html: malformed record: format: {expected}\n"


# -- a reader that stops early ---------------------------------------------------------------
class ClosedPipe(io.StringIO):
    """Standard output whose reader has gone: every write fails as a closed pipe does."""

    def write(self, s: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_standard_output_stops_the_command_quietly(
    record: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["replay", "--trace", str(record)]) == SIGPIPE_STATUS == 141


def test_the_command_into_a_closed_pipe_has_no_traceback(record: Path) -> None:
    """``wolfpack replay --trace r.json | head -c 10``: the reader is gone before the command
    writes (the read end is closed first, so no timing is involved)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    env: dict[str, Any] = {**os.environ, "PYTHONPATH": SRC}
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "wolfpack.cli", "replay", "--trace", str(record)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=WAIT,
            env=env,
        )
    finally:
        os.close(write_end)
    assert proc.returncode == SIGPIPE_STATUS, proc.stderr
    assert proc.stderr == ""
