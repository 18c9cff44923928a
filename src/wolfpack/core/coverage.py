"""Rule coverage: for every rule id, where the code implements it, whether it has texts in
every language, which messages cite it, and which tests exercise it.

Tests are found statically: a test function exercises a rule when its name contains the
id in lower case, with ``_`` for ``-`` (``test_xx_t2_...`` for XX-T2, ``XX`` a registered
game's rule prefix) or when it is marked ``@pytest.mark.rules("XX-T2")``.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wolfpack.core.i18n import LANGUAGES, messages_citing
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules, implemented_in


def name_pattern() -> re.Pattern[str]:
    """What a rule id looks like in a test's name: a registered game's rule prefix in
    lower case, ``_``, a section letter and a number (``xx_t2``)."""
    prefixes = "|".join(sorted(re.escape(info.rule_prefix.lower()) for info in games()))
    return re.compile(rf"(?<![a-z])({prefixes})_([a-z])(\d+)(?![0-9])")


@dataclass
class RuleCoverage:
    """One row of the coverage report."""

    id: str
    title: str
    implemented_in: list[str]
    languages: list[str]
    messages: list[str]
    tests: list[str]

    @property
    def complete(self) -> bool:
        """Implemented, texts in every language, and at least one test."""
        return (
            bool(self.implemented_in) and len(self.languages) == len(LANGUAGES) and bool(self.tests)
        )

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "id": self.id,
            "title": self.title,
            "implemented_in": self.implemented_in,
            "languages": self.languages,
            "messages": self.messages,
            "tests": self.tests,
            "complete": self.complete,
        }


def _ids_in_name(name: str, pattern: re.Pattern[str]) -> set[str]:
    return {f"{g.upper()}-{k.upper()}{n}" for g, k, n in pattern.findall(name.lower())}


def _ids_in_markers(func: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    ids: set[str] = set()
    for dec in func.decorator_list:
        if (
            isinstance(dec, ast.Call)
            and isinstance(dec.func, ast.Attribute)
            and dec.func.attr == "rules"
        ):
            ids.update(
                a.value
                for a in dec.args
                if isinstance(a, ast.Constant) and isinstance(a.value, str)
            )
    return ids


def tests_by_rule(tests_dir: Path) -> dict[str, list[str]]:
    """Map rule id to ``path::test`` names found under ``tests_dir``."""
    found: dict[str, list[str]] = {}
    pattern = name_pattern()
    for path in sorted(tests_dir.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(tests_dir.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith(
                "test"
            ):
                for rule_id in _ids_in_name(node.name, pattern) | _ids_in_markers(node):
                    found.setdefault(rule_id, []).append(f"{rel}::{node.name}")
    return found


def coverage(game_prefix: str | None = None, tests_dir: Path | None = None) -> list[RuleCoverage]:
    """The coverage rows of every registered rule (of one game, by its rule prefix)."""
    tests = tests_by_rule(tests_dir) if tests_dir is not None and tests_dir.is_dir() else {}
    for info in games():
        # Where a rule is implemented is known once its code is imported (``implements``):
        # a game from another package may not have been yet.
        _ = info.game_class
    rows = []
    for rule in all_rules():
        if game_prefix and not rule.id.startswith(game_prefix + "-"):
            continue
        rows.append(
            RuleCoverage(
                rule.id,
                rule.title.get("en", ""),
                implemented_in(rule.id),
                rule.languages(),
                messages_citing(rule.id),
                sorted(set(tests.get(rule.id, []))),
            )
        )
    return rows
