"""The one strict JSON reader of records and component data, and helpers that name the exact
field at fault.

Every game's record reader, ``wolfpack replay`` and the boards read JSON through
:func:`load_json`, so that bad input is always refused the same way, in bounded time and
memory: a :class:`~wolfpack.core.errors.RecordError` whose ``field`` is a path like
``setup.hands[0][3]``. A record is refused when it is larger than :data:`MAX_RECORD_BYTES`
(a record given as a dict: as JSON text, measured without writing it), nests deeper than
:data:`MAX_DEPTH`, repeats a key in one object, holds a number too long to read or a
non-finite one (``NaN``, ``Infinity``), or is not one JSON object; each field is then
checked against the range the format allows (:func:`expect_int` and friends).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from wolfpack.core.errors import RecordError
from wolfpack.core.files import TooLarge, read_bounded
from wolfpack.core.variations import GLYPHS, MAX_COMMENT, Note, Tree

MAX_RECORD_BYTES = 1 << 20
"""The largest record or component data file read (1 MiB; the longest whole game with its
own component data is about 40 KB)."""
MAX_DEPTH = 16
"""The deepest nesting of objects and arrays any format of the package has (at most 6)."""
_IDENTIFIER = re.compile(r"[A-Za-z0-9_.+-]+")


def _refuse_constant(name: str) -> Any:
    raise RecordError("file", f"{name} is not a number a record may hold")


class _Repeated(dict[str, Any]):
    """A JSON object in which :attr:`key` appeared more than once (refused once its place
    in the record is known, by :func:`_check_tree`)."""

    key = ""


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object from its key-value pairs, marked when a key appears twice (JSON's
    usual reading keeps the last one silently)."""
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            repeated = _Repeated(obj)
            repeated.key = key
            return repeated
        seen.add(key)
    return obj  # pragma: no cover  (fewer keys than pairs means one repeats)


def _check_tree(data: Any, what: str = "record", measure: bool = False) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` and a key repeated in one object,
    naming where. With ``measure`` (a value given as Python objects, not read from text),
    also refuse one larger than :data:`MAX_RECORD_BYTES` as compact JSON text (measured as
    it is walked, stopping as soon as it is too large, so that a huge value costs no more
    than a text at the limit) and a non-finite number. Iterative, in memory that grows with
    the depth only."""
    size = 0
    stack: list[tuple[Iterator[tuple[Any, Any]], str, int, bool]] = []
    value, parent, key, depth = data, "", None, 0

    def where() -> str:
        if key is None:
            return what
        return join(parent, key) if isinstance(key, str | int) else parent

    while True:
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise RecordError(where(), f"nests deeper than {MAX_DEPTH} levels")
            here = "" if key is None else where()
            if isinstance(value, _Repeated):
                raise RecordError(
                    join(here, value.key),
                    "this key appears more than once in its object; a record names each key once",
                )
            if isinstance(value, dict):
                stack.append((iter(value.items()), here, depth + 1, True))
            else:
                stack.append((enumerate(value), here, depth + 1, False))
            size += len(value) + 1  # brackets and commas
        elif measure:
            size += _scalar_size(value, where())
        if measure and size > MAX_RECORD_BYTES:
            raise RecordError(
                where(),
                f"makes the {what} larger than any {what} ({MAX_RECORD_BYTES} bytes at most "
                f"as JSON text)",
            )
        while stack:
            items, parent, depth, is_object = stack[-1]
            item = next(items, None)
            if item is None:
                stack.pop()
                continue
            key, value = item
            if is_object:
                size += len(key) + 3 if isinstance(key, str) else 24  # "key":
            break
        else:
            return


def _scalar_size(value: Any, path: str) -> int:
    """About the length of ``value`` as JSON text (exact for what records hold), without
    writing it; a non-finite float is refused."""
    if isinstance(value, str):
        return len(value) + 2
    if isinstance(value, bool) or value is None:
        return 5
    if isinstance(value, int):
        return value.bit_length() * 3 // 10 + 2
    if isinstance(value, float) and not math.isfinite(value):
        raise RecordError(path, f"{value} is not a number a record may hold")
    return 24


def parse_json(text: str | bytes, what: str = "record") -> Any:
    """Parse JSON text strictly (size, depth, numbers; see the module docs)."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("file", f"larger than any {what} ({MAX_RECORD_BYTES} bytes at most)")
    try:
        data = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as e:
        raise RecordError("file", f"not valid JSON (line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise RecordError("file", f"nests deeper than {MAX_DEPTH} levels") from None
    except ValueError as e:  # e.g. an integer of more than 4,300 digits
        raise RecordError("file", f"a number cannot be read: {str(e)[:80]}") from None
    _check_tree(data, what)
    return data


def load_json(source: str | Path | Mapping[str, Any] | BinaryIO) -> dict[str, Any]:
    """A record as a dict, from a dict, a JSON text (starting with ``{``), a file path or
    an open binary stream (``sys.stdin.buffer``), read strictly (see the module docs): at
    most :data:`MAX_RECORD_BYTES` and one more byte is read from a file or stream of any
    kind (a pipe, a device), whatever size it reports. A dict is held to the same limits,
    its size measured as JSON text. Anything else (a number, None, a list, bytes) is a
    :class:`~wolfpack.core.errors.RecordError` on the field ``source``."""
    if isinstance(source, Mapping):
        data: Any = dict(source)
        _check_tree(data, measure=True)
        return dict(data)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        data = parse_json(source)
    elif isinstance(source, str | Path) or callable(getattr(source, "read", None)):
        data = parse_json(read_text(source))
    else:
        raise RecordError(
            "source",
            "a record is read from a dict, JSON text, a file path or an open binary file; "
            f"not {type(source).__name__}",
        )
    if not isinstance(data, dict):
        raise RecordError("record", "a record is one JSON object")
    return data


def read_text(source: str | Path | BinaryIO, what: str = "record") -> str:
    """The UTF-8 text of a file (by its path) or an open binary stream, read within
    :data:`MAX_RECORD_BYTES`; a :class:`~wolfpack.core.errors.RecordError` on the field
    ``file`` names the file and says why not (too large, cannot be read, not UTF-8)."""
    if isinstance(source, str | Path):
        name = repr(str(source)[:200])
    else:
        stream_name = getattr(source, "name", None)
        name = "standard input" if stream_name in ("<stdin>", 0) else "the input"
    try:
        raw = read_bounded(source, MAX_RECORD_BYTES)
    except TooLarge:
        raise RecordError(
            "file", f"{name} is larger than any {what} ({MAX_RECORD_BYTES} bytes at most)"
        ) from None
    except OSError as e:
        reason = e.strerror or type(e).__name__
        raise RecordError("file", f"cannot read {name}: {reason}") from None
    except ValueError:  # e.g. a path with a NUL character
        raise RecordError("file", f"cannot read {name}: not a file name") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("file", f"{name} is not UTF-8 text") from None


def field(obj: Mapping[str, Any], key: str, path: str) -> Any:
    """``obj[key]``, or a RecordError naming ``path.key`` as missing."""
    if key not in obj:
        raise RecordError(join(path, key), "this field is missing")
    return obj[key]


def join(path: str, key: str | int) -> str:
    """Extend a field path with a key or an index; a key that is not a plain name (empty,
    with spaces or dots) is written quoted, ``path["a b"]``, so that every path names a
    field."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if not _IDENTIFIER.fullmatch(key):
        return f"{path}[{json.dumps(key[:40], ensure_ascii=False)}]"
    return f"{path}.{key}" if path else key


def expect_object(value: Any, path: str, keys: tuple[str, ...] | None = None) -> dict[str, Any]:
    """A JSON object; with ``keys``, exactly those keys (unknown or missing ones named)."""
    if not isinstance(value, dict):
        raise RecordError(path, "must be a JSON object")
    if keys is not None:
        for k in value:
            if k not in keys:
                raise RecordError(
                    join(path, k), f"unknown field; expected one of {', '.join(keys)}"
                )
        for k in keys:
            field(value, k, path)
    return value


def expect_known_keys(obj: Mapping[str, Any], path: str, keys: tuple[str, ...], what: str) -> None:
    """Refuse any key of ``obj`` outside ``keys`` (optional keys may be absent)."""
    for k in obj:
        if k not in keys:
            raise RecordError(join(path, k), f"unknown {what}; expected {', '.join(keys)}")


def expect_list(value: Any, path: str, length: int | None = None, what: str = "items") -> list[Any]:
    """A JSON array, of exactly ``length`` items when given."""
    if not isinstance(value, list):
        raise RecordError(path, "must be a JSON array")
    if length is not None and len(value) != length:
        raise RecordError(path, f"must hold exactly {length} {what}, found {len(value)}")
    return value


def expect_int(value: Any, path: str, lo: int | None = None, hi: int | None = None) -> int:
    """A JSON integer (not a boolean), within ``[lo, hi]`` when given."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(path, "must be an integer")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise RecordError(path, f"must be {_range(lo, hi)}, found {value}")
    return value


def _range(lo: int | None, hi: int | None) -> str:
    """``between 0 and 5``, ``at least 1`` or ``at most 9``: the bounds that there are."""
    if hi is None:
        return f"at least {lo}"
    if lo is None:
        return f"at most {hi}"
    return f"between {lo} and {hi}"


def expect_bool(value: Any, path: str) -> bool:
    """A JSON boolean."""
    if not isinstance(value, bool):
        raise RecordError(path, "must be true or false")
    return value


def expect_str(value: Any, path: str) -> str:
    """A JSON string."""
    if not isinstance(value, str):
        raise RecordError(path, "must be a string")
    return value


def expect_choice(value: Any, path: str, choices: tuple[str, ...], what: str) -> str:
    """A string among ``choices``."""
    text = expect_str(value, path)
    if text not in choices:
        raise RecordError(path, f"unknown {what} {text!r}; expected one of {', '.join(choices)}")
    return text


def expect_format(data: Mapping[str, Any], fmt: str) -> None:
    """Refuse a record whose ``format`` field is missing or is not ``fmt``."""
    found = expect_str(field(data, "format", ""), "format")
    if found != fmt:
        raise RecordError("format", f"expected {fmt!r}, found {found!r}")


def expect_moves(data: Mapping[str, Any]) -> list[str]:
    """A record's ``moves``: a list of strings, checked here for form only (for legality
    when they are replayed)."""
    moves = expect_list(field(data, "moves", ""), "moves")
    return [expect_str(m, join("moves", i)) for i, m in enumerate(moves)]


# -- variations and notes: the ``lines`` of a record format's second version ---------------
def tree_format(fmt: str) -> str:
    """The format of records with variations of a game whose records are ``fmt``: its
    next version (``<game>-record/1`` -> ``<game>-record/2``)."""
    name, _, version = fmt.rpartition("/")
    return f"{name}/{int(version) + 1}"


def expect_record_format(data: Mapping[str, Any], fmt: str) -> bool:
    """Refuse a record whose ``format`` is neither ``fmt`` nor :func:`tree_format` of it,
    and ``lines`` in a record of ``fmt`` (unknown there); True for the version with
    variations (its ``lines`` required)."""
    later = tree_format(fmt)
    found = expect_str(field(data, "format", ""), "format")
    if found not in (fmt, later):
        raise RecordError("format", f"expected {fmt!r} or {later!r}, found {found!r}")
    if found == fmt and "lines" in data:
        raise RecordError("lines", f"unknown field in {fmt}; a record with lines is {later}")
    if found == later:
        field(data, "lines", "")
    return found == later


def with_moves(record: dict[str, Any], moves: Sequence[str] | Mapping[str, Any]) -> dict[str, Any]:
    """``record`` (of a format's first version) with its moves: a list of moves, or
    :meth:`Game.record_moves <wolfpack.core.game.Game.record_moves>`; with ``lines`` there,
    the record is of the version with variations (:func:`tree_format`)."""
    if isinstance(moves, Mapping):
        record["moves"] = list(moves["moves"])
        if "lines" in moves:
            record["format"] = tree_format(record["format"])
            record["lines"] = moves["lines"]
    else:
        record["moves"] = list(moves)
    return record


@dataclass(frozen=True)
class RecordNote:
    """A note of a record's line: the index of its move, its comment and glyph."""

    at: int
    comment: str | None
    glyph: str | None


@dataclass(frozen=True)
class RecordLine:
    """A line of a record's tree, checked for form: the line it leaves (``source``, an
    index in ``lines``; 0 for the main line itself), the position it leaves it at, its
    moves and notes."""

    source: int
    at: int
    moves: tuple[str, ...]
    notes: tuple[RecordNote, ...]


def lines_json(tree: Tree) -> list[dict[str, Any]]:
    """The ``lines`` of a record: every line of ``tree``, the main line first, each side
    line after the line it leaves (which it names by its index, ``from``) with the position
    it leaves it at (``at``, the index of its first move in the game), and the notes of its
    moves (``at``: the index of the move in the game)."""
    out: list[dict[str, Any]] = []
    index: dict[int, int] = {}
    for line in tree.lines():
        obj: dict[str, Any] = {}
        if line.parent is not None:
            obj["from"] = index[id(line.parent)]
            obj["at"] = line.at
        obj["moves"] = list(line.notations)
        if line.notes:
            obj["notes"] = [_note_json(i, n) for i, n in sorted(line.notes.items())]
        index[id(line)] = len(out)
        out.append(obj)
    return out


def _note_json(at: int, note: Note) -> dict[str, Any]:
    out: dict[str, Any] = {"at": at}
    if note.glyph is not None:
        out["glyph"] = note.glyph
    if note.comment:
        out["comment"] = note.comment
    return out


def parse_lines(value: Any) -> list[RecordLine]:
    """A record's ``lines``, checked for form (each move's legality is checked when it is
    played): each side line leaves an earlier line after that line's first move and before
    its end, and begins with another move than that line and the side lines that leave it
    there before it; each note is on a move of its line, once, with a comment (at most
    :data:`~wolfpack.core.variations.MAX_COMMENT` characters), a glyph or both."""
    items = expect_list(value, "lines")
    if not items:
        raise RecordError("lines", "must hold the main line at least")
    out: list[RecordLine] = []
    paths: list[tuple[str, ...]] = []
    firsts: set[tuple[int, int, str]] = set()
    for k, item in enumerate(items):
        path = join("lines", k)
        keys = ("from", "at", "moves", "notes") if k else ("moves", "notes")
        obj = expect_object(item, path)
        expect_known_keys(obj, path, keys, "field of a line")
        moves_v = expect_list(field(obj, "moves", path), join(path, "moves"))
        moves = tuple(expect_str(m, join(join(path, "moves"), i)) for i, m in enumerate(moves_v))
        source, at = 0, 0
        if k:
            source = expect_int(field(obj, "from", path), join(path, "from"), 0, k - 1)
            parent = out[source]
            end = parent.at + len(parent.moves)
            lo = parent.at + 1 if source else 0
            if lo >= end:
                raise RecordError(
                    join(path, "from"),
                    f"lines[{source}] has no move a side line could leave it at",
                )
            at = expect_int(field(obj, "at", path), join(path, "at"), lo, end - 1)
            if not moves:
                raise RecordError(join(path, "moves"), "a side line holds one move at least")
            first = join(join(path, "moves"), 0)
            if moves[0] == paths[source][at] or (source, at, moves[0]) in firsts:
                raise RecordError(
                    first,
                    f"{moves[0][:80]!r} is already played there (by lines[{source}] or a line "
                    "leaving it there before this one); a side line begins with another move",
                )
            firsts.add((source, at, moves[0]))
        paths.append((paths[source][:at] if k else ()) + moves)
        line = RecordLine(source, at, moves, ())
        notes = _parse_notes(obj.get("notes", []), join(path, "notes"), line)
        out.append(RecordLine(source, at, moves, notes))
    return out


def _parse_notes(value: Any, path: str, line: RecordLine) -> tuple[RecordNote, ...]:
    notes = []
    seen: set[int] = set()
    for i, item in enumerate(expect_list(value, path)):
        here = join(path, i)
        obj = expect_object(item, here)
        expect_known_keys(obj, here, ("at", "comment", "glyph"), "field of a note")
        end = line.at + len(line.moves) - 1
        if end < line.at:
            raise RecordError(here, "this line has no move to annotate")
        at = expect_int(field(obj, "at", here), join(here, "at"), line.at, end)
        if at in seen:
            raise RecordError(join(here, "at"), f"the move {at} has a note already; one each")
        seen.add(at)
        comment = expect_str(obj["comment"], join(here, "comment")) if "comment" in obj else None
        glyph = (
            expect_choice(obj["glyph"], join(here, "glyph"), GLYPHS, "glyph")
            if "glyph" in obj
            else None
        )
        if comment is not None and len(comment) > MAX_COMMENT:
            raise RecordError(
                join(here, "comment"), f"at most {MAX_COMMENT} characters, found {len(comment)}"
            )
        if not comment and glyph is None:
            raise RecordError(here, "a note holds a comment, a glyph or both")
        notes.append(RecordNote(at, comment, glyph))
    return tuple(notes)
