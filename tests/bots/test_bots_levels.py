"""The levels (issue 30): the same names in every game, limited by thinking time (per
decision; The Wolves per turn, shared out by a turn clock), a reproducible fixed-iteration
equivalent, and the Python search stopping at its time and saying so.

Times are never measured here (that is ``benchmarks/``): a fake clock and a recording
search check that every decision gets its share of the level's time, and a ticking clock
stops the Python search at its time after as many games on any machine."""

from __future__ import annotations

import dataclasses
import itertools
import random
import threading
from typing import Any

import pytest
from bot_helpers import SEARCH_BACKENDS, FakeTime, needs_core

from wolfpack.bots import ismcts, levels
from wolfpack.bots.ismcts import ActionStats, SearchResult
from wolfpack.bots.levels import LEVELS, LevelBot, Tuning, TurnClock, bot_for_level, turn_key
from wolfpack.bots.tournament import make_bot
from wolfpack.core.registry import get_game

GAMES = [("lone-wolves", 2, None), ("the-wolves", 3, None), ("triqueta", 2, "hidden-wolves")]


def start(game_id: str, players: int, variant: str | None, seed: int = 1) -> Any:
    """A game a few decisions in, at a decision with a choice."""
    game = get_game(game_id).new(seed, players, variant)
    rng = random.Random(seed)
    for _ in range(6):
        game.play(rng.choice(game.legal_notations()))
    while len(game.legal_moves()) < 2:
        game.play(game.legal_notations()[0])
    return game


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class RecordingSearch:
    """Stands in for :func:`ismcts.search`: records its limits, spends its seconds on the
    fake clock, finds ``found`` iterations and plays the first legal action."""

    def __init__(self, clock: FakeClock, found: int = 10) -> None:
        self.clock, self.found = clock, found
        self.calls: list[dict[str, Any]] = []

    def __call__(self, adapter: Any, det: Any, **kw: Any) -> SearchResult:
        self.calls.append(kw)
        self.clock.now += kw["seconds"] or 0.0
        action = det.sample(random.Random(0)).legal_actions()[0]
        stats = [ActionStats(action, self.found, 0.5, 0.5, 0.0, 0.0)]
        return SearchResult(det.player, self.found, kw["seconds"] or 0.0, stats)


def test_the_levels_are_ordered_by_time_and_iterations() -> None:
    assert list(LEVELS) == ["random", "easy", "medium", "hard", "expert"]
    searching = [lv for lv in LEVELS.values() if lv.kind == "ismcts"]
    assert [lv.seconds for lv in searching] == [1.0, 3.0, 10.0]
    assert all(a.iterations < b.iterations for a, b in itertools.pairwise(searching))
    assert f"{LEVELS['medium']:>5}".startswith("ismcts 1 s")
    with pytest.raises(ValueError, match="unknown strength"):
        bot_for_level("godlike")


@pytest.mark.parametrize(("game_id", "players", "variant"), GAMES)
def test_every_level_exists_in_every_game(game_id: str, players: int, variant: str | None) -> None:
    """The same names everywhere; the instant levels answer, the searching ones get the
    level's time (per decision, or a share of the turn's) and no iteration limit."""
    game = start(game_id, players, variant)
    legal = set(game.legal_notations())
    assert bot_for_level("random", 1).choose(game).notation in legal
    assert bot_for_level("easy", 1).choose(game).notation in legal
    for name in ("medium", "hard", "expert"):
        bot = bot_for_level(name, 1)
        assert isinstance(bot, LevelBot) and not bot.reproducible
        iterations, seconds = bot.budget(game)
        assert iterations is None and seconds is not None
        if game_id in levels.TURN_DECISIONS:
            assert 0 < seconds < LEVELS[name].seconds
        else:
            assert seconds == LEVELS[name].seconds


@pytest.mark.parametrize(("game_id", "players", "variant"), GAMES)
def test_each_decision_searches_within_its_budget(
    game_id: str, players: int, variant: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = FakeClock()
    fake = RecordingSearch(clock)
    monkeypatch.setattr(ismcts, "search", fake)
    game = start(game_id, players, variant)
    bot = LevelBot(LEVELS["hard"], 1, clock=clock)
    bot.choose(game)
    (call,) = fake.calls
    assert call["iterations"] is None and 0 < call["seconds"] <= 3.0
    tuning = LEVELS["hard"].tuning_in(game_id)
    assert call["heuristic_rollouts"] == tuning.heuristic
    assert call["margin_weight"] == tuning.margin_weight
    assert call["depth"] == tuning.depth and call["greedy_rollouts"] == tuning.greedy
    # A caller's cap (a board in the foreground) shortens it further.
    bot.task(game, seconds=0.25)(lambda f: None, threading.Event())
    assert fake.calls[-1]["seconds"] <= 0.25


def test_a_turn_of_many_decisions_stays_within_the_turns_time() -> None:
    clock = FakeClock()
    turns = TurnClock(10.0, 8, clock)
    for decisions in (1, 3, 8, 30):
        shares = []
        for _ in range(decisions):
            share = turns.share(("turn", decisions))
            assert share > 0
            shares.append(share)
            turns.spent(share)
        assert sum(shares) <= 10.0 + 1e-9
        if decisions == 1:
            assert shares[0] == pytest.approx(10.0 / 8)
    assert turns.share(("another turn", 0)) == pytest.approx(10.0 / 8)  # a new turn


def test_the_wolves_budgets_the_whole_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer's decisions of one turn of The Wolves share the level's 10 s."""
    clock = FakeClock()
    fake = RecordingSearch(clock)
    monkeypatch.setattr(ismcts, "search", fake)
    game = start("the-wolves", 3, None)
    bot = LevelBot(LEVELS["expert"], 2, clock=clock)
    spent: dict[Any, float] = {}
    for _ in range(60):
        if game.is_over:
            break
        key = turn_key(game)
        before = clock.now
        game.play(bot.choose(game))
        spent[key] = spent.get(key, 0.0) + clock.now - before
    assert fake.calls and max(spent.values()) <= 10.0 + 1e-9
    assert any(v > 2.0 for v in spent.values())  # the turn's time is used, not just a slice


@pytest.mark.parametrize(("game_id", "players", "variant"), GAMES)
def test_fixed_levels_replay_under_a_seed(game_id: str, players: int, variant: str | None) -> None:
    """``medium:fixed/200`` (the reproducible equivalent, scaled down to run fast): the
    same seed chooses the same moves, limited by iterations only."""
    game = start(game_id, players, variant, seed=4)
    moves = []
    for _ in range(2):
        bot = make_bot("medium:fixed/200", 9)
        assert isinstance(bot, LevelBot) and bot.reproducible and bot.scale == 200
        iterations, seconds = bot.budget(game)
        assert seconds is None and iterations is not None
        assert iterations <= LEVELS["medium"].iterations_for(game_id) // 200
        moves.append(bot.choose(game).notation)
        assert bot.short_of is None
    assert moves[0] == moves[1]
    assert make_bot("medium", 1).reproducible is False
    with pytest.raises(ValueError, match="medium:fixed"):
        make_bot("medium:fixed/x", 1)


def test_the_python_search_stops_at_its_time_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the native core a level answers at its time with what it found, well short
    of its reproducible equivalent: :attr:`LevelBot.short_of` says by how much. (The
    search reads its clock every 16 games: on a ticking clock 0.05 s is some 800 games.)"""
    monkeypatch.setattr(ismcts, "time", FakeTime(step=0.001))  # a millisecond a reading
    quick = dataclasses.replace(LEVELS["medium"], seconds=0.05)
    game = start("lone-wolves", 2, None)
    bot = LevelBot(quick, 1, backend="python")
    assert bot.choose(game).notation in game.legal_notations()
    assert bot.last is not None and bot.short_of is not None
    done, target = bot.short_of
    assert done == bot.last.iterations and 2 * done < target == quick.iterations
    reproducible = LevelBot(dataclasses.replace(quick, iterations=50), 1, reproducible=True)
    reproducible.choose(game)
    assert reproducible.short_of is None


@needs_core
@pytest.mark.parametrize(("game_id", "players", "variant"), GAMES)
def test_a_share_of_rule_based_rollouts_searches_and_all_or_none_replay_as_before(
    game_id: str, players: int, variant: str | None
) -> None:
    from wolfpack.bots.adapters import adapter_for

    game = start(game_id, players, variant)
    adapter = adapter_for(game)
    det = adapter.info_set(game, game.to_move)

    def best(share: bool | float) -> tuple[int, list[int]]:
        found = ismcts.search(
            adapter,
            det,
            iterations=300,
            rng=random.Random(5),
            backend="native",
            heuristic_rollouts=share,
        )
        return found.best, sorted(s.visits for s in found.stats)

    # 1 is every rollout by the rule-based policy, 0 none: no draw decides, as with
    # True and False.
    assert best(1.0) == best(True)
    assert best(0.0) == best(False)
    half = best(0.5)
    assert half[0] in {m.action for m in game.legal_moves()}
    assert sum(half[1]) == 300
    with pytest.raises(ValueError, match="share"):
        best(1.5)


def test_a_levels_share_of_rule_based_rollouts_sets_its_reproducible_iterations() -> None:
    lv = dataclasses.replace(LEVELS["hard"], tuning=(("triqueta", Tuning(heuristic=0.5)),))
    assert lv.heuristic_in("triqueta") == 0.5 and lv.heuristic_in("the-wolves") == 0
    # A rule-based rollout costs HEURISTIC_COST uniform ones: half of them, (1 + COST) / 2.
    assert lv.iterations_for("triqueta") == int(lv.iterations / (1 + levels.HEURISTIC_COST) * 2)
    assert lv.iterations_for("the-wolves") == lv.iterations
    assert "triqueta: heuristic rollouts (50%)" in str(lv)


def root_stats(game: Any, backend: str, iterations: int, **kwargs: Any) -> list[Any]:
    """A seeded search's root statistics from the view of the player to move in ``game``:
    (action, visits, mean reward) per action."""
    from wolfpack.bots.adapters import adapter_for

    adapter = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    found = ismcts.search(
        adapter, det, iterations=iterations, rng=random.Random(3), backend=backend, **kwargs
    )
    return sorted((s.action, s.visits, round(s.reward, 9)) for s in found.stats)


@pytest.mark.parametrize("backend", SEARCH_BACKENDS)
def test_the_margin_weight_reaches_the_searchs_rewards(backend: str) -> None:
    game = start("the-wolves", 3, None)

    def rewards(**weight: float) -> list[Any]:
        return root_stats(game, backend, 200, **weight)

    # The default is MARGIN_WEIGHT; the win alone and the margin alone reward otherwise.
    assert rewards() == rewards(margin_weight=ismcts.MARGIN_WEIGHT)
    assert rewards(margin_weight=0.0) != rewards(margin_weight=1.0)
    with pytest.raises(ValueError, match="margin_weight"):
        rewards(margin_weight=1.5)


def test_a_levels_margin_weight_is_per_game() -> None:
    lv = dataclasses.replace(LEVELS["expert"], tuning=(("the-wolves", Tuning(margin_weight=0.5)),))
    assert lv.margin_weight_in("the-wolves") == 0.5
    assert lv.margin_weight_in("triqueta") == ismcts.MARGIN_WEIGHT
    assert "the-wolves: margin weight 0.5" in str(lv)


@pytest.mark.parametrize("backend", SEARCH_BACKENDS)
def test_a_flat_search_judges_each_move_by_its_playouts(backend: str) -> None:
    game = start("triqueta", 2, "hidden-wolves")

    def stats(**kwargs: Any) -> list[Any]:
        return root_stats(game, backend, 400, **kwargs)

    assert stats() == stats(depth=0)
    assert stats(depth=1) != stats()
    assert sum(v for _, v, _ in stats(depth=1)) == 400


@needs_core
def test_greedy_rollouts_reach_the_native_search() -> None:
    game = start("triqueta", 4, None)

    def stats(**kwargs: Any) -> list[Any]:
        return root_stats(game, "native", 300, heuristic_rollouts=1.0, **kwargs)

    assert stats(greedy_rollouts=False) == stats()
    assert stats(greedy_rollouts=True) != stats()


def test_expert_plays_triqueta_by_a_flat_search_with_greedy_rollouts() -> None:
    tuning = LEVELS["expert"].tuning_in("triqueta")
    assert (tuning.depth, tuning.greedy, tuning.heuristic) == (1, True, 1.0)
    assert "triqueta: greedy rollouts, flat" in str(LEVELS["expert"])
    assert LEVELS["hard"].tuning_in("triqueta").depth == 0
