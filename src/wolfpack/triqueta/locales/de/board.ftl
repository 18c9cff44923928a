### Messages of the Triqueta board: moves in words, why a player waits, why a part of the board
### cannot be clicked now, what the other players read of a hidden decision, the words of hints,
### and the choices of a new game, in English, German and Japanese.

tq-move-draw = von Stapel { NTH($stack) } ziehen
tq-move-draw2 = von Stapel { NTH($a) } und Stapel { NTH($b) } ziehen
tq-move-draw2_same = die obersten zwei Tiersteine von Stapel { NTH($stack) } ziehen
tq-move-place = { TQ_A_TILE($tile) } an Tierreihe { NTH($row) } anlegen
tq-move-keep = den Tierstein ({ TQ_TILE($tile) }) verdeckt vor dir ablegen
tq-move-box = den Tierstein ({ TQ_TILE($tile) }) in die Schachtel zurücklegen
tq-move-take = Tierreihe { NTH($row) } nehmen ({ TQ_ROW($tiles) })
tq-move-tower = Turm { NTH($tower) } wählen
tq-move-count = { TQ_TILES_ACC($tiles) } werten
tq-move-keep_hidden = einen Tierstein verdeckt vor sich ablegen
tq-move-box_hidden = einen Tierstein verdeckt in die Schachtel zurücklegen
tq-move-count_hidden = wählen, welche verdeckten Tiersteine zählen
tq-move-count_none = keinen verdeckten Tierstein werten
tq-wait-turn = { TQ_PLAYER($player) } ist am Zug: zieht einen Tierstein von einem Stapel des aktuellen Turms oder nimmt eine Tierreihe.
tq-wait-turn2 = { TQ_PLAYER($player) } ist am Zug: zieht zwei Tiersteine aus dem aktuellen Turm oder nimmt eine Tierreihe.
tq-wait-place = { TQ_PLAYER($player) } sieht sich den gezogenen hellen Tierstein an und entscheidet: an eine Tierreihe anlegen oder verdeckt vor sich ablegen.
tq-wait-place2 = { TQ_PLAYER($player) } sieht sich die gezogenen hellen Tiersteine an und entscheidet für jeden: an eine Tierreihe anlegen, verdeckt vor sich ablegen oder in die Schachtel zurücklegen.
tq-wait-tower = { TQ_PLAYER($player) } hat die letzte Tierreihe genommen und wählt den Turm der nächsten Runde.
tq-wait-count = { TQ_PLAYER($player) } entscheidet, { TQ_WHICH($n) }.
tq-board-no-covered = Nur der oberste Tierstein eines Stapels kann gezogen werden; dieser hier ist noch bedeckt.
tq-board-no-shadow_covered = Dieser Schatten-Tierstein liegt ganz unten in seinem Stapel, unter hellen Tiersteinen: er kann erst gezogen werden, wenn kein heller Tierstein mehr darauf liegt.
tq-board-no-tower_now = Den nächsten Turm wählt, wer die letzte Tierreihe der Runde nimmt.
tq-board-no-draw_first = Erst ziehen: wohin ein heller Tierstein kommt, wird entschieden, wenn er gezogen ist.
tq-told-keep = { TQ_PLAYER($player) } legt den gezogenen hellen Tierstein verdeckt vor sich ab: nur dieser Spieler kennt ihn ({ $kept }. von höchstens 2 im ganzen Spiel).
tq-told-box = { TQ_PLAYER($player) } legt den gezogenen hellen Tierstein verdeckt in die Schachtel zurück: er verlässt das Spiel, und niemand sonst sieht ihn.
tq-told-count = { TQ_PLAYER($player) } entscheidet, { TQ_WHICH($n) }: was zählt, wird am Ende aufgedeckt, der Rest kommt ungesehen in die Schachtel.
tq-opt-hidden_wolves = Erweiterung Hidden Wolves
tq-opt-variant = 2-Personen-Variante
tq-element-stack = Stapel { NTH($stack) }
tq-element-under = der { NTH($index) }. Tierstein von unten in Stapel { NTH($stack) }
tq-element-row = Tierreihe { NTH($row) } ({ TQ_ROW($tiles) })
tq-element-keep = die verdeckten Tiersteine von { TQ_PLAYER($player) }
tq-element-box = die Schachtel
tq-element-tower = Turm { NTH($tower) }
tq-element-count = { TQ_COUNT_DO($tiles) }
