"""Named strengths for playing against the computer (what a board's strength menu offers).

Every level is reproducible: the ISMCTS levels are limited by iterations, not time, so
the same seed replays the same game on any machine (only the thinking time varies: about
0.2 s, 0.8 s and 3 s per decision at move 1 on one core of a 2020s laptop).
"""

from __future__ import annotations

from typing import Any

from wolfpack.bots.tournament import make_bot

LEVELS: dict[str, str] = {
    "random": "random",
    "easy": "heuristic",
    "medium": "ismcts:1000",
    "hard": "ismcts:5000",
    "expert": "ismcts:20000",
}
"""Strength name → bot spec (see :func:`wolfpack.bots.tournament.make_bot`)."""


def bot_for_level(level: str, seed: int = 0) -> Any:
    """A seeded bot of a named strength (``ValueError`` listing the levels if unknown)."""
    try:
        spec = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown strength {level!r}; choose one of {', '.join(LEVELS)}") from None
    return make_bot(spec, seed)
