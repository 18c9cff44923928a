### Game-agnostic hint words, for games whose adapter has no words of its own yet, and the words
### every hint shares: numbers in each language's own format and chances in plain words ("about
### 3 games in 4") instead of percentages.

bot-hint-best = おすすめ：'{ $move }'。
bot-hint-value-ahead = コンピューターは、この手のあとでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後はほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }多くて、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
bot-hint-value-behind = コンピューターは、この手のあとでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後はほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }少なくて、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
bot-hint-value-level = コンピューターは、この手のあとでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後はほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点で、{ CHANCE_PAST($chance) }。でたらめな手は本当の遊び方よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
bot-hint-only = ここで選べるのはこの手だけです。
bot-hint-unclear = コンピューターは、使える時間の中では{ $n }通りの手の差をほとんど見分けられませんでした。見える範囲では、どれもほぼ同じくらいの手なので、おすすめの手もほかの手とあまり変わりません。
bot-hint-equal_deals = 表で≈の付いたほかの手も、同じ配り方でほぼ同じくらいの結果でした。差が小さすぎて、この手と見分けられません（全部で{ $n }手）。
bot-hint-equal = { $n ->
        [0] ほぼ同じくらいの結果の手は、ほかにありません
       *[other] ほぼ同じくらいの結果の手が、ほかに{ $n }手あります（表では≈の印）。コンピューターはこの手と見分けられませんでした
    }。
