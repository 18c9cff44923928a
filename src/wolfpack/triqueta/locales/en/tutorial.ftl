### The tasks and questions of the tutorial on Triqueta (``tutorials/05-triqueta.md``).

tut-tq-ask-row = Take the row that is worth the most to you right now.
    .rules = TQ-T1 TQ-E2
tut-tq-ask-keep = Try to keep the drawn tile face down, read why not, then lay it where it may go.
    .rules = TQ-T1 TQ-H2
tut-tq-ask-count = Choose which of your face-down light tiles count, so that you score the most.
    .rules = TQ-E1 TQ-E2
tut-tq-right = Right: that is it.
tut-tq-drew = You drew a tile; this task asks you to take a row. Press Start again.
tut-tq-row-gain = Row { NTH($row) } adds { TQ_POINTS($points) } to your score.
    .rules = TQ-E2
tut-tq-row-loss = Row { NTH($row) } costs you { TQ_POINTS($points) }.
    .rules = TQ-E2
tut-tq-row-none = Row { NTH($row) } does not change your score.
    .rules = TQ-E2
tut-tq-row-better = Another row adds more. Count what each row would add to your sets, then press Start again.
    .rules = TQ-E2
tut-tq-count-score = Your score is now { $points }.
    .rules = TQ-E1 TQ-E2
tut-tq-count-better = Another choice scores more. Look at each face-down tile: does it complete a set or spoil one? Press Start again.
    .rules = TQ-E1 TQ-E2
tut-tq-set-why = One tile 1 point, two 2, exactly three the animal's value; from the fourth on the set is worth 0 and every tile beyond the third costs a point.
    .rules = TQ-E2
tut-tq-wolf-why = Nine of the fifteen shadow tiles are wolves: 9/15 = 3/5.
    .rules = TQ-C2
tut-tq-wolf-hint = Count the shadow tiles, and the wolves among them.
    .rules = TQ-C2
tut-tq-options-hint = Read on the board what each option says for the second tile.
    .rules = TQ-V2
tut-tq-option-place = { $n }: lay it in row { NTH($row) }
tut-tq-option-keep = { $n }: keep it face down
tut-tq-option-box = { $n }: return it to the box
tut-tq-table-head = Animal        1 tile  2   3   4   5 tiles
