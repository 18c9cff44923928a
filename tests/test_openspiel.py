"""``wolfpack.openspiel``: the three games registered as OpenSpiel games pass OpenSpiel's
own random-simulation test for every player count and variant, OpenSpiel's bots play them
to the end, and what a player observes is only what their view shows."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import evaluate_bots, mcts  # noqa: E402

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
    assert wos.register() == ["wolfpack_lone_wolves", "wolfpack_the_wolves", "wolfpack_triqueta"]
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
