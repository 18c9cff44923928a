"""Steps of every kind in a real JupyterLab at 1366x768 (issue 42), in English, German and
Japanese: a question answered by clicking a card, one answered with a button, and a goal
reached after two wrong tries and "Show me"; each verdict said once, in the lesson panel.

Every step waits for a condition in the page (Playwright's waits) or a kernel reply.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from lab_harness import REPO, Lab, legal_paths, open_board, run_python, write_notebook
from playwright.sync_api import Page, expect

FIXTURE = REPO / "tests" / "widget" / "lessons" / "lw-kinds.json"
LESSON = """() => document.querySelector('.wolfpack-board').wolfpackModel.get('lesson')"""


def python(lab: Lab, notebook: str, code: str) -> Any:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def at_step(page: Page, step: int) -> None:
    page.wait_for_function(f"() => ({LESSON})().step === {step} || ({LESSON})().done")


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_questions_and_a_goal_are_answered_on_the_board(lab: Lab, page: Page, lang: str) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    name = f"lesson-kinds-{lang}.ipynb"
    write_notebook(
        lab.root / name,
        f"from wolfpack.lessons import Lesson\nitem = Lesson.load({str(FIXTURE)!r})\n"
        f"board = item.board(language={lang!r}, progress=None)\nboard",
    )
    board = open_board(page, lab, name)
    code = (
        f"import json\nL = {lang!r}\n"
        "print(json.dumps({'say': [s.say.get(L) for s in item.steps], "
        "'choice': item.steps[1].question.choices[0].text.get(L), "
        "'show': item.steps[2].show.get(L), 'right': item.steps[0].right.get(L)}))"
    )
    expected = python(lab, name, code)
    panel = board.locator(".wp-lesson")
    # 1. a question by element: only its cards are lit; a wrong one is said in the panel
    expect(panel.locator(".wp-lesson-say .wp-sentence")).to_have_text(expected["say"][0])
    assert sorted(legal_paths(page)) == [["card:g2"], ["card:g4"], ["card:g7"]]
    board.locator('[data-el="card:g2"]').first.click()
    feedback = panel.locator(".wp-lesson-feedback.refused")
    expect(feedback).to_have_attribute("data-tries", "1")
    expect(feedback.locator(".wp-lesson-nudge")).to_be_visible()
    expect(board.locator(".wp-notice")).to_be_hidden()  # said once: in the panel
    board.locator('[data-el="card:g7"]').first.click()
    at_step(page, 1)
    expect(panel.locator(".wp-lesson-feedback.right")).to_contain_text(expected["right"])
    # 2. a question by button: the answers under the question
    choices = panel.locator(".wp-lesson-choice")
    expect(choices).to_have_count(2)
    expect(choices.first).to_have_text(expected["choice"])
    choices.nth(1).click()
    expect(panel.locator(".wp-lesson-feedback.refused")).to_have_attribute("data-tries", "1")
    choices.first.click()
    at_step(page, 2)
    # 3. a goal: two wrong tries, the rule in full, Show me, then the answer lit
    expect(panel.locator(".wp-lesson-say .wp-sentence")).to_have_text(expected["say"][2])
    for territory in ("cave", "swamp"):
        board.locator('[data-el="card:g7"]').first.click()
        board.locator(f'[data-el="territory:{territory}"]').first.click()
        expect(panel.locator(".wp-lesson-feedback.refused")).to_be_visible()
    expect(panel.locator(".wp-lesson-feedback.refused")).to_have_attribute("data-tries", "2")
    expect(panel.locator(".wp-lesson-rule[data-rule='LW-T2']")).to_be_visible()
    panel.locator(".wp-lesson-show").click()
    expect(panel.locator(".wp-lesson-shown")).to_contain_text(expected["show"])
    page.wait_for_function(
        """() => Object.keys(document.querySelector('.wolfpack-board').wolfpackLegal().paths)
            .sort().join() === 'card:g2,card:g4'"""
    )
    board.locator('[data-el="card:g4"]').first.click()
    board.locator('[data-el="territory:volcano"]').first.click()
    expect(panel).to_have_attribute("data-done", "true")
    state = json.loads(page.evaluate(f"() => JSON.stringify(({LESSON})())"))
    assert state["done"]
    assert python(lab, name, "import json; print(json.dumps(board.game.moves[-1]))") == (
        "play g4 volcano"
    )
