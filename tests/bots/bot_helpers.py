"""Helpers shared by the bot tests: seeded positions, a plain minimax, a cancel event that
tells when a search is under way and a clock that does not depend on the machine."""

from __future__ import annotations

import random
import threading

import pytest

from wolfpack import LoneWolves
from wolfpack.core.native import core
from wolfpack.lone_wolves.bots.fast import margin
from wolfpack.lone_wolves.components import N_TRICKS
from wolfpack.lone_wolves.state import OVER, PLAY, LWState

HAS_CORE = core() is not None
"""Whether the native core is installed (``./dev test`` builds it wherever cargo exists)."""
SEARCH_BACKENDS = ["native", "python"] if HAS_CORE else ["python"]
"""The search backends a test runs against here: both, or Python alone without the core."""
needs_core = pytest.mark.skipif(
    not HAS_CORE,
    reason="the native core is not installed (a machine without cargo): its tests cannot run",
)
"""For a test of the native core itself (it compares the two, or uses what only it does)."""


def random_game(seed: int, decisions: int, variant: str = "standard") -> LoneWolves:
    """A game after ``decisions`` seeded random decisions (fewer if it ends first)."""
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def open_position(seed: int, tricks_left: int, extra: int, variant: str = "standard") -> LWState:
    """A position ``tricks_left`` tricks from the end, then ``extra`` random decisions."""
    s = LWState.new(seed=seed, variant=variant)
    rng = random.Random(seed)
    while s.phase != OVER and not (
        s.tricks >= N_TRICKS - tricks_left and s.phase == PLAY and s.lead_card < 0
    ):
        s.apply(rng.choice(s.legal_actions()))
    for _ in range(extra):
        if s.phase == OVER:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def brute_force(s: LWState) -> int:
    """Player 0's final margin under best play, by plain minimax over every decision of
    the rules state itself (reveals and equal scars included)."""
    if s.phase == OVER:
        return margin(s)
    values = []
    for a in s.legal_actions():
        child = s.clone()
        child.apply(a)
        values.append(brute_force(child))
    return max(values) if s.player == 0 else min(values)


class WatchedCancel(threading.Event):
    """A cancel event that says when a search has looked at it: :attr:`looked` is set once
    it has been asked ``times`` times (``is_set`` or ``wait``), that is, once the search
    that holds it is under way (the Python solver asks every 1,024 positions; the native
    one asks once before it starts, then its watcher thread keeps asking while it runs)."""

    def __init__(self, times: int = 2) -> None:
        super().__init__()
        self.looked = threading.Event()
        self._left = times
        self._lock = threading.Lock()

    def _asked(self) -> None:
        with self._lock:
            self._left -= 1
            if self._left <= 0:
                self.looked.set()

    def is_set(self) -> bool:
        self._asked()
        return super().is_set()

    def wait(self, timeout: float | None = None) -> bool:
        self._asked()
        return super().wait(timeout)


class FakeTime:
    """Stands in for the ``time`` module of the search (``monkeypatch.setattr(ismcts,
    "time", FakeTime())``): its clock reads :attr:`now`, ``step`` seconds later at every
    reading (0: a stopped clock), however fast or busy the machine."""

    def __init__(self, now: float = 0.0, step: float = 0.0) -> None:
        self.now = now
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now
