"""The message catalogues: Project Fluent files, one per language and domain.

Every text the package shows lives in a ``.ftl`` file beside the code it belongs to:
``<package>/locales/<language>/<domain>.ftl`` (``wolfpack/<game>/locales/de/messages.ftl``),
the layout translators' tools (Pontoon, Weblate, Crowdin) read. Fluent was chosen over
gettext because a message can choose its words by the values it is given (CLDR plural
categories, grammatical case) in the catalogue itself, numbers are formatted by CLDR
(``NUMBER``), and the same files render in the browser with ``@fluent/bundle``.

A message id is the package's key with its dots turned into hyphens (``ui.undo.none`` is
``ui-undo-none`` in the files). A parameter shown in words is a function named by its term
kind in capitals, ``{ NTH($player) }`` (see :mod:`wolfpack.core.i18n`), a plain one a
variable, ``{ $n }``. The rule ids a message cites are its ``.rules`` attribute in the
English (source) file. This module reads and writes the files; :mod:`wolfpack.core.i18n`
renders them.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from fluent.syntax import FluentParser, serialize
from fluent.syntax import ast as ftl
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

_PARSER = FluentParser(with_spans=False)
parse = _PARSER.parse

SOURCE_LANGUAGE = "en"
"""The language the other catalogues are translated from (it holds the ``.rules``)."""

CITES = "rules"
"""The attribute of a source message that lists the rule ids it cites."""

LOCALES = "locales"
"""The folder of a package that holds its catalogues, one subfolder per language."""


def fluent_id(key: str) -> str:
    """The Fluent id of message ``key``: ``"ui.undo.none"`` → ``"ui-undo-none"``."""
    return key.replace(".", "-")


def message_key(message_id: str) -> str:
    """The key of Fluent message ``message_id`` (the inverse of :func:`fluent_id`)."""
    return message_id.replace("-", ".")


def function_name(kind: str) -> str:
    """The Fluent function that shows term kind ``kind``: ``"card_acc"`` → ``"CARD_ACC"``."""
    return kind.upper()


_LINE_BREAKS = frozenset("\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
"""What Python's ``splitlines`` breaks a line at: written as an escape, so that a template's
text stays one line of Fluent (a continuation line would lose its indentation, and one that
starts with ``[``, ``*`` or ``.`` would read as a variant or an attribute)."""


def _text(literal: str) -> list[ftl.TextElement | ftl.Placeable]:
    """A literal as pattern elements: braces, line breaks and the edges' spaces as string
    literals (Fluent reads ``{`` as a placeable and trims a value's leading spaces)."""
    out: list[ftl.TextElement | ftl.Placeable] = []
    chunk = ""
    for ch in literal:
        if ch in "{}" or ch in _LINE_BREAKS:
            if chunk:
                out.append(ftl.TextElement(chunk))
                chunk = ""
            value = ch if ch in "{}" else f"\\u{ord(ch):04X}"
            out.append(ftl.Placeable(ftl.StringLiteral(value)))
        else:
            chunk += ch
    if chunk:
        out.append(ftl.TextElement(chunk))
    return out


def pattern_of(template: str) -> ftl.Pattern:
    """A format template (``"{player:player} leads the {card:card_acc}"``) as a Fluent
    pattern: ``{name}`` becomes ``{ $name }``, ``{name:kind}`` becomes ``{ KIND($name) }``."""
    elements: list[ftl.TextElement | ftl.Placeable] = []
    for literal, name, spec, _ in string.Formatter().parse(template):
        elements.extend(_text(literal))
        if name is None:
            continue
        ref = ftl.VariableReference(ftl.Identifier(name))
        if spec:
            call = ftl.CallArguments(positional=[ref])
            elements.append(
                ftl.Placeable(ftl.FunctionReference(ftl.Identifier(function_name(spec)), call))
            )
        else:
            elements.append(ftl.Placeable(ref))
    if elements and isinstance(elements[0], ftl.TextElement):
        first = elements[0]
        lead = len(first.value) - len(first.value.lstrip(" "))
        if lead:
            first.value = first.value[lead:]
            elements.insert(0, ftl.Placeable(ftl.StringLiteral(" " * lead)))
    if elements and isinstance(elements[-1], ftl.TextElement):
        last = elements[-1]
        trail = len(last.value) - len(last.value.rstrip(" "))
        if trail:
            last.value = last.value[: len(last.value) - trail]
            elements.append(ftl.Placeable(ftl.StringLiteral(" " * trail)))
    elements = [e for e in elements if not (isinstance(e, ftl.TextElement) and not e.value)]
    return ftl.Pattern(elements)


def source_of(template: str) -> str:
    """The Fluent source of a format template's pattern (see :func:`pattern_of`)."""
    return serialize_pattern(pattern_of(template)).lstrip(" ")


@dataclass
class Catalogue:
    """The messages of one or more ``.ftl`` files in every language:
    ``sources[key][language]`` is the Fluent source of the message's value, ``cites[key]``
    the rule ids it cites, ``attributes[key][language][name]`` its other attributes."""

    sources: dict[str, dict[str, str]] = field(default_factory=dict)
    cites: dict[str, tuple[str, ...]] = field(default_factory=dict)
    attributes: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)
    entries: dict[str, dict[str, ftl.Message]] = field(default_factory=dict, repr=False)
    """The parsed messages, ``entries[key][language]`` (for a bundle, read once)."""

    def add(self, lang: str, resource: ftl.Resource, origin: str) -> None:
        """Add the messages of one parsed file in ``lang``; a syntax error is refused
        naming the file and the text it could not read."""
        for entry in resource.body:
            if isinstance(entry, ftl.Junk):
                raise ValueError(f"{origin}: not Fluent: {(entry.content or '').strip()[:80]!r}")
            if not isinstance(entry, ftl.Message) or entry.value is None:
                continue
            key = message_key(entry.id.name)
            self.sources.setdefault(key, {})[lang] = serialize_pattern(entry.value).lstrip(" ")
            self.entries.setdefault(key, {})[lang] = ftl.Message(entry.id, entry.value)
            for attr in entry.attributes:
                value = serialize_pattern(attr.value).strip()
                if attr.id.name == CITES:
                    if lang == SOURCE_LANGUAGE:
                        self.cites[key] = tuple(value.split())
                else:
                    self.attributes.setdefault(key, {}).setdefault(lang, {})[attr.id.name] = value

    def update(self, other: Catalogue) -> None:
        """Add the messages of ``other`` (a message of the same key is replaced)."""
        self.sources.update(other.sources)
        self.cites.update(other.cites)
        self.attributes.update(other.attributes)
        self.entries.update(other.entries)

    @classmethod
    def from_templates(
        cls, templates: Mapping[str, Mapping[str, str]], languages: Iterable[str]
    ) -> Catalogue:
        """Messages written as format templates, ``{key: {language: template, "rules":
        "ID ID"}}`` (a plug-in's table, a lesson's own texts), turned into Fluent
        (:func:`source_of`); a message missing in a language is refused naming it."""
        out = cls()
        langs = tuple(languages)
        for key, by_lang in templates.items():
            missing = [lang for lang in langs if not by_lang.get(lang)]
            if missing:
                raise ValueError(f"message {key!r} has no text in {', '.join(missing)}")
            patterns = {lang: pattern_of(by_lang[lang]) for lang in langs}
            out.sources[key] = {
                lang: serialize_pattern(pattern).lstrip(" ") for lang, pattern in patterns.items()
            }
            name = ftl.Identifier(fluent_id(key))
            out.entries[key] = {lang: ftl.Message(name, p) for lang, p in patterns.items()}
            out.cites[key] = tuple(by_lang.get("rules", "").split())
        return out


RULES_DOMAIN = "rules"
"""The domain of a game's rule catalogue (``rule-<ID>`` messages with a ``.title``)."""


def read_folder(folder: Path, languages: Iterable[str]) -> Catalogue:
    """Every message catalogue in ``folder`` (``<language>/<domain>.ftl``, the rule
    catalogue apart), in each language."""
    out = Catalogue()
    for lang in languages:
        for path in sorted((folder / lang).glob("*.ftl")):
            if path.stem != RULES_DOMAIN:
                out.add(lang, parse(path.read_text(encoding="utf-8")), str(path))
    return out


def read_rules(folder: Path, languages: Iterable[str]) -> dict[str, dict[str, tuple[str, str]]]:
    """A game's rule catalogue (``<language>/rules.ftl``): ``{rule id: {language: (title,
    text)}}`` in the order of the source file."""
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for lang in languages:
        path = folder / lang / f"{RULES_DOMAIN}.ftl"
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Junk):
                raise ValueError(f"{path}: not Fluent: {(entry.content or '').strip()[:80]!r}")
            if not isinstance(entry, ftl.Message) or entry.value is None:
                continue
            rule_id = entry.id.name.removeprefix("rule-")
            titles = [a.value for a in entry.attributes if a.id.name == "title"]
            if not titles:
                raise ValueError(f"{path}: rule {rule_id} has no .title")
            out.setdefault(rule_id, {})[lang] = (_plain_text(titles[0]), _plain_text(entry.value))
    return out


def _plain_text(pattern: ftl.Pattern) -> str:
    """A pattern without parameters as its text (string literals resolved)."""
    out = ""
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            out += element.value
        elif isinstance(element.expression, ftl.StringLiteral):
            out += element.expression.parse()["value"]
        else:
            raise ValueError(f"a rule text holds a parameter: {serialize_pattern(pattern)!r}")
    return out


def read_domain(folder: Path, domain: str, languages: Iterable[str]) -> Catalogue:
    """One domain's catalogue (``<language>/<domain>.ftl``) in each language."""
    out = Catalogue()
    for lang in languages:
        path = folder / lang / f"{domain}.ftl"
        out.add(lang, parse(path.read_text(encoding="utf-8")), str(path))
    return out


def resource(sources: Mapping[str, str]) -> str:
    """Fluent source holding the messages ``{key: value source}`` of one language."""
    return "".join(f"{fluent_id(key)} ={_value(src)}\n" for key, src in sources.items())


def _value(src: str) -> str:
    return src if src.startswith("\n") else f" {src}"


class _Fields(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[tuple[str, str]] = set()
        self._kind = ""

    def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
        kind = node.id.name.lower()
        for arg in node.arguments.positional:
            if isinstance(arg, ftl.VariableReference):
                self.found.add((arg.id.name, kind))
        for named in node.arguments.named:
            self.visit(named)

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.found.add((node.id.name, ""))


def fields(source: str) -> set[tuple[str, str]]:
    """The ``(name, term kind)`` pairs a message's Fluent source uses; a plain variable has
    the kind ``""`` (to check that translations agree)."""
    entry = parse(f"m ={_value(source)}\n").body[0]
    visitor = _Fields()
    visitor.visit(entry)
    return visitor.found


def messages(text: str) -> Iterator[tuple[str, ftl.Message]]:
    """The ``(key, message)`` pairs of Fluent source ``text``."""
    for entry in parse(text).body:
        if isinstance(entry, ftl.Message):
            yield message_key(entry.id.name), entry


__all__ = [
    "Catalogue",
    "fields",
    "fluent_id",
    "function_name",
    "message_key",
    "pattern_of",
    "read_domain",
    "read_folder",
    "read_rules",
    "resource",
    "serialize",
    "source_of",
]
