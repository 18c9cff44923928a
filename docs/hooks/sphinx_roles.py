"""A griffe extension: the docstrings' Sphinx roles (``:class:`~wolfpack.bots.Thinker```,
``:meth:`.undo```) become cross-references on the documentation site.

A role whose target is an object the API pages show becomes a link (mkdocs-autorefs'
``[text][identifier]``); any other becomes plain code, so the strict build never meets a
link to nothing. ``~`` shows only the last part of the name, as Sphinx does.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import griffe

ROLE = re.compile(
    r":(?:py:)?(?:class|meth|func|mod|attr|data|exc|obj):`(?P<tilde>~?)(?P<target>[^`<>]+?)`"
)
DIRECTIVE = re.compile(r"^::: (?P<id>[\w.]+)\s*$(?P<options>(?:\n {4}.*)*)", re.M)
API = Path(__file__).resolve().parents[1] / "api"


def _shown() -> tuple[set[str], set[str]]:
    """The objects the API pages render: named by a directive, and (for a directive whose
    members are shown) their public members."""
    named: set[str] = set()
    with_members: set[str] = set()
    for page in API.glob("*.md"):
        for m in DIRECTIVE.finditer(page.read_text("utf-8")):
            named.add(m["id"])
            if "members: false" not in m["options"]:
                with_members.add(m["id"])
    return named, with_members


class SphinxRoles(griffe.Extension):
    """Rewrite Sphinx roles in every docstring of the loaded package."""

    def __init__(self) -> None:
        self.named, self.with_members = _shown()

    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        self._walk(pkg, set())

    # Older griffe names the same event differently.
    def on_package_loaded(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        self._walk(pkg, set())

    def _walk(self, obj: griffe.Object, seen: set[str]) -> None:
        if obj.path in seen:
            return
        seen.add(obj.path)
        if obj.docstring is not None and ":`" in obj.docstring.value:
            obj.docstring.value = ROLE.sub(lambda m: self._link(obj, m), obj.docstring.value)
        for member in obj.members.values():
            if not member.is_alias:
                self._walk(member, seen)  # type: ignore[arg-type]

    def _link(self, obj: griffe.Object, m: re.Match[str]) -> str:
        target = m["target"].strip()
        path = self._resolve(obj, target)
        text = target.lstrip(".")
        if m["tilde"]:
            text = text.rsplit(".", 1)[-1]
        if path is not None and self._documented(path):
            return f"[`{text}`][{path}]"
        return f"`{text}`"

    def _documented(self, path: str) -> bool:
        if path in self.named:
            return True
        parent = path.rsplit(".", 1)[0]
        return parent in self.with_members and not path.rsplit(".", 1)[-1].startswith("_")

    @staticmethod
    def _resolve(obj: griffe.Object, target: str) -> str | None:
        """The full path of ``target`` as seen from ``obj`` (None if it names nothing)."""
        module = obj if obj.is_module else obj.module
        if target.startswith("."):
            level = len(target) - len(target.lstrip("."))
            package = module.path.split(".")
            base = package[: len(package) - level + (1 if module.is_package else 0)]
            candidate = ".".join([*base, target.lstrip(".")])
        elif target.startswith("wolfpack"):
            candidate = target
        else:
            scope: griffe.Object | None = obj
            while scope is not None:
                try:
                    return str(scope.resolve(target))
                except (griffe.NameResolutionError, AttributeError, ValueError):
                    scope = scope.parent
            return None
        try:
            found = obj.modules_collection[candidate]
        except KeyError:
            return None
        return str(found.path if not found.is_alias else found.target_path)
