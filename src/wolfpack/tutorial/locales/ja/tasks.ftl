### Tasks done on a board and questions answered in a cell, for the tutorials of The Wolves and
### Triqueta: nothing is answered for the learner, every answer is checked by the engine.

tut-task-open = まだ終わっていません：{ $what }
tut-task-going = 続けましょう：{ $what }
tut-task-illegal = ここではその選択はできません。
tut-task-again = もう一度
tut-task-solution = 正解の一例：
tut-question-open = まだ答えていません。'answer =' のあとに答えを書いて、もう一度セルを実行しましょう。
tut-question-right = 正解：{ $answer }。
tut-question-wrong = まだです：{ $answer }は正しくありません。もう一度考えて、セルを実行し直しましょう。
