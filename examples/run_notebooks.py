"""Run the tutorial notebooks from top to bottom; with ``--out DIR``, save each with its
outputs in ``DIR/<lang>/<name>.ipynb`` (board pictures included), as a documentation site
that renders saved outputs without executing anything can show them.

    .venv/bin/python examples/run_notebooks.py                 # every tutorial, every language
    .venv/bin/python examples/run_notebooks.py examples/de/03-puzzles.ipynb
    .venv/bin/python examples/run_notebooks.py 03-puzzles      # one tutorial, every language
    .venv/bin/python examples/run_notebooks.py examples/de/teachers/03-puzzles.ipynb
    .venv/bin/python examples/run_notebooks.py --out /tmp/run  # ... and save them there

The notebooks are built from their sources by ``tutorials/build.py`` in ``examples/en/``,
``examples/de/`` and ``examples/ja/``, each tutorial's teacher's edition in the language's
``teachers/`` folder; they ship without outputs and execution counts
(``tests/test_tutorial_notebooks.py``): this never writes into ``examples/``, and saves a
notebook under ``DIR`` where it is under ``examples/`` (``DIR/de/teachers/03-puzzles.ipynb``).

A live board is not saved as a widget (that needs a kernel): its output keeps a picture of
the board as the cell left it, taken in Chromium from the board's own replay page
(``board.to_html``), and a note that says how to play on it; so the saved notebook shows
every board on the site and in JupyterLab before it is run. ``tests/test_examples.py`` runs
every notebook in a fresh kernel on every test run.
"""

from __future__ import annotations

import base64
import os
import re
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.util import run_sync

HERE = Path(__file__).resolve().parent
WIDGET = "application/vnd.jupyter.widget-view+json"
OBJECT_REPR = re.compile(r"^<[\w.]+ object at 0x[0-9a-f]+>$")
BOARD_NOTE = {
    "en": "(A live board: run this notebook in JupyterLab to play on it.)",
    "de": "(Ein Spielbrett zum Spielen: Führe dieses Notebook in JupyterLab aus, um darauf "
    "zu spielen.)",
    "ja": "（実際に遊べるボードです。JupyterLab でこのノートブックを実行すると遊べます。）",
}
"""What a saved board says in text, in the notebook's language."""


PAGE = """
import ipywidgets
from ipywidgets.widgets.widget import _instances
def _page(model_id, path):
    found = [_instances.get(model_id)]
    while found:
        w = found.pop()
        if hasattr(w, "to_html"):
            w.to_html(path)
            return
        found.extend(getattr(w, "children", ()))
"""


def pictures(pages: dict[str, Path]) -> dict[str, bytes]:
    """A JPEG of each board page (model id → picture), taken in Debian's Chromium."""
    # (the browser harness of the end-to-end tests, and tests/waits.py that it reads)
    sys.path[:0] = [str(HERE.parent / "tests" / "e2e"), str(HERE.parent / "tests")]
    from lab_harness import CHROMIUM_ARGS, chromium_path
    from playwright.sync_api import sync_playwright

    out: dict[str, bytes] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium_path(), args=CHROMIUM_ARGS, headless=True
        )
        page = browser.new_page(viewport={"width": 860, "height": 900})
        for model_id, html in pages.items():
            page.goto(html.as_uri())
            stage = page.locator(".wolfpack-board .wp-stage")
            stage.locator("svg").wait_for()
            out[model_id] = stage.screenshot(type="jpeg", quality=60, animations="disabled")
        browser.close()
    return out


def run(path: Path, out: Path | None = None) -> float:
    """Execute one notebook; with ``out``, write it there with its outputs (boards become
    pictures). The seconds it took; nbclient's ``CellExecutionError`` if a cell fails."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    client = NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
        record_timing=False,
    )
    with tempfile.TemporaryDirectory() as tmp, client.setup_kernel():
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        boards = [
            output
            for cell in nb.cells
            if cell.cell_type == "code"
            for output in cell.outputs
            if WIDGET in output.get("data", {})
        ]
        pages = {}
        if boards and out is not None:
            execute = run_sync(client.kc.execute_interactive)
            execute(PAGE, timeout=60)
            for output in boards:
                model_id = output["data"][WIDGET]["model_id"]
                html = Path(tmp) / f"{model_id}.html"
                execute(f"_page({model_id!r}, {str(html)!r})", timeout=120)
                if html.exists():
                    pages[model_id] = html
        shots = pictures(pages) if pages else {}
    seconds = time.perf_counter() - start
    lang = nb.metadata.get("wolfpack", {}).get("language", path.parent.name)
    note = BOARD_NOTE.get(lang, BOARD_NOTE["en"])
    for output in boards:
        data = output["data"]
        model_id = data.pop(WIDGET)["model_id"]
        if OBJECT_REPR.match(data.get("text/plain", "")):
            data["text/plain"] = note
        if model_id in shots:
            data["image/jpeg"] = base64.b64encode(shots[model_id]).decode("ascii")
    nb.metadata.pop("widgets", None)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, out)
    return seconds


LANGUAGES = ("en", "de", "ja")
TEACHERS = "teachers"
"""The folder of the teacher's editions in each language's folder (``tutorials/build.py``)."""


def notebooks(argv: list[str]) -> list[Path]:
    """The notebooks named: paths, or tutorial names (the pupils' notebook and the
    teacher's edition, in every language); default every notebook of every language, the
    teacher's editions after the pupils'."""
    folders = [HERE / lang / sub for lang in LANGUAGES for sub in ("", TEACHERS)]
    if not argv:
        return [p for folder in folders for p in sorted(folder.glob("*.ipynb"))]
    out: list[Path] = []
    for arg in argv:
        path = Path(arg)
        if path.suffix == ".ipynb":
            out.append(path)
        else:
            named = (folder / f"{path.stem}.ipynb" for folder in folders)
            out += [p for p in named if p.is_file() or p.parent.name != TEACHERS]
    return out


def saved_as(path: Path, out_dir: Path) -> Path:
    """Where ``--out DIR`` saves a notebook: where it is under ``examples/``, else
    ``DIR/<its folder>/<name>``."""
    try:
        return out_dir / path.resolve().relative_to(HERE)
    except ValueError:
        return out_dir / path.parent.name / path.name


def main(argv: list[str]) -> int:
    """Run the notebooks named on the command line (default: every tutorial); ``--out DIR``
    saves them with their outputs there. Lesson boards keep their progress in a file of
    their own, so the saved pictures show each lesson from its start whatever this
    machine's learner has done."""
    os.environ["WOLFPACK_PROGRESS"] = str(Path(tempfile.mkdtemp()) / "progress.json")
    out_dir: Path | None = None
    if "--out" in argv:
        at = argv.index("--out")
        if at + 1 >= len(argv):
            print("usage: run_notebooks.py [--out DIR] [notebook or tutorial ...]")
            return 2
        out_dir = Path(argv[at + 1]).resolve()
        argv = argv[:at] + argv[at + 2 :]
    for path in notebooks(argv):
        out = None if out_dir is None else saved_as(path, out_dir)
        where = saved_as(path, Path())
        print(f"{where}: {run(path, out):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
