"""The words learners read in The Wolves: no working notes, action names that read as
names in a sentence, the rulebook's words, and hints whose every sentence ends."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fluent.syntax import ast as ftl

from wolfpack.core import catalog, i18n
from wolfpack.core.i18n import domain

BOT_TEXTS = domain("wolfpack.bots", "coach")
BOARD_TEXTS = {**domain("wolfpack.the_wolves", "board"), **domain("wolfpack.the_wolves", "coach")}
TEXTS = domain("wolfpack.the_wolves", "messages")


ALL = {**TEXTS, **BOARD_TEXTS}


def _tw(key: str, lang: str, **params: Any) -> str:
    return i18n.render(key, params, lang)


def test_no_working_note_reaches_a_learner() -> None:
    for key, by_lang in ALL.items():
        for lang in i18n.LANGUAGES:
            text = by_lang[lang]
            assert not re.search(r"ASSUMED|ANGENOMMEN|仮定", text), (key, lang, text)


@pytest.mark.parametrize("action", ["move", "den", "lair", "howl", "dominate"])
def test_an_action_name_reads_as_a_name_in_a_sentence(action: str) -> None:
    en = _tw("tw.no.kind_unpaid", "en", action=action, terrains=["forest"], cost=2, bonus=0)
    assert en.startswith("The action “"), en
    de = _tw("tw.no.kind_unpaid", "de", action=action, terrains=["forest"], cost=2, bonus=0)
    assert de.startswith("Die Aktion „"), de
    text = _tw(
        "tw.no.unpaid", "en", hex="8,9", terrain="rock", tiles=0, bonus=0, action=action, cost=2
    )
    assert "but the action “" in text
    assert "for the action “" in _tw("tw.hint.best.at", "en", action=action, hex="8,9")
    assert "die Aktion „" in _tw("tw.wait.target", "de", player=0, action=action)


def test_german_calendar_sentence_starts_with_the_piece() -> None:
    assert _tw("tw.ev.calendar", "de", what="lone", date=1) == (
        "Der einsame Wolf kommt auf Datum 1 des Mondkalenders."
    )
    assert _tw("tw.ev.calendar", "en", what="den", date=2) == (
        "The den goes on date 2 of the moon calendar."
    )


def test_japanese_uses_one_word_for_howl_and_names_the_lair_action() -> None:
    for key, by_lang in ALL.items():
        assert "咆哮" not in by_lang["ja"], key
        assert "手番目" not in by_lang["ja"], key
    assert "遠吠え範囲" in _tw("tw.no.none_howl", "ja", range=2)
    assert _tw("tw.ev.choose", "ja", player=0, action="lair") == (
        "プレイヤー1はアクション「棲家に改良」を選びました。"
    )
    assert _tw("tw.ev.turn", "ja", turn=3, player=0, tokens=0).startswith("第3手番：")


def _endings(source: str) -> list[str]:
    """How each variant of a message's Fluent source ends (a selector at the end gives one
    ending per variant)."""
    entry = catalog.parse(f"m =\n    {source.strip()}\n").body[0]
    assert isinstance(entry, ftl.Message) and entry.value is not None, source

    def ends(pattern: ftl.Pattern) -> list[str]:
        last = pattern.elements[-1]
        if isinstance(last, ftl.Placeable) and isinstance(last.expression, ftl.SelectExpression):
            return [e for v in last.expression.variants for e in ends(v.value)]
        return [last.value if isinstance(last, ftl.TextElement) else "}"]

    return ends(entry.value)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_hint_sentence_ends_with_punctuation(lang: str) -> None:
    hints = {k: v for k, v in {**BOARD_TEXTS, **BOT_TEXTS}.items() if ".hint." in k}
    assert len(hints) > 10
    for key, by_lang in hints.items():
        for end in _endings(by_lang[lang]):
            assert end.rstrip().endswith((".", "。", "!", "！")), (key, lang, end)


def test_term_words_come_from_the_catalogue_with_cases_and_counts() -> None:
    """The term kinds read ``locales/<lang>/terms.ftl``: German pieces carry their article in
    each case as attributes, counts are selectors, and Japanese says none in words (never
    「0個」 or 「0匹」)."""
    from wolfpack.the_wolves import terms

    for piece in ("alpha", "pack", "den", "lair", "lone"):
        assert {"nom", "acc", "dat", "cap"} <= set(terms.WORDS.forms(f"tw-piece-{piece}", "de"))
    assert terms.kind_dat("lair", "de") == "der Höhle"
    assert terms.kind_acc("lone", "de") == "den einsamen Wolf"
    assert terms.kind_acc("lone", "en") == "lone wolf"  # no case form: the plain word
    assert terms.prey_a_word("raccoon", "de") == "einen Waschbären"
    assert terms.of_word(5, "de") == "des neutralen Rudels"
    assert terms.tiles_held_word(0, "ja") == "なく"
    assert [terms.actions_word(n, "de") for n in (0, 1, 2)] == [
        "keine Aktion",
        "1 Aktion",
        "2 Aktionen",
    ]
    assert terms.alpha_group_word(1, "ja") == "アルファウルフ"
    held = ("twbonus", "twatokens", "twalphas", "twactions", "twtiles_held", "twbonus_held")
    for kind in (*held, "twbonus_has", "twbonus_left", "twalpha_group", "twpack_group"):
        for value in terms.DOMAINS[kind]:
            word = terms.TERMS[kind](value, "ja")
            assert not re.search(r"(?<![\d,])0(個|匹|回|枚)", word), (kind, value, word)
    assert terms.PATTERNS["twhex"] == {"en": "hex {}", "de": "Feld {}", "ja": "ヘクス{}"}
