"""What the core finds through the packages' metadata: entry points, the ecosystem's plugin
mechanism, so that the core names nothing above it.

Three groups: ``wolfpack.games`` (every game's registration,
:mod:`wolfpack.core.registry`), ``wolfpack.texts`` (the message tables of the layers above
the core, :mod:`wolfpack.core.i18n`) and ``wolfpack.layers`` (what the core hands on to a
layer above it, such as the board a lesson is shown on, :meth:`Lesson.board
<wolfpack.core.lessons.Lesson.board>`). A distribution adds to them in its
``pyproject.toml`` (``[project.entry-points."wolfpack.games"]``).
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import Any

GAMES = "wolfpack.games"
"""The group naming every game's :class:`~wolfpack.core.registry.GameInfo`."""
TEXTS = "wolfpack.texts"
"""The group naming the message tables that belong to no one game."""
LAYERS = "wolfpack.layers"
"""The group naming the parts of the layers above the core the core hands on to."""


def _own(point: EntryPoint) -> bool:
    """Whether ``point`` comes with wolfpack itself: what it names is inside this package."""
    return point.module.partition(".")[0] == __name__.partition(".")[0]


def named(group: str) -> list[EntryPoint]:
    """The entry points of ``group``: wolfpack's own first, in the order its metadata lists
    them (the first game is the one a command plays when none is named), then those of
    other distributions, by name; none at all fails loudly: wolfpack's own metadata is
    missing (imported from a source tree that was never installed), and it would run
    without what comes with it."""
    points = list(entry_points(group=group))
    own = [point for point in points if _own(point)]
    others = sorted((point for point in points if not _own(point)), key=lambda p: p.name)
    found = own + others
    if not found:
        raise RuntimeError(
            f"nothing is registered in the entry points {group!r}: wolfpack's metadata is "
            "missing (imported from a source tree that was never installed; install it, "
            "e.g. pip install -e .)"
        )
    return found


def load(group: str, name: str) -> Any:
    """The object the entry point ``name`` of ``group`` names (``LookupError`` if none)."""
    for point in named(group):
        if point.name == name:
            return point.load()
    raise LookupError(f"no entry point {name!r} in {group!r}")
