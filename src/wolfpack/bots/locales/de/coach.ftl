### Game-agnostic hint words, for games whose adapter has no words of its own yet, and the words
### every hint shares: numbers in each language's own format and chances in plain words ("about
### 3 games in 4") instead of percentages.

bot-hint-best = Vorschlag: '{ $move }'.
bot-hint-value-ahead = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } vor dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
bot-hint-value-behind = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im Durchschnitt { POINTS_AMOUNT($points) } hinter dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
bot-hint-value-level = Der Computer hat diesen Zug in { $n } Probepartien ausprobiert: In jeder ging es von hier aus mit zufälligen Zügen bis zum Ende weiter. Mit diesem Zug lagst du am Ende im Durchschnitt etwa gleichauf mit dem besten anderen Spieler und hast { CHANCE_PAST($chance) } gewonnen. Zufällige Züge sind viel schlechter als echtes Spiel. Die Zahlen helfen dir also nur, die Züge miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
bot-hint-only = Es ist der einzige Zug, der hier erlaubt ist.
bot-hint-unclear = In der verfügbaren Zeit konnte der Computer die { $n } möglichen Züge kaum unterscheiden: Soweit er sehen kann, sind sie etwa gleich gut. Der Vorschlag ist also kaum besser als die anderen Züge.
bot-hint-equal_deals = Andere Züge, die in der Tabelle mit ≈ markiert sind, schnitten bei denselben Verteilungen etwa gleich gut ab: Der Unterschied ist zu klein, um sie von diesem zu unterscheiden (insgesamt { $n }).
bot-hint-equal = Etwa gleich gut { $n ->
        [0] ist kein weiterer Zug
        [one] ist noch ein weiterer Zug
       *[other] sind noch { $n } weitere Züge
    } (in der Tabelle mit ≈ markiert): Der Computer konnte keinen Unterschied zu diesem Zug finden.
