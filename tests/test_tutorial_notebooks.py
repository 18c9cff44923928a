"""The tutorial notebooks as files: numbered in order in every language
(``examples/<lang>/``, each learners' tutorial's teacher's edition in ``teachers/`` there),
opened by ``./dev tutorial`` in the user's language from a
git-ignored working copy, linked to each other, shipped without outputs, and each cell a
teacher may run out of order imports what it uses. (They are built from ``tutorials/``
(``test_tutorial_sources.py``) and run from top to bottom by ``test_examples.py``.)"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from waits import BUILD, WAIT

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples"
LANGUAGES = ("en", "de", "ja")
TEACHERS = "teachers"
TUTORIALS = [
    p
    for lang in LANGUAGES
    for folder in ("", TEACHERS)
    for p in sorted((EXAMPLES / lang / folder).glob("*.ipynb"))
]
"""Every notebook: the pupils' and the teacher's editions."""
IDS = [p.relative_to(EXAMPLES).with_suffix("").as_posix() for p in TUTORIALS]
WIDGET = "application/vnd.jupyter.widget-view+json"


def test_the_tutorials_are_numbered_in_order() -> None:
    """Five learners' tutorials in order, and the API tour for programmers, in English; no
    notebook outside a language's folder (or its ``teachers/``); German and Japanese have
    only those; a teacher's edition only of a learners' tutorial there is."""
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
    assert {p.parent.relative_to(EXAMPLES).as_posix() for p in EXAMPLES.rglob("*.ipynb")} <= {
        f"{lang}{sub}" for lang in LANGUAGES for sub in ("", f"/{TEACHERS}")
    }
    for lang in ("de", "ja"):
        assert {p.name for p in (EXAMPLES / lang).glob("*.ipynb")} <= set(english)
    for lang in LANGUAGES:
        names = {p.name for p in (EXAMPLES / lang / TEACHERS).glob("*.ipynb")}
        assert names <= {p.name for p in (EXAMPLES / lang).glob("*.ipynb")} - {
            "for-programmers.ipynb"
        }


def test_dev_tutorial_opens_the_first_tutorial_in_the_users_language() -> None:
    dev = (ROOT / "dev").read_text(encoding="utf-8")
    launch = re.search(r"jupyter\" lab \"\$\{root\[@\]\}\"((?:.|\\\n)*?)\"\$\{@:2\}\"", dev)
    assert launch is not None
    words = launch.group(1).replace("\\\n", " ").split()
    # every language's folder of the working copy in the file browser, JupyterLab's own
    # settings of the working copy (its menus in the learner's language), the user's
    # language's first tutorial
    first = '".tutorial/$lang/01-trick-taking-basics.ipynb"'
    settings = '--LabApp.user_settings_dir="$PWD/$TUTORIAL_SETTINGS"'
    assert words == ["--ServerApp.root_dir=.tutorial", settings, first]
    assert re.search(r"setup tutorial\n(?:.*\n)*?\s*tutorial_copy\n(?:.*\n)*?\s*exec ", dev)
    assert re.search(r"de\*\) echo de ;;", dev) and re.search(r"ja\*\) echo ja ;;", dev)
    assert 'lang="$(learner_language)"' in dev
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
        timeout=BUILD,
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
    if path.parent.name != TEACHERS:  # (an edition may be notes and answers only)
        assert len(prose) >= 5 and code
    # (links resolved in English: every language has every notebook that English has)
    english = EXAMPLES / "en" / Path(*path.parent.relative_to(EXAMPLES).parts[1:])
    for link in re.findall(r"\]\(([^)]+\.ipynb)\)", "\n".join(c.source for c in prose)):
        assert (english / link).is_file(), f"{path.name} links to a missing {link}"


def _tutorial_copy(where: Path) -> subprocess.CompletedProcess[str]:
    """Run ``./dev``'s own ``tutorial_copy`` in ``where`` (which has an ``examples/``)."""
    dev = (ROOT / "dev").read_text(encoding="utf-8")
    function = re.search(r"^tutorial_copy\(\) \{\n.*?^\}\n", dev, re.S | re.M)
    assert function is not None, "./dev has no tutorial_copy function"
    script = "set -euo pipefail\n" + function.group(0) + "tutorial_copy\n"
    return subprocess.run(
        ["bash", "-c", script], cwd=where, capture_output=True, text=True, check=True, timeout=WAIT
    )


def test_dev_tutorial_opens_a_git_ignored_copy_and_keeps_a_teachers_edits(
    tmp_path: Path,
) -> None:
    """JupyterLab's autosave and the boards' Save once wrote into the tracked
    ``examples/``: ``./dev tutorial`` opens a copy in ``.tutorial/``, made where it has no
    file yet, never over a teacher's edited notebook; the teacher's editions are copied
    into their own folder (``en/teachers/``), apart from the pupils' notebooks."""
    files = ("en/01-trick-taking-basics.ipynb", "de/02-x.ipynb", "puzzles/puzzles.json")
    for name in (*files, "en/teachers/01-trick-taking-basics.ipynb"):
        (tmp_path / "examples" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "examples" / name).write_text(f"shipped {name}", encoding="utf-8")
    (tmp_path / "examples" / "run_notebooks.py").write_text("tool", encoding="utf-8")
    _tutorial_copy(tmp_path)
    copy = tmp_path / ".tutorial"
    assert (copy / "en/01-trick-taking-basics.ipynb").read_text() == (
        "shipped en/01-trick-taking-basics.ipynb"
    )
    assert (copy / "puzzles/puzzles.json").is_file()  # the notebooks read ../puzzles/
    assert (copy / "en/teachers/01-trick-taking-basics.ipynb").read_text() == (
        "shipped en/teachers/01-trick-taking-basics.ipynb"
    )
    assert not (copy / "run_notebooks.py").exists()
    (copy / "en/01-trick-taking-basics.ipynb").write_text("my notes", encoding="utf-8")
    (copy / "de/02-x.ipynb").unlink()
    _tutorial_copy(tmp_path)
    assert (copy / "en/01-trick-taking-basics.ipynb").read_text() == "my notes"
    assert (copy / "de/02-x.ipynb").read_text() == "shipped de/02-x.ipynb"


def _ignored(paths: list[str]) -> set[str]:
    done = subprocess.run(
        ["git", "check-ignore", "--no-index", "--stdin"],
        cwd=ROOT,
        input="\n".join(paths) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    return set(done.stdout.split())


def test_the_working_copy_and_saved_records_are_git_ignored_and_shipped_files_not() -> None:
    saved = [
        ".tutorial/en/01-trick-taking-basics.ipynb",
        ".tutorial/en/lone-wolves-20261127-070009.lwr.json",
        "examples/en/lone-wolves-20261127-070009.player1.json",
        "examples/en/lone-wolves-20261127-070009-2.lwr.json",
        "examples/de/the-wolves-20260101-120000.twr.json",
        "examples/ja/triqueta-20260101-120000-3.tqr.json",
    ]
    assert _ignored(saved) == set(saved)
    shipped = subprocess.run(
        ["git", "ls-files", "examples"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert shipped and not _ignored(shipped)


@pytest.mark.parametrize("path", TUTORIALS, ids=IDS)
def test_a_tutorial_ships_without_outputs(path: Path) -> None:
    """Saved as ``tutorials/build.py`` writes it: no outputs (old verdicts such as "not
    right Not answered yet" once showed under unanswered exercises), no execution counts,
    nbformat 4.5 with a cell id on every cell, and small, stable metadata, so that nothing
    is filled in or rewritten when JupyterLab opens it."""
    raw = path.read_text(encoding="utf-8")
    nb = nbformat.reads(raw, as_version=4)
    assert (nb.nbformat, nb.nbformat_minor) == (4, 5)
    nbformat.validate(nb)
    assert all(cell.get("id") for cell in nb.cells)
    assert set(nb.metadata) <= {"kernelspec", "language_info", "wolfpack"}
    # What JupyterLab writes on opening, but the version: written ahead, it changes nothing.
    assert nb.metadata["kernelspec"]["display_name"] == "Python 3 (ipykernel)"
    assert "version" not in nb.metadata["language_info"]
    assert nb.metadata["language_info"]["pygments_lexer"] == "ipython3"
    for cell in nb.cells:
        if cell.metadata.get("jupyter", {}).get("outputs_hidden"):
            assert cell.metadata.get("collapsed") is True
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], cell.source[:80]
            assert cell.execution_count is None, cell.source[:80]
    assert raw == nbformat.writes(nb) + "\n"  # as nbformat writes it: nothing to normalise


def _wolfpack_names(tree: ast.AST) -> set[str]:
    """The names a cell imports from wolfpack."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "wolfpack":
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {
                (alias.asname or alias.name).split(".")[0]
                for alias in node.names
                if alias.name.split(".")[0] == "wolfpack"
            }
    return names


def _used(tree: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def out_of_order_names(cells: list[str]) -> list[tuple[int, list[str]]]:
    """The code cells (by index) that use a name the notebook imports from wolfpack without
    importing it themselves, where the first code cell (the imports cell) does not either."""
    trees = [ast.parse(source) for source in cells]
    first = _wolfpack_names(trees[0]) if trees else set()
    every = set().union(*(_wolfpack_names(t) for t in trees))
    out = []
    for index, tree in enumerate(trees):
        missing = (_used(tree) & every) - _wolfpack_names(tree) - first
        if missing:
            out.append((index, sorted(missing)))
    return out


def test_the_import_rule_finds_a_name_imported_only_in_another_cell() -> None:
    cells = [
        "from wolfpack import set_language",
        "from wolfpack.triqueta import Triqueta\ngame = Triqueta(players=3)",
        "match = Triqueta(players=3)\nset_language('de')",
        "from wolfpack.triqueta import Triqueta\nmatch = Triqueta(players=2)",
    ]
    assert out_of_order_names(cells) == [(2, ["Triqueta"])]


@pytest.mark.parametrize("path", TUTORIALS, ids=IDS)
def test_a_cell_run_out_of_order_has_its_imports(path: Path) -> None:
    """A teacher may jump to a cell (the game against the computer, a board): every name it
    uses from wolfpack is imported in that cell or in the notebook's first code cell, which
    sets the language and is run first anyway. (05's game once needed an import from a cell
    far above it: NameError.)"""
    nb = nbformat.read(path, as_version=4)
    code = [cell.source for cell in nb.cells if cell.cell_type == "code"]
    assert out_of_order_names(code) == []
