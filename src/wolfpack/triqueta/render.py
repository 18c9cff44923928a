"""A plain-text picture of a Triqueta view, for terminals and doctest-style teaching.

Towers, stacks and rows count from 1 as in every text; a stack shows how many light and
shadow backs it holds ("3 hell" / 「通常3」), never the internal back letters.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.words import LIST_SEP, player_word, shown_number
from wolfpack.triqueta.terms import count_word, tile_word, tiles_word

_LABELS: dict[str, dict[str, str]] = {
    "en": {
        "round": "Round",
        "tower": "Tower {n} ({count})",
        "stack": "stack {n}",
        "row": "Row {n}",
        "taken": "(taken)",
        "face_up": "face up",
        "face_down": "face down",
        "shadow": "shadow tiles",
        "trees": "tree tiles",
        "marker": "start marker",
        "score": "score",
        "open": "{} (face-up tiles only)",
        "hidden_count": "{} (unseen)",
        "empty": "empty",
        "to_move": "{who} to move",
        "over": "game over",
        "drawn": "drawn",
        "hidden": "?",
        "colon": ": ",
        "dash": " – ",
        "part_sep": "; ",
    },
    "de": {
        "round": "Runde",
        "tower": "Turm {n} ({count})",
        "stack": "Stapel {n}",
        "row": "Tierreihe {n}",
        "taken": "(genommen)",
        "face_up": "offen",
        "face_down": "verdeckt",
        "shadow": "Schatten-Tiersteine",
        "trees": "Baumplättchen",
        "marker": "Startmarker",
        "score": "Punkte",
        "open": "{} (nur die offenen Tiersteine)",
        "hidden_count": "{} (nicht sichtbar)",
        "empty": "leer",
        "to_move": "{who} ist am Zug",
        "over": "die Partie ist zu Ende",
        "drawn": "gezogen",
        "hidden": "?",
        "colon": ": ",
        "dash": " – ",
        "part_sep": "; ",
    },
    "ja": {
        "round": "ラウンド",
        "tower": "タワー{n}（{count}）",
        "stack": "スタック{n}",
        "row": "列{n}",
        "taken": "（取られた）",
        "face_up": "表向き",
        "face_down": "裏向き",
        "shadow": "影のタイル",
        "trees": "木タイル",
        "marker": "スタートマーカー",
        "score": "得点",
        "open": "{}（表向きのタイルだけ）",
        "hidden_count": "{}（見えない）",
        "empty": "空",
        "to_move": "{who}の手番",
        "over": "ゲーム終了",
        "drawn": "引いたタイル",
        "hidden": "？",
        "colon": "：",
        "dash": "　",
        "part_sep": "、",
    },
}


_BACKS = {
    "en": {"light": "{} light", "shadow": "{} shadow"},
    "de": {"light": "{} hell", "shadow": "{} Schatten"},
    "ja": {"light": "通常{}", "shadow": "影{}"},
}
"""A stack's backs counted: light and shadow."""


def _backs(stack: list[dict[str, Any]], lang: str) -> str:
    """How many light and shadow backs a stack shows: ``"3 hell"`` / ``"2 hell, 1 Schatten"``."""
    backs = _BACKS[lang]
    counts = {"light": 0, "shadow": 0}
    for x in stack:
        counts["shadow" if x["back"] == "shadow" else "light"] += 1
    parts = [backs[k].format(n) for k, n in counts.items() if n]
    return LIST_SEP[lang].join(parts) or _LABELS[lang]["empty"]


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (from :func:`wolfpack.triqueta.view.view`) as text lines."""
    lang = check_language(lang)
    lab = _LABELS[lang]
    colon = lab["colon"]
    who = (
        lab["over"]
        if view["to_move"] is None
        else lab["to_move"].format(who=player_word(view["to_move"], lang))
    )
    lines = [f"{lab['round']} {view['round']}/{view['rounds']}{lab['dash']}{who}"]
    cur = view["current_tower"]
    if cur is not None:
        tower = view["towers"][cur]
        stacks = lab["part_sep"].join(
            f"{lab['stack'].format(n=shown_number(i))}{colon}{_backs(s, lang)}"
            for i, s in enumerate(tower["stacks"])
        )
        head = lab["tower"].format(n=shown_number(cur), count=count_word(tower["count"], lang))
        lines.append(f"{head}{colon}{stacks}")
    for row in view["rows"]:
        body = tiles_word(row["tiles"], lang) if row["open"] else lab["taken"]
        lines.append(f"{lab['row'].format(n=shown_number(row['index']))}{colon}{body}")
    if view["pending"] is not None:
        drawn = [
            tile_word(t["tile"], lang) if t["tile"] else lab["hidden"]
            for t in view["pending"]["tiles"]
        ]
        lines.append(f"{lab['drawn']}{colon}{LIST_SEP[lang].join(drawn)}")

    def held(part: dict[str, Any]) -> str:
        if part["tiles"] is not None or not part["count"]:
            return tiles_word(part["tiles"] or [], lang)
        return lab["hidden_count"].format(count_word(part["count"], lang))

    for seat in view["seats"]:
        score = (
            seat["score"] if seat["score"] is not None else lab["open"].format(seat["public_score"])
        )
        parts = [
            f"{lab['face_up']}{colon}{tiles_word(seat['face_up'], lang)}",
            f"{lab['face_down']}{colon}{held(seat['face_down'])}",
            f"{lab['shadow']}{colon}{held(seat['shadow'])}",
            f"{lab['trees']}{colon}{seat['trees']}",
        ]
        if seat["start_marker"]:
            parts.append(lab["marker"])
        parts.append(f"{lab['score']}{colon}{score}")
        lines.append(
            f"{player_word(seat['player'], lang)}{lab['dash']}{lab['part_sep'].join(parts)}"
        )
    return "\n".join(lines)
