"""The boards' own words (buttons, headings, tooltips) travel in the catalogue a board sends
once: the kit's ``label-…`` messages (``widget/locales/<lang>/labels.ftl``, with the generic
board's ``label-generic-…``) and each game's ``<prefix>-label-…`` (its ``labels.ftl``), Fluent
sources in every language that the board renders with ``@fluent/bundle``."""

from __future__ import annotations

import json
import re

import pytest

from wolfpack.core import i18n
from wolfpack.core.registry import GameInfo, games
from wolfpack.widget.codec import LABELS, catalog_json

GAMES = {info.id: info for info in games()}
OWN_BOARDS = ("lone-wolves", "the-wolves", "triqueta")
"""The games with a board of their own (the others, plug-ins, get the generic board)."""


def _labels(catalog: dict[str, object], prefix: str) -> dict[str, dict[str, str]]:
    templates = catalog["templates"]
    assert isinstance(templates, dict)
    return {k: v for k, v in templates.items() if k.startswith(prefix)}


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_every_board_catalogue_holds_the_kit_and_its_games_labels_in_every_language(
    info: GameInfo,
) -> None:
    catalog = catalog_json(info)
    kit = _labels(catalog, LABELS)
    own = _labels(catalog, f"{info.text_prefix}label.")
    assert len(kit) > 100 and len(_labels(catalog, f"{LABELS}generic.")) > 8
    if info.id in OWN_BOARDS:
        assert len(own) > 50, info.id
    for key, by_lang in {**kit, **own}.items():
        for lang in i18n.LANGUAGES:
            source = by_lang[lang]
            assert source.strip(), (key, lang)
            # a field is Fluent's ({ $name }, { NTH($row) }), never a format template's {name}
            assert not re.search(r"\{\s*\w+\s*\}", source), (key, lang, source)


def test_no_board_receives_another_games_labels() -> None:
    for info in GAMES.values():
        keys = catalog_json(info)["templates"]
        others = [g.text_prefix for g in GAMES.values() if g is not info]
        assert not [k for k in keys if k.startswith(tuple(f"{p}label." for p in others))]


def test_labels_render_in_python_as_on_the_board() -> None:
    """The same catalogue in Python: counts by plural category, indices counted from 1."""
    assert i18n.render("label.who.to.move", {"who": "Spieler 1"}, "de") == "Spieler 1 am Zug"
    assert i18n.render("tq.label.tower.tiles", {"n": 1}, "en") == "1 tile"
    assert i18n.render("tq.label.tower.tiles", {"n": 4}, "de") == "4 Tiersteine"
    assert i18n.render("tq.label.row", {"row": 0}, "ja") == "列1"
    assert i18n.render("lw.label.held.other", {"player": 1}, "de") == (
        "Spieler 2 hat diese Narbe genommen:"
    )
    assert i18n.render("label.margin", {}, "ja") == "点差（＋は勝ち越し／−は負け越し）"


def test_the_labels_add_a_modest_part_to_the_catalogue() -> None:
    """Sent once per board: the labels of the kit and of one game stay under 60 kB."""
    for info in GAMES.values():
        catalog = catalog_json(info)
        labels = {
            **_labels(catalog, LABELS),
            **_labels(catalog, f"{info.text_prefix}label."),
        }
        assert len(json.dumps(labels, ensure_ascii=False).encode()) < 60_000, info.id
