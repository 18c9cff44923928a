"""The native core's Triqueta against the Python reference (differential tests).

Random games are played through both fast states at once, at every player count, with and
without Hidden Wolves, with the 2-player variant, a row limit and the final start marker
moving: every legal-action list, what each player learns by an action, every position
after an action (the full flat layout, hidden parts included), the scores and the outcome
must agree. Samples of an information set drawn by the core must agree with everything the
player knows, as the Python ones do, and must not depend on a tile the player cannot see.
``benchmarks/triqueta_native_differential.py`` plays a million decisions the same way;
this is the smaller run for CI.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from triqueta.tq_invariants import check_accounting, scramble
from wolfpack.bots.adapters import move_of
from wolfpack.bots.ismcts import search
from wolfpack.core.native import core
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.actions import KEEP, PLACE_BASE, TAKE_BASE
from wolfpack.triqueta.bots import ADAPTER, InfoSet
from wolfpack.triqueta.components import Components, Config
from wolfpack.triqueta.native import CHECKED_CONFIGS as CONFIGS
from wolfpack.triqueta.native import decode, encode, native_info
from wolfpack.triqueta.state import TQState
from wolfpack.triqueta.view import view

native = core()
needs_core = pytest.mark.skipif(native is None, reason="the native core is not installed")


def _id(c: Config) -> str:
    name = f"{c.players}p-{'hw' if c.hidden_wolves else 'base'}"
    if c.two_player_variant:
        name += "-variant"
    if c.components != Components():
        name += f"-limit{c.components.row_limit}-{c.components.final_start_marker}"
    return name


IDS = [_id(c) for c in CONFIGS]


def pick(legal: list[int], rng: random.Random) -> int:
    """A random decision that draws more often than it takes a row, so rounds run long
    enough to fill rows, keep tiles and empty towers."""
    draws = [a for a in legal if a < TAKE_BASE]
    if draws and rng.random() < 0.8:
        return rng.choice(draws)
    return rng.choice(legal)


def play_both(cfg: Config, seed: int, rng: random.Random) -> int:
    """Plays one random game through both states, comparing after every action."""
    assert native is not None
    s = TQState.new(cfg, seed=seed)
    r = native.TriquetaState(encode(s))
    n = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        assert r.legal_actions() == legal
        assert r.to_move() == s.to_move
        a = pick(legal, rng)
        seen = [s.observation(a, p) for p in range(cfg.players)]
        assert [r.observation(a, p) for p in range(cfg.players)] == seen
        s.apply(a)
        r.apply(a)
        assert r.encode() == encode(s)
        if n % 5 == 0:
            assert r.scores() == s.scores()
        n += 1
    assert r.to_move() is None and r.legal_actions() == []
    assert r.scores() == s.scores()
    results, margins = r.outcome()
    assert (results, margins) == ADAPTER.outcome(s)
    return n


@pytest.mark.parametrize("cfg", CONFIGS, ids=IDS)
def test_the_layout_round_trips(cfg: Config) -> None:
    s = TQState.new(cfg, seed=11)
    rng = random.Random(1)
    while not s.is_terminal():
        assert decode(encode(s)).key() == s.key()
        s.apply(pick(s.legal_actions(), rng))
    assert decode(encode(s)).key() == s.key()


@pytest.mark.parametrize("cfg", CONFIGS, ids=IDS)
def test_a_player_learns_the_tiles_they_draw_and_those_placed_by_others(cfg: Config) -> None:
    s = TQState.new(cfg, seed=3)
    rng = random.Random(5)
    seen = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        mover = s.to_move
        for a in legal:
            told = [s.observation(a, p) for p in range(cfg.players)]
            if a < PLACE_BASE:
                drawn = s.draw_tiles(a)
                code = sum((t + 1) << (4 * k) for k, t in enumerate(drawn))
                assert told == [code if p == mover else 0 for p in range(cfg.players)]
                seen += 1
            elif a < KEEP:
                tile = s.pending[0] + 1
                assert told == [0 if p == mover else tile for p in range(cfg.players)]
            else:
                assert told == [0] * cfg.players
        s.apply(pick(legal, rng))
    assert seen > 10


@needs_core
@pytest.mark.parametrize("cfg", CONFIGS, ids=IDS)
def test_random_games_agree_decision_by_decision(cfg: Config) -> None:
    rng = random.Random(2026 + cfg.players)
    decisions = 0
    for game in range(12):
        decisions += play_both(cfg, 1000 + game, rng)
    assert decisions > 12 * 4 * cfg.players


@needs_core
def test_uniform_random_games_agree_too() -> None:
    rng = random.Random(7)
    for game in range(40):
        cfg = CONFIGS[game % len(CONFIGS)]
        s = TQState.new(cfg, seed=game)
        r = native.TriquetaState(encode(s))  # type: ignore[union-attr]
        while not s.is_terminal():
            legal = s.legal_actions()
            assert r.legal_actions() == legal
            a = rng.choice(legal)
            s.apply(a)
            r.apply(a)
        assert r.encode() == encode(s) and r.scores() == s.scores()


@needs_core
def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    assert native is not None
    s = TQState.new(Config.make(3, True), seed=5)
    r = native.TriquetaState(encode(s))
    for action in (KEEP, 36, 50, 60, 44, 5, 999):
        with pytest.raises(ValueError, match="not legal"):
            r.apply(action)
    assert r.encode() == encode(s)


def _malformed() -> list[list[int]]:
    s = TQState.new(Config.make(3, True), seed=5)
    good = encode(s)
    wolf_in_base = encode(TQState.new(Config.make(3, False), seed=5))
    wolf_in_base[7] = 13  # the first tile of the first stack
    twice = good.copy()
    twice[7] = (twice[7] + 1) % 6  # one animal once more, another once less
    placing = TQState.new(Config.make(3, True), seed=5)
    placing.phase = 1  # the place phase with no drawn tile
    over = s.clone()
    over.phase = 4  # over, but a player to move
    variant = encode(TQState.new(Config.make(3, True), seed=5))
    variant[3] = 1  # the variant with 3 players
    return [
        [],
        [1],
        [2, *range(10)],
        [1] * 400,
        good[:-1],
        [*good, 0],
        wolf_in_base,
        twice,
        encode(placing),
        encode(over),
        variant,
    ]


@needs_core
@pytest.mark.parametrize("layout", _malformed())
def test_a_malformed_layout_is_refused(layout: list[int]) -> None:
    assert native is not None
    with pytest.raises(ValueError, match="position layout"):
        native.TriquetaState(layout)
    with pytest.raises(ValueError, match="position layout"):
        native.triqueta_rollouts(layout, 1)


@needs_core
@settings(max_examples=80)
@given(
    seed=st.integers(0, 2**32),
    decisions=st.integers(0, 150),
    cfg=st.sampled_from(CONFIGS),
    sample_seed=st.integers(0, 2**63),
)
def test_native_samples_agree_with_the_players_knowledge(
    seed: int, decisions: int, cfg: Config, sample_seed: int
) -> None:
    rng = random.Random(seed)
    g = Triqueta(
        players=cfg.players,
        hidden_wolves=cfg.hidden_wolves,
        two_player_variant=cfg.two_player_variant,
        components=cfg.components,
        seed=seed,
    )
    for _ in range(decisions):
        if g.is_over:
            break
        g.play(move_of(g, pick(g.state.legal_actions(), rng)))
    for p in range(g.players):
        nat = native_info(InfoSet(g.state, p))
        assert nat.player == p
        for k in range(2):
            sample = decode(nat.sample(sample_seed + k))
            check_accounting(sample)
            assert view(sample, p) == g.view(p)
            assert native.TriquetaState(encode(sample)).encode() == encode(sample)  # type: ignore[union-attr]
        # the same knowledge gives the same samples, whatever the hidden tiles are
        other = native_info(InfoSet(scramble(g.state, p, rng), p))
        assert other.sample(sample_seed) == nat.sample(sample_seed)


@needs_core
def test_native_samples_vary_the_hidden_tiles() -> None:
    g = Triqueta(players=3, hidden_wolves=True, seed=4)
    nat = native_info(InfoSet(g.state, 0))
    towers = {tuple(decode(nat.sample(i)).stacks[0]) for i in range(20)}
    assert len(towers) > 10


@needs_core
def test_an_information_set_of_a_seat_not_in_the_game_is_refused() -> None:
    assert native is not None
    g = Triqueta(players=3, hidden_wolves=True, seed=4)
    with pytest.raises(ValueError, match="position layout"):
        native.TriquetaInfo(3, encode(InfoSet(g.state, 0).template()))


@needs_core
@pytest.mark.parametrize("cfg", CONFIGS[:9], ids=IDS[:9])
def test_native_rollouts_finish_games(cfg: Config) -> None:
    assert native is not None
    start = encode(TQState.new(cfg, seed=3))
    for heuristic in (False, True):
        n = native.triqueta_rollouts(start, 50, heuristic, 1)
        # at least one take per player per round; at most every tile drawn and placed,
        # every row taken, three towers chosen and the counts
        assert 50 * 4 * cfg.players <= n <= 50 * (2 * cfg.n_tiles + 4 * cfg.players + 3 + 5)
        r = native.TriquetaState(start)
        r.rollout(9, heuristic)
        assert r.to_move() is None
        results, _ = r.outcome()
        assert sum(results) == pytest.approx(1.0)


@needs_core
@pytest.mark.parametrize("cfg", [CONFIGS[2], CONFIGS[6]], ids=[IDS[2], IDS[6]])
def test_the_search_runs_natively_and_returns_legal_moves(cfg: Config) -> None:
    g = Triqueta(
        players=cfg.players,
        hidden_wolves=cfg.hidden_wolves,
        two_player_variant=cfg.two_player_variant,
        seed=8,
    )
    p = g.to_move
    assert p is not None
    det = ADAPTER.info_set(g, p)
    assert ADAPTER.native_search(det, 1, 1, 0.7) is not None
    res = search(ADAPTER, det, iterations=400, rng=random.Random(3), backend="native")
    assert res.iterations == 400
    assert sum(s.visits for s in res.stats) == 400
    assert {s.action for s in res.stats} == set(g.state.legal_actions())
    again = search(ADAPTER, det, iterations=400, rng=random.Random(3), backend="native")
    assert again.stats == res.stats  # one thread, a fixed seed: the same search


@needs_core
def test_a_search_for_a_player_not_to_move_is_refused() -> None:
    g = Triqueta(players=3, hidden_wolves=True, seed=8)
    other = ((g.to_move or 0) + 1) % 3
    with pytest.raises(ValueError, match="to move"):
        ADAPTER.native_search(InfoSet(g.state, other), 1, 1, 0.7)
