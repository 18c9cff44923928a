"""Languages, messages and the terms they are filled with.

Every text the package shows is a message keyed by an id, written in our own words in
English, German and Japanese, in the Fluent catalogues of the package it belongs to
(:mod:`wolfpack.core.catalog`). A message shows a parameter in words through a *term kind*,
a function named by the kind in capitals (``"you hold the { CARD($card) }"``): the
parameter value stays JSON-ready (the card's notation ``"r4"``) and is turned into words
per language when rendered; plain numbers are written as CLDR writes them in the language
(``10.408`` in German). The widget receives the same catalogue and renders on the client
with ``@fluent/bundle``, as Board Game Arena does.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, cast

from babel.numbers import format_decimal
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentFloat, FluentNumber, FluentType
from fluent.syntax import ast as ftl

from wolfpack.core import catalog, plugins

LANGUAGES: tuple[str, ...] = ("en", "de", "ja")
"""The languages every text exists in."""

_state = {"language": "en"}

TermFormatter = Callable[[Any, str], str]

_TEMPLATES: dict[str, dict[str, str]] = {}
"""Every message's Fluent source, ``{key: {language: source}}`` (see
:mod:`wolfpack.core.catalog`)."""
_CITES: dict[str, tuple[str, ...]] = {}
_TERMS: dict[str, TermFormatter] = {}
_ENTRIES: dict[str, dict[str, ftl.Message]] = {}
"""Every message parsed, ``{key: {language: message}}`` (bundles are made from these)."""
_BUNDLES: dict[str, FluentBundle] = {}

TEXT_ENTRY_POINTS = plugins.TEXTS
"""The entry-point group that names the texts belonging to no one game: each layer above
the core (the board, the bots, the tutorials) names its module of term kinds
(``[project.entry-points."wolfpack.texts"]``: ``board = "wolfpack.widget.texts"``; its
``TERMS`` and ``DOMAINS``), and its messages are the catalogues in the ``locales`` folder
of that module's package. A value ``"module:TABLE"`` names a table of format templates
instead (``{key: {language: template}}``), as a plug-in may ship. Each game's own texts
are named by its registration (:class:`~wolfpack.core.registry.GameInfo`)."""


def shared_texts() -> tuple[str, ...]:
    """The module (or ``"module:TABLE"``) of every layer's texts that belong to no one
    game: the core's own, then each layer's (:data:`TEXT_ENTRY_POINTS`)."""
    layers = plugins.named(TEXT_ENTRY_POINTS)
    return ("wolfpack.core.texts", *(point.value for point in layers))


def shared_terms() -> tuple[dict[str, TermFormatter], dict[str, Any]]:
    """The term kinds of the shared texts and the values of their enumerable kinds."""
    terms: dict[str, TermFormatter] = {}
    domains: dict[str, Any] = {}
    for ref in shared_texts():
        module = importlib.import_module(ref.partition(":")[0])
        terms.update(getattr(module, "TERMS", {}))
        domains.update(getattr(module, "DOMAINS", {}))
    return terms, domains


def texts_of(ref: str) -> catalog.Catalogue:
    """The messages ``ref`` names: a module's package's catalogues (``locales``), or a
    table of format templates (``"module:TABLE"``)."""
    module_name, _, attr = ref.partition(":")
    module = importlib.import_module(module_name)
    if attr:
        return catalog.Catalogue.from_templates(getattr(module, attr), LANGUAGES)
    folder = Path(str(module.__file__)).parent / catalog.LOCALES
    return catalog.read_folder(folder, LANGUAGES)


def domain(package: str, name: str) -> dict[str, dict[str, str]]:
    """The messages of one catalogue, ``<package>/locales/<language>/<name>.ftl``, as
    ``{key: {language: Fluent source, "rules": "ID ID"}}`` (for tools and tests):
    ``domain("wolfpack.widget", "board")``."""
    module = importlib.import_module(package)
    folder = Path(str(module.__file__)).parent / catalog.LOCALES
    found = catalog.read_domain(folder, name, LANGUAGES)
    return {
        key: {**by_lang, "rules": " ".join(found.cites.get(key, ()))}
        for key, by_lang in found.sources.items()
    }


_loaded = threading.Event()
_loading = threading.RLock()


def _load() -> None:
    """Read every catalogue and term kind once, on the first lookup that needs them."""
    if _loaded.is_set():
        return
    with _loading:
        if _loaded.is_set():
            return
        from wolfpack.core.registry import games

        for ref in shared_texts():
            register_catalogue(texts_of(ref))
            loaded = importlib.import_module(ref.partition(":")[0])
            for kind, formatter in getattr(loaded, "TERMS", {}).items():
                register_term(kind, formatter)
        for info in games():
            register_catalogue(info.catalogue())
            for kind, formatter in info.term_words().items():
                register_term(kind, formatter)
        _loaded.set()


def set_language(lang: str) -> None:
    """Set the language used when no language is given to a call ("en", "de" or "ja")."""
    _state["language"] = check_language(lang)


def get_language() -> str:
    """The language used when no language is given to a call."""
    return _state["language"]


def check_language(lang: str | None) -> str:
    """Return ``lang`` (or the global language when None), refusing unknown languages."""
    if lang is None:
        return _state["language"]
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    return lang


def register_templates(templates: Mapping[str, Mapping[str, str]]) -> None:
    """Add messages written as format templates: ``{key: {language: template, "rules":
    "ID ID"}}`` (``"{player:player} leads"``; see :meth:`catalog.Catalogue.from_templates`).

    Every language is required; ``rules`` (optional) lists the rule ids the message cites.
    """
    register_catalogue(catalog.Catalogue.from_templates(templates, LANGUAGES))


def register_catalogue(messages: catalog.Catalogue) -> None:
    """Add the messages of a catalogue; a message missing in a language is refused."""
    for key, by_lang in messages.sources.items():
        missing = [lang for lang in LANGUAGES if not by_lang.get(lang)]
        if missing:
            raise ValueError(f"message {key!r} has no text in {', '.join(missing)}")
    for key, by_lang in messages.sources.items():
        _TEMPLATES[key] = {lang: by_lang[lang] for lang in LANGUAGES}
        _CITES[key] = messages.cites.get(key, ())
        _ENTRIES[key] = {lang: messages.entries[key][lang] for lang in LANGUAGES}
    for lang, bundle in _BUNDLES.items():
        body: list[Any] = [by_lang[lang] for by_lang in messages.entries.values()]
        bundle.add_resource(ftl.Resource(body), allow_overrides=True)


def cited_rules(key: str) -> tuple[str, ...]:
    """The rule ids message ``key`` cites."""
    if key not in _CITES:
        _load()
    return _CITES.get(key, ())


def messages_citing(rule_id: str) -> list[str]:
    """The message ids that cite ``rule_id``."""
    _load()
    return [key for key, ids in _CITES.items() if rule_id in ids]


def register_term(kind: str, formatter: TermFormatter) -> None:
    """Add a term kind: ``formatter(value, language)`` renders a parameter in words (in a
    message, the function ``KIND($name)``)."""
    if _TERMS.get(kind) is not formatter:
        _TERMS[kind] = formatter
        _BUNDLES.clear()


def templates() -> dict[str, dict[str, str]]:
    """Every message's Fluent source per language (a copy), e.g. to send to the browser."""
    _load()
    return {k: dict(v) for k, v in _TEMPLATES.items()}


def has_template(key: str) -> bool:
    """Whether a message id is registered."""
    if key not in _TEMPLATES:
        _load()
    return key in _TEMPLATES


def term_formatter(kind: str) -> TermFormatter | None:
    """The formatter of term kind ``kind``, or None when there is no such kind."""
    if kind not in _TERMS:
        _load()
    return _TERMS.get(kind)


def whole_number(value: int, lang: str) -> str:
    """A whole number as ``lang`` writes it in a sentence, by CLDR: digits grouped by
    three from 1,000 on ("10,408"; German "10.408"), smaller ones as they are."""
    return str(format_decimal(value, locale=lang))


class _Value(FluentType):
    """A parameter Fluent has no type for (None, a truth value, a list): shown as Python
    writes it, and handed on as itself to the term kind that shows it."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def format(self, locale: Any) -> str:
        return str(self.value)


def _arg(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return _Value(value)
    return value


def _plain(value: Any) -> Any:
    """A parameter as the term kinds take it (Fluent hands numbers on wrapped)."""
    if isinstance(value, _Value):
        return value.value
    if isinstance(value, FluentFloat):
        return float(value)
    if isinstance(value, FluentNumber):
        return int(value)  # type: ignore[call-overload]
    return value


def _function(formatter: TermFormatter, lang: str) -> Callable[..., str]:
    def show(value: Any = None, **_: Any) -> str:
        return formatter(_plain(value), lang)

    return show


def _bundle(lang: str) -> FluentBundle:
    bundle = _BUNDLES.get(lang)
    if bundle is None:
        _load()
        functions = {
            catalog.function_name(kind): _function(fmt, lang) for kind, fmt in _TERMS.items()
        }
        bundle = FluentBundle([lang], functions=cast(Any, functions), use_isolating=False)
        body: list[Any] = [by_lang[lang] for by_lang in _ENTRIES.values()]
        bundle.add_resource(ftl.Resource(body))
        _BUNDLES[lang] = bundle
    return bundle


def render(key: str, params: Mapping[str, Any], lang: str | None = None) -> str:
    """Render message ``key`` with ``params`` in ``lang`` (default: the global language).

    An unknown key raises ``KeyError``; a parameter the message needs and was not given,
    or one its term kind cannot show, raises ``ValueError`` naming the message."""
    lang = check_language(lang)
    if key not in _TEMPLATES:
        _load()
    if key not in _TEMPLATES:
        raise KeyError(f"no message {key!r}")
    bundle = _bundle(lang)
    message = bundle.get_message(catalog.fluent_id(key))
    if message.value is None:
        raise KeyError(f"no message {key!r}")
    args = {name: _arg(value) for name, value in params.items()}
    text, errors = bundle.format_pattern(message.value, args)
    if errors:
        raise ValueError(f"message {key!r} in {lang}: {errors[0]}")
    return str(text)


def template_fields(template: str) -> set[tuple[str, str]]:
    """The ``(name, term kind)`` pairs a message's Fluent source uses (a plain parameter
    has the kind ``""``), to check that translations agree."""
    return catalog.fields(template)
