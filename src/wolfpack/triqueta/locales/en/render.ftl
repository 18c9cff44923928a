### The words of Triqueta's text picture of a position (render()) and of its drawn picture,
### in every language: towers, stacks and rows counted from 1, tiles in words.

tq-render-label-head = Round { $round }/{ $rounds } – { TQ_PLAYER($player) } to move
tq-render-label-head_over = Round { $round }/{ $rounds } – game over
tq-render-label-tower_tiles = Tower { NTH($tower) } ({ TQ_COUNT($count) })
tq-render-label-tower_size = Tower { NTH($tower) } ({ $count })
tq-render-label-stack = stack { NTH($stack) }
tq-render-label-backs =
    { $light ->
        [0]
            { $shadow ->
                [0] empty
               *[other] { $shadow } shadow
            }
       *[other]
            { $shadow ->
                [0] { $light } light
               *[other] { $light } light, { $shadow } shadow
            }
    }
tq-render-label-stack_backs = stack { NTH($stack) }: { $light ->
        [0]
            { $shadow ->
                [0] empty
               *[other] { $shadow } shadow
            }
       *[other]
            { $shadow ->
                [0] { $light } light
               *[other] { $light } light, { $shadow } shadow
            }
    }
tq-render-label-stack_sep = { "; " }
tq-render-label-row = Row { NTH($row) }
tq-render-label-empty = empty
tq-render-label-taken = (taken)
tq-render-label-drawn_by = Drawn by { TQ_PLAYER($player) }
tq-render-label-unseen_tile = an unseen tile
tq-render-label-face_up = face up
tq-render-label-face_down = face down
tq-render-label-shadow = shadow tiles
tq-render-label-trees = tree tiles
tq-render-label-marker = start marker
tq-render-label-score = score: { $score }
tq-render-label-score_open = score: { $score } (face-up tiles only)
tq-render-label-unseen = { TQ_COUNT($count) } (unseen)
tq-render-line-tower = Tower { NTH($tower) } ({ TQ_COUNT($count) }): { $stacks }
tq-render-line-row =
    Row { NTH($row) }: { $open ->
        [1] { TQ_ROW($tiles) }
       *[other] (taken)
    }
tq-render-line-drawn = Drawn by { TQ_PLAYER($player) }: { $tiles }
tq-render-line-seat =
    { TQ_PLAYER($player) } – face up: { TQ_TILES($up) }; face down: { $down }; shadow tiles: { $shadow }; tree tiles: { $trees }{ $marker ->
        [1] ; start marker
       *[other] { "" }
    }; { $open ->
        [1] score: { $score } (face-up tiles only)
       *[other] score: { $score }
    }
