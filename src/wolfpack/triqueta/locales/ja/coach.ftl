### The coach's words for Triqueta: hints, their reasons and their figures.

tq-hint-draw = おすすめ：スタック{ NTH($stack) }から引きましょう。
tq-hint-draw_shadow = おすすめ：スタック{ NTH($stack) }の影のタイルを引きましょう。裏向きで手元に置かれ、必ず得点に数えます。
tq-hint-draw2 = おすすめ：スタック{ NTH($a) }とスタック{ NTH($b) }から引きましょう。
tq-hint-draw2_same = おすすめ：スタック{ NTH($stack) }の上から2枚引きましょう。
tq-hint-take = おすすめ：列{ NTH($row) }（{ TQ_ROW($tiles) }）を取りましょう。得点は{ $before }点から{ $after }点になります。
tq-hint-place = おすすめ：{ TQ_TILE($tile) }を列{ NTH($row) }の最後に置きましょう。
tq-hint-keep = おすすめ：{ TQ_TILE($tile) }を裏向きで手元に置きましょう。知っているのはあなただけです（ゲーム全体で最大2枚のうち{ $kept }枚目）。
tq-hint-box = おすすめ：{ TQ_TILE($tile) }を箱に戻しましょう。誰の手にも渡りません。
tq-hint-tower = おすすめ：タワー{ NTH($tower) }を選びましょう（{ TQ_COUNT($tiles) }、うち{ TQ_SHADOWS($shadows) }）。
tq-hint-count = おすすめ：{ TQ_COUNT_DO($tiles) }ことにしましょう。
tq-hint-complete = { TQ_ANIMALS($animal) }が2枚あります。3枚目で{ TQ_POINTS($value) }のトリケタになります（まだ見えていないのは{ TQ_COUNT($unseen) }）。
tq-hint-spoil_risk = { TQ_ANIMALS($animal) }のトリケタ（{ TQ_POINTS($value) }）は4枚目で崩れます（まだ見えていないのは{ TQ_COUNT($unseen) }）。
tq-hint-shadow_odds = まだ見ていない影のタイル：{ $unseen }枚、うちオオカミ{ $wolves }枚。
tq-hint-principle = いま大事なこと：同じ動物が3枚そろうとその動物の点数になり、4枚目でセットは台無しになります。セットを完成させるタイルを取り、セットを壊すタイルは取らないようにしましょう。
tq-hint-value-ahead = コンピューターは、この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この選択だと、最後はほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }多くて、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は選択肢どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
tq-hint-value-behind = コンピューターは、この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この選択だと、最後はほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }少なくて、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は選択肢どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
tq-hint-value-level = コンピューターは、この選択のあと全員がでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この選択だと、最後はほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点で、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は選択肢どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
