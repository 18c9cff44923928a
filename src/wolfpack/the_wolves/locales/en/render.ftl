### The words of The Wolves' text picture of a position (render()) and of its drawn picture,
### in every language: the title, the moon calendar, each player's board, the regions and
### the pieces on each hex, grouped by whose they are.

tw-render-line-title = The Wolves, { $n } players, turn { $turn }
tw-render-line-over = Game over.
tw-render-line-pay = { TWPLAYER_CAP($player) } pays for the action “{ TWACTION($action) }” with tiles of { TWTERRAIN($terrain) }.
tw-render-line-calendar = Moon calendar: { $used } of { $length } spaces taken; scoring at crescent moon { $crescent }, half moon { $half }, full moon { $full }
tw-render-line-board = { TWPLAYER_CAP($player) } (home { TWTERRAIN($home) }): shows { $shows }; pack spread { $spread }, wolf speed { $speed }, howl range { $range }; holds { TWBONUS($bonus) } and { TWATOKENS($tokens) }; { $vp } VP
tw-render-line-region =
    Region at { $water } (region tile { $tile }), tokens: { $count ->
        [0] none
       *[other] { $tokens }
    }
tw-render-line-start = Start tile
tw-render-line-hex = { $hex } { TWTERRAIN($terrain) }: { $items }
tw-render-label-pieces = { TWOF($owner) }'s { $kinds }
tw-render-label-lone = lone wolf
tw-render-label-prey = prey: { TWPREY($prey) } ×{ $count }
tw-render-label-tiles_sep = /
