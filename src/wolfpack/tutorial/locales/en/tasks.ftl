### Tasks done on a board and questions answered in a cell, for the tutorials of The Wolves and
### Triqueta: nothing is answered for the learner, every answer is checked by the engine.

tut-task-open = Not done yet: { $what }
tut-task-going = Go on: { $what }
tut-task-illegal = That decision is not allowed here.
tut-task-again = Start again
tut-task-solution = One right way:
tut-question-open = Not answered yet: write your answer after 'answer =' and run the cell again.
tut-question-right = Right: { $answer }.
tut-question-wrong = Not yet: { $answer } is not right. Think again and run the cell once more.
