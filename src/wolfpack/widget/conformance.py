"""The board conformance suite: what every game's board must do, checked the same way for
each (as :mod:`wolfpack.core.conformance` does for the engines).

* :func:`check_hidden`: non-interference. A player's board syncs the same state and the
  same log for two games that differ only in what that player may not see, whether the
  view was chosen in the constructor or by assigning ``board.perspective``, and the
  replay it keeps for a saved notebook or a page is the same too.
* :func:`check_hostile_messages`: malformed and hostile intents raise nothing, change
  nothing, are each answered exactly once in valid JSON, and every refusal names its rule
  or the message field.
* :func:`check_navigation`: moves made by clicking (element paths), then back, forward,
  seek, undo and redo, save and load, and a new game, each round-trip.
* :func:`check_seats`: every seat can be a person or the computer; a table of computers
  plays a whole game.

Each check takes a ``make_board(game, **options)`` (the game's board class) and games made
by the caller; :class:`Recorder` captures what a board sends, as the browser receives it.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from wolfpack.core.game import Game
from wolfpack.core.i18n import has_template
from wolfpack.widget.base import GameWidget
from wolfpack.widget.legal import expand

MakeBoard = Callable[..., GameWidget]
Twin = Callable[[Game[Any], int, random.Random], "Game[Any] | None"]
"""``twin(game, player, rng)``: a game with the same history as ``game`` as ``player`` sees
it but other hidden things (other hands, another deal of what is face down), or None."""

STATE_REFUSALS = frozenset(
    {
        "ui.nothing_to_undo",
        "ui.nothing_to_redo",
        "ui.busy",
        "ui.save_hidden",
        "ui.save_exists",
        "ui.save_limit",
        "ui.locked_view",
        "ui.locked_undo",
        "ui.locked_solver",
        "ui.covered",
        "ui.hint_computer",
        "ui.computer_turn",
        "ui.computer_waits",
        "ui.solve_later",
        "ui.solve_open_only",
        "ui.game_over",
        "ui.waiting",
    }
)
"""Refusals about the board's state rather than a rule or a field (nothing to take back,
thinking still running, what a locked or covered board does not do)."""


def _assert(cond: bool, message: str) -> None:
    if not cond:
        raise AssertionError(message)


class Recorder:
    """Records what a board sends: custom messages and state updates."""

    def __init__(self, board: GameWidget) -> None:
        self.board = board
        self.messages: list[dict[str, Any]] = []
        self.updates: list[dict[str, Any]] = []
        board.send = self._custom
        board._send = self._raw

    def _custom(self, content: dict[str, Any], buffers: Any = None) -> None:
        self.messages.append(content)

    def _raw(self, msg: dict[str, Any], buffers: Any = None) -> None:
        if msg.get("method") == "custom":
            self.messages.append(msg["content"])
        else:
            self.updates.append(msg)

    def intent(self, **content: Any) -> list[dict[str, Any]]:
        """Send an intent as the browser would; return the messages it caused."""
        return self.raw(content)

    def raw(self, content: Any) -> list[dict[str, Any]]:
        """Send any message content as the browser would; return the messages it caused."""
        start = len(self.messages)
        self.board._on_msg(self.board, content, [])
        return self.messages[start:]

    def refusal(self, **content: Any) -> dict[str, Any]:
        """Send an intent that must be refused; return the answer (``why`` = the reason)."""
        replies = self.intent(**content)
        _assert(len(replies) == 1 and replies[0]["type"] == "done", f"one answer: {replies}")
        _assert("log" not in replies[0], "a refusal changes no log")
        return {**replies[0], "why": replies[0]["refused"]}


def synced(board: GameWidget) -> dict[str, Any]:
    """Every synced trait the browser holds except the catalog and ipywidgets' ``layout``
    (a reference to the widget's CSS layout model), with the log as the board sends it
    to its viewer."""
    state = board.get_state()
    out = {k: v for k, v in state.items() if k in board.keys and not k.startswith("_")}
    out.pop("catalog", None)
    out.pop("layout", None)
    out["log"] = board.log_entries()
    return out


def names_a_reason(refused: list[Any], rules: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether an encoded refusal cites a rule, names a field, or is a known state refusal."""
    key = refused[0]
    params = refused[1] if len(refused) > 1 and refused[1] else {}
    cited = refused[3] if len(refused) > 3 and refused[3] else rules(key)
    return bool(cited) or bool(params.get("field")) or key in STATE_REFUSALS


def check_hidden(
    games: Iterable[Game[Any]],
    make_board: MakeBoard,
    twin: Twin,
    *,
    seed: int = 0,
    positions: int = 12,
) -> int:
    """Non-interference over random positions of ``games``; how many comparisons passed."""
    rng = random.Random(seed)
    checked = 0
    for game in games:
        seen = 0
        while not game.is_over and seen < positions:
            for player in range(game.players):
                other = twin(game, player, rng)
                if other is None:
                    continue
                a = make_board(game, perspective=player)
                b = make_board(other, perspective=player)
                c = make_board(other)
                c.perspective = player
                sa, sb, sc = synced(a), synced(b), synced(c)
                for board in (a, b, c):
                    board.close()
                _assert(sa == sb, f"player {player}'s board shows what is hidden from them")
                _assert(sa == sc, "setting board.perspective syncs what the constructor would")
                checked += 1
            seen += 1
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
        for player in range(game.players):
            other = twin(game, player, rng)
            if other is None:
                continue
            a, b = make_board(game, perspective=player), make_board(other, perspective=player)
            same = a.replay() == b.replay()
            a.close()
            b.close()
            _assert(same, f"player {player}'s replay holds what is hidden from them")
            checked += 1
    return checked


def hostile_messages(players: int) -> list[Any]:
    """Malformed and hostile intents a board must refuse (with nothing changed)."""
    deep: Any = []
    for _ in range(2000):
        deep = [deep]
    return [
        None,
        [],
        "move",
        42,
        {},
        {"cmd": None},
        {"cmd": 7},
        {"cmd": "x" * 5000},
        {"cmd": "explode"},
        {"cmd": "move"},
        {"cmd": "move", "move": 12},
        {"cmd": "move", "move": ""},
        {"cmd": "move", "move": "x" * 10_000},
        {"cmd": "move", "move": "howl at the moon"},
        {"cmd": "move", "path": "card:k4"},
        {"cmd": "move", "path": []},
        {"cmd": "move", "path": [1, 2]},
        {"cmd": "move", "path": ["nothing:here"]},
        {"cmd": "move", "path": ["x"] * 100},
        {"cmd": "move", "move": "howl", "id": math.nan},
        {"cmd": "move", "move": "howl", "id": math.inf},
        {"cmd": "move", "move": "howl", "id": 10**100},
        {"cmd": "move", "move": "howl", "id": ["a"]},
        {"cmd": "seek", "position": "3"},
        {"cmd": "seek", "position": -1},
        {"cmd": "seek", "position": 10**9},
        {"cmd": "seek", "position": True},
        {"cmd": "seek", "position": 1.5},
        {"cmd": "seek", "position": math.nan},
        {"cmd": "new", "seed": -1},
        {"cmd": "new", "seed": 1.5},
        {"cmd": "new", "seed": "7"},
        {"cmd": "new", "seed": 10**100},
        {"cmd": "new", "seed": 2**53},
        {"cmd": "new", "seed": True},
        {"cmd": "new", "seed": 1, "players": 99},
        {"cmd": "new", "seed": 1, "players": "3"},
        {"cmd": "perspective", "value": players},
        {"cmd": "perspective", "value": -1},
        {"cmd": "perspective", "value": "0"},
        {"cmd": "perspective", "value": True},
        {"cmd": "language", "value": "xx"},
        {"cmd": "language", "value": None},
        {"cmd": "save", "path": "../escape.json"},
        {"cmd": "save", "path": "a/b.json"},
        {"cmd": "save", "path": "record.txt"},
        {"cmd": "save", "path": "record.json\n"},
        {"cmd": "save", "path": 12},
        {"cmd": "load", "record": "/etc/passwd"},
        {"cmd": "load", "record": "{not json"},
        {"cmd": "load", "record": 5},
        {"cmd": "load", "record": {"format": "nothing/1"}},
        {"cmd": "load", "record": {}},
        {"cmd": "load", "record": deep},
        {"cmd": "load", "record": "[" * 5000 + "]" * 5000},
        {"cmd": "load", "record": '{"seed": ' + "9" * 5000 + "}"},
        {"cmd": "seat", "player": players, "level": "easy"},
        {"cmd": "seat", "player": 0, "level": "godlike"},
        {"cmd": "seat", "player": "0", "level": None},
        {"cmd": "bot", "player": 99},
        {"cmd": "strength", "value": "godlike"},
    ]


def check_hostile_messages(board: GameWidget, tmp: Path | None = None) -> int:
    """Send every hostile message to ``board``; each must be answered exactly once with a
    refusal in valid JSON that names a rule or field, and change nothing. How many were
    sent."""
    if tmp is not None:
        board.save_dir = tmp
    rec = Recorder(board)
    rules = _rules_of
    messages = hostile_messages(board.players)
    for content in messages:
        before, moves = synced(board), list(board.game.moves)
        replies = rec.raw(content)
        done = [r for r in replies if r.get("type") == "done"]
        _assert(len(done) == 1, f"{_show(content)}: answered {len(done)} times")
        reply = done[0]
        json.dumps(reply, allow_nan=False)  # the browser must be able to read it
        _assert("refused" in reply, f"{_show(content)} was not refused")
        _assert(names_a_reason(reply["refused"], rules), f"{reply['refused']} names nothing")
        _assert(has_template(reply["refused"][0]), f"{reply['refused'][0]} has no text")
        _assert(reply["refused"][0] != "ui.failed", f"{_show(content)} crashed the board")
        _assert(board.game.moves == moves, f"{_show(content)} changed the game")
        _assert(synced(board) == before, f"{_show(content)} changed what the board shows")
    return len(messages)


def _show(content: Any) -> str:
    try:
        return repr(content)[:80]
    except RecursionError:
        return "(a deeply nested message)"


def _rules_of(key: str) -> tuple[str, ...]:
    from wolfpack.core.i18n import cited_rules

    return cited_rules(key)


def click_random_move(rec: Recorder, rng: random.Random) -> str:
    """Make a random legal move of the player to move by its element path, as a click
    does; the move's notation."""
    board = rec.board
    moves = expand(board.legal)
    _assert(bool(moves), "the viewer has legal moves to click")
    path = sorted(moves)[rng.randrange(len(moves))]
    before = len(board.game.moves)
    replies = rec.intent(cmd="move", path=list(path))
    _assert(not any("refused" in r for r in replies), f"{path} was refused: {replies}")
    _assert(len(board.game.moves) == before + 1, f"{path} played one move")
    return board.game.moves[-1]


def check_navigation(board: GameWidget, tmp: Path, *, seed: int = 0, moves: int = 12) -> int:
    """Click ``moves`` random moves (open view), then check that back/forward, seek,
    undo/redo, save/load and a new game round-trip. How many positions were compared."""
    rng = random.Random(seed)
    board.save_dir = tmp
    rec = Recorder(board)
    start = synced(board)
    states = [start]
    while len(states) <= moves and not board.game.is_over:
        click_random_move(rec, rng)
        states.append(synced(board))
    end = len(states) - 1
    for i in range(end, 0, -1):
        _assert(_same_position(synced(board), states[i]), f"position {i} is what it was")
        _assert(not any("refused" in r for r in rec.intent(cmd="back")), "back")
    _assert(synced(board)["nav"]["position"] == 0, "back to the start")
    for i in range(1, end + 1):
        rec.intent(cmd="forward")
        _assert(_same_position(synced(board), states[i]), f"forward to {i}")
    for target in (0, end, end // 2, end):
        rec.intent(cmd="seek", position=target)
        _assert(_same_position(synced(board), states[target]), f"seek {target}")
    rec.intent(cmd="undo")
    rec.intent(cmd="redo")
    _assert(_same_position(synced(board), states[end]), "undo then redo")
    name = "conformance.json"
    replies = rec.intent(cmd="save", path=name)
    _assert(not any("refused" in r for r in replies), f"save: {replies}")
    record = json.loads((tmp / name).read_text("utf-8"))
    moves_before = list(board.game.moves)
    rec.intent(cmd="new", seed=1)
    _assert(board.game.moves == [], "a new game starts empty")
    replies = rec.intent(cmd="load", record=record)
    _assert(not any("refused" in r for r in replies), f"load: {replies}")
    _assert(board.game.moves == moves_before, "the loaded record replays the same moves")
    return end


def _same_position(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two synced states show the same position (the redo length may differ)."""
    ka = {k: v for k, v in a.items() if k != "nav"}
    kb = {k: v for k, v in b.items() if k != "nav"}
    return ka == kb and a["nav"]["position"] == b["nav"]["position"]


def check_seats(make_board: MakeBoard, game: Game[Any], *, level: str = "random") -> int:
    """Every seat in turn played by the computer at ``level`` (the others by people): the
    computer decides whenever its seat is to move. Then every seat the computer's: the
    game plays to its end. How many computer decisions were made."""
    made = 0
    board = make_board(game)
    rec = Recorder(board)
    for player in range(game.players):
        rec.intent(cmd="seat", player=player, level=level)
        _assert(board.seats[player] == level, f"seat {player} is the computer's")
        _assert(game.to_move != player or game.is_over, "the computer moved at once")
        rec.intent(cmd="seat", player=player, level=None)
        _assert(board.seats[player] is None, f"seat {player} is a person's again")
    before = len(game.moves)
    for player in range(game.players):
        rec.intent(cmd="seat", player=player, level=level)
    _assert(game.is_over, "a table of computers plays to the end")
    made += len(game.moves) - before
    board.close()
    return made
