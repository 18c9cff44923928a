"""Game-agnostic hint words, for games whose adapter has no words of its own yet."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "bot.hint.best": {
        "en": "Suggested: '{move}'.",
        "de": "Vorschlag: '{move}'.",
        "ja": "おすすめ：'{move}'。",
    },
    "bot.hint.value": {
        "en": "Over the simulated continuations ({n}) its average point margin was {margin} "
        "(± {ci}), and it came out ahead in {win}% of them.",
        "de": "In den simulierten Fortsetzungen ({n}) lag die mittlere Punktdifferenz bei "
        "{margin} (± {ci}); in {win} % davon lag dieser Zug am Ende vorn.",
        "ja": "シミュレーション（{n}回）での点差の平均は{margin}（±{ci}）、"
        "優勢で終わった割合は{win}%でした。",
    },
}
