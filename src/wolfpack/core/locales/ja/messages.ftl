### Messages of the core (any game): a move that is not written in the game's notation.

core-not_canonical = 手は、ゲームが示すとおりに正確に書きます。'{ $move }'ではなく'{ $canonical }'と書いてください。
core-bad_notation = '{ $move }'は{ GAME($game) }の手ではありません。いま示されている手から選んでください。
core-not_a_string = { GAME($game) }の手は、ゲームが示す形の短い文字列です。
