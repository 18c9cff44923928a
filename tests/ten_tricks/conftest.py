"""What the Ten Tricks tests share: a twin maker for the non-interference checks."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from ten_tricks.game import TenTricks

from wolfpack.core.errors import RecordMoveError
from wolfpack.core.game import Game


def tt_twin(game: Game[Any], player: int, rng: random.Random) -> Game[Any] | None:
    """The same history as ``player`` sees it, with the other player's unplayed cards and
    the hidden card dealt anew among them (TT-H1), or None if no other deal fits."""
    assert isinstance(game, TenTricks)
    other = 1 - player
    setup = game.setup
    played = {int(s.notation.split()[1]) for s in game.steps if s.player == other}
    unplayed = [c for c in setup.hands[other] if c not in played]
    for _ in range(20):
        pool = [*unplayed, setup.hidden]
        rng.shuffle(pool)
        hand = tuple(sorted([*played, *pool[: len(unplayed)]]))
        hands = (hand, setup.hands[1]) if other == 0 else (setup.hands[0], hand)
        twin_setup = replace(setup, hands=hands, hidden=pool[-1])
        if twin_setup == setup:
            continue
        twin = TenTricks(setup=twin_setup)
        try:
            twin.replay_moves(game.moves)
        except RecordMoveError:
            continue
        if twin.view(player) == game.view(player):
            return twin
    return None


@pytest.fixture
def twin() -> Callable[[Game[Any], int, random.Random], Game[Any] | None]:
    """:func:`tt_twin`."""
    return tt_twin
