"""Moved to :mod:`wolfpack.lone_wolves.tutorial.exercises`, the game's own package; this name
re-exports it for a release."""

from wolfpack.lone_wolves.tutorial.exercises import *  # noqa: F403
