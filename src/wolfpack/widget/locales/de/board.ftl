### Messages of the board widgets themselves (not of a game's rules), in every language.

ui-bad_message = Das Brett hat eine Nachricht geschickt, die das Spiel nicht verwenden kann: { $detail }.
ui-failed = Das Brett konnte '{ $field }' nicht ausführen ({ $reason }); nichts wurde verändert.
ui-unknown_command = Es gibt keinen Befehl namens '{ $cmd }'.
ui-read_only = Der Zustand des Bretts wird nur von Python gesetzt; '{ $name }' bleibt unverändert.
ui-nothing_to_undo = Es gibt keinen Zug zum Zurücknehmen.
ui-nothing_to_redo = Es gibt keinen Zug zum Wiederholen.
ui-bad_position = Position { $position } liegt nicht im Verlauf dieses Spiels (0 bis { $length }).
ui-bad_seed = Die Startzahl (Seed) ist eine ganze Zahl ab 0; lass das Feld leer, um zufällig zu geben.
ui-bad_player = Das Brett wollte einen Platz, den es an diesem Tisch nicht gibt ('{ $value }'): Er hat { $players } Plätze.
ui-bad_field = In der Nachricht des Bretts ist '{ $field }' nicht verwendbar: { $expected }.
ui-bad_element = Die Nachricht des Bretts nennt '{ $element }'; das gehört zu keinem Zug, der jetzt erlaubt ist.
ui-replay = Das ist eine Wiedergabe der Partie: Gehe mit den Pfeilen und dem Schieberegler durch die Züge; mit einem laufenden Kernel wird wieder gespielt.
ui-game_over = Die Partie ist vorbei: Niemand trifft mehr eine Entscheidung.
ui-waiting = { SEAT($player) } ist am Zug.
ui-move = { $move }
ui-saved_view = Deine Sicht auf die Partie bis jetzt wurde unter { $path } gespeichert: jede Stellung so, wie du sie gesehen hast, ohne das, was vor dir verdeckt ist (den ganzen Spielbericht kannst du nach dem Ende der Partie speichern).
ui-view_not_record = Diese Datei ist die Sicht eines Spielers auf eine Partie, nicht ihr Spielbericht: Sie enthält kein Geben, mit dem man weiterspielen könnte. Lade stattdessen den Spielbericht der Partie.
ui-save_exists = { $path } gibt es schon, und das Brett überschreibt keine Dateien: Wähle einen anderen Namen.
ui-save_limit = Dieses Brett hat schon { $limit } Spielberichte gespeichert, mehr geht mit einem Brett nicht. Weitere speicherst du in Python mit board.game.save("name.json").
ui-locked_view = Dieses Brett zeigt fest die Ansicht von { SEAT($player) }: In einer Wettkampfpartie sieht niemand die verdeckten Karten eines anderen Spielers.
ui-locked_undo = In einer Wettkampfpartie wird ein Zug nicht mehr zurückgenommen, sobald er dir etwas Verdecktes gezeigt hat.
ui-undo_hidden = Rückgängig geht hier nicht: Dein letzter Zug oder was danach geschah, hat dir etwas gezeigt, das verdeckt war (eine Karte oder ein Plättchen, gespielt, gezogen oder aufgedeckt). Wer danach noch einmal wählt, wüsste mehr, als das Spiel erlaubt. Im Notebook kann deine Lehrkraft erlauben, jeden Zug zurückzunehmen.
ui-undo_other = Rückgängig geht hier nicht: Dieser Zug hat { SEAT($player) } etwas gezeigt, das verdeckt war. Würde er zurückgenommen, könnte ihn jemand neu spielen, der schon weiß, was er gezeigt hat.
ui-replace_hidden = Du siehst eine frühere Stellung. Ein Zug von hier aus würde eine Nebenvariante beginnen, neben Zügen, die { SEAT($player) } etwas Verdecktes gezeigt haben: Es würde also jemand neu wählen, der schon weiß, was sie gezeigt haben. Geh vor bis zur aktuellen Stellung, um weiterzuspielen.
ui-tree_competitive = In einer Wettkampfpartie gibt es keine Varianten: Die Partie läuft in einer einzigen Folge von Zügen, und keine andere darf ausprobiert oder angesehen werden.
ui-tree_safe = Varianten zeigen, wohin andere Züge geführt hätten, und auf dem Brett eines Spielers könnte das dir etwas Verdecktes zeigen. Im Notebook kann deine Lehrkraft erlauben, jeden Zug zurückzunehmen (undo="free"); dann gehen Varianten auch hier.
ui-no_node = Die Züge in „{ $field }“ führen zu keiner Stellung im Variantenbaum dieser Partie.
ui-tree_start = Am Anfang der Partie steht noch kein Zug: Wähle eine Stellung nach mindestens einem Zug („{ $field }“).
ui-no_seat = Dieses Brett zeigt nur die Ansicht von { SEAT($player) }, und in einer Partie mit { $players } Spielern gibt es diesen Platz nicht: Wähle mindestens { $need } Spieler.
ui-locked_deal = In einer Wettkampfpartie wird nur im Notebook gegeben: Ein Seed oder ein Spielbericht von hier verriete dir alle verdeckten Karten. Ein neues Spiel ohne Seed wird zufällig gegeben.
ui-hot_seat_view = An einem gemeinsamen Bildschirm sieht jeder nur die eigene Ansicht: Das Brett zeigt, wer am Zug ist, verdeckt, bis diese Person sie sehen möchte.
ui-off-hints = Das Notebook hat die Tipps für diese Partie ausgeschaltet.
ui-off-solver = Das Notebook hat den Löser für diese Partie ausgeschaltet.
ui-off-views = Das Notebook lässt dieses Brett in dieser Partie in einer Ansicht: Weder die Ansicht eines anderen Spielers noch die offene Ansicht wird gezeigt.
ui-off-seats = Das Notebook legt fest, wer auf jedem Platz spielt und wie stark der Computer spielt; das wird hier nicht geändert.
ui-off-new_game = Die Partien auf diesem Brett gibt das Notebook: Hier wird kein neues Spiel begonnen.
ui-off-load = Das Notebook hat das Laden eines Spielberichts auf diesem Brett ausgeschaltet.
ui-off-undo = In dieser Partie wird kein Zug zurückgenommen: Das Notebook hat das Zurücknehmen ausgeschaltet.
ui-off-languages = Das Notebook zeigt dieses Brett in seiner Sprache: Sie wird hier nicht geändert.
ui-locked_solver = In einer Wettkampfpartie gibt es den Löser nicht, denn er sieht alle verdeckten Karten.
ui-covered = Gib den Bildschirm an { SEAT($player) } weiter. { SEAT($player) }, du bist am Zug: Zeige deine Ansicht, wenn niemand sonst hinschaut.
ui-bad_language = Die Texte gibt es auf Englisch (en), Deutsch (de) und Japanisch (ja).
ui-bad_record = Der Spielbericht kann nicht geladen werden: { $field }: { $message }
ui-record_move = Der Spielbericht kann nicht geladen werden: Sein Zug { $step } ('{ $move }') bricht eine Regel.
ui-loaded = Spielbericht geladen: { $moves ->
        [0] noch kein Zug
        [one] 1 Zug
       *[other] { $moves } Züge
    }.
ui-saved = Spielbericht gespeichert unter { $path }.
ui-save_failed = Der Spielbericht konnte nicht nach { $path } geschrieben werden: { $reason }
ui-interrupted = Der Kernel wurde unterbrochen, während das Brett '{ $cmd }' ausführte: Es hat dort aufgehört, und das Brett zeigt die Partie so, wie sie jetzt steht.
ui-save_failed_full = Der Speicher ist voll, darum konnte der Spielbericht nicht nach { $path } geschrieben werden. Die Dateien dort sind unverändert.
ui-save_failed_denied = Der Spielbericht konnte nicht nach { $path } geschrieben werden: In diesen Ordner darf nicht geschrieben werden.
ui-save_failed_missing = Der Spielbericht konnte nicht nach { $path } geschrieben werden: Den Ordner gibt es nicht.
ui-computer_waits = Der Computer spielt { SEAT($player) }: Gehe vorwärts oder ans Ende des Verlaufs, damit er zieht.
ui-finish_move = Du bist mitten in einem anderen Zug: Beende ihn, oder drücke Esc (oder klicke noch einmal auf seine erste Wahl), um neu anzufangen.
ui-computer_turn = Der Computer spielt { SEAT($player) } und trifft diese Entscheidung selbst.
ui-bad_strength = Der Computer spielt in einer dieser Stärken: { $levels }.
ui-busy = Der Computer denkt noch nach: Warte auf ihn oder drücke Stopp.
ui-hint_computer = Der Computer spielt { SEAT($player) }: Tipps gibt es für deine eigenen Entscheidungen.
ui-solve_later = Den Löser gibt es gegen Ende der Partie, wo er in ein, zwei Sekunden antwortet.
ui-solve_open_only = Der Löser sieht alles Verdeckte, darum gibt es ihn nur in der offenen Ansicht.
ui-solve_stopped = Der Löser wurde angehalten, bevor er die Antwort hatte.
ui-level_short_python = Ohne den nativen Kern rechnet der Computer hier in Python, um ein Vielfaches langsamer: Auf der Stufe { $level } hat { SEAT($player) } nach der vorgesehenen Zeit aufgehört und das gespielt, was er bis dahin gefunden hatte ({ $done } von { $target } Versuchen, für die die Stufe gedacht ist). Er spielt deshalb schwächer als { $level } mit dem nativen Kern.
ui-level_short_busy = Der Rechner ist ausgelastet: Auf der Stufe { $level } hat { SEAT($player) } nach der vorgesehenen Zeit aufgehört und das gespielt, was er bis dahin gefunden hatte ({ $done } von { $target } Versuchen, für die die Stufe gedacht ist). Er spielt deshalb schwächer als sonst auf der Stufe { $level }.
ui-thinking_failed = Der Computer konnte nicht zu Ende denken: { $reason }

## Lessons (wolfpack.widget.lesson): the lesson panel and its answers

ui-lesson-heading = Lektion
ui-lesson-step = Schritt { $step } von { $steps }
ui-lesson-progress = So weit bist du in dieser Lektion
ui-lesson-continue = Weiter
ui-lesson-restart = Von vorn beginnen
ui-lesson-right = Richtig!
ui-lesson-not_this = Dieser Zug ist erlaubt, aber in diesem Schritt ist ein anderer gefragt:
ui-lesson-press_continue = Lies diesen Schritt und drücke dann auf „Weiter“.
ui-lesson-move_first = Mach zuerst den Zug, den dieser Schritt verlangt.
ui-lesson-finished = Du hast diese Lektion abgeschlossen. Drücke auf „Von vorn beginnen“, um sie noch einmal zu spielen.
ui-lesson-done_title = Lektion geschafft
ui-lesson-completed = Lektionen dieses Spiels, die du abgeschlossen hast: { $done } von { $count }
ui-lesson-off = Während einer Lektion geht das nicht: Das Brett zeigt weiter die Lektion. Drücke auf „Von vorn beginnen“, um sie neu anzufangen.
ui-lesson-not_goal = Das ist erlaubt, bringt dich aber nicht zu dem, was dieser Schritt verlangt:
ui-lesson-not_answer = Das ist nicht die Antwort auf die Frage:
ui-lesson-answer_first = Beantworte zuerst die Frage:
ui-lesson-nudge = Noch nicht ganz. Denk an die Regel, um die es in diesem Schritt geht, und versuch es noch einmal.
ui-lesson-explain = Hier ist die Regel noch einmal:
ui-lesson-show_me = Zeig es mir
ui-lesson-shown = Hier ist die Lösung: Sie leuchtet auf dem Brett. Jetzt bist du dran.
ui-lesson-show_not_yet = Versuch es zuerst selbst: „Zeig es mir“ gibt es nach deinem zweiten Versuch.
ui-lesson-choose = Wähle deine Antwort unter der Frage.
ui-lesson-next = Nächste Lektion
ui-lesson-try = Versuch { $tries }
ui-hot_seat-pass = Bildschirm weitergeben: { SEAT($player) } ist am Zug
ui-hot_seat-ok = Alles klar
ui-undo_turn = { SEAT($mover) }, mit Rückgängig nimmst du nur deine eigenen Züge zurück, und diesen hat { SEAT($player) } gemacht: An einem gemeinsamen Bildschirm nimmt niemand den Zug eines anderen Spielers zurück.
