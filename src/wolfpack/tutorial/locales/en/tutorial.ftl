### The words of the tutorials' feedback, in English, German and Japanese.

## An exercise's verdict

tut-right = Right: '{ LW_MOVE($move) }' does it.
tut-illegal = Not allowed: '{ LW_MOVE($move) }'.
tut-missed = '{ LW_MOVE($move) }' is a legal move, but it does not do what the task asks.
tut-unanswered = Not answered yet: write your answer after 'answer =' and run the cell again.
tut-unanswered-board = Not answered yet: make your move on the board above, then run this cell again.
tut-puzzle-try_first = Try the puzzle first: make your move on its board, then run this cell again.

## Answers that are not moves

tut-answer-right = Right: { $answer }.
tut-answer-wrong = Not quite: you answered { $answer }, the answer is { $expected }.
tut-predict-right = Right: { PLAYER($player) } wins this trick.
    .rules = LW-T5
tut-predict-wrong = Not so: { PLAYER($player) } wins this trick.
    .rules = LW-T5
tut-strength-right = Right: { PLAYER($player) } has strength { $strength } { TERR_IN($territory) }.
    .rules = LW-E2
tut-strength-wrong = Not quite: { PLAYER($player) } has strength { $strength } { TERR_IN($territory) }.
    .rules = LW-E2
tut-strength-why = Face-up cards count their value, each lone wolf counts 1, and strength scars add their part.
    .rules = LW-E2 LW-T8
tut-territory-right = Right: { PLAYER($player) } wins the { TERR_ACC($territory) }, { $s0 } to { $s1 } in strength (Player 1 to Player 2).
    .rules = LW-E3
tut-territory-wrong = Not so: { PLAYER($player) } wins the { TERR_ACC($territory) }, { $s0 } to { $s1 } in strength (Player 1 to Player 2).
    .rules = LW-E3
tut-territory-tie = The strength { TERR_IN($territory) } is tied, { $s0 } to { $s1 }: nobody wins it (the answer is 0).
    .rules = LW-E3

## The nine scar effects

tut-scar-col-effect = Scar
tut-scar-col-when = When it acts
tut-scar-col-what = What it does
tut-scar-when-now = At once
tut-scar-when-strength = At the end: strength
tut-scar-when-points = At the end: points
tut-scar-pack_strength = Your side of this territory gets +1 strength for each of your wolves there, lone wolves included.
    .rules = LW-C3 LW-E2
tut-scar-plus3 = Your side of this territory gets +3 strength.
    .rules = LW-C3 LW-E2
tut-scar-box_wolf = A card nobody has seen comes from the box and lies face down on your side of this territory: one more lone wolf (not if the territory is full).
    .rules = LW-C3
tut-scar-flip_honor = This territory's honor token is turned over and shows its other value.
    .rules = LW-C3
tut-scar-points_per_wolf = 1 point for each of your wolves in this territory, lone wolves included.
    .rules = LW-C3 LW-E4
tut-scar-points_per_lone = 2 points for each of your lone wolves in this territory.
    .rules = LW-C3 LW-E4
tut-scar-points_per_faceup = 2 points for each of your face-up wolves in this territory.
    .rules = LW-C3 LW-E4
tut-scar-points_low_faceup = 3 points for each of your face-up 2s, 3s and 4s in this territory.
    .rules = LW-C3 LW-E4
tut-scar-points_if_honor = 5 points if you win this territory's honor token.
    .rules = LW-C3 LW-E4

## Goals: what a move should achieve

tut-goal-wins_trick = It loses the trick.
    .rules = LW-T5
tut-goal-loses_trick = It wins the trick, and the task was to lose it.
    .rules = LW-T5
tut-goal-lead_beaten = The opponent could answer with the { CARD_DAT($card) } and win the trick.
    .rules = LW-T5
tut-goal-lead_unbeaten = Whatever the opponent plays, this card wins the trick.
    .rules = LW-T5
tut-goal-one_of = The task has another move in mind: { $moves }.

## Puzzles: the exact solver's view

tut-puzzle-goal_met = With best play by both from here, the goal is reached.
tut-puzzle-goal_missed = With best play by both from here, the goal is not reached.
tut-puzzle-value = After '{ LW_MOVE($move) }', with best play by both, { $result ->
        [win] { PLAYER($player) } wins by { $points } { $points ->
            [one] point
           *[other] points
        }
        [level] the game ends level
       *[loss] { PLAYER($player) } loses by { $points } { $points ->
            [one] point
           *[other] points
        }
    }; the best move { $best_result ->
        [win] wins by { $best_points } { $best_points ->
            [one] point
           *[other] points
        }
        [level] ends level
       *[loss] loses by only { $best_points } { $best_points ->
            [one] point
           *[other] points
        }
    }.
    .rules = LW-E4
tut-puzzle-best = It is also one of the best moves: with best play by both, { $result ->
        [win] { PLAYER($player) } wins by { $points } { $points ->
            [one] point
           *[other] points
        }
        [level] the game ends level
       *[loss] { PLAYER($player) } loses by only { $points } { $points ->
            [one] point
           *[other] points
        }
    }, and no other move does better.
    .rules = LW-E4
tut-puzzle-solution = Solution: '{ LW_MOVE($move) }'.
tut-puzzle-solver = The exact solver agrees: '{ LW_MOVE($move) }' is one of the best moves ({ SECONDS($seconds) } s to solve).
tut-puzzle-line = The best line from here: { LW_LINE($line) }.

## What a goal looked at

tut-fact-territory = At the end the strength { TERR_IN($territory) } stands { $s0 } to { $s1 } (Player 1 to Player 2).
    .rules = LW-E2 LW-E3
tut-fact-trump = Trump along the way: { TRUMPS($suits) }.
    .rules = LW-T10 LW-T11
tut-fact-score = The game ends { $p0 } to { $p1 }.
    .rules = LW-E4 LW-E5

## The final scoring, territory by territory

tut-score-side = { PLAYER($player) }: strength { $total } (cards and lone wolves { $cards }, scars { $scars }).
    .rules = LW-E2
