"""The game-agnostic core: seeded randomness, languages, explanations, rule registry."""

from __future__ import annotations

import json

import pytest

import wolfpack
from wolfpack.core import i18n
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.rng import SeededRandom


def test_seeded_random_is_a_fixed_sequence() -> None:
    """SplitMix64 reference values: a seed means the same deal on every platform."""
    r = SeededRandom(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_seeded_random_helpers_are_uniform_and_reproducible() -> None:
    r = SeededRandom(42)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.randbelow(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    a, b = list(range(30)), list(range(30))
    SeededRandom(9).shuffle(a)
    SeededRandom(9).shuffle(b)
    assert a == b and sorted(a) == list(range(30)) and a != list(range(30))
    with pytest.raises(ValueError):
        r.randbelow(0)
    state = r.getstate()
    x = r.random()
    r.setstate(state)
    assert r.random() == x and 0 <= x < 1


def test_language_is_global_and_per_call() -> None:
    e = msg("lw.no.not_in_hand", card="r4")
    assert e.rules == ("LW-T1", "LW-H1")
    assert e.text("en") == "You do not hold the Red 4. (LW-T1, LW-H1)"
    assert "roten 4er-Wolf" in e.text("de")
    assert "赤の4" in e.text("ja")
    try:
        wolfpack.set_language("de")
        assert wolfpack.get_language() == "de"
        assert str(e).startswith("Du hast den roten 4er-Wolf")
        assert e.text("en").startswith("You do not hold")
    finally:
        wolfpack.set_language("en")
    with pytest.raises(ValueError):
        wolfpack.set_language("fr")


def test_rule_ids_are_placed_as_each_language_places_a_reference() -> None:
    note = msg("lw.note.would_win", other="k4")
    e = msg("lw.no.not_in_hand", (note,), card="r4")
    en, de, ja = (e.text(lang) for lang in ("en", "de", "ja"))
    assert en.startswith("You do not hold the Red 4. (LW-T1, LW-H1) ")
    assert de.startswith("Du hast den roten 4er-Wolf nicht") and ". (LW-T1, LW-H1) " in de
    # Japanese: the ids in full-width brackets before 「。」, and no space after it
    first = ja.split("。")[0]
    assert first.endswith("（LW-T1、LW-H1）") and "(LW-" not in ja and " " not in ja
    assert ja.endswith("（LW-T5）。") and ja.count("。") == 2
    assert e.text("ja", cite=False) == "".join(
        msg(m.key, **m.params).text("ja", cite=False, notes=False) for m in (e, note)
    )


def test_explanations_are_json_ready() -> None:
    e = msg("lw.why.lead", (msg("lw.note.trump", suit="g"),), card="g6", territory="swamp", count=2)
    data = json.loads(json.dumps(e.to_json()))
    assert data["key"] == "lw.why.lead"
    assert data["rules"] == ["LW-T1", "LW-T3"]
    assert data["notes"][0]["params"] == {"suit": "g"}
    assert e.cites("LW-T5") and not e.cites("LW-E1")
    assert isinstance(e, Explanation)


def test_every_message_exists_in_every_language_with_the_same_fields() -> None:
    for key, by_lang in i18n.templates().items():
        fields = {lang: i18n.template_fields(text) for lang, text in by_lang.items()}
        assert fields["de"] == fields["en"] == fields["ja"], key
        for lang in i18n.LANGUAGES:
            assert by_lang[lang].strip(), (key, lang)


def test_registering_a_message_without_all_languages_is_refused() -> None:
    with pytest.raises(ValueError, match="ja"):
        i18n.register_templates({"x.y": {"en": "a", "de": "b"}})


def test_listeners_hear_every_change_until_removed() -> None:
    game = wolfpack.LoneWolves(seed=4)
    heard: list[str] = []
    game.add_listener(heard.append)
    game.play(game.legal_moves()[0])
    game.undo()
    game.redo()
    game.remove_listener(heard.append)
    game.undo()
    assert heard == ["play", "undo", "redo"]


def test_a_failing_listener_does_not_break_the_game() -> None:
    game = wolfpack.LoneWolves(seed=4)

    def broken(kind: str) -> None:
        raise RuntimeError(kind)

    game.add_listener(broken)
    with pytest.warns(UserWarning, match="listener failed after play"):
        game.play(game.legal_moves()[0])
    assert len(game.moves) == 1
