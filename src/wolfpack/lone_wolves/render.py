"""A plain-text picture of a Lone Wolves view, for terminals and doctest-style teaching.

It uses the game's own words in each language (cards as "Red 4" / "Rot 4" / 「赤の4」, the
honor token by the rulebook's name) and says whose decision it is with the board's own
sentence (``lw.wait.*``), never an internal id.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import msg
from wolfpack.core.i18n import check_language
from wolfpack.core.words import LIST_SEP, number_of, player_word
from wolfpack.lone_wolves.terms import (
    card_word,
    effect_word,
    location_word,
    suit_word,
    territory_word,
)

_LABELS = {
    "en": {
        "trick": "Trick",
        "trump": "trump",
        "none": "none",
        "honor": "honor token",
        "scars": "scars",
        "hand": "hand",
        "packs": "pack spaces",
        "owned": "{who} {what}",
        "colon": ": ",
        "over": "Game over.",
        "strength": "(strength {n})",
        "moon": "Moon",
        "blood_moon": "Blood Moon",
        "lone": "{card} (lone wolf)",
        "box": "box wolf",
        "box_card": "{card} (box wolf)",
        "score": "score",
    },
    "de": {
        "trick": "Stich",
        "trump": "Trumpf",
        "none": "keiner",
        "honor": "Gebietsplättchen",
        "scars": "Narben",
        "hand": "Hand",
        "packs": "Rudelfelder",
        "owned": "{what} von {who}",
        "colon": ": ",
        "over": "Die Partie ist zu Ende.",
        "strength": "(Stärke {n})",
        "moon": "Mond",
        "blood_moon": "Blutmond",
        "lone": "{card} (Einsamer Wolf)",
        "box": "Wolf aus der Schachtel",
        "box_card": "{card} (Wolf aus der Schachtel)",
        "score": "Punkte",
    },
    "ja": {
        "trick": "トリック",
        "trump": "切り札",
        "none": "なし",
        "honor": "名誉トークン",
        "scars": "傷",
        "hand": "手札",
        "packs": "群れのマス",
        "owned": "{who}の{what}",
        "colon": "：",
        "over": "ゲームは終わりました。",
        "strength": "（強さ{n}）",
        "moon": "月",
        "blood_moon": "血の月",
        "lone": "{card}（一匹狼）",
        "box": "箱の狼",
        "box_card": "{card}（箱の狼）",
        "score": "得点",
    },
}


def _card(c: dict[str, Any], lang: str) -> str:
    """A card on a territory: face up as its name, a lone wolf or a box wolf marked so."""
    lab = _LABELS[lang]
    if c["face"] == "up":
        return card_word(c["card"], lang)
    if c["face"] == "lone":
        return lab["lone"].format(card=card_word(c["card"], lang))
    return (
        lab["box"] if c["card"] is None else lab["box_card"].format(card=card_word(c["card"], lang))
    )


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


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (see :func:`wolfpack.lone_wolves.view.view`) as text lines.

    Cards show by name ("Red 6"), lone wolves and box wolves marked as such (a box wolf
    nobody may see by that word alone); face-down scars as ``[?]``.
    """
    lang = check_language(lang)
    lab = _LABELS[lang]
    sep = LIST_SEP[lang]

    def owned(p: int, what: str) -> str:
        return lab["owned"].format(who=player_word(p, lang), what=what) + lab["colon"]

    trump = suit_word(view["trump"], lang) if view["trump"] else lab["none"]
    lines = [
        f"Lone Wolves ({view['variant']}) · {lab['trick']} {view['trick']}/13 · "
        f"{lab['trump']}{lab['colon']}{trump} · {lab['score']} "
        f"{view['scores'][0]}:{view['scores'][1]}"
    ]
    for t in view["territories"]:
        moon = f" · {lab[t['moon']]}" if t["moon"] else ""
        scars = " ".join(
            "[ ]"
            if s["state"] == "empty"
            else f"[{effect_word(s['effect'], lang)}]"
            if s["state"] == "face_up"
            else (f"[?{effect_word(s['effect'], lang)}]" if s["effect"] else "[?]")
            for s in t["scars"]
        )
        lines.append(
            f"{territory_word(t['name'], lang)} ({t['count']}/6) · {lab['honor']} "
            f"{t['honor']['value']} {t['honor']['token']}{moon} · "
            f"{lab['scars']}{lab['colon']}{scars}"
        )
        for p, side in enumerate(t["sides"]):
            cards = sep.join(_card(c, lang) for c in side["cards"]) or "-"
            strength = lab["strength"].format(n=side["strength"])
            lines.append(f"    {player_word(p, lang)}{lab['colon']}{cards}  {strength}")
    for p, row in enumerate(view["packs"]):
        placed = []
        for x in row:
            if x["scars"]:
                effects = sep.join(effect_word(e, lang) for e in x["scars"])
                placed.append(f"{location_word(x['location'], lang)}{lab['colon']}{effects}")
        lines.append(owned(p, lab["packs"]) + ("; " if lang != "ja" else "、").join(placed or "-"))
    trick = view["current_trick"]
    for part in ("lead", "follow"):
        if trick[part]:
            c = trick[part]
            lines.append(
                f"  > {player_word(c['player'], lang)}{lab['colon']}{card_word(c['card'], lang)} "
                f"→ {territory_word(c['territory'], lang)}"
            )
    for p, hand in enumerate(view["hands"]):
        shown = (
            sep.join(card_word(c, lang) for c in hand["cards"])
            if hand["cards"] is not None
            else number_of(hand["count"], lang, ("card", "cards"), ("Wolf", "Wölfe"), "{}枚")
        )
        lines.append(owned(p, lab["hand"]) + (shown or "-"))
    lines.append(lab["over"] if view["to_move"] is None else _waiting(view, lang))
    return "\n".join(lines)
