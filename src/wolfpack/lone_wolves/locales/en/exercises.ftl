### Exercises for the Lone Wolves tutorials: stage a position, ask for a move or an answer, and
### say why a wrong one is wrong in the engine's own words.

## Exercises

tut-ask-legal = Make a move the rules allow here.
tut-ask-wins_trick = Win this trick.
tut-ask-loses_trick = Lose this trick on purpose.
tut-ask-move = Find the move the task asks for.
