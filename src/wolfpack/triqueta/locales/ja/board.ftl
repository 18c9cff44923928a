### Messages of the Triqueta board: moves in words, why a player waits, why a part of the board
### cannot be clicked now, what the other players read of a hidden decision, the words of hints,
### and the choices of a new game, in English, German and Japanese.

tq-move-draw = スタック{ NTH($stack) }から引く
tq-move-draw2 = スタック{ NTH($a) }とスタック{ NTH($b) }から引く
tq-move-draw2_same = スタック{ NTH($stack) }の上から2枚引く
tq-move-place = { TQ_A_TILE($tile) }を列{ NTH($row) }の最後に置く
tq-move-keep = { TQ_TILE($tile) }を裏向きで手元に置く
tq-move-box = { TQ_TILE($tile) }を箱に戻す
tq-move-take = 列{ NTH($row) }を取る（{ TQ_ROW($tiles) }）
tq-move-tower = タワー{ NTH($tower) }を選ぶ
tq-move-count = 数えるのは{ TQ_TILES_ACC($tiles) }
tq-move-keep_hidden = タイルを1枚裏向きで手元に置く
tq-move-box_hidden = タイルを1枚裏向きのまま箱に戻す
tq-move-count_hidden = 数える裏向きのタイルを選ぶ
tq-move-count_none = 裏向きのタイルは数えない
tq-wait-turn = { TQ_PLAYER($player) }の手番です。現在のタワーのスタックから1枚引くか、列を取ります。
tq-wait-turn2 = { TQ_PLAYER($player) }の手番です。現在のタワーから2枚引くか、列を取ります。
tq-wait-place = { TQ_PLAYER($player) }は引いた通常タイルを見て、列に置くか裏向きで手元に置くかを決めます。
tq-wait-place2 = { TQ_PLAYER($player) }は引いた通常タイルを見て、1枚ずつ「列に置く」「裏向きで手元に置く」「箱に戻す」のどれにするかを決めます。
tq-wait-tower = 最後の列を取った{ TQ_PLAYER($player) }が、次のラウンドのタワーを選びます。
tq-wait-count = { TQ_PLAYER($player) }が{ TQ_WHICH($n) }を決めます。
tq-board-no-covered = スタックから引けるのは一番上のタイルだけです。このタイルはまだ下に埋もれています。
tq-board-no-shadow_covered = この影のタイルはスタックの一番下、通常タイルの下にあります。上に通常タイルがなくなってから引けます。
tq-board-no-tower_now = 次のタワーは、そのラウンドの最後の列を取ったプレイヤーが選びます。
tq-board-no-draw_first = まず引いてください。通常タイルをどこに置くかは、引いてから決めます。
tq-told-keep = { TQ_PLAYER($player) }は引いた通常タイルを裏向きで手元に置きました。中身を知るのは本人だけです（ゲーム全体で最大2枚のうち{ $kept }枚目）。
tq-told-box = { TQ_PLAYER($player) }は引いた通常タイルを裏向きのまま箱に戻しました。ゲームから除外され、他の誰にも見られません。
tq-told-count = { TQ_PLAYER($player) }が{ TQ_WHICH($n) }を決めました。数えるタイルは最後に公開され、残りは見せずに箱に戻します。
tq-opt-hidden_wolves = 拡張「Hidden Wolves」
tq-opt-variant = 2人用バリアント
tq-element-stack = スタック{ NTH($stack) }
tq-element-under = スタック{ NTH($stack) }の下から{ NTH($index) }枚目のタイル
tq-element-row = 列{ NTH($row) }（{ TQ_ROW($tiles) }）
tq-element-keep = { TQ_PLAYER($player) }の裏向きのタイル
tq-element-box = 箱
tq-element-tower = タワー{ NTH($tower) }
tq-element-count = { TQ_COUNT_DO($tiles) }
