### The words of Lone Wolves' term kinds (terms.py): suits, cards, territories with their
### German cases, scar effects, border spaces and counted words, in English, German and
### Japanese. A term is a word, not a sentence: it is inserted into the messages.

## Suits: the word (SUIT, CARD), and in German the adjective with its article in the
## case a card is named in (CARD_NOM, CARD_ACC, CARD_DAT: "den roten 4er-Wolf")

lw-term-suit-k = { $form ->
       *[plain] 黒
    }
lw-term-suit-b = { $form ->
       *[plain] 茶
    }
lw-term-suit-g = { $form ->
       *[plain] 緑
    }
lw-term-suit-w = { $form ->
       *[plain] 白
    }
lw-term-suit-r = { $form ->
       *[plain] 赤
    }
lw-term-suit_none = なし
lw-term-no_trump = なし
lw-term-then = { $first }、次に{ $next }

## Cards: a label ("Red 4"), and a card named in a sentence (in German a wolf)

lw-term-card = { $suit }の{ $rank }
lw-term-card_case = { $suit }の{ $rank }

## Territories: the word, in German with its article in each case, and where (TERR_IN)

lw-term-terr-cave = { $case ->
       *[plain] 洞窟
    }
lw-term-terr-desert = { $case ->
       *[plain] 砂漠
    }
lw-term-terr-swamp = { $case ->
       *[plain] 沼地
    }
lw-term-terr-tundra = { $case ->
       *[plain] ツンドラ
    }
lw-term-terr-volcano = { $case ->
       *[plain] 火山
    }
lw-term-border = { $a }と{ $b }の境界
lw-term-border_in = { $a }と{ $b }の境界

## Scar effects, by their names on the tokens

lw-term-effect-pack-strength = 群れの力（カード1枚につき強さ+1）
lw-term-effect-plus3 = 強さ+3
lw-term-effect-box-wolf = 箱の狼
lw-term-effect-flip-honor = 名誉トークン反転
lw-term-effect-points-per-wolf = カード1枚につき1点
lw-term-effect-points-per-lone = 一匹狼1匹につき2点
lw-term-effect-points-per-faceup = 表向きのカード1枚につき2点
lw-term-effect-points-low-faceup = 表向きの2・3・4の1枚につき3点
lw-term-effect-points-if-honor = 名誉トークン獲得で5点
lw-term-effect_hidden = 裏向きの傷
lw-term-scar_named = 傷「{ $effect }」
lw-term-scar_hidden = 裏向きの傷

## Counted words: none, one or more

lw-term-pack_spaces = { $n ->
        [0] 空いた群れのマスはありません
       *[other] 空いた群れのマスが{ $n }つあります
    }
lw-term-one_of_down = { $n ->
        [0] 裏向きの傷
        [1] 裏向きの傷
       *[other] 裏向きの傷{ $n }つのうち1つ
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

lw-term-risk_sure = 相手はほぼ確実にそのどれかを持っています
lw-term-risk_about = 相手がそのどれかを持っている確率は約{ $pct }%です

## What placing a scar does to the margin at once: nothing, a gain, a loss

lw-term-gain_none = 点差はすぐには変わりません
lw-term-gain_more = すぐに約{ $points }の得になります
lw-term-gain_less = すぐに約{ $points }の損になります
