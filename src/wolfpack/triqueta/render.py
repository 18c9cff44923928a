"""A plain-text picture of a Triqueta view, for terminals and doctest-style teaching.

Towers, stacks and rows count from 1 as in every text; a stack shows how many light and
shadow backs it holds ("3 hell" / 「通常3」), never the internal back letters; tiles are
named in words. The words are the catalogue ``locales/<lang>/render.ftl`` (messages
``tq.render.label.*`` for single labels, ``tq.render.line.*`` for whole lines), which the
drawn picture (:mod:`wolfpack.triqueta.picture`) reads too.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core import i18n
from wolfpack.core.i18n import check_language
from wolfpack.core.words import LIST_SEP
from wolfpack.triqueta.terms import tile_word, tiles_word


def label(name: str, lang: str, **params: Any) -> str:
    """The label ``tq.render.label.<name>`` in ``lang``: ``label("stack", "de", stack=0)``
    → ``"Stapel 1"``."""
    return i18n.render(f"tq.render.label.{name}", params, lang)


def _line(name: str, lang: str, **params: Any) -> str:
    return i18n.render(f"tq.render.line.{name}", params, lang)


def backs_counts(stack: list[dict[str, Any]]) -> dict[str, int]:
    """How many light and shadow backs a stack shows: ``{"light": 3, "shadow": 1}``."""
    counts = {"light": 0, "shadow": 0}
    for x in stack:
        counts["shadow" if x["back"] == "shadow" else "light"] += 1
    return counts


def backs_word(stack: list[dict[str, Any]], lang: str) -> str:
    """A stack's backs counted: ``"3 hell"`` / ``"2 hell, 1 Schatten"`` / ``"leer"``."""
    return label("backs", lang, **backs_counts(stack))


def head_word(view: dict[str, Any], lang: str) -> str:
    """The round and who is to move: ``"Runde 2/4 – Spieler 1 ist am Zug"``."""
    if view["to_move"] is None:
        return label("head_over", lang, round=view["round"], rounds=view["rounds"])
    return label("head", lang, round=view["round"], rounds=view["rounds"], player=view["to_move"])


def score_word(seat: dict[str, Any], lang: str) -> str:
    """The score a view shows of a seat: the whole one, or that of the face-up tiles."""
    if seat["score"] is not None:
        return label("score", lang, score=seat["score"])
    return label("score_open", lang, score=seat["public_score"])


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (from :func:`wolfpack.triqueta.view.view`) as text lines."""
    lang = check_language(lang)
    lines = [head_word(view, lang)]
    cur = view["current_tower"]
    if cur is not None:
        tower = view["towers"][cur]
        stacks = label("stack_sep", lang).join(
            label("stack_backs", lang, stack=i, **backs_counts(s))
            for i, s in enumerate(tower["stacks"])
        )
        lines.append(_line("tower", lang, tower=cur, count=tower["count"], stacks=stacks))
    for row in view["rows"]:
        lines.append(
            _line("row", lang, row=row["index"], open=int(row["open"]), tiles=row["tiles"])
        )
    pending = view["pending"]
    if pending is not None:
        drawn = [
            tile_word(t["tile"], lang) if t["tile"] else label("unseen_tile", lang)
            for t in pending["tiles"]
        ]
        lines.append(
            _line("drawn", lang, player=pending["player"], tiles=LIST_SEP[lang].join(drawn))
        )

    def held(part: dict[str, Any]) -> str:
        if part["tiles"] is not None or not part["count"]:
            return tiles_word(part["tiles"] or [], lang)
        return label("unseen", lang, count=part["count"])

    for seat in view["seats"]:
        lines.append(
            _line(
                "seat",
                lang,
                player=seat["player"],
                up=seat["face_up"],
                down=held(seat["face_down"]),
                shadow=held(seat["shadow"]),
                trees=seat["trees"],
                marker=int(bool(seat["start_marker"])),
                open=int(seat["score"] is None),
                score=seat["score"] if seat["score"] is not None else seat["public_score"],
            )
        )
    return "\n".join(lines)
