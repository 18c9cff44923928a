"""Run the tutorial notebooks and save them with their outputs, as the documentation site
shows them (it renders the saved outputs and does not execute anything).

    .venv/bin/python examples/run_notebooks.py                 # every tutorial
    .venv/bin/python examples/run_notebooks.py examples/03-puzzles.ipynb

A live board cannot be saved: its output keeps only its text form (the position, or a
note), so the saved notebook reads well on the site and in JupyterLab before it is run.
``tests/test_examples.py`` runs every notebook in a fresh kernel on every test run.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent
WIDGET = "application/vnd.jupyter.widget-view+json"
OBJECT_REPR = re.compile(r"^<[\w.]+ object at 0x[0-9a-f]+>$")
BOARD_NOTE = "(A live board: run this notebook in JupyterLab to play on it.)"


def run(path: Path) -> float:
    """Execute one notebook in place; return the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    NotebookClient(
        nb,
        timeout=300,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
        record_timing=False,
    ).execute()
    seconds = time.perf_counter() - start
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        for output in cell.outputs:
            data = output.get("data", {})
            if WIDGET in data:
                del data[WIDGET]
                if OBJECT_REPR.match(data.get("text/plain", "")):
                    data["text/plain"] = BOARD_NOTE
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    return seconds


def main(argv: list[str]) -> int:
    """Run the notebooks named on the command line (default: every tutorial)."""
    paths = [Path(a) for a in argv] or sorted(HERE.glob("[0-9][0-9]-*.ipynb"))
    for path in paths:
        print(f"{path.name}: {run(path):.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
