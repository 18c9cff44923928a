"""The words every game shares (wolfpack.core.words): singular or plural is CLDR's choice,
made by the core catalogue's plural selectors (``core/locales/<lang>/terms.ftl``) or by the
count's CLDR plural category, never by a test written in the code."""

from __future__ import annotations

from pathlib import Path

import pytest

import wolfpack.core.words as words
from wolfpack.bots.texts import points_word as amount_word
from wolfpack.core import i18n

WOLVES = (("card", "cards"), ("Wolf", "Wölfe"), "{}枚")


@pytest.mark.parametrize(
    ("n", "lang", "expected"),
    [
        (1, "en", "1 point"),
        (-1, "en", "-1 point"),
        (0, "en", "0 points"),
        (3, "en", "3 points"),
        (1, "de", "1 Punkt"),
        (-2, "de", "-2 Punkte"),
        (12, "de", "12 Punkte"),
        (1, "ja", "1点"),
        (-3, "ja", "-3点"),
    ],
)
def test_points_come_from_the_core_catalogue(n: int, lang: str, expected: str) -> None:
    assert words.points_word(n, lang) == expected
    assert i18n.render("core.points", {"n": n}, lang) == expected


def test_the_core_catalogue_picks_the_noun_by_a_plural_selector() -> None:
    source = i18n.templates()["core.points"]
    for lang in ("en", "de"):
        assert "[one]" in source[lang] and "*[other]" in source[lang], lang


@pytest.mark.parametrize(
    ("value", "lang", "expected"),
    [
        (1, "en", "1 point"),
        (1.04, "en", "1 point"),
        (-2.54, "en", "2.5 points"),
        (0.2, "de", "0,2 Punkte"),
        (1.0, "de", "1 Punkt"),
        (13.5, "de", "13,5 Punkte"),
        (2.7, "ja", "2.7点"),
    ],
)
def test_an_amount_of_points_is_written_as_the_language_writes_numbers(
    value: float, lang: str, expected: str
) -> None:
    assert amount_word(value, lang) == expected


@pytest.mark.parametrize(
    ("n", "lang", "expected"),
    [
        (0, "en", "0 cards"),
        (1, "en", "1 card"),
        (2, "en", "2 cards"),
        (1, "de", "1 Wolf"),
        (13, "de", "13 Wölfe"),
        (1, "ja", "1枚"),
    ],
)
def test_a_noun_given_in_both_forms_follows_the_count_s_cldr_category(
    n: int, lang: str, expected: str
) -> None:
    assert words.number_of(n, lang, *WOLVES) == expected
    assert words.plural_category(n, lang) == ("one" if n == 1 and lang != "ja" else "other")


def test_the_shared_words_hold_no_singular_test_of_their_own() -> None:
    source = Path(words.__file__).read_text(encoding="utf-8")
    body = source.split("def points_word", 1)[1].split("def by_count", 1)[0]
    assert "== 1" not in body and "abs(" not in body


@pytest.mark.parametrize(
    ("lang", "texts"),
    [
        ("en", ["no moves yet", "1 move.", "12 moves."]),
        ("de", ["noch kein Zug", "1 Zug.", "12 Züge."]),
        ("ja", ["まだ手はありません", "1手。", "12手。"]),
    ],
)
def test_a_count_the_board_says_picks_its_words_by_plural_selector(
    lang: str, texts: list[str]
) -> None:
    for moves, expected in zip((0, 1, 12), texts, strict=True):
        assert expected in i18n.render("ui.loaded", {"moves": moves}, lang)
