"""Triqueta's text picture (render()) in words from its catalogue (render.ftl): towers,
stacks and rows counted from 1, tiles and backs in words, no internal codes, and Japanese
without ASCII spaces."""

from __future__ import annotations

import random
import re

import pytest

from wolfpack.core import i18n
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.terms import count_word, tile_word


def _played(moves: int, seed: int = 3) -> Triqueta:
    g = Triqueta(players=3, seed=seed)
    rng = random.Random(1)
    for _ in range(moves):
        g.play(rng.choice(list(g.legal_notations())))
    return g


def test_render_counts_from_one_and_says_everything_in_words() -> None:
    g = _played(14)
    view = g.view()
    tower = view["current_tower"]
    text = g.render("de")
    lines = text.splitlines()
    assert lines[0].startswith("Runde ") and "ist am Zug" in lines[0]
    assert lines[1].startswith(f"Turm {tower + 1} (") and "Stapel 1: " in lines[1]
    assert " hell" in lines[1] and "Stapel 0" not in text
    for row in view["rows"]:
        line = next(x for x in lines if x.startswith(f"Tierreihe {row['index'] + 1}: "))
        if not row["open"]:
            assert line.endswith("(genommen)")
        elif not row["tiles"]:
            assert line.endswith(": leer")
        else:
            assert all(tile_word(t, "de") in line for t in row["tiles"])
    # no internal letters or English words are left
    assert not re.search(r"\b[LS]{2,}\b|\d:[LS]", text)
    assert not re.search(r"\b(light|shadow|row|stack|tower|score|nothing)\b", text)


def test_render_shows_another_players_hidden_tiles_only_counted() -> None:
    g = _played(14)
    mine = g.render("en", player=0)
    assert "(face-up tiles only)" in mine
    hidden = [
        s["face_down"]["count"]
        for s in g.view(0)["seats"]
        if s["face_down"]["tiles"] is None and s["face_down"]["count"]
    ]
    assert hidden
    for count in hidden:
        assert f"face down: {count_word(count, 'en')} (unseen)" in mine


def test_japanese_render_has_no_ascii_space_and_full_width_colons() -> None:
    text = _played(14).render("ja")
    assert " " not in text
    assert "ラウンド" in text and "：" in text and ":" not in text.replace("count", "")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_render_label_has_words_in_every_language(lang: str) -> None:
    labels = [k for k in i18n.templates() if k.startswith("tq.render.")]
    assert len(labels) > 20
    for key in labels:
        assert i18n.templates()[key][lang].strip(), (key, lang)
