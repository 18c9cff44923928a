### The words of Lone Wolves' term kinds (wolfpack/lone_wolves/terms.py), as Fluent terms:
### suits, cards, territories with their German cases, scar effects, border spaces and
### counted words. A word's forms are attributes (German .nom/.acc/.dat/.gen with the
### definite article by case, .in the place a thing is in); a language without a form
### leaves it out and the term's value stands for it. A count is a selector on $n. Terms are
### no messages: the board never shows them alone; the formatters put them into the messages.

## Suits: the word (SUIT, CARD), and in German the adjective with its article in the
## case a card is named in (CARD_NOM, CARD_ACC, CARD_DAT: "den roten 4er-Wolf")

-lw-suit-k = Schwarz
    .nom = der schwarze
    .acc = den schwarzen
    .dat = dem schwarzen
-lw-suit-b = Hellbraun
    .nom = der hellbraune
    .acc = den hellbraunen
    .dat = dem hellbraunen
-lw-suit-g = Grün
    .nom = der grüne
    .acc = den grünen
    .dat = dem grünen
-lw-suit-w = Weiß
    .nom = der weiße
    .acc = den weißen
    .dat = dem weißen
-lw-suit-r = Rot
    .nom = der rote
    .acc = den roten
    .dat = dem roten
-lw-suit-none = keine
-lw-no-trump = keiner
-lw-then = { $first }, dann { $next }

## Cards: a label ("Red 4"), and a card named in a sentence (in German a wolf)

-lw-card = { $suit } { $rank }
-lw-card-case = { $suit } { $rank }er-Wolf

## Territories: the word, in German with its article in each case, and where (TERR_IN)

-lw-terr-cave = Höhle
    .nom = die Höhle
    .acc = die Höhle
    .dat = der Höhle
    .gen = der Höhle
    .in = in der Höhle
-lw-terr-desert = Wüste
    .nom = die Wüste
    .acc = die Wüste
    .dat = der Wüste
    .gen = der Wüste
    .in = in der Wüste
-lw-terr-swamp = Sumpf
    .nom = der Sumpf
    .acc = den Sumpf
    .dat = dem Sumpf
    .gen = des Sumpfes
    .in = im Sumpf
-lw-terr-tundra = Tundra
    .nom = die Tundra
    .acc = die Tundra
    .dat = der Tundra
    .gen = der Tundra
    .in = in der Tundra
-lw-terr-volcano = Vulkan
    .nom = der Vulkan
    .acc = den Vulkan
    .dat = dem Vulkan
    .gen = des Vulkans
    .in = im Vulkan
-lw-border = die Grenze zwischen { $a } und { $b }
-lw-border-in = an der Grenze zwischen { $a } und { $b }

## Scar effects, by their names on the tokens

-lw-effect-pack-strength = Rudelstärke (+1 Stärke pro Wolf)
-lw-effect-plus3 = +3 Stärke
-lw-effect-box-wolf = Wolf aus der Schachtel
-lw-effect-flip-honor = Gebietsplättchen wenden
-lw-effect-points-per-wolf = 1 Punkt pro Wolf
-lw-effect-points-per-lone = 2 Punkte pro Einsamem Wolf
-lw-effect-points-per-faceup = 2 Punkte pro offenem Wolf
-lw-effect-points-low-faceup = 3 Punkte pro offenem 2er-, 3er- oder 4er-Wolf
-lw-effect-points-if-honor = 5 Punkte mit dem Gebietsplättchen
-lw-effect-hidden = eine verdeckte Narbe
-lw-scar-named = die Narbe „{ $effect }“
-lw-scar-hidden = eine verdeckte Narbe

## Counted words: none, one or more

-lw-pack-spaces =
    { $n ->
        [0] kein freies Rudelfeld
        [one] ein freies Rudelfeld
       *[other] { $n } freie Rudelfelder
    }
-lw-one-of-down =
    { $n ->
        [0] keine verdeckte Narbe
        [one] die einzige verdeckte Narbe
       *[other] eine der { $n } verdeckten Narben
    }

## How likely the opponent can beat a lead: almost surely from 95 %, else about so much

-lw-risk-sure = der Gegner hat fast sicher so einen Wolf
-lw-risk-about = mit etwa { $pct } % Wahrscheinlichkeit hat der Gegner so einen Wolf

## What placing a scar does to the margin at once: nothing, a gain, a loss

-lw-gain-none = ändert sie vorerst nichts
-lw-gain-more = bringt sie dir sofort etwa { $points } mehr
-lw-gain-less = kostet sie dich sofort etwa { $points }
