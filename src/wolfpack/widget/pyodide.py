"""A board's comm under Pyodide (JupyterLite): Python's ``None`` arrives as ``null``.

JupyterLite's Pyodide kernel turns a comm message into JavaScript with Pyodide's
default conversion, which makes ``None`` ``undefined``; the message then travels as
JSON, which leaves out every key whose value is ``undefined``. A synced
``{"cards": None}`` would reach the board as ``{}``. So under Pyodide a board's comm
sends ``pyodide.ffi.jsnull`` (JavaScript's ``null``) for every ``None``: in the state it
opens with, in every update and in every custom message. Other hosts send JSON as is.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import comm


def in_pyodide() -> bool:
    """Whether this Python runs in Pyodide (a browser tab, e.g. JupyterLite)."""
    return sys.platform == "emscripten"


def with_js_nulls(value: Any, null: Any) -> Any:
    """``value`` with every ``None`` inside it (dict values, list items) as ``null``."""
    if value is None:
        return null
    if isinstance(value, dict):
        return {k: with_js_nulls(v, null) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [with_js_nulls(v, null) for v in value]
    return value


def _js_null() -> Any:
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]

    return jsnull


@contextmanager
def nulls_kept() -> Iterator[None]:
    """While open, a comm created with ``comm.create_comm`` sends ``null`` for ``None``
    (in its opening message and in everything it publishes afterwards)."""
    js_null = _js_null()
    create = comm.create_comm

    def create_keeping_nulls(*args: Any, **kwargs: Any) -> Any:
        if "data" in kwargs:
            kwargs["data"] = with_js_nulls(kwargs["data"], js_null)
        channel = create(*args, **kwargs)
        publish = channel.publish_msg

        def publish_keeping_nulls(msg_type: str, data: Any = None, *a: Any, **k: Any) -> Any:
            kept = data if data is None else with_js_nulls(data, js_null)
            return publish(msg_type, kept, *a, **k)

        channel.publish_msg = publish_keeping_nulls  # type: ignore[method-assign]
        return channel

    comm.create_comm = create_keeping_nulls
    try:
        yield
    finally:
        comm.create_comm = create
