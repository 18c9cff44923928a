### The words of The Wolves' text picture of a position (render()) and of its drawn picture,
### in every language: the title, the moon calendar, each player's board, the regions and
### the pieces on each hex, grouped by whose they are.

tw-render-line-title = ウルヴズ（{ $n }人）：第{ $turn }手番
tw-render-line-over = ゲームは終わりました。
tw-render-line-pay = { TWPLAYER_CAP($player) }が「{ TWACTION($action) }」のコストを{ TWTERRAIN($terrain) }のタイルで支払います。
tw-render-line-calendar = ムーンライトボード：{ $length }マス中{ $used }マス使用、得点計算は三日月が{ $crescent }マス目、半月が{ $half }マス目、満月が{ $full }マス目
tw-render-line-board = { TWPLAYER_CAP($player) }（得意地形：{ TWTERRAIN($home) }）：タイル（{ $shows }）、群れの広がり{ $spread }・速度{ $speed }・遠吠え範囲{ $range }、{ TWBONUS($bonus) }・{ TWATOKENS($tokens) }、{ $vp }VP
tw-render-line-region =
    ヘクス{ $water }の地域（地域タイル{ $tile }）、トークン：{ $count ->
        [0] なし
       *[other] { $tokens }
    }
tw-render-line-start = スタートタイル
tw-render-line-hex = ヘクス{ $hex }（{ TWTERRAIN($terrain) }）：{ $items }
tw-render-label-pieces = { TWOF($owner) }の{ $kinds }
tw-render-label-lone = 一匹狼
tw-render-label-prey = 獲物：{ TWPREY($prey) }×{ $count }
tw-render-label-tiles_sep = ／
