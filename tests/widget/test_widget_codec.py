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


def test_patterned_terms_travel_as_their_value_and_render_as_python_does() -> None:
    from wolfpack.core import i18n
    from wolfpack.core.registry import games

    checked = 0
    for info in games():
        for kind, by_lang in info.term_patterns().items():
            fmt = i18n.term_formatter(kind)
            assert fmt is not None, kind
            for value in ("8,9", "0,0", "12,3"):
                for lang, pattern in by_lang.items():
                    assert pattern.count("{}") == 1 and fmt(value, lang) == pattern.replace(
                        "{}", value
                    ), (kind, lang)
                    checked += 1
    assert checked > 0
    e = Explanation("tw.no.wrong_terrain", ("TW-X1",), {"hex": "5,8", "here": "rock"})
    params = encode(e)[1]
    assert params["hex"] == "5,8"  # not pre-rendered in three languages
