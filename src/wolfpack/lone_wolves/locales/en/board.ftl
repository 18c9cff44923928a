### Messages of the Lone Wolves board: moves in words, why a player waits, and what the board
### does not offer in a player's view, in English, German and Japanese.

lw-opt-advanced = Advanced side (a 4th scar space in the Swamp, border spaces)
    .rules = LW-C7
lw-move-play = { CARD($card) } → { TERR($territory) }
lw-move-reveal = turn up the scar on space { NTH($index) }
lw-move-take = take the scar from space { NTH($index) }
lw-move-place = place the scar: { LOC($location) }
lw-wait-lead = { PLAYER($player) } leads: they play any card into a territory that is not full.
    .rules = LW-T1
lw-wait-follow = { PLAYER($player) } follows: a card of the led suit if they hold one.
    .rules = LW-T2
lw-wait-reveal = { PLAYER($player) } chooses which face-down scar their 3 turns up.
    .rules = LW-T4
lw-wait-take = { PLAYER($player) } lost the trick and chooses a scar from { TERR_DAT($territory) }.
    .rules = LW-T8
lw-wait-place = { PLAYER($player) } chooses an empty pack space for their scar.
    .rules = LW-T9
lw-ui-solve_open_only = The solver looks at both hands, the face-down scars and the box, so it is offered only in the open view.
    .rules = LW-H1 LW-H2 LW-H3
lw-element-card = { CARD($card) }
lw-element-territory = { TERR($territory) }
lw-element-scar = scar space { NTH($index) } { TERR_IN($territory) }
lw-element-pack = { PLAYER($player) }'s pack space { LOC_IN($location) }
