"""``wolfpack tournament``: seeded matches between two bots, with intervals."""

from __future__ import annotations

import io
import json
from typing import Any, cast

import pytest

from wolfpack.bots import HeuristicBot, ISMCTSBot, RandomBot
from wolfpack.bots.tournament import MatchResult, make_bot, play_match, progress_bar
from wolfpack.cli import main


def test_bot_specs() -> None:
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("Heuristic", 1), HeuristicBot)
    bot = make_bot("ismcts:250", 1)
    assert isinstance(bot, ISMCTSBot) and bot.iterations == 250 and bot.seconds is None
    bot = make_bot("ismcts:0.5s", 1)
    assert isinstance(bot, ISMCTSBot) and bot.seconds == 0.5 and bot.iterations is None
    for bad in ("ismcts:fast", "minimax", "random:3"):
        with pytest.raises(ValueError, match="unknown bot"):
            make_bot(bad, 0)


def test_a_match_is_seeded_and_alternates_seats() -> None:
    a = play_match("ismcts:20", "heuristic", 4, seed=5)
    b = play_match("ismcts:20", "heuristic", 4, seed=5)
    assert a.margins == b.margins and a.games == 4
    assert a.wins_a + a.wins_b + a.draws == 4


def test_games_in_parallel_give_the_same_match() -> None:
    one = play_match("ismcts:20", "heuristic", 6, seed=3)
    done: list[int] = []
    two = play_match(
        "ismcts:20", "heuristic", 6, seed=3, jobs=2, progress=lambda n, r: done.append(n)
    )
    assert two.margins == one.margins
    assert (two.wins_a, two.wins_b, two.draws) == (one.wins_a, one.wins_b, one.draws)
    assert done == [1, 2, 3, 4, 5, 6]
    assert two.deals == one.deals == [3, 4, 5, 6, 7, 8]


def test_heuristic_against_random_in_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "heuristic", "random", "-n", "6", "--quiet", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and out["bot_a"] == "heuristic"
    lo, hi = out["win_ci_a"]
    assert lo <= out["win_rate_a"] <= hi
    assert out["win_rate_a"] >= 0.8 and out["mean_margin_a"] > 0


def test_the_command_prints_rates_intervals_and_a_progress_bar(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["tournament", "random", "random", "-n", "3", "--seed", "2"]) == 0
    captured = capsys.readouterr()
    assert "95% CI" in captured.out and "mean point margin" in captured.out
    assert "3/3" in captured.err and "#" in captured.err


def test_a_bad_bot_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "ismcts:x", "random", "-n", "1", "--quiet"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["tournament", "random", "random", "--game", "chess", "--quiet"]) == 2


def test_match_statistics() -> None:
    r = MatchResult("a", "b", "lone-wolves", 0, wins_a=3, wins_b=1, draws=0, margins=[5, 1, 9, -3])
    assert r.win_rate("a") == 0.75 and r.win_rate("b") == 0.25
    assert r.mean_margin == 3.0
    lo, hi = r.margin_ci
    assert lo < 3.0 < hi
    out = io.StringIO()
    progress_bar(4, out)(4, r)
    assert out.getvalue().endswith("\n")


def test_strength_levels() -> None:
    from wolfpack.bots.levels import LEVELS, bot_for_level

    for level in LEVELS:
        assert hasattr(bot_for_level(level, 1), "choose")
    hard = bot_for_level("hard", 1)
    assert hard.seconds == 3.0 and hard.iterations is None
    assert bot_for_level("hard", 1, reproducible=True).iterations == LEVELS["hard"].iterations
    with pytest.raises(ValueError, match="unknown strength"):
        bot_for_level("godlike")


def test_a_tie_on_points_broken_by_the_games_own_tiebreak_is_a_win() -> None:
    from wolfpack.bots.tournament import outcome_of

    class Tied:
        """Equal points, one winner by the game's tiebreak (The Wolves: more tokens)."""

        def __init__(self, winners: list[int]) -> None:
            self.winners = winners

        def scores(self) -> list[int]:
            return [30, 30]

    assert outcome_of(cast(Any, Tied([1])), 1) == (0, 1)
    assert outcome_of(cast(Any, Tied([1])), 0) == (0, -1)
    assert outcome_of(cast(Any, Tied([0, 1])), 0) == (0, 0)
