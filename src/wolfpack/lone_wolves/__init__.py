"""Lone Wolves: two-player trick-taking with area majority (rules: ``lone-wolves.md``)."""

from wolfpack.lone_wolves import rules as _rules  # noqa: F401  (registers the rule catalogue)
from wolfpack.lone_wolves.components import Components
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.scoring import Score
from wolfpack.lone_wolves.state import LWState

__all__ = ["Components", "LWState", "LoneWolves", "Score"]
