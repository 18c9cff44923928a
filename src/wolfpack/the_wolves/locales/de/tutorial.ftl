### The tasks and questions of the tutorial on The Wolves (``tutorials/04-the-wolves.md``).

## What each task asks

tut-tw-ask-pay = Bezahle die Bewegung auf Wüste mit dem Plättchen, das umgedreht wird, sodass es beim nächsten Mal Wald zeigt.
tut-tw-ask-move = Zieh zwei Wölfe, die auf demselben Feld stehen, auf zwei verschiedene Wüstenfelder.
tut-tw-ask-den = Grab neben einem deiner Alphawölfe einen Bau, sodass deine Wölfe weiter laufen können.
tut-tw-ask-displace = Zieh einen deiner Alphawölfe auf ein Feld, auf dem ein Wolf eines anderen Rudels allein steht, und schick diesen Wolf weg.
tut-tw-ask-howl = Hol mit Heulen einen einsamen Wolf in dein Rudel.
tut-tw-ask-lair = Wert einen deiner Baue zur Höhle auf.
tut-tw-ask-dominate = Dominiere eine Figur eines anderen Rudels.
tut-tw-ask-hunt = Geh auf die Jagd: Beende deine Aktion mit deinen Wölfen auf drei verschiedenen Feldern neben einer Beute.

## Verdicts

tut-tw-right = Richtig, genau so.
tut-tw-other_action = Du hast die Aktion „{ TWACTION($chosen) }“ gewählt, diese Aufgabe verlangt aber „{ TWACTION($wanted) }“. Klick auf „Noch einmal“ und probier es.
tut-tw-end_turn = Du hast deinen Zug beendet, ohne die Aufgabe zu erfüllen. Klick auf „Noch einmal“.
tut-tw-pay-home = Du hast mit dem Lebensraumplättchen bezahlt: Es wird nie umgedreht und zeigt beim nächsten Mal wieder Wüste. Klick auf „Noch einmal“ und bezahle mit dem Plättchen, das umgedreht wird.
tut-tw-move-miss = Deine Bewegung ist vorbei, aber keine zwei Wölfe vom selben Feld stehen jetzt auf zwei verschiedenen Feldern. Mit Rudelausbreitung 2 darfst du zwei Wölfe ziehen, und sie dürfen sich trennen. Klick auf „Noch einmal“.
tut-tw-den-track = Du hast den Bau von der Leiste { TWTRACK($track) } genommen. Deine Wölfe laufen weiter, wenn die Leiste Wolfsgeschwindigkeit steigt. Klick auf „Noch einmal“.
tut-tw-hunt-miss = Deine Aktion ist vorbei, und es gab keine Jagd: Deine Wölfe müssen auf drei verschiedenen Feldern neben der Beute stehen, und du darfst noch keine Beute dieser Art haben. Klick auf „Noch einmal“.
tut-tw-displace-miss = Deine Bewegung ist vorbei, aber kein Wolf wurde verdrängt. Nur ein Alphawolf darf auf einem Feld stehen bleiben, auf dem ein Wolf eines anderen Rudels allein steht. Klick auf „Noch einmal“.
tut-tw-region-why = Zähl die Kontrolle in der Region bei { TWHEX($water) }: Alphawolf, Rudelwolf und Bau je 1, eine Höhle 3.
tut-tw-element-home_tile = das Lebensraumplättchen (beide Seiten: { TWTERRAIN($terrain) })
