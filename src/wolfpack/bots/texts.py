"""Game-agnostic hint words, for games whose adapter has no words of its own yet, and the
words every hint shares: numbers in each language's own format and chances in plain words
("about 3 games in 4") instead of percentages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter


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


TERMS: dict[str, TermFormatter] = {"points_amount": points_word, "chance": chance_word}
"""The term kinds of the shared hint words."""

DOMAINS: dict[str, Sequence[Any]] = {}
"""No enumerable kinds: amounts and chances are rendered per language."""

TEXTS: dict[str, dict[str, str]] = {
    "bot.hint.best": {
        "en": "Suggested: '{move}'.",
        "de": "Vorschlag: '{move}'.",
        "ja": "おすすめ：'{move}'。",
    },
    "bot.hint.value": {
        "en": "In {n} continuations played on from here with random choices, it ended on "
        "average {margin} points ahead (± {ci}) and came out ahead in {win}% of them: a way "
        "to compare moves, not a forecast of this game.",
        "de": "In {n} Fortsetzungen, die von hier aus mit zufälligen Zügen weitergespielt "
        "wurden, lag dieser Zug am Ende im Mittel {margin} Punkte vorn (± {ci}) und in "
        "{win} % davon vorn: ein Vergleich der Züge, keine Vorhersage dieser Partie.",
        "ja": "ここからランダムな手で{n}回打ち進めると、この手は平均{margin}点（±{ci}）の"
        "差で終わり、その{win}%で優勢でした。手を比べる目安であり、この対局の予想ではありません。",
    },
    "bot.hint.only": {
        "en": "It is the only move allowed here.",
        "de": "Es ist der einzige Zug, der hier erlaubt ist.",
        "ja": "ここで指せるのはこの手だけです。",
    },
    "bot.hint.few": {
        "en": "The search tried it in only {n} simulated games: too few to give it a value, "
        "but more often than any other move.",
        "de": "Die Suche hat diesen Zug nur in {n} simulierten Partien ausprobiert: zu wenige "
        "für einen Wert, aber öfter als jeden anderen Zug.",
        "ja": "探索がこの手を試したシミュレーションは{n}回だけで、数値で評価するには"
        "少なすぎますが、ほかのどの手よりも多く試しました。",
    },
}
