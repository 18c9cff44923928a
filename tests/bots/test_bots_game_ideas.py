"""The levels above easy play the ideas the tutorials teach: they hunt in The Wolves where a
hunt is in reach (TW-T9, lesson "Hunting"), and in Triqueta they do not spoil a full set by
a fourth tile when another row or a draw is open (TQ-E2, lesson "Strategy: what a set is
worth"). Each position is the lesson's own; ``benchmarks/game_ideas.py`` measures the rates
over whole games.

The levels play their reproducible equivalents at full strength; these tests search with
the native core where it is installed (the Python search, 40-100 times slower, only where
it is not).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bot_helpers import SEARCH_BACKENDS, needs_core

from wolfpack.bots.tournament import make_bot
from wolfpack.core.registry import load_record
from wolfpack.the_wolves.bots import ADAPTER as TW_ADAPTER
from wolfpack.the_wolves.bots import HUNTED, standing
from wolfpack.the_wolves.scoring import final_scores
from wolfpack.the_wolves.state import CHOOSE, OVER
from wolfpack.triqueta.actions import TAKE_BASE

LESSONS = Path(__file__).parents[2] / "src" / "wolfpack"
HUNTING = LESSONS / "the_wolves" / "lessons" / "14-hunting.json"
SETS = LESSONS / "triqueta" / "lessons" / "10-strategy-sets.json"
LEVELS = ["medium", "hard"]


@pytest.fixture(params=SEARCH_BACKENDS[:1], autouse=True)
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The native search where it is installed (else the Python one): a level's full
    reproducible search in Python would take minutes here."""
    monkeypatch.setenv("WOLFPACK_BACKEND", request.param)
    return str(request.param)


def lesson(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def lesson_position(path: Path, steps: int = 0) -> Any:
    """The lesson's position after its first ``steps`` steps (their moves and what follows)."""
    data = lesson(path)
    game = load_record(data["record"])
    for step in data["steps"][:steps]:
        for move in step.get("moves", []) + step.get("then", []):
            game.play(move)
    return game


def play_action(game: Any, bot: Any) -> None:
    """Let ``bot`` make the decisions of one action of the player to move."""
    player, left = game.to_move, game.state.actions_left
    while game.to_move == player and not game.is_over:
        game.play(bot.choose(game))
        if game.state.phase == CHOOSE and game.state.actions_left != left:
            return


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [0, 1])
def test_tw_t9_medium_and_hard_hunt_where_the_lesson_shows_a_hunt(level: str, seed: int) -> None:
    game = lesson_position(HUNTING)
    player = game.to_move
    assert game.state.preym[player] == 0
    play_action(game, make_bot(f"{level}:fixed", seed))
    assert game.state.preym[player] != 0, [str(m) for m in game.moves[-6:]]


def test_tw_t9_a_hunt_counts_more_than_its_prey_points_until_the_end() -> None:
    game = lesson_position(HUNTING, steps=len(lesson(HUNTING)["steps"]))
    s = game.state
    hunter = next(p for p, caught in enumerate(s.preym) if caught)
    assert s.preym[hunter].bit_count() == 1
    fresh = s.clone()
    fresh.preym[hunter] = 0
    gained = standing(s)[hunter] - standing(fresh)[hunter]
    assert gained == pytest.approx(s.rules.prey_vp[1] + HUNTED)
    s.phase = OVER  # at the end a hunt counts its prey points alone
    assert standing(s) == [float(row.total) for row in final_scores(s)]


@needs_core
def test_tw_t9_the_native_search_judges_a_hunt_as_python_does() -> None:
    from wolfpack.the_wolves.native import native_map, native_state

    game = lesson_position(HUNTING, steps=len(lesson(HUNTING)["steps"]))
    s = game.state
    assert any(s.preym) and not s.is_terminal()
    results, margins = native_state(s, native_map(s)).outcome()
    want_results, want_margins = TW_ADAPTER.outcome(s)
    assert results == pytest.approx(want_results)
    assert margins == pytest.approx(want_margins)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("steps", "spoiler", "animal"),
    [(1, 1, 5), (2, 1, 1)],
    ids=["three-bears-a-bear-in-row-2", "three-owls-an-owl-in-row-2"],
)
def test_tq_e2_medium_and_hard_keep_a_full_set_whole(
    level: str, steps: int, spoiler: int, animal: int
) -> None:
    game = lesson_position(SETS, steps)
    s = game.state
    held = s.faceup[game.to_move]
    assert held.count(animal) == 3 and animal in s.rows[spoiler]
    assert any(m.action < TAKE_BASE for m in game.legal_moves())  # a draw is open: not forced
    for seed in range(3):
        move = make_bot(f"{level}:fixed", seed).choose(lesson_position(SETS, steps))
        assert str(move) != f"take {spoiler}", (level, seed)
