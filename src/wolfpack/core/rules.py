"""The rule catalogue: every rule id of every game, its text in each language, and where the
code implements it.

Rules are data. Each game lists its :class:`Rule` entries (restated in our own words from
the spec) in the module its registration names (:class:`~wolfpack.core.registry.GameInfo`)
and marks the code that implements a rule with :func:`implements`, so that
``wolfpack rules --coverage`` can say, for every id, where it lives.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from wolfpack.core.i18n import LANGUAGES, check_language

F = TypeVar("F", bound=Callable[..., object] | type)


@dataclass(frozen=True)
class Rule:
    """One rule of a game's spec: id (e.g. ``MG-T2``: the game's rule prefix, a
    section, a number), game, title and text per language."""

    id: str
    game: str
    title: Mapping[str, str]
    text: Mapping[str, str]

    def describe(self, lang: str | None = None) -> str:
        """``"MG-T2 Follow suit: ..."`` in ``lang``."""
        lang = check_language(lang)
        return f"{self.id} {self.title[lang]}: {self.text[lang]}"

    def languages(self) -> list[str]:
        """The languages this rule has a title and text in."""
        return [lang for lang in LANGUAGES if self.title.get(lang) and self.text.get(lang)]


def read_rules(game: str, module_file: str) -> tuple[Rule, ...]:
    """The rules of ``game`` from its rule catalogue, ``locales/<language>/rules.ftl``
    beside ``module_file`` (the game's rules module), in the order of the English file."""
    from wolfpack.core.catalog import LOCALES
    from wolfpack.core.catalog import read_rules as read_catalogue

    found = read_catalogue(Path(module_file).parent / LOCALES, LANGUAGES)
    out = []
    for rule_id, by_lang in found.items():
        missing = [lang for lang in LANGUAGES if lang not in by_lang]
        if missing:
            raise ValueError(f"rule {rule_id} has no text in {', '.join(missing)}")
        title = {lang: by_lang[lang][0] for lang in LANGUAGES}
        text = {lang: by_lang[lang][1] for lang in LANGUAGES}
        out.append(Rule(id=rule_id, game=game, title=title, text=text))
    return tuple(out)


_IMPLEMENTED: dict[str, list[str]] = {}


def get_rule(rule_id: str) -> Rule:
    """The rule with this id; ``KeyError`` naming it when unknown."""
    from wolfpack.core.registry import games

    prefix = rule_id.partition("-")[0]
    for info in games():
        if info.rule_prefix == prefix:
            for rule in info.rule_list():
                if rule.id == rule_id:
                    return rule
    raise KeyError(f"unknown rule id {rule_id!r}")


def all_rules(game: str | None = None) -> list[Rule]:
    """Every rule of every registered game, or those of one game (by id), in spec order."""
    from wolfpack.core.registry import games

    return [r for info in games() if game in (None, info.id) for r in info.rule_list()]


def implements(*rule_ids: str) -> Callable[[F], F]:
    """Mark a function or class as implementing these rule ids (returns it unchanged)."""

    def mark(obj: F) -> F:
        module = getattr(obj, "__module__", "?")
        name = getattr(obj, "__qualname__", repr(obj))
        try:
            line = inspect.getsourcelines(obj)[1]
            where = f"{module}:{name}:{line}"
        except (OSError, TypeError):
            where = f"{module}:{name}"
        for rule_id in rule_ids:
            _IMPLEMENTED.setdefault(rule_id, []).append(where)
        return obj

    return mark


def implemented_in(rule_id: str) -> list[str]:
    """Where the code implements a rule (``module:qualname:line`` strings)."""
    return list(_IMPLEMENTED.get(rule_id, []))
