"""The JupyterLite site of the tutorials: Python in the browser (Pyodide), no server.

The site is the one the documentation build made (``WOLFPACK_LITE_SITE``, set by
``./dev test``), else built here with ``docs/lite/build_site.py``. It is served from a
plain static file server on 127.0.0.1, and Chromium may fetch nothing from anywhere else:
everything the first tutorial needs (Pyodide, its packages, wolfpack's pure wheel and its
dependencies) must come with the site.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from lab_harness import REPO, click_path, legal_paths, tracebacks
from playwright.sync_api import expect

TUTORIAL = "en/01-trick-taking-basics.ipynb"


def _built(tmp: Path) -> Path:
    given = os.environ.get("WOLFPACK_LITE_SITE")
    if given:
        return Path(given)
    spec = importlib.util.spec_from_file_location("build_site", REPO / "docs/lite/build_site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    built: Path = module.build(tmp / "lite")
    return built


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def lite(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    site = _built(tmp_path_factory.mktemp("lite"))
    assert (site / "lab" / "index.html").is_file(), site
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=site))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    thread.join()


def test_the_first_tutorial_runs_in_the_browser_with_nothing_from_outside(
    page: Any, lite: str
) -> None:
    outside: list[str] = []
    errors: list[str] = []

    def only_local(route: Any) -> None:
        url = route.request.url
        if url.startswith((lite, "data:", "blob:")):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    page.route("**/*", only_local)
    page.on("pageerror", lambda e: errors.append(str(e)))
    said: list[str] = []  # the console's errors (Pyodide's own say why a cell did not run)
    page.on("console", lambda m: said.append(m.text) if m.type == "error" else None)
    page.goto(f"{lite}/lab/index.html?path={TUTORIAL}")
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.first.wait_for()
    page.get_by_text("| Idle").first.wait_for()  # Pyodide has started
    cells.first.locator(".jp-InputPrompt").click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    # Run All has ended: the first cell has run and none is queued or running ('*'); every
    # code cell has run (its prompt shows a number, not nothing: Run All stops at a failure).
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
            return prompts.length > 0 && /\\[\\d+\\]/.test(prompts[0].textContent)
                && !prompts.some(p => p.textContent.includes('*'));
        }"""
    )
    prompts = page.locator(".jp-CodeCell .jp-InputPrompt").all_text_contents()
    assert all(re.search(r"\[\d+\]", p) for p in prompts), (prompts, said)
    failed = tracebacks(page)
    assert not failed, failed
    # The boards are drawn once their outputs have come (and the front end has loaded).
    page.wait_for_function("() => document.querySelectorAll('.wolfpack-board').length >= 4")
    page.wait_for_function("() => document.querySelector('.wolfpack-board svg.lw-board') !== null")
    boards = page.locator(".wolfpack-board")

    # A hint on the first board that is not a lesson (a lesson has no hints): no threads in
    # Pyodide, so the search runs in the foreground and answers.
    lesson = page.locator(".wp-lesson:not([hidden])")
    hinted = boards.filter(has_not=lesson).first
    hinted.scroll_into_view_if_needed()
    hinted.locator(".wp-hint-button").click()
    hinted.locator(".wp-advice").filter(has_text="LW-").wait_for()

    # Play the first board's first legal move by clicking (the tutorial's first lesson: the
    # move its first step asks for): Python in the page applies it.
    board = boards.first
    board.scroll_into_view_if_needed()
    before = board.get_attribute("data-position")
    path = legal_paths(page)[0]
    click_path(page, path)
    page.wait_for_function(
        "(before) => document.querySelector('.wolfpack-board').dataset.position !== before",
        arg=before,
    )
    expect(board.locator(".wp-explain")).to_contain_text("LW-T")

    assert not errors, errors
    assert not outside, outside
