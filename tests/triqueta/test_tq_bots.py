"""The package's bots play Triqueta: information sets that leak nothing, the heuristic and
the search."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from tq_invariants import check_accounting, scramble

from wolfpack.bots import HeuristicBot, ISMCTSBot, RandomBot, play_out
from wolfpack.core.native import core
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.bots import InfoSet, TriquetaAdapter
from wolfpack.triqueta.view import view

BACKENDS = ["python", "native"] if core() is not None else ["python"]
"""The search backends the bots are tested on (the native core where installed)."""


def test_tq_h2_information_set_samples_agree_with_the_view_and_leak_nothing() -> None:
    rng = random.Random(2)
    for seed in range(3):
        g = Triqueta(players=3 + seed, hidden_wolves=True, seed=seed)
        while not g.is_over:
            for p in range(g.players):
                info = InfoSet(g.state, p)
                sample = info.sample(random.Random(9))
                check_accounting(sample)
                assert view(sample, p) == g.view(p)
                # the same knowledge gives the same samples, whatever the hidden tiles are
                other = InfoSet(scramble(g.state, p, rng), p).sample(random.Random(9))
                assert other == sample
            g.play(rng.choice(g.legal_moves()))


def test_tq_h1_samples_vary_the_hidden_tiles() -> None:
    g = Triqueta(players=3, hidden_wolves=True, seed=4)
    info = InfoSet(g.state, 0)
    towers = {tuple(map(tuple, info.sample(random.Random(i)).stacks)) for i in range(5)}
    assert len(towers) == 5


def test_tq_e3_outcome_shares_a_tied_win() -> None:
    g = Triqueta(players=3, hidden_wolves=False, seed=1, start=0)
    g.state.faceup[1].append(0)  # one hare: 1 point, like the start marker of player 0
    results, margins = TriquetaAdapter().outcome(g.state)
    assert results == [0.5, 0.5, 0.0] and margins == [0.0, 0.0, -1.0]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("backend", BACKENDS)
def test_tq_t1_heuristic_and_search_bots_play_complete_games(
    players: int, hidden: bool, backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WOLFPACK_BACKEND", backend)
    g = Triqueta(players=players, hidden_wolves=hidden, seed=players)
    bots = [ISMCTSBot(iterations=12, seed=1), HeuristicBot(2)] + [
        RandomBot(p) for p in range(players - 2)
    ]
    play_out(g, bots)
    assert g.is_over and g.state.rnd == 3
    assert Triqueta.from_record(g.to_record()).state == g.state


def test_tq_e2_heuristic_beats_random_players() -> None:
    wins: Counter[str] = Counter()
    for seed in range(16):
        g = Triqueta(players=3, hidden_wolves=seed % 2 == 0, seed=seed)
        seat = seed % 3
        bots: list[Any] = [RandomBot(seed * 3 + p) for p in range(3)]
        bots[seat] = HeuristicBot(seed)
        play_out(g, bots)
        winners = g.winners or []
        wins["heuristic" if seat in winners else "random"] += 1
    assert wins["heuristic"] >= 10, wins
