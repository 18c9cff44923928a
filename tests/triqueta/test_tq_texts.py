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
from wolfpack.core.rules import all_rules
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.texts import TEXTS

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
