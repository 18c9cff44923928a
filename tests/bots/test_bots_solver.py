"""The open-hand solver agrees with a plain minimax over the rules state."""

from __future__ import annotations

import threading

import pytest
from bot_helpers import brute_force, open_position
from hypothesis import given, settings
from hypothesis import strategies as st

from wolfpack.bots.lw_solver import SolverCancelled, solve, solve_value
from wolfpack.lone_wolves.state import OVER


@settings(max_examples=150)
@given(
    seed=st.integers(0, 2**32),
    extra=st.integers(0, 5),
    variant=st.sampled_from(["standard", "advanced"]),
)
def test_solver_matches_brute_force_on_the_last_trick(seed: int, extra: int, variant: str) -> None:
    s = open_position(seed, 1, extra, variant)
    assert solve_value(s) == brute_force(s)


@pytest.mark.parametrize("seed", range(8))
def test_solver_matches_brute_force_two_tricks_from_the_end(seed: int) -> None:
    variant = "advanced" if seed % 2 else "standard"
    s = open_position(seed, 2, seed % 4, variant)
    expected = brute_force(s)
    assert solve_value(s) == expected
    if s.phase != OVER:
        sol = solve(s, all_moves=True)
        assert sol.margin == expected
        # Every move's value is exact, and the best move reaches the value.
        for action, value in sol.values.items():
            child = s.clone()
            child.apply(action)
            assert brute_force(child) == value
        best = max if s.player == 0 else min
        assert sol.values[sol.best_action] == best(sol.values.values()) == expected


@pytest.mark.parametrize("seed", range(6))
def test_best_move_alone_is_exact(seed: int) -> None:
    s = open_position(100 + seed, 2, 0)
    sol = solve(s)
    child = s.clone()
    child.apply(sol.best_action)
    assert brute_force(child) == sol.margin == brute_force(s)
    assert sol.best_action in s.legal_actions()


def test_solver_can_be_cancelled() -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SolverCancelled):
        solve_value(open_position(3, 4, 0), cancel)


def test_solving_a_finished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="over"):
        solve(open_position(1, 0, 0))
