"""Every The Wolves message in English, German and Japanese, keyed by message id.

Written in our own words from ``the-wolves.md``; each message lists the rule ids it cites.
Parameters name a term kind (``{terrain:twterrain}``), see :mod:`wolfpack.the_wolves.terms`.
"""

from __future__ import annotations

EVENTS: dict[str, dict[str, str]] = {
    "tw.ev.place": {
        "rules": "TW-S3",
        "en": "{player:twplayer} puts an alpha and a pack wolf on {hex:twhex} "
        "({terrain:twterrain}).",
        "de": "{player:twplayer} setzt Alphawolf und Rudelwolf auf {hex:twhex} "
        "({terrain:twterrain}).",
        "ja": "{player:twplayer}がアルファウルフとパックウルフを{hex:twhex}（{terrain:twterrain}）"
        "に置きました。",
    },
    "tw.ev.turn": {
        "rules": "TW-T1",
        "en": "Turn {turn}: {player:twplayer} has two actions (bonus action tokens: {tokens}).",
        "de": "Zug {turn}: {player:twplayer} hat zwei Aktionen (Aktions-Bonusmarker: {tokens}).",
        "ja": "{turn}手番目：{player:twplayer}のアクションは2回です"
        "（ボーナスアクショントークン：{tokens}個）。",
    },
    "tw.ev.choose": {
        "rules": "TW-T1",
        "en": "{player:twplayer} takes the action {action:twaction}.",
        "de": "{player:twplayer} wählt die Aktion {action:twaction}.",
        "ja": "{player:twplayer}はアクション「{action:twaction}」を選びました。",
    },
    "tw.ev.choose_bonus": {
        "rules": "TW-T1 TW-C5",
        "en": "{player:twplayer} spends a bonus action token for one more action: "
        "{action:twaction} ({left:twatokens} left).",
        "de": "{player:twplayer} gibt einen Aktions-Bonusmarker für eine weitere Aktion aus: "
        "{action:twaction} (noch {left:twatokens}).",
        "ja": "{player:twplayer}はボーナスアクショントークンを使って追加のアクション"
        "「{action:twaction}」を行います（残り{left:twatokens}）。",
    },
    "tw.ev.pay": {
        "rules": "TW-T1",
        "en": "{player:twplayer} pays {terrain:twterrain} with {paid:twpay}.",
        "de": "{player:twplayer} bezahlt {terrain:twterrain} mit: {paid:twpay}.",
        "ja": "{player:twplayer}は{terrain:twterrain}の支払いに{paid:twpay}を使いました。",
    },
    "tw.ev.move": {
        "rules": "TW-T2",
        "en": "{player:twplayer}: {kind:twkind} runs {steps:twsteps} from {frm:twhex} to "
        "{to:twhex} ({terrain:twterrain}).",
        "de": "{player:twplayer}: {kind:twkind} läuft {steps:twsteps} von {frm:twhex} nach "
        "{to:twhex} ({terrain:twterrain}).",
        "ja": "{player:twplayer}の{kind:twkind}が{frm:twhex}から{to:twhex}"
        "（{terrain:twterrain}）へ{steps:twsteps}移動しました。",
    },
    "tw.ev.displace_pending": {
        "rules": "TW-T4",
        "en": "The alpha pushes the {kind:twkind} of {owner:twplayer} off {hex:twhex}; "
        "{player:twplayer} chooses where it goes.",
        "de": "Der Alphawolf verdrängt {kind:twkind} von {owner:twplayer} von {hex:twhex}; "
        "{player:twplayer} wählt, wohin er geht.",
        "ja": "アルファウルフが{hex:twhex}から{owner:twplayer}の{kind:twkind}を押し出しました。"
        "行き先は{player:twplayer}が選びます。",
    },
    "tw.ev.displace_pending_lair": {
        "rules": "TW-T6 TW-T4",
        "en": "No other pack may stay with a lair: the {kind:twkind} of {owner:twplayer} must "
        "leave {hex:twhex}, and {player:twplayer} chooses where it goes.",
        "de": "Bei einer Höhle darf kein fremdes Rudel bleiben: {kind:twkind} von "
        "{owner:twplayer} muss {hex:twhex} verlassen, {player:twplayer} wählt das Ziel.",
        "ja": "棲家には他の群れはいられません。{owner:twplayer}の{kind:twkind}は{hex:twhex}を"
        "離れ、行き先は{player:twplayer}が選びます。",
    },
    "tw.ev.displaced": {
        "rules": "TW-T4",
        "en": "The displaced {kind:twkind} of {owner:twplayer} goes from {frm:twhex} to "
        "{to:twhex} ({steps:twsteps} away).",
        "de": "Verdrängt: {kind:twkind} von {owner:twplayer} geht von {frm:twhex} nach "
        "{to:twhex} ({steps:twsteps} entfernt).",
        "ja": "押し出された{owner:twplayer}の{kind:twkind}は{frm:twhex}から{to:twhex}"
        "（{steps:twsteps}先）へ移りました。",
    },
    "tw.ev.den": {
        "rules": "TW-T5",
        "en": "{player:twplayer} digs a den on {hex:twhex}, taken from the {track:twtrack} "
        "track, which is now {value}.",
        "de": "{player:twplayer} gräbt einen Bau auf {hex:twhex}; er stammt von der Leiste "
        "{track:twtrack}, die jetzt {value} zeigt.",
        "ja": "{player:twplayer}は{hex:twhex}に巣穴を作りました。巣穴は{track:twtrack}の"
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
        "en": "{player:twplayer} upgrades the den on {hex:twhex} to a lair; the lair track "
        "now reveals {value} VP.",
        "de": "{player:twplayer} wertet den Bau auf {hex:twhex} zur Höhle auf; die "
        "Höhlenleiste zeigt jetzt {value} SP.",
        "ja": "{player:twplayer}は{hex:twhex}の巣穴を棲家に改良しました。棲家トラックは"
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
        "en": "{player:twplayer} howls at the lone wolf on {hex:twhex}.",
        "de": "{player:twplayer} heult den Einsamen Wolf auf {hex:twhex} an.",
        "ja": "{player:twplayer}は{hex:twhex}の一匹狼に遠吠えしました。",
    },
    "tw.ev.deploy": {
        "rules": "TW-T7 TW-T8 TW-C2",
        "en": "{player:twplayer} puts the {kind:twkind} from space {slot} of the wolf track on "
        "{hex:twhex}.",
        "de": "{player:twplayer} stellt {kind:twkind} von Feld {slot} der Wolfsleiste auf "
        "{hex:twhex}.",
        "ja": "{player:twplayer}は狼トラックの{slot}番目の{kind:twkind}を{hex:twhex}に置きました。",
    },
    "tw.ev.dominate": {
        "rules": "TW-T8",
        "en": "{player:twplayer} dominates the {kind:twkind} of {owner:twplayer} on {hex:twhex}.",
        "de": "{player:twplayer} dominiert {kind:twkind} von {owner:twplayer} auf {hex:twhex}.",
        "ja": "{player:twplayer}は{hex:twhex}にある{owner:twplayer}の{kind:twkind}を支配しました。",
    },
    "tw.ev.calendar": {
        "rules": "TW-C4",
        "en": "The {what:twkind} goes on date {date} of the moon calendar.",
        "de": "{what:twkind} kommt auf Datum {date} des Mondkalenders.",
        "ja": "{what:twkind}は月のカレンダーの{date}日目に置かれました。",
    },
    "tw.ev.phase_due": {
        "rules": "TW-T10",
        "en": "Date {date} reaches the {phase:twphase}: its regions are scored at the end of "
        "this turn.",
        "de": "Datum {date} erreicht den {phase:twphase}: seine Regionen werden am Ende dieses "
        "Zuges gewertet.",
        "ja": "{date}日目で{phase:twphase}に到達しました。この手番の終わりに該当する地域の"
        "得点計算を行います。",
    },
    "tw.ev.hunt": {
        "rules": "TW-T9",
        "en": "{player:twplayer} surrounds the prey on {hex:twhex} from {near} hexes and "
        "hunts a {prey:twprey}.",
        "de": "{player:twplayer} umzingelt die Beute auf {hex:twhex} von {near} Feldern aus "
        "und erjagt: {prey:twprey}.",
        "ja": "{player:twplayer}は{hex:twhex}の獲物を{near}つのヘクスから囲み、"
        "{prey:twprey}を狩りました。",
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
        "de": "Keine Figur kann mehr auf den Mondkalender kommen, der Vollmond käme nie: das "
        "Spiel endet jetzt, die noch offenen Wertungsphasen werden der Reihe nach gewertet.",
        "ja": "もう月のカレンダーに駒が置かれることはなく、満月は来ません。ゲームはここで終了し、"
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
        "en": "{player:twplayer} ends the turn.",
        "de": "{player:twplayer} beendet den Zug.",
        "ja": "{player:twplayer}の手番が終わりました。",
    },
    "tw.ev.no_action": {
        "rules": "TW-T1",
        "en": "{player:twplayer} cannot carry out any action and ends the turn.",
        "de": "{player:twplayer} kann keine Aktion ausführen und beendet den Zug.",
        "ja": "{player:twplayer}は実行できるアクションがないので手番を終えました。",
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
        "en": "{owner:twplayer}: control {control} ({alphas:twalphas}).",
        "de": "{owner:twplayer}: Kontrolle {control} ({alphas:twalphas}).",
        "ja": "{owner:twplayer}：支配力{control}（{alphas:twalphas}）。",
    },
    "tw.score.nobody": {
        "rules": "TW-E1",
        "en": "Nobody has control in {region:twregion}: nobody scores, and the "
        "{phase:twphase} token goes back to the box.",
        "de": "Niemand hat Kontrolle in der {region:twregion}: keiner punktet, der "
        "{phase:twphase}-Marker kommt in die Schachtel.",
        "ja": "{region:twregion}には誰の支配力もないので得点はなく、{phase:twphase}トークンは"
        "箱に戻ります。",
    },
    "tw.score.tie_first": {
        "rules": "TW-E1",
        "en": "{owners:twplayers} tie for first with control {control} and "
        "{alphas:twalphas} each: each gets the low value, {value} VP, nobody is second, and "
        "the token goes back to the box.",
        "de": "{owners:twplayers} teilen Platz 1 mit Kontrolle {control} und je "
        "{alphas:twalphas}: jeder erhält den niedrigen Wert, {value} SP; Platz 2 gibt es "
        "nicht, der Marker kommt in die Schachtel.",
        "ja": "{owners:twplayers}が支配力{control}・{alphas:twalphas}で1位に並びました。"
        "それぞれ低い方の値{value}VPを得て、2位はなし、トークンは箱に戻ります。",
    },
    "tw.score.alpha_break": {
        "rules": "TW-E1",
        "en": "{owner:twplayer} and {other:twplayer} both have control {control}; "
        "{owner:twplayer} has more alphas there ({a} to {b}) and is ahead.",
        "de": "{owner:twplayer} und {other:twplayer} haben beide Kontrolle {control}; "
        "{owner:twplayer} hat dort mehr Alphawölfe ({a} zu {b}) und liegt vorn.",
        "ja": "{owner:twplayer}と{other:twplayer}はどちらも支配力{control}ですが、"
        "{owner:twplayer}の方がアルファウルフが多い（{a}対{b}）ので上位です。",
    },
    "tw.score.first": {
        "rules": "TW-E1",
        "en": "{owner:twplayer} has the most control and takes the {phase:twphase} token, "
        "worth {value} VP at the end.",
        "de": "{owner:twplayer} hat die meiste Kontrolle und nimmt den {phase:twphase}-Marker, "
        "der am Ende {value} SP wert ist.",
        "ja": "{owner:twplayer}が最大の支配力で{phase:twphase}トークンを獲得します"
        "（ゲーム終了時に{value}VP）。",
    },
    "tw.score.second": {
        "rules": "TW-E1",
        "en": "{owner:twplayer} is second and gets {value} VP.",
        "de": "{owner:twplayer} ist Zweiter und erhält {value} SP.",
        "ja": "{owner:twplayer}は2位で{value}VPを得ます。",
    },
    "tw.score.tie_second": {
        "rules": "TW-E1",
        "en": "{owners:twplayers} tie for second (control {control}, {alphas:twalphas}): "
        "nobody gets second place.",
        "de": "{owners:twplayers} teilen Platz 2 (Kontrolle {control}, "
        "{alphas:twalphas}): niemand erhält Platz 2.",
        "ja": "{owners:twplayers}が2位で並んだ（支配力{control}、{alphas:twalphas}）"
        "ため、2位の得点はありません。",
    },
    "tw.score.no_second": {
        "rules": "TW-E1",
        "en": "Nobody else has control there: no second place.",
        "de": "Sonst hat dort niemand Kontrolle: kein Platz 2.",
        "ja": "他に支配力を持つ者がいないので2位はありません。",
    },
    "tw.result.row": {
        "rules": "TW-E2",
        "en": "{player:twplayer}: {total} VP (tokens {tokens}, markers {markers}, den tracks "
        "{dens}, lairs {lairs}, wolves {wolves}, prey {prey}).",
        "de": "{player:twplayer}: {total} SP (Wertungsmarker {tokens}, SP-Marker {markers}, "
        "Bauleisten {dens}, Höhlen {lairs}, Wölfe {wolves}, Beute {prey}).",
        "ja": "{player:twplayer}：{total}VP（得点トークン{tokens}、VPマーカー{markers}、"
        "巣穴トラック{dens}、棲家{lairs}、狼{wolves}、獲物{prey}）。",
    },
    "tw.result.winner": {
        "rules": "TW-E2",
        "en": "{player:twplayer} wins with {total} VP.",
        "de": "{player:twplayer} gewinnt mit {total} SP.",
        "ja": "{player:twplayer}が{total}VPで勝利しました。",
    },
    "tw.result.tiebreak_tokens": {
        "rules": "TW-E2",
        "en": "Tied at {total} VP: {player:twplayer} wins with more region scoring tokens "
        "({count}).",
        "de": "Gleichstand bei {total} SP: {player:twplayer} gewinnt mit mehr Wertungsmarkern "
        "({count}).",
        "ja": "{total}VPで同点。得点トークンの多い{player:twplayer}（{count}枚）の勝利です。",
    },
    "tw.result.tiebreak_wolves": {
        "rules": "TW-E2",
        "en": "Tied at {total} VP and in scoring tokens: {player:twplayer} wins with more "
        "wolves on the map ({wolves}).",
        "de": "Gleichstand bei {total} SP und Wertungsmarkern: {player:twplayer} gewinnt mit "
        "mehr Wölfen auf dem Spielplan ({wolves}).",
        "ja": "{total}VPで得点トークンも同数。盤上の狼が多い{player:twplayer}（{wolves}匹）の"
        "勝利です。",
    },
    "tw.result.shared": {
        "rules": "TW-E2",
        "en": "{players:twplayers} share the victory with {total} VP: every tiebreak is equal.",
        "de": "{players:twplayers} teilen sich den Sieg mit {total} SP: alle Gleichstandsregeln "
        "gehen unentschieden aus.",
        "ja": "{players:twplayers}が{total}VPで勝利を分け合いました。タイブレークもすべて"
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
        "de": "Setze dein zweites Paar auf {hex:twhex} ({terrain:twterrain}): frei und auf der "
        "anderen Seite der Schlucht als dein erstes Paar auf {first:twhex}.",
        "ja": "2組目を{hex:twhex}（{terrain:twterrain}）に置きます。空いていて、1組目の"
        "{first:twhex}とは裂け目の反対側です。",
    },
    "tw.why.place_2p": {
        "rules": "TW-S3",
        "en": "Put an alpha and a pack wolf on {hex:twhex} ({terrain:twterrain}): an empty hex "
        "in a region without a crescent token.",
        "de": "Setze Alphawolf und Rudelwolf auf {hex:twhex} ({terrain:twterrain}): ein leeres "
        "Feld in einer Region ohne Sichelmond-Marker.",
        "ja": "アルファウルフとパックウルフを{hex:twhex}（{terrain:twterrain}）に置きます。"
        "三日月トークンのない地域の空きヘクスです。",
    },
    "tw.why.move": {
        "rules": "TW-T1 TW-T2",
        "en": "Move: pay {cost:twtiles} of the destination's terrain, then move up to "
        "{spread:twwolves} (your pack spread), each up to {speed:twsteps} (your wolf speed).",
        "de": "Bewegen: zahle {cost:twtiles} vom Gelände des Ziels und bewege bis zu "
        "{spread:twwolves} (Rudelausbreitung) je bis zu {speed:twsteps} "
        "(Wolfsgeschwindigkeit).",
        "ja": "移動：目的地の地形のタイルを{cost:twtiles}支払い、最大{spread:twwolves}"
        "（群れの広がり）をそれぞれ最大{speed:twsteps}（移動速度）動かします。",
    },
    "tw.why.den": {
        "rules": "TW-T1 TW-T5",
        "en": "Dig a den: pay {cost:twtiles} of the hex's terrain to put a den on or next to "
        "one of your alphas ({left} dens left on your tracks).",
        "de": "Bau graben: zahle {cost:twtiles} vom Gelände des Feldes für einen Bau auf oder "
        "neben einem deiner Alphawölfe (noch {left} Baue auf deinen Leisten).",
        "ja": "営巣：そのヘクスの地形のタイルを{cost:twtiles}支払い、自分のアルファウルフの"
        "いるヘクスか隣に巣穴を置きます（トラックに残り{left}個）。",
    },
    "tw.why.lair": {
        "rules": "TW-T1 TW-T6",
        "en": "Upgrade to a lair: pay {cost:twtiles} of the den's terrain to turn one of your "
        "dens next to water and near your alpha into a lair ({left} lairs left).",
        "de": "Höhle: zahle {cost:twtiles} vom Gelände des Baus, um einen deiner Baue an einer "
        "Wasserquelle und bei deinem Alphawolf zur Höhle aufzuwerten (noch {left} Höhlen).",
        "ja": "改良：巣穴の地形のタイルを{cost:twtiles}支払い、水源に接しアルファウルフの"
        "近くにある自分の巣穴を棲家にします（残り{left}個）。",
    },
    "tw.why.howl": {
        "rules": "TW-T1 TW-T7",
        "en": "Howl: pay {cost:twtiles} of the lone wolf's terrain to win over a lone wolf "
        "within {range:twdist} (your howl range) of one of your alphas.",
        "de": "Heulen: zahle {cost:twtiles} vom Gelände des Einsamen Wolfs, um einen Einsamen "
        "Wolf höchstens {range:twdist} (Heulreichweite) von einem deiner Alphawölfe zu "
        "gewinnen.",
        "ja": "遠吠え：一匹狼のいる地形のタイルを{cost:twtiles}支払い、自分のアルファウルフから"
        "{range:twdist}以内（遠吠え範囲）の一匹狼を仲間にします。",
    },
    "tw.why.dominate": {
        "rules": "TW-T1 TW-T8",
        "en": "Dominate: pay {cost:twtiles} of the target's terrain to replace an opponent's "
        "pack wolf or den within {range:twdist} of one of your alphas with your own.",
        "de": "Dominieren: zahle {cost:twtiles} vom Gelände des Ziels, um einen gegnerischen "
        "Rudelwolf oder Bau höchstens {range:twdist} von einem deiner Alphawölfe durch einen "
        "eigenen zu ersetzen.",
        "ja": "支配：対象の地形のタイルを{cost:twtiles}支払い、自分のアルファウルフから"
        "{range:twdist}以内の相手のパックウルフか巣穴を自分の駒に置き換えます。",
    },
    "tw.why.end_bonus": {
        "rules": "TW-T1 TW-C5",
        "en": "End your turn: your two actions are done; you keep {tokens:twatokens} for later.",
        "de": "Zug beenden: deine zwei Aktionen sind gemacht; {tokens:twatokens} behältst "
        "du für später.",
        "ja": "手番を終える：2回のアクションは済みました。{tokens:twatokens}は後で使えます。",
    },
    "tw.why.end_forced": {
        "rules": "TW-T1",
        "en": "End your turn: no action can be carried out now ({left:twactions} unused).",
        "de": "Zug beenden: jetzt ist keine Aktion ausführbar ({left:twactions} verfallen).",
        "ja": "手番を終える：今は実行できるアクションがありません（{left:twactions}は"
        "使われません）。",
    },
    "tw.why.to": {
        "rules": "TW-T2 TW-T1",
        "en": "Move to {terrain:twterrain}: you show {tiles:twtiles} of it and hold "
        "{bonus:twbonus}, and {wolves:twwolves} of yours can reach a free "
        "{terrain:twterrain} hex within {speed:twsteps}.",
        "de": "Bewegen nach {terrain:twterrain}: du zeigst davon {tiles:twtiles} und hast "
        "{bonus:twbonus}, und {wolves:twwolves} von dir erreichen ein freies Feld "
        "({terrain:twterrain}) höchstens {speed:twsteps} entfernt.",
        "ja": "{terrain:twterrain}へ移動：そのタイルが{tiles:twtiles}、{bonus:twbonus}があり、"
        "自分の狼{wolves:twwolves}が{speed:twsteps}以内で空いている{terrain:twterrain}の"
        "ヘクスに届きます。",
    },
    "tw.why.den_at": {
        "rules": "TW-T5",
        "en": "{hex:twHex} ({terrain:twterrain}) is on or next to your alpha, has no den, lair "
        "or opponent wolf and room for one more piece; you can pay {cost:twtiles} of "
        "{terrain:twterrain}.",
        "de": "{hex:twHex} ({terrain:twterrain}) liegt auf oder neben deinem Alphawolf, hat "
        "keinen Bau, keine Höhle, keinen fremden Wolf und Platz für eine Figur; du kannst "
        "{cost:twtiles} {terrain:twterrain} zahlen.",
        "ja": "{hex:twHex}（{terrain:twterrain}）は自分のアルファウルフのいるヘクスか隣で、"
        "巣穴・棲家・相手の狼がなく、駒を置く余地があります。{terrain:twterrain}を"
        "{cost:twtiles}支払えます。",
    },
    "tw.why.lair_at": {
        "rules": "TW-T6",
        "en": "Your den on {hex:twhex} ({terrain:twterrain}) is next to water and to your "
        "alpha, and you have no lair in this region yet; the lair reveals {vp} VP and gives "
        "a bonus terrain token.",
        "de": "Dein Bau auf {hex:twhex} ({terrain:twterrain}) liegt an einer Wasserquelle und "
        "bei deinem Alphawolf, und du hast in dieser Region noch keine Höhle; die Höhle "
        "deckt {vp} SP auf und gibt einen Gelände-Bonusmarker.",
        "ja": "{hex:twhex}（{terrain:twterrain}）の巣穴は水源とアルファウルフに接し、この地域に"
        "まだ棲家はありません。棲家で{vp}VPが見え、ボーナス地形トークンを得ます。",
    },
    "tw.why.howl_at": {
        "rules": "TW-T7",
        "en": "The lone wolf on {hex:twhex} ({terrain:twterrain}) is {dist:twdist} from your "
        "alpha on {alpha:twhex} (howl range {range}); it goes to the calendar and your next "
        "wolf, a {kind:twkind}, takes its place.",
        "de": "Der Einsame Wolf auf {hex:twhex} ({terrain:twterrain}) ist {dist:twdist} von "
        "deinem Alphawolf auf {alpha:twhex} entfernt (Heulreichweite {range}); er kommt auf "
        "den Kalender, dein nächster Wolf ({kind:twkind}) nimmt seinen Platz ein.",
        "ja": "{hex:twhex}（{terrain:twterrain}）の一匹狼は{alpha:twhex}のアルファウルフから"
        "{dist:twdist}（遠吠え範囲{range}）。一匹狼はカレンダーへ行き、次の狼"
        "（{kind:twkind}）がそこに入ります。",
    },
    "tw.why.dominate_at": {
        "rules": "TW-T8",
        "en": "The {kind:twkind} of {owner:twplayer} on {hex:twhex} ({terrain:twterrain}) is "
        "not guarded by a second piece of its pack and is {dist:twdist} from your alpha on "
        "{alpha:twhex} (howl range {range}).",
        "de": "{kind:twkind} von {owner:twplayer} auf {hex:twhex} ({terrain:twterrain}) ist "
        "nicht durch eine zweite Figur seines Rudels geschützt und {dist:twdist} von deinem "
        "Alphawolf auf {alpha:twhex} entfernt (Heulreichweite {range}).",
        "ja": "{hex:twhex}（{terrain:twterrain}）の{owner:twplayer}の{kind:twkind}は"
        "同じ群れの駒に守られておらず、{alpha:twhex}のアルファウルフから{dist:twdist}"
        "（遠吠え範囲{range}）です。",
    },
    "tw.why.pay": {
        "rules": "TW-T1 TW-C5",
        "en": "Pay {terrain:twterrain} with {paid:twpay}; afterwards your tiles show "
        "{shows:twterrains} and you keep {left:twbonus}.",
        "de": "Bezahle {terrain:twterrain} mit: {paid:twpay}; danach zeigen deine Plättchen "
        "{shows:twterrains}, und dir bleiben {left:twbonus}.",
        "ja": "{terrain:twterrain}を{paid:twpay}で支払います。その後タイルは"
        "{shows:twterrains}を示し、{left:twbonus}が残ります。",
    },
    "tw.why.wolf": {
        "rules": "TW-T2 TW-T3",
        "en": "Your {kind:twkind} on {frm:twhex} can run {steps:twsteps} (speed {speed}) "
        "around water and the chasm to {to:twhex}, a {terrain:twterrain} hex where it may stop.",
        "de": "Dein {kind:twkind} auf {frm:twhex} kann {steps:twsteps} (Geschwindigkeit "
        "{speed}) um Wasser und Schlucht herum nach {to:twhex} laufen, ein Feld "
        "({terrain:twterrain}), auf dem er stehen bleiben darf.",
        "ja": "{frm:twhex}の{kind:twkind}は水源と裂け目を避けて{steps:twsteps}"
        "（速度{speed}）で{to:twhex}へ行けます。止まってよい{terrain:twterrain}の"
        "ヘクスです。",
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
        "en": "Send the displaced {kind:twkind} of {owner:twplayer} to {hex:twhex}: one of the "
        "nearest hexes ({steps:twsteps} from {frm:twhex}) that is empty or holds a single "
        "piece of its own pack.",
        "de": "Schicke {kind:twkind} von {owner:twplayer} nach {hex:twhex}: eines der nächsten "
        "Felder ({steps:twsteps} von {frm:twhex}), das leer ist oder nur eine Figur seines "
        "Rudels trägt.",
        "ja": "押し出された{owner:twplayer}の{kind:twkind}を{hex:twhex}へ。{frm:twhex}から"
        "最も近い（{steps:twsteps}）、空きか自分の群れの駒が1つだけのヘクスです。",
    },
    "tw.why.track": {
        "rules": "TW-T5",
        "en": "Take the next den of the {track:twtrack} track: it goes from {old} to {new}, "
        "and the track reveals {vp} VP.",
        "de": "Nimm den nächsten Bau der Leiste {track:twtrack}: sie steigt von {old} auf "
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
        "en": "The pack wolf of {owner:twplayer} standing alone there is displaced by your "
        "alpha; you choose where it goes.",
        "de": "Der dort allein stehende Rudelwolf von {owner:twplayer} wird von deinem "
        "Alphawolf verdrängt; du wählst, wohin.",
        "ja": "そこに単独でいる{owner:twplayer}のパックウルフはアルファウルフに押し出され、"
        "行き先はあなたが選びます。",
    },
    "tw.note.on_den": {
        "rules": "TW-T3",
        "en": "It joins the lone den of {owner:twplayer} there, which stays.",
        "de": "Er stellt sich zum dort allein stehenden Bau von {owner:twplayer}, der bleibt.",
        "ja": "そこにある{owner:twplayer}の巣穴（単独）と同じヘクスに止まり、巣穴は残ります。",
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
        "de": "Danach können in dieser Aktion weitere Wölfe laufen: noch {left:twwolves}.",
        "ja": "この後、このアクションでさらに{left:twwolves}動かせます。",
    },
}

NO: dict[str, dict[str, str]] = {
    "tw.no.over": {
        "rules": "TW-T10",
        "en": "The game is over: no more decisions.",
        "de": "Das Spiel ist vorbei: es gibt keine Entscheidungen mehr.",
        "ja": "ゲームは終了しています。",
    },
    "tw.no.unknown": {
        "rules": "TW-T1",
        "en": "{text!r} is not a decision of The Wolves.",
        "de": "{text!r} ist keine Entscheidung in Die Wölfe.",
        "ja": "{text!r}は『ウルヴズ』の手ではありません。",
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
        "de": "Jetzt setzt {player:twplayer} Alphawolf und Rudelwolf ein: place <Feld>.",
        "ja": "今は{player:twplayer}がアルファウルフとパックウルフを置く番です：place <ヘクス>。",
    },
    "tw.no.expect_choose": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} chooses an action ({left} left, {tokens:twatokens}): "
        "move, den, lair, howl, dominate or end.",
        "de": "Jetzt wählt {player:twplayer} eine Aktion (noch {left}, "
        "{tokens:twatokens}): move, den, lair, howl, dominate oder end.",
        "ja": "今は{player:twplayer}がアクションを選ぶ番です（残り{left}回、"
        "{tokens:twatokens}）：move・den・lair・howl・dominate・end。",
    },
    "tw.no.expect_target_move": {
        "rules": "TW-T2",
        "en": "Now {player:twplayer} names the terrain the wolves will move to: to <terrain>.",
        "de": "Jetzt nennt {player:twplayer} das Gelände, auf das die Wölfe ziehen: to <Gelände>.",
        "ja": "今は{player:twplayer}が移動先の地形を選ぶ番です：to <地形>。",
    },
    "tw.no.expect_target_hex": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} names the target hex of {action:twaction}: at <hex>.",
        "de": "Jetzt nennt {player:twplayer} das Zielfeld für {action:twaction}: at <Feld>.",
        "ja": "今は{player:twplayer}が「{action:twaction}」の対象ヘクスを選ぶ番です：at <ヘクス>。",
    },
    "tw.no.expect_target_dominate": {
        "rules": "TW-T8",
        "en": "Now {player:twplayer} names the piece to dominate: at <hex> pack or at <hex> den.",
        "de": "Jetzt nennt {player:twplayer} die Figur, die dominiert wird: at <Feld> pack oder "
        "at <Feld> den.",
        "ja": "今は{player:twplayer}が支配する駒を選ぶ番です：at <ヘクス> pack か "
        "at <ヘクス> den。",
    },
    "tw.no.expect_pay": {
        "rules": "TW-T1",
        "en": "Now {player:twplayer} pays {cost:twtiles} of {terrain:twterrain}: pay followed "
        "by home, tiles like grass>rock, or bonus.",
        "de": "Jetzt zahlt {player:twplayer} {cost:twtiles} {terrain:twterrain}: pay mit home, "
        "Plättchen wie grass>rock oder bonus.",
        "ja": "今は{player:twplayer}が{terrain:twterrain}を{cost:twtiles}支払う番です："
        "pay の後に home、grass>rock のようなタイル、bonus。",
    },
    "tw.no.expect_wolf": {
        "rules": "TW-T2",
        "en": "Now {player:twplayer} moves a wolf onto {terrain:twterrain} (alpha <hex>><hex> "
        "or pack <hex>><hex>) or stops with done.",
        "de": "Jetzt bewegt {player:twplayer} einen Wolf auf {terrain:twterrain} "
        "(alpha <Feld>><Feld> oder pack <Feld>><Feld>) oder hört mit done auf.",
        "ja": "今は{player:twplayer}が狼を{terrain:twterrain}へ動かす番です"
        "（alpha <ヘクス>><ヘクス> か pack <ヘクス>><ヘクス>）。done で終了します。",
    },
    "tw.no.expect_displace": {
        "rules": "TW-T4",
        "en": "Now {player:twplayer} chooses where the wolf displaced from {hex:twhex} goes: "
        "displace <hex>.",
        "de": "Jetzt wählt {player:twplayer}, wohin der von {hex:twhex} verdrängte Wolf geht: "
        "displace <Feld>.",
        "ja": "今は{player:twplayer}が{hex:twhex}から押し出された狼の行き先を選ぶ番です："
        "displace <ヘクス>。",
    },
    "tw.no.expect_track": {
        "rules": "TW-T5",
        "en": "Now {player:twplayer} chooses the track the den comes from: track spread, "
        "track speed or track range.",
        "de": "Jetzt wählt {player:twplayer} die Leiste, von der der Bau kommt: track spread, "
        "track speed oder track range.",
        "ja": "今は{player:twplayer}が巣穴を取るトラックを選ぶ番です：track spread・"
        "track speed・track range。",
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
        "de": "Auf {hex:twHex} liegt ein Einsamer-Wolf- oder Beutemarker, es ist nicht leer.",
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
        "de": "Du hast noch {left:twactions} und kannst sie ausführen: ein Zug sind zwei Aktionen.",
        "ja": "まだ{left:twactions}が残っていて実行できます。手番ではアクションを2回行います。",
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
        "de": "Auf deinem Tableau ist kein Wolf mehr, der den Platz des Einsamen Wolfs "
        "einnehmen könnte.",
        "ja": "一匹狼と入れ替える狼がプレイヤーボードに残っていません。",
    },
    "tw.no.no_pieces": {
        "rules": "TW-T8",
        "en": "You have no pack wolf and no den left on your board to put in place of a "
        "dominated piece.",
        "de": "Auf deinem Tableau ist weder ein Rudelwolf noch ein Bau übrig, der eine "
        "dominierte Figur ersetzen könnte.",
        "ja": "支配した駒と入れ替えるパックウルフも巣穴もボードに残っていません。",
    },
    "tw.no.kind_unpaid": {
        "rules": "TW-T1",
        "en": "{action:twaction} has targets only on {terrains:twterrains}, and you cannot pay "
        "{cost:twtiles} of those (you hold {bonus:twbonus}).",
        "de": "{action:twaction} hat Ziele nur auf {terrains:twterrains}, und davon kannst du "
        "keine {cost:twtiles} zahlen (du hast {bonus:twbonus}).",
        "ja": "「{action:twaction}」の対象は{terrains:twterrains}にしかなく、その地形の"
        "タイルを{cost:twtiles}支払えません（{bonus:twbonus}所持）。",
    },
    "tw.no.none_move": {
        "rules": "TW-T2 TW-T3",
        "en": "None of your wolves can reach a hex within {speed:twsteps} where it may stop.",
        "de": "Keiner deiner Wölfe erreicht in {speed:twsteps} ein Feld, auf dem er stehen "
        "bleiben darf.",
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
        "de": "Kein Einsamer Wolf ist höchstens {range:twdist} (Heulreichweite) von deinen "
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
        "en": "You show {tiles:twtiles} of {terrain:twterrain} and hold {bonus:twbonus}, but "
        "{action:twaction} costs {cost}.",
        "de": "Du zeigst {tiles:twtiles} {terrain:twterrain} und hast {bonus:twbonus}, aber "
        "{action:twaction} kostet {cost}.",
        "ja": "{terrain:twterrain}のタイルは{tiles:twtiles}、{bonus:twbonus}しかありませんが、"
        "「{action:twaction}」のコストは{cost}です。",
    },
    "tw.no.unreachable": {
        "rules": "TW-T2 TW-T3",
        "en": "None of your wolves can reach a {terrain:twterrain} hex within {speed:twsteps} "
        "where it may stop.",
        "de": "Keiner deiner Wölfe erreicht in {speed:twsteps} ein Feld ({terrain:twterrain}), "
        "auf dem er stehen bleiben darf.",
        "ja": "{speed:twsteps}以内に止まれる{terrain:twterrain}のヘクスへ行ける狼がいません。",
    },
    "tw.no.unpaid": {
        "rules": "TW-T1",
        "en": "{hex:twHex} is {terrain:twterrain}: you show {tiles:twtiles} of "
        "{terrain:twterrain} and hold {bonus:twbonus}, but {action:twaction} costs {cost}.",
        "de": "{hex:twHex} ist {terrain:twterrain}: du zeigst {tiles:twtiles} "
        "{terrain:twterrain} und hast {bonus:twbonus}, aber {action:twaction} kostet {cost}.",
        "ja": "{hex:twHex}は{terrain:twterrain}です。{terrain:twterrain}のタイルは"
        "{tiles:twtiles}、{bonus:twbonus}しかありませんが、「{action:twaction}」の"
        "コストは{cost}です。",
    },
    "tw.no.dom_need_kind": {
        "rules": "TW-T8",
        "en": "Name the piece on {hex:twhex} to dominate: at {hex} pack or at {hex} den.",
        "de": "Nenne die Figur auf {hex:twhex}, die dominiert wird: at {hex} pack oder "
        "at {hex} den.",
        "ja": "{hex:twhex}のどの駒を支配するか指定してください：at {hex} pack か at {hex} den。",
    },
    "tw.no.den_token": {
        "rules": "TW-T5",
        "en": "{hex:twHex} still holds a lone wolf or prey token: no den can go there (ASSUMED).",
        "de": "Auf {hex:twHex} liegt noch ein Einsamer-Wolf- oder Beutemarker: dort kann kein "
        "Bau hin (ANGENOMMEN).",
        "ja": "{hex:twHex}にはまだ一匹狼か獲物のトークンがあるので巣穴は置けません（仮定）。",
    },
    "tw.no.den_no_alpha": {
        "rules": "TW-T5",
        "en": "None of your alphas stands on or next to {hex:twhex}.",
        "de": "Keiner deiner Alphawölfe steht auf oder neben {hex:twhex}.",
        "ja": "{hex:twhex}にも隣にも自分のアルファウルフがいません。",
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
        "de": "Auf {hex:twHex} ist schon ein Bau oder eine Höhle: nur einer pro Feld.",
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
        "ja": "{hex:twhex}の巣穴のヘクスにも隣にも自分のアルファウルフがいません。",
    },
    "tw.no.lair_lair_in_region": {
        "rules": "TW-T6",
        "en": "You already have a lair in this region: one per region tile.",
        "de": "Du hast in dieser Region schon eine Höhle: nur eine pro Regionstableau.",
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
        "de": "Auf {hex:twhex} ist kein Einsamer Wolf.",
        "ja": "{hex:twhex}に一匹狼はいません。",
    },
    "tw.no.howl_out_of_range": {
        "rules": "TW-T7",
        "en": "Your nearest alpha is {dist:twdist} from {hex:twhex}, beyond your howl range of "
        "{range}.",
        "de": "Dein nächster Alphawolf ist {dist:twdist} von {hex:twhex} entfernt, mehr als "
        "deine Heulreichweite {range}.",
        "ja": "最も近いアルファウルフは{hex:twhex}から{dist:twdist}で、遠吠え範囲{range}の外です。",
    },
    "tw.no.dominate_no_target": {
        "rules": "TW-T8",
        "en": "There is no opponent {kind:twkind} on {hex:twhex}.",
        "de": "Auf {hex:twhex} ist kein gegnerischer {kind:twkind}.",
        "ja": "{hex:twhex}に相手の{kind:twkind}はいません。",
    },
    "tw.no.dominate_neutral": {
        "rules": "TW-T9",
        "en": "The pieces of the neutral pack can never be dominated.",
        "de": "Figuren des neutralen Rudels können nie dominiert werden.",
        "ja": "中立の群れの駒は支配できません。",
    },
    "tw.no.dominate_protected": {
        "rules": "TW-T8",
        "en": "Two pieces of {owner:twplayer} share {hex:twhex}: they guard each other.",
        "de": "Zwei Figuren von {owner:twplayer} stehen auf {hex:twhex}: sie schützen sich "
        "gegenseitig.",
        "ja": "{hex:twhex}には{owner:twplayer}の駒が2つあり、互いに守り合っています。",
    },
    "tw.no.dominate_out_of_range": {
        "rules": "TW-T8",
        "en": "Your nearest alpha is {dist:twdist} from {hex:twhex}, beyond your howl range of "
        "{range}.",
        "de": "Dein nächster Alphawolf ist {dist:twdist} von {hex:twhex} entfernt, mehr als "
        "deine Heulreichweite {range}.",
        "ja": "最も近いアルファウルフは{hex:twhex}から{dist:twdist}で、遠吠え範囲{range}の外です。",
    },
    "tw.no.dominate_no_pack_left": {
        "rules": "TW-T8",
        "en": "No pack wolf is left on your board to take its place.",
        "de": "Auf deinem Tableau ist kein Rudelwolf mehr, der seinen Platz einnehmen könnte.",
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
        "en": "A wolf of a third pack stands on {hex:twhex}, and your den could not be placed "
        "with it (ASSUMED: the usual den rules apply).",
        "de": "Auf {hex:twhex} steht ein Wolf eines dritten Rudels, zu dem dein Bau nicht "
        "gestellt werden dürfte (ANGENOMMEN: die üblichen Bauregeln gelten).",
        "ja": "{hex:twhex}には第三の群れの狼がいて、自分の巣穴を置けません"
        "（仮定：通常の巣穴の配置ルールを適用）。",
    },
    "tw.no.pay_count": {
        "rules": "TW-T1",
        "en": "This pays {count} but the action costs {cost} of {terrain:twterrain}.",
        "de": "Das zahlt {count}, die Aktion kostet aber {cost} {terrain:twterrain}.",
        "ja": "支払いが{count}ですが、このアクションのコストは{terrain:twterrain}{cost}です。",
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
        "en": "You hold {have:twbonus}, not {need}.",
        "de": "Du hast {have:twbonus}, nicht {need}.",
        "ja": "{have:twbonus}しか持っておらず、{need}個は使えません。",
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
        "en": "Your pack spread of {spread} wolves is used up for this action.",
        "de": "Deine Rudelausbreitung von {spread} Wölfen ist für diese Aktion ausgeschöpft.",
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
        "Wolfsgeschwindigkeit ist {speed}.",
        "ja": "{hex:twHex}までは水源と裂け目を避けて{steps:twsteps}かかります。"
        "移動速度は{speed}です。",
    },
    "tw.no.wrong_terrain": {
        "rules": "TW-T2",
        "en": "{hex:twHex} is {here:twterrain}, but you paid for {terrain:twterrain}: every "
        "moved wolf must end on {terrain:twterrain}.",
        "de": "{hex:twHex} ist {here:twterrain}, bezahlt hast du aber {terrain:twterrain}: "
        "jeder bewegte Wolf muss auf {terrain:twterrain} enden.",
        "ja": "{hex:twHex}は{here:twterrain}ですが、支払ったのは{terrain:twterrain}です。"
        "動かす狼はすべて{terrain:twterrain}で止まります。",
    },
    "tw.no.end_lone_token": {
        "rules": "TW-T3",
        "en": "A lone wolf token still lies on {hex:twhex}: wolves may pass it but not stop there.",
        "de": "Auf {hex:twhex} liegt noch ein Einsamer Wolf: Wölfe dürfen vorbei, aber nicht "
        "stehen bleiben.",
        "ja": "{hex:twhex}にはまだ一匹狼がいます。通過はできますが止まれません。",
    },
    "tw.no.end_prey_token": {
        "rules": "TW-T3",
        "en": "Prey still lies on {hex:twhex}: wolves may pass it but not stop there.",
        "de": "Auf {hex:twhex} liegt noch Beute: Wölfe dürfen vorbei, aber nicht stehen bleiben.",
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
        "en": "{hex:twHex} holds a lair of {owner:twplayer}: no other wolf may stop there.",
        "de": "Auf {hex:twHex} steht eine Höhle von {owner:twplayer}: kein fremder Wolf darf "
        "dort stehen bleiben.",
        "ja": "{hex:twHex}には{owner:twplayer}の棲家があり、他の狼は止まれません。",
    },
    "tw.no.end_opp_alpha": {
        "rules": "TW-T3 TW-T4",
        "en": "An alpha of {owner:twplayer} stands on {hex:twhex}: wolves of different packs "
        "never share a hex, and an alpha cannot be displaced by a move.",
        "de": "Auf {hex:twhex} steht ein Alphawolf von {owner:twplayer}: Wölfe verschiedener "
        "Rudel teilen nie ein Feld, und ein Alphawolf wird durch Bewegen nicht verdrängt.",
        "ja": "{hex:twhex}には{owner:twplayer}のアルファウルフがいます。違う群れの狼は同じ"
        "ヘクスにいられず、アルファウルフは移動で押し出せません。",
    },
    "tw.no.end_opp_pack": {
        "rules": "TW-T3 TW-T4",
        "en": "A pack wolf of {owner:twplayer} stands on {hex:twhex}: only an alpha may "
        "displace it.",
        "de": "Auf {hex:twhex} steht ein Rudelwolf von {owner:twplayer}: nur ein Alphawolf darf "
        "ihn verdrängen.",
        "ja": "{hex:twhex}には{owner:twplayer}のパックウルフがいます。押し出せるのは"
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
        "de": "Der Rudelwolf auf {hex:twhex} hätte keinen Ort, an den er gehen könnte.",
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
        "en": "Move at least one wolf first: a move action that moves no wolf is no move "
        "(ASSUMED).",
        "de": "Bewege zuerst mindestens einen Wolf: eine Bewegung ohne Wolf ist keine "
        "(ANGENOMMEN).",
        "ja": "まず少なくとも1匹は動かしてください。狼を動かさない移動はできません（仮定）。",
    },
    "tw.no.displace": {
        "rules": "TW-T4",
        "en": "{hex:twHex} is not one of the nearest allowed hexes ({steps:twsteps} away): "
        "{options:twhexes}.",
        "de": "{hex:twHex} ist keines der nächsten erlaubten Felder ({steps:twsteps} entfernt): "
        "{options:twhexes}.",
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
