"""Languages, message templates and the terms they are filled with.

Every text the package shows is a template keyed by a message id, written in our own words
in English, German and Japanese. Templates name their parameters with a *term kind* as the
format spec, e.g. ``"you hold the {card:card}"``: the parameter value stays JSON-ready (the
card's notation ``"r4"``) and is turned into words per language when rendered. The widget
receives the same templates and renders on the client, as Board Game Arena does.
"""

from __future__ import annotations

import importlib
import string
import threading
from collections.abc import Callable, Mapping
from typing import Any

from wolfpack.core import plugins

LANGUAGES: tuple[str, ...] = ("en", "de", "ja")
"""The languages every text exists in."""

_state = {"language": "en"}

TermFormatter = Callable[[Any, str], str]

_TEMPLATES: dict[str, dict[str, str]] = {}
_CITES: dict[str, tuple[str, ...]] = {}
_TERMS: dict[str, TermFormatter] = {}

TEXT_ENTRY_POINTS = plugins.TEXTS
"""The entry-point group that names the message tables belonging to no one game: each
layer above the core (the board, the bots, the tutorials) names its own
(``[project.entry-points."wolfpack.texts"]``: ``board = "wolfpack.widget.texts:TEXTS"``; the
module's ``TERMS`` and ``DOMAINS`` are read too). Each game's own tables are named by its
registration (:class:`~wolfpack.core.registry.GameInfo`)."""


def shared_texts() -> tuple[str, ...]:
    """The ``"module:attribute"`` of every message table that belongs to no one game: the
    core's own, then each layer's (:data:`TEXT_ENTRY_POINTS`)."""
    layers = plugins.named(TEXT_ENTRY_POINTS)
    return ("wolfpack.core.texts:TEXTS", *(point.value for point in layers))


def shared_terms() -> tuple[dict[str, TermFormatter], dict[str, Any]]:
    """The term kinds of the shared tables and the values of their enumerable kinds."""
    terms: dict[str, TermFormatter] = {}
    domains: dict[str, Any] = {}
    for ref in shared_texts():
        module = importlib.import_module(ref.partition(":")[0])
        terms.update(getattr(module, "TERMS", {}))
        domains.update(getattr(module, "DOMAINS", {}))
    return terms, domains


_loaded = threading.Event()
_loading = threading.RLock()


def _load() -> None:
    """Read every message table and term kind once, on the first lookup that needs them."""
    if _loaded.is_set():
        return
    with _loading:
        if _loaded.is_set():
            return
        from wolfpack.core.registry import games

        for ref in shared_texts():
            module, _, attr = ref.partition(":")
            loaded = importlib.import_module(module)
            register_templates(getattr(loaded, attr))
            for kind, formatter in getattr(loaded, "TERMS", {}).items():
                register_term(kind, formatter)
        for info in games():
            for table in info.text_tables():
                register_templates(table)
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
    """Add message templates: ``{message_id: {language: template, "rules": "ID ID"}}``.

    Every language is required; ``rules`` (optional) lists the rule ids the message cites.
    """
    for key, by_lang in templates.items():
        missing = [lang for lang in LANGUAGES if not by_lang.get(lang)]
        if missing:
            raise ValueError(f"message {key!r} has no text in {', '.join(missing)}")
        _TEMPLATES[key] = {lang: by_lang[lang] for lang in LANGUAGES}
        _CITES[key] = tuple(by_lang.get("rules", "").split())


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
    """Add a term kind: ``formatter(value, language)`` renders a parameter in words."""
    _TERMS[kind] = formatter


def templates() -> dict[str, dict[str, str]]:
    """All registered templates (a copy), e.g. to send to the browser."""
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


GROUP_SEPARATOR = {"en": ",", "de": ".", "ja": ","}
"""How each language groups the digits of a whole number from 1,000 on ("10.408" in German)."""


def whole_number(value: int, lang: str) -> str:
    """A whole number as ``lang`` writes it in a sentence: digits grouped by three from
    1,000 on ("10,408"; German "10.408"), smaller ones as they are."""
    if -1000 < value < 1000:
        return str(value)
    return f"{value:,}".replace(",", GROUP_SEPARATOR.get(lang, ","))


class _TermFormatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec:
            formatter = _TERMS.get(format_spec) or term_formatter(format_spec)
            if formatter is not None:
                return formatter(value, self.lang)
        elif type(value) is int:
            return whole_number(value, self.lang)
        return str(super().format_field(value, format_spec))


def render(key: str, params: Mapping[str, Any], lang: str | None = None) -> str:
    """Render message ``key`` with ``params`` in ``lang`` (default: the global language)."""
    lang = check_language(lang)
    if key not in _TEMPLATES:
        _load()
    try:
        template = _TEMPLATES[key][lang]
    except KeyError:
        raise KeyError(f"no message {key!r}") from None
    return _TermFormatter(lang).vformat(template, (), dict(params))


def template_fields(template: str) -> set[tuple[str, str]]:
    """The ``(name, term kind)`` pairs a template uses (to check translations agree)."""
    return {
        (name, spec or "")
        for _, name, spec, _ in string.Formatter().parse(template)
        if name is not None
    }
