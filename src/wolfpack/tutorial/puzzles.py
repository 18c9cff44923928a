"""Moved to :mod:`wolfpack.lone_wolves.tutorial.puzzles`, the game's own package; this name
re-exports it for a release."""

from wolfpack.lone_wolves.tutorial.puzzles import *  # noqa: F403
