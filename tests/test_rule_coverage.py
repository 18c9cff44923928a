"""Every rule id of every game is implemented, explained in three languages, and tested."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wolfpack.cli import main
from wolfpack.core.coverage import coverage
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules

TESTS = Path(__file__).parent

LONE_WOLVES_IDS = (
    [f"LW-C{i}" for i in range(1, 8)]
    + [f"LW-S{i}" for i in range(1, 6)]
    + [f"LW-T{i}" for i in range(1, 12)]
    + [f"LW-E{i}" for i in range(1, 6)]
    + [f"LW-H{i}" for i in range(1, 5)]
)


def test_lone_wolves_catalogue_has_exactly_the_spec_ids() -> None:
    assert [r.id for r in all_rules("lone-wolves")] == LONE_WOLVES_IDS


def test_every_rule_is_implemented_explained_and_tested() -> None:
    rows = coverage(None, TESTS)
    assert rows
    missing = {r.id: r for r in rows if not r.complete}
    assert not missing, sorted(missing)
    packages = {info.rule_prefix: info.package for info in games()}
    for row in rows:
        package = re.escape(packages[row.id.partition("-")[0]])  # (its game's own package)
        assert all(re.match(rf"{package}\.[\w.]+:", where) for where in row.implemented_in)


def test_coverage_command_reports_every_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--coverage", "--game", "lone-wolves", "--tests", str(TESTS)]) == 0
    out = capsys.readouterr().out
    for rule_id in LONE_WOLVES_IDS:
        assert re.search(rf"^{rule_id}\s+ok ", out, re.M), rule_id


def test_coverage_fails_without_tests(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--coverage", "--tests", str(tmp_path)]) == 1
    assert "MISSING" in capsys.readouterr().out


def test_rules_listing_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--game", "lone-wolves", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == len(LONE_WOLVES_IDS) and "LW-T2" in out
