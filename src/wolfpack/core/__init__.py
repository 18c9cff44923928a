"""The game-agnostic core shared by every game of the package."""

from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError, WolfpackError
from wolfpack.core.explain import Event, Explanation
from wolfpack.core.game import Game, Move, State, Step
from wolfpack.core.i18n import LANGUAGES, get_language, set_language
from wolfpack.core.rng import SeededRandom
from wolfpack.core.rules import Rule, all_rules, get_rule, implements

__all__ = [
    "LANGUAGES",
    "Event",
    "Explanation",
    "Game",
    "IllegalMoveError",
    "Move",
    "RecordError",
    "RecordMoveError",
    "Rule",
    "SeededRandom",
    "State",
    "Step",
    "WolfpackError",
    "all_rules",
    "get_language",
    "get_rule",
    "implements",
    "set_language",
]
