"""A game's tree of variations: every position a node, the main line the first child.

The tree keeps its moves in **lines**, as a record lists them: the main line from the start,
and side lines that leave a line at some position (``at``: the number of moves played
before the side line's first move) and continue on their own. The children of a position
are the move of the line that passes through it (its main continuation, the first child),
then the first moves of the side lines that leave it there, in order. A line holds its
moves as compact lists (a move costs a few bytes, as the game's history did when it kept
one line), its annotations (:class:`Note`, by the index of the move) and the state
snapshots of its positions (kept for the game that plays through them).

A position is named by the moves that reach it from the start (a :class:`Node`): the name
stays right whatever is promoted or deleted elsewhere in the tree. Nothing here knows a
game's rules; :class:`~wolfpack.core.game.Game` checks every move before it enters a tree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

Tail = tuple[list[int], list[str], bytearray, "list[Line]", dict[str, dict[int, Any]]]
"""The moves of a line from some position on, with what hangs off them (see
:meth:`Line.take_tail`)."""

GLYPHS = ("!", "?", "!!", "??", "!?", "?!")
"""The move glyphs a note may hold: good, mistake, brilliant, blunder, interesting, dubious."""
MAX_COMMENT = 2000
"""The longest comment on a move, in characters."""


@dataclass(frozen=True, slots=True)
class Note:
    """The annotation of a move: a comment (may be empty) and a glyph (one of
    :data:`GLYPHS`, or None)."""

    comment: str = ""
    glyph: str | None = None

    def __bool__(self) -> bool:
        return bool(self.comment) or self.glyph is not None


def check_note(comment: str, glyph: str | None) -> str | None:
    """Why ``comment`` and ``glyph`` make no note (None: they do)."""
    if not isinstance(comment, str):
        return "a comment is a string"
    if len(comment) > MAX_COMMENT:
        return f"a comment holds at most {MAX_COMMENT} characters, found {len(comment)}"
    if glyph is not None and glyph not in GLYPHS:
        return f"unknown glyph {str(glyph)[:8]!r}; expected one of {' '.join(GLYPHS)}"
    return None


@dataclass(frozen=True, slots=True)
class Node:
    """A position of a game's tree, named by the moves that reach it from the start."""

    moves: tuple[str, ...] = ()

    @property
    def ply(self) -> int:
        """How many moves reach the position."""
        return len(self.moves)

    @property
    def move(self) -> str | None:
        """The move that reached the position (None: the start)."""
        return self.moves[-1] if self.moves else None

    @property
    def parent(self) -> Node | None:
        """The position before :attr:`move` (None: the start has none)."""
        return Node(self.moves[:-1]) if self.moves else None

    def child(self, move: str) -> Node:
        """The position after ``move`` here."""
        return Node((*self.moves, move))

    def __str__(self) -> str:
        return " ".join(self.moves) or "(start)"


class Line:
    """Moves played one after another from the position ``at`` (the moves before it are
    its parent line's), with the side lines that leave it, the notes of its moves and the
    snapshots of its positions (both keyed by the absolute index, as ``at`` is)."""

    __slots__ = (
        "actions",
        "at",
        "branches",
        "notations",
        "notes",
        "parent",
        "players",
        "snapshots",
    )

    def __init__(self, parent: Line | None, at: int) -> None:
        self.parent = parent
        self.at = at
        self.actions: list[int] = []
        self.notations: list[str] = []
        self.players = bytearray()
        self.branches: list[Line] = []
        self.notes: dict[int, Note] | None = None  # move index -> its note
        self.snapshots: dict[int, Any] | None = None  # position -> a state there

    @property
    def end(self) -> int:
        """The position after the line's last move."""
        return self.at + len(self.actions)

    def append(self, action: int, notation: str, player: int) -> None:
        """Add a move at the end."""
        self.actions.append(action)
        self.notations.append(notation)
        self.players.append(player)

    def notation(self, ply: int) -> str:
        """The notation of the line's move ``ply`` (an absolute index)."""
        return self.notations[ply - self.at]

    def add_branch(self, branch: Line) -> None:
        """Add a side line after those that leave this line at or before ``branch.at``."""
        branch.parent = self
        i = len(self.branches)
        while i and self.branches[i - 1].at > branch.at:
            i -= 1
        self.branches.insert(i, branch)

    def branches_at(self, ply: int) -> list[Line]:
        """The side lines that leave this line at position ``ply``, in order."""
        return [b for b in self.branches if b.at == ply]

    def take_tail(self, ply: int) -> Tail:
        """Remove and return the moves from ``ply`` on, with the side lines that leave
        after ``ply``, and the notes and snapshots of those moves and positions."""
        k = ply - self.at
        tail = (self.actions[k:], self.notations[k:], self.players[k:])
        del self.actions[k:], self.notations[k:], self.players[k:]
        later = [b for b in self.branches if b.at > ply]
        self.branches = [b for b in self.branches if b.at <= ply]
        notes = {i: n for i, n in (self.notes or {}).items() if i >= ply}
        snaps = {i: s for i, s in (self.snapshots or {}).items() if i > ply}
        if self.notes:
            self.notes = {i: n for i, n in self.notes.items() if i < ply} or None
        if self.snapshots:
            self.snapshots = {i: s for i, s in self.snapshots.items() if i <= ply} or None
        return (*tail, later, {"notes": notes, "snapshots": snaps})

    def put_tail(self, tail: Tail) -> None:
        """Continue the line with a tail :meth:`take_tail` gave (of a line that reached
        this line's end)."""
        actions, notations, players, branches, extra = tail
        self.actions += actions
        self.notations += notations
        self.players += players
        for b in branches:
            self.add_branch(b)
        if extra["notes"]:
            self.notes = {**(self.notes or {}), **extra["notes"]}
        if extra["snapshots"]:
            self.snapshots = {**(self.snapshots or {}), **extra["snapshots"]}


def chain(line: Line) -> list[Line]:
    """The lines from the main line to ``line``, each leaving the one before it."""
    out = [line]
    parent = line.parent
    while parent is not None:
        out.append(parent)
        parent = parent.parent
    out.reverse()
    return out


def holder(lines: Sequence[Line], ply: int) -> Line:
    """The line of ``lines`` (a :func:`chain`) that holds its move ``ply``."""
    for line in reversed(lines):
        if line.at <= ply:
            return line
    return lines[0]


def fork(lines: Sequence[Line], ply: int) -> Line:
    """The line of ``lines`` (a :func:`chain`) that passes through position ``ply`` and
    that the side lines leaving it there leave (the one that holds the move before it)."""
    for line in reversed(lines):
        if line.at < ply:
            return line
    return lines[0]


def segments(lines: Sequence[Line], lo: int, hi: int) -> Iterator[tuple[Line, int, int]]:
    """The parts of the moves ``lo`` to ``hi - 1`` along ``lines`` (a chain): each line
    with the absolute indexes of its moves among them."""
    for i, line in enumerate(lines):
        stop = lines[i + 1].at if i + 1 < len(lines) else line.end
        a, b = max(lo, line.at), min(hi, stop)
        if a < b:
            yield line, a, b


def children(lines: Sequence[Line], ply: int) -> list[tuple[str, Line]]:
    """The moves from position ``ply`` of ``lines`` (a chain), main one first, each with
    the line that holds it (the line to follow from there on)."""
    line = fork(lines, ply)
    out = [(line.notation(ply), line)] if line.end > ply else []
    return out + [(b.notations[0], b) for b in line.branches_at(ply)]


class Tree:
    """A tree of variations: :attr:`root` is the main line (from the start)."""

    __slots__ = ("root",)

    def __init__(self) -> None:
        self.root = Line(None, 0)

    def locate(self, moves: Sequence[str]) -> Line:
        """The line that holds the last of ``moves`` (a path from the start; the main line
        for none); ``KeyError`` naming the first move that the tree does not hold."""
        line = self.root
        lines = [line]
        for ply, move in enumerate(moves):
            for notation, nxt in children(lines, ply):
                if notation == move:
                    if nxt is not lines[-1]:
                        lines = chain(nxt)
                    break
            else:
                raise KeyError(f"no move {move!r} after {ply} moves {_path(moves[:ply])}")
        return lines[-1]

    def lines(self) -> Iterator[Line]:
        """Every line, the main one first, each before its side lines (depth first)."""
        todo = [self.root]
        while todo:
            line = todo.pop()
            yield line
            todo.extend(reversed(line.branches))

    def promote(self, target: Line) -> None:
        """Make the line through ``target``'s moves the main line at every position where
        it leaves another (the line it replaced becomes the first side line there)."""
        lines = chain(target)
        for parent, side in reversed(list(pairwise(lines))):
            ply = side.at
            mine = parent.take_tail(ply)
            parent.branches.remove(side)
            theirs = side.take_tail(ply)
            parent.put_tail(theirs)
            side.put_tail(mine)
            first = (i for i, b in enumerate(parent.branches) if b.at >= ply)
            parent.branches.insert(next(first, len(parent.branches)), side)
            side.parent = parent

    def delete(self, line: Line, ply: int) -> None:
        """Remove ``line``'s move ``ply`` and everything after it; the first side line
        leaving at ``ply`` (if any) becomes the line's continuation there."""
        parent = line.parent
        if ply == line.at and parent is not None:
            parent.branches.remove(line)
            return
        line.take_tail(ply)
        first = next(iter(line.branches_at(ply)), None)
        if first is not None:
            line.branches.remove(first)
            line.put_tail(first.take_tail(ply))


def _path(moves: Sequence[str]) -> str:
    return "(" + " ".join(moves)[:120] + ")" if moves else "(the start)"
