### Die Wörter des Textbilds einer Triqueta-Stellung (render()) und ihres gezeichneten Bilds.

tq-render-label-head = Runde { $round }/{ $rounds } – { TQ_PLAYER($player) } ist am Zug
tq-render-label-head_over = Runde { $round }/{ $rounds } – die Partie ist zu Ende
tq-render-label-tower_tiles = Turm { NTH($tower) } ({ TQ_COUNT($count) })
tq-render-label-tower_size = Turm { NTH($tower) } ({ $count })
tq-render-label-stack = Stapel { NTH($stack) }
tq-render-label-backs =
    { $light ->
        [0]
            { $shadow ->
                [0] leer
               *[other] { $shadow } Schatten
            }
       *[other]
            { $shadow ->
                [0] { $light } hell
               *[other] { $light } hell, { $shadow } Schatten
            }
    }
tq-render-label-stack_backs = Stapel { NTH($stack) }: { $light ->
        [0]
            { $shadow ->
                [0] leer
               *[other] { $shadow } Schatten
            }
       *[other]
            { $shadow ->
                [0] { $light } hell
               *[other] { $light } hell, { $shadow } Schatten
            }
    }
tq-render-label-stack_sep = { "; " }
tq-render-label-row = Tierreihe { NTH($row) }
tq-render-label-empty = leer
tq-render-label-taken = (genommen)
tq-render-label-drawn_by = Von { TQ_PLAYER($player) } gezogen
tq-render-label-unseen_tile = ein nicht sichtbarer Tierstein
tq-render-label-face_up = offen
tq-render-label-face_down = verdeckt
tq-render-label-shadow = Schatten-Tiersteine
tq-render-label-trees = Baumplättchen
tq-render-label-marker = Startmarker
tq-render-label-score = Punkte: { $score }
tq-render-label-score_open = Punkte: { $score } (nur die offenen Tiersteine)
tq-render-label-unseen = { TQ_COUNT($count) } (nicht sichtbar)
tq-render-line-tower = Turm { NTH($tower) } ({ TQ_COUNT($count) }): { $stacks }
tq-render-line-row =
    Tierreihe { NTH($row) }: { $open ->
        [1] { TQ_ROW($tiles) }
       *[other] (genommen)
    }
tq-render-line-drawn = Von { TQ_PLAYER($player) } gezogen: { $tiles }
tq-render-line-seat =
    { TQ_PLAYER($player) } – offen: { TQ_TILES($up) }; verdeckt: { $down }; Schatten-Tiersteine: { $shadow }; Baumplättchen: { $trees }{ $marker ->
        [1] ; Startmarker
       *[other] { "" }
    }; { $open ->
        [1] Punkte: { $score } (nur die offenen Tiersteine)
       *[other] Punkte: { $score }
    }
