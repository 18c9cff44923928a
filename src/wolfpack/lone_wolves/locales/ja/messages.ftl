### Every Lone Wolves message in English, German and Japanese, keyed by message id.

## Events: what just happened

lw-ev-lead = { PLAYER($player) }が{ CARD_ACC($card) }を{ TERR_ACC($territory) }にリードしました。
lw-ev-follow = { PLAYER($player) }は{ CARD_DAT($card) }を{ TERR_ACC($territory) }に出しました。
lw-ev-follow_other = { PLAYER($player) }は{ SUIT($led) }を持っていないので、{ CARD_DAT($card) }を{ TERR_ACC($territory) }に出しました。
lw-ev-three_nothing = 3が出されましたが、{ TERR_IN($territory) }には裏向きの傷がありません。
lw-ev-reveal = 3の効果で{ TERR_GEN($territory) }の傷{ NTH($index) }番が表になりました：{ EFFECT($effect) }。
lw-ev-win_higher_led = { PLAYER($player) }がトリックに勝ちました。リードされた色は{ SUIT($led) }で、{ CARD_NOM($card) }の方が強いからです。
lw-ev-win_higher_trump = { PLAYER($player) }がトリックに勝ちました。両方とも切り札（{ SUIT($trump) }）で、{ CARD_NOM($card) }の方が強いからです。
lw-ev-win_off_suit = { PLAYER($player) }が{ CARD_DAT($card) }でトリックに勝ちました。{ CARD_NOM($other) }はリードされた{ SUIT($led) }でも切り札でもないので勝てません。
lw-ev-win_trump = { PLAYER($player) }がトリックに勝ちました。{ CARD_NOM($card) }は切り札（{ SUIT($trump) }）なので{ CARD_ACC($other) }に勝ちます。
lw-ev-win_two_takes_seven = { PLAYER($player) }がトリックに勝ちました。同じ色の2は7に勝つので、{ CARD_NOM($card) }が{ CARD_ACC($other) }を破りました。
lw-ev-lone_wolf = { PLAYER($player) }はトリックに負けました。{ TERR_IN($territory) }の{ CARD_NOM($card) }は裏返り、強さ1の一匹狼になります。
lw-ev-no_scar = { TERR_IN($territory) }に傷が残っていないので、{ PLAYER($player) }は何も受け取りません。
lw-ev-take_up = { PLAYER($player) }は{ TERR_GEN($territory) }の{ NTH($index) }番から表向きの傷を取りました：{ EFFECT($effect) }。
lw-ev-take_down = { PLAYER($player) }は{ TERR_GEN($territory) }の{ NTH($index) }番から裏向きの傷を取り、中身を確認しました。
lw-ev-moon = { TERR_ACC($territory) }から最後の傷がなくなりました。そこに月が昇り、次のトリックから{ SUIT($suit) }が切り札です。
lw-ev-blood_moon = 2つ目の縄張り、{ TERR_NOM($territory) }の傷がなくなりました。血の月が昇り、次のトリックから{ SUIT($suit) }が切り札になり、{ SUIT($old) }は切り札ではなくなります。
lw-ev-emptied_late = { TERR_NOM($territory) }の傷もなくなりましたが、月も血の月もすでに出ているので何も変わりません。
lw-ev-place = { PLAYER($player) }は傷を表向きで{ LOC_IN($location) }の群れのマスに置きました：{ EFFECT($effect) }。
lw-ev-box_wolf = 箱の狼：誰も見ていない箱のカード1枚が、一匹狼として{ PLAYER($player) }側の{ TERR_ACC($territory) }に加わりました。
lw-ev-box_wolf_full = 箱の狼：{ TERR_NOM($territory) }はすでに6枚でいっぱいなので、カードは加わりません。
lw-ev-box_wolf_empty = 箱の狼：箱が空なので、{ TERR_NOM($territory) }には何も加わりません。
lw-ev-flip_honor = 名誉トークン反転：{ TERR_GEN($territory) }の名誉トークンが裏返り、{ $value }点になりました。
lw-ev-next_lead = { PLAYER($player) }がトリックに勝ったので、第{ $trick }トリックをリードします。
lw-ev-game_over = 13トリックが終わり、手札がなくなりました。ゲーム終了です。

## Why a move is legal

lw-why-lead = あなたがリードする番なので、いっぱいでない縄張りならどのカードでも出せます。{ TERR_NOM($territory) }は6枚中{ $count }枚です。
lw-why-follow_suit = { CARD_DAT($card) }でリードされた{ SUIT($led) }をフォローしています。{ TERR_NOM($territory) }は6枚中{ $count }枚です。
lw-why-follow_free = { SUIT($led) }を持っていないので、どのカードでも出せます。{ TERR_NOM($territory) }は6枚中{ $count }枚です。
lw-note-three = 3なので、そこにある{ ONE_OF_DOWN($down) }を表にします。
lw-note-trump = 切り札は{ SUIT($suit) }です。
lw-note-would_win = このカードは{ CARD_ACC($other) }に勝ち、トリックを取ります。
lw-note-would_lose = このカードは{ CARD_ACC($other) }に負けて一匹狼になります。
lw-note-two_takes_seven = ここでは同じ色の2が7に勝ちます。
lw-why-reveal = { TERR_GEN($territory) }の傷{ NTH($index) }番は裏向きなので、3の効果で表にできます。
lw-why-take_up = トリックに負けたので、{ TERR_GEN($territory) }の{ NTH($index) }番の{ SCAR_NAMED($effect) }を取ります。
lw-why-take_down = トリックに負けたので{ TERR_DAT($territory) }から傷を1つ取ります。{ NTH($index) }番は裏向きで、中身はわかりません。
lw-note-moon_next = そこにある最後の傷なので、月が昇り、{ SUIT($suit) }が切り札になります。
lw-note-blood_next = そこにある最後の傷なので、血の月が昇り、{ SUIT($old) }に代わって{ SUIT($suit) }が切り札になります。
lw-why-place = あなたの側の{ LOC_IN($location) }には{ PACK_SPACES($free) }。置いた傷の効果はこの縄張りに及びます。
lw-why-place_border = { LOC_IN($location) }のマスが空いています。ここに置いた傷は両方の縄張りで効果を持ちます。
lw-note-box_wolf = 箱の狼はすぐに効果を発揮します。空きがあれば、誰も見ていない箱のカード1枚が{ TERR_ACC($territory) }のあなた側に加わります。
lw-note-flip_honor = 反転はすぐに効果を発揮します。{ TERR_GEN($territory) }の名誉トークンが{ $old }点から{ $new }点になります。

## Why a move is not legal

lw-no-over = 13トリックすべて終わったので、ゲームは終了しています。
lw-no-expect_play = 今は{ PLAYER($player) }がカードを出す番です（例：'play g6 swamp'）。
lw-no-expect_reveal = 3が出されたので、まず表にする裏向きの傷を選んでください（例：'reveal 1'）。
lw-no-expect_take = トリックに負けたプレイヤーが{ TERR_DAT($territory) }から傷を取る番です（例：1番のマスなら'take 0'）。
lw-no-expect_place = 取った傷をいま置く必要があります（例：'place tundra'）。
lw-no-not_in_hand = { CARD_ACC($card) }は手札にありません。
lw-no-must_follow = { CARD_ACC($held) }を持っているので{ SUIT($led) }をフォローしなければなりません。{ CARD_NOM($card) }は{ SUIT($led) }ではありません。
lw-no-full = { TERR_IN($territory) }にはすでに6枚あり、これ以上カードを出せません。
lw-no-reveal_space = { TERR_GEN($territory) }の傷{ NTH($index) }番には表にできる裏向きの傷がありません。
lw-no-take_space = { TERR_GEN($territory) }の傷{ NTH($index) }番は空です。残っている傷を取ってください。
lw-no-reveal_no_space = { TERR_NOM($territory) }の傷のマスは{ $spaces }つだけなので、その番号のマスはありません。
lw-no-take_no_space = { TERR_NOM($territory) }の傷のマスは{ $spaces }つだけなので、その番号のマスはありません。
lw-no-place_full = あなたの側の{ LOC_IN($location) }には空いた群れのマスがありません。
lw-no-no_borders = この面には境界マスがありません。上級ルールの面にだけあります。
lw-no-not_neighbours = 境界マスは隣り合う縄張りの間にだけあります。

## Final scoring

lw-score-won = { TERR($territory) }：強さ{ $s0 }対{ $s1 }で、{ PLAYER($player) }が{ $value }点の名誉トークンを獲得します。
lw-score-tie = { TERR($territory) }：強さ{ $s0 }対{ $s1 }の同点なので、誰もトークンを獲得しません。
lw-score-moon = { PLAYER($player) }は{ TERR_IN($territory) }の月も獲得：5点。
lw-score-blood_moon = { PLAYER($player) }は{ TERR_IN($territory) }の血の月も獲得：3点。
lw-score-scar = { TERR_GEN($territory) }の得点：{ LOC_IN($location) }にある{ PLAYER($player) }の傷「{ EFFECT($effect) }」で{ POINTS($points) }。
lw-score-scar_here = { TERR_GEN($territory) }の得点：そこにある{ PLAYER($player) }の傷「{ EFFECT($effect) }」で{ POINTS($points) }。
lw-score-result = 最終得点{ $p0 }対{ $p1 }で、{ PLAYER($player) }の勝ちです。
lw-score-tiebreak = 最終得点{ $p0 }対{ $p1 }の同点。一匹狼が多い{ PLAYER($player) }の勝ちです（{ $l0 }対{ $l1 }）。
lw-score-draw = 最終得点{ $p0 }対{ $p1 }、一匹狼も{ $l0 }匹ずつで引き分けです。
