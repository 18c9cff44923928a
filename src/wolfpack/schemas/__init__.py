"""JSON Schemas (draft 2020-12) of every file format the package reads or writes, shipped
with it and published on the documentation site (``schemas/<name>.schema.json``).

Each schema says what a valid file looks like as far as a schema can: fields, types,
ranges, the board's sizes, the moves' notation. The package's own readers check more (each
card once, the tiles of the game, the moves' legality when replayed), and stay the one
judge of a file: a file they accept always validates, and most files they refuse are
refused by its schema too (``tests/test_schemas.py``). The package itself never needs a
JSON Schema validator; :func:`schema` gives a schema's contents to use with one (such as
``jsonschema``), which finds the schemas a schema refers to by their ``$id``
(:func:`every_schema`).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

SCHEMAS: dict[str, str] = {
    "lone-wolves-record": "Lone Wolves records (lone-wolves-record/1 and /2, .lwr.json)",
    "the-wolves-record": "The Wolves records (the-wolves-record/1 and /2, .twr.json)",
    "the-wolves-data": "The Wolves' component data (the-wolves-data.json, a record's data)",
    "triqueta-record": "Triqueta records (triqueta-record/1 and /2, .tqr.json)",
    "wolfpack-lesson": "lessons (wolfpack-lesson/1)",
    "wolfpack-puzzles": "puzzle index files (examples/puzzles/puzzles.json)",
    "wolfpack-view": "a player's saved view (wolfpack-view/1)",
    "wolfpack-replay": "replays, in saved views and exported pages (wolfpack-replay/1)",
    "wolfpack-progress": "the lesson progress file (wolfpack-progress/1)",
}
"""Every schema by name (its file is ``<name>.schema.json``), with what it describes."""
FORMATS: dict[str, str] = {
    "lone-wolves-record/1": "lone-wolves-record",
    "lone-wolves-record/2": "lone-wolves-record",
    "the-wolves-record/1": "the-wolves-record",
    "the-wolves-record/2": "the-wolves-record",
    "triqueta-record/1": "triqueta-record",
    "triqueta-record/2": "triqueta-record",
    "wolfpack-lesson/1": "wolfpack-lesson",
    "wolfpack-view/1": "wolfpack-view",
    "wolfpack-replay/1": "wolfpack-replay",
    "wolfpack-progress/1": "wolfpack-progress",
}
"""The schema of each ``format`` a file names (the component data and puzzle indexes name
none)."""
BASE_URI = "https://wolfpack-boards.github.io/wolfpack/schemas/"
"""Where the schemas are published; each one's ``$id`` is ``BASE_URI + <name>.schema.json``."""


def file_name(name: str) -> str:
    """The file name of the schema ``name`` (a name of :data:`SCHEMAS`, or a format of
    :data:`FORMATS`): ``<name>.schema.json``. ``KeyError`` naming the known ones otherwise."""
    name = FORMATS.get(name, name)
    if name not in SCHEMAS:
        raise KeyError(f"no schema {name!r}; known: {', '.join(SCHEMAS)}")
    return f"{name}.schema.json"


def schema(name: str) -> dict[str, Any]:
    """The schema ``name`` (a name of :data:`SCHEMAS`, or a format of :data:`FORMATS`), as
    a fresh dict."""
    text = resources.files(__name__).joinpath(file_name(name)).read_text("utf-8")
    found: dict[str, Any] = json.loads(text)
    return found


def every_schema() -> dict[str, dict[str, Any]]:
    """Every schema by its ``$id`` (what a validator's registry of references needs)."""
    return {BASE_URI + file_name(name): schema(name) for name in SCHEMAS}


__all__ = ["BASE_URI", "FORMATS", "SCHEMAS", "every_schema", "file_name", "schema"]
