"""The fourth game (Ten Tricks, tests/plugins/ten_tricks: a game from another package, with
no board code of its own) on the generic board in a real JupyterLab, clicked in Chromium,
with the widgets' comms over subshells and without (issue 41).

The JupyterLab server, and so its kernels, get tests/plugins on their ``PYTHONPATH``: the
game registers itself there by its distribution's entry point, as an installed plugin
would. Every step waits for a condition in the page or for a kernel reply.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any
from unittest import mock

import pytest
from lab_harness import REPO, Lab, jupyterlab, legal_paths, open_board, run_python, write_notebook
from playwright.sync_api import Locator, Page, expect

PLUGINS = REPO / "tests" / "plugins"
DRAWN = "svg.gn-board"
NOTEBOOK = "ten_tricks.ipynb"
SCREENSHOT_RUN = REPO / "test-results" / "ten-tricks-board.png"
"""Where every run's picture of the board goes (ignored by git)."""

THREADS = (
    "import threading\n"
    "threads = set()\n"
    "board.on_msg(lambda w, content, buffers: threads.add(threading.current_thread().name))\n"
)


@pytest.fixture(scope="module", params=["subshells", "main-shell"])
def host(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """A JupyterLab whose kernels find the fourth game (tests/plugins on PYTHONPATH), its
    comms over subshells or on the main shell."""
    path = os.pathsep.join(p for p in (str(PLUGINS), os.environ.get("PYTHONPATH", "")) if p)
    with ExitStack() as running:
        with mock.patch.dict(os.environ, {"PYTHONPATH": path}):  # (the server's, from its start)
            lab = running.enter_context(
                jupyterlab(tmp_path_factory.mktemp(request.param), request.param == "subshells")
            )
        yield lab


def python(lab: Lab, code: str) -> Any:
    client = lab.kernel(NOTEBOOK)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def position(board: Locator) -> int:
    return int(board.get_attribute("data-position") or 0)


def settled_after(page: Page, before: int) -> None:
    """Wait until the board shows a later position than ``before`` and is idle."""
    page.wait_for_function(
        "(n) => { const b = document.querySelector('.wolfpack-board');"
        " return Number(b.dataset.position) > n && !b.dataset.busy; }",
        arg=before,
    )


def test_the_fourth_game_is_played_on_the_generic_board(
    host: Lab, page: Page, request: pytest.FixtureRequest
) -> None:
    write_notebook(
        host.root / NOTEBOOK,
        # The game comes from its registration (the entry point), as any installed game.
        "from wolfpack.core.registry import get_game\ngame = get_game('ten-tricks').new(1)\n",
        "board = game.widget(perspective=0)\n" + THREADS + "board",
    )
    board = open_board(page, host, NOTEBOOK, drawn=DRAWN)
    drawn = board.locator(DRAWN)

    # The board appears: a row per zone of the view, titled in the board's language.
    view = python(host, "import json; print(json.dumps(game.view(0)))")
    zones = [z["id"] for z in view["zones"]]
    expect(drawn.locator(".zone")).to_have_count(len(zones))
    assert drawn.locator(".zone").evaluate_all("zs => zs.map(z => z.dataset.zone)") == zones
    titles = python(
        host,
        "import json; from wolfpack.core import i18n; print(json.dumps("
        "[i18n.render(z['title'], z['args'], 'en') for z in game.view(0)['zones']]))",
    )
    expect(drawn.locator(".zone-title")).to_have_text(titles)
    assert not set(titles) & {z["title"] for z in view["zones"]}  # words, not message ids
    # What player 1 may not see is face down, with no element to click.
    held = next(len(z["items"]) for z in view["zones"] if z["id"] == "hand.1")
    assert held == 4
    expect(drawn.locator('.zone[data-zone="hand.1"] .item')).to_have_count(held)
    expect(drawn.locator('.zone[data-zone="hand.1"] .item.hidden')).to_have_count(held)
    expect(drawn.locator('.zone[data-zone="hand.1"] [data-el]')).to_have_count(0)
    expect(drawn.locator('.zone[data-zone="hidden"] .item')).to_have_text("?")

    # A legal card is lit: every one of them, and only they.
    paths = sorted(legal_paths(page))
    assert paths and all(len(p) == 1 and p[0].startswith("card:") for p in paths)
    lit = drawn.locator(".item.legal")
    expect(lit).to_have_count(len(paths))
    assert sorted([e] for e in lit.evaluate_all("es => es.map(e => e.dataset.el)")) == paths
    expect(board.locator(".wp-status")).to_have_text("Player 1 to move: choose a highlighted item")

    page.mouse.move(0, 0)
    SCREENSHOT_RUN.parent.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOT_RUN))

    # A click plays it, and the log narrates it with its rule id.
    card = paths[0][0]
    before = position(board)
    drawn.locator(f'[data-el="{card}"]').click()
    settled_after(page, before)
    number = card.split(":")[1]
    assert python(host, "import json; print(json.dumps(game.moves))") == [f"play {number}"]
    expect(drawn.locator('.zone[data-zone="trick"] .item')).to_have_text(number)
    expect(drawn.locator(f'.zone[data-zone="hand.0"] [data-el="{card}"]')).to_have_count(0)
    step = board.locator(".wp-explain .wp-step").last
    why, rules = python(
        host,
        "import json; e = game.steps[0].explanation;"
        " print(json.dumps([e.text('en', cite=False, notes=False), list(e.rules)]))",
    )
    expect(step).to_contain_text(why)
    assert rules
    for rule in rules:
        expect(step.locator(f'.wp-rule-chip[data-rule="{rule}"]').first).to_be_visible()
    expect(board.locator(".wp-log-step")).to_have_count(1)

    # Now Player 2 decides: a click on one of our cards is refused, naming its rule, and
    # changes nothing.
    expect(drawn.locator(".item.legal")).to_have_count(0)
    mine = drawn.locator('.zone[data-zone="hand.0"] [data-el]').first
    expect(mine).to_have_class(re.compile(r"\bdimmed\b"))
    expect(mine).to_have_attribute("aria-disabled", "true")
    mine.click(force=True)  # a dimmed card is aria-disabled; a person may click it anyway
    notice = board.locator(".wp-notice")
    waiting, rules = python(
        host,
        "import json; e = game.waiting(0);"
        " print(json.dumps([e.text('en', cite=False, notes=False), list(e.rules)]))",
    )
    expect(notice).to_contain_text(waiting)
    assert rules
    for rule in rules:
        expect(notice.locator(f'.wp-rule-chip[data-rule="{rule}"]')).to_be_visible()
    assert python(host, "import json; print(json.dumps(game.moves))") == [f"play {number}"]
    assert position(board) == before + 1

    # Player 2's answer, played in Python: the board follows (the trick goes to its winner).
    before = position(board)
    python(host, "import json; board.play(game.legal_notations()[0]); print(json.dumps(0))")
    settled_after(page, before)
    expect(drawn.locator('.zone[data-zone="trick"] .item')).to_have_count(0)
    expect(drawn.locator(".zone[data-zone^='won.'] .item")).to_have_count(2)
    expect(board.locator(".wp-log-step")).to_have_count(2)

    # Played to the end in Python: the hidden card is shown, and the final scores.
    before = position(board)
    final = python(
        host,
        "import json\nwhile not game.is_over:\n    board.play(game.legal_notations()[0])\n"
        "print(json.dumps([game.scores(), game.winners, game.view(0)['hidden']]))",
    )
    scores, winners, hidden = final
    settled_after(page, before)
    expect(drawn.locator('.zone[data-zone="hidden"] .item')).to_have_text(str(hidden))
    rows = board.locator(".wp-final .wp-score-table tbody tr")
    expect(rows).to_have_count(2)
    for p, points in enumerate(scores):
        expect(rows.nth(p).locator("td").last).to_have_text(str(points))
        expect(rows.nth(p)).to_have_class("wp-winner" if p in winners else "")

    # In German: the titles from the game's texts in that language.
    titles = python(
        host,
        "import json; from wolfpack.core import i18n; board.language = 'de'; print(json.dumps("
        "[i18n.render(z['title'], z['args'], 'de') for z in game.view(0)['zones']]))",
    )
    expect(drawn.locator(".zone-title")).to_have_text(titles)
    expect(board).to_have_attribute("lang", "de")

    names = set(python(host, "import json; print(json.dumps(sorted(threads)))"))
    if "subshells" in request.node.callspec.id:
        # The clicks came through a subshell (the very first message may reach the main
        # shell while the subshell is being made).
        assert any(name.startswith("subshell") for name in names), names
    else:
        assert names == {"MainThread"}
