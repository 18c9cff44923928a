"""Rule catalogue, messages in three languages, coverage of every TQ id, and the bots."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wolfpack.bots import RandomBot
from wolfpack.bots.random_bot import play_out
from wolfpack.cli import main
from wolfpack.core import i18n
from wolfpack.core.coverage import coverage
from wolfpack.core.errors import RecordError
from wolfpack.core.i18n import domain
from wolfpack.core.rules import all_rules
from wolfpack.triqueta import Triqueta

TEXTS = domain("wolfpack.triqueta", "messages")


TESTS = Path(__file__).parent.parent

TRIQUETA_IDS = (
    [f"TQ-C{i}" for i in range(1, 4)]
    + [f"TQ-S{i}" for i in range(1, 4)]
    + [f"TQ-T{i}" for i in range(1, 7)]
    + [f"TQ-V{i}" for i in range(1, 3)]
    + [f"TQ-E{i}" for i in range(1, 4)]
    + [f"TQ-H{i}" for i in range(1, 4)]
)


def test_tq_catalogue_has_exactly_the_spec_ids_in_three_languages() -> None:
    rules = all_rules("triqueta")
    assert [r.id for r in rules] == TRIQUETA_IDS
    for rule in rules:
        assert rule.languages() == ["en", "de", "ja"], rule.id
        assert rule.describe("ja").startswith(rule.id)


def test_tq_messages_have_the_same_fields_in_every_language() -> None:
    for key, by_lang in TEXTS.items():
        assert key.startswith("tq.")
        fields = {lang: i18n.template_fields(by_lang[lang]) for lang in i18n.LANGUAGES}
        assert fields["en"] == fields["de"] == fields["ja"], key
        cited = by_lang["rules"].split()
        assert cited and all(c in TRIQUETA_IDS for c in cited), key


def test_tq_every_rule_is_cited_by_a_message() -> None:
    for rule_id in TRIQUETA_IDS:
        assert i18n.messages_citing(rule_id), rule_id


def test_tq_every_rule_is_implemented_explained_and_tested() -> None:
    rows = coverage("TQ", TESTS)
    assert [r.id for r in rows] == TRIQUETA_IDS
    missing = [r.id for r in rows if not r.complete]
    assert not missing
    for row in rows:
        assert all(re.match(r"wolfpack\.triqueta\.[\w.]+:", w) for w in row.implemented_in)


def test_tq_coverage_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--coverage", "--game", "triqueta", "--tests", str(TESTS)]) == 0
    out = capsys.readouterr().out
    for rule_id in TRIQUETA_IDS:
        assert re.search(rf"^{rule_id}\s+ok ", out, re.M), rule_id


def test_tq_every_explanation_renders_in_every_language() -> None:
    g = Triqueta(players=2, hidden_wolves=True, seed=12)
    bot = RandomBot(4)
    seen: set[str] = set()
    while not g.is_over:
        for m in g.legal_moves():
            for lang in i18n.LANGUAGES:
                assert m.explanation.text(lang)
            seen.add(m.explanation.key)
        for lang in i18n.LANGUAGES:
            assert g.explain("howl").text(lang)
        for e in g.play(bot.choose(g)):
            for lang in i18n.LANGUAGES:
                assert e.text(lang)
            seen.add(e.key)
    assert {"tq.why.draw2", "tq.ev.round_end", "tq.ev.tower"} <= seen


def test_tq_s2_record_needs_exactly_one_tower_without_tree() -> None:
    rec = Triqueta(players=3, hidden_wolves=False, seed=1).to_record()
    rec["setup"]["towers"][0]["tree"] = True
    with pytest.raises(RecordError) as err:
        Triqueta.from_record(rec)
    assert err.value.field == "setup.towers" and "TQ-S2" in err.value.message


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("hidden", [False, True])
def test_tq_t5_random_bots_play_complete_games(players: int, hidden: bool) -> None:
    for seed in range(2):
        g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
        play_out(g, [RandomBot(seed * 10 + p) for p in range(players)])
        assert g.is_over and g.state.rnd == 3 and g.winners
        replay = Triqueta.from_record(g.to_record())
        assert replay.state == g.state


def _tq(key: str, lang: str, **params: object) -> str:
    return i18n.render(key, params, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_tq_counting_reason_says_what_to_choose_in_words(lang: str) -> None:
    # the board shows it on every element dimmed at the final counting step (TQ-E1)
    for n in range(3):
        text = _tq("tq.no.expect_count", lang, player=2, n=n)
        assert "'" not in text and "count 0" not in text and "none'" not in text, text


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_tq_triqueta_names_its_shadow_tiles_only_when_there_are_some(lang: str) -> None:
    none = _tq("tq.score.triqueta", lang, player=1, animal="bear", shadow=0, points=8)
    assert "(" not in none and "（" not in none and "0" not in none.replace("10", ""), none
    some = _tq("tq.score.triqueta", lang, player=1, animal="wolf", shadow=2, points=11)
    assert "2" in some and ("(" in some or "（" in some), some


def test_tq_counting_choice_reads_right_when_a_list_is_empty() -> None:
    assert _tq("tq.why.count", "en", tiles=["owl"], boxed=[], points=5) == (
        "Of your face-down light tiles, count the owl and return none to the box: your sets "
        "then score 5 points."
    )
    assert _tq("tq.why.count", "de", tiles=[], boxed=["owl", "ram"], points=-3) == (
        "Deine Wahl: keinen verdeckten Tierstein werten und die Eule und den Widder ungesehen "
        "in die Schachtel zurücklegen; deine Sätze bringen dann -3 Punkte."
    )
    assert _tq("tq.why.count", "ja", tiles=["owl"], boxed=[], points=5) == (
        "裏向きの通常タイルは、フクロウを数えることにし、箱には何も戻しません。"
        "セットの得点は5点になります。"
    )
    for key, params in (
        ("tq.why.count", {"tiles": [], "boxed": ["ram"], "points": 1}),
        ("tq.why.count", {"tiles": ["ram"], "boxed": [], "points": 1}),
        ("tq.best", {"player": 0, "tiles": [], "points": 1}),
        ("tq.hint.count", {"tiles": []}),
    ):
        ja = i18n.render(key, params, "ja")
        assert "なし" not in ja, ja
        assert "nichts" not in i18n.render(key, params, "de")


def test_tq_german_tiles_are_tiersteine_as_in_the_published_rules() -> None:
    # Hidden Wolves calls them (helle / Schatten-) Tiersteine; only the tree tiles are Plättchen
    BOARD_TEXTS = {**domain("wolfpack.triqueta", "board"), **domain("wolfpack.triqueta", "coach")}

    for key, by_lang in {**TEXTS, **BOARD_TEXTS}.items():
        assert "Plättchen" not in by_lang["de"].replace("Baumplättchen", ""), key


def test_a_drawn_tiles_options_count_rows_from_1_as_the_board_does() -> None:
    from wolfpack.triqueta.terms import moves_word

    assert moves_word(["place 0", "place 2", "keep"], "en") == (
        "lay it in row 1, lay it in row 3 or keep it face down"
    )
    assert moves_word(["place 0"], "de") == "an Tierreihe 1 anlegen"
    assert moves_word(["place 1", "keep"], "ja") == "列2に置く、または裏向きで手元に置くこと"


@pytest.mark.parametrize(
    ("key", "params", "lang", "text"),
    [
        (
            "tq.why.take",
            {"row": 0, "tiles": [], "count": 0},
            "de",
            "Nimm die leere Tierreihe 1: Du bekommst keinen Tierstein; ihr Marker",
        ),
        (
            "tq.why.take",
            {"row": 0, "tiles": [], "count": 0},
            "ja",
            "空の列1を取ります（タイルはもらえません）。",
        ),
        (
            "tq.why.take",
            {"row": 1, "tiles": ["owl", "ram", "ram"], "count": 3},
            "de",
            "Nimm Tierreihe 2 mit allem, was darin liegt (Eule und 2 Widder); ",
        ),
        (
            "tq.why.take_last",
            {"row": 1, "tiles": [], "count": 0},
            "en",
            "the empty row 2 (you get no tile)",
        ),
        (
            "tq.no.count_index",
            {"player": 0, "held": 1},
            "de",
            "Eingabe 'count 0' (der erste hat die Nummer 0)",
        ),
        (
            "tq.no.count_index",
            {"player": 0, "held": 2},
            "ja",
            "（入力例：'count 0 1'、最初の1枚が0番）",
        ),
        (
            "tq.intro",
            {"towers": 4, "tower": 0, "rows": 2, "player": 1},
            "de",
            "Es gibt 2 Tierreihen, eine pro Spieler,",
        ),
    ],
)
def test_tq_counted_texts_third_reading(
    key: str, params: dict[str, object], lang: str, text: str
) -> None:
    assert text in i18n.render(key, params, lang)


def test_tq_taking_an_empty_row_is_explained_as_empty() -> None:
    g = Triqueta(players=3, seed=3)
    take = next(m for m in g.legal_notations() if m.startswith("take"))
    why = g.explain(take)
    assert why.key == "tq.why.take" and why.params["count"] == 0
    assert why.text("de", cite=False).startswith("Nimm die leere Tierreihe 1: Du bekommst keinen")
