### The position as text (the game's render() and the words of its picture), in English,
### German and Japanese: one line per territory, side, pack row and hand, then whose
### decision it is in the board's own sentence (lw-wait-*).

lw-render-title = Lone Wolves ({ $side ->
        [advanced] Fortgeschrittenenseite
       *[standard] Standardseite
    })
lw-render-label-trick = Stich { $trick }/13
lw-render-label-trump = Trumpf
lw-render-label-score = Punkte
lw-render-label-scores = Punkte { $score0 }:{ $score1 }
lw-render-label-colon = {": "}
lw-render-label-territory_name = { TERR($territory) }
lw-render-territory = { TERR($territory) } ({ $count }/6)
lw-render-label-honor = Gebietsplättchen { $value } (andere Seite { $other })
lw-render-label-moon = Mond
lw-render-label-blood_moon = Blutmond
lw-render-label-scars = Narben
lw-render-side = { PLAYER($player) } (Stärke { $strength }): { $cards }
lw-render-label-strength = (Stärke { $n })
lw-render-label-card = { CARD($card) }
lw-render-label-lone = { CARD($card) } (Einsamer Wolf)
lw-render-label-box = Wolf aus der Schachtel
lw-render-label-box_card = { CARD($card) } (Wolf aus der Schachtel)
lw-render-played = { PLAYER($player) }: { CARD($card) } → { TERR($territory) }
lw-render-packs = Rudelfelder von { PLAYER($player) }: { $placed }
lw-render-label-border = Grenze zwischen { TERR($a) } und { TERR($b) }
lw-render-label-placed_sep = {"; "}
lw-render-hand = Hand von { PLAYER($player) }: { $cards }
lw-render-hand_count = Hand von { PLAYER($player) }: { $count ->
        [one] 1 Wolf
       *[other] { $count } Wölfe
    }
lw-render-label-hand_word = Hand
lw-render-label-none = keiner
lw-render-label-over = Die Partie ist zu Ende.
