"""The board's protocol, described once, in Python: what a board syncs and what it answers.

The synced traits are the boards' traitlets (:mod:`wolfpack.widget.traits`, and the traits
the boards with computer players add); the intents are the methods marked with
:func:`~wolfpack.widget.intents.command`. The browser's TypeScript types are generated from
them into ``js/common/protocol.gen.ts``, which the kit imports: a trait or an intent added,
renamed or dropped on one side and not followed on the other fails ``tsc`` or the test that
compares the file with what this module generates (``tests/widget/test_protocol.py``).

Write the file again after changing a board's traits or intents::

    python -m wolfpack.widget.protocol js/common/protocol.gen.ts
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import traitlets as t

from wolfpack.core.files import write_file
from wolfpack.widget.intents import Command, commands_of

GENERATED = "js/common/protocol.gen.ts"
"""Where the generated TypeScript lives, from the repository's root."""

_WIDGET_LIBRARIES = {"ipywidgets", "anywidget", "traitlets", "builtins"}
"""The packages whose widget classes' own traits are not the board's protocol."""

_TS_OF: tuple[tuple[type[t.TraitType[Any, Any]], str], ...] = (
    (t.Dict, "Record<string, unknown>"),
    (t.List, "unknown[]"),
    (t.Unicode, "string"),
    (t.Bool, "boolean"),
    (t.Int, "number"),
    (t.Float, "number"),
)


def board_classes() -> list[type[Any]]:
    """The classes whose traits and intents make the protocol: every board, one with
    computer players, and the lesson a board shows (its intents: a game's own board adds
    none)."""
    from wolfpack.widget.base import GameWidget
    from wolfpack.widget.lesson import LessonMode
    from wolfpack.widget.thinking import Board

    return [GameWidget, Board, LessonMode]


def ts_type(trait: t.TraitType[Any, Any]) -> str:
    """A synced trait's TypeScript type: its ``ts`` tag, else what its traitlets type
    holds (``| null`` where it allows None)."""
    tagged = trait.metadata.get("ts")
    if isinstance(tagged, str):
        return tagged
    found = next((ts for kind, ts in _TS_OF if isinstance(trait, kind)), "unknown")
    return f"{found} | null" if trait.allow_none and found != "unknown" else found


def own_traits(cls: type[Any]) -> Iterator[tuple[str, t.TraitType[Any, Any]]]:
    """The synced traits the boards declare in ``cls`` and its bases (not those of
    ipywidgets' and anywidget's classes), in the order declared, the bases' first."""
    seen: set[str] = set()
    for klass in reversed(cls.__mro__):
        if klass.__module__.partition(".")[0] in _WIDGET_LIBRARIES:
            continue
        for name, value in vars(klass).items():
            if isinstance(value, t.TraitType) and value.metadata.get("sync") and name not in seen:
                seen.add(name)
                yield name, value


def _field(name: str, ts: str) -> str:
    optional = ts.endswith("?")
    return f"{name}{'?' if optional else ''}: {ts.removesuffix('?')}"


def _intent(found: Command) -> list[str]:
    fields = "; ".join(_field(name, ts) for name, ts in found.fields.items())
    doc = found.doc.replace("``", "`")
    lines = [f"  /** {doc} */"] if doc else []
    lines.append(f"  {found.name}: {{ {fields} }};" if fields else f"  {found.name}: {{}};")
    return lines


def typescript() -> str:
    """The TypeScript the boards' traits and intents come to (``protocol.gen.ts``)."""
    classes = board_classes()
    base = dict(own_traits(classes[0]))
    traits: dict[str, tuple[t.TraitType[Any, Any], bool]] = {
        name: (trait, True) for name, trait in base.items()
    }
    commands: dict[str, Command] = {}
    for cls in classes:
        for name, trait in own_traits(cls):
            traits.setdefault(name, (trait, False))
        commands.update(commands_of(cls))
    out = [
        "// Generated from the boards' Python classes by `python -m wolfpack.widget.protocol`",
        "// (src/wolfpack/widget/protocol.py): do not edit. tests/widget/test_protocol.py fails",
        "// when it is out of date.",
        "",
        "/** What a board syncs: every board's traits, and (optional) those of the boards with",
        " * computer players. */",
        "export interface Traits {",
    ]
    for name, (trait, always) in traits.items():
        out.append(f"  {name}{'' if always else '?'}: {ts_type(trait)};")
    out += [
        "}",
        "",
        "export type TraitName = keyof Traits;",
        "",
        "/** Every synced trait's name, in the order the classes declare them. */",
        f"export const TRAITS: readonly TraitName[] = {json.dumps(list(traits))};",
        "",
        "/** The intents a board answers, by their `cmd`, with their fields. */",
        "export interface Intents {",
    ]
    for found in commands.values():
        out += _intent(found)
    out += [
        "}",
        "",
        "export type CommandName = keyof Intents;",
        "",
        "/** Every intent's name. */",
        f"export const COMMANDS: readonly CommandName[] = {json.dumps(list(commands))};",
        "",
        "/** An intent as the browser sends it (the session adds its request `id`). */",
        "export type Intent = { [K in CommandName]: { cmd: K } & Intents[K] }[CommandName];",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    """Write the generated TypeScript to the path given (default: print it)."""
    args = sys.argv[1:] if argv is None else argv
    text = typescript()
    if args:
        write_file(Path(args[0]), text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
