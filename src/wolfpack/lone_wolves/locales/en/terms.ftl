### The words of Lone Wolves' term kinds (terms.py): suits, cards, territories with their
### German cases, scar effects, border spaces and counted words, in English, German and
### Japanese. A term is a word, not a sentence: it is inserted into the messages.

## Suits: the word (SUIT, CARD), and in German the adjective with its article in the
## case a card is named in (CARD_NOM, CARD_ACC, CARD_DAT: "den roten 4er-Wolf")

lw-term-suit-k = { $form ->
       *[plain] Black
    }
lw-term-suit-b = { $form ->
       *[plain] Brown
    }
lw-term-suit-g = { $form ->
       *[plain] Green
    }
lw-term-suit-w = { $form ->
       *[plain] White
    }
lw-term-suit-r = { $form ->
       *[plain] Red
    }
lw-term-suit_none = none
lw-term-no_trump = none
lw-term-then = { $first }, then { $next }

## Cards: a label ("Red 4"), and a card named in a sentence (in German a wolf)

lw-term-card = { $suit } { $rank }
lw-term-card_case = { $suit } { $rank }

## Territories: the word, in German with its article in each case, and where (TERR_IN)

lw-term-terr-cave = { $case ->
        [in] in the Cave
       *[plain] Cave
    }
lw-term-terr-desert = { $case ->
        [in] in the Desert
       *[plain] Desert
    }
lw-term-terr-swamp = { $case ->
        [in] in the Swamp
       *[plain] Swamp
    }
lw-term-terr-tundra = { $case ->
        [in] in the Tundra
       *[plain] Tundra
    }
lw-term-terr-volcano = { $case ->
        [in] in the Volcano
       *[plain] Volcano
    }
lw-term-border = the border of { $a } and { $b }
lw-term-border_in = on the border of { $a } and { $b }

## Scar effects, by their names on the tokens

lw-term-effect-pack-strength = pack strength (+1 strength per wolf)
lw-term-effect-plus3 = +3 strength
lw-term-effect-box-wolf = box wolf
lw-term-effect-flip-honor = honor flip
lw-term-effect-points-per-wolf = 1 point per wolf
lw-term-effect-points-per-lone = 2 points per lone wolf
lw-term-effect-points-per-faceup = 2 points per face-up wolf
lw-term-effect-points-low-faceup = 3 points per face-up 2, 3 or 4
lw-term-effect-points-if-honor = 5 points with the honor token
lw-term-effect_hidden = a face-down scar
lw-term-scar_named = the scar “{ $effect }”
lw-term-scar_hidden = a face-down scar

## Counted words: none, one or more

lw-term-pack_spaces = { $n ->
        [0] no empty pack space
        [one] 1 empty pack space
       *[other] { $n } empty pack spaces
    }
lw-term-one_of_down = { $n ->
        [0] no face-down scar
        [one] the only face-down scar
       *[other] one of the { $n } face-down scars
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

lw-term-risk_sure = the opponent almost surely holds one
lw-term-risk_about = the chance that the opponent holds one is about { $pct }%

## What placing a scar does to the margin at once: nothing, a gain, a loss

lw-term-gain_none = changes nothing at once
lw-term-gain_more = gains you about { $points } at once
lw-term-gain_less = costs you about { $points } at once
