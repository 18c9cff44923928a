"""mkdocs hook: generate the rule pages and the coverage table from the package itself,
so the documentation can never disagree with the engine, and put the tutorial notebooks
of ``examples/`` on the site as ``examples/*.ipynb`` (rendered by mkdocs-jupyter, not
executed: ``tests/test_examples.py`` runs them)."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

import wolfpack  # noqa: F401  (registers every game and its rules)
from wolfpack.core.coverage import coverage
from wolfpack.core.i18n import LANGUAGES
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules

LOG = logging.getLogger("mkdocs.hooks.generate")  # a warning fails the strict build
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
TUTORIALS = "examples"
"""Where the tutorials are on the site: as in the repository, ``examples/NN-name.ipynb``."""
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "ja": "日本語"}


def _rules_page(game_id: str, title: str) -> str:
    lines = [
        f"# {title}: the rules",
        "",
        "Every rule of the game, restated in our own words with the id that the engine's",
        "explanations, errors and tests cite. Generated from the package's rule catalogue.",
        "",
    ]
    for rule in all_rules(game_id):
        lines += [f"## {rule.id} {rule.title['en']}", "", rule.text["en"], ""]
        for lang in LANGUAGES[1:]:
            lines += [f"*{LANGUAGE_NAMES[lang]}: {rule.title[lang]}.* {rule.text[lang]}", ""]
    return "\n".join(lines)


def _coverage_page() -> str:
    lines = [
        "# Rule coverage",
        "",
        "For every rule id: where the code implements it, the languages its text exists in,",
        "and the tests that exercise it (the same report as `wolfpack rules --coverage`).",
        "",
        "| rule | title | implemented in | texts | tests |",
        "|---|---|---|---|---|",
    ]
    for row in coverage(None, ROOT / "tests"):
        impl = "<br>".join(f"`{w}`" for w in row.implemented_in) or "missing"
        tests = "<br>".join(f"`{t.split('::')[-1]}`" for t in row.tests) or "missing"
        lines.append(f"| {row.id} | {row.title} | {impl} | {'/'.join(row.languages)} | {tests} |")
    return "\n".join(lines) + "\n"


def tutorial_notebooks() -> list[Path]:
    """The tutorial notebooks, in order (their names start with their number)."""
    return sorted(EXAMPLES.glob("[0-9][0-9]-*.ipynb"))


# Runs before mkdocs-jupyter's on_files (priority 0), so that it renders the notebooks.
@event_priority(100)
def on_files(files: Files, config: Any) -> Files:
    """Add the generated pages and the tutorial notebooks."""
    for path in tutorial_notebooks():
        files.append(
            File(
                f"{TUTORIALS}/{path.name}",
                src_dir=str(ROOT),
                dest_dir=config["site_dir"],
                use_directory_urls=config["use_directory_urls"],
            )
        )
    for info in games():
        files.append(
            File.generated(config, f"rules/{info.id}.md", content=_rules_page(info.id, info.title))
        )
    files.append(File.generated(config, "coverage.md", content=_coverage_page()))
    return files


_NOTEBOOK_LINK = re.compile(r'href="(\d\d-[\w-]+)\.ipynb(#[\w-]*)?"')


def on_page_content(html: str, page: Page, config: Any, files: Files) -> str:
    """In a tutorial, a link to another notebook (``02-your-first-game.ipynb``, right in
    JupyterLab) becomes a link to that tutorial's page."""
    if not page.file.src_uri.startswith(f"{TUTORIALS}/"):
        return html
    suffix = "/" if config["use_directory_urls"] else ".html"
    prefix = "../" if config["use_directory_urls"] else ""
    known = {path.stem for path in tutorial_notebooks()}

    def link(m: re.Match[str]) -> str:
        if m.group(1) not in known:
            LOG.warning("%s links to %s.ipynb, which is not a tutorial", page.file.src_uri, m[1])
        return f'href="{prefix}{m.group(1)}{suffix}{m.group(2) or ""}"'

    return _NOTEBOOK_LINK.sub(link, html)
