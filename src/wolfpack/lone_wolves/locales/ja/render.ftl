### The position as text (the game's render() and the words of its picture), in English,
### German and Japanese: one line per territory, side, pack row and hand, then whose
### decision it is in the board's own sentence (lw-wait-*).

lw-render-title = Lone Wolves（{ $side ->
        [advanced] 上級面
       *[standard] 標準面
    }）
lw-render-label-trick = トリック{ $trick }/13
lw-render-label-trump = 切り札
lw-render-label-score = 得点
lw-render-label-scores = 得点{ $score0 }対{ $score1 }
lw-render-label-colon = ：
lw-render-label-territory_name = { TERR($territory) }
lw-render-territory = { TERR($territory) }（{ $count }/6）
lw-render-label-honor = 名誉トークン{ $value }（裏は{ $other }）
lw-render-label-moon = 月
lw-render-label-blood_moon = 血の月
lw-render-label-scars = 傷
lw-render-side = { PLAYER($player) }（強さ{ $strength }）：{ $cards }
lw-render-label-strength = （強さ{ $n }）
lw-render-label-card = { CARD($card) }
lw-render-label-lone = { CARD($card) }（一匹狼）
lw-render-label-box = 箱の狼
lw-render-label-box_card = { CARD($card) }（箱の狼）
lw-render-played = { PLAYER($player) }：{ CARD($card) } → { TERR($territory) }
lw-render-packs = { PLAYER($player) }の群れのマス：{ $placed }
lw-render-label-border = { TERR($a) }と{ TERR($b) }の境界
lw-render-label-placed_sep = 、
lw-render-hand = { PLAYER($player) }の手札：{ $cards }
lw-render-hand_count = { PLAYER($player) }の手札：{ $count }枚
lw-render-label-hand_word = 手札
lw-render-label-none = なし
lw-render-label-over = ゲームは終わりました。
