"""The tasks and questions of the tutorial on Triqueta (``tutorials/05-triqueta.md``).

Tasks are done on a board (:func:`task`: ``row``, ``keep``, ``count``); questions are
answered in a cell (:func:`set_question`, :func:`wolf_question`, :func:`options_question`).
Nothing is computed for the learner before they answer. Every text is in the notebook's
language.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.core.i18n import get_language
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import ANIMALS, SET_VALUES, SHADOW, WOLF, shadow_tiles
from wolfpack.triqueta.scoring import score_player, set_points
from wolfpack.triqueta.terms import animal_word
from wolfpack.tutorial.tasks import Question, Task, Verdict, right, wrong

RECORD = Path(__file__).with_name("positions") / "triqueta-seed7.json"
"""A 3-player game with Hidden Wolves that the heuristic bots played (seed 7), up to the
counting decision of Player 1."""


# -- sets -------------------------------------------------------------------------------------
def set_table() -> str:
    """What a set of 1 to 5 tiles of each animal is worth, as a table in the notebook's
    language."""
    lang = get_language()
    lines = [msg("tut.tq.table.head").text(cite=False)]
    for i, value in enumerate(SET_VALUES):
        name = animal_word(ANIMALS[i], lang)
        pad = 14 - sum(2 if ord(c) > 0x2E80 else 1 for c in name)
        lines.append(name + " " * pad + "".join(f"{set_points(n, value):4}" for n in range(1, 6)))
    return "\n".join(lines)


def _value(animal: str) -> int:
    return SET_VALUES[ANIMALS.index(animal)]


def set_question(animal: str, have: int, more: int = 0) -> Question:
    """What a set of ``have`` tiles of ``animal`` is worth (``more=0``), or how many points
    ``more`` tiles add to it."""
    value = _value(animal)
    if more:
        expected = set_points(have + more, value) - set_points(have, value)
    else:
        expected = set_points(have, value)
    why = [msg("tut.tq.set.why")]
    return Question(expected, why=why, hint=why)


def wolf_question() -> Question:
    """The chance that a shadow tile is a wolf, before any is seen (a fraction)."""
    tiles = shadow_tiles()
    expected = Fraction(tiles.count(SHADOW + WOLF), len(tiles))

    def same(answer: Any, expected: Any) -> bool:
        try:
            return bool(Fraction(answer) == expected)
        except (TypeError, ValueError, ZeroDivisionError):
            return False

    return Question(
        expected,
        why=[msg("tut.tq.wolf.why")],
        hint=[msg("tut.tq.wolf.hint")],
        same=same,
    )


# -- the 2-player variant ---------------------------------------------------------------------
def duel() -> Triqueta:
    """A 2-player game with Hidden Wolves: Player 1 drew two light tiles from stack 3 and
    laid the first in row 1."""
    game = Triqueta(players=2, hidden_wolves=True, seed=3, start=0)
    game.play("draw 2 2")
    game.play("place 0")
    return game


_OPTIONS = ("place 0", "place 1", "keep", "box")


def options() -> list[str]:
    """The options for the second tile, numbered, in the notebook's language."""
    out = []
    for n, option in enumerate(_OPTIONS, start=1):
        if option.startswith("place"):
            row = int(option.split()[1])
            out.append(msg("tut.tq.option.place", n=n, row=row).text(cite=False))
        else:
            out.append(msg(f"tut.tq.option.{option}", n=n).text(cite=False))
    return out


def options_question() -> Question:
    """Which options the second tile of :func:`duel` has: a set of the numbers of
    :func:`options`."""
    game = duel()
    legal = set(game.legal_notations())
    expected = frozenset(n for n, o in enumerate(_OPTIONS, start=1) if o in legal)

    def same(answer: Any, expected: Any) -> bool:
        try:
            return bool(frozenset(int(a) for a in answer) == expected)
        except (TypeError, ValueError):
            return False

    why = [game.explain(o) for o in _OPTIONS]
    return Question(
        expected,
        why=why,
        hint=[msg("tut.tq.options.hint")],
        same=same,
        shown=lambda a: ", ".join(str(n) for n in sorted(a)) if not isinstance(a, int) else str(a),
    )


# -- tasks on a board -------------------------------------------------------------------------
def _row_game() -> Triqueta:
    game = Triqueta(players=3, hidden_wolves=True, seed=21, start=0)
    game.play_all(["draw 2", "place 1", "draw 2", "place 1", "draw 1", "place 2"])
    return game


def _keep_game() -> Triqueta:
    game = Triqueta(players=3, hidden_wolves=False, seed=4, start=0)
    game.play_all(
        [
            *("draw 0", "keep", "draw 0", "place 0", "draw 0", "place 0"),
            *("draw 1", "keep", "draw 1", "place 1", "draw 1", "place 1", "draw 2"),
        ]
    )
    return game


@cache
def _record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def counting_game() -> Triqueta:
    """The heuristic bots' game (seed 7) at Player 1's decision which face-down tiles count."""
    return Triqueta.from_record(_record())


def demo_game() -> Triqueta:
    """The heuristic bots' game (seed 7) from its start."""
    return Triqueta(players=3, hidden_wolves=True, seed=7)


def _score(game: Triqueta, player: int) -> int:
    return score_player(game.state, player).total


def _gains(start: Callable[[], Triqueta]) -> dict[int, int]:
    out = {}
    game = start()
    player = game.to_move
    assert player is not None
    for move in game.legal_notations():
        if move.startswith("take "):
            copy = start()
            before = _score(copy, player)
            copy.play(move)
            out[int(move.split()[1])] = _score(copy, player) - before
    return out


def _row_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    first = steps[0]
    if not first.notation.startswith("take "):
        return wrong(msg("tut.tq.drew"))
    gains = _gains(_row_game)
    row = int(first.notation.split()[1])
    told = [_row_told(r, g) for r, g in sorted(gains.items())]
    if gains[row] == max(gains.values()):
        return right(msg("tut.tq.right"), *told)
    return wrong(_row_told(row, gains[row]), msg("tut.tq.row.better"))


def _row_told(row: int, gain: int) -> Explanation:
    """What taking row ``row`` (0-based) does to the score, in words: so many points more,
    so many fewer, or no change."""
    if gain == 0:
        return msg("tut.tq.row.none", row=row)
    key = "tut.tq.row.gain" if gain > 0 else "tut.tq.row.loss"
    return msg(key, row=row, points=abs(gain))


def _keep_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    first = steps[0]
    return right(msg("tut.tq.right"), *first.events)


def _count_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    assert isinstance(game, Triqueta)
    player = steps[0].player
    best = counting_game()
    best.play(best.best_count(player)[0])
    mine = _score(game, player)
    if mine >= _score(best, player):
        return right(msg("tut.tq.right"), msg("tut.tq.count.score", points=mine), *steps[0].events)
    return wrong(msg("tut.tq.count.score", points=mine), msg("tut.tq.count.better"))


def _one_decision(game: Game[Any], player: int) -> bool:
    return True


def _make(name: str) -> Task:
    if name == "row":
        gains = _gains(_row_game)
        best = max(gains, key=lambda r: gains[r])
        return Task(
            _row_game,
            _row_judge,
            prompt=msg("tut.tq.ask.row"),
            finished=_one_decision,
            solution=[f"take {best}"],
        )
    if name == "keep":
        game = _keep_game()
        place = next(m for m in game.legal_notations() if m.startswith("place"))
        return Task(
            _keep_game,
            _keep_judge,
            prompt=msg("tut.tq.ask.keep"),
            finished=_one_decision,
            solution=[place],
        )
    if name == "count":
        game = counting_game()
        return Task(
            counting_game,
            _count_judge,
            prompt=msg("tut.tq.ask.count"),
            finished=_one_decision,
            solution=[game.best_count()[0]],
        )
    raise ValueError(f"no task {name!r}; choose one of: row, keep, count")


@cache
def _task(name: str) -> Task:
    return _make(name)


def task(name: str) -> Task:
    """The task ``name``: ``row`` (take the best row), ``keep`` (the limit of two kept light
    tiles), ``count`` (which face-down tiles count at the end)."""
    return _task(name)


def is_counting(game: Triqueta) -> bool:
    """Whether the decision now is which face-down light tiles count (the end of the game)."""
    return not game.is_over and bool(game.waiting(None).key == "tq.wait.count")


def play_until_round(game: Triqueta, number: int, seed: int = 1) -> None:
    """Let random choices play ``game`` on until round ``number`` (1 to 4) begins."""
    import random

    rng = random.Random(seed)
    while not game.is_over and not (game.state.rnd + 1 == number and game.state.phase == 0):
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
