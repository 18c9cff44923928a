"""A plain-text picture of a Triqueta view, for terminals and doctest-style teaching."""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.words import player_word
from wolfpack.triqueta.terms import tile_word, tiles_word

_LABELS = {
    "en": {
        "round": "Round",
        "tower": "Tower",
        "stack": "stack",
        "row": "Row",
        "taken": "taken",
        "face_up": "face up",
        "face_down": "face down",
        "shadow": "shadow",
        "trees": "trees",
        "marker": "start marker",
        "score": "score",
        "open": "in the open",
        "to_move": "to move",
        "over": "game over",
        "drawn": "drawn",
        "hidden": "?",
    },
    "de": {
        "round": "Runde",
        "tower": "Turm",
        "stack": "Stapel",
        "row": "Reihe",
        "taken": "genommen",
        "face_up": "offen",
        "face_down": "verdeckt",
        "shadow": "Schatten",
        "trees": "Bäume",
        "marker": "Startmarker",
        "score": "Punkte",
        "open": "offen sichtbar",
        "to_move": "am Zug",
        "over": "Spielende",
        "drawn": "gezogen",
        "hidden": "?",
    },
    "ja": {
        "round": "ラウンド",
        "tower": "タワー",
        "stack": "スタック",
        "row": "列",
        "taken": "取られた",
        "face_up": "表向き",
        "face_down": "裏向き",
        "shadow": "影",
        "trees": "木",
        "marker": "スタートマーカー",
        "score": "得点",
        "open": "公開",
        "to_move": "手番",
        "over": "ゲーム終了",
        "drawn": "引いたタイル",
        "hidden": "?",
    },
}


def _backs(stack: list[dict[str, Any]]) -> str:
    return "".join("S" if x["back"] == "shadow" else "L" for x in stack) or "-"


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """Render a view (from :func:`wolfpack.triqueta.view.view`) as text lines."""
    lang = check_language(lang)
    lab = _LABELS[lang]
    lines = [f"{lab['round']} {view['round']}/{view['rounds']}"]
    if view["to_move"] is None:
        lines[0] += f" - {lab['over']}"
    else:
        lines[0] += f" - {player_word(view['to_move'], lang)} {lab['to_move']}"
    cur = view["current_tower"]
    if cur is not None:
        tower = view["towers"][cur]
        stacks = " ".join(f"{i}:{_backs(s)}" for i, s in enumerate(tower["stacks"]))
        lines.append(f"{lab['tower']} {cur} ({tower['count']}): {stacks}")
    for row in view["rows"]:
        body = tiles_word(row["tiles"], lang) if row["open"] else f"({lab['taken']})"
        lines.append(f"{lab['row']} {row['index']}: {body}")
    if view["pending"] is not None:
        drawn = [
            tile_word(t["tile"], lang) if t["tile"] else lab["hidden"]
            for t in view["pending"]["tiles"]
        ]
        lines.append(f"{lab['drawn']}: {', '.join(drawn)}")
    for seat in view["seats"]:
        fd = seat["face_down"]
        down = tiles_word(fd["tiles"], lang) if fd["tiles"] is not None else f"{fd['count']}x?"
        sh = seat["shadow"]
        shadow = tiles_word(sh["tiles"], lang) if sh["tiles"] is not None else f"{sh['count']}x?"
        marker = f", {lab['marker']}" if seat["start_marker"] else ""
        score = (
            seat["score"] if seat["score"] is not None else f"{seat['public_score']} {lab['open']}"
        )
        lines.append(
            f"{player_word(seat['player'], lang)}: {lab['face_up']} "
            f"{tiles_word(seat['face_up'], lang)}; {lab['face_down']} {down}; "
            f"{lab['shadow']} {shadow}; {lab['trees']} {seat['trees']}{marker}; "
            f"{lab['score']} {score}"
        )
    return "\n".join(lines)
