### The coach's words for Triqueta: hints, their reasons and their figures.

tq-hint-draw = Vorschlag: ziehe von Stapel { NTH($stack) }.
tq-hint-draw_shadow = Vorschlag: ziehe den Schatten-Tierstein von Stapel { NTH($stack) }; er kommt verdeckt zu dir und zählt immer.
tq-hint-draw2 = Vorschlag: ziehe von Stapel { NTH($a) } und Stapel { NTH($b) }.
tq-hint-draw2_same = Vorschlag: ziehe die obersten zwei Tiersteine von Stapel { NTH($stack) }.
tq-hint-take = Vorschlag: nimm Tierreihe { NTH($row) } ({ TQ_ROW($tiles) }): dein Punktestand ändert sich von { $before } auf { $after }.
tq-hint-place = Vorschlag: lege den Tierstein ({ TQ_TILE($tile) }) ans Ende von Tierreihe { NTH($row) }.
tq-hint-keep = Vorschlag: lege den Tierstein ({ TQ_TILE($tile) }) verdeckt vor dir ab; nur du kennst ihn ({ $kept }. von höchstens 2 im ganzen Spiel).
tq-hint-box = Vorschlag: lege den Tierstein ({ TQ_TILE($tile) }) in die Schachtel zurück: niemand bekommt ihn.
tq-hint-tower = Vorschlag: wähle Turm { NTH($tower) } ({ TQ_COUNT($tiles) }, darunter { TQ_SHADOWS($shadows) }).
tq-hint-count = Vorschlag: { TQ_COUNT_DO($tiles) }.
tq-hint-complete = Du hast 2 { TQ_ANIMALS($animal) }: ein dritter Tierstein macht eine Triqueta, die { TQ_POINTS($value) } bringt (noch ungesehen: { TQ_COUNT($unseen) }).
tq-hint-spoil_risk = Deine Triqueta ({ TQ_ANIMALS($animal) }, { TQ_POINTS($value) }) geht mit einem vierten Tierstein verloren (noch ungesehen: { TQ_COUNT($unseen) }).
tq-hint-shadow_odds = Noch nicht gesehene Schatten-Tiersteine: { $unseen }; davon Wölfe: { $wolves }.
tq-hint-principle = Worauf es jetzt ankommt: Drei Tiersteine eines Tiers bringen seinen vollen Wert, ein vierter verdirbt den Satz. Nimm Tiersteine, die einen Satz vollständig machen, und lass die liegen, die einen verderben würden.
tq-hint-value-ahead = Der Computer hat diese Wahl in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } vor dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
tq-hint-value-behind = Der Computer hat diese Wahl in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } hinter dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
tq-hint-value-level = Der Computer hat diese Wahl in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen aller Spieler bis zum Ende weiter. Mit dieser Wahl lagst du am Ende im Durchschnitt etwa gleichauf mit dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Möglichkeiten miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
