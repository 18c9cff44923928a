"""A plain-text picture of a position of The Wolves (for terminals and quick looks).

Whose decision it is reads as the board says it (``tw.wait.*``), never a phase id; a
player's bonus tokens are counted in words, and the pieces on a hex are grouped by whose
they are ("Alphawolf und Höhle des neutralen Rudels"). The words are the catalogue
``locales/<lang>/render.ftl`` (messages ``tw.render.line.*`` for whole lines,
``tw.render.label.*`` for their parts), which the drawn picture
(:mod:`wolfpack.the_wolves.picture`) reads too.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core import i18n
from wolfpack.core.explain import msg
from wolfpack.core.i18n import check_language
from wolfpack.core.words import LIST_SEP
from wolfpack.the_wolves.terms import join_words, kind_word, phase_word, terrain_word

INDENT = "  "
"""How far a hex's line stands in from its region's."""


def label(name: str, lang: str, **params: Any) -> str:
    """The words ``tw.render.label.<name>`` in ``lang`` (a part of a line): ``label("lone",
    "de")`` → ``"Einsamer Wolf"``."""
    return i18n.render(f"tw.render.label.{name}", params, lang)


def _line(name: str, lang: str, **params: Any) -> str:
    """The line ``tw.render.line.<name>`` in ``lang``: ``_line("title", "de", n=2, turn=7)``
    → ``"Die Wölfe, 2 Spieler, Zug 7"``."""
    return i18n.render(f"tw.render.line.{name}", params, lang)


def title_line(view: dict[str, Any], lang: str) -> str:
    """The game, its number of players and the turn: ``"The Wolves, 2 players, turn 7"``."""
    return _line("title", lang, n=view["players"], turn=view["turn"])


def calendar_line(view: dict[str, Any], lang: str) -> str:
    """How full the moon calendar is and on which of its spaces each phase is scored."""
    cal = view["calendar"]
    dates = cal["scoring_dates"]
    return _line(
        "calendar",
        lang,
        used=len(cal["dates"]),
        length=cal["length"],
        crescent=dates["crescent"],
        half=dates["half"],
        full=dates["full"],
    )


def _hex_line(h: dict[str, Any], lang: str) -> str | None:
    by_owner: dict[int, list[str]] = {}
    for p in h["pieces"]:
        by_owner.setdefault(p["owner"], []).append(kind_word(p["kind"], lang))
    items = [
        label("pieces", lang, owner=owner, kinds=join_words(kinds, lang))
        for owner, kinds in by_owner.items()
    ]
    if h["lone_wolf"]:
        items.append(label("lone", lang))
    if h["prey"]:
        items.append(label("prey", lang, prey=h["prey"]["top"], count=h["prey"]["count"]))
    if not items:
        return None
    line = _line("hex", lang, hex=h["hex"], terrain=h["terrain"], items=LIST_SEP[lang].join(items))
    return INDENT + line


def _waiting(view: dict[str, Any], lang: str) -> str:
    """Whose decision it is and which, in the board's words (``tw.wait.*``); paying says
    the action instead of its cost (a view does not hold the game's costs)."""
    who = view["to_move"]
    cur = view["current"]
    phase = view["phase"]
    if phase == "place":
        e = msg("tw.wait.place", player=who)
    elif phase == "choose":
        tokens = view["boards"][who]["bonus_action"]
        e = msg("tw.wait.choose", player=who, left=cur["actions_left"], tokens=tokens)
    elif phase == "target":
        if cur["action"] == "move":
            e = msg("tw.wait.terrain", player=who)
        else:
            e = msg("tw.wait.target", player=who, action=cur["action"])
    elif phase == "pay":
        return _line("pay", lang, player=who, action=cur["action"], terrain=cur["terrain"])
    elif phase == "wolf":
        e = msg("tw.wait.wolf", player=who, terrain=cur["terrain"])
    elif phase == "displace":
        e = msg("tw.wait.displace", player=who, hex=cur["displace"]["from"])
    else:
        e = msg("tw.wait.track", player=who)
    return e.text(lang, cite=False)


def status_line(view: dict[str, Any], lang: str) -> str:
    """Whose decision it is, or that the game is over."""
    return _line("over", lang) if view["over"] else _waiting(view, lang)


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """The view as lines of text in ``lang``, in the game's words (whose decision it is as
    the board says it, never a phase id)."""
    lang = check_language(lang)
    sep = LIST_SEP[lang]
    tiles_sep = label("tiles_sep", lang)
    lines = [title_line(view, lang), status_line(view, lang), calendar_line(view, lang)]
    for b in view["boards"]:
        tracks = b["tracks"]
        lines.append(
            _line(
                "board",
                lang,
                player=b["player"],
                home=b["home"],
                shows=tiles_sep.join(terrain_word(t["shows"], lang) for t in b["tiles"]),
                spread=tracks["pack_spread"]["value"],
                speed=tracks["wolf_speed"]["value"],
                range=tracks["howl_range"]["value"],
                bonus=b["bonus_terrain"],
                tokens=b["bonus_action"],
                vp=b["score"]["total"],
            )
        )
    by_region: dict[int | None, list[str]] = {}
    for h in view["hexes"]:
        line = _hex_line(h, lang) if h["terrain"] not in ("water", "chasm") else None
        if line:
            by_region.setdefault(h["region"], []).append(line)
    if None in by_region:
        lines.append(_line("start", lang))
        lines += by_region[None]
    for r in view["regions"]:
        tokens = sep.join(phase_word(t, lang) for t in r["tokens"])
        lines.append(
            _line(
                "region",
                lang,
                water=r["water"],
                tile=r["tile"],
                count=len(r["tokens"]),
                tokens=tokens,
            )
        )
        lines += by_region.get(r["index"], [])
    return "\n".join(lines)
