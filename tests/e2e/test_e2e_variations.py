"""Variations on a board in a real JupyterLab, clicked in Chromium (issue 44): a move made at
an earlier position starts a side line, which the board's tree shows beside the main line;
clicking a move of the tree goes to its position."""

from __future__ import annotations

import re

from lab_harness import Lab, click_path, legal_paths, open_board, write_notebook
from playwright.sync_api import Page, expect

SETUP = "from wolfpack import LoneWolves\ngame = LoneWolves(seed=7, leader=0)\n"


def at_position(page: Page, n: int) -> None:
    expect(page.locator(".wolfpack-board")).to_have_attribute("data-position", str(n))
    page.wait_for_function("() => !document.querySelector('.wolfpack-board').dataset.busy")


def test_a_move_at_an_earlier_position_shows_a_side_line_in_the_tree(lab: Lab, page: Page) -> None:
    write_notebook(lab.root / "variations.ipynb", SETUP, "board = game.widget()\nboard")
    board = open_board(page, lab, "variations.ipynb")
    click_path(page, ["card:k4", "territory:cave"])
    at_position(page, 1)
    answers = legal_paths(page)
    assert len(answers) > 1
    click_path(page, answers[0])
    at_position(page, 2)
    tree = board.locator(".wp-tree")
    expect(tree.locator(".wp-tree-move:not(.wp-tree-start)")).to_have_count(2)
    expect(tree.locator(".wp-tree-side")).to_have_count(0)
    board.locator(".wp-back").click()
    at_position(page, 1)
    click_path(page, answers[-1])
    at_position(page, 2)
    side = tree.locator('.wp-tree-side[data-line="1"]')
    expect(side).to_have_count(1)
    expect(side.locator(".wp-tree-move.current")).to_have_count(1)
    # The old line stays: its second move goes back to it.
    main_second = tree.locator('.wp-tree-move[data-line="0"][data-ply="2"]')
    expect(main_second).not_to_have_class(re.compile(r"\bcurrent\b"))
    main_second.click()
    at_position(page, 2)
    expect(main_second).to_have_class(re.compile(r"\bcurrent\b"))
    expect(side.locator(".wp-tree-move.current")).to_have_count(0)
