"""Every The Wolves message in English, German and Japanese, keyed by message id.

Written in our own words from the rules (:mod:`wolfpack.the_wolves.rules`); each message lists
the rule ids it cites.
Parameters name a term kind (``{terrain:twterrain}``), see :mod:`wolfpack.the_wolves.terms`:
German pieces and owners take their article and case from the kind ("den Rudelwolf von
Spieler 1", "eine Höhle des neutralen Rudels"), counts their number, and the words follow
the published German rules and the Japanese rules summary.
"""

from __future__ import annotations

EVENTS: dict[str, dict[str, str]] = {
    "tw.ev.place": {
        "rules": "TW-S3",
        "en": "{player:twPlayer} puts an alpha and a pack wolf on {hex:twhex} "
        "({terrain:twterrain}).",
        "de": "{player:twPlayer} setzt einen Alphawolf und einen Rudelwolf auf {hex:twhex} "
        "({terrain:twterrain}).",
        "ja": "{player:twPlayer}がアルファウルフとパックウルフを{hex:twhex}（{terrain:twterrain}）"
        "に置きました。",
    },
    "tw.ev.turn": {
        "rules": "TW-T1",
        "en": "Turn {turn}: {player:twplayer} has two actions (bonus action tokens: {tokens}).",
        "de": "Zug {turn}: {player:twplayer} hat zwei Aktionen (Aktions-Bonusmarker: {tokens}).",
        "ja": "第{turn}手番：{player:twplayer}のアクションは2回です"
        "（ボーナスアクショントークン：{tokens}個）。",
    },
    "tw.ev.choose": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} takes the action “{action:twaction}”.",
        "de": "{player:twPlayer} wählt die Aktion „{action:twaction}“.",
        "ja": "{player:twPlayer}はアクション「{action:twaction}」を選びました。",
    },
    "tw.ev.choose_bonus": {
        "rules": "TW-T1 TW-C5",
        "en": "{player:twPlayer} spends a bonus action token for one more action, "
        "“{action:twaction}” ({left} left).",
        "de": "{player:twPlayer} gibt einen Aktions-Bonusmarker für eine weitere Aktion aus: "
        "„{action:twaction}“ (danach noch {left}).",
        "ja": "{player:twPlayer}はボーナスアクショントークンを使って追加のアクション"
        "「{action:twaction}」を行います（ボーナスアクショントークンは残り{left}個）。",
    },
    "tw.ev.pay": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} pays {terrain:twterrain} with {paid:twpay_dat}.",
        "de": "{player:twPlayer} bezahlt die Geländeart {terrain:twterrain} mit {paid:twpay_dat}.",
        "ja": "{player:twPlayer}は{terrain:twterrain}の支払いに{paid:twpay_dat}を使いました。",
    },
    "tw.ev.move": {
        "rules": "TW-T2",
        "en": "{player:twPlayer}'s {kind:twkind_acc} runs {steps:twsteps} from {frm:twhex} to "
        "{to:twhex} ({terrain:twterrain}).",
        "de": "{player:twPlayer} zieht {kind:twkind_acc} {steps:twsteps} weit von {frm:twhex} "
        "nach {to:twhex} ({terrain:twterrain}).",
        "ja": "{player:twPlayer}の{kind:twkind_acc}が{frm:twhex}から{to:twhex}"
        "（{terrain:twterrain}）へ{steps:twsteps}移動しました。",
    },
    "tw.ev.displace_pending": {
        "rules": "TW-T4",
        "en": "The alpha pushes the {kind:twkind_acc} of {owner:twof} off {hex:twhex}; "
        "{player:twplayer} chooses where it goes.",
        "de": "Der Alphawolf verdrängt {kind:twkind_acc} {owner:twof} von {hex:twhex}; "
        "{player:twplayer} wählt, wohin der verdrängte Wolf geht.",
        "ja": "アルファウルフが{hex:twhex}から{owner:twof}の{kind:twkind_acc}を押し出しました。"
        "行き先は{player:twplayer}が選びます。",
    },
    "tw.ev.displace_pending_lair": {
        "rules": "TW-T6 TW-T4",
        "en": "No other pack may stay with a lair: the {kind:twkind_nom} of {owner:twof} must "
        "leave {hex:twhex}, and {player:twplayer} chooses where it goes.",
        "de": "Bei einer Höhle darf kein fremdes Rudel bleiben: {kind:twkind_nom} "
        "{owner:twof} muss {hex:twhex} verlassen, und {player:twplayer} wählt das Ziel.",
        "ja": "棲家には他の群れはいられません。{owner:twof}の{kind:twkind_nom}は{hex:twhex}を"
        "離れ、行き先は{player:twplayer}が選びます。",
    },
    "tw.ev.displaced": {
        "rules": "TW-T4",
        "en": "The displaced {kind:twkind_nom} of {owner:twof} goes from {frm:twhex} to "
        "{to:twhex} ({steps:twsteps} away).",
        "de": "Nach der Verdrängung geht {kind:twkind_nom} {owner:twof} von {frm:twhex} nach "
        "{to:twhex} ({steps:twsteps} weit).",
        "ja": "押し出された{owner:twof}の{kind:twkind_nom}は{frm:twhex}から{to:twhex}"
        "（{steps:twsteps}先）へ移りました。",
    },
    "tw.ev.den": {
        "rules": "TW-T5",
        "en": "{player:twPlayer} digs a den on {hex:twhex}, taken from the {track:twtrack} "
        "track, which is now {value}.",
        "de": "{player:twPlayer} gräbt einen Bau auf {hex:twhex}; er stammt von der Leiste "
        "{track:twtrack}, die jetzt {value} zeigt.",
        "ja": "{player:twPlayer}は{hex:twhex}に巣穴を作りました。巣穴は{track:twtrack}の"
        "トラックから取ったので、その値は{value}になりました。",
    },
    "tw.ev.gain_den": {
        "rules": "TW-T5 TW-C5",
        "en": "Under that den lay a reward: {player:twplayer} gains {reward:twreward}.",
        "de": "Unter diesem Bau lag eine Belohnung: {player:twplayer} erhält {reward:twreward}.",
        "ja": "その巣穴の下にあった報酬として、{player:twplayer}は{reward:twreward}を得ました。",
    },
    "tw.ev.gain_hunt": {
        "rules": "TW-T9 TW-C5",
        "en": "For the hunt {player:twplayer} also gains {reward:twreward}.",
        "de": "Für die Jagd erhält {player:twplayer} außerdem {reward:twreward}.",
        "ja": "狩りの報酬として、{player:twplayer}は{reward:twreward}も得ました。",
    },
    "tw.ev.lair": {
        "rules": "TW-T6",
        "en": "{player:twPlayer} upgrades the den on {hex:twhex} to a lair; the lair track "
        "now reveals {value} VP.",
        "de": "{player:twPlayer} wertet den Bau auf {hex:twhex} zur Höhle auf; die "
        "Höhlenleiste zeigt jetzt {value} SP.",
        "ja": "{player:twPlayer}は{hex:twhex}の巣穴を棲家に改良しました。棲家トラックは"
        "{value}VPを示しています。",
    },
    "tw.ev.gain_lair": {
        "rules": "TW-T6 TW-C5",
        "en": "The lair brings {player:twplayer} a bonus terrain token.",
        "de": "Die Höhle bringt {player:twplayer} einen Gelände-Bonusmarker.",
        "ja": "棲家により{player:twplayer}はボーナス地形トークンを1個得ました。",
    },
    "tw.ev.howl": {
        "rules": "TW-T7",
        "en": "{player:twPlayer} howls at the lone wolf on {hex:twhex}.",
        "de": "{player:twPlayer} heult den einsamen Wolf auf {hex:twhex} an.",
        "ja": "{player:twPlayer}は{hex:twhex}の一匹狼に遠吠えしました。",
    },
    "tw.ev.deploy": {
        "rules": "TW-T7 TW-T8 TW-C2",
        "en": "{player:twPlayer} puts the {kind:twkind_acc} from space {slot:nth} of the wolf "
        "track on {hex:twhex}.",
        "de": "{player:twPlayer} stellt {kind:twkind_acc} von Feld {slot:nth} des Wolfsabschnitts "
        "auf {hex:twhex}.",
        "ja": "{player:twPlayer}は狼トラックの{slot:nth}番目の{kind:twkind_acc}を{hex:twhex}に"
        "置きました。",
    },
    "tw.ev.dominate": {
        "rules": "TW-T8",
        "en": "{player:twPlayer} dominates the {kind:twkind_acc} of {owner:twof} on {hex:twhex}.",
        "de": "{player:twPlayer} dominiert {kind:twkind_acc} {owner:twof} auf {hex:twhex}.",
        "ja": "{player:twPlayer}は{hex:twhex}にある{owner:twof}の{kind:twkind_acc}を支配しました。",
    },
    "tw.ev.calendar": {
        "rules": "TW-C4",
        "en": "{what:twKind_nom} goes on date {date} of the moon calendar.",
        "de": "{what:twKind_nom} kommt auf Datum {date} des Mondkalenders.",
        "ja": "{what:twKind_nom}はムーンライトボードの{date}番のスペースに置かれました。",
    },
    "tw.ev.phase_due": {
        "rules": "TW-T10",
        "en": "Date {date} reaches the {phase:twphase}: its regions are scored at the end of "
        "this turn.",
        "de": "Mit Datum {date} ist der {phase:twphase} erreicht: die Regionen mit "
        "{phase:twphase}-Marker werden am Ende dieses Zuges gewertet.",
        "ja": "{date}番のスペースで{phase:twphase}に到達しました。この手番の終わりに"
        "{phase:twphase}トークンのある地域の得点計算を行います。",
    },
    "tw.ev.hunt": {
        "rules": "TW-T9",
        "en": "{player:twPlayer} surrounds the prey on {hex:twhex} from {near} hexes and "
        "hunts {prey:twprey_a}.",
        "de": "{player:twPlayer} umzingelt die Beute auf {hex:twhex} von {near} Feldern aus "
        "und erjagt {prey:twprey_a}.",
        "ja": "{player:twPlayer}は{hex:twhex}の獲物を{near}つのヘクスから囲み、"
        "{prey:twprey_a}を狩りました。",
    },
    "tw.ev.scoring": {
        "rules": "TW-T10 TW-E1",
        "en": "End of turn: the regions with a {phase:twphase} token are scored.",
        "de": "Zugende: die Regionen mit {phase:twphase}-Marker werden gewertet.",
        "ja": "手番終了：{phase:twphase}トークンのある地域の得点計算です。",
    },
    "tw.ev.stall": {
        "rules": "TW-T10",
        "en": "No piece can reach the moon calendar any more, so the full moon would never "
        "come: the game ends now, and the phases not yet scored are scored in order.",
        "de": "Keine Figur kann mehr auf den Mondkalender kommen, der Vollmond käme also nie: "
        "das Spiel endet jetzt, und die noch ausstehenden Wertungsphasen werden der Reihe "
        "nach gewertet.",
        "ja": "もうムーンライトボードに駒が置かれることはなく、満月は来ません。ゲームはここで"
        "終了し、まだの得点フェーズを順に計算します。",
    },
    "tw.ev.limit": {
        "rules": "TW-T10",
        "en": "All {rounds} rounds are played and the full moon has not come: the game ends at "
        "the round limit, and the phases not yet scored are scored in order.",
        "de": "Alle {rounds} Runden sind gespielt, und der Vollmond ist nicht gekommen: Das "
        "Spiel endet an der Rundengrenze, und die noch ausstehenden Wertungsphasen werden der "
        "Reihe nach gewertet.",
        "ja": "{rounds}ラウンドを終えても満月が来ていないので、ラウンドの上限でゲームは終了し、"
        "まだの得点フェーズを順に計算します。",
    },
    "tw.ev.game_over": {
        "rules": "TW-T10 TW-E2",
        "en": "The game is over.",
        "de": "Das Spiel ist zu Ende.",
        "ja": "ゲーム終了です。",
    },
    "tw.ev.end_turn": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} ends the turn.",
        "de": "{player:twPlayer} beendet den Zug.",
        "ja": "{player:twPlayer}の手番が終わりました。",
    },
    "tw.ev.no_action": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} cannot carry out any action and ends the turn.",
        "de": "{player:twPlayer} kann keine Aktion ausführen und beendet den Zug.",
        "ja": "{player:twPlayer}は実行できるアクションがないので手番を終えました。",
    },
}

SCORING: dict[str, dict[str, str]] = {
    "tw.score.region": {
        "rules": "TW-E1",
        "en": "Scoring {region:twregion} for its {phase:twphase} token ({high} VP for first, "
        "{low} for second).",
        "de": "Wertung der {region:twregion} für ihren {phase:twphase}-Marker ({high} SP für "
        "Platz 1, {low} für Platz 2).",
        "ja": "{region:twregion}の{phase:twphase}トークンの得点計算（1位{high}VP、2位{low}VP）。",
    },
    "tw.score.control": {
        "rules": "TW-E1",
        "en": "{owner:twPlayer}: control {control} ({alphas:twalphas}).",
        "de": "{owner:twPlayer}: Kontrolle {control} ({alphas:twalphas}).",
        "ja": "{owner:twPlayer}：支配力{control}（{alphas:twalphas}）。",
    },
    "tw.score.nobody": {
        "rules": "TW-E1",
        "en": "Nobody has control in {region:twregion}: nobody scores, and the "
        "{phase:twphase} token goes back to the box.",
        "de": "Niemand hat Kontrolle in der {region:twregion}: niemand erhält Punkte, und der "
        "{phase:twphase}-Marker kommt zurück in die Schachtel.",
        "ja": "{region:twregion}には誰の支配力もないので得点はなく、{phase:twphase}トークンは"
        "箱に戻ります。",
    },
    "tw.score.tie_first": {
        "rules": "TW-E1",
        "en": "{owners:twPlayers} tie for first with control {control} and "
        "{alphas:twalphas} each: each gets the low value, {value} VP, nobody is second, and "
        "the token goes back to the box.",
        "de": "{owners:twPlayers} teilen sich Platz 1 (Kontrolle {control}, je "
        "{alphas:twalphas}): Jeder erhält den niedrigeren Wert, {value} SP; Platz 2 gibt es "
        "nicht, und der Marker kommt zurück in die Schachtel.",
        "ja": "{owners:twPlayers}が支配力{control}・{alphas:twalphas}で1位に並びました。"
        "それぞれ低い方の値{value}VPを得て、2位はなし、トークンは箱に戻ります。",
    },
    "tw.score.alpha_break": {
        "rules": "TW-E1",
        "en": "{owner:twPlayer} and {other:twplayer} both have control {control}; "
        "{owner:twplayer} has more alphas there ({a} to {b}) and is ahead.",
        "de": "{owner:twPlayer} und {other:twplayer} haben beide Kontrolle {control}; "
        "{owner:twplayer} hat dort mehr Alphawölfe ({a} zu {b}) und liegt vorn.",
        "ja": "{owner:twPlayer}と{other:twplayer}はどちらも支配力{control}ですが、"
        "{owner:twplayer}の方がアルファウルフが多い（{a}対{b}）ので上位です。",
    },
    "tw.score.first": {
        "rules": "TW-E1",
        "en": "{owner:twPlayer} has the most control and takes the {phase:twphase} token, "
        "worth {value} VP at the end.",
        "de": "{owner:twPlayer} hat die meiste Kontrolle und nimmt den {phase:twphase}-Marker, "
        "der am Ende {value} SP wert ist.",
        "ja": "{owner:twPlayer}が最大の支配力で{phase:twphase}トークンを獲得します"
        "（ゲーム終了時に{value}VP）。",
    },
    "tw.score.second": {
        "rules": "TW-E1",
        "en": "{owner:twPlayer} is second and gets {value} VP.",
        "de": "{owner:twPlayer} belegt Platz 2 und erhält {value} SP.",
        "ja": "{owner:twPlayer}は2位で{value}VPを得ます。",
    },
    "tw.score.tie_second": {
        "rules": "TW-E1",
        "en": "{owners:twPlayers} tie for second (control {control}, {alphas:twalphas}): "
        "nobody gets second place.",
        "de": "{owners:twPlayers} teilen Platz 2 (Kontrolle {control}, "
        "{alphas:twalphas}): niemand erhält Punkte für Platz 2.",
        "ja": "{owners:twPlayers}が2位で並んだ（支配力{control}、{alphas:twalphas}）"
        "ため、2位の得点はありません。",
    },
    "tw.score.no_second": {
        "rules": "TW-E1",
        "en": "Nobody else has control there: no second place.",
        "de": "Sonst hat dort niemand Kontrolle: es gibt keinen Platz 2.",
        "ja": "他に支配力を持つ者がいないので2位はありません。",
    },
    "tw.result.row": {
        "rules": "TW-E2",
        "en": "{player:twPlayer}: {total} VP (tokens {tokens}, markers {markers}, den tracks "
        "{dens}, lairs {lairs}, wolves {wolves}, prey {prey}).",
        "de": "{player:twPlayer}: {total} SP (Wertungsmarker {tokens}, SP-Marker {markers}, "
        "Bauleisten {dens}, Höhlen {lairs}, Wölfe {wolves}, Beute {prey}).",
        "ja": "{player:twPlayer}：{total}VP（地域得点トークン{tokens}、VPトークン{markers}、"
        "巣穴トラック{dens}、棲家{lairs}、狼{wolves}、獲物{prey}）。",
    },
    "tw.result.winner": {
        "rules": "TW-E2",
        "en": "{player:twPlayer} wins with {total} VP.",
        "de": "{player:twPlayer} gewinnt mit {total} SP.",
        "ja": "{player:twPlayer}が{total}VPで勝利しました。",
    },
    "tw.result.tiebreak_tokens": {
        "rules": "TW-E2",
        "en": "Tied at {total} VP: {player:twplayer} wins with more region scoring tokens "
        "({count}).",
        "de": "Gleichstand bei {total} SP: {player:twplayer} gewinnt mit mehr Wertungsmarkern "
        "({count}).",
        "ja": "{total}VPで同点。地域得点トークンの多い{player:twplayer}（{count}枚）の勝利です。",
    },
    "tw.result.tiebreak_wolves": {
        "rules": "TW-E2",
        "en": "Tied at {total} VP and in scoring tokens: {player:twplayer} wins with more "
        "wolves on the map ({wolves}).",
        "de": "Gleichstand bei {total} SP und bei den Wertungsmarkern: {player:twplayer} "
        "gewinnt mit mehr Wölfen auf dem Spielplan ({wolves}).",
        "ja": "{total}VPで地域得点トークンも同数。盤上の狼が多い{player:twplayer}"
        "（{wolves}匹）の勝利です。",
    },
    "tw.result.shared": {
        "rules": "TW-E2",
        "en": "{players:twPlayers} share the victory with {total} VP: every tiebreak is equal.",
        "de": "{players:twPlayers} teilen sich den Sieg mit {total} SP: auch bei allen "
        "Gleichstandsregeln liegen sie gleichauf.",
        "ja": "{players:twPlayers}が{total}VPで勝利を分け合いました。タイブレークもすべて"
        "同じです。",
    },
}

WHY: dict[str, dict[str, str]] = {
    "tw.why.place_first": {
        "rules": "TW-S3",
        "en": "Put your first alpha and pack wolf on {hex:twhex} ({terrain:twterrain}): a "
        "free hex of the start tile next to the chasm.",
        "de": "Setze deinen ersten Alphawolf und Rudelwolf auf {hex:twhex} "
        "({terrain:twterrain}): ein freies Feld des Starttableaus an der Schlucht.",
        "ja": "最初のアルファウルフとパックウルフを{hex:twhex}（{terrain:twterrain}）に"
        "置きます。スタートタイルの裂け目に接する空きヘクスです。",
    },
    "tw.why.place_second": {
        "rules": "TW-S3",
        "en": "Put your second pair on {hex:twhex} ({terrain:twterrain}): free, and across the "
        "chasm from your first pair on {first:twhex}.",
        "de": "Setze dein zweites Paar auf {hex:twhex} ({terrain:twterrain}): das Feld ist frei "
        "und liegt, von deinem ersten Paar auf {first:twhex} aus gesehen, jenseits der "
        "Schlucht.",
        "ja": "2組目を{hex:twhex}（{terrain:twterrain}）に置きます。空いていて、1組目の"
        "{first:twhex}とは裂け目の反対側です。",
    },
    "tw.why.place_2p": {
        "rules": "TW-S3",
        "en": "Put an alpha and a pack wolf on {hex:twhex} ({terrain:twterrain}): an empty hex "
        "in a region without a crescent token.",
        "de": "Setze einen Alphawolf und einen Rudelwolf auf {hex:twhex} "
        "({terrain:twterrain}): ein leeres Feld in einer Region ohne Sichelmond-Marker.",
        "ja": "アルファウルフとパックウルフを{hex:twhex}（{terrain:twterrain}）に置きます。"
        "三日月トークンのない地域の空きヘクスです。",
    },
    "tw.why.move": {
        "rules": "TW-T1 TW-T2",
        "en": "Move: pay {cost:twtiles} of the destination's terrain, then move up to "
        "{spread:twwolves} (your pack spread), each up to {speed:twsteps} (your wolf speed).",
        "de": "Bewegen: zahle {cost:twtiles} der Geländeart des Zielfelds und bewege bis zu "
        "{spread:twwolves} (Rudelausbreitung), jeden bis zu {speed:twsteps} weit "
        "(Wolfsgeschwindigkeit).",
        "ja": "移動：目的地の地形のタイルを{cost:twtiles}支払い、最大{spread:twwolves}"
        "（群れの広がり）をそれぞれ最大{speed:twsteps}（速度）動かします。",
    },
    "tw.why.den": {
        "rules": "TW-T1 TW-T5",
        "en": "Dig a den: pay {cost:twtiles} of the hex's terrain to put a den on or next to "
        "one of your alphas (dens left on your tracks: {left}).",
        "de": "Bau graben: zahle {cost:twtiles} der Geländeart des Feldes, um auf oder neben "
        "einem deiner Alphawölfe einen Bau zu graben (Baue auf deinen Leisten: noch {left}).",
        "ja": "営巣：そのヘクスの地形のタイルを{cost:twtiles}支払い、自分のアルファウルフの"
        "いるヘクスか隣に巣穴を置きます（トラックに残り{left}個）。",
    },
    "tw.why.lair": {
        "rules": "TW-T1 TW-T6",
        "en": "Upgrade to a lair: pay {cost:twtiles} of the den's terrain to turn one of your "
        "dens next to water and near your alpha into a lair (lairs left: {left}).",
        "de": "Bau zur Höhle aufwerten: zahle {cost:twtiles} der Geländeart des Baus, um einen "
        "deiner Baue an einer Wasserquelle und bei deinem Alphawolf zur Höhle aufzuwerten "
        "(Höhlen übrig: {left}).",
        "ja": "棲家に改良：巣穴の地形のタイルを{cost:twtiles}支払い、水源に接しアルファウルフの"
        "近くにある自分の巣穴を棲家にします（残り{left}個）。",
    },
    "tw.why.howl": {
        "rules": "TW-T1 TW-T7",
        "en": "Howl: pay {cost:twtiles} of the lone wolf's terrain to win over a lone wolf "
        "within {range:twdist} (your howl range) of one of your alphas.",
        "de": "Heulen: zahle {cost:twtiles} der Geländeart des einsamen Wolfs, um einen "
        "einsamen Wolf, der höchstens {range:twdist} (Heulreichweite) von einem deiner "
        "Alphawölfe entfernt ist, für dein Rudel zu gewinnen.",
        "ja": "遠吠え：一匹狼のいる地形のタイルを{cost:twtiles}支払い、自分のアルファウルフから"
        "{range:twdist}以内（遠吠え範囲）の一匹狼を仲間にします。",
    },
    "tw.why.dominate": {
        "rules": "TW-T1 TW-T8",
        "en": "Dominate: pay {cost:twtiles} of the target's terrain to replace an opponent's "
        "pack wolf or den within {range:twdist} of one of your alphas with your own.",
        "de": "Dominieren: zahle {cost:twtiles} der Geländeart des Ziels, um einen "
        "gegnerischen Rudelwolf oder Bau, der höchstens {range:twdist} von einem deiner "
        "Alphawölfe entfernt ist, durch eine eigene Figur derselben Art zu ersetzen.",
        "ja": "支配：対象の地形のタイルを{cost:twtiles}支払い、自分のアルファウルフから"
        "{range:twdist}以内の相手のパックウルフか巣穴を自分の駒に置き換えます。",
    },
    "tw.why.end_bonus": {
        "rules": "TW-T1 TW-C5",
        "en": "End your turn: your two actions are done; you keep {tokens:twatokens} for later.",
        "de": "Zug beenden: deine zwei Aktionen sind ausgeführt; du behältst "
        "{tokens:twatokens} für später.",
        "ja": "手番を終える：2回のアクションは済みました。{tokens:twatokens}は後で使えます。",
    },
    "tw.why.end_forced": {
        "rules": "TW-T1",
        "en": "End your turn: no action can be carried out now ({left:twactions} unused).",
        "de": "Zug beenden: jetzt ist keine Aktion ausführbar (ungenutzt: {left:twactions}).",
        "ja": "手番を終える：今は実行できるアクションがありません（{left:twactions}分は"
        "使われません）。",
    },
    "tw.why.to": {
        "rules": "TW-T2 TW-T1",
        "en": "Move to {terrain:twterrain}: you show {tiles:twtiles_held} of it and hold "
        "{bonus:twbonus_has}, and {wolves:twwolves} of yours can reach a free "
        "{terrain:twterrain_hex} within {speed:twsteps}.",
        "de": "Bewegen (Ziel: {terrain:twterrain}): du hast {tiles:twtiles_held} dieser "
        "Geländeart offen und {bonus:twbonus_has}; für {wolves:twwolves} deines Rudels ist ein "
        "freies {terrain:twterrain_hex} höchstens {speed:twsteps} entfernt.",
        "ja": "{terrain:twterrain}へ移動：{terrain:twterrain}のタイルは{tiles:twtiles_held}、"
        "{bonus:twbonus_has}、"
        "自分の狼{wolves:twwolves}が{speed:twsteps}以内の空いている{terrain:twterrain_hex}に届きま"
        "す。",
    },
    "tw.why.den_at": {
        "rules": "TW-T5",
        "en": "{hex:twHex} ({terrain:twterrain}) is on or next to your alpha, has no den, lair "
        "or opponent wolf and room for one more piece; you can pay {cost:twtiles} of "
        "{terrain:twterrain}.",
        "de": "{hex:twHex} ({terrain:twterrain}) liegt auf oder neben deinem Alphawolf, hat "
        "keinen Bau, keine Höhle, keinen fremden Wolf und Platz für eine Figur; du kannst "
        "{cost:twtiles} der Geländeart {terrain:twterrain} zahlen.",
        "ja": "{hex:twHex}（{terrain:twterrain}）は自分のアルファウルフのいるヘクスか隣で、"
        "巣穴・棲家・相手の狼がなく、駒を置く余地があります。{terrain:twterrain}のタイルを"
        "{cost:twtiles}支払えます。",
    },
    "tw.why.lair_at": {
        "rules": "TW-T6",
        "en": "Your den on {hex:twhex} ({terrain:twterrain}) is next to water and to your "
        "alpha, and you have no lair in this region yet; the lair reveals {vp} VP and gives "
        "a bonus terrain token.",
        "de": "Dein Bau auf {hex:twhex} ({terrain:twterrain}) liegt an einer Wasserquelle und "
        "bei deinem Alphawolf, und du hast in dieser Region noch keine Höhle; die Höhle "
        "deckt {vp} SP auf und bringt einen Gelände-Bonusmarker.",
        "ja": "{hex:twhex}（{terrain:twterrain}）の巣穴は水源とアルファウルフに接し、この地域に"
        "まだ棲家はありません。棲家で{vp}VPが見え、ボーナス地形トークンを得ます。",
    },
    "tw.why.howl_at": {
        "rules": "TW-T7",
        "en": "The lone wolf on {hex:twhex} ({terrain:twterrain}) is {dist:twdist} from your "
        "alpha on {alpha:twhex} (howl range {range}); it goes to the calendar and your next "
        "wolf, a {kind:twkind}, takes its place.",
        "de": "Der einsame Wolf auf {hex:twhex} ({terrain:twterrain}) ist {dist:twdist} von "
        "deinem Alphawolf auf {alpha:twhex} entfernt (Heulreichweite {range}); er kommt auf "
        "den Mondkalender, und dein nächster Wolf ({kind:twkind}) nimmt seinen Platz ein.",
        "ja": "{hex:twhex}（{terrain:twterrain}）の一匹狼は{alpha:twhex}のアルファウルフから"
        "{dist:twdist}（遠吠え範囲{range}）。一匹狼はムーンライトボードへ行き、次の狼"
        "（{kind:twkind}）がそこに入ります。",
    },
    "tw.why.dominate_at": {
        "rules": "TW-T8",
        "en": "The {kind:twkind_nom} of {owner:twof} on {hex:twhex} ({terrain:twterrain}) is "
        "not guarded by a second piece of its pack and is {dist:twdist} from your alpha on "
        "{alpha:twhex} (howl range {range}).",
        "de": "Auf {hex:twhex} ({terrain:twterrain}) ist {kind:twkind_nom} {owner:twof} nicht "
        "durch eine zweite Figur seines Rudels geschützt und {dist:twdist} von deinem "
        "Alphawolf auf {alpha:twhex} entfernt (Heulreichweite {range}).",
        "ja": "{hex:twhex}（{terrain:twterrain}）の{owner:twof}の{kind:twkind_nom}は"
        "同じ群れの駒に守られておらず、{alpha:twhex}のアルファウルフから{dist:twdist}"
        "（遠吠え範囲{range}）です。",
    },
    "tw.why.pay": {
        "rules": "TW-T1 TW-C5",
        "en": "Pay {terrain:twterrain} with {paid:twpay_dat}; afterwards your tiles show "
        "{shows:twterrains} and {left:twbonus_left}.",
        "de": "Bezahle die Geländeart {terrain:twterrain} mit {paid:twpay_dat}; danach zeigen "
        "deine Plättchen {shows:twterrains}, und {left:twbonus_left}.",
        "ja": "{terrain:twterrain}を{paid:twpay_dat}で支払います。"
        "その後タイルは{shows:twterrains}を示し、{left:twbonus_left}。",
    },
    "tw.why.wolf": {
        "rules": "TW-T2 TW-T3",
        "en": "Your {kind:twkind} on {frm:twhex} can run {steps:twsteps} (speed {speed}) "
        "around water and the chasm to {to:twhex}, a {terrain:twterrain_hex} where it may "
        "stop.",
        "de": "Dein {kind:twkind} auf {frm:twhex} kann {steps:twsteps} weit "
        "(Wolfsgeschwindigkeit {speed}) um Wasser und Schlucht herum nach {to:twhex} laufen, "
        "einem {terrain:twterrain_hex}, auf dem er stehen bleiben darf.",
        "ja": "{frm:twhex}の{kind:twkind}は水源と裂け目を避けて{steps:twsteps}"
        "（速度{speed}）で{to:twhex}へ行けます。止まってよい{terrain:twterrain_hex}です。",
    },
    "tw.why.done": {
        "rules": "TW-T2",
        "en": "Stop moving: {moved:twwolves} moved of up to {spread} (pack spread).",
        "de": "Bewegung beenden: {moved:twwolves} bewegt, bis zu {spread} wären erlaubt "
        "(Rudelausbreitung).",
        "ja": "移動を終える：{moved:twwolves}を動かしました（群れの広がりでは最大{spread}匹）。",
    },
    "tw.why.displace": {
        "rules": "TW-T4",
        "en": "Send the displaced {kind:twkind_acc} of {owner:twof} to {hex:twhex}: one of the "
        "nearest hexes ({steps:twsteps} from {frm:twhex}) that is empty or holds a single "
        "piece of its own pack.",
        "de": "Schicke {kind:twkind_acc} {owner:twof} nach {hex:twhex}: eines der "
        "nächstgelegenen Felder ({steps:twsteps} von {frm:twhex} entfernt), das leer ist "
        "oder nur eine Figur seines Rudels trägt.",
        "ja": "押し出された{owner:twof}の{kind:twkind_acc}を{hex:twhex}へ。{frm:twhex}から"
        "最も近い（{steps:twsteps}）、空きか自分の群れの駒が1つだけのヘクスです。",
    },
    "tw.why.track": {
        "rules": "TW-T5",
        "en": "Take the next den of the {track:twtrack} track: it goes from {old} to {new}, "
        "and the track reveals {vp} VP.",
        "de": "Nimm den nächsten Bau von der Leiste {track:twtrack}: sie steigt von {old} auf "
        "{new} und zeigt {vp} SP.",
        "ja": "{track:twtrack}トラックの次の巣穴を取ります。値は{old}から{new}になり、"
        "{vp}VPが見えます。",
    },
    "tw.note.reward": {
        "rules": "TW-T5 TW-C5",
        "en": "It uncovers {reward:twreward}.",
        "de": "Dafür erhältst du {reward:twreward}.",
        "ja": "その下の{reward:twreward}を得ます。",
    },
    "tw.note.bonus_action": {
        "rules": "TW-T1 TW-C5",
        "en": "This spends a bonus action token ({left} left after it).",
        "de": "Dafür gibst du einen Aktions-Bonusmarker aus (danach noch {left}).",
        "ja": "ボーナスアクショントークンを1個使います（残り{left}個）。",
    },
    "tw.note.displace": {
        "rules": "TW-T4",
        "en": "The pack wolf of {owner:twof} standing alone there is displaced by your "
        "alpha; you choose where it goes.",
        "de": "Der dort allein stehende Rudelwolf {owner:twof} wird von deinem Alphawolf "
        "verdrängt; du wählst, wohin er geht.",
        "ja": "そこに単独でいる{owner:twof}のパックウルフはアルファウルフに押し出され、"
        "行き先はあなたが選びます。",
    },
    "tw.note.on_den": {
        "rules": "TW-T3",
        "en": "It joins the lone den of {owner:twof} there, which stays.",
        "de": "Dort stellt er sich zum Bau {owner:twof}, der allein auf dem Feld steht; der Bau "
        "bleibt.",
        "ja": "そこにある{owner:twof}の巣穴（単独）と同じヘクスに止まり、巣穴は残ります。",
    },
    "tw.note.last_move": {
        "rules": "TW-T2",
        "en": "It is the last wolf this action may move.",
        "de": "Es ist der letzte Wolf, der in dieser Aktion laufen darf.",
        "ja": "このアクションで動かせる最後の狼です。",
    },
    "tw.note.moves_left": {
        "rules": "TW-T2",
        "en": "After it, {left:twwolves} more may move in this action.",
        "de": "Danach kannst du in dieser Aktion noch {left:twwolves} bewegen.",
        "ja": "この後、このアクションでさらに{left:twwolves}動かせます。",
    },
}

NO: dict[str, dict[str, str]] = {
    "tw.no.over": {
        "rules": "TW-T10",
        "en": "The game is over: no more decisions.",
        "de": "Das Spiel ist vorbei: es gibt keine Züge mehr.",
        "ja": "ゲームは終了しています。",
    },
    "tw.no.unknown": {
        "rules": "TW-T1",
        "en": "'{text}' is not a decision of The Wolves.",
        "de": "'{text}' ist kein gültiger Zug in „Die Wölfe“.",
        "ja": "'{text}'は『ウルヴズ』の手ではありません。",
    },
    "tw.no.no_hex": {
        "rules": "TW-C3",
        "en": "There is no hex {hex} on this map.",
        "de": "Auf diesem Spielplan gibt es kein Feld {hex}.",
        "ja": "このマップにヘクス{hex}はありません。",
    },
    "tw.no.expect_place": {
        "rules": "TW-S3",
        "en": "Now {player:twplayer} places an alpha and a pack wolf: place <hex>.",
        "de": "Jetzt setzt {player:twplayer} einen Alphawolf und einen Rudelwolf ein; Eingabe: "
        "'place <Feld>'.",
        "ja": "今は{player:twplayer}がアルファウルフとパックウルフを置く番です。入力は'place "
        "<ヘクス>'です。",
    },
    "tw.no.expect_choose": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} chooses an action ({left} left, {tokens:twatokens}): "
        "move, den, lair, howl, dominate or end.",
        "de": "Jetzt wählt {player:twplayer} eine Aktion (Aktionen übrig: {left}; "
        "{tokens:twatokens}); Eingabe: 'move', 'den', 'lair', 'howl', 'dominate' oder 'end'.",
        "ja": "今は{player:twplayer}がアクションを選ぶ番です（残り{left}回、{tokens:twatokens}）。"
        "入力は'move'、'den'、'lair'、'howl'、'dominate'、'end'のどれかです。",
    },
    "tw.no.expect_target_move": {
        "rules": "TW-T2",
        "en": "Now {player:twplayer} names the terrain the wolves will move to: to <terrain>.",
        "de": "Jetzt nennt {player:twplayer} die Geländeart, auf die die Wölfe ziehen; Eingabe: "
        "'to <Gelände>', z. B. 'to forest'.",
        "ja": "今は{player:twplayer}が移動先の地形を選ぶ番です。入力は'to <地形>'です（例：'to "
        "forest'）。",
    },
    "tw.no.expect_target_hex": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} names the target hex of the action “{action:twaction}”: "
        "at <hex>.",
        "de": "Jetzt nennt {player:twplayer} das Zielfeld für die Aktion „{action:twaction}“; "
        "Eingabe: 'at <Feld>'.",
        "ja": "今は{player:twplayer}が「{action:twaction}」の対象ヘクスを選ぶ番です。入力は'at "
        "<ヘクス>'です。",
    },
    "tw.no.expect_target_dominate": {
        "rules": "TW-T8",
        "en": "Now {player:twplayer} names the piece to dominate: at <hex> pack or at <hex> den.",
        "de": "Jetzt nennt {player:twplayer} die Figur, die dominiert wird; Eingabe: 'at <Feld> "
        "pack' (Rudelwolf) oder 'at <Feld> den' (Bau).",
        "ja": "今は{player:twplayer}が支配する駒を選ぶ番です。入力は'at <ヘクス> "
        "pack'（パックウルフ）か'at <ヘクス> den'（巣穴）です。",
    },
    "tw.no.expect_pay": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} pays {cost:twtiles} of {terrain:twterrain}: pay followed "
        "by home, tiles like grass>rock, or bonus.",
        "de": "Jetzt bezahlt {player:twplayer} die Geländeart {terrain:twterrain} mit "
        "{cost:twtiles}; Eingabe z. B. 'pay home', 'pay grass>rock' oder 'pay bonus'.",
        "ja": "今は{player:twplayer}が{terrain:twterrain}のタイルを{cost:twtiles}支払う番です。"
        "入力例：'pay home'、'pay grass>rock'、'pay bonus'。",
    },
    "tw.no.expect_wolf": {
        "rules": "TW-T2",
        "en": "Now {player:twplayer} moves a wolf onto a {terrain:twterrain_hex} "
        "(alpha <hex>><hex> or pack <hex>><hex>) or stops with done.",
        "de": "Jetzt bewegt {player:twplayer} einen Wolf auf ein {terrain:twterrain_hex} oder "
        "beendet die Bewegung; Eingabe z. B. 'alpha <Feld>><Feld>', 'pack <Feld>><Feld>' oder "
        "'done' zum Beenden.",
        "ja": "今は{player:twplayer}が狼を{terrain:twterrain_hex}へ動かす番です。入力は'alpha "
        "<ヘクス>><ヘクス>'か'pack <ヘクス>><ヘクス>'で、終えるときは'done'です。",
    },
    "tw.no.expect_displace": {
        "rules": "TW-T4",
        "en": "Now {player:twplayer} chooses where the wolf displaced from {hex:twhex} goes: "
        "displace <hex>.",
        "de": "Jetzt wählt {player:twplayer}, wohin der von {hex:twhex} verdrängte Wolf geht; "
        "Eingabe: 'displace <Feld>'.",
        "ja": "今は{player:twplayer}が{hex:twhex}から押し出された狼の行き先を選ぶ番です。"
        "入力は'displace <ヘクス>'です。",
    },
    "tw.no.expect_track": {
        "rules": "TW-T5",
        "en": "Now {player:twplayer} chooses the track the den comes from: track spread, "
        "track speed or track range.",
        "de": "Jetzt wählt {player:twplayer} die Leiste, von der der Bau kommt; Eingabe: 'track "
        "spread', 'track speed' oder 'track range'.",
        "ja": "今は{player:twplayer}が巣穴を取るトラックを選ぶ番です。入力は'track spread'、"
        "'track speed'、'track range'のどれかです。",
    },
    "tw.no.water": {
        "rules": "TW-C1 TW-T3",
        "en": "{hex:twHex} is water or chasm: no piece can go there or through it.",
        "de": "{hex:twHex} ist Wasser oder Schlucht: dort kann keine Figur hin oder hindurch.",
        "ja": "{hex:twHex}は水源か裂け目です。駒は入ることも通り抜けることもできません。",
    },
    "tw.no.place_taken": {
        "rules": "TW-S3",
        "en": "{hex:twHex} is already taken: a pair needs a free hex.",
        "de": "{hex:twHex} ist schon besetzt: ein Paar braucht ein freies Feld.",
        "ja": "{hex:twHex}はすでに埋まっています。空いたヘクスが必要です。",
    },
    "tw.no.place_token": {
        "rules": "TW-S3",
        "en": "{hex:twHex} holds a lone wolf or prey token, so it is not empty.",
        "de": "Auf {hex:twHex} liegt ein Einsamer-Wolf- oder Beutemarker, das Feld ist also "
        "nicht leer.",
        "ja": "{hex:twHex}には一匹狼か獲物のトークンがあるので空いていません。",
    },
    "tw.no.place_crescent": {
        "rules": "TW-S3",
        "en": "{hex:twHex} lies in a region with a crescent token, where no pair may start.",
        "de": "{hex:twHex} liegt in einer Region mit Sichelmond-Marker; dort darf kein Paar "
        "beginnen.",
        "ja": "{hex:twHex}は三日月トークンのある地域なので、そこには置けません。",
    },
    "tw.no.place_not_start": {
        "rules": "TW-S3",
        "en": "{hex:twHex} is not a hex of the start tile next to the chasm.",
        "de": "{hex:twHex} ist kein Feld des Starttableaus an der Schlucht.",
        "ja": "{hex:twHex}はスタートタイルの裂け目に接するヘクスではありません。",
    },
    "tw.no.place_same_side": {
        "rules": "TW-S3",
        "en": "{hex:twHex} is on the same side of the chasm as your first pair on "
        "{first:twhex}: the second pair goes across.",
        "de": "{hex:twHex} liegt auf derselben Seite der Schlucht wie dein erstes Paar auf "
        "{first:twhex}: das zweite Paar kommt auf die andere Seite.",
        "ja": "{hex:twHex}は1組目（{first:twhex}）と裂け目の同じ側です。2組目は反対側に置きます。",
    },
    "tw.no.end_early": {
        "rules": "TW-T1",
        "en": "You still have {left:twactions} and can carry one out: a turn is two actions.",
        "de": "Du hast noch {left:twactions} und kannst eine davon ausführen: ein Zug besteht "
        "aus zwei Aktionen.",
        "ja": "まだ{left:twactions}が残っていて、実行できるアクションがあります。手番では"
        "アクションを2回行います。",
    },
    "tw.no.no_dens": {
        "rules": "TW-T5",
        "en": "All your dens have left your tracks: you cannot dig another.",
        "de": "Alle deine Baue sind von den Leisten genommen: du kannst keinen mehr graben.",
        "ja": "トラックの巣穴をすべて使ったので、もう巣穴は作れません。",
    },
    "tw.no.no_lairs": {
        "rules": "TW-T6",
        "en": "You have built all your lairs.",
        "de": "Du hast schon alle deine Höhlen gebaut.",
        "ja": "棲家はすべて置いてしまいました。",
    },
    "tw.no.no_wolves": {
        "rules": "TW-T7",
        "en": "No wolf is left on your player board to take the lone wolf's place.",
        "de": "Auf deinem Spielertableau ist kein Wolf mehr, der den Platz des einsamen Wolfs "
        "einnehmen könnte.",
        "ja": "一匹狼と入れ替える狼がプレイヤーボードに残っていません。",
    },
    "tw.no.no_pieces": {
        "rules": "TW-T8",
        "en": "You have no pack wolf and no den left on your board to put in place of a "
        "dominated piece.",
        "de": "Auf deinem Spielertableau ist weder ein Rudelwolf noch ein Bau übrig, der eine "
        "dominierte Figur ersetzen könnte.",
        "ja": "支配した駒と入れ替えるパックウルフも巣穴もボードに残っていません。",
    },
    "tw.no.kind_unpaid": {
        "rules": "TW-T1",
        "en": "The action “{action:twaction}” has targets only on {terrains:twterrains}, and "
        "you cannot pay {cost:twtiles} of those (you hold {bonus:twbonus}).",
        "de": "Die Aktion „{action:twaction}“ hat Ziele nur auf Feldern mit {terrains:twterrains}, "
        "und "
        "für keine davon kannst du {cost:twtiles} zahlen (du hast {bonus:twbonus}).",
        "ja": "「{action:twaction}」の対象は{terrains:twterrains}にしかなく、どの地形の"
        "タイルも{cost:twtiles}は支払えません（所持：{bonus:twbonus}）。",
    },
    "tw.no.none_move": {
        "rules": "TW-T2 TW-T3",
        "en": "None of your wolves can reach a hex within {speed:twsteps} where it may stop.",
        "de": "Keiner deiner Wölfe erreicht ein Feld, auf dem er stehen bleiben darf: alle "
        "solchen Felder sind mehr als {speed:twsteps} entfernt.",
        "ja": "{speed:twsteps}以内に止まれるヘクスへ行ける狼がいません。",
    },
    "tw.no.none_den": {
        "rules": "TW-T5",
        "en": "No hex on or next to your alphas can take a den (no den, lair or opponent wolf "
        "there, and room for a piece).",
        "de": "Kein Feld auf oder neben deinen Alphawölfen kann einen Bau aufnehmen (kein Bau, "
        "keine Höhle, kein fremder Wolf, Platz für eine Figur).",
        "ja": "アルファウルフのいるヘクスや隣に、巣穴を置けるヘクスがありません。",
    },
    "tw.no.none_lair": {
        "rules": "TW-T6",
        "en": "None of your dens is next to water, on or next to your alpha, in a region "
        "without a lair of yours.",
        "de": "Keiner deiner Baue liegt an einer Wasserquelle, bei deinem Alphawolf und in "
        "einer Region ohne eigene Höhle.",
        "ja": "水源に接し、アルファウルフの近くにあり、自分の棲家がない地域にある巣穴が"
        "ありません。",
    },
    "tw.no.none_howl": {
        "rules": "TW-T7",
        "en": "No lone wolf is within {range:twdist} (your howl range) of your alphas.",
        "de": "Kein einsamer Wolf ist höchstens {range:twdist} (Heulreichweite) von deinen "
        "Alphawölfen entfernt.",
        "ja": "アルファウルフから{range:twdist}（遠吠え範囲）以内に一匹狼がいません。",
    },
    "tw.no.none_dominate": {
        "rules": "TW-T8",
        "en": "No unguarded opponent pack wolf or den is within {range:twdist} of your alphas "
        "(or you lack the piece to replace it).",
        "de": "Kein ungeschützter gegnerischer Rudelwolf oder Bau ist höchstens {range:twdist} "
        "von deinen Alphawölfen entfernt (oder dir fehlt die Ersatzfigur).",
        "ja": "アルファウルフから{range:twdist}以内に、守られていない相手のパックウルフや巣穴が"
        "ありません（または入れ替える駒がありません）。",
    },
    "tw.no.unpaid_terrain": {
        "rules": "TW-T1 TW-T2",
        "en": "You show {tiles:twtiles_held} of {terrain:twterrain} and hold "
        "{bonus:twbonus_held}, but the action “{action:twaction}” costs {cost:twtiles}.",
        "de": "Du hast {tiles:twtiles_held} der Geländeart {terrain:twterrain} offen und "
        "{bonus:twbonus_held}, aber die Aktion „{action:twaction}“ kostet {cost:twtiles}.",
        "ja": "{terrain:twterrain}のタイルは{tiles:twtiles_held}、{bonus:twbonus_held}ので、"
        "「{action:twaction}」のコスト（{cost:twtiles}）を支払えません。",
    },
    "tw.no.unreachable": {
        "rules": "TW-T2 TW-T3",
        "en": "None of your wolves can reach a {terrain:twterrain_hex} within {speed:twsteps} "
        "where it may stop.",
        "de": "Keiner deiner Wölfe erreicht ein {terrain:twterrain_hex}, auf dem er stehen "
        "bleiben darf: alle solchen Felder sind mehr als {speed:twsteps} entfernt.",
        "ja": "{speed:twsteps}以内に止まれる{terrain:twterrain_hex}へ行ける狼がいません。",
    },
    "tw.no.unpaid": {
        "rules": "TW-T1",
        "en": "{hex:twHex} is {terrain:twterrain}: you show {tiles:twtiles_held} of "
        "{terrain:twterrain} and hold {bonus:twbonus_held}, but the action “{action:twaction}” "
        "costs {cost:twtiles}.",
        "de": "{hex:twHex} hat die Geländeart {terrain:twterrain}: du hast {tiles:twtiles_held} "
        "davon offen und {bonus:twbonus_held}, aber die Aktion „{action:twaction}“ kostet "
        "{cost:twtiles}.",
        "ja": "{hex:twHex}は{terrain:twterrain}です。"
        "{terrain:twterrain}のタイルは{tiles:twtiles_held}、{bonus:twbonus_held}ので、"
        "「{action:twaction}」のコスト（{cost:twtiles}）を支払えません。",
    },
    "tw.no.dom_need_kind": {
        "rules": "TW-T8",
        "en": "Name the piece on {hex:twhex} to dominate: at {hex} pack or at {hex} den.",
        "de": "Nenne die Figur auf {hex:twhex}, die dominiert wird; Eingabe: 'at {hex} pack' "
        "(Rudelwolf) oder 'at {hex} den' (Bau).",
        "ja": "{hex:twhex}のどの駒を支配するか指定してください。入力は'at {hex} "
        "pack'（パックウルフ）か'at {hex} den'（巣穴）です。",
    },
    "tw.no.den_token": {
        "rules": "TW-T5",
        "en": "{hex:twHex} still holds a lone wolf or prey token: no den can go there.",
        "de": "Auf {hex:twHex} liegt noch ein Einsamer-Wolf- oder Beutemarker: dort kann kein "
        "Bau hin.",
        "ja": "{hex:twHex}にはまだ一匹狼か獲物のトークンがあるので巣穴は置けません。",
    },
    "tw.no.den_no_alpha": {
        "rules": "TW-T5",
        "en": "None of your alphas stands on or next to {hex:twhex}.",
        "de": "Keiner deiner Alphawölfe steht auf oder neben {hex:twhex}.",
        "ja": "{hex:twhex}にもその隣にも自分のアルファウルフがいません。",
    },
    "tw.no.den_opp_wolf": {
        "rules": "TW-T5",
        "en": "A wolf of another pack stands on {hex:twhex}: no den can be dug under it.",
        "de": "Auf {hex:twhex} steht ein Wolf eines anderen Rudels: darunter kann kein Bau "
        "gegraben werden.",
        "ja": "{hex:twhex}には他の群れの狼がいるので巣穴は作れません。",
    },
    "tw.no.den_has_den": {
        "rules": "TW-T5",
        "en": "{hex:twHex} already has a den or lair: one per hex.",
        "de": "Auf {hex:twHex} ist schon ein Bau oder eine Höhle: pro Feld ist nur eines "
        "davon erlaubt.",
        "ja": "{hex:twHex}にはすでに巣穴か棲家があります（1ヘクスに1つまで）。",
    },
    "tw.no.den_full": {
        "rules": "TW-T5 TW-T3",
        "en": "{hex:twHex} already holds two pieces, the most a hex can hold.",
        "de": "Auf {hex:twHex} stehen schon zwei Figuren, mehr passen nicht.",
        "ja": "{hex:twHex}にはすでに駒が2つあり、これ以上置けません。",
    },
    "tw.no.lair_not_your_den": {
        "rules": "TW-T6",
        "en": "There is no den of yours on {hex:twhex} to upgrade.",
        "de": "Auf {hex:twhex} steht kein eigener Bau, der aufgewertet werden könnte.",
        "ja": "{hex:twhex}に改良できる自分の巣穴がありません。",
    },
    "tw.no.lair_not_near_water": {
        "rules": "TW-T6",
        "en": "Your den on {hex:twhex} is not next to a water source.",
        "de": "Dein Bau auf {hex:twhex} liegt nicht an einer Wasserquelle.",
        "ja": "{hex:twhex}の巣穴は水源に接していません。",
    },
    "tw.no.lair_no_alpha": {
        "rules": "TW-T6",
        "en": "None of your alphas stands on or next to your den on {hex:twhex}.",
        "de": "Keiner deiner Alphawölfe steht auf oder neben deinem Bau auf {hex:twhex}.",
        "ja": "{hex:twhex}の巣穴と同じヘクスにも、その隣にも、自分のアルファウルフがいません。",
    },
    "tw.no.lair_lair_in_region": {
        "rules": "TW-T6",
        "en": "You already have a lair in this region: one per region tile.",
        "de": "Du hast in dieser Region schon eine Höhle: pro Regionstableau ist nur eine erlaubt.",
        "ja": "この地域にはすでに自分の棲家があります（1地域に1つまで）。",
    },
    "tw.no.lair_no_room": {
        "rules": "TW-T6 TW-T4",
        "en": "The wolf of another pack on {hex:twhex} would have to leave, but no hex can "
        "take it.",
        "de": "Der fremde Wolf auf {hex:twhex} müsste weichen, aber kein Feld kann ihn aufnehmen.",
        "ja": "{hex:twhex}の他の群れの狼は移動しなければなりませんが、行けるヘクスがありません。",
    },
    "tw.no.howl_no_lone": {
        "rules": "TW-T7",
        "en": "There is no lone wolf on {hex:twhex}.",
        "de": "Auf {hex:twhex} ist kein einsamer Wolf.",
        "ja": "{hex:twhex}に一匹狼はいません。",
    },
    "tw.no.howl_out_of_range": {
        "rules": "TW-T7",
        "en": "Your nearest alpha is {dist:twdist} from {hex:twhex}, beyond your howl range of "
        "{range}.",
        "de": "Dein nächstgelegener Alphawolf ist {dist:twdist} von {hex:twhex} entfernt, "
        "weiter als deine Heulreichweite ({range}).",
        "ja": "最も近いアルファウルフは{hex:twhex}から{dist:twdist}で、遠吠え範囲{range}の外です。",
    },
    "tw.no.dominate_no_target": {
        "rules": "TW-T8",
        "en": "There is no opponent {kind:twkind} on {hex:twhex}.",
        "de": "Auf {hex:twhex} steht kein gegnerischer {kind:twkind}.",
        "ja": "{hex:twhex}に相手の{kind:twkind}は見当たりません。",
    },
    "tw.no.dominate_neutral": {
        "rules": "TW-T9",
        "en": "The pieces of the neutral pack can never be dominated.",
        "de": "Figuren des neutralen Rudels können nie dominiert werden.",
        "ja": "中立の群れの駒は支配できません。",
    },
    "tw.no.dominate_protected": {
        "rules": "TW-T8",
        "en": "Two pieces of {owner:twof} share {hex:twhex}: they guard each other.",
        "de": "Zwei Figuren {owner:twof} stehen auf {hex:twhex}: sie schützen sich gegenseitig.",
        "ja": "{hex:twhex}には{owner:twof}の駒が2つあり、互いに守り合っています。",
    },
    "tw.no.dominate_out_of_range": {
        "rules": "TW-T8",
        "en": "Your nearest alpha is {dist:twdist} from {hex:twhex}, beyond your howl range of "
        "{range}.",
        "de": "Dein nächstgelegener Alphawolf ist {dist:twdist} von {hex:twhex} entfernt, "
        "weiter als deine Heulreichweite ({range}).",
        "ja": "最も近いアルファウルフは{hex:twhex}から{dist:twdist}で、遠吠え範囲{range}の外です。",
    },
    "tw.no.dominate_no_pack_left": {
        "rules": "TW-T8",
        "en": "No pack wolf is left on your board to take its place.",
        "de": "Auf deinem Spielertableau ist kein Rudelwolf mehr, der seinen Platz einnehmen "
        "könnte.",
        "ja": "入れ替えるパックウルフがボードに残っていません。",
    },
    "tw.no.dominate_no_den_left": {
        "rules": "TW-T8",
        "en": "No den is left on your tracks to take its place.",
        "de": "Auf deinen Leisten ist kein Bau mehr, der seinen Platz einnehmen könnte.",
        "ja": "入れ替える巣穴がトラックに残っていません。",
    },
    "tw.no.dominate_den_blocked": {
        "rules": "TW-T8 TW-T5",
        "en": "A wolf of a third pack stands on {hex:twhex}: by the usual rules for placing a "
        "den, your den cannot go there with it.",
        "de": "Auf {hex:twhex} steht ein Wolf eines dritten Rudels: nach den üblichen Regeln "
        "für Baue darf dein Bau nicht zu ihm gestellt werden.",
        "ja": "{hex:twhex}には第三の群れの狼がいます。通常の巣穴の配置ルールにより、"
        "自分の巣穴はそこに置けません。",
    },
    "tw.no.pay_count": {
        "rules": "TW-T1",
        "en": "This pays {count} but the action costs {cost} of {terrain:twterrain}.",
        "de": "Damit bezahlst du {count} Plättchen oder Marker, die Aktion kostet aber {cost} "
        "Plättchen der Geländeart {terrain:twterrain}.",
        "ja": "支払いは{count}枚分ですが、このアクションのコストは{terrain:twterrain}のタイル"
        "{cost}枚です。",
    },
    "tw.no.pay_home": {
        "rules": "TW-T1",
        "en": "Your home tile always shows {home:twterrain}, not {terrain:twterrain}.",
        "de": "Dein Lebensraumplättchen zeigt immer {home:twterrain}, nicht {terrain:twterrain}.",
        "ja": "得意地形タイルは常に{home:twterrain}で、{terrain:twterrain}ではありません。",
    },
    "tw.no.pay_tile": {
        "rules": "TW-T1",
        "en": "That tile shows {shows:twterrain} now, not {terrain:twterrain}.",
        "de": "Dieses Plättchen zeigt gerade {shows:twterrain}, nicht {terrain:twterrain}.",
        "ja": "そのタイルは今{shows:twterrain}を示していて、{terrain:twterrain}ではありません。",
    },
    "tw.no.pay_bonus": {
        "rules": "TW-C5",
        "en": "You hold {have:twbonus_held}, not {need}.",
        "de": "Du hast {have:twbonus_held}, nicht {need}.",
        "ja": "{have:twbonus_held}ので、{need}個は使えません。",
    },
    "tw.no.wolf_none": {
        "rules": "TW-T2",
        "en": "You have no {kind:twkind} on {hex:twhex}.",
        "de": "Du hast keinen {kind:twkind} auf {hex:twhex}.",
        "ja": "{hex:twhex}に自分の{kind:twkind}はいません。",
    },
    "tw.no.wolf_moved": {
        "rules": "TW-T2",
        "en": "Your {kind:twkind} on {hex:twhex} has already moved in this action.",
        "de": "Dein {kind:twkind} auf {hex:twhex} ist in dieser Aktion schon gelaufen.",
        "ja": "{hex:twhex}の{kind:twkind}はこのアクションですでに移動しました。",
    },
    "tw.no.spread": {
        "rules": "TW-T2",
        "en": "Your pack spread ({spread}) is used up for this action.",
        "de": "Deine Rudelausbreitung ({spread}) ist für diese Aktion ausgeschöpft.",
        "ja": "このアクションでは群れの広がり（{spread}匹）を使い切りました。",
    },
    "tw.no.wolf_stay": {
        "rules": "TW-T2",
        "en": "A wolf that moves must leave {hex:twhex}.",
        "de": "Ein Wolf, der sich bewegt, muss {hex:twhex} verlassen.",
        "ja": "移動する狼は{hex:twhex}を離れなければなりません。",
    },
    "tw.no.too_far": {
        "rules": "TW-T2 TW-T3",
        "en": "{hex:twHex} is {steps:twsteps} away around water and the chasm; your wolf speed "
        "is {speed}.",
        "de": "{hex:twHex} ist um Wasser und Schlucht herum {steps:twsteps} entfernt; deine "
        "Wolfsgeschwindigkeit beträgt {speed}.",
        "ja": "{hex:twHex}までは水源と裂け目を避けて{steps:twsteps}かかります。速度は{speed}です。",
    },
    "tw.no.wrong_terrain": {
        "rules": "TW-T2",
        "en": "{hex:twHex} is {here:twterrain}, but you paid for {terrain:twterrain}: every "
        "moved wolf must end on a {terrain:twterrain_hex}.",
        "de": "{hex:twHex} hat die Geländeart {here:twterrain}, bezahlt hast du aber "
        "{terrain:twterrain}: jeder bewegte Wolf muss auf einem {terrain:twterrain_hex} "
        "stehen bleiben.",
        "ja": "{hex:twHex}は{here:twterrain}ですが、支払ったのは{terrain:twterrain}です。"
        "動かす狼はすべて{terrain:twterrain_hex}で止まらなければなりません。",
    },
    "tw.no.end_lone_token": {
        "rules": "TW-T3",
        "en": "A lone wolf token still lies on {hex:twhex}: wolves may pass it but not stop there.",
        "de": "Auf {hex:twhex} liegt noch ein Einsamer-Wolf-Marker: Wölfe dürfen über das Feld "
        "hinweglaufen, aber dort nicht stehen bleiben.",
        "ja": "{hex:twhex}にはまだ一匹狼がいます。通過はできますが止まれません。",
    },
    "tw.no.end_prey_token": {
        "rules": "TW-T3",
        "en": "Prey still lies on {hex:twhex}: wolves may pass it but not stop there.",
        "de": "Auf {hex:twhex} liegt noch ein Beutemarker: Wölfe dürfen über das Feld "
        "hinweglaufen, aber dort nicht stehen bleiben.",
        "ja": "{hex:twhex}にはまだ獲物がいます。通過はできますが止まれません。",
    },
    "tw.no.end_full": {
        "rules": "TW-T3",
        "en": "{hex:twHex} already holds two pieces, the most a hex can hold.",
        "de": "Auf {hex:twHex} stehen schon zwei Figuren, mehr passen nicht.",
        "ja": "{hex:twHex}にはすでに駒が2つあり、これ以上入れません。",
    },
    "tw.no.end_opp_lair": {
        "rules": "TW-T3",
        "en": "{hex:twHex} holds a lair of {owner:twof}: no other wolf may stop there.",
        "de": "Auf {hex:twHex} steht eine Höhle {owner:twof}: kein fremder Wolf darf dort "
        "stehen bleiben.",
        "ja": "{hex:twHex}には{owner:twof}の棲家があり、他の狼は止まれません。",
    },
    "tw.no.end_opp_alpha": {
        "rules": "TW-T3 TW-T4",
        "en": "An alpha of {owner:twof} stands on {hex:twhex}: wolves of different packs "
        "never share a hex, and an alpha cannot be displaced by a move.",
        "de": "Auf {hex:twhex} steht ein Alphawolf {owner:twof}: Wölfe verschiedener Rudel "
        "teilen nie ein Feld, und ein Alphawolf wird durch Bewegen nicht verdrängt.",
        "ja": "{hex:twhex}には{owner:twof}のアルファウルフがいます。違う群れの狼は同じ"
        "ヘクスにいられず、アルファウルフは移動で押し出せません。",
    },
    "tw.no.end_opp_pack": {
        "rules": "TW-T3 TW-T4",
        "en": "A pack wolf of {owner:twof} stands on {hex:twhex}: only an alpha may displace it.",
        "de": "Auf {hex:twhex} steht ein Rudelwolf {owner:twof}: nur ein Alphawolf darf ihn "
        "verdrängen.",
        "ja": "{hex:twhex}には{owner:twof}のパックウルフがいます。押し出せるのは"
        "アルファウルフだけです。",
    },
    "tw.no.end_neutral": {
        "rules": "TW-T9 TW-T4",
        "en": "The neutral pack's wolf on {hex:twhex} can never be displaced.",
        "de": "Der Wolf des neutralen Rudels auf {hex:twhex} kann nie verdrängt werden.",
        "ja": "{hex:twhex}の中立の群れの狼は押し出せません。",
    },
    "tw.no.end_no_room": {
        "rules": "TW-T4",
        "en": "The pack wolf on {hex:twhex} would have nowhere to go.",
        "de": "Der Rudelwolf auf {hex:twhex} hätte kein Feld, auf das er ausweichen könnte.",
        "ja": "{hex:twhex}のパックウルフには行き先がありません。",
    },
    "tw.no.end_impassable": {
        "rules": "TW-C1 TW-T3",
        "en": "{hex:twHex} is water or chasm.",
        "de": "{hex:twHex} ist Wasser oder Schlucht.",
        "ja": "{hex:twHex}は水源か裂け目です。",
    },
    "tw.no.done_first": {
        "rules": "TW-T2",
        "en": "Move at least one wolf first: a move action ends only after it has moved a wolf.",
        "de": "Bewege zuerst mindestens einen Wolf: eine Bewegungsaktion endet erst, wenn sie "
        "einen Wolf bewegt hat.",
        "ja": "まず少なくとも1匹は動かしてください。移動アクションは、狼を1匹以上動かして"
        "から終えられます。",
    },
    "tw.no.displace": {
        "rules": "TW-T4",
        "en": "{hex:twHex} is not one of the nearest allowed hexes ({steps:twsteps} away): "
        "{options:twhexes}.",
        "de": "{hex:twHex} ist keines der nächstgelegenen erlaubten Felder ({steps:twsteps} "
        "entfernt): {options:twhexes}.",
        "ja": "{hex:twHex}は最も近い行き先（{steps:twsteps}）ではありません：{options:twhexes}。",
    },
    "tw.no.track_empty": {
        "rules": "TW-T5",
        "en": "No den is left on the {track:twtrack} track.",
        "de": "Auf der Leiste {track:twtrack} ist kein Bau mehr.",
        "ja": "{track:twtrack}トラックに巣穴が残っていません。",
    },
}

TEXTS: dict[str, dict[str, str]] = {**EVENTS, **SCORING, **WHY, **NO}
"""Every message of The Wolves."""
