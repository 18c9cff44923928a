"""The native core's The Wolves against the Python reference (differential tests).

Random games at 2 to 5 players are played through both fast states at once: every
legal-action list, every position after an action (the whole flat layout), the outcome
the search judges a stopped playout by, and the final scores must agree
(:func:`wolfpack.the_wolves.native.compare_game`). The information set is the open
position, so every native sample must be that position. Malformed layouts are refused.
``benchmarks/the_wolves_native_differential.py`` plays a million decisions the same way;
this is the smaller run for CI.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wolfpack.bots.ismcts import search
from wolfpack.core.native import core
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.bots import ADAPTER, ROLLOUT_DECISIONS, InfoSet
from wolfpack.the_wolves.native import (
    MAP_LAYOUT,
    compare_game,
    decode,
    encode,
    encode_map,
    native_info,
    native_map,
    native_state,
)
from wolfpack.the_wolves.scoring import winners
from wolfpack.the_wolves.state import TWState

native = core()
needs_core = pytest.mark.skipif(native is None, reason="the native core is not installed")


def played(players: int, seed: int, decisions: int) -> TWState:
    """A position after ``decisions`` random decisions (fewer if the game ends)."""
    s = TheWolves(players=players, seed=seed).state.clone()
    rng = random.Random(seed)
    for _ in range(decisions):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("decisions", [0, 40, 400])
def test_the_layout_round_trips(players: int, decisions: int) -> None:
    s = played(players, 3, decisions)
    back = decode(encode(s), s)
    assert back.key() == s.key()
    assert back.legal_actions() == s.legal_actions()


@needs_core
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_agree_decision_by_decision(players: int) -> None:
    rng = random.Random(2026 + players)
    decisions = sum(compare_game(players, 100 * players + g, rng) for g in range(8))
    assert decisions > 2500


@needs_core
def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    assert native is not None
    s = played(3, 5, 30)
    r = native_state(s)
    legal = s.legal_actions()
    for bad in (max(legal) + 1, 261 if 261 not in legal else 262, 2048 + (300 << 9), -1 + 2**32):
        if bad in legal:
            continue
        with pytest.raises((ValueError, OverflowError)):
            r.apply(bad)
        assert r.encode() == encode(s)


@needs_core
@pytest.mark.parametrize(
    "layout", [[], [1], [2, *range(10)], [1] * 400, "truncated", "extra", "phase"]
)
def test_a_malformed_layout_is_refused(layout: list[int] | str) -> None:
    assert native is not None
    s = played(3, 4, 20)
    good = encode(s)
    if layout == "truncated":
        layout = good[:-1]
    elif layout == "extra":
        layout = [*good, 0]
    elif layout == "phase":  # a displacement step with nothing to displace
        layout = good[:]
        i = len(good) - 17 - len(s.moved)
        layout[i] = 5
    assert isinstance(layout, list)
    with pytest.raises(ValueError, match="position layout"):
        native_state(s, native_map(s)).__class__(native_map(s), layout)


@needs_core
@pytest.mark.parametrize("cut", [0, 1, 5, -1])
def test_a_malformed_map_layout_is_refused(cut: int) -> None:
    assert native is not None
    good = encode_map(played(2, 1, 0))
    bad = good[:cut] if cut else [MAP_LAYOUT + 1, *good[1:]]
    with pytest.raises(ValueError, match="map layout"):
        native.TheWolvesMap(bad)
    too_big = [*good[:2], 179, *good[3:]]
    with pytest.raises(ValueError, match="map layout"):
        native.TheWolvesMap(too_big)


@needs_core
@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 2**32),
    decisions=st.integers(0, 300),
    sample_seed=st.integers(0, 2**63),
)
def test_native_samples_agree_with_the_players_knowledge(
    players: int, seed: int, decisions: int, sample_seed: int
) -> None:
    """The Wolves has open information: what a player knows is the whole position, and a
    sample is exactly it, as the Python information set's samples are."""
    s = played(players, seed, decisions)
    if s.is_terminal():
        return
    for player in range(players):
        info = InfoSet(s, player)
        nat = native_info(s, player)
        for k in range(2):
            sample = decode(nat.sample(sample_seed + k), s)
            assert sample.key() == info.sample(random.Random(k)).key() == s.key()


@needs_core
@pytest.mark.parametrize("players", [2, 5])
def test_native_rollouts_stop_like_the_search_and_finish_games(players: int) -> None:
    assert native is not None
    s = played(players, 9, 10)
    m, layout = native_map(s), encode(s)
    n = native.the_wolves_rollouts(m, layout, 50, False, 1)
    assert n == 50 * ROLLOUT_DECISIONS
    assert native.the_wolves_rollouts(m, layout, 20, True, 1) == 20 * ROLLOUT_DECISIONS
    for heuristic in (False, True):
        r = native_state(s, m)
        n = r.rollout(3, heuristic, 100_000)
        assert r.to_move() is None and 50 < n < 100_000
        results, margins = r.outcome()
        assert sum(results) == pytest.approx(1.0)
        back = decode(r.encode(), s)
        assert ADAPTER.outcome(back) == (results, margins)


@needs_core
def test_the_native_search_answers_legal_moves_and_repeats_under_a_seed() -> None:
    g = TheWolves(players=3, seed=2)
    p = g.to_move
    assert p is not None
    det = ADAPTER.info_set(g, p)
    first = search(ADAPTER, det, iterations=300, rng=random.Random(4), backend="native")
    again = search(ADAPTER, det, iterations=300, rng=random.Random(4), backend="native")
    assert first.iterations == 300
    assert [(a.action, a.visits) for a in first.stats] == [
        (a.action, a.visits) for a in again.stats
    ]
    assert {a.action for a in first.stats} == set(g.state.legal_actions())
    with pytest.raises(ValueError, match="must be the one to move"):
        ADAPTER.native_search(ADAPTER.info_set(g, (p + 1) % 3), 0, 1, 0.7)


@needs_core
def test_native_wolf_moves_cross_with_pythons_codes() -> None:
    """Wolf moves are numbered densely in the core; the bindings speak Python's codes."""
    s = played(5, 1, 0)
    rng = random.Random(1)
    r = native_state(s)
    seen = 0
    while not s.is_terminal() and seen < 20:
        legal = s.legal_actions()
        assert r.legal_actions() == legal
        a = rng.choice(legal)
        seen += a >= 2048
        s.apply(a)
        r.apply(a)
    assert seen > 0
    assert r.encode() == encode(s)


@needs_core
@pytest.mark.parametrize("players", [2, 5])
def test_a_game_where_wolves_only_walk_ends_at_the_round_limit_in_both(players: int) -> None:
    s = TheWolves(players=players, seed=9).state.clone()
    s.rules = dataclasses.replace(s.rules, round_limit=3)
    r = native_state(s)
    while not s.is_terminal():
        legal = s.legal_actions()
        assert r.legal_actions() == legal
        s.apply(legal[0])
        r.apply(legal[0])
        assert r.encode() == encode(s)
    assert s.end_reason == "limit" and s.turn + 1 == 3 * players
    assert r.to_move() is None and r.scores() == s.scores() and r.winners() == winners(s)
