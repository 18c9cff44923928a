"""The board conformance suite: what every game's board must do, checked the same way for
each (as :mod:`wolfpack.core.conformance` does for the engines).

* :func:`check_hidden`: non-interference. A player's board syncs the same state and the
  same log for two games that differ only in what that player may not see, whether the
  view was chosen in the constructor or by assigning ``board.perspective``, and the
  replay it keeps for a saved notebook or a page, and what it saves (the player's view
  of the game), are the same too.
* :func:`check_hostile_messages`: malformed and hostile intents raise nothing, change
  nothing, are each answered exactly once in valid JSON, and every refusal names its rule
  or the message field.
* :func:`check_navigation`: moves made by clicking (element paths), then back, forward,
  seek, undo and redo, save and load, and a new game, each round-trip.
* :func:`check_seats`: every seat can be a person or the computer; a table of computers
  plays a whole game.
* :func:`check_private_intents`: non-interference under intents. On a locked board, a hot
  seat and a locked hot seat, two games that differ only in what the seated player may
  not see sync the same state, log and answers after any sequence of browser intents
  (views, undo and the record's navigation, a new deal with a seed, a record, uncovering,
  the player's own moves) for as long as nothing new is shown to that player.
* :func:`check_hot_seat`: every turn of a hot seat that goes to another person asks for the
  screen to be passed (``handover``); where the game hides things it starts covered (the
  first one too), and neither another player's view nor the open view can be chosen from
  the browser; in every game Undo takes back only the decisions of the person whose turn
  it is, never the previous person's (refused with the reason, which ``nav`` says too).
* :func:`check_deal`: a locked board refuses a deal chosen in the browser (a seed, a
  record), with the reason, and deals at random when asked for a new game.
* :func:`check_undo`: a board showing a player's view never takes back a decision that
  showed that player something hidden (Board Game Arena's rule), with the reason; the
  open view takes back anything.

Each check takes a ``make_board(game, **options)`` (the game's board class) and games made
by the caller; :class:`Recorder` captures what a board sends, as the browser receives it.
"""

from __future__ import annotations

import json
import math
import random
import re
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
        "ui.view_not_record",
        "ui.save_exists",
        "ui.save_limit",
        "ui.locked_view",
        "ui.locked_undo",
        "ui.undo_hidden",
        "ui.undo_other",
        "ui.undo_turn",
        "ui.replace_hidden",
        "ui.tree_competitive",
        "ui.tree_safe",
        "ui.no_seat",
        "ui.locked_deal",
        "ui.hot_seat_view",
        "ui.off.hints",
        "ui.off.solver",
        "ui.off.views",
        "ui.off.seats",
        "ui.off.new_game",
        "ui.off.load",
        "ui.off.undo",
        "ui.lesson.off",
        "ui.lesson.finished",
        "ui.lesson.press_continue",
        "ui.lesson.move_first",
        "ui.lesson.not_this",
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
        _assert("refused" in replies[0], f"{_show(content)} was refused")
        return {**replies[0], "why": replies[0]["refused"]}


def synced(board: GameWidget) -> dict[str, Any]:
    """Every synced trait the browser holds except the catalog and ipywidgets' ``layout``
    (a reference to the widget's CSS layout model), with the log as the board sends it
    to its viewer."""
    state = board.get_state()
    out = {k: v for k, v in state.items() if k in board.keys and not k.startswith("_")}
    out.pop("catalog", None)
    out.pop("layout", None)
    out["log"] = [] if board.cover else board.log_entries()  # a covered board sends none
    return out


def names_a_reason(refused: list[Any], rules: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether an encoded refusal cites a rule, names a field, or is a known state refusal."""
    key = refused[0]
    params = refused[1] if len(refused) > 1 and refused[1] else {}
    cited = refused[3] if len(refused) > 3 and refused[3] else rules(key)
    lesson = key.startswith("lesson.")  # (a lesson's own words for a move it does not ask)
    return bool(cited) or bool(params.get("field")) or key in STATE_REFUSALS or lesson


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
            same = a.replay() == b.replay() and a.view_record() == b.view_record()
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


UNKNOWN_ELEMENTS = (
    "card:k9",
    "card:z1",
    "territory:moon",
    "scar:moon:0",
    "scar:swamp:99",
    "pack:9:swamp",
    "pack:0:moon",
    "hex:9999",
    "hex:99,99",
    "hex:-1,0",
    "piece:99,99:alpha",
    "piece:8,9:dragon",
    "tile:9:home",
    "tile:0:99",
    "bonus:0:99",
    "terrain:lava",
    "track:0:flight",
    "action:fly",
    "button:nothing",
    "row:99",
    "row:-1",
    "stack:99",
    "under:99:0",
    "tower:99",
    "keep:99",
    "box:nowhere",
    "count:9+9",
)
"""Element ids that parse as one of the games' (``kind:id``) but name nothing on any board:
a card, territory, scar or pack space, hex, piece, tile, terrain, track, action, row,
stack, tower, keep space or counting choice that does not exist."""

_NUMBER = re.compile(r"-?\d+")
_WORD = re.compile(r"[a-z]{2,}")


def _unknown_variants(element: str) -> list[str]:
    """Elements like ``element`` whose id names nothing: each number in it out of range,
    each word in it one no board has (``card:k4`` → ``card:k9999``, ``scar:moon:1``)."""
    kind, _, ident = element.partition(":")
    out = []
    for found in _NUMBER.finditer(ident):
        for number in ("9999", "-1"):
            out.append(f"{kind}:{ident[: found.start()]}{number}{ident[found.end() :]}")
    for found in _WORD.finditer(ident):
        out.append(f"{kind}:{ident[: found.start()]}moon{ident[found.end() :]}")
    return out


def unknown_element_paths(game: Game[Any], limit: int = 40, seed: int = 0) -> list[list[str]]:
    """Paths that click an element naming nothing where ``game``'s legal moves click a real
    one: each legal path with one element replaced (by :data:`UNKNOWN_ELEMENTS` of its
    kind, or by a variant of it out of range), ending there or going on as the move does
    (``["card:k9", "territory:swamp"]``); at most ``limit`` of them, chosen by ``seed``,
    none a legal path."""
    legal = {tuple(p) for p in game.element_paths().values()}
    legal |= {tuple(p) for paths in game.other_orders().values() for p in paths}
    found: dict[tuple[str, ...], None] = {}
    for path in sorted(legal):
        for depth, element in enumerate(path):
            kind = element.partition(":")[0]
            named = [e for e in UNKNOWN_ELEMENTS if e.partition(":")[0] == kind]
            for unknown in [*named, *_unknown_variants(element)]:
                short = (*path[:depth], unknown)
                whole = (*short, *path[depth + 1 :])
                found.update({short: None, whole: None})
    paths = [list(p) for p in found if p not in legal]
    random.Random(seed).shuffle(paths)
    return paths[:limit]


def _check_refused(board: GameWidget, rec: Recorder, content: Any) -> None:
    """Send ``content``: it must be answered exactly once with a refusal in valid JSON that
    names a rule or field, and change nothing."""
    before, moves = synced(board), list(board.game.moves)
    replies = rec.raw(content)
    done = [r for r in replies if r.get("type") == "done"]
    _assert(len(done) == 1, f"{_show(content)}: answered {len(done)} times")
    reply = done[0]
    json.dumps(reply, allow_nan=False)  # the browser must be able to read it
    _assert("refused" in reply, f"{_show(content)} was not refused")
    _assert(names_a_reason(reply["refused"], _rules_of), f"{reply['refused']} names nothing")
    _assert(has_template(reply["refused"][0]), f"{reply['refused'][0]} has no text")
    _assert(reply["refused"][0] != "ui.failed", f"{_show(content)} crashed the board")
    _assert(board.game.moves == moves, f"{_show(content)} changed the game")
    _assert(synced(board) == before, f"{_show(content)} changed what the board shows")


def check_hostile_messages(board: GameWidget, tmp: Path | None = None) -> int:
    """Send every hostile message to ``board`` (:func:`hostile_messages`, and moves through
    every element of :data:`UNKNOWN_ELEMENTS`); each must be answered exactly once with a
    refusal in valid JSON that names a rule or field, and change nothing. How many were
    sent."""
    if tmp is not None:
        board.save_dir = tmp
    rec = Recorder(board)
    messages = hostile_messages(board.players)
    messages += [{"cmd": "move", "path": [element]} for element in UNKNOWN_ELEMENTS]
    for content in messages:
        _check_refused(board, rec, content)
    return len(messages)


def check_unknown_elements(
    board: GameWidget, *, seed: int = 0, positions: int = 6, per_position: int = 30
) -> int:
    """At ``positions`` random positions of the board's game (its viewer's moves clicked
    in between), moves through elements that parse but name nothing
    (:func:`unknown_element_paths`): each is refused once, naming a rule or the field,
    and changes nothing. How many were sent."""
    rng = random.Random(seed)
    rec = Recorder(board)
    sent = 0
    for _ in range(positions):
        game = board.game
        if game.is_over:
            break
        for path in unknown_element_paths(game, per_position, rng.randrange(2**32)):
            _check_refused(board, rec, {"cmd": "move", "path": path})
            sent += 1
        if expand(board.legal):
            click_random_move(rec, rng)
        else:  # another player decides: as Python would
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
    return sent


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
    """Whether two synced states show the same position (the redo length, and with it the
    tree's moves after the position, may differ)."""
    ka = {k: v for k, v in a.items() if k not in ("nav", "tree")}
    kb = {k: v for k, v in b.items() if k not in ("nav", "tree")}
    same = a["nav"]["position"] == b["nav"]["position"]
    return ka == kb and same and a["tree"].get("ply") == b["tree"].get("ply")


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


PRIVATE_BOARDS: tuple[dict[str, Any], ...] = (
    {"locked": True},
    {"follow": True},
    {"follow": True, "locked": True},
)
"""The boards that keep a seat private whatever the browser sends (the seated player's
``perspective``, or a hot seat's turn): a locked board, a hot seat, and a locked hot seat."""


def _intent_pool(board: GameWidget, record: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """One browser intent that is not a move: a view, the record's navigation, a deal."""
    players = board.players
    length = board.nav.get("length", 0)
    if rng.random() < 0.1:  # a new deal ends the comparison where the board takes it
        return rng.choice([{"cmd": "new", "seed": 1}, {"cmd": "load", "record": record}])
    choices: list[dict[str, Any]] = [
        {"cmd": "perspective", "value": None},
        {"cmd": "perspective", "value": None},
        {"cmd": "perspective", "value": rng.randrange(players)},
        {"cmd": "perspective", "value": rng.randrange(players)},
        {"cmd": "undo"},
        {"cmd": "redo"},
        {"cmd": "back"},
        {"cmd": "forward"},
        {"cmd": "seek", "position": rng.randrange(length + 1)},
        {"cmd": "uncover"},
        {"cmd": "uncover"},
        {"cmd": "uncover"},
        {"cmd": "language", "value": rng.choice(["en", "de", "ja"])},
        {"cmd": "log"},
        {"cmd": "history"},
        {"cmd": "save", "path": "private.json", "overwrite": True},
        {"cmd": "solve"},
        {"cmd": "goto", "line": 0, "ply": rng.randrange(length + 1)},
        {"cmd": "promote"},
        {"cmd": "delete"},
        {"cmd": "annotate", "comment": "?", "glyph": "!?"},
    ]
    return choices[rng.randrange(len(choices))]


def check_private_intents(
    games: Iterable[Game[Any]],
    make_board: MakeBoard,
    twin: Twin,
    *,
    seed: int = 0,
    positions: int = 4,
    intents: int = 25,
    stride: int = 5,
    tmp: Path | None = None,
) -> int:
    """Non-interference under intents, on every board of :data:`PRIVATE_BOARDS`: for random
    positions of ``games`` and each person to move ``p``, a board on the game and one on a
    twin (other hidden things, the same for ``p``) get the same random browser intents
    (and ``p``'s own moves); while ``p``'s view or the cover is shown and the two games
    still look the same to ``p``, the synced state, the log and every answer must be the
    same. Positions are ``stride`` random moves apart. How many intents were compared."""
    rng = random.Random(seed)
    compared = 0
    for game in games:
        seen = 0
        while not game.is_over and seen < positions:
            p = game.to_move
            assert p is not None
            for options in PRIVATE_BOARDS:
                other = twin(game, p, rng)
                if other is None:
                    continue
                compared += _compare_under_intents(
                    game, other, p, make_board, options, rng, intents, tmp
                )
            seen += 1
            for _ in range(stride):
                if game.is_over:
                    break
                moves = game.legal_moves()
                game.play(moves[rng.randrange(len(moves))])
    return compared


def _compare_under_intents(
    game: Game[Any],
    other: Game[Any],
    p: int,
    make_board: MakeBoard,
    options: dict[str, Any],
    rng: random.Random,
    intents: int,
    tmp: Path | None,
) -> int:
    a_game, b_game = _copy(game), _copy(other)
    view = {} if options.get("follow") else {"perspective": p}  # (a hot seat starts on p)
    a = make_board(a_game, **view, **options)
    b = make_board(b_game, **view, **options)
    if tmp is not None:
        # Each twin saves into its own folder (a save never replaces a file, so twins
        # sharing one would answer differently for reasons that hide nothing).
        a.save_dir, b.save_dir = tmp / "twin-a", tmp / "twin-b"
        a.save_dir.mkdir(exist_ok=True)
        b.save_dir.mkdir(exist_ok=True)
    ra, rb = Recorder(a), Recorder(b)
    record = game.to_record()  # the real record: a browser that loads it knows everything
    compared = 0
    try:
        for _ in range(intents):
            if not (a.cover or a.perspective == p) or a.game.is_over:
                break  # the screen is another person's now (or everything is shown)
            if a.game is not a_game or a_game.view(p) != b_game.view(p):
                break  # a new deal, or something new was shown to p
            if a.game.to_move == p and not a.cover and rng.random() < 0.3:
                moves = sorted(expand(a.legal))
                if not moves:
                    break
                content: dict[str, Any] = {"cmd": "move", "path": list(rng.choice(moves))}
            else:
                content = _intent_pool(a, record, rng)
            replies_a = _folder_blind(ra.raw(dict(content)), a.save_dir)
            replies_b = _folder_blind(rb.raw(dict(content)), b.save_dir)
            last = len(a_game.steps) - 1
            if content["cmd"] == "move" and last >= 0 and a_game.reveals(last, p):
                break  # p's own move showed them something: the twins may differ now
            if content["cmd"] in ("uncover", "move") and not (a.cover or a.perspective == p):
                break  # the cover opened for another person: their view, not p's
            _assert(
                replies_a == replies_b,
                f"{options}, player {p}: {_show(content)} answers with what is hidden: "
                f"{_show(replies_a)} / {_show(replies_b)}",
            )
            _assert(
                synced(a) == synced(b),
                f"{options}, player {p}: {_show(content)} shows what is hidden from them",
            )
            compared += 1
    finally:
        a.close()
        b.close()
    return compared


def _folder_blind(replies: Any, folder: Path) -> Any:
    """``replies`` with the board's save folder written as ``<saves>`` (twins save into
    folders of their own)."""
    return json.loads(json.dumps(replies).replace(json.dumps(str(folder))[1:-1], "<saves>"))


def _copy(game: Game[Any]) -> Game[Any]:
    """The same game, replayed from its record (a board may change it)."""
    info = _registry(game.game_id)
    copy: Game[Any] = info.from_record(game.to_record())
    return copy


def _registry(game_id: str) -> Any:
    from wolfpack.core.registry import get_game

    return get_game(game_id)


def check_hot_seat(
    make_board: MakeBoard, game: Game[Any], *, seed: int = 0, moves: int = 30
) -> int:
    """A hot seat of people, in any game: every turn that goes to another person asks for
    the screen to be passed to them (``handover``, the first turn too), and Undo, Back and
    Seek take back nothing of the previous person's (refused naming both, with ``nav``
    saying it), while the person to move may take back their own decisions of the turn.
    Where the game hides things, such a turn also starts covered, the cover opens only on
    its player's view, and no other view can be chosen from the browser while the game is
    on. How many turns."""
    rng = random.Random(seed)
    hidden = game.hidden_information
    # Python may show another view: where the game hides things, the cover stays (where
    # nothing is hidden, the view Python chose stays until the turn changes).
    for start in (None, 0) if hidden else (None,):
        board = make_board(_copy(game), follow=True)
        if start is not None:
            board.perspective = start
        rec = Recorder(board)
        turns = 0
        last = None
        while not board.game.is_over and turns < moves:
            mover = board.game.to_move
            assert mover is not None  # (the game is on)
            position = len(board.game.steps)
            if mover != last:
                _assert(
                    board.handover == {"player": mover, "position": position},
                    f"the turn of {mover} passes the screen: {board.handover}",
                )
                if position:
                    _check_no_undo_of_another(rec, mover)
                if hidden:
                    _check_covered(rec, mover)
                rec.intent(cmd="uncover")
            else:
                _assert(board.handover == {}, "the same person decides on: no prompt")
                _check_own_undo(rec, mover)
            _assert(not board.cover and board.perspective == mover, "uncovered for the mover")
            for value in [None, *range(board.players)]:
                if value != mover and hidden:
                    why = rec.refusal(cmd="perspective", value=value)["why"][0]
                    _assert(why == "ui.hot_seat_view", f"no view {value} from the browser: {why}")
            last = mover
            click_random_move(rec, rng)
            turns += 1
        board.close()
    return turns


def _check_covered(rec: Recorder, mover: int) -> None:
    """A turn that changed hands, where the game hides things: covered, nothing to click,
    no view, and no other view from the browser."""
    board = rec.board
    _assert(board.cover == {"player": mover}, f"the turn of {mover} starts covered")
    _assert(board.legal.get("waiting") is not None, "nothing to click under a cover")
    _assert(board.part_names == [], "no view under a cover")
    for value in [None, *range(board.players)]:
        if value == mover:
            continue
        why = rec.refusal(cmd="perspective", value=value)["why"][0]
        _assert(why in ("ui.covered", "ui.hot_seat_view"), f"view {value}: {why}")


def _check_no_undo_of_another(rec: Recorder, mover: int) -> None:
    """At the start of ``mover``'s turn: nothing of the previous person's is taken back."""
    board = rec.board
    nav = board.nav
    _assert(nav["can_undo"] is False and nav["can_back"] is False, "nav offers no undo")
    _assert(nav["why"].get("undo", [""])[0] == "ui.undo_turn", f"nav says why: {nav['why']}")
    moves = list(board.game.moves)
    for content in ({"cmd": "undo"}, {"cmd": "back"}, {"cmd": "seek", "position": 0}):
        why = rec.refusal(**content)["why"]
        _assert(why[0] == "ui.undo_turn", f"{_show(content)} on {mover}'s turn: {why[0]}")
        _assert(why[1].get("mover") == mover, "the reason names the person to move")
        _assert(why[1].get("player") not in (None, mover), "and whose move it was")
        _assert(board.game.moves == moves, "nothing was taken back")
    _assert(board.nav == nav, "and nav is as it was")


def _check_own_undo(rec: Recorder, mover: int) -> None:
    """Within ``mover``'s turn: their own last decision is not refused as another person's;
    where it may be taken back, Undo does, and Redo plays it again."""
    board = rec.board
    why = board.nav["why"].get("undo")
    _assert(why is None or why[0] != "ui.undo_turn", f"{mover}'s own decision: {why}")
    if not board.nav["can_undo"]:
        return
    moves = list(board.game.moves)
    replies = rec.intent(cmd="undo")
    _assert(not any("refused" in r for r in replies), f"{mover} takes back their own: {replies}")
    _assert(board.game.to_move == mover, "the turn stays with the person who took it back")
    rec.intent(cmd="redo")
    _assert(board.game.moves == moves, "and plays it again")


def check_deal(make_board: MakeBoard, game: Game[Any]) -> int:
    """A locked board (and a locked hot seat) refuses a deal the browser chooses, a seed or
    a record, with the reason, and changes nothing; a new game without a seed is dealt in
    Python (its seed stays hidden). How many refusals were checked."""
    checked = 0
    for options in ({"perspective": 0, "locked": True}, {"locked": True, "follow": True}):
        board = make_board(_copy(game), **options)
        rec = Recorder(board)
        for content in (
            {"cmd": "new", "seed": 7},
            {"cmd": "new", "seed": 0, "players": board.players},
            {"cmd": "load", "record": game.to_record()},
            {"cmd": "load", "record": json.dumps(game.to_record())},
        ):
            before, moves = synced(board), list(board.game.moves)
            why = rec.refusal(**content)["why"]
            _assert(why[0] == "ui.locked_deal", f"{_show(content)}: refused with {why[0]}")
            _assert(has_template(why[0]), "the reason has words")
            _assert(synced(board) == before and board.game.moves == moves, "nothing changed")
            checked += 1
        old = board.game
        replies = rec.intent(cmd="new")
        _assert(not any("refused" in r for r in replies), f"a random deal: {replies}")
        _assert(board.game is not old and board.nav["seed"] is None, "dealt in Python, unseen")
        board.close()
    return checked


def check_undo(make_board: MakeBoard, game: Game[Any], *, seed: int = 0, moves: int = 40) -> int:
    """Play random moves on a board showing the view of the person to move (all seats
    people); after every decision that showed that player something hidden, undo, back
    and seek are refused with the reason and change nothing, and ``nav`` says so; the open
    view takes it back. How many refusals were checked."""
    rng = random.Random(seed)
    checked = 0
    board = make_board(_copy(game), perspective=game.to_move)
    rec = Recorder(board)
    while not board.game.is_over and len(board.game.steps) < moves:
        board.perspective = board.game.to_move
        click_random_move(rec, rng)
        g = board.game
        last = len(g.steps) - 1
        viewer = board.perspective
        assert viewer is not None
        if not g.reveals(last, viewer):
            continue
        _assert(board.nav["can_undo"] is False, "nav says undo is not offered")
        for content in (
            {"cmd": "undo"},
            {"cmd": "back"},
            {"cmd": "seek", "position": last},
            {"cmd": "seek", "position": 0},
        ):
            before = list(g.moves)
            why = rec.refusal(**content)["why"][0]
            _assert(why == "ui.undo_hidden", f"{_show(content)} after a reveal: {why}")
            _assert(g.moves == before, "nothing was taken back")
            checked += 1
        board.perspective = None
        _assert(board.nav["can_back"] is True, "the open view takes anything back")
        board.perspective = viewer
    board.close()
    return checked
