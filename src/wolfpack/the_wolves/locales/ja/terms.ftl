### The words of The Wolves' term kinds (wolfpack/the_wolves/terms.py), as Fluent terms: a
### word's forms are attributes (.hex a hex of a terrain); a count is a selector, its counter
### after the noun, and none said in words (ボーナス地形トークンなし), never as 0個. The
### words follow the Japanese rules summary (ムーンライトボード, 速度; its action names 遠吠え
### and 改良 also name the howl range, 遠吠え範囲, and the lair action, 棲家に改良). Terms are
### no messages: the board never shows them alone; the formatters put them into the messages.

## Terrains

-tw-terrain-forest = 森
    .hex = 森のヘクス
-tw-terrain-rock = 岩場
    .hex = 岩場のヘクス
-tw-terrain-grass = 草原
    .hex = 草原のヘクス
-tw-terrain-tundra = ツンドラ
    .hex = ツンドラのヘクス
-tw-terrain-desert = 砂漠
    .hex = 砂漠のヘクス

## Pieces (the lone wolf is no player's)

-tw-piece-alpha = アルファウルフ
-tw-piece-pack = パックウルフ
-tw-piece-den = 巣穴
-tw-piece-lair = 棲家
-tw-piece-lone = 一匹狼

## Actions, den tracks, prey, moon phases, rewards

-tw-action-move = 移動
-tw-action-den = 営巣
-tw-action-lair = 棲家に改良
-tw-action-howl = 遠吠え
-tw-action-dominate = 支配
-tw-track-pack_spread = 群れの広がり
-tw-track-wolf_speed = 速度
-tw-track-howl_range = 遠吠え範囲
-tw-prey-hare = ウサギ
-tw-prey-boar = イノシシ
-tw-prey-raccoon = アライグマ
-tw-prey-deer = シカ
-tw-prey-moose = ヘラジカ
-tw-phase-crescent = 三日月
-tw-phase-half = 半月
-tw-phase-full = 満月
-tw-reward-bonus_terrain = ボーナス地形トークン1個
-tw-reward-bonus_action = ボーナスアクショントークン1個

## Players (counted from 1) and the neutral pack of the two-player game

-tw-player = プレイヤー{ $n }
-tw-neutral = 中立の群れ

## Hexes and regions, named by a hex

-tw-hex = ヘクス{ $hex }
-tw-region = ヘクス{ $hex }の地域
-tw-nothing = なし

## Payments: the home tile, a bonus terrain token, a tile that turns over

-tw-pay-home = 得意地形タイル
-tw-pay-bonus = ボーナス地形トークン
-tw-pay-tile = { $tile }のタイル（{ $back }に裏返る）

## Counts

-tw-dist = { $n }ヘクス
-tw-steps = { $n }ヘクス
-tw-tiles = { $n }枚
-tw-bonus =
    { $n ->
        [0] ボーナス地形トークンなし
       *[other] ボーナス地形トークン{ $n }個
    }
-tw-actions =
    { $n ->
        [0] アクションなし
       *[other] アクション{ $n }回
    }
-tw-alphas =
    { $n ->
        [0] アルファウルフなし
       *[other] アルファウルフ{ $n }匹
    }
-tw-atokens =
    { $n ->
        [0] ボーナスアクショントークンなし
       *[other] ボーナスアクショントークン{ $n }個
    }
-tw-wolves = { $n }匹

# Tiles a player shows of a terrain, as a clause that goes on (「タイルはなく、」 /
# 「タイルは1枚で、」, never 「0枚」).
-tw-tiles_held =
    { $n ->
        [0] なく
       *[other] { $n }枚で
    }
# Bonus terrain tokens held, when they are too few, followed by 「ので」.
-tw-bonus_held =
    { $n ->
        [0] ボーナス地形トークンを持っていない
       *[other] ボーナス地形トークンは{ $n }個しかない
    }
# Bonus terrain tokens held, as a clause that goes on (「…が1個あり、」).
-tw-bonus_has =
    { $n ->
        [0] ボーナス地形トークンはなく
       *[other] ボーナス地形トークンが{ $n }個あり
    }
# The bonus terrain tokens left after paying, as a clause.
-tw-bonus_left =
    { $n ->
        [0] ボーナス地形トークンは残りません
       *[other] ボーナス地形トークンが{ $n }個残ります
    }
# The alphas, and the pack wolves, of one pack on a hex (one: the word alone).
-tw-alpha_group =
    { $n ->
        [0] アルファウルフなし
        [1] アルファウルフ
       *[other] アルファウルフ{ $n }匹
    }
-tw-pack_group =
    { $n ->
        [0] パックウルフなし
        [1] パックウルフ
       *[other] パックウルフ{ $n }匹
    }
