"""The tutorial notebooks as files: numbered in order in every language
(``examples/<lang>/``), opened by ``./dev tutorial`` in the user's language, linked to each
other, and saved with clean outputs for the documentation site. (They are built from
``tutorials/`` (``test_tutorial_sources.py``) and run from top to bottom by
``test_examples.py``.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples"
LANGUAGES = ("en", "de", "ja")
TUTORIALS = [p for lang in LANGUAGES for p in sorted((EXAMPLES / lang).glob("*.ipynb"))]
IDS = [f"{p.parent.name}/{p.stem}" for p in TUTORIALS]
WIDGET = "application/vnd.jupyter.widget-view+json"


def test_the_tutorials_are_numbered_in_order() -> None:
    """Five learners' tutorials in order, and the API tour for programmers, in English; no
    notebook outside a language's folder; German and Japanese have only those."""
    english = [p.name for p in sorted((EXAMPLES / "en").glob("*.ipynb"))]
    assert english == [
        "01-trick-taking-basics.ipynb",
        "02-your-first-game.ipynb",
        "03-puzzles.ipynb",
        "04-the-wolves.ipynb",
        "05-triqueta.ipynb",
        "for-programmers.ipynb",
    ]
    assert not list(EXAMPLES.glob("*.ipynb"))
    for lang in ("de", "ja"):
        assert {p.name for p in (EXAMPLES / lang).glob("*.ipynb")} <= set(english)


def test_dev_tutorial_opens_the_first_tutorial_in_the_users_language() -> None:
    dev = (ROOT / "dev").read_text(encoding="utf-8")
    launch = re.search(r"jupyter\" lab \"\$\{root\[@\]\}\"((?:.|\\\n)*?)\"\$\{@:2\}\"", dev)
    assert launch is not None
    words = launch.group(1).replace("\\\n", " ").split()
    # every language's folder in the file browser, the user's language opened
    first = '"examples/$lang/01-trick-taking-basics.ipynb"'
    assert words == ["--ServerApp.root_dir=examples", first]
    assert re.search(r"de\*\) lang=de ;;", dev) and re.search(r"ja\*\) lang=ja ;;", dev)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "./dev tutorial" in readme and "`LANG`" in readme


def test_dev_tutorial_runs_as_this_user_and_passes_arguments_to_jupyterlab() -> None:
    """The README's first command, for real (as root in a container, too): set up, then
    JupyterLab with the arguments given (``--version`` makes it answer and stop)."""
    env = dict(os.environ, WOLFPACK_VENV=str(Path(sys.executable).parent.parent))
    done = subprocess.run(
        [str(ROOT / "dev"), "tutorial", "--version"],
        capture_output=True,
        text=True,
        timeout=900,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert re.fullmatch(r"\d+\.\d+\.\d+\S*", done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("path", TUTORIALS, ids=IDS)
def test_a_tutorial_reads_as_a_tutorial(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    assert nb.cells[0].cell_type == "markdown"
    assert nb.cells[0].source.startswith("# ")
    prose = [c for c in nb.cells if c.cell_type == "markdown"]
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert len(prose) >= 5 and code
    for link in re.findall(r"\]\(([^)]+\.ipynb)\)", "\n".join(c.source for c in prose)):
        assert (EXAMPLES / "en" / link).is_file(), f"{path.name} links to a missing {link}"


@pytest.mark.parametrize("path", TUTORIALS, ids=IDS)
def test_a_tutorial_is_saved_with_clean_outputs(path: Path) -> None:
    """Saved as ``examples/run_notebooks.py`` leaves it: run, without errors, and without
    live boards, which cannot be shown outside a running kernel, but with a picture of
    each board, so that the documentation site shows the tutorial's boards."""
    nb = nbformat.read(path, as_version=4)
    assert "widgets" not in nb.metadata
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert all(c.execution_count is not None for c in code), "run examples/run_notebooks.py"
    pictures = 0
    for cell in code:
        for output in cell.outputs:
            assert output.output_type != "error", cell.source
            assert WIDGET not in output.get("data", {}), cell.source
            pictures += "image/jpeg" in output.get("data", {})
    shows_boards = re.search(r"\.widget\(|Board\(|\.board\(", "\n".join(c.source for c in code))
    assert pictures > 0 or not shows_boards, "its boards have no pictures: run_notebooks.py"
