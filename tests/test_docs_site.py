"""The documentation as built by ``./dev test`` (``mkdocs build --strict``; its site is the
parent of ``WOLFPACK_LITE_SITE``): the home page embeds the replay of a real game and
links the JupyterLite site, which holds every tutorial; every picture is described; the
API pages document the three boards and show no implementation code in their headings.
The pages' sources are checked always, the built site where there is one."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
LITE = os.environ.get("WOLFPACK_LITE_SITE")
TUTORIALS = sorted(
    p.relative_to(ROOT / "examples").as_posix() for p in (ROOT / "examples").glob("*/*.ipynb")
)
"""Every tutorial in every language: ``en/01-trick-taking-basics.ipynb``."""


def test_the_home_page_embeds_a_replay_and_links_the_browser_site() -> None:
    home = (DOCS / "index.md").read_text(encoding="utf-8")
    assert re.search(r'<iframe[^>]+src="replays/lone-wolves.html"', home)
    assert re.search(r'<iframe[^>]+title="[^"]{40,}"', home)  # described for screen readers
    assert "Try it in your browser" in home and "lite/lab/index.html" in home
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "Try it in your browser](https://wolfpack-boards.github.io/wolfpack/lite/" in readme


def test_getting_started_installs_and_lists_every_tutorial() -> None:
    page = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    assert "pip install wolfpack-boards" in page
    for name in TUTORIALS:
        if name.startswith("en/"):
            assert f"(examples/{name})" in page, name


def test_the_browser_site_holds_every_tutorial() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_site", DOCS / "lite" / "build_site.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except ImportError as e:  # pragma: no cover - the docs extra is not installed
        pytest.skip(f"the docs tools are not installed: {e}")
    assert module.TUTORIALS == TUTORIALS


def test_the_jupyterhub_page_is_in_the_navigation() -> None:
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "hosts/jupyterhub.md" in mkdocs
    page = (DOCS / "hosts" / "jupyterhub.md").read_text(encoding="utf-8")
    assert "One shared install" in page and "JupyterLite" in page


built = pytest.mark.skipif(LITE is None, reason="no built site (./dev test builds one)")


@built
def test_the_built_site_has_the_replay_and_describes_every_picture() -> None:
    assert LITE is not None
    site = Path(LITE).parent
    replay = (site / "replays" / "lone-wolves.html").read_text(encoding="utf-8")
    assert "wolfpack-board" in replay or "wolfpack" in replay
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8", errors="replace")
        assert "No description has been provided" not in text, page
        for tag in re.findall(r"<img\b[^>]*>", text):
            assert re.search(r'alt="[^"]{20,}"', tag), (page, tag[:200])
    for name in TUTORIALS:
        assert (Path(LITE) / "files" / name).exists(), f"{name} is not in the JupyterLite site"


@built
def test_the_built_tutorials_show_their_outputs_and_boards() -> None:
    # The notebooks ship clean; the site shows them as they ran (./dev docs).
    assert LITE is not None
    page = Path(LITE).parent / "examples" / "en" / "01-trick-taking-basics" / "index.html"
    text = page.read_text(encoding="utf-8")
    assert "<img" in text and "a picture of the live board" in text
    # every exercise is a lesson on the board now: the run cells' outputs are the boards,
    # one per section that shows one (the course's lessons, the free game)
    assert text.count("a picture of the live board") >= 3


@built
def test_the_built_api_pages_document_the_boards_without_code_in_headings() -> None:
    assert LITE is not None
    api = Path(LITE).parent / "api"
    widget = (api / "widget" / "index.html").read_text(encoding="utf-8")
    for board in ("lone_wolves.board.LoneWolvesBoard", "the_wolves.board.TheWolvesBoard",
                  "triqueta.board.TriquetaBoard"):  # fmt: skip
        assert f'id="wolfpack.{board}"' in widget, board
    for page in api.rglob("*.html"):
        for heading in re.findall(r'<h\d[^>]*class="doc doc-heading".*?</h\d>', page.read_text(
            encoding="utf-8"), re.S):  # fmt: skip
            assert "self." not in heading, heading[:300]
