"""Strength of the Lone Wolves bots: seeded matches with win rates and 95% intervals.

Game ``i`` is dealt from ``seed + i``; the bots swap seats every game. Bots are given as
tournament specs: ``random``, ``heuristic``, ``ismcts:<iterations>``, ``ismcts:<s>s``.

Goals (issue 5, 1,000 games each): ISMCTS at 1 s per decision wins >= 95% against random
and >= 65% against the heuristic bot. That is about 7 hours of one core per match (some 24
decisions of the searching bot per game); ``--log`` appends one line per game so that a
long run can be summarized while it goes (``--summarize LOG``) and continued from where it
stopped (``--seed`` with an even offset keeps the seats of the full match).

Run: ``python benchmarks/bots_strength.py [--bot ismcts:1s] [--against random,heuristic]
[--games 1000] [--seed 0] [--log strength.jsonl]`` (the same as ``wolfpack tournament BOT
OPPONENT -n GAMES`` per opponent), or ``--summarize strength.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from wolfpack.bots.tournament import MatchResult, play_match, progress_bar


def logger(path: Path, total: int) -> Any:
    """A progress callback that shows a bar and appends each finished game to ``path``."""
    bar = progress_bar(total, sys.stderr)
    before = [0, 0, 0.0]  # wins of A and B, and seconds, when the previous game ended

    def log(done: int, r: MatchResult) -> None:
        result = "a" if r.wins_a > before[0] else "b" if r.wins_b > before[1] else "draw"
        seconds = r.seconds - before[2]
        before[:] = [r.wins_a, r.wins_b, r.seconds]
        line = {"bot_a": r.bot_a, "bot_b": r.bot_b, "deal": r.deals[-1]}
        line.update(margin=r.margins[-1], result=result, seconds=round(seconds, 2))
        with path.open("a") as f:
            f.write(json.dumps(line) + "\n")
        bar(done, r)

    return log


def summarize(path: Path) -> None:
    """Print the match results found in a log (games of the same pair pooled)."""
    matches: dict[tuple[str, str], MatchResult] = {}
    deals: dict[tuple[str, str], set[int]] = {}
    for line in path.read_text().splitlines():
        g = json.loads(line)
        key = (g["bot_a"], g["bot_b"])
        r = matches.setdefault(key, MatchResult(*key, "lone-wolves", 0))
        if g["deal"] in deals.setdefault(key, set()):
            continue  # a game logged twice (a resumed run) counts once
        deals[key].add(g["deal"])
        r.margins.append(g["margin"])
        r.seconds += g.get("seconds", 0.0)
        if g["result"] == "a":
            r.wins_a += 1
        elif g["result"] == "b":
            r.wins_b += 1
        else:
            r.draws += 1
    for key, r in matches.items():
        print(f"deals {min(deals[key])}..{max(deals[key])}")
        print(r.report())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="ismcts:1s")
    parser.add_argument("--against", default="random,heuristic")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant", default=None)
    parser.add_argument("--log", type=Path, help="append one JSON line per game here")
    parser.add_argument(
        "--jobs", type=int, default=1, help="games at once (a timed bot needs a core each)"
    )
    parser.add_argument("--summarize", type=Path, help="only summarize this log")
    args = parser.parse_args()
    if args.summarize:
        summarize(args.summarize)
        return
    print(f"python {sys.version.split()[0]}, {args.games} games per match, seed {args.seed}")
    for opponent in args.against.split(","):
        progress = (
            logger(args.log, args.games) if args.log else progress_bar(args.games, sys.stderr)
        )
        result = play_match(
            args.bot,
            opponent,
            args.games,
            seed=args.seed,
            variant=args.variant,
            progress=progress,
            jobs=args.jobs,
        )
        print(result.report(), flush=True)


if __name__ == "__main__":
    main()
