"""Helpers for the Lone Wolves tutorials (``examples/``; also exported by
:mod:`wolfpack.tutorial`): staged positions, exercises that
check an answer and explain a wrong one in the engine's own words, the final scoring
territory by territory, and puzzles checked by the exact solver.

* :func:`stage`: a game whose hands hold the cards you name.
* :class:`Exercise` with a :class:`Goal` (:func:`wins_trick`, :func:`loses_trick`,
  :func:`one_of`, :func:`any_legal_move`, :func:`custom`): ``check(answer)`` returns
  :class:`Feedback`; ``board()`` shows a live board that judges every try.
* :func:`check`, :func:`predict_winner`, :func:`predict_strength` and
  :func:`predict_territory` for answers that are not moves (``None``: not answered yet).
* :func:`scar_effects`: the nine scar effects in a table, in the game's words.
* :func:`trick_outcome`: who wins the trick after some moves, played on a copy.
* :func:`scoring_report`: the final scoring, territory by territory.
* :class:`Puzzle` and :func:`load_puzzles`: positions near the end with a goal.
"""

from wolfpack.lone_wolves.tutorial.exercises import (
    Exercise,
    ExerciseBoard,
    Feedback,
    Goal,
    ScarTable,
    TrickOutcome,
    any_legal_move,
    check,
    copy_game,
    custom,
    loses_trick,
    one_of,
    predict_strength,
    predict_territory,
    predict_winner,
    scar_effects,
    stage,
    trick_outcome,
    wins_trick,
)
from wolfpack.lone_wolves.tutorial.puzzles import Puzzle, load_puzzles
from wolfpack.lone_wolves.tutorial.scoring import ScoringReport, TerritoryReport, scoring_report

__all__ = [
    "Exercise",
    "ExerciseBoard",
    "Feedback",
    "Goal",
    "Puzzle",
    "ScarTable",
    "ScoringReport",
    "TerritoryReport",
    "TrickOutcome",
    "any_legal_move",
    "check",
    "copy_game",
    "custom",
    "load_puzzles",
    "loses_trick",
    "one_of",
    "predict_strength",
    "predict_territory",
    "predict_winner",
    "scar_effects",
    "scoring_report",
    "stage",
    "trick_outcome",
    "wins_trick",
]
