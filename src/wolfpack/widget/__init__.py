"""Board widgets for JupyterLab (anywidget): one per game, on a shared base.

``LoneWolvesBoard(game)`` shows a Lone Wolves game as an interactive board, with a computer
opponent, hints and the solver (:class:`ThinkingWidget`); the front end lives in ``js/``
and is bundled into ``wolfpack/static/`` when the package is built.
"""

from wolfpack.widget.base import GameWidget, Refusal
from wolfpack.widget.lone_wolves_board import LoneWolvesBoard
from wolfpack.widget.thinking import ThinkingWidget

__all__ = ["GameWidget", "LoneWolvesBoard", "Refusal", "ThinkingWidget"]
