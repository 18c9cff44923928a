"""Properties of random games at every player count (hypothesis): pieces are conserved,
no hex holds more than two pieces, the game ends, undo and records round-trip exactly, and
an illegal choice changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wolfpack.core.conformance import check_random_game
from wolfpack.core.errors import IllegalMoveError
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    DOM_BASE,
    DONE,
    END,
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    notation,
    pay_code,
    wolf_code,
)
from wolfpack.the_wolves.components import NEUTRAL
from wolfpack.the_wolves.effects import LONE
from wolfpack.the_wolves.state import TWState

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
MAX_DECISIONS = 20_000


def check_invariants(s: TWState, neutral: list[tuple[int, ...]]) -> None:
    """Pieces conserved between map, boards and calendar; at most 2 pieces per hex; the
    hex rules of TW-T3 hold after every decision."""
    rules = s.rules
    for h, pcs in enumerate(s.pcs):
        assert len(pcs) <= 2
        wolves = {q >> 2 for q in pcs if q & 3 <= 1}
        assert len(wolves) <= 1  # wolves of different packs never share a hex
        assert sum(1 for q in pcs if q & 3 >= 2) <= 1  # one den or lair per hex
        for q in pcs:
            if q & 3 == 3:  # nothing of another pack stays with a lair
                assert all(x >> 2 == q >> 2 for x in pcs)
        if pcs:
            assert s.geo.passable[h] and not s.lone[h] and not s.prey[h]
    assert [tuple(q for q in pcs if q >> 2 == NEUTRAL) for pcs in s.pcs] == neutral
    pending = [s.disp_piece] if s.disp_piece >= 0 else []
    on_map = [q for pcs in s.pcs for q in pcs] + pending
    placed = [sum(1 for i in range(s.place_i) if s.place_order[i] == p) for p in range(s.n)]
    for p in range(s.n):
        wolves = sum(1 for q in on_map if q >> 2 == p and q & 3 <= 1)
        wolves += sum(1 for q in s.calendar if q != LONE and q >> 2 == p and q & 3 <= 1)
        board = len(rules.deploy) - bin(s.wolves[p]).count("1")
        assert wolves + board == 2 * placed[p] + len(rules.deploy)
        dens = sum(1 for q in on_map if q == p * 4 + 2)
        dens += sum(1 for q in s.calendar if q == p * 4 + 2)
        assert dens + 3 * rules.dens_per_track - sum(s.dens[p * 3 : p * 3 + 3]) == 12
        lairs = sum(1 for q in on_map if q == p * 4 + 3)
        assert lairs == s.lairs[p] <= rules.lairs
    assert sum(s.lone) + s.calendar.count(LONE) == 2 * s.geo.regions
    prey = sum(len(x) for x in s.prey) + sum(bin(m).count("1") for m in s.preym)
    assert prey == sum(len(x) for x in rules.prey_stacks)


def _neutral(s: TWState) -> list[tuple[int, ...]]:
    return [tuple(q for q in pcs if q >> 2 == NEUTRAL) for pcs in s.pcs]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=12)
@given(seed=SEEDS)
def test_random_games_conserve_pieces_and_end(players: int, seed: int) -> None:
    g = TheWolves(players=players, seed=seed)
    s = g.state
    neutral = _neutral(s)
    rng = random.Random(seed)
    n = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal
        s.apply(rng.choice(legal))
        check_invariants(s, neutral)
        n += 1
        assert n < MAX_DECISIONS, "the game did not end"
    assert s.scored == 3
    assert len(s.scores()) == players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=3)
@given(seed=SEEDS)
def test_undo_records_and_refusals_in_random_games(players: int, seed: int) -> None:
    game = TheWolves(players=players, seed=seed)
    done = check_random_game(
        game,
        seed,
        TheWolves.from_record,
        players=(None, 0, players - 1),
        check_record_every=97,
    )
    assert done.is_over


@pytest.mark.parametrize("players", [2, 5])
@settings(max_examples=4)
@given(seed=SEEDS)
def test_an_illegal_choice_changes_nothing(players: int, seed: int) -> None:
    g = TheWolves(players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and len(g.moves) < 150:
        s = g.state
        legal = set(s.legal_actions())
        h = rng.randrange(s.geo.size)
        d = rng.randrange(s.geo.size)
        codes = [
            rng.choice(
                [
                    PLACE_BASE + h,
                    KIND_BASE + rng.randrange(5),
                    END,
                    DONE,
                    TERRAIN_BASE + rng.randrange(5),
                    TRACK_BASE + rng.randrange(3),
                    pay_code(rng.randrange(2), rng.randrange(32), rng.randrange(1, 4)),
                    HEX_BASE + h,
                    DOM_BASE + 2 * h + rng.randrange(2),
                    DISP_BASE + h,
                ]
            ),
            wolf_code(h, rng.randrange(2), d),
        ]
        for code in codes:
            if code in legal:
                continue
            text = notation(s.geo, s.rules, s.flips[s.player], code)
            before = s.clone()
            with pytest.raises(IllegalMoveError) as e:
                g.play(text)
            assert e.value.explanation.rules
            assert g.state == before
        g.play(rng.choice(g.legal_moves()))
