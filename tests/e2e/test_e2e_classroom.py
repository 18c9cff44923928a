"""Boards a teacher can put in front of a class, in a real JupyterLab (issue 25): a class
match refuses what the notebook turned off, with the reason; the last move is marked after
the computer's; every board fits 1366x768, a lesson's with its step in sight; axe-core
finds nothing serious.

Every step waits for a condition in the page (Playwright's waits) or a kernel reply.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from lab_harness import REPO, Lab, click_path, legal_paths, open_board, run_python, write_notebook
from playwright.sync_api import BrowserContext, Locator, Page, expect

AXE = REPO / "js" / "node_modules" / "axe-core" / "axe.min.js"
"""axe-core from npm (a devDependency of js/)."""
SHOTS = REPO / "test-results"
FIXTURES = REPO / "tests" / "widget" / "lessons"

BOARDS: dict[str, tuple[str, str]] = {
    "lone-wolves": (
        "from wolfpack import LoneWolves\n"
        "board = LoneWolves(seed=7, leader=0).widget(perspective=0, computer={1: 'random'})\n",
        "svg.lw-board",
    ),
    "triqueta": (
        "from wolfpack import Triqueta\n"
        "board = Triqueta(4, seed=7, start=0).widget(\n"
        "    perspective=0, computer={1: 'random', 2: 'random', 3: 'random'})\n",
        "svg.tq-board",
    ),
    "the-wolves": (
        "from wolfpack import TheWolves\n"
        "board = TheWolves(players=5, seed=7, first=0).widget(\n"
        "    perspective=0, computer={p: 'random' for p in range(1, 5)})\n",
        "svg.tw-board",
    ),
}
"""Per game: a board of player 0 against the computer (the largest table), and what it draws."""

DECISION: dict[str, list[str]] = {
    "lone-wolves": [
        '.hand[data-player="0"]',  # your hand
        '.hand[data-player="1"]',  # the opponent's row
        '[data-el="territory:cave"]',
        '[data-el="territory:volcano"]',
    ],
    "triqueta": [
        '[data-el="stack:0"]',
        '[data-el="stack:4"]',
        '[data-el="row:3"]',
        '[data-el="keep:0"]',  # your keep space
    ],
    "the-wolves": [".map-frame", '[data-el^="tile:0:"]', '[data-el="action:move"]'],
}
"""Per game: what a player needs in sight for their decision (the hand, the table)."""


def python(lab: Lab, notebook: str, code: str) -> Any:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def board_page(lab: Lab, page: Page, game: str, name: str, extra: str = "") -> Locator:
    code, drawn = BOARDS[game]
    write_notebook(lab.root / name, code + extra + "board")
    return open_board(page, lab, name, drawn=drawn)


def test_the_kernel_runs_this_checkout(lab: Lab, page: Page) -> None:
    """The boards under test are this checkout's (the kernel inherits PYTHONPATH)."""
    write_notebook(lab.root / "where.ipynb", BOARDS["lone-wolves"][0] + "board")
    open_board(page, lab, "where.ipynb")
    code = "import json, wolfpack; print(json.dumps(wolfpack.__file__))"
    where = python(lab, "where.ipynb", code)
    assert str(where).startswith(str(REPO / "src")), where


def test_a_class_match_refuses_each_forbidden_control_with_its_reason(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "class.ipynb",
        "from wolfpack import LoneWolves\n"
        "board = LoneWolves(seed=7, leader=0).widget(\n"
        "    perspective=0, computer={1: 'random'}, controls='class')\n"
        "board",
    )
    board = open_board(page, lab, "class.ipynb")
    expect(board.locator(".wp-policy")).to_contain_text("Class match")
    notice = board.locator(".wp-notice")
    hint = board.locator(".wp-hint-button")
    reason = "The notebook has turned hints off for this game."
    expect(hint).to_be_visible()
    expect(hint).to_have_attribute("aria-disabled", "true")
    expect(hint).to_have_attribute("title", reason)
    # A person can click it (Playwright counts aria-disabled as not clickable): it asks
    # Python, which refuses with the reason.
    hint.click(force=True)
    expect(notice).to_have_text(reason)
    code = "import json; print(json.dumps(board.hint == {} and board.thinking == {}))"
    assert python(lab, "class.ipynb", code) is True
    # The other controls are shown off, each with its reason.
    expect(board.locator(".wp-perspective")).to_be_disabled()
    expect(board.locator(".wp-perspective")).to_have_attribute(
        "title",
        "The notebook keeps this board in one view for this game: neither another "
        "player's view nor the open view is shown.",
    )
    more = board.locator(".wp-more")
    if more.is_visible():  # (folded away in the compact layout)
        more.click()
    new = board.locator(".wp-new")
    expect(new).to_have_attribute("aria-disabled", "true")
    new.click(force=True)
    expect(notice).to_have_text(
        "The notebook deals the games on this board: no new game is started here."
    )
    for seat in board.locator(".wp-seat").all():
        expect(seat).to_be_disabled()
    # Nor can the browser switch anything on by writing the model: Python keeps it.
    page.evaluate(
        """() => { const m = document.querySelector('.wolfpack-board').wolfpackModel;
        m.set('policy', {preset: 'learn', off: {}}); m.save_changes(); }"""
    )
    assert python(lab, "class.ipynb", "print(json.dumps(board.controls.name))") == "class"
    expect(board.locator(".wp-policy")).to_contain_text("Class match")


@pytest.mark.parametrize("game", list(BOARDS))
def test_the_last_move_is_marked_after_a_computer_move(lab: Lab, page: Page, game: str) -> None:
    board = board_page(lab, page, game, f"last-{game}.ipynb")
    # Player 0 decides (clicking), until the turn passes; the computer then replies.
    for _ in range(6):
        code = "import json; print(json.dumps(board.game.to_move))"
        if python(lab, f"last-{game}.ipynb", code) != 0:
            break
        paths = legal_paths(page)
        assert paths, "player 0 has a move to click"
        draws = [p for p in sorted(paths) if p[0].startswith("stack:")]  # (Triqueta: stay in)
        click_path(page, (draws or sorted(paths))[0])
        page.wait_for_function("() => !document.querySelector('.wolfpack-board').dataset.busy")
    marked = board.locator('svg .wp-last[data-last="1"]')
    expect(marked.first).to_be_visible()
    last = python(lab, f"last-{game}.ipynb", "import json; print(json.dumps(board.last))")
    assert "1" in last and last["1"]["elements"], last
    # Player 0's own last turn is marked too (the computer's marks may cover a shared place).
    assert (
        board.locator('svg .wp-last[data-last="0"]').count() > 0
        or "0" not in last
        or any(el in last["1"]["elements"] for el in last["0"]["elements"])
    )
    page.screenshot(path=str(SHOTS / f"last-{game}.png"))


def in_viewport(box: dict[str, float] | None, top: float, bottom: float, width: float) -> bool:
    return (
        box is not None
        and box["y"] >= top - 1
        and box["y"] + box["height"] <= bottom + 1
        and box["x"] >= 0
        and box["x"] + box["width"] <= width + 1
    )


@pytest.mark.parametrize(
    ("game", "screen"),
    [*((game, "auto") for game in BOARDS), ("lone-wolves", "projector")],
)
def test_each_board_fits_1366x768_with_the_hand_and_the_decision_in_sight(
    lab: Lab, browser: BrowserContext, game: str, screen: str
) -> None:
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    try:
        extra = f"board.screen = {screen!r}\n"
        board = board_page(lab, page, game, f"fit-{game}-{screen}.ipynb", extra)
        expect(board).to_have_attribute("data-screen", "compact" if screen == "auto" else screen)
        board.evaluate("b => b.scrollIntoView({block: 'start'})")
        area = page.locator(".jp-NotebookPanel .jp-WindowedPanel-outer").first.bounding_box()
        assert area is not None
        top, bottom = area["y"], area["y"] + area["height"]
        status = board.locator(".wp-status").bounding_box()
        assert in_viewport(status, top, bottom, 1366), ("status", status, top, bottom)
        for selector in DECISION[game]:
            box = board.locator(selector).first.bounding_box()
            assert in_viewport(box, top, bottom, 1366), (selector, box, top, bottom)
        svg = board.locator(".wp-stage svg").bounding_box()
        assert svg is not None and svg["y"] + svg["height"] <= bottom + 1, (svg, bottom)
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"fit-{game}-{screen}.png"))
        print(game, json.dumps({"svg": svg, "area": area}))
    finally:
        page.close()


LESSON_BOARDS: dict[str, tuple[str, str]] = {
    "lone-wolves": ("lw.json", "svg.lw-board"),
    "the-wolves": ("tw.json", "svg.tw-board"),
    "triqueta": ("tq.json", "svg.tq-board"),
}
"""Per game: its fixture lesson (tests/widget/lessons/, while the game ships none) and what
its board draws."""


ROOM_FOR_THE_LESSON = """() => {
  const board = document.querySelector('.wolfpack-board');
  const panel = board.querySelector('.wp-lesson');
  const box = panel.hidden ? 0 : panel.getBoundingClientRect().height;
  const margin = box ? parseFloat(getComputedStyle(panel).marginBottom) || 0 : 0;
  return board.style.getPropertyValue('--wp-lesson-h') === `${Math.ceil(box + margin)}px`;
}"""
"""Whether the drawing leaves the lesson panel the room it takes now (the kit measures the
panel as it changes size and gives its height to the drawing's --wp-lesson-h)."""


@pytest.mark.parametrize(
    ("game", "screen", "lang"),
    [
        *((game, "auto", "en") for game in LESSON_BOARDS),
        ("lone-wolves", "wide", "en"),
        ("lone-wolves", "wide", "de"),
        ("lone-wolves", "projector", "en"),
    ],
)
def test_each_lesson_board_fits_1366x768_with_the_step_the_board_and_the_hand_in_sight(
    lab: Lab, browser: BrowserContext, game: str, screen: str, lang: str
) -> None:
    """The README's one screen holds for a lesson too: what the step asks for (the lesson
    panel's instruction), the whole drawing (the table and the learner's hand) and the
    status line are seen together at 1366x768, with no scrolling between them."""
    fixture, drawn = LESSON_BOARDS[game]
    page = browser.new_page()
    page.set_viewport_size({"width": 1366, "height": 768})
    name = f"fit-lesson-{game}-{screen}-{lang}.ipynb"
    try:
        write_notebook(
            lab.root / name,
            "from wolfpack.lessons import Lesson, lessons\n"
            f"shipped = lessons({game!r})\n"
            f"item = shipped[0] if shipped else Lesson.load({str(FIXTURES / fixture)!r})\n"
            f"board = item.board(language={lang!r}, progress=None)\n"
            f"board.screen = {screen!r}\n"
            "board",
        )
        board = open_board(page, lab, name, drawn=drawn)
        expect(board.locator(".wp-lesson-say")).to_be_visible()
        board.evaluate("b => b.scrollIntoView({block: 'start'})")
        page.wait_for_function(ROOM_FOR_THE_LESSON)
        area = page.locator(".jp-NotebookPanel .jp-WindowedPanel-outer").first.bounding_box()
        assert area is not None
        top, bottom = area["y"], area["y"] + area["height"]
        for selector in [".wp-lesson-say", ".wp-lesson-count", ".wp-status", ".wp-stage svg"]:
            box = board.locator(selector).first.bounding_box()
            assert in_viewport(box, top, bottom, 1366), (selector, box, top, bottom)
        if game == "lone-wolves":
            seat = board.evaluate("b => b.wolfpackModel.get('perspective')")
            box = board.locator(f'.hand[data-player="{seat}"]').first.bounding_box()
            assert in_viewport(box, top, bottom, 1366), ("hand", box, top, bottom)
        svg = board.locator(".wp-stage svg").bounding_box()
        assert svg is not None and svg["height"] > 300, svg  # still a board one can read
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"fit-lesson-{game}-{screen}-{lang}.png"))
        print(game, screen, lang, json.dumps({"svg": svg, "area": area}))
    finally:
        page.close()


@pytest.mark.parametrize("game", list(BOARDS))
def test_axe_finds_nothing_serious_or_critical_on_any_board(
    lab: Lab, page: Page, game: str
) -> None:
    assert AXE.exists(), "axe-core is installed with js/'s devDependencies (npm install)"
    board = board_page(lab, page, game, f"axe-{game}.ipynb")
    more = board.locator(".wp-more")
    if more.is_visible():  # every control shown
        more.click()
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => {
        const r = await axe.run(document.querySelector('.wolfpack-board'),
                                {resultTypes: ['violations']});
        return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
          .map(v => ({id: v.id, impact: v.impact, help: v.help,
                      nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ')),
                      count: v.nodes.length}));
    }"""
    )
    assert found == [], json.dumps(found, indent=1)


def test_the_last_move_pulses_once_unless_reduced_motion_is_asked_for(lab: Lab, page: Page) -> None:
    board_page(lab, page, "lone-wolves", "motion.ipynb")
    probe = """() => {
        const node = document.querySelector('.wolfpack-board svg [data-el]');
        node.classList.add('wp-last', 'wp-last-new');
        const style = getComputedStyle(node);
        const out = [style.animationName, style.animationIterationCount, style.outlineStyle];
        node.classList.remove('wp-last', 'wp-last-new');
        return out;
    }"""
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate(probe) == ["wp-last-pulse", "1", "dashed"]
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(probe) == ["none", "1", "dashed"]  # still marked, not animated
