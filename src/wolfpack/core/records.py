"""The one strict JSON reader of records and component data, and helpers that name the exact
field at fault.

Every game's record reader, ``wolfpack replay`` and the boards read JSON through
:func:`load_json`, so that bad input is always refused the same way, in bounded time and
memory: a :class:`~wolfpack.core.errors.RecordError` whose ``field`` is a path like
``setup.hands[0][3]``. A record is refused when it is larger than :data:`MAX_RECORD_BYTES`,
nests deeper than :data:`MAX_DEPTH`, holds a number too long to read or a non-finite one
(``NaN``, ``Infinity``), or is not one JSON object; each field is then checked against the
range the format allows (:func:`expect_int` and friends).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, BinaryIO

from wolfpack.core.errors import RecordError
from wolfpack.core.files import TooLarge, read_bounded

MAX_RECORD_BYTES = 1 << 20
"""The largest record or component data file read (1 MiB; a whole game of The Wolves with
its own component data is about 40 KB)."""
MAX_DEPTH = 16
"""The deepest nesting of objects and arrays any format of the package has (at most 6)."""
_IDENTIFIER = re.compile(r"[A-Za-z0-9_.+-]+")


def _refuse_constant(name: str) -> Any:
    raise RecordError("file", f"{name} is not a number a record may hold")


def _check_depth(data: Any) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH`, naming where (iteratively)."""
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise RecordError(path or "record", f"nests deeper than {MAX_DEPTH} levels")
            items = value.items() if isinstance(value, dict) else enumerate(value)
            stack.extend((v, join(path, k), depth + 1) for k, v in items)


def parse_json(text: str | bytes, what: str = "record") -> Any:
    """Parse JSON text strictly (size, depth, numbers; see the module docs)."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("file", f"larger than any {what} ({MAX_RECORD_BYTES} bytes at most)")
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as e:
        raise RecordError("file", f"not valid JSON (line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise RecordError("file", f"nests deeper than {MAX_DEPTH} levels") from None
    except ValueError as e:  # e.g. an integer of more than 4,300 digits
        raise RecordError("file", f"a number cannot be read: {str(e)[:80]}") from None
    _check_depth(data)
    return data


def load_json(source: str | Path | Mapping[str, Any] | BinaryIO) -> dict[str, Any]:
    """A record as a dict, from a dict, a JSON text (starting with ``{``), a file path or
    an open binary stream (``sys.stdin.buffer``), read strictly (see the module docs): at
    most :data:`MAX_RECORD_BYTES` and one more byte is read from a file or stream of any
    kind (a pipe, a device), whatever size it reports."""
    if isinstance(source, Mapping):
        data: Any = dict(source)
        _check_depth(data)
        return dict(data)
    if isinstance(source, str) and source.lstrip().startswith("{"):
        data = parse_json(source)
    else:
        data = parse_json(read_text(source))
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
        raise RecordError(path, f"must be between {lo} and {hi}, found {value}")
    return value


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
