"""Every link of the documentation site to an anchor (``page/#anchor``, ``#anchor``) finds
it, in every language: the Japanese tutorials' tables of contents once linked to ``#_1``,
``#_2``, ... that no heading had (their slugify dropped every character that is not ASCII).

The site is the one ``./dev test`` builds (the parent of ``WOLFPACK_LITE_SITE``), else one
built here without its JupyterLite part and the tutorials' outputs (neither has anchors of
its own: the headings are the same).
"""

from __future__ import annotations

import os
import posixpath
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
LITE = os.environ.get("WOLFPACK_LITE_SITE")
SKIP = ("lite/", "assets/", "search/")
"""The parts of the site that are no pages of ours: the JupyterLite site, the theme's."""


class _Anchors(HTMLParser):
    """A page's anchors (every ``id`` and ``<a name>``) and its links' ``href``."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)
            elif name == "href" and tag == "a":
                self.hrefs.append(value)


@cache
def _parse(page: Path) -> _Anchors:
    parser = _Anchors()
    parser.feed(page.read_text(encoding="utf-8", errors="replace"))
    return parser


def _target(site: Path, page: Path, path: str) -> Path:
    """The file that a link's path (relative to ``page``, or ``""``: the page) names."""
    if not path:
        return page
    here = page.parent.relative_to(site).as_posix()
    joined = posixpath.normpath(posixpath.join(here, unquote(path)))
    target = site / joined
    return target / "index.html" if path.endswith("/") or target.is_dir() else target


def broken_anchors(site: Path) -> Iterator[str]:
    """Every link in the site's pages to an anchor that its target page lacks, as
    ``page: href``; a link to a page that is not there counts too."""
    for page in sorted(site.rglob("*.html")):
        rel = page.relative_to(site).as_posix()
        if rel.startswith(SKIP):
            continue
        for href in _parse(page).hrefs:
            url = urlsplit(href)
            if url.scheme or url.netloc or not url.fragment:
                continue  # another site's, or no anchor
            target = _target(site, page, url.path)
            if target.relative_to(site).as_posix().startswith(SKIP) or target.suffix != ".html":
                continue
            if not target.is_file():
                yield f"{rel}: {href} (no such page)"
            elif unquote(url.fragment) not in _parse(target).ids:
                yield f"{rel}: {href}"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if LITE is not None:
        return Path(LITE).parent
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "WOLFPACK_DOCS_LITE": "0", "NO_MKDOCS_2_WARNING": "1"}
    env.pop("WOLFPACK_TUTORIAL_RUNS", None)
    mkdocs = [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet"]
    subprocess.run([*mkdocs, "--site-dir", str(out)], cwd=ROOT, env=env, check=True)
    return out


def test_every_anchor_link_of_the_site_finds_its_anchor(site: Path) -> None:
    broken = list(broken_anchors(site))
    assert not broken, f"{len(broken)} links to anchors that are not there:\n" + "\n".join(
        broken[:50]
    )


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_the_tutorials_tables_of_contents_link_their_headings_by_their_words(
    site: Path, lang: str
) -> None:
    page = site / "examples" / lang / "01-trick-taking-basics" / "index.html"
    anchors = _parse(page)
    toc = [h for h in anchors.hrefs if h.startswith("#") and len(h) > 1]
    assert len(toc) >= 5, toc
    # no anchor is a bare number or a numbered stand-in: each holds a heading's words
    assert not [h for h in toc if h[1:].lstrip("_-").isdigit()], toc
    if lang == "ja":
        assert any("トリック" in unquote(h) for h in toc), toc


def test_the_check_finds_a_link_to_an_anchor_that_is_not_there(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text(
        '<h2 id="カード">カード</h2><a href="#カード">ok</a><a href="#_1">toc</a>'
        '<a href="../b/#x">b</a><a href="../b/#%E3%82%AB">b</a><a href="../c/#y">c</a>',
        encoding="utf-8",
    )
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "index.html").write_text('<p id="カ"></p>', encoding="utf-8")
    assert list(broken_anchors(tmp_path)) == [
        "a/index.html: #_1",
        "a/index.html: ../b/#x",
        "a/index.html: ../c/#y (no such page)",
    ]
