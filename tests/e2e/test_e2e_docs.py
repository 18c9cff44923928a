"""The documentation's home page in Chromium: the replay of a real game is embedded and
steps through the game with no kernel (the site ``./dev test`` builds; its ``lite/`` is
``WOLFPACK_LITE_SITE``)."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

LITE = os.environ.get("WOLFPACK_LITE_SITE")
pytestmark = pytest.mark.skipif(LITE is None, reason="no built site (./dev test builds one)")


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The built documentation, served on a free local port."""
    assert LITE is not None
    handler = functools.partial(
        http.server.SimpleHTTPRequestHandler, directory=str(Path(LITE).parent)
    )
    handler.log_message = lambda *args: None  # type: ignore[assignment]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_the_home_page_replays_a_whole_game_on_its_board(page: Page, site: str) -> None:
    page.goto(f"{site}/index.html")
    frame_element = page.locator("iframe.wolfpack-replay")
    title = frame_element.get_attribute("title") or ""
    assert title.startswith("A replay of a whole game of Lone Wolves") and len(title) > 80
    frame_element.scroll_into_view_if_needed()
    board = page.frame_locator("iframe.wolfpack-replay").locator(".wolfpack-board").first
    expect(board).to_have_attribute("data-offline", "true")
    end = int(board.get_attribute("data-position") or "0")
    assert end > 40  # a whole game
    board.locator(".wp-slider").evaluate(
        "s => { s.value = '0'; s.dispatchEvent(new Event('change')); }"
    )
    expect(board).to_have_attribute("data-position", "0")
    board.locator(".wp-forward").click()
    expect(board).to_have_attribute("data-position", "1")
    expect(board.locator(".wp-log-step")).to_have_count(1)
    expect(board.locator(".wp-new")).to_be_hidden()  # nothing that needs a kernel
