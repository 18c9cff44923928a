"""Background work in every notebook host: a thread where one can start, else the caller's.

The computer's search, hints and the solver run in a background thread so that a board
stays responsive. Where that thread comes from depends on the host:

* a Jupyter kernel, Voila, a plain script: :class:`threading.Thread`;
* marimo: ``marimo.Thread`` (a thread that may talk to marimo's front end; a plain thread's
  updates would never reach the page);
* Pyodide (JupyterLite) and other hosts without threads: none. :func:`can_start_threads`
  says so, and callers run the work in the foreground with a bounded budget instead.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any


def can_start_threads() -> bool:
    """Whether this Python can start a thread (not in Pyodide or WASI)."""
    return sys.platform not in ("emscripten", "wasi")


def _marimo_thread() -> Any:
    """``marimo.Thread`` when running inside a marimo notebook, else None."""
    marimo = sys.modules.get("marimo")
    if marimo is None:
        return None
    try:
        if marimo.running_in_notebook():
            return marimo.Thread
    except Exception:  # an old or partial marimo: use a plain thread
        return None
    return None


def start_thread(target: Callable[[], None], name: str) -> threading.Thread:
    """Start ``target`` in a daemon thread of the host's kind; ``RuntimeError`` where no
    thread can start (check :func:`can_start_threads` first)."""
    if not can_start_threads():
        raise RuntimeError("this Python cannot start threads")
    cls = _marimo_thread() or threading.Thread
    thread: threading.Thread = cls(target=target, name=name, daemon=True)
    thread.start()
    return thread
