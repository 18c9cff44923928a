"""Moved to :mod:`wolfpack.lone_wolves.tutorial.scoring`, the game's own package; this name
re-exports it for a release."""

from wolfpack.lone_wolves.tutorial.scoring import *  # noqa: F403
