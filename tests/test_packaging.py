"""The package as a registry and a user get it: an sdist that builds without Node and holds
the tutorials (the pupils' notebooks and the teacher's editions beside them), a pure wheel
(``py3-none-any``: the native core is its own distribution, ``native/``) that installs
without a compiler and plays and solves, and metadata that ``twine check`` accepts."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from waits import BUILD

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def run(*cmd: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> str:
    """Run a command with this environment's tools first on the PATH; its output."""
    if env is None:
        env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(
        [str(c) for c in cmd],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    return done.stdout


def without_node() -> dict[str, str]:
    """This environment with no Node.js on the PATH (only Python's own tools)."""
    path = os.pathsep.join(
        p for p in os.environ["PATH"].split(os.pathsep) if not (Path(p) / "node").exists()
    )
    return dict(
        os.environ, PATH=f"{BIN}{os.pathsep}{path}" if not (BIN / "node").exists() else path
    )


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--sdist", "--outdir", out)
    yield out


def test_the_sdist_holds_the_front_end_the_license_and_the_types(dist: Path) -> None:
    (sdist,) = dist.glob("wolfpack_boards-*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = tar.getnames()
    for wanted in ("src/wolfpack/static/lone_wolves.js", "LICENSE", "src/wolfpack/py.typed"):
        assert any(n.endswith(wanted) for n in names), wanted
    examples = ROOT / "examples"
    for notebook in [*examples.glob("*/*.ipynb"), *examples.glob("*/teachers/*.ipynb")]:
        wanted = notebook.relative_to(ROOT).as_posix()
        assert any(n.endswith(f"/{wanted}") for n in names), wanted
    assert not any("node_modules" in n for n in names)
    run(BIN / "twine", "check", "--strict", sdist)


def test_a_pure_wheel_builds_from_the_sdist_without_node_and_plays_and_solves(
    dist: Path, tmp_path: Path
) -> None:
    (sdist,) = dist.glob("wolfpack_boards-*.tar.gz")
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path, filter="data")
    (source,) = tmp_path.glob("wolfpack_boards-*")
    env = without_node()
    assert shutil.which("node", path=env["PATH"]) is None
    run(sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "wheel", source, env=env)
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "wolfpack/static/lone_wolves.js" in names and "wolfpack/py.typed" in names
    assert not any(n.endswith((".so", ".dylib", ".dll")) for n in names)
    assert not any(n.endswith(".ipynb") for n in names)  # (the tutorials: in the sdist)
    run(BIN / "twine", "check", "--strict", wheel)
    # A fresh environment without the native core: the solver searches in Python.
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv)
    python = venv / "bin" / "python"
    run(python, "-m", "pip", "install", "-q", wheel)
    script = (
        "import wolfpack\n"
        "from wolfpack import LoneWolves\n"
        "from wolfpack.bots.analysis import solve_open\n"
        "from wolfpack.lone_wolves.bots import solver_native\n"
        "assert not solver_native.available()\n"
        "g = LoneWolves(seed=7)\n"
        "while g.state.tricks < 11:\n"
        "    g.play(g.legal_moves()[0])\n"
        "v = solve_open(g)\n"
        "print(wolfpack.__version__, v.best, v.margin)\n"
    )
    clean = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the venv's own
    out = run(python, "-c", script, env=clean)
    version, best, _margin = out.split(maxsplit=2)
    assert (
        version == run(sys.executable, "-c", "import wolfpack; print(wolfpack.__version__)").strip()
    )
    assert best in ("play", "reveal", "take", "place")


def test_the_default_wheel_is_pure(tmp_path: Path) -> None:
    run(sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "wheel")
    (wheel,) = (tmp_path / "wheel").glob("*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    assert not any(n.endswith((".so", ".dylib", ".dll")) for n in zipfile.ZipFile(wheel).namelist())
