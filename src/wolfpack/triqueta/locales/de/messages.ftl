### Every Triqueta message in English, German and Japanese, keyed by message id.

tq-ev-draw = { TQ_PLAYER($player) } zieht den obersten Tierstein von Stapel { NTH($stack) } ({ TQ_KIND($kind) }) und sieht ihn sich geheim an.
tq-ev-draw2 = { TQ_PLAYER($player) } zieht zwei Tiersteine, erst von Stapel { NTH($a) }, dann von Stapel { NTH($b) } ({ TQ_KINDS($kinds) }), und sieht sich beide geheim an.
tq-ev-draw2_same = { TQ_PLAYER($player) } zieht die obersten zwei Tiersteine von Stapel { NTH($a) } ({ TQ_KINDS($kinds) }) und sieht sich beide geheim an.
tq-ev-shadow = Der Schatten-Tierstein kommt verdeckt vor { TQ_PLAYER($player) }, der nun { TQ_SHADOWS($count) } hat.
tq-ev-place = { TQ_PLAYER($player) } legt { TQ_A_TILE($tile) } offen ans Ende von Tierreihe { NTH($row) }; die Reihe hat jetzt { TQ_COUNT($length) }.
tq-ev-keep = { TQ_PLAYER($player) } legt den hellen Tierstein verdeckt vor sich ab ({ $kept }. von höchstens 2 im ganzen Spiel).
tq-ev-box = { TQ_PLAYER($player) } legt einen hellen Tierstein verdeckt in die Schachtel zurück: er ist ungesehen aus dem Spiel.
tq-ev-take = { TQ_PLAYER($player) } nimmt Tierreihe { NTH($row) } ({ TQ_ROW($tiles) }) und setzt für den Rest der Runde aus.
tq-ev-running = Offen sichtbare Punkte jetzt (offene Tiersteine, Bäume, Startmarker): { TQ_SCORES($scores) }.
tq-ev-alone = Nur { TQ_PLAYER($player) } ist noch in der Runde und darf weiterziehen, bis die letzte Tierreihe genommen wird.
tq-ev-tower_empty = Der aktuelle Turm ist leer: wer noch in der Runde ist, kann nur noch eine Tierreihe nehmen.
tq-ev-one_left = Im Turm liegt nur noch ein Tierstein: in dieser Runde darf niemand mehr ziehen, nur noch Tierreihen nehmen.
tq-ev-round_end = Runde { $round } ist vorbei: { TQ_PLAYER($player) } hat die letzte Tierreihe genommen und erhält den Startmarker. { TQ_LEFTOVER($leftover) }
tq-ev-round_end_stays = Runde { $round }, die letzte, ist vorbei: { TQ_PLAYER($player) } hat die letzte Tierreihe genommen; der Startmarker bleibt bei { TQ_PLAYER($holder) }, der diese Runde begonnen hat. { TQ_LEFTOVER($leftover) }
tq-ev-tower = { TQ_PLAYER($player) } wählt Turm { NTH($tower) } für Runde { $round } und nimmt dessen Baumplättchen (jetzt { TQ_TREES($trees) }).
tq-ev-tower_only = Nur Turm { NTH($tower) } ist übrig und wird zum Turm von Runde { $round }; { TQ_PLAYER($player) } nimmt dessen Baumplättchen (jetzt { TQ_TREES($trees) }).
tq-ev-round_start = Runde { $round } beginnt mit { TQ_PLAYER($player) }, der den Startmarker hat; gespielt wird im Uhrzeigersinn. Der Turm enthält { TQ_COUNT($tiles) }, alle Tierreihen sind wieder leer.
tq-ev-count_start = Vier Runden sind gespielt. Wer verdeckte helle Tiersteine hat, entscheidet jetzt, welche davon zählen; Schatten-Tiersteine zählen immer.
tq-ev-counted = { TQ_PLAYER($player) } hat entschieden, welche verdeckten Tiersteine zählen.
tq-ev-reveal = { TQ_PLAYER($player) } deckt { TQ_TILES_ACC($tiles) } auf; { TQ_BOXED($boxed) }.
tq-ev-winner = Endstand ({ TQ_SCORES($scores) }): { TQ_PLAYER($player) } gewinnt.
tq-ev-shared = Endstand ({ TQ_SCORES($scores) }): { TQ_PLAYERS($players) } teilen sich den Sieg.
tq-running_scores = Punktestand jetzt: { TQ_SCORES($scores) } ({ TQ_SCOPE($scope) }).
tq-intro = { $towers } Rundentürme aus je 5 Stapeln stehen bereit; Runde 1 nutzt Turm { NTH($tower) }, den ohne Baumplättchen. Es gibt { $rows } Tierreihen, eine pro Spieler, und { TQ_PLAYER($player) } beginnt mit dem Startmarker.
tq-why-draw = Ziehe den obersten Tierstein von Stapel { NTH($stack) } ({ TQ_COUNT($left) } im Stapel). Seine Rückseite ist hell: du legst ihn ans Ende einer Tierreihe oder legst ihn verdeckt vor dir ab.
tq-why-draw_shadow = Ziehe den freigelegten Schatten-Tierstein von Stapel { NTH($stack) }: kein heller Tierstein liegt mehr darauf. Er bleibt verdeckt vor dir liegen und zählt am Ende immer.
tq-why-draw2 = In der 2-Personen-Variante ziehst du zwei Tiersteine: von Stapel { NTH($a) } und danach von Stapel { NTH($b) } ({ TQ_KINDS($kinds) }).
tq-why-draw2_same = In der 2-Personen-Variante ziehst du zwei Tiersteine: hier die obersten zwei von Stapel { NTH($a) } ({ TQ_KINDS($kinds) }).
tq-why-place = Lege den Tierstein ({ TQ_TILE($tile) }) offen ans Ende von Tierreihe { NTH($row) }; die Reihe hat dann { TQ_COUNT($length) }, und wer sie nimmt, bekommt alles, was darin liegt.
tq-why-keep = Lege den Tierstein ({ TQ_TILE($tile) }) verdeckt vor dir ab: nur du kennst ihn. Er ist dein { $kept }. von höchstens 2 hellen Tiersteinen, die du im ganzen Spiel verdeckt vor dir haben darfst.
tq-why-box = Lege den Tierstein ({ TQ_TILE($tile) }) verdeckt in die Schachtel zurück: er verlässt das Spiel, und niemand sonst sieht ihn.
tq-why-take = { $count ->
        [0] Nimm die leere Tierreihe { NTH($row) }: Du bekommst keinen Tierstein
       *[other] Nimm Tierreihe { NTH($row) } mit allem, was darin liegt ({ TQ_ROW($tiles) })
    }; ihr Marker geht aus dem Spiel, und du setzt für den Rest der Runde aus.
tq-why-take_last = { $count ->
        [0] Nimm die letzte Tierreihe, die leere Reihe { NTH($row) } (du bekommst keinen Tierstein)
       *[other] Nimm die letzte Tierreihe, Reihe { NTH($row) } ({ TQ_ROW($tiles) })
    }: Damit endet die Runde, du erhältst den Startmarker und wählst den nächsten Turm samt Baumplättchen.
tq-why-take_final = { $count ->
        [0] Nimm die letzte Tierreihe des Spiels, die leere Reihe { NTH($row) } (du bekommst keinen Tierstein)
       *[other] Nimm die letzte Tierreihe des Spiels, Reihe { NTH($row) } ({ TQ_ROW($tiles) })
    }: Damit endet die vierte Runde und mit ihr der Spielablauf; es folgt die Schlusswertung.
tq-why-tower = Wähle Turm { NTH($tower) } ({ TQ_COUNT($tiles) }) für Runde { $round }; du nimmst sein Baumplättchen (1 Punkt).
tq-why-count = Deine Wahl: { TQ_COUNT_DO($tiles) } und { TQ_BOX_DO($boxed) }; deine Sätze bringen dann { TQ_POINTS($points) }.
tq-best = Am besten für { TQ_PLAYER($player) }: { TQ_COUNT_DO($tiles) }; das ergibt { TQ_POINTS($points) } aus den Sätzen.
tq-best-in = Verdeckten Tierstein { NTH($index) } ({ TQ_TILE($tile) }) werten: er bringt { TQ_POINTS($points) }.
tq-best-out = Verdeckten Tierstein { NTH($index) } ({ TQ_TILE($tile) }) weglassen: { TQ_LOSS($points) }.
tq-note-set_one = Du hast dann { TQ_A_TILE($animal) }: 1 Punkt.
tq-note-set_two = Du hast dann 2 { TQ_ANIMALS($animal) }: 2 Punkte.
tq-note-set_triqueta = Genau 3 { TQ_ANIMALS($animal) }: als Triqueta { TQ_POINTS($value) } wert!
tq-note-set_spoil4 = Mit einem vierten Tierstein ({ TQ_ANIMAL($animal) }) zählt der Satz nicht mehr als Triqueta: 0 für den Satz und -1 (statt { $value }).
tq-note-set_spoiled = { $n } { TQ_ANIMALS($animal) } sind zu viele: 0 für den Satz und -{ $minus }.
tq-note-score = Dein laufender Punktestand (verdeckte Tiersteine und Schatten-Tiersteine eingerechnet): jetzt { $before }, nach diesem Zug { $after }.
tq-note-alone = Nur du bist noch in der Runde und darfst weiterziehen, solange du willst.
tq-note-own_row = Du bist allein in der Runde: die letzte Tierreihe nimmst du am Ende selbst.
tq-note-two_lights = Beide Rückseiten sind hell: für die zwei Tiersteine musst du zwei verschiedene Optionen wählen.
tq-note-shadow_kept = Ein Schatten-Tierstein darunter kommt sofort verdeckt vor dich.
tq-note-only_rows = Der Turm ist leer, also bleibt nur, eine Tierreihe zu nehmen.
tq-note-one_tile = Im Turm liegt nur noch ein Tierstein, Ziehen ist nicht erlaubt.
tq-note-other_differs = Für deinen anderen hellen Tierstein ({ TQ_TILE($other) }) musst du dann eine andere Option als { TQ_OPTION($option) } wählen.
tq-note-first_was = Für deinen ersten hellen Tierstein hast du { TQ_OPTION($option) } gewählt, für diesen brauchst du eine andere Option.
tq-note-keep_counts = Am Ende entscheidest du, ob er zählt.
tq-note-best = Keine andere Wahl bringt mehr als { TQ_POINTS($points) }.
tq-note-not_best = Das ergibt { TQ_POINTS($points) }, eine andere Wahl aber { TQ_POINTS($best) }.
tq-no-over = Das Spiel ist vorbei: vier Runden sind gespielt und gewertet.
tq-no-expect_turn = { TQ_PLAYER($player) } ist am Zug: einen Tierstein von einem Stapel ziehen ('draw 3') oder eine Tierreihe nehmen ('take 1').
tq-no-expect_turn2 = { TQ_PLAYER($player) } ist am Zug: zwei Tiersteine ziehen ('draw 1 3') oder eine Tierreihe nehmen ('take 1').
tq-no-expect_option = { TQ_PLAYER($player) } entscheidet zuerst über den gezogenen hellen Tierstein; jetzt möglich: { TQ_MOVES($options) }.
tq-no-expect_tower = { TQ_PLAYER($player) } hat die letzte Tierreihe genommen und wählt jetzt den nächsten Turm unter den noch nicht gespielten.
tq-no-expect_count = { TQ_PLAYER($player) } entscheidet jetzt, { TQ_WHICH($n) }: { TQ_COUNT_HOW($n) }.
tq-no-row_none = Es gibt keine Tierreihe { NTH($row) }: Bei einer Reihe pro Person sind es { $rows }.
tq-no-row_gone = Tierreihe { NTH($row) } wurde in dieser Runde schon genommen und liegt nicht mehr aus.
tq-no-row_full = Tierreihe { NTH($row) } ist voll: mit diesem Material fasst eine Reihe höchstens { TQ_COUNT($limit) }.
tq-no-same_option = Für deinen ersten hellen Tierstein hast du schon { TQ_OPTION($option) } gewählt: zwei helle Tiersteine brauchen zwei verschiedene Optionen.
tq-no-keep_limit = Du hast schon { TQ_LIGHTS($limit) } vor dir: das ist die Grenze für das ganze Spiel, nicht pro Runde.
tq-no-box_base = Einen Tierstein in die Schachtel zurückzulegen ist nur in der 2-Personen-Variante möglich.
tq-no-tower_used = Turm { NTH($tower) } wurde schon gespielt; wähle einen der übrigen Türme.
tq-no-count_index = { TQ_PLAYER($player) } hat { $held ->
        [0] keinen verdeckten hellen Tierstein: Eingabe 'count none'
        [1] nur einen verdeckten hellen Tierstein: Eingabe 'count 0' (der erste hat die Nummer 0)
       *[other] nur { TQ_LIGHTS($held) }: Eingabe z. B. 'count 0 1' (der erste hat die Nummer 0)
    }.
tq-no-draw_two = In der 2-Personen-Variante ziehst du zwei Tiersteine: nenne zwei Stapel, z. B. 'draw 1 3'.
tq-no-draw_one = Du ziehst einen Tierstein: nenne einen Stapel, z. B. 'draw 3'.
tq-no-tower_empty = Der aktuelle Turm ist leer: du kannst nur eine Tierreihe nehmen.
tq-no-one_tile = Im Turm liegt nur noch ein Tierstein: in der 2-Personen-Variante musst du eine Tierreihe nehmen.
tq-no-stack_empty = Stapel { NTH($stack) } des aktuellen Turms ist leer.
tq-no-stack_short = Stapel { NTH($stack) } hat nur einen Tierstein, es können also nicht beide von dort kommen.
tq-no-no_option = Ein jetzt gezogener heller Tierstein hätte keinen Platz: alle Tierreihen sind voll, und du hast schon { TQ_LIGHTS($limit) } vor dir.
tq-score-single = { TQ_PLAYER($player) }: 1 { TQ_ANIMAL($animal) }: 1 Punkt.
tq-score-pair = { TQ_PLAYER($player) }: 2 { TQ_ANIMALS($animal) }: 2 Punkte.
tq-score-triqueta = { TQ_PLAYER($player) }: genau 3 { TQ_ANIMALS($animal) }{ TQ_SHADOW_PART($shadow) }: als Triqueta { TQ_POINTS($points) } wert.
tq-score-spoiled = { TQ_PLAYER($player) }: { $n } { TQ_ANIMALS($animal) } sind mehr als drei und verderben den Satz: 0 dafür und { TQ_POINTS($points) }.
tq-score-trees = { TQ_PLAYER($player) }: { TQ_TREES($n) }: { TQ_POINTS($points) }.
tq-score-marker = { TQ_PLAYER($player) }: der Startmarker: 1 Punkt.
tq-score-total = { TQ_PLAYER($player) }: insgesamt { TQ_POINTS($points) }.
