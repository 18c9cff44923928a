### The words of the Triqueta board (towers, stacks, rows, what to choose), in every
### language; the kit's own words are in wolfpack/widget/locales/<lang>/labels.ftl.

tq-label-round = Runde { $round } von { $rounds }
tq-label-tower = Turm { NTH($tower) }
tq-label-tower-tiles =
    { $n ->
        [one] { $n } Tierstein
       *[other] { $n } Tiersteine
    }
tq-label-stack = Stapel { NTH($stack) }
tq-label-current-tower = Aktueller Turm
tq-label-current = aktuell
tq-label-played = gespielt
tq-label-choosable = noch zu spielen
tq-label-row = Reihe { NTH($row) }
tq-label-taken-by = genommen von { TQ_PLAYER($player) }
tq-label-empty-row = leer
tq-label-drawn = Gezogener Tierstein
tq-label-drawn-by = gezogen von { TQ_PLAYER($player) }
tq-label-deciding = jetzt
tq-label-then = danach
tq-label-first-was = erster Tierstein: { $option }
tq-label-box = Schachtel
tq-label-box-help = aus dem Spiel
tq-label-keep = Verdeckt ablegen
tq-label-kept = { $n } von { $limit } verdeckt
tq-label-shadow = Schatten-Tiersteine
tq-label-face-down = Verdeckt
tq-label-you = du
tq-label-in-round = in der Runde
tq-label-sat-out = setzt aus
tq-label-decided = entschieden
tq-label-score =
    { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tq-label-open-score = sichtbar: { $points }
tq-label-hidden = + Verdecktes
tq-label-start-marker = Startmarker
tq-label-trees = Bäume
tq-label-values = Ein Satz: 1 Tierstein 1 Punkt · 2 Tiersteine 2 · genau 3: der Wert des Tiers · 4 oder mehr: −1 je Tierstein über 3
tq-label-now = jetzt
tq-label-plus-one = mit einem Tierstein mehr
tq-label-not-counted = zählt jetzt nicht
tq-label-choose-draw = ziehe von einem Stapel des aktuellen Turms oder nimm eine Tierreihe.
tq-label-choose-draw2 = ziehe zwei Tiersteine: klicke einen Stapel, dann einen zweiten (denselben noch einmal für seine obersten zwei) oder nimm eine Tierreihe.
tq-label-choose-second = jetzt den zweiten Stapel (Stapel { NTH($stack) } noch einmal für seine obersten zwei Tiersteine).
tq-label-choose-place = lege den Tierstein ({ $tile }) ans Ende einer Tierreihe oder verdeckt vor dir ab.
tq-label-choose-place2 = lege den Tierstein ({ $tile }) an eine Tierreihe, verdeckt vor dir ab oder in die Schachtel (jeder helle Tierstein eine andere Option).
tq-label-choose-tower = wähle den Turm für die nächste Runde.
tq-label-choose-count = wähle, welche verdeckten Tiersteine zählen.
tq-label-count-title = Welche verdeckten Tiersteine zählen?
tq-label-count-none = keiner
tq-label-count-points =
    { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tq-label-final = Endwertung
tq-label-total = Summe
tq-label-trees1 = Bäume
tq-label-marker = Startmarker
tq-label-revealed = Aufgedeckt
tq-label-boxed = ungesehen in die Schachtel
tq-label-wins = { $players } gewinnt
tq-label-share = { $players } teilen sich den Sieg
tq-label-hidden-wolves = Hidden Wolves
tq-label-base-game = Grundspiel
tq-label-variant = 2-Personen-Variante
tq-label-leftover = in gespielten Türmen übrig, ungesehen aus dem Spiel: { $n }
tq-label-box-count = in der Schachtel: { $n }
tq-label-player = Spieler
tq-label-nothing = —
