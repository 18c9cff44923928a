### The words of The Wolves' text picture of a position (render()) and of its drawn picture,
### in every language: the title, the moon calendar, each player's board, the regions and
### the pieces on each hex, grouped by whose they are.

tw-render-line-title = Die Wölfe, { $n } Spieler, Zug { $turn }
tw-render-line-over = Die Partie ist zu Ende.
tw-render-line-pay = { TWPLAYER_CAP($player) } bezahlt die Aktion „{ TWACTION($action) }“ mit Plättchen der Geländeart { TWTERRAIN($terrain) }.
tw-render-line-calendar = Mondkalender: { $used } von { $length } Feldern belegt; Wertung: Sichelmond auf Feld { $crescent }, Halbmond auf Feld { $half }, Vollmond auf Feld { $full }
tw-render-line-board = { TWPLAYER_CAP($player) } (Lebensraum { TWTERRAIN($home) }): zeigt { $shows }; Rudelausbreitung { $spread }, Wolfsgeschwindigkeit { $speed }, Heulreichweite { $range }; hat { TWBONUS($bonus) } und { TWATOKENS($tokens) }; { $vp } SP
tw-render-line-region =
    Region bei Feld { $water } (Regionstableau { $tile }), Marker: { $count ->
        [0] keine
       *[other] { $tokens }
    }
tw-render-line-start = Starttableau
tw-render-line-hex = { $hex } { TWTERRAIN($terrain) }: { $items }
tw-render-label-pieces = { $kinds } { TWOF($owner) }
tw-render-label-lone = Einsamer Wolf
tw-render-label-prey = Beutemarker: { TWPREY($prey) } ×{ $count }
tw-render-label-tiles_sep = /
