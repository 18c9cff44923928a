"""Every bot test runs against both search backends: the native core (where it is
installed; ``./dev test`` always builds it when cargo exists, and
``tests/test_native.py`` fails when it was promised but is missing) and pure Python."""

from __future__ import annotations

import pytest

from wolfpack.core.native import core

BACKENDS = ["python", "native"] if core() is not None else ["python"]


@pytest.fixture(params=BACKENDS, autouse=True)
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The backend this run of the test uses (``WOLFPACK_BACKEND``)."""
    monkeypatch.setenv("WOLFPACK_BACKEND", request.param)
    return str(request.param)
