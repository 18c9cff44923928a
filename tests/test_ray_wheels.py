"""Ray without a published package: ``--ray-wheels`` ships the wheels a clone builds
(``./dev wheels``) to every node as Ray's runtime environment, and the nodes play the
match from them; a local Ray that does not start at once is tried again, then the error
says what to do."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from waits import BUILD
from wolfpack.bots import tournament
from wolfpack.bots.tournament import play_match, ray_runtime_env
from wolfpack.cli import main

ray = pytest.importorskip("ray")

ROOT = Path(__file__).resolve().parents[1]


def test_the_runtime_environment_names_each_wheel_and_refuses_what_is_not_one(
    tmp_path: Path,
) -> None:
    assert ray_runtime_env(()) == {}
    with pytest.raises(ValueError, match=r"ray_wheels: .* holds no wheel"):
        ray_runtime_env(tmp_path)
    with pytest.raises(ValueError, match=r"ray_wheels: .* is not a folder"):
        ray_runtime_env(tmp_path / "missing")
    (tmp_path / "notes.txt").write_text("x")
    with pytest.raises(ValueError, match=r"ray_wheels: .*notes.txt is not a wheel file"):
        ray_runtime_env([tmp_path / "notes.txt"])
    wheel = tmp_path / "wolfpack_boards-0.1.0-py3-none-any.whl"
    wheel.write_bytes(b"")
    assert ray_runtime_env(tmp_path) == {"py_modules": [str(wheel.resolve())]}
    with pytest.raises(ValueError, match="give ray too"):
        play_match("random", "random", 1, ray_wheels=tmp_path)


def test_the_command_refuses_wheels_that_are_not_there(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "random", "random", "-n", "1", "--quiet", "--ray"]
    assert main([*args, "--ray-wheels", "/nowhere/at/all"]) == 2
    assert "ray_wheels: /nowhere/at/all is not a folder of wheels" in capsys.readouterr().err


def test_a_local_ray_that_misses_its_start_is_tried_again_then_says_what_to_do(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[dict[str, Any]] = []

    def init(**options: Any) -> None:
        calls.append(options)
        if len(calls) < 3:
            raise TimeoutError("the GCS did not start in time")

    monkeypatch.setattr(ray, "init", init)
    monkeypatch.setattr(ray, "shutdown", lambda: None)
    monkeypatch.setattr(tournament.time, "sleep", lambda seconds: None)
    tournament._start_ray("local", {"py_modules": ["/w.whl"]})
    assert len(calls) == 3 and calls[-1]["runtime_env"] == {"py_modules": ["/w.whl"]}
    calls.clear()
    monkeypatch.setattr(tournament, "RAY_START_TRIES", 2)
    with pytest.raises(RuntimeError, match=r"in 2 tries .*ray start --head.*--ray auto"):
        tournament._start_ray("local")
    assert len(calls) == 2 and calls[-1]["runtime_env"] is None


@pytest.fixture(scope="module")
def wheels(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pure wheel of this checkout, as ``./dev wheels DIR main`` builds it."""
    out = tmp_path_factory.mktemp("wheels")
    env = {k: v for k, v in os.environ.items() if k not in ("WOLFPACK_VENV", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(ROOT / "dev"), "wheels", str(out), "main"],
        env=env,
        capture_output=True,
        text=True,
        timeout=BUILD,
        check=False,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    for sdist in out.glob("*.tar.gz"):
        sdist.unlink()  # (the folder as a user ships it: the wheels)
    return out


@pytest.fixture
def no_ray_yet() -> Iterator[None]:
    """No Ray connected before the test (so that the match starts one), none after."""
    if ray.is_initialized():
        ray.shutdown()
    yield
    ray.shutdown()


@pytest.mark.skipif(
    os.environ.get("WOLFPACK_SLOW_TESTS") != "1",
    reason="builds the wheel and installs it in Ray's runtime environment (a minute or two); "
    "WOLFPACK_SLOW_TESTS=1 runs it",
)
def test_a_match_on_ray_plays_from_the_shipped_wheels(
    wheels: Path, no_ray_yet: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WOLFPACK_BACKEND", "python")
    monkeypatch.delenv("PYTHONPATH", raising=False)
    bots = ("heuristic", "random")
    here = play_match(*bots, 3, seed=5, game="triqueta", players=3)
    there = play_match(*bots, 3, seed=5, game="triqueta", players=3, ray="local", ray_wheels=wheels)
    assert there.margins == here.margins and there.deals == here.deals == [5, 6, 7]
    # The nodes imported wolfpack from the wheel Ray installed, not from this checkout.
    where = ray.get(ray.remote(lambda: __import__("wolfpack").__file__).remote())
    assert not Path(where).resolve().is_relative_to(ROOT), where
    # Wheels are a whole job's: a match on a Ray connected already cannot add them.
    with pytest.raises(ValueError, match="ray_wheels: Ray is connected already"):
        play_match(*bots, 1, game="triqueta", players=3, ray="local", ray_wheels=wheels)
