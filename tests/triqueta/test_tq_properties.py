"""Properties over random games: tiles accounted for, the face-down limit, four rounds,
exact undo and record round trips, and views that keep hidden tiles hidden."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from tq_invariants import check_accounting, check_limits, scramble

from wolfpack.core.conformance import check_random_game
from wolfpack.triqueta import Components, Triqueta
from wolfpack.triqueta.view import view

players = st.integers(min_value=2, max_value=5)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=25)
@given(players=players, hidden=st.booleans(), seed=seeds, play_seed=seeds)
def test_tq_c1_c2_every_tile_accounted_for_and_at_most_two_face_down(
    players: int, hidden: bool, seed: int, play_seed: int
) -> None:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    rng = random.Random(play_seed)
    rounds_seen = {g.state.rnd}
    while not g.is_over:
        check_accounting(g.state)
        check_limits(g.state)
        g.play(rng.choice(g.legal_moves()))
        rounds_seen.add(g.state.rnd)
    check_accounting(g.state)
    check_limits(g.state)
    assert len(g.state.tiles_everywhere()) == (75 if hidden else 60)
    # four rounds, every tower played, every tree taken
    assert rounds_seen == {0, 1, 2, 3}
    assert all(g.state.used) and not any(g.state.tree) and sum(g.state.trees) == 3
    assert all(c is not None for c in g.state.choice)
    assert g.state.scores() == g.score().points
    assert g.winners and max(g.score().points) == g.score().points[g.winners[0]]


@settings(max_examples=12)
@given(players=players, hidden=st.booleans(), seed=seeds, play_seed=seeds)
def test_tq_t5_conformance_undo_redo_and_record_round_trips(
    players: int, hidden: bool, seed: int, play_seed: int
) -> None:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    done = check_random_game(
        g,
        play_seed,
        Triqueta.from_record,
        players=[None, *range(players)],
        check_record_every=25,
    )
    assert done.is_over and done.state.rnd == 3
    again = Triqueta.from_record(json.loads(json.dumps(done.to_record())))
    assert again.state == done.state and again.moves == done.moves
    assert again.result_json() == done.result_json()


@settings(max_examples=10)
@given(players=players, hidden=st.booleans(), seed=seeds, play_seed=seeds)
def test_tq_h2_player_views_never_show_another_players_hidden_tiles(
    players: int, hidden: bool, seed: int, play_seed: int
) -> None:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    rng = random.Random(play_seed)
    while True:
        for p in range(players):
            v = g.view(p)
            for q, seat in enumerate(v["seats"]):
                if q != p and not g.is_over:
                    assert seat["face_down"]["tiles"] is None
                    assert seat["shadow"]["tiles"] is None
                    assert seat["score"] is None
            assert view(scramble(g.state, p, rng), p) == v
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))


@settings(max_examples=10)
@given(players=players, hidden=st.booleans(), seed=seeds, play_seed=seeds)
def test_tq_t1_undo_all_the_way_back_restores_the_setup(
    players: int, hidden: bool, seed: int, play_seed: int
) -> None:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    start = g.state.clone()
    rng = random.Random(play_seed)
    states = []
    while not g.is_over:
        states.append(g.state.clone())
        g.play(rng.choice(g.legal_moves()))
    for before in reversed(states):
        g.undo()
        assert g.state == before
    assert g.state == start and g.moves == []


@settings(max_examples=10)
@given(players=players, hidden=st.booleans(), seed=seeds)
def test_tq_t1_fast_playout_matches_the_rules(players: int, hidden: bool, seed: int) -> None:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    state = g.state.clone()
    n = state.playout(random.Random(seed))
    assert state.is_terminal() and n > 0
    check_accounting(state)
    check_limits(state)


@settings(max_examples=12)
@given(
    players=players,
    hidden=st.booleans(),
    seed=seeds,
    play_seed=seeds,
    row_limit=st.one_of(st.none(), st.integers(min_value=1, max_value=4)),
    marker=st.sampled_from(["stays", "moves"]),
)
def test_tq_t2_t5_random_games_with_other_components(
    players: int, hidden: bool, seed: int, play_seed: int, row_limit: int | None, marker: str
) -> None:
    comp = Components(row_limit=row_limit, final_start_marker=marker)
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed, components=comp)
    rng = random.Random(play_seed)
    while not g.is_over:
        check_accounting(g.state)
        check_limits(g.state)
        if row_limit is not None:
            assert all(len(row) <= row_limit for row in g.state.rows)
        g.play(rng.choice(g.legal_moves()))
    assert g.state.rnd == 3
    assert Triqueta.from_record(g.to_record()).state == g.state
