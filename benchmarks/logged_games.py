"""Games played in parallel and logged one JSON line each, so that a long benchmark can be
stopped and resumed (used by ``ladder.py`` and ``game_ideas.py``)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

Row = dict[str, Any]
Key = Callable[[Row], tuple[Any, ...]]


def read_log(log: Path, key: Key) -> tuple[list[Row], set[tuple[Any, ...]]]:
    """The rows logged so far and what each is (``key`` and its deal)."""
    logged: list[Row] = []
    done: set[tuple[Any, ...]] = set()
    if log.exists():
        for line in log.read_text().splitlines():
            if line:
                row = json.loads(line)
                logged.append(row)
                done.add((*key(row), row["deal"]))
    return logged, done


def play_logged(
    jobs: list[Row],
    key: Key,
    play_one: Callable[..., Row],
    log: Path,
    workers: int,
) -> list[Row]:
    """Play every job not logged yet (``play_one(**job)``, ``workers`` processes), logging
    each row as it comes; every row logged, old and new."""
    logged, done = read_log(log, key)
    work = [job for job in jobs if (*key(job), job["deal"]) not in done]
    print(f"{len(work)} games to play ({len(logged)} in {log})", file=sys.stderr)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_one, **job) for job in work]
        for future in as_completed(futures):
            row = future.result()
            logged.append(row)
            with log.open("a") as f:
                f.write(json.dumps(row) + "\n")
    return logged
