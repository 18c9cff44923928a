"""Fixtures of The Wolves' board tests (no browser): boards and recorders of what they send;
the rule tests' position helpers (``tw_helpers``) are importable from here."""

from __future__ import annotations

import pytest

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.board import TheWolvesBoard
from wolfpack.widget.conformance import Recorder


@pytest.fixture
def board() -> TheWolvesBoard:
    """A 3-player board in the open view, in English, before the placement draft."""
    return TheWolvesBoard(TheWolves(players=3, seed=7, first=0), language="en")


@pytest.fixture
def rec(board: TheWolvesBoard) -> Recorder:
    return Recorder(board)
