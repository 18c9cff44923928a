"""Fixtures of the widget tests (no browser): a board and a recorder of what it sends."""

from __future__ import annotations

import pytest
from board_helpers import Recorder

from wolfpack import LoneWolves
from wolfpack.widget import LoneWolvesBoard


@pytest.fixture
def board() -> LoneWolvesBoard:
    return LoneWolvesBoard(LoneWolves(seed=7, leader=0), language="en")


@pytest.fixture
def rec(board: LoneWolvesBoard) -> Recorder:
    return Recorder(board)
