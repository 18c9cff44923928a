"""Saving and loading from the browser.

A record saved from the browser is always a new file in the board's ``save_dir``, written
whole or not at all (:func:`wolfpack.core.files.write_file`): an existing file is never
replaced (a save without a name takes the next free one), and one board saves at most
``save_limit`` records; past it, or when the file cannot be written, the save is refused
saying why. A player's view saves what that player saw (:func:`view_record`) while anything
stays hidden from them, the record once the game is over.

Each function takes the board; the board's ``save`` and ``load`` intents call them.
"""

from __future__ import annotations

import datetime
import errno
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wolfpack.core.errors import RecordError, RecordMoveError
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.files import write_file
from wolfpack.core.records import load_json
from wolfpack.widget.intents import Refusal, field_refusal
from wolfpack.widget.privacy import seat_refusal
from wolfpack.widget.replay import replay_json

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget

SAVE_LIMIT = 20
"""How many records one board saves from the browser unless its ``save_limit`` says
otherwise (each save is a new file; Python's ``game.save`` has no limit)."""
VIEW_FORMAT = "wolfpack-view/1"
"""The format of what a player's view saves while the game is on: the game as they saw it."""
SAVE_NAME = re.compile(r"[\w.-]{1,120}\.json")
"""The file names a save from the browser may take."""
DEFAULT_NAME_TRIES = 100
"""How many names a save without a name tries before it gives up."""

_WRITE_FAILURES = {
    errno.ENOSPC: "ui.save_failed_full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "ui.save_failed_full",
    errno.EACCES: "ui.save_failed_denied",
    errno.EPERM: "ui.save_failed_denied",
    errno.EROFS: "ui.save_failed_denied",
    errno.ENOENT: "ui.save_failed_missing",
    errno.ENOTDIR: "ui.save_failed_missing",
}
"""The failures to write a record that the board says in words of its own (others: the
system's reason)."""


def write_failure(path: Path, error: OSError) -> Explanation:
    """Why the record could not be written to ``path``, in the board's languages."""
    key = _WRITE_FAILURES.get(error.errno or 0)
    if key is not None:
        return msg(key, path=str(path))
    return msg("ui.save_failed", path=str(path), reason=str(error.strerror or type(error).__name__))


def save_refusal(board: GameWidget) -> Explanation | None:
    """Why the browser may not save now (None: it may): not while the board is covered for
    the next person."""
    if board.cover:
        return board._covered()
    return None


def saves_view(board: GameWidget) -> bool:
    """Whether a save writes the viewer's view of the game rather than its record: in a
    player's view while something is hidden from that player (the record holds the deal,
    every hand); once the game is over, the record."""
    game = board.game
    return board.perspective is not None and game.hidden_information and not game.is_over


def view_record(board: GameWidget) -> dict[str, Any]:
    """What the board's viewer may keep of the game: every position as they saw it, with
    no deal and nothing hidden from them (``wolfpack-view/1``)."""
    return {
        "format": VIEW_FORMAT,
        "game": board.game.game_id,
        "player": board.perspective,
        "moves": len(board.game.steps),
        "replay": replay_json(board),
    }


def default_names(board: GameWidget) -> Iterator[str]:
    """The names a save without a name tries in turn: the game and the time, then the
    same with ``-2``, ``-3``, ... (a save never replaces a file); a player's view ends in
    ``.playerN.json``."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{board.game.game_id}-{stamp}"
    suffix = board.record_suffix
    if saves_view(board):
        suffix = f".player{(board.perspective or 0) + 1}.json"
    yield base + suffix
    for n in range(2, DEFAULT_NAME_TRIES + 1):
        yield f"{base}-{n}{suffix}"


def save(board: GameWidget, name: Any) -> None:
    """Save the game from the browser as a new file called ``name`` (None: the next free
    default name) in the board's ``save_dir``; refused saying why it cannot be."""
    why = save_refusal(board)
    if why is not None:
        raise Refusal(why)
    if board._saves >= board.save_limit:
        raise Refusal(msg("ui.save_limit", limit=board.save_limit))
    if name is not None and (not isinstance(name, str) or not SAVE_NAME.fullmatch(name)):
        expected = "a file name of letters, digits, '.', '-', '_', ending in .json"
        raise field_refusal("path", expected)
    names = [name] if name is not None else default_names(board)
    view = saves_view(board)
    content = board.view_record() if view else board._record(board.game)
    text = json.dumps(content, indent=1) + "\n"
    path = board.save_dir
    for candidate in names:
        path = board.save_dir / candidate
        try:
            write_file(path, text, replace=False)
        except FileExistsError:
            continue
        except OSError as e:
            raise Refusal(write_failure(path, e)) from None
        board._saves += 1
        board.notice(msg("ui.saved_view" if view else "ui.saved", path=str(path)))
        return
    raise Refusal(msg("ui.save_exists", path=str(path)))


def load(board: GameWidget, record: Any) -> None:
    """Put the game of ``record`` (a record sent by the browser) on the board; refused
    naming the field or the move that cannot be used, with nothing changed."""
    board._check_control("load")
    why = board._deal_refusal()
    if why is not None:
        raise Refusal(why)
    if not (isinstance(record, dict) or (isinstance(record, str) and record[:1] == "{")):
        raise field_refusal("record", "a record: a JSON object")
    if isinstance(record, dict) and record.get("format") == VIEW_FORMAT:
        raise Refusal(msg("ui.view_not_record", field="record"))
    try:
        game = board._load_record(load_json(record))
    except RecordMoveError as e:
        why = msg("ui.record_move", notes=(e.error.explanation,), step=e.step, move=e.move)
        raise Refusal(why) from None
    except RecordError as e:
        raise Refusal(msg("ui.bad_record", field=e.field, message=e.message)) from None
    why = seat_refusal(board, game.players)
    if why is not None:
        raise Refusal(why)
    board._sent_log = [""]
    board.game = game
    board.notice(msg("ui.loaded", moves=len(game.steps)))
