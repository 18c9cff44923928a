"""Determinizations never contradict what the player knows (property tests)."""

from __future__ import annotations

import random

import pytest
from bot_helpers import random_game
from hypothesis import given, settings
from hypothesis import strategies as st

from lw_invariants import check_sample
from wolfpack import LoneWolves
from wolfpack.lone_wolves.bots import fast
from wolfpack.lone_wolves.bots.info import InfoSet, public_history, voids_from_history
from wolfpack.lone_wolves.components import CARD_BY_CODE
from wolfpack.lone_wolves.scoring import score
from wolfpack.lone_wolves.state import cards_of


@settings(max_examples=250)
@given(
    seed=st.integers(0, 2**32),
    decisions=st.integers(0, 70),
    variant=st.sampled_from(["standard", "advanced"]),
    sample_seed=st.integers(0, 2**32),
)
def test_determinizations_agree_with_the_players_knowledge(
    seed: int, decisions: int, variant: str, sample_seed: int
) -> None:
    game = random_game(seed, decisions, variant)
    if game.is_over:
        return
    truth = game.state
    rng = random.Random(sample_seed)
    for player in (0, 1):
        info = InfoSet.from_game(game, player)
        opp = 1 - player
        # The real position is one of those the information set allows.
        real_opp = cards_of(truth.hands[opp])
        assert set(real_opp) <= set(info.allowed_cards)
        assert len(real_opp) == info.opponent_count
        for _ in range(3):
            check_sample(game, info, info.sample(rng))


def test_voids_come_from_not_following_suit() -> None:
    history = [
        (0, "play k5 cave"),
        (1, "play g4 swamp"),  # player 1 does not follow black: void in black
        (1, "take 0"),
        (1, "place cave"),
        (0, "play r3 desert"),
        (0, "reveal 1"),
        (1, "play r6 desert"),  # follows red
        (0, "play b2 tundra"),
        (1, "play w2 tundra"),  # void in brown
    ]
    assert voids_from_history(history) == (frozenset(), frozenset({0, 1}))


def test_a_known_void_keeps_that_suit_out_of_every_sample() -> None:
    # Play until some player has shown a void, then sample many times.
    for seed in range(200):
        game = random_game(seed, 40)
        voids = voids_from_history(public_history(game))
        for player in (0, 1):
            if voids[1 - player] and not game.is_over:
                info = InfoSet.from_game(game, player)
                rng = random.Random(seed)
                for _ in range(50):
                    det = info.sample(rng)
                    suits = {c // 6 for c in cards_of(det.hands[1 - player])}
                    assert not suits & voids[1 - player]
                return
    pytest.fail("no void shown in 200 random games")


def test_the_open_view_is_not_an_information_set() -> None:
    game = LoneWolves(seed=1)
    with pytest.raises(ValueError, match="player view"):
        InfoSet.from_view(game.view(None), [])


def test_samples_differ_only_in_what_is_hidden() -> None:
    game = random_game(5, 12)
    info = InfoSet.from_game(game, game.to_move or 0)
    rng = random.Random(0)
    hands = {info.sample(rng).hands[info.opponent] for _ in range(30)}
    assert len(hands) > 1, "the opponent's hand is really sampled"
    own = {CARD_BY_CODE[c] for c in game.view(info.player)["hands"][info.player]["cards"]}
    assert cards_of(info.sample(rng).hands[info.player]) == sorted(own)


@settings(max_examples=200)
@given(seed=st.integers(0, 2**32), decisions=st.integers(0, 90))
def test_fast_score_agrees_with_the_scoring_module(seed: int, decisions: int) -> None:
    game = random_game(seed, decisions, "advanced" if seed % 2 else "standard")
    sc = score(game.state)
    assert list(fast.points(game.state)) == sc.points
    assert list(fast.lone_wolves(game.state)) == sc.lone_wolves
    result, margin = fast.outcome(game.state)
    assert margin == sc.points[0] - sc.points[1]
    assert result == {0: 1.0, 1: 0.0, None: 0.5}[sc.winner]
