"""A board's tree of variations: what it syncs of the game's tree, and the intents that walk
and edit it (go to a position, promote a line, delete one, annotate a move).

The tree is for analysis: a board offers it where undo is free (the open view, or a player's
view with ``undo="free"``), never on a competitive board (locked, or a hot seat), where the
intents are refused as undo is. Each move of the synced tree is said as the board's log says
it to the viewer (:func:`wolfpack.widget.narration.tree_move`): a player's view reads another
player's decision in the words the game gives everyone, never what is hidden from them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import LOCK, Game, Step
from wolfpack.core.variations import GLYPHS, MAX_COMMENT, Line, chain
from wolfpack.widget import narration
from wolfpack.widget.codec import encode
from wolfpack.widget.intents import Refusal, field_refusal, is_int

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget


class Memo:
    """The synced words of each move of a game's tree for one viewer, by the position it
    reaches: a position is a number, and the move ``notation`` from position ``n`` reaches
    ``children[n, notation]`` (the start is 0). A position's words never change (a game's
    position is named by its moves), so each is worked out once."""

    __slots__ = ("children", "words")

    def __init__(self) -> None:
        self.children: dict[tuple[int, str], int] = {}
        self.words: dict[int, dict[str, Any]] = {}

    def node(self, parent: int, notation: str) -> int:
        """The position the move ``notation`` reaches from position ``parent``."""
        key = (parent, notation)
        found = self.children.get(key)
        if found is None:
            found = self.children[key] = len(self.children) + 1
        return found


def tree_refusal(board: GameWidget) -> Explanation | None:
    """Why the board may not walk or edit the tree (None: it may): undo is off, the board
    is competitive (locked, or a hot seat), or it shows a player's view whose undo is not
    free (going to another line would show what taking back hides)."""
    off = board.controls.refusal("undo")
    if off is not None:
        return off
    if board.lesson_mode is not None:
        return msg("ui.lesson.off")
    if board.locked or board.follow:
        return msg("ui.tree_competitive")
    if board.perspective is not None and board.controls.undo != "free":
        return msg("ui.tree_safe")
    return None


def _line_steps(game: Game[Any], line: Line, start: int) -> list[Step]:
    """The decisions ``start`` to the end of ``line`` as :class:`Step` objects, replayed
    along ``line`` without moving the game (its current line is put back)."""
    with LOCK:
        saved = game._lines, game._last
        game._lines, game._last = chain(line), None
        try:
            return game._steps_between(start, line.end)
        finally:
            game._lines, game._last = saved


def tree_json(board: GameWidget) -> dict[str, Any]:
    """The synced ``tree``: every line (the main one first, each side line after the line
    it leaves, named by its index ``from``, with ``at``, the position it leaves it at),
    each move said as the log says it to the viewer (``n``, ``p``, ``d``) with its note
    (``g`` glyph, ``c`` comment); ``path``, the lines from the main one to the current one;
    ``ply``, the current position; ``off``, why the tree may not be walked or edited (a
    player's view that may not walk it holds only the moves to the position)."""
    game, viewer = board.game, board.perspective
    memo_of = board._tree_memo
    if memo_of is None or memo_of[0] is not game or memo_of[1] != viewer:
        memo_of = board._tree_memo = (game, viewer, Memo())
    memo = memo_of[2]
    out: list[dict[str, Any]] = []
    index: dict[int, int] = {}
    nodes: dict[int, list[int]] = {}  # per line: its start, then the position after each move
    with LOCK:
        for line in game._tree.lines():
            parent = line.parent
            start = 0 if parent is None else nodes[id(parent)][line.at - parent.at]
            ids = [start]
            for notation in line.notations:
                ids.append(memo.node(ids[-1], notation))
            nodes[id(line)] = ids
            missing = next((i for i, n in enumerate(ids[1:]) if n not in memo.words), None)
            if missing is not None:
                steps = _line_steps(game, line, line.at + missing)
                for step, n in zip(steps, ids[1 + missing :], strict=True):
                    memo.words[n] = narration.tree_move(board, step, viewer)
            moves = []
            for i, n in enumerate(ids[1:]):
                entry = dict(memo.words[n])
                note = (line.notes or {}).get(line.at + i)
                if note is not None and note.glyph is not None:
                    entry["g"] = note.glyph
                if note is not None and note.comment:
                    entry["c"] = note.comment
                moves.append(entry)
            obj: dict[str, Any] = {"at": line.at, "moves": moves}
            if parent is not None:
                obj["from"] = index[id(parent)]
            index[id(line)] = len(out)
            out.append(obj)
        current = [index[id(line)] for line in game._lines]
        ply = game._ply
    why = tree_refusal(board)
    if why is not None and viewer is not None:
        # A player who may not walk the tree reads only what they were shown: the moves
        # to the position, as the log has them (another line, or the moves after the
        # position, could hold another player's cards that were never played to them).
        out, current = [{"at": 0, "moves": _seen(out, current, ply)}], [0]
    tree: dict[str, Any] = {"lines": out, "path": current, "ply": ply}
    if why is not None:
        tree["off"] = encode(why)
    return tree


def _seen(lines: list[dict[str, Any]], path: list[int], ply: int) -> list[dict[str, Any]]:
    """The synced moves of the current ``path`` (indexes into ``lines``) before ``ply``."""
    moves: list[dict[str, Any]] = []
    for i, index in enumerate(path):
        if len(moves) >= ply:
            break
        line = lines[index]
        stop = lines[path[i + 1]]["at"] if i + 1 < len(path) else line["at"] + len(line["moves"])
        moves += line["moves"][len(moves) - line["at"] : min(stop, ply) - line["at"]]
    return moves


def target_of(board: GameWidget, request: dict[str, Any]) -> tuple[str, ...] | None:
    """The position an intent names: ``moves`` (the moves from the start), or ``line``
    (an index into the synced tree's lines) with ``ply`` (a position on it, from the one
    it leaves its parent line at to its end); None: neither (the current position).
    Refused naming the field that names no position of the tree."""
    moves, line, ply = request.get("moves"), request.get("line"), request.get("ply")
    game = board.game
    if moves is not None:
        if not isinstance(moves, list) or len(moves) > 10_000:
            raise field_refusal("moves", "the moves from the start to a position of the tree")
        if not all(isinstance(m, str) and len(m) <= 200 for m in moves):
            raise field_refusal("moves", "the moves from the start to a position of the tree")
        try:
            game._tree.locate(moves)
        except KeyError:
            raise Refusal(msg("ui.no_node", field="moves")) from None
        return tuple(moves)
    if line is None and ply is None:
        return None
    with LOCK:
        lines = list(game._tree.lines())
        if not is_int(line) or not 0 <= line < len(lines):
            raise field_refusal("line", f"the index of a line of the tree, 0 to {len(lines) - 1}")
        found = lines[line]
        low = found.at + (found.parent is not None)
        if not is_int(ply) or not low <= ply <= found.end:
            raise field_refusal("ply", f"a position of that line, {low} to {found.end}")
        return tuple(game._path(chain(found), ply))


def checked_note(request: dict[str, Any]) -> tuple[str | None, str | None]:
    """The ``comment`` and ``glyph`` of an *annotate* intent (None: kept as it is; an
    empty comment, and a glyph ``""`` or null, clear it), refused naming the field."""
    comment = request.get("comment")
    if comment is not None and (not isinstance(comment, str) or len(comment) > MAX_COMMENT):
        raise field_refusal("comment", f"a text of at most {MAX_COMMENT} characters")
    if "glyph" not in request:
        return comment, None
    glyph = request.get("glyph")
    if glyph is None:
        return comment, ""
    if glyph not in ("", *GLYPHS):
        raise field_refusal("glyph", "one of " + " ".join(GLYPHS) + ", or null to clear it")
    return comment, str(glyph)


def allowed(board: GameWidget) -> None:
    """Refuse the intent where the tree may not be walked or edited (:func:`tree_refusal`)."""
    why = tree_refusal(board)
    if why is not None:
        raise Refusal(why)


def start_refusal(moves: tuple[str, ...] | None, board: GameWidget) -> tuple[str, ...]:
    """The moves of a target that must be a move (deleted or annotated): the current
    position's for None; refused for the start, which no move reaches."""
    found = tuple(board.game.moves) if moves is None else moves
    if not found:
        raise Refusal(msg("ui.tree_start", field="moves"))
    return found
