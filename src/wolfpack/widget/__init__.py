"""The board kit's Python half: one anywidget base that every game's board plugs into.

A game's board lives in the game's package (``wolfpack.lone_wolves.board``) and is
exported here too (:class:`LoneWolvesBoard`, :class:`TheWolvesBoard`,
:class:`TriquetaBoard`); this package holds what every board shares (see
:mod:`wolfpack.widget.base`), and :class:`GenericBoard`, the board of a game with no front
end of its own. The front end lives in ``js/`` and is bundled into
``wolfpack/static/`` when the package is built.

Names are imported on first use, so that ``import wolfpack`` (and the texts of the board,
:mod:`wolfpack.widget.texts`) do not load anywidget.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wolfpack.lone_wolves.board import LoneWolvesBoard
    from wolfpack.the_wolves.board import TheWolvesBoard
    from wolfpack.triqueta.board import TriquetaBoard
    from wolfpack.widget.base import GameWidget, Refusal
    from wolfpack.widget.controls import Controls
    from wolfpack.widget.generic import GenericBoard
    from wolfpack.widget.thinking import ThinkingWidget

_NAMES = {
    "Controls": "wolfpack.widget.controls",
    "GameWidget": "wolfpack.widget.base",
    "GenericBoard": "wolfpack.widget.generic",
    "Refusal": "wolfpack.widget.base",
    "ThinkingWidget": "wolfpack.widget.thinking",
    "LoneWolvesBoard": "wolfpack.lone_wolves.board",
    "TheWolvesBoard": "wolfpack.the_wolves.board",
    "TriquetaBoard": "wolfpack.triqueta.board",
}

__all__ = [
    "Controls",
    "GameWidget",
    "GenericBoard",
    "LoneWolvesBoard",
    "Refusal",
    "TheWolvesBoard",
    "ThinkingWidget",
    "TriquetaBoard",
]


def __getattr__(name: str) -> Any:
    module = _NAMES.get(name)
    if module is None:
        raise AttributeError(f"module 'wolfpack.widget' has no attribute {name!r}")
    return getattr(importlib.import_module(module), name)
