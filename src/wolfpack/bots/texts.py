"""Game-agnostic hint words, for games whose adapter has no words of its own yet."""

from __future__ import annotations

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
    "bot.hint.few": {
        "en": "The search tried it in only {n} simulated games: too few to give it a value, "
        "but more often than any other move.",
        "de": "Die Suche hat diesen Zug nur in {n} simulierten Partien ausprobiert: zu wenige "
        "für einen Wert, aber öfter als jeden anderen Zug.",
        "ja": "探索がこの手を試したシミュレーションは{n}回だけで、数値で評価するには"
        "少なすぎますが、ほかのどの手よりも多く試しました。",
    },
}
