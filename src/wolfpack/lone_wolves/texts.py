"""Every Lone Wolves message in English, German and Japanese, keyed by message id.

Written in our own words from the rules (:mod:`wolfpack.lone_wolves.rules`); each message lists
the rule ids it cites.
Parameters name a term kind (``{card:card_acc}``), see :mod:`wolfpack.lone_wolves.terms`:
German nouns take their article and case from the kind ("in den Sumpf", "im Vulkan",
"des Sumpfes"), counts their number ("1 Punkt", "3 Punkte").
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    # -- events: what just happened ---------------------------------------------------------
    "lw.ev.lead": {
        "rules": "LW-T1",
        "en": "{player:player} leads the {card:card_acc} into the {territory:terr_acc}.",
        "de": "{player:player} spielt {card:card_acc} an und legt ihn in {territory:terr_acc}.",
        "ja": "{player:player}が{card:card_acc}を{territory:terr_acc}にリードしました。",
    },
    "lw.ev.follow": {
        "rules": "LW-T2",
        "en": "{player:player} answers with the {card:card_dat} in the {territory:terr_acc}.",
        "de": "{player:player} antwortet mit {card:card_dat} und legt ihn in {territory:terr_acc}.",
        "ja": "{player:player}は{card:card_dat}を{territory:terr_acc}に出しました。",
    },
    "lw.ev.follow_other": {
        "rules": "LW-T2",
        "en": "{player:player} has no {led:suit} and answers with the {card:card_dat} in the "
        "{territory:terr_acc}.",
        "de": "{player:player} hat keinen Wolf der Farbe {led:suit}, antwortet mit "
        "{card:card_dat} und legt ihn in {territory:terr_acc}.",
        "ja": "{player:player}は{led:suit}を持っていないので、{card:card_dat}を"
        "{territory:terr_acc}に出しました。",
    },
    "lw.ev.three_nothing": {
        "rules": "LW-T4",
        "en": "A 3 was played, but there is no face-down scar to reveal {territory:terr_in}.",
        "de": "Ein 3er-Wolf wurde gespielt, aber {territory:terr_in} liegt keine verdeckte Narbe.",
        "ja": "3が出されましたが、{territory:terr_in}には裏向きの傷がありません。",
    },
    "lw.ev.reveal": {
        "rules": "LW-T4",
        "en": "The 3 turns scar space {index:nth} of the {territory:terr_gen} face up: "
        "{effect:effect}.",
        "de": "Der 3er-Wolf deckt Narbenfeld {index:nth} {territory:terr_gen} auf: "
        "{effect:effect}.",
        "ja": "3の効果で{territory:terr_gen}の傷{index:nth}番が表になりました：{effect:effect}。",
    },
    "lw.ev.win_higher_led": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: the {card:card_nom} is the higher card of the "
        "led suit {led:suit}.",
        "de": "{player:player} gewinnt den Stich, denn {card:card_nom} ist der stärkere Wolf "
        "der angespielten Farbe {led:suit}.",
        "ja": "{player:player}がトリックに勝ちました。リードされた色は{led:suit}で、"
        "{card:card_nom}の方が強いからです。",
    },
    "lw.ev.win_higher_trump": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: both cards are trump ({trump:suit}) and the "
        "{card:card_nom} is higher.",
        "de": "{player:player} gewinnt den Stich: Beide Wölfe sind Trumpf ({trump:suit}), und "
        "{card:card_nom} ist stärker.",
        "ja": "{player:player}がトリックに勝ちました。両方とも切り札（{trump:suit}）で、"
        "{card:card_nom}の方が強いからです。",
    },
    "lw.ev.win_off_suit": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick with the {card:card_dat}: the {other:card_nom} is "
        "neither the led suit {led:suit} nor trump, so it cannot win.",
        "de": "{player:player} gewinnt den Stich mit {card:card_dat}: {other:card_nom} gehört "
        "weder zur angespielten Farbe {led:suit} noch zum Trumpf und kann daher nicht gewinnen.",
        "ja": "{player:player}が{card:card_dat}でトリックに勝ちました。{other:card_nom}は"
        "リードされた{led:suit}でも切り札でもないので勝てません。",
    },
    "lw.ev.win_trump": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: the {card:card_nom} is trump ({trump:suit}) and "
        "beats the {other:card_acc}.",
        "de": "{player:player} gewinnt den Stich, denn {card:card_nom} ist Trumpf "
        "({trump:suit}) und schlägt {other:card_acc}.",
        "ja": "{player:player}がトリックに勝ちました。{card:card_nom}は切り札（{trump:suit}）"
        "なので{other:card_acc}に勝ちます。",
    },
    "lw.ev.win_two_takes_seven": {
        "rules": "LW-T6 LW-T7",
        "en": "{player:player} wins the trick: the 2 takes the 7 of its own suit, so the "
        "{card:card_nom} beats the {other:card_acc}.",
        "de": "{player:player} gewinnt den Stich: Der 2er-Wolf schlägt den 7er-Wolf seiner "
        "Farbe, also gewinnt {card:card_nom} gegen {other:card_acc}.",
        "ja": "{player:player}がトリックに勝ちました。同じ色の2は7に勝つので、"
        "{card:card_nom}が{other:card_acc}を破りました。",
    },
    "lw.ev.lone_wolf": {
        "rules": "LW-T8",
        "en": "{player:player} lost the trick: the {card:card_nom} {territory:terr_in} turns "
        "over and becomes a lone wolf of strength 1.",
        "de": "{player:player} hat den Stich verloren, also wird {card:card_nom} "
        "{territory:terr_in} umgedreht und ist nun ein Einsamer Wolf mit Stärke 1.",
        "ja": "{player:player}はトリックに負けました。{territory:terr_in}の{card:card_nom}は"
        "裏返り、強さ1の一匹狼になります。",
    },
    "lw.ev.no_scar": {
        "rules": "LW-T8",
        "en": "{player:player} takes no scar: none is left {territory:terr_in}.",
        "de": "{player:player} bekommt keine Narbe: {territory:terr_in} liegt keine mehr.",
        "ja": "{territory:terr_in}に傷が残っていないので、{player:player}は何も受け取りません。",
    },
    "lw.ev.take_up": {
        "rules": "LW-T8",
        "en": "{player:player} takes the face-up scar from space {index:nth} of the "
        "{territory:terr_gen}: {effect:effect}.",
        "de": "{player:player} nimmt die offene Narbe von Feld {index:nth} {territory:terr_gen}: "
        "{effect:effect}.",
        "ja": "{player:player}は{territory:terr_gen}の{index:nth}番から表向きの傷を取りました："
        "{effect:effect}。",
    },
    "lw.ev.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "{player:player} takes the face-down scar from space {index:nth} of the "
        "{territory:terr_gen} and looks at it.",
        "de": "{player:player} nimmt die verdeckte Narbe von Feld {index:nth} {territory:terr_gen} "
        "und sieht sie sich an.",
        "ja": "{player:player}は{territory:terr_gen}の{index:nth}番から裏向きの傷を取り、中身を"
        "確認しました。",
    },
    "lw.ev.moon": {
        "rules": "LW-T10",
        "en": "The last scar has left the {territory:terr_acc}: the Moon rises there and "
        "{suit:suit} is trump from the next trick on.",
        "de": "Die letzte Narbe hat {territory:terr_acc} verlassen: dort geht der Mond auf, "
        "und ab dem nächsten Stich ist {suit:suit} Trumpf.",
        "ja": "{territory:terr_acc}から最後の傷がなくなりました。そこに月が昇り、次のトリック"
        "から{suit:suit}が切り札です。",
    },
    "lw.ev.blood_moon": {
        "rules": "LW-T11",
        "en": "A second territory, the {territory:terr_nom}, has lost its last scar: the Blood "
        "Moon rises there. From the next trick {suit:suit} is trump and {old:suit} no longer.",
        "de": "Als zweites Gebiet hat {territory:terr_nom} keine Narben mehr: dort geht der "
        "Blutmond auf. Ab dem nächsten Stich ist {suit:suit} Trumpf, {old:suit} nicht mehr.",
        "ja": "2つ目の縄張り、{territory:terr_nom}の傷がなくなりました。血の月が昇り、次の"
        "トリックから{suit:suit}が切り札になり、{old:suit}は切り札ではなくなります。",
    },
    "lw.ev.emptied_late": {
        "rules": "LW-T11",
        "en": "The {territory:terr_nom} is out of scars too, but both moons are already out: "
        "nothing changes.",
        "de": "Auch {territory:terr_nom} hat keine Narben mehr, doch Mond und Blutmond liegen "
        "schon: Es ändert sich nichts.",
        "ja": "{territory:terr_nom}の傷もなくなりましたが、月も血の月もすでに出ているので"
        "何も変わりません。",
    },
    "lw.ev.place": {
        "rules": "LW-T9",
        "en": "{player:player} puts the scar face up on a pack space {location:loc_in}: "
        "{effect:effect}.",
        "de": "{player:player} legt die Narbe offen auf ein Rudelfeld {location:loc_in}: "
        "{effect:effect}.",
        "ja": "{player:player}は傷を表向きで{location:loc_in}の群れのマスに置きました："
        "{effect:effect}。",
    },
    "lw.ev.box_wolf": {
        "rules": "LW-C3 LW-H3",
        "en": "Box wolf: an unseen card from the box joins {player:player}'s side of the "
        "{territory:terr_acc} as a lone wolf.",
        "de": "Wolf aus der Schachtel: ein ungesehener Wolf wird verdeckt als Einsamer Wolf "
        "auf der Seite von {player:player} an {territory:terr_acc} angelegt.",
        "ja": "箱の狼：誰も見ていない箱のカード1枚が、一匹狼として{player:player}側の"
        "{territory:terr_acc}に加わりました。",
    },
    "lw.ev.box_wolf_full": {
        "rules": "LW-C3 LW-T3",
        "en": "Box wolf: the {territory:terr_nom} is full, so no card comes from the box there.",
        "de": "Wolf aus der Schachtel: {territory:terr_nom} ist schon voll, dort kommt kein "
        "Wolf hinzu.",
        "ja": "箱の狼：{territory:terr_nom}はすでに6枚でいっぱいなので、カードは加わりません。",
    },
    "lw.ev.box_wolf_empty": {
        "rules": "LW-C3",
        "en": "Box wolf: the box is empty, so the {territory:terr_nom} gets nothing.",
        "de": "Wolf aus der Schachtel: Die Schachtel ist leer, {territory:terr_nom} bekommt "
        "nichts.",
        "ja": "箱の狼：箱が空なので、{territory:terr_nom}には何も加わりません。",
    },
    "lw.ev.flip_honor": {
        "rules": "LW-C3",
        "en": "Honor flip: the honor token of the {territory:terr_gen} turns over and now "
        "shows {value}.",
        "de": "Gebietsplättchen wenden: Das Gebietsplättchen {territory:terr_gen} zeigt jetzt "
        "{value}.",
        "ja": "名誉トークン反転：{territory:terr_gen}の名誉トークンが裏返り、{value}点に"
        "なりました。",
    },
    "lw.ev.next_lead": {
        "rules": "LW-T7",
        "en": "{player:player} won the trick and leads trick {trick}.",
        "de": "{player:player} hat den Stich gewonnen und spielt den {trick}. Stich an.",
        "ja": "{player:player}がトリックに勝ったので、第{trick}トリックをリードします。",
    },
    "lw.ev.game_over": {
        "rules": "LW-E1",
        "en": "Both hands are empty after 13 tricks: the game is over.",
        "de": "Nach 13 Stichen haben beide keine Wölfe mehr auf der Hand: Das Spiel ist vorbei.",
        "ja": "13トリックが終わり、手札がなくなりました。ゲーム終了です。",
    },
    # -- why a move is legal --------------------------------------------------------------
    "lw.why.lead": {
        "rules": "LW-T1 LW-T3",
        "en": "You lead, so any card may go to any territory that is not full: the "
        "{territory:terr_nom} holds {count} of 6 cards.",
        "de": "Du spielst an: Du darfst jeden Wolf in jedes Gebiet legen, das noch nicht "
        "voll ist; {territory:terr_nom} hat {count} von 6 Plätzen belegt.",
        "ja": "あなたがリードする番なので、いっぱいでない縄張りならどのカードでも出せます。"
        "{territory:terr_nom}は6枚中{count}枚です。",
    },
    "lw.why.follow_suit": {
        "rules": "LW-T2 LW-T3",
        "en": "The {card:card_dat} follows the led suit {led:suit}; the {territory:terr_nom} "
        "holds {count} of 6 cards.",
        "de": "Mit {card:card_dat} bedienst du die angespielte Farbe {led:suit}; "
        "{territory:terr_nom} hat {count} von 6 Plätzen belegt.",
        "ja": "{card:card_dat}でリードされた{led:suit}をフォローしています。"
        "{territory:terr_nom}は6枚中{count}枚です。",
    },
    "lw.why.follow_free": {
        "rules": "LW-T2 LW-T3",
        "en": "You hold no {led:suit}, so any card may be played; the {territory:terr_nom} "
        "holds {count} of 6 cards.",
        "de": "Du hast keinen Wolf der angespielten Farbe {led:suit}, also darfst du jeden "
        "Wolf spielen; {territory:terr_nom} hat {count} von 6 Plätzen belegt.",
        "ja": "{led:suit}を持っていないので、どのカードでも出せます。{territory:terr_nom}は"
        "6枚中{count}枚です。",
    },
    "lw.note.three": {
        "rules": "LW-T4",
        "en": "As a 3, it will turn {down:one_of_down} there face up.",
        "de": "Als 3er-Wolf deckt dieser Wolf dort {down:one_of_down} auf.",
        "ja": "3なので、そこにある{down:one_of_down}を表にします。",
    },
    "lw.note.trump": {
        "rules": "LW-T5",
        "en": "Trump is {suit:suit}.",
        "de": "Trumpf ist {suit:suit}.",
        "ja": "切り札は{suit:suit}です。",
    },
    "lw.note.would_win": {
        "rules": "LW-T5",
        "en": "It would win the trick against the {other:card_acc}.",
        "de": "Dieser Wolf würde den Stich gegen {other:card_acc} gewinnen.",
        "ja": "このカードは{other:card_acc}に勝ち、トリックを取ります。",
    },
    "lw.note.would_lose": {
        "rules": "LW-T5 LW-T8",
        "en": "It would lose the trick to the {other:card_acc} and become a lone wolf.",
        "de": "Dieser Wolf würde den Stich gegen {other:card_acc} verlieren und ein Einsamer "
        "Wolf werden.",
        "ja": "このカードは{other:card_acc}に負けて一匹狼になります。",
    },
    "lw.note.two_takes_seven": {
        "rules": "LW-T6",
        "en": "Here the 2 takes the 7 of the same suit.",
        "de": "Hier schlägt der 2er-Wolf den 7er-Wolf derselben Farbe.",
        "ja": "ここでは同じ色の2が7に勝ちます。",
    },
    "lw.why.reveal": {
        "rules": "LW-T4",
        "en": "Scar space {index:nth} of the {territory:terr_gen} is face down, so your 3 may turn "
        "it face up.",
        "de": "Auf Narbenfeld {index:nth} {territory:terr_gen} liegt eine verdeckte Narbe; dein "
        "3er-Wolf darf sie aufdecken.",
        "ja": "{territory:terr_gen}の傷{index:nth}番は裏向きなので、3の効果で表にできます。",
    },
    "lw.why.take_up": {
        "rules": "LW-T8",
        "en": "You lost the trick, so you take {effect:scar_named} from space {index:nth} of the "
        "{territory:terr_gen}.",
        "de": "Du hast den Stich verloren und nimmst {effect:scar_named} von Feld {index:nth} "
        "{territory:terr_gen}.",
        "ja": "トリックに負けたので、"
        "{territory:terr_gen}の{index:nth}番の{effect:scar_named}を取ります。",
    },
    "lw.why.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "You lost the trick, so you take one scar from the {territory:terr_dat}: space "
        "{index:nth} is face down, a surprise.",
        "de": "Du hast den Stich verloren und nimmst eine Narbe aus {territory:terr_dat}: "
        "die Narbe auf Feld {index:nth} ist verdeckt, eine Überraschung.",
        "ja": "トリックに負けたので{territory:terr_dat}から傷を1つ取ります。{index:nth}番は裏向き"
        "で、中身はわかりません。",
    },
    "lw.note.moon_next": {
        "rules": "LW-T10",
        "en": "It is the last scar there: the Moon will rise and {suit:suit} become trump.",
        "de": "Es ist die letzte Narbe dort: Der Mond geht auf, und {suit:suit} wird Trumpf.",
        "ja": "そこにある最後の傷なので、月が昇り、{suit:suit}が切り札になります。",
    },
    "lw.note.blood_next": {
        "rules": "LW-T11",
        "en": "It is the last scar there: the Blood Moon will rise and {suit:suit} replace "
        "{old:suit} as trump.",
        "de": "Es ist die letzte Narbe dort: Der Blutmond geht auf, und {suit:suit} löst "
        "{old:suit} als Trumpf ab.",
        "ja": "そこにある最後の傷なので、血の月が昇り、{old:suit}に代わって{suit:suit}が"
        "切り札になります。",
    },
    "lw.why.place": {
        "rules": "LW-T9",
        "en": "Your side has {free:pack_spaces} {location:loc_in}; the scar's effect will "
        "count there.",
        "de": "Auf deiner Seite gibt es {location:loc_in} noch {free:pack_spaces}; der Effekt "
        "der Narbe zählt dort.",
        "ja": "あなたの側の{location:loc_in}には{free:pack_spaces}。置いた傷の効果はこの"
        "縄張りに及びます。",
    },
    "lw.why.place_border": {
        "rules": "LW-T9 LW-C7",
        "en": "The pack space {location:loc_in} is free on your side; a scar there counts for "
        "both territories.",
        "de": "Das Feld {location:loc_in} ist auf deiner Seite frei; eine Narbe dort zählt "
        "für beide Gebiete.",
        "ja": "{location:loc_in}のマスが空いています。ここに置いた傷は両方の縄張りで効果を"
        "持ちます。",
    },
    "lw.note.box_wolf": {
        "rules": "LW-C3",
        "en": "Box wolf acts at once: an unseen box card joins your side of the "
        "{territory:terr_acc} if there is room.",
        "de": "Der Wolf aus der Schachtel wirkt sofort: ist Platz, wird ein ungesehener Wolf "
        "aus der Schachtel auf deiner Seite an {territory:terr_acc} angelegt.",
        "ja": "箱の狼はすぐに効果を発揮します。空きがあれば、誰も見ていない箱のカード1枚が"
        "{territory:terr_acc}のあなた側に加わります。",
    },
    "lw.note.flip_honor": {
        "rules": "LW-C3",
        "en": "Honor flip acts at once: the token of the {territory:terr_gen} turns from "
        "{old} to {new}.",
        "de": "Das Wenden wirkt sofort: Das Gebietsplättchen {territory:terr_gen} wechselt "
        "von {old} auf {new}.",
        "ja": "反転はすぐに効果を発揮します。{territory:terr_gen}の名誉トークンが{old}点から"
        "{new}点になります。",
    },
    # -- why a move is not legal ----------------------------------------------------------
    "lw.no.over": {
        "rules": "LW-E1",
        "en": "The game is over: all 13 tricks have been played.",
        "de": "Das Spiel ist vorbei: alle 13 Stiche sind gespielt.",
        "ja": "13トリックすべて終わったので、ゲームは終了しています。",
    },
    "lw.no.expect_play": {
        "rules": "LW-T1",
        "en": "Now {player:player} plays a card, written like 'play g6 swamp'.",
        "de": "Jetzt spielt {player:player} einen Wolf aus; Eingabe z. B. 'play g6 swamp'.",
        "ja": "今は{player:player}がカードを出す番です（例：'play g6 swamp'）。",
    },
    "lw.no.expect_reveal": {
        "rules": "LW-T4",
        "en": "A 3 was just played: first choose the face-down scar it reveals, like 'reveal 1'.",
        "de": "Gerade wurde ein 3er-Wolf gespielt: wähle zuerst die verdeckte Narbe, die er "
        "aufdeckt, z. B. 'reveal 1'.",
        "ja": "3が出されたので、まず表にする裏向きの傷を選んでください（例：'reveal 1'）。",
    },
    "lw.no.expect_take": {
        "rules": "LW-T8",
        "en": "The loser of the trick now takes a scar from the {territory:terr_dat}, like 'take "
        "0' for its first space.",
        "de": "Wer den Stich verloren hat, nimmt jetzt eine Narbe aus {territory:terr_dat}; "
        "Eingabe z. B. 'take 0' für das erste Narbenfeld.",
        "ja": "トリックに負けたプレイヤーが{territory:terr_dat}から傷を取る番です（例："
        "1番のマスなら'take 0'）。",
    },
    "lw.no.expect_place": {
        "rules": "LW-T9",
        "en": "The scar just taken must now be placed, like 'place tundra'.",
        "de": "Die eben genommene Narbe muss jetzt auf ein Rudelfeld gelegt werden, "
        "z. B. 'place tundra'.",
        "ja": "取った傷をいま置く必要があります（例：'place tundra'）。",
    },
    "lw.no.not_in_hand": {
        "rules": "LW-T1 LW-H1",
        "en": "You do not hold the {card:card_acc}.",
        "de": "Du hast {card:card_acc} nicht auf der Hand.",
        "ja": "{card:card_acc}は手札にありません。",
    },
    "lw.no.must_follow": {
        "rules": "LW-T2",
        "en": "You hold the {held:card_acc}, so you must follow {led:suit}; the "
        "{card:card_nom} is not {led:suit}.",
        "de": "Du hast {held:card_acc}, also musst du {led:suit} bedienen; {card:card_nom} "
        "hat nicht die Farbe {led:suit}.",
        "ja": "{held:card_acc}を持っているので{led:suit}をフォローしなければなりません。"
        "{card:card_nom}は{led:suit}ではありません。",
    },
    "lw.no.full": {
        "rules": "LW-T3",
        "en": "There is no room left: 6 cards already lie {territory:terr_in}.",
        "de": "Dort ist kein Platz mehr: {territory:terr_in} liegen schon 6 Wölfe.",
        "ja": "{territory:terr_in}にはすでに6枚あり、これ以上カードを出せません。",
    },
    "lw.no.reveal_space": {
        "rules": "LW-T4",
        "en": "Scar space {index:nth} of the {territory:terr_gen} holds no face-down scar to "
        "reveal.",
        "de": "Auf Narbenfeld {index:nth} {territory:terr_gen} liegt keine verdeckte Narbe.",
        "ja": "{territory:terr_gen}の傷{index:nth}番には表にできる裏向きの傷がありません。",
    },
    "lw.no.take_space": {
        "rules": "LW-T8",
        "en": "Scar space {index:nth} of the {territory:terr_gen} is empty; take a scar that "
        "is there.",
        "de": "Narbenfeld {index:nth} {territory:terr_gen} ist leer; nimm eine Narbe, die noch "
        "in diesem Gebiet liegt.",
        "ja": "{territory:terr_gen}の傷{index:nth}番は空です。残っている傷を取ってください。",
    },
    "lw.no.place_full": {
        "rules": "LW-T9",
        "en": "Your side has no empty pack space left {location:loc_in}.",
        "de": "Auf deiner Seite ist {location:loc_in} kein Rudelfeld mehr frei.",
        "ja": "あなたの側の{location:loc_in}には空いた群れのマスがありません。",
    },
    "lw.no.no_borders": {
        "rules": "LW-C7",
        "en": "This board has no border spaces: they exist only on the advanced side.",
        "de": "Dieser Gebietsplan hat keine Grenzfelder: Es gibt sie nur im "
        "Fortgeschrittenenspiel.",
        "ja": "この面には境界マスがありません。上級ルールの面にだけあります。",
    },
    "lw.no.not_neighbours": {
        "rules": "LW-C7",
        "en": "A border space lies only between neighbouring territories in board order.",
        "de": "Ein Grenzfeld liegt nur zwischen zwei benachbarten Gebieten.",
        "ja": "境界マスは隣り合う縄張りの間にだけあります。",
    },
    # -- final scoring --------------------------------------------------------------------
    "lw.score.won": {
        "rules": "LW-E2 LW-E3",
        "en": "{territory:terr}: strength {s0} to {s1}, {player:player} wins the honor token "
        "worth {value}.",
        "de": "{territory:terr}: Stärke {s0} zu {s1}, {player:player} gewinnt das "
        "Gebietsplättchen im Wert von {value}.",
        "ja": "{territory:terr}：強さ{s0}対{s1}で、{player:player}が{value}点の名誉トークンを"
        "獲得します。",
    },
    "lw.score.tie": {
        "rules": "LW-E2 LW-E3",
        "en": "{territory:terr}: strength {s0} to {s1}, a tie, so nobody wins its tokens.",
        "de": "{territory:terr}: Stärke {s0} zu {s1}, Gleichstand: niemand erhält die "
        "Plättchen dieses Gebiets.",
        "ja": "{territory:terr}：強さ{s0}対{s1}の同点なので、誰もトークンを獲得しません。",
    },
    "lw.score.moon": {
        "rules": "LW-E3 LW-E4",
        "en": "{player:player} also takes the Moon {territory:terr_in}: 5 points.",
        "de": "{player:player} erhält dazu das Mondplättchen {territory:terr_in}: 5 Punkte.",
        "ja": "{player:player}は{territory:terr_in}の月も獲得：5点。",
    },
    "lw.score.blood_moon": {
        "rules": "LW-E3 LW-E4",
        "en": "{player:player} also takes the Blood Moon {territory:terr_in}: 3 points.",
        "de": "{player:player} erhält dazu das Blutmondplättchen {territory:terr_in}: 3 Punkte.",
        "ja": "{player:player}は{territory:terr_in}の血の月も獲得：3点。",
    },
    "lw.score.scar": {
        "rules": "LW-E4",
        "en": "Scoring the {territory:terr_gen}: {player:player}'s scar {location:loc_in} "
        "({effect:effect}) scores {points:points}.",
        "de": "Wertung {territory:terr_gen}: Die Narbe „{effect:effect}“ von {player:player} "
        "{location:loc_in} bringt {points:points}.",
        "ja": "{territory:terr_gen}の得点："
        "{location:loc_in}にある{player:player}の傷「{effect:effect}」で{points:points}。",
    },
    "lw.score.result": {
        "rules": "LW-E5",
        "en": "Final score {p0} to {p1}: {player:player} wins.",
        "de": "Endstand {p0} zu {p1}: {player:player} gewinnt.",
        "ja": "最終得点{p0}対{p1}で、{player:player}の勝ちです。",
    },
    "lw.score.tiebreak": {
        "rules": "LW-E5",
        "en": "Final score {p0} to {p1}, a tie: {player:player} wins with more lone wolves "
        "({l0} to {l1}).",
        "de": "Endstand {p0} zu {p1}, Gleichstand: {player:player} gewinnt mit mehr Einsamen "
        "Wölfen ({l0} zu {l1}).",
        "ja": "最終得点{p0}対{p1}の同点。一匹狼が多い{player:player}の勝ちです（{l0}対{l1}）。",
    },
    "lw.score.draw": {
        "rules": "LW-E5",
        "en": "Final score {p0} to {p1}, and lone wolves {l0} to {l0}: a draw.",
        "de": "Endstand {p0} zu {p1}, Einsame Wölfe {l0} zu {l0}: unentschieden.",
        "ja": "最終得点{p0}対{p1}、一匹狼も{l0}匹ずつで引き分けです。",
    },
}
