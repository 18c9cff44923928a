"""Game-agnostic hint words, for games whose adapter has no words of its own yet."""

from __future__ import annotations

from wolfpack.core.i18n import register_templates

TEXTS: dict[str, dict[str, str]] = {
    "bot.hint.best": {
        "en": "Suggested: {move}.",
        "de": "Vorschlag: {move}.",
        "ja": "おすすめ：{move}。",
    },
    "bot.hint.value": {
        "en": "In {n} simulated games its average final point margin was {margin} (± {ci}), "
        "and it won {win}% of them.",
        "de": "In {n} simulierten Partien lag die mittlere Punktdifferenz am Ende bei "
        "{margin} (± {ci}); {win}% davon wurden gewonnen.",
        "ja": "{n}回のシミュレーションで最終点差の平均は{margin}（±{ci}）、勝率は{win}%でした。",
    },
}

register_templates(TEXTS)
