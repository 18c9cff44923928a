"""Explanations and events: what the engine says about a move, as data.

An :class:`Explanation` is a message id, the rule ids it cites, and JSON-ready parameters.
It is rendered to a sentence in any language on demand, so the same object serves a
terminal, a notebook, the widget (which renders it in the browser) and the tests (which
check its rule ids). Events narrating what happened are explanations too.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from wolfpack.core import i18n

_CITES = i18n._CITES
_NO_PARAMS: Mapping[str, Any] = MappingProxyType({})


class Explanation(NamedTuple):
    """Why something is so, citing rule ids; render with :meth:`text`.

    Immutable and cheap to create (a named tuple), since every legal move carries one.
    """

    key: str
    rules: tuple[str, ...]
    params: Mapping[str, Any] = _NO_PARAMS
    notes: tuple[Explanation, ...] = ()

    def text(self, lang: str | None = None, *, cite: bool = True, notes: bool = True) -> str:
        """The sentence in ``lang`` (default: the global language), rule ids appended, then
        its notes (see :func:`cited`)."""
        lang = i18n.check_language(lang)
        out = i18n.render(self.key, self.params, lang)
        if cite:
            out = cited(out, self.rules, lang)
        if notes:
            for note in self.notes:
                out += SENTENCE_GAP[lang] + note.text(lang, cite=cite)
        return out

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``{"key", "rules", "params", "notes"}``."""
        return {
            "key": self.key,
            "rules": list(self.rules),
            "params": dict(self.params),
            "notes": [n.to_json() for n in self.notes],
        }

    def cites(self, rule_id: str) -> bool:
        """Whether this explanation or one of its notes cites ``rule_id``."""
        return rule_id in self.rules or any(n.cites(rule_id) for n in self.notes)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Explanation({self.key!r}, rules={self.rules!r})"


SENTENCE_GAP = {"en": " ", "de": " ", "ja": ""}
"""What separates two sentences of one text: a space, but nothing after Japanese 「。」."""


def cited(sentence: str, rules: tuple[str, ...], lang: str) -> str:
    """``sentence`` with the rule ids it cites, placed as each language places a reference:
    ``"… (XX-T1, XX-T3)"`` after the sentence in English and German; in Japanese in
    full-width brackets before the closing 「。」 (``"…出せます（XX-T1、XX-T3）。"``)."""
    if not rules:
        return sentence
    if lang != "ja":
        return f"{sentence} ({', '.join(rules)})"
    ref = f"（{'、'.join(rules)}）"
    if sentence.endswith("。"):
        return sentence[:-1] + ref + "。"
    return sentence + ref


def msg(key: str, notes: tuple[Explanation, ...] = (), **params: Any) -> Explanation:
    """An explanation of message ``key`` citing the rules its template declares."""
    rules = _CITES.get(key)
    if rules is None:
        rules = i18n.cited_rules(key)
    return Explanation(key, rules, params, notes)


Event = Explanation
"""An event narrating a step of play is an explanation of what just happened."""
