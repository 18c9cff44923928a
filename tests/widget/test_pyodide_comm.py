"""Under Pyodide a board's comm sends ``None`` as JavaScript's ``null`` (JupyterLite's
kernel would otherwise drop every key whose value is ``None``)."""

from __future__ import annotations

from typing import Any, ClassVar

import comm
import pytest

from wolfpack import LoneWolves
from wolfpack.widget import base, pyodide


class JsNull:
    """Stands for ``pyodide.ffi.jsnull`` outside a browser."""

    def __repr__(self) -> str:
        return "jsnull"


NULL = JsNull()


def nones(value: Any) -> int:
    if value is None:
        return 1
    if isinstance(value, dict):
        return sum(nones(v) for v in value.values())
    if isinstance(value, list):
        return sum(nones(v) for v in value)
    return 0


class Recorded(comm.base_comm.BaseComm):
    """A comm that keeps what it publishes."""

    sent: ClassVar[list[tuple[str, Any]]] = []

    def publish_msg(self, msg_type: str, data: Any = None, *args: Any, **kwargs: Any) -> None:
        Recorded.sent.append((msg_type, data))


@pytest.fixture
def in_browser(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    Recorded.sent = []
    monkeypatch.setattr(comm, "create_comm", Recorded)
    monkeypatch.setattr(base, "in_pyodide", lambda: True)
    monkeypatch.setattr(pyodide, "_js_null", lambda: NULL)
    return Recorded.sent


def test_with_js_nulls_replaces_every_none() -> None:
    value = {"a": None, "b": [1, None, {"c": None}], "d": (None,), "e": "x"}
    assert pyodide.with_js_nulls(value, NULL) == {
        "a": NULL,
        "b": [1, NULL, {"c": NULL}],
        "d": [NULL],
        "e": "x",
    }


def test_a_board_under_pyodide_sends_no_none(in_browser: list[tuple[str, Any]]) -> None:
    board = LoneWolves(seed=3).widget()
    board.perspective = 0  # hands with hidden cards: None in the synced state
    board._on_msg(board, {"cmd": "history", "id": 1}, [])
    assert in_browser, "the board published nothing"
    kinds = [kind for kind, _ in in_browser]
    assert kinds[0] == "comm_open"
    assert any(data.get("method") == "custom" for _, data in in_browser[1:])
    assert all(nones(data) == 0 for _, data in in_browser)
    assert any("jsnull" in repr(data) for _, data in in_browser)


def test_other_hosts_send_none_as_is(monkeypatch: pytest.MonkeyPatch) -> None:
    Recorded.sent = []
    monkeypatch.setattr(comm, "create_comm", Recorded)
    board = LoneWolves(seed=3).widget()
    board.perspective = 0
    assert sum(nones(data) for _, data in Recorded.sent) > 0
    assert not any("jsnull" in repr(data) for _, data in Recorded.sent)
