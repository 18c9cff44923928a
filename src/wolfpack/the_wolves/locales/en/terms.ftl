### The words of The Wolves' term kinds (wolfpack/the_wolves/terms.py), as Fluent terms: a
### word's forms are attributes (.cap at the start of a sentence, .hex a hex of a terrain,
### .indef with the indefinite article, .of whose a piece is), a count is a selector. Terms
### are no messages: the board never shows them alone; the formatters put them into the
### messages.

## Terrains

-tw-terrain-forest = forest
    .hex = forest hex
-tw-terrain-rock = rock
    .hex = rock hex
-tw-terrain-grass = grass
    .hex = grass hex
-tw-terrain-tundra = tundra
    .hex = tundra hex
-tw-terrain-desert = desert
    .hex = desert hex

## Pieces (the lone wolf is no player's)

-tw-piece-alpha = alpha
    .cap = The alpha
-tw-piece-pack = pack wolf
    .cap = The pack wolf
-tw-piece-den = den
    .cap = The den
-tw-piece-lair = lair
    .cap = The lair
-tw-piece-lone = lone wolf
    .cap = The lone wolf

## Actions, den tracks, prey, moon phases, rewards

-tw-action-move = Move
-tw-action-den = Dig a den
-tw-action-lair = Upgrade to a lair
-tw-action-howl = Howl
-tw-action-dominate = Dominate
-tw-track-pack_spread = pack spread
-tw-track-wolf_speed = wolf speed
-tw-track-howl_range = howl range
-tw-prey-hare = hare
    .indef = a hare
-tw-prey-boar = boar
    .indef = a boar
-tw-prey-raccoon = raccoon
    .indef = a raccoon
-tw-prey-deer = deer
    .indef = a deer
-tw-prey-moose = moose
    .indef = a moose
-tw-phase-crescent = crescent moon
-tw-phase-half = half moon
-tw-phase-full = full moon
-tw-reward-bonus_terrain = a bonus terrain token
-tw-reward-bonus_action = a bonus action token

## Players (counted from 1) and the neutral pack of the two-player game

-tw-player = Player { $n }
    .of = Player { $n }
-tw-neutral = the neutral pack
    .cap = The neutral pack
    .of = the neutral pack

## Hexes and regions, named by a hex

-tw-hex = hex { $hex }
    .cap = Hex { $hex }
-tw-region = the region at { $hex }
-tw-nothing = nothing

## Payments: the home tile, a bonus terrain token, a tile that turns over

-tw-pay-home = the home tile
-tw-pay-bonus = a bonus terrain token
-tw-pay-tile = the { $tile } tile (it turns to { $back })

## Counts

-tw-dist =
    { $n ->
        [one] { $n } hex
       *[other] { $n } hexes
    }
-tw-steps =
    { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
-tw-tiles =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
-tw-bonus =
    { $n ->
        [one] { $n } bonus terrain token
       *[other] { $n } bonus terrain tokens
    }
-tw-actions =
    { $n ->
        [one] { $n } action
       *[other] { $n } actions
    }
-tw-alphas =
    { $n ->
        [one] { $n } alpha
       *[other] { $n } alphas
    }
-tw-atokens =
    { $n ->
        [one] { $n } bonus action token
       *[other] { $n } bonus action tokens
    }
-tw-wolves =
    { $n ->
        [one] { $n } wolf
       *[other] { $n } wolves
    }

# Tiles a player shows of a terrain, as the reason of a refusal says it.
-tw-tiles_held =
    { $n ->
        [0] no tiles
        [one] 1 tile
       *[other] { $n } tiles
    }
# Bonus terrain tokens held, when they are too few.
-tw-bonus_held =
    { $n ->
        [0] no bonus terrain token
        [one] 1 bonus terrain token
       *[other] { $n } bonus terrain tokens
    }
# Bonus terrain tokens held, as a clause that goes on.
-tw-bonus_has =
    { $n ->
        [0] no bonus terrain token
        [one] 1 bonus terrain token
       *[other] { $n } bonus terrain tokens
    }
# The bonus terrain tokens left after paying, as a clause.
-tw-bonus_left =
    { $n ->
        [0] you keep no bonus terrain token
        [one] you keep 1 bonus terrain token
       *[other] you keep { $n } bonus terrain tokens
    }
# The alphas, and the pack wolves, of one pack on a hex, with the article.
-tw-alpha_group =
    { $n ->
        [0] no alpha
        [one] the alpha
       *[other] the { $n } alphas
    }
-tw-pack_group =
    { $n ->
        [0] no pack wolf
        [one] the pack wolf
       *[other] the { $n } pack wolves
    }
