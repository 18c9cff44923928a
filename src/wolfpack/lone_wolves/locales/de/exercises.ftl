### Exercises for the Lone Wolves tutorials: stage a position, ask for a move or an answer, and
### say why a wrong one is wrong in the engine's own words.

## Exercises

tut-ask-legal = Mach einen Zug, den die Regeln hier erlauben.
tut-ask-wins_trick = Gewinne diesen Stich.
tut-ask-loses_trick = Gib diesen Stich mit Absicht ab.
tut-ask-move = Finde den Zug, den die Aufgabe verlangt.
