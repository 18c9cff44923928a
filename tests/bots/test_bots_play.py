"""Bots play only legal moves, replay under a seed, and never look at hidden state."""

from __future__ import annotations

import dataclasses
import threading
from typing import Any

import pytest

from wolfpack import LoneWolves
from wolfpack.bots import HeuristicBot, ISMCTSBot, RandomBot, play_out
from wolfpack.bots.ismcts import search_game
from wolfpack.core.game import Game, Move


class CheckingBot:
    """Wraps a bot and checks that each move it returns is legal at that moment."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name
        self.decisions = 0

    def choose(self, game: Game[Any]) -> Move:
        move = self.bot.choose(game)
        assert move.notation in game.legal_notations()
        assert move.player == game.to_move
        self.decisions += 1
        return move


def _bots(seed: int) -> list[Any]:
    return [RandomBot(seed), HeuristicBot(seed), ISMCTSBot(iterations=25, seed=seed)]


@pytest.mark.parametrize("variant", ["standard", "advanced"])
@pytest.mark.parametrize("pair", [(0, 1), (1, 2), (2, 0)])
def test_bots_only_return_legal_moves(variant: str, pair: tuple[int, int]) -> None:
    for seed in range(2):
        bots = _bots(seed)
        players = [CheckingBot(bots[pair[0]]), CheckingBot(bots[pair[1]])]
        game = play_out(LoneWolves(seed=seed, variant=variant), players)
        assert game.is_over
        assert players[0].decisions > 0 and players[1].decisions > 0


def _game_moves(make_bots: Any, seed: int) -> list[str]:
    return play_out(LoneWolves(seed=seed), make_bots()).moves


@pytest.mark.parametrize(
    "make",
    [
        lambda: [HeuristicBot(3), HeuristicBot(4)],
        lambda: [ISMCTSBot(iterations=20, seed=3), RandomBot(4)],
        lambda: [HeuristicBot(3), ISMCTSBot(iterations=20, seed=9)],
    ],
)
def test_the_same_seeds_play_the_same_game(make: Any) -> None:
    assert _game_moves(make, 11) == _game_moves(make, 11)


def test_different_seeds_play_differently() -> None:
    a = _game_moves(lambda: [ISMCTSBot(iterations=20, seed=1), RandomBot(1)], 5)
    b = _game_moves(lambda: [ISMCTSBot(iterations=20, seed=2), RandomBot(1)], 5)
    assert a != b


def _hidden_variant(game: LoneWolves) -> LoneWolves:
    """The same game for player 0 with different hidden parts: one of player 1's cards
    swapped with a box card, and the face-down scars swapped with the unused ones."""
    setup = game.setup
    h1 = list(setup.hands[1])
    box = list(setup.box)
    h1[0], box[0] = box[0], h1[0]
    unused = list(setup.unused_scars)
    scars = [list(row) for row in setup.scars]
    for t, row in enumerate(scars):
        for i, (eff, up) in enumerate(row):
            if not up and unused:
                scars[t][i] = (unused.pop(), False)
                unused.insert(0, eff)
    other = dataclasses.replace(
        setup,
        hands=(setup.hands[0], tuple(sorted(h1))),
        box=tuple(box),
        scars=tuple(tuple(r) for r in scars),
        unused_scars=tuple(unused),
    )
    return LoneWolves(setup=other)


@pytest.mark.parametrize("make", [lambda: HeuristicBot(1), lambda: ISMCTSBot(40, seed=1)])
def test_bots_decide_from_the_players_view_only(make: Any) -> None:
    game = LoneWolves(seed=21, leader=0)
    other = _hidden_variant(game)
    assert other.state != game.state
    assert other.view(0) == game.view(0)
    assert make().choose(game).notation == make().choose(other).notation


def test_search_statistics_cover_every_legal_move() -> None:
    game = LoneWolves(seed=4)
    result = search_game(game, iterations=300, seed=1)
    assert {s.action for s in result.stats} == {m.action for m in game.legal_moves()}
    assert result.iterations == 300
    assert sum(s.visits for s in result.stats) == 300
    assert result.stats[0].visits == max(s.visits for s in result.stats)
    for s in result.stats:
        assert 0.0 <= s.win_rate <= 1.0 and s.margin_sd >= 0.0


def test_search_is_deterministic_under_a_seed() -> None:
    game = LoneWolves(seed=8)
    a = search_game(game, iterations=200, seed=5)
    b = search_game(game, iterations=200, seed=5)
    assert a.stats == b.stats


def test_search_reports_progress_and_stops_when_cancelled() -> None:
    game = LoneWolves(seed=2)
    cancel = threading.Event()
    seen: list[int] = []

    def progress(done: int, fraction: float) -> None:
        seen.append(done)
        if done >= 100:
            cancel.set()

    result = search_game(
        game, iterations=10**9, seed=0, progress=progress, progress_every=50, cancel=cancel
    )
    assert result.cancelled
    assert 100 <= result.iterations < 200
    assert seen[:2] == [50, 100]


def test_ismcts_beats_random() -> None:
    wins = 0
    for seed in range(4):
        hp = seed % 2
        bots: list[Any] = [RandomBot(seed), RandomBot(seed)]
        bots[hp] = ISMCTSBot(iterations=150, seed=seed)
        game = play_out(LoneWolves(seed=100 + seed), bots)
        wins += game.winner == hp
    assert wins >= 3


def test_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(10):
        hp = seed % 2
        bots: list[Any] = [RandomBot(seed), RandomBot(seed)]
        bots[hp] = HeuristicBot(seed)
        game = play_out(LoneWolves(seed=200 + seed), bots)
        wins += game.winner == hp
    assert wins >= 8
