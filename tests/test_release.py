"""A release as PyPI takes it: ``./dev wheels`` builds the sdists, the pure main wheel and the
native core's abi3 manylinux wheel, each accepted by ``twine check``; the metadata names one
canonical repository everywhere; the release and test workflows and the pre-commit hooks
run what CI runs."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

import pytest
import yaml

from waits import BUILD

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")

ROOT = Path(__file__).resolve().parents[1]
REPO = "https://github.com/wolfpack-boards/wolfpack"
DOCS = "https://wolfpack-boards.github.io/wolfpack/"


def toml(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_both_distributions_name_the_one_repository_and_the_docs() -> None:
    for project in (toml(ROOT / "pyproject.toml"), toml(ROOT / "native/pyproject.toml")):
        urls = project["project"]["urls"]
        assert urls["Repository"] == REPO and urls["Homepage"] == REPO
        assert urls["Documentation"] == DOCS
        assert urls["Issues"] == REPO + "/issues"
        assert project["project"]["readme"] == "README.md"
        assert project["project"]["license"] == "MIT"
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert f"repo_url: {REPO}\n" in mkdocs and f"site_url: {DOCS}\n" in mkdocs


def test_the_readme_s_pictures_and_links_work_on_a_package_index_page() -> None:
    """PyPI shows the README without the repository around it: every picture and every
    link is absolute."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)\s]+)", readme)
    pictures = re.findall(r"!\[([^\]]*)\]\(([^)\s]+)", readme)
    assert len(pictures) >= 3
    for alt, url in pictures:
        assert url.startswith("https://raw.githubusercontent.com/wolfpack-boards/wolfpack/main/")
        assert len(alt) > 40, f"{url} needs a description"
    for url in targets:
        assert url.startswith(("https://", "#")), url


def test_the_workflows_test_with_the_readme_command_and_publish_by_trusted_publishing() -> None:
    workflows = ROOT / ".github" / "workflows"
    test = yaml.safe_load((workflows / "test.yml").read_text(encoding="utf-8"))
    runs = [s.get("run", "") for s in test["jobs"]["test"]["steps"]]
    assert "./dev test" in runs
    assert test["jobs"]["test"]["timeout-minutes"] <= 30
    release = yaml.safe_load((workflows / "release.yml").read_text(encoding="utf-8"))
    jobs = release["jobs"]
    assert any("./dev wheels" in s.get("run", "") for s in jobs["main"]["steps"])
    core = jobs["core-wheels"]["steps"]
    assert any(s.get("uses", "").startswith("PyO3/maturin-action") for s in core)
    publish = jobs["publish"]
    assert publish["permissions"] == {"id-token": "write"}
    assert publish["environment"]["name"] == "pypi"
    uses = [s.get("uses", "") for s in publish["steps"]]
    assert "pypa/gh-action-pypi-publish@release/v1" in uses
    assert not any("password" in s.get("with", {}) for s in publish["steps"])


def test_pre_commit_runs_the_linters_ci_runs() -> None:
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    hooks = {h["id"]: h for repo in config["repos"] for h in repo["hooks"]}
    assert {"ruff", "ruff-format", "mypy", "tsc", "cargo-fmt", "cargo-clippy"} <= set(hooks)
    dev = (ROOT / "dev").read_text(encoding="utf-8")
    assert 'ruff" check .' in dev and 'ruff" format --check src tests benchmarks' in dev
    assert hooks["ruff-format"]["files"] == "^(src|tests|benchmarks)/"
    assert "-D warnings" in hooks["cargo-clippy"]["entry"] and "-D warnings" in dev


@pytest.mark.skipif(
    os.environ.get("WOLFPACK_SLOW_TESTS") != "1",
    reason="builds every distribution (about a minute); WOLFPACK_SLOW_TESTS=1 runs it",
)
def test_dev_wheels_builds_what_pypi_accepts(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("WOLFPACK_VENV", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(ROOT / "dev"), "wheels", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD,
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-4000:]  # (twine check --strict passed, too)
    (main,) = tmp_path.glob("wolfpack_boards-*.whl")
    assert main.name.endswith("-py3-none-any.whl")
    names = zipfile.ZipFile(main).namelist()
    for js in ("lone_wolves", "the_wolves", "triqueta", "generic"):
        assert f"wolfpack/static/{js}.js" in names and f"wolfpack/static/{js}.css" in names
    assert "wolfpack/py.typed" in names
    assert not any(n.endswith((".so", ".dylib", ".dll")) for n in names)
    assert not any(n.startswith(("tests/", "js/", "native/")) for n in names)
    meta = Parser().parsestr(
        zipfile.ZipFile(main).read(main.name.split("-py3")[0] + ".dist-info/METADATA").decode()
    )
    assert f"Repository, {REPO}" in meta.get_all("Project-URL", [])
    assert meta["Requires-Python"] == ">=3.10"
    (sdist,) = tmp_path.glob("wolfpack_boards-*.tar.gz")
    assert sdist.stat().st_size < 10_000_000, "the sdist holds build output"
    if shutil.which("cargo") is None:
        assert "the native core's wheel is not built" in output
        return
    (core,) = tmp_path.glob("wolfpack_boards_core-*.whl")
    assert "-cp310-abi3-manylinux" in core.name and "manylinux_2_17_x86_64" in core.name
    assert re.search(r'consistent with the following platform tag:\s+"manylinux_2_17', output)
    core_names = zipfile.ZipFile(core).namelist()
    assert any(n.startswith("wolfpack_core/_core") and n.endswith(".so") for n in core_names)
    assert "wolfpack_core/py.typed" in core_names
    assert list(tmp_path.glob("wolfpack_boards_core-*.tar.gz"))
