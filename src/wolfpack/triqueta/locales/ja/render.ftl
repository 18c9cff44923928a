### トリケタの局面を文字で示す図（render()）と描いた図のことば。

tq-render-label-head = ラウンド{ $round }/{ $rounds }　{ TQ_PLAYER($player) }の手番
tq-render-label-head_over = ラウンド{ $round }/{ $rounds }　ゲーム終了
tq-render-label-tower_tiles = タワー{ NTH($tower) }（{ TQ_COUNT($count) }）
tq-render-label-tower_size = タワー{ NTH($tower) }（{ $count }）
tq-render-label-stack = スタック{ NTH($stack) }
tq-render-label-backs =
    { $light ->
        [0]
            { $shadow ->
                [0] 空
               *[other] 影{ $shadow }
            }
       *[other]
            { $shadow ->
                [0] 通常{ $light }
               *[other] 通常{ $light }、影{ $shadow }
            }
    }
tq-render-label-stack_backs = スタック{ NTH($stack) }：{ $light ->
        [0]
            { $shadow ->
                [0] 空
               *[other] 影{ $shadow }
            }
       *[other]
            { $shadow ->
                [0] 通常{ $light }
               *[other] 通常{ $light }、影{ $shadow }
            }
    }
tq-render-label-stack_sep = ／
tq-render-label-row = 列{ NTH($row) }
tq-render-label-empty = 空
tq-render-label-taken = （取られた）
tq-render-label-drawn_by = { TQ_PLAYER($player) }が引いたタイル
tq-render-label-unseen_tile = 見えないタイル
tq-render-label-face_up = 表向き
tq-render-label-face_down = 裏向き
tq-render-label-shadow = 影のタイル
tq-render-label-trees = 木タイル
tq-render-label-marker = スタートマーカー
tq-render-label-score = 得点：{ $score }
tq-render-label-score_open = 得点：{ $score }（表向きのタイルだけ）
tq-render-label-unseen = { TQ_COUNT($count) }（見えない）
tq-render-line-tower = タワー{ NTH($tower) }（{ TQ_COUNT($count) }）：{ $stacks }
tq-render-line-row =
    列{ NTH($row) }：{ $open ->
        [1] { TQ_ROW($tiles) }
       *[other] （取られた）
    }
tq-render-line-drawn = { TQ_PLAYER($player) }が引いたタイル：{ $tiles }
tq-render-line-seat =
    { TQ_PLAYER($player) }　表向き：{ TQ_TILES($up) }／裏向き：{ $down }／影のタイル：{ $shadow }／木タイル：{ $trees }{ $marker ->
        [1] ／スタートマーカー
       *[other] { "" }
    }／{ $open ->
        [1] 得点：{ $score }（表向きのタイルだけ）
       *[other] 得点：{ $score }
    }
