"""What a player may see of a Ten Tricks position (TT-H1), as rows of cards a generic board
draws (``zones``), and the same as text for a terminal."""

from __future__ import annotations

from typing import Any

from ten_tricks.state import TTState, bonus_card
from wolfpack.core import i18n
from wolfpack.core.rules import implements

HIDDEN = "?"
"""What a card shows to whoever may not see it."""


def _cards(cards: list[int], visible: bool, clickable: bool) -> list[dict[str, Any]]:
    return [
        {"element": f"card:{c}" if clickable else None, "text": str(c) if visible else HIDDEN}
        for c in cards
    ]


@implements("TT-H1")
def view(state: TTState, player: int | None = None) -> dict[str, Any]:
    """The position as ``player`` sees it (None: everything, for teaching)."""
    if player is not None and (isinstance(player, bool) or player not in (0, 1)):
        raise ValueError("player must be 0, 1 or None (the open view)")
    over = state.is_terminal()
    zones: list[dict[str, Any]] = []
    for p in (0, 1):
        sees = player in (None, p)
        zones.append(
            {
                "id": f"hand.{p}",
                "title": "tt.zone.hand",
                "args": {"player": p},
                "player": p,
                "items": _cards(state.hands[p], sees, sees),
            }
        )
    shown = over or player is None
    zones.append(
        {
            "id": "marker",
            "title": "tt.zone.marker",
            "args": {},
            "player": None,
            "items": _cards([state.marker], True, False),
        }
    )
    zones.append(
        {
            "id": "hidden",
            "title": "tt.zone.hidden",
            "args": {},
            "player": None,
            "items": _cards([state.hidden], shown, False),
        }
    )
    zones.append(
        {
            "id": "trick",
            "title": "tt.zone.trick",
            "args": {"trick": min(state.trick, 3)},
            "player": None,
            "items": _cards(state.table, True, False),
        }
    )
    for p in (0, 1):
        zones.append(
            {
                "id": f"won.{p}",
                "title": "tt.zone.won",
                "args": {"player": p},
                "player": p,
                "items": _cards(state.won[p], True, False),
            }
        )
    scores = state.scores() if shown else list(state.tricks)
    return {
        "game": "ten-tricks",
        "players": 2,
        "perspective": player,
        "to_move": None if over else state.to_move,
        "trick": state.trick,
        "marker": state.marker,
        "hidden": state.hidden if shown else None,
        "bonus": bonus_card(state.hidden) if shown else None,
        "scores": scores,
        "zones": zones,
    }


def render(view: dict[str, Any], lang: str | None = None) -> str:
    """One line per row of cards, its title in ``lang``."""
    lines = []
    for zone in view["zones"]:
        title = i18n.render(zone["title"], zone["args"], lang)
        lines.append(f"{title}: {' '.join(item['text'] for item in zone['items']) or '-'}")
    return "\n".join(lines)
