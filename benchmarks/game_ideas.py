"""Do the levels play the games' ideas? How often each level hunts in The Wolves, and how
often it spoils a set, which rows it takes and how it counts in Triqueta.

For each game and player count (The Wolves at 3, 4 and 5 players; Triqueta's 2-player
variant and 4 players) and each level (easy, medium, hard, expert), seeded games are played
with the level in one seat (``deal % players``) and easy in every other seat; only the
level's seat is measured (easy's row is the policy against itself). Printed per level,
beside the expert's figures:

* The Wolves: **hunts** per game (prey taken, TW-T9), the share of games with a hunt, and
  the points from prey at the end.
* Triqueta: **spoils** per game (a take that puts a 4th tile on an animal's triqueta of
  what the player would count, TQ-E2) and how many of them were **unforced** (another row
  or a draw was open that spoils nothing); **beyond** (tiles taken beyond three of an
  animal, each -1); rows taken per game and the tiles and points a taken row brings; and
  the **best counts** (the share of final counts that score the most, TQ-E1).

The levels think by time; to run fast and reproducibly this plays their fixed-iteration
equivalents, by default scaled down (``--scale 20``, as ``benchmarks/ladder.py``), which
must be said with the figures. Finished games are appended to ``--log`` (JSON lines) and
skipped when the run is repeated, so a run can be stopped, continued or summarized
(``--summarize LOG``).

Run: ``python benchmarks/game_ideas.py [--games 12] [--scale 20] [--jobs 1]
[--only the-wolves:4,triqueta:2] [--levels easy,medium] [--log game_ideas.jsonl]``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from logged_games import play_logged

CONFIGS: list[tuple[str, int, str | None]] = [
    ("the-wolves", 3, None),
    ("the-wolves", 4, None),
    ("the-wolves", 5, None),
    ("triqueta", 2, "hidden-wolves"),
    ("triqueta", 4, None),
]
"""(game, players, variant): Triqueta at 2 players with Hidden Wolves plays its 2-player
variant."""
LEVELS = ("easy", "medium", "hard", "expert")


def spec(level: str, scale: int) -> str:
    """The tournament spec of ``level``: its reproducible equivalent, scaled down."""
    if level == "easy":
        return level
    return f"{level}:fixed/{scale}" if scale > 1 else f"{level}:fixed"


def prey_taken(state: Any, player: int) -> int:
    """How many prey types ``player`` has hunted (TW-T9)."""
    return int(state.preym[player]).bit_count()


def counted(state: Any, player: int) -> list[int]:
    """Per animal, the tiles ``player`` holds and would count now (the best count, TQ-E1)."""
    from wolfpack.triqueta.scoring import animal_counts, best_count, held_tiles

    return animal_counts(held_tiles(state, player, best_count(state, player)[0]))


def spoils(before: list[int], after: list[int]) -> tuple[int, int]:
    """(triquetas spoiled, tiles beyond three added) from animal counts before to after."""
    spoiled = sum(1 for b, a in zip(before, after, strict=True) if b == 3 and a > 3)
    beyond = sum(max(0, a - 3) - max(0, b - 3) for b, a in zip(before, after, strict=True))
    return spoiled, max(0, beyond)


def take_spoils(state: Any, player: int, action: int) -> tuple[int, int]:
    """What taking (or drawing, for its shadow tiles) ``action`` spoils for ``player``."""
    after = state.clone()
    after.apply(action)
    return spoils(counted(state, player), counted(after, player))


def measure_triqueta(state: Any, action: int, seat: int, row: dict[str, float]) -> None:
    """Add the seat's decision ``action`` in ``state`` (before it) to the game's figures."""
    from wolfpack.triqueta.actions import TAKE_BASE, TOWER_BASE
    from wolfpack.triqueta.scoring import best_count, tiles_points
    from wolfpack.triqueta.state import COUNT

    if state.phase == COUNT:
        after = state.clone()
        after.apply(action)
        row["counts"] += 1
        row["best_counts"] += tiles_points(_held_after(after, seat)) == best_count(state, seat)[1]
        return
    if not TAKE_BASE <= action < TOWER_BASE:
        return
    spoiled, beyond = take_spoils(state, seat, action)
    row["rows"] += 1
    row["row_tiles"] += len(state.rows[action - TAKE_BASE])
    before = counted(state, seat)
    after = state.clone()
    after.apply(action)
    row["row_points"] += _points(counted(after, seat)) - _points(before)
    row["spoils"] += spoiled
    row["beyond"] += beyond
    if spoiled:
        clean = [
            a
            for a in state.legal_actions()
            if a < TAKE_BASE or (a < TOWER_BASE and take_spoils(state, seat, a)[0] == 0)
        ]
        row["unforced"] += bool(clean)


def _held_after(state: Any, player: int) -> list[int]:
    from wolfpack.triqueta.scoring import counted_of, held_tiles

    return held_tiles(state, player, counted_of(state, player))


def _points(counts: list[int]) -> int:
    from wolfpack.triqueta.components import SET_VALUES
    from wolfpack.triqueta.scoring import set_points

    return sum(set_points(n, SET_VALUES[a]) for a, n in enumerate(counts) if n)


def play_one(
    game: str, players: int, variant: str | None, level: str, scale: int, deal: int
) -> dict[str, Any]:
    """One game: ``level`` in seat ``deal % players``, easy elsewhere; the seat's figures."""
    from wolfpack.bots.tournament import make_bot
    from wolfpack.core.registry import get_game

    seat = deal % players
    bots = [
        make_bot(spec(level if p == seat else "easy", scale), players * deal + p)
        for p in range(players)
    ]
    start = time.perf_counter()
    played = get_game(game).new(deal, players, variant)
    row: dict[str, float] = dict.fromkeys(
        (
            "hunts",
            "spoils",
            "unforced",
            "beyond",
            "rows",
            "row_tiles",
            "row_points",
            "counts",
            "best_counts",
        ),
        0,
    )
    while not played.is_over:
        player = played.to_move
        assert player is not None
        move = bots[player].choose(played)
        if player == seat:
            before = played.state.clone()
            if game == "triqueta":
                measure_triqueta(before, move.action, seat, row)
        played.play(move)
        if player == seat and game == "the-wolves":
            row["hunts"] += prey_taken(played.state, seat) - prey_taken(before, seat)
    scores = played.scores()
    others = [x for p, x in enumerate(scores) if p != seat]
    return {
        "game": game,
        "players": players,
        "variant": variant,
        "level": level,
        "scale": scale,
        "deal": deal,
        "seat": seat,
        **row,
        "prey_points": _prey_points(played.state, seat) if game == "the-wolves" else 0,
        "score": sum(1.0 if scores[seat] > x else 0.5 if scores[seat] == x else 0.0 for x in others)
        / len(others),
        "seconds": round(time.perf_counter() - start, 2),
    }


def _prey_points(state: Any, player: int) -> int:
    return int(state.rules.prey_vp[prey_taken(state, player)])


def key(row: dict[str, Any]) -> tuple[Any, ...]:
    """What a line of the table is: game, players, level and scale."""
    return row["game"], row["players"], row["level"], row["scale"]


def table(rows: Iterable[dict[str, Any]]) -> str:
    """The table from logged games: per game and player count, one line per level, each
    with the expert's figures beside it."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    lines: list[str] = []
    configs = sorted({k[:2] for k in groups})
    for game, players in configs:
        scales = sorted({k[3] for k in groups if k[:2] == (game, players)})
        for scale in scales:
            found = {
                k[2]: g for k, g in groups.items() if k[:2] == (game, players) and k[3] == scale
            }
            lines.append(
                f"\n{game} at {players} players (1/{scale} iterations; the level in one seat, "
                "easy in the others):"
            )
            lines.append(_header(game))
            expert = _figures(game, found["expert"]) if "expert" in found else None
            for level in LEVELS:
                if level in found:
                    lines.append(_line(game, level, found[level], expert))
    return "\n".join(lines)


def _figures(game: str, games: list[dict[str, Any]]) -> dict[str, float]:
    n = len(games)

    def mean(field: str) -> float:
        return float(sum(g[field] for g in games)) / n

    if game == "the-wolves":
        return {
            "hunts": mean("hunts"),
            "with": sum(1 for g in games if g["hunts"]) / n,
            "prey": mean("prey_points"),
        }
    rows = sum(g["rows"] for g in games) or 1
    counts = sum(g["counts"] for g in games) or 1
    return {
        "spoils": mean("spoils"),
        "unforced": mean("unforced"),
        "beyond": mean("beyond"),
        "rows": mean("rows"),
        "tiles": sum(g["row_tiles"] for g in games) / rows,
        "points": sum(g["row_points"] for g in games) / rows,
        "best": sum(g["best_counts"] for g in games) / counts,
    }


def _header(game: str) -> str:
    if game == "the-wolves":
        return (
            f"  {'level':<7} {'games':>5} {'score':>6}  {'hunts/game':>16} "
            f"{'games w/ hunt':>18} {'prey VP':>14}"
        )
    return (
        f"  {'level':<7} {'games':>5} {'score':>6}  {'spoils/game':>14} {'unforced':>14} "
        f"{'beyond/game':>14} {'rows/game':>12} {'tiles/row':>12} {'pts/row':>12} "
        f"{'best count':>14}"
    )


def _line(
    game: str, level: str, games: list[dict[str, Any]], expert: dict[str, float] | None
) -> str:
    mine = _figures(game, games)
    score = sum(g["score"] for g in games) / len(games)

    def cell(name: str, width: int, fmt: str) -> str:
        text = format(mine[name], fmt)
        if expert is not None and level != "expert":
            text += f" ({format(expert[name], fmt)})"
        return f"{text:>{width}}"

    head = f"  {level:<7} {len(games):>5} {score:>6.1%}  "
    if game == "the-wolves":
        return head + " ".join(
            [cell("hunts", 16, ".2f"), cell("with", 18, ".0%"), cell("prey", 14, ".1f")]
        )
    return head + " ".join(
        [
            cell("spoils", 14, ".2f"),
            cell("unforced", 14, ".2f"),
            cell("beyond", 14, ".2f"),
            cell("rows", 12, ".1f"),
            cell("tiles", 12, ".1f"),
            cell("points", 12, ".1f"),
            cell("best", 14, ".0%"),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    """Play the games (or summarize a log) and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12, help="games per level and config")
    parser.add_argument("--scale", type=int, default=20, help="divide the levels' iterations")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default="", help="e.g. the-wolves:4,triqueta:2")
    parser.add_argument("--levels", default=",".join(LEVELS), help="e.g. easy,medium")
    parser.add_argument("--log", type=Path, default=Path("game_ideas.jsonl"))
    parser.add_argument("--summarize", type=Path)
    args = parser.parse_args(argv)
    if args.summarize:
        rows = [json.loads(line) for line in args.summarize.read_text().splitlines() if line]
        print(table(rows))
        return 0
    only = {tuple(x.split(":")) for x in args.only.split(",") if x}
    configs = [c for c in CONFIGS if not only or (c[0], str(c[1])) in only]
    levels = [lv for lv in LEVELS if lv in args.levels.split(",")]
    jobs = [
        {
            "game": game,
            "players": players,
            "variant": variant,
            "level": level,
            "scale": args.scale,
            "deal": args.seed + i,
        }
        for game, players, variant in configs
        for level in levels
        for i in range(args.games)
    ]
    logged = play_logged(jobs, key, play_one, args.log, args.jobs)
    print(table(logged))
    return 0


if __name__ == "__main__":
    sys.exit(main())
