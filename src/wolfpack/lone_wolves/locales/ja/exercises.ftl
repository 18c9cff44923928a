### Exercises for the Lone Wolves tutorials: stage a position, ask for a move or an answer, and
### say why a wrong one is wrong in the engine's own words.

## Exercises

tut-ask-legal = ここでルールが認める手を選びましょう。
tut-ask-wins_trick = このトリックを取りましょう。
tut-ask-loses_trick = このトリックをわざと相手に取らせましょう。
tut-ask-move = 課題に合う手を見つけましょう。
