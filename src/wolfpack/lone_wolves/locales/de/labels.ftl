### The words of the Lone Wolves board (headings, tooltips, what to choose), in every
### language; the kit's own words are in wolfpack/widget/locales/<lang>/labels.ftl.
### German uses the published rulebook's terms: Wolf/Wölfe for the cards, Einsamer Wolf, Narbe,
### Rudelfeld, Gebietsplättchen, Mond- and Blutmondplättchen, Schachtel, Anspiel.

lw-label-trick = Stich { $n }/13
lw-label-trump = Trumpf
lw-label-none = keiner
lw-label-moon = Mond
lw-label-blood-moon = Blutmond
lw-label-not-out = noch nicht da
lw-label-strength = Stärke { $n }
lw-label-points = { $n } Pkt.
lw-label-hand = Hand { $n }
lw-label-score = Punkte { $n }
lw-label-lone-wolves = Einsame Wölfe { $n }
lw-label-choose-card = Wähle einen Wolf, dann ein Gebiet.
lw-label-choose-territory = Wähle ein Gebiet für { CARD_ACC($card) }.
lw-label-choose-reveal = Wähle die verdeckte Narbe, die dein 3er-Wolf aufdeckt.
lw-label-choose-take = Wähle die Narbe, die du nimmst.
lw-label-choose-place = Wähle eines deiner freien Rudelfelder für die Narbe.
lw-label-held-mine = Du hast diese Narbe genommen:
lw-label-held-other = { PLAYER($player) } hat diese Narbe genommen:
lw-label-held-hidden = { PLAYER($player) } hat eine verdeckte Narbe genommen.
lw-label-held-hidden-note = Du siehst sie, sobald sie abgelegt ist.
lw-label-place-mine = Lege sie auf eines deiner freien Rudelfelder.
lw-label-place-other = Sie kommt auf ein freies Rudelfeld auf seiner Seite.
lw-label-kind-strength = Stärke für die Seite ihres Besitzers, dort wo sie liegt.
lw-label-kind-now = Wirkt sofort, dort wo sie abgelegt wird.
lw-label-kind-points = Punkte für ihren Besitzer am Spielende, dort wo sie liegt.
lw-label-now-box-wolf = Sofort kommt dort ein Wolf aus der Schachtel verdeckt auf die Seite ihres Besitzers (Stärke 1).
lw-label-now-flip-honor = Sofort wird das Gebietsplättchen dort auf seine andere Seite gedreht.
lw-label-scar-down = Verdeckte Narbe: niemand kennt sie, bis ein 3er-Wolf sie aufdeckt oder jemand sie nimmt.
lw-label-scar-space = Narbenfeld { NTH($index) }
lw-label-face-down = verdeckt
lw-label-empty = leer
lw-label-box = Schachtel
lw-label-honor-back = Rückseite: { $other }
lw-label-tip-honor = Gebietsplättchen: Am Spielende erhält die stärkere Seite hier { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }. Die Rückseite zeigt { $other }; die Narbe „{ $flip }“ dreht es um.
lw-label-tip-moon-here = Hier liegt das Mondplättchen: Wer dieses Gebiet gewinnt, erhält dazu 5 Punkte.
lw-label-tip-blood-moon-here = Hier liegt das Blutmondplättchen: Wer dieses Gebiet gewinnt, erhält dazu 3 Punkte.
lw-label-tip-moon = Mondplättchen (5 Punkte): Es kommt in das erste Gebiet, aus dem das letzte Narbenplättchen genommen wird; dessen Farbe wird Trumpf.
lw-label-tip-blood-moon = Blutmondplättchen (3 Punkte): Es kommt in das zweite Gebiet, aus dem das letzte Narbenplättchen genommen wird; dessen Farbe wird statt der bisherigen Trumpf.
lw-label-tip-count = { $count } von 6 Plätzen belegt: An ein Gebiet passen höchstens 6 Wölfe, beide Seiten zusammen.
lw-label-tip-side = Seite von { PLAYER($player) } { $where }: Stärke { $strength } (Wölfe { $cards }, Narben { $scars }). Endete das Spiel jetzt: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } von hier.
lw-label-tip-lone = Einsame Wölfe auf dem Spielplan: { $n } (je Stärke 1). Bei Punktgleichstand gewinnt, wer mehr Einsame Wölfe hat.
lw-label-tip-trump = Trumpf: Ein Wolf dieser Farbe schlägt jeden Wolf der anderen Farben.
lw-label-tip-no-trump = Noch kein Trumpf: Das Mondplättchen bestimmt ihn.
lw-label-tip-trick = Der laufende Stich: der angespielte Wolf, dann der zweite.
lw-label-result-win = { PLAYER($player) } gewinnt mit { $a } zu { $b } Punkten.
lw-label-result-tiebreak = Gleichstand mit { $a } zu { $b } Punkten: { PLAYER($player) } gewinnt mit mehr Einsamen Wölfen.
lw-label-result-draw = Unentschieden mit { $a } zu { $b } Punkten und gleich vielen Einsamen Wölfen.
lw-label-final-below = Die Endwertung, Gebiet für Gebiet, steht unter dem Spielplan.
lw-label-final = Endwertung
lw-label-final-how = Plättchen sind das Gebietsplättchen und das Mond- oder Blutmondplättchen, die die stärkere Seite erhält. Die Punkte der Gebiete ergeben zusammen die Summen; zeige auf eine Zeile oder wähle sie mit Tab, um die Sätze hervorzuheben, die sie erklären.
lw-label-territory = Gebiet
lw-label-strength-col = Stärke
lw-label-tokens = Plättchen
lw-label-scars = Narben
lw-label-sum = Punkte
lw-label-total = Summe
lw-label-tie = Gleichstand
