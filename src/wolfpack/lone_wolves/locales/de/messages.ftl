### Every Lone Wolves message in English, German and Japanese, keyed by message id.

## Events: what just happened

lw-ev-lead = { PLAYER($player) } spielt { CARD_ACC($card) } an und legt ihn in { TERR_ACC($territory) }.
lw-ev-follow = { PLAYER($player) } antwortet mit { CARD_DAT($card) } und legt ihn in { TERR_ACC($territory) }.
lw-ev-follow_other = { PLAYER($player) } hat keinen Wolf der Farbe { SUIT($led) }, antwortet mit { CARD_DAT($card) } und legt ihn in { TERR_ACC($territory) }.
lw-ev-three_nothing = Ein 3er-Wolf wurde gespielt, aber { TERR_IN($territory) } liegt keine verdeckte Narbe.
lw-ev-reveal = Der 3er-Wolf deckt Narbenfeld { NTH($index) } { TERR_GEN($territory) } auf: { EFFECT($effect) }.
lw-ev-win_higher_led = { PLAYER($player) } gewinnt den Stich, denn { CARD_NOM($card) } ist der stärkere Wolf der angespielten Farbe { SUIT($led) }.
lw-ev-win_higher_trump = { PLAYER($player) } gewinnt den Stich: Beide Wölfe sind Trumpf ({ SUIT($trump) }), und { CARD_NOM($card) } ist stärker.
lw-ev-win_off_suit = { PLAYER($player) } gewinnt den Stich mit { CARD_DAT($card) }: { CARD_NOM($other) } gehört weder zur angespielten Farbe { SUIT($led) } noch zum Trumpf und kann daher nicht gewinnen.
lw-ev-win_trump = { PLAYER($player) } gewinnt den Stich, denn { CARD_NOM($card) } ist Trumpf ({ SUIT($trump) }) und schlägt { CARD_ACC($other) }.
lw-ev-win_two_takes_seven = { PLAYER($player) } gewinnt den Stich: Der 2er-Wolf schlägt den 7er-Wolf seiner Farbe, also gewinnt { CARD_NOM($card) } gegen { CARD_ACC($other) }.
lw-ev-lone_wolf = { PLAYER($player) } hat den Stich verloren, also wird { CARD_NOM($card) } { TERR_IN($territory) } umgedreht und ist nun ein Einsamer Wolf mit Stärke 1.
lw-ev-no_scar = { PLAYER($player) } bekommt keine Narbe: { TERR_IN($territory) } liegt keine mehr.
lw-ev-take_up = { PLAYER($player) } nimmt die offene Narbe von Feld { NTH($index) } { TERR_GEN($territory) }: { EFFECT($effect) }.
lw-ev-take_down = { PLAYER($player) } nimmt die verdeckte Narbe von Feld { NTH($index) } { TERR_GEN($territory) } und sieht sie sich an.
lw-ev-moon = Die letzte Narbe hat { TERR_ACC($territory) } verlassen: dort geht der Mond auf, und ab dem nächsten Stich ist { SUIT($suit) } Trumpf.
lw-ev-blood_moon = Als zweites Gebiet hat { TERR_NOM($territory) } keine Narben mehr: dort geht der Blutmond auf. Ab dem nächsten Stich ist { SUIT($suit) } Trumpf, { SUIT($old) } nicht mehr.
lw-ev-emptied_late = Auch { TERR_NOM($territory) } hat keine Narben mehr, doch Mond und Blutmond liegen schon: Es ändert sich nichts.
lw-ev-place = { PLAYER($player) } legt die Narbe offen auf ein Rudelfeld { LOC_IN($location) }: { EFFECT($effect) }.
lw-ev-box_wolf = Wolf aus der Schachtel: ein ungesehener Wolf wird verdeckt als Einsamer Wolf auf der Seite von { PLAYER($player) } an { TERR_ACC($territory) } angelegt.
lw-ev-box_wolf_full = Wolf aus der Schachtel: { TERR_NOM($territory) } ist schon voll, dort kommt kein Wolf hinzu.
lw-ev-box_wolf_empty = Wolf aus der Schachtel: Die Schachtel ist leer, { TERR_NOM($territory) } bekommt nichts.
lw-ev-flip_honor = Gebietsplättchen wenden: Das Gebietsplättchen { TERR_GEN($territory) } zeigt jetzt { $value }.
lw-ev-next_lead = { PLAYER($player) } hat den Stich gewonnen und spielt den { $trick }. Stich an.
lw-ev-game_over = Nach 13 Stichen haben beide keine Wölfe mehr auf der Hand: Das Spiel ist vorbei.

## Why a move is legal

lw-why-lead = Du spielst an: Du darfst jeden Wolf in jedes Gebiet legen, das noch nicht voll ist; { TERR_NOM($territory) } hat { $count } von 6 Plätzen belegt.
lw-why-follow_suit = Mit { CARD_DAT($card) } bedienst du die angespielte Farbe { SUIT($led) }; { TERR_NOM($territory) } hat { $count } von 6 Plätzen belegt.
lw-why-follow_free = Du hast keinen Wolf der angespielten Farbe { SUIT($led) }, also darfst du jeden Wolf spielen; { TERR_NOM($territory) } hat { $count } von 6 Plätzen belegt.
lw-note-three = Als 3er-Wolf deckt dieser Wolf dort { ONE_OF_DOWN($down) } auf.
lw-note-trump = Trumpf ist { SUIT($suit) }.
lw-note-would_win = Dieser Wolf würde den Stich gegen { CARD_ACC($other) } gewinnen.
lw-note-would_lose = Dieser Wolf würde den Stich gegen { CARD_ACC($other) } verlieren und ein Einsamer Wolf werden.
lw-note-two_takes_seven = Hier schlägt der 2er-Wolf den 7er-Wolf derselben Farbe.
lw-why-reveal = Auf Narbenfeld { NTH($index) } { TERR_GEN($territory) } liegt eine verdeckte Narbe; dein 3er-Wolf darf sie aufdecken.
lw-why-take_up = Du hast den Stich verloren und nimmst { SCAR_NAMED($effect) } von Feld { NTH($index) } { TERR_GEN($territory) }.
lw-why-take_down = Du hast den Stich verloren und nimmst eine Narbe aus { TERR_DAT($territory) }: die Narbe auf Feld { NTH($index) } ist verdeckt, eine Überraschung.
lw-note-moon_next = Es ist die letzte Narbe dort: Der Mond geht auf, und { SUIT($suit) } wird Trumpf.
lw-note-blood_next = Es ist die letzte Narbe dort: Der Blutmond geht auf, und { SUIT($suit) } löst { SUIT($old) } als Trumpf ab.
lw-why-place = Auf deiner Seite gibt es { LOC_IN($location) } noch { PACK_SPACES($free) }; der Effekt der Narbe zählt dort.
lw-why-place_border = Das Feld { LOC_IN($location) } ist auf deiner Seite frei; eine Narbe dort zählt für beide Gebiete.
lw-note-box_wolf = Der Wolf aus der Schachtel wirkt sofort: ist Platz, wird ein ungesehener Wolf aus der Schachtel auf deiner Seite an { TERR_ACC($territory) } angelegt.
lw-note-flip_honor = Das Wenden wirkt sofort: Das Gebietsplättchen { TERR_GEN($territory) } wechselt von { $old } auf { $new }.

## Why a move is not legal

lw-no-over = Das Spiel ist vorbei: alle 13 Stiche sind gespielt.
lw-no-expect_play = Jetzt spielt { PLAYER($player) } einen Wolf aus; Eingabe z. B. 'play g6 swamp'.
lw-no-expect_reveal = Gerade wurde ein 3er-Wolf gespielt: wähle zuerst die verdeckte Narbe, die er aufdeckt, z. B. 'reveal 1'.
lw-no-expect_take = Wer den Stich verloren hat, nimmt jetzt eine Narbe aus { TERR_DAT($territory) }; Eingabe z. B. 'take 0' für das erste Narbenfeld.
lw-no-expect_place = Die eben genommene Narbe muss jetzt auf ein Rudelfeld gelegt werden, z. B. 'place tundra'.
lw-no-not_in_hand = Du hast { CARD_ACC($card) } nicht auf der Hand.
lw-no-must_follow = Du hast { CARD_ACC($held) }, also musst du { SUIT($led) } bedienen; { CARD_NOM($card) } hat nicht die Farbe { SUIT($led) }.
lw-no-full = Dort ist kein Platz mehr: { TERR_IN($territory) } liegen schon 6 Wölfe.
lw-no-reveal_space = Auf Narbenfeld { NTH($index) } { TERR_GEN($territory) } liegt keine verdeckte Narbe.
lw-no-take_space = Narbenfeld { NTH($index) } { TERR_GEN($territory) } ist leer; nimm eine Narbe, die noch in diesem Gebiet liegt.
lw-no-reveal_no_space = Dieses Narbenfeld gibt es nicht, denn { TERR_NOM($territory) } hat { $spaces ->
        [one] nur ein Narbenfeld
       *[other] nur { $spaces } Narbenfelder
    }.
lw-no-take_no_space = Dieses Narbenfeld gibt es nicht, denn { TERR_NOM($territory) } hat { $spaces ->
        [one] nur ein Narbenfeld
       *[other] nur { $spaces } Narbenfelder
    }.
lw-no-place_full = Auf deiner Seite ist { LOC_IN($location) } kein Rudelfeld mehr frei.
lw-no-no_borders = Dieser Gebietsplan hat keine Grenzfelder: Es gibt sie nur im Fortgeschrittenenspiel.
lw-no-not_neighbours = Ein Grenzfeld liegt nur zwischen zwei benachbarten Gebieten.

## Final scoring

lw-score-won = { TERR($territory) }: Stärke { $s0 } zu { $s1 }, { PLAYER($player) } gewinnt das Gebietsplättchen im Wert von { $value }.
lw-score-tie = { TERR($territory) }: Stärke { $s0 } zu { $s1 }, Gleichstand: niemand erhält die Plättchen dieses Gebiets.
lw-score-moon = { PLAYER($player) } erhält dazu das Mondplättchen { TERR_IN($territory) }: 5 Punkte.
lw-score-blood_moon = { PLAYER($player) } erhält dazu das Blutmondplättchen { TERR_IN($territory) }: 3 Punkte.
lw-score-scar = Wertung { TERR_GEN($territory) }: Die Narbe „{ EFFECT($effect) }“ von { PLAYER($player) } { LOC_IN($location) } bringt { POINTS($points) }.
lw-score-scar_here = Wertung { TERR_GEN($territory) }: Die Narbe „{ EFFECT($effect) }“ von { PLAYER($player) } bringt dort { POINTS($points) }.
lw-score-result = Endstand { $p0 } zu { $p1 }: { PLAYER($player) } gewinnt.
lw-score-tiebreak = Endstand { $p0 } zu { $p1 }, Gleichstand: { PLAYER($player) } gewinnt mit mehr Einsamen Wölfen ({ $l0 } zu { $l1 }).
lw-score-draw = Endstand { $p0 } zu { $p1 }, Einsame Wölfe { $l0 } zu { $l0 }: unentschieden.
