"""The tasks and questions of the tutorial on The Wolves (``tutorials/04-the-wolves.md``).

Each task is a position from a real game and one thing to do there, on the board::

    from wolfpack.the_wolves.tutorial import task

    den = task("den")
    den.board()          # dig a den by clicking; the verdict appears under the board
    den.result()         # what was done on the board so far
    den.solution()       # one right way (for teachers)

Tasks: ``pay``, ``move``, ``den``, ``displace``, ``howl``, ``lair``, ``dominate``, ``hunt``.
The positions come from two seeded games: the tutorial's first game (3 players, seed 7) and
a game the computer played (3 players, seed 4), kept as a record next to this module.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import ACTIONS
from wolfpack.tutorial.marks import Line
from wolfpack.tutorial.tasks import Question, Task, Verdict, right, wrong

RECORD = Path(__file__).with_name("positions") / "the-wolves-seed4.twr.json"
"""A 3-player game the computer played (seed 4): the positions of most tasks."""


# -- positions ----------------------------------------------------------------------------------
@cache
def _record() -> dict[str, Any]:
    import json

    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def recorded_game(decisions: int) -> TheWolves:
    """The computer's game (3 players, seed 4) after its first ``decisions`` decisions."""
    record = _record()
    return TheWolves.from_record({**record, "moves": record["moves"][:decisions]})


def finish_placement(game: TheWolves) -> None:
    """Place every pair still to be placed (each time on a hex in the middle of the allowed
    ones), so that the first turn can start."""
    while not game.is_over and all(m.startswith("place ") for m in game.legal_notations()):
        choices = game.legal_notations()
        game.play(choices[len(choices) // 2])


def first_game() -> TheWolves:
    """The tutorial's first game: 3 players, seed 7, every pair placed."""
    game = TheWolves(players=3, seed=7, first=0)
    finish_placement(game)
    return game


def tiles(game: TheWolves, player: int) -> list[str]:
    """What a player's six terrain tiles show now, in words, each as the board's texts
    name a payment: the home tile and the terrain it shows on both sides, each cycle tile
    and what it flips to (``"the home tile (desert on both sides)"``, ``"the forest tile
    (it turns to rock)"``; ``"das Wüstenplättchen (Rückseite: Wald)"``)."""
    from wolfpack.core.i18n import get_language, render
    from wolfpack.the_wolves.terms import payment_word

    lang = get_language()
    out = []
    for tile in game.view()["boards"][player]["tiles"]:
        if tile["tile"] == "home":
            out.append(render("tut.tw.element.home_tile", {"terrain": tile["shows"]}, lang))
        else:
            out.append(payment_word([f"{tile['shows']}>{tile['other']}"], lang))
    return out


# -- judging ------------------------------------------------------------------------------------
def _chosen(steps: list[Step]) -> str | None:
    return next((s.notation for s in steps if s.notation in ACTIONS), None)


def _turn_over(game: Game[Any], player: int) -> bool:
    """Whether the learner's action is complete (they choose again, or it is not their turn)."""
    if game.is_over or game.to_move != player:
        return True
    return game.waiting(player).key == "tw.wait.choose"


def _events(steps: list[Step], key: str) -> list[Explanation]:
    return [e for s in steps for e in s.events if e.key == key]


def _action_judge(
    wanted: str | None, key: str, miss: Line, extra: Callable[[list[Explanation]], Line | None]
) -> Callable[[Game[Any], list[Step], bool], Verdict | None]:
    def judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
        found = _events(steps, key)
        if found:
            problem = extra(found)
            if problem is not None:
                return wrong(problem, *found)
            return right(msg("tut.tw.right"), *found)
        chosen = _chosen(steps)
        if wanted is not None and chosen is not None and chosen != wanted:
            return wrong(msg("tut.tw.other_action", chosen=chosen, wanted=wanted))
        if any(s.notation == "end" for s in steps):
            return wrong(msg("tut.tw.end_turn"))
        if done:
            return wrong(miss, *[e for s in steps for e in s.events])
        return None

    return judge


def _no_extra(_found: list[Explanation]) -> Line | None:
    return None


def _speed_track(found: list[Explanation]) -> Line | None:
    track = found[0].params.get("track")
    if track != "wolf_speed":
        return msg("tut.tw.den.track", track=track)
    return None


def _pay_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    pay = next((s for s in steps if s.notation.startswith("pay ")), None)
    if pay is None:
        return None
    words = pay.notation.split()[1:]
    if words == ["desert>forest"]:
        return right(msg("tut.tw.right"), pay.explanation)
    return wrong(msg("tut.tw.pay.home"), pay.explanation)


def _move_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    runs = [
        s.notation.split()[1].split(">")
        for s in steps
        if s.notation.split()[0] in ("alpha", "pack")
    ]
    if not done:
        return None
    moved = [e for s in steps for e in s.events if e.key == "tw.ev.move"]
    for i, (start, end) in enumerate(runs):
        for other_start, other_end in runs[i + 1 :]:
            if start == other_start and end != other_end:
                return right(msg("tut.tw.right"), *moved)
    return wrong(msg("tut.tw.move.miss"), *moved)


# -- the tasks ----------------------------------------------------------------------------------
def _after(base: Callable[[], TheWolves], *moves: str) -> Callable[[], TheWolves]:
    def start() -> TheWolves:
        game = base()
        game.play_all(list(moves))
        return game

    return start


def _at(decisions: int) -> Callable[[], TheWolves]:
    return lambda: recorded_game(decisions)


def _make(name: str) -> Task:
    ask = msg(f"tut.tw.ask.{name}")
    if name == "pay":
        start = _after(first_game, "move", "to desert")
        return Task(
            start, _pay_judge, prompt=ask, finished=_turn_over, solution=["pay desert>forest"]
        )
    if name == "move":
        start = _after(first_game, "move", "to desert", "pay desert>forest")
        game = start()
        solution = _split_up(game)
        return Task(start, _move_judge, prompt=ask, finished=_turn_over, solution=solution)
    # name: (decisions before the position, action asked, event, miss text, extra check)
    table: dict[str, tuple[int, str | None, str, Line, Callable[[list[Explanation]], Line | None]]]
    table = {
        "den": (6, "den", "tw.ev.den", msg("tut.tw.end_turn"), _speed_track),
        "displace": (25, "move", "tw.ev.displaced", msg("tut.tw.displace.miss"), _no_extra),
        "howl": (41, "howl", "tw.ev.howl", msg("tut.tw.end_turn"), _no_extra),
        "lair": (56, "lair", "tw.ev.lair", msg("tut.tw.end_turn"), _no_extra),
        "hunt": (95, None, "tw.ev.hunt", msg("tut.tw.hunt.miss"), _no_extra),
        "dominate": (112, "dominate", "tw.ev.dominate", msg("tut.tw.end_turn"), _no_extra),
    }
    if name not in table:
        raise ValueError(f"no task {name!r}; choose one of: pay, move, {', '.join(table)}")
    decisions, wanted, key, miss, extra = table[name]
    start = _at(decisions)
    solution = _solution(decisions, key)
    if name == "den":
        solution = [m if not m.startswith("track ") else "track speed" for m in solution]
    return Task(
        start,
        _action_judge(wanted, key, miss, extra),
        prompt=ask,
        finished=_turn_over,
        solution=solution,
    )


def _solution(decisions: int, key: str) -> list[str]:
    """The computer's own decisions from the position up to the event ``key``."""
    game = recorded_game(decisions)
    player = game.to_move
    assert player is not None
    moves = _record()["moves"][decisions:]
    out: list[str] = []
    found = False
    for move in moves:
        events = game.play(move)
        out.append(move)
        found = found or any(e.key == key for e in events)
        if found and _turn_over(game, player):
            return out
    raise RuntimeError(f"the record has no {key}")


def _split_up(game: TheWolves) -> list[str]:
    """Two wolf moves from one hex to two different hexes, and ``done`` if still needed."""
    moves = [m for m in game.legal_notations() if m != "done"]
    for first in moves:
        start, end = first.split()[1].split(">")
        after = TheWolves.from_record(game.to_record())
        after.play(first)
        for second in after.legal_notations():
            if second == "done":
                continue
            other_start, other_end = second.split()[1].split(">")
            if other_start == start and other_end != end:
                after.play(second)
                rest = ["done"] if "done" in after.legal_notations() else []
                return [first, second, *rest]
    raise RuntimeError("no two wolves can split up here")


@cache
def _task(name: str) -> Task:
    return _make(name)


def task(name: str) -> Task:
    """The task ``name`` (``pay``, ``move``, ``den``, ``displace``, ``howl``, ``lair``,
    ``dominate``, ``hunt``)."""
    return _task(name)


# -- region scoring -----------------------------------------------------------------------------
def region_of(game: TheWolves, hex_name: str) -> tuple[int, str]:
    """The region holding ``hex_name``: its index and its water hex."""
    state = game.state
    index = state.geo.find(hex_name)
    if index is None:
        raise ValueError(f"there is no hex {hex_name} on this map")
    region = state.geo.region[index]
    water = str(game.view()["regions"][region]["water"])
    return region, water


def _player_numbers(answer: Any) -> tuple[int, ...]:
    if isinstance(answer, int):
        return (answer,)
    return tuple(sorted(int(a) for a in answer))


def region_question(game: TheWolves, hex_name: str) -> Question:
    """Who would take first place in the region of ``hex_name`` if it were scored now? The
    answer is a player's number as the board shows it (a tie: a list of numbers)."""
    region, water = region_of(game, hex_name)
    first = tuple(sorted(owner + 1 for owner in game.region_scoring(region).first))
    return Question(
        first,
        why=game.region_explained(region),
        hint=[msg("tut.tw.region.why", water=water)],
        same=lambda a, b: _player_numbers(a) == b,
        shown=lambda a: ", ".join(str(n) for n in _player_numbers(a)),
    )
