### The words of Lone Wolves hints and solver verdicts, in English, German and Japanese.

## The recommended move

lw-hint-best-lead = Vorschlag: spiele { CARD_ACC($card) } an und lege ihn in { TERR_ACC($territory) }.
lw-hint-best-follow = Vorschlag: antworte mit { CARD_DAT($card) } und lege ihn in { TERR_ACC($territory) }.
lw-hint-best-reveal = Vorschlag: decke Narbenfeld { NTH($index) } { TERR_GEN($territory) } auf.
lw-hint-best-take_up = Vorschlag: nimm die offene Narbe von Feld { NTH($index) } { TERR_GEN($territory) }: { EFFECT($effect) }.
lw-hint-best-take_down = Vorschlag: nimm die verdeckte Narbe von Feld { NTH($index) } { TERR_GEN($territory) }; im Schnitt nützt dir eine ungesehene Narbe mehr als die offenen.
lw-hint-best-place = Vorschlag: lege die Narbe ({ EFFECT($effect) }) auf ein Rudelfeld { LOC_IN($location) }.

## Why: the trick

lw-hint-wins_trick = Damit schlägst du { CARD_ACC($other) } und gewinnst den Stich; dein Wolf bleibt offen mit voller Stärke liegen.
lw-hint-wins_two_seven = Dein 2er-Wolf schlägt { CARD_ACC($other) }, denn ein 2er-Wolf schlägt den 7er-Wolf seiner Farbe: du gewinnst den Stich.
lw-hint-loses_two_seven = Gegen { CARD_ACC($other) } verliert dein 7er-Wolf, denn ein 2er-Wolf schlägt den 7er-Wolf seiner Farbe: dein Wolf wird ein Einsamer Wolf mit Stärke 1.
lw-hint-loses_trick = Damit kannst du { CARD_ACC($other) } nicht schlagen: dein Wolf wird ein Einsamer Wolf mit Stärke 1.
lw-hint-lead_safe = Kein Wolf, den du noch nicht gesehen hast, kann deinen schlagen: du gewinnst den Stich.
lw-hint-lead_risk = { $n ->
        [one] Ein Wolf, den du noch nicht gesehen hast, könnte deinen schlagen; mit etwa { $pct } % Wahrscheinlichkeit hat der Gegner ihn.
       *[other] { $n } Wölfe, die du noch nicht gesehen hast, könnten deinen schlagen; mit etwa { $pct } % Wahrscheinlichkeit hat der Gegner einen davon.
    }
lw-hint-lead_risk_sure = { $n ->
        [one] Ein Wolf, den du noch nicht gesehen hast, könnte deinen schlagen, und der Gegner hat ihn fast sicher.
       *[other] { $n } Wölfe, die du noch nicht gesehen hast, könnten deinen schlagen, und der Gegner hat fast sicher einen davon.
    }
lw-hint-trump = Dein Wolf ist Trumpf ({ SUIT($suit) }).
lw-hint-keeps = Du behältst { CARD_ACC($card) } für einen späteren Stich.
lw-hint-as_lone = Er verliert den Stich wohl und bleibt dann als Einsamer Wolf mit Stärke 1 dort liegen; so wird er hier gezählt.
lw-hint-as_lone_sure = Er verliert den Stich und bleibt dann als Einsamer Wolf mit Stärke 1 dort liegen; so wird er hier gezählt.

## Why: the territory

lw-hint-secures = Damit liegst du { TERR_IN($territory) } mit { $own } zu { $opp } Stärke vorn: Dort geht es um { POINTS($points) }.
lw-hint-strengthens = Damit baust du deine Führung { TERR_IN($territory) } aus: Stärke { $own } zu { $opp }.
lw-hint-levels = Damit gleichst du { TERR_IN($territory) } aus ({ $own } zu { $opp }): so würde dort niemand das Gebietsplättchen gewinnen.
lw-hint-concedes = Du überlässt { TERR_ACC($territory) } vorerst dem Gegner (Stärke { $own } zu { $opp }).

## Why: scars

lw-hint-scar_buy = Geht der Stich verloren, bringt er dir { SCAR_NAMED($effect) } aus { TERR_DAT($territory) }.
lw-hint-scar_buy_sure = Der verlorene Stich bringt dir { SCAR_NAMED($effect) } aus { TERR_DAT($territory) }.
lw-hint-no_scar = Ein verlorener Stich bringt dort nichts: { TERR_IN($territory) } liegt keine Narbe mehr.
lw-hint-place_gain = Dort { LW_GAIN($gain) }.
lw-hint-moon = Es ist die letzte Narbe dort: über { TERR_DAT($territory) } geht der Mond auf, und { SUIT($suit) } wird Trumpf.
lw-hint-blood_moon = Es ist die letzte Narbe dort: über { TERR_DAT($territory) } geht der Blutmond auf, und { SUIT($suit) } wird Trumpf.

## Values

lw-hint-principle-lead = Worauf es jetzt ankommt: Ein starker Wolf, den du früh ausspielst, fehlt dir später in den Stichen, die über die Gebiete entscheiden. Spiele einen Wolf an, den du verlieren kannst, in ein Gebiet, in dem dir die Narbe hilft, die du dann nimmst.
lw-hint-principle-follow = Worauf es jetzt ankommt: Gewinne den Stich mit dem schwächsten Wolf, der ihn noch gewinnt, oder verliere ihn mit deinem niedrigsten Wolf dort, wo dir die Narbe am meisten bringt.
lw-hint-principle-scar = Worauf es jetzt ankommt: Nimm die Narbe und lege sie dorthin, wo sie deiner Seite die meisten Punkte bringt.
lw-hint-line = So kann es weitergehen, wenn die Wölfe, die du nicht siehst, so verteilt sind und ihr beide ab hier am besten spielt:
lw-hint-pimc-ahead = Wir haben die Wölfe und Narben, die du nicht siehst, auf { $n } verschiedene Arten verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit diesem Zug liegst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } vorn und gewinnst { CHANCE($chance) }.
lw-hint-pimc-behind = Wir haben die Wölfe und Narben, die du nicht siehst, auf { $n } verschiedene Arten verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit diesem Zug liegst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } hinten und gewinnst { CHANCE($chance) }: Kein anderer Zug schneidet besser ab.
lw-hint-pimc-level = Wir haben die Wölfe und Narben, die du nicht siehst, auf { $n } verschiedene Arten verteilt und jede Verteilung mit den besten Zügen für euch beide zu Ende gespielt. Mit diesem Zug steht es am Ende im Durchschnitt etwa unentschieden, und du gewinnst { CHANCE($chance) }.
lw-hint-value-ahead = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } vorn und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
lw-hint-value-behind = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } hinten und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
lw-hint-value-level = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen von euch beiden bis zum Ende weiter. Mit diesem Zug stand es am Ende im Durchschnitt etwa unentschieden und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als deine. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
lw-hint-lead_safe_open = Der Gegner hat keinen Wolf, der deinen schlagen kann: du gewinnst den Stich.
lw-hint-lead_risk_open = { $n ->
        [one] Der Gegner hat einen Wolf auf der Hand, der deinen schlagen kann.
       *[other] Der Gegner hat { $n } Wölfe auf der Hand, die deinen schlagen können.
    }
lw-hint-solver = Wenn alle Wölfe offen liegen und beide bestmöglich spielen, gewinnt { PLAYER($player) } und liegt am Ende { POINTS($margin) } vorn.
lw-hint-solver_level = Wenn alle Wölfe offen liegen und beide bestmöglich spielen, endet die Partie punktgleich; dann entscheiden die Einsamen Wölfe.
