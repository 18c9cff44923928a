"""The board's protocol is described once, in Python, and the browser's types follow it:
``js/common/protocol.gen.ts`` is what :mod:`wolfpack.widget.protocol` generates (``tsc``
then checks the kit against it), and every intent a board answers is a marked command."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from wolfpack.core.registry import games
from wolfpack.widget import protocol
from wolfpack.widget.intents import collect, command, commands_of
from wolfpack.widget.traits import PART_SLOTS

ROOT = Path(__file__).resolve().parents[2]


def test_the_generated_typescript_is_up_to_date() -> None:
    written = (ROOT / protocol.GENERATED).read_text("utf-8")
    assert written == protocol.typescript(), (
        f"{protocol.GENERATED} is out of date: run "
        f"python -m wolfpack.widget.protocol {protocol.GENERATED}"
    )


def test_the_typescript_names_every_trait_and_intent_of_the_boards() -> None:
    text = protocol.typescript()
    for cls in protocol.board_classes():
        for name, _ in protocol.own_traits(cls):
            assert f"\n  {name}: " in text or f"\n  {name}?: " in text, name
        for name in commands_of(cls):
            assert f"\n  {name}: {{" in text, name
    assert all(f'"part{i}"' in text for i in range(PART_SLOTS))


def _boards() -> list[type[Any]]:
    found = [*protocol.board_classes()]
    for info in games():
        found.append(info.board_class)
    return found


@pytest.mark.parametrize("cls", _boards(), ids=lambda cls: cls.__name__)
def test_every_handler_of_a_board_is_a_marked_command(cls: type[Any]) -> None:
    handlers = cls._HANDLERS
    assert set(handlers) == set(commands_of(cls)), "handlers not collected from the class"
    names = {name for name in dir(cls) if name.startswith("_cmd_")}
    marked = {found.method for found in commands_of(cls).values()}
    assert names <= marked, f"methods named as handlers but not marked: {names - marked}"
    for name, found in commands_of(cls).items():
        assert handlers[name] is getattr(cls, found.method)


def test_a_subclass_adds_and_overrides_commands_by_defining_them() -> None:
    class Base:
        @command("a")
        def _cmd_a(self, request: dict[str, Any]) -> None:
            """A."""

        @command("b", x="number")
        def _cmd_b(self, request: dict[str, Any]) -> None:
            """B."""

    class Child(Base):
        def _cmd_a(self, request: dict[str, Any]) -> None:  # overridden, still "a"
            """A again."""

        @command("c", y="string?")
        def _cmd_c(self, request: dict[str, Any]) -> None:
            """C."""

    handlers = collect(Child)
    assert list(handlers) == ["a", "b", "c"]
    assert handlers["a"] is Child._cmd_a
    assert commands_of(Child)["c"].fields == {"y": "string?"}
    assert "c" not in collect(Base)


def test_a_trait_changed_on_the_python_side_changes_the_typescript(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The check can fail: a board with one more synced trait and intent generates
    TypeScript that differs from the file."""
    import traitlets as t

    from wolfpack.widget.base import GameWidget

    class Extra(GameWidget):
        extra = t.Unicode("").tag(sync=True)

        @command("extra", value="string")
        def _cmd_extra(self, request: dict[str, Any]) -> None:
            """Extra."""

    original = protocol.board_classes

    def with_extra() -> list[type[Any]]:
        return [*original(), Extra]

    monkeypatch.setattr(protocol, "board_classes", with_extra)
    text = protocol.typescript()
    assert "extra?: string;" in text and "extra: { value: string };" in text
    assert text != (ROOT / protocol.GENERATED).read_text("utf-8")
