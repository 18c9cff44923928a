"""Thinking in every host: JupyterLab with the widgets' comms over subshells (JupyterLab 4.6's
default with ipykernel 7) and without, and marimo, each in Chromium.

Every step waits for a condition in the page or a kernel reply, never for a time.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from lab_harness import (
    Lab,
    ServerOutput,
    free_port,
    jupyterlab,
    open_board,
    run_python,
    stop,
    write_notebook,
)
from playwright.sync_api import Page, expect

REPO = Path(__file__).resolve().parents[2]
PUZZLE = REPO / "examples" / "puzzles" / "win-the-swamp.lwr.json"

WATCH_JOBS = """(root) => {
  const m = root.wolfpackModel;
  window.wolfpackJobs = new Set();
  m.on('change:thinking', () => {
    const t = m.get('thinking');
    if (t.job) window.wolfpackJobs.add(t.job);
  });
}"""

DONE = """([root, jobs]) =>
  window.wolfpackJobs.size > jobs && !root.wolfpackModel.get('thinking').kind"""


@pytest.fixture(scope="module", params=["subshells", "main-shell"])
def host(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    with jupyterlab(tmp_path_factory.mktemp(request.param), request.param == "subshells") as lab:
        yield lab


def python(lab: Lab, notebook: str, code: str) -> object:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


THREADS = (
    "import threading\n"
    "threads = set()\n"
    "board.on_msg(lambda w, content, buffers: threads.add(threading.current_thread().name))\n"
)


def handled_on(lab: Lab, notebook: str) -> set[str]:
    names = python(lab, notebook, "import json; print(json.dumps(sorted(threads)))")
    assert isinstance(names, list) and names
    return set(names)


def test_hint_and_solver_pressed_ten_times_on_a_puzzle_each_complete(
    host: Lab, page: Page, request: pytest.FixtureRequest
) -> None:
    write_notebook(
        host.root / "puzzle.ipynb",
        "from wolfpack import LoneWolves\n"
        f"game = LoneWolves.from_record({str(PUZZLE)!r})\n"
        "board = game.widget(hint_iterations=500)\n" + THREADS + "board",
    )
    board = open_board(page, host, "puzzle.ipynb")
    root = board.element_handle()
    page.evaluate(WATCH_JOBS, root)
    hint, solve = board.locator(".wp-hint-button"), board.locator(".wp-solve-button")
    for _ in range(10):
        for button, panel in ((hint, ".wp-hint"), (solve, ".wp-verdict")):
            jobs = page.evaluate("() => window.wolfpackJobs.size")
            expect(button).to_be_enabled()
            button.click()
            page.wait_for_function(DONE, arg=[root, jobs])
            expect(board.locator(panel)).to_be_visible()
            expect(board.locator(".wp-thinking")).to_be_hidden()
    assert page.evaluate("() => window.wolfpackJobs.size") == 20
    margin = python(host, "puzzle.ipynb", "print(board.last_verdict.margin)")
    expect(board.locator(".wp-verdict")).to_have_attribute("data-margin", str(margin))
    names = handled_on(host, "puzzle.ipynb")
    if "subshells" in request.node.callspec.id:
        # The clicks came through a subshell (the very first message may reach the main
        # shell while the subshell is being made).
        assert any(name.startswith("subshell") for name in names), names
    else:
        assert names == {"MainThread"}


def test_a_trick_against_the_computer_at_medium(host: Lab, page: Page) -> None:
    write_notebook(
        host.root / "medium.ipynb",
        "from wolfpack import LoneWolves\n"
        "game = LoneWolves(seed=7, leader=0)\n"
        "board = game.widget(perspective=0, computer={1: 'medium'})\n" + THREADS + "board",
    )
    board = open_board(page, host, "medium.ipynb")
    board.locator('[data-el="card:k4"]').click()
    board.locator('[data-el="territory:cave"]').click()
    # The computer answers: its card, then the rest of the trick, by itself.
    page.wait_for_function(
        "() => { const b = document.querySelector('.wolfpack-board');"
        " return Number(b.dataset.position) >= 2 && !b.dataset.thinking"
        " && b.wolfpackModel.get('legal').player !== 1; }"
    )
    moves = python(host, "medium.ipynb", "import json; print(json.dumps(game.moves))")
    assert isinstance(moves, list) and moves[0] == "play k4 cave" and len(moves) >= 2
    expect(board.locator(".wp-log-step")).to_have_count(len(moves))
    expect(board.locator(".wp-explain")).to_contain_text(re.compile("Player 2 .*Black"))


MARIMO = """import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from wolfpack import LoneWolves

    game = LoneWolves(seed=7, leader=0)
    # The recipe of docs/hosts.md: a marimo state the board sets after every move, so
    # that the cells that read it run again.
    get_moves, set_moves = mo.state(0)
    widget = game.widget(perspective=0, computer={1: "medium"})
    widget.on_move(lambda step: set_moves(len(game.moves)))
    board = mo.ui.anywidget(widget)
    board
    return get_moves, mo


@app.cell
def _(get_moves, mo):
    mo.md(f"Moves so far: {get_moves()}")
    return


if __name__ == "__main__":
    app.run()
"""


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("marimo")
    (folder / "board.py").write_text(MARIMO, "utf-8")
    port = free_port()
    cmd = [sys.executable, "-m", "marimo", "run", "board.py", "--headless", "--no-token"]
    cmd += ["--no-sandbox", "--host", "127.0.0.1", "--port", str(port)]
    proc = subprocess.Popen(
        cmd, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    assert proc.stdout is not None
    try:
        ServerOutput(proc.stdout, "marimo").wait_for(lambda line: "URL:" in line)
        yield f"http://127.0.0.1:{port}/"
    finally:
        stop(proc)


def test_marimo_renders_the_board_and_the_computer_at_medium_replies(
    marimo_app: str, page: Page
) -> None:
    page.goto(marimo_app)
    board = page.locator(".wolfpack-board")
    expect(board.locator("svg.lw-board")).to_be_visible()
    # The board styles its own controls: marimo's CSS reset leaves them readable.
    border = board.locator(".wp-new").evaluate("b => getComputedStyle(b).borderTopWidth")
    assert border == "1px"
    board.locator('[data-el="card:k4"]').click()
    board.locator('[data-el="territory:cave"]').click()
    expect(board).to_have_attribute("data-position", re.compile(r"^(?!0$|1$)\d+$"))
    expect(board).to_have_attribute("data-thinking", "")
    # The log reads the moves in words (the notation, 0-based, is its tooltip).
    expect(board.locator(".wp-log-step").first).to_have_text("Player 1: Black 4 → Cave")
    expect(board.locator(".wp-log-step").first).to_have_attribute("title", "play k4 cave")
    expect(board.locator(".wp-log-step").nth(1)).to_contain_text("Player 2: Black")
    # The cell that reads the board ran again after the click and the computer's reply.
    moves = int(board.get_attribute("data-position") or 0)
    expect(board.locator(".wp-log-step")).to_have_count(moves)
    expect(page.get_by_text(f"Moves so far: {moves}")).to_be_visible()
