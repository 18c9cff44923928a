### The tasks and questions of the tutorial on The Wolves (``tutorials/04-the-wolves.md``).

## What each task asks

tut-tw-ask-pay = Pay for the move to desert with the tile that flips, so that it shows forest next time.
    .rules = TW-T1 TW-C2
tut-tw-ask-move = Move two wolves that stand on the same hex to two different desert hexes.
    .rules = TW-T2 TW-T3
tut-tw-ask-den = Dig a den next to one of your alphas so that your wolves can run farther.
    .rules = TW-T5
tut-tw-ask-displace = Move one of your alphas onto a hex where another pack's wolf stands alone, and send that wolf away.
    .rules = TW-T4
tut-tw-ask-howl = Howl a lone wolf into your pack.
    .rules = TW-T7
tut-tw-ask-lair = Upgrade one of your dens to a lair.
    .rules = TW-T6
tut-tw-ask-dominate = Dominate a piece of another pack.
    .rules = TW-T8
tut-tw-ask-hunt = Hunt: end your action with your wolves on three different hexes next to a prey.
    .rules = TW-T9

## Verdicts

tut-tw-right = Right: that is it.
tut-tw-other_action = You chose the action “{ TWACTION($chosen) }”, but this task asks for “{ TWACTION($wanted) }”. Press Start again and try it.
tut-tw-end_turn = You ended your turn without doing what the task asks. Press Start again.
tut-tw-pay-home = You paid with the home tile: it never flips, so it shows desert again next time. Press Start again and pay with the tile that flips.
    .rules = TW-C2
tut-tw-move-miss = Your move is over, but no two wolves from the same hex ended on two different hexes. With pack spread 2 you may move two wolves, and they may split up. Press Start again.
    .rules = TW-T2
tut-tw-den-track = You took the den from the { TWTRACK($track) } track. Your wolves run farther when the wolf speed track goes up. Press Start again.
    .rules = TW-T5
tut-tw-hunt-miss = Your action is over and there was no hunt: your wolves must stand on three different hexes next to the prey, and you may not yet have a prey of that kind. Press Start again.
    .rules = TW-T9
tut-tw-displace-miss = Your move is over, but no wolf was pushed away. Only an alpha may end on a hex where another pack's wolf stands alone. Press Start again.
    .rules = TW-T4
tut-tw-region-why = Count the control in the region at { TWHEX($water) }: alphas, pack wolves and dens 1 each, a lair 3.
    .rules = TW-E1
tut-tw-element-home_tile = the home tile ({ TWTERRAIN($terrain) } on both sides)
    .rules = TW-C2
