"""The games the package knows, so that game-agnostic tools (the CLI, bots, the coverage
report) can find a game by id or by the format of its record."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.game import Game
from wolfpack.core.records import load_json


@dataclass(frozen=True)
class GameInfo:
    """A registered game: id, rule-id prefix, record format, and how to load a record."""

    id: str
    title: str
    rule_prefix: str
    record_format: str
    from_record: Callable[[Mapping[str, Any]], Game[Any]]


_GAMES: dict[str, GameInfo] = {}


def register_game(info: GameInfo) -> None:
    """Make a game known to the CLI and tools."""
    _GAMES[info.id] = info


def games() -> list[GameInfo]:
    """Every registered game."""
    return list(_GAMES.values())


def get_game(game_id: str) -> GameInfo:
    """A registered game by id (``KeyError`` listing the known ids)."""
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}") from None


def game_of_record(data: Mapping[str, Any]) -> GameInfo:
    """The registered game a record belongs to, by its ``game`` or ``format`` field."""
    fmt = data.get("format")
    game_id = data.get("game")
    for info in _GAMES.values():
        if game_id == info.id or (game_id is None and fmt == info.record_format):
            return info
    if game_id is not None:
        raise RecordError("game", f"unknown game {game_id!r}; known: {', '.join(_GAMES)}")
    if fmt is None:
        raise RecordError("format", "this field is missing")
    known = ", ".join(info.record_format for info in _GAMES.values())
    raise RecordError("format", f"unknown record format {fmt!r}; known: {known}")


def load_record(source: str | Path | Mapping[str, Any]) -> Game[Any]:
    """Replay any game's record, chosen by its ``game`` or ``format`` field."""
    data = load_json(source)
    return game_of_record(data).from_record(data)
