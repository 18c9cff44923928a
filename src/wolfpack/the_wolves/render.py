"""A plain-text picture of a position of The Wolves (for terminals and quick looks)."""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.the_wolves.terms import (
    kind_word,
    phase_word,
    player_word,
    prey_word,
    terrain_word,
    track_word,
)

_WORDS = {
    "en": {
        "title": "The Wolves, {n} players, turn {turn}",
        "to_move": "{who} to decide ({phase})",
        "over": "Game over",
        "calendar": "Moon calendar: {used} of {length} dates used; scoring dates {dates}",
        "board": "{who} (home {home}): shows {shows}; {tracks}; bonus terrain {bt}, bonus "
        "action {ba}; {vp} VP",
        "region": "Region at {water} (tile {tile}), tokens: {tokens}",
        "start": "Start tile",
        "lone": "lone wolf",
        "prey": "prey {prey} x{count}",
    },
    "de": {
        "title": "Die Wölfe, {n} Spieler, Zug {turn}",
        "to_move": "{who} entscheidet ({phase})",
        "over": "Spiel vorbei",
        "calendar": "Mondkalender: {used} von {length} Daten belegt; Wertungsdaten {dates}",
        "board": "{who} (Lebensraum {home}): zeigt {shows}; {tracks}; Gelände-Bonus {bt}, "
        "Aktions-Bonus {ba}; {vp} SP",
        "region": "Region bei {water} (Tableau {tile}), Marker: {tokens}",
        "start": "Starttableau",
        "lone": "Einsamer Wolf",
        "prey": "Beute {prey} x{count}",
    },
    "ja": {
        "title": "ウルヴズ {n}人 第{turn}手番",
        "to_move": "{who}の判断（{phase}）",
        "over": "ゲーム終了",
        "calendar": "月のカレンダー：{length}日中{used}日使用、得点日{dates}",
        "board": "{who}（得意地形{home}）：{shows}、{tracks}、ボーナス地形{bt}・"
        "ボーナスアクション{ba}、{vp}VP",
        "region": "{water}の地域（タイル{tile}）、トークン：{tokens}",
        "start": "スタートタイル",
        "lone": "一匹狼",
        "prey": "獲物{prey}×{count}",
    },
}


def _hex_line(h: dict[str, Any], lang: str) -> str | None:
    w = _WORDS[lang]
    items = [f"{player_word(p['owner'], lang)} {kind_word(p['kind'], lang)}" for p in h["pieces"]]
    if h["lone_wolf"]:
        items.append(w["lone"])
    if h["prey"]:
        items.append(
            w["prey"].format(prey=prey_word(h["prey"]["top"], lang), count=h["prey"]["count"])
        )
    if not items:
        return None
    return f"  {h['hex']} {terrain_word(h['terrain'], lang)}: " + ", ".join(items)


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """The view as lines of text in ``lang``."""
    lang = check_language(lang)
    w = _WORDS[lang]
    lines = [w["title"].format(n=view["players"], turn=view["turn"])]
    if view["over"]:
        lines.append(w["over"])
    else:
        lines.append(
            w["to_move"].format(who=player_word(view["to_move"], lang), phase=view["phase"])
        )
    cal = view["calendar"]
    dates = ", ".join(f"{phase_word(k, lang)} {v}" for k, v in cal["scoring_dates"].items())
    lines.append(w["calendar"].format(used=len(cal["dates"]), length=cal["length"], dates=dates))
    for b in view["boards"]:
        shows = "/".join(terrain_word(t["shows"], lang) for t in b["tiles"])
        tracks = ", ".join(f"{track_word(k, lang)} {v['value']}" for k, v in b["tracks"].items())
        lines.append(
            w["board"].format(
                who=player_word(b["player"], lang),
                home=terrain_word(b["home"], lang),
                shows=shows,
                tracks=tracks,
                bt=b["bonus_terrain"],
                ba=b["bonus_action"],
                vp=b["score"]["total"],
            )
        )
    by_region: dict[int | None, list[str]] = {}
    for h in view["hexes"]:
        line = _hex_line(h, lang) if h["terrain"] not in ("water", "chasm") else None
        if line:
            by_region.setdefault(h["region"], []).append(line)
    if None in by_region:
        lines.append(w["start"])
        lines += by_region[None]
    for r in view["regions"]:
        tokens = ", ".join(phase_word(t, lang) for t in r["tokens"]) or "-"
        lines.append(w["region"].format(water=r["water"], tile=r["tile"], tokens=tokens))
        lines += by_region.get(r["index"], [])
    return "\n".join(lines)
