"""A game's history (issue 30): moves plus sparse snapshots, a few KiB after 30 decisions,
and every position undo, redo and seeking reach equal to replaying from the start."""

from __future__ import annotations

import gc
import random
import tracemalloc
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wolfpack.core import game as core_game
from wolfpack.core.registry import get_game

CASES = [
    ("lone-wolves", 2),
    ("the-wolves", 2),
    ("the-wolves", 3),
    ("the-wolves", 5),
    ("triqueta", 2),
    ("triqueta", 4),
]
HISTORY_BYTES = 8 * 1024
"""What a game keeps for undo after 30 decisions: its moves and no state copy (the start
is rebuilt from the deal, the first snapshot comes after 32 decisions)."""
GAME_BYTES = 20 * 1024
"""What a played game holds after 30 decisions (issue 30), its map's caches included."""


def play_random(game: Any, decisions: int, rng: random.Random) -> None:
    for _ in range(decisions):
        if game.is_over:
            return
        game.play(rng.choice(game.legal_notations()))


def replayed(game: Any, moves: list[str]) -> Any:
    """A new game of the same deal with ``moves`` played from the start."""
    fresh = type(game).from_record({**game.to_record(), "moves": []})
    for move in moves:
        fresh.play(move)
    return fresh


def same_position(a: Any, b: Any) -> bool:
    return (
        a.view() == b.view()
        and a.to_move == b.to_move
        and a.is_over == b.is_over
        and a.scores() == b.scores()
        and a.legal_notations() == b.legal_notations()
    )


def freed_after_thirty_decisions(game_id: str, players: int, drop: Callable[[Any], None]) -> int:
    """Bytes that ``drop`` frees from a game after 30 random decisions (the module memos
    warmed first by another game)."""
    info = get_game(game_id)
    play_random(info.new(99, players, None), 30, random.Random(0))
    gc.collect()
    tracemalloc.start()
    try:
        box = [info.new(1, players, None)]
        play_random(box[0], 30, random.Random(1))
        assert len(box[0].moves) == 30
        gc.collect()
        held = tracemalloc.get_traced_memory()[0]
        drop(box)
        gc.collect()
        return held - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()


def forget_history(box: list[Any]) -> None:
    game = box[0]
    game._tree, game._lines, game._origin, game._last = None, [], None, None  # moves, snapshots


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_thirty_decisions_keep_a_small_history(game_id: str, players: int) -> None:
    """What the game keeps for undo after 30 decisions (its moves, snapshots and latest
    step: what dropping them frees) is its moves, no state copy; before, 145-230 KiB."""
    history = freed_after_thirty_decisions(game_id, players, forget_history)
    assert 0 < history <= HISTORY_BYTES


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_a_played_game_holds_at_most_20_kib(game_id: str, players: int) -> None:
    """Everything dropping a game after 30 decisions frees (position, history, its map's
    caches) is at most 20 KiB; a full state copy per step took 165-273 KiB."""
    held = freed_after_thirty_decisions(game_id, players, lambda box: box.clear())
    assert 0 < held <= GAME_BYTES


@pytest.mark.parametrize(("game_id", "players"), CASES)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_undo_redo_seek_equal_a_replay(game_id: str, players: int, data: Any) -> None:
    """Random play, then random undos, redos, seeks and new lines of play: every position
    equals the same moves replayed from the start, and so does every step's record."""
    seed = data.draw(st.integers(0, 10_000), label="seed")
    game = get_game(game_id).new(seed, players, None)
    rng = random.Random(seed)
    play_random(game, data.draw(st.integers(0, 40), label="decisions"), rng)
    for _ in range(data.draw(st.integers(1, 6), label="changes")):
        kind = data.draw(st.sampled_from(["undo", "redo", "seek", "play"]), label="kind")
        if kind == "undo" and game.moves:
            for _ in range(data.draw(st.integers(1, len(game.moves)), label="undos")):
                game.undo()
        elif kind == "redo" and game.can_redo:
            game.redo()
        elif kind == "seek":
            target = data.draw(st.integers(0, len(game.moves) + len(game._redo)), label="to")
            while len(game.moves) > target:
                game.undo()
            while len(game.moves) < target:
                game.redo()
        else:
            play_random(game, data.draw(st.integers(1, 5), label="plays"), rng)
        again = replayed(game, game.moves)
        assert same_position(game, again)
        if game.moves:
            i = data.draw(st.integers(0, len(game.moves) - 1), label="step")
            mine, theirs = game.steps[i], again.steps[i]
            assert (mine.notation, mine.action, mine.player) == (
                theirs.notation,
                theirs.action,
                theirs.player,
            )
            assert mine.explanation == theirs.explanation and mine.events == theirs.events


def test_long_games_keep_sparse_snapshots() -> None:
    """Past :data:`SNAPSHOT_EVERY` decisions a copy is kept, so rebuilding any position
    replays at most that many moves; a new line of play drops the ones beyond it."""
    game = get_game("triqueta").new(3, 2, None)
    play_random(game, 70, random.Random(3))
    n = len(game.moves)
    every = core_game.SNAPSHOT_EVERY
    assert sorted(game._snapshots) == list(range(every, n + 1, every))
    for _ in range(n - every + 1):
        game.undo()
    play_random(game, 1, random.Random(4))
    assert all(k <= len(game.moves) for k in game._snapshots)
    assert same_position(game, replayed(game, game.moves))


def test_steps_are_a_sequence_made_on_demand() -> None:
    game = get_game("lone-wolves").new(5, 2, None)
    play_random(game, 6, random.Random(5))
    steps = game.steps
    assert len(steps) == 6 and [s.notation for s in steps] == game.moves
    assert steps[-1] == steps[5] and steps[1:3] == [steps[1], steps[2]]
    assert [s.notation for s in reversed(steps)] == game.moves[::-1]
    assert steps[2].before == replayed(game, game.moves[:2]).state


def test_a_position_changed_by_hand_comes_back_exactly_on_undo() -> None:
    """A position staged by hand (``Game.edited``) is kept whole: undoing the decisions
    played from it returns to it as it was, not to the position the moves alone give."""
    from wolfpack import LoneWolves

    game = LoneWolves(seed=3)
    game.state.honor_side[0] ^= 1  # staged: the Cave's honor token turned
    game.edited()
    staged = game.state.clone()
    for _ in range(3):
        game.play(game.legal_moves()[0])
    for _ in range(3):
        game.undo()
    assert game.state.key() == staged.key()
