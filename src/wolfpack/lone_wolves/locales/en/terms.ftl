### The words of Lone Wolves' term kinds (wolfpack/lone_wolves/terms.py), as Fluent terms:
### suits, cards, territories with their German cases, scar effects, border spaces and
### counted words. A word's forms are attributes (German .nom/.acc/.dat/.gen with the
### definite article by case, .in the place a thing is in); a language without a form
### leaves it out and the term's value stands for it. A count is a selector on $n. Terms are
### no messages: the board never shows them alone; the formatters put them into the messages.

## Suits: the word (SUIT, CARD), and in German the adjective with its article in the
## case a card is named in (CARD_NOM, CARD_ACC, CARD_DAT: "den roten 4er-Wolf")

-lw-suit-k = Black
-lw-suit-b = Brown
-lw-suit-g = Green
-lw-suit-w = White
-lw-suit-r = Red
-lw-suit-none = none
-lw-no-trump = none
-lw-then = { $first }, then { $next }

## Cards: a label ("Red 4"), and a card named in a sentence (in German a wolf)

-lw-card = { $suit } { $rank }
-lw-card-case = { $suit } { $rank }

## Territories: the word, in German with its article in each case, and where (TERR_IN)

-lw-terr-cave = Cave
    .in = in the Cave
-lw-terr-desert = Desert
    .in = in the Desert
-lw-terr-swamp = Swamp
    .in = in the Swamp
-lw-terr-tundra = Tundra
    .in = in the Tundra
-lw-terr-volcano = Volcano
    .in = in the Volcano
-lw-border = the border of { $a } and { $b }
-lw-border-in = on the border of { $a } and { $b }

## Scar effects, by their names on the tokens

-lw-effect-pack-strength = pack strength (+1 strength per wolf)
-lw-effect-plus3 = +3 strength
-lw-effect-box-wolf = box wolf
-lw-effect-flip-honor = honor flip
-lw-effect-points-per-wolf = 1 point per wolf
-lw-effect-points-per-lone = 2 points per lone wolf
-lw-effect-points-per-faceup = 2 points per face-up wolf
-lw-effect-points-low-faceup = 3 points per face-up 2, 3 or 4
-lw-effect-points-if-honor = 5 points with the honor token
-lw-effect-hidden = a face-down scar
-lw-scar-named = the scar “{ $effect }”
-lw-scar-hidden = a face-down scar

## Counted words: none, one or more

-lw-pack-spaces =
    { $n ->
        [0] no empty pack space
        [one] 1 empty pack space
       *[other] { $n } empty pack spaces
    }
-lw-one-of-down =
    { $n ->
        [0] no face-down scar
        [one] the only face-down scar
       *[other] one of the { $n } face-down scars
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

-lw-risk-sure = the opponent almost surely holds one
-lw-risk-about = the chance that the opponent holds one is about { $pct }%

## What placing a scar does to the margin at once: nothing, a gain, a loss

-lw-gain-none = changes nothing at once
-lw-gain-more = gains you about { $points } at once
-lw-gain-less = costs you about { $points } at once
