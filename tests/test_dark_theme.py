"""The boards in JupyterLab's dark theme: every game's styles follow the theme's CSS
variables there (the frame, controls, panels, texts), and those rules change colours only,
never the layout; the drawing keeps its light table, with the ink it is drawn for."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parents[1] / "js"
DARK = 'body[data-jp-theme-light="false"]'
COLOUR_PROPERTIES = {"color", "background", "border-color", "fill", "stroke"}


def dark_rules(css: str) -> list[tuple[str, str]]:
    """``(selectors, declarations)`` of the rules that apply in the dark theme."""
    return [
        (sel, body)
        for sel, body in re.findall(
            r"([^{}]+)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", css, flags=re.S)
        )
        if DARK in sel
    ]


def test_the_kit_follows_jupyterlab_s_dark_theme_variables() -> None:
    rules = dark_rules((JS / "common" / "kit.css").read_text(encoding="utf-8"))
    assert rules, "no dark-theme rules in js/common/kit.css"
    board = next(body for sel, body in rules if sel.strip().endswith(".wolfpack-board"))
    for var, jp in (
        ("--wp-ink", "--jp-ui-font-color1"),
        ("--wp-bg", "--jp-layout-color1"),
        ("--wp-line", "--jp-border-color1"),
    ):
        assert re.search(rf"{var}:\s*var\({jp}\b", board), var
    stage = next(body for sel, body in rules if sel.strip().endswith(".wp-stage"))
    assert re.search(r"--wp-ink:\s*#1d2330", stage)  # the drawing keeps its dark ink


@pytest.mark.parametrize("css", sorted(JS.glob("*/*.css")), ids=lambda p: p.parent.name)
def test_dark_theme_rules_change_colours_only(css: Path) -> None:
    for selectors, body in dark_rules(css.read_text(encoding="utf-8")):
        for declaration in filter(None, (d.strip() for d in body.split(";"))):
            prop = declaration.split(":", 1)[0].strip()
            assert prop.startswith("--") or prop in COLOUR_PROPERTIES, (selectors, prop)
