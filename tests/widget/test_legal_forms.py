"""Legal moves share explanation forms: a parameter equal to an element id of the move's path
(a string, or a whole number written with the same digits) travels as a reference to it,
and the resolved form renders exactly the move's explanation."""

from __future__ import annotations

import json
from typing import Any

from wolfpack.triqueta import Triqueta
from wolfpack.widget.codec import encode
from wolfpack.widget.legal import expand, legal_json


def test_numbers_equal_to_element_ids_are_shared_and_render_the_same() -> None:
    game = Triqueta(2, seed=7)  # 15 draws of two stacks: "from stack {a} and then {b}"
    legal = legal_json(game, None, encode)
    draws = [m for m in game.legal_moves() if m.notation.startswith("draw")]
    assert len(draws) == 15
    assert len([f for f in legal["forms"] if f[0].startswith("tq.why.draw2")]) <= 3
    assert any(json.dumps(f).count('"@') >= 2 for f in legal["forms"])
    moves = expand(legal)
    paths = game.element_paths()
    for move in game.legal_moves():
        assert digits(moves[paths[move.notation]]) == digits(encode(move.explanation))


def digits(value: Any) -> Any:
    """An encoded explanation with every whole number written as its digits (how the
    browser renders it)."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, list):
        return [digits(v) for v in value]
    if isinstance(value, dict):
        return {k: digits(v) for k, v in value.items()}
    return value


def test_a_boolean_is_never_taken_for_an_element_id() -> None:
    from wolfpack.widget.legal import _ref

    assert _ref(True, {"1": 0}) is True
    assert _ref(1, {"1": 0}) == "@0"
    assert _ref(2, {"1": 0}) == 2
    assert _ref("@x", {}) == "@@x"
