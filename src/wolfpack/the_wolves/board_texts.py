"""Messages of The Wolves' board: where a choice lies (for the parts of the map a decision
does not touch), decisions in words, and why a player waits, in English, German and
Japanese.

Parameters use The Wolves' term kinds (:mod:`wolfpack.the_wolves.terms`): German articles
and cases come from the kind (``{kind:twkind_acc}``), counts pick singular or plural
(``{cost:twtiles}``).
"""

from __future__ import annotations

from wolfpack.the_wolves import terms as _terms  # noqa: F401  (the term kinds used here)

WHERE: dict[str, dict[str, str]] = {
    "tw.board.place_first": {
        "rules": "TW-S3",
        "en": "A first pair starts on a free hex of the start tile next to the chasm.",
        "de": "Ein erstes Paar beginnt auf einem freien Feld des Starttableaus an der Schlucht.",
        "ja": "最初のペアは、スタートタイルの裂け目に接する空いたヘクスに置きます。",
    },
    "tw.board.place_second": {
        "rules": "TW-S3",
        "en": "The second pair starts on a free hex next to the chasm, across the chasm from "
        "your first pair on {first:twhex}.",
        "de": "Das zweite Paar beginnt auf einem freien Feld an der Schlucht, auf der anderen "
        "Seite als dein erstes Paar auf {first:twhex}.",
        "ja": "2組目のペアは、{first:twhex}の1組目とは裂け目の反対側で、裂け目に接する"
        "空いたヘクスに置きます。",
    },
    "tw.board.place_2p": {
        "rules": "TW-S3",
        "en": "A pair starts on an empty land hex (no piece, lone wolf or prey) of a region "
        "whose scoring tokens include no crescent moon.",
        "de": "Ein Paar beginnt auf einem leeren Landfeld (ohne Figur, einsamen Wolf oder "
        "Beute) in einer Region ohne Sichelmond-Marker.",
        "ja": "ペアは、三日月トークンのない地域の、空いた陸のヘクス（駒・一匹狼・獲物なし）に"
        "置きます。",
    },
    "tw.board.den_where": {
        "rules": "TW-T5",
        "en": "A den goes on or next to one of your alphas, on a land hex with no token, no "
        "wolf of another pack, no den or lair and at most one piece.",
        "de": "Ein Bau kommt auf oder neben einen deiner Alphawölfe, auf ein Landfeld ohne "
        "Marker, ohne Wolf eines anderen Rudels, ohne Bau oder Höhle und mit höchstens einer "
        "Figur.",
        "ja": "巣穴は、アルファウルフのいるヘクスかその隣の陸のヘクスに置きます。"
        "トークン、他の群れの狼、巣穴や棲家がなく、駒が1つ以下のヘクスです。",
    },
    "tw.board.lair_where": {
        "rules": "TW-T6",
        "en": "A lair replaces one of your dens that lies next to water and on or next to one "
        "of your alphas; each region holds at most one of your lairs.",
        "de": "Eine Höhle ersetzt einen deiner Baue, der an einer Wasserquelle und auf oder "
        "neben einem deiner Alphawölfe liegt; in jeder Region hast du höchstens eine Höhle.",
        "ja": "棲家は、水源に接し、アルファウルフのいるヘクスかその隣にある自分の巣穴を"
        "改良して作ります。1つの地域に自分の棲家は1つまでです。",
    },
    "tw.board.howl_where": {
        "rules": "TW-T7",
        "en": "Howl calls a lone wolf within howl range ({range}) of one of your alphas, paid "
        "with tiles of the terrain of its hex.",
        "de": "Heulen ruft einen einsamen Wolf in Heulreichweite ({range}) eines deiner "
        "Alphawölfe; bezahlt wird mit Plättchen der Geländeart seines Feldes.",
        "ja": "遠吠えは、アルファウルフから遠吠え範囲（{range}）内の一匹狼を呼びます。"
        "支払いはそのヘクスの地形のタイルです。",
    },
    "tw.board.dominate_where": {
        "rules": "TW-T8",
        "en": "Dominate takes a pack wolf or den of an opponent within howl range ({range}) of "
        "one of your alphas, unless a second piece of its pack guards it.",
        "de": "Dominieren übernimmt einen Rudelwolf oder Bau eines Gegners in Heulreichweite "
        "({range}) eines deiner Alphawölfe, außer eine zweite Figur seines Rudels schützt "
        "ihn.",
        "ja": "支配は、アルファウルフから遠吠え範囲（{range}）内にある相手のパックウルフか"
        "巣穴を奪います。同じ群れの駒がもう1つあれば守られています。",
    },
    "tw.board.displace_where": {
        "rules": "TW-T4",
        "en": "The displaced {kind:twkind} of {owner:twof} from {hex:twhex} goes to one of the "
        "lit hexes: the nearest ones that are empty or hold a single piece of its own pack.",
        "de": "Der verdrängte {kind:twkind} {owner:twof} von {hex:twhex} geht auf eines der "
        "hervorgehobenen Felder: die nächstgelegenen, die leer sind oder nur eine Figur "
        "seines Rudels tragen.",
        "ja": "{hex:twhex}から押し出された{owner:twof}の{kind:twkind}は、光っているヘクスの"
        "どれかへ行きます。最も近い、空きか自分の群れの駒が1つだけのヘクスです。",
    },
    "tw.board.wolf_stuck": {
        "rules": "TW-T2 TW-T3",
        "en": "This {kind:twkind} cannot reach a {terrain:twterrain_hex} where it may stop "
        "(wolf speed {speed}).",
        "de": "Dieser {kind:twkind} erreicht kein {terrain:twterrain_hex}, auf dem er stehen "
        "bleiben darf (Wolfsgeschwindigkeit {speed}).",
        "ja": "この{kind:twkind}は、止まれる{terrain:twterrain_hex}に届きません（速度{speed}）。",
    },
    "tw.board.own_wolves_only": {
        "rules": "TW-T2",
        "en": "Only your own alphas and pack wolves move in your action: choose one of them. "
        "The pieces of other packs, dens and lairs stay where they are.",
        "de": "Bei deiner Aktion ziehen nur deine eigenen Alpha- und Rudelwölfe: Wähle einen "
        "davon. Die Figuren anderer Rudel, Baue und Höhlen bleiben, wo sie sind.",
        "ja": "自分のアクションで動かせるのは、自分のアルファウルフとパックウルフだけです。"
        "その中から1匹を選んでください。ほかの群れの駒、巣穴、棲家は動きません。",
    },
    "tw.board.wolf_where": {
        "rules": "TW-T2 TW-T3 TW-T4",
        "en": "Your {kind:twkind} may stop only on a lit hex: a {terrain:twterrain_hex} at most "
        "{speed:twsteps} away around water and the chasm, with no token, no two pieces and "
        "no wolf or lair of another pack (an alpha may displace a pack wolf standing alone).",
        "de": "Dein {kind:twkind} darf nur auf einem hervorgehobenen Feld stehen bleiben: einem "
        "{terrain:twterrain_hex} höchstens {speed:twsteps} entfernt (um Wasser und Schlucht "
        "herum), auf dem kein Marker liegt, noch keine zwei Figuren stehen und kein Wolf und "
        "keine Höhle eines anderen Rudels steht (ein Alphawolf darf einen allein stehenden "
        "Rudelwolf verdrängen).",
        "ja": "{kind:twkind}が止まれるのは光っているヘクスだけです。"
        "水源と裂け目を避けて{speed:twsteps}以内の{terrain:twterrain_hex}で、トークンがなく、"
        "駒がまだ2つ置かれておらず、"
        "他の群れの狼や棲家がないヘクスです（アルファウルフは単独のパックウルフを押し出せます）。",
    },
}
"""Where a choice lies: one sentence for the elements a decision leaves dark."""

MOVES: dict[str, dict[str, str]] = {
    "tw.move.place": {
        "rules": "TW-S3",
        "en": "pair on {hex:twhex}",
        "de": "Paar auf {hex:twhex}",
        "ja": "{hex:twhex}にペア",
    },
    "tw.move.action": {
        "rules": "TW-T1",
        "en": "{action:twaction}",
        "de": "{action:twaction}",
        "ja": "{action:twaction}",
    },
    "tw.move.end": {
        "rules": "TW-T1",
        "en": "end the turn",
        "de": "Zug beenden",
        "ja": "手番を終える",
    },
    "tw.move.done": {
        "rules": "TW-T2",
        "en": "stop moving",
        "de": "Bewegung beenden",
        "ja": "移動を終える",
    },
    "tw.move.to": {
        "rules": "TW-T2",
        "en": "onto {terrain:twterrain}",
        "de": "Ziel: {terrain:twterrain}",
        "ja": "移動先：{terrain:twterrain}",
    },
    "tw.move.at": {
        "rules": "TW-T1",
        "en": "{action:twaction}: {hex:twhex}",
        "de": "{action:twaction}: {hex:twhex}",
        "ja": "{action:twaction}：{hex:twhex}",
    },
    "tw.move.dominate": {
        "rules": "TW-T8",
        "en": "dominate the {kind:twkind_acc} of {owner:twof} on {hex:twhex}",
        "de": "{kind:twkind_acc} {owner:twof} auf {hex:twhex} dominieren",
        "ja": "{hex:twhex}の{owner:twof}の{kind:twkind_acc}を支配",
    },
    "tw.move.pay": {
        "rules": "TW-T1",
        "en": "pay with {paid:twpay_dat}",
        "de": "mit {paid:twpay_dat} bezahlen",
        "ja": "{paid:twpay_dat}で支払う",
    },
    "tw.move.displace": {
        "rules": "TW-T4",
        "en": "displaced wolf to {hex:twhex}",
        "de": "verdrängten Wolf nach {hex:twhex}",
        "ja": "押し出した狼を{hex:twhex}へ",
    },
    "tw.move.track": {
        "rules": "TW-T5",
        "en": "den from {track:twtrack}",
        "de": "Bau von der Leiste {track:twtrack}",
        "ja": "{track:twtrack}の巣穴",
    },
    "tw.move.wolf": {
        "rules": "TW-T2",
        "en": "{kind:twkind} {frm:twhex} → {to:twhex}",
        "de": "{kind:twkind} {frm:twhex} → {to:twhex}",
        "ja": "{kind:twkind} {frm:twhex} → {to:twhex}",
    },
}
"""Decisions in words, for a table of moves (labels, not sentences)."""

WAIT: dict[str, dict[str, str]] = {
    "tw.wait.place": {
        "rules": "TW-S3",
        "en": "{player:twPlayer} places a pair: an alpha and a pack wolf on one hex.",
        "de": "{player:twPlayer} setzt ein Paar ein: einen Alphawolf und einen Rudelwolf auf "
        "ein Feld.",
        "ja": "{player:twPlayer}がペア（アルファウルフとパックウルフ）を1つのヘクスに置きます。",
    },
    "tw.wait.choose": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} chooses an action ({left:twactions} left, {tokens:twatokens}).",
        "de": "{player:twPlayer} wählt eine Aktion (übrig: {left:twactions}; {tokens:twatokens}).",
        "ja": "{player:twPlayer}がアクションを選びます（残り：{left:twactions}、"
        "{tokens:twatokens}）。",
    },
    "tw.wait.terrain": {
        "rules": "TW-T2",
        "en": "{player:twPlayer} chooses the terrain the wolves will move onto.",
        "de": "{player:twPlayer} wählt die Geländeart, auf die die Wölfe ziehen.",
        "ja": "{player:twPlayer}が狼の移動先の地形を選びます。",
    },
    "tw.wait.target": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} chooses the target of the action “{action:twaction}”.",
        "de": "{player:twPlayer} wählt das Ziel für die Aktion „{action:twaction}“.",
        "ja": "{player:twPlayer}が「{action:twaction}」の対象を選びます。",
    },
    "tw.wait.pay": {
        "rules": "TW-T1",
        "en": "{player:twPlayer} pays {cost:twtiles} of {terrain:twterrain}.",
        "de": "{player:twPlayer} bezahlt die Geländeart {terrain:twterrain} mit {cost:twtiles}.",
        "ja": "{player:twPlayer}が{terrain:twterrain}のタイルを{cost:twtiles}支払います。",
    },
    "tw.wait.wolf": {
        "rules": "TW-T2",
        "en": "{player:twPlayer} moves wolves, each onto a {terrain:twterrain_hex}.",
        "de": "{player:twPlayer} bewegt Wölfe, jeden auf ein {terrain:twterrain_hex}.",
        "ja": "{player:twPlayer}が狼を{terrain:twterrain_hex}へ動かします。",
    },
    "tw.wait.displace": {
        "rules": "TW-T4",
        "en": "{player:twPlayer} chooses where the wolf displaced from {hex:twhex} goes.",
        "de": "{player:twPlayer} wählt, wohin der von {hex:twhex} verdrängte Wolf geht.",
        "ja": "{player:twPlayer}が{hex:twhex}から押し出された狼の行き先を選びます。",
    },
    "tw.wait.track": {
        "rules": "TW-T5",
        "en": "{player:twPlayer} chooses the track the den comes from.",
        "de": "{player:twPlayer} wählt die Leiste, von der der Bau kommt.",
        "ja": "{player:twPlayer}が巣穴を取るトラックを選びます。",
    },
}
"""Why a player waits: whose decision it is, and which."""

HINTS: dict[str, dict[str, str]] = {
    "tw.hint.principle": {
        "rules": "TW-E1 TW-T10",
        "en": "What matters now: regions score when their moon date comes. Strengthen your "
        "hold on the regions that will be scored soonest, where first place is still open.",
        "de": "Worauf es jetzt ankommt: Eine Region wird gewertet, wenn auf dem Mondkalender ihr "
        "Wertungsdatum erreicht ist. Stärke deine Stellung in den Regionen, die als Nächstes "
        "gewertet werden und in denen der erste Platz noch offen ist.",
        "ja": "いま大事なこと：地域は、ムーンライトボードで得点日が来たときに得点になります。"
        "もうすぐ得点になる地域で、まだ1位が決まっていないところを固めましょう。",
    },
    "tw.hint.best.place": {
        "rules": "TW-S3",
        "en": "Suggested: put your pair on {hex:twhex}.",
        "de": "Vorschlag: setze dein Paar auf {hex:twhex}.",
        "ja": "おすすめ：{hex:twhex}にペアを置きましょう。",
    },
    "tw.hint.best.action": {
        "rules": "TW-T1",
        "en": "Suggested: take the action “{action:twaction}”.",
        "de": "Vorschlag: wähle die Aktion „{action:twaction}“.",
        "ja": "おすすめ：「{action:twaction}」を選びましょう。",
    },
    "tw.hint.best.end": {
        "rules": "TW-T1",
        "en": "Suggested: end the turn.",
        "de": "Vorschlag: beende den Zug.",
        "ja": "おすすめ：手番を終えましょう。",
    },
    "tw.hint.best.to": {
        "rules": "TW-T2",
        "en": "Suggested: move wolves onto {terrain:twterrain}.",
        "de": "Vorschlag: ziehe Wölfe auf die Geländeart {terrain:twterrain}.",
        "ja": "おすすめ：狼を{terrain:twterrain}へ動かしましょう。",
    },
    "tw.hint.best.at": {
        "rules": "TW-T1",
        "en": "Suggested: choose {hex:twhex} for the action “{action:twaction}”.",
        "de": "Vorschlag: wähle {hex:twhex} für die Aktion „{action:twaction}“.",
        "ja": "おすすめ：「{action:twaction}」の対象に{hex:twhex}を選びましょう。",
    },
    "tw.hint.best.dominate": {
        "rules": "TW-T8",
        "en": "Suggested: dominate the {kind:twkind_acc} of {owner:twof} on {hex:twhex}.",
        "de": "Vorschlag: dominiere {kind:twkind_acc} {owner:twof} auf {hex:twhex}.",
        "ja": "おすすめ：{hex:twhex}の{owner:twof}の{kind:twkind_acc}を支配しましょう。",
    },
    "tw.hint.best.pay": {
        "rules": "TW-T1",
        "en": "Suggested: pay with {paid:twpay_dat}.",
        "de": "Vorschlag: bezahle mit {paid:twpay_dat}.",
        "ja": "おすすめ：{paid:twpay_dat}で支払いましょう。",
    },
    "tw.hint.best.wolf": {
        "rules": "TW-T2",
        "en": "Suggested: move your {kind:twkind_acc} from {frm:twhex} to {to:twhex}.",
        "de": "Vorschlag: ziehe {kind:twkind_acc} von {frm:twhex} nach {to:twhex}.",
        "ja": "おすすめ：{frm:twhex}の{kind:twkind_acc}を{to:twhex}へ動かしましょう。",
    },
    "tw.hint.best.done": {
        "rules": "TW-T2",
        "en": "Suggested: stop moving wolves in this action.",
        "de": "Vorschlag: beende die Bewegung in dieser Aktion.",
        "ja": "おすすめ：このアクションの移動を終えましょう。",
    },
    "tw.hint.best.displace": {
        "rules": "TW-T4",
        "en": "Suggested: send the displaced wolf to {hex:twhex}.",
        "de": "Vorschlag: schicke den verdrängten Wolf nach {hex:twhex}.",
        "ja": "おすすめ：押し出した狼を{hex:twhex}へ送りましょう。",
    },
    "tw.hint.best.track": {
        "rules": "TW-T5",
        "en": "Suggested: take the den from the {track:twtrack} track.",
        "de": "Vorschlag: nimm den Bau von der Leiste {track:twtrack}.",
        "ja": "おすすめ：{track:twtrack}トラックから巣穴を取りましょう。",
    },
    "tw.hint.region_first": {
        "rules": "TW-E1",
        "en": "Once this action is done you lead {region:twregion} with control {own} "
        "against {opp}: at the {phase:twphase} scoring that takes its token ({value} VP).",
        "de": "Nach dieser Aktion führst du in der {region:twregion} mit Kontrolle {own} "
        "gegen {opp}: bei der {phase:twphase}-Wertung bringt dir das den Marker ({value} SP).",
        "ja": "このアクションの後、{region:twregion}で、支配力{own}対{opp}の首位に立ちます。"
        "{phase:twphase}の得点計算ではトークン（{value}VP）を取れます。",
    },
    "tw.hint.region_first_alphas": {
        "rules": "TW-E1",
        "en": "Once this action is done you lead {region:twregion}: control {own} against "
        "{opp}, and you have more alphas there. At the {phase:twphase} scoring that takes "
        "its token ({value} VP).",
        "de": "Nach dieser Aktion führst du in der {region:twregion}: Kontrolle {own} gegen "
        "{opp}, und du hast dort mehr Alphawölfe. Bei der {phase:twphase}-Wertung bringt dir "
        "das den Marker ({value} SP).",
        "ja": "このアクションの後、{region:twregion}で首位に立ちます。支配力は{own}対{opp}で"
        "同じですが、アルファウルフの数で上回ります。{phase:twphase}の得点計算では"
        "トークン（{value}VP）を取れます。",
    },
    "tw.hint.region_level": {
        "rules": "TW-E1",
        "en": "Once this action is done you share first place in {region:twregion} "
        "(control {own}, alphas counted): at the {phase:twphase} scoring each tied player "
        "gets {value} VP.",
        "de": "Nach dieser Aktion teilst du dir in der {region:twregion} Platz 1 (Kontrolle "
        "{own}, Alphawölfe mitgezählt): bei der {phase:twphase}-Wertung bekommt jeder der "
        "Gleichplatzierten {value} SP.",
        "ja": "このアクションの後、{region:twregion}で同点首位（支配力{own}、アルファウルフも"
        "比べた結果）になります。{phase:twphase}の得点計算では同点の全員が{value}VPを得ます。",
    },
    "tw.hint.region_second": {
        "rules": "TW-E1",
        "en": "Once this action is done you are second in {region:twregion} (control "
        "{own}): {value} VP at the {phase:twphase} scoring.",
        "de": "Nach dieser Aktion bist du in der {region:twregion} auf Platz 2 (Kontrolle "
        "{own}): {value} SP bei der {phase:twphase}-Wertung.",
        "ja": "このアクションの後、{region:twregion}で2位（支配力{own}）になり、"
        "{phase:twphase}の得点計算で{value}VPを得ます。",
    },
    "tw.hint.track": {
        "rules": "TW-T5",
        "en": "It raises your {track:twtrack} from {old} to {new}.",
        "de": "Damit steigt deine {track:twtrack} von {old} auf {new}.",
        "ja": "{track:twtrack}が{old}から{new}に上がります。",
    },
    "tw.hint.track_same": {
        "rules": "TW-T5",
        "en": "It takes a den from your {track:twtrack} track, which stays at {old} for now.",
        "de": "Damit nimmst du einen Bau von der Leiste „{track:twtrack}“; ihr Wert bleibt "
        "vorerst {old}.",
        "ja": "{track:twtrack}のトラックから巣穴を1つ取ります。値はいまのところ{old}のままです。",
    },
    "tw.hint.hunt": {
        "rules": "TW-T9",
        "en": "Your wolves surround a prey stack and hunt {prey:twprey_a}.",
        "de": "Deine Wölfe umzingeln einen Beutestapel und erlegen {prey:twprey_a}.",
        "ja": "狼が獲物の山を囲み、{prey:twprey_a}を狩ります。",
    },
    "tw.hint.vp": {
        "rules": "TW-E2",
        "en": "Your score as it stands grows by {vp} VP.",
        "de": "Dein Punktestand steigt damit um {vp} SP.",
        "ja": "現在の得点が{vp}VP増えます。",
    },
    "tw.hint.scoring_near": {
        "rules": "TW-T10 TW-C4",
        "en": "The {phase:twphase} scoring comes when a piece reaches date {date} of the moon "
        "calendar; the next free date is {next}.",
        "de": "Die {phase:twphase}-Wertung kommt, sobald eine Figur Datum {date} des "
        "Mondkalenders erreicht; das nächste freie Datum ist {next}.",
        "ja": "{phase:twphase}の得点計算は、駒がムーンライトボードの{date}番のスペースに"
        "届いたときです。次の空きは{next}番です。",
    },
    "tw.hint.value.ahead": {
        "en": "The search tried this decision {n} times, each followed by 30 random decisions "
        "of all players; it then judged each position by the points it would score and "
        "the regions each player controls. With this move you stood "
        "{points:points_amount} ahead of the best other player on average. The game was "
        "not played to its end, so this compares decisions; it does not forecast this "
        "game.",
        "de": "Der Computer hat diese Entscheidung {n}-mal ausprobiert. Jedes Mal folgten 30 "
        "zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den "
        "Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser "
        "Entscheidung lagst du danach im Durchschnitt {points:points_amount} vor dem besten "
        "anderen Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen "
        "dir also nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, "
        "sagen sie nicht voraus.",
        "ja": "コンピューターはこの判断を{n}回ためしました。毎回、"
        "そのあと全員がでたらめに30回判断を続け、そこで得点と、"
        "だれがどの地域を支配しているかを見て点数をつけました。この判断だと、"
        "ほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}多くなりました。"
        "最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "tw.hint.value.behind": {
        "en": "The search tried this decision {n} times, each followed by 30 random decisions "
        "of all players; it then judged each position by the points it would score and "
        "the regions each player controls. With this move you stood "
        "{points:points_amount} behind the best other player on average. The game was not"
        " played to its end, so this compares decisions; it does not forecast this game.",
        "de": "Der Computer hat diese Entscheidung {n}-mal ausprobiert. Jedes Mal folgten 30 "
        "zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den "
        "Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser "
        "Entscheidung lagst du danach im Durchschnitt {points:points_amount} hinter dem besten "
        "anderen Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen "
        "dir also nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, "
        "sagen sie nicht voraus.",
        "ja": "コンピューターはこの判断を{n}回ためしました。毎回、"
        "そのあと全員がでたらめに30回判断を続け、そこで得点と、"
        "だれがどの地域を支配しているかを見て点数をつけました。この判断だと、"
        "ほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}少なくなりました。"
        "最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "tw.hint.value.level": {
        "en": "The search tried this decision {n} times, each followed by 30 random decisions "
        "of all players; it then judged each position by the points it would score and "
        "the regions each player controls. With this move you stood about level with the "
        "best other player on average. The game was not played to its end, so this "
        "compares decisions; it does not forecast this game.",
        "de": "Der Computer hat diese Entscheidung {n}-mal ausprobiert. Jedes Mal folgten 30 "
        "zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den "
        "Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser "
        "Entscheidung lagst du danach im Durchschnitt etwa gleichauf mit dem besten anderen "
        "Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen dir also "
        "nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie "
        "nicht voraus.",
        "ja": "コンピューターはこの判断を{n}回ためしました。毎回、"
        "そのあと全員がでたらめに30回判断を続け、そこで得点と、"
        "だれがどの地域を支配しているかを見て点数をつけました。この判断だと、"
        "ほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点でした。"
        "最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
}
"""The words of a hint: the suggested decision and why, built from the position."""

ELEMENTS: dict[str, dict[str, str]] = {
    "tw.element.hex": {
        "en": "{hex:twhex}",
        "de": "{hex:twhex}",
        "ja": "{hex:twhex}",
    },
    "tw.element.piece": {  # a den or a lair (one on a hex)
        "en": "the {kind:twkind_nom} of {owner:twof} on {hex:twhex}",
        "de": "{kind:twkind_nom} {owner:twof} auf {hex:twhex}",
        "ja": "{hex:twhex}の{owner:twof}の{kind:twkind_nom}",
    },
    "tw.element.alpha": {
        "en": "{n:twalpha_group} of {owner:twof} on {hex:twhex}",
        "de": "{n:twalpha_group} {owner:twof} auf {hex:twhex}",
        "ja": "{hex:twhex}の{owner:twof}の{n:twalpha_group}",
    },
    "tw.element.pack": {
        "en": "{n:twpack_group} of {owner:twof} on {hex:twhex}",
        "de": "{n:twpack_group} {owner:twof} auf {hex:twhex}",
        "ja": "{hex:twhex}の{owner:twof}の{n:twpack_group}",
    },
    "tw.element.action": {
        "en": "{action:twaction}",
        "de": "{action:twaction}",
        "ja": "{action:twaction}",
    },
    "tw.element.end": {
        "en": "End turn",
        "de": "Zug beenden",
        "ja": "手番終了",
    },
    "tw.element.done": {
        "en": "Done",
        "de": "Fertig",
        "ja": "移動終了",
    },
    "tw.element.terrain": {
        "en": "{terrain:twterrain}",
        "de": "{terrain:twterrain}",
        "ja": "{terrain:twterrain}",
    },
    "tw.element.home": {
        "en": "{player:twof}'s home tile",
        "de": "das Lebensraumplättchen {player:twof}",
        "ja": "{player:twof}の得意地形タイル",
    },
    "tw.element.tile": {
        "en": "{player:twof}'s {shows:twterrain}/{other:twterrain} tile",
        "de": "das Plättchen {shows:twterrain}/{other:twterrain} {player:twof}",
        "ja": "{player:twof}の{shows:twterrain}／{other:twterrain}のタイル",
    },
    "tw.element.bonus": {
        "en": "a bonus terrain token of {player:twof}",
        "de": "ein Gelände-Bonusmarker {player:twof}",
        "ja": "{player:twof}のボーナス地形トークン",
    },
    "tw.element.track": {
        "en": "{player:twof}'s {track:twtrack} track",
        "de": "die Leiste {track:twtrack} {player:twof}",
        "ja": "{player:twof}の{track:twtrack}トラック",
    },
}
"""A board element in words, as an answer key names what to click (see
:func:`wolfpack.the_wolves.elements.element_words`)."""

TEXTS: dict[str, dict[str, str]] = {**WHERE, **MOVES, **WAIT, **HINTS, **ELEMENTS}
"""Every message of The Wolves' board (named by the game's registration)."""
