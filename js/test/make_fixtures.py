"""Write the JS unit tests' fixtures: real widget states from the Python engine.

Run from the repository root: ``python js/test/make_fixtures.py`` (every game) or
``python js/test/make_fixtures.py triqueta`` (one game: ``lone_wolves``, ``triqueta``,
``the_wolves``; ``lesson``: a lesson board). ``./dev test`` writes them fresh on every
run, from the engine as it is (they are git-ignored, so a run leaves a clone unchanged).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from wolfpack import LoneWolves
from wolfpack.bots.analysis import quick_to_solve
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.i18n import LANGUAGES
from wolfpack.widget import LoneWolvesBoard
from wolfpack.widget.codec import encode

OUT = Path(__file__).resolve().parent / "fixtures" / "lone_wolves.json"
TRIQUETA_OUT = OUT.parent / "triqueta.json"
THE_WOLVES_OUT = OUT.parent / "the_wolves.json"
LESSON_OUT = OUT.parent / "lesson.json"
LESSON = Path(__file__).resolve().parents[2] / "tests" / "widget" / "lessons" / "lw.json"


def _first(board: LoneWolvesBoard, prefix: str) -> str:
    return next(m for m in board.game.legal_notations() if m.startswith(prefix))


def _state(board: Any) -> dict[str, Any]:
    """Every synced trait but the catalog (shared), the view as the board assembles it,
    and the log as the board sends it."""
    synced = {k: v for k, v in board.get_state().items() if k in board.keys}
    for name in ("catalog", "layout", "_esm", "_css", "_anywidget_id", "_view_name", "_model_name"):
        synced.pop(name, None)
    synced = {k: v for k, v in synced.items() if not k.startswith("_")}
    return {
        **synced,
        "view": board._view(board.game, board.perspective),
        "log": board.log_entries(),
    }


def build() -> dict[str, Any]:
    """Every fixture state, keyed by name."""
    states: dict[str, Any] = {}
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), language="en")
    states["open_lead"] = _state(board)
    board.play("play k4 cave")
    states["open_follow"] = _state(board)
    board.set_perspective(1)
    states["p1_follow"] = _state(board)
    board.set_perspective(0)
    states["p0_waiting"] = _state(board)
    board.set_perspective(None)
    board.play("play k7 cave")
    states["open_take"] = _state(board)
    board.play(_first(board, "take"))
    states["open_place"] = _state(board)
    game = LoneWolves(seed=11, leader=0)
    full = LoneWolvesBoard(game, language="en")
    while not game.is_over:
        game.play(game.legal_moves()[0])
    states["open_over"] = _state(full)
    # A hint for Player 0 in their own view (a short, seeded search: the same every run).
    hinted = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, hint_iterations=300)
    hinted.ask_hint()
    hinted.wait()
    states["p0_hint"] = _state(hinted)
    # The solver's verdict in the open view near the end.
    late = LoneWolves(seed=7, leader=0)
    while not quick_to_solve(late):
        late.play(late.legal_moves()[0])
    solved = LoneWolvesBoard(late, language="en")
    states["open_solvable"] = _state(solved)
    solved.ask_solution()
    solved.wait()
    states["open_solved"] = _state(solved)
    # A class match: the notebook turned hints, the solver, views, seats, new game, load and
    # undo off; Player 0 has played a card and the computer answered.
    match = LoneWolvesBoard(
        LoneWolves(seed=7, leader=0),
        perspective=0,
        computer={1: "random"},
        controls="class",
        language="en",
    )
    match.play("play k4 cave")
    states["p0_class"] = _state(match)
    # Variations (issue 44): two moves, a side line at the second one with a note, and
    # a side line of that side line; the board on the side line's first move. Then the same
    # tree on a board that may not walk it (a competitive one).
    branched = LoneWolvesBoard(LoneWolves(seed=7, leader=0), language="en")
    game = branched.game
    game.play("play k4 cave")
    main = game.legal_notations()
    game.play(main[0])
    game.play(game.legal_notations()[0])
    game.goto(game.moves[:1])
    game.play(main[-1])
    game.annotate(comment="Keeps the high card.", glyph="!?")
    game.play(game.legal_notations()[0])
    game.goto(game.moves[:2])
    game.play(game.legal_notations()[-1])
    game.goto(game.moves[:2])
    states["open_variations"] = _state(branched)
    locked = LoneWolvesBoard(LoneWolves.from_record(game.to_record()), perspective=0, locked=True)
    locked.game.goto(game.moves)
    states["p0_locked_variations"] = _state(locked)
    catalog = board.catalog
    replayed = LoneWolvesBoard(LoneWolves(seed=7, leader=0), perspective=0, language="en")
    for _ in range(9):
        replayed.game.play(replayed.game.legal_moves()[0])
    return {
        "catalog": catalog,
        "states": states,
        "samples": samples(),
        "replay": replayed.replay(),
    }


class _Samples:
    """Explanations kept once each (and at most `per_message` of one message, if given), to
    be written with the sentences Python renders for them in every language."""

    def __init__(self, per_message: int | None = None) -> None:
        self.per_message = per_message
        self.found: dict[str, Explanation] = {}
        self.per_key: dict[str, int] = {}

    def keep(self, e: Explanation) -> None:
        """Keep `e` unless it, or `per_message` of its message, are kept already."""
        text = json.dumps(encode(e), sort_keys=True)
        if text in self.found:
            return
        if self.per_message is not None:
            if self.per_key.get(e.key, 0) >= self.per_message:
                return
            self.per_key[e.key] = self.per_key.get(e.key, 0) + 1
        self.found[text] = e

    def rendered(self) -> list[dict[str, Any]]:
        """Each explanation kept, encoded, with its text in every language."""
        return [
            {"e": encode(e), "text": {lang: e.text(lang) for lang in LANGUAGES}}
            for e in self.found.values()
        ]


def samples() -> list[dict[str, Any]]:
    """Explanations of a whole game (every legal move's reason, every event, refusals of
    illegal moves, the final scoring) with the sentences Python renders, in every language:
    the browser must render exactly the same."""
    game = LoneWolves(seed=3, leader=0)
    kept = _Samples()
    keep = kept.keep

    while not game.is_over:
        for move in game.legal_moves():
            keep(move.explanation)
        for text in ("play k2 cave", "play r7 swamp", "take 5", "place tundra"):
            keep(game.explain(text))
        for event in game.play(game.legal_moves()[-1]):
            keep(event)
    for line in game.scoring_explained():
        keep(line)
    for n in (7, 999, 1000, 10408, -12345):  # whole numbers grouped as each language does
        keep(msg("bot.hint.unclear", n=n))
    return kept.rendered()


def _untimed(obj: Any) -> Any:
    """``obj`` with every measured time (``seconds``) set to 0: the fixtures stay the same
    from run to run, however fast the machine."""
    if isinstance(obj, dict):
        return {k: 0.0 if k == "seconds" else _untimed(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_untimed(v) for v in obj]
    return obj


def _play_until(game: Any, done: Any, seed: int) -> None:
    """Play random legal moves (from `seed`) until `done(game)`."""
    rng = random.Random(seed)
    while not done(game):
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])


def build_triqueta() -> dict[str, Any]:
    """Triqueta's fixture states (4 players, the 2-player variant, round 2 with shadow
    tiles, the count, the end, a hint, a covered hot seat) and its sample explanations."""
    from wolfpack.triqueta import Triqueta
    from wolfpack.triqueta.board import TriquetaBoard
    from wolfpack.triqueta.state import COUNT, TURN

    states: dict[str, Any] = {}
    game = Triqueta(4, seed=7, start=0)
    board = TriquetaBoard(game, perspective=0, language="en")
    game.play("draw 1")
    game.play("keep")
    for move in ("draw 0", "place 1", "draw 0", "place 1", "draw 2", "place 0"):
        game.play(move)
    states["p0_turn"] = _state(board)
    game.play("draw 3")
    states["p0_place"] = _state(board)
    board.set_perspective(1)
    states["p1_waiting"] = _state(board)
    board.set_perspective(0)
    game.play(next(m for m in game.legal_notations() if m.startswith("place")))
    states["p0_waits"] = _state(board)
    variant = TriquetaBoard(Triqueta(2, seed=3, start=0), language="en")
    states["v2_turn"] = _state(variant)
    variant.play("draw 2 2")
    states["v2_place"] = _state(variant)
    round2 = Triqueta(3, seed=6)
    _play_until(round2, lambda g: g.state.rnd == 1 and g.state.phase == TURN, 1)
    states["open_round2"] = _state(TriquetaBoard(round2, language="en"))
    counting = Triqueta(2, hidden_wolves=False, seed=8, start=0)
    counting.play("draw 0")
    counting.play("keep")
    _play_until(counting, lambda g: g.state.phase == COUNT and g.to_move == 0, 5)
    states["p0_count"] = _state(TriquetaBoard(counting, perspective=0, language="en"))
    over = Triqueta(3, seed=4)
    _play_until(over, lambda g: g.is_over, 3)
    states["p1_over"] = _state(TriquetaBoard(over, perspective=1, language="en"))
    hinted = TriquetaBoard(Triqueta(3, seed=5, start=0), perspective=0, hint_iterations=200)
    hinted.ask_hint()
    hinted.wait()
    states["p0_hint"] = _state(hinted)
    seat = TriquetaBoard(Triqueta(4, seed=2, start=0), follow=True)
    seat.play("draw 0")
    seat.play("keep")
    states["covered"] = _state(seat)
    seat._cmd_uncover({})  # as the cover's button does
    states["uncovered"] = _state(seat)
    while seat.game.to_move == 1:
        seat.play(seat.game.legal_notations()[0])
    states["covered_next"] = _state(seat)
    seat._cmd_uncover({})
    states["uncovered_next"] = _state(seat)
    return {"catalog": board.catalog, "states": states, "samples": triqueta_samples()}


def triqueta_samples() -> list[dict[str, Any]]:
    """Triqueta explanations of a 2-player variant game and a 3-player game (reasons,
    moves in words, why a player waits, refusals, events, what others read, the scoring)
    with the sentences Python renders in every language, at most three of each message."""
    from wolfpack.triqueta import Triqueta
    from wolfpack.triqueta.elements import public_explanation

    kept = _Samples(per_message=3)
    keep = kept.keep

    for game in (Triqueta(2, seed=3), Triqueta(3, seed=6)):
        while not game.is_over:
            for move in game.legal_moves():
                keep(move.explanation)
                keep(game.describe(move))
            keep(game.waiting(None))
            for why in game.refusals().values():
                keep(why)
            step_moves = game.legal_moves()
            game.play(step_moves[len(game.steps) % len(step_moves)])
            step = game.steps[-1]
            keep(public_explanation(step.before, step.action, step.explanation))
            for event in step.events:
                keep(event)
        for line in game.scoring_explained():
            keep(line)
    return kept.rendered()


def build_the_wolves() -> dict[str, Any]:
    """The Wolves' fixture states (the placement draft, an action to choose, a payment in
    several orders, wolves to move, a displacement, a player's view while another moves,
    2 and 5 players, the end, a hint, a hot seat passed on) and its sample explanations."""
    from wolfpack.the_wolves import TheWolves
    from wolfpack.the_wolves.board import TheWolvesBoard
    from wolfpack.the_wolves.state import CHOOSE, DISPLACE, PAY, PLACE, WOLF

    states: dict[str, Any] = {}
    game = TheWolves(players=3, seed=7, first=0)
    board = TheWolvesBoard(game, language="en")
    states["open_place3"] = _state(board)
    _play_until(game, lambda g: g.state.phase != PLACE, 1)
    states["open_choose3"] = _state(board)
    board.set_perspective(1)
    states["p1_waiting3"] = _state(board)
    board.set_perspective(None)
    _play_until(
        game, lambda g: g.state.phase == WOLF and len(g.legal_moves()) > 8 and len(g.steps) > 20, 2
    )
    states["open_wolf3"] = _state(board)
    paying = TheWolves(players=4, seed=5)
    _play_until(paying, lambda g: g.state.phase == PAY and len(g.legal_moves()) > 1, 2)
    states["open_pay4"] = _state(TheWolvesBoard(paying, language="en"))
    displacing = TheWolves(players=3, seed=3)
    _play_until(displacing, lambda g: g.state.phase == DISPLACE, 4)
    states["open_displace3"] = _state(TheWolvesBoard(displacing, language="en"))
    two = TheWolves(players=2, seed=2)
    _play_until(two, lambda g: g.state.phase == CHOOSE and len(g.steps) > 12, 3)
    states["open_choose2"] = _state(TheWolvesBoard(two, language="en"))
    five = TheWolves(players=5, seed=5)
    _play_until(five, lambda g: g.state.phase == CHOOSE and len(g.steps) > 30, 5)
    states["p0_five"] = _state(TheWolvesBoard(five, perspective=0, language="en"))
    over = TheWolves(players=3, seed=11)
    _play_until(over, lambda g: g.is_over, 0)
    states["open_over3"] = _state(TheWolvesBoard(over, language="en"))
    hinted = TheWolvesBoard(
        TheWolves(players=2, seed=4, first=0), perspective=0, hint_iterations=200
    )
    hinted.ask_hint()
    hinted.wait()
    states["p0_hint2"] = _state(hinted)
    seat = TheWolvesBoard(TheWolves(players=3, seed=7, first=0), follow=True, language="en")
    states["seat_first3"] = _state(seat)  # the first turn: "Player 1's turn"
    while seat.game.to_move == 0:
        seat.play(seat.game.legal_notations()[0])
    states["seat_pass3"] = _state(seat)  # passed on: Undo may not take back Player 1's move
    for state in states.values():
        del state["view"]  # the browser puts it together from the static part and the parts
        state["log"] = state["log"][-40:]  # the last turns are what the panel shows
    return {"catalog": board.catalog, "states": states, "samples": the_wolves_samples()}


def the_wolves_samples() -> list[dict[str, Any]]:
    """The Wolves' explanations of a 2-player and a 3-player game (reasons, moves in words,
    why a player waits, refusals of the board's elements, events, the scoring) with the
    sentences Python renders in every language, at most three of each message."""
    from wolfpack.the_wolves import TheWolves

    kept = _Samples(per_message=3)
    keep = kept.keep

    for game in (TheWolves(players=2, seed=3), TheWolves(players=3, seed=6)):
        while not game.is_over and len(game.steps) < 400:
            moves = game.legal_moves()
            for move in moves[:8]:
                keep(move.explanation)
                keep(game.describe(move))
            keep(game.waiting(None))
            for why in game.refusals().values():
                keep(why)
            for event in game.play(moves[len(game.steps) % len(moves)]):
                keep(event)
        for line in game.scoring_explained():
            keep(line)
    return kept.rendered()


def build_lesson() -> dict[str, Any]:
    """A Lone Wolves lesson board (tests/widget/lessons/lw.json): at its first step, after
    the right move (a step to read), and done."""
    from wolfpack.core.lessons import Lesson

    board = Lesson.load(LESSON).board(language="en", progress=None)
    states = {"step0": _state(board)}
    board.play("play b5 cave")
    states["step1"] = _state(board)
    board.next()
    states["done"] = _state(board)
    return {"catalog": board.catalog, "states": states, "samples": []}


def _write(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(_untimed(data), ensure_ascii=False, indent=None) + "\n", "utf-8")
    print(f"wrote {path}")


def main(argv: list[str]) -> int:
    """Write the fixtures files (of the games named, default all)."""
    games = argv or ["lone_wolves", "triqueta", "the_wolves", "lesson"]
    if "lone_wolves" in games:
        _write(OUT, build())
    if "triqueta" in games:
        _write(TRIQUETA_OUT, build_triqueta())
    if "the_wolves" in games:
        _write(THE_WOLVES_OUT, build_the_wolves())
    if "lesson" in games:
        _write(LESSON_OUT, build_lesson())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
