### The words of Triqueta's term kinds (wolfpack/triqueta/terms.py), as Fluent terms: a
### tile's forms are attributes (.plural, .indef: with the indefinite article), a count is a
### selector. Terms are no messages: the board never shows them alone; the formatters put
### them into the messages.

## Tiles (an animal alone is its light tile; the wolf is a shadow tile only)

-tq-tile-hare = hare
    .plural = hares
    .indef = a hare
-tq-tile-owl = owl
    .plural = owls
    .indef = an owl
-tq-tile-deer = deer
    .plural = deer
    .indef = a deer
-tq-tile-boar = boar
    .plural = boars
    .indef = a boar
-tq-tile-ram = ram
    .plural = rams
    .indef = a ram
-tq-tile-bear = bear
    .plural = bears
    .indef = a bear
-tq-tile-shadow-hare = shadow hare
    .plural = shadow hares
    .indef = a shadow hare
-tq-tile-shadow-owl = shadow owl
    .plural = shadow owls
    .indef = a shadow owl
-tq-tile-shadow-deer = shadow deer
    .plural = shadow deer
    .indef = a shadow deer
-tq-tile-shadow-boar = shadow boar
    .plural = shadow boars
    .indef = a shadow boar
-tq-tile-shadow-ram = shadow ram
    .plural = shadow rams
    .indef = a shadow ram
-tq-tile-shadow-bear = shadow bear
    .plural = shadow bears
    .indef = a shadow bear
-tq-tile-shadow-wolf = shadow wolf
    .plural = shadow wolves
    .indef = a shadow wolf
-tq-tile-wolf = wolf
    .plural = wolves
    .indef = a wolf

## Backs, options, what a running score counts

-tq-kind-light = light tile
-tq-kind-shadow = shadow tile
-tq-option-place = option 1 (lay it in a row)
-tq-option-keep = option 2 (keep it face down)
-tq-option-box = option 3 (return it to the box)
-tq-scope-all = every tile counted, face-down tiles by their best choice
-tq-scope-player = yours with your face-down and shadow tiles, the others' from what is open
-tq-nothing = nothing
-tq-empty = empty

## Lists of tiles: $tile is one tile in the form the sentence needs, $tiles its plural

# a tile that a row or a list holds $n times
-tq-row-part =
    { $n ->
        [one] { $tile }
       *[other] { $n } { $tiles }
    }
# the same as the object of a sentence, with the definite article
-tq-acc-part =
    { $n ->
        [one] the { $tile }
       *[other] the { $n } { $tiles }
    }
# counting the face-down tiles $list ($n of them), or none
-tq-count-do =
    { $n ->
        [0] count none
       *[other] count { $list }
    }
# returning the face-down tiles $list ($n of them) to the box, or none
-tq-box-do =
    { $n ->
        [0] return none to the box
       *[other] return { $list } to the box unseen
    }
# taking a row that holds $n tiles, $row in words
-tq-take =
    { $n ->
        [0] (it is empty, so you get no tile)
       *[other] with everything in it ({ $row })
    }
-tq-score-of = { $player }: { $score }

## The options for a drawn light tile ($row: the row's number, counted from 1)

-tq-decision-place = lay it in row { $row }
-tq-decision-keep = keep it face down
-tq-decision-box = return it to the box
# $n options: the last one $last, the others before it $rest
-tq-moves =
    { $n ->
        [1] { $last }
       *[other] { $rest } or { $last }
    }

## Counts

-tq-count =
    { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
-tq-shadows =
    { $n ->
        [one] { $n } shadow tile
       *[other] { $n } shadow tiles
    }
-tq-trees =
    { $n ->
        [one] { $n } tree tile
       *[other] { $n } tree tiles
    }
-tq-lights =
    { $n ->
        [one] { $n } face-down light tile
       *[other] { $n } face-down light tiles
    }
# what counting a tile would cost: $n points, $points in words
-tq-loss =
    { $n ->
        [0] counting it would gain nothing
       *[other] counting it would cost { $points }
    }
-tq-leftover =
    { $n ->
        [0] No tile is left in the tower.
        [1] The 1 tile left in the tower leaves the game unseen.
       *[other] The { $n } tiles left in the tower leave the game unseen.
    }
-tq-boxed =
    { $n ->
        [0] no face-down tile goes to the box
        [1] 1 face-down tile goes to the box unseen
       *[other] { $n } face-down tiles go to the box unseen
    }
-tq-which =
    { $n ->
        [0] which face-down light tiles count
        [1] whether the face-down light tile counts
       *[other] which of the { $n } face-down light tiles count
    }
-tq-count-how =
    { $n ->
        [1] choose the tile to count it, or none to leave it out
       *[other] choose the tiles to count, or none
    }
# after a set: how many of its tiles came from the shadow (nothing for none)
-tq-shadow-part =
    { $n ->
        [0] { "" }
        [1] { " " }(1 of them a shadow tile)
       *[other] { " " }({ $n } of them shadow tiles)
    }
