"""A larger hostile-input run than the test suite's: board messages, mutated records of all
three games through ``wolfpack replay``, and move strings, counting what happened.

Prints how many of each were tried, how the records ended (exit status 0, 1 or 2), the
refusals that named no rule or field (goal: 0), and any exception that escaped (goal: 0).

Run: ``.venv/bin/python benchmarks/hostile_input.py [--seed N] [--records N]
[--messages N] [--moves N]``.
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import random
import sys
import tempfile
import time
from collections import Counter
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

from wolfpack import LoneWolves, TheWolves, Triqueta
from wolfpack.cli import main as cli
from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.game import Game
from wolfpack.core.i18n import cited_rules
from wolfpack.the_wolves.loader import default_data
from wolfpack.widget.conformance import Recorder, names_a_reason

WEIRD: list[Any] = [
    None, True, -1, 0, 2**53, 10**100, 1.5, float("inf"), float("nan"), "", "²", "٠", "00",
    "x" * 300, [], {}, [[[[[]]]]], {"": 1}, "play k4 cave", "place swamp+desert",
]  # fmt: skip


def games() -> list[Game[Any]]:
    return [
        LoneWolves(seed=1),
        TheWolves(players=2, seed=1),
        TheWolves(players=5, seed=2),
        Triqueta(players=2, seed=1),
        Triqueta(players=5, hidden_wolves=False, seed=2),
    ]


def play_some(game: Game[Any], rng: random.Random, n: int) -> Game[Any]:
    for _ in range(n):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def nodes(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += nodes(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += nodes(v, (*path, i))
    return out


def mutated(record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    data = copy.deepcopy(record)
    for _ in range(rng.randint(1, 3)):
        path = rng.choice([p for p in nodes(data) if p])
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        value = rng.choice(WEIRD)
        if isinstance(parent, dict) and rng.random() < 0.2:
            del parent[path[-1]]
        else:
            parent[path[-1]] = value
    return data


def run_records(n: int, rng: random.Random, folder: Path) -> dict[str, Any]:
    bases = []
    for game in games():
        bases.append(play_some(game, rng, 30).to_record())
    record = TheWolves(players=3, seed=3, data=default_data()).to_record()
    record["data"] = default_data()
    bases.append(record)
    outcomes: Counter[int] = Counter()
    unnamed = escaped = 0
    path = folder / "record.json"
    for _ in range(n):
        path.write_text(json.dumps(mutated(rng.choice(bases), rng)), "utf-8")
        out = io.StringIO()
        try:
            with redirect_stdout(out), redirect_stderr(io.StringIO()):
                status = cli(["replay", str(path)])
        except Exception:  # counted: the goal is none
            escaped += 1
            continue
        outcomes[status] += 1
        last = json.loads(out.getvalue().splitlines()[-1])
        if status == 2 and not last.get("field"):
            unnamed += 1
    return {"tried": n, "exit": dict(outcomes), "unnamed": unnamed, "escaped": escaped}


def run_messages(n: int, rng: random.Random, folder: Path) -> dict[str, Any]:
    board = LoneWolves(seed=7, leader=0).widget(perspective=0, hint_iterations=20)
    board.save_dir = folder
    rec = Recorder(board)
    commands = ["move", "undo", "redo", "back", "forward", "seek", "new", "perspective",
                "uncover", "language", "log", "save", "load", "seat", "bot", "strength",
                "hint", "solve", "cancel", "x"]  # fmt: skip
    keys = ["id", "move", "path", "position", "seed", "players", "value", "record", "player",
            "level", "overwrite"]  # fmt: skip
    unanswered = unnamed = crashed = invalid = 0
    for _ in range(n):
        content: Any = {"cmd": rng.choice(commands)}
        for key in rng.sample(keys, rng.randint(0, 3)):
            content[key] = rng.choice(WEIRD)
        if rng.random() < 0.05:
            content = rng.choice(WEIRD)
        replies = rec.raw(content)
        done = [r for r in replies if r.get("type") == "done"]
        if len(done) != 1:
            unanswered += 1
            continue
        try:
            json.dumps(replies, allow_nan=False)
        except ValueError:
            invalid += 1
        refused = done[0].get("refused")
        if refused is not None:
            unnamed += not names_a_reason(refused, cited_rules)
            crashed += refused[0] == "ui.failed"
        board.wait(timeout=60)
    board.close()
    return {
        "tried": n,
        "unanswered": unanswered,
        "unnamed": unnamed,
        "crashed": crashed,
        "not_json": invalid,
    }


def run_moves(n: int, rng: random.Random) -> dict[str, Any]:
    wrong = escaped = 0
    tried = 0
    alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 >+,²٠\t-"
    for game in games():
        while tried < n and not game.is_over:
            legal = set(game.legal_notations())
            base = rng.choice(sorted(legal))
            for _ in range(20):
                if rng.random() < 0.5:
                    text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
                else:
                    i = rng.randrange(len(base) + 1)
                    text = base[:i] + rng.choice(alphabet) + base[i + rng.randint(0, 1) :]
                tried += 1
                try:
                    if game.is_legal(text) != (text in legal):
                        wrong += 1
                    game.explain(text)
                except IllegalMoveError:
                    pass
                except Exception:
                    escaped += 1
            game.play(rng.choice(game.legal_moves()))
    return {"tried": tried, "accepted_unlisted_or_refused_listed": wrong, "escaped": escaped}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--records", type=int, default=3000)
    parser.add_argument("--messages", type=int, default=5000)
    parser.add_argument("--moves", type=int, default=20000)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        result = {
            "records": run_records(args.records, rng, Path(tmp)),
            "messages": run_messages(args.messages, rng, Path(tmp)),
            "moves": run_moves(args.moves, rng),
        }
    result["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
