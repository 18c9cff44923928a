"""mkdocs hook: a heading's anchor keeps its words in every language.

Python-Markdown's own slugify, and mkdocs-jupyter's for the tutorials, drop every character
that is not ASCII: a Japanese heading's anchor was empty or a bare number, and the table of
contents linked to ``#_1``, ``#_2``, ... that no heading had. The site's pages take their
slugify from ``mkdocs.yml`` (the ``toc`` extension's ``slugify``, one that keeps Unicode);
this hook gives the same to mkdocs-jupyter, both for the headings it renders in a notebook
and for the notebook's table of contents, so that the two always agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# (the docs tools ship no type information)
import markdown  # type: ignore[import-untyped]
import mkdocs_jupyter.convert  # type: ignore[import-untyped]
import mkdocs_jupyter.plugin  # type: ignore[import-untyped]
from markdown.extensions.toc import TocExtension  # type: ignore[import-untyped]

Slugify = Callable[[str, str], str]


def on_config(config: Any) -> Any:
    slugify: Slugify = config["mdx_configs"]["toc"]["slugify"]

    def heading_with_anchor(html: str, anchor_link_text: str = "¶") -> str:
        # mkdocs-jupyter's add_anchor_lower_id with the site's slugify, the id unquoted (a
        # percent-encoded id is one no link finds)
        from xml.etree.ElementTree import Element

        from defusedxml import ElementTree  # type: ignore[import-untyped]
        from nbconvert.filters.strings import html2text

        try:
            h = ElementTree.fromstring(html)
        except Exception:  # (as mkdocs-jupyter: what does not parse stays as it is)
            return html
        link = slugify(html2text(h), "-")  # type: ignore[no-untyped-call]
        h.set("id", link)
        a = Element("a", {"class": "anchor-link", "href": "#" + link})
        a.text = anchor_link_text
        h.append(a)
        return str(ElementTree.tostring(h).decode("utf-8"))

    def notebook_toc(markdown_source: str, toc_depth: int) -> Any:
        md = markdown.Markdown(extensions=[TocExtension(toc_depth=toc_depth, slugify=slugify)])
        md.convert(markdown_source)
        return md.toc_tokens

    mkdocs_jupyter.convert.add_anchor_lower_id = heading_with_anchor
    mkdocs_jupyter.plugin._get_markdown_toc = notebook_toc
    return config
