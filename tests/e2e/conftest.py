"""Fixtures of the end-to-end tests: one JupyterLab and one Chromium for the whole run.

Every Playwright wait (an action's, a ``wait_for_*``, an ``expect``) is on a condition and
gives up only after the suite's one generous bound (``tests/waits.py``), set here for every
page of the browser and for every ``expect``: no test passes its own timeout.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lab_harness import CHROMIUM_ARGS, Lab, chromium_path, jupyterlab
from playwright.sync_api import BrowserContext, Page, expect, sync_playwright

from waits import WAIT_MS

expect.set_options(timeout=WAIT_MS)


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    with jupyterlab(tmp_path_factory.mktemp("lab")) as server:
        yield server


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    """Debian's Chromium with a fresh profile (its --user-data-dir), headless; every page
    opened in it waits up to the suite's bound."""
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),
            executable_path=chromium_path(),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1500, "height": 1400},
            timeout=WAIT_MS,  # (Chromium's start)
        )
        context.set_default_timeout(WAIT_MS)
        yield context
        context.close()


@pytest.fixture
def page(browser: BrowserContext) -> Iterator[Page]:
    pg = browser.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    pg.close()
    assert not errors, errors  # any uncaught error in the page fails the test
