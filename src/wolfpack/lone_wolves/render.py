"""A plain-text picture of a Lone Wolves view, for terminals and doctest-style teaching.

It uses the game's own words in each language (cards as "Red 4" / "Rot 4" / 「赤の4」, the
honor token by the rulebook's name) and says whose decision it is with the board's own
sentence (``lw.wait.*``), never an internal id. Its words are the catalogue
``locales/<language>/render.ftl`` (``lw.render.*``), which the picture shares.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import msg
from wolfpack.core.i18n import check_language, render
from wolfpack.core.words import LIST_SEP
from wolfpack.lone_wolves.terms import effect_word, suit_word


def label(name: str, lang: str, **params: Any) -> str:
    """The text board's (and the picture's) word ``name`` in ``lang``: the message
    ``lw.render.label.<name>`` of ``render.ftl`` with ``params``."""
    return render(f"lw.render.label.{name}", params, lang)


def line(name: str, lang: str, **params: Any) -> str:
    """A line of the text board in ``lang``: the message ``lw.render.<name>``."""
    return render(f"lw.render.{name}", params, lang)


def _card(c: dict[str, Any], lang: str) -> str:
    """A card on a territory: face up as its name, a lone wolf or a box wolf marked so."""
    if c["face"] == "up":
        return label("card", lang, card=c["card"])
    if c["face"] == "lone":
        return label("lone", lang, card=c["card"])
    return label("box", lang) if c["card"] is None else label("box_card", lang, card=c["card"])


def _waiting(view: dict[str, Any], lang: str) -> str:
    """Whose decision it is and which, in the board's words (``lw.wait.*``)."""
    player = view["to_move"]
    phase = view["phase"]
    if phase == "play":
        key = "lw.wait.follow" if view["current_trick"].get("lead") else "lw.wait.lead"
        return msg(key, player=player).text(lang, cite=False)
    if phase == "take":
        territory = view["decision_territory"]
        return msg("lw.wait.take", player=player, territory=territory).text(lang, cite=False)
    return msg(f"lw.wait.{phase}", player=player).text(lang, cite=False)


def _location(name: str, lang: str) -> str:
    """A pack location as a label: a territory, or a border space by its two territories."""
    if "+" in name:
        a, b = name.split("+")
        return label("border", lang, a=a, b=b)
    return label("territory_name", lang, territory=name)


def _other_side(honor: dict[str, Any]) -> int:
    """The value on the hidden side of a territory's honor token."""
    front, back = honor["token"]
    return int(back if honor["value"] == front else front)


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (see :func:`wolfpack.lone_wolves.view.view`) as text lines.

    Cards show by name ("Red 6"), lone wolves and box wolves marked as such (a box wolf
    nobody may see by that word alone); face-down scars as ``[?]``.
    """
    lang = check_language(lang)
    sep = LIST_SEP[lang]
    colon = label("colon", lang)
    trump = suit_word(view["trump"], lang) if view["trump"] else label("none", lang)
    lines = [
        " · ".join(
            [
                line("title", lang, side=view["variant"]),
                label("trick", lang, trick=view["trick"]),
                f"{label('trump', lang)}{colon}{trump}",
                label("scores", lang, score0=view["scores"][0], score1=view["scores"][1]),
            ]
        )
    ]
    for t in view["territories"]:
        scars = " ".join(
            "[ ]"
            if s["state"] == "empty"
            else f"[{effect_word(s['effect'], lang)}]"
            if s["state"] == "face_up"
            else (f"[?{effect_word(s['effect'], lang)}]" if s["effect"] else "[?]")
            for s in t["scars"]
        )
        parts = [
            line("territory", lang, territory=t["name"], count=t["count"]),
            label("honor", lang, value=t["honor"]["value"], other=_other_side(t["honor"])),
            *([label(t["moon"], lang)] if t["moon"] else []),
            f"{label('scars', lang)}{colon}{scars}",
        ]
        lines.append(" · ".join(parts))
        for p, side in enumerate(t["sides"]):
            cards = sep.join(_card(c, lang) for c in side["cards"]) or "-"
            text = line("side", lang, player=p, cards=cards, strength=side["strength"])
            lines.append(f"    {text}")
    for p, row in enumerate(view["packs"]):
        placed = [
            f"{_location(x['location'], lang)}{colon}"
            + sep.join(effect_word(e, lang) for e in x["scars"])
            for x in row
            if x["scars"]
        ]
        lines.append(
            line("packs", lang, player=p, placed=label("placed_sep", lang).join(placed) or "-")
        )
    trick = view["current_trick"]
    for part in ("lead", "follow"):
        if trick[part]:
            c = trick[part]
            lines.append(
                "  > "
                + line("played", lang, player=c["player"], card=c["card"], territory=c["territory"])
            )
    for p, hand in enumerate(view["hands"]):
        if hand["cards"] is None:
            lines.append(line("hand_count", lang, player=p, count=hand["count"]))
        else:
            cards = sep.join(label("card", lang, card=c) for c in hand["cards"])
            lines.append(line("hand", lang, player=p, cards=cards or "-"))
    lines.append(label("over", lang) if view["to_move"] is None else _waiting(view, lang))
    return "\n".join(lines)
