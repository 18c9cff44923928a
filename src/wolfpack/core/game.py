"""The game-agnostic engine: a state protocol and the :class:`Game` API built on it.

Two layers, as in OpenSpiel and python-chess:

* a **state** (one class per game) that knows the rules and nothing else: integer actions,
  ``legal_actions``, ``apply``, ``clone``. It is the fast path that search and random
  playouts use, with no explanations and no history.
* a :class:`Game` wrapping a state for people: moves in readable notation, every legal move
  with its reasons, illegal moves refused with the rule they break and the state untouched,
  events narrating what happened, undo and redo, views and records.

A game's history is a tree of variations (:mod:`wolfpack.core.variations`): its moves
(action, notation and player per decision) in lines, the main line first, plus sparse
snapshots of the state (the start, then one every :data:`SNAPSHOT_EVERY` decisions along a
line): any earlier position is the nearest snapshot with the moves after it replayed, which
the fast states do in microseconds. A played game so stays a few KiB (a full state copy per
step took 150-260 KiB after 30 decisions); undoing is lazy (the position is rebuilt once,
when it is first looked at), so taking back many decisions at once costs one replay.

The game stands at one position of its tree, on its **current line** (the line from the
start through that position to the end of a line): :attr:`Game.moves` and
:attr:`Game.steps` are the current line up to the position, :meth:`Game.undo` and
:meth:`Game.redo` step back and forward along it, and a move played where the line goes on
with another move starts a side line (the line it leaves is kept: :meth:`Game.variations`,
:meth:`Game.goto`, :meth:`Game.promote`, :meth:`Game.delete`, :meth:`Game.annotate`).
"""

from __future__ import annotations

import json
import threading
import warnings
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Generic,
    NamedTuple,
    Protocol,
    TypeVar,
    cast,
    overload,
)

from wolfpack.core.errors import IllegalMoveError, RecordMoveError
from wolfpack.core.explain import Event, Explanation, msg
from wolfpack.core.files import write_file
from wolfpack.core.variations import (
    Line,
    Node,
    Note,
    Tree,
    chain,
    check_note,
    children,
    fork,
    holder,
    segments,
)

if TYPE_CHECKING:
    from wolfpack.core.picture import Picture
    from wolfpack.core.records import RecordLine

LOCK = threading.RLock()
"""Held while any game changes (``play``, ``undo``, ``redo`` and what their listeners do):
a board's computer player may finish thinking on another thread than the one a notebook
cell plays on, and the two must never change a game at the same time. Boards hold it too
while they handle a message or a result. Re-entrant, uncontended in scripts."""

SNAPSHOT_EVERY = 32
"""A game keeps a copy of its state after every this many decisions (besides the start):
rebuilding an earlier position replays at most this many moves."""


class State(Protocol):
    """What every game's state offers the core (and bots)."""

    @property
    def to_move(self) -> int:
        """The player to decide now, or -1 when the game is over."""
        ...

    def legal_actions(self) -> list[int]:
        """Integer codes of the legal decisions now (empty when the game is over)."""
        ...

    def apply(self, action: int, events: list[Event] | None = None) -> None:
        """Apply a legal action; append narration to ``events`` when given."""
        ...

    def clone(self) -> State:
        """An independent copy."""
        ...

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        ...

    def scores(self) -> list[int]:
        """Points per player (final when the game is over)."""
        ...


class KeyedState:
    """Equality and hashing of a state from its :meth:`key` (everything that defines the
    position), for the undo, record and transposition checks every game relies on."""

    __slots__ = ()

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position, as a hashable value."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())


S = TypeVar("S", bound=State)
G = TypeVar("G", bound="Game[Any]")


@dataclass(frozen=True, kw_only=True)
class GameRules(Generic[S]):
    """The functions of one game's rules that the :class:`Game` API calls.

    Each game module writes these as plain functions on its state; its ``Game`` subclass
    only names them (``rules = GameRules(...)``), so the wiring lives here once.

    A notation is read and written either without the position (``parse``, ``notation``)
    or, for games whose notation depends on it (a map built for the player count, the faces
    a tile shows now), in the current state (``parse_in``, ``notation_in``); a game gives
    one of each pair.
    """

    parse: Callable[[str], int | None] | None = None
    """The action a notation string names, or None if it names no possible move."""
    notation: Callable[[int], str] | None = None
    """The notation of an action."""
    why_legal: Callable[[S, int], Explanation]
    """Why a legal action is legal in a state, citing rule ids."""
    why_illegal: Callable[[S, str, int | None], Explanation]
    """Why a notation (parsed to an action, or unparsable) is not legal in a state."""
    view: Callable[[S, int | None], dict[str, Any]]
    """What a player (None: everyone, for teaching) may see, JSON-ready."""
    render: Callable[[dict[str, Any], str | None], str]
    """A text picture of a view in a language."""
    why_legal_all: Callable[[S, list[int]], list[Explanation]] | None = None
    """Optional: ``why_legal`` for many actions of one state, sharing work."""
    parse_in: Callable[[S, str], int | None] | None = None
    """Instead of ``parse``: the action a notation names in a state."""
    notation_in: Callable[[S, int], str] | None = None
    """Instead of ``notation``: the notation of an action in a state."""
    elements: Callable[[S, int], tuple[str, ...]] | None = None
    """For boards: the board elements a legal action is chosen by, in click order, each
    ``"kind:id"`` (``("card:g6", "territory:swamp")``). Default: one element per move."""
    refusals: Callable[[S, tuple[str, ...], list[int]], Mapping[str, Explanation]] | None = None
    """For boards: why the elements that continue no legal path after the elements
    ``prefix`` were chosen cannot be chosen now (given the legal actions), keyed by element;
    ``"kind:*"`` stands for every element of that kind not otherwise named."""
    waiting: Callable[[S, int | None], Explanation] | None = None
    """Why a player (None: an onlooker) makes no decision now."""
    describe: Callable[[S, int], Explanation] | None = None
    """A legal action in words, for a list of moves (a hint's table)."""
    describe_public: Callable[[S, int], Explanation] | None = None
    """A legal action in words as the other players may read it, in games where a decision
    may keep something from them (a tile kept face down is "keep a tile face down").
    Default: the others read no words for such a decision, only its notation."""
    orders: Callable[[S, int], tuple[tuple[str, ...], ...]] | None = None
    """For boards: the other click orders that choose a legal action too, besides the one
    of :attr:`elements` (two stacks drawn together, clicked in either order). Default: none."""
    reveals: Callable[[S, int, int], bool] | None = None
    """Whether applying the action in the state shows the player something hidden from them
    before (a card drawn or turned up, another player's hidden card played); games with
    hidden information give it, else every other player's decision counts as revealing."""

    def __post_init__(self) -> None:
        if self.parse is None and self.parse_in is None:
            raise TypeError("GameRules needs parse or parse_in")
        if self.notation is None and self.notation_in is None:
            raise TypeError("GameRules needs notation or notation_in")

    def parse_text(self, state: S, text: str) -> int | None:
        """The action ``text`` names in ``state``."""
        if self.parse_in is not None:
            return self.parse_in(state, text)
        assert self.parse is not None
        return self.parse(text)

    def notation_of(self, state: S, action: int) -> str:
        """The notation of ``action`` in ``state``."""
        if self.notation_in is not None:
            return self.notation_in(state, action)
        assert self.notation is not None
        return self.notation(action)


class Move(NamedTuple):
    """A legal decision: its notation, integer action, the player, and why it is legal."""

    notation: str
    action: int
    player: int
    explanation: Explanation

    def __str__(self) -> str:
        return self.notation


@dataclass
class Step:
    """One decision taken in a :class:`Game`: what was played and what followed from it
    (``before``: the state it was taken in). Made on demand from the game's history
    (:attr:`Game.steps`): the game itself keeps only the moves."""

    notation: str
    action: int
    player: int
    explanation: Explanation
    events: list[Event] = field(default_factory=list)
    before: Any = None


Listener = Callable[[str], None]
"""Called with ``"play"``, ``"undo"`` or ``"redo"`` after that change to a game, ``"goto"``
after it went to another position of its tree (:meth:`Game.goto`, or a deletion that took
its position away) and ``"tree"`` after its lines or notes changed and its position did not
(:meth:`Game.promote`, :meth:`Game.delete`, :meth:`Game.annotate`)."""

Target = Node | Sequence[str]
"""A position of a game's tree: a :class:`~wolfpack.core.variations.Node` or the moves that
reach it from the start."""


class Game(ABC, Generic[S]):
    """The teaching API common to every game. Subclasses supply the notation and reasons."""

    game_id: str = "game"

    hidden_information: ClassVar[bool] = True
    """Whether some of the state is hidden from some player (see :meth:`reveals`)."""

    def __init__(self, state: S) -> None:
        self._now: S = state
        self._stale = False  # True after an undo until the position is rebuilt
        self._origin: S | None = (
            None if type(self)._fresh_start is not Game._fresh_start else cast(S, state.clone())
        )
        self._tree = Tree()  # every line played (snapshots every SNAPSHOT_EVERY positions)
        self._lines: list[Line] = [self._tree.root]  # the current line, from the main line
        self._ply = 0  # the position on it: how many decisions were taken to reach it
        self._last: Step | None = None  # the latest decision: its reasons and events as taken
        self._listeners: list[Listener] = []
        self._version = 0  # bumped on every change, to know when cached moves are stale
        self._legal: tuple[int, dict[str, Move]] | None = None
        self._edited_at = -1  # a position changed by hand (see edited), kept at next play

    # -- the history: moves plus sparse snapshots -----------------------------------------
    def _fresh_start(self) -> S | None:
        """The start position rebuilt from what the game keeps anyway (its deal), or None:
        then the game keeps a copy of its start. A game whose start is cheap to rebuild
        says how, so that its history holds no state copy at all early on."""
        return None

    @property
    def _state(self) -> S:
        """The current rules state (rebuilt here after an undo, on first use)."""
        if self._stale:
            with LOCK:
                if self._stale:
                    self._now = self._state_at(self._ply)
                    self._stale = False
        return self._now

    def _along(self, lo: int, hi: int) -> tuple[list[int], list[str], bytearray]:
        """The actions, notations and players of the current line's decisions ``lo`` to
        ``hi - 1``."""
        actions: list[int] = []
        notations: list[str] = []
        players = bytearray()
        for line, a, b in segments(self._lines, lo, hi):
            actions += line.actions[a - line.at : b - line.at]
            notations += line.notations[a - line.at : b - line.at]
            players += line.players[a - line.at : b - line.at]
        return actions, notations, players

    def _state_at(self, position: int) -> S:
        """A new state of the position after the first ``position`` decisions of the
        current line: the nearest snapshot with the moves after it replayed."""
        base, state = self._snapshot_before(position)
        apply = state.apply
        for action in self._along(base, position)[0]:
            apply(action)
        return state

    @property
    def _snapshots(self) -> dict[int, S]:
        """The snapshots of the current line's positions (position -> state)."""
        out: dict[int, S] = {}
        lines = self._lines
        for i, line in enumerate(lines):
            if line.snapshots:
                lo = line.at if line.parent is not None else -1  # the start is the main line's
                hi = lines[i + 1].at if i + 1 < len(lines) else line.end
                out.update((k, v) for k, v in line.snapshots.items() if lo < k <= hi)
        return out

    def _snapshot_before(self, position: int) -> tuple[int, S]:
        """The latest snapshot at or before ``position``: its position and a copy."""
        snapshots = self._snapshots
        base = max((k for k in snapshots if k <= position), default=0)
        if base > 0 or 0 in snapshots:
            return base, cast(S, snapshots[base].clone())
        if self._origin is not None:
            return 0, cast(S, self._origin.clone())
        fresh = self._fresh_start()
        assert fresh is not None
        return 0, fresh

    def _steps_between(self, start: int, stop: int) -> list[Step]:
        """The decisions ``start`` to ``stop - 1`` as :class:`Step` objects, by one replay
        from the snapshot before ``start`` (events and reasons as when they were taken)."""
        if start >= stop:
            return []
        base, state = self._snapshot_before(start)
        for action in self._along(base, start)[0]:
            state.apply(action)
        # The latest decision keeps its reasons and events as they were taken (a position
        # edited by hand may have said other things than a replay would).
        last = self._last if stop == self._ply else None
        rules = self.rules
        actions, notations, players = self._along(start, stop)
        out = []
        for i, action in enumerate(actions):
            before = state.clone()
            if last is not None and i == len(actions) - 1:
                out.append(replace(last, before=before))
                break
            why = rules.why_legal(state, action)
            events: list[Event] = []
            state.apply(action, events)
            out.append(Step(notations[i], action, players[i], why, events, before))
        return out

    # -- hooks: by default the game's :class:`GameRules` --------------------------------
    rules: ClassVar[GameRules[Any]]
    """The game's rule functions (set by each game class)."""

    def _parse(self, text: str) -> int | None:
        """The action a notation string names, or None if it names no possible move (a
        game's parser that fails on strange input counts as naming none)."""
        try:
            return self.rules.parse_text(self._state, text)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError):
            return None

    def _notation(self, action: int) -> str:
        """The notation of an action in the current state."""
        return self.rules.notation_of(self._state, action)

    def _why_legal(self, action: int) -> Explanation:
        """Why a legal action is legal now, citing rule ids."""
        return self.rules.why_legal(self._state, action)

    def _why_legal_all(self, actions: list[int]) -> list[Explanation]:
        """:meth:`_why_legal` for every action (sharing work when the rules can)."""
        many = self.rules.why_legal_all
        if many is not None:
            return many(self._state, actions)
        return [self._why_legal(a) for a in actions]

    def _why_illegal(self, text: str, action: int | None) -> Explanation:
        """Why ``text`` (parsed to ``action``, or unparsable) is not legal now."""
        try:
            return self.rules.why_illegal(self._state, text, action)
        except (ValueError, TypeError, KeyError, IndexError, OverflowError):
            return msg("core.bad_notation", move=text[:80], game=self.game_id)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see, JSON-ready; ``None`` for the open teaching view."""
        return self.rules.view(self._state, player)

    # -- what a board needs -------------------------------------------------------------
    @property
    @abstractmethod
    def players(self) -> int:
        """How many players (seats) the game has."""

    def elements(self, move: str | Move) -> tuple[str, ...]:
        """The board elements a legal move is chosen by, in click order, each ``"kind:id"``
        (``("card:g6", "territory:swamp")``: a card, then where it goes). A board lights the
        next ones after each click; the browser never reads a notation."""
        action = self._check(move)
        fn = self.rules.elements
        return fn(self._state, action) if fn is not None else (f"move:{self._notation(action)}",)

    def element_paths(self) -> dict[str, tuple[str, ...]]:
        """Every legal move now (notation) with its elements (:meth:`elements`)."""
        fn = self.rules.elements
        state = self._state
        if fn is None:
            return {m.notation: (f"move:{m.notation}",) for m in self.legal_moves()}
        return {m.notation: fn(state, m.action) for m in self.legal_moves()}

    def other_orders(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """The legal moves now (notation) that may also be clicked in other orders than
        their :meth:`elements`, with those orders (a board accepts each of them)."""
        fn = self.rules.orders
        if fn is None:
            return {}
        state = self._state
        out = {m.notation: fn(state, m.action) for m in self.legal_moves()}
        return {notation: paths for notation, paths in out.items() if paths}

    def refusals(self, prefix: Sequence[str] = ()) -> dict[str, Explanation]:
        """Why each element that continues no legal move after ``prefix`` (elements already
        chosen) cannot be chosen now, keyed by element (``"kind:*"``: every other element
        of that kind), in the engine's words with rule ids; only for the player to move."""
        fn = self.rules.refusals
        if fn is None or self.to_move is None:
            return {}
        return dict(fn(self._state, tuple(prefix), self._state.legal_actions()))

    def waiting(self, player: int | None) -> Explanation:
        """Why ``player`` (None: someone watching) makes no decision now: the game is over,
        or whose decision it is and what kind."""
        if self.is_over:
            return msg("ui.game_over")
        fn = self.rules.waiting
        if fn is not None:
            return fn(self._state, player)
        return msg("ui.waiting", player=self.to_move)

    def describe(self, move: str | Move) -> Explanation:
        """A legal move in words (for tables of moves, such as a hint's)."""
        action = self._check(move)
        fn = self.rules.describe
        if fn is not None:
            return fn(self._state, action)
        return msg("ui.move", move=self._notation(action))

    def widget(self, **options: Any) -> Any:
        """This game on a live board for a notebook cell: the game's board class (named by
        its registration) with ``options`` (``perspective=0``, ``computer={1: "medium"}``,
        ``language="de"``, ...; see :class:`wolfpack.widget.base.GameWidget`)."""
        from wolfpack.core.registry import get_game

        return get_game(self.game_id).board_class(self, **options)

    def reveals(self, index: int, player: int) -> bool:
        """Whether decision ``index`` of :attr:`steps` showed ``player`` something that was
        hidden from them (so that a competitive board may refuse to take it back)."""
        if not self.hidden_information:
            return False
        index = range(self._ply)[index]
        line = holder(self._lines, index)
        mover, action = line.players[index - line.at], line.actions[index - line.at]
        return self._shows(lambda: self._state_at(index), action, mover, player)

    def _shows(self, before: Callable[[], S], action: int, mover: int | None, player: int) -> bool:
        """Whether ``action`` by ``mover``, made in the state ``before()`` gives, showed
        ``player`` something hidden: the rules say (``reveals``), else any other player's
        decision does."""
        fn = self.rules.reveals
        if fn is None:
            return mover != player
        return bool(fn(before(), action, player))

    def render(self, lang: str | None = None, player: int | None = None) -> str:
        """A readable text picture of the position (for terminals), as ``player`` sees it."""
        return self.rules.render(self.view(player), lang)

    def __str__(self) -> str:
        return self.render()

    def picture(
        self, player: int | None = None, lang: str | None = None, size: float | None = None
    ) -> Picture:
        """A static SVG picture of the position as ``player`` sees it (None: the open view),
        its words in ``lang`` (None: the current language), shown ``size`` pixels wide
        (None: its own width). It is drawn from :meth:`view` alone, so a player's picture
        never shows what that player may not see. A notebook shows it; ``str()`` gives its
        SVG, ``.save("position.svg")`` writes it. A ``LookupError`` when the game has no
        drawer (its :class:`~wolfpack.core.registry.GameInfo` names no ``picture``)."""
        from wolfpack.core.i18n import check_language
        from wolfpack.core.registry import get_game

        view = self.view(player)
        return get_game(self.game_id).draw(view, check_language(lang)).resized(size)

    def _repr_svg_(self) -> str | None:
        """The open view's picture in the current language, for notebooks; None (a
        notebook shows the text then) when the game has no drawer."""
        from wolfpack.core.registry import games

        if not any(info.id == self.game_id and info.picture for info in games()):
            return None
        return self.picture().svg

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"player {self.to_move} to move"
        about = self._repr_about()
        head = f"{type(self).__name__} {about}," if about else type(self).__name__
        return f"<{head} {self._ply} moves, {state}>"

    def _repr_about(self) -> str:
        """What :func:`repr` says of the game before its moves (its seed, players,
        variant); nothing by default."""
        return ""

    @abstractmethod
    def to_record(self) -> dict[str, Any]:
        """The game (or position) as a JSON-ready record of the game's record format."""

    @classmethod
    def from_record(cls: type[G], source: str | Path | Mapping[str, Any]) -> G:
        """Replay a record of this game (a dict, JSON text or file path).

        A record with variations (its ``lines``) grows the whole tree, with its notes, and
        the game then stands at the position its ``moves`` reach from the start.

        Raises :class:`~wolfpack.core.errors.RecordError` naming the field for a malformed
        record, and :class:`~wolfpack.core.errors.RecordMoveError` naming the step and rule
        for an illegal move (and the line, ``lines[2].moves``, for one of a variation).
        """
        from wolfpack.core.records import load_json, parse_lines

        data = load_json(source)
        game, moves = cls._record_start(data)
        if "lines" in data:  # (the game's reader accepts them only in a record that may hold them)
            game._grow(parse_lines(data["lines"]))
        game.replay_moves(moves)
        return game

    def _grow(self, lines: Sequence[RecordLine]) -> None:
        """Play every line of a record's tree (checked for form by
        :func:`~wolfpack.core.records.parse_lines`) with its notes; back at the start."""
        paths: list[tuple[str, ...]] = []
        for k, line in enumerate(lines):
            start = paths[line.source][: line.at] if k else ()
            self.goto(start)
            for step, move in enumerate(line.moves):
                try:
                    self.play(move)
                except IllegalMoveError as e:
                    raise RecordMoveError(step, e, field=f"lines[{k}].moves") from None
            paths.append(start + line.moves)
            for note in line.notes:
                self.annotate(paths[k][: note.at + 1], comment=note.comment, glyph=note.glyph)
        self.goto(())
        self._lines = [self._tree.root]  # on the main line

    load = from_record

    @classmethod
    @abstractmethod
    def _record_start(cls: type[G], source: str | Path | Mapping[str, Any]) -> tuple[G, list[str]]:
        """The game a record starts from and the moves it holds (checked for form only),
        read by the game's record reader (a :class:`~wolfpack.core.errors.RecordError`
        naming the field when the record is malformed)."""

    def result_json(self) -> dict[str, Any]:
        """The result as the game's record spec defines it for ``wolfpack replay``: the
        final object (:meth:`_final_result`) when the game is over, else
        ``{"to_move", "legal"}``."""
        if not self.is_over:
            return {"to_move": self.to_move, "legal": self.legal_notations()}
        return self._final_result()

    @abstractmethod
    def _final_result(self) -> dict[str, Any]:
        """The final object of :meth:`result_json` (the game is over), as the game's record
        spec defines it."""

    def add_listener(self, listener: Listener) -> None:
        """Call ``listener(kind)`` after every change (:data:`Listener`: ``play``, ``undo``,
        ``redo``, ``goto``, ``tree``; e.g. a board showing this game notices moves made
        from notebook code)."""
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        """Stop calling ``listener`` (no error if it was not added)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _notify(self, kind: str) -> None:
        for listener in list(self._listeners):
            try:
                listener(kind)
            except Exception as e:  # an observer must never break the game it watches
                warnings.warn(f"listener failed after {kind}: {e!r}", stacklevel=3)

    def save(self, path: str | Path) -> None:
        """Write the record to a file (JSON, UTF-8), whole or not at all: a failed write
        (``OSError``, e.g. a full disk) leaves the file that was there as it was."""
        text = json.dumps(self.to_record(), indent=1, ensure_ascii=False)
        write_file(path, text + "\n")

    def replay_moves(self, moves: Sequence[str]) -> None:
        """Play a record's moves in order; an illegal one raises
        :class:`~wolfpack.core.errors.RecordMoveError` naming its step (index in ``moves``)."""
        for step, move in enumerate(moves):
            try:
                self.play(move)
            except IllegalMoveError as e:
                raise RecordMoveError(step, e) from None

    # -- the public API ----------------------------------------------------------------
    @property
    def state(self) -> S:
        """The underlying rules state (do not mutate; use :meth:`play`)."""
        return self._state

    @property
    def to_move(self) -> int | None:
        """The player to decide now, or None when the game is over."""
        if self._stale and self.can_redo:  # the next decision's player decides here
            line = holder(self._lines, self._ply)
            return line.players[self._ply - line.at]
        p = self._state.to_move
        return None if p < 0 else p

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        if self._stale and self.can_redo:  # the line goes on: there is a decision here
            return False
        return self._state.is_terminal()

    @property
    def moves(self) -> list[str]:
        """The moves played to the current position (along the current line), in notation."""
        return self._along(0, self._ply)[1]

    @property
    def steps(self) -> Steps:
        """The decisions taken to the current position, each with its explanation and
        events (a sequence made on demand from the moves: indexing or slicing it replays
        from a snapshot)."""
        return Steps(self, self._ply)

    def scores(self) -> list[int]:
        """Points per player (the final score once the game is over)."""
        return self._state.scores()

    @property
    @abstractmethod
    def winners(self) -> list[int] | None:
        """Who won the finished game by its own rules, tiebreaks included (one player, or
        every player who shares the win or the draw), or None while it is running."""

    def legal_moves(self) -> list[Move]:
        """Every legal decision now, each with the reason it is legal."""
        cached = self._legal
        if cached is not None and cached[0] == self._version:
            return list(cached[1].values())
        player = self._state.to_move
        actions = self._state.legal_actions()
        notation = self._notation
        moves = [
            Move(notation(a), a, player, why)
            for a, why in zip(actions, self._why_legal_all(actions), strict=True)
        ]
        self._legal = (self._version, {m.notation: m for m in moves})
        return moves

    def legal_notations(self) -> list[str]:
        """The legal decisions now, as sorted notation strings."""
        return sorted(self._notation(a) for a in self._state.legal_actions())

    def _text(self, move: object) -> str:
        """The notation string of ``move`` (a :class:`Move` or a string)."""
        if isinstance(move, Move):
            return move.notation
        if not isinstance(move, str):
            raise IllegalMoveError(repr(move)[:80], msg("core.not_a_string", game=self.game_id))
        return move

    def _check(self, move: str | Move) -> int:
        """The action of a legal move written in the game's one canonical notation (the
        strings :meth:`legal_notations` lists); anything else is refused with why."""
        text = self._text(move)
        action = self._parse(text)
        if action is None or action not in self._state.legal_actions():
            raise IllegalMoveError(text[:200], self._why_illegal(text[:200], action))
        canonical = self._notation(action)
        if canonical != text:
            raise IllegalMoveError(
                text[:200], msg("core.not_canonical", move=text[:80], canonical=canonical)
            )
        return action

    def is_legal(self, move: str | Move) -> bool:
        """Whether a move is legal now."""
        try:
            self._check(move)
        except IllegalMoveError:
            return False
        return True

    def explain(self, move: str | Move) -> Explanation:
        """Why a move is legal now, or why it is not (the state is never changed)."""
        try:
            return self._why_legal(self._check(move))
        except IllegalMoveError as e:
            return e.explanation

    def play(self, move: str | Move) -> list[Event]:
        """Make a move; return the events it caused. Illegal: :class:`IllegalMoveError`.

        Where the current line goes on, the move follows it if it is the line's next move
        (as :meth:`redo` does), follows the side line that begins with it if there is one,
        and otherwise starts a new side line there (the line it leaves is kept)."""
        text = self._text(move)
        with LOCK:
            cached = self._legal
            current = cached is not None and cached[0] == self._version
            known = cached[1].get(text) if cached is not None and current else None
            events = self._apply(known.action if known else self._check(move), known)
            self._notify("play")
        return events

    def _apply(self, action: int, known: Move | None = None) -> list[Event]:
        state = self._state
        player = state.to_move
        notation = known.notation if known else self._notation(action)
        why = known.explanation if known else self._why_legal(action)
        position = self._ply
        if self._edited_at == position:  # changed by hand since: keep it as it is
            at = fork(self._lines, position)
            at.snapshots = {**(at.snapshots or {}), position: state.clone()}
            self._edited_at = -1
        self._version += 1
        self._legal = None
        events: list[Event] = []
        state.apply(action, events)
        self._advance(action, notation, player)
        self._last = Step(notation, action, player, why, events)
        after = position + 1
        line = holder(self._lines, position)
        if after % SNAPSHOT_EVERY == 0 and after not in (line.snapshots or {}):
            line.snapshots = {**(line.snapshots or {}), after: state.clone()}
        return events

    def _advance(self, action: int, notation: str, player: int) -> None:
        """Put a decision just taken at the current position into the tree and step to the
        position after it: the end of the line grows, the line's next move or a side line
        beginning with it is followed, or a new side line starts."""
        lines, ply = self._lines, self._ply
        line = lines[-1]
        if ply == line.end:
            line.append(action, notation, player)
        elif holder(lines, ply).notation(ply) != notation:
            for other, nxt in children(lines, ply):
                if other == notation:
                    self._lines = chain(nxt)
                    break
            else:
                side = Line(None, ply)
                side.append(action, notation, player)
                fork(lines, ply).add_branch(side)
                self._lines = chain(side)
        self._ply = ply + 1

    def play_all(self, moves: Sequence[str | Move]) -> list[Event]:
        """Play several moves in order; all events. Stops at the first illegal one."""
        out: list[Event] = []
        for m in moves:
            out.extend(self.play(m))
        return out

    def edited(self) -> None:
        """Say that the state was changed by hand (a position staged for a lesson or a
        test): the cached legal moves are dropped, and the position is kept as it is, so
        that undoing back to it, or seeking it, gives exactly this position."""
        with LOCK:
            _ = self._state  # (rebuilt first if an undo left it stale)
            self._version += 1
            self._legal = None
            self._edited_at = self._ply  # kept whole at the next decision

    def _moved(self, kind: str) -> None:
        """The position changed to ``self._ply`` on the current line: rebuilt when first
        looked at (from the nearest snapshot; a position edited by hand, as a staged
        lesson is, was kept as a snapshot and comes back as it was)."""
        self._edited_at = -1
        self._stale = True
        self._last = None
        self._legal = None
        self._version += 1
        self._notify(kind)

    def undo(self) -> str:
        """Take back the last decision and return its notation (``IndexError`` if none):
        a step back along the current line, which keeps the decision (:meth:`redo`)."""
        with LOCK:
            if not self._ply:
                raise IndexError("nothing to undo")
            self._ply -= 1
            notation = holder(self._lines, self._ply).notation(self._ply)
            self._moved("undo")
        return notation

    def redo(self) -> list[Event]:
        """Replay the current line's next decision (``IndexError`` if none)."""
        with LOCK:
            if not self.can_redo:
                raise IndexError("nothing to redo")
            text = holder(self._lines, self._ply).notation(self._ply)
            events = self._apply(self._check(text))
            self._notify("redo")
        return events

    def redo_reveals(self, player: int) -> bool:
        """Whether a decision :meth:`redo` would replay (any later one of the current line)
        showed ``player`` something that was hidden from them, as :meth:`reveals` says of
        played ones: a move made now leaves those decisions, as taking them back would."""
        if not self.can_redo or not self.hidden_information:
            return False
        with LOCK:
            state = cast(S, self._state.clone())
            _, notations, players = self._along(self._ply, self._lines[-1].end)
            for text, mover in zip(notations, players, strict=True):
                action = self.rules.parse_text(state, text)
                if action is None or self._shows(lambda: state, action, mover, player):
                    return True
                state.apply(action)
        return False

    @property
    def _redo(self) -> list[str]:
        """The current line's decisions after the position, the next one last."""
        return self._along(self._ply, self._lines[-1].end)[1][::-1]

    @property
    def redo_players(self) -> tuple[int | None, ...]:
        """Who made each decision :meth:`redo` would replay, the next one first."""
        return tuple(self._along(self._ply, self._lines[-1].end)[2])

    @property
    def can_redo(self) -> bool:
        """Whether :meth:`redo` has something to replay (the current line goes on)."""
        return self._ply < self._lines[-1].end

    # -- the tree of variations ------------------------------------------------------------
    @property
    def node(self) -> Node:
        """The current position, named by the moves that reach it."""
        return Node(tuple(self.moves))

    @property
    def line(self) -> tuple[str, ...]:
        """The current line: the moves from the start through the current position to the
        end of the line (:attr:`moves` is its first part, :meth:`redo` replays the rest)."""
        return tuple(self._along(0, self._lines[-1].end)[1])

    def lines(self) -> list[tuple[str, ...]]:
        """Every line of the tree, each from the start to its end: the main line first,
        then each side line after the line it leaves (depth first)."""
        with LOCK:
            out = []
            for line in self._tree.lines():
                lines = chain(line)
                out.append(tuple(self._path(lines, line.end)))
            return out

    @staticmethod
    def _path(lines: Sequence[Line], hi: int) -> list[str]:
        """The notations of the first ``hi`` moves along ``lines`` (a chain)."""
        out: list[str] = []
        for line, a, b in segments(lines, 0, hi):
            out += line.notations[a - line.at : b - line.at]
        return out

    def _find(self, target: Target | None) -> tuple[tuple[str, ...], Line]:
        """The moves to ``target`` (None: the current position) and the line that holds
        its last move; ``KeyError`` when the tree has no such position."""
        moves = tuple(self.moves if target is None else _moves_of(target))
        return moves, self._tree.locate(moves)

    def variations(self, at: Target | None = None) -> list[Node]:
        """The positions one move after ``at`` (None: the current position), the main
        line's first: one for each line that goes on from there."""
        with LOCK:
            moves, line = self._find(at)
            node = Node(moves)
            return [node.child(m) for m, _ in children(chain(line), len(moves))]

    def goto(self, target: Target) -> None:
        """Go to a position of the tree (a :class:`~wolfpack.core.variations.Node` or the
        moves from the start); ``KeyError`` if the tree has none such. On the current line
        it stays the current line; else the current line becomes the target's line (its
        main continuation from there on)."""
        with LOCK:
            moves, line = self._find(target)
            if self.line[: len(moves)] != moves:
                self._lines = chain(line)
            self._ply = len(moves)
            self._moved("goto")

    def promote(self, target: Target) -> None:
        """Make the line through ``target`` the main line: at every position where it
        leaves another line it becomes the first continuation (the line it replaces there
        becomes the first side line)."""
        with LOCK:
            _, line = self._find(target)
            keep = self.line
            self._tree.promote(line)
            self._lines = chain(self._tree.locate(keep))
            self._notify("tree")

    def delete(self, target: Target) -> None:
        """Delete ``target``'s move and every move after it in the tree (``ValueError`` for
        the start, ``KeyError`` for a position the tree does not have). If the current
        position goes with it, the game goes to the position before ``target``."""
        with LOCK:
            moves, line = self._find(target)
            if not moves:
                raise ValueError("the start has no move to delete")
            here, keep = tuple(self.moves), self.line
            self._tree.delete(line, len(moves) - 1)
            gone = here[: len(moves)] == moves
            if gone:
                keep = moves[:-1]
            elif keep[: len(moves)] == moves:
                keep = here
            self._lines = chain(self._tree.locate(keep))
            if gone:
                self._ply = len(moves) - 1
                self._moved("goto")
            else:
                self._notify("tree")

    def annotate(
        self, target: Target | None = None, *, comment: str | None = None, glyph: str | None = None
    ) -> Note:
        """Set the note of the move that reaches ``target`` (None: the current position):
        its ``comment`` (at most :data:`~wolfpack.core.variations.MAX_COMMENT` characters)
        and ``glyph`` (one of :data:`~wolfpack.core.variations.GLYPHS`); None keeps what
        the note says, ``""`` clears it. Returns the note; ``ValueError`` for a bad comment
        or glyph or the start (which no move reaches)."""
        with LOCK:
            moves, line = self._find(target)
            if not moves:
                raise ValueError("the start has no move to annotate")
            index = len(moves) - 1
            old = (line.notes or {}).get(index, Note())
            note = Note(
                old.comment if comment is None else comment,
                old.glyph if glyph is None else (glyph or None),
            )
            why = check_note(note.comment, note.glyph)
            if why is not None:
                raise ValueError(why)
            notes = dict(line.notes or {})
            if note:
                notes[index] = note
            else:
                notes.pop(index, None)
            line.notes = notes or None
            self._notify("tree")
            return note

    def annotation(self, target: Target | None = None) -> Note:
        """The note of the move that reaches ``target`` (None: the current position); an
        empty :class:`~wolfpack.core.variations.Note` when it has none."""
        with LOCK:
            moves, line = self._find(target)
            return (line.notes or {}).get(len(moves) - 1, Note())

    def annotations(self) -> dict[Node, Note]:
        """Every note of the tree, by the position its move reaches."""
        with LOCK:
            out: dict[Node, Note] = {}
            for line in self._tree.lines():
                if line.notes:
                    path = self._path(chain(line), line.end)
                    for index, note in sorted(line.notes.items()):
                        out[Node(tuple(path[: index + 1]))] = note
            return out

    @property
    def has_variations(self) -> bool:
        """Whether the tree holds more than one line, or a note (else the game's record
        is written as one line, in the format's first version, as before there were
        variations)."""
        root = self._tree.root
        return bool(root.branches) or any(line.notes for line in self._tree.lines())

    def record_moves(self) -> dict[str, Any]:
        """The moves of the game's record: ``{"moves": [...]}``, the moves to the current
        position (what the first version of every record format holds), and ``"lines"``
        when the game has variations or notes: every line of the tree with its notes
        (:func:`wolfpack.core.records.lines_json`)."""
        from wolfpack.core.records import lines_json

        with LOCK:
            out: dict[str, Any] = {"moves": self.moves}
            if self.has_variations:
                out["lines"] = lines_json(self._tree)
            return out


def _moves_of(target: Target) -> tuple[str, ...]:
    """The moves to a position given as a node or as moves."""
    if isinstance(target, Node):
        return target.moves
    if isinstance(target, str) or not all(isinstance(m, str) for m in target):
        raise TypeError("a position is a Node or the moves (strings) that reach it")
    return tuple(target)


class Steps(Sequence[Step]):
    """The decisions of a :class:`Game` up to now, as :class:`Step` objects made on demand
    (each index or slice replays the game from the snapshot before it; the game keeps only
    its moves). A view of the game when it was asked for: its length does not change."""

    __slots__ = ("_game", "_n")

    def __init__(self, game: Game[Any], n: int) -> None:
        self._game = game
        self._n = n

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, index: int) -> Step: ...

    @overload
    def __getitem__(self, index: slice) -> list[Step]: ...

    def __getitem__(self, index: int | slice) -> Step | list[Step]:
        if isinstance(index, slice):
            start, stop, stride = index.indices(self._n)
            if stride != 1:
                return [self[i] for i in range(start, stop, stride)]
            return self._game._steps_between(start, stop)
        i = range(self._n)[index]
        return self._game._steps_between(i, i + 1)[0]

    def __iter__(self) -> Iterator[Step]:
        return iter(self._game._steps_between(0, self._n))

    def __reversed__(self) -> Iterator[Step]:
        return reversed(self._game._steps_between(0, self._n))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Steps | list):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Steps: {self._n} decisions>"
