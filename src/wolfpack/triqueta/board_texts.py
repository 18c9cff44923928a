"""Messages of the Triqueta board: moves in words, why a player waits, why a part of the
board cannot be clicked now, what the other players read of a hidden decision, the words
of hints, and the choices of a new game, in English, German and Japanese.

Parameters use the Triqueta term kinds (:mod:`wolfpack.triqueta.terms`). A message other
players read never names a tile that is hidden from them (TQ-H2, TQ-H3).
"""

from __future__ import annotations

MOVES: dict[str, dict[str, str]] = {
    "tq.move.draw": {
        "rules": "TQ-T1",
        "en": "draw from stack {stack:nth}",
        "de": "von Stapel {stack:nth} ziehen",
        "ja": "スタック{stack:nth}から引く",
    },
    "tq.move.draw2": {
        "rules": "TQ-V1",
        "en": "draw from stacks {a:nth} and {b:nth}",
        "de": "von Stapel {a:nth} und Stapel {b:nth} ziehen",
        "ja": "スタック{a:nth}とスタック{b:nth}から引く",
    },
    "tq.move.draw2_same": {
        "rules": "TQ-V1",
        "en": "draw the top two tiles of stack {stack:nth}",
        "de": "die obersten zwei Tiersteine von Stapel {stack:nth} ziehen",
        "ja": "スタック{stack:nth}の上から2枚引く",
    },
    "tq.move.place": {
        "rules": "TQ-T1",
        "en": "lay {tile:tq_a_tile} at the end of row {row:nth}",
        "de": "{tile:tq_a_tile} an Tierreihe {row:nth} anlegen",
        "ja": "{tile:tq_a_tile}を列{row:nth}の最後に置く",
    },
    "tq.move.keep": {
        "rules": "TQ-T1",
        "en": "keep the {tile:tq_tile} face down",
        "de": "den Tierstein ({tile:tq_tile}) verdeckt vor dir ablegen",
        "ja": "{tile:tq_tile}を裏向きで手元に置く",
    },
    "tq.move.box": {
        "rules": "TQ-V1",
        "en": "return the {tile:tq_tile} to the box",
        "de": "den Tierstein ({tile:tq_tile}) in die Schachtel zurücklegen",
        "ja": "{tile:tq_tile}を箱に戻す",
    },
    "tq.move.take": {
        "rules": "TQ-T1",
        "en": "take row {row:nth} ({tiles:tq_row})",
        "de": "Tierreihe {row:nth} nehmen ({tiles:tq_row})",
        "ja": "列{row:nth}を取る（{tiles:tq_row}）",
    },
    "tq.move.tower": {
        "rules": "TQ-T5",
        "en": "choose tower {tower:nth}",
        "de": "Turm {tower:nth} wählen",
        "ja": "タワー{tower:nth}を選ぶ",
    },
    "tq.move.count": {
        "rules": "TQ-E1",
        "en": "count {tiles:tq_tiles_acc}",
        "de": "{tiles:tq_tiles_acc} werten",
        "ja": "数えるのは{tiles:tq_tiles_acc}",
    },
    "tq.move.keep_hidden": {
        "rules": "TQ-T1 TQ-H2",
        "en": "keep a tile face down",
        "de": "einen Tierstein verdeckt vor sich ablegen",
        "ja": "タイルを1枚裏向きで手元に置く",
    },
    "tq.move.box_hidden": {
        "rules": "TQ-V1 TQ-H3",
        "en": "return a tile face down to the box",
        "de": "einen Tierstein verdeckt in die Schachtel zurücklegen",
        "ja": "タイルを1枚裏向きのまま箱に戻す",
    },
    "tq.move.count_hidden": {
        "rules": "TQ-E1 TQ-H3",
        "en": "choose which face-down tiles count",
        "de": "wählen, welche verdeckten Tiersteine zählen",
        "ja": "数える裏向きのタイルを選ぶ",
    },
    "tq.move.count_none": {
        "rules": "TQ-E1",
        "en": "count no face-down tile",
        "de": "keinen verdeckten Tierstein werten",
        "ja": "裏向きのタイルは数えない",
    },
}

WAITING: dict[str, dict[str, str]] = {
    "tq.wait.turn": {
        "rules": "TQ-T1 TQ-T6",
        "en": "{player:tq_player} is to move: they draw a tile from a stack of the current "
        "tower or take a row.",
        "de": "{player:tq_player} ist am Zug: zieht einen Tierstein von einem Stapel des "
        "aktuellen Turms oder nimmt eine Tierreihe.",
        "ja": "{player:tq_player}の手番です。現在のタワーのスタックから1枚引くか、列を取ります。",
    },
    "tq.wait.turn2": {
        "rules": "TQ-V1 TQ-T6",
        "en": "{player:tq_player} is to move: they draw two tiles from the current tower or "
        "take a row.",
        "de": "{player:tq_player} ist am Zug: zieht zwei Tiersteine aus dem aktuellen Turm "
        "oder nimmt eine Tierreihe.",
        "ja": "{player:tq_player}の手番です。現在のタワーから2枚引くか、列を取ります。",
    },
    "tq.wait.place": {
        "rules": "TQ-T1 TQ-H2",
        "en": "{player:tq_player} looks at the light tile they drew and decides: lay it in a "
        "row or keep it face down.",
        "de": "{player:tq_player} sieht sich den gezogenen hellen Tierstein an und "
        "entscheidet: an eine Tierreihe anlegen oder verdeckt vor sich ablegen.",
        "ja": "{player:tq_player}は引いた通常タイルを見て、列に置くか裏向きで手元に置くかを"
        "決めます。",
    },
    "tq.wait.place2": {
        "rules": "TQ-V1 TQ-H2",
        "en": "{player:tq_player} looks at the light tiles they drew and decides for each: "
        "lay it in a row, keep it face down or return it to the box.",
        "de": "{player:tq_player} sieht sich die gezogenen hellen Tiersteine an und "
        "entscheidet für jeden: an eine Tierreihe anlegen, verdeckt vor sich ablegen oder in "
        "die Schachtel zurücklegen.",
        "ja": "{player:tq_player}は引いた通常タイルを見て、1枚ずつ「列に置く」「裏向きで手元に"
        "置く」「箱に戻す」のどれにするかを決めます。",
    },
    "tq.wait.tower": {
        "rules": "TQ-T5",
        "en": "{player:tq_player} took the last row and chooses the tower of the next round.",
        "de": "{player:tq_player} hat die letzte Tierreihe genommen und wählt den Turm der "
        "nächsten Runde.",
        "ja": "最後の列を取った{player:tq_player}が、次のラウンドのタワーを選びます。",
    },
    "tq.wait.count": {
        "rules": "TQ-E1",
        "en": "{player:tq_player} decides {n:tq_which}.",
        "de": "{player:tq_player} entscheidet, {n:tq_which}.",
        "ja": "{player:tq_player}が{n:tq_which}を決めます。",
    },
}

REFUSALS: dict[str, dict[str, str]] = {
    "tq.board.no.covered": {
        "rules": "TQ-T1",
        "en": "Only the top tile of a stack can be drawn; this one is still covered.",
        "de": "Nur der oberste Tierstein eines Stapels kann gezogen werden; dieser hier ist "
        "noch bedeckt.",
        "ja": "スタックから引けるのは一番上のタイルだけです。このタイルはまだ下に埋もれています。",
    },
    "tq.board.no.shadow_covered": {
        "rules": "TQ-T1 TQ-C2 TQ-H1",
        "en": "This shadow tile lies at the bottom of its stack, under light tiles: it can be "
        "drawn only once no light tile lies on it.",
        "de": "Dieser Schatten-Tierstein liegt ganz unten in seinem Stapel, unter hellen "
        "Tiersteinen: er kann erst gezogen werden, wenn kein heller Tierstein mehr darauf "
        "liegt.",
        "ja": "この影のタイルはスタックの一番下、通常タイルの下にあります。上に通常タイルが"
        "なくなってから引けます。",
    },
    "tq.board.no.tower_now": {
        "rules": "TQ-T5",
        "en": "The next tower is chosen by whoever takes the last row of the round.",
        "de": "Den nächsten Turm wählt, wer die letzte Tierreihe der Runde nimmt.",
        "ja": "次のタワーは、そのラウンドの最後の列を取ったプレイヤーが選びます。",
    },
    "tq.board.no.draw_first": {
        "rules": "TQ-T1",
        "en": "Draw first: where a light tile goes is decided once it has been drawn.",
        "de": "Erst ziehen: wohin ein heller Tierstein kommt, wird entschieden, wenn er "
        "gezogen ist.",
        "ja": "まず引いてください。通常タイルをどこに置くかは、引いてから決めます。",
    },
}

TOLD: dict[str, dict[str, str]] = {
    "tq.told.keep": {
        "rules": "TQ-T1 TQ-H2",
        "en": "{player:tq_player} keeps the drawn light tile face down: only they know it "
        "({kept} of at most 2 for the whole game).",
        "de": "{player:tq_player} legt den gezogenen hellen Tierstein verdeckt vor sich ab: "
        "nur dieser Spieler kennt ihn ({kept}. von höchstens 2 im ganzen Spiel).",
        "ja": "{player:tq_player}は引いた通常タイルを裏向きで手元に置きました。中身を知るのは"
        "本人だけです（ゲーム全体で最大2枚のうち{kept}枚目）。",
    },
    "tq.told.box": {
        "rules": "TQ-V1 TQ-H3",
        "en": "{player:tq_player} returns the drawn light tile face down to the box: it "
        "leaves the game and nobody else sees it.",
        "de": "{player:tq_player} legt den gezogenen hellen Tierstein verdeckt in die "
        "Schachtel zurück: er verlässt das Spiel, und niemand sonst sieht ihn.",
        "ja": "{player:tq_player}は引いた通常タイルを裏向きのまま箱に戻しました。ゲームから"
        "除外され、他の誰にも見られません。",
    },
    "tq.told.count": {
        "rules": "TQ-E1 TQ-H3",
        "en": "{player:tq_player} decides {n:tq_which}: what counts is revealed at the end, "
        "the rest goes to the box unseen.",
        "de": "{player:tq_player} entscheidet, {n:tq_which}: was zählt, wird am Ende "
        "aufgedeckt, der Rest kommt ungesehen in die Schachtel.",
        "ja": "{player:tq_player}が{n:tq_which}を決めました。数えるタイルは最後に公開され、"
        "残りは見せずに箱に戻します。",
    },
}


HINTS: dict[str, dict[str, str]] = {
    "tq.hint.draw": {
        "rules": "TQ-T1 TQ-H1",
        "en": "Suggested: draw from stack {stack:nth}.",
        "de": "Vorschlag: ziehe von Stapel {stack:nth}.",
        "ja": "おすすめ：スタック{stack:nth}から引きましょう。",
    },
    "tq.hint.draw_shadow": {
        "rules": "TQ-T1 TQ-C2 TQ-H2",
        "en": "Suggested: draw the shadow tile on stack {stack:nth}; it comes to you face down and "
        "always counts.",
        "de": "Vorschlag: ziehe den Schatten-Tierstein von Stapel {stack:nth}; er kommt "
        "verdeckt zu "
        "dir und zählt immer.",
        "ja": "おすすめ：スタック{stack:nth}の影のタイルを引きましょう。裏向きで手元に置かれ、必ず"
        "得点に数えます。",
    },
    "tq.hint.draw2": {
        "rules": "TQ-V1",
        "en": "Suggested: draw from stacks {a:nth} and {b:nth}.",
        "de": "Vorschlag: ziehe von Stapel {a:nth} und Stapel {b:nth}.",
        "ja": "おすすめ：スタック{a:nth}とスタック{b:nth}から引きましょう。",
    },
    "tq.hint.draw2_same": {
        "rules": "TQ-V1",
        "en": "Suggested: draw the top two tiles of stack {stack:nth}.",
        "de": "Vorschlag: ziehe die obersten zwei Tiersteine von Stapel {stack:nth}.",
        "ja": "おすすめ：スタック{stack:nth}の上から2枚引きましょう。",
    },
    "tq.hint.take": {
        "rules": "TQ-T1 TQ-E2",
        "en": "Suggested: take row {row:nth} ({tiles:tq_row}): your score goes from {before} to "
        "{after}.",
        "de": "Vorschlag: nimm Tierreihe {row:nth} ({tiles:tq_row}): dein Punktestand ändert sich "
        "von {before} auf {after}.",
        "ja": "おすすめ：列{row:nth}（{tiles:tq_row}）を取りましょう。得点は{before}点から{after}点"
        "に"
        "なります。",
    },
    "tq.hint.place": {
        "rules": "TQ-T1",
        "en": "Suggested: lay the {tile:tq_tile} at the end of row {row:nth}.",
        "de": "Vorschlag: lege den Tierstein ({tile:tq_tile}) ans Ende von Tierreihe {row:nth}.",
        "ja": "おすすめ：{tile:tq_tile}を列{row:nth}の最後に置きましょう。",
    },
    "tq.hint.keep": {
        "rules": "TQ-T1 TQ-H2",
        "en": "Suggested: keep the {tile:tq_tile} face down; only you know it ({kept} of at most "
        "2 for the whole game).",
        "de": "Vorschlag: lege den Tierstein ({tile:tq_tile}) verdeckt vor dir ab; nur du "
        "kennst ihn ({kept}. von höchstens 2 im ganzen Spiel).",
        "ja": "おすすめ：{tile:tq_tile}を裏向きで手元に置きましょう。知っているのはあなただけです"
        "（ゲーム全体で最大2枚のうち{kept}枚目）。",
    },
    "tq.hint.box": {
        "rules": "TQ-V1 TQ-H3",
        "en": "Suggested: return the {tile:tq_tile} to the box: nobody will get it.",
        "de": "Vorschlag: lege den Tierstein ({tile:tq_tile}) in die Schachtel zurück: niemand "
        "bekommt ihn.",
        "ja": "おすすめ：{tile:tq_tile}を箱に戻しましょう。誰の手にも渡りません。",
    },
    "tq.hint.tower": {
        "rules": "TQ-T5 TQ-H1",
        "en": "Suggested: choose tower {tower:nth} ({tiles:tq_count}, {shadows:tq_shadows} among "
        "them).",
        "de": "Vorschlag: wähle Turm {tower:nth} ({tiles:tq_count}, darunter "
        "{shadows:tq_shadows}).",
        "ja": "おすすめ：タワー{tower:nth}を選びましょう（{tiles:tq_count}、"
        "うち{shadows:tq_shadows}）。",
    },
    "tq.hint.count": {
        "rules": "TQ-E1",
        "en": "Suggested: {tiles:tq_count_do}.",
        "de": "Vorschlag: {tiles:tq_count_do}.",
        "ja": "おすすめ：{tiles:tq_count_do}ことにしましょう。",
    },
    "tq.hint.complete": {
        "rules": "TQ-E2 TQ-C1",
        "en": "You hold 2 {animal:tq_animals}: a third makes a triqueta worth {value:tq_points} "
        "(still unseen: {unseen:tq_count}).",
        "de": "Du hast 2 {animal:tq_animals}: ein dritter Tierstein macht eine Triqueta, die "
        "{value:tq_points} bringt (noch ungesehen: {unseen:tq_count}).",
        "ja": "{animal:tq_animals}が2枚あります。3枚目で{value:tq_points}のトリケタになります"
        "（まだ見えていないのは{unseen:tq_count}）。",
    },
    "tq.hint.spoil_risk": {
        "rules": "TQ-E2",
        "en": "Your triqueta ({animal:tq_animals}, {value:tq_points}) is spoiled by a fourth "
        "tile (still unseen: {unseen:tq_count}).",
        "de": "Deine Triqueta ({animal:tq_animals}, {value:tq_points}) geht mit einem vierten "
        "Tierstein verloren (noch ungesehen: {unseen:tq_count}).",
        "ja": "{animal:tq_animals}のトリケタ（{value:tq_points}）は4枚目で崩れます"
        "（まだ見えていないのは{unseen:tq_count}）。",
    },
    "tq.hint.shadow_odds": {
        "rules": "TQ-C2 TQ-H1 TQ-H2",
        "en": "Shadow tiles you have not seen yet: {unseen}; wolves among them: {wolves}.",
        "de": "Noch nicht gesehene Schatten-Tiersteine: {unseen}; davon Wölfe: {wolves}.",
        "ja": "まだ見ていない影のタイル：{unseen}枚、うちオオカミ{wolves}枚。",
    },
    "tq.hint.principle": {
        "rules": "TQ-E2",
        "en": "What matters now: three tiles of one animal score its full value, a fourth "
        "tile ruins the set. Take tiles that complete a set and leave the ones that would "
        "spoil one.",
        "de": "Worauf es jetzt ankommt: Drei Tiersteine eines Tiers bringen seinen vollen "
        "Wert, ein vierter verdirbt den Satz. Nimm Tiersteine, die einen Satz vollständig "
        "machen, und lass die liegen, die einen verderben würden.",
        "ja": "いま大事なこと：同じ動物が3枚そろうとその動物の点数になり、"
        "4枚目でセットは台無しになります。セットを完成させるタイルを取り、"
        "セットを壊すタイルは取らないようにしましょう。",
    },
    "tq.hint.value.ahead": {
        "rules": "TQ-E2 TQ-E3",
        "en": "The search played this choice in {n} games continued from here with random "
        "choices by every player. With this move you ended {points:points_amount} ahead "
        "of the best other player on average and won {chance:chance_past}. Random play is much"
        " weaker than real play, so this compares choices; it does not forecast this "
        "game.",
        "de": "Der Computer hat diese Wahl in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst "
        "du am Ende im Durchschnitt {points:points_amount} vor dem besten anderen Spieler und "
        "hast {chance:chance_past} gewonnen. Zufällige Züge sind viel schlechter als echtes "
        "Spiel. Die Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie "
        "diese Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この選択だと、"
        "最後はほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}多くて、"
        "{chance:chance_past}。でたらめな手は本当の遊び方よりずっと弱いので、"
        "この数字は選択肢どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "tq.hint.value.behind": {
        "rules": "TQ-E2 TQ-E3",
        "en": "The search played this choice in {n} games continued from here with random "
        "choices by every player. With this move you ended {points:points_amount} behind "
        "the best other player on average and won {chance:chance_past}. Random play is much "
        "weaker than real play, so this compares choices; it does not forecast this game.",
        "de": "Der Computer hat diese Wahl in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst "
        "du am Ende im Durchschnitt {points:points_amount} hinter dem besten anderen Spieler und "
        "hast {chance:chance_past} gewonnen. Zufällige Züge sind viel schlechter als echtes "
        "Spiel. Die Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie "
        "diese Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この選択だと、"
        "最後はほかのプレイヤーでいちばん点の多い人より平均{points:points_amount}少なくて、"
        "{chance:chance_past}。でたらめな手は本当の遊び方よりずっと弱いので、"
        "この数字は選択肢どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
    "tq.hint.value.level": {
        "rules": "TQ-E2 TQ-E3",
        "en": "The search played this choice in {n} games continued from here with random "
        "choices by every player. With this move you ended about level with the best "
        "other player on average and won {chance:chance_past}. Random play is much weaker than"
        " real play, so this compares choices; it does not forecast this game.",
        "de": "Der Computer hat diese Wahl in {n} Probepartien ausprobiert: In jeder ging es von "
        "hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst "
        "du am Ende im Durchschnitt etwa gleichauf mit dem besten anderen Spieler und hast "
        "{chance:chance_past} gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die "
        "Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie diese "
        "Partie ausgeht, sagen sie nicht voraus.",
        "ja": "コンピューターは、"
        "この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{n}回ためしました。"
        "この選択だと、最後はほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点で、"
        "{chance:chance_past}。でたらめな手は本当の遊び方よりずっと弱いので、"
        "この数字は選択肢どうしを比べるための目安です。"
        "このゲームがどうなるかを当てるものではありません。",
    },
}

OPTIONS: dict[str, dict[str, str]] = {
    "tq.opt.hidden_wolves": {
        "rules": "TQ-C2",
        "en": "Hidden Wolves expansion",
        "de": "Erweiterung Hidden Wolves",
        "ja": "拡張「Hidden Wolves」",
    },
    "tq.opt.variant": {
        "rules": "TQ-V1",
        "en": "2-player variant",
        "de": "2-Personen-Variante",
        "ja": "2人用バリアント",
    },
}
"""The choices of a new game on the board, besides its seed and number of players."""

ELEMENTS: dict[str, dict[str, str]] = {
    "tq.element.stack": {
        "en": "stack {stack:nth}",
        "de": "Stapel {stack:nth}",
        "ja": "スタック{stack:nth}",
    },
    "tq.element.under": {
        "en": "tile {index:nth} from the bottom of stack {stack:nth}",
        "de": "der {index:nth}. Tierstein von unten in Stapel {stack:nth}",
        "ja": "スタック{stack:nth}の下から{index:nth}枚目のタイル",
    },
    "tq.element.row": {
        "en": "row {row:nth} ({tiles:tq_row})",
        "de": "Tierreihe {row:nth} ({tiles:tq_row})",
        "ja": "列{row:nth}（{tiles:tq_row}）",
    },
    "tq.element.keep": {
        "en": "{player:tq_player}'s face-down tiles",
        "de": "die verdeckten Tiersteine von {player:tq_player}",
        "ja": "{player:tq_player}の裏向きのタイル",
    },
    "tq.element.box": {
        "en": "the box",
        "de": "die Schachtel",
        "ja": "箱",
    },
    "tq.element.tower": {
        "en": "tower {tower:nth}",
        "de": "Turm {tower:nth}",
        "ja": "タワー{tower:nth}",
    },
    "tq.element.count": {
        "en": "{tiles:tq_count_do}",
        "de": "{tiles:tq_count_do}",
        "ja": "{tiles:tq_count_do}",
    },
}
"""A board element in words, as an answer key names what to click (see
:func:`wolfpack.triqueta.elements.element_words`)."""

TEXTS: dict[str, dict[str, str]] = {
    **MOVES,
    **WAITING,
    **REFUSALS,
    **TOLD,
    **HINTS,
    **OPTIONS,
    **ELEMENTS,
}
"""Every message of the Triqueta board."""
