"""Replays with no kernel, in Chromium: a page written by ``board.to_html`` opened from a
file with no server, and a notebook saved with widget state opened again without its
kernel. Each steps through the whole game with its log."""

from __future__ import annotations

import json
from pathlib import Path

from lab_harness import Lab, open_board, write_notebook
from playwright.sync_api import Page, expect

from wolfpack import LoneWolves

MOVES = 16  # more than the move log shows at once


def step_through(page: Page, board: object, moves: int) -> None:
    """Back to the start with the slider, then to the end one step at a time."""
    b = page.locator(".wolfpack-board").first
    expect(b).to_have_attribute("data-offline", "true")
    expect(b).to_have_attribute("data-position", str(moves))
    expect(b.locator(".wp-log-step")).to_have_count(moves)
    b.locator(".wp-slider").evaluate(
        "s => { s.value = '0'; s.dispatchEvent(new Event('change')); }"
    )
    expect(b).to_have_attribute("data-position", "0")
    expect(b.locator(".wp-log-step")).to_have_count(0)
    # An earlier position of a replay: no move is made here, so none is replaced.
    expect(b.locator(".wp-status")).to_contain_text("of the replay")
    expect(b.locator(".wp-status")).not_to_contain_text("replace")
    for position in range(1, moves + 1):
        b.locator(".wp-forward").click()
        expect(b).to_have_attribute("data-position", str(position))
    expect(b.locator(".wp-log-step")).to_have_count(moves)
    # The log shows its end: the latest move in sight, the first scrolled out of it.
    b.locator(".wp-log").scroll_into_view_if_needed()
    expect(b.locator(".wp-log-step").last).to_be_in_viewport()
    expect(b.locator(".wp-log-step").first).not_to_be_in_viewport()
    expect(b.locator(".wp-explain")).to_contain_text("Player")
    # What needs a kernel is not offered.
    for control in (".wp-new", ".wp-undo", ".wp-redo", ".wp-save", ".wp-hint-button"):
        expect(b.locator(control)).to_be_hidden()


def test_a_page_written_by_to_html_replays_with_no_server(page: Page, tmp_path: Path) -> None:
    game = LoneWolves(seed=7, leader=0)
    for _ in range(MOVES):
        game.play(game.legal_moves()[0])
    path = game.widget(perspective=0).to_html(tmp_path / "replay.html")
    page.goto(path.as_uri())
    step_through(page, page.locator(".wolfpack-board"), MOVES)


def test_a_notebook_saved_with_widget_state_replays_without_its_kernel(
    lab: Lab, page: Page
) -> None:
    write_notebook(
        lab.root / "saved.ipynb",
        "from wolfpack import LoneWolves\n"
        "game = LoneWolves(seed=7, leader=0)\n"
        f"for _ in range({MOVES}):\n"
        "    game.play(game.legal_moves()[0])\n"
        "board = game.widget()\n"
        "board",
    )
    board = open_board(page, lab, "saved.ipynb")
    # The board has the whole game from Python (its history), then the notebook is saved.
    page.wait_for_function(
        "() => { const m = document.querySelector('.wolfpack-board').wolfpackModel;"
        f" const r = m.get('_replay'); return r && r.positions.length === {MOVES + 1}; }}"
    )
    expect(board).to_have_attribute("data-position", str(MOVES))
    page.keyboard.press("Control+s")
    saved = lab.root / "saved.ipynb"
    page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')")
    state = json.loads(saved.read_text("utf-8"))["metadata"]["widgets"]
    (models,) = state.values()
    assert any("_replay" in m["state"] for m in models["state"].values())
    # Without the kernel: shut it down and open the notebook again.
    for session in lab.api("/api/sessions"):
        lab.delete(f"/api/sessions/{session['id']}")
    page.goto(lab.notebook_url("saved.ipynb").replace("?reset", "?reset&nokernel"))
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    step_through(page, page.locator(".wolfpack-board"), MOVES)
