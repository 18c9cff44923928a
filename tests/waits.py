"""How long a test waits before it gives up: one bound for the whole suite.

Every wait in the tests is on a condition (an event, a queue, a kernel's reply, a line a
server prints, a selector in the page); the bound only says when to stop waiting and fail.
It is generous, so that a busy machine (a 2-core machine at load 20 runs everything ten
times slower) is never taken for a broken one; a passing test never waits for it.
``WOLFPACK_TEST_TIMEOUT_SCALE`` multiplies it on a machine slower still (``3``: three times
as long).
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable


def _scale() -> float:
    raw = os.environ.get("WOLFPACK_TEST_TIMEOUT_SCALE", "1")
    try:
        scale = float(raw)
    except ValueError:
        scale = math.nan
    if not (math.isfinite(scale) and scale > 0):
        raise ValueError(f"WOLFPACK_TEST_TIMEOUT_SCALE: a number above 0, not {raw!r}")
    return scale


SCALE = _scale()
"""``WOLFPACK_TEST_TIMEOUT_SCALE`` (1 unless set)."""

WAIT = 600.0 * SCALE
"""Seconds any one wait may take (a thread, a search, a kernel, a server, a page, Pyodide)."""

WAIT_MS = WAIT * 1000
""":data:`WAIT` in milliseconds, as Playwright counts."""

BUILD = 3 * WAIT
"""Seconds a whole build or installation in a subprocess may take (pip, ``./dev``)."""


def wait_until(condition: Callable[[], bool], what: str) -> None:
    """Return as soon as ``condition()`` holds; fail naming ``what`` after :data:`WAIT`.
    For a condition that nothing signals (a counter another thread updates), so it is
    looked at again every millisecond; where an event or a queue exists, wait on that."""
    deadline = time.monotonic() + WAIT
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {WAIT:g} s for {what}")
        time.sleep(0.001)
