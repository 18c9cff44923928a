"""The native search core (Rust; the ``wolfpack-boards-core`` distribution, module
``wolfpack_core``), used when it is importable.

Each game's pure-Python fast state stays the reference, and the path wherever no wheel of
the core exists (JupyterLite, a machine without one): the bots, hints and the solver give
answers of the same kind on both, and differential tests hold the two states equal.

The backend is chosen per call (``backend="auto" | "native" | "python"``) or for the whole
process by the environment variable ``WOLFPACK_BACKEND`` (the same three words); ``auto``
means native where available.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from types import ModuleType
from typing import Any, Literal

Backend = Literal["auto", "native", "python"]
"""Which implementation searches: the native core, the Python one, or ``auto`` (native
where available)."""
BACKENDS: tuple[Backend, ...] = ("auto", "native", "python")

_CORE: ModuleType | None = None
_REASON = ""
_LOADED = False


def _load() -> None:
    global _CORE, _REASON, _LOADED
    _LOADED = True
    try:
        from wolfpack_core import _core
    except ImportError as e:
        _CORE, _REASON = None, f"the native core is not installed ({e})"
        return
    _CORE, _REASON = _core, ""


def core() -> ModuleType | None:
    """The native module ``wolfpack_core._core``, or None where it cannot be imported."""
    if not _LOADED:
        _load()
    return _CORE


def unavailable_reason() -> str:
    """Why the native core is not used ("" when it is importable)."""
    core()
    return _REASON


def default_backend() -> Backend:
    """The backend ``WOLFPACK_BACKEND`` names (``auto`` when unset); ``ValueError`` naming
    the variable for any other word."""
    word = os.environ.get("WOLFPACK_BACKEND", "auto").strip().lower() or "auto"
    if word not in BACKENDS:
        raise ValueError(f"WOLFPACK_BACKEND={word!r}: use auto, native or python")
    return word


def use_native(backend: Backend | None = None) -> bool:
    """Whether a search asked for ``backend`` (None: :func:`default_backend`) runs natively;
    ``RuntimeError`` when ``native`` is asked for and the core is missing, ``ValueError``
    for an unknown backend."""
    chosen = default_backend() if backend is None else backend
    if chosen not in BACKENDS:
        raise ValueError(f"unknown backend {chosen!r}: use auto, native or python")
    if chosen == "python":
        return False
    if core() is None:
        if chosen == "native":
            raise RuntimeError(unavailable_reason())
        return False
    return True


def every_core(at_most: int = 8) -> int:
    """Threads for a native search that may use the whole machine: every core, at most
    ``at_most``."""
    return max(1, min(at_most, os.cpu_count() or 1))


THREADS_VARIABLE = "WOLFPACK_SEARCH_THREADS"
"""The environment variable that forces the threads of every native search (a whole
number of at least 1): the tests ask a hint on 1, 2 and more threads and get the same."""


def forced_threads() -> int | None:
    """The threads :data:`THREADS_VARIABLE` forces (None when unset); ``ValueError``
    naming the variable for anything but a whole number of at least 1."""
    word = os.environ.get(THREADS_VARIABLE, "").strip()
    if not word:
        return None
    if not word.isdigit() or int(word) < 1:
        raise ValueError(f"{THREADS_VARIABLE}={word!r}: a whole number of threads, at least 1")
    return int(word)


def search_threads(iterations: int | None, seconds: float | None, trees: int = 1) -> int:
    """Threads for a native search (:func:`forced_threads` where set): for a search by
    iterations only, one per tree up to every core (its ``trees`` trees each run a fixed
    share of the iterations, so the same seed gives the same answer on any number of
    threads; one tree, one thread), else every core (at most 8)."""
    forced = forced_threads()
    if forced is not None:
        return forced
    if seconds is None and iterations is not None:
        return max(1, min(trees, every_core()))
    return every_core()


class Mismatch(AssertionError):
    """A differential check found the native state and the Python one disagreeing (what,
    and where)."""


def play_in_step(
    python: Any,
    native: Any,
    encode: Callable[[Any], list[int]],
    rng: random.Random,
    where: str,
    check: Callable[[int], None] | None = None,
) -> int:
    """Play one random game on a Python fast state and its native twin side by side,
    comparing the legal actions and the player to move before every decision and the
    flat layout (``encode``) after it; ``check(n)`` adds a game's own comparison before
    decision ``n``. Returns the decisions played; raises :class:`Mismatch` saying ``where``
    and at which decision they part."""
    n = 0
    while not python.is_terminal():
        legal = python.legal_actions()
        if native.legal_actions() != legal or native.to_move() != python.to_move:
            raise Mismatch(
                f"{where}, decision {n}: legal actions {native.legal_actions()} != {legal}"
            )
        if check is not None:
            check(n)
        a = rng.choice(legal)
        python.apply(a)
        native.apply(a)
        if native.encode() != encode(python):
            raise Mismatch(f"{where}, decision {n}: the position after action {a} differs")
        n += 1
    return n
