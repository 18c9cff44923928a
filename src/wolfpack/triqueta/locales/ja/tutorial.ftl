### The tasks and questions of the tutorial on Triqueta (``tutorials/05-triqueta.md``).

tut-tq-ask-row = 今あなたにとって一番得点になる列を取りましょう。
tut-tq-ask-keep = 引いたタイルを裏向きで手元に置こうとして、できない理由を読み、置ける場所に置きましょう。
tut-tq-ask-count = 裏向きの通常タイルのうちどれを数えるか選び、得点が一番多くなるようにしましょう。
tut-tq-right = 正解です。
tut-tq-drew = タイルを引きましたが、この課題は列を取ることです。「もう一度」を押しましょう。
tut-tq-row-gain = 列{ NTH($row) }を取ると、得点が{ TQ_POINTS($points) }増えます。
tut-tq-row-loss = 列{ NTH($row) }を取ると、得点が{ TQ_POINTS($points) }減ります。
tut-tq-row-none = 列{ NTH($row) }を取っても、得点は変わりません。
tut-tq-row-better = もっと得点になる列があります。それぞれの列で自分のセットがどう変わるか数えてから、「もう一度」を押しましょう。
tut-tq-count-score = あなたの得点は{ $points }になりました。
tut-tq-count-better = もっと得点が高くなる選び方があります。裏向きのタイルを1枚ずつ見て、セットを完成させるか、崩すかを考えましょう。「もう一度」を押しましょう。
tut-tq-set-why = 1枚なら1点、2枚なら2点、ちょうど3枚なら動物の値。4枚目からはセットは0点で、3枚を超える1枚ごとに1点失います。
tut-tq-wolf-why = 影のタイル15枚のうち9枚がオオカミです：9/15 = 3/5。
tut-tq-wolf-hint = 影のタイルの枚数と、その中のオオカミの枚数を数えましょう。
tut-tq-options-hint = 2枚目のタイルについて、それぞれの選択肢にボードが何と書いているか読みましょう。
tut-tq-option-place = { $n }：列{ NTH($row) }に置く
tut-tq-option-keep = { $n }：裏向きで手元に置く
tut-tq-option-box = { $n }：箱に戻す
tut-tq-table-head = 動物          1枚    2   3   4   5枚
