"""Bots that play any game of the package through the core state protocol.

* :class:`RandomBot`: uniformly random legal moves (a baseline).
* :class:`HeuristicBot`: each game's rule-based policy.
* :class:`ISMCTSBot`: information-set Monte Carlo tree search, strength by iterations or
  seconds.
* :func:`analyze` / :class:`Thinker`: hints (every move with its value and a reason) and the
  exact open-hand solver, run in the background for the widget.

Every bot decides from what its player may see (``game.view(player)``) and the public
move history only; the same seed plays the same game.
"""

from wolfpack.bots.analysis import Analysis, MoveValue, Verdict, analyze, solve_open
from wolfpack.bots.base import Bot
from wolfpack.bots.heuristic import HeuristicBot
from wolfpack.bots.ismcts import ISMCTSBot
from wolfpack.bots.levels import LEVELS, bot_for_level
from wolfpack.bots.random_bot import RandomBot, play_out
from wolfpack.bots.thinker import Job, Thinker

__all__ = [
    "LEVELS",
    "Analysis",
    "Bot",
    "HeuristicBot",
    "ISMCTSBot",
    "Job",
    "MoveValue",
    "RandomBot",
    "Thinker",
    "Verdict",
    "analyze",
    "bot_for_level",
    "play_out",
    "solve_open",
]
