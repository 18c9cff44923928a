"""The board base every game plugs into: Python owns the game, the browser draws it.

Data flows one way. The browser sends *intents* as custom messages (``{"cmd": "move",
"move": "play g6 swamp"}``, ``{"cmd": "undo"}``, ...); Python validates each one with the
engine, applies it, and syncs back what the board's viewer may see. The board is made of
parts, each in a module of its own:

* what it syncs: its traits (:mod:`wolfpack.widget.traits`), and the log (each decision
  with its events) as incremental custom messages, so that an update carries only the new
  steps;
* the intents it answers: methods marked with :func:`~wolfpack.widget.intents.command`,
  collected from the class and its bases when the class is made
  (:mod:`wolfpack.widget.intents`); the browser's side of both is generated from them
  (:mod:`wolfpack.widget.protocol`, ``js/common/protocol.gen.ts``);
* what may be taken back (:mod:`wolfpack.widget.undo_policy`), saving and loading
  (:mod:`wolfpack.widget.saving`), the replay page and embedding
  (:mod:`wolfpack.widget.replay`), the legal moves (:mod:`wolfpack.widget.legal`), what
  learners may do (:mod:`wolfpack.widget.controls`), options that contradict each other
  (:mod:`wolfpack.widget.options`).

Hidden information is a boundary: every synced part is computed for the viewer
(``perspective``, however it was set), never from what the viewer may not see; a player's
board holds no seed while anything stays hidden, and saves there what that player saw
(:meth:`GameWidget.view_record`), not the record (the record once the game is over).
Seats stay private:

* a board showing a player's view never takes back a decision that showed that player
  something hidden, unless the notebook's author allows free undo for analysis
  (:mod:`wolfpack.widget.undo_policy`); the open teaching view stays free;
* with ``locked=True`` (competitive play) the browser may not change the viewer, ask for
  the open-hand solver, or choose the deal (a seed or a record of its own): a new game is
  dealt in Python;
* with ``follow=True`` (hot seat) the view follows the person to move; where the game hides
  things every turn starts covered (the first one too) until that person asks to see it,
  and no other player's view nor the open view can be chosen from the browser while the
  game is on. ``locked=True`` with ``follow=True`` is a competitive hot seat: locked to
  the view of whoever's turn it is.

Options that contradict each other (a ``perspective`` with ``follow=True``, ``locked=True``
with neither, a hot seat with no person, free undo on a locked board) are refused when the
board is made, naming both.

What learners may do besides (hints, the solver, other views, seats and levels, a new game,
loading a record, undo) is the notebook author's choice: ``controls=`` takes a
:class:`~wolfpack.widget.controls.Controls` or a preset (``"learn"``, ``"match"``,
``"class"``); a control that is off is refused with its reason, and synced (``policy``)
so that the board shows it disabled with that reason.

Any board shows a lesson (:mod:`wolfpack.widget.lesson`) when it is made with ``lesson=``
(``progress=``, ``course=``): its :class:`~wolfpack.widget.lesson.LessonMode` lights the
legal moves the step asks for, judges a move before it is played, answers the lesson's
commands and fills the synced ``lesson``; the board's lesson calls (:meth:`answer`,
:meth:`next`, :attr:`step`, ...) are its. No class is made for a lesson.

An intent that is malformed or illegal is answered with ``{"type": "done", "refused":
...}`` carrying the engine's explanation (or naming the field), and changes nothing; every
intent is answered exactly once, whatever it holds and whatever interrupts its handling
(an interrupt of the kernel included). The browser may not set any synced trait itself
(:meth:`GameWidget.set_state` refuses).
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import traitlets as t

from wolfpack.core.errors import IllegalMoveError, RecordError
from wolfpack.core.explain import Event, Explanation, msg
from wolfpack.core.files import write_file
from wolfpack.core.game import LOCK, Game, Step, Target
from wolfpack.core.i18n import LANGUAGES, get_language
from wolfpack.core.registry import GameInfo, get_game
from wolfpack.core.variations import Note
from wolfpack.widget import dispatch, narration, privacy, saving, undo_policy, variations
from wolfpack.widget.codec import catalog_json, encode
from wolfpack.widget.controls import CONTROL_NAMES, Controls
from wolfpack.widget.intents import (
    MAX_SAFE_INTEGER,
    Handler,
    Refusal,
    collect,
    command,
    field_refusal,
    is_int,
    safe_id,
    safe_name,
)
from wolfpack.widget.legal import legal_json, move_of_path
from wolfpack.widget.options import check_undo_lock, check_view_options
from wolfpack.widget.pyodide import in_pyodide, nulls_kept
from wolfpack.widget.replay import html_page, replay_json
from wolfpack.widget.saving import SAVE_LIMIT, VIEW_FORMAT
from wolfpack.widget.traits import PART_SLOTS, BoardTraits

if TYPE_CHECKING:
    from wolfpack.core.lessons import Lesson
    from wolfpack.core.progress import Progress
    from wolfpack.widget.lesson import LessonMode

__all__ = [
    "MAX_SAFE_INTEGER",
    "PART_SLOTS",
    "SAVE_LIMIT",
    "SCREENS",
    "STATIC",
    "VIEW_FORMAT",
    "GameWidget",
    "Refusal",
    "bundle",
    "field_refusal",
    "is_int",
    "safe_id",
    "safe_name",
]

STATIC = Path(__file__).resolve().parent.parent / "static"
"""Where the build puts the bundled front end (``js/`` → esbuild → here)."""

MoveCallback = Callable[[Step], None]
SCREENS = ("auto", "compact", "wide", "projector")
"""The layouts of a board: ``"auto"`` (compact when the board is narrow, else wide),
``"compact"`` (the controls used less often folded away, the board as large as the window
allows), ``"wide"``, and ``"projector"`` (large type, the whole width of the cell). Every
layout fits the board in the window: the players, the table and the hand are seen at once."""


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


class GameWidget(BoardTraits):
    """A board for one :class:`~wolfpack.core.game.Game`, shown in a notebook cell.

    A game's board says how its game is drawn: the bundle (``_esm``), and optionally
    :meth:`_static`, :meth:`_parts`, :meth:`_final` and :meth:`_narration`; everything
    else comes from the game's registration and its :class:`~wolfpack.core.game.Game` API.
    """

    _HANDLERS: ClassVar[dict[str, Handler]] = {}
    """The handler of each intent the board answers, by the intent's ``cmd``: its methods
    marked with :func:`~wolfpack.widget.intents.command`, collected when the class is made."""
    record_suffix: ClassVar[str] = ".json"
    """The file name ending of saved records."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._HANDLERS = collect(cls)

    def __init__(
        self,
        game: Game[Any],
        *,
        perspective: int | None = None,
        language: str | None = None,
        seats: list[str | None] | None = None,
        locked: bool = False,
        follow: bool = False,
        controls: Controls | str | None = None,
        screen: str = "auto",
        save_dir: str | Path = ".",
        lesson: Lesson | None = None,
        progress: Progress | None = None,
        course: Sequence[Lesson] | None = None,
        **kwargs: Any,
    ) -> None:
        if lesson is None and (progress is not None or course is not None):
            raise ValueError("progress= and course= are for a board showing a lesson=")
        if lesson is not None:
            from wolfpack.widget.lesson import LessonMode

            if lesson.game != game.game_id:
                raise ValueError(f"a lesson of {lesson.game} on a board of {game.game_id}")
            controls = LessonMode.controls(controls)
        checked = Controls.of(controls)  # before the widget exists: a bad value makes none
        if screen not in SCREENS:
            raise ValueError(f"unknown screen {screen!r}; choose one of {', '.join(SCREENS)}")
        check_view_options(
            perspective=perspective,
            locked=bool(locked),
            follow=bool(follow),
            seats=seats or [],
            controls=checked,
        )
        super().__init__(**kwargs)
        try:
            self._lesson_mode: LessonMode | None = None
            if lesson is not None:
                self._lesson_mode = LessonMode(self, lesson, progress=progress, course=course)
            self._controls = checked
            self._game = game
            self._info: GameInfo = get_game(game.game_id)
            self._callbacks: list[MoveCallback] = []
            self._sent_log: list[str] = []
            self._batch_depth = 0
            self._dirty = False
            self._ready = False
            self._steps_seen = len(game.steps)
            self._undone = False  # the earlier position shown was reached by an undo
            self._static_of: tuple[Game[Any], dict[str, Any]] | None = None
            self._tree_memo: tuple[Game[Any], int | None, variations.Memo] | None = None
            self._saves = 0
            self._answered = True  # (whether the intent being handled has had its answer)
            self.save_dir = Path(save_dir)
            """The folder the browser's saves go to."""
            self.save_limit = SAVE_LIMIT
            """How many records this board saves from the browser (each a new file; past it,
            a save is refused saying so)."""
            with LOCK, self.hold_sync():
                self.catalog = self._catalog()
                self.language = self._check_language(language or get_language())
                every: list[str | None] = seats if seats is not None else [None] * game.players
                self.seats = self._check_seats(every)
                self.perspective = self._check_player(perspective)
                self.locked = bool(locked)
                self.follow = bool(follow)
                self.policy = self._policy()
                self.screen = screen
            game.add_listener(self._on_game_change)
            self.on_msg(self._on_msg)
            self._ready = True
            with LOCK, self._batch():
                privacy.follow_mover(self, start=True)
                if self._lesson_mode is not None:
                    self._lesson_mode.resume()
                self._sync()
                self._game_changed("new")
        except BaseException:
            self.close()  # (a board that could not be made is not left registered)
            raise

    def open(self) -> None:
        """Open the comm to the front end (under Pyodide, one that sends ``None`` as
        ``null``: see :mod:`wolfpack.widget.pyodide`)."""
        if self.comm is None and in_pyodide():
            with nulls_kept():
                super().open()
            return
        super().open()

    # -- what learners may do ----------------------------------------------------------------
    @property
    def controls(self) -> Controls:
        """What learners may do on this board (set from Python only; the board re-syncs)."""
        return self._controls

    @controls.setter
    def controls(self, value: Controls | str | None) -> None:
        controls = Controls.of(value)
        check_undo_lock(self.locked, controls)
        with LOCK, self._batch():
            self._controls = controls
            self.policy = self._policy()
            self._sync()

    def _policy(self) -> dict[str, Any]:
        """The controls as the board shows them: each one that is off, with why."""
        off = {}
        for name in CONTROL_NAMES:
            why = self._controls.refusal(name)
            if why is not None:
                off[name] = encode(why)
        return {"preset": self._controls.name, "undo": self._controls.undo, "off": off}

    def _check_control(self, name: str) -> None:
        """Refuse the intent if the notebook turned control ``name`` off."""
        why = self._controls.refusal(name)
        if why is not None:
            raise Refusal(why)

    # -- the game --------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        """The game on the board (replaced by *new game* and *load* from the browser)."""
        return self._game

    @game.setter
    def game(self, game: Game[Any]) -> None:
        with LOCK:
            why = privacy.seat_refusal(self, game.players)
            if why is not None:
                raise ValueError(why.text())
            self._game.remove_listener(self._on_game_change)
            self._game = game
            self._steps_seen = len(game.steps)
            self._undone = False
            if len(self.seats) != game.players:
                self.seats = [None] * game.players
            if self.perspective is not None and self.perspective >= game.players:
                self.perspective = None
            game.add_listener(self._on_game_change)
            with self._batch():
                self.cover = {}
                privacy.follow_mover(self, start=True)
                self._sync()
                self._game_changed("new")

    @property
    def players(self) -> int:
        """How many seats the game on the board has."""
        return self._game.players

    def play(self, move: Any) -> list[Explanation]:
        """Play a move on the board's game (as ``game.play``); the board follows. On a
        board showing a lesson, the lesson judges it first (:meth:`LessonMode.play
        <wolfpack.widget.lesson.LessonMode.play>`)."""
        if self._lesson_mode is not None:
            return self._lesson_mode.play(move)
        return self._game.play(move)

    def undo(self) -> str:
        """Take back the last decision (as ``game.undo``)."""
        return self._game.undo()

    def redo(self) -> list[Explanation]:
        """Replay the last undone decision (as ``game.redo``)."""
        return self._game.redo()

    def goto(self, target: Target) -> None:
        """Go to a position of the game's tree (as ``game.goto``)."""
        self._game.goto(target)

    def promote(self, target: Target | None = None) -> None:
        """Make the line through ``target`` (None: the current position) the main line
        (as ``game.promote``)."""
        game = self._game
        game.promote(game.node if target is None else target)

    def delete(self, target: Target | None = None) -> None:
        """Delete ``target``'s move (None: the current position's) and every move after it
        in the tree (as ``game.delete``)."""
        game = self._game
        game.delete(game.node if target is None else target)

    def annotate(
        self, target: Target | None = None, *, comment: str | None = None, glyph: str | None = None
    ) -> Note:
        """Set the note of the move that reaches ``target`` (None: the current position):
        its comment and glyph (as ``game.annotate``)."""
        return self._game.annotate(target, comment=comment, glyph=glyph)

    def on_move(self, callback: MoveCallback, remove: bool = False) -> None:
        """Call ``callback(step)`` after every decision applied to the game, however it was
        made (a click, the computer, or Python), on the thread that applied it, while the
        game is locked (:data:`wolfpack.core.game.LOCK`); ``remove=True`` unregisters it."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def refresh(self) -> None:
        """Sync the board with the game again (after changing the game by other means)."""
        with LOCK:
            self._sync()

    def close(self) -> None:
        """Stop following the game and close the widget."""
        game = getattr(self, "_game", None)  # None if __init__ failed early
        if game is not None:
            game.remove_listener(self._on_game_change)
        super().close()

    # -- what each game's board may add ------------------------------------------------------
    def _catalog(self) -> dict[str, Any]:
        """Templates, term words and rules the browser renders texts with (sent once), with
        the texts of the lesson shown."""
        catalog = catalog_json(self._info)
        lesson = getattr(self, "_lesson_mode", None)  # (None while the widget is made)
        return catalog if lesson is None else lesson.catalog(catalog)

    def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        """The view to sync; it must hold only what ``player`` may see."""
        return game.view(player)

    def _static(self, game: Game[Any]) -> dict[str, Any]:
        """What never changes during ``game`` (sent once per game; it must hold nothing
        hidden from anyone)."""
        return {}

    def _parts(self, view: dict[str, Any]) -> dict[str, Any]:
        """The named parts a view is synced in (each resent only when it changed)."""
        return {"main": view}

    @property
    def view(self) -> dict[str, Any]:
        """The view the browser has, put together from its synced parts."""
        return self._assemble(self.view_parts)

    def _assemble(self, parts: dict[str, Any]) -> dict[str, Any]:
        """The view from its parts (the inverse of :meth:`_parts`)."""
        return dict(parts.get("main") or {})

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """The scoring breakdown once the game is over (``{}`` before)."""
        return {}

    def _narration(self, step: Step, viewer: int | None) -> tuple[Explanation, list[Event]]:
        """What ``viewer`` reads of a decision: why it was legal and what it caused (a game
        with hidden narration gives each viewer only what they may read)."""
        return step.explanation, step.events

    def _game_options(self, game: Game[Any]) -> list[dict[str, Any]]:
        """The choices a new game of this board may change (see :attr:`options`); none by
        default. Each is passed by name to :meth:`_new_game`."""
        return []

    def _new_game(self, seed: int | None, players: int | None, **options: bool) -> Game[Any]:
        """A new game like the current one, dealt from ``seed``, for ``players`` (with the
        game's ``options``, see :meth:`_game_options`)."""
        if seed is None:
            import random

            seed = random.SystemRandom().getrandbits(32)
        return self._info.new(seed, players)

    def _load_record(self, record: Mapping[str, Any]) -> Game[Any]:
        """A game replayed from a record (raising the engine's record errors)."""
        return self._info.from_record(record)

    def _record(self, game: Game[Any]) -> dict[str, Any]:
        """The game's record."""
        return game.to_record()

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
        game, viewer = self._game, self.perspective
        if self.cover:
            parts: dict[str, Any] = {}
            legal: dict[str, Any] = {"player": game.to_move, "waiting": encode(self._covered())}
            final: dict[str, Any] = {}
        else:
            parts = self._parts(self._view(game, viewer))
            computer = self._computer_turn()
            if computer is None:
                legal = self._legal_now(game, viewer)
            else:  # nothing to click: the computer decides
                legal = {"player": game.to_move, "waiting": encode(computer)}
            final = self._final(game) if game.is_over else {}
        lesson = self._lesson_mode
        if lesson is not None and lesson.hides_final():
            final = {}  # (a question about the end's scoring: not answered for them)
        self.set_parts(parts)
        static = self._static_of
        if static is None or static[0] is not game:
            static = self._static_of = (game, self._static(game))
            self.options = self._game_options(game)
        self.static = static[1]
        self.legal = legal
        self.nav = self._nav()
        self.final = final
        self.last = {} if self.cover else narration.last_turns(self)
        self.tree = {} if self.cover else variations.tree_json(self)
        self.lesson = lesson.panel() if lesson is not None else {}

    def _legal_now(self, game: Game[Any], viewer: int | None) -> dict[str, Any]:
        """The synced ``legal`` when a person decides (a lesson lights only what its step
        asks for: :meth:`LessonMode.legal <wolfpack.widget.lesson.LessonMode.legal>`)."""
        if self._lesson_mode is not None:
            return self._lesson_mode.legal(game, viewer)
        return legal_json(game, viewer, encode)

    def _seed_visible(self) -> bool:
        """Whether the viewer may see the seed (it re-deals everything hidden)."""
        return self.perspective is None or not self._game.hidden_information

    def _nav(self) -> dict[str, Any]:
        game = self._game
        position = len(game.steps)
        return {
            "position": position,
            "length": position + len(getattr(game, "_redo", ())),
            "can_undo": position > 0
            and undo_policy.undo_blocked(self, undo_policy.undo_count(self)) is None,
            "can_back": position > 0 and undo_policy.undo_blocked(self, 1) is None,
            "can_redo": game.can_redo,
            "undone": game.can_redo and self._undone,
            "to_move": game.to_move,
            "over": game.is_over,
            "players": game.players,
            "seed": getattr(game, "seed", None) if self._seed_visible() else None,
            "save": saving.save_refusal(self) is None,
            "why": self._nav_reasons(),
        }

    def _nav_reasons(self) -> dict[str, Any]:
        """Why a control of the record is not offered now, for the board to say: undo
        (off, or it would show something hidden), another view, save."""
        out: dict[str, Any] = {}
        count = undo_policy.undo_count(self)
        undo = undo_policy.undo_blocked(self, count) if count else None
        if undo is not None:
            out["undo"] = encode(undo)
        game = self._game
        if game.steps:
            back = undo_policy.undo_blocked(self, 1)
            if back is not None:
                out["back"] = encode(back)
        replace = undo_policy.replace_refusal(self)
        if replace is not None:
            out["replace"] = encode(replace)
        view = self._view_refusal()
        if view is not None:
            out["views"] = encode(view)
        save = saving.save_refusal(self)
        if save is not None:
            out["save"] = encode(save)
        return out

    def log_entries(self, start: int = 0) -> list[dict[str, Any]]:
        """The game's decisions from ``start`` on, as the log syncs them to this board's
        viewer: notation, player, why it was legal, and the events it caused."""
        return [self.log_entry(step, self.perspective) for step in self._game.steps[start:]]

    def log_entry(self, step: Step, viewer: int | None) -> dict[str, Any]:
        """One decision as ``viewer`` reads it in the log: notation, player, why it was
        legal, and the events it caused (:func:`wolfpack.widget.narration.log_entry`)."""
        return narration.log_entry(self, step, viewer)

    def _send_log(self, full: bool = False, reply: dict[str, Any] | None = None) -> None:
        """Send the log's steps from the first one the browser does not have (all when
        ``full``); with ``reply``, as part of that message (one message per intent)."""
        moves = [] if self.cover else self._game.moves
        start = 0
        if not full:
            sent = self._sent_log
            while start < min(len(sent), len(moves)) and sent[start] == moves[start]:
                start += 1
        out: dict[str, Any] = dict(reply) if reply is not None else {"type": "log"}
        if full or start < max(len(self._sent_log), len(moves)):
            steps = [] if self.cover else self.log_entries(start)
            out["log"] = {"start": start, "steps": steps}
            self._sent_log = list(moves)
        if reply is not None or "log" in out:
            self.send(out)
            if reply is not None:
                self._answered = True

    # -- the viewer ----------------------------------------------------------------------------
    @t.validate("perspective")
    def _valid_perspective(self, proposal: Any) -> int | None:
        try:
            return self._check_player(proposal["value"])
        except ValueError as e:
            raise t.TraitError(str(e)) from None

    @t.observe("perspective")
    def _perspective_changed(self, change: Any) -> None:
        if not self._ready:
            return
        with LOCK:
            self._sent_log = [""]  # the narration is the new viewer's
            self._sync()

    def set_perspective(self, player: int | None) -> None:
        """Show the board as ``player`` sees it, or the open teaching view (None)."""
        self.perspective = player

    def _computer_turn(self) -> Explanation | None:
        """Why nobody clicks the decision now: a computer seat makes it (when the board
        shows an earlier position, once it is stepped forward to the end); None: a person
        decides, or nobody (the game is over)."""
        to_move = self._game.to_move
        if to_move is None or self.seats[to_move] is None:
            return None
        key = "ui.computer_waits" if self._game.can_redo else "ui.computer_turn"
        return msg(key, player=to_move)

    def _covered(self) -> Explanation:
        return msg("ui.covered", player=self.cover.get("player"))

    # -- game changes from anywhere -----------------------------------------------------------
    def _on_game_change(self, method: str) -> None:
        with LOCK, self._batch():
            steps = self._game.steps
            new = steps[self._steps_seen :] if method in ("play", "redo") else []
            self._steps_seen = len(steps)
            # An undo (from here or anywhere) takes moves back; a redo keeps that; a move
            # ends it (stepping back and seeking say so themselves: _cmd_back, _cmd_seek).
            self._undone = method == "undo" or (method == "redo" and self._undone)
            privacy.follow_mover(self)
            self._sync()
            for step in new:
                for callback in list(self._callbacks):
                    try:
                        callback(step)
                    except Exception as e:  # a user's callback must not break the board
                        warnings.warn(f"on_move callback failed: {e!r}", stacklevel=2)
            self._game_changed(method)

    def _game_changed(self, method: str) -> None:
        """Called after every change of the game, once the board is synced (``method`` is
        ``"play"``, ``"undo"``, ``"redo"``, or ``"new"`` for a new game on the board);
        the computer players move from here (:class:`~wolfpack.widget.thinking.Board`)."""

    # -- messages from the browser ------------------------------------------------------------
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Handle one intent from the browser (:func:`wolfpack.widget.dispatch.answer`)."""
        dispatch.answer(self, content)

    def _handler(self, cmd: str) -> Callable[[dict[str, Any]], None] | None:
        """The handler of intent ``cmd``, bound: the board's own command, else its
        lesson's (:class:`~wolfpack.widget.lesson.LessonMode`); None: neither has it."""
        found = self._HANDLERS.get(cmd)
        if found is not None:
            return functools.partial(found, self)
        return self._lesson_mode.handler(cmd) if self._lesson_mode is not None else None

    def notice(self, why: Explanation) -> None:
        """Show a message on the board (rendered in the board's language)."""
        self.send({"type": "notice", "why": encode(why)})

    @command("move", move="string?", path="string[]?")
    def _cmd_move(self, request: dict[str, Any]) -> None:
        """Play a move, given by its notation or by the board elements clicked (``path``)."""
        if self._lesson_mode is not None and self._lesson_mode.click(request):
            return  # (a question's answer, clicked on the board)
        path, move = request.get("path"), request.get("move")
        if path is None and (not isinstance(move, str) or not 0 < len(move) <= 200):
            raise field_refusal("move", "a move's notation, or its 'path' of elements")
        if self.cover:
            raise Refusal(self._covered())
        game = self._game
        viewer = self.perspective
        if viewer is not None and game.to_move not in (None, viewer):
            raise Refusal(game.waiting(viewer))
        computer = self._computer_turn()
        if computer is not None:
            raise Refusal(computer)
        replace = undo_policy.replace_refusal(self)
        if replace is not None:
            raise Refusal(replace)
        self._apply(move_of_path(game, path, viewer) if path is not None else str(move))

    def _apply(self, move: str) -> None:
        """Play ``move`` on the game (a click and the computer's move both come this way):
        judged by the lesson shown first (:meth:`LessonMode.judge
        <wolfpack.widget.lesson.LessonMode.judge>`), else as :meth:`_play`."""
        if self._lesson_mode is not None:
            self._lesson_mode.judge(move)
            return
        self._play(move)

    def _play(self, move: str) -> None:
        """Play ``move`` on the game, validated by the engine; an illegal move is refused
        with its rule."""
        try:
            self._game.play(move)
        except IllegalMoveError as e:
            raise Refusal(e.explanation) from None

    # -- navigation (what may be taken back: wolfpack.widget.undo_policy) -----------------------
    def _undo_refusal(self, index: int, movers: set[int | None]) -> Explanation | None:
        """Why decision ``index`` may not be taken back on this board (None: it may), with
        the decisions after it, made by ``movers``
        (:func:`wolfpack.widget.undo_policy.undo_refusal`)."""
        return undo_policy.undo_refusal(self, index, movers)

    @command("undo")
    def _cmd_undo(self, request: dict[str, Any]) -> None:
        """Take back the last decision of a person, with the computer's after it."""
        count = undo_policy.undo_count(self)
        if not count:
            raise Refusal(msg("ui.nothing_to_undo"))
        undo_policy.take_back(self, count)

    @command("redo")
    def _cmd_redo(self, request: dict[str, Any]) -> None:
        """Replay the last decision taken back, with the computer's after it."""
        game = self._game
        if not game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        game.redo()
        humans = undo_policy.humans(self)
        while game.can_redo and game.to_move not in humans:
            game.redo()

    @command("back")
    def _cmd_back(self, request: dict[str, Any]) -> None:
        """Step one decision back through the record."""
        if not self._game.steps:
            raise Refusal(msg("ui.nothing_to_undo"))
        undo_policy.take_back(self, 1)
        self._undone = False

    @command("forward")
    def _cmd_forward(self, request: dict[str, Any]) -> None:
        """Step one decision forward through the record."""
        if not self._game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        self._game.redo()

    @command("seek", position="number")
    def _cmd_seek(self, request: dict[str, Any]) -> None:
        """Go to the position after ``position`` decisions of the record."""
        position = request.get("position")
        length = self._nav()["length"]
        if not is_int(position) or not 0 <= position <= length:
            raise Refusal(
                msg("ui.bad_position", field="position", position=str(position)[:20], length=length)
            )
        game = self._game
        if len(game.steps) > position:
            undo_policy.take_back(self, len(game.steps) - position)
        while len(game.steps) < position:
            game.redo()
        self._undone = False  # a position of the record looked at, not moves taken back

    # -- the tree of variations (wolfpack.widget.variations) ------------------------------------
    @command("goto", moves="string[]?", line="number?", ply="number?")
    def _cmd_goto(self, request: dict[str, Any]) -> None:
        """Go to a position of the tree: the one ``moves`` reach from the start, or
        position ``ply`` of the tree's line ``line``."""
        variations.allowed(self)
        target = variations.target_of(self, request)
        if target is None:
            raise field_refusal("moves", "the moves to a position, or a 'line' and its 'ply'")
        self._game.goto(target)

    @command("promote", moves="string[]?", line="number?", ply="number?")
    def _cmd_promote(self, request: dict[str, Any]) -> None:
        """Make the line through a position (left out: the current one) the main line."""
        variations.allowed(self)
        self.promote(variations.target_of(self, request))

    @command("delete", moves="string[]?", line="number?", ply="number?")
    def _cmd_delete(self, request: dict[str, Any]) -> None:
        """Delete the move that reaches a position (left out: the current one) and every
        move after it in the tree."""
        variations.allowed(self)
        self.delete(variations.start_refusal(variations.target_of(self, request), self))

    @command(
        "annotate",
        moves="string[]?",
        line="number?",
        ply="number?",
        comment="string?",
        glyph="string | null?",
    )
    def _cmd_annotate(self, request: dict[str, Any]) -> None:
        """Set the comment and the glyph of the move that reaches a position (left out: the
        current one); an empty comment, and a null glyph, clear them."""
        variations.allowed(self)
        target = variations.start_refusal(variations.target_of(self, request), self)
        comment, glyph = variations.checked_note(request)
        self._game.annotate(target, comment=comment, glyph=glyph)

    # -- a new game, the viewer, the language ---------------------------------------------------
    @command(
        "new", seed="number | null?", players="number | null?", options="Record<string, boolean>?"
    )
    def _cmd_new(self, request: dict[str, Any]) -> None:
        """Deal a new game like this one (from ``seed``, for ``players``, with the game's
        ``options``)."""
        seed = request.get("seed")
        if seed is not None and (not is_int(seed) or not 0 <= seed <= MAX_SAFE_INTEGER):
            raise Refusal(msg("ui.bad_seed", field="seed"))
        self._check_control("new_game")
        why = self._deal_refusal()
        if seed is not None and why is not None:
            raise Refusal(why)
        players = request.get("players")
        low, high = self._info.players
        if players is not None and (not is_int(players) or not low <= players <= high):
            raise field_refusal("players", f"a number of players from {low} to {high}")
        chosen = self._checked_options(request.get("options"))
        if players is not None:
            why = privacy.seat_refusal(self, players)
            if why is not None:
                raise Refusal(why)
        try:
            self.game = self._new_game(seed, players, **chosen)
        except RecordError as e:
            field = f"options.{e.field}" if e.field in chosen else e.field[:80]
            raise field_refusal(field, e.message[:200]) from None
        except ValueError as e:
            raise field_refusal("players", str(e)[:200]) from None

    def _checked_options(self, options: Any) -> dict[str, bool]:
        """The game options of a *new game* intent, each one the board offers, on or off."""
        if options is None:
            return {}
        if not isinstance(options, dict) or len(options) > 16:
            raise field_refusal("options", "an object of this game's options, each true or false")
        offered = {o["name"] for o in self.options}
        for name, value in options.items():
            if name not in offered:
                field = f"options.{name}" if safe_name(name) else "options"
                raise field_refusal(field, "one of: " + (", ".join(sorted(offered)) or "none"))
            if not isinstance(value, bool):
                raise field_refusal(f"options.{name}", "true or false")
        return dict(options)

    def _deal_refusal(self) -> Explanation | None:
        """Why the browser may not choose the deal now (None: it may;
        :func:`wolfpack.widget.privacy.deal_refusal`)."""
        return privacy.deal_refusal(self)

    def _view_refusal(self) -> Explanation | None:
        """Why the browser may not show another view now (None: it may;
        :func:`wolfpack.widget.privacy.view_refusal`)."""
        return privacy.view_refusal(self)

    @command("perspective", value="number | null")
    def _cmd_perspective(self, request: dict[str, Any]) -> None:
        """Show the view of player ``value`` (null: the open view)."""
        value = self._checked(request.get("value"))
        if self.cover and value != self.cover.get("player"):
            raise Refusal(self._covered())  # the covered board opens for its player only
        if value != self.perspective:
            why = self._view_refusal()
            if why is not None:
                raise Refusal(why)
        self.perspective = value

    @command("uncover")
    def _cmd_uncover(self, request: dict[str, Any]) -> None:
        """Uncover a hot seat's board for the person to move."""
        if self.cover:
            player = self.cover.get("player")
            self.cover = {}
            self._sent_log = [""]
            if self.perspective != player:
                self.perspective = player  # (synced by the view's observer)
            self._sync()

    @command("language", value="string")
    def _cmd_language(self, request: dict[str, Any]) -> None:
        """Show the board in the language ``value``."""
        self._check_control("languages")
        value = request.get("value")
        if value not in LANGUAGES:
            raise Refusal(msg("ui.bad_language", field="value"))
        self.language = str(value)

    @command("log")
    def _cmd_log(self, request: dict[str, Any]) -> None:
        """Send the whole log again."""
        self._sent_log = [""]  # the reply carries the whole log

    # -- saving and loading (wolfpack.widget.saving) -------------------------------------------
    def view_record(self) -> dict[str, Any]:
        """What the board's viewer may keep of the game: every position as they saw it
        (:meth:`replay`), with no deal and nothing hidden from them (``wolfpack-view/1``).
        Saved from a player's view while the game is on; the record once it is over."""
        return saving.view_record(self)

    @command("save", path="string?")
    def _cmd_save(self, request: dict[str, Any]) -> None:
        """Save the game as a new file ``path`` in the board's folder (left out: the next
        free name); a player's view saves what that player saw."""
        saving.save(self, request.get("path"))

    @command("load", record="string | Record<string, unknown>")
    def _cmd_load(self, request: dict[str, Any]) -> None:
        """Put the game of ``record`` on the board."""
        saving.load(self, request.get("record"))

    @command("history")
    def _cmd_history(self, request: dict[str, Any]) -> None:
        """Every position of the game as this board's viewer sees it, for the browser to
        keep (a saved notebook then steps through the game without a kernel)."""
        if self.cover:
            raise Refusal(self._covered())
        self.send({"type": "history", "history": replay_json(self)})

    @command("sync")
    def _cmd_sync(self, request: dict[str, Any]) -> None:
        """Send the whole state and log again (the browser showed a replay while the kernel
        was busy, and Python is the authority again)."""
        self._sent_log = [""]
        self.send_state()

    @command("seat", player="number", level="string | null")
    def _cmd_seat(self, request: dict[str, Any]) -> None:
        """Give seat ``player`` to a person (null) or to the computer at ``level``."""
        self._check_control("seats")
        player = request.get("player")
        if not is_int(player) or not 0 <= player < self.players:
            raise Refusal(
                msg("ui.bad_player", field="player", value=str(player)[:20], players=self.players)
            )
        self._set_seat(int(player), self._check_level(request.get("level")))

    # -- seats ----------------------------------------------------------------------------------
    def _check_level(self, level: Any) -> str | None:
        """A seat's level: None (a person) or one the board knows; refused otherwise."""
        if level is None:
            return None
        raise field_refusal("level", "nobody: this board has no computer players")

    def _set_seat(self, player: int, level: str | None) -> None:
        seats = list(self.seats)
        seats[player] = level
        self.seats = seats
        self._after_seats()

    def _after_seats(self) -> None:
        """Called when a seat changes hands (the computer boards start thinking here)."""
        privacy.follow_mover(self)
        self._sync()

    def _check_seats(self, seats: list[str | None]) -> list[str | None]:
        if len(seats) != self._game.players:
            raise ValueError(f"give one seat per player ({self._game.players}), not {len(seats)}")
        for level in seats:
            if level is not None:
                raise ValueError(f"this board has no computer players (seat level {level!r})")
        return list(seats)

    def _checked(self, value: Any) -> int | None:
        if value is None or (is_int(value) and 0 <= value < self.players):
            return None if value is None else int(value)
        raise Refusal(
            msg("ui.bad_player", field="value", value=str(value)[:20], players=self.players)
        )

    def _check_player(self, value: Any) -> int | None:
        players = self._game.players
        if value is None or (is_int(value) and 0 <= value < players):
            return None if value is None else int(value)
        raise ValueError(f"player must be None or 0..{players - 1}, not {value!r}")

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
                {
                    "type": "done",
                    "id": None,
                    "refused": encode(msg("ui.read_only", field=name, name=name)),
                }
            )
        if names:
            self.send_state(names)

    # -- sharing ---------------------------------------------------------------------------------
    def to_html(self, path: str | Path, title: str | None = None) -> Path:
        """Write the game as this board shows it to one self-contained HTML page that
        steps through every position in any browser, with no kernel and no network. The
        page is written whole or not at all (:func:`wolfpack.core.files.write_file`): a
        failure (``OSError``) leaves what was at ``path`` as it was."""
        out = Path(path)
        write_file(out, html_page(self, title))
        return out

    def replay(self) -> dict[str, Any]:
        """The game, position by position, as this board's viewer sees it
        (:func:`wolfpack.widget.replay.replay_json`)."""
        return replay_json(self)

    def get_state(self, key: Any = None, drop_defaults: bool = False) -> dict[str, Any]:
        """The synced state; with ``drop_defaults`` (as ``embed_minimal_html`` asks) the
        front end itself is kept, which anywidget stores as a default."""
        state: dict[str, Any] = super().get_state(key, drop_defaults)
        if drop_defaults and key is None:
            essential = [k for k in ("_esm", "_css", "_anywidget_id") if k in self.keys]
            state.update(super().get_state(essential))
        return state

    def _get_embed_state(self, drop_defaults: bool = False) -> dict[str, Any]:
        """The state embedded in a page (``ipywidgets.embed``), with the whole game
        (``_replay``), so that the page steps through it with no kernel."""
        state: dict[str, Any] = super()._get_embed_state(drop_defaults)
        state["state"]["_replay"] = replay_json(self)
        return state

    # -- a lesson on the board (wolfpack.widget.lesson) ------------------------------------------
    @property
    def lesson_mode(self) -> LessonMode | None:
        """The lesson the board shows (None: none)."""
        return self._lesson_mode

    def _lesson_now(self) -> LessonMode:
        if self._lesson_mode is None:
            raise AttributeError("this board shows no lesson (make it with lesson=)")
        return self._lesson_mode

    def _show_game(self, game: Game[Any]) -> None:
        """Put ``game`` on the board with its texts and its log sent anew (a lesson
        begins, or begins again)."""
        self.catalog = self._catalog()
        self._sent_log = [""]
        self.game = game

    @property
    def course(self) -> list[Lesson]:
        """A lesson's board: the lessons it lists, in order, and goes on to with "Next
        lesson"."""
        return self._lesson_now().course

    @property
    def lesson_info(self) -> Lesson:
        """A lesson's board: the lesson on it."""
        return self._lesson_now().lesson

    @property
    def step(self) -> int:
        """A lesson's board: the current step (0-based; ``len(steps)`` once done)."""
        return self._lesson_now().step

    @property
    def done(self) -> bool:
        """A lesson's board: whether every step has been played."""
        return self._lesson_now().done

    def answer(self, answer: str) -> None:
        """A lesson's board: answer the step's question (:meth:`LessonMode.answer
        <wolfpack.widget.lesson.LessonMode.answer>`)."""
        self._lesson_now().answer(answer)

    def show(self) -> None:
        """A lesson's board: show the step's answer, as the "Show me" button does."""
        self._lesson_now().show()

    def next(self) -> None:
        """A lesson's board: go on from a step with nothing to click (Continue)."""
        self._lesson_now().next()

    def restart(self) -> None:
        """A lesson's board: begin the lesson anew (Start again)."""
        self._lesson_now().restart()

    def open_lesson(self, lesson: Lesson) -> None:
        """A lesson's board: follow ``lesson`` (of the same game) on it, from where the
        learner left it."""
        self._lesson_now().open_lesson(lesson)

    # -- Python conveniences that mirror the browser's controls ---------------------------------
    def new_game(self, seed: int | None = None, players: int | None = None) -> None:
        """Deal a new game like the current one (``players``: another number of players)."""
        self.game = self._new_game(seed, players)


GameWidget._HANDLERS = collect(GameWidget)
