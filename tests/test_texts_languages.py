"""Every text of every game, of the tutorials and of the bots, rendered in English, German and
Japanese with representative arguments: no template or term form is missing, no placeholder
is left, no "(s)"-style plural is written, no English word is left in a German or Japanese
sentence, German nouns carry the right article and case, and counts agree in number.

Each field of a template takes every value of its term kind's ``DOMAINS`` (or, for kinds
without one and for plain fields, a few representative values, counts 0, 1, 2 and 5), one
field at a time while the others keep their first value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from wolfpack.core import i18n
from wolfpack.core.i18n import domain
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules

COUNTS = [0, 1, 2, 5]

KIND_SAMPLES: dict[str, list[Any]] = {
    # The Wolves: lists and open-ended values
    "twhex": ["8,9", "12,10"],
    "twhex_cap": ["8,9"],
    "twhexes": [["8,9"], ["8,9", "9,9"], ["8,9", "9,9", "10,9"]],
    "twregion": ["8,9"],
    "twdist": COUNTS,
    "twsteps": COUNTS,
    "twterrains": [["grass"], ["forest", "rock"], ["forest", "rock", "tundra"]],
    "twplayers": [[0, 2], [1, 5], [0, 1, 5]],
    "twplayers_cap": [[0, 2], [1, 5], [0, 1, 5]],
    "twpay": [["home"], ["grass>rock"], ["bonus"], ["home", "grass>rock", "bonus"]],
    "twpay_dat": [["home"], ["desert>forest"], ["bonus"], ["home", "tundra>desert", "bonus"]],
    # Triqueta: lists and open-ended values
    "tq_moves": [["place 0"], ["place 0", "keep", "box"]],
    "tq_tiles": [[], ["owl"], ["owl", "ram", "shadow-wolf"]],
    "tq_row": [[], ["owl"], ["owl", "ram", "ram"], ["hare", "bear"]],
    "tq_take": [[], ["owl"], ["owl", "ram", "ram"]],
    "tq_tiles_acc": [
        [],
        ["owl"],
        ["hare", "bear"],
        ["boar", "shadow-wolf", "shadow-wolf", "shadow-hare"],
        ["ram", "deer"],
    ],
    "tq_kinds": [["light"], ["light", "shadow"], ["shadow", "shadow"]],
    "tq_players": [[0, 2], [0, 1, 3]],
    "tq_scores": [[5, 3], [11, 3, 11, 4]],
    "tq_points": [0, 1, 2, 5, -1, -2],
    "tq_loss": COUNTS,
    "tq_count_do": [[], ["owl"], ["hare", "bear"], ["ram", "ram"]],
    "tq_box_do": [[], ["owl"], ["hare", "bear"], ["ram", "ram"]],
    "tq_shadow_part": [0, 1, 2, 3],
    # Hints: amounts of points and chances in words
    "points_amount": [0.2, 1, 2.7, 13.5],
    "chance": [0.0, 0.03, 0.25, 0.5, 0.74, 0.97, 1.0],
    "chance_past": [0.0, 0.03, 0.25, 0.5, 0.74, 0.97, 1.0],
    # the tutorials: a Lone Wolves move in words
    "lw_move": ["play g6 cave", "take 0", "place swamp", "place cave+desert", "reveal 1"],
    "lw_line": [("play r2 desert",), ("play r2 desert", "play r5 desert", "take 0")],
    "seconds": [0.02, 0.19, 1.5],
    # every game: a 0-based index shown counted from 1
    "nth": [0, 1, 4],
}
"""Representative values of the kinds whose values are not all listed in ``DOMAINS``."""

PLAIN_SAMPLES: dict[str, list[Any]] = {
    "text": ["blah"],
    "move": ["play g6 cave", "move"],
    "moves": ["'play g6 cave', 'play k7 swamp'"],
    "line": ["'play g6 cave'; 'play k7 swamp'"],
    "answer": ["3"],
    "expected": ["5"],
    "margin": ["+3", "+3.5", "-1"],
    "gain": ["+1", "-2", "+0.5"],
    "ci": ["1.2"],
    "seconds": ["0.25"],
    "best": ["+4"],
    "result": ["win", "loss", "level"],
    "best_result": ["win", "loss", "level"],
    "hex": ["8,9"],
    "example": ["at 7,11"],
}
"""Representative values of plain fields (``{name}``) that are not counts."""

TABLE_KEYS: set[str] = {
    *(key for info in games() for key in info.catalogue().sources),
    *domain("wolfpack.tutorial", "tutorial"),
    *domain("wolfpack.bots", "coach"),
}
"""Every message id of the games' tables, the tutorial table and the bots' table."""


def _domains() -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for info in games():
        for kind, values in info.term_domains().items():
            out.setdefault(kind, [])
            out[kind] += [v for v in values if v not in out[kind]]
    return out


DOMAINS = _domains()


def _values(name: str, kind: str) -> list[Any]:
    if kind:
        if kind in KIND_SAMPLES:
            return KIND_SAMPLES[kind]
        if kind == "suit":  # None is the board's "no trump"; messages always name a suit
            return [s for s in DOMAINS[kind] if s is not None]
        if kind in DOMAINS:
            return list(DOMAINS[kind])
        raise AssertionError(f"term kind {kind!r} has neither a DOMAINS entry nor samples")
    return PLAIN_SAMPLES.get(name, COUNTS)


def _fields(key: str) -> set[tuple[str, str]]:
    return i18n.template_fields(i18n.templates()[key]["en"])


def renderings(key: str) -> Iterator[tuple[dict[str, Any], str, str]]:
    """``(params, language, text)`` for every value of every field of message ``key``."""
    fields = sorted(_fields(key))
    by_name: dict[str, list[Any]] = {}
    for name, kind in fields:
        vals = _values(name, kind)
        # a field used with two kinds takes the values both kinds accept
        by_name[name] = [v for v in by_name[name] if v in vals] if name in by_name else vals
    base = {name: vals[0] for name, vals in by_name.items()}
    variants = [dict(base)]
    for name, vals in by_name.items():
        variants += [{**base, name: v} for v in vals[1:]]
    for params in variants:
        for lang in i18n.LANGUAGES:
            yield params, lang, i18n.render(key, params, lang)


def _all() -> list[tuple[str, dict[str, Any], str, str]]:
    return [(key, p, lang, text) for key in sorted(TABLE_KEYS) for p, lang, text in renderings(key)]


ALL = _all()


def _by_lang(lang: str) -> list[tuple[str, dict[str, Any], str]]:
    return [(key, p, text) for key, p, lg, text in ALL if lg == lang]


# -- checks ---------------------------------------------------------------------------------

PLURAL_HACK = re.compile(r"[A-Za-zÄÖÜäöüß]\((?:s|e|er|n|en|es)\)")

NOTATION = re.compile(r"'[^']*'|<[^>]*>|\S*>\S*")
"""Quoted input notation, ``<hex>`` placeholders and payments like ``grass>rock``."""

NOTATION_WORDS = {
    # The Wolves' unquoted input words, shown as what to type
    "move",
    "den",
    "lair",
    "howl",
    "dominate",
    "end",
    "to",
    "at",
    "pack",
    "alpha",
    "pay",
    "home",
    "bonus",
    "done",
    "displace",
    "track",
    "spread",
    "speed",
    "range",
    "place",
}

ENGLISH_WORDS = re.compile(
    r"(?<![A-Za-z])(the|of|and|with|is|are|player|players|tile|tiles|card|cards|point|"
    r"points|none|nothing|trump|scar|scars|swamp|volcano|cave|desert|forest|grass|rock|"
    r"hare|owl|deer|boar|ram|bear|black|brown|green|white|red|face-down|face-up|shadow|"
    r"light|row|stack|tower|round|turn|hex|token|moon)(?![A-Za-z])",
    re.IGNORECASE,
)


def _without_notation(text: str) -> str:
    text = NOTATION.sub(" ", text)
    return " ".join(w for w in text.split() if w.strip(".,:;()") not in NOTATION_WORDS)


def test_every_table_message_is_registered_in_three_languages() -> None:
    templates = i18n.templates()
    assert len(TABLE_KEYS) > 280
    for key in TABLE_KEYS:
        assert key in templates, key
        for lang in i18n.LANGUAGES:
            assert templates[key][lang].strip(), (key, lang)


def test_every_term_kind_is_registered_and_renders_its_whole_domain() -> None:
    for key in TABLE_KEYS:
        for _name, kind in _fields(key):
            if kind:
                assert i18n.term_formatter(kind) is not None, (key, kind)
    for kind, values in DOMAINS.items():
        fmt = i18n.term_formatter(kind)
        assert fmt is not None, kind
        for v in values:
            for lang in i18n.LANGUAGES:
                word = fmt(v, lang)
                assert word.strip() and "{" not in word, (kind, v, lang)


def test_every_lone_wolves_kind_is_listed_in_its_domains() -> None:
    """Every kind a Lone Wolves or tutorial message uses is the game's (its words travel
    in the board's catalog) or a shared one (rendered in Python for the board)."""
    lw = next(info for info in games() if info.id == "lone-wolves")
    assert set(lw.term_words()) == set(lw.term_domains())
    shared = set(i18n.shared_terms()[0]) | set(i18n.shared_terms()[1])
    for key in {*lw.catalogue().sources, *domain("wolfpack.tutorial", "tutorial")}:
        for _name, kind in _fields(key):
            assert not kind or kind in lw.term_domains() or kind in shared, (key, kind)


def test_the_sample_covers_many_renderings() -> None:
    assert len({key for key, *_ in ALL}) == len(TABLE_KEYS)
    assert len(ALL) > 10_000


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_placeholder_is_left_and_no_plural_is_written_with_brackets(lang: str) -> None:
    for key, params, text in _by_lang(lang):
        assert text.strip(), (key, params)
        assert "{" not in text and "}" not in text, (key, params, text)
        assert not re.search(r"(?<!^)(?<![.!?] )\bNone\b", text), (key, params, text)
        assert not PLURAL_HACK.search(text), (key, params, text)


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_no_english_word_is_left_in_german_or_japanese(lang: str) -> None:
    for key, params, text in _by_lang(lang):
        found = ENGLISH_WORDS.findall(_without_notation(text))
        assert not found, (key, params, text, found)


def test_german_sentences_and_english_sentences_start_with_a_capital() -> None:
    start = re.compile(r"(?:^|(?<!\d)[.!?] )([a-zäöü])")  # "2." is an ordinal
    for key, params, lang, text in ALL:
        # moves, board elements in words and the board's own labels are not sentences
        words = (".move.", ".element.", ".label.")
        if lang != "ja" and not any(part in key for part in words):
            assert not start.search(text), (key, params, lang, text)


GERMAN_GENDER = {
    # noun: gender (m, f, n)
    "Sumpf": "m",
    "Vulkan": "m",
    "Höhle": "f",
    "Wüste": "f",
    "Tundra": "f",
    "Alphawolf": "m",
    "Rudelwolf": "m",
    "Bau": "m",
    "Hase": "m",
    "Eule": "f",
    "Hirsch": "m",
    "Wildschwein": "n",
    "Bär": "m",
    "Tierstein": "m",
    "Narbe": "f",
    "Gebietsplättchen": "n",
}
WRONG_ARTICLES = {"m": ("die", "das"), "f": ("den", "dem", "des", "das"), "n": ("die", "den")}


def _german_errors(text: str) -> list[str]:
    errors = []
    for noun, gender in GERMAN_GENDER.items():
        for article in WRONG_ARTICLES[gender]:
            if re.search(rf"\b{article} {noun}\b(?![-\w])", text):
                errors.append(f"{article} {noun}")
    patterns = [
        # a masculine territory after a preposition that takes the dative or accusative
        r"\b(in|aus|von|mit|an|auf|über|gegen) der (Sumpf|Vulkan)\b",
        r"\b(aus|von|mit|über) den (Sumpf|Vulkan)\b",
        # contractions a German teacher would write: im, vom, zum, am
        r"\b(in|von|zu|an) dem [A-ZÄÖÜ]",
        # weak nouns in the accusative or dative
        r"\b(den|dem|einen|einem) (Schatten-)?(Hase|Bär|Waschbär)\b(?!n)",
        # number agreement
        r"(?<![\d,.-])1 (Punkte|Aktionen|Alphawölfe|Wölfe|Schritte|Felder|Tiersteine|"
        r"Rudelfelder|Narben)\b",
        r"(?<![\d,.])(0|[2-9]|\d\d+) (Punkt|Aktion|Schritt|Tierstein|Rudelfeld|Narbe)\b(?![-\w])",
        # the neutral pack after "von"
        r"\bvon das\b",
        # suits are adjectives before a card
        r"\b(der|die|den|dem) (Schwarz|Hellbraun|Braun|Grün|Weiß|Rot) \d",
    ]
    errors += [m.group(0) for p in patterns for m in re.finditer(p, text)]
    return errors


def test_german_nouns_take_the_right_article_case_and_number() -> None:
    for key, params, text in _by_lang("de"):
        assert not _german_errors(text), (key, params, text, _german_errors(text))


def test_german_territories_of_lone_wolves_in_their_cases() -> None:
    def de(key: str, **params: Any) -> str:
        return i18n.render(key, params, "de")

    lead = de("lw.ev.lead", player=1, card="b2", territory="swamp")
    assert "den hellbraunen 2er-Wolf an und legt ihn in den Sumpf" in lead
    assert "in die Höhle" in de("lw.ev.lead", player=1, card="b2", territory="cave")
    assert "im Vulkan liegt keine" in de("lw.ev.three_nothing", player=0, territory="volcano")
    assert "Narbenfeld 2 des Sumpfes" in de("lw.ev.reveal", index=1, territory="swamp", effect=None)
    assert "aus dem Vulkan" in de("lw.why.take_down", territory="volcano", index=0)
    assert "der Vulkan ist schon voll" in de("lw.ev.box_wolf_full", player=0, territory="volcano")
    assert "an der Grenze zwischen Wüste und Sumpf" in de(
        "lw.score.scar",
        player=1,
        location="desert+swamp",
        effect="points-per-wolf",
        points=3,
        territory="desert",
    )
    assert "Wertung der Wüste: Die Narbe „1 Punkt pro Wolf“ von Spieler 2" in de(
        "lw.score.scar",
        player=1,
        location="desert+swamp",
        effect="points-per-wolf",
        points=3,
        territory="desert",
    )
    assert "1 Punkt." in de(
        "lw.score.scar", player=0, location="cave", effect="plus3", points=1, territory="cave"
    )
    here = de(
        "lw.score.scar_here", player=0, location="cave", effect="plus3", points=1, territory="cave"
    )
    assert here == "Wertung der Höhle: Die Narbe „+3 Stärke“ von Spieler 1 bringt dort 1 Punkt."
    assert "ein freies Rudelfeld" in de("lw.why.place", location="swamp", free=1)
    assert "3 freie Rudelfelder" in de("lw.why.place", location="swamp", free=3)
    assert "die einzige verdeckte Narbe" in de("lw.note.three", down=1)


def test_german_pieces_and_owners_of_the_wolves() -> None:
    def de(key: str, **params: Any) -> str:
        return i18n.render(key, params, "de")

    text = de("tw.ev.dominate", player=1, owner=0, kind="den", hex="9,8")
    assert "dominiert den Bau von Spieler 1" in text
    text = de("tw.no.end_opp_lair", hex="4,7", owner=5)
    assert "eine Höhle des neutralen Rudels" in text
    assert de("tw.score.second", owner=5, value=2).startswith("Das neutrale Rudel belegt Platz 2")
    assert "mit dem Lebensraumplättchen und dem Tundraplättchen" in de(
        "tw.ev.pay", player=0, terrain="tundra", paid=["home", "tundra>desert"]
    )
    assert "auf einem Wüstenfeld" in de(
        "tw.no.wrong_terrain", hex="5,8", here="rock", terrain="desert"
    )
    assert "Der einsame Wolf kommt auf Datum 1 des Mondkalenders" in de(
        "tw.ev.calendar", what="lone", owner=0, date=1
    )


def test_german_tiles_of_triqueta() -> None:
    def de(key: str, **params: Any) -> str:
        return i18n.render(key, params, "de")

    assert "legt einen Hasen offen" in de("tq.ev.place", player=0, tile="hare", row=1, length=1)
    assert "die Reihe hat jetzt 1 Tierstein." in de(
        "tq.ev.place", player=0, tile="owl", row=1, length=1
    )
    assert "keinen verdeckten Tierstein werten und die Eule und den Widder ungesehen" in de(
        "tq.why.count", tiles=[], boxed=["owl", "ram"], points=-3
    )
    assert "insgesamt 1 Punkt." in de("tq.score.total", player=0, points=1)


JAPANESE_WRONG = [
    r"\d+個の|\d+匹のアルファウルフ|0回の",  # counters go after the noun
    r"なしを",
    r"満員",
    r"月のカレンダー",
    r"咆哮",
    r"移動速度",
    r"明るいタイル",
    r"\d歩",
    r"境界の境界",
    r"[ぁ-んァ-ン]にしました",
]


def test_japanese_counters_particles_and_terms() -> None:
    for key, params, text in _by_lang("ja"):
        for pattern in JAPANESE_WRONG:
            assert not re.search(pattern, text), (key, params, text, pattern)


def test_japanese_terms_follow_the_rules_summary() -> None:
    def ja(key: str, **params: Any) -> str:
        return i18n.render(key, params, "ja")

    assert "ムーンライトボード" in ja("tw.ev.calendar", what="den", owner=0, date=3)
    assert "遠吠え範囲" in ja("tw.no.none_howl", range=2)
    assert "（残り2回、ボーナスアクショントークンなし）" in ja(
        "tw.no.expect_choose", player=1, left=2, tokens=0
    )
    assert "1枚も数えないことにし、フクロウは見せずに箱に戻します" in ja(
        "tq.why.count", tiles=[], boxed=["owl"], points=3
    )
    assert "「箱に戻す」を選びました" in ja("tq.no.same_option", option="box")


def test_counted_terms_pick_singular_and_plural_in_every_language() -> None:
    cases: Sequence[tuple[str, Mapping[str, Any], str, str]] = [
        ("tq.score.total", {"player": 0, "points": 1}, "en", "1 point in all"),
        ("tq.score.total", {"player": 0, "points": 2}, "en", "2 points in all"),
        ("tq.ev.place", {"player": 0, "tile": "owl", "row": 0, "length": 1}, "en", "1 tile."),
        ("tw.why.end_forced", {"left": 1}, "de", "ungenutzt: 1 Aktion"),
        ("tw.why.end_forced", {"left": 2}, "de", "ungenutzt: 2 Aktionen"),
        ("lw.why.place", {"location": "cave", "free": 1}, "en", "1 empty pack space "),
        ("tq.score.trees", {"player": 0, "n": 1, "points": 1}, "ja", "木タイル1枚で1点"),
    ]
    for key, params, lang, expected in cases:
        assert expected in i18n.render(key, params, lang), (key, params, lang)


def test_rule_texts_speak_to_learners_without_working_notes() -> None:
    # A rule's text opens from its chip on the board: no spec marker such as ASSUMED, and the
    # German Triqueta texts name the tiles as the rulebook does (Tierstein).
    for game in ("lone-wolves", "the-wolves", "triqueta"):
        for rule in all_rules(game):
            for lang in ("en", "de", "ja"):
                words = rule.title[lang] + " " + rule.text[lang]
                assert not re.search(r"ASSUMED|ANGENOMMEN|仮定", words), (rule.id, lang)
                if game == "triqueta" and lang == "de":
                    assert not re.search(r"(?<!Baum)(?<!baum)Plättchen", words), rule.id
                if game == "triqueta" and lang == "ja":
                    assert "明るいタイル" not in words, rule.id


# -- people and things count from 1 ---------------------------------------------------------

PERSON_KINDS = {"seat", "player", "tq_player", "twplayer", "twplayer_cap", "twof", "nth"}
"""Term kinds whose value is a 0-based index of a person or a thing (shown from 1)."""
PERSON_LIST_KINDS = {"tq_players", "twplayers_cap", "twplayers"}
"""Term kinds whose value is a list of such indices."""
INDEX_NAMES = {"index", "row", "stack", "tower", "slot", "space", "player", "seat"}
"""Plain fields that would hold such an index: none may be left plain."""
ZERO = re.compile(r"(?<![\d.,+\-])0(?![\d.,])")


def _every_template_key() -> list[str]:
    CORE_TEXTS = domain("wolfpack.core", "messages")
    WIDGET_TEXTS = domain("wolfpack.widget", "board")

    return sorted({*TABLE_KEYS, *WIDGET_TEXTS, *CORE_TEXTS})


def _indexed(name: str, kind: str) -> bool:
    return kind in PERSON_KINDS or kind in PERSON_LIST_KINDS or (not kind and name in INDEX_NAMES)


def _with_index(key: str, first: int, lang: str) -> str:
    """Message ``key`` in ``lang`` with every person or thing index ``first`` (lists:
    ``first`` and the next), every other field its first representative value."""
    params: dict[str, Any] = {}
    for name, kind in sorted(_fields(key)):
        if kind in PERSON_LIST_KINDS:
            params[name] = [first, first + 1]
        elif _indexed(name, kind):
            params[name] = first
        elif name not in params:
            params[name] = _values(name, kind)[0]
    return i18n.render(key, params, lang)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_person_row_stack_or_space_is_numbered_0_in_any_text(lang: str) -> None:
    """Every template of every game, the board, the core, the tutorials and the bots,
    rendered with every player, row, stack, tower and space index 0: no 0 appears that is
    not also there with index 2 (i.e. a 0 of the template's own, not a person's number),
    and index 2 reads as 3 (people count from 1). Notation ('draw 0') stays 0-based."""
    checked = 0
    for key in _every_template_key():
        fields = _fields(key)
        plain = sorted(name for name, kind in fields if not kind and name in INDEX_NAMES)
        if key.startswith(("lw.", "tq.", "tw.", "tut.", "bot.", "ui.")):
            assert not plain, f"{key}: plain index fields {plain}: show them with {{name:nth}}"
        if not any(_indexed(name, kind) for name, kind in fields):
            continue
        zero, two = _with_index(key, 0, lang), _with_index(key, 2, lang)
        zeros = len(ZERO.findall(_without_quotes(zero)))
        assert zeros <= len(ZERO.findall(_without_quotes(two))), f"{key} ({lang}): {zero}"
        assert "3" in two, f"{key} ({lang}) shows index 2 as: {two}"
        checked += 1
    assert checked > 150


def _without_quotes(text: str) -> str:
    """The text without quoted notation (an input example may be 0-based)."""
    return re.sub(r"'[^']*'", "", text)


def test_the_board_names_its_seats_from_1() -> None:
    from wolfpack.widget.texts import seat_word

    assert [seat_word(p, "en") for p in range(3)] == ["Player 1", "Player 2", "Player 3"]
    assert seat_word(0, "de") == "Spieler 1" and seat_word(4, "ja") == "プレイヤー5"


def test_whole_numbers_are_grouped_as_each_language_writes_them() -> None:
    from wolfpack.core.i18n import render, whole_number

    assert [whole_number(n, "en") for n in (7, 999, 1000, 10408, -12345)] == [
        "7",
        "999",
        "1,000",
        "10,408",
        "-12,345",
    ]
    assert whole_number(10408, "de") == "10.408" and whole_number(10408, "ja") == "10,408"
    assert "10.408" in render("bot.hint.unclear", {"n": 10408}, "de")
    assert "True" in render("bot.hint.unclear", {"n": True}, "en")  # a flag is not a number
