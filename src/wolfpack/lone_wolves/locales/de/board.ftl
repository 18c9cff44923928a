### Messages of the Lone Wolves board: moves in words, why a player waits, and what the board
### does not offer in a player's view, in English, German and Japanese.

lw-opt-advanced = Fortgeschrittenenseite (4. Narbenfeld im Sumpf, Grenzfelder)
lw-move-play = { CARD($card) } → { TERR($territory) }
lw-move-reveal = die Narbe auf Narbenfeld { NTH($index) } aufdecken
lw-move-take = die Narbe von Narbenfeld { NTH($index) } nehmen
lw-move-place = die Narbe auf ein Rudelfeld legen: { LOC($location) }
lw-wait-lead = { PLAYER($player) } hat das Anspiel und legt einen beliebigen Wolf an ein Gebiet an, das noch nicht voll ist.
lw-wait-follow = { PLAYER($player) } spielt den zweiten Wolf aus und muss die angespielte Farbe bedienen, wenn möglich.
lw-wait-reveal = { PLAYER($player) } wählt, welche verdeckte Narbe der 3er-Wolf aufdeckt.
lw-wait-take = { PLAYER($player) } hat den Stich verloren und nimmt eine Narbe aus { TERR_DAT($territory) }.
lw-wait-place = { PLAYER($player) } wählt ein freies Rudelfeld für die Narbe.
lw-ui-solve_open_only = Der Löser sieht beide Hände, die verdeckten Narben und die Schachtel; darum gibt es ihn nur in der offenen Ansicht.
lw-element-card = { CARD($card) }
lw-element-territory = { TERR($territory) }
lw-element-scar = Narbenfeld { NTH($index) } { TERR_IN($territory) }
lw-element-pack = das Rudelfeld von { PLAYER($player) } { LOC_IN($location) }
