"""``wolfpack tournament --ray``: the games as Ray tasks (a local Ray here, as a cluster's
would be) give the same match as one process: the same deals, seeds, margins and wins."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from wolfpack.bots.tournament import play_match
from wolfpack.cli import main

ray = pytest.importorskip("ray")

SRC = str(Path(__file__).resolve().parents[2] / "src")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[Any]:
    """A Ray on this machine, its workers importing this checkout of wolfpack."""
    path = os.pathsep.join(p for p in (SRC, os.environ.get("PYTHONPATH")) if p)
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": path, "WOLFPACK_BACKEND": "python"}},
    )
    yield ray
    ray.shutdown()


@pytest.mark.parametrize(
    ("game", "players", "bots"),
    [
        ("lone-wolves", 2, ("ismcts:20", "heuristic")),
        ("the-wolves", 3, ("heuristic", "random")),
        ("triqueta", 4, ("heuristic", "random")),
    ],
)
def test_a_match_on_ray_equals_the_match_in_one_process(
    local_ray: Any, game: str, players: int, bots: tuple[str, str], monkeypatch: Any
) -> None:
    monkeypatch.setenv("WOLFPACK_BACKEND", "python")
    here = play_match(*bots, 5, seed=11, game=game, players=players)
    done: list[int] = []
    there = play_match(
        *bots,
        5,
        seed=11,
        game=game,
        players=players,
        ray="local",
        progress=lambda n, r: done.append(n),
    )
    assert there.margins == here.margins
    assert (there.wins_a, there.wins_b, there.draws) == (here.wins_a, here.wins_b, here.draws)
    assert there.deals == here.deals == [11, 12, 13, 14, 15]
    assert done == [1, 2, 3, 4, 5]


def test_the_command_runs_on_ray(local_ray: Any, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "heuristic", "random", "-n", "4", "--seed", "3", "--quiet", "--json"]
    assert main(args) == 0
    here = json.loads(capsys.readouterr().out)
    assert main([*args, "--ray"]) == 0
    there = json.loads(capsys.readouterr().out)
    for key in ("games", "wins_a", "wins_b", "draws", "mean_margin_a", "win_ci_a"):
        assert there[key] == here[key], key
