"""Hints and solver verdicts in the JSON form the board widgets sync.

A hint (:class:`~wolfpack.bots.Analysis`) becomes ``{"player", "position", "best",
"best_path", "moves", "names", "explanation", "iterations", "seconds", "cancelled"}``.
Each of ``moves`` is one legal move, best first, as a row ``[move, visits, margin,
margin_lo, margin_hi, win, win_lo, win_hi]``: the expected final point margin and win rate
of the player to move, each with its 95% interval (``None`` where a bound is unknown or
the hint states none); ``method`` says where the values come from (``search``, ``pimc``
or ``only``); ``equal`` lists the moves the search could not tell apart from the best;
``names[i]`` says move ``i`` in words; a row tried in fewer than
``min_rated`` simulated games has too few to be given a value (the board shows none). A verdict
(:class:`~wolfpack.bots.Verdict`) becomes ``{"player", "position", "best", "best_path",
"name", "margin", "explanation", "seconds"}`` with ``margin`` player 0's final points
minus player 1's. ``best_path`` is the best move's board elements
(:meth:`~wolfpack.core.game.Game.elements`), so the board marks it without reading its
notation; ``position`` is the number of decisions played when it
was computed; explanations are in the compact form of
:func:`~wolfpack.widget.codec.encode`.
"""

from __future__ import annotations

from typing import Any

from wolfpack.bots import Analysis, Verdict
from wolfpack.bots.analysis import MIN_RATED
from wolfpack.core.game import Game
from wolfpack.widget.codec import encode

HINT_COLUMNS = ("move", "visits", "margin", "margin_lo", "margin_hi", "win", "win_lo", "win_hi")
"""The columns of a hint's ``moves`` rows."""


def hint_json(analysis: Analysis, position: int, game: Game[Any]) -> dict[str, Any]:
    """The synced form of a hint computed after ``position`` decisions of ``game`` (which
    is still in that position)."""
    rows = []
    for value in analysis.moves:
        v = value.to_json()
        rows.append(
            [
                v["move"],
                v["visits"],
                # The margin and the win rate as the hint's sentence writes them (one
                # decimal, whole percent), so that the table never reads otherwise.
                round(value.margin, 1),
                _round(v["margin_ci"][0]),
                _round(v["margin_ci"][1]),
                round(value.win_rate, 2),
                _round(v["win_ci"][0], 3),
                _round(v["win_ci"][1], 3),
            ]
        )
    return {
        "player": analysis.player,
        "position": position,
        "best": analysis.best.move,
        "best_path": list(game.elements(analysis.best.move)),
        "moves": rows,
        "names": [encode(game.describe(row[0])) for row in rows],
        "explanation": encode(analysis.explanation),
        "headline": encode(analysis.headline),
        "why": [encode(note) for note in analysis.why],
        "statistics": [encode(note) for note in analysis.statistics],
        "iterations": analysis.iterations,
        "seconds": round(analysis.seconds, 2),
        "cancelled": analysis.cancelled,
        # PIMC values every move on every deal: each row is as well founded as the best.
        "min_rated": MIN_RATED if analysis.best.method == "search" else 0,
        "method": analysis.best.method,
        "equal": list(analysis.equal),
    }


def verdict_json(verdict: Verdict, position: int, game: Game[Any]) -> dict[str, Any]:
    """The synced form of the solver's verdict on the position after ``position``
    decisions of ``game`` (which is still in that position)."""
    return {
        "player": verdict.player,
        "position": position,
        "best": verdict.best,
        "best_path": list(game.elements(verdict.best)),
        "name": encode(game.describe(verdict.best)),
        "margin": verdict.margin,
        "explanation": encode(verdict.explanation),
        "seconds": round(verdict.seconds, 2),
    }


def _round(x: float | None, digits: int = 2) -> float | None:
    return None if x is None else round(x, digits)
