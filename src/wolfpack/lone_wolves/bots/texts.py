"""The words of Lone Wolves hints and solver verdicts, in English, German and Japanese.

Message ids start with ``lw.hint.`` (so the board widget sends them to the browser with
the other ``lw.`` templates); parameters use the Lone Wolves term kinds
(``{card:card_acc}``, ``{territory:terr_in}``: German articles and cases come from the
kind) and plain numbers, already formatted (``margin`` is a signed string like ``"+3.5"``).
"""

from __future__ import annotations

from wolfpack.lone_wolves import terms as _terms  # noqa: F401  (the term kinds used here)

TEXTS: dict[str, dict[str, str]] = {
    # -- the recommended move --------------------------------------------------------------
    "lw.hint.best.lead": {
        "rules": "LW-T1",
        "en": "Suggested: lead the {card:card_acc} into the {territory:terr_acc}.",
        "de": "Vorschlag: spiele {card:card_acc} an und lege ihn in {territory:terr_acc}.",
        "ja": "おすすめ：{card:card_acc}を{territory:terr_acc}にリードしましょう。",
    },
    "lw.hint.best.follow": {
        "rules": "LW-T2",
        "en": "Suggested: answer with the {card:card_dat} in the {territory:terr_acc}.",
        "de": "Vorschlag: antworte mit {card:card_dat} und lege ihn in {territory:terr_acc}.",
        "ja": "おすすめ：{card:card_dat}を{territory:terr_acc}に出して応じましょう。",
    },
    "lw.hint.best.reveal": {
        "rules": "LW-T4",
        "en": "Suggested: turn up scar space {index:nth} of the {territory:terr_gen}.",
        "de": "Vorschlag: decke Narbenfeld {index:nth} {territory:terr_gen} auf.",
        "ja": "おすすめ：{territory:terr_gen}の傷{index:nth}番を表にしましょう。",
    },
    "lw.hint.best.take_up": {
        "rules": "LW-T8",
        "en": "Suggested: take the face-up scar from space {index:nth} of the "
        "{territory:terr_gen}: "
        "{effect:effect}.",
        "de": "Vorschlag: nimm die offene Narbe von Feld {index:nth} {territory:terr_gen}: "
        "{effect:effect}.",
        "ja": "おすすめ：{territory:terr_gen}の{index:nth}番の表向きの傷（{effect:effect}）を"
        "取りましょう。",
    },
    "lw.hint.best.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "Suggested: take the face-down scar from space {index:nth} of the "
        "{territory:terr_gen}; on average an unseen scar serves you better than what lies "
        "face up.",
        "de": "Vorschlag: nimm die verdeckte Narbe von Feld {index:nth} {territory:terr_gen}; "
        "im Schnitt nützt dir eine ungesehene Narbe mehr als die offenen.",
        "ja": "おすすめ：{territory:terr_gen}の{index:nth}番の裏向きの傷を取りましょう。平均すると"
        "、"
        "見えていない傷の方が表向きの傷より役に立ちます。",
    },
    "lw.hint.best.place": {
        "rules": "LW-T9",
        "en": "Suggested: put the scar ({effect:effect}) on a pack space {location:loc_in}.",
        "de": "Vorschlag: lege die Narbe ({effect:effect}) auf ein Rudelfeld {location:loc_in}.",
        "ja": "おすすめ：傷（{effect:effect}）を{location:loc_in}の群れのマスに置きましょう。",
    },
    # -- why: the trick ----------------------------------------------------------------
    "lw.hint.wins_trick": {
        "rules": "LW-T5 LW-T7",
        "en": "It beats the {other:card_acc}, so it wins the trick and stays face up at full "
        "strength.",
        "de": "Damit schlägst du {other:card_acc} und gewinnst den Stich; dein Wolf bleibt "
        "offen mit voller Stärke liegen.",
        "ja": "{other:card_acc}に勝つのでトリックを取り、表向きのまま元の強さで残ります。",
    },
    "lw.hint.wins_two_seven": {
        "rules": "LW-T6 LW-T7",
        "en": "Against the {other:card_acc} the 2 takes the 7, so it wins the trick.",
        "de": "Dein 2er-Wolf schlägt {other:card_acc}, denn ein 2er-Wolf schlägt den 7er-Wolf "
        "seiner Farbe: du gewinnst den Stich.",
        "ja": "{other:card_acc}に対しては2が7に勝つので、トリックを取ります。",
    },
    "lw.hint.loses_trick": {
        "rules": "LW-T5 LW-T8",
        "en": "It cannot beat the {other:card_acc}: it turns into a lone wolf of strength 1.",
        "de": "Damit kannst du {other:card_acc} nicht schlagen: dein Wolf wird ein Einsamer "
        "Wolf mit Stärke 1.",
        "ja": "{other:card_acc}には勝てないので、強さ1の一匹狼になります。",
    },
    "lw.hint.lead_safe": {
        "rules": "LW-T5 LW-T6",
        "en": "No card you have not seen can beat it: it wins the trick.",
        "de": "Kein Wolf, den du noch nicht gesehen hast, kann deinen schlagen: du gewinnst "
        "den Stich.",
        "ja": "まだ見ていないカードの中にこれに勝てるものはないので、トリックを取ります。",
    },
    "lw.hint.lead_risk": {
        "rules": "LW-T5 LW-T6",
        "en": "Cards you have not seen that could beat it: {n}; the chance that the opponent "
        "holds one of them is about {pct}%.",
        "de": "Wölfe, die du noch nicht gesehen hast und die deinen schlagen könnten: {n}; "
        "mit etwa {pct} % Wahrscheinlichkeit hat der Gegner einen davon.",
        "ja": "まだ見ていないカードのうち{n}枚がこれに勝てます。相手がそのどれかを持っている"
        "確率は約{pct}%です。",
    },
    "lw.hint.trump": {
        "rules": "LW-T5 LW-T10",
        "en": "It is trump ({suit:suit}).",
        "de": "Dein Wolf ist Trumpf ({suit:suit}).",
        "ja": "これは切り札（{suit:suit}）です。",
    },
    "lw.hint.keeps": {
        "rules": "LW-T5",
        "en": "You keep the {card:card_acc} for a later trick.",
        "de": "Du behältst {card:card_acc} für einen späteren Stich.",
        "ja": "{card:card_acc}は後のトリックのために手元に残ります。",
    },
    # -- why: the territory ------------------------------------------------------------
    "lw.hint.secures": {
        "rules": "LW-E2 LW-E3",
        "en": "It puts you ahead {territory:terr_in}, {own} to {opp} in strength: "
        "{points:points} are at stake there.",
        "de": "Damit führst du {territory:terr_in} an Stärke mit {own} zu {opp}: dort geht "
        "es um {points:points}.",
        "ja": "{territory:terr_in}で強さ{own}対{opp}とリードします。そこでは{points:points}が"
        "かかっています。",
    },
    "lw.hint.strengthens": {
        "rules": "LW-E2 LW-E3",
        "en": "It adds to your lead {territory:terr_in}: {own} to {opp} in strength.",
        "de": "Damit baust du deine Führung {territory:terr_in} aus: Stärke {own} zu {opp}.",
        "ja": "{territory:terr_in}でのリードを広げます（強さ{own}対{opp}）。",
    },
    "lw.hint.levels": {
        "rules": "LW-E2 LW-E3",
        "en": "It draws level {territory:terr_in} ({own} to {opp}): as it stands nobody "
        "would win it.",
        "de": "Damit gleichst du {territory:terr_in} aus ({own} zu {opp}): so gewänne dort "
        "niemand das Gebietsplättchen.",
        "ja": "{territory:terr_in}で同点（{own}対{opp}）になり、今のままでは誰も獲得できません。",
    },
    "lw.hint.concedes": {
        "rules": "LW-E2 LW-E3",
        "en": "It leaves the {territory:terr_acc} to the opponent for now ({own} to {opp} in "
        "strength).",
        "de": "Du überlässt {territory:terr_acc} vorerst dem Gegner (Stärke {own} zu {opp}).",
        "ja": "{territory:terr_acc}は当面相手に譲ります（強さ{own}対{opp}）。",
    },
    # -- why: scars ---------------------------------------------------------------------
    "lw.hint.scar_buy": {
        "rules": "LW-T8",
        "en": "If the trick is lost, it buys a scar from the {territory:terr_dat}: "
        "{effect:effect}.",
        "de": "Geht der Stich verloren, bringt er eine Narbe aus {territory:terr_dat}: "
        "{effect:effect}.",
        "ja": "トリックに負けた場合は、{territory:terr_dat}から傷を得られます：{effect:effect}。",
    },
    "lw.hint.no_scar": {
        "rules": "LW-T8",
        "en": "Losing there brings nothing: no scar is left {territory:terr_in}.",
        "de": "Ein verlorener Stich bringt dort nichts: {territory:terr_in} liegt keine "
        "Narbe mehr.",
        "ja": "{territory:terr_in}には傷が残っていないので、そこで負けても何も得られません。",
    },
    "lw.hint.place_gain": {
        "rules": "LW-T9 LW-E4",
        "en": "There it changes your projected point margin by {gain} at once.",
        "de": "Dort verändert sie deinen erwarteten Punktevorsprung sofort um {gain}.",
        "ja": "そこに置くと、予想される点差がすぐに{gain}点変わります。",
    },
    "lw.hint.moon": {
        "rules": "LW-T10",
        "en": "It is the last scar there: the Moon will rise over the {territory:terr_dat} "
        "and {suit:suit} becomes trump.",
        "de": "Es ist die letzte Narbe dort: über {territory:terr_dat} geht der Mond auf, und "
        "{suit:suit} wird Trumpf.",
        "ja": "そこにある最後の傷なので、{territory:terr_dat}に月が昇り、{suit:suit}が切り札に"
        "なります。",
    },
    "lw.hint.blood_moon": {
        "rules": "LW-T11",
        "en": "It is the last scar there: the Blood Moon will rise over the "
        "{territory:terr_dat} and {suit:suit} becomes trump.",
        "de": "Es ist die letzte Narbe dort: über {territory:terr_dat} geht der Blutmond auf, "
        "und {suit:suit} wird Trumpf.",
        "ja": "そこにある最後の傷なので、{territory:terr_dat}に血の月が昇り、{suit:suit}が"
        "切り札になります。",
    },
    # -- values -------------------------------------------------------------------------
    "lw.hint.value": {
        "rules": "LW-E4 LW-E5",
        "en": "In {n} games played on from here with random choices by both players, it "
        "ended on average {margin} points ahead (± {ci}) and won {win}% of them: a way to "
        "compare moves, not a forecast of this game.",
        "de": "In {n} Partien, die von hier aus mit zufälligen Zügen beider Seiten "
        "weitergespielt wurden, lag dieser Zug am Ende im Mittel {margin} Punkte vorn "
        "(± {ci}) und gewann {win} % davon: ein Vergleich der Züge, keine Vorhersage dieser "
        "Partie.",
        "ja": "ここから双方がランダムな手で{n}回打ち進めると、最終点差の平均は{margin}"
        "（±{ci}）、勝率は{win}%でした。手を比べる目安であり、この対局の予想ではありません。",
    },
    "lw.hint.lead_safe_open": {
        "rules": "LW-T5 LW-T6",
        "en": "The opponent holds no card that can beat it: it wins the trick.",
        "de": "Der Gegner hat keinen Wolf, der deinen schlagen kann: du gewinnst den Stich.",
        "ja": "相手の手札にはこれに勝てるカードがないので、トリックを取ります。",
    },
    "lw.hint.lead_risk_open": {
        "rules": "LW-T5 LW-T6",
        "en": "Cards in the opponent's hand that can beat it: {n}.",
        "de": "Wölfe auf der Hand des Gegners, die deinen schlagen können: {n}.",
        "ja": "相手の手札でこれに勝てるカード：{n}枚。",
    },
    "lw.hint.solver": {
        "rules": "LW-E4",
        "en": "With every card open and best play by both, {player:player} ends with a point "
        "margin of {margin}.",
        "de": "Mit allen Karten offen und bestem Spiel beider endet die Partie mit einem "
        "Punktevorsprung von {margin} für {player:player}.",
        "ja": "すべてのカードを公開し双方が最善を尽くすと、{player:player}が{margin}点差で"
        "勝って終わります。",
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
