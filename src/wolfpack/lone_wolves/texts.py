"""Every Lone Wolves message in English, German and Japanese, keyed by message id.

Written in our own words from ``lone-wolves.md``; each message lists the rule ids it cites.
Parameters name a term kind (``{card:card}``), see :mod:`wolfpack.lone_wolves.terms`.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    # -- events: what just happened ---------------------------------------------------------
    "lw.ev.lead": {
        "rules": "LW-T1",
        "en": "{player:player} leads the {card:card} into the {territory:terr}.",
        "de": "{player:player} spielt die {card:card} in die {territory:terr} aus.",
        "ja": "{player:player}が{card:card}を{territory:terr}にリードしました。",
    },
    "lw.ev.follow": {
        "rules": "LW-T2",
        "en": "{player:player} answers with the {card:card} in the {territory:terr}.",
        "de": "{player:player} antwortet mit der {card:card} in der {territory:terr}.",
        "ja": "{player:player}は{card:card}を{territory:terr}に出しました。",
    },
    "lw.ev.three_nothing": {
        "rules": "LW-T4",
        "en": "A 3 was played, but the {territory:terr} has no face-down scar to reveal.",
        "de": "Eine 3 wurde gespielt, aber in der {territory:terr} liegt keine verdeckte Narbe.",
        "ja": "3が出されましたが、{territory:terr}には裏向きの傷がありません。",
    },
    "lw.ev.reveal": {
        "rules": "LW-T4",
        "en": "The 3 turns scar space {index} of the {territory:terr} face up: {effect:effect}.",
        "de": "Die 3 deckt Narbenfeld {index} der {territory:terr} auf: {effect:effect}.",
        "ja": "3の効果で{territory:terr}の傷{index}番が表になりました：{effect:effect}。",
    },
    "lw.ev.win_higher_led": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: the {card:card} is the higher card of the led "
        "suit {led:suit}.",
        "de": "{player:player} gewinnt den Stich: die {card:card} ist die höhere Karte der "
        "ausgespielten Farbe {led:suit}.",
        "ja": "{player:player}がトリックに勝ちました。{card:card}はリードされた{led:suit}の"
        "より高いカードです。",
    },
    "lw.ev.win_higher_trump": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: both cards are trump ({trump:suit}) and the "
        "{card:card} is higher.",
        "de": "{player:player} gewinnt den Stich: beide Karten sind Trumpf ({trump:suit}) und "
        "die {card:card} ist höher.",
        "ja": "{player:player}の勝ち。両方とも切り札（{trump:suit}）で、{card:card}の方が"
        "高いです。",
    },
    "lw.ev.win_off_suit": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick with the {card:card}: the {other:card} is neither "
        "the led suit {led:suit} nor trump, so it cannot win.",
        "de": "{player:player} gewinnt den Stich mit der {card:card}: die {other:card} ist weder "
        "die ausgespielte Farbe {led:suit} noch Trumpf und kann nicht gewinnen.",
        "ja": "{player:player}が{card:card}で勝ちました。{other:card}はリードの{led:suit}でも"
        "切り札でもないので勝てません。",
    },
    "lw.ev.win_trump": {
        "rules": "LW-T5 LW-T7",
        "en": "{player:player} wins the trick: the {card:card} is trump ({trump:suit}) and "
        "beats the {other:card}.",
        "de": "{player:player} gewinnt den Stich: die {card:card} ist Trumpf ({trump:suit}) "
        "und schlägt die {other:card}.",
        "ja": "{player:player}の勝ち。{card:card}は切り札（{trump:suit}）なので"
        "{other:card}に勝ちます。",
    },
    "lw.ev.win_two_takes_seven": {
        "rules": "LW-T6 LW-T7",
        "en": "{player:player} wins the trick: the 2 takes the 7 of its own suit, so the "
        "{card:card} beats the {other:card}.",
        "de": "{player:player} gewinnt den Stich: die 2 schlägt die 7 ihrer Farbe, also "
        "gewinnt die {card:card} gegen die {other:card}.",
        "ja": "{player:player}の勝ち。同じ色の2は7に勝つので、{card:card}が{other:card}を"
        "破りました。",
    },
    "lw.ev.lone_wolf": {
        "rules": "LW-T8",
        "en": "{player:player} lost the trick: the {card:card} in the {territory:terr} turns "
        "over and becomes a lone wolf of strength 1.",
        "de": "{player:player} hat den Stich verloren: die {card:card} in der {territory:terr} "
        "wird umgedreht und ist nun ein Einsamer Wolf mit Stärke 1.",
        "ja": "{player:player}はトリックに負けました。{territory:terr}の{card:card}は裏返り、"
        "強さ1の一匹狼になります。",
    },
    "lw.ev.no_scar": {
        "rules": "LW-T8",
        "en": "No scar is left in the {territory:terr}, so {player:player} takes none.",
        "de": "In der {territory:terr} liegt keine Narbe mehr, {player:player} bekommt keine.",
        "ja": "{territory:terr}に傷が残っていないので、{player:player}は何も受け取りません。",
    },
    "lw.ev.take_up": {
        "rules": "LW-T8",
        "en": "{player:player} takes the face-up scar from space {index} of the "
        "{territory:terr}: {effect:effect}.",
        "de": "{player:player} nimmt die offene Narbe von Feld {index} der {territory:terr}: "
        "{effect:effect}.",
        "ja": "{player:player}は{territory:terr}の{index}番から表向きの傷を取りました："
        "{effect:effect}。",
    },
    "lw.ev.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "{player:player} takes the face-down scar from space {index} of the "
        "{territory:terr} and looks at it.",
        "de": "{player:player} nimmt die verdeckte Narbe von Feld {index} der {territory:terr} "
        "und sieht sie sich an.",
        "ja": "{player:player}は{territory:terr}の{index}番から裏向きの傷を取り、中身を"
        "確認しました。",
    },
    "lw.ev.moon": {
        "rules": "LW-T10",
        "en": "The last scar has left the {territory:terr}: the Moon rises there and "
        "{suit:suit} is trump from the next trick on.",
        "de": "Die letzte Narbe hat die {territory:terr} verlassen: dort geht der Mond auf, ab "
        "dem nächsten Stich ist {suit:suit} Trumpf.",
        "ja": "{territory:terr}から最後の傷がなくなりました。そこに月が昇り、次のトリックから"
        "{suit:suit}が切り札です。",
    },
    "lw.ev.blood_moon": {
        "rules": "LW-T11",
        "en": "A second territory, the {territory:terr}, has lost its last scar: the Blood "
        "Moon rises there. From the next trick {suit:suit} is trump and {old:suit} no longer.",
        "de": "Mit der {territory:terr} ist ein zweites Gebiet ohne Narben: dort geht der "
        "Blutmond auf. Ab dem nächsten Stich ist {suit:suit} Trumpf, {old:suit} nicht mehr.",
        "ja": "2つ目の縄張り、{territory:terr}の傷がなくなりました。血の月が昇り、次の"
        "トリックから{suit:suit}が切り札になり、{old:suit}は切り札ではなくなります。",
    },
    "lw.ev.emptied_late": {
        "rules": "LW-T11",
        "en": "The {territory:terr} is out of scars too, but both moons are already out: "
        "nothing changes.",
        "de": "Auch die {territory:terr} hat keine Narben mehr, doch beide Monde liegen "
        "schon: es ändert sich nichts.",
        "ja": "{territory:terr}の傷もなくなりましたが、月も血の月も出ているので何も変わりません。",
    },
    "lw.ev.place": {
        "rules": "LW-T9",
        "en": "{player:player} puts the scar face up on a pack space in {location:loc}: "
        "{effect:effect}.",
        "de": "{player:player} legt die Narbe offen auf ein Rudelfeld: {location:loc}, "
        "{effect:effect}.",
        "ja": "{player:player}は傷を表向きで{location:loc}の群れのマスに置きました："
        "{effect:effect}。",
    },
    "lw.ev.box_wolf": {
        "rules": "LW-C3 LW-H3",
        "en": "Box wolf: an unseen card from the box joins {player:player}'s side of the "
        "{territory:terr} as a lone wolf.",
        "de": "Wolf aus der Schachtel: eine ungesehene Karte kommt als Einsamer Wolf auf die "
        "Seite von {player:player} in der {territory:terr}.",
        "ja": "箱の狼：箱から見えないカードが一匹狼として{player:player}側の"
        "{territory:terr}に加わりました。",
    },
    "lw.ev.box_wolf_full": {
        "rules": "LW-C3 LW-T3",
        "en": "Box wolf: the {territory:terr} is full, so no card comes from the box there.",
        "de": "Wolf aus der Schachtel: die {territory:terr} ist voll, dort kommt keine Karte "
        "hinzu.",
        "ja": "箱の狼：{territory:terr}は満員なので、カードは加わりません。",
    },
    "lw.ev.box_wolf_empty": {
        "rules": "LW-C3",
        "en": "Box wolf: the box is empty, so nothing joins the {territory:terr}.",
        "de": "Wolf aus der Schachtel: die Schachtel ist leer, die {territory:terr} bekommt "
        "nichts.",
        "ja": "箱の狼：箱が空なので、{territory:terr}には何も加わりません。",
    },
    "lw.ev.flip_honor": {
        "rules": "LW-C3",
        "en": "Honor flip: the honor token of the {territory:terr} turns over and now shows "
        "{value}.",
        "de": "Ehrenplättchen wenden: das Plättchen der {territory:terr} zeigt jetzt {value}.",
        "ja": "名誉トークン反転：{territory:terr}の名誉トークンが裏返り、{value}点になりました。",
    },
    "lw.ev.next_lead": {
        "rules": "LW-T7",
        "en": "{player:player} won the trick and leads trick {trick}.",
        "de": "{player:player} hat den Stich gewonnen und spielt Stich {trick} aus.",
        "ja": "{player:player}がトリックに勝ったので、第{trick}トリックをリードします。",
    },
    "lw.ev.game_over": {
        "rules": "LW-E1",
        "en": "Both hands are empty after 13 tricks: the game is over.",
        "de": "Nach 13 Stichen sind beide Hände leer: das Spiel ist vorbei.",
        "ja": "13トリックが終わり、手札がなくなりました。ゲーム終了です。",
    },
    # -- why a move is legal --------------------------------------------------------------
    "lw.why.lead": {
        "rules": "LW-T1 LW-T3",
        "en": "You lead, so any card may go to any territory that is not full: the "
        "{territory:terr} holds {count} of 6 cards.",
        "de": "Du spielst aus: jede Karte darf in jedes Gebiet, das nicht voll ist; die "
        "{territory:terr} hat {count} von 6 Karten.",
        "ja": "あなたがリードなので、満員でない縄張りならどのカードでも出せます。"
        "{territory:terr}は6枚中{count}枚です。",
    },
    "lw.why.follow_suit": {
        "rules": "LW-T2 LW-T3",
        "en": "The {card:card} follows the led suit {led:suit}; the {territory:terr} holds "
        "{count} of 6 cards.",
        "de": "Die {card:card} bedient die ausgespielte Farbe {led:suit}; die "
        "{territory:terr} hat {count} von 6 Karten.",
        "ja": "{card:card}はリードされた{led:suit}にフォローしています。{territory:terr}は"
        "6枚中{count}枚です。",
    },
    "lw.why.follow_free": {
        "rules": "LW-T2 LW-T3",
        "en": "You hold no {led:suit}, so any card may be played; the {territory:terr} holds "
        "{count} of 6 cards.",
        "de": "Du hast kein {led:suit}, also darfst du jede Karte spielen; die "
        "{territory:terr} hat {count} von 6 Karten.",
        "ja": "{led:suit}を持っていないので、どのカードでも出せます。{territory:terr}は"
        "6枚中{count}枚です。",
    },
    "lw.note.three": {
        "rules": "LW-T4",
        "en": "As a 3, it will turn one of the {down} face-down scars there face up.",
        "de": "Als 3 deckt sie dort eine der {down} verdeckten Narben auf.",
        "ja": "3なので、そこにある裏向きの傷{down}枚のうち1枚を表にします。",
    },
    "lw.note.trump": {
        "rules": "LW-T5",
        "en": "Trump is {suit:suit}.",
        "de": "Trumpf ist {suit:suit}.",
        "ja": "切り札は{suit:suit}です。",
    },
    "lw.note.would_win": {
        "rules": "LW-T5",
        "en": "It would win the trick against the {other:card}.",
        "de": "Sie würde den Stich gegen die {other:card} gewinnen.",
        "ja": "{other:card}に対してトリックに勝ちます。",
    },
    "lw.note.would_lose": {
        "rules": "LW-T5 LW-T8",
        "en": "It would lose the trick to the {other:card} and become a lone wolf.",
        "de": "Sie würde den Stich gegen die {other:card} verlieren und ein Einsamer Wolf werden.",
        "ja": "{other:card}に負けて一匹狼になります。",
    },
    "lw.note.two_takes_seven": {
        "rules": "LW-T6",
        "en": "Here the 2 takes the 7 of the same suit.",
        "de": "Hier schlägt die 2 die 7 derselben Farbe.",
        "ja": "ここでは同じ色の2が7に勝ちます。",
    },
    "lw.why.reveal": {
        "rules": "LW-T4",
        "en": "Scar space {index} of the {territory:terr} is face down, so your 3 may turn "
        "it face up.",
        "de": "Narbenfeld {index} der {territory:terr} ist verdeckt, deine 3 darf es aufdecken.",
        "ja": "{territory:terr}の傷{index}番は裏向きなので、3の効果で表にできます。",
    },
    "lw.why.take_up": {
        "rules": "LW-T8",
        "en": "You lost the trick, so you take one scar from the {territory:terr}: space "
        "{index} shows {effect:effect}.",
        "de": "Du hast den Stich verloren und nimmst eine Narbe aus der {territory:terr}: "
        "Feld {index} zeigt {effect:effect}.",
        "ja": "トリックに負けたので{territory:terr}から傷を1つ取ります。{index}番は"
        "{effect:effect}です。",
    },
    "lw.why.take_down": {
        "rules": "LW-T8 LW-H2",
        "en": "You lost the trick, so you take one scar from the {territory:terr}: space "
        "{index} is face down, a surprise.",
        "de": "Du hast den Stich verloren und nimmst eine Narbe aus der {territory:terr}: "
        "Feld {index} ist verdeckt, eine Überraschung.",
        "ja": "トリックに負けたので{territory:terr}から傷を1つ取ります。{index}番は裏向きで、"
        "中身はわかりません。",
    },
    "lw.note.moon_next": {
        "rules": "LW-T10",
        "en": "It is the last scar there: the Moon will rise and {suit:suit} become trump.",
        "de": "Es ist die letzte Narbe dort: der Mond geht auf und {suit:suit} wird Trumpf.",
        "ja": "そこで最後の傷なので、月が昇り{suit:suit}が切り札になります。",
    },
    "lw.note.blood_next": {
        "rules": "LW-T11",
        "en": "It is the last scar there: the Blood Moon will rise and {suit:suit} replace "
        "{old:suit} as trump.",
        "de": "Es ist die letzte Narbe dort: der Blutmond geht auf und {suit:suit} löst "
        "{old:suit} als Trumpf ab.",
        "ja": "そこで最後の傷なので、血の月が昇り、{old:suit}に代わって{suit:suit}が切り札に"
        "なります。",
    },
    "lw.why.place": {
        "rules": "LW-T9",
        "en": "Your side of {location:loc} has {free} empty pack space(s); the scar's effect "
        "will count there.",
        "de": "Auf deiner Seite hat {location:loc} noch {free} freie(s) Rudelfeld(er); der "
        "Effekt der Narbe zählt dort.",
        "ja": "あなたの側の{location:loc}には空いた群れのマスが{free}つあります。傷の効果は"
        "そこで数えられます。",
    },
    "lw.why.place_border": {
        "rules": "LW-T9 LW-C7",
        "en": "The border space between {location:loc} is free on your side; a scar there "
        "counts for both territories.",
        "de": "Das Grenzfeld an {location:loc} ist auf deiner Seite frei; eine Narbe dort zählt "
        "für beide Gebiete.",
        "ja": "{location:loc}の境界マスが空いています。ここに置いた傷は両方の縄張りで"
        "効果を持ちます。",
    },
    "lw.note.box_wolf": {
        "rules": "LW-C3",
        "en": "Box wolf acts at once: an unseen box card joins your side of {territory:terr} "
        "if there is room.",
        "de": "Der Wolf aus der Schachtel wirkt sofort: eine ungesehene Karte kommt auf deine "
        "Seite der {territory:terr}, wenn Platz ist.",
        "ja": "箱の狼はすぐに効果を発揮します。空きがあれば、見えない箱のカードが"
        "{territory:terr}のあなた側に加わります。",
    },
    "lw.note.flip_honor": {
        "rules": "LW-C3",
        "en": "Honor flip acts at once: the token of the {territory:terr} turns from {old} to "
        "{new}.",
        "de": "Das Wenden wirkt sofort: das Plättchen der {territory:terr} wechselt von {old} "
        "zu {new}.",
        "ja": "反転はすぐに効果を発揮します。{territory:terr}の名誉トークンが{old}点から"
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
        "de": "Jetzt spielt {player:player} eine Karte, geschrieben wie 'play g6 swamp'.",
        "ja": "今は{player:player}がカードを出す番です（例：'play g6 swamp'）。",
    },
    "lw.no.expect_reveal": {
        "rules": "LW-T4",
        "en": "A 3 was just played: first choose the face-down scar it reveals, like 'reveal 1'.",
        "de": "Gerade wurde eine 3 gespielt: wähle zuerst die verdeckte Narbe, die sie "
        "aufdeckt, z. B. 'reveal 1'.",
        "ja": "3が出されたので、まず表にする裏向きの傷を選んでください（例：'reveal 1'）。",
    },
    "lw.no.expect_take": {
        "rules": "LW-T8",
        "en": "The loser of the trick now takes a scar from the {territory:terr}, like 'take 0'.",
        "de": "Wer den Stich verloren hat, nimmt jetzt eine Narbe aus der {territory:terr}, "
        "z. B. 'take 0'.",
        "ja": "トリックに負けたプレイヤーが{territory:terr}から傷を取る番です（例：'take 0'）。",
    },
    "lw.no.expect_place": {
        "rules": "LW-T9",
        "en": "The scar just taken must now be placed, like 'place tundra'.",
        "de": "Die eben genommene Narbe muss jetzt platziert werden, z. B. 'place tundra'.",
        "ja": "取った傷をいま置く必要があります（例：'place tundra'）。",
    },
    "lw.no.not_in_hand": {
        "rules": "LW-T1 LW-H1",
        "en": "You do not hold the {card:card}.",
        "de": "Du hast die {card:card} nicht auf der Hand.",
        "ja": "{card:card}は手札にありません。",
    },
    "lw.no.must_follow": {
        "rules": "LW-T2",
        "en": "You hold the {held:card}, so you must follow {led:suit}; the {card:card} is "
        "not {led:suit}.",
        "de": "Du hast die {held:card}, also musst du {led:suit} bedienen; die {card:card} "
        "ist kein {led:suit}.",
        "ja": "{held:card}を持っているので{led:suit}をフォローしなければなりません。"
        "{card:card}は{led:suit}ではありません。",
    },
    "lw.no.full": {
        "rules": "LW-T3",
        "en": "The {territory:terr} already holds 6 cards and takes no more.",
        "de": "Die {territory:terr} hat schon 6 Karten und nimmt keine weitere auf.",
        "ja": "{territory:terr}はすでに6枚あり、これ以上カードを出せません。",
    },
    "lw.no.reveal_space": {
        "rules": "LW-T4",
        "en": "Scar space {index} of the {territory:terr} holds no face-down scar to reveal.",
        "de": "Auf Narbenfeld {index} der {territory:terr} liegt keine verdeckte Narbe.",
        "ja": "{territory:terr}の傷{index}番には表にできる裏向きの傷がありません。",
    },
    "lw.no.take_space": {
        "rules": "LW-T8",
        "en": "Scar space {index} of the {territory:terr} is empty; take a scar that is there.",
        "de": "Narbenfeld {index} der {territory:terr} ist leer; nimm eine Narbe, die dort liegt.",
        "ja": "{territory:terr}の傷{index}番は空です。残っている傷を取ってください。",
    },
    "lw.no.place_full": {
        "rules": "LW-T9",
        "en": "Your side of {location:loc} has no empty pack space left.",
        "de": "Auf deiner Seite hat {location:loc} kein freies Rudelfeld mehr.",
        "ja": "あなたの側の{location:loc}には空いた群れのマスがありません。",
    },
    "lw.no.no_borders": {
        "rules": "LW-C7",
        "en": "This board has no border spaces: they exist only on the advanced side.",
        "de": "Dieser Plan hat keine Grenzfelder: es gibt sie nur im Fortgeschrittenenspiel.",
        "ja": "この面には境界マスがありません。上級ルールの面にだけあります。",
    },
    "lw.no.not_neighbours": {
        "rules": "LW-C7",
        "en": "A border space lies only between neighbouring territories in board order.",
        "de": "Ein Grenzfeld liegt nur zwischen benachbarten Gebieten.",
        "ja": "境界マスは隣り合う縄張りの間にだけあります。",
    },
    # -- final scoring --------------------------------------------------------------------
    "lw.score.won": {
        "rules": "LW-E2 LW-E3",
        "en": "{territory:terr}: strength {s0} to {s1}, {player:player} wins the honor token "
        "worth {value}.",
        "de": "{territory:terr}: Stärke {s0} zu {s1}, {player:player} gewinnt das "
        "Ehrenplättchen im Wert von {value}.",
        "ja": "{territory:terr}：強さ{s0}対{s1}で、{player:player}が{value}点の名誉トークンを"
        "獲得します。",
    },
    "lw.score.tie": {
        "rules": "LW-E2 LW-E3",
        "en": "{territory:terr}: strength {s0} to {s1}, a tie, so nobody wins its tokens.",
        "de": "{territory:terr}: Stärke {s0} zu {s1}, Gleichstand, niemand erhält die Plättchen.",
        "ja": "{territory:terr}：強さ{s0}対{s1}の同点なので、誰もトークンを獲得しません。",
    },
    "lw.score.moon": {
        "rules": "LW-E3 LW-E4",
        "en": "{player:player} also takes the Moon in the {territory:terr}: 5 points.",
        "de": "{player:player} erhält dazu den Mond in der {territory:terr}: 5 Punkte.",
        "ja": "{player:player}は{territory:terr}の月も獲得：5点。",
    },
    "lw.score.blood_moon": {
        "rules": "LW-E3 LW-E4",
        "en": "{player:player} also takes the Blood Moon in the {territory:terr}: 3 points.",
        "de": "{player:player} erhält dazu den Blutmond in der {territory:terr}: 3 Punkte.",
        "ja": "{player:player}は{territory:terr}の血の月も獲得：3点。",
    },
    "lw.score.scar": {
        "rules": "LW-E4",
        "en": "{player:player}'s scar in {location:loc} ({effect:effect}) scores {points} in "
        "the {territory:terr}.",
        "de": "Die Narbe von {player:player} in {location:loc} ({effect:effect}) bringt in der "
        "{territory:terr} {points} Punkte.",
        "ja": "{player:player}の{location:loc}の傷（{effect:effect}）は{territory:terr}で"
        "{points}点。",
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
        "en": "Final score {p0} to {p1} with {l0} lone wolves each: a draw.",
        "de": "Endstand {p0} zu {p1} und je {l0} Einsame Wölfe: unentschieden.",
        "ja": "最終得点{p0}対{p1}、一匹狼も{l0}匹ずつで引き分けです。",
    },
}
