"""The browser's intents: how a board declares the commands it answers, and how it refuses.

A board method handles an intent when it is marked with :func:`command`, which also
describes the intent's fields (their TypeScript types: the browser's side is generated from
them, :mod:`wolfpack.widget.protocol`). A board class's handlers are collected from the
class and its bases when the class is made (:func:`collect`), as anywidget's ``@command``
collects them: a subclass adds commands by defining them, and replaces one by overriding
its method. Nothing lists the commands by hand.

Example::

    >>> from wolfpack.widget.intents import command, commands_of
    >>> class Echo:
    ...     @command("echo", text="string", count="number?")
    ...     def _cmd_echo(self, request):
    ...         '''Say ``text`` again.'''
    >>> commands_of(Echo)["echo"].fields
    {'text': 'string', 'count': 'number?'}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeGuard, TypeVar

from wolfpack.core.explain import Explanation, msg

MAX_SAFE_INTEGER = 2**53 - 1
"""The largest whole number JavaScript holds exactly (seeds and ids stay below it)."""

Handler = Callable[[Any, dict[str, Any]], None]
"""A board's handler of one intent: ``(board, request) -> None`` (refusing by raising
:class:`Refusal`)."""
H = TypeVar("H", bound=Handler)

_MARK = "__wolfpack_command__"


@dataclass(frozen=True)
class Command:
    """One intent a board answers: its name (the message's ``cmd``), its fields with their
    TypeScript types (a trailing ``?`` marks a field that may be left out), what it does,
    and the name of the board method that handles it."""

    name: str
    fields: Mapping[str, str]
    doc: str
    method: str


def command(name: str, **fields: str) -> Callable[[H], H]:
    """Mark a board method as the handler of the intent ``name``, whose ``fields`` are
    given as TypeScript types (``"string"``, ``"number | null"``, ``"string[]?"``: a
    trailing ``?`` marks a field that may be left out). The method's docstring says what
    the intent does."""

    def mark(fn: H) -> H:
        doc = " ".join((fn.__doc__ or "").split())
        setattr(fn, _MARK, Command(name, dict(fields), doc, fn.__name__))
        return fn

    return mark


def commands_of(cls: type) -> dict[str, Command]:
    """The intents ``cls`` answers, collected from it and its bases (a subclass's command
    of the same name replaces its base's), by name, in the order they were defined."""
    found: dict[str, Command] = {}
    for klass in reversed(cls.__mro__):
        for value in vars(klass).values():
            mark = getattr(value, _MARK, None)
            if isinstance(mark, Command):
                found[mark.name] = mark
    return found


def collect(cls: type) -> dict[str, Handler]:
    """The handler of each intent ``cls`` answers: the method each command names, looked
    up on ``cls`` (so that a subclass's override of a handler's method is the handler)."""
    return {name: getattr(cls, found.method) for name, found in commands_of(cls).items()}


class Refusal(Exception):
    """An intent the board will not carry out; ``why`` says why (sent to the browser), and
    ``detail`` what else the answer tells the browser about it (a lesson's feedback)."""

    def __init__(self, why: Explanation, detail: Mapping[str, Any] | None = None) -> None:
        super().__init__(why.key)
        self.why = why
        self.detail = dict(detail) if detail is not None else None


def field_refusal(field: str, expected: str) -> Refusal:
    """A refusal naming the message field that cannot be used and what it should hold."""
    return Refusal(msg("ui.bad_field", field=field, expected=expected))


def is_int(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def safe_name(value: Any) -> bool:
    """Whether ``value`` is a short identifier, fit to name in a refusal."""
    return isinstance(value, str) and len(value) <= 40 and value.isidentifier()


def safe_id(value: Any) -> str | int | None:
    """A request id fit to echo: a short string or an integer JavaScript holds exactly."""
    if isinstance(value, str) and len(value) <= 64:
        return value
    if is_int(value) and abs(value) <= MAX_SAFE_INTEGER:
        return int(value)
    return None


def unknown_command(cmd: str) -> Refusal:
    """The refusal of an intent no command of the board has."""
    return Refusal(msg("ui.unknown_command", field="cmd", cmd=cmd[:40]))
