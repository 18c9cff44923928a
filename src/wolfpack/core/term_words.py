"""The words of a package's term kinds, read from its Fluent catalogue of terms.

A term kind's formatter (``TERMS``, see :mod:`wolfpack.core.i18n`) turns a parameter into
words. Its words live in the package's ``locales/<lang>/terms.ftl`` as Fluent *terms*
(``-name = value``), so that translators edit them beside the messages, and so that each
language carries the forms its grammar needs and no more:

```fluent
-xx-stone = Stein
    .plural = Steine
    .acc-def = den Stein
-xx-left =
    { $n ->
        [0] Kein Stein ist übrig.
        [one] Ein Stein ist übrig.
       *[other] { $n } Steine sind übrig.
    }
```

A grammatical case or any other form is an attribute; a language that has no such form
(English has no accusative article, Japanese no plural) leaves it out and the term's value
stands for it. A count is a selector on a parameter: CLDR's plural categories (``[one]``)
or an exact number (``[0]``). Terms are no messages: a board never receives them, and a
message never names them; they are the formatters' own words.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import ast as ftl

from wolfpack.core import catalog

TERMS_DOMAIN = "terms"
"""The domain of a package's catalogue of term words (``locales/<lang>/terms.ftl``)."""


def read_terms(path: Path) -> list[ftl.Term]:
    """The Fluent terms of one file; a syntax error is refused naming the file."""
    out: list[ftl.Term] = []
    for entry in catalog.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(entry, ftl.Junk):
            raise ValueError(f"{path}: not Fluent: {(entry.content or '').strip()[:80]!r}")
        if isinstance(entry, ftl.Term):
            out.append(entry)
    return out


class TermWords:
    """The terms of ``<package>/locales/<lang>/<domain>.ftl`` in each language, read once
    on the first lookup: ``WORDS = TermWords("wolfpack.mygame")``, then
    ``WORDS("xx-stone", "de", "acc-def")`` → ``"den Stein"``."""

    def __init__(self, package: str, domain: str = TERMS_DOMAIN) -> None:
        self.package = package
        self.domain = domain
        self._bundles: dict[str, FluentBundle] = {}
        self._lock = threading.Lock()

    def path(self, lang: str) -> Path:
        """The file of the terms in ``lang``."""
        module = importlib.import_module(self.package)
        return Path(str(module.__file__)).parent / catalog.LOCALES / lang / f"{self.domain}.ftl"

    def _bundle(self, lang: str) -> FluentBundle:
        bundle = self._bundles.get(lang)
        if bundle is not None:
            return bundle
        with self._lock:
            bundle = self._bundles.get(lang)
            if bundle is None:
                terms = read_terms(self.path(lang))
                # each term also as a message of its name, so that it can be looked up
                # (a term may still name another term: ``{ -xx-stone }``)
                copies = [
                    ftl.Message(ftl.Identifier(t.id.name), t.value, t.attributes) for t in terms
                ]
                bundle = FluentBundle([lang], use_isolating=False)
                bundle.add_resource(ftl.Resource([*terms, *copies]))
                self._bundles[lang] = bundle
        return bundle

    def has(self, name: str, lang: str) -> bool:
        """Whether term ``-name`` exists in ``lang``."""
        return self._bundle(lang).has_message(name)

    def __call__(self, name: str, lang: str, form: str | None = None, **args: Any) -> str:
        """Term ``-name`` in ``lang``: its attribute ``form`` where the language has it,
        else its value; ``args`` are the parameters its selectors and placeables use
        (``n=3``). An unknown term, or one that cannot be rendered, raises naming it."""
        bundle = self._bundle(lang)
        if not bundle.has_message(name):
            raise KeyError(f"no term -{name} in {self.path(lang)}")
        message = bundle.get_message(name)
        pattern = message.attributes.get(form) if form else None
        if pattern is None:
            pattern = message.value
        if pattern is None:
            raise KeyError(f"term -{name} has no value in {self.path(lang)}")
        text, errors = bundle.format_pattern(pattern, dict(args))
        if errors:
            raise ValueError(f"term -{name} in {lang}: {errors[0]}")
        return str(text)

    def forms(self, name: str, lang: str) -> Mapping[str, str]:
        """Every attribute of term ``-name`` in ``lang`` with its words (no parameters)."""
        message = self._bundle(lang).get_message(name)
        return {attr: self(name, lang, attr) for attr in message.attributes}


__all__ = ["TERMS_DOMAIN", "TermWords", "read_terms"]
