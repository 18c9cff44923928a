"""A search budget that cannot stop or cannot search is refused at once, naming the
parameter: no IndexError from an empty search, no search that never ends, no hint
"cancelled" that nobody cancelled (audit defect 3)."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from bot_helpers import FakeTime

from wolfpack import LoneWolves
from wolfpack.bots import ISMCTSBot, analyze
from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.analysis import hint_task
from wolfpack.bots.ismcts import check_budget, search
from wolfpack.bots.tournament import make_bot, play_match

BAD_ITERATIONS = [0, -3, True, 2.5, "10"]
BAD_SECONDS = [0, 0.0, -1, -0.5, math.nan, math.inf, -math.inf, True, "1"]


def budget(name: str, value: Any) -> dict[str, Any]:
    return {name: value}


@pytest.mark.parametrize(
    ("name", "value"),
    [("iterations", v) for v in BAD_ITERATIONS] + [("seconds", v) for v in BAD_SECONDS],
)
def test_a_bot_with_a_bad_budget_is_refused_when_made(name: str, value: Any) -> None:
    with pytest.raises(ValueError, match=f"^{name}: "):
        ISMCTSBot(seed=1, **budget(name, value))


@pytest.mark.parametrize(
    ("name", "value"),
    [("iterations", v) for v in BAD_ITERATIONS] + [("seconds", v) for v in BAD_SECONDS],
)
def test_a_hint_with_a_bad_budget_is_refused_before_searching(name: str, value: Any) -> None:
    game = LoneWolves(seed=1)
    with pytest.raises(ValueError, match=f"^{name}: "):
        analyze(game, seed=1, **budget(name, value))
    with pytest.raises(ValueError, match=f"^{name}: "):
        hint_task(game, seed=1, **budget(name, value))


@pytest.mark.parametrize(
    ("name", "value"),
    [("iterations", 0), ("iterations", -5), ("seconds", math.nan), ("seconds", -1.0)],
)
def test_the_search_itself_refuses_a_budget_it_cannot_keep(name: str, value: Any) -> None:
    game = LoneWolves(seed=1)
    adapter = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    with pytest.raises(ValueError, match=f"^{name}: "):
        search(adapter, det, rng=random.Random(1), **budget(name, value))


def test_the_search_may_be_left_no_time_of_a_turn() -> None:
    """A level shares a turn's time out; what is left may be exactly nothing."""
    check_budget(None, 0.0, zero_seconds=True)
    with pytest.raises(ValueError, match="seconds: a finite number of seconds of 0 or more"):
        check_budget(None, -0.01, zero_seconds=True)


def test_good_budgets_still_search() -> None:
    game = LoneWolves(seed=1)
    move = ISMCTSBot(iterations=1, seed=1).choose(game)
    assert move.notation in game.legal_notations()
    hint = analyze(game, iterations=1, seed=1)
    assert hint.best.move in game.legal_notations() and not hint.cancelled
    assert ISMCTSBot(seconds=0.01, seed=1).choose(game).notation in game.legal_notations()


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("ismcts:0", "bot 'ismcts:0': iterations: a whole number of at least 1, not 0"),
        ("ismcts:0s", "bot 'ismcts:0s': seconds: a finite number of seconds above 0, not 0.0"),
        ("ismcts:-5", "unknown bot 'ismcts:-5'"),
        ("ismcts:-1s", "unknown bot 'ismcts:-1s'"),
        ("ismcts:\uff10", "unknown bot 'ismcts:\uff10'"),  # a full-width zero
        ("ismcts:\u0661\u0660", "unknown bot"),  # Arabic-Indic digits
        ("ismcts:nans", "unknown bot 'ismcts:nans'"),
        ("ismcts:infs", "unknown bot 'ismcts:infs'"),
        ("ismcts:1e400s", "unknown bot"),
        ("ismcts:" + "9" * 5000, "unknown bot"),
        ("ismcts:" + "9" * 5000 + "s", "unknown bot"),
        ("medium:fixed/\u00b2", "unknown bot 'medium:fixed/\u00b2'"),
        ("medium:fixed/0", "unknown bot 'medium:fixed/0'"),
    ],
)
def test_a_bad_bot_spec_is_refused_naming_why(spec: str, says: str) -> None:
    with pytest.raises(ValueError) as e:
        make_bot(spec, 0)
    assert str(e.value).startswith(says), str(e.value)


def test_good_specs_still_make_bots() -> None:
    for spec, iterations, seconds in (
        ("ismcts:7", 7, None),
        ("ismcts:.25s", None, 0.25),
        ("ismcts:2.s", None, 2.0),
        ("ISMCTS:1S", None, 1.0),
    ):
        bot = make_bot(spec, 0)
        assert (bot.iterations, bot.seconds) == (iterations, seconds), spec


@pytest.mark.parametrize(
    ("kwargs", "says"),
    [
        ({"games": -3}, "games: a whole number of 0 or more, not -3"),
        ({"games": 2, "jobs": 0}, "jobs: a whole number of processes of at least 1, not 0"),
        ({"games": 2, "jobs": -2}, "jobs: a whole number of processes of at least 1, not -2"),
    ],
)
def test_a_match_of_a_bad_size_is_refused(kwargs: dict[str, Any], says: str) -> None:
    with pytest.raises(ValueError) as e:
        play_match("random", "random", **kwargs)
    assert str(e.value) == says


def test_a_timed_search_stops_once_no_move_can_overtake_the_most_tried(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 3,100 iterations in 3.1 seconds, one second left: about 1,000 to come (on a stopped
    # clock: a busy machine's pause between two lines would leave fewer).
    from wolfpack.bots import ismcts
    from wolfpack.bots.ismcts import _settled

    now = 100.0
    monkeypatch.setattr(ismcts, "time", FakeTime(now))
    start, deadline = now - 3.1, now + 1.0
    assert _settled([2500, 500, 100], 3100, 1 << 62, start, deadline)
    assert not _settled([1500, 1000, 600], 3100, 1 << 62, start, deadline)
    # An iteration budget caps what is left; a single move is settled at once.
    assert _settled([1500, 1000], 2500, 2900, start, deadline)
    assert _settled([7], 7, 1 << 62, start, deadline)


def test_a_search_with_no_time_left_still_finds_a_move() -> None:
    # A turn's clock may be spent (a level's TurnClock shares out what is left): the search
    # still tries a few moves and names one, on either backend.
    game = LoneWolves(seed=4)
    adapter = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    result = search(adapter, det, seconds=0.0, rng=random.Random(1))
    assert result.iterations >= 1 and result.stats
    assert result.best in game.state.legal_actions()
