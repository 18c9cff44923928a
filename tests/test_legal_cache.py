"""A game keeps its legal moves (each with its explanation, about 10 KiB in a The Wolves
game) only while they are current: a change of position (a move, an undo, a redo, a
position edited by hand) drops them, so a game never holds a stale list."""

from __future__ import annotations

import gc
import random
from collections.abc import Callable
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

import pytest

from wolfpack.core.game import Game, Move
from wolfpack.core.registry import games, get_game

_NOT_DATA = (type, ModuleType, FunctionType, MethodType, BuiltinFunctionType)


def reachable(root: object) -> set[int]:
    """The ids of the data reachable from ``root`` (not through classes, modules or
    functions, which lead to everything)."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, _NOT_DATA):
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return seen


def held(game: Game[Any], moves: list[Move]) -> list[str]:
    """Which of ``moves`` the game still holds."""
    ids = reachable(game)
    return [m.notation for m in moves if id(m) in ids]


def played(game_id: str) -> Game[Any]:
    """A game a few random decisions in."""
    game = get_game(game_id).new(3)
    rng = random.Random(3)
    for _ in range(6):
        game.play(rng.choice(game.legal_notations()))
    return game


CHANGES: dict[str, Callable[[Game[Any], list[Move]], object]] = {
    "play": lambda g, moves: g.play(moves[0]),
    "undo": lambda g, moves: g.undo(),
    "redo": lambda g, moves: (g.undo(), g.legal_moves(), g.redo()),
    "edited": lambda g, moves: g.edited(),
}


def test_the_current_moves_are_kept_and_found() -> None:
    game = played(games()[0].id)
    moves = game.legal_moves()
    assert held(game, moves) == [m.notation for m in moves]  # (the check can see them)
    assert game.legal_moves() == moves


@pytest.mark.parametrize("change", sorted(CHANGES))
@pytest.mark.parametrize("game_id", [info.id for info in games()])
def test_a_change_of_position_drops_the_legal_moves(game_id: str, change: str) -> None:
    game = played(game_id)
    moves = game.legal_moves()
    CHANGES[change](game, moves)
    assert held(game, moves) == []
