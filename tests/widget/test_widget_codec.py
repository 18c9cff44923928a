"""The compact explanation form and the catalog the browser renders texts from."""

from __future__ import annotations

from wolfpack import LoneWolves
from wolfpack.core.explain import Explanation
from wolfpack.widget.codec import decode, encode


def test_encode_round_trips_every_explanation_of_a_game() -> None:
    game = LoneWolves(seed=5)
    while not game.is_over:
        for move in game.legal_moves():
            assert decode(encode(move.explanation)) == move.explanation
        for ev in game.play(game.legal_moves()[-1]):
            assert decode(encode(ev)) == ev


def test_encode_keeps_rules_that_differ_from_the_template() -> None:
    e = Explanation("lw.no.full", ("LW-X9",), {"territory": "cave"})
    assert encode(e) == ["lw.no.full", {"territory": "cave"}, [], ["LW-X9"]]
    assert decode(encode(e)) == e
    assert encode(Explanation("lw.no.over", ("LW-E1",))) == ["lw.no.over"]
