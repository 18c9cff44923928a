"""The Ten Tricks record (format ``ten-tricks-record/1``): the deal and the moves::

    {"game": "ten-tricks", "format": "ten-tricks-record/1",
     "setup": {"hands": [[1, 4, 6, 9], [2, 3, 7, 10]], "marker": 5, "hidden": 8},
     "moves": ["play 4", "play 7", ...]}

A bad record is refused naming the field (``setup.hands[1][2]``) and the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ten_tricks.state import CARDS, HAND, Setup
from wolfpack.core.errors import RecordError
from wolfpack.core.records import (
    expect_format,
    expect_int,
    expect_list,
    expect_moves,
    expect_object,
    field,
    join,
    load_json,
)

GAME_ID = "ten-tricks"
FORMAT = "ten-tricks-record/1"
TOP_KEYS = ("game", "format", "setup", "moves")


def record_json(setup: Setup, moves: list[str]) -> dict[str, Any]:
    """A whole record."""
    return {
        "game": GAME_ID,
        "format": FORMAT,
        "setup": {
            "hands": [list(h) for h in setup.hands],
            "marker": setup.marker,
            "hidden": setup.hidden,
        },
        "moves": list(moves),
    }


def _card(value: Any, path: str, seen: set[int]) -> int:
    card = expect_int(value, path, CARDS[0], CARDS[-1])
    if card in seen:
        raise RecordError(path, f"the {card} is dealt twice; there is one of each card (TT-C1)")
    seen.add(card)
    return card


def parse_record(source: str | Path | Mapping[str, Any]) -> tuple[Setup, list[str]]:
    """The deal and the moves of a record (moves checked for form only)."""
    data = load_json(source)
    expect_format(data, FORMAT)
    for key in data:
        if key not in TOP_KEYS:
            raise RecordError(key, f"unknown field; expected one of {', '.join(TOP_KEYS)}")
    if "game" in data and data["game"] != GAME_ID:
        raise RecordError("game", f"expected {GAME_ID!r}, found {data['game']!r}")
    setup = expect_object(field(data, "setup", ""), "setup", ("hands", "marker", "hidden"))
    seen: set[int] = set()
    hands_v = expect_list(setup["hands"], "setup.hands", 2, "hands, one per player (TT-S1)")
    hands = []
    for p, hand_v in enumerate(hands_v):
        path = join("setup.hands", p)
        cards = expect_list(hand_v, path, HAND, "cards (TT-S1)")
        hands.append(tuple(_card(c, join(path, i), seen) for i, c in enumerate(cards)))
    marker = _card(setup["marker"], "setup.marker", seen)
    hidden = _card(setup["hidden"], "setup.hidden", seen)
    return Setup((hands[0], hands[1]), marker, hidden), expect_moves(data)
