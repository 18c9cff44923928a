"""A move clicked in another order than its elements' (GameRules.orders): the synced tree
has a leaf for each order, and the board plays the move from any of them."""

from __future__ import annotations

from dataclasses import replace

from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.actions import action_kind, action_notation, draw2_stacks
from wolfpack.widget.base import GameWidget
from wolfpack.widget.codec import encode
from wolfpack.widget.conformance import Recorder
from wolfpack.widget.legal import expand, legal_json


def _elements(state: object, action: int) -> tuple[str, ...]:
    if action_kind(action) != "draw2":
        return (f"move:{action_notation(action)}",)
    a, b = draw2_stacks(action)
    return (f"stack:{a}", f"stack:{b}")


def _reversed(state: object, action: int) -> tuple[tuple[str, ...], ...]:
    if action_kind(action) != "draw2":
        return ()
    a, b = draw2_stacks(action)
    return ((f"stack:{b}", f"stack:{a}"),) if a != b else ()


class EitherOrder(Triqueta):
    rules = replace(Triqueta.rules, elements=_elements, orders=_reversed)


def test_the_tree_holds_every_order_and_the_board_plays_each() -> None:
    game = EitherOrder(players=2, seed=3)
    assert game.other_orders()["draw 1 3"] == (("stack:3", "stack:1"),)
    moves = expand(legal_json(game, None, encode))
    assert moves[("stack:1", "stack:3")] == moves[("stack:3", "stack:1")]
    assert ("stack:2", "stack:2") in moves
    board = GameWidget(game)
    rec = Recorder(board)
    replies = rec.intent(cmd="move", path=["stack:3", "stack:1"])
    assert not any("refused" in r for r in replies)
    assert game.moves == ["draw 1 3"]
    board.close()


def test_without_orders_a_reversed_path_is_refused() -> None:
    plain = replace(Triqueta.rules, elements=_elements, orders=None)

    class OneOrder(Triqueta):
        rules = plain

    game = OneOrder(players=2, seed=3)
    assert game.other_orders() == {}
    board = GameWidget(game)
    reply = Recorder(board).refusal(cmd="move", path=["stack:3", "stack:1"])
    assert reply["why"][1]["field"] == "path"
    assert game.moves == []
    board.close()
