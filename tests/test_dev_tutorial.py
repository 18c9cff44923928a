"""``./dev tutorial`` installs what the README promises: JupyterLab and Notebook 7."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_tutorial_extra_brings_jupyterlab_and_notebook_7() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text("utf-8")
    block = re.search(r"^tutorial = \[(.*?)^\]", pyproject, re.S | re.M)
    assert block is not None
    tutorial = set(re.findall(r'"([^"]+)"', block.group(1)))
    assert {"jupyterlab>=4", "notebook>=7"} <= tutorial
    dev = (ROOT / "dev").read_text("utf-8")
    assert '-e ".[test,tutorial,docs]"' in dev  # ./dev tutorial installs the tutorial extra
    assert "Notebook 7" in (ROOT / "README.md").read_text("utf-8")
