"""The open-hand solver agrees with a plain minimax over the rules state."""

from __future__ import annotations

import os
import threading

import pytest
from bot_helpers import SEARCH_BACKENDS, WatchedCancel, brute_force, needs_core, open_position
from hypothesis import given, settings
from hypothesis import strategies as st

from waits import WAIT, wait_until
from wolfpack.lone_wolves.bots import solver_native
from wolfpack.lone_wolves.bots.solver import Backend, SolverCancelled, solve, solve_value
from wolfpack.lone_wolves.state import OVER

BACKENDS: list[Backend] = list(SEARCH_BACKENDS)
REFERENCE: Backend = "native" if "native" in BACKENDS else "python"
"""The backend whose values the others are compared with (the native one, where it is)."""


def test_the_native_core_is_installed() -> None:
    # ./dev test installs the native core (wolfpack_core) wherever cargo exists and then
    # says so (WOLFPACK_EXPECT_NATIVE=1): it must load.
    if os.environ.get("WOLFPACK_EXPECT_NATIVE") == "1":
        assert solver_native._CORE is not None, solver_native.UNAVAILABLE


@settings(max_examples=150)
@given(
    seed=st.integers(0, 2**32),
    extra=st.integers(0, 5),
    variant=st.sampled_from(["standard", "advanced"]),
)
def test_solver_matches_brute_force_on_the_last_trick(seed: int, extra: int, variant: str) -> None:
    s = open_position(seed, 1, extra, variant)
    expected = brute_force(s)
    for backend in BACKENDS:
        assert solve_value(s, backend=backend) == expected, backend


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed", range(8))
def test_solver_matches_brute_force_two_tricks_from_the_end(seed: int, backend: Backend) -> None:
    variant = "advanced" if seed % 2 else "standard"
    s = open_position(seed, 2, seed % 4, variant)
    expected = brute_force(s)
    assert solve_value(s, backend=backend) == expected
    if s.phase != OVER:
        sol = solve(s, all_moves=True, backend=backend)
        assert sol.margin == expected
        # Every move's value is exact, and the best move reaches the value.
        for action, value in sol.values.items():
            child = s.clone()
            child.apply(action)
            assert brute_force(child) == value
        best = max if s.player == 0 else min
        assert sol.values[sol.best_action] == best(sol.values.values()) == expected


@needs_core
@settings(max_examples=500, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    extra=st.integers(0, 6),
    variant=st.sampled_from(["standard", "advanced"]),
)
def test_the_native_search_agrees_with_the_python_search_two_tricks_out(
    seed: int, extra: int, variant: str
) -> None:
    s = open_position(seed, 2, extra, variant)
    assert solve_value(s, backend="native") == solve_value(s, backend="python")


@needs_core
@pytest.mark.parametrize("seed", range(24))
def test_estimates_only_order_the_exact_search(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # The estimate that starts an exact search (four tricks out and more) leaves guesses in
    # the table; none may pass for an exact value. Here it runs three tricks out too.
    monkeypatch.setattr(solver_native, "ESTIMATE_FROM_TRICKS_LEFT", 3)
    variant = "advanced" if seed % 2 else "standard"
    s = open_position(900 + seed, 3, seed % 5, variant)
    assert solve_value(s, backend="native") == solve_value(s, backend="python")


@needs_core
@pytest.mark.parametrize("seed", range(24))
def test_the_native_search_agrees_with_the_python_search_three_tricks_out(seed: int) -> None:
    # Beyond what brute force can check: the native search prunes with bounds the Python one
    # does not have (placements judged from one search, the last trick in closed form).
    variant = "advanced" if seed % 2 else "standard"
    s = open_position(700 + seed, 3, seed % 5, variant)
    assert solve_value(s, backend="native") == solve_value(s, backend="python")


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed", range(6))
def test_best_move_alone_is_exact(seed: int, backend: Backend) -> None:
    s = open_position(100 + seed, 2, 0)
    sol = solve(s, backend=backend)
    child = s.clone()
    child.apply(sol.best_action)
    assert brute_force(child) == sol.margin == brute_force(s)
    assert sol.best_action in s.legal_actions()


@needs_core
@pytest.mark.parametrize("seed", range(4))
def test_a_solve_on_several_threads_gives_what_one_thread_gives(seed: int) -> None:
    # Four tricks from the end: the threads' passes bound each other through the table.
    s = open_position(300 + seed, 4, seed % 3, "advanced" if seed % 2 else "standard")
    one = solve(s, all_moves=True, backend="native", threads=1)
    for threads in (2, 3):
        many = solve(s, all_moves=True, backend="native", threads=threads)
        assert (many.margin, many.values, many.best_action) == (
            one.margin,
            one.values,
            one.best_action,
        )
        quick = solve(s, backend="native", threads=threads)
        assert quick.margin == one.margin
        assert one.values[quick.best_action] == one.margin


@pytest.mark.parametrize("backend", BACKENDS)
def test_solver_can_be_cancelled(backend: Backend) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(SolverCancelled):
        solve_value(open_position(3, 4, 0), cancel, backend=backend)


@needs_core
def test_the_native_search_stops_when_cancelled_while_running() -> None:
    # Eight tricks from the end takes minutes: only the cancel can end it this soon.
    cancel = threading.Event()
    s = open_position(5, 8, 0)
    search = solver_native.NativeSearch(s, cancel)
    outcome: list[BaseException | int] = []

    def run() -> None:
        try:
            outcome.append(search.value(s, -1, 0))
        except SolverCancelled as e:
            outcome.append(e)

    worker = threading.Thread(target=run)
    worker.start()
    # Until the search is under way: it counts the positions it visits.
    wait_until(lambda: search.nodes > 0, "the native search to visit a position")
    cancel.set()
    worker.join(timeout=WAIT)
    assert not worker.is_alive()
    assert isinstance(outcome[0], SolverCancelled)


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_whole_solve_stops_when_cancelled_while_running(backend: Backend) -> None:
    cancel = WatchedCancel()
    s = open_position(5, 8, 0)
    outcome: list[BaseException | int] = []

    def run() -> None:
        try:
            outcome.append(solve(s, all_moves=True, cancel=cancel, backend=backend).margin)
        except SolverCancelled as e:
            outcome.append(e)

    worker = threading.Thread(target=run)
    worker.start()
    assert cancel.looked.wait(WAIT), "the solve got under way"
    cancel.set()
    worker.join(timeout=WAIT)
    assert not worker.is_alive()
    assert isinstance(outcome[0], SolverCancelled)


@pytest.mark.parametrize("backend", BACKENDS)
def test_solve_and_solve_value_agree_four_tricks_out(backend: Backend) -> None:
    for seed in range(3):
        s = open_position(300 + seed, 4 if backend == "native" else 3, seed)
        sol = solve(s, all_moves=True, backend=backend)
        assert sol.margin == solve_value(s, backend=REFERENCE) == solve_value(s, backend=backend)
        best = max if s.player == 0 else min
        assert sol.values[sol.best_action] == best(sol.values.values()) == sol.margin
        assert set(sol.values) == set(s.legal_actions())


def test_solving_a_finished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="over"):
        solve(open_position(1, 0, 0))
