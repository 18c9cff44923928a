### The coach's words for The Wolves: hints, their reasons and their figures.

tw-hint-principle = Worauf es jetzt ankommt: Eine Region wird gewertet, wenn auf dem Mondkalender ihr Wertungsdatum erreicht ist. Stärke deine Stellung in den Regionen, die als Nächstes gewertet werden und in denen der erste Platz noch offen ist.
tw-hint-best-place = Vorschlag: setze dein Paar auf { TWHEX($hex) }.
tw-hint-best-action = Vorschlag: wähle die Aktion „{ TWACTION($action) }“.
tw-hint-best-end = Vorschlag: beende den Zug.
tw-hint-best-to = Vorschlag: ziehe Wölfe auf die Geländeart { TWTERRAIN($terrain) }.
tw-hint-best-at = Vorschlag: wähle { TWHEX($hex) } für die Aktion „{ TWACTION($action) }“.
tw-hint-best-dominate = Vorschlag: dominiere { TWKIND_ACC($kind) } { TWOF($owner) } auf { TWHEX($hex) }.
tw-hint-best-pay = Vorschlag: bezahle mit { TWPAY_DAT($paid) }.
tw-hint-best-wolf = Vorschlag: ziehe { TWKIND_ACC($kind) } von { TWHEX($frm) } nach { TWHEX($to) }.
tw-hint-best-done = Vorschlag: beende die Bewegung in dieser Aktion.
tw-hint-best-displace = Vorschlag: schicke den verdrängten Wolf nach { TWHEX($hex) }.
tw-hint-best-track = Vorschlag: nimm den Bau von der Leiste { TWTRACK($track) }.
tw-hint-region_first = Nach dieser Aktion führst du in der { TWREGION($region) } mit Kontrolle { $own } gegen { $opp }: bei der { TWPHASE($phase) }-Wertung bringt dir das den Marker ({ $value } SP).
tw-hint-region_first_alphas = Nach dieser Aktion führst du in der { TWREGION($region) }: Kontrolle { $own } gegen { $opp }, und du hast dort mehr Alphawölfe. Bei der { TWPHASE($phase) }-Wertung bringt dir das den Marker ({ $value } SP).
tw-hint-region_level = Nach dieser Aktion teilst du dir in der { TWREGION($region) } Platz 1 (Kontrolle { $own }, Alphawölfe mitgezählt): bei der { TWPHASE($phase) }-Wertung bekommt jeder der Gleichplatzierten { $value } SP.
tw-hint-region_second = Nach dieser Aktion bist du in der { TWREGION($region) } auf Platz 2 (Kontrolle { $own }): { $value } SP bei der { TWPHASE($phase) }-Wertung.
tw-hint-track = Damit steigt deine { TWTRACK($track) } von { $old } auf { $new }.
tw-hint-track_same = Damit nimmst du einen Bau von der Leiste „{ TWTRACK($track) }“; ihr Wert bleibt vorerst { $old }.
tw-hint-hunt = Deine Wölfe umzingeln einen Beutestapel und erlegen { TWPREY_A($prey) }.
tw-hint-vp = Dein Punktestand steigt damit um { $vp } SP.
tw-hint-scoring_near = Die { TWPHASE($phase) }-Wertung kommt, sobald eine Figur Datum { $date } des Mondkalenders erreicht; das nächste freie Datum ist { $next }.
tw-hint-value-ahead = Der Computer hat diese Entscheidung { $n }-mal ausprobiert. Jedes Mal folgten 30 zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser Entscheidung lagst du danach im Durchschnitt { POINTS_AMOUNT($points) } vor dem besten anderen Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen dir also nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
tw-hint-value-behind = Der Computer hat diese Entscheidung { $n }-mal ausprobiert. Jedes Mal folgten 30 zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser Entscheidung lagst du danach im Durchschnitt { POINTS_AMOUNT($points) } hinter dem besten anderen Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen dir also nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
tw-hint-value-level = Der Computer hat diese Entscheidung { $n }-mal ausprobiert. Jedes Mal folgten 30 zufällige Entscheidungen aller Spieler; danach hat er die Lage bewertet: nach den Punkten, die jeder bekäme, und nach den Regionen, die jeder kontrolliert. Mit dieser Entscheidung lagst du danach im Durchschnitt etwa gleichauf mit dem besten anderen Spieler. Die Partie wurde dabei nicht bis zum Ende gespielt. Die Zahlen helfen dir also nur, die Entscheidungen miteinander zu vergleichen; wie diese Partie ausgeht, sagen sie nicht voraus.
