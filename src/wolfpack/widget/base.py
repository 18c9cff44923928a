"""The board widget base shared by every game: Python owns the game, the browser draws it.

Data flows one way. The browser sends *intents* as custom messages (``{"cmd": "move",
"move": "play g6 swamp"}``, ``{"cmd": "undo"}``, ...); Python validates each one with the
engine, applies it, and syncs back what the chosen perspective may see:

* ``catalog``: message templates, term words and rule texts in every language, sent once;
* the view: the game's view for the perspective (``game.view(player)``), synced in parts
  (``view_main`` and whatever :meth:`GameWidget._split_view` adds) so that a move resends
  only the parts it changed;
* ``legal``: the perspective player's legal moves with their explanations (a game may send
  them compactly, as Lone Wolves sends its plays: :mod:`wolfpack.widget.lw_legal`), and the
  reasons why the other things on the board may not be chosen now;
* ``nav``: the position in the record (undo, redo, the slider);
* ``final``: the scoring breakdown once the game is over;
* the log (each decision with its events) as incremental custom messages, so that an
  update carries only the new steps.

An intent that is malformed or illegal is answered with ``{"type": "refused", "why": ...}``
carrying the engine's explanation, and changes nothing. The browser may not set any synced
trait itself (:meth:`GameWidget.set_state` refuses).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets as t

from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.core.i18n import LANGUAGES, get_language
from wolfpack.widget import texts as _texts  # noqa: F401  (registers the widget messages)
from wolfpack.widget.codec import encode

STATIC = Path(__file__).resolve().parent.parent / "static"
"""Where the build puts the bundled front end (``js/`` → esbuild → here)."""

MoveCallback = Callable[[Step], None]
_SAVE_NAME = re.compile(r"^[\w.-]{1,120}\.json$")


class Refusal(Exception):
    """An intent the widget will not carry out; ``why`` says why (sent to the browser)."""

    def __init__(self, why: Explanation) -> None:
        super().__init__(why.key)
        self.why = why


def bundle(name: str) -> str | Path:
    """The built front-end file ``name`` in ``static/``, or a stand-in module that says how
    to build it when it is missing (so a source checkout without a build fails visibly)."""
    path = STATIC / name
    if path.exists():
        return path
    if name.endswith(".css"):
        return ""
    return (
        "export default { render({ el }) { el.textContent = "
        f"'wolfpack: the board front end ({name}) is not built; run npm run build in js/'; }} }};"
    )


class GameWidget(anywidget.AnyWidget):
    """A board for one :class:`~wolfpack.core.game.Game`, shown in a notebook cell.

    Subclasses say how their game is drawn: :meth:`_catalog`, :meth:`_view`,
    :meth:`_legal`, :meth:`_final`, :meth:`_new_game` and :meth:`_load_record`.
    """

    catalog = t.Dict().tag(sync=True)
    language = t.Unicode("en").tag(sync=True)
    perspective = t.Int(None, allow_none=True).tag(sync=True)
    bot = t.Int(None, allow_none=True).tag(sync=True)
    """The player the computer plays (None: nobody); see :class:`.thinking.ThinkingWidget`."""
    view_main = t.Dict().tag(sync=True)
    legal = t.Dict().tag(sync=True)
    nav = t.Dict().tag(sync=True)
    final = t.Dict().tag(sync=True)

    players: ClassVar[int] = 2

    def __init__(
        self,
        game: Game[Any],
        *,
        perspective: int | None = None,
        language: str | None = None,
        bot: int | None = None,
        save_dir: str | Path = ".",
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._game = game
        self._callbacks: list[MoveCallback] = []
        self._sent_log: list[str] = []
        self._batch_depth = 0
        self._dirty = False
        self._steps_seen = len(game.steps)
        self.save_dir = Path(save_dir)
        with self.hold_sync():
            self.catalog = self._catalog()
            self.language = self._check_language(language or get_language())
            self.perspective = self._check_player(perspective)
            self.bot = self._check_player(bot)
        game.add_listener(self._on_game_change)
        self.on_msg(self._on_msg)
        with self._batch():
            self._sync()
            self._game_changed("new")

    # -- the game --------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        """The game on the board (replaced by *new game* and *load* from the browser)."""
        return self._game

    @game.setter
    def game(self, game: Game[Any]) -> None:
        self._game.remove_listener(self._on_game_change)
        self._game = game
        self._steps_seen = len(game.steps)
        game.add_listener(self._on_game_change)
        with self._batch():
            self._sync()
            self._game_changed("new")

    def play(self, move: Any) -> list[Explanation]:
        """Play a move on the board's game (as ``game.play``); the board follows."""
        return self._game.play(move)

    def undo(self) -> str:
        """Take back the last decision (as ``game.undo``)."""
        return self._game.undo()

    def redo(self) -> list[Explanation]:
        """Replay the last undone decision (as ``game.redo``)."""
        return self._game.redo()

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call ``callback(step)`` after every decision applied to the game, however it was
        made (a click, the computer, or Python); ``remove=True`` unregisters it."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def refresh(self) -> None:
        """Sync the board with the game again (after changing the game by other means)."""
        self._sync()

    def close(self) -> None:
        """Stop following the game and close the widget."""
        game = getattr(self, "_game", None)  # None if __init__ failed early
        if game is not None:
            game.remove_listener(self._on_game_change)
        super().close()

    # -- what each game supplies ------------------------------------------------------------
    def _catalog(self) -> dict[str, Any]:
        """Templates, term words and rules the browser renders texts with (sent once)."""
        raise NotImplementedError

    def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        """The view to sync; it must hold only what ``player`` may see."""
        return game.view(player)

    def _split_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """The synced traits a view is sent in (each is resent only when it changed)."""
        return {"view_main": view}

    @property
    def view(self) -> dict[str, Any]:
        """The view the browser has, put together from its synced parts."""
        return dict(self.view_main)

    def _legal(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        """Legal moves of ``player`` (all when None) with explanations, and refusals."""
        raise NotImplementedError

    @property
    def synced_moves(self) -> dict[str, Any]:
        """The legal moves the browser has, each with its encoded explanation."""
        return dict(self.legal.get("moves", {}))

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """The scoring breakdown once the game is over (``{}`` before)."""
        return {}

    def _new_game(self, seed: int | None) -> Game[Any]:
        """A new game like the current one, dealt from ``seed``."""
        raise NotImplementedError

    def _load_record(self, record: str | Mapping[str, Any]) -> Game[Any]:
        """A game replayed from a record (raising the engine's record errors)."""
        raise NotImplementedError

    def _record(self, game: Game[Any]) -> dict[str, Any]:
        """The game's record."""
        raise NotImplementedError

    def _record_name(self) -> str:
        """The default file name of a saved record."""
        return "game.json"

    # -- syncing ----------------------------------------------------------------------------
    @contextmanager
    def _batch(self, reply: dict[str, Any] | None = None) -> Iterator[None]:
        """Coalesce every sync inside into one update (one message) at the end; the log's
        new steps follow in one message (``reply`` when given, e.g. the intent's answer)."""
        self._batch_depth += 1
        try:
            with self.hold_sync():
                yield
                if self._batch_depth == 1 and self._dirty:
                    self._dirty = False
                    self._push()
        finally:
            self._batch_depth -= 1
        if self._batch_depth == 0:
            self._send_log(reply=reply)

    def _sync(self) -> None:
        self._dirty = True
        if self._batch_depth == 0:
            with self._batch():
                pass

    def _push(self) -> None:
        game, player = self._game, self.perspective
        for name, part in self._split_view(self._view(game, player)).items():
            setattr(self, name, part)
        self.legal = self._legal(game, player)
        self.nav = self._nav()
        self.final = self._final(game) if game.is_over else {}

    def _nav(self) -> dict[str, Any]:
        game = self._game
        position = len(game.steps)
        return {
            "position": position,
            "length": position + len(getattr(game, "_redo", ())),
            "can_undo": position > 0,
            "can_redo": game.can_redo,
            "to_move": game.to_move,
            "over": game.is_over,
            "seed": getattr(game, "seed", None),
        }

    def log_entries(self, start: int = 0) -> list[dict[str, Any]]:
        """The game's decisions from ``start`` on, as the log syncs them: notation, player,
        why it was legal, and the events it caused (events are public by construction)."""
        return [
            {
                "n": step.notation,
                "p": step.player,
                "w": encode(step.explanation),
                "e": [encode(e) for e in step.events],
            }
            for step in self._game.steps[start:]
        ]

    def _send_log(self, full: bool = False, reply: dict[str, Any] | None = None) -> None:
        """Send the log's steps from the first one the browser does not have (all when
        ``full``); with ``reply``, as part of that message (one message per intent)."""
        moves = self._game.moves
        start = 0
        if not full:
            sent = self._sent_log
            while start < min(len(sent), len(moves)) and sent[start] == moves[start]:
                start += 1
        out: dict[str, Any] = dict(reply) if reply is not None else {"type": "log"}
        if full or start < max(len(self._sent_log), len(moves)):
            out["log"] = {"start": start, "steps": self.log_entries(start)}
            self._sent_log = list(moves)
        if reply is not None or "log" in out:
            self.send(out)

    # -- game changes from anywhere -----------------------------------------------------------
    def _on_game_change(self, method: str) -> None:
        with self._batch():
            steps = self._game.steps
            new = steps[self._steps_seen :] if method != "undo" else []
            self._steps_seen = len(steps)
            self._sync()
            for step in new:
                for callback in list(self._callbacks):
                    callback(step)
            self._game_changed(method)

    def _game_changed(self, method: str) -> None:
        """Called after every change of the game, once the board is synced (``method`` is
        ``"play"``, ``"undo"``, ``"redo"``, or ``"new"`` for a new game on the board);
        :class:`~wolfpack.widget.thinking.ThinkingWidget` lets the computer move here."""

    # -- messages from the browser ------------------------------------------------------------
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        request = content if isinstance(content, dict) else {}
        rid = request.get("id")
        cmd = request.get("cmd")
        reply: dict[str, Any] = {"type": "done", "id": rid}
        try:
            with self._batch(reply):
                if not isinstance(content, dict) or not isinstance(cmd, str):
                    raise Refusal(msg("ui.bad_message", detail="no command"))
                handler = self._HANDLERS.get(cmd)
                if handler is None:
                    raise Refusal(msg("ui.unknown_command", cmd=cmd[:40]))
                handler(self, request)
        except Refusal as refusal:
            self.send(
                {
                    "type": "done",
                    "id": rid,
                    "cmd": cmd if isinstance(cmd, str) else None,
                    "move": request.get("move"),
                    "refused": encode(refusal.why),
                }
            )

    def notice(self, why: Explanation) -> None:
        """Show a message on the board (rendered in the board's language)."""
        self.send({"type": "notice", "why": encode(why)})

    def _cmd_move(self, request: dict[str, Any]) -> None:
        move = request.get("move")
        if not isinstance(move, str) or len(move) > 80:
            raise Refusal(msg("ui.bad_message", detail="a move is a notation string"))
        game = self._game
        if self.perspective is not None and game.to_move not in (None, self.perspective):
            raise Refusal(self._waiting())
        self._apply(move)

    def _apply(self, move: str) -> None:
        """Play ``move`` on the game, validated by the engine (a click and the computer's
        move both come this way); an illegal move is refused with its rule."""
        try:
            self._game.play(move)
        except IllegalMoveError as e:
            raise Refusal(e.explanation) from None

    def _waiting(self) -> Explanation:
        """Why the perspective player may not move now (the opponent is to decide)."""
        return self._game.explain("?")

    def _cmd_undo(self, request: dict[str, Any]) -> None:
        game = self._game
        if not game.steps:
            raise Refusal(msg("ui.nothing_to_undo"))
        game.undo()
        human = self._human_players()
        while game.steps and game.to_move not in human:
            game.undo()

    def _cmd_redo(self, request: dict[str, Any]) -> None:
        game = self._game
        if not game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        game.redo()
        human = self._human_players()
        while game.can_redo and game.to_move not in human:
            game.redo()

    def _human_players(self) -> set[int | None]:
        return {p for p in range(self.players) if p != self.bot} | {None}

    def _cmd_back(self, request: dict[str, Any]) -> None:
        if not self._game.steps:
            raise Refusal(msg("ui.nothing_to_undo"))
        self._game.undo()

    def _cmd_forward(self, request: dict[str, Any]) -> None:
        if not self._game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        self._game.redo()

    def _cmd_seek(self, request: dict[str, Any]) -> None:
        position = request.get("position")
        nav = self._nav()
        if not isinstance(position, int) or isinstance(position, bool):
            position = -1
        if not 0 <= position <= nav["length"]:
            raw = str(request.get("position"))[:20]
            raise Refusal(msg("ui.bad_position", position=raw, length=nav["length"]))
        game = self._game
        while len(game.steps) > position:
            game.undo()
        while len(game.steps) < position:
            game.redo()

    def _cmd_new(self, request: dict[str, Any]) -> None:
        seed = request.get("seed")
        if seed is not None and (not _is_int(seed) or seed < 0):
            raise Refusal(msg("ui.bad_seed"))
        self.game = self._new_game(seed)

    def _cmd_perspective(self, request: dict[str, Any]) -> None:
        self.perspective = self._checked(request.get("value"))
        self._sync()

    def _cmd_language(self, request: dict[str, Any]) -> None:
        value = request.get("value")
        if value not in LANGUAGES:
            raise Refusal(msg("ui.bad_language"))
        self.language = str(value)

    def _cmd_log(self, request: dict[str, Any]) -> None:
        self._sent_log = [""]  # the reply carries the whole log

    def _cmd_save(self, request: dict[str, Any]) -> None:
        name = request.get("path") or self._record_name()
        if not isinstance(name, str) or not _SAVE_NAME.match(name):
            raise Refusal(msg("ui.bad_message", detail="a file name ending in .json"))
        path = self.save_dir / name
        try:
            path.write_text(json.dumps(self._record(self._game), indent=1) + "\n", "utf-8")
        except OSError as e:
            raise Refusal(msg("ui.save_failed", path=str(path), reason=str(e.strerror))) from None
        self.notice(msg("ui.saved", path=str(path)))

    def _cmd_load(self, request: dict[str, Any]) -> None:
        record = request.get("record")
        if not (isinstance(record, dict) or (isinstance(record, str) and record.startswith("{"))):
            raise Refusal(msg("ui.bad_message", detail="a record is a JSON object"))
        try:
            game = self._load_record(record)
        except RecordMoveError as e:
            why = msg("ui.record_move", notes=(e.error.explanation,), step=e.step, move=e.move)
            raise Refusal(why) from None
        except RecordError as e:
            raise Refusal(msg("ui.bad_record", field=e.field, message=e.message)) from None
        self.game = game
        self.notice(msg("ui.loaded", moves=len(game.steps)))

    _HANDLERS: ClassVar[dict[str, Callable[[Any, dict[str, Any]], None]]] = {
        "move": _cmd_move,
        "undo": _cmd_undo,
        "redo": _cmd_redo,
        "back": _cmd_back,
        "forward": _cmd_forward,
        "seek": _cmd_seek,
        "new": _cmd_new,
        "perspective": _cmd_perspective,
        "language": _cmd_language,
        "log": _cmd_log,
        "save": _cmd_save,
        "load": _cmd_load,
    }

    def _checked(self, value: Any) -> int | None:
        if value is None or (_is_int(value) and 0 <= value < self.players):
            return None if value is None else int(value)
        raise Refusal(msg("ui.bad_player"))

    def _check_player(self, value: int | None) -> int | None:
        if value is None or (_is_int(value) and 0 <= value < self.players):
            return value
        raise ValueError(f"player must be None or 0..{self.players - 1}, not {value!r}")

    @staticmethod
    def _check_language(value: str) -> str:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}; choose one of {', '.join(LANGUAGES)}")
        return value

    # -- the browser may not set state ----------------------------------------------------------
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse state set by the browser: every change goes through a validated intent."""
        names = [name for name in sync_data if name in self.keys]
        for name in names:
            self.send(
                {"type": "done", "id": None, "refused": encode(msg("ui.read_only", name=name))}
            )
        if names:
            self.send_state(names)

    # -- Python conveniences that mirror the browser's controls ---------------------------------
    def set_perspective(self, player: int | None) -> None:
        """Show the board as ``player`` sees it (0, 1) or the open teaching view (None)."""
        self.perspective = self._check_player(player)
        self._sync()

    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game like the current one."""
        self.game = self._new_game(seed)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
