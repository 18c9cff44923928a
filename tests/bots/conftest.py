"""Every bot test runs against both search backends: the native core (where it is
installed; ``./dev test`` always builds it when cargo exists, and
``tests/test_native_lone_wolves.py`` fails when it was promised but is missing) and pure Python."""

from __future__ import annotations

import pytest
from bot_helpers import SEARCH_BACKENDS


@pytest.fixture(params=sorted(SEARCH_BACKENDS, reverse=True), autouse=True)
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The backend this run of the test uses (``WOLFPACK_BACKEND``)."""
    monkeypatch.setenv("WOLFPACK_BACKEND", request.param)
    return str(request.param)
