### Messages of the core (any game): a move that is not written in the game's notation.

core-not_canonical = Züge werden genau so geschrieben, wie das Spiel sie auflistet: schreibe '{ $canonical }', nicht '{ $move }'.
core-bad_notation = '{ $move }' ist kein Zug in { GAME($game) }: Wähle einen der Züge, die das Spiel gerade auflistet.
core-not_a_string = Ein Zug in { GAME($game) } ist ein kurzer Text, so wie das Spiel seine Züge auflistet.
