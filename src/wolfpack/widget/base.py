"""The board base every game plugs into: Python owns the game, the browser draws it.

Data flows one way. The browser sends *intents* as custom messages (``{"cmd": "move",
"move": "play g6 swamp"}``, ``{"cmd": "undo"}``, ...); Python validates each one with the
engine, applies it, and syncs back what the board's viewer may see:

* ``catalog``: message templates, term words and rule texts in every language, sent once;
* ``static``: the parts of the view that never change during a game (a map), sent once per
  game; the view itself in named parts (``part_names`` names them; ``part0``, ``part1``, ...
  hold them), each resent only when it changed;
* ``legal``: the viewer's legal moves as paths of board elements with their reasons, and
  why the other elements may not be chosen (:mod:`wolfpack.widget.legal`), or why the
  viewer waits;
* ``nav``: the position in the record (undo, redo, the slider); ``final``: the scoring
  breakdown once the game is over; ``seats``: who plays each seat (a person, or the
  computer at a level);
* the log (each decision with its events) as incremental custom messages, so that an
  update carries only the new steps.

Hidden information is a boundary: every synced part is computed for the viewer
(``perspective``, however it was set), never from what the viewer may not see; a player's
board holds no seed while anything stays hidden, and saves there what that player saw
(:meth:`GameWidget.view_record`), not the record (the record once the game is over).
Seats stay private:

* a board showing a player's view never takes back a decision that showed that player
  something hidden (Board Game Arena's rule: no drawing a tile, undoing and drawing
  another to peek), unless the notebook's author allows free undo for analysis; the open
  teaching view stays free;
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
board is made, naming both (:mod:`wolfpack.widget.options`).

What learners may do besides (hints, the solver, other views, seats and levels, a new game,
loading a record, undo) is the notebook author's choice: ``controls=`` takes a
:class:`~wolfpack.widget.controls.Controls` or a preset (``"learn"``, ``"match"``,
``"class"``); a control that is off is refused with its reason, and synced (``policy``)
so that the board shows it disabled with that reason.

An intent that is malformed or illegal is answered with ``{"type": "done", "refused":
...}`` carrying the engine's explanation (or naming the field), and changes nothing; every
intent is answered exactly once, whatever it holds and whatever interrupts its handling
(an interrupt of the kernel included). The browser may not set any synced trait itself
(:meth:`GameWidget.set_state` refuses).

A record saved from the browser is always a new file in ``save_dir``, written whole or not
at all (:func:`wolfpack.core.files.write_file`): an existing file is never replaced (a save
without a name takes the next free one), and one board saves at most ``save_limit``
records; past it, or when the file cannot be written, the save is refused saying why.
"""

from __future__ import annotations

import datetime
import errno
import json
import re
import warnings
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar, TypeGuard

import anywidget
import traitlets as t

from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.explain import Event, Explanation, msg
from wolfpack.core.files import write_file
from wolfpack.core.game import LOCK, Game, Step
from wolfpack.core.i18n import LANGUAGES, get_language
from wolfpack.core.records import load_json
from wolfpack.core.registry import GameInfo, get_game
from wolfpack.widget.codec import catalog_json, encode
from wolfpack.widget.controls import CONTROL_NAMES, Controls
from wolfpack.widget.legal import legal_json
from wolfpack.widget.options import check_undo_lock, check_view_options
from wolfpack.widget.pyodide import in_pyodide, nulls_kept
from wolfpack.widget.replay import html_page, replay_json

STATIC = Path(__file__).resolve().parent.parent / "static"
"""Where the build puts the bundled front end (``js/`` → esbuild → here)."""

MoveCallback = Callable[[Step], None]
PART_SLOTS = 16
"""How many named parts a view may be synced in."""
MAX_SAFE_INTEGER = 2**53 - 1
"""The largest whole number JavaScript holds exactly (seeds and ids stay below it)."""
_SAVE_NAME = re.compile(r"[\w.-]{1,120}\.json")
SAVE_LIMIT = 20
"""How many records one board saves from the browser unless its ``save_limit`` says
otherwise (each save is a new file; Python's ``game.save`` has no limit)."""
_DEFAULT_NAME_TRIES = 100
SCREENS = ("auto", "compact", "wide", "projector")
"""The layouts of a board: ``"auto"`` (compact when the board is narrow, else wide),
``"compact"`` (the controls used less often folded away, the board as large as the window
allows), ``"wide"``, and ``"projector"`` (large type, the whole width of the cell). Every
layout fits the board in the window: the players, the table and the hand are seen at once."""
VIEW_FORMAT = "wolfpack-view/1"
"""The format of what a player's view saves while the game is on: the game as they saw it."""


class Refusal(Exception):
    """An intent the board will not carry out; ``why`` says why (sent to the browser)."""

    def __init__(self, why: Explanation) -> None:
        super().__init__(why.key)
        self.why = why


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


def _write_failure(path: Path, error: OSError) -> Explanation:
    """Why the record could not be written to ``path``, in the board's languages."""
    key = _WRITE_FAILURES.get(error.errno or 0)
    if key is not None:
        return msg(key, path=str(path))
    return msg("ui.save_failed", path=str(path), reason=str(error.strerror or type(error).__name__))


def field_refusal(field: str, expected: str) -> Refusal:
    """A refusal naming the message field that cannot be used and what it should hold."""
    return Refusal(msg("ui.bad_field", field=field, expected=expected))


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


def is_int(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def safe_name(value: Any) -> bool:
    """Whether ``value`` is a short identifier, fit to name in a refusal."""
    return isinstance(value, str) and len(value) <= 40 and value.isidentifier()


def safe_id(value: Any) -> str | int | None:
    """A request id fit to echo: a short string or an integer JavaScript holds exactly."""
    if isinstance(value, str) and len(value) <= 64:
        return value
    if is_int(value) and abs(value) <= MAX_SAFE_INTEGER:
        return int(value)
    return None


class GameWidget(anywidget.AnyWidget):
    """A board for one :class:`~wolfpack.core.game.Game`, shown in a notebook cell.

    A game's board says how its game is drawn: the bundle (``_esm``), and optionally
    :meth:`_static`, :meth:`_parts`, :meth:`_final` and :meth:`_narration`; everything
    else comes from the game's registration and its :class:`~wolfpack.core.game.Game` API.
    """

    catalog = t.Dict().tag(sync=True)
    language = t.Unicode("en").tag(sync=True)
    perspective = t.Int(None, allow_none=True).tag(sync=True)
    """Whose view the board shows (None: the open teaching view). Setting it re-syncs."""
    locked = t.Bool(False).tag(sync=True)
    follow = t.Bool(False).tag(sync=True)
    seats: t.List[str | None] = t.List().tag(sync=True)
    """Per player: None for a person, or the computer's level."""
    cover = t.Dict().tag(sync=True)
    static = t.Dict().tag(sync=True)
    options: t.List[dict[str, Any]] = t.List().tag(sync=True)
    """The game's own choices for a new game besides seed and players (an expansion, a
    variant): ``{"name", "label", "value"}``, with ``"players"`` (the player counts it is
    for) and ``"needs"`` (another option it requires) where they apply."""
    part_names: t.List[str] = t.List().tag(sync=True)
    """Which part each of ``part0``, ``part1``, ... holds (not ``layout``: that is
    ipywidgets' own, the widget's CSS layout, and stays usable)."""
    legal = t.Dict().tag(sync=True)
    nav = t.Dict().tag(sync=True)
    final = t.Dict().tag(sync=True)
    screen = t.Unicode("auto").tag(sync=True)
    """The layout (see :data:`SCREENS`): ``"auto"`` is compact on a narrow board."""
    last = t.Dict().tag(sync=True)
    """What just happened, per player (key: the player as a string): ``{"step": n,
    "elements": [...]}``, the board elements of that player's latest turn (their last run
    of decisions; the computer's included), for the board to mark where it happened."""
    policy = t.Dict().tag(sync=True)
    """What the notebook lets learners do: ``{"preset", "off": {control: reason}}`` (see
    :class:`~wolfpack.widget.controls.Controls`); read-only for the browser."""
    for _slot in range(PART_SLOTS):
        locals()[f"part{_slot}"] = t.Any(None).tag(sync=True)
    del _slot

    record_suffix: ClassVar[str] = ".json"
    """The file name ending of saved records."""

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
        **kwargs: Any,
    ) -> None:
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
            self.seats = self._check_seats(seats if seats is not None else [None] * game.players)
            self.perspective = self._check_player(perspective)
            self.locked = bool(locked)
            self.follow = bool(follow)
            self.policy = self._policy()
            self.screen = screen
        game.add_listener(self._on_game_change)
        self.on_msg(self._on_msg)
        self._ready = True
        with LOCK, self._batch():
            self._follow_mover(start=True)
            self._sync()
            self._game_changed("new")

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
            why = self._seat_refusal(game.players)
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
                self._follow_mover(start=True)
                self._sync()
                self._game_changed("new")

    def _seat_refusal(self, players: int) -> Explanation | None:
        """Why a game of ``players`` may not come onto this board (None: it may): the board
        shows one player's view only (locked, or no other view offered, and not a hot seat)
        and the game has no seat for that player; the open view would show everything."""
        viewer = self.perspective
        if viewer is None or viewer < players or self.follow:
            return None
        if self.locked or not self._controls.views:
            return msg(
                "ui.no_seat", field="players", player=viewer, players=players, need=viewer + 1
            )
        return None

    @property
    def players(self) -> int:
        """How many seats the game on the board has."""
        return self._game.players

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
        """Templates, term words and rules the browser renders texts with (sent once)."""
        return catalog_json(self._info)

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
    def view_parts(self) -> dict[str, Any]:
        """The synced view parts, by name (what the browser assembles its view from)."""
        return {name: getattr(self, f"part{i}") for i, name in enumerate(self.part_names)}

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
        if len(parts) > PART_SLOTS:
            raise ValueError(f"a view is synced in at most {PART_SLOTS} parts")
        static = self._static_of
        if static is None or static[0] is not game:
            static = self._static_of = (game, self._static(game))
            self.options = self._game_options(game)
        self.static = static[1]
        names = list(parts)
        if names != self.part_names:
            self.part_names = names
        for i in range(PART_SLOTS):
            setattr(self, f"part{i}", parts[names[i]] if i < len(names) else None)
        self.legal = legal
        self.nav = self._nav()
        self.final = final
        self.last = {} if self.cover else self._last_turns()

    def _legal_now(self, game: Game[Any], viewer: int | None) -> dict[str, Any]:
        """The synced ``legal`` when a person decides (a lesson board lights only what its
        step asks for: :class:`wolfpack.widget.lesson.LessonBoard`)."""
        return legal_json(game, viewer, encode)

    def _last_turns(self) -> dict[str, Any]:
        """Per player, the elements of their latest turn (the decisions they made in a row
        the last time they decided) and the number of its last step. Elements name what
        every player may see: a played card, a row, a hex (never a hidden tile)."""
        game = self._game
        fn = game.rules.elements
        steps = game.steps
        out: dict[str, Any] = {}
        i = len(steps) - 1
        while i >= 0 and len(out) < game.players:
            player = steps[i].player
            end = i
            while i > 0 and steps[i - 1].player == player:
                i -= 1
            if str(player) not in out:
                elements: list[str] = []
                for step in steps[i : end + 1]:
                    found = fn(step.before, step.action) if fn is not None else ()
                    elements += [e for e in found if not e.startswith("button:")]
                out[str(player)] = {"step": end + 1, "elements": list(dict.fromkeys(elements))}
            i -= 1
        return out

    def _seed_visible(self) -> bool:
        """Whether the viewer may see the seed (it re-deals everything hidden)."""
        return self.perspective is None or not self._game.hidden_information

    def _nav(self) -> dict[str, Any]:
        game = self._game
        position = len(game.steps)
        return {
            "position": position,
            "length": position + len(getattr(game, "_redo", ())),
            "can_undo": position > 0 and self._undo_blocked(self._undo_count()) is None,
            "can_back": position > 0 and self._undo_blocked(1) is None,
            "can_redo": game.can_redo,
            "undone": game.can_redo and self._undone,
            "to_move": game.to_move,
            "over": game.is_over,
            "players": game.players,
            "seed": getattr(game, "seed", None) if self._seed_visible() else None,
            "save": self._save_refusal() is None,
            "why": self._nav_reasons(),
        }

    def _nav_reasons(self) -> dict[str, Any]:
        """Why a control of the record is not offered now, for the board to say: undo
        (off, or it would show something hidden), another view, save."""
        out: dict[str, Any] = {}
        count = self._undo_count()
        undo = self._undo_blocked(count) if count else None
        if undo is not None:
            out["undo"] = encode(undo)
        game = self._game
        if game.steps:
            back = self._undo_blocked(1)
            if back is not None:
                out["back"] = encode(back)
        replace = self._replace_refusal()
        if replace is not None:
            out["replace"] = encode(replace)
        view = self._view_refusal()
        if view is not None:
            out["views"] = encode(view)
        save = self._save_refusal()
        if save is not None:
            out["save"] = encode(save)
        return out

    def log_entries(self, start: int = 0) -> list[dict[str, Any]]:
        """The game's decisions from ``start`` on, as the log syncs them to this board's
        viewer: notation, player, why it was legal, and the events it caused."""
        return [self.log_entry(step, self.perspective) for step in self._game.steps[start:]]

    def log_entry(self, step: Step, viewer: int | None) -> dict[str, Any]:
        """One decision as ``viewer`` reads it in the log: notation, player, why it was
        legal, and the events it caused. Why a move was legal is said to its player ("You
        lead ..."): another player's view reads it only where the game tells them in their
        own words (a tile kept face down), never the mover's sentence under their move."""
        why, events = self._narration(step, viewer)
        told = viewer is not None and viewer != step.player and why is step.explanation
        entry = {
            "n": step.notation,
            "p": step.player,
            "w": [] if told else encode(why),
            "e": list(map(encode, events)),
        }
        words = self._described(step, viewer, why)
        if words is not None:
            entry["d"] = encode(words)
        return entry

    def _described(self, step: Step, viewer: int | None, why: Explanation) -> Explanation | None:
        """The decision in words ("Black 4 → Cave", "take the scar from space 2"), which the
        log shows instead of its notation (the notation counts from 0): for its player and
        the open view, and for the others where the game tells everyone the same about it
        (nothing of it is hidden), else in the words the game gives the others
        (``describe_public``); None where only the notation may be shown."""
        fn = self._game.rules.describe
        if viewer is not None and viewer != step.player and why is not step.explanation:
            fn = self._game.rules.describe_public  # (a tile kept face down: not which)
        if fn is None:
            return None
        try:
            return fn(step.before, step.action)
        except Exception:  # a description is a courtesy: the notation stays
            return None

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

    def _private_seats(self) -> bool:
        """Whether the board is a hot seat that keeps each seat private: it follows the
        person to move in a game that hides things, and the game is not over."""
        return self.follow and self._game.hidden_information and not self._game.is_over

    def _follow_mover(self, start: bool = False) -> None:
        """Hot seat: show the person to move their own view. Where the game hides things,
        the board is covered first whenever the view changes hands, and at the ``start`` of
        a game (the first turn too), until that person asks to see it."""
        if not self.follow:
            return
        game = self._game
        mover = game.to_move
        people = [p for p, seat in enumerate(self.seats) if seat is None]
        if mover is None or self.seats[mover] is not None:
            # The computer (or nobody) decides: a hot seat still never shows the open view.
            if not (start and self._private_seats() and self.perspective is None and people):
                return
            mover = people[0]
        if mover == self.perspective and not start:
            return
        if game.hidden_information and not game.is_over:
            self.cover = {"player": mover}
        if mover != self.perspective:
            self._ready = False  # one sync below, not two
            try:
                self.perspective = mover
            finally:
                self._ready = True
        self._sent_log = [""]

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
            new = steps[self._steps_seen :] if method != "undo" else []
            self._steps_seen = len(steps)
            # An undo (from here or anywhere) takes moves back; a redo keeps that; a move
            # ends it (stepping back and seeking say so themselves: _cmd_back, _cmd_seek).
            self._undone = method == "undo" or (method == "redo" and self._undone)
            self._follow_mover()
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
        """Handle one intent; answer it exactly once, whatever it holds and whatever
        interrupts it: an interrupt of the kernel (``KeyboardInterrupt``, e.g. during a
        search in the foreground) stops the handling there and is answered ``ui.interrupted``
        (the interrupt has done its work: it goes no further)."""
        request = content if isinstance(content, dict) else {}
        rid = safe_id(request.get("id"))
        cmd = request.get("cmd")
        cmd_name = cmd if isinstance(cmd, str) and len(cmd) <= 40 else None
        reply: dict[str, Any] = {"type": "done", "id": rid}
        self._answered = False
        try:
            with LOCK:
                try:
                    with self._batch(reply):
                        if not isinstance(content, dict):
                            raise field_refusal("message", "an object with a 'cmd'")
                        if not isinstance(cmd, str):
                            raise field_refusal("cmd", "the name of a command")
                        handler = self._HANDLERS.get(cmd)
                        if handler is None:
                            raise Refusal(msg("ui.unknown_command", field="cmd", cmd=cmd[:40]))
                        handler(self, request)
                except Refusal as refusal:
                    self._refuse(rid, cmd_name, request, refusal.why)
        except Exception as e:  # never raise out of the handler; the browser gets an answer
            warnings.warn(f"wolfpack board: {cmd_name!r} failed: {e!r}", stacklevel=2)
            self._refuse(
                rid, cmd_name, request, msg("ui.failed", field="cmd", reason=type(e).__name__)
            )
        except KeyboardInterrupt:
            self._interrupted(rid, cmd_name, request)
        except BaseException:  # (SystemExit, ...): answered, then on its way
            self._interrupted(rid, cmd_name, request)
            raise

    def _interrupted(self, rid: Any, cmd: str | None, request: dict[str, Any]) -> None:
        """Answer an intent whose handling was interrupted (unless its answer went out
        already), after syncing the board as it is now (the answer comes last, so that the
        browser keeps showing it)."""
        try:
            with LOCK:
                self._sent_log = [""]
                self._sync()
        except Exception as e:  # the next intent syncs again
            warnings.warn(f"wolfpack board: no sync after an interrupt: {e!r}", stacklevel=2)
        finally:
            if not self._answered:
                self._refuse(rid, cmd, request, msg("ui.interrupted", field="cmd", cmd=cmd or "?"))

    def _refuse(self, rid: Any, cmd: str | None, request: dict[str, Any], why: Explanation) -> None:
        move = request.get("move")
        self.send(
            {
                "type": "done",
                "id": rid,
                "cmd": cmd,
                "move": move if isinstance(move, str) and len(move) <= 200 else None,
                "refused": encode(why),
            }
        )
        self._answered = True

    def notice(self, why: Explanation) -> None:
        """Show a message on the board (rendered in the board's language)."""
        self.send({"type": "notice", "why": encode(why)})

    def _cmd_move(self, request: dict[str, Any]) -> None:
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
        replace = self._replace_refusal()
        if replace is not None:
            raise Refusal(replace)
        self._apply(self._move_of(path) if path is not None else str(move))

    def _move_of(self, path: Any) -> str:
        """The legal move whose elements are ``path`` (the browser's clicks)."""
        if (
            not isinstance(path, list)
            or not 0 < len(path) <= 16
            or not all(isinstance(el, str) and len(el) <= 80 for el in path)
        ):
            raise field_refusal("path", "the board elements of a move, in click order")
        game = self._game
        wanted = tuple(path)
        legal = list(game.element_paths().items())
        legal += [(n, p) for n, paths in game.other_orders().items() for p in paths]
        for notation, elements in legal:
            if elements == wanted:
                return notation
        # The first element that continues no legal move: refused with its reason (a
        # "kind:*" reason stands for the elements of that kind that continue none), else
        # named (an element no decision has now, or none of the board at all).
        begun = {elements[:k] for _, elements in legal for k in range(1, len(elements) + 1)}
        depth = next((d for d in range(len(wanted)) if wanted[: d + 1] not in begun), None)
        if depth is not None:
            why = game.refusals(wanted[:depth])
            element = wanted[depth]
            reason = why.get(element) or why.get(element.partition(":")[0] + ":*")
            if reason is not None:
                raise Refusal(reason)
        if game.to_move is None:
            raise Refusal(game.waiting(self.perspective))
        if depth is not None:
            raise Refusal(msg("ui.bad_element", field="path", element=wanted[depth]))
        raise field_refusal("path", "the elements of a move that is legal now")

    def _apply(self, move: str) -> None:
        """Play ``move`` on the game, validated by the engine (a click and the computer's
        move both come this way); an illegal move is refused with its rule."""
        try:
            self._game.play(move)
        except IllegalMoveError as e:
            raise Refusal(e.explanation) from None

    # -- navigation ----------------------------------------------------------------------------
    def _free_undo(self) -> bool:
        """Whether the notebook's author lets the browser take back anything (analysis)."""
        return self._controls.undo == "free"

    def _undo_refusal(self, index: int, movers: set[int | None]) -> Explanation | None:
        """Why decision ``index`` may not be taken back on this board (None: it may), with
        the decisions after it, made by ``movers``: in a player's view, not once it showed
        that player something hidden (undoing it and deciding again would show them more),
        unless the author allows free undo; on a competitive board, nor once it showed
        another person something who would then decide again."""
        viewer = self.perspective
        if viewer is None or (self._free_undo() and not self.locked):
            return None
        if self._game.reveals(index, viewer):
            return msg("ui.locked_undo" if self.locked else "ui.undo_hidden")
        for other in self._other_people():
            if other in movers and self._game.reveals(index, other):
                return msg("ui.undo_other", player=other)
        return None

    def _other_people(self) -> list[int]:
        """The other people whose private knowledge a competitive board (locked, or a hot
        seat) protects too: every seat no computer takes but the viewer's (each may sit at
        a board of their own on the same game, or take their turn at this one)."""
        if not (self.locked or self.follow):
            return []
        return [p for p, seat in enumerate(self.seats) if seat is None and p != self.perspective]

    def _replace_refusal(self) -> Explanation | None:
        """Why a move may not be made at the earlier position the board shows (None: it
        may): it would replace decisions that showed the viewer something hidden (or, on a
        competitive board, another person who decides again), as taking them back would.
        A position reached by this board's own Undo passes: what it took back passed."""
        game = self._game
        viewer = self.perspective
        if not game.can_redo or viewer is None or (self._free_undo() and not self.locked):
            return None
        movers = {*game.redo_players, game.to_move}
        for person in [viewer, *(p for p in self._other_people() if p in movers)]:
            if game.redo_reveals(person):
                return msg("ui.replace_hidden", player=person)
        return None

    def _undo_count(self) -> int:
        """How many decisions Undo takes back: the last one of a person, with the computer's
        decisions after it (0: none to take back)."""
        steps = self._game.steps
        if not steps:
            return 0
        humans = self._humans()
        count = 1
        while count < len(steps) and steps[-count].player not in humans:
            count += 1
        return count

    def _undo_blocked(self, count: int) -> Explanation | None:
        """Why the last ``count`` decisions may not be taken back (None: they may)."""
        off = self._controls.refusal("undo")
        if off is not None and count:
            return off
        steps = self._game.steps
        n = len(steps)
        movers: set[int | None] = {step.player for step in steps[n - count :]}
        for index in range(n - count, n):
            why = self._undo_refusal(index, movers)
            if why is not None:
                return why
        return None

    def _take_back(self, count: int) -> None:
        """Undo ``count`` decisions, refusing before any is undone if one may not be."""
        self._check_control("undo")
        why = self._undo_blocked(count)
        if why is not None:
            raise Refusal(why)
        for _ in range(count):
            self._game.undo()

    def _humans(self) -> set[int | None]:
        return {p for p, seat in enumerate(self.seats) if seat is None} | {None}

    def _cmd_undo(self, request: dict[str, Any]) -> None:
        count = self._undo_count()
        if not count:
            raise Refusal(msg("ui.nothing_to_undo"))
        self._take_back(count)

    def _cmd_redo(self, request: dict[str, Any]) -> None:
        game = self._game
        if not game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        game.redo()
        humans = self._humans()
        while game.can_redo and game.to_move not in humans:
            game.redo()

    def _cmd_back(self, request: dict[str, Any]) -> None:
        if not self._game.steps:
            raise Refusal(msg("ui.nothing_to_undo"))
        self._take_back(1)
        self._undone = False

    def _cmd_forward(self, request: dict[str, Any]) -> None:
        if not self._game.can_redo:
            raise Refusal(msg("ui.nothing_to_redo"))
        self._game.redo()

    def _cmd_seek(self, request: dict[str, Any]) -> None:
        position = request.get("position")
        length = self._nav()["length"]
        if not is_int(position) or not 0 <= position <= length:
            raise Refusal(
                msg("ui.bad_position", field="position", position=str(position)[:20], length=length)
            )
        game = self._game
        if len(game.steps) > position:
            self._take_back(len(game.steps) - position)
        while len(game.steps) < position:
            game.redo()
        self._undone = False  # a position of the record looked at, not moves taken back

    def _deal_refusal(self) -> Explanation | None:
        """Why the browser may not choose the deal (a seed, a record) now (None: it may):
        on a locked board, or one that shows no other view, the deal comes from Python
        only, else the browser would know every hidden card."""
        private = self.locked or not self._controls.views
        if private and self._game.hidden_information:
            return msg("ui.locked_deal")
        return None

    def _cmd_new(self, request: dict[str, Any]) -> None:
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
            why = self._seat_refusal(players)
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

    def _cmd_perspective(self, request: dict[str, Any]) -> None:
        value = self._checked(request.get("value"))
        if self.cover and value != self.cover.get("player"):
            raise Refusal(self._covered())  # the covered board opens for its player only
        if value != self.perspective:
            why = self._view_refusal()
            if why is not None:
                raise Refusal(why)
        self.perspective = value

    def _view_refusal(self) -> Explanation | None:
        """Why the browser may not show another view now (None: it may)."""
        off = self._controls.refusal("views")
        if off is not None:
            return off
        if self.locked and not self.follow:
            return msg("ui.locked_view", player=self.perspective)
        if self._private_seats() or (self.locked and not self._game.is_over):
            return msg("ui.hot_seat_view", player=self.perspective)
        return None

    def _cmd_uncover(self, request: dict[str, Any]) -> None:
        if self.cover:
            player = self.cover.get("player")
            self.cover = {}
            self._sent_log = [""]
            if self.perspective != player:
                self.perspective = player  # (synced by the view's observer)
            self._sync()

    def _cmd_language(self, request: dict[str, Any]) -> None:
        value = request.get("value")
        if value not in LANGUAGES:
            raise Refusal(msg("ui.bad_language", field="value"))
        self.language = str(value)

    def _cmd_log(self, request: dict[str, Any]) -> None:
        self._sent_log = [""]  # the reply carries the whole log

    def _save_refusal(self) -> Explanation | None:
        """Why the browser may not save now (None: it may): not while the board is covered
        for the next person."""
        if self.cover:
            return self._covered()
        return None

    def _saves_view(self) -> bool:
        """Whether a save writes the viewer's view of the game rather than its record: in
        a player's view while something is hidden from that player (the record holds the
        deal, every hand); once the game is over, the record."""
        return (
            self.perspective is not None
            and self._game.hidden_information
            and not self._game.is_over
        )

    def view_record(self) -> dict[str, Any]:
        """What the board's viewer may keep of the game: every position as they saw it
        (:meth:`replay`), with no deal and nothing hidden from them (``wolfpack-view/1``).
        Saved from a player's view while the game is on; the record once it is over."""
        return {
            "format": VIEW_FORMAT,
            "game": self._game.game_id,
            "player": self.perspective,
            "moves": len(self._game.steps),
            "replay": replay_json(self),
        }

    def _default_names(self) -> Iterator[str]:
        """The names a save without a name tries in turn: the game and the time, then the
        same with ``-2``, ``-3``, ... (a save never replaces a file); a player's view ends
        in ``.playerN.json``."""
        stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
        base = f"{self._game.game_id}-{stamp}"
        suffix = self.record_suffix
        if self._saves_view():
            suffix = f".player{(self.perspective or 0) + 1}.json"
        yield base + suffix
        for n in range(2, _DEFAULT_NAME_TRIES + 1):
            yield f"{base}-{n}{suffix}"

    def _cmd_save(self, request: dict[str, Any]) -> None:
        why = self._save_refusal()
        if why is not None:
            raise Refusal(why)
        if self._saves >= self.save_limit:
            raise Refusal(msg("ui.save_limit", limit=self.save_limit))
        name = request.get("path")
        if name is not None and (not isinstance(name, str) or not _SAVE_NAME.fullmatch(name)):
            raise field_refusal(
                "path", "a file name of letters, digits, '.', '-', '_', ending in .json"
            )
        names = [name] if name is not None else self._default_names()
        view = self._saves_view()
        content = self.view_record() if view else self._record(self._game)
        text = json.dumps(content, indent=1) + "\n"
        path = self.save_dir
        for candidate in names:
            path = self.save_dir / candidate
            try:
                write_file(path, text, replace=False)
            except FileExistsError:
                continue
            except OSError as e:
                raise Refusal(_write_failure(path, e)) from None
            self._saves += 1
            self.notice(msg("ui.saved_view" if view else "ui.saved", path=str(path)))
            return
        raise Refusal(msg("ui.save_exists", path=str(path)))

    def _cmd_load(self, request: dict[str, Any]) -> None:
        self._check_control("load")
        why = self._deal_refusal()
        if why is not None:
            raise Refusal(why)
        record = request.get("record")
        if not (isinstance(record, dict) or (isinstance(record, str) and record[:1] == "{")):
            raise field_refusal("record", "a record: a JSON object")
        if isinstance(record, dict) and record.get("format") == VIEW_FORMAT:
            raise Refusal(msg("ui.view_not_record", field="record"))
        try:
            game = self._load_record(load_json(record))
        except RecordMoveError as e:
            why = msg("ui.record_move", notes=(e.error.explanation,), step=e.step, move=e.move)
            raise Refusal(why) from None
        except RecordError as e:
            raise Refusal(msg("ui.bad_record", field=e.field, message=e.message)) from None
        why = self._seat_refusal(game.players)
        if why is not None:
            raise Refusal(why)
        self._sent_log = [""]
        self.game = game
        self.notice(msg("ui.loaded", moves=len(game.steps)))

    def _cmd_history(self, request: dict[str, Any]) -> None:
        """Every position of the game as this board's viewer sees it, for the browser to
        keep (a saved notebook then steps through the game without a kernel)."""
        if self.cover:
            raise Refusal(self._covered())
        self.send({"type": "history", "history": replay_json(self)})

    def _cmd_sync(self, request: dict[str, Any]) -> None:
        """Send the whole state and log again (the browser showed a replay while the kernel
        was busy, and Python is the authority again)."""
        self._sent_log = [""]
        self.send_state()

    def _cmd_seat(self, request: dict[str, Any]) -> None:
        self._check_control("seats")
        player = request.get("player")
        if not is_int(player) or not 0 <= player < self.players:
            raise Refusal(
                msg("ui.bad_player", field="player", value=str(player)[:20], players=self.players)
            )
        self._set_seat(int(player), self._check_level(request.get("level")))

    _HANDLERS: ClassVar[dict[str, Callable[[Any, dict[str, Any]], None]]] = {
        "move": _cmd_move,
        "undo": _cmd_undo,
        "redo": _cmd_redo,
        "back": _cmd_back,
        "forward": _cmd_forward,
        "seek": _cmd_seek,
        "new": _cmd_new,
        "perspective": _cmd_perspective,
        "uncover": _cmd_uncover,
        "language": _cmd_language,
        "log": _cmd_log,
        "save": _cmd_save,
        "load": _cmd_load,
        "seat": _cmd_seat,
        "history": _cmd_history,
        "sync": _cmd_sync,
    }

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
        self._follow_mover()
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

    # -- Python conveniences that mirror the browser's controls ---------------------------------
    def new_game(self, seed: int | None = None, players: int | None = None) -> None:
        """Deal a new game like the current one (``players``: another number of players)."""
        self.game = self._new_game(seed, players)
