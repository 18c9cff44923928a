### The words of Lone Wolves' term kinds (wolfpack/lone_wolves/terms.py), as Fluent terms:
### suits, cards, territories with their German cases, scar effects, border spaces and
### counted words. A word's forms are attributes (German .nom/.acc/.dat/.gen with the
### definite article by case, .in the place a thing is in); a language without a form
### leaves it out and the term's value stands for it. A count is a selector on $n. Terms are
### no messages: the board never shows them alone; the formatters put them into the messages.

## Suits: the word (SUIT, CARD); Japanese has no case forms of a suit

-lw-suit-k = 黒
-lw-suit-b = 茶
-lw-suit-g = 緑
-lw-suit-w = 白
-lw-suit-r = 赤
-lw-suit-none = なし
-lw-no-trump = なし
-lw-then = { $first }、次に{ $next }

## Cards: a label and a card named in a sentence

-lw-card = { $suit }の{ $rank }
-lw-card-case = { $suit }の{ $rank }

## Territories: the word; where a thing is (TERR_IN) is the plain place, its particle follows

-lw-terr-cave = 洞窟
-lw-terr-desert = 砂漠
-lw-terr-swamp = 沼地
-lw-terr-tundra = ツンドラ
-lw-terr-volcano = 火山
-lw-border = { $a }と{ $b }の境界
-lw-border-in = { $a }と{ $b }の境界

## Scar effects, by their names on the tokens

-lw-effect-pack-strength = 群れの力（カード1枚につき強さ+1）
-lw-effect-plus3 = 強さ+3
-lw-effect-box-wolf = 箱の狼
-lw-effect-flip-honor = 名誉トークン反転
-lw-effect-points-per-wolf = カード1枚につき1点
-lw-effect-points-per-lone = 一匹狼1匹につき2点
-lw-effect-points-per-faceup = 表向きのカード1枚につき2点
-lw-effect-points-low-faceup = 表向きの2・3・4の1枚につき3点
-lw-effect-points-if-honor = 名誉トークン獲得で5点
-lw-effect-hidden = 裏向きの傷
-lw-scar-named = 傷「{ $effect }」
-lw-scar-hidden = 裏向きの傷

## Counted words: none, one or more

-lw-pack-spaces =
    { $n ->
        [0] 空いた群れのマスはありません
       *[other] 空いた群れのマスが{ $n }つあります
    }
-lw-one-of-down =
    { $n ->
        [0] 裏向きの傷
        [1] 裏向きの傷
       *[other] 裏向きの傷{ $n }つのうち1つ
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

-lw-risk-sure = 相手はほぼ確実にそのどれかを持っています
-lw-risk-about = 相手がそのどれかを持っている確率は約{ $pct }%です

## What placing a scar does to the margin at once: nothing, a gain, a loss

-lw-gain-none = 点差はすぐには変わりません
-lw-gain-more = すぐに約{ $points }の得になります
-lw-gain-less = すぐに約{ $points }の損になります
