"""Explanations and catalogues in the compact JSON form the board widgets sync.

Explanations are data (:meth:`wolfpack.core.explain.Explanation.to_json`); the browser
renders them from the templates it received once, as Board Game Arena does. To keep each
update small, an explanation travels as a short list ``[key, params, notes, rules]``: the
rule ids are left out when they are the ones the template cites (the browser knows those
from the templates), and empty trailing parts are dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from wolfpack.core import i18n
from wolfpack.core.explain import Explanation
from wolfpack.core.rules import all_rules

Encoded = list[Any]
"""An explanation as ``[key, params?, notes?, rules?]`` (see :func:`encode`)."""


def encode(expl: Explanation) -> Encoded:
    """The compact form of ``expl``: ``[key, params, notes, rules]``, trailing empties cut.

    ``rules`` is present only when it differs from the rules the message's template cites.
    """
    out: list[Any] = [
        expl.key,
        dict(expl.params),
        [encode(n) for n in expl.notes],
        list(expl.rules) if tuple(expl.rules) != i18n.cited_rules(expl.key) else None,
    ]
    while len(out) > 1 and not out[-1]:
        out.pop()
    return out


def decode(data: Encoded) -> Explanation:
    """The explanation :func:`encode` turned into ``data`` (for tests and tools)."""
    key = str(data[0])
    params = dict(data[1]) if len(data) > 1 and data[1] else {}
    notes = tuple(decode(n) for n in data[2]) if len(data) > 2 and data[2] else ()
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


def _key(value: Any) -> str:
    return "null" if value is None else str(value)
