"""Errors raised by the engine. Each one names the rule or the record field at fault."""

from __future__ import annotations

from wolfpack.core.explain import Explanation


class WolfpackError(Exception):
    """Base class of every error the package raises on purpose."""


class IllegalMoveError(WolfpackError, ValueError):
    """A move that the rules do not allow; the state is unchanged.

    ``explanation`` says why, citing the rule; ``rule`` is the main rule id broken.
    """

    def __init__(self, move: str, explanation: Explanation) -> None:
        self.move = move
        self.explanation = explanation
        self.rule = explanation.rules[0] if explanation.rules else None
        super().__init__(f"{move!r} is not allowed: {explanation.text('en')}")

    def text(self, lang: str | None = None) -> str:
        """The reason in ``lang``, rule id appended."""
        return self.explanation.text(lang)


class RecordError(WolfpackError, ValueError):
    """A malformed record: ``field`` names where (e.g. ``setup.hands[0][3]``)."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


class RecordMoveError(WolfpackError, ValueError):
    """A well-formed record whose move at ``step`` (0-based index in ``field``: ``moves``,
    or a variation's, ``lines[2].moves``) is illegal."""

    def __init__(self, step: int, error: IllegalMoveError, field: str = "moves") -> None:
        self.step = step
        self.field = field
        self.move = error.move
        self.error = error
        self.rule = error.rule
        super().__init__(f"{field}[{step}] {error.move!r}: {error.explanation.text('en')}")
