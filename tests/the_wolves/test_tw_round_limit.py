"""TW-T10 (ASSUMED): a game that never reaches the full moon ends after the round limit.

The printed rules end The Wolves only at the full moon of the moon calendar, and only a
piece leaving the map moves the calendar on (a lone wolf howled at, a piece dominated, a den
upgraded): players who only move their wolves never end it. The board ends such a game
after :data:`~wolfpack.the_wolves.components.ROUND_LIMIT` rounds, scoring the phases not yet
scored, and no game takes more decisions than
:func:`~wolfpack.the_wolves.state.max_decisions`.
"""

from __future__ import annotations

import dataclasses

import pytest
from tw_helpers import placed, play

from wolfpack.core.registry import get_game
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import ROUND_LIMIT
from wolfpack.the_wolves.state import OVER, max_decisions


def _walk(g: TheWolves, most: int) -> list[str]:
    """Play the first legal decision (a wolf moves, then done: the calendar never moves
    on) until the game is over, at most ``most`` times; the English texts of the events."""
    events: list[str] = []
    for _ in range(most):
        if g.is_over:
            break
        first = min(g.legal_moves(), key=lambda m: m.action)
        events += play(g, first.notation)
    return events


@pytest.mark.rules("TW-T10")
def test_tw_t10_a_game_where_wolves_only_walk_ends_after_the_round_limit() -> None:
    g = placed(3, seed=4)
    s = g.state
    s.rules = dataclasses.replace(s.rules, round_limit=2)
    g.edited()
    events = _walk(g, 1000)
    assert s.phase == OVER and s.end_reason == "limit"
    assert s.calendar == [] and s.turn + 1 == 2 * 3  # each player had two turns
    assert sum(e.startswith("Turn ") for e in events) == 2 * 3 - 1  # (the first was before)
    assert any("All 2 rounds are played and the full moon has not come" in e for e in events)
    # The phases not yet scored were scored, in order, and the game has its winner.
    assert s.scored == 3 and all(t == () for t in s.tokens)
    scored = [e for e in events if e.startswith("End of turn")]
    assert [e.split("with a ")[1].split(" token")[0] for e in scored] == [
        "crescent moon",
        "half moon",
        "full moon",
    ]
    assert g.winners is not None and g.result_json()["end"] == "limit"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_default_limit_ends_the_walk_within_the_decision_bound(players: int) -> None:
    s = TheWolves(players=players, seed=players).state.clone()
    assert s.rules.round_limit == ROUND_LIMIT
    decisions = 0
    while not s.is_terminal() and decisions <= max_decisions(s.rules):
        s.apply(min(s.legal_actions()))
        decisions += 1
    assert s.end_reason == "limit" and s.turn + 1 == ROUND_LIMIT * players
    assert decisions <= max_decisions(s.rules)


def test_the_rules_text_names_the_round_limit_in_every_language() -> None:
    (t10,) = (r for r in get_game("the-wolves").rule_list() if r.id == "TW-T10")
    for lang in ("en", "de", "ja"):
        assert str(ROUND_LIMIT) in t10.text[lang], lang
