### The words of Lone Wolves' term kinds (terms.py): suits, cards, territories with their
### German cases, scar effects, border spaces and counted words, in English, German and
### Japanese. A term is a word, not a sentence: it is inserted into the messages.

## Suits: the word (SUIT, CARD), and in German the adjective with its article in the
## case a card is named in (CARD_NOM, CARD_ACC, CARD_DAT: "den roten 4er-Wolf")

lw-term-suit-k = { $form ->
        [nom] der schwarze
        [acc] den schwarzen
        [dat] dem schwarzen
       *[plain] Schwarz
    }
lw-term-suit-b = { $form ->
        [nom] der hellbraune
        [acc] den hellbraunen
        [dat] dem hellbraunen
       *[plain] Hellbraun
    }
lw-term-suit-g = { $form ->
        [nom] der grüne
        [acc] den grünen
        [dat] dem grünen
       *[plain] Grün
    }
lw-term-suit-w = { $form ->
        [nom] der weiße
        [acc] den weißen
        [dat] dem weißen
       *[plain] Weiß
    }
lw-term-suit-r = { $form ->
        [nom] der rote
        [acc] den roten
        [dat] dem roten
       *[plain] Rot
    }
lw-term-suit_none = keine
lw-term-no_trump = keiner
lw-term-then = { $first }, dann { $next }

## Cards: a label ("Red 4"), and a card named in a sentence (in German a wolf)

lw-term-card = { $suit } { $rank }
lw-term-card_case = { $suit } { $rank }er-Wolf

## Territories: the word, in German with its article in each case, and where (TERR_IN)

lw-term-terr-cave = { $case ->
        [nom] die Höhle
        [acc] die Höhle
        [dat] der Höhle
        [gen] der Höhle
        [in] in der Höhle
       *[plain] Höhle
    }
lw-term-terr-desert = { $case ->
        [nom] die Wüste
        [acc] die Wüste
        [dat] der Wüste
        [gen] der Wüste
        [in] in der Wüste
       *[plain] Wüste
    }
lw-term-terr-swamp = { $case ->
        [nom] der Sumpf
        [acc] den Sumpf
        [dat] dem Sumpf
        [gen] des Sumpfes
        [in] im Sumpf
       *[plain] Sumpf
    }
lw-term-terr-tundra = { $case ->
        [nom] die Tundra
        [acc] die Tundra
        [dat] der Tundra
        [gen] der Tundra
        [in] in der Tundra
       *[plain] Tundra
    }
lw-term-terr-volcano = { $case ->
        [nom] der Vulkan
        [acc] den Vulkan
        [dat] dem Vulkan
        [gen] des Vulkans
        [in] im Vulkan
       *[plain] Vulkan
    }
lw-term-border = die Grenze zwischen { $a } und { $b }
lw-term-border_in = an der Grenze zwischen { $a } und { $b }

## Scar effects, by their names on the tokens

lw-term-effect-pack-strength = Rudelstärke (+1 Stärke pro Wolf)
lw-term-effect-plus3 = +3 Stärke
lw-term-effect-box-wolf = Wolf aus der Schachtel
lw-term-effect-flip-honor = Gebietsplättchen wenden
lw-term-effect-points-per-wolf = 1 Punkt pro Wolf
lw-term-effect-points-per-lone = 2 Punkte pro Einsamem Wolf
lw-term-effect-points-per-faceup = 2 Punkte pro offenem Wolf
lw-term-effect-points-low-faceup = 3 Punkte pro offenem 2er-, 3er- oder 4er-Wolf
lw-term-effect-points-if-honor = 5 Punkte mit dem Gebietsplättchen
lw-term-effect_hidden = eine verdeckte Narbe
lw-term-scar_named = die Narbe „{ $effect }“
lw-term-scar_hidden = eine verdeckte Narbe

## Counted words: none, one or more

lw-term-pack_spaces = { $n ->
        [0] kein freies Rudelfeld
        [one] ein freies Rudelfeld
       *[other] { $n } freie Rudelfelder
    }
lw-term-one_of_down = { $n ->
        [0] keine verdeckte Narbe
        [one] die einzige verdeckte Narbe
       *[other] eine der { $n } verdeckten Narben
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

lw-term-risk_sure = der Gegner hat fast sicher so einen Wolf
lw-term-risk_about = mit etwa { $pct } % Wahrscheinlichkeit hat der Gegner so einen Wolf

## What placing a scar does to the margin at once: nothing, a gain, a loss

lw-term-gain_none = ändert sie vorerst nichts
lw-term-gain_more = bringt sie dir sofort etwa { $points } mehr
lw-term-gain_less = kostet sie dich sofort etwa { $points }
