### トリケタの用語の種類（wolfpack/triqueta/terms.py）のことばを Fluent の term として書きます。
### 数による言い分けはセレクターで行います。

## タイル（動物だけの名前は通常タイル。オオカミは影のタイルだけ）

-tq-tile-hare = ウサギ
-tq-tile-owl = フクロウ
-tq-tile-deer = シカ
-tq-tile-boar = イノシシ
-tq-tile-ram = ヒツジ
-tq-tile-bear = クマ
-tq-tile-shadow-hare = 影のウサギ
-tq-tile-shadow-owl = 影のフクロウ
-tq-tile-shadow-deer = 影のシカ
-tq-tile-shadow-boar = 影のイノシシ
-tq-tile-shadow-ram = 影のヒツジ
-tq-tile-shadow-bear = 影のクマ
-tq-tile-shadow-wolf = 影のオオカミ
-tq-tile-wolf = オオカミ

## タイルの裏の種類、選択肢、途中の得点に数えるもの

-tq-kind-light = 通常タイル
-tq-kind-shadow = 影のタイル
-tq-option-place = 「列に置く」
-tq-option-keep = 「裏向きで手元に置く」
-tq-option-box = 「箱に戻す」
-tq-scope-all = すべてのタイルを数え、裏向きのタイルは最善の選び方
-tq-scope-player = あなたの分は裏向きと影のタイルを含み、他の人の分は公開分のみ
-tq-nothing = なし
-tq-empty = 空

## タイルの並び：$tile は1枚のタイルの名前、$tiles はその複数形（日本語では同じ）

# 列や並びに $n 枚あるタイル
-tq-row-part =
    { $n ->
        [1] { $tile }
       *[other] { $tile }{ $n }枚
    }
# 文の目的語として
-tq-acc-part =
    { $n ->
        [1] { $tile }
       *[other] { $tile }{ $n }枚
    }
# 裏向きのタイル $list（$n 枚）を数える、または1枚も数えない
-tq-count-do =
    { $n ->
        [0] 1枚も数えない
       *[other] { $list }を数える
    }
# 裏向きのタイル $list（$n 枚）を箱に戻す、または何も戻さない
-tq-box-do =
    { $n ->
        [0] 箱には何も戻しません
       *[other] { $list }は見せずに箱に戻します
    }
# $n 枚のある列を取る（$row：中身をことばで）
-tq-take =
    { $n ->
        [0] を取ります。空なので、タイルはもらえません
       *[other] を中身ごと（{ $row }）取ります
    }
-tq-score-of = { $player }：{ $score }

## 引いた通常タイルの選択肢（$row：列の番号、1から数えます）

-tq-decision-place = 列{ $row }に置く
-tq-decision-keep = 裏向きで手元に置く
-tq-decision-box = 箱に戻す
# $n 個の選択肢：最後が $last、その前が $rest
-tq-moves =
    { $n ->
        [1] { $last }こと
       *[other] { $rest }、または{ $last }こと
    }

## 数

-tq-count = { $n }枚
-tq-shadows = 影のタイル{ $n }枚
-tq-trees = 木タイル{ $n }枚
-tq-lights = 裏向きの通常タイル{ $n }枚
# タイルを数えると失う点：$n 点（$points はことばで）
-tq-loss =
    { $n ->
        [0] 数えても得点は増えません
       *[other] 数えると{ $n }点減ります
    }
-tq-leftover =
    { $n ->
        [0] タワーにタイルは残っていません。
       *[other] タワーに残った{ $n }枚は誰にも見られずゲームから除外されます。
    }
-tq-boxed =
    { $n ->
        [0] 箱に戻す裏向きのタイルはありません
       *[other] 裏向きのタイル{ $n }枚は見せずに箱に戻します
    }
-tq-which =
    { $n ->
        [0] どの裏向きの通常タイルを数えるか
        [1] 裏向きの通常タイルを数えるかどうか
       *[other] 裏向きの通常タイル{ $n }枚のうちどれを数えるか
    }
-tq-count-how =
    { $n ->
        [1] 数えるならそのタイルを、数えないなら「なし」を選びます
       *[other] 数えるタイルを選びます（1枚も数えないなら「なし」）
    }
# セットのうち影のタイルが何枚か（0枚なら何も書きません）
-tq-shadow-part =
    { $n ->
        [0] { "" }
       *[other] （うち影{ $n }枚）
    }
