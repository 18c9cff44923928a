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
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, BinaryIO

from wolfpack.core.errors import RecordError
from wolfpack.core.files import TooLarge, read_bounded

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
