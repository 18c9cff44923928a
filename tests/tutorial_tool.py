"""``tutorials/build.py``, the tool that builds the tutorial notebooks, as a module for the
tests that read it (``test_tutorial_sources.py``, ``test_teachers_edition.py``); it needs
jupytext and Babel (the test extra): a test module that imports it is skipped without them."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytest.importorskip("jupytext", reason="the tutorial sources need jupytext (test extra)")
pytest.importorskip("babel", reason="the tutorial catalogs need Babel (test extra)")


def _build_module() -> Any:
    spec = importlib.util.spec_from_file_location("tutorial_build", ROOT / "tutorials/build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["tutorial_build"] = module  # (its dataclasses look their module up)
    spec.loader.exec_module(module)
    return module


build = _build_module()


def in_sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, source: str) -> Path:
    """Make the tool work in ``tmp_path``: one tutorial ``tutorials/sample.md`` (``source``),
    its catalogs and notebooks written there."""
    (tmp_path / "tutorials").mkdir()
    (tmp_path / "tutorials" / "sample.md").write_text(source, encoding="utf-8")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "HERE", tmp_path / "tutorials")
    monkeypatch.setattr(build, "LOCALE", tmp_path / "tutorials" / "locale")
    monkeypatch.setattr(build, "EXAMPLES", tmp_path / "examples")
    return tmp_path
