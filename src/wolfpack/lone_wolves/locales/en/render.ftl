### The position as text (the game's render() and the words of its picture), in English,
### German and Japanese: one line per territory, side, pack row and hand, then whose
### decision it is in the board's own sentence (lw-wait-*).

lw-render-title = Lone Wolves ({ $side ->
        [advanced] advanced side
       *[standard] standard side
    })
lw-render-label-trick = Trick { $trick }/13
lw-render-label-trump = trump
lw-render-label-score = score
lw-render-label-scores = score { $score0 }:{ $score1 }
lw-render-label-colon = {": "}
lw-render-label-territory_name = { TERR($territory) }
lw-render-territory = { TERR($territory) } ({ $count }/6)
lw-render-label-honor = honor token { $value } (other side { $other })
lw-render-label-moon = Moon
lw-render-label-blood_moon = Blood Moon
lw-render-label-scars = scars
lw-render-side = { PLAYER($player) } (strength { $strength }): { $cards }
lw-render-label-strength = (strength { $n })
lw-render-label-card = { CARD($card) }
lw-render-label-lone = { CARD($card) } (lone wolf)
lw-render-label-box = box wolf
lw-render-label-box_card = { CARD($card) } (box wolf)
lw-render-played = { PLAYER($player) }: { CARD($card) } → { TERR($territory) }
lw-render-packs = { PLAYER($player) }'s pack spaces: { $placed }
lw-render-label-border = border of { TERR($a) } and { TERR($b) }
lw-render-label-placed_sep = {"; "}
lw-render-hand = { PLAYER($player) }'s hand: { $cards }
lw-render-hand_count = { PLAYER($player) }'s hand: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
lw-render-label-hand_word = hand
lw-render-label-none = none
lw-render-label-over = Game over.
