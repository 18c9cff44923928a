"""Moved to :mod:`wolfpack.the_wolves.tutorial`, the game's own package; this name
re-exports it for a release."""

from wolfpack.the_wolves.tutorial import *  # noqa: F403
