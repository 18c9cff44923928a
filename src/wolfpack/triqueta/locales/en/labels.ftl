### The words of the Triqueta board (towers, stacks, rows, what to choose), in every
### language; the kit's own words are in wolfpack/widget/locales/<lang>/labels.ftl.

tq-label-round = Round { $round } of { $rounds }
tq-label-tower = Tower { NTH($tower) }
tq-label-tower-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
tq-label-stack = Stack { NTH($stack) }
tq-label-current-tower = Current tower
tq-label-current = current
tq-label-played = played
tq-label-choosable = still to play
tq-label-row = Row { NTH($row) }
tq-label-taken-by = taken by { TQ_PLAYER($player) }
tq-label-empty-row = empty
tq-label-drawn = Drawn tile
tq-label-drawn-by = drawn by { TQ_PLAYER($player) }
tq-label-deciding = now
tq-label-then = then
tq-label-first-was = first tile: { $option }
tq-label-box = Box
tq-label-box-help = out of the game
tq-label-keep = Keep face down
tq-label-kept = kept { $n } of { $limit }
tq-label-shadow = Shadow tiles
tq-label-face-down = Face down
tq-label-you = you
tq-label-in-round = in the round
tq-label-sat-out = sits out
tq-label-decided = decided
tq-label-score =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
tq-label-open-score = shown: { $points }
tq-label-hidden = + face-down tiles
tq-label-start-marker = start marker
tq-label-trees = trees
tq-label-values = A set: 1 tile 1 point · 2 tiles 2 · exactly 3: the animal's value · 4 or more: −1 per tile beyond 3
tq-label-now = now
tq-label-plus-one = with one more tile
tq-label-not-counted = not counted now
tq-label-choose-draw = draw from a stack of the current tower, or take a row.
tq-label-choose-draw2 = draw two tiles: click a stack, then a second one (the same stack again for its top two), or take a row.
tq-label-choose-second = now the second stack (stack { NTH($stack) } again for its top two tiles).
tq-label-choose-place = lay the { $tile } at the end of a row, or keep it face down.
tq-label-choose-place2 = lay the { $tile } in a row, keep it face down, or return it to the box (each light tile a different choice).
tq-label-choose-tower = choose the tower for the next round.
tq-label-choose-count = choose which face-down tiles count.
tq-label-count-title = Which face-down tiles count?
tq-label-count-none = none
tq-label-count-points =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
tq-label-final = Final scoring
tq-label-total = Total
tq-label-trees1 = Trees
tq-label-marker = Start marker
tq-label-revealed = Revealed
tq-label-boxed = to the box unseen
tq-label-wins = { $players } wins
tq-label-share = { $players } share the win
tq-label-hidden-wolves = Hidden Wolves
tq-label-base-game = Base game
tq-label-variant = 2-player variant
tq-label-leftover = left in played towers, out of the game unseen: { $n }
tq-label-box-count = in the box: { $n }
tq-label-player = Player
tq-label-nothing = —
