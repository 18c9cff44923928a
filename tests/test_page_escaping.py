"""No text breaks an exported page (``board.to_html``, ``wolfpack export-html``): whatever a
lesson, a title or a component's name holds, the page's JSON elements hold no ``<`` at all
(so no ``</script``, ``<!--`` or ``<script`` can end or change them, by HTML's script data
rules), the page parses into the same elements, and each JSON element reads back exactly
what was put in.

Regression: a lesson text holding ``<!--`` made the page draw nothing (``</`` alone was
escaped).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from hypothesis import given
from hypothesis import strategies as st

from wolfpack import TheWolves
from wolfpack.cli import main
from wolfpack.core import catalog
from wolfpack.core.lessons import Lesson, shipped_files
from wolfpack.the_wolves.loader import default_data
from wolfpack.widget.base import GameWidget
from wolfpack.widget.replay import replay_json, script_json

HOSTILE = [
    "<!--",
    "<!-- <script>",
    "</script>",
    "</SCRIPT >",
    "<script>alert(1)</script>",
    "-->",
    "]]>",
    "</style></title></body>",
    "&lt;&amp;",
    "a\u2028b\u2029c",
    '"\\u003c"',
    "<!--<script></script>-->",
]
"""Texts that broke, or could break, a page that embeds them."""
EVIL = " ".join(HOSTILE)


class Page(HTMLParser):
    """The elements of a page, and the text of each ``<script>`` and ``<title>``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: dict[str, str] = {}
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append((tag, found))
        if tag in ("script", "title"):
            self._in = str(found.get("id") or tag)
            self.text[self._in] = ""

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self.text[self._in] += data

    def handle_comment(self, data: str) -> None:
        raise AssertionError(f"a comment in the page: {data[:80]!r}")


def parsed(page: str) -> Page:
    parser = Page()
    parser.feed(page)
    parser.close()
    return parser


def expected_data(board: GameWidget) -> dict[str, Any]:
    """What the page's data element holds (as JSON reads it back)."""
    data = {
        "replay": replay_json(board),
        "catalog": board.catalog,
        "language": board.language,
        "levels": [],
    }
    return dict(json.loads(json.dumps(data)))


def check_page(page: str, board: GameWidget, title: str) -> dict[str, Any]:
    """The page's data, once the page is checked (see the module docs)."""
    found = parsed(page)
    assert [tag for tag, _ in found.tags] == [
        "html",
        "head",
        "meta",
        "meta",
        "title",
        "style",
        "body",
        "div",
        "script",
        "script",
        "script",
    ]
    assert found.text["title"] == title
    for element in ("wolfpack-bundle", "wolfpack-data"):
        raw = found.text[element]
        assert "<" not in raw and ">" not in raw and "&" not in raw, element
        assert "\u2028" not in raw and "\u2029" not in raw
    bundle = board._esm if isinstance(board._esm, str) else board._esm.read_text("utf-8")
    assert json.loads(found.text["wolfpack-bundle"]) == bundle
    data: dict[str, Any] = json.loads(found.text["wolfpack-data"])
    assert data == expected_data(board)
    return data


def hostile_lesson() -> dict[str, Any]:
    """A shipped lesson whose every text (title, intro, each step's say, right and other,
    end) holds the hostile texts, in every language."""
    lesson: dict[str, Any] = json.loads(shipped_files("lone-wolves")[0].read_text("utf-8"))

    def evil(text: dict[str, str]) -> dict[str, str]:
        return {lang: f"{words} {EVIL}" for lang, words in text.items()}

    for key in ("title", "intro", "end"):
        lesson[key] = evil(lesson.get(key, {"en": "x", "de": "x", "ja": "x"}))
    for step in lesson["steps"]:
        for key in ("say", "right", "other"):
            if key in step:
                step[key] = evil(step[key])
    return lesson


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_a_lesson_with_hostile_texts_exports_a_page_that_holds_them(
    lang: str, tmp_path: Path
) -> None:
    lesson = Lesson.load(hostile_lesson())
    board = lesson.board(language=lang, progress=None)
    try:
        title = f"{EVIL} – {lang}"
        page = board.to_html(tmp_path / "lesson.html", title=title).read_text("utf-8")
        data = check_page(page, board, title)
    finally:
        board.close()
    texts = " ".join(_rendered(data["catalog"]["templates"], lang))
    for text in HOSTILE:
        assert text in texts  # (there, unchanged, as the board renders the page's catalogue)


def _rendered(templates: dict[str, dict[str, str]], lang: str) -> list[str]:
    """Every lesson text of a page's catalogue as the board renders it (Fluent sources)."""
    lessons = {k: v[lang] for k, v in templates.items() if k.startswith("lesson.")}
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(catalog.resource(lessons)))
    assert len(lessons) > 5
    out = []
    for key in lessons:
        text, errors = bundle.format_pattern(bundle.get_message(catalog.fluent_id(key)).value, {})
        assert not errors, (key, errors)
        out.append(str(text))
    return out


def test_hostile_component_names_reach_the_page_unbroken(tmp_path: Path) -> None:
    """The Wolves' region tiles are named by the component data's keys, which the views
    (and so the page) show: a record with its own data can name them anything."""
    data = default_data()
    tiles = data["region_tile_group_terrains"]
    data["region_tile_group_terrains"] = {
        f"{HOSTILE[i % len(HOSTILE)]}{key}": terrains
        for i, (key, terrains) in enumerate(tiles.items())
    }
    game = TheWolves(players=3, seed=2, data=data)
    for _ in range(3):
        game.play(game.legal_notations()[0])
    record = tmp_path / "game.twr.json"
    game.save(record)
    out = tmp_path / "page.html"
    assert main(["export-html", str(record), "-o", str(out)]) == 0
    board = TheWolves.from_record(record).widget(perspective=None, language="en")
    try:
        page = out.read_text("utf-8")
        found = check_page(page, board, parsed(page).text["title"])
    finally:
        board.close()
    shown = json.dumps(found["replay"], ensure_ascii=False)
    assert any(
        json.dumps(key, ensure_ascii=False)[1:-1] in shown
        for key in data["region_tile_group_terrains"]
    )


@given(
    st.recursive(
        st.text() | st.integers() | st.booleans() | st.none(),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
        max_leaves=20,
    )
)
def test_script_json_holds_no_markup_and_reads_back_exactly(value: Any) -> None:
    text = script_json(value)
    assert not set(text) & {"<", ">", "&", "\u2028", "\u2029"}
    assert json.loads(text) == value
    text.encode("utf-8")  # (a lone surrogate is escaped too: the page is always UTF-8)
