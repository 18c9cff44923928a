"""mkdocs hook: generate the rule pages and the coverage table from the package itself,
so the documentation can never disagree with the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

import wolfpack  # noqa: F401  (registers every game and its rules)
from wolfpack.core.coverage import coverage
from wolfpack.core.i18n import LANGUAGES
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules

ROOT = Path(__file__).resolve().parents[2]
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


def on_files(files: Files, config: Any) -> Files:
    """Add the generated pages."""
    for info in games():
        files.append(
            File.generated(config, f"rules/{info.id}.md", content=_rules_page(info.id, info.title))
        )
    files.append(File.generated(config, "coverage.md", content=_coverage_page()))
    return files
