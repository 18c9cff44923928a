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
        "ja": "おすすめ："
        "{territory:terr_gen}の{index:nth}番の表向きの傷「{effect:effect}」を取りましょう。",
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
    "lw.hint.loses_two_seven": {
        "rules": "LW-T6 LW-T8",
        "en": "The {other:card_acc} beats it, because the 2 takes the 7 of its suit: it "
        "turns into a lone wolf of strength 1.",
        "de": "Gegen {other:card_acc} verliert dein 7er-Wolf, denn ein 2er-Wolf schlägt den "
        "7er-Wolf seiner Farbe: dein Wolf wird ein Einsamer Wolf mit Stärke 1.",
        "ja": "同じ色の2は7に勝つので、{other:card_acc}には勝てません。強さ1の一匹狼になります。",
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
        "en": "Cards you have not seen that could beat it: {n}; {pct:lw_risk}.",
        "de": "Wölfe, die du noch nicht gesehen hast und die deinen schlagen könnten: {n}; "
        "{pct:lw_risk}.",
        "ja": "まだ見ていないカードのうち{n}枚がこれに勝てます。{pct:lw_risk}。",
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
    "lw.hint.as_lone": {
        "rules": "LW-T8",
        "en": "It will most likely lose the trick and stay there as a lone wolf of strength 1, "
        "and so it is counted here.",
        "de": "Er verliert den Stich wohl und bleibt dann als Einsamer Wolf mit Stärke 1 dort "
        "liegen; so wird er hier gezählt.",
        "ja": "このカードはおそらくトリックに負け、強さ1の一匹狼としてそこに残るので、"
        "ここではそのように数えます。",
    },
    "lw.hint.as_lone_sure": {
        "rules": "LW-T8",
        "en": "It loses the trick and stays there as a lone wolf of strength 1, and so it is "
        "counted here.",
        "de": "Er verliert den Stich und bleibt dann als Einsamer Wolf mit Stärke 1 dort "
        "liegen; so wird er hier gezählt.",
        "ja": "このカードはトリックに負け、強さ1の一匹狼としてそこに残るので、ここではそのように"
        "数えます。",
    },
    # -- why: the territory ------------------------------------------------------------
    "lw.hint.secures": {
        "rules": "LW-E2 LW-E3",
        "en": "It puts you ahead {territory:terr_in}, {own} to {opp} in strength: "
        "{points:points} are at stake there.",
        "de": "Damit liegst du {territory:terr_in} mit {own} zu {opp} Stärke vorn: Dort geht es "
        "um {points:points}.",
        "ja": "これで{territory:terr_in}の強さは{own}対{opp}になり、あなたが上回ります。"
        "そこでは{points:points}がかかっています。",
    },
    "lw.hint.strengthens": {
        "rules": "LW-E2 LW-E3",
        "en": "It adds to your lead {territory:terr_in}: {own} to {opp} in strength.",
        "de": "Damit baust du deine Führung {territory:terr_in} aus: Stärke {own} zu {opp}.",
        "ja": "{territory:terr_in}での差を広げます（強さ{own}対{opp}）。",
    },
    "lw.hint.levels": {
        "rules": "LW-E2 LW-E3",
        "en": "It draws level {territory:terr_in} ({own} to {opp}): as it stands nobody "
        "would win it.",
        "de": "Damit gleichst du {territory:terr_in} aus ({own} zu {opp}): so gewänne dort "
        "niemand das Gebietsplättchen.",
        "ja": "{territory:terr_in}で同点（{own}対{opp}）になり、"
        "今のままでは誰も名誉トークンを獲得できません。",
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
        "en": "If the trick is lost, it buys {effect:scar_named} from the {territory:terr_dat}.",
        "de": "Geht der Stich verloren, bringt er dir {effect:scar_named} aus "
        "{territory:terr_dat}.",
        "ja": "トリックに負けても、{territory:terr_dat}の{effect:scar_named}を得られます。",
    },
    "lw.hint.scar_buy_sure": {
        "rules": "LW-T8",
        "en": "Losing the trick buys you {effect:scar_named} from the {territory:terr_dat}.",
        "de": "Der verlorene Stich bringt dir {effect:scar_named} aus {territory:terr_dat}.",
        "ja": "トリックには負けますが、{territory:terr_dat}の{effect:scar_named}を1つ得られます。",
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
        "en": "There it {gain:lw_gain}.",
        "de": "Dort {gain:lw_gain}.",
        "ja": "そこに置くと、{gain:lw_gain}。",
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
    "lw.hint.principle.lead": {
        "rules": "LW-T5 LW-T8",
        "en": "What matters now: a strong card spent early is missing in the tricks that "
        "decide the territories. Lead a card you can afford to lose, into a territory where "
        "the scar you would take helps you.",
        "de": "Worauf es jetzt ankommt: Ein starker Wolf, den du früh ausspielst, fehlt dir "
        "später in den Stichen, die über die Gebiete entscheiden. Spiele einen Wolf an, den "
        "du verlieren kannst, in ein Gebiet, in dem dir die Narbe hilft, die du dann nimmst.",
        "ja": "いま大事なこと：早いうちに強いカードを使うと、縄張りを決める後半のトリックで"
        "足りなくなります。負けてもよいカードを、取った傷が役に立つ縄張りにリードしましょう。",
    },
    "lw.hint.principle.follow": {
        "rules": "LW-T2 LW-T5 LW-T8",
        "en": "What matters now: win the trick with your cheapest card that wins it, or lose "
        "it with your lowest card where the scar you take is worth most to you.",
        "de": "Worauf es jetzt ankommt: Gewinne den Stich mit dem schwächsten Wolf, der ihn noch "
        "gewinnt, oder verliere ihn mit deinem niedrigsten Wolf dort, wo dir die Narbe am meisten "
        "bringt.",
        "ja": "いま大事なこと：勝てるカードのうちいちばん弱いカードで勝つか、"
        "いちばん低いカードで負けて、いちばん役に立つ傷を取りましょう。",
    },
    "lw.hint.principle.scar": {
        "rules": "LW-T8 LW-T9",
        "en": "What matters now: take and place the scar where it adds the most points to "
        "your side.",
        "de": "Worauf es jetzt ankommt: Nimm die Narbe und lege sie dorthin, wo sie deiner "
        "Seite die meisten Punkte bringt.",
        "ja": "いま大事なこと：自分の側にいちばん多く点が入るように傷を取り、置きましょう。",
    },
    "lw.hint.line": {
        "rules": "LW-T5",
        "en": "One way it can go, if the cards you cannot see lie like this and you both "
        "play your best from here:",
        "de": "So kann es weitergehen, wenn die Wölfe, die du nicht siehst, so verteilt sind "
        "und ihr beide ab hier am besten spielt:",
        "ja": "ここからは想像の進み方です。見えていないカードがたとえば次のように配られていて、"
        "2人とも最善を尽くした場合の一例です：",
    },
    "lw.hint.pimc.ahead": {
        "rules": "LW-E4 LW-E5",
        "en": "We dealt the cards and scars you cannot see in {n} different ways and played "
        "each deal to the end with the best moves for both of you. With this move you end "
        "{points:points_amount} ahead on average and win {chance:chance}.",
        "de": "Wir haben die Wölfe und Narben, die du nicht siehst, auf {n} verschiedene Arten "
        "verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit "
        "diesem Zug liegst du am Ende im Durchschnitt {points:points_amount} vorn und gewinnst "
        "{chance:chance}.",
        "ja": "あなたに見えていないカードと傷を{n}通りに配り直し、"
        "それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手なら、"
        "最後は相手より平均{points:points_amount}多く取れて、{chance:chance}。",
    },
    "lw.hint.pimc.behind": {
        "rules": "LW-E4 LW-E5",
        "en": "We dealt the cards and scars you cannot see in {n} different ways and played "
        "each deal to the end with the best moves for both of you. With this move you end "
        "{points:points_amount} behind on average and win {chance:chance}: no other "
        "move does better.",
        "de": "Wir haben die Wölfe und Narben, die du nicht siehst, auf {n} verschiedene Arten "
        "verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit "
        "diesem Zug liegst du am Ende im Durchschnitt {points:points_amount} hinten und gewinnst "
        "{chance:chance}: Kein anderer Zug schneidet besser ab.",
        "ja": "あなたに見えていないカードと傷を{n}通りに配り直し、"
        "それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手でも、"
        "最後は相手より平均{points:points_amount}少なくなり、{chance:chance}。"
        "ほかの手はこれより悪くなります。",
    },
    "lw.hint.pimc.level": {
        "rules": "LW-E4 LW-E5",
        "en": "We dealt the cards and scars you cannot see in {n} different ways and played "
        "each deal to the end with the best moves for both of you. With this move the game "
        "ends about level on average, and you win {chance:chance}.",
        "de": "Wir haben die Wölfe und Narben, die du nicht siehst, auf {n} verschiedene Arten "
        "verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit "
        "diesem Zug steht es am Ende im Durchschnitt etwa unentschieden, und du gewinnst "
        "{chance:chance}.",
        "ja": "あなたに見えていないカードと傷を{n}通りに配り直し、"
        "それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手なら、"
        "最後は平均するとほぼ同点で、{chance:chance}。",
    },
    "lw.hint.value.ahead": {
        "rules": "LW-E4 LW-E5",
        "en": "The search played this move in {n} games continued from here with random choices"
        " by both of you. With this move you ended {points:points_amount} ahead on "
        "average and won {chance:chance_past}. Random play is much weaker than yours, so this "
        "compares moves; it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug lagst "
        "du am Ende im Durchschnitt {points:points_amount} vorn und hast {chance:chance_past} "
        "gewonnen. Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, "
        "die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この手だと、最後は相手より平均{points:points_amount}多く取っていて、"
        "{chance:chance_past}。でたらめな手はあなたの手よりずっと弱いので、"
        "この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "lw.hint.value.behind": {
        "rules": "LW-E4 LW-E5",
        "en": "The search played this move in {n} games continued from here with random choices"
        " by both of you. With this move you ended {points:points_amount} behind on "
        "average and won {chance:chance_past}. Random play is much weaker than yours, so this "
        "compares moves; it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug lagst "
        "du am Ende im Durchschnitt {points:points_amount} hinten und hast {chance:chance_past} "
        "gewonnen. Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, "
        "die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この手だと、最後は相手より平均{points:points_amount}少なくて、{chance:chance_past}。"
        "でたらめな手はあなたの手よりずっと弱いので、この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "lw.hint.value.level": {
        "rules": "LW-E4 LW-E5",
        "en": "The search played this move in {n} games continued from here with random choices"
        " by both of you. With this move you ended about level on average and won "
        "{chance:chance_past}. Random play is much weaker than yours, so this compares moves; "
        "it does not forecast this game.",
        "de": "Der Computer hat diesen Zug in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug stand "
        "es am Ende im Durchschnitt etwa unentschieden und hast {chance:chance_past} gewonnen. "
        "Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, die Züge "
        "miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この手だと、最後は平均するとほぼ同点で、{chance:chance_past}。"
        "でたらめな手はあなたの手よりずっと弱いので、この数字は手どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
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
        "en": "With every card open and best play by both, {player:player} wins by "
        "{margin:points}.",
        "de": "Wenn alle Wölfe offen liegen und beide bestmöglich spielen, gewinnt "
        "{player:player} und liegt am Ende {margin:points} vorn.",
        "ja": "すべてのカードを表にして2人とも最善を尽くすと、"
        "{player:player}が{margin:points}差で勝ちます。",
    },
    "lw.hint.solver_level": {
        "rules": "LW-E4 LW-E5",
        "en": "With every card open and best play by both, the game ends level on points; "
        "then lone wolves decide.",
        "de": "Wenn alle Wölfe offen liegen und beide bestmöglich spielen, endet die Partie "
        "punktgleich; dann entscheiden die Einsamen Wölfe.",
        "ja": "すべてのカードを表にして2人とも最善を尽くすと同点で終わり、"
        "一匹狼の数で勝敗が決まります。",
    },
}
