### The coach's words for The Wolves: hints, their reasons and their figures.

tw-hint-principle = いま大事なこと：地域は、ムーンライトボードで月のマスに駒が届いたときに得点になります。もうすぐ得点になる地域で、まだ1位が決まっていないところを固めましょう。
tw-hint-best-place = おすすめ：{ TWHEX($hex) }にペアを置きましょう。
tw-hint-best-action = おすすめ：「{ TWACTION($action) }」を選びましょう。
tw-hint-best-end = おすすめ：手番を終えましょう。
tw-hint-best-to = おすすめ：狼を{ TWTERRAIN($terrain) }へ動かしましょう。
tw-hint-best-at = おすすめ：「{ TWACTION($action) }」の対象に{ TWHEX($hex) }を選びましょう。
tw-hint-best-dominate = おすすめ：{ TWHEX($hex) }の{ TWOF($owner) }の{ TWKIND_ACC($kind) }を支配しましょう。
tw-hint-best-pay = おすすめ：{ TWPAY_DAT($paid) }で支払いましょう。
tw-hint-best-wolf = おすすめ：{ TWHEX($frm) }の{ TWKIND_ACC($kind) }を{ TWHEX($to) }へ動かしましょう。
tw-hint-best-done = おすすめ：このアクションの移動を終えましょう。
tw-hint-best-displace = おすすめ：押し出した狼を{ TWHEX($hex) }へ送りましょう。
tw-hint-best-track = おすすめ：{ TWTRACK($track) }トラックから巣穴を取りましょう。
tw-hint-region_first = このアクションの後、{ TWREGION($region) }で、支配力{ $own }対{ $opp }の首位に立ちます。{ TWPHASE($phase) }の得点計算ではトークン（{ $value }VP）を取れます。
tw-hint-region_first_alphas = このアクションの後、{ TWREGION($region) }で首位に立ちます。支配力は{ $own }対{ $opp }で同じですが、アルファウルフの数で上回ります。{ TWPHASE($phase) }の得点計算ではトークン（{ $value }VP）を取れます。
tw-hint-region_level = このアクションの後、{ TWREGION($region) }で同点首位（支配力{ $own }、アルファウルフも比べた結果）になります。{ TWPHASE($phase) }の得点計算では同点の全員が{ $value }VPを得ます。
tw-hint-region_second = このアクションの後、{ TWREGION($region) }で2位（支配力{ $own }）になり、{ TWPHASE($phase) }の得点計算で{ $value }VPを得ます。
tw-hint-track = { TWTRACK($track) }が{ $old }から{ $new }に上がります。
tw-hint-track_same = { TWTRACK($track) }のトラックから巣穴を1つ取ります。値はいまのところ{ $old }のままです。
tw-hint-hunt = 狼が獲物の山を囲み、{ TWPREY_A($prey) }を狩ります。
tw-hint-vp = 現在の得点が{ $vp }VP増えます。
tw-hint-scoring_near = { TWPHASE($phase) }の得点計算は、駒がムーンライトボードの{ $date }番のスペースに届いたときです。次の空きは{ $next }番です。
tw-hint-value-ahead = コンピューターはこの判断を{ $n }回ためしました。毎回、そのあと全員がでたらめに30回判断を続け、そこで得点と、だれがどの地域を支配しているかを見て点数をつけました。この判断だと、ほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }多くなりました。最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
tw-hint-value-behind = コンピューターはこの判断を{ $n }回ためしました。毎回、そのあと全員がでたらめに30回判断を続け、そこで得点と、だれがどの地域を支配しているかを見て点数をつけました。この判断だと、ほかのプレイヤーでいちばん点の多い人より平均{ POINTS_AMOUNT($points) }少なくなりました。最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
tw-hint-value-level = コンピューターはこの判断を{ $n }回ためしました。毎回、そのあと全員がでたらめに30回判断を続け、そこで得点と、だれがどの地域を支配しているかを見て点数をつけました。この判断だと、ほかのプレイヤーでいちばん点の多い人と平均するとほぼ同点でした。最後まで遊んだわけではないので、この数字は判断どうしを比べるための目安です。このゲームがどうなるかを当てるものではありません。
