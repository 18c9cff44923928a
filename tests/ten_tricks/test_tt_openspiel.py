"""Ten Tricks registered as an OpenSpiel game by its shape alone: OpenSpiel's own
random-simulation test, its ISMCTS bot playing on resampled states, and observations
that hold only what the player's view shows."""

from __future__ import annotations

import json

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import wolfpack.openspiel as wos  # noqa: E402  (after the skip: needs open_spiel)


def test_the_game_is_registered_with_its_shape() -> None:
    assert "ten_tricks" in wos.register()
    game = pyspiel.load_game("ten_tricks")
    assert game.num_players() == 2 and game.max_game_length() == 8
    assert game.num_distinct_actions() == 10
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    with pytest.raises((ValueError, RuntimeError)):
        pyspiel.load_game("ten_tricks", {"players": 3})


def test_openspiel_s_random_simulation_test_passes() -> None:
    pyspiel.random_sim_test(
        pyspiel.load_game("ten_tricks"), num_sims=5, serialize=True, verbose=False
    )


def test_tt_h1_an_observation_is_the_player_s_view() -> None:
    state = pyspiel.load_game("ten_tricks").new_initial_state()
    state.apply_action(4)
    for player in (0, 1):
        view = json.loads(state.observation_string(player))
        hand = next(z for z in view["zones"] if z["id"] == f"hand.{1 - player}")
        assert {item["text"] for item in hand["items"]} == {"?"} and view["hidden"] is None


def test_openspiel_s_ismcts_bot_plays_on_resampled_states_to_the_end() -> None:
    game = pyspiel.load_game("ten_tricks")
    draws = np.random.RandomState(5)
    bots = []
    for p in range(2):
        rng = np.random.RandomState(p)
        bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 20, random_state=rng)
        bot.set_resampler(lambda s, q: s.resample_from_infostate(q, draws.random_sample))
        bots.append(bot)
    state = game.new_initial_state()
    state.apply_action(7)
    while not state.is_terminal():
        player = state.current_player()
        sample = state.resample_from_infostate(player, draws.random_sample)
        assert sample.information_state_string(player) == state.information_state_string(player)
        state.apply_action(bots[player].step(state))
    assert sum(state.returns()) == pytest.approx(1.0)
