### The words of Lone Wolves hints and solver verdicts, in English, German and Japanese.

## The recommended move

lw-hint-best-lead = おすすめ：{ CARD_ACC($card) }を{ TERR_ACC($territory) }にリードしましょう。
lw-hint-best-follow = おすすめ：{ CARD_DAT($card) }を{ TERR_ACC($territory) }に出して応じましょう。
lw-hint-best-reveal = おすすめ：{ TERR_GEN($territory) }の傷{ NTH($index) }番を表にしましょう。
lw-hint-best-take_up = おすすめ：{ TERR_GEN($territory) }の{ NTH($index) }番の表向きの傷「{ EFFECT($effect) }」を取りましょう。
lw-hint-best-take_down = おすすめ：{ TERR_GEN($territory) }の{ NTH($index) }番の裏向きの傷を取りましょう。平均すると、見えていない傷の方が表向きの傷より役に立ちます。
lw-hint-best-place = おすすめ：傷（{ EFFECT($effect) }）を{ LOC_IN($location) }の群れのマスに置きましょう。

## Why: the trick

lw-hint-wins_trick = { CARD_ACC($other) }に勝つのでトリックを取り、表向きのまま元の強さで残ります。
lw-hint-wins_two_seven = { CARD_ACC($other) }に対しては2が7に勝つので、トリックを取ります。
lw-hint-loses_two_seven = 同じ色の2は7に勝つので、{ CARD_ACC($other) }には勝てません。強さ1の一匹狼になります。
lw-hint-loses_trick = { CARD_ACC($other) }には勝てないので、強さ1の一匹狼になります。
lw-hint-lead_safe = まだ見ていないカードの中にこれに勝てるものはないので、トリックを取ります。
lw-hint-lead_risk = { $n ->
        [1] まだ見ていないカードのうち1枚がこれに勝てます。相手がそのカードを持っている確率は約{ $pct }%です。
       *[other] まだ見ていないカードのうち{ $n }枚がこれに勝てます。相手がそのどれかを持っている確率は約{ $pct }%です。
    }
lw-hint-lead_risk_sure = { $n ->
        [1] まだ見ていないカードのうち1枚がこれに勝てます。相手はほぼ確実にそのカードを持っています。
       *[other] まだ見ていないカードのうち{ $n }枚がこれに勝てます。相手はほぼ確実にそのどれかを持っています。
    }
lw-hint-trump = これは切り札（{ SUIT($suit) }）です。
lw-hint-keeps = { CARD_ACC($card) }は後のトリックのために手元に残ります。
lw-hint-as_lone = このカードはおそらくトリックに負け、強さ1の一匹狼としてそこに残るので、ここではそのように数えます。
lw-hint-as_lone_sure = このカードはトリックに負け、強さ1の一匹狼としてそこに残るので、ここではそのように数えます。

## Why: the territory

lw-hint-secures = これで{ TERR_IN($territory) }の強さは{ $own }対{ $opp }になり、あなたが上回ります。そこでは{ POINTS($points) }がかかっています。
lw-hint-strengthens = { TERR_IN($territory) }での差を広げます（強さ{ $own }対{ $opp }）。
lw-hint-levels = { TERR_IN($territory) }で同点（{ $own }対{ $opp }）になり、今のままでは誰も名誉トークンを獲得できません。
lw-hint-concedes = { TERR_ACC($territory) }は当面相手に譲ります（強さ{ $own }対{ $opp }）。

## Why: scars

lw-hint-scar_buy = トリックに負けても、{ TERR_DAT($territory) }の{ SCAR_NAMED($effect) }を得られます。
lw-hint-scar_buy_sure = トリックには負けますが、{ TERR_DAT($territory) }の{ SCAR_NAMED($effect) }を1つ得られます。
lw-hint-no_scar = { TERR_IN($territory) }には傷が残っていないので、そこで負けても何も得られません。
lw-hint-place_gain = そこに置くと、{ LW_GAIN($gain) }。
lw-hint-moon = そこにある最後の傷なので、{ TERR_DAT($territory) }に月が昇り、{ SUIT($suit) }が切り札になります。
lw-hint-blood_moon = そこにある最後の傷なので、{ TERR_DAT($territory) }に血の月が昇り、{ SUIT($suit) }が切り札になります。

## Values

lw-hint-principle-lead = いま大事なこと：早いうちに強いカードを使うと、縄張りを決める後半のトリックで足りなくなります。負けてもよいカードを、取った傷が役に立つ縄張りにリードしましょう。
lw-hint-principle-follow = いま大事なこと：勝てるカードのうちいちばん弱いカードで勝つか、いちばん低いカードで負けて、いちばん役に立つ傷を取りましょう。
lw-hint-principle-scar = いま大事なこと：自分の側にいちばん多く点が入るように傷を取り、置きましょう。
lw-hint-line = ここからは想像の進み方です。見えていないカードがたとえば次のように配られていて、2人とも最善を尽くした場合の一例です：
lw-hint-pimc-ahead = あなたに見えていないカードと傷を{ $n }通りに配り直し、それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手なら、最後は相手より平均{ POINTS_AMOUNT($points) }多く取れて、{ CHANCE($chance) }。
lw-hint-pimc-behind = あなたに見えていないカードと傷を{ $n }通りに配り直し、それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手でも、最後は相手より平均{ POINTS_AMOUNT($points) }少なくなり、{ CHANCE($chance) }。ほかの手はこれより悪くなります。
lw-hint-pimc-level = あなたに見えていないカードと傷を{ $n }通りに配り直し、それぞれ2人ともいちばんよい手を選んで最後まで遊んでみました。この手なら、最後は平均するとほぼ同点で、{ CHANCE($chance) }。
lw-hint-value-ahead = コンピューターは、この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後は相手より平均{ POINTS_AMOUNT($points) }多く取っていて、{ CHANCE_PAST($chance) }。でたらめな手はあなたの手よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
lw-hint-value-behind = コンピューターは、この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後は相手より平均{ POINTS_AMOUNT($points) }少なくて、{ CHANCE_PAST($chance) }。でたらめな手はあなたの手よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
lw-hint-value-level = コンピューターは、この手のあと2人ともでたらめに手を選んで最後まで遊ぶゲームを{ $n }回ためしました。この手だと、最後は平均するとほぼ同点で、{ CHANCE_PAST($chance) }。でたらめな手はあなたの手よりずっと弱いので、この数字は手どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
lw-hint-lead_safe_open = 相手の手札にはこれに勝てるカードがないので、トリックを取ります。
lw-hint-lead_risk_open = 相手の手札には、これに勝てるカードが{ $n }枚あります。
lw-hint-solver = すべてのカードを表にして2人とも最善を尽くすと、{ PLAYER($player) }が{ POINTS($margin) }差で勝ちます。
lw-hint-solver_level = すべてのカードを表にして2人とも最善を尽くすと同点で終わり、一匹狼の数で勝敗が決まります。
