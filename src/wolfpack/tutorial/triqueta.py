"""Moved to :mod:`wolfpack.triqueta.tutorial`, the game's own package; this name
re-exports it for a release."""

from wolfpack.triqueta.tutorial import *  # noqa: F403
