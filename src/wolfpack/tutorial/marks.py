"""What every tutorial's verdicts share: a line of feedback and the drawn mark of a verdict
(a green check, a red cross), in every language."""

from __future__ import annotations

import html
from collections.abc import Sequence

from wolfpack.core.explain import Explanation
from wolfpack.core.i18n import check_language

Line = Explanation | str
"""One line of feedback: an explanation (rendered in any language) or plain text."""


def render(line: Line, lang: str | None = None) -> str:
    """A line in ``lang`` (default: the notebook's language)."""
    return line.text(lang) if isinstance(line, Explanation) else line


_MARK_WORDS = {
    True: {"en": "right", "de": "richtig", "ja": "正解"},
    False: {"en": "not right", "de": "nicht richtig", "ja": "不正解"},
}
"""What the drawn mark says to a screen reader, per language."""

MARK_TEXT = {True: "✓", False: "✗"}
"""The mark in text and Markdown: a check mark and a ballot x, found in ordinary fonts
(DejaVu, Noto, Segoe UI...), not emoji, which show as empty boxes without an emoji font."""

_MARK_SVG = {
    True: (
        '<circle cx="10" cy="10" r="9.5" fill="#1e7e34"/>'
        '<path d="M5.3 10.4l3.2 3.2 6.3-7.2" fill="none" stroke="#fff" stroke-width="2.4" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    ),
    False: (
        '<circle cx="10" cy="10" r="9.5" fill="#b3261e"/>'
        '<path d="M6.4 6.4l7.2 7.2M13.6 6.4l-7.2 7.2" fill="none" stroke="#fff" '
        'stroke-width="2.4" stroke-linecap="round"/>'
    ),
}
"""The mark drawn in SVG (a green check, a red cross), so it shows without any font."""


def mark_svg(correct: bool, lang: str | None = None) -> str:
    """The verdict's mark as inline SVG, labelled for screen readers in ``lang``."""
    label = _MARK_WORDS[correct][check_language(lang)]
    kind = "right" if correct else "wrong"
    return (
        f'<svg class="wp-mark wp-mark-{kind}" role="img" aria-label="{label}" width="1.2em" '
        f'height="1.2em" viewBox="0 0 20 20" style="vertical-align: -0.22em">'
        f"<title>{label}</title>{_MARK_SVG[correct]}</svg>"
    )


def feedback_html(kind: str, mark: str, lines: Sequence[Line]) -> str:
    """A verdict as HTML (class ``wp-feedback-<kind>``): the ``mark`` and the first line in
    bold, the other lines as a list, each in the notebook's language."""
    rendered = [render(line) for line in lines]
    head, rest = (rendered[0], rendered[1:]) if rendered else ("", [])
    items = "".join(f"<li>{html.escape(line)}</li>" for line in rest)
    return (
        f'<div class="wp-feedback wp-feedback-{kind}">'
        f"<p>{mark} <strong>{html.escape(head)}</strong></p>"
        + (f"<ul>{items}</ul>" if items else "")
        + "</div>"
    )
