"""The docstrings' examples run: every module of the package with an ``Example::`` block or a
``>>>`` line is run as a doctest, and an ``Example::`` block must be one (``>>>`` lines with
their true outputs), so an example that no longer works fails here."""

from __future__ import annotations

import doctest
import importlib
import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
EXAMPLE = re.compile(r"^[ \t]*Examples?\b[^\n]*::[ \t]*\n(?:[ \t]*\n)*[ \t]*(\S*)", re.MULTILINE)
"""An ``Example::`` block (its title may say more before the ``::``) and its first word."""


def modules_with_examples() -> list[str]:
    """The package's modules whose source has an example (by dotted name)."""
    found = []
    for path in sorted((SRC / "wolfpack").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if EXAMPLE.search(text) or ">>> " in text:
            parts = path.relative_to(SRC).with_suffix("").parts
            found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def test_the_examples_are_found() -> None:
    assert "wolfpack.lone_wolves.game" in modules_with_examples()
    assert [m.group(1) for m in EXAMPLE.finditer("Example (a note)::\n\n    >>> 1\n")] == [">>>"]


@pytest.mark.parametrize("name", modules_with_examples())
def test_every_example_block_is_a_doctest(name: str) -> None:
    path = SRC.joinpath(*name.split("."))
    source = (path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).read_text("utf-8")
    for block in EXAMPLE.finditer(source):
        assert block.group(1) == ">>>", f"{name}: an Example:: block that is no doctest"


@pytest.mark.parametrize("name", modules_with_examples())
def test_a_modules_examples_run_and_show_what_they_say(name: str) -> None:
    module = importlib.import_module(name)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    tests = [t for t in finder.find(module, name) if t.examples]
    out: list[str] = []
    for test in tests:
        runner.run(test, out=out.append)
    results = runner.summarize(verbose=False)
    assert results.failed == 0, "".join(out)
