### Messages of the core (any game): a move that is not written in the game's notation.

core-not_canonical = Moves are written exactly as the game lists them: write '{ $canonical }', not '{ $move }'.
core-bad_notation = '{ $move }' is not a move of { GAME($game) }: choose one of the moves it lists now.
core-not_a_string = A move of { GAME($game) } is a short text, as the game lists its moves.
