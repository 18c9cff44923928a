"""Every Triqueta message in English, German and Japanese, keyed by message id.

Written in our own words from the rules (:mod:`wolfpack.triqueta.rules`); each message lists
the rule ids it cites.
Parameters name a term kind (``{tile:tq_tile}``), see :mod:`wolfpack.triqueta.terms`:
counts pick singular or plural, and German uses the words of the published rules
(Tierstein, Tierreihe, Option). Events are public: they never name a tile that is face down.
"""

from __future__ import annotations

EVENTS: dict[str, dict[str, str]] = {
    "tq.ev.draw": {
        "rules": "TQ-T1 TQ-H1",
        "en": "{player:tq_player} draws the {kind:tq_kind} on top of stack {stack:nth} and looks "
        "at it in secret.",
        "de": "{player:tq_player} zieht den obersten Tierstein von Stapel {stack:nth} "
        "({kind:tq_kind}) und sieht ihn sich geheim an.",
        "ja": "{player:tq_player}はスタック{stack:nth}の一番上の{kind:tq_kind}を引き、こっそり"
        "確認しました。",
    },
    "tq.ev.draw2": {
        "rules": "TQ-V1 TQ-H1",
        "en": "{player:tq_player} draws two tiles, from stack {a:nth} and then from stack {b:nth} "
        "({kinds:tq_kinds}), and looks at both in secret.",
        "de": "{player:tq_player} zieht zwei Tiersteine, erst von Stapel {a:nth}, dann von Stapel "
        "{b:nth} ({kinds:tq_kinds}), und sieht sich beide geheim an.",
        "ja": "{player:tq_player}はスタック{a:nth}、続いてスタック{b:nth}から2枚（{kinds:tq_kinds}"
        "）"
        "を引き、両方をこっそり確認しました。",
    },
    "tq.ev.draw2_same": {
        "rules": "TQ-V1 TQ-H1",
        "en": "{player:tq_player} draws the top two tiles of stack {a:nth} ({kinds:tq_kinds}) and "
        "looks at both in secret.",
        "de": "{player:tq_player} zieht die obersten zwei Tiersteine von Stapel {a:nth} "
        "({kinds:tq_kinds}) und sieht sich beide geheim an.",
        "ja": "{player:tq_player}はスタック{a:nth}の上から2枚（{kinds:tq_kinds}）を引き、両方を"
        "こっそり確認しました。",
    },
    "tq.ev.shadow": {
        "rules": "TQ-T1 TQ-C2 TQ-H2",
        "en": "The shadow tile goes face down in front of {player:tq_player}, who now has "
        "{count:tq_shadows}.",
        "de": "Der Schatten-Tierstein kommt verdeckt vor {player:tq_player}, der nun "
        "{count:tq_shadows} hat.",
        "ja": "影のタイルは裏向きで{player:tq_player}の手元に置かれました（{count:tq_shadows}）。",
    },
    "tq.ev.place": {
        "rules": "TQ-T1 TQ-T2",
        "en": "{player:tq_player} lays {tile:tq_a_tile} face up at the end of row {row:nth}, "
        "which now holds {length:tq_count}.",
        "de": "{player:tq_player} legt {tile:tq_a_tile} offen ans Ende von Tierreihe {row:nth}; "
        "die Reihe hat jetzt {length:tq_count}.",
        "ja": "{player:tq_player}は{tile:tq_a_tile}を表向きで列{row:nth}の最後に置きました"
        "（列のタイルは{length:tq_count}）。",
    },
    "tq.ev.keep": {
        "rules": "TQ-T1 TQ-H2",
        "en": "{player:tq_player} keeps the light tile face down ({kept} of at most 2 for the "
        "whole game).",
        "de": "{player:tq_player} legt den hellen Tierstein verdeckt vor sich ab ({kept}. von "
        "höchstens 2 im ganzen Spiel).",
        "ja": "{player:tq_player}は通常タイルを裏向きで手元に置きました（ゲーム全体で最大2枚"
        "のうち{kept}枚目）。",
    },
    "tq.ev.box": {
        "rules": "TQ-V1 TQ-H3",
        "en": "{player:tq_player} puts a light tile face down back in the box: it is out of "
        "the game, unseen.",
        "de": "{player:tq_player} legt einen hellen Tierstein verdeckt in die Schachtel "
        "zurück: er ist ungesehen aus dem Spiel.",
        "ja": "{player:tq_player}は通常タイルを裏向きのまま箱に戻しました。誰にも見られず"
        "ゲームから除外されます。",
    },
    "tq.ev.take": {
        "rules": "TQ-T1",
        "en": "{player:tq_player} takes row {row:nth} ({tiles:tq_row}) and sits out the rest "
        "of the round.",
        "de": "{player:tq_player} nimmt Tierreihe {row:nth} ({tiles:tq_row}) und setzt für den "
        "Rest der Runde aus.",
        "ja": "{player:tq_player}は列{row:nth}（{tiles:tq_row}）を取り、"
        "このラウンドの残りは休みます。",
    },
    "tq.ev.running": {
        "rules": "TQ-E2 TQ-E3 TQ-H2",
        "en": "Points in the open now (face-up tiles, trees, start marker): {scores:tq_scores}.",
        "de": "Offen sichtbare Punkte jetzt (offene Tiersteine, Bäume, Startmarker): "
        "{scores:tq_scores}.",
        "ja": "現在の公開得点（表向きのタイル・木・スタートマーカー）：{scores:tq_scores}。",
    },
    "tq.ev.alone": {
        "rules": "TQ-T4",
        "en": "{player:tq_player} is the last one in the round and may go on drawing until "
        "taking the last row.",
        "de": "Nur {player:tq_player} ist noch in der Runde und darf weiterziehen, bis die "
        "letzte Tierreihe genommen wird.",
        "ja": "{player:tq_player}がラウンドに残った最後の1人です。最後の列を取るまで引き続け"
        "られます。",
    },
    "tq.ev.tower_empty": {
        "rules": "TQ-T3",
        "en": "The current tower is empty: whoever is still in the round can only take a row.",
        "de": "Der aktuelle Turm ist leer: wer noch in der Runde ist, kann nur noch eine "
        "Tierreihe nehmen.",
        "ja": "現在のタワーは空です。ラウンドに残っているプレイヤーは列を取ることしかできません。",
    },
    "tq.ev.one_left": {
        "rules": "TQ-V2",
        "en": "Only one tile is left in the tower: from now on this round allows no drawing, "
        "only taking a row.",
        "de": "Im Turm liegt nur noch ein Tierstein: in dieser Runde darf niemand mehr ziehen, "
        "nur noch Tierreihen nehmen.",
        "ja": "タワーのタイルが残り1枚です。このラウンドではもう引けず、列を取るしかありません。",
    },
    "tq.ev.round_end": {
        "rules": "TQ-T5 TQ-T4 TQ-H3",
        "en": "Round {round} is over: {player:tq_player} took the last row and takes the "
        "start marker. {leftover:tq_leftover}",
        "de": "Runde {round} ist vorbei: {player:tq_player} hat die letzte Tierreihe genommen "
        "und erhält den Startmarker. {leftover:tq_leftover}",
        "ja": "ラウンド{round}終了：最後の列を取った{player:tq_player}がスタートマーカーを"
        "受け取ります。{leftover:tq_leftover}",
    },
    "tq.ev.round_end_stays": {
        "rules": "TQ-T5 TQ-T4 TQ-H3",
        "en": "Round {round}, the last, is over: {player:tq_player} took the last row; the "
        "start marker stays with {holder:tq_player}, who started this round. "
        "{leftover:tq_leftover}",
        "de": "Runde {round}, die letzte, ist vorbei: {player:tq_player} hat die letzte "
        "Tierreihe genommen; der Startmarker bleibt bei {holder:tq_player}, der diese Runde "
        "begonnen hat. {leftover:tq_leftover}",
        "ja": "最終ラウンド{round}終了：最後の列を取ったのは{player:tq_player}で、"
        "スタートマーカーはこのラウンドを始めた{holder:tq_player}のもとに残ります。"
        "{leftover:tq_leftover}",
    },
    "tq.ev.tower": {
        "rules": "TQ-T5 TQ-C3",
        "en": "{player:tq_player} chooses tower {tower:nth} for round {round} and takes its tree "
        "tile (now {trees:tq_trees}).",
        "de": "{player:tq_player} wählt Turm {tower:nth} für Runde {round} und nimmt dessen "
        "Baumplättchen (jetzt {trees:tq_trees}).",
        "ja": "{player:tq_player}はラウンド{round}のタワーとしてタワー{tower:nth}を選び、その木"
        "タイルを受け取りました（{trees:tq_trees}）。",
    },
    "tq.ev.tower_only": {
        "rules": "TQ-T5 TQ-C3",
        "en": "Only tower {tower:nth} is left, so it is the tower of round {round}; "
        "{player:tq_player} takes its tree tile (now {trees:tq_trees}).",
        "de": "Nur Turm {tower:nth} ist übrig und wird zum Turm von Runde {round}; "
        "{player:tq_player} nimmt dessen Baumplättchen (jetzt {trees:tq_trees}).",
        "ja": "残るタワーはタワー{tower:nth}だけなので、ラウンド{round}のタワーになります。"
        "{player:tq_player}がその木タイルを受け取りました（{trees:tq_trees}）。",
    },
    "tq.ev.round_start": {
        "rules": "TQ-T5 TQ-T6 TQ-S3",
        "en": "Round {round} begins with {player:tq_player}, who holds the start marker; play "
        "goes clockwise. The tower holds {tiles:tq_count} and every row is empty again.",
        "de": "Runde {round} beginnt mit {player:tq_player}, der den Startmarker hat; gespielt "
        "wird im Uhrzeigersinn. Der Turm enthält {tiles:tq_count}, alle Tierreihen sind "
        "wieder leer.",
        "ja": "ラウンド{round}はスタートマーカーを持つ{player:tq_player}から時計回りに始まり"
        "ます。タワーには{tiles:tq_count}あり、列はすべて空に戻りました。",
    },
    "tq.ev.count_start": {
        "rules": "TQ-E1 TQ-T5",
        "en": "Four rounds are done. Everyone with face-down light tiles now decides which of "
        "them count; shadow tiles always count.",
        "de": "Vier Runden sind gespielt. Wer verdeckte helle Tiersteine hat, entscheidet "
        "jetzt, welche davon zählen; Schatten-Tiersteine zählen immer.",
        "ja": "4ラウンドが終わりました。裏向きの通常タイルを持つプレイヤーは、どれを得点に"
        "入れるか決めます。影のタイルは必ず数えます。",
    },
    "tq.ev.counted": {
        "rules": "TQ-E1",
        "en": "{player:tq_player} has decided which face-down tiles count.",
        "de": "{player:tq_player} hat entschieden, welche verdeckten Tiersteine zählen.",
        "ja": "{player:tq_player}はどの裏向きタイルを数えるか決めました。",
    },
    "tq.ev.reveal": {
        "rules": "TQ-E1 TQ-H3",
        "en": "{player:tq_player} reveals {tiles:tq_tiles_acc}; {boxed:tq_boxed}.",
        "de": "{player:tq_player} deckt {tiles:tq_tiles_acc} auf; {boxed:tq_boxed}.",
        "ja": "{player:tq_player}が公開したタイル：{tiles:tq_tiles_acc}。{boxed:tq_boxed}。",
    },
    "tq.ev.winner": {
        "rules": "TQ-E3",
        "en": "Final score ({scores:tq_scores}): {player:tq_player} wins.",
        "de": "Endstand ({scores:tq_scores}): {player:tq_player} gewinnt.",
        "ja": "最終得点（{scores:tq_scores}）：{player:tq_player}の勝ちです。",
    },
    "tq.ev.shared": {
        "rules": "TQ-E3",
        "en": "Final score ({scores:tq_scores}): {players:tq_players} share the win.",
        "de": "Endstand ({scores:tq_scores}): {players:tq_players} teilen sich den Sieg.",
        "ja": "最終得点（{scores:tq_scores}）：{players:tq_players}が同点で勝利を分け合います。",
    },
    "tq.running_scores": {
        "rules": "TQ-E2 TQ-E3 TQ-H2",
        "en": "What each player holds is worth now: {scores:tq_scores} ({scope:tq_scope}).",
        "de": "Punktestand jetzt: {scores:tq_scores} ({scope:tq_scope}).",
        "ja": "各プレイヤーの現在の得点：{scores:tq_scores}（{scope:tq_scope}）。",
    },
    "tq.intro": {
        "rules": "TQ-S1 TQ-S2 TQ-S3",
        "en": "{towers} towers of 5 stacks each stand ready; round 1 uses tower {tower:nth}, the "
        "one without a tree tile. There is one row per player ({rows}), and "
        "{player:tq_player} starts with the start marker.",
        "de": "{towers} Rundentürme aus je 5 Stapeln stehen bereit; Runde 1 nutzt Turm "
        "{tower:nth}, den ohne Baumplättchen. Es gibt eine Tierreihe pro Spieler ({rows}), und "
        "{player:tq_player} beginnt mit dem Startmarker.",
        "ja": "5スタックずつのタワーが{towers}基あります。ラウンド1は木タイルのないタワー"
        "{tower:nth}を使います。列はプレイヤーごとに1つ（{rows}列）で、{player:tq_player}が"
        "スタートマーカーを持って始めます。",
    },
}

WHY: dict[str, dict[str, str]] = {
    "tq.why.draw": {
        "rules": "TQ-T1 TQ-H1",
        "en": "Draw the top tile of stack {stack:nth} ({left:tq_count} there). Its back is light: "
        "you will either lay it at the end of a row or keep it face down.",
        "de": "Ziehe den obersten Tierstein von Stapel {stack:nth} ({left:tq_count} im Stapel). "
        "Seine Rückseite ist hell: du legst ihn ans Ende einer Tierreihe oder legst ihn "
        "verdeckt vor dir ab.",
        "ja": "スタック{stack:nth}の一番上を引きます（スタックには今{left:tq_count}）。"
        "通常タイルなので、列の最後に置くか裏向きで手元に置くことになります。",
    },
    "tq.why.draw_shadow": {
        "rules": "TQ-T1 TQ-C2 TQ-H2",
        "en": "Draw the uncovered shadow tile on stack {stack:nth}: no light tile lies on it any "
        "more. It stays face down in front of you and always counts at the end.",
        "de": "Ziehe den freigelegten Schatten-Tierstein von Stapel {stack:nth}: kein heller "
        "Tierstein liegt mehr darauf. Er bleibt verdeckt vor dir liegen und zählt am Ende "
        "immer.",
        "ja": "スタック{stack:nth}の影のタイルを引きます。もう上に通常タイルはありません。"
        "裏向きで手元に置かれ、最後には必ず得点に数えます。",
    },
    "tq.why.draw2": {
        "rules": "TQ-V1",
        "en": "In the 2-player variant a draw takes two tiles: from stack {a:nth} and then from "
        "stack {b:nth} ({kinds:tq_kinds}).",
        "de": "In der 2-Personen-Variante ziehst du zwei Tiersteine: von Stapel {a:nth} und "
        "danach von Stapel {b:nth} ({kinds:tq_kinds}).",
        "ja": "2人用バリアントでは2枚引きます：スタック{a:nth}、続いてスタック{b:nth}から"
        "（{kinds:tq_kinds}）。",
    },
    "tq.why.draw2_same": {
        "rules": "TQ-V1",
        "en": "In the 2-player variant a draw takes two tiles: here the top two of stack {a:nth} "
        "({kinds:tq_kinds}).",
        "de": "In der 2-Personen-Variante ziehst du zwei Tiersteine: hier die obersten zwei "
        "von Stapel {a:nth} ({kinds:tq_kinds}).",
        "ja": "2人用バリアントでは2枚引きます。ここではスタック{a:nth}の上から2枚"
        "（{kinds:tq_kinds}）です。",
    },
    "tq.why.place": {
        "rules": "TQ-T1 TQ-T2",
        "en": "Lay the {tile:tq_tile} face up at the end of row {row:nth}; the row then holds "
        "{length:tq_count}, and whoever takes it gets everything in it.",
        "de": "Lege den Tierstein ({tile:tq_tile}) offen ans Ende von Tierreihe {row:nth}; die "
        "Reihe hat dann {length:tq_count}, und wer sie nimmt, bekommt alles, was darin liegt.",
        "ja": "{tile:tq_tile}を表向きで列{row:nth}の最後に置きます。列は{length:tq_count}になり、"
        "その列を取った人が全部受け取ります。",
    },
    "tq.why.keep": {
        "rules": "TQ-T1 TQ-H2",
        "en": "Keep the {tile:tq_tile} face down in front of you: only you know it. It is "
        "light tile {kept} of at most 2 you may keep face down in the whole game.",
        "de": "Lege den Tierstein ({tile:tq_tile}) verdeckt vor dir ab: nur du kennst ihn. Er "
        "ist dein {kept}. von höchstens 2 hellen Tiersteinen, die du im ganzen Spiel verdeckt "
        "vor dir haben darfst.",
        "ja": "{tile:tq_tile}を裏向きで手元に置きます。中身を知るのはあなただけです。ゲーム全体"
        "で裏向きにできる通常タイルは最大2枚で、これが{kept}枚目です。",
    },
    "tq.why.box": {
        "rules": "TQ-V1 TQ-H3",
        "en": "Return the {tile:tq_tile} face down to the box: it leaves the game and nobody "
        "else sees it.",
        "de": "Lege den Tierstein ({tile:tq_tile}) verdeckt in die Schachtel zurück: er "
        "verlässt das Spiel, und niemand sonst sieht ihn.",
        "ja": "{tile:tq_tile}を裏向きで箱に戻します。ゲームから除外され、他の誰にも見られません。",
    },
    "tq.why.take": {
        "rules": "TQ-T1",
        "en": "Take row {row:nth} {tiles:tq_take}; its marker leaves and you sit out the rest of "
        "the round.",
        "de": "Nimm Tierreihe {row:nth} {tiles:tq_take}; ihr Marker geht aus dem Spiel, und du "
        "setzt für den Rest der Runde aus.",
        "ja": "列{row:nth}{tiles:tq_take}。列マーカーは外れ、このラウンドの残りは休みます。",
    },
    "tq.why.take_last": {
        "rules": "TQ-T1 TQ-T5",
        "en": "Take the last row, row {row:nth} ({tiles:tq_row}): this ends the round, and you "
        "take the start marker and choose the next tower with its tree tile.",
        "de": "Nimm die letzte Tierreihe, Reihe {row:nth} ({tiles:tq_row}): damit endet die Runde, "
        "du erhältst den Startmarker und wählst den nächsten Turm samt Baumplättchen.",
        "ja": "最後の列{row:nth}（{tiles:tq_row}）を取ります。ラウンドが終わり、あなたが"
        "スタートマーカーを受け取り、次のタワーとその木タイルを選びます。",
    },
    "tq.why.take_final": {
        "rules": "TQ-T1 TQ-T5",
        "en": "Take the last row of the game, row {row:nth} ({tiles:tq_row}): this ends round "
        "four and with it the play; the final scoring follows.",
        "de": "Nimm die letzte Tierreihe des Spiels, Reihe {row:nth} ({tiles:tq_row}): damit "
        "endet die vierte Runde und mit ihr der Spielablauf; es folgt die Schlusswertung.",
        "ja": "ゲーム最後の列{row:nth}（{tiles:tq_row}）を取ります。これで第4ラウンドが終わり、"
        "最終得点計算に移ります。",
    },
    "tq.why.tower": {
        "rules": "TQ-T5",
        "en": "Choose tower {tower:nth} ({tiles:tq_count}) for round {round}; you take its tree "
        "tile (1 point).",
        "de": "Wähle Turm {tower:nth} ({tiles:tq_count}) für Runde {round}; du nimmst sein "
        "Baumplättchen (1 Punkt).",
        "ja": "ラウンド{round}のタワーとしてタワー{tower:nth}（{tiles:tq_count}）を選びます。その"
        "木タイル（1点）を受け取ります。",
    },
    "tq.why.count": {
        "rules": "TQ-E1",
        "en": "Of your face-down light tiles, {tiles:tq_count_do} and {boxed:tq_box_do}: your "
        "sets then score {points:tq_points}.",
        "de": "Deine Wahl: {tiles:tq_count_do} und {boxed:tq_box_do}; deine Sätze bringen "
        "dann {points:tq_points}.",
        "ja": "裏向きの通常タイルは、{tiles:tq_count_do}ことにし、{boxed:tq_box_do}。"
        "セットの得点は{points:tq_points}になります。",
    },
    "tq.best": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Best for {player:tq_player}: {tiles:tq_count_do}, for {points:tq_points} from "
        "the sets.",
        "de": "Am besten für {player:tq_player}: {tiles:tq_count_do}; das ergibt "
        "{points:tq_points} aus den Sätzen.",
        "ja": "{player:tq_player}の最善の選び方は、{tiles:tq_count_do}ことで、セットの得点は"
        "{points:tq_points}です。",
    },
    "tq.best.in": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Count face-down tile {index:nth} ({tile:tq_tile}): it adds {points:tq_points}.",
        "de": "Verdeckten Tierstein {index:nth} ({tile:tq_tile}) werten: er bringt "
        "{points:tq_points}.",
        "ja": "裏向きタイル{index:nth}（{tile:tq_tile}）を数える：{points:tq_points}増えます。",
    },
    "tq.best.out": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Leave face-down tile {index:nth} ({tile:tq_tile}) out: {points:tq_loss}.",
        "de": "Verdeckten Tierstein {index:nth} ({tile:tq_tile}) weglassen: {points:tq_loss}.",
        "ja": "裏向きタイル{index:nth}（{tile:tq_tile}）は数えない：{points:tq_loss}。",
    },
}

NOTES: dict[str, dict[str, str]] = {
    "tq.note.set_one": {
        "rules": "TQ-E2",
        "en": "You then hold {animal:tq_a_tile}: 1 point.",
        "de": "Du hast dann {animal:tq_a_tile}: 1 Punkt.",
        "ja": "{animal:tq_a_tile}が1枚になります：1点。",
    },
    "tq.note.set_two": {
        "rules": "TQ-E2",
        "en": "You then hold 2 {animal:tq_animals}: 2 points.",
        "de": "Du hast dann 2 {animal:tq_animals}: 2 Punkte.",
        "ja": "{animal:tq_animals}が2枚になります：2点。",
    },
    "tq.note.set_triqueta": {
        "rules": "TQ-E2 TQ-C1",
        "en": "Exactly 3 {animal:tq_animals}: a triqueta worth {value:tq_points}!",
        "de": "Genau 3 {animal:tq_animals}: als Triqueta {value:tq_points} wert!",
        "ja": "{animal:tq_animals}がちょうど3枚：{value:tq_points}のトリケタです！",
    },
    "tq.note.set_spoil4": {
        "rules": "TQ-E2",
        "en": "A fourth {animal:tq_animal} spoils your triqueta: 0 for the set and -1 "
        "(instead of {value}).",
        "de": "Mit einem vierten Tierstein ({animal:tq_animal}) zählt der Satz nicht mehr als "
        "Triqueta: 0 für den Satz und -1 (statt {value}).",
        "ja": "4枚目の{animal:tq_animal}でトリケタが崩れます：セットは0点でさらに-1点"
        "（{value}点の代わりに）。",
    },
    "tq.note.set_spoiled": {
        "rules": "TQ-E2",
        "en": "{n} {animal:tq_animals} are too many: 0 for the set and -{minus}.",
        "de": "{n} {animal:tq_animals} sind zu viele: 0 für den Satz und -{minus}.",
        "ja": "{animal:tq_animals}{n}枚は多すぎます：セットは0点でさらに-{minus}点。",
    },
    "tq.note.score": {
        "rules": "TQ-E2 TQ-E3",
        "en": "Your running score (face-down and shadow tiles included): {before} now, {after} "
        "after this move.",
        "de": "Dein laufender Punktestand (verdeckte Tiersteine und Schatten-Tiersteine "
        "eingerechnet): jetzt {before}, nach diesem Zug {after}.",
        "ja": "現在の得点（裏向きと影のタイルを含む）：今{before}点、この手の後{after}点。",
    },
    "tq.note.alone": {
        "rules": "TQ-T4",
        "en": "You are the last one in the round, so you may keep drawing as long as you like.",
        "de": "Nur du bist noch in der Runde und darfst weiterziehen, solange du willst.",
        "ja": "あなたはラウンドに残った最後の1人なので、好きなだけ引き続けられます。",
    },
    "tq.note.own_row": {
        "rules": "TQ-T4",
        "en": "You are alone in the round: the last row is the one you will take yourself.",
        "de": "Du bist allein in der Runde: die letzte Tierreihe nimmst du am Ende selbst.",
        "ja": "ラウンドにはあなた1人です。最後の列は自分で取ることになります。",
    },
    "tq.note.two_lights": {
        "rules": "TQ-V1",
        "en": "Both backs are light: the two tiles must get two different options.",
        "de": "Beide Rückseiten sind hell: für die zwei Tiersteine musst du zwei verschiedene "
        "Optionen wählen.",
        "ja": "2枚とも通常タイルなので、2枚には異なる選択肢を選ぶ必要があります。",
    },
    "tq.note.shadow_kept": {
        "rules": "TQ-V1 TQ-H2",
        "en": "A shadow tile among them goes face down in front of you at once.",
        "de": "Ein Schatten-Tierstein darunter kommt sofort verdeckt vor dich.",
        "ja": "影のタイルはすぐに裏向きで手元に置かれます。",
    },
    "tq.note.only_rows": {
        "rules": "TQ-T3",
        "en": "The tower is empty, so taking a row is all that is left.",
        "de": "Der Turm ist leer, also bleibt nur, eine Tierreihe zu nehmen.",
        "ja": "タワーが空なので、列を取るしかありません。",
    },
    "tq.note.one_tile": {
        "rules": "TQ-V2",
        "en": "Only one tile is left in the tower, so drawing is not allowed.",
        "de": "Im Turm liegt nur noch ein Tierstein, Ziehen ist nicht erlaubt.",
        "ja": "タワーには1枚しか残っていないので、引くことはできません。",
    },
    "tq.note.other_differs": {
        "rules": "TQ-V1",
        "en": "Your other light tile ({other:tq_tile}) must then get an option other than "
        "{option:tq_option}.",
        "de": "Für deinen anderen hellen Tierstein ({other:tq_tile}) musst du dann eine "
        "andere Option als {option:tq_option} wählen.",
        "ja": "もう1枚の通常タイル（{other:tq_tile}）には、{option:tq_option}以外の選択肢を"
        "選ぶ必要があります。",
    },
    "tq.note.first_was": {
        "rules": "TQ-V1",
        "en": "You chose {option:tq_option} for your first light tile, so this one needs "
        "another option.",
        "de": "Für deinen ersten hellen Tierstein hast du {option:tq_option} gewählt, für "
        "diesen brauchst du eine andere Option.",
        "ja": "1枚目の通常タイルには{option:tq_option}を選んだので、こちらは別の選択肢になります。",
    },
    "tq.note.keep_counts": {
        "rules": "TQ-E1",
        "en": "At the end you decide whether it counts.",
        "de": "Am Ende entscheidest du, ob er zählt.",
        "ja": "数えるかどうかは最後に決めます。",
    },
    "tq.note.best": {
        "rules": "TQ-E1",
        "en": "No other choice scores more than {points:tq_points}.",
        "de": "Keine andere Wahl bringt mehr als {points:tq_points}.",
        "ja": "これより高い得点になる選び方はありません（{points:tq_points}）。",
    },
    "tq.note.not_best": {
        "rules": "TQ-E1",
        "en": "That gives {points:tq_points}, but another choice gives {best:tq_points}.",
        "de": "Das ergibt {points:tq_points}, eine andere Wahl aber {best:tq_points}.",
        "ja": "これは{points:tq_points}ですが、別の選び方なら{best:tq_points}です。",
    },
}

REFUSALS: dict[str, dict[str, str]] = {
    "tq.no.over": {
        "rules": "TQ-T5 TQ-E3",
        "en": "The game is over: four rounds are played and scored.",
        "de": "Das Spiel ist vorbei: vier Runden sind gespielt und gewertet.",
        "ja": "4ラウンドが終わり得点計算も済んだので、ゲームは終了しています。",
    },
    "tq.no.expect_turn": {
        "rules": "TQ-T1 TQ-T6",
        "en": "It is {player:tq_player}'s turn: draw from a stack ('draw 3') or take a row "
        "('take 1').",
        "de": "{player:tq_player} ist am Zug: einen Tierstein von einem Stapel ziehen "
        "('draw 3') oder eine Tierreihe nehmen ('take 1').",
        "ja": "{player:tq_player}の手番です。スタックから引く（'draw 3'）か列を取る"
        "（'take 1'）かです。",
    },
    "tq.no.expect_turn2": {
        "rules": "TQ-V1 TQ-T6",
        "en": "It is {player:tq_player}'s turn: draw two tiles ('draw 1 3') or take a row "
        "('take 1').",
        "de": "{player:tq_player} ist am Zug: zwei Tiersteine ziehen ('draw 1 3') oder eine "
        "Tierreihe nehmen ('take 1').",
        "ja": "{player:tq_player}の手番です。2枚引く（'draw 1 3'）か列を取る（'take 1'）かです。",
    },
    "tq.no.expect_option": {
        "rules": "TQ-T1 TQ-V1",
        "en": "{player:tq_player} first decides about the drawn light tile; possible now: "
        "{options:tq_moves}.",
        "de": "{player:tq_player} entscheidet zuerst über den gezogenen hellen Tierstein; "
        "jetzt möglich: {options:tq_moves}.",
        "ja": "{player:tq_player}はまず引いた通常タイルの扱いを決めます。今できるのは"
        "{options:tq_moves}です。",
    },
    "tq.no.expect_tower": {
        "rules": "TQ-T5",
        "en": "{player:tq_player} took the last row and now chooses the next tower among "
        "those not yet played.",
        "de": "{player:tq_player} hat die letzte Tierreihe genommen und wählt jetzt den "
        "nächsten Turm unter den noch nicht gespielten.",
        "ja": "最後の列を取った{player:tq_player}が、まだ使っていないタワーから次のタワーを"
        "選びます。",
    },
    "tq.no.expect_count": {
        "rules": "TQ-E1",
        "en": "{player:tq_player} now decides {n:tq_which}: {n:tq_count_how}.",
        "de": "{player:tq_player} entscheidet jetzt, {n:tq_which}: {n:tq_count_how}.",
        "ja": "{player:tq_player}が{n:tq_which}を決めます。{n:tq_count_how}。",
    },
    "tq.no.row_none": {
        "rules": "TQ-S3",
        "en": "There is no row {row:nth}: with one row per player there are {rows}.",
        "de": "Es gibt keine Tierreihe {row:nth}: Bei einer Reihe pro Person sind es {rows}.",
        "ja": "列{row:nth}はありません。列はプレイヤーごとに1つなので、{rows}列です。",
    },
    "tq.no.row_gone": {
        "rules": "TQ-T1",
        "en": "Row {row:nth} has already been taken this round and is no longer on the table.",
        "de": "Tierreihe {row:nth} wurde in dieser Runde schon genommen und liegt nicht mehr aus.",
        "ja": "列{row:nth}はこのラウンドですでに取られ、もう場にありません。",
    },
    "tq.no.row_full": {
        "rules": "TQ-T2",
        "en": "Row {row:nth} is full: with these components a row holds at most {limit:tq_count}.",
        "de": "Tierreihe {row:nth} ist voll: mit diesem Material fasst eine Reihe höchstens "
        "{limit:tq_count}.",
        "ja": "列{row:nth}は満杯です。この設定では1列に最大{limit:tq_count}です。",
    },
    "tq.no.same_option": {
        "rules": "TQ-V1",
        "en": "For your first light tile you already chose {option:tq_option}: two light "
        "tiles need two different options.",
        "de": "Für deinen ersten hellen Tierstein hast du schon {option:tq_option} gewählt: "
        "zwei helle Tiersteine brauchen zwei verschiedene Optionen.",
        "ja": "1枚目の通常タイルにはすでに{option:tq_option}を選びました。2枚の通常タイルには"
        "異なる選択肢が必要です。",
    },
    "tq.no.keep_limit": {
        "rules": "TQ-T1",
        "en": "You already keep {limit:tq_lights}: that is the limit for the whole game, not "
        "per round.",
        "de": "Du hast schon {limit:tq_lights} vor dir: das ist die Grenze für das ganze Spiel, "
        "nicht pro Runde.",
        "ja": "すでに{limit:tq_lights}を手元に置いています。これはラウンドごとではなく"
        "ゲーム全体の上限です。",
    },
    "tq.no.box_base": {
        "rules": "TQ-V1 TQ-T1",
        "en": "Returning a tile to the box is an option only in the 2-player variant.",
        "de": "Einen Tierstein in die Schachtel zurückzulegen ist nur in der "
        "2-Personen-Variante möglich.",
        "ja": "タイルを箱に戻す選択肢は2人用バリアントにしかありません。",
    },
    "tq.no.tower_used": {
        "rules": "TQ-T5",
        "en": "Tower {tower:nth} has already been played; choose one of the towers left.",
        "de": "Turm {tower:nth} wurde schon gespielt; wähle einen der übrigen Türme.",
        "ja": "タワー{tower:nth}はすでに使われました。残っているタワーから選んでください。",
    },
    "tq.no.count_index": {
        "rules": "TQ-E1",
        "en": "{player:tq_player} holds {held:tq_lights}; in the notation the first one is "
        "written 0, as in 'count 0'.",
        "de": "{player:tq_player} hat nur {held:tq_lights}; in der Eingabe hat der erste die "
        "Nummer 0, z. B. 'count 0'.",
        "ja": "{player:tq_player}が持つのは{held:tq_lights}だけです。"
        "入力では最初の1枚を0と書きます（例：'count 0'）。",
    },
    "tq.no.draw_two": {
        "rules": "TQ-V1",
        "en": "In the 2-player variant a draw takes two tiles: name two stacks, like 'draw 1 3'.",
        "de": "In der 2-Personen-Variante ziehst du zwei Tiersteine: nenne zwei Stapel, "
        "z. B. 'draw 1 3'.",
        "ja": "2人用バリアントでは2枚引きます。スタックを2つ指定してください（例：'draw 1 3'）。",
    },
    "tq.no.draw_one": {
        "rules": "TQ-T1",
        "en": "A draw takes one tile: name one stack, like 'draw 3'.",
        "de": "Du ziehst einen Tierstein: nenne einen Stapel, z. B. 'draw 3'.",
        "ja": "引くのは1枚です。スタックを1つ指定してください（例：'draw 3'）。",
    },
    "tq.no.tower_empty": {
        "rules": "TQ-T3",
        "en": "The current tower is empty: you can only take a row.",
        "de": "Der aktuelle Turm ist leer: du kannst nur eine Tierreihe nehmen.",
        "ja": "現在のタワーは空です。列を取ることしかできません。",
    },
    "tq.no.one_tile": {
        "rules": "TQ-V2",
        "en": "Only one tile is left in the tower: in the 2-player variant you must take a row.",
        "de": "Im Turm liegt nur noch ein Tierstein: in der 2-Personen-Variante musst du eine "
        "Tierreihe nehmen.",
        "ja": "タワーには1枚しか残っていません。2人用バリアントでは列を取らなければなりません。",
    },
    "tq.no.stack_empty": {
        "rules": "TQ-T1 TQ-S1",
        "en": "Stack {stack:nth} of the current tower is empty.",
        "de": "Stapel {stack:nth} des aktuellen Turms ist leer.",
        "ja": "現在のタワーのスタック{stack:nth}は空です。",
    },
    "tq.no.stack_short": {
        "rules": "TQ-V1",
        "en": "Stack {stack:nth} holds only one tile, so both tiles cannot come from it.",
        "de": "Stapel {stack:nth} hat nur einen Tierstein, es können also nicht beide von dort "
        "kommen.",
        "ja": "スタック{stack:nth}には1枚しかないので、2枚ともそこから引くことはできません。",
    },
    "tq.no.no_option": {
        "rules": "TQ-T1 TQ-T2",
        "en": "A light tile drawn now would have nowhere to go: every row is full and you "
        "already keep {limit:tq_lights}.",
        "de": "Ein jetzt gezogener heller Tierstein hätte keinen Platz: alle Tierreihen sind "
        "voll, und du hast schon {limit:tq_lights} vor dir.",
        "ja": "今引いた通常タイルには行き場がありません。すべての列が満杯で、すでに"
        "{limit:tq_lights}を手元に置いています。",
    },
}

SCORING: dict[str, dict[str, str]] = {
    "tq.score.single": {
        "rules": "TQ-E2",
        "en": "{player:tq_player}: 1 {animal:tq_animal}: 1 point.",
        "de": "{player:tq_player}: 1 {animal:tq_animal}: 1 Punkt.",
        "ja": "{player:tq_player}：{animal:tq_animal}1枚で1点。",
    },
    "tq.score.pair": {
        "rules": "TQ-E2",
        "en": "{player:tq_player}: 2 {animal:tq_animals}: 2 points.",
        "de": "{player:tq_player}: 2 {animal:tq_animals}: 2 Punkte.",
        "ja": "{player:tq_player}：{animal:tq_animals}2枚で2点。",
    },
    "tq.score.triqueta": {
        "rules": "TQ-E2 TQ-C1 TQ-C2",
        "en": "{player:tq_player}: exactly 3 {animal:tq_animals}{shadow:tq_shadow_part}: a "
        "triqueta worth {points:tq_points}.",
        "de": "{player:tq_player}: genau 3 {animal:tq_animals}{shadow:tq_shadow_part}: als "
        "Triqueta {points:tq_points} wert.",
        "ja": "{player:tq_player}：{animal:tq_animals}ちょうど3枚{shadow:tq_shadow_part}で"
        "{points:tq_points}のトリケタ。",
    },
    "tq.score.spoiled": {
        "rules": "TQ-E2",
        "en": "{player:tq_player}: {n} {animal:tq_animals}, more than three, spoil the set: 0 "
        "for it and {points:tq_points}.",
        "de": "{player:tq_player}: {n} {animal:tq_animals} sind mehr als drei und verderben "
        "den Satz: 0 dafür und {points:tq_points}.",
        "ja": "{player:tq_player}：{animal:tq_animals}{n}枚。3枚を超えるのでセットは0点となり、"
        "さらに{points:tq_points}です。",
    },
    "tq.score.trees": {
        "rules": "TQ-E3 TQ-C3",
        "en": "{player:tq_player}: {n:tq_trees}: {points:tq_points}.",
        "de": "{player:tq_player}: {n:tq_trees}: {points:tq_points}.",
        "ja": "{player:tq_player}：{n:tq_trees}で{points:tq_points}。",
    },
    "tq.score.marker": {
        "rules": "TQ-E3 TQ-C3",
        "en": "{player:tq_player}: the start marker: 1 point.",
        "de": "{player:tq_player}: der Startmarker: 1 Punkt.",
        "ja": "{player:tq_player}：スタートマーカーで1点。",
    },
    "tq.score.total": {
        "rules": "TQ-E3",
        "en": "{player:tq_player}: {points:tq_points} in all.",
        "de": "{player:tq_player}: insgesamt {points:tq_points}.",
        "ja": "{player:tq_player}：合計{points:tq_points}。",
    },
}

TEXTS: dict[str, dict[str, str]] = {**EVENTS, **WHY, **NOTES, **REFUSALS, **SCORING}
"""Every message of Triqueta."""
