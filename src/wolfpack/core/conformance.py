"""A random-simulation harness every game's tests share (after OpenSpiel's RandomSimTest).

:func:`check_random_game` plays one seeded random game through the public :class:`Game`
API and checks, at every decision, the invariants that hold for any game of the package:
a legal move exists until the end, undo restores the exact state, an illegal move changes
nothing, views are JSON-ready, and the record replays to the same state.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable
from typing import Any

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.game import Game

NOT_A_MOVE = "howl at the moon"


def _assert(cond: bool, message: str) -> None:
    if not cond:
        raise AssertionError(message)


def check_random_game(
    game: Game[Any],
    seed: int,
    from_record: Callable[[dict[str, Any]], Game[Any]],
    players: Iterable[int | None] = (None, 0, 1),
    max_decisions: int = 100_000,
    check_record_every: int = 0,
) -> Game[Any]:
    """Play ``game`` to the end with seeded random moves, checking invariants at each step.

    ``players`` are the perspectives whose views must be JSON-ready; ``check_record_every``
    (if > 0) also round-trips the record every that many decisions (always at the end).
    Returns the finished game.
    """
    rng = random.Random(seed)
    views = list(players)
    n = 0
    while not game.is_over:
        legal = game.legal_moves()
        _assert(bool(legal), f"no legal move at decision {n} although the game is not over")
        before = game.state.clone()
        # An illegal move is refused and changes nothing.
        try:
            game.play(NOT_A_MOVE)
        except IllegalMoveError as e:
            _assert(bool(e.explanation.rules), "a refusal must cite a rule")
        else:
            raise AssertionError("a nonsense move was accepted")
        _assert(game.state == before, "a refused move changed the state")
        move = rng.choice(legal)
        _assert(bool(move.explanation.rules), f"{move} has no rule in its explanation")
        game.play(move)
        # Undo restores exactly; redo gives the same state again.
        after = game.state.clone()
        game.undo()
        _assert(game.state == before, f"undo of {move} did not restore the state")
        game.redo()
        _assert(game.state == after, f"redo of {move} did not give the same state")
        for p in views:
            json.dumps(game.view(p))
        n += 1
        _assert(n <= max_decisions, "the game did not end")
        if check_record_every and n % check_record_every == 0:
            _assert(from_record(game.to_record()).state == game.state, "record round trip")
    record = json.loads(json.dumps(game.to_record()))
    _assert(from_record(record).state == game.state, "the record did not replay to the same state")
    return game
