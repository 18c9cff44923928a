"""A played game's memory and the speed of undo, redo and seeking, per game and player count.

For each game and player count a seeded game plays ``--decisions`` random legal decisions
(30 by default, chosen from :meth:`~wolfpack.core.game.Game.legal_notations`), then:

* **bytes**: measured with :mod:`tracemalloc`: the memory still allocated after the game
  was made and played (caches warmed first by an earlier game, garbage collected; this
  also counts what module-level memos shared by every game learned meanwhile, such as the
  moves from each hex of a map's geometry), what dropping the played game frees (**held**:
  what the game itself holds, its position, history and its map's caches), and the part
  that is the history kept for undo (what dropping it frees);
* **undo / redo**: mean time of one :meth:`~wolfpack.core.game.Game.undo` over every
  decision back to the start, and of one ``redo`` forward again;
* **seek**: a board's seek from the end to the start and back (its ``seek`` intent, which
  undoes and redoes one decision at a time and syncs the board once), in milliseconds.

The goal (issue 30): a game holding at most 20 KiB after 30 decisions, undo, redo and
seeking as fast as with a full copy per step. Run: ``python benchmarks/game_memory.py
[--decisions 30] [--repeat 5] [--no-board] [--json out.json]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

CASES = [
    ("lone-wolves", 2),
    ("the-wolves", 2),
    ("the-wolves", 3),
    ("the-wolves", 5),
    ("triqueta", 2),
    ("triqueta", 4),
]
"""Games and player counts measured."""
GOAL_BYTES = 20 * 1024


def play_random(game: Any, decisions: int, seed: int) -> None:
    """Play up to ``decisions`` uniformly random legal decisions."""
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            return
        game.play(rng.choice(game.legal_notations()))


def forget_history(game: Any) -> None:
    """Drop what a game keeps for undo (its moves, snapshots and start; a full copy per
    step before issue 30), leaving the current position and its caches."""
    for name in ("_steps", "_actions", "_notations", "_redo"):
        if isinstance(getattr(game, name, None), list):
            getattr(game, name).clear()
    for name in ("_snapshots",):
        if isinstance(getattr(game, name, None), dict):
            getattr(game, name).clear()
    for name in ("_origin", "_last"):
        if getattr(game, name, None) is not None:
            setattr(game, name, None)


def held_bytes(game_id: str, players: int, decisions: int, seed: int) -> tuple[int, int, int, int]:
    """Bytes a fresh game holds, a game after ``decisions`` random decisions (counted from
    before it was made: this includes what module-level memos learned meanwhile), what
    dropping that game frees (what it holds itself: its position, history and its map's
    caches), and the part of those that is its history."""
    from wolfpack.core.registry import get_game

    info = get_game(game_id)
    warm = info.new(seed + 1000, players, None)
    play_random(warm, decisions, seed)
    warm.undo(), warm.redo()
    del warm
    sizes = []
    for n in (0, decisions):
        gc.collect()
        tracemalloc.start()
        game = info.new(seed, players, None)
        play_random(game, n, seed)
        gc.collect()
        sizes.append(tracemalloc.get_traced_memory()[0])
        if n:
            forget_history(game)
            gc.collect()
            history = sizes[-1] - tracemalloc.get_traced_memory()[0]
            del game
            game = info.new(seed, players, None)
            play_random(game, n, seed)
            gc.collect()
            played = tracemalloc.get_traced_memory()[0]
            del game
            gc.collect()
            held = played - tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        game = None
    return sizes[0], sizes[1], held, history


def step_times(game_id: str, players: int, decisions: int, seed: int) -> dict[str, float]:
    """Mean seconds of one undo and one redo over a whole game's history."""
    from wolfpack.core.registry import get_game

    game = get_game(game_id).new(seed, players, None)
    play_random(game, decisions, seed)
    n = len(game.moves)
    start = time.perf_counter()
    for _ in range(n):
        game.undo()
    undo = (time.perf_counter() - start) / n
    start = time.perf_counter()
    for _ in range(n):
        game.redo()
    redo = (time.perf_counter() - start) / n
    return {"undo": undo, "redo": redo}


def board_seek(game_id: str, players: int, decisions: int, seed: int) -> dict[str, float]:
    """Seconds of a board's seek to the start and back to the end."""
    from wolfpack.core.registry import get_game
    from wolfpack.widget.conformance import Recorder

    game = get_game(game_id).new(seed, players, None)
    play_random(game, decisions, seed)
    n = len(game.moves)
    rec = Recorder(game.widget())
    start = time.perf_counter()
    rec.intent(cmd="seek", position=0)
    back = time.perf_counter() - start
    start = time.perf_counter()
    rec.intent(cmd="seek", position=n)
    forth = time.perf_counter() - start
    assert len(game.moves) == n
    return {"seek_start": back, "seek_end": forth}


def main(argv: list[str] | None = None) -> int:
    """Print the table (and write JSON when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--decisions", type=int, default=30)
    parser.add_argument("--repeat", type=int, default=5, help="timing repeats (median)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-board", action="store_true", help="skip the board's seek")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    rows = []
    print(
        f"{'game':<12} {'pl':>2} {'fresh KiB':>9} {'game KiB':>8} {'held KiB':>8} {'history':>8} "
        f"{'undo us':>8} {'redo us':>8} {'seek0 ms':>8} {'seekN ms':>8}"
    )
    ok = True
    for game_id, players in CASES:
        fresh, played, held, history = held_bytes(game_id, players, args.decisions, args.seed)
        times = [
            step_times(game_id, players, args.decisions, args.seed) for _ in range(args.repeat)
        ]
        row: dict[str, Any] = {
            "game": game_id,
            "players": players,
            "decisions": args.decisions,
            "fresh_bytes": fresh,
            "bytes": played,
            "held_bytes": held,
            "history_bytes": history,
            "undo_s": statistics.median(t["undo"] for t in times),
            "redo_s": statistics.median(t["redo"] for t in times),
        }
        if not args.no_board:
            seeks = [
                board_seek(game_id, players, args.decisions, args.seed) for _ in range(args.repeat)
            ]
            row["seek_start_s"] = statistics.median(s["seek_start"] for s in seeks)
            row["seek_end_s"] = statistics.median(s["seek_end"] for s in seeks)
        ok = ok and held <= GOAL_BYTES
        rows.append(row)
        print(
            f"{game_id:<12} {players:>2} {fresh / 1024:>9.1f} {played / 1024:>8.1f} "
            f"{held / 1024:>8.1f} "
            f"{history / 1024:>8.1f} {row['undo_s'] * 1e6:>8.1f} "
            f"{row['redo_s'] * 1e6:>8.1f} "
            f"{row.get('seek_start_s', float('nan')) * 1e3:>8.2f} "
            f"{row.get('seek_end_s', float('nan')) * 1e3:>8.2f}"
        )
    print(
        f"goal: a played game holding at most {GOAL_BYTES // 1024} KiB after {args.decisions} "
        f"decisions: {'met' if ok else 'NOT met'}"
    )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
