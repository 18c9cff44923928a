"""Helpers to read JSON records strictly, naming the exact field at fault.

Every game's record reader uses these so that a bad record is always refused the same way:
a :class:`~wolfpack.core.errors.RecordError` whose ``field`` is a path like
``setup.hands[0][3]``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError


def load_json(source: str | Path | Mapping[str, Any]) -> dict[str, Any]:
    """A record as a dict, from a dict, a JSON text (starting with ``{``) or a file path."""
    if isinstance(source, Mapping):
        return dict(source)
    text: str
    if isinstance(source, str) and source.lstrip().startswith("{"):
        text = source
    else:
        try:
            text = Path(source).read_text(encoding="utf-8")
        except OSError as e:
            raise RecordError("file", f"cannot read {str(source)!r}: {e.strerror}") from None
        except UnicodeDecodeError:
            raise RecordError("file", "the record is not UTF-8 text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError("file", f"not valid JSON (line {e.lineno}, column {e.colno})") from None
    if not isinstance(data, dict):
        raise RecordError("record", "a record is one JSON object")
    return data


def field(obj: Mapping[str, Any], key: str, path: str) -> Any:
    """``obj[key]``, or a RecordError naming ``path.key`` as missing."""
    if key not in obj:
        raise RecordError(join(path, key), "this field is missing")
    return obj[key]


def join(path: str, key: str | int) -> str:
    """Extend a field path with a key or an index."""
    if isinstance(key, int):
        return f"{path}[{key}]"
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
