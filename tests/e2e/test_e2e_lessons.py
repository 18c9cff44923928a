"""Lessons on the board in a real JupyterLab (issue 26): one lesson of each game completed
by clicking, in English, German and Japanese: the first shipped lesson of the game, or the
test fixture lesson (tests/widget/lessons/) while the game ships none.

Every step waits for a condition in the page (Playwright's waits) or a kernel reply.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from lab_harness import REPO, Lab, click_path, legal_paths, open_board, run_python, write_notebook
from playwright.sync_api import Page, expect

FIXTURES = REPO / "tests" / "widget" / "lessons"
GAMES = {
    "lone-wolves": ("lw.json", "svg.lw-board"),
    "the-wolves": ("tw.json", "svg.tw-board"),
    "triqueta": ("tq.json", "svg.tq-board"),
}
"""Per game: its fixture lesson and what its board draws."""

LESSON = """() => document.querySelector('.wolfpack-board').wolfpackModel.get('lesson')"""

PLAN = """import json
step = item.steps[board.step]
plan = {"asks": step.asks}
if step.question is not None:
    plan["answer"] = step.question.answer[0]
if step.goal is not None:
    plan["way"] = list(step.goal.ways(board.game, item.player)[0])
print(json.dumps(plan))"""
"""What the current step asks for, and its answer (a question's, or a goal's first way)."""


def python(lab: Lab, notebook: str, code: str) -> Any:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_lesson_is_completed_by_clicking(lab: Lab, page: Page, game: str, lang: str) -> None:
    fixture, drawn = GAMES[game]
    name = f"lesson-{game}-{lang}.ipynb"
    write_notebook(
        lab.root / name,
        f"from wolfpack.lessons import Lesson, lessons\nLANG = {lang!r}\n"
        f"shipped = lessons({game!r})\n"
        f"item = shipped[0] if shipped else Lesson.load({str(FIXTURES / fixture)!r})\n"
        f"board = item.board(language={lang!r}, progress=None)\n"
        "board",
    )
    board = open_board(page, lab, name, drawn=drawn)
    code = (
        "import json; print(json.dumps({'title': item.title(LANG), 'say': "
        "[s.say.get(LANG) for s in item.steps], 'moves': [list(s.moves) for s in item.steps]}))"
    )
    expected = python(lab, name, code)
    panel = board.locator(".wp-lesson")
    expect(panel.locator(".wp-lesson-title")).to_have_text(expected["title"])
    steps = len(expected["say"])
    for index in range(steps):
        expect(panel).to_have_attribute("data-step", str(index))
        expect(panel.locator(".wp-lesson-say .wp-sentence")).to_have_text(expected["say"][index])
        count = {"en": f"Step {index + 1} of {steps}", "de": f"Schritt {index + 1} von {steps}"}
        expect(panel.locator(".wp-lesson-count")).to_have_text(
            count.get(lang, f"ステップ {index + 1}/{steps}")
        )
        kind = python(lab, name, PLAN)
        if kind["asks"] == "read":
            panel.locator(".wp-lesson-next").click()
        elif kind["asks"] == "choice":  # a question's answer among its buttons
            panel.locator(f".wp-lesson-choice[data-choice='{kind['answer']}']").click()
        elif kind["asks"] == "element":  # a question answered by clicking the board
            click_path(page, [kind["answer"]])
        elif kind["asks"] == "goal":  # the first way to the goal, one decision at a time
            for move in kind["way"]:
                before = python(lab, name, "print(len(board.game.steps))")
                elements = f"import json; print(json.dumps(list(board.game.elements({move!r}))))"
                click_path(page, python(lab, name, elements))
                page.wait_for_function(
                    "(n) => document.querySelector('.wolfpack-board').wolfpackModel"
                    ".get('nav').position > n",
                    arg=before,
                )
        else:
            paths = legal_paths(page)
            assert paths, f"step {index} lights something to click"
            click_path(page, sorted(paths)[0])
        page.wait_for_function(
            f"(s) => {{ const l = ({LESSON})(); return l.done || l.step > s; }}", arg=index
        )
    expect(panel).to_have_attribute("data-done", "true")
    done = {"en": "Lesson complete", "de": "Lektion geschafft", "ja": "レッスン修了"}[lang]
    expect(panel.locator(".wp-lesson-count")).to_have_text(done)
    state = json.loads(page.evaluate(f"() => JSON.stringify(({LESSON})())"))
    assert state["done"] and state["completed"] == [state["id"]]
    assert python(lab, name, "import json; print(json.dumps(board.done))") is True
