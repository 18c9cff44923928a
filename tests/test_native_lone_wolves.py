"""The native core's Lone Wolves against the Python reference (differential tests).

Random games are played through both fast states at once: every legal-action list, every
position after an action (the full flat layout, hidden parts included), the points and
the result must agree; samples of an information set drawn by the core must agree with
everything the player knows, as the Python ones do. ``benchmarks/native_differential.py``
plays a million decisions the same way; this is the smaller run for CI.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lw_invariants import check_sample
from wolfpack import LoneWolves
from wolfpack.core.native import core, use_native
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.bots.native import compare_game, decode, encode, native_info
from wolfpack.lone_wolves.state import LWState

native = core()
needs_core = pytest.mark.skipif(native is None, reason="the native core is not installed")


def test_the_core_is_there_when_promised() -> None:
    """``./dev test`` builds the core wherever cargo exists and then sets
    ``WOLFPACK_EXPECT_NATIVE=1``: the core must then be importable and chosen."""
    if os.environ.get("WOLFPACK_EXPECT_NATIVE") == "1":
        assert native is not None
        assert use_native("auto")
    else:
        assert use_native("python") is False


@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_the_layout_round_trips(variant: str) -> None:
    s = LWState.new(seed=11, variant=variant)
    assert decode(encode(s)).key() == s.key()


@needs_core
def test_random_games_agree_decision_by_decision() -> None:
    rng = random.Random(2026)
    decisions = 0
    for game in range(250):
        decisions += compare_game(1000 + game, "advanced" if game % 3 == 0 else "standard", rng)
    assert decisions > 10_000


@needs_core
def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    assert native is not None
    s = LWState.new(seed=5)
    r = native.LoneWolvesState(encode(s))
    with pytest.raises(ValueError, match="not legal"):
        r.apply(170)
    assert r.encode() == encode(s)


@needs_core
@pytest.mark.parametrize("layout", [[], [1], [2, *range(10)], [1] * 400])
def test_a_malformed_layout_is_refused(layout: list[int]) -> None:
    assert native is not None
    with pytest.raises(ValueError, match="position layout"):
        native.LoneWolvesState(layout)


@needs_core
@settings(max_examples=120)
@given(
    seed=st.integers(0, 2**32),
    decisions=st.integers(0, 70),
    variant=st.sampled_from(["standard", "advanced"]),
    sample_seed=st.integers(0, 2**63),
)
def test_native_samples_agree_with_the_players_knowledge(
    seed: int, decisions: int, variant: str, sample_seed: int
) -> None:
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            return
        game.play(rng.choice(game.legal_moves()))
    if game.is_over:
        return
    for player in (0, 1):
        info = InfoSet.from_game(game, player)
        nat = native_info(info)
        for k in range(3):
            check_sample(game, info, decode(nat.sample(sample_seed + k)))


@needs_core
def test_native_rollouts_finish_games() -> None:
    assert native is not None
    start = encode(LWState.new(seed=3))
    # 13 tricks: 26 cards, and at most 2 reveals, 1 take and 1 place per trick.
    n = native.lone_wolves_rollouts(start, 100, False, 1)
    assert 26 * 100 <= n <= 13 * 6 * 100
    assert 26 * 100 <= native.lone_wolves_rollouts(start, 100, True, 1) <= 13 * 6 * 100
