"""``wolfpack.openspiel``: the three games registered as OpenSpiel games pass OpenSpiel's
own random-simulation test for every player count and variant, OpenSpiel's bots play them
to the end, and what a player observes is only what their view shows."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts  # noqa: E402

import wolfpack.openspiel as wos  # noqa: E402  (after the skip: needs open_spiel)

CONFIGS = [
    ("wolfpack_lone_wolves", {"variant": "standard"}),
    ("wolfpack_lone_wolves", {"variant": "advanced"}),
    *[("wolfpack_the_wolves", {"players": n}) for n in range(2, 6)],
    *[
        ("wolfpack_triqueta", {"players": n, "variant": v})
        for n in range(2, 6)
        for v in ("hidden-wolves", "base")
    ],
]
IDS = [f"{name[9:]}-{'-'.join(str(v) for v in p.values())}" for name, p in CONFIGS]


def test_the_three_games_are_registered_with_their_parameters() -> None:
    names = set(pyspiel.registered_names())
    assert {"wolfpack_lone_wolves", "wolfpack_the_wolves", "wolfpack_triqueta"} <= names
    registered = wos.register()  # (wolfpack's own, and any game the suite adds: tests/plugins)
    assert registered == [shape.short_name for shape in wos.GAMES]
    own = [name for name in registered if name.startswith("wolfpack_")]
    assert own == ["wolfpack_lone_wolves", "wolfpack_the_wolves", "wolfpack_triqueta"]
    game = pyspiel.load_game("wolfpack_triqueta")
    assert game.num_players() == 4
    assert game.get_parameters() == {"players": 4, "variant": "hidden-wolves", "deals": 1000}
    kind = game.get_type()
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert (kind.min_num_players, kind.max_num_players) == (2, 5)
    lw = pyspiel.load_game("wolfpack_lone_wolves")
    assert lw.num_players() == 2 and lw.get_type().max_num_players == 2
    for bad in ({"players": 6}, {"variant": "giant"}, {"deals": 0}):
        with pytest.raises((ValueError, RuntimeError)):
            pyspiel.load_game("wolfpack_triqueta", bad)


@pytest.mark.parametrize(("name", "params"), CONFIGS, ids=IDS)
def test_openspiel_s_random_simulation_test_passes(name: str, params: dict[str, object]) -> None:
    game = pyspiel.load_game(name, params)
    # (The Wolves' games are long: one game each; the others, several and serialized.)
    long = name == "wolfpack_the_wolves"
    pyspiel.random_sim_test(game, num_sims=1 if long else 3, serialize=not long, verbose=False)


@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("wolfpack_lone_wolves", {}),
        ("wolfpack_triqueta", {"players": 3}),
        ("wolfpack_the_wolves", {"players": 2}),
    ],
)
def test_openspiel_s_bots_play_each_game_to_the_end(name: str, params: dict[str, object]) -> None:
    game = pyspiel.load_game(name, params)
    n = game.num_players()
    bots = [pyspiel.make_uniform_random_bot(p, 100 + p) for p in range(n)]
    if name != "wolfpack_the_wolves":  # (its random rollouts are long for a unit test)
        rng = np.random.RandomState(5)
        bots[0] = mcts.MCTSBot(
            game, 1.4, 12, mcts.RandomRolloutEvaluator(1, rng), random_state=rng, solve=False
        )
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(1))
    assert len(returns) == n and sum(returns) == pytest.approx(1.0)
    assert all(r in (0.0, 1.0) or 0 < r < 1 for r in returns)


def _play_to(state: object, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    state.apply_action(seed % 1000)  # type: ignore[attr-defined]
    for _ in range(moves):
        if state.is_terminal():  # type: ignore[attr-defined]
            return
        state.apply_action(rng.choice(state.legal_actions()))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("name", "params"),
    [("wolfpack_lone_wolves", {}), ("wolfpack_triqueta", {"players": 4})],
)
def test_a_player_observes_their_own_view_and_no_more(name: str, params: dict[str, object]) -> None:
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    _play_to(state, 12, 7)
    rules = game.rules
    everything = json.dumps(rules.view(state.rules_state, None), sort_keys=True)
    for p in range(game.num_players()):
        seen = state.observation_string(p)
        assert json.loads(seen) == json.loads(json.dumps(rules.view(state.rules_state, p)))
        assert seen != everything  # something is hidden from each player
    if name == "wolfpack_lone_wolves":
        hands = json.loads(everything)["hands"]
        own = json.loads(state.observation_string(0))["hands"]
        assert own[0]["cards"] == hands[0]["cards"]
        assert "cards" not in own[1] or not own[1]["cards"]  # the other hand: a count only


def test_an_information_state_recalls_every_earlier_observation() -> None:
    game = pyspiel.load_game("wolfpack_triqueta", {"players": 3})
    state = game.new_initial_state()
    state.apply_action(3)
    rng = random.Random(3)
    before = {p: state.information_state_string(p) for p in range(3)}
    for _ in range(15):
        mover = state.current_player()
        state.apply_action(rng.choice(state.legal_actions()))
        for p in range(3):
            now = state.information_state_string(p)
            earlier = before[p].splitlines()[:-1]
            assert now.splitlines()[: len(earlier)] == earlier  # perfect recall
            assert now.splitlines()[-1] == state.observation_string(p)
            before[p] = now
        assert " you: " in before[mover].splitlines()[-2]


def test_the_same_deal_and_moves_are_the_same_game_in_wolfpack() -> None:
    from wolfpack.core.registry import get_game

    game = pyspiel.load_game("wolfpack_lone_wolves")
    state = game.new_initial_state()
    _play_to(state, 30, 42)
    wolfpack_game = get_game("lone-wolves").new(42, 2, None)
    for action in state.history()[1:]:
        assert _notation(wolfpack_game, action) == state.action_to_string(action)
        wolfpack_game.play(_notation(wolfpack_game, action))
    assert wolfpack_game.state.key() == state.rules_state.key()


def _notation(game: object, action: int) -> str:
    for move in game.legal_moves():  # type: ignore[attr-defined]
        if move.action == action:
            return str(move.notation)
    raise AssertionError(f"{action} is not legal")


# -- resampling from an information state (OpenSpiel's ISMCTS) ------------------------------
def _sampler(seed: int) -> Any:
    return pyspiel.UniformProbabilitySampler(seed, 0.0, 1.0)


def _positions(name: str, params: dict[str, object], seed: int, stops: int) -> list[Any]:
    """Copies of the states of one random game: after the deal and at ``stops`` spread-out
    decisions (The Wolves: within its first 150, its views are large)."""
    game = pyspiel.load_game(name, params)
    state = game.new_initial_state()
    state.apply_action(seed)
    rng = random.Random(seed)
    out: list[Any] = []
    step = 0
    every = 15 if name == "wolfpack_the_wolves" else 6
    while not state.is_terminal() and len(out) < stops:
        if step % every == 0:
            out.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    return out


@pytest.mark.parametrize(("name", "params"), CONFIGS, ids=IDS)
def test_a_resampled_state_is_one_the_player_cannot_tell_apart(
    name: str, params: dict[str, object]
) -> None:
    changed = 0
    for k, state in enumerate(_positions(name, params, 11, 8)):
        for p in range(state.num_players()):
            other = state.resample_from_infostate(p, _sampler(k))
            assert other.information_state_string(p) == state.information_state_string(p)
            assert other.observation_string(p) == state.observation_string(p)
            assert other.current_player() == state.current_player()
            if p == state.current_player():
                assert other.legal_actions() == state.legal_actions()
            changed += other.rules_state.key() != state.rules_state.key()
            # The draw depends on what p knows and the random numbers only: drawn again from
            # the sample (another world p cannot tell from this one), the same sample.
            again = other.resample_from_infostate(p, _sampler(k))
            assert again.rules_state.key() == other.rules_state.key()
            assert again.information_state_string(p) == state.information_state_string(p)
            # A sample plays on as a game of its own.
            other.apply_action(other.legal_actions()[0])
            assert other.information_state_string(p).startswith(
                "\n".join(state.information_state_string(p).splitlines()[:-1])
            )
    # What is hidden is drawn anew (The Wolves hides nothing: a sample is the position).
    assert (changed > 0) == (name != "wolfpack_the_wolves")


def test_resampling_before_the_deal_copies_and_bad_requests_are_refused() -> None:
    game = pyspiel.load_game("wolfpack_lone_wolves")
    state = game.new_initial_state()
    copy = state.resample_from_infostate(1, _sampler(0))
    assert copy.is_chance_node() and str(copy) == str(state)
    state.apply_action(4)
    before = (str(state), state.information_state_string(0))
    for player, sampler, error in (
        (2, _sampler(0), ValueError),
        (-1, _sampler(0), ValueError),
        ("0", _sampler(0), TypeError),
        (0, 0.5, TypeError),
        (0, lambda: 1.5, ValueError),
        (0, lambda: "half", ValueError),
    ):
        with pytest.raises(error, match=r"player_id|probability_sampler"):
            state.resample_from_infostate(player, sampler)
        assert (str(state), state.information_state_string(0)) == before


def test_a_serialized_state_comes_back_whole_sampled_or_not() -> None:
    for state in _positions("wolfpack_triqueta", {"players": 3}, 5, 3)[1:]:
        for s in (state, state.resample_from_infostate(2, _sampler(1))):
            game, back = pyspiel.deserialize_game_and_state(
                pyspiel.serialize_game_and_state(s.get_game(), s)
            )
            assert game.get_parameters() == s.get_game().get_parameters()
            assert str(back) == str(s) and back.legal_actions() == s.legal_actions()
            for p in range(3):
                assert back.information_state_string(p) == s.information_state_string(p)
            assert back.returns() == s.returns()


class _Standing:
    """An ISMCTS evaluator judging a position as wolfpack's search judges a stopped playout
    (the game adapter's outcome), without OpenSpiel's long random rollouts."""

    def __init__(self, game: Any) -> None:
        self.adapter = game.adapter

    def evaluate(self, state: Any) -> Any:
        if state.is_terminal():
            return np.array(state.returns())
        return np.array(self.adapter.outcome(state.rules_state)[0])

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


ISMCTS_GAMES: list[tuple[str, dict[str, Any], str]] = [
    ("wolfpack_lone_wolves", {"variant": "standard"}, "all"),
    ("wolfpack_lone_wolves", {"variant": "advanced"}, "all"),
    ("wolfpack_triqueta", {"players": 2, "variant": "hidden-wolves"}, "all"),
    ("wolfpack_triqueta", {"players": 3, "variant": "base"}, "all"),
    ("wolfpack_triqueta", {"players": 5, "variant": "hidden-wolves"}, "one"),
    *[("wolfpack_the_wolves", {"players": n}, "one") for n in range(2, 6)],
]


@pytest.mark.parametrize(
    ("name", "params", "seats"),
    ISMCTS_GAMES,
    ids=[f"{n[9:]}-{'-'.join(str(v) for v in p.values())}" for n, p, _ in ISMCTS_GAMES],
)
def test_openspiel_s_ismcts_bot_plays_each_game_to_the_end(
    name: str, params: dict[str, object], seats: str
) -> None:
    game = pyspiel.load_game(name, params)
    n = game.num_players()
    long = name == "wolfpack_the_wolves"
    sampler = _sampler(3)
    bots: list[Any] = []
    for p in range(n):
        if seats == "all" or p == 0:
            rng = np.random.RandomState(p)
            evaluator = _Standing(game) if long else mcts.RandomRolloutEvaluator(1, rng)
            bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 3 if long else 4, random_state=rng)
            bot.set_resampler(lambda s, q: s.resample_from_infostate(q, sampler))
            bots.append(bot)
        else:
            bots.append(pyspiel.make_uniform_random_bot(p, 100 + p))
    state = game.new_initial_state()
    state.apply_action(7)
    decisions = 0
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
        decisions += 1
    assert decisions <= game.max_game_length()
    assert sum(state.returns()) == pytest.approx(1.0)


def test_ismcts_draws_its_own_samples_by_default() -> None:
    game = pyspiel.load_game("wolfpack_triqueta", {"players": 3})
    state = _positions("wolfpack_triqueta", {"players": 3}, 2, 3)[-1]
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 5, random_state=rng)
    assert bot.step(state) in state.legal_actions()


# -- max_game_length: true however the game is played ---------------------------------------
def _tw_long(action: int) -> int:
    """The Wolves played to last: dens (more wolves to move, bonus actions) and moves, every
    bonus action used, as many wolves moved as may be, tiles paid so as to flip fewest, and
    never a piece sent to the moon calendar (a lair, a howl, a dominate) unless nothing else
    is left."""
    from wolfpack.the_wolves.actions import KIND_BASE, TRACK_BASE, category, pay_parts
    from wolfpack.the_wolves.components import DIG, MOVE, SPREAD

    kind = category(action)
    if kind == "kind":
        return {DIG: 0, MOVE: 1}.get(action - KIND_BASE, 9)
    if kind == "end":
        return 5
    if kind == "done":
        return 9
    if kind == "pay":
        _home, mask, bonus = pay_parts(action)
        return mask.bit_count() + bonus
    if kind == "track":
        return 0 if action - TRACK_BASE == SPREAD else 1
    return 0


def _lw_long(action: int) -> int:
    """Lone Wolves played to last: a 3 whenever one may be played (a reveal follows)."""
    from wolfpack.lone_wolves.actions import REVEAL_BASE

    return 0 if action < REVEAL_BASE and action // 5 % 6 == 1 else 1


def _tq_long(action: int) -> int:
    """Triqueta played to last: draw while a draw is allowed, a light tile into a row."""
    from wolfpack.triqueta.actions import KEEP, PLACE_BASE, TAKE_BASE

    if action < PLACE_BASE:
        return 0
    return 1 if action < KEEP else 3 if action >= TAKE_BASE else 2


_LONG = {
    "wolfpack_lone_wolves": _lw_long,
    "wolfpack_the_wolves": _tw_long,
    "wolfpack_triqueta": _tq_long,
}


def _play_by(state: Any, rank: Callable[[int], int]) -> int:
    """Play the preferred legal action (least ``rank``, then least code) to the end, or
    one decision past ``max_game_length()``; the decisions made after the deal."""
    decisions = 0
    bound = state.get_game().max_game_length()
    while not state.is_terminal() and decisions <= bound:
        legal = state.legal_actions()
        state.apply_action(min(legal, key=lambda a: (rank(a), a)))
        decisions += 1
    return decisions


@pytest.mark.parametrize(("name", "params"), CONFIGS, ids=IDS)
def test_a_game_played_to_last_as_long_as_it_can_ends_within_max_game_length(
    name: str, params: dict[str, object]
) -> None:
    game = pyspiel.load_game(name, params)
    for deal in (0, 1):
        state = game.new_initial_state()
        state.apply_action(deal)
        assert _play_by(state, _LONG[name]) <= game.max_game_length()
        assert state.is_terminal()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_wolves_where_wolves_only_walk_back_and_forth_ends_at_the_round_limit(
    players: int,
) -> None:
    # The tester's game: every decision the first legal one (move one wolf, then done).
    from wolfpack.the_wolves.components import ROUND_LIMIT

    game = pyspiel.load_game("wolfpack_the_wolves", {"players": players})
    state = game.new_initial_state()
    state.apply_action(0)
    decisions = _play_by(state, lambda a: 0)
    s = state.rules_state
    assert s.calendar == [] and s.end_reason == "limit" and s.turn + 1 == ROUND_LIMIT * players
    assert decisions <= game.max_game_length()
    assert sum(state.returns()) == pytest.approx(1.0)
