"""A plain-text picture of a position of The Wolves (for terminals and quick looks)."""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import msg
from wolfpack.core.i18n import check_language
from wolfpack.core.words import LIST_SEP
from wolfpack.the_wolves.terms import (
    action_word,
    kind_word,
    of_word,
    phase_word,
    player_cap_word,
    player_word,
    prey_word,
    terrain_word,
    track_word,
)

_WORDS = {
    "en": {
        "title": "The Wolves, {n} players, turn {turn}",
        "pay": "{who} pays for the action “{action}” with tiles of {terrain}.",
        "over": "Game over.",
        "calendar": "Moon calendar: {used} of {length} spaces taken; scoring at {dates}",
        "board": "{who} (home {home}): shows {shows}; {tracks}; bonus terrain {bt}, bonus "
        "action {ba}; {vp} VP",
        "region": "Region at {water} (region tile {tile}), tokens: {tokens}",
        "start": "Start tile",
        "piece": "{who} {kind}",
        "lone": "lone wolf",
        "prey": "prey: {prey} ×{count}",
        "colon": ": ",
    },
    "de": {
        "title": "Die Wölfe, {n} Spieler, Zug {turn}",
        "pay": "{who} bezahlt die Aktion „{action}“ mit Plättchen der Geländeart {terrain}.",
        "over": "Die Partie ist zu Ende.",
        "calendar": "Mondkalender: {used} von {length} Feldern belegt; Wertung bei {dates}",
        "board": "{who} (Lebensraum {home}): zeigt {shows}; {tracks}; Gelände-Bonusmarker {bt}, "
        "Aktions-Bonusmarker {ba}; {vp} SP",
        "region": "Region bei {water} (Regionstableau {tile}), Marker: {tokens}",
        "start": "Starttableau",
        "piece": "{kind} {of}",
        "lone": "Einsamer Wolf",
        "prey": "Beutemarker: {prey} ×{count}",
        "colon": ": ",
    },
    "ja": {
        "title": "ウルヴズ {n}人 第{turn}手番",
        "pay": "{who}が「{action}」のコストを{terrain}のタイルで支払います。",
        "over": "ゲームは終わりました。",
        "calendar": "ムーンライトボード：{length}マス中{used}マス使用、得点計算：{dates}",
        "board": "{who}（得意地形{home}）：{shows}、{tracks}、ボーナス地形トークン{bt}・"
        "ボーナスアクショントークン{ba}、{vp}VP",
        "region": "{water}の地域（地域タイル{tile}）、トークン：{tokens}",
        "start": "スタートタイル",
        "piece": "{who}の{kind}",
        "lone": "一匹狼",
        "prey": "獲物：{prey}×{count}",
        "colon": "：",
    },
}


def _hex_line(h: dict[str, Any], lang: str) -> str | None:
    w = _WORDS[lang]
    items = [
        w["piece"].format(
            who=player_word(p["owner"], lang),
            of=of_word(p["owner"], lang),
            kind=kind_word(p["kind"], lang),
        )
        for p in h["pieces"]
    ]
    if h["lone_wolf"]:
        items.append(w["lone"])
    if h["prey"]:
        items.append(
            w["prey"].format(prey=prey_word(h["prey"]["top"], lang), count=h["prey"]["count"])
        )
    if not items:
        return None
    where = f"  {h['hex']} {terrain_word(h['terrain'], lang)}{w['colon']}"
    return where + LIST_SEP[lang].join(items)


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
        return _WORDS[lang]["pay"].format(
            who=player_cap_word(who, lang),
            action=action_word(cur["action"], lang),
            terrain=terrain_word(cur["terrain"], lang),
        )
    elif phase == "wolf":
        e = msg("tw.wait.wolf", player=who, terrain=cur["terrain"])
    elif phase == "displace":
        e = msg("tw.wait.displace", player=who, hex=cur["displace"]["from"])
    else:
        e = msg("tw.wait.track", player=who)
    return e.text(lang, cite=False)


def render_text(view: dict[str, Any], lang: str | None = None) -> str:
    """The view as lines of text in ``lang``, in the game's words (whose decision it is as
    the board says it, never a phase id)."""
    lang = check_language(lang)
    w = _WORDS[lang]
    sep = LIST_SEP[lang]
    lines = [w["title"].format(n=view["players"], turn=view["turn"])]
    lines.append(w["over"] if view["over"] else _waiting(view, lang))
    cal = view["calendar"]
    dates = sep.join(f"{phase_word(k, lang)} {v}" for k, v in cal["scoring_dates"].items())
    lines.append(w["calendar"].format(used=len(cal["dates"]), length=cal["length"], dates=dates))
    for b in view["boards"]:
        shows = "/".join(terrain_word(t["shows"], lang) for t in b["tiles"])
        tracks = sep.join(f"{track_word(k, lang)} {v['value']}" for k, v in b["tracks"].items())
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
        tokens = sep.join(phase_word(t, lang) for t in r["tokens"]) or "-"
        lines.append(w["region"].format(water=r["water"], tile=r["tile"], tokens=tokens))
        lines += by_region.get(r["index"], [])
    return "\n".join(lines)
