"""A plain-text picture of a Lone Wolves view, for terminals and doctest-style teaching."""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.words import player_word
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
        "honor": "honor",
        "scars": "scars",
        "hand": "hand",
        "cards": "cards",
        "packs": "packs",
        "to_move": "to move",
        "over": "game over",
        "strength": "strength",
        "moon": "Moon",
        "blood_moon": "Blood Moon",
        "box": "box",
        "score": "score",
    },
    "de": {
        "trick": "Stich",
        "trump": "Trumpf",
        "none": "keiner",
        "honor": "Ehre",
        "scars": "Narben",
        "hand": "Hand",
        "cards": "Karten",
        "packs": "Rudelfelder",
        "to_move": "am Zug",
        "over": "Spielende",
        "strength": "Stärke",
        "moon": "Mond",
        "blood_moon": "Blutmond",
        "box": "Schachtel",
        "score": "Punkte",
    },
    "ja": {
        "trick": "トリック",
        "trump": "切り札",
        "none": "なし",
        "honor": "名誉",
        "scars": "傷",
        "hand": "手札",
        "cards": "枚",
        "packs": "群れのマス",
        "to_move": "の番",
        "over": "ゲーム終了",
        "strength": "強さ",
        "moon": "月",
        "blood_moon": "血の月",
        "box": "箱",
        "score": "得点",
    },
}


def _card(c: dict[str, Any], lang: str) -> str:
    if c["face"] == "up":
        return str(c["card"])
    if c["face"] == "lone":
        return f"~{c['card']}"
    return "~??" if c["card"] is None else f"~{c['card']}*"


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (see :func:`wolfpack.lone_wolves.view.view`) as text lines.

    Face-up cards show as ``r6``, lone wolves as ``~r4``, box wolves as ``~??``; face-down
    scars as ``[?]``.
    """
    lang = check_language(lang)
    lab = _LABELS[lang]
    trump = suit_word(view["trump"], lang) if view["trump"] else lab["none"]
    lines = [
        f"Lone Wolves ({view['variant']}) · {lab['trick']} {view['trick']}/13 · "
        f"{lab['trump']}: {trump} · {lab['score']} {view['scores'][0]}:{view['scores'][1]}"
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
            f"{t['honor']['value']} {t['honor']['token']}{moon} · {lab['scars']}: {scars}"
        )
        for p, side in enumerate(t["sides"]):
            cards = " ".join(_card(c, lang) for c in side["cards"]) or "-"
            lines.append(
                f"    {player_word(p, lang)}: {cards}  ({lab['strength']} {side['strength']})"
            )
    for p, row in enumerate(view["packs"]):
        placed = []
        for x in row:
            if x["scars"]:
                effects = ", ".join(effect_word(e, lang) for e in x["scars"])
                placed.append(f"{location_word(x['location'], lang)}: {effects}")
        lines.append(f"{player_word(p, lang)} {lab['packs']}: {'; '.join(placed) or '-'}")
    trick = view["current_trick"]
    for part in ("lead", "follow"):
        if trick[part]:
            c = trick[part]
            lines.append(
                f"  > {player_word(c['player'], lang)}: {card_word(c['card'], lang)} "
                f"→ {territory_word(c['territory'], lang)}"
            )
    for p, hand in enumerate(view["hands"]):
        shown = (
            " ".join(hand["cards"])
            if hand["cards"] is not None
            else f"{hand['count']} {lab['cards']}"
        )
        lines.append(f"{player_word(p, lang)} {lab['hand']}: {shown}")
    if view["to_move"] is None:
        lines.append(lab["over"])
    else:
        lines.append(f"{player_word(view['to_move'], lang)} {lab['to_move']}: {view['phase']}")
    return "\n".join(lines)
