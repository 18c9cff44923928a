### The words of The Wolves' term kinds (wolfpack/the_wolves/terms.py), as Fluent terms: a
### word's forms are attributes (.nom/.acc/.dat with the definite article by case, .cap at
### the start of a sentence, .hex a hex of a terrain, .tile its terrain tile, .indef with the
### indefinite article in the accusative, .of whose a piece is), a count is a selector. The
### words follow the published German rules (Alphawolf, Rudelwolf, einsamer Wolf,
### Wolfsabschnitt, Jagdleiste). Terms are no messages: the board never shows them alone;
### the formatters put them into the messages.

## Terrains

-tw-terrain-forest = Wald
    .hex = Waldfeld
    .tile = Waldplättchen
-tw-terrain-rock = Felsen
    .hex = Felsenfeld
    .tile = Felsenplättchen
-tw-terrain-grass = Gras
    .hex = Grasfeld
    .tile = Grasplättchen
-tw-terrain-tundra = Tundra
    .hex = Tundrafeld
    .tile = Tundraplättchen
-tw-terrain-desert = Wüste
    .hex = Wüstenfeld
    .tile = Wüstenplättchen

## Pieces with their definite article by case (the lone wolf is no player's)

-tw-piece-alpha = Alphawolf
    .nom = der Alphawolf
    .acc = den Alphawolf
    .dat = dem Alphawolf
    .cap = Der Alphawolf
-tw-piece-pack = Rudelwolf
    .nom = der Rudelwolf
    .acc = den Rudelwolf
    .dat = dem Rudelwolf
    .cap = Der Rudelwolf
-tw-piece-den = Bau
    .nom = der Bau
    .acc = den Bau
    .dat = dem Bau
    .cap = Der Bau
-tw-piece-lair = Höhle
    .nom = die Höhle
    .acc = die Höhle
    .dat = der Höhle
    .cap = Die Höhle
-tw-piece-lone = einsamer Wolf
    .nom = der einsame Wolf
    .acc = den einsamen Wolf
    .dat = dem einsamen Wolf
    .cap = Der einsame Wolf

## Actions, den tracks, prey, moon phases, rewards (in the accusative)

-tw-action-move = Bewegen
-tw-action-den = Bau graben
-tw-action-lair = Bau zur Höhle aufwerten
-tw-action-howl = Heulen
-tw-action-dominate = Dominieren
-tw-track-pack_spread = Rudelausbreitung
-tw-track-wolf_speed = Wolfsgeschwindigkeit
-tw-track-howl_range = Heulreichweite
-tw-prey-hare = Hase
    .indef = einen Hasen
-tw-prey-boar = Wildschwein
    .indef = ein Wildschwein
-tw-prey-raccoon = Waschbär
    .indef = einen Waschbären
-tw-prey-deer = Hirsch
    .indef = einen Hirsch
-tw-prey-moose = Elch
    .indef = einen Elch
-tw-phase-crescent = Sichelmond
-tw-phase-half = Halbmond
-tw-phase-full = Vollmond
-tw-reward-bonus_terrain = einen Gelände-Bonusmarker
-tw-reward-bonus_action = einen Aktions-Bonusmarker

## Players (counted from 1) and the neutral pack of the two-player game; .of after a noun

-tw-player = Spieler { $n }
    .of = von Spieler { $n }
-tw-neutral = das neutrale Rudel
    .cap = Das neutrale Rudel
    .of = des neutralen Rudels

## Hexes and regions, named by a hex

-tw-hex = Feld { $hex }
    .cap = Feld { $hex }
-tw-region = Region bei Feld { $hex }
-tw-nothing = nichts

## Payments (.dat after "mit"): the home tile, a bonus terrain token, a tile that turns over

-tw-pay-home = das Lebensraumplättchen
    .dat = dem Lebensraumplättchen
-tw-pay-bonus = einen Gelände-Bonusmarker
    .dat = einem Gelände-Bonusmarker
-tw-pay-tile = das { $tile } (Rückseite: { $back })
    .dat = dem { $tile } (Rückseite: { $back })

## Counts

-tw-dist =
    { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    }
-tw-steps =
    { $n ->
        [one] { $n } Schritt
       *[other] { $n } Schritte
    }
-tw-tiles = { $n } Plättchen
# (in the accusative: "du hast keinen Gelände-Bonusmarker")
-tw-bonus =
    { $n ->
        [0] keinen Gelände-Bonusmarker
       *[other] { $n } Gelände-Bonusmarker
    }
-tw-actions =
    { $n ->
        [0] keine Aktion
        [one] { $n } Aktion
       *[other] { $n } Aktionen
    }
-tw-alphas =
    { $n ->
        [one] { $n } Alphawolf
       *[other] { $n } Alphawölfe
    }
-tw-atokens =
    { $n ->
        [0] keine Aktions-Bonusmarker
       *[other] { $n } Aktions-Bonusmarker
    }
-tw-wolves =
    { $n ->
        [one] { $n } Wolf
       *[other] { $n } Wölfe
    }

# Tiles a player shows of a terrain, as the reason of a refusal says it.
-tw-tiles_held =
    { $n ->
        [0] kein Plättchen
       *[other] { $n } Plättchen
    }
# Bonus terrain tokens held, when they are too few (in the accusative).
-tw-bonus_held =
    { $n ->
        [0] keinen Gelände-Bonusmarker
       *[other] { $n } Gelände-Bonusmarker
    }
# Bonus terrain tokens held, as a clause that goes on.
-tw-bonus_has =
    { $n ->
        [0] keinen Gelände-Bonusmarker
       *[other] { $n } Gelände-Bonusmarker
    }
# The bonus terrain tokens left after paying, as a clause.
-tw-bonus_left =
    { $n ->
        [0] du hast keinen Gelände-Bonusmarker mehr
       *[other] du hast noch { $n } Gelände-Bonusmarker
    }
# The alphas, and the pack wolves, of one pack on a hex, with the article.
-tw-alpha_group =
    { $n ->
        [0] kein Alphawolf
        [one] der Alphawolf
       *[other] die { $n } Alphawölfe
    }
-tw-pack_group =
    { $n ->
        [0] kein Rudelwolf
        [one] der Rudelwolf
       *[other] die { $n } Rudelwölfe
    }
