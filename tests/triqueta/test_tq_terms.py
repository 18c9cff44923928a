"""Triqueta's term words come from its Fluent terms (locales/<lang>/terms.ftl): every tile
has the forms its language needs, the formatters read them, and a count picks its words by
a selector."""

from __future__ import annotations

from pathlib import Path

import pytest

from wolfpack.core import i18n
from wolfpack.core.term_words import TermWords, read_terms
from wolfpack.triqueta import terms
from wolfpack.triqueta.components import ANIMALS, TILE_CODES

FORMS = {"en": {"plural", "indef"}, "de": {"plural", "acc-def", "acc-indef"}, "ja": set()}
"""The forms of a tile each language's grammar needs (Japanese: the word alone)."""


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_tile_and_animal_has_its_forms_in_every_language(lang: str) -> None:
    found = {
        t.id.name: {a.id.name for a in t.attributes} for t in read_terms(terms.WORDS.path(lang))
    }
    for code in {*TILE_CODES.values(), *ANIMALS}:
        assert found.get(f"tq-tile-{code}") == FORMS[lang], (code, lang)


def test_the_formatters_read_the_catalogue() -> None:
    assert terms.a_tile_word("hare", "de") == "einen Hasen"
    assert terms.a_tile_word("shadow-bear", "de") == "einen Schatten-Bären"
    assert terms.a_tile_word("owl", "en") == "an owl"
    assert terms.a_tile_word("shadow-owl", "en") == "a shadow owl"
    assert terms.tiles_acc_word(["owl", "ram", "ram"], "de") == "die Eule und die 2 Widder"
    assert terms.tiles_acc_word(["boar"], "de") == "das Wildschwein"
    assert terms.row_word(["owl", "ram", "ram"], "ja") == "フクロウとヒツジ2枚"
    assert terms.row_word([], "de") == "leer"
    assert terms.tiles_word([], "ja") == "なし"
    assert terms.animals_word("wolf", "de") == "Wölfe"
    assert terms.moves_word(["place 0", "keep", "box"], "ja") == (
        "列1に置く、裏向きで手元に置く、または箱に戻すこと"
    )
    assert terms.moves_word(["keep"], "de") == "verdeckt vor dir ablegen"
    assert terms.scores_word([5, 3], "ja") == "プレイヤー1：5、プレイヤー2：3"


@pytest.mark.parametrize(
    ("formatter", "n", "lang", "words"),
    [
        (terms.count_word, 1, "de", "1 Tierstein"),
        (terms.count_word, 3, "de", "3 Tiersteine"),
        (terms.count_word, 0, "en", "0 tiles"),
        (terms.trees_word, 1, "de", "1 Baumplättchen"),
        (terms.lights_word, 0, "de", "keinen verdeckten hellen Tierstein"),
        (terms.lights_word, 1, "de", "einen verdeckten hellen Tierstein"),
        (terms.lights_word, 2, "de", "2 verdeckte helle Tiersteine"),
        (
            terms.leftover_word,
            1,
            "de",
            "Der letzte Tierstein im Turm verlässt ungesehen das Spiel.",
        ),
        (terms.shadow_part_word, 0, "en", ""),
        (terms.shadow_part_word, 2, "en", " (2 of them shadow tiles)"),
        (terms.shadow_part_word, 1, "ja", "（うち影1枚）"),
        (terms.loss_word, 0, "de", "ihn zu werten, brächte nichts"),
        (terms.loss_word, 1, "de", "ihn zu werten, würde 1 Punkt kosten"),
        (terms.loss_word, 10, "ja", "数えると10点減ります"),
    ],
)
def test_a_count_picks_its_words(
    formatter: i18n.TermFormatter, n: int, lang: str, words: str
) -> None:
    assert formatter(n, lang) == words


def test_term_words_fall_back_to_the_value_and_name_what_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "somewords"
    (package / "locales" / "de").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "locales" / "de" / "terms.ftl").write_text(
        "-xx-stone = Stein\n    .acc-def = den Stein\n"
        "-xx-left =\n    { $n ->\n        [0] Kein Stein ist übrig.\n"
        "       *[other] { $n } Steine sind übrig.\n    }\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    words = TermWords("somewords")
    assert words("xx-stone", "de", "acc-def") == "den Stein"
    assert words("xx-stone", "de", "plural") == "Stein"  # no such form in this language
    assert words("xx-left", "de", n=0) == "Kein Stein ist übrig."
    assert words("xx-left", "de", n=3) == "3 Steine sind übrig."
    with pytest.raises(KeyError, match="-xx-pebble"):
        words("xx-pebble", "de")
    with pytest.raises(ValueError, match="-xx-left"):
        words("xx-left", "de")  # its selector needs $n
