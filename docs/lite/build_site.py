"""Build the JupyterLite site of the tutorials: Python in the browser (Pyodide), no server.

    .venv/bin/python docs/lite/build_site.py OUTPUT_DIR

Everything the site needs is put inside it, so that it runs from any static web server
with no network: the Pyodide runtime (from the npm registry's ``pyodide`` package, at the
version JupyterLite's Pyodide kernel is made for), the pure-Python packages the kernel
loads (fetched from PyPI at the versions Pyodide's lock names), wolfpack's pure wheel and
its dependencies (installed in the notebook with ``%pip install``), and the tutorials,
each with a first cell that installs wolfpack. Pyodide cannot start threads, so the
computer, hints and the solver think in the foreground there.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import nbformat
from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = sorted(
    p.relative_to(ROOT / "examples").as_posix() for p in (ROOT / "examples").glob("*/*.ipynb")
)
"""The tutorials in the site: every one, in every language (``en/01-....ipynb``)."""
DATA = ["puzzles"]
"""Folders of ``examples/`` the tutorials read (``../puzzles/puzzles.json``)."""
KERNEL_PACKAGES = [
    "micropip", "packaging", "ipython", "jedi", "typing-extensions", "platformdirs", "attrs",
    "pytz",
]  # fmt: skip
"""What the Pyodide kernel loads from Pyodide's own index (with their dependencies); also
what a cell imports or installs that Pyodide's lock names (platformdirs; attrs and pytz, for
fluent.runtime: Pyodide fetches them from its own index, and the cell fails if they are not
in the site)."""
WHEELS = [
    "anywidget", "psygnal", "typing_extensions", "ipywidgets", "comm", "jupyterlab_widgets",
    "platformdirs", "fluent.runtime", "fluent.syntax", "babel",
]  # fmt: skip
"""wolfpack's dependencies, installed in the notebook from the site's own index."""
BIN = Path(sys.executable).parent


def run(
    *cmd: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None, tries: int = 1
) -> None:
    """Run ``cmd``, up to ``tries`` times (for a download: a registry's passing fault);
    its output is shown only when it fails."""
    for attempt in range(1, tries + 1):
        done = subprocess.run(
            [str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, check=False
        )
        if not done.returncode:
            return
        sys.stderr.write(done.stdout + done.stderr)
        if attempt < tries:
            sys.stderr.write(f"(failed with {done.returncode}; trying again)\n")
    raise subprocess.CalledProcessError(done.returncode, done.args)


def pure_wheel(out: Path) -> Path:
    """wolfpack's pure wheel (``py3-none-any``)."""
    run(sys.executable, "-m", "build", "--wheel", "--outdir", out)
    (wheel,) = out.glob("wolfpack_boards-*-py3-none-any.whl")
    return wheel


def download(specs: list[str], out: Path) -> None:
    """Pure wheels from PyPI (for Python in the browser: any platform, no compiled code)."""
    run(
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--python-version", "3.13", "--implementation", "py", "--abi", "none",
        "--platform", "any", "--dest", out, *specs, tries=3,
    )  # fmt: skip


def pyodide(work: Path) -> Path:
    """A Pyodide distribution tarball: the npm package's runtime, and the pure packages the
    kernel loads at the versions its lock names (their hashes written into the lock)."""
    run("npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--loglevel=error", cwd=work, tries=3)
    (packed,) = work.glob("pyodide-*.tgz")
    with tarfile.open(packed) as tar:
        tar.extractall(work, filter="data")
    dist = work / "pyodide"
    (work / "package").rename(dist)
    lock_path = dist / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text("utf-8"))
    packages = lock["packages"]
    wanted: list[str] = []
    todo = list(KERNEL_PACKAGES)
    while todo:
        name = todo.pop()
        if name in wanted:
            continue
        wanted.append(name)
        todo += [d.lower().replace("_", "-") for d in packages[name].get("depends", [])]
    fetched = work / "fetched"
    fetched.mkdir()
    download([f"{n}=={packages[n]['version']}" for n in wanted], fetched)
    by_project = {f.name.split("-")[0].lower().replace("_", "-"): f for f in fetched.glob("*.whl")}
    for name in wanted:
        entry = packages[name]
        source = by_project[name.replace("_", "-")]
        target = dist / entry["file_name"]
        shutil.copyfile(source, target)
        entry["sha256"] = hashlib.sha256(target.read_bytes()).hexdigest()
    lock_path.write_text(json.dumps(lock), "utf-8")
    tarball = work / f"pyodide-{PYODIDE_VERSION}.tar.bz2"
    with tarfile.open(tarball, "w:bz2") as tar:
        tar.add(dist, arcname="pyodide")
    return tarball


def contents(work: Path) -> list[Path]:
    """The folder of the site's files: the tutorials of every language in their folders
    (``en/``, ``de/``, ``ja/``), each starting with a cell that installs wolfpack in the
    browser, and the data they read (``puzzles/``)."""
    root = work / "contents"
    for folder in DATA:
        shutil.copytree(
            ROOT / "examples" / folder, root / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    for name in TUTORIALS:
        nb = nbformat.read(ROOT / "examples" / name, as_version=4)
        # (matplotlib, for the plot of the API tour: from Pyodide's own packages)
        extra = " matplotlib" if "matplotlib" in (ROOT / "examples" / name).read_text() else ""
        install = nbformat.v4.new_code_cell(f"%pip install -q wolfpack-boards{extra}")
        install.metadata["tags"] = ["jupyterlite"]
        nb.cells.insert(1, install)
        for cell in nb.cells:
            if cell.cell_type == "code":
                cell.outputs, cell.execution_count = [], None
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
    return [root]


def build(output: Path) -> Path:
    """Build the site into ``output``; its path."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        wheels = work / "wheels"
        wheels.mkdir()
        pure_wheel(wheels)
        download(WHEELS, wheels)
        tarball = pyodide(work)
        notebooks = contents(work)
        cmd: list[str | Path] = [BIN / "jupyter", "lite", "build", "--output-dir", output]
        cmd += ["--pyodide", tarball, "--lite-dir", work]
        for path in notebooks:
            cmd += ["--contents", path]
        for wheel in sorted(wheels.glob("*.whl")):
            cmd += ["--piplite-wheels", wheel]
        run(*cmd, cwd=work)
    return output


if __name__ == "__main__":
    print(build(Path(sys.argv[1]).resolve()))
