"""The package's bots play Ten Tricks through its registration: an information set that
leaks nothing, the heuristic and the search (random, heuristic, ISMCTS), the levels, the
hint for a position."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from ten_tricks.bots import ADAPTER, InfoSet, heuristic
from ten_tricks.game import TenTricks
from ten_tricks.state import Setup

from wolfpack.bots import HeuristicBot, ISMCTSBot, RandomBot, analyze, bot_for_level, play_out
from wolfpack.bots.levels import LEVELS, LevelBot
from wolfpack.core.game import Game

Twin = Callable[[Game[Any], int, random.Random], "Game[Any] | None"]


def test_tt_h1_samples_agree_with_the_view_and_never_depend_on_hidden_cards(twin: Twin) -> None:
    rng = random.Random(3)
    for seed in range(6):
        g = TenTricks(seed)
        while not g.is_over:
            for p in (0, 1):
                sample = InfoSet(g.state, p).sample(random.Random(9))
                assert g.rules.view(sample, p) == g.view(p)
                other = twin(g, p, rng)
                if other is not None:
                    assert InfoSet(other.state, p).sample(random.Random(9)) == sample
            g.play(rng.choice(g.legal_moves()))


def test_tt_h1_samples_deal_the_unseen_cards_in_every_way() -> None:
    g = TenTricks(4)
    hidden = {InfoSet(g.state, 0).sample(random.Random(i)).hidden for i in range(60)}
    unseen = {*g.setup.hands[1], g.setup.hidden}
    assert hidden == unseen


def test_tt_t3_the_heuristic_wins_a_trick_as_cheaply_as_it_can() -> None:
    g = TenTricks(setup=Setup(((2, 5, 8, 9), (1, 4, 6, 10)), marker=7, hidden=3))
    assert heuristic(g.state, 0, random.Random(0)) + 1 == 2  # lead the weakest card
    g.play("play 8")
    assert heuristic(g.state, 1, random.Random(0)) + 1 == 10  # the cheapest winner
    g.play("play 10")
    assert heuristic(g.state, 1, random.Random(0)) + 1 == 4  # lead the weakest: not a trump
    g.play("play 4")
    assert heuristic(g.state, 0, random.Random(0)) + 1 == 5  # the cheapest winner: a trump
    g.play_all(["play 5", "play 9"])
    assert heuristic(g.state, 1, random.Random(0)) + 1 == 6  # none wins: the weakest


@pytest.mark.parametrize("seed", range(4))
def test_random_heuristic_and_search_bots_play_whole_games(seed: int) -> None:
    g = TenTricks(seed)
    play_out(g, [ISMCTSBot(iterations=40, seed=seed), HeuristicBot(seed)])
    assert g.is_over and TenTricks.from_record(g.to_record()).state == g.state
    g = TenTricks(seed)
    play_out(g, [RandomBot(seed), ISMCTSBot(iterations=20, seed=1)])
    assert g.is_over


def test_tt_e3_the_heuristic_beats_random_play() -> None:
    wins: Counter[str] = Counter()
    for seed in range(40):
        g = TenTricks(seed)
        seat = seed % 2
        bots: list[Any] = [RandomBot(seed * 2 + p) for p in range(2)]
        bots[seat] = HeuristicBot(seed)
        play_out(g, bots)
        winners = g.winners or []
        wins["heuristic" if winners == [seat] else "other"] += 1
    assert wins["heuristic"] >= 22, wins


def test_tt_e3_outcome_shares_a_draw() -> None:
    g = TenTricks(setup=Setup(((1, 2, 3, 4), (5, 6, 7, 8)), marker=10, hidden=9))
    g.play_all(["play 4", "play 5", "play 1", "play 6", "play 7", "play 2", "play 3", "play 8"])
    assert ADAPTER.outcome(g.state) == ([0.5, 0.5], [0.0, 0.0])


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_a_legal_card(level: str) -> None:
    g = TenTricks(2)
    bot = bot_for_level(level, seed=1, reproducible=True)
    if isinstance(bot, LevelBot):
        bot.scale = 2000  # (a few dozen iterations of the level's search, as tuned here)
    while not g.is_over:
        move = bot.choose(g)
        assert move in g.legal_moves()
        g.play(move)
    assert LEVELS["hard"].tuning_in("ten-tricks").heuristic == 0.5
    assert LEVELS["expert"].tuning_in("ten-tricks").heuristic == 1.0


def test_the_hint_values_every_card_from_the_player_s_view_only(twin: Twin) -> None:
    g = TenTricks(setup=Setup(((2, 5, 8, 9), (1, 4, 6, 10)), marker=7, hidden=3))
    g.play("play 8")
    hint = analyze(g, iterations=400, seed=1)
    assert {m.move for m in hint.moves} == set(g.legal_notations())
    assert hint.best.move in ("play 10", "play 1")  # the two cards that win the trick
    assert hint.explanation.key in ("tt.hint.follow_win", "tt.hint.follow_lose")
    other = twin(g, 1, random.Random(2))
    assert other is not None
    assert analyze(other, iterations=400, seed=1).moves == hint.moves
