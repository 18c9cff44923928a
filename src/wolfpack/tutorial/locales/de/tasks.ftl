### Tasks done on a board and questions answered in a cell, for the tutorials of The Wolves and
### Triqueta: nothing is answered for the learner, every answer is checked by the engine.

tut-task-open = Noch nicht erledigt: { $what }
tut-task-going = Weiter: { $what }
tut-task-illegal = Diese Entscheidung ist hier nicht erlaubt.
tut-task-again = Noch einmal
tut-task-solution = Ein richtiger Weg:
tut-question-open = Noch keine Antwort: Schreib deine Antwort hinter 'answer =' und führe die Zelle noch einmal aus.
tut-question-right = Richtig: { $answer }.
tut-question-wrong = Noch nicht: { $answer } stimmt nicht. Denk noch einmal nach und führe die Zelle erneut aus.
