"""Explanations and catalogues in the compact JSON form the boards sync.

Explanations are data (:meth:`wolfpack.core.explain.Explanation.to_json`); the browser
renders them from the messages (their Fluent sources) it received once, as Board Game Arena
does. To keep each update small, an explanation travels as a short list ``[key, params,
notes, rules]``: the rule ids are left out when they are the ones the message cites (the
browser knows those from the catalogue), and empty trailing parts are dropped.

A parameter shown through a term kind (``{ CARD($card) }``) travels as its value when the board
sent the words of that value once (the kind's ``DOMAINS`` in the game's terms module) or
the kind's words are a pattern around the value (its ``PATTERNS``: ``"hex {}"``, sent
once); otherwise it travels already rendered, ``{"$": {"en": ..., "de": ..., "ja": ...}}``, so
that the browser renders exactly the sentences Python does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from wolfpack.core import i18n
from wolfpack.core.catalog import Catalogue
from wolfpack.core.explain import Explanation
from wolfpack.core.registry import GameInfo, games
from wolfpack.core.rules import all_rules

LABELS = "label."
"""The key prefix of the board kit's labels (buttons, headings, notices): ``label-undo`` in
``widget/locales/<lang>/labels.ftl``; a game's own are ``<text prefix>label.``
(``lw-label-trick`` in the game's ``labels.ftl``)."""

Encoded = list[Any]
"""An explanation as ``[key, params?, notes?, rules?]`` (see :func:`encode`)."""


@cache
def _fields(key: str) -> tuple[tuple[str, str], ...]:
    """The ``(name, kind)`` fields of message ``key``'s templates that have a term kind."""
    tpl = i18n.templates().get(key, {})
    fields: set[tuple[str, str]] = set()
    for lang in i18n.LANGUAGES:
        fields |= {(n, k) for n, k in i18n.template_fields(tpl.get(lang, "")) if k}
    return tuple(sorted(fields))


@cache
def _domains() -> dict[str, frozenset[Any]]:
    """Every term kind whose words a board sends once, with the values it has words for."""
    out: dict[str, set[Any]] = {k: set(v) for k, v in i18n.shared_terms()[1].items()}
    for info in games():
        for kind, values in info.term_domains().items():
            out.setdefault(kind, set()).update(values)
    return {k: frozenset(v) for k, v in out.items()}


@cache
def _patterned() -> frozenset[str]:
    """Every term kind whose words a board makes from a pattern around the value."""
    return frozenset(kind for info in games() for kind in info.term_patterns())


def _hashable(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) or value is None


def rendered(kind: str, value: Any) -> dict[str, dict[str, str]]:
    """A term value rendered in every language (``{"$": {lang: words}}``)."""
    fmt = i18n.term_formatter(kind)
    if fmt is None:
        return {"$": {lang: str(value) for lang in i18n.LANGUAGES}}
    return {"$": {lang: fmt(value, lang) for lang in i18n.LANGUAGES}}


def encode(expl: Explanation) -> Encoded:
    """The compact form of ``expl``: ``[key, params, notes, rules]``, trailing empties cut.

    ``rules`` is present only when it differs from the rules the message's template cites;
    a term parameter whose words the board did not send is rendered (see the module docs).
    """
    params = dict(expl.params)
    fields = _fields(expl.key)
    if fields:
        domains = _domains()
        patterned = _patterned()
        for name, kind in fields:
            if name in params:
                value = params[name]
                if kind in patterned and isinstance(value, str | int) and "{" not in str(value):
                    continue
                known = domains.get(kind)
                if known is None or not _hashable(value) or value not in known:
                    params[name] = rendered(kind, value)
    out: list[Any] = [
        expl.key,
        params,
        [encode(n) for n in expl.notes],
        list(expl.rules) if tuple(expl.rules) != i18n.cited_rules(expl.key) else None,
    ]
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def decode(data: Encoded, lang: str = "en") -> Explanation:
    """The explanation :func:`encode` turned into ``data`` (for tests and tools); a
    parameter that travelled rendered comes back as its words in ``lang``."""
    key = str(data[0])
    raw = dict(data[1]) if len(data) > 1 and data[1] else {}
    params = {
        k: v["$"][lang] if isinstance(v, dict) and set(v) == {"$"} else v for k, v in raw.items()
    }
    notes = tuple(decode(n, lang) for n in data[2]) if len(data) > 2 and data[2] else ()
    rules = tuple(data[3]) if len(data) > 3 and data[3] else i18n.cited_rules(key)
    return Explanation(key, rules, params, notes)


def templates_json(prefixes: Iterable[str]) -> dict[str, dict[str, str]]:
    """Every message template whose id starts with one of ``prefixes``, with its rules."""
    wanted = tuple(prefixes)
    out: dict[str, dict[str, str]] = {}
    for key, by_lang in i18n.templates().items():
        if key.startswith(wanted):
            entry = dict(by_lang)
            entry["rules"] = " ".join(i18n.cited_rules(key))
            out[key] = entry
    return out


def fluent_json(table: Mapping[str, Mapping[str, str]]) -> dict[str, dict[str, str]]:
    """Messages written as format templates (``{key: {language: template, "rules": ...}}``,
    a lesson's own texts) as the board receives every message: its Fluent source per
    language and ``rules``."""
    found = Catalogue.from_templates(table, i18n.LANGUAGES)
    return {
        key: {**by_lang, "rules": " ".join(found.cites.get(key, ()))}
        for key, by_lang in found.sources.items()
    }


def rules_json(game: str) -> dict[str, dict[str, Any]]:
    """The rule catalogue of ``game``: ``{id: {"title": {lang: ...}, "text": {lang: ...}}}``."""
    return {
        rule.id: {"title": dict(rule.title), "text": dict(rule.text)} for rule in all_rules(game)
    }


def term_words(
    formatters: Mapping[str, Callable[[Any, str], str]],
    domains: Mapping[str, Iterable[Any]],
) -> dict[str, dict[str, dict[str, str]]]:
    """Every term word the browser may need: ``{kind: {lang: {str(value): word}}}``.

    Each kind's formatter (the same function the Python side renders with) is applied to
    every value of its domain in every language, so the browser renders exactly the same
    sentences as :meth:`Explanation.text`. ``None`` is keyed as ``"null"``.
    """
    out: dict[str, dict[str, dict[str, str]]] = {}
    for kind, values in domains.items():
        fmt = formatters[kind]
        vals = list(values)
        out[kind] = {lang: {_key(v): fmt(v, lang) for v in vals} for lang in i18n.LANGUAGES}
    return out


def catalog_json(info: GameInfo, extra_prefixes: Sequence[str] = ()) -> dict[str, Any]:
    """What a board of game ``info`` renders every text with, sent once: the game's
    templates and the board's (``ui.``, ``bot.``), the board kit's labels (``label.``, from
    ``widget/locales/<lang>/labels.ftl``; a game's own labels are its ``<prefix>label.``
    messages), the words of every enumerable term kind, the patterns of the patterned
    ones, and the game's rules."""
    shared, shared_domains = i18n.shared_terms()
    formatters = {**shared, **info.term_words()}
    domains: dict[str, Sequence[Any]] = {**shared_domains, **info.term_domains()}
    return {
        "game": info.id,
        "title": info.title,
        "players": list(info.players),
        "languages": list(i18n.LANGUAGES),
        "templates": templates_json((info.text_prefix, "ui.", "bot.", LABELS, *extra_prefixes)),
        "terms": term_words(formatters, domains),
        "patterns": {kind: dict(by_lang) for kind, by_lang in info.term_patterns().items()},
        "rules": rules_json(info.id),
    }


def _key(value: Any) -> str:
    return "null" if value is None else str(value)
