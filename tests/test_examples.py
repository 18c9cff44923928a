"""Every tutorial notebook, in every language (``examples/<lang>/*.ipynb``), and every
teacher's edition (``examples/<lang>/teachers/*.ipynb``) runs from top to bottom in a fresh
kernel."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from waits import WAIT

LANGUAGES = ("en", "de", "ja")
ROOT = Path(__file__).parent.parent / "examples"
EXAMPLES = [
    path
    for lang in LANGUAGES
    for folder in ("", "teachers")
    for path in sorted((ROOT / lang / folder).glob("*.ipynb"))
]


def test_there_are_example_notebooks_and_teachers_editions_in_every_language() -> None:
    for lang in LANGUAGES:
        assert any(p.parent.name == lang for p in EXAMPLES), lang
        assert any(p.parent == ROOT / lang / "teachers" for p in EXAMPLES), lang


@pytest.mark.parametrize(
    "path", EXAMPLES, ids=[p.relative_to(ROOT).with_suffix("").as_posix() for p in EXAMPLES]
)
def test_notebook_runs(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WOLFPACK_PROGRESS", str(tmp_path / "progress.json"))  # not the user's
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb,
        timeout=WAIT,  # a cell
        startup_timeout=WAIT,  # the kernel
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    errors = [
        o
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.get("outputs", [])
        if o.get("output_type") == "error"
    ]
    assert not errors
