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
    # ./dev tutorial sets up its environment with the tutorial extra
    assert re.search(r"tutorial\)\s*\n\s*use_venv \.venv-tutorial\s*\n\s*setup tutorial", dev)
    assert "Notebook 7" in (ROOT / "README.md").read_text("utf-8")


def test_every_style_sheet_closes_every_rule() -> None:
    """A rule left open swallows every rule after it (a merge once left one open: the
    compact layout and the last move's pulse were lost)."""
    for css in (ROOT / "js").glob("*/*.css"):
        text = re.sub(r"/\*.*?\*/", "", css.read_text("utf-8"), flags=re.S)
        depth = 0
        for ch in text:
            depth += {"{": 1, "}": -1}.get(ch, 0)
            assert depth >= 0, css
        assert depth == 0, css
