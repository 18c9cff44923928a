"""The board kit's Python half: one anywidget base that every game's board plugs into.

This package holds what every board shares (see :mod:`wolfpack.widget.base`), and
:class:`GenericBoard`, the board of a game with no front end of its own. A game's board
lives in the game's package (``<game package>.board``) and is found here too by the name
its registration gives it (``from wolfpack.widget import LoneWolvesBoard``), for every
registered game (:mod:`wolfpack.core.registry`; ``__all__`` names those that come with
wolfpack). The front end lives in ``js/`` and is
bundled into ``wolfpack/static/`` when the package is built.

Names are imported on first use, so that ``import wolfpack`` (and the texts of the board,
:mod:`wolfpack.widget.texts`) do not load anywidget.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wolfpack.widget.base import GameWidget as GameWidget
    from wolfpack.widget.base import Refusal as Refusal
    from wolfpack.widget.controls import Controls as Controls
    from wolfpack.widget.generic import GenericBoard as GenericBoard
    from wolfpack.widget.thinking import ThinkingWidget as ThinkingWidget

_NAMES = {
    "Controls": "wolfpack.widget.controls",
    "GameWidget": "wolfpack.widget.base",
    "GenericBoard": "wolfpack.widget.generic",
    "Refusal": "wolfpack.widget.base",
    "ThinkingWidget": "wolfpack.widget.thinking",
}


def _board_names() -> list[str]:
    """The names of the board classes of the games that come with wolfpack (their
    registrations say them): what the package exports. A game of another package exports
    its own; its board is found here by name all the same."""
    from wolfpack.core.registry import games

    own = [info for info in games() if info.package.startswith(f"{__package__.split('.')[0]}.")]
    return [info.board.rpartition(":")[2] for info in own]


def _board(name: str) -> Any:
    """The board class a registered game names ``name`` (None: none does)."""
    from wolfpack.core.registry import games

    for info in games():
        if info.board.rpartition(":")[2] == name:
            return info.board_class
    return None


def __getattr__(name: str) -> Any:
    if name == "__all__":  # what the package exports: the shared names and every board
        return sorted([*_NAMES, *_board_names()])
    module = _NAMES.get(name)
    if module is not None:
        return getattr(importlib.import_module(module), name)
    board = _board(name) if name.endswith("Board") else None
    if board is None:
        raise AttributeError(f"module 'wolfpack.widget' has no attribute {name!r}")
    return board
