### The tasks and questions of the tutorial on Triqueta (``tutorials/05-triqueta.md``).

tut-tq-ask-row = Nimm die Tierreihe, die dir jetzt gerade am meisten Punkte bringt.
tut-tq-ask-keep = Versuch, den gezogenen Tierstein verdeckt vor dir abzulegen, lies, warum das nicht geht, und leg ihn dann dorthin, wo er hin darf.
tut-tq-ask-count = Wähle, welche deiner verdeckten hellen Tiersteine zählen, sodass du die meisten Punkte bekommst.
tut-tq-right = Richtig, genau so.
tut-tq-drew = Du hast einen Tierstein gezogen; die Aufgabe verlangt aber, eine Tierreihe zu nehmen. Klick auf „Noch einmal“.
tut-tq-row-gain = Tierreihe { NTH($row) } bringt dir { TQ_POINTS($points) } mehr.
tut-tq-row-loss = Tierreihe { NTH($row) } kostet dich { TQ_POINTS($points) }.
tut-tq-row-none = Tierreihe { NTH($row) } ändert an deinem Punktestand nichts.
tut-tq-row-better = Eine andere Tierreihe bringt mehr. Zähl, was jede Tierreihe deinen Sätzen bringen würde, und klick dann auf „Noch einmal“.
tut-tq-count-score = Dein Punktestand ist jetzt { $points }.
tut-tq-count-better = Eine andere Wahl bringt mehr Punkte. Schau dir jeden verdeckten Tierstein an: Vervollständigt er einen Satz, oder verdirbt er einen? Klick auf „Noch einmal“.
tut-tq-set-why = Ein Tierstein 1 Punkt, zwei 2, genau drei der Wert des Tiers; ab dem vierten ist der Satz 0 wert, und jeder Tierstein über drei kostet einen Punkt.
tut-tq-wolf-why = Neun der fünfzehn Schatten-Tiersteine sind Wölfe: 9/15 = 3/5.
tut-tq-wolf-hint = Zähl die Schatten-Tiersteine und die Wölfe darunter.
tut-tq-options-hint = Lies auf dem Spielbrett nach, was bei jeder Option für den zweiten Tierstein steht.
tut-tq-option-place = { $n }: an Tierreihe { NTH($row) } anlegen
tut-tq-option-keep = { $n }: verdeckt vor dir ablegen
tut-tq-option-box = { $n }: in die Schachtel zurücklegen
tut-tq-table-head = Tier          1 Stein 2   3   4   5 Steine
