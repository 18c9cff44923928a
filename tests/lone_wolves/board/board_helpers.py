"""A board whose outgoing messages are recorded, as the browser would receive them (the
board conformance suite's recorder)."""

from __future__ import annotations

from wolfpack.widget.conformance import Recorder

__all__ = ["Recorder"]
