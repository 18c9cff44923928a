"""Integer codes of Lone Wolves decisions and their notation (the record's move strings).

``play <card> <territory>`` is ``card * 5 + territory``; ``reveal i``, ``take i`` and
``place <location>`` follow at fixed offsets, so an action is one small int on the fast path.
"""

from __future__ import annotations

from wolfpack.lone_wolves.components import (
    CARD_CODES,
    LOCATION_NAMES,
    N_TERR,
    TERRITORIES,
    parse_card,
)

PLAY_BASE = 0
REVEAL_BASE = 150
TAKE_BASE = 160
PLACE_BASE = 170
MAX_SCAR_SPACES = 8


def play_action(card: int, territory: int) -> int:
    """The action ``play <card> <territory>``."""
    return PLAY_BASE + card * N_TERR + territory


def action_kind(action: int) -> str:
    """``play``, ``reveal``, ``take`` or ``place``."""
    if action < REVEAL_BASE:
        return "play"
    if action < TAKE_BASE:
        return "reveal"
    if action < PLACE_BASE:
        return "take"
    return "place"


def _notation(action: int) -> str:
    if action < REVEAL_BASE:
        card, terr = divmod(action - PLAY_BASE, N_TERR)
        return f"play {CARD_CODES[card]} {TERRITORIES[terr]}"
    if action < TAKE_BASE:
        return f"reveal {action - REVEAL_BASE}"
    if action < PLACE_BASE:
        return f"take {action - TAKE_BASE}"
    return f"place {LOCATION_NAMES[action - PLACE_BASE]}"


_NOTATIONS = tuple(_notation(a) for a in range(PLACE_BASE + len(LOCATION_NAMES)))


def action_notation(action: int) -> str:
    """The record notation of an action, e.g. ``"play g6 swamp"``."""
    return _NOTATIONS[action]


_LOCATION_BY_NAME = {name: loc for loc, name in enumerate(LOCATION_NAMES)}


def parse_action(text: str) -> int | None:
    """The action a notation names, or None if it is not a well-formed move.

    Accepts any case and extra spaces; a border may be written in either order.
    """
    parts = text.strip().lower().split()
    if len(parts) == 3 and parts[0] == "play":
        card = parse_card(parts[1])
        terr = TERRITORIES.index(parts[2]) if parts[2] in TERRITORIES else -1
        if card is None or terr < 0:
            return None
        return play_action(card, terr)
    if len(parts) == 2 and parts[0] in ("reveal", "take"):
        if not parts[1].isdigit() or int(parts[1]) >= MAX_SCAR_SPACES:
            return None
        base = REVEAL_BASE if parts[0] == "reveal" else TAKE_BASE
        return base + int(parts[1])
    if len(parts) == 2 and parts[0] == "place":
        name = parts[1]
        if "+" in name:
            a, _, b = name.partition("+")
            if (
                a in TERRITORIES
                and b in TERRITORIES
                and TERRITORIES.index(a) > TERRITORIES.index(b)
            ):
                name = f"{b}+{a}"
        loc = _LOCATION_BY_NAME.get(name)
        return None if loc is None else PLACE_BASE + loc
    return None
