"""The API reference (docs/api/, mkdocstrings) documents every public class: each class a
public package exports (its ``__all__``) and the integrations' classes, the three boards
included; and its headings show names and types, never the code that sets an attribute."""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = [
    "wolfpack",
    "wolfpack.core",
    "wolfpack.bots",
    "wolfpack.widget",
    "wolfpack.tutorial",
    "wolfpack.lone_wolves",
    "wolfpack.the_wolves",
    "wolfpack.triqueta",
]


def public_classes() -> dict[str, type]:
    """Every exported class by the path of its definition."""
    found: dict[str, type] = {}
    for name in PACKAGES:
        package = importlib.import_module(name)
        for export in package.__all__:
            obj = getattr(package, export)
            if inspect.isclass(obj):
                found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return found


def documented() -> set[str]:
    """The paths the API pages' ``:::`` directives document (a module's classes with it,
    unless its members are switched off or listed)."""
    paths: set[str] = set()
    for page in (ROOT / "docs" / "api").glob("*.md"):
        text = page.read_text(encoding="utf-8")
        for match in re.finditer(r"^::: (\S+)\n((?:    .*\n)*)", text, re.M):
            target, options = match.group(1), match.group(2)
            paths.add(target)
            listed = re.findall(r"^\s+- (\w+)$", options, re.M)
            paths.update(f"{target}.{m}" for m in listed)
            if "members: false" in options or listed:
                continue
            try:
                module = importlib.import_module(target)
            except ImportError:
                continue
            for name, obj in vars(module).items():
                if inspect.isclass(obj) and obj.__module__ == target and not name.startswith("_"):
                    paths.add(f"{target}.{name}")
    return paths


@pytest.mark.parametrize("path", sorted(public_classes()))
def test_every_public_class_is_in_the_api_reference(path: str) -> None:
    assert path in documented(), f"add '::: {path}' to a page in docs/api/"


def test_the_three_boards_are_exported_and_documented() -> None:
    import wolfpack.widget as widget

    for board in ("LoneWolvesBoard", "TheWolvesBoard", "TriquetaBoard"):
        assert board in widget.__all__
        cls = getattr(widget, board)
        assert f"{cls.__module__}.{board}" in documented()


def test_the_integrations_are_documented() -> None:
    text = (ROOT / "docs" / "api" / "integrations.md").read_text(encoding="utf-8")
    for name in ("OpenSpielGame", "OpenSpielState", "LoneWolvesGame", "TriquetaGame", "--ray"):
        assert name in text
    assert "api/integrations.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_headings_never_show_the_code_that_sets_an_attribute() -> None:
    assert "show_attribute_values: false" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
