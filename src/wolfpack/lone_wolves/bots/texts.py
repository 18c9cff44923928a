"""The words of Lone Wolves hints and solver verdicts, in English, German and Japanese.

Message ids start with ``lw.hint.`` (so the board widget sends them to the browser with
the other ``lw.`` templates); parameters use the Lone Wolves term kinds (``{card:card}``)
and plain numbers, already formatted (``margin`` is a signed string like ``"+3.5"``).
"""

from __future__ import annotations

from wolfpack.lone_wolves import terms as _terms  # noqa: F401  (the term kinds used here)

TEXTS: dict[str, dict[str, str]] = {
    # -- the recommended move --------------------------------------------------------------
    "lw.hint.best.lead": {
        "rules": "LW-T1",
        "en": "Suggested: lead the {card:card} into the {territory:terr}.",
        "de": "Vorschlag: spiele die {card:card} in die {territory:terr} aus.",
        "ja": "おすすめ：{card:card}を{territory:terr}にリードしましょう。",
    },
    "lw.hint.best.follow": {
        "rules": "LW-T2",
        "en": "Suggested: answer with the {card:card} in the {territory:terr}.",
        "de": "Vorschlag: antworte mit der {card:card} in der {territory:terr}.",
        "ja": "おすすめ：{card:card}を{territory:terr}に出して応じましょう。",
    },
    "lw.hint.best.reveal": {
        "rules": "LW-T4",
        "en": "Suggested: turn up scar space {index} of the {territory:terr}.",
        "de": "Vorschlag: decke Narbenfeld {index} der {territory:terr} auf.",
        "ja": "おすすめ：{territory:terr}の傷{index}番を表にしましょう。",
    },
    "lw.hint.best.take_up": {
        "rules": "LW-T8",
        "en": "Suggested: take the face-up scar from space {index} of the {territory:terr}: "
        "{effect:effect}.",
        "de": "Vorschlag: nimm die offene Narbe von Feld {index} der {territory:terr}: "
        "{effect:effect}.",
        "ja": "おすすめ：{territory:terr}の{index}番の表向きの傷（{effect:effect}）を"
        "取りましょう。",
    },
    "lw.hint.best.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "Suggested: take the face-down scar from space {index} of the {territory:terr}; "
        "on average an unseen scar serves you better than what lies face up.",
        "de": "Vorschlag: nimm die verdeckte Narbe von Feld {index} der {territory:terr}; "
        "im Schnitt nützt dir eine ungesehene Narbe mehr als die offenen.",
        "ja": "おすすめ：{territory:terr}の{index}番の裏向きの傷を取りましょう。平均すると、"
        "見えていない傷の方が表向きの傷より役に立ちます。",
    },
    "lw.hint.best.place": {
        "rules": "LW-T9",
        "en": "Suggested: put the scar ({effect:effect}) on a pack space in {location:loc}.",
        "de": "Vorschlag: lege die Narbe ({effect:effect}) auf ein Rudelfeld in {location:loc}.",
        "ja": "おすすめ：傷（{effect:effect}）を{location:loc}の群れのマスに置きましょう。",
    },
    # -- why: the trick ----------------------------------------------------------------
    "lw.hint.wins_trick": {
        "rules": "LW-T5 LW-T7",
        "en": "It beats the {other:card}, so it wins the trick and stays face up at full strength.",
        "de": "Sie schlägt die {other:card}, gewinnt also den Stich und bleibt offen mit "
        "voller Stärke liegen.",
        "ja": "{other:card}に勝つのでトリックを取り、表向きのまま全部の強さで残ります。",
    },
    "lw.hint.wins_two_seven": {
        "rules": "LW-T6 LW-T7",
        "en": "Against the {other:card} the 2 takes the 7, so it wins the trick.",
        "de": "Gegen die {other:card} schlägt die 2 die 7, also gewinnt sie den Stich.",
        "ja": "{other:card}に対しては2が7に勝つので、トリックを取ります。",
    },
    "lw.hint.loses_trick": {
        "rules": "LW-T5 LW-T8",
        "en": "It cannot beat the {other:card}: it turns into a lone wolf of strength 1.",
        "de": "Sie kann die {other:card} nicht schlagen und wird ein Einsamer Wolf mit Stärke 1.",
        "ja": "{other:card}には勝てないので、強さ1の一匹狼になります。",
    },
    "lw.hint.lead_safe": {
        "rules": "LW-T5 LW-T6",
        "en": "No card you have not seen can beat it: it wins the trick.",
        "de": "Keine Karte, die du nicht gesehen hast, kann sie schlagen: sie gewinnt den Stich.",
        "ja": "まだ見ていないカードの中にこれに勝てるものはないので、トリックを取ります。",
    },
    "lw.hint.lead_risk": {
        "rules": "LW-T5 LW-T6",
        "en": "{n} card(s) you have not seen could beat it; the chance that the opponent "
        "holds one is about {pct}%.",
        "de": "{n} ungesehene Karte(n) könnten sie schlagen; mit etwa {pct}% hat der Gegner "
        "eine davon.",
        "ja": "まだ見ていないカードのうち{n}枚がこれに勝てます。相手がそれを持っている確率は"
        "約{pct}%です。",
    },
    "lw.hint.trump": {
        "rules": "LW-T5 LW-T10",
        "en": "It is trump ({suit:suit}).",
        "de": "Sie ist Trumpf ({suit:suit}).",
        "ja": "これは切り札（{suit:suit}）です。",
    },
    "lw.hint.keeps": {
        "rules": "LW-T5",
        "en": "You keep the {card:card} for a later trick.",
        "de": "Die {card:card} behältst du für einen späteren Stich.",
        "ja": "{card:card}は後のトリックのために手元に残ります。",
    },
    # -- why: the territory ------------------------------------------------------------
    "lw.hint.secures": {
        "rules": "LW-E2 LW-E3",
        "en": "It puts you ahead in the {territory:terr}, {own} to {opp} in strength: "
        "{points} points are at stake there.",
        "de": "Damit führst du in der {territory:terr} mit {own} zu {opp} Stärke: dort geht "
        "es um {points} Punkte.",
        "ja": "{territory:terr}で強さ{own}対{opp}とリードします。そこでは{points}点が"
        "かかっています。",
    },
    "lw.hint.strengthens": {
        "rules": "LW-E2 LW-E3",
        "en": "It adds to your lead in the {territory:terr}: {own} to {opp} in strength.",
        "de": "Sie baut deine Führung in der {territory:terr} aus: {own} zu {opp} Stärke.",
        "ja": "{territory:terr}でのリードを広げます（強さ{own}対{opp}）。",
    },
    "lw.hint.levels": {
        "rules": "LW-E2 LW-E3",
        "en": "It draws level in the {territory:terr} ({own} to {opp}): as it stands nobody "
        "would win it.",
        "de": "Sie gleicht in der {territory:terr} aus ({own} zu {opp}): so gewänne sie niemand.",
        "ja": "{territory:terr}で同点（{own}対{opp}）になり、今のままでは誰も獲得できません。",
    },
    "lw.hint.concedes": {
        "rules": "LW-E2 LW-E3",
        "en": "It leaves the {territory:terr} to the opponent for now ({own} to {opp} in "
        "strength).",
        "de": "Die {territory:terr} überlässt du vorerst dem Gegner ({own} zu {opp} Stärke).",
        "ja": "{territory:terr}は当面相手に譲ります（強さ{own}対{opp}）。",
    },
    # -- why: scars ---------------------------------------------------------------------
    "lw.hint.scar_buy": {
        "rules": "LW-T8",
        "en": "If the trick is lost, it buys a scar from the {territory:terr}: {effect:effect}.",
        "de": "Geht der Stich verloren, bringt er eine Narbe aus der {territory:terr}: "
        "{effect:effect}.",
        "ja": "トリックに負けた場合は、{territory:terr}から傷を得られます：{effect:effect}。",
    },
    "lw.hint.no_scar": {
        "rules": "LW-T8",
        "en": "The {territory:terr} has no scar left, so losing there brings nothing.",
        "de": "In der {territory:terr} liegt keine Narbe mehr, ein verlorener Stich dort "
        "bringt nichts.",
        "ja": "{territory:terr}には傷が残っていないので、そこで負けても何も得られません。",
    },
    "lw.hint.place_gain": {
        "rules": "LW-T9 LW-E4",
        "en": "There it changes your projected margin by {gain} points at once.",
        "de": "Dort ändert sie deinen erwarteten Vorsprung sofort um {gain} Punkte.",
        "ja": "そこに置くと、予想される点差がすぐに{gain}点変わります。",
    },
    "lw.hint.moon": {
        "rules": "LW-T10",
        "en": "It is the last scar there: the Moon will rise over the {territory:terr} and "
        "{suit:suit} becomes trump.",
        "de": "Es ist die letzte Narbe dort: über der {territory:terr} geht der Mond auf und "
        "{suit:suit} wird Trumpf.",
        "ja": "そこで最後の傷なので、{territory:terr}に月が昇り、{suit:suit}が切り札になります。",
    },
    "lw.hint.blood_moon": {
        "rules": "LW-T11",
        "en": "It is the last scar there: the Blood Moon will rise over the {territory:terr} "
        "and {suit:suit} becomes trump.",
        "de": "Es ist die letzte Narbe dort: über der {territory:terr} geht der Blutmond auf "
        "und {suit:suit} wird Trumpf.",
        "ja": "そこで最後の傷なので、{territory:terr}に血の月が昇り、{suit:suit}が切り札に"
        "なります。",
    },
    # -- values -------------------------------------------------------------------------
    "lw.hint.value": {
        "rules": "LW-E4 LW-E5",
        "en": "In {n} simulated games its average final point margin was {margin} (± {ci}), "
        "and it won {win}% of them.",
        "de": "In {n} simulierten Partien lag die mittlere Punktdifferenz am Ende bei "
        "{margin} (± {ci}); {win}% davon wurden gewonnen.",
        "ja": "{n}回のシミュレーションで最終点差の平均は{margin}（±{ci}）、勝率は{win}%でした。",
    },
    "lw.hint.solver": {
        "rules": "LW-E4",
        "en": "With every card open and best play by both, {player:player} ends {margin} "
        "points ahead.",
        "de": "Mit allen Karten offen und bestem Spiel beider endet {player:player} mit "
        "{margin} Punkten Vorsprung.",
        "ja": "すべてのカードを公開し双方が最善を尽くすと、{player:player}が{margin}点差で"
        "終わります。",
    },
    "lw.hint.solver_level": {
        "rules": "LW-E4 LW-E5",
        "en": "With every card open and best play by both, the game ends level on points; "
        "then lone wolves decide.",
        "de": "Mit allen Karten offen und bestem Spiel beider endet die Partie "
        "punktgleich; dann entscheiden die Einsamen Wölfe.",
        "ja": "すべてのカードを公開し双方が最善を尽くすと同点で終わり、一匹狼の数で"
        "勝敗が決まります。",
    },
}
