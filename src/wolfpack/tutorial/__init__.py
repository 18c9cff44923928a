"""The tutorials' helpers: what every tutorial shares, and each game's own.

What every tutorial shares lives here: tasks on a board with their verdicts
(:mod:`wolfpack.tutorial.tasks`), the marks and lines of feedback
(:mod:`wolfpack.tutorial.marks`) and the tutorials' texts (:mod:`wolfpack.tutorial.texts`).
Each game's helpers live in the game's package (``wolfpack.<game>.tutorial``): the Lone
Wolves ones are exported here too, as before (``from wolfpack.tutorial import stage``,
``Exercise``, ``load_puzzles``, ``scoring_report``: see
:mod:`wolfpack.lone_wolves.tutorial`), and the old module names
(``wolfpack.tutorial.exercises``, ``.puzzles``, ``.scoring``, ``.the_wolves``,
``.triqueta``) re-export their new homes for a release.

Names are imported on first use, so that a game's tutorial modules can use the shared ones
here without importing each other in a circle.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wolfpack.lone_wolves.tutorial import *  # noqa: F403

_EXPORTED_FROM = "wolfpack.lone_wolves.tutorial"
"""The package whose ``__all__`` this one exports (the tutorials' helpers of old)."""


def __getattr__(name: str) -> Any:
    module = importlib.import_module(_EXPORTED_FROM)
    if name == "__all__" or name in module.__all__:
        return getattr(module, name)
    raise AttributeError(f"module 'wolfpack.tutorial' has no attribute {name!r}")
