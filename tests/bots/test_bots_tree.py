"""The shape of the search's tree: it keeps apart what the searcher has seen
(``observation`` of a fast state), and stops at the depth it is given.

A toy game makes the difference plain: player 0 may pass (a draw) or look at a hidden coin
of three faces and then guess it (a win if right, a loss if wrong). Knowing the coin after
looking, the guess is always right, so looking is worth a win; a tree that shares the guess
across the coin's faces can do no better than one in three, and passes instead, and so does
a flat search (depth 1), which leaves the guess to its random playouts.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from wolfpack.bots.ismcts import search

LOOK, PASS = 0, 1
GUESS = 10


class Coin:
    """A position of the toy game; ``coin`` is hidden from player 0 until they look."""

    def __init__(self, coin: int) -> None:
        self.coin = coin
        self.looked = False
        self.result: float | None = None

    @property
    def to_move(self) -> int:
        return -1 if self.result is not None else 0

    def is_terminal(self) -> bool:
        return self.result is not None

    def legal_actions(self) -> list[int]:
        if self.result is not None:
            return []
        return [GUESS + g for g in range(3)] if self.looked else [LOOK, PASS]

    def apply(self, action: int) -> None:
        if action == LOOK:
            self.looked = True
        elif action == PASS:
            self.result = 0.5
        else:
            self.result = 1.0 if action - GUESS == self.coin else 0.0


class SeenCoin(Coin):
    """The same game whose state tells what player 0 learns by looking."""

    def observation(self, action: int, player: int) -> int:
        return self.coin + 1 if action == LOOK and player == 0 else 0


class Adapter:
    game_id = "coin"
    n_players = 2

    def outcome(self, state: Coin) -> tuple[list[float], list[float]]:
        r = state.result if state.result is not None else 0.5
        return [r, 1 - r], [0.0, 0.0]

    def playout(self, state: Coin, rng: random.Random) -> None:
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))

    def heuristic_action(self, game: Any, player: int, rng: random.Random) -> int:
        raise NotImplementedError


class Det:
    player = 0

    def __init__(self, cls: type[Coin]) -> None:
        self.cls = cls

    def sample(self, rng: random.Random) -> Coin:
        return self.cls(rng.randrange(3))


@pytest.mark.parametrize(
    ("cls", "depth", "best", "looking"),
    [(SeenCoin, 0, LOOK, 1.0), (Coin, 0, PASS, 1 / 3), (SeenCoin, 1, PASS, 1 / 3)],
)
def test_a_decision_after_an_observation_depends_on_it(
    cls: type[Coin], depth: int, best: int, looking: float
) -> None:
    result = search(
        Adapter(),  # type: ignore[arg-type]
        Det(cls),
        iterations=3000,
        rng=random.Random(4),
        margin_weight=0.0,
        depth=depth,
        backend="python",
    )
    assert result.best == best
    look = next(s for s in result.stats if s.action == LOOK)
    assert look.reward == pytest.approx(looking, abs=0.12)


@pytest.mark.parametrize("depth", [-1, 1001])
def test_a_depth_out_of_range_is_refused(depth: int) -> None:
    with pytest.raises(ValueError, match="depth"):
        search(Adapter(), Det(Coin), iterations=10, rng=random.Random(1), depth=depth)  # type: ignore[arg-type]
