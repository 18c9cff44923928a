### The words of the tutorials' feedback, in English, German and Japanese.

## An exercise's verdict

tut-right = Richtig: '{ LW_MOVE($move) }' erfüllt die Aufgabe.
tut-illegal = Nicht erlaubt: '{ LW_MOVE($move) }'.
tut-missed = '{ LW_MOVE($move) }' ist ein erlaubter Zug, erfüllt aber die Aufgabe nicht.
tut-unanswered = Noch nicht beantwortet: Schreib deine Antwort hinter 'answer =' und führe die Zelle noch einmal aus.
tut-unanswered-board = Noch nicht beantwortet: Mach deinen Zug auf dem Spielbrett oben und führe dann diese Zelle noch einmal aus.
tut-puzzle-try_first = Versuch dich zuerst selbst am Rätsel: Mach deinen Zug auf seinem Spielbrett und führe dann diese Zelle noch einmal aus.

## Answers that are not moves

tut-answer-right = Richtig: { $answer }.
tut-answer-wrong = Nicht ganz: deine Antwort war { $answer }, richtig ist { $expected }.
tut-predict-right = Richtig: { PLAYER($player) } gewinnt diesen Stich.
tut-predict-wrong = Nicht ganz: { PLAYER($player) } gewinnt diesen Stich.
tut-strength-right = Richtig: { PLAYER($player) } hat { TERR_IN($territory) } die Stärke { $strength }.
tut-strength-wrong = Nicht ganz: { PLAYER($player) } hat { TERR_IN($territory) } die Stärke { $strength }.
tut-strength-why = Offene Wölfe zählen ihren Wert, jeder Einsame Wolf zählt 1, und Narben mit Stärke zählen dazu.
tut-territory-right = Richtig: { PLAYER($player) } gewinnt { TERR_ACC($territory) }; dort hat Spieler 1 die Stärke { $s0 }, Spieler 2 die Stärke { $s1 }.
tut-territory-wrong = Nicht ganz: { PLAYER($player) } gewinnt { TERR_ACC($territory) }; dort hat Spieler 1 die Stärke { $s0 }, Spieler 2 die Stärke { $s1 }.
tut-territory-tie = Die Stärke { TERR_IN($territory) } ist gleich, { $s0 } zu { $s1 }: niemand gewinnt das Gebiet (die Antwort ist 0).

## The nine scar effects

tut-scar-col-effect = Narbe
tut-scar-col-when = Wann sie wirkt
tut-scar-col-what = Was sie bewirkt
tut-scar-when-now = Sofort
tut-scar-when-strength = Am Ende: Stärke
tut-scar-when-points = Am Ende: Punkte
tut-scar-pack_strength = Deine Seite dieses Gebiets bekommt +1 Stärke für jeden deiner Wölfe dort, Einsame Wölfe mitgezählt.
tut-scar-plus3 = Deine Seite dieses Gebiets bekommt +3 Stärke.
tut-scar-box_wolf = Ein Wolf, den niemand gesehen hat, kommt aus der Schachtel und liegt verdeckt auf deiner Seite dieses Gebiets: ein Einsamer Wolf mehr (nicht, wenn das Gebiet voll ist).
tut-scar-flip_honor = Das Gebietsplättchen dieses Gebiets wird umgedreht und zeigt seinen anderen Wert.
tut-scar-points_per_wolf = 1 Punkt für jeden deiner Wölfe in diesem Gebiet, Einsame Wölfe mitgezählt.
tut-scar-points_per_lone = 2 Punkte für jeden deiner Einsamen Wölfe in diesem Gebiet.
tut-scar-points_per_faceup = 2 Punkte für jeden deiner offenen Wölfe in diesem Gebiet.
tut-scar-points_low_faceup = 3 Punkte für jeden deiner offenen 2er-, 3er- und 4er-Wölfe in diesem Gebiet.
tut-scar-points_if_honor = 5 Punkte, wenn du das Gebietsplättchen dieses Gebiets gewinnst.

## Goals: what a move should achieve

tut-goal-wins_trick = Damit geht der Stich verloren.
tut-goal-loses_trick = Damit gewinnst du den Stich, die Aufgabe war aber, ihn zu verlieren.
tut-goal-lead_beaten = Der Gegner könnte mit { CARD_DAT($card) } antworten und den Stich gewinnen.
tut-goal-lead_unbeaten = Was der Gegner auch spielt, dieser Wolf gewinnt den Stich.
tut-goal-one_of = Die Aufgabe meint einen anderen Zug: { $moves }.

## Puzzles: the exact solver's view

tut-puzzle-goal_met = Bei bestem Spiel beider Seiten von hier an wird das Ziel erreicht.
tut-puzzle-goal_missed = Bei bestem Spiel beider Seiten von hier an wird das Ziel nicht erreicht.
tut-puzzle-value = Nach '{ LW_MOVE($move) }' { $result ->
        [win] gewinnt { PLAYER($player) } bei bestem Spiel beider Seiten mit { $points } { $points ->
            [one] Punkt
           *[other] Punkten
        } Vorsprung
        [level] endet die Partie bei bestem Spiel beider Seiten punktgleich
       *[loss] verliert { PLAYER($player) } bei bestem Spiel beider Seiten mit { $points } { $points ->
            [one] Punkt
           *[other] Punkten
        } Rückstand
    }; der beste Zug bringt { $best_result ->
        [win] einen Sieg mit { $best_points } { $best_points ->
            [one] Punkt
           *[other] Punkten
        } Vorsprung
        [level] ein Unentschieden
       *[loss] eine Niederlage mit nur { $best_points } { $best_points ->
            [one] Punkt
           *[other] Punkten
        } Rückstand
    }.
tut-puzzle-best = Auch das ist einer der besten Züge: Bei bestem Spiel beider Seiten { $result ->
        [win] gewinnt { PLAYER($player) } mit { $points } { $points ->
            [one] Punkt
           *[other] Punkten
        } Vorsprung
        [level] endet die Partie punktgleich
       *[loss] verliert { PLAYER($player) } nur mit { $points } { $points ->
            [one] Punkt
           *[other] Punkten
        } Rückstand
    }, und kein anderer Zug ist besser.
tut-puzzle-solution = Lösung: '{ LW_MOVE($move) }'.
tut-puzzle-solver = Der exakte Löser stimmt zu: '{ LW_MOVE($move) }' ist einer der besten Züge (gelöst in { SECONDS($seconds) } s).
tut-puzzle-line = Die beste Fortsetzung: { LW_LINE($line) }.

## What a goal looked at

tut-fact-territory = Am Ende hat Spieler 1 { TERR_IN($territory) } die Stärke { $s0 }, Spieler 2 die Stärke { $s1 }.
tut-fact-trump = Trumpf im Verlauf des Spiels: { TRUMPS($suits) }.
tut-fact-score = Die Partie endet { $p0 } zu { $p1 }.

## The final scoring, territory by territory

tut-score-side = { PLAYER($player) }: Stärke { $total } (Wölfe samt Einsamen Wölfen { $cards }, Narben { $scars }).
