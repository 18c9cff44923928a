"""Fixtures of the end-to-end tests: one JupyterLab and one Chromium for the whole run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lab_harness import CHROMIUM_ARGS, Lab, chromium_path, jupyterlab
from playwright.sync_api import BrowserContext, Page, sync_playwright


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    with jupyterlab(tmp_path_factory.mktemp("lab")) as server:
        yield server


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BrowserContext]:
    """Debian's Chromium with a fresh profile (its --user-data-dir), headless."""
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),
            executable_path=chromium_path(),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1500, "height": 1400},
        )
        yield context
        context.close()


@pytest.fixture
def page(browser: BrowserContext) -> Iterator[Page]:
    pg = browser.new_page()
    pg.set_default_timeout(60_000)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    pg.close()
    assert not errors, errors  # any uncaught error in the page fails the test
