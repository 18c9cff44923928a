"""The levels' ladder: does each level beat the one below it, in every game and player count?

For each game and player count (Lone Wolves; The Wolves at 2, 3 and 5 players; Triqueta's
2-player variant and 4 players) and each pair of neighbouring levels (easy-random,
medium-easy, hard-medium, expert-hard), seeded games are played with the upper level (A) in
one seat, moving one seat on every game, and the lower level (B) in every other seat.

A's **score rate** counts, in every game, A against each B seat: 1 for more points, 1/2 for
as many, 0 for fewer, averaged (so two equal players score 50% at any player count); the
95% interval is Wilson's over the games. The **margin** is A's points minus the B seats'
mean. The ladder holds for a pair when the interval lies above 50%.

The levels think by time; to run fast and reproducibly the ladder plays their fixed-iteration
equivalents (``medium:fixed``), by default scaled down (``--scale 20``: a twentieth of each
level's iterations, the same ratios between levels), which must be said with its results.
Each finished game is appended to ``--log`` (JSON lines), so a run can be stopped and
summarized (``--summarize LOG``) or continued (games already in the log are skipped).

Run: ``python benchmarks/ladder.py [--scale 20] [--games 40] [--jobs 2]
[--only the-wolves:3] [--pairs medium-easy]
[--rollouts level|uniform|heuristic|medium=uniform,hard=0.5]
[--iterations medium=6000,hard=60000] [--exploration expert=0.4] [--margin expert=0.5]
[--depth expert=1] [--greedy expert=1] [--log ladder.jsonl]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from logged_games import play_logged

from wolfpack.bots.analysis import wilson
from wolfpack.bots.random_bot import play_out
from wolfpack.bots.tournament import make_bot

CONFIGS: list[tuple[str, int, str | None]] = [
    ("lone-wolves", 2, None),
    ("the-wolves", 2, None),
    ("the-wolves", 3, None),
    ("the-wolves", 5, None),
    ("triqueta", 2, "hidden-wolves"),
    ("triqueta", 4, None),
]
"""(game, players, variant): Triqueta at 2 players with Hidden Wolves plays its 2-player
variant."""
PAIRS: list[tuple[str, str]] = [
    ("easy", "random"),
    ("medium", "easy"),
    ("hard", "medium"),
    ("expert", "hard"),
]
"""(upper level, lower level)."""


def spec(level: str, scale: int) -> str:
    """The tournament spec of ``level``: its reproducible equivalent, scaled down."""
    if level in ("random", "easy"):
        return level
    return f"{level}:fixed/{scale}" if scale > 1 else f"{level}:fixed"


def set_tuning(name: str, field: str, value: Any) -> None:
    """Give level ``name`` another value of one field of its tuning, in every game."""
    from wolfpack.bots import levels

    lv = levels.LEVELS[name]
    games = dict.fromkeys(game for game, _, _ in CONFIGS)
    tuning = tuple((g, dataclasses.replace(lv.tuning_in(g), **{field: value})) for g in games)
    levels.LEVELS[name] = dataclasses.replace(lv, tuning=tuning)


def set_rollouts(rollouts: str) -> None:
    """Let every searching level roll out ``uniform`` or ``heuristic`` in every game
    (``level``: as the level says), or some levels only, a share of rollouts by the
    rule-based policy from 0 to 1 also (``medium=uniform,hard=0.5``)."""
    from wolfpack.bots import levels

    if rollouts == "level":
        return
    for part in rollouts.split(","):
        name, _, kind = part.rpartition("=")
        share = {"uniform": 0.0, "heuristic": 1.0}.get(kind)
        share = float(kind) if share is None else share
        for level_name, lv in list(levels.LEVELS.items()):
            if lv.kind == "ismcts" and name in ("", level_name):
                set_tuning(level_name, "heuristic", share)


def level_field(field: str, parse: Callable[[str], Any]) -> Callable[[str, str], None]:
    """Sets a field of a level from its text."""

    def apply(name: str, text: str) -> None:
        from wolfpack.bots import levels

        levels.LEVELS[name] = dataclasses.replace(levels.LEVELS[name], **{field: parse(text)})

    return apply


def tuning_field(field: str, parse: Callable[[str], Any]) -> Callable[[str, str], None]:
    """Sets a field of a level's tuning, in every game, from its text."""
    return lambda name, text: set_tuning(name, field, parse(text))


OVERRIDES: dict[str, tuple[str, str, Callable[[str, str], None]]] = {
    "iterations": (
        "--iterations",
        "medium=6000,hard=60000 (unscaled)",
        level_field("iterations", int),
    ),
    "exploration": ("--exploration", "expert=0.4", level_field("exploration", float)),
    "margin_weight": ("--margin", "expert=0.5", tuning_field("margin_weight", float)),
    "depth": ("--depth", "expert=1 (a flat search)", tuning_field("depth", int)),
    "greedy": (
        "--greedy",
        "expert=1 (rule-based rollouts by the greedy policy)",
        tuning_field("greedy", lambda text: text == "1"),
    ),
}
"""Level settings to try before writing them into :data:`wolfpack.bots.levels.LEVELS`:
the name a game's log row keeps it under, its flag, an example, and how it is set. Each
flag's value is ``level=value,...``."""


def override_levels(overrides: dict[str, str]) -> None:
    """Apply the overrides given (``{"depth": "expert=1"}``)."""
    for name, spec in overrides.items():
        apply = OVERRIDES[name][2]
        for part in filter(None, spec.split(",")):
            level_name, _, text = part.partition("=")
            apply(level_name, text)


def play_one(
    game: str,
    players: int,
    variant: str | None,
    upper: str,
    lower: str,
    scale: int,
    deal: int,
    rollouts: str,
    **overrides: str,
) -> dict[str, Any]:
    """One game: A (``upper``) in seat ``deal % players``, B (``lower``) elsewhere; the
    level overrides as ``main`` takes them."""
    from wolfpack.core.registry import get_game

    set_rollouts(rollouts)
    override_levels(overrides)
    seat = deal % players
    bots = [
        make_bot(spec(upper if p == seat else lower, scale), players * deal + p)
        for p in range(players)
    ]
    start = time.perf_counter()
    played = play_out(get_game(game).new(deal, players, variant), bots)
    scores = played.scores()
    others = [x for p, x in enumerate(scores) if p != seat]
    mine = scores[seat]
    score = sum(1.0 if mine > x else 0.5 if mine == x else 0.0 for x in others) / len(others)
    return {
        "game": game,
        "players": players,
        "variant": variant,
        "upper": upper,
        "lower": lower,
        "scale": scale,
        "rollouts": rollouts,
        **overrides,
        "deal": deal,
        "seat": seat,
        "score": score,
        "margin": mine - sum(others) / len(others),
        "seconds": round(time.perf_counter() - start, 2),
    }


def key(row: dict[str, Any]) -> tuple[Any, ...]:
    """What a row of the table is: game, players, variant, pair, scale, rollouts and the
    level settings overridden (:data:`OVERRIDES`)."""
    return (
        row["game"],
        row["players"],
        row["variant"],
        row["upper"],
        row["lower"],
        row["scale"],
        row["rollouts"],
        *(row.get(name, "") for name in OVERRIDES),
    )


def table(rows: Iterable[dict[str, Any]]) -> str:
    """The ladder's table from logged games: one line per game, player count and pair."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(key(row), []).append(row)
    lines = [
        f"{'game':<12} {'pl':>2} {'pair':<16} {'games':>5} {'score':>6} "
        f"{'95% interval':>15} {'margin':>7} {'s/game':>6}  holds"
    ]
    for key_, games in groups.items():
        game, players, _variant, upper, lower, scale, rollouts, *tried = key_
        n = len(games)
        rate = sum(g["score"] for g in games) / n
        lo, hi = wilson(rate, n)
        margin = sum(g["margin"] for g in games) / n
        seconds = sum(g["seconds"] for g in games) / n
        verdict = "yes" if lo > 0.5 else "NO" if hi < 0.5 else "not yet"
        lines.append(
            f"{game:<12} {players:>2} {upper + '>' + lower:<16} {n:>5} {rate:>6.1%} "
            f"[{lo:>5.1%}, {hi:>5.1%}] {margin:>+7.2f} {seconds:>6.1f}  {verdict}"
            + (f"  (1/{scale} iterations, {rollouts} rollouts)" if scale > 1 else "")
            + "".join(
                f"  ({OVERRIDES[name][0][2:]} {value})"
                for name, value in zip(OVERRIDES, tried, strict=True)
                if value
            )
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Play the ladder (or summarize a log) and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games per pair and config")
    parser.add_argument("--scale", type=int, default=20, help="divide the levels' iterations")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default="", help="e.g. the-wolves:3,triqueta:4")
    parser.add_argument("--pairs", default="", help="e.g. medium-easy,hard-medium")
    parser.add_argument(
        "--rollouts",
        default="level",
        help="level, uniform, heuristic, or per level: medium=uniform,hard=0.5",
    )
    for name, (flag, example, _) in OVERRIDES.items():
        parser.add_argument(flag, dest=name, default="", help=f"try other levels: {example}")
    parser.add_argument("--log", type=Path, default=Path("ladder.jsonl"))
    parser.add_argument("--summarize", type=Path)
    args = parser.parse_args(argv)
    if args.summarize:
        rows = [json.loads(line) for line in args.summarize.read_text().splitlines() if line]
        print(table(rows))
        return 0
    only = {tuple(x.split(":")) for x in args.only.split(",") if x}
    pairs = [p for p in PAIRS if not args.pairs or f"{p[0]}-{p[1]}" in args.pairs.split(",")]
    configs = [c for c in CONFIGS if not only or (c[0], str(c[1])) in only]
    jobs = [
        {
            "game": game,
            "players": players,
            "variant": variant,
            "upper": upper,
            "lower": lower,
            "scale": args.scale,
            "deal": args.seed + i,
            "rollouts": args.rollouts,
            **{name: getattr(args, name) for name in OVERRIDES if getattr(args, name)},
        }
        for upper, lower in pairs
        for game, players, variant in configs
        for i in range(args.games)
    ]
    logged = play_logged(jobs, key, play_one, args.log, args.jobs)
    print(table(logged))
    return 0


if __name__ == "__main__":
    sys.exit(main())
