"""Triqueta with the Hidden Wolves expansion: set collection with a push-your-luck row draft
for 2 to 5 players (rules: ``triqueta.md``)."""

from wolfpack.triqueta import bots as _bots  # noqa: F401  (registers the bot adapter)
from wolfpack.triqueta import rules as _rules  # noqa: F401  (registers the rule catalogue)
from wolfpack.triqueta.components import Components, Config
from wolfpack.triqueta.game import Triqueta
from wolfpack.triqueta.scoring import Score
from wolfpack.triqueta.state import Setup, TQState

__all__ = ["Components", "Config", "Score", "Setup", "TQState", "Triqueta"]
