"""Moved to :mod:`wolfpack.lone_wolves.native` (one native adapter per game); this name
is that same module, for a release (so that what is set on it is set there)."""

import sys

from wolfpack.lone_wolves import native

sys.modules[__name__] = native
