"""Hints value every legal move and explain the best one; the solver's verdict in words."""

from __future__ import annotations

import math
import random

import pytest
from bot_helpers import random_game

from wolfpack import LoneWolves
from wolfpack.bots.analysis import analyze, hint_task, solve_open, wilson
from wolfpack.core.i18n import LANGUAGES, template_fields
from wolfpack.core.rules import get_rule
from wolfpack.lone_wolves.bots.explain import explain_move
from wolfpack.lone_wolves.bots.heuristic import beats
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.bots.solver import solve_value
from wolfpack.lone_wolves.bots.texts import TEXTS
from wolfpack.lone_wolves.state import PLAY


def _without_time(data: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in data.items() if k != "seconds"}


@pytest.mark.parametrize("decisions", [0, 9, 40])
def test_hint_values_are_deterministic_under_a_seed(decisions: int) -> None:
    game = random_game(12, decisions)
    a = analyze(game, iterations=300, seed=7)
    b = analyze(game, iterations=300, seed=7)
    assert _without_time(a.to_json()) == _without_time(b.to_json())
    c = analyze(game, iterations=300, seed=8)
    assert [m.visits for m in a.moves] != [m.visits for m in c.moves]


def test_a_hint_values_every_legal_move_with_intervals() -> None:
    game = random_game(3, 30)
    hint = analyze(game, iterations=400, seed=1)
    assert {m.move for m in hint.moves} == set(game.legal_notations())
    assert hint.best.visits == max(m.visits for m in hint.moves)
    assert sum(m.visits for m in hint.moves) == hint.iterations == 400
    for m in hint.moves:
        lo, hi = m.win_ci
        assert 0.0 <= lo <= m.win_rate <= hi <= 1.0
        lo, hi = m.margin_ci
        if m.visits >= 2:
            assert lo <= m.margin <= hi and math.isfinite(lo)
        else:
            assert math.isinf(lo) and math.isinf(hi)
    assert hint.value_of(hint.best.move) is hint.best
    game.play(hint.best.move)  # the recommended move is legal


def test_the_hint_explains_the_best_move_in_every_language() -> None:
    game = random_game(4, 0)
    hint = analyze(game, iterations=200, seed=2)
    expl = hint.explanation
    assert expl.key in ("lw.hint.best.lead", "lw.hint.best.follow")
    assert expl.notes[-1].key == "lw.hint.value"
    assert expl.cites("LW-T1") and expl.cites("LW-E4")
    texts = {lang: expl.text(lang) for lang in LANGUAGES}
    assert len(set(texts.values())) == 3
    assert all("{" not in t for t in texts.values())


def test_a_hint_uses_only_the_players_view() -> None:
    game = LoneWolves(seed=21, leader=0)
    task = hint_task(game, iterations=10)
    assert isinstance(task.det, InfoSet)
    assert task.det.template.hands[1] == 0  # the opponent's hand is not in the snapshot


@pytest.mark.parametrize("seed", range(12))
def test_explanations_follow_the_position(seed: int) -> None:
    """Every legal decision can be explained; a following card's note says whether it
    wins the trick exactly when it does (LW-T5)."""
    game = random_game(seed, random.Random(seed).randrange(0, 80))
    if game.is_over:
        return
    info = InfoSet.from_game(game, game.to_move or 0)
    s = info.template
    for move in game.legal_moves():
        expl = explain_move(info, move.action)
        assert expl.rules, move
        for lang in LANGUAGES:
            expl.text(lang)
        keys = [n.key for n in expl.notes]
        if s.phase == PLAY and s.lead_card >= 0:
            card = move.action // 5
            won = "lw.hint.wins_trick" in keys or "lw.hint.wins_two_seven" in keys
            assert won == beats(s, s.lead_card, card)
            assert ("lw.hint.loses_trick" in keys) == (not won)


def test_hint_templates_agree_across_languages_and_cite_real_rules() -> None:
    for key, entry in TEXTS.items():
        fields = {lang: template_fields(entry[lang]) for lang in LANGUAGES}
        assert fields["en"] == fields["de"] == fields["ja"], key
        for rule_id in entry["rules"].split():
            get_rule(rule_id)


@pytest.mark.parametrize("seed", range(4))
def test_the_solver_verdict_is_exact_and_explained(seed: int) -> None:
    game = random_game(seed, 200)  # play on to the end, then step back into the last tricks
    while len(game.moves) > 0 and game.state.tricks > 11:
        game.undo()
    verdict = solve_open(game, all_moves=True)
    assert verdict.margin == solve_value(game.state)
    assert verdict.best in game.legal_notations()
    assert set(verdict.values) == set(game.legal_notations())
    pick = max if game.to_move == 0 else min
    assert verdict.values[verdict.best] == pick(verdict.values.values()) == verdict.margin
    assert verdict.explanation.notes[-1].key in ("lw.hint.solver", "lw.hint.solver_level")
    assert verdict.to_json()["margin"] == verdict.margin


def test_wilson_interval() -> None:
    lo, hi = wilson(0.5, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(1.0, 10)[1] == pytest.approx(1.0)
    assert wilson(0.0, 0) == (0.0, 1.0)


def test_quick_to_solve_late_in_the_game_only() -> None:
    from wolfpack.bots.analysis import quick_to_solve
    from wolfpack.lone_wolves.bots.solver import quick_tricks_left

    game = random_game(8, 200)
    assert not quick_to_solve(game)  # over
    first_quick = 13 - quick_tricks_left()
    while game.state.tricks > first_quick:
        game.undo()
    assert quick_to_solve(game)
    while game.state.tricks > first_quick - 1:
        game.undo()
    assert not quick_to_solve(game)
