"""Game-agnostic hint words, for games whose adapter has no words of its own yet, and the
words every hint shares: numbers in each language's own format and chances in plain words
("about 3 games in 4") instead of percentages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import counted


def points_word(value: Any, lang: str) -> str:
    """An amount of points (its size: the sign is for the sentence to say), to one decimal
    as the language writes numbers (German: a decimal comma), with the noun in the right
    number: "1 point", "2.5 points", "1 Punkt", "2,5 Punkte", "2.5点"."""
    x = round(abs(float(value)), 1)
    text = f"{x:.0f}" if x == int(x) else f"{x:.1f}"
    if lang == "de":
        return text.replace(".", ",") + (" Punkt" if text == "1" else " Punkte")
    if lang == "ja":
        return text + "点"
    return text + (" point" if text == "1" else " points")


_FRACTIONS = (
    (1, 10),
    (1, 5),
    (1, 4),
    (1, 3),
    (2, 5),
    (1, 2),
    (3, 5),
    (2, 3),
    (3, 4),
    (4, 5),
    (9, 10),
)


def chance_word(value: Any, lang: str) -> str:
    """How often something happens, in plain words: the nearest simple fraction ("about 3
    games in 4"), "nearly every game" or "hardly any game" at the ends. Japanese words
    include the verb (勝てます / 勝てません), the others follow "wins" or "gewinnt"."""
    p = float(value)
    if p >= 0.95:
        return {"de": "fast jede Partie", "ja": "ほぼ毎回勝てます"}.get(lang, "nearly every game")
    if p <= 0.05:
        return {"de": "kaum eine Partie", "ja": "ほとんど勝てません"}.get(lang, "hardly any game")
    a, b = min(_FRACTIONS, key=lambda f: abs(f[0] / f[1] - p))
    if lang == "de":
        return f"etwa {a} von {b} Partien"
    if lang == "ja":
        return f"{b}回に{a}回くらい勝てます"
    return f"about {a} game{'s' if a > 1 else ''} in {b}"


def chance_past_word(value: Any, lang: str) -> str:
    """:func:`chance_word` for what happened in simulated games (Japanese: 勝ちました /
    勝てませんでした; the other languages as :func:`chance_word`)."""
    if lang != "ja":
        return chance_word(value, lang)
    p = float(value)
    if p >= 0.95:
        return "ほぼ毎回勝ちました"
    if p <= 0.05:
        return "ほとんど勝てませんでした"
    a, b = min(_FRACTIONS, key=lambda f: abs(f[0] / f[1] - p))
    return f"{b}回に{a}回くらい勝ちました"


MORE_MOVES_WORDS = {
    "en": ("no more", "1 more", "{} more"),
    "de": ("ist kein weiterer Zug", "ist noch ein weiterer Zug", "sind noch {} weitere Züge"),
    "ja": ("0手", "1手", "{}手"),
}
"""Further moves about as good as the suggested one (German with its verb: "ist noch ein
weiterer Zug" / "sind noch 3 weitere Züge")."""


TERMS: dict[str, TermFormatter] = {
    "points_amount": points_word,
    "chance": chance_word,
    "chance_past": chance_past_word,
    "more_moves": counted(MORE_MOVES_WORDS),
}
"""The term kinds of the shared hint words."""

DOMAINS: dict[str, Sequence[Any]] = {"more_moves": range(1, 10)}
"""The one enumerable kind (a count of moves; larger counts travel rendered): amounts and
chances are rendered per language."""

TEXTS: dict[str, dict[str, str]] = {
    "bot.hint.best": {
        "en": "Suggested: '{move}'.",
        "de": "Vorschlag: '{move}'.",
        "ja": "おすすめ：'{move}'。",
    },
    "bot.hint.value.ahead": {
        "en": "The search played this move in {n} games continued from here with random "
        "choices. With this move you ended {points:points_amount} ahead of the best other"
        " player on average and won {chance:chance_past}. Random play is much weaker than real"
        " play, so this compares moves; it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im "
        "Durchschnitt {points:points_amount} vor dem besten anderen Spieler und hast "
        "{chance:chance_past} gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die "
        "Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie "
        "ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この手のあとでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。この手だと、"
        "最後はほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}多くて、"
        "{chance:chance_past}。でたらめな手は本当の遊び方よりずっと弱いので、"
        "この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "bot.hint.value.behind": {
        "en": "The search played this move in {n} games continued from here with random "
        "choices. With this move you ended {points:points_amount} behind the best other "
        "player on average and won {chance:chance_past}. Random play is much weaker than real "
        "play, so this compares moves; it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im "
        "Durchschnitt {points:points_amount} hinter dem besten anderen Spieler und hast "
        "{chance:chance_past} gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die "
        "Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie "
        "ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この手のあとでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。この手だと、"
        "最後はほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}少なくて、"
        "{chance:chance_past}。でたらめな手は本当の遊び方よりずっと弱いので、"
        "この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "bot.hint.value.level": {
        "en": "The search played this move in {n} games continued from here with random "
        "choices. With this move you ended about level with the best other player on "
        "average and won {chance:chance_past}. Random play is much weaker than real play, so "
        "this compares moves; it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im "
        "Durchschnitt etwa gleichauf mit dem besten anderen Spieler und hast {chance:chance_past} "
        "gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir "
        "also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht "
        "voraus.",
        "ja": "コンピューターは、"
        "この手のあとでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。この手だと、"
        "最後はほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点で、{chance:chance_past}。"
        "でたらめな手は本当の遊び方よりずっと弱いので、この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "bot.hint.only": {
        "en": "It is the only move allowed here.",
        "de": "Es ist der einzige Zug, der hier erlaubt ist.",
        "ja": "ここで選べるのはこの手だけです。",
    },
    "bot.hint.unclear": {
        "en": "In the time it had, the search could not tell the {n} possible moves apart: "
        "they are about equal as far as it can see.",
        "de": "In der verfügbaren Zeit konnte der Computer die {n} möglichen Züge kaum "
        "unterscheiden: Soweit er sehen kann, sind sie etwa gleich gut. Der Vorschlag ist also "
        "kaum besser als die anderen Züge.",
        "ja": "コンピューターは、"
        "使える時間の中では{n}通りの手の差をほとんど見分けられませんでした。見える範囲では、"
        "どれもほぼ同じくらいの手なので、おすすめの手もほかの手とあまり変わりません。",
    },
    "bot.hint.equal_deals": {
        "en": "Other moves marked ≈ in the table did about as well over the same deals: the "
        "difference is too small to tell them apart from this one ({n} of them).",
        "de": "Andere Züge, die in der Tabelle mit ≈ markiert sind, schnitten bei denselben "
        "Verteilungen etwa gleich gut ab: Der Unterschied ist zu klein, um sie von diesem zu "
        "unterscheiden (insgesamt {n}).",
        "ja": "表で≈の付いたほかの手も、同じ配り方でほぼ同じくらいの結果でした。差が小さすぎて、"
        "この手と見分けられません（全部で{n}手）。",
    },
    "bot.hint.equal": {
        "en": "About as good: {n:more_moves} (marked ≈ in the table); the search could not tell "
        "them apart from this one.",
        "de": "Etwa gleich gut {n:more_moves} (in der Tabelle mit ≈ markiert): Die Suche konnte "
        "keinen Unterschied zu diesem Zug finden.",
        "ja": "ほぼ同じくらいの結果の手が、ほかに{n:more_moves}あります（表では≈の印）。"
        "探索はこの手と見分けられませんでした。",
    },
}
