"""Find candidate puzzle positions: seeded games near their end where one idea decides.

    .venv/bin/python examples/puzzles/find_candidates.py --seeds 0:200 > candidates.jsonl

Each seed deals a game that two heuristic bots play until three tricks are left. At every
decision from there on, the exact open-hand solver values each legal move, and each move's
best-play line (both sides playing the solver's move to the end) is checked for the ideas
that make a good puzzle:

* ``lose_trick``: a trick could be won, but every best move loses it (on purpose);
* ``two_takes_seven``: the 2 beats the 7 of its suit and that is the best move;
* ``win_territory``: only a few moves win some territory, and a best move is one of them;
* ``trump``: a best move makes a colour trump that few other moves make trump;
* ``win_game``: only a few moves win the game;
* ``margin``: a take or place decision where the best choice is worth much more.

Each candidate is printed as one JSON line with the record of the position, the idea, the
best moves, what the others get, and the position as text; a person picks the puzzles and
writes their goal and explanation (``puzzles.json``).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any

from wolfpack import LoneWolves
from wolfpack.bots import HeuristicBot, solve_open
from wolfpack.lone_wolves.components import TERRITORIES

TRICKS_LEFT = 3


@dataclass
class Line:
    """What best play after one move leads to, seen from the player to move."""

    move: str
    value: int
    trick_won: bool | None
    territories: list[int | None]
    trumps: list[str]
    won_game: bool


def best_line(game: LoneWolves, move: str, player: int) -> Line:
    """Play ``move`` then the solver's best moves for both sides to the end."""
    g = LoneWolves.from_record(game.to_record())
    start = len(g.moves)
    g.play(move)
    while not g.is_over:
        g.play(solve_open(g).best)
    events = [e for step in g.steps[start:] for e in step.events]
    win = next((e for e in events if e.key.startswith("lw.ev.win_")), None)
    trick_won = None if win is None else int(win.params["player"]) == player
    trumps = [str(e.params["suit"]) for e in events if e.key in ("lw.ev.moon", "lw.ev.blood_moon")]
    score = g.score()
    margin = score.points[player] - score.points[1 - player]
    return Line(
        move,
        margin,
        trick_won,
        [t.winner for t in score.territories],
        trumps,
        g.winner == player,
    )


def ideas(game: LoneWolves) -> list[dict[str, Any]]:
    """The puzzle ideas of the position of ``game`` (player to move)."""
    player = game.to_move
    assert player is not None
    verdict = solve_open(game, all_moves=True)
    sign = 1 if player == 0 else -1
    values = {m: sign * v for m, v in verdict.values.items()}
    if len(values) < 2:
        return []
    best = max(values.values())
    lines = [best_line(game, m, player) for m in values]
    for line in lines:
        assert line.value == values[line.move], "the line's margin is the solver's value"
    best_lines = [x for x in lines if x.value == best]
    others = [x for x in lines if x.value < best]
    if not others:
        return []
    second = max(x.value for x in others)
    out: list[dict[str, Any]] = []

    def add(kind: str, **detail: Any) -> None:
        out.append(
            {
                "idea": kind,
                "detail": detail,
                "best": sorted(x.move for x in best_lines),
                "best_value": best,
                "second_value": second,
                "values": values,
            }
        )

    phase = game.view()["phase"]
    trick = game.view()["current_trick"]
    following = phase == "play" and trick["lead"] is not None
    if following and all(x.trick_won is False for x in best_lines):
        winners = [x for x in lines if x.trick_won]
        if winners and max(x.value for x in winners) <= best - 3:
            add("lose_trick", gap=best - max(x.value for x in winners))
    if following:
        lead = trick["lead"]["card"]
        if lead[1] == "7" and any(x.move.split()[1] == lead[0] + "2" for x in best_lines):
            add("two_takes_seven", gap=best - second)
    for t, name in enumerate(TERRITORIES):
        winning = [x for x in lines if x.territories[t] == player]
        if (
            winning
            and all(x.territories[t] == player for x in best_lines)
            and len(winning) <= len(lines) // 3
        ):
            add("win_territory", territory=name, moves_winning=len(winning), of=len(lines))
    for suit in "kbgwr":
        making = [x for x in lines if suit in x.trumps]
        if making and all(suit in x.trumps for x in best_lines) and len(making) <= len(lines) // 2:
            add("trump", suit=suit, moves_making=len(making), of=len(lines))
    winning_games = [x for x in lines if x.won_game]
    if (
        winning_games
        and all(x.won_game for x in best_lines)
        and len(winning_games) <= len(lines) // 3
    ):
        add("win_game", moves_winning=len(winning_games), of=len(lines))
    if phase in ("take", "place") and best - second >= 4:
        add("margin", gap=best - second)
    return out


def candidates(seed: int) -> list[dict[str, Any]]:
    """Every idea found at the decisions of the last tricks of the game dealt by ``seed``."""
    game = LoneWolves(seed=seed)
    bots = [HeuristicBot(seed), HeuristicBot(seed + 1)]
    found: list[dict[str, Any]] = []
    while not game.is_over:
        player = game.to_move
        assert player is not None
        played = int(game.view()["tricks_played"])
        if played >= 13 - TRICKS_LEFT and len(game.legal_moves()) > 1:
            for idea in ideas(game):
                idea.update(
                    seed=seed,
                    player=player,
                    tricks_left=13 - played,
                    record=game.to_record(),
                    text=game.render(),
                )
                found.append(idea)
        game.play(bots[player].choose(game))
    return found


def main(argv: list[str]) -> int:
    """Print the candidates of a range of seeds as JSON lines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0:50", help="a range start:stop of deal seeds")
    args = parser.parse_args(argv)
    start, _, stop = args.seeds.partition(":")
    for seed in range(int(start), int(stop)):
        for c in candidates(seed):
            print(json.dumps(c, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
