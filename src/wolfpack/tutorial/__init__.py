"""Helpers for the Lone Wolves tutorials (``examples/``): staged positions, exercises that
check an answer and explain a wrong one in the engine's own words, the final scoring
territory by territory, and puzzles checked by the exact solver.

* :func:`stage`: a game whose hands hold the cards you name.
* :class:`Exercise` with a :class:`Goal` (:func:`wins_trick`, :func:`loses_trick`,
  :func:`one_of`, :func:`any_legal_move`, :func:`custom`): ``check(answer)`` returns
  :class:`Feedback`; ``board()`` shows a live board that judges every try.
* :func:`check` and :func:`predict_winner` for answers that are not moves.
* :func:`trick_outcome`: who wins the trick after some moves, played on a copy.
* :func:`scoring_report`: the final scoring, territory by territory.
* :class:`Puzzle` and :func:`load_puzzles`: positions near the end with a goal.
"""

from wolfpack.tutorial.exercises import (
    Exercise,
    ExerciseBoard,
    Feedback,
    Goal,
    TrickOutcome,
    any_legal_move,
    check,
    copy_game,
    custom,
    loses_trick,
    one_of,
    predict_winner,
    stage,
    trick_outcome,
    wins_trick,
)
from wolfpack.tutorial.puzzles import Puzzle, load_puzzles
from wolfpack.tutorial.scoring import ScoringReport, TerritoryReport, scoring_report

__all__ = [
    "Exercise",
    "ExerciseBoard",
    "Feedback",
    "Goal",
    "Puzzle",
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
    "predict_winner",
    "scoring_report",
    "stage",
    "trick_outcome",
    "wins_trick",
]
