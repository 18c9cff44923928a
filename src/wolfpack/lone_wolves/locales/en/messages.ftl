### Every Lone Wolves message in English, German and Japanese, keyed by message id.

## Events: what just happened

lw-ev-lead = { PLAYER($player) } leads the { CARD_ACC($card) } into the { TERR_ACC($territory) }.
    .rules = LW-T1
lw-ev-follow = { PLAYER($player) } answers with the { CARD_DAT($card) } in the { TERR_ACC($territory) }.
    .rules = LW-T2
lw-ev-follow_other = { PLAYER($player) } has no { SUIT($led) } and answers with the { CARD_DAT($card) } in the { TERR_ACC($territory) }.
    .rules = LW-T2
lw-ev-three_nothing = A 3 was played, but there is no face-down scar to reveal { TERR_IN($territory) }.
    .rules = LW-T4
lw-ev-reveal = The 3 turns scar space { NTH($index) } of the { TERR_GEN($territory) } face up: { EFFECT($effect) }.
    .rules = LW-T4
lw-ev-win_higher_led = { PLAYER($player) } wins the trick: the { CARD_NOM($card) } is the higher card of the led suit { SUIT($led) }.
    .rules = LW-T5 LW-T7
lw-ev-win_higher_trump = { PLAYER($player) } wins the trick: both cards are trump ({ SUIT($trump) }) and the { CARD_NOM($card) } is higher.
    .rules = LW-T5 LW-T7
lw-ev-win_off_suit = { PLAYER($player) } wins the trick with the { CARD_DAT($card) }: the { CARD_NOM($other) } is neither the led suit { SUIT($led) } nor trump, so it cannot win.
    .rules = LW-T5 LW-T7
lw-ev-win_trump = { PLAYER($player) } wins the trick: the { CARD_NOM($card) } is trump ({ SUIT($trump) }) and beats the { CARD_ACC($other) }.
    .rules = LW-T5 LW-T7
lw-ev-win_two_takes_seven = { PLAYER($player) } wins the trick: the 2 takes the 7 of its own suit, so the { CARD_NOM($card) } beats the { CARD_ACC($other) }.
    .rules = LW-T6 LW-T7
lw-ev-lone_wolf = { PLAYER($player) } lost the trick: the { CARD_NOM($card) } { TERR_IN($territory) } turns over and becomes a lone wolf of strength 1.
    .rules = LW-T8
lw-ev-no_scar = { PLAYER($player) } takes no scar: none is left { TERR_IN($territory) }.
    .rules = LW-T8
lw-ev-take_up = { PLAYER($player) } takes the face-up scar from space { NTH($index) } of the { TERR_GEN($territory) }: { EFFECT($effect) }.
    .rules = LW-T8
lw-ev-take_down = { PLAYER($player) } takes the face-down scar from space { NTH($index) } of the { TERR_GEN($territory) } and looks at it.
    .rules = LW-T8 LW-H2
lw-ev-moon = The last scar has left the { TERR_ACC($territory) }: the Moon rises there and { SUIT($suit) } is trump from the next trick on.
    .rules = LW-T10
lw-ev-blood_moon = A second territory, the { TERR_NOM($territory) }, has lost its last scar: the Blood Moon rises there. From the next trick { SUIT($suit) } is trump and { SUIT($old) } no longer.
    .rules = LW-T11
lw-ev-emptied_late = The { TERR_NOM($territory) } is out of scars too, but both moons are already out: nothing changes.
    .rules = LW-T11
lw-ev-place = { PLAYER($player) } puts the scar face up on a pack space { LOC_IN($location) }: { EFFECT($effect) }.
    .rules = LW-T9
lw-ev-box_wolf = Box wolf: an unseen card from the box joins { PLAYER($player) }'s side of the { TERR_ACC($territory) } as a lone wolf.
    .rules = LW-C3 LW-H3
lw-ev-box_wolf_full = Box wolf: the { TERR_NOM($territory) } is full, so no card comes from the box there.
    .rules = LW-C3 LW-T3
lw-ev-box_wolf_empty = Box wolf: the box is empty, so the { TERR_NOM($territory) } gets nothing.
    .rules = LW-C3
lw-ev-flip_honor = Honor flip: the honor token of the { TERR_GEN($territory) } turns over and now shows { $value }.
    .rules = LW-C3
lw-ev-next_lead = { PLAYER($player) } won the trick and leads trick { $trick }.
    .rules = LW-T7
lw-ev-game_over = Both hands are empty after 13 tricks: the game is over.
    .rules = LW-E1

## Why a move is legal

lw-why-lead = You lead, so any card may go to any territory that is not full: the { TERR_NOM($territory) } holds { $count } of 6 cards.
    .rules = LW-T1 LW-T3
lw-why-follow_suit = The { CARD_DAT($card) } follows the led suit { SUIT($led) }; the { TERR_NOM($territory) } holds { $count } of 6 cards.
    .rules = LW-T2 LW-T3
lw-why-follow_free = You hold no { SUIT($led) }, so any card may be played; the { TERR_NOM($territory) } holds { $count } of 6 cards.
    .rules = LW-T2 LW-T3
lw-note-three = As a 3, it will turn { ONE_OF_DOWN($down) } there face up.
    .rules = LW-T4
lw-note-trump = Trump is { SUIT($suit) }.
    .rules = LW-T5
lw-note-would_win = It would win the trick against the { CARD_ACC($other) }.
    .rules = LW-T5
lw-note-would_lose = It would lose the trick to the { CARD_ACC($other) } and become a lone wolf.
    .rules = LW-T5 LW-T8
lw-note-two_takes_seven = Here the 2 takes the 7 of the same suit.
    .rules = LW-T6
lw-why-reveal = Scar space { NTH($index) } of the { TERR_GEN($territory) } is face down, so your 3 may turn it face up.
    .rules = LW-T4
lw-why-take_up = You lost the trick, so you take { SCAR_NAMED($effect) } from space { NTH($index) } of the { TERR_GEN($territory) }.
    .rules = LW-T8
lw-why-take_down = You lost the trick, so you take one scar from the { TERR_DAT($territory) }: space { NTH($index) } is face down, a surprise.
    .rules = LW-T8 LW-H2
lw-note-moon_next = It is the last scar there: the Moon will rise and { SUIT($suit) } become trump.
    .rules = LW-T10
lw-note-blood_next = It is the last scar there: the Blood Moon will rise and { SUIT($suit) } replace { SUIT($old) } as trump.
    .rules = LW-T11
lw-why-place = Your side has { PACK_SPACES($free) } { LOC_IN($location) }; the scar's effect will count there.
    .rules = LW-T9
lw-why-place_border = The pack space { LOC_IN($location) } is free on your side; a scar there counts for both territories.
    .rules = LW-T9 LW-C7
lw-note-box_wolf = Box wolf acts at once: an unseen box card joins your side of the { TERR_ACC($territory) } if there is room.
    .rules = LW-C3
lw-note-flip_honor = Honor flip acts at once: the token of the { TERR_GEN($territory) } turns from { $old } to { $new }.
    .rules = LW-C3

## Why a move is not legal

lw-no-over = The game is over: all 13 tricks have been played.
    .rules = LW-E1
lw-no-expect_play = Now { PLAYER($player) } plays a card, written like 'play g6 swamp'.
    .rules = LW-T1
lw-no-expect_reveal = A 3 was just played: first choose the face-down scar it reveals, like 'reveal 1'.
    .rules = LW-T4
lw-no-expect_take = The loser of the trick now takes a scar from the { TERR_DAT($territory) }, like 'take 0' for its first space.
    .rules = LW-T8
lw-no-expect_place = The scar just taken must now be placed, like 'place tundra'.
    .rules = LW-T9
lw-no-not_in_hand = You do not hold the { CARD_ACC($card) }.
    .rules = LW-T1 LW-H1
lw-no-must_follow = You hold the { CARD_ACC($held) }, so you must follow { SUIT($led) }; the { CARD_NOM($card) } is not { SUIT($led) }.
    .rules = LW-T2
lw-no-full = There is no room left: 6 cards already lie { TERR_IN($territory) }.
    .rules = LW-T3
lw-no-reveal_space = Scar space { NTH($index) } of the { TERR_GEN($territory) } holds no face-down scar to reveal.
    .rules = LW-T4
lw-no-take_space = Scar space { NTH($index) } of the { TERR_GEN($territory) } is empty; take a scar that is there.
    .rules = LW-T8
lw-no-reveal_no_space = There is no such scar space: the { TERR_NOM($territory) } has { $spaces ->
        [one] only one scar space
       *[other] only { $spaces } scar spaces
    }.
    .rules = LW-T4
lw-no-take_no_space = There is no such scar space: the { TERR_NOM($territory) } has { $spaces ->
        [one] only one scar space
       *[other] only { $spaces } scar spaces
    }.
    .rules = LW-T8
lw-no-place_full = Your side has no empty pack space left { LOC_IN($location) }.
    .rules = LW-T9
lw-no-no_borders = This board has no border spaces: they exist only on the advanced side.
    .rules = LW-C7
lw-no-not_neighbours = A border space lies only between neighbouring territories in board order.
    .rules = LW-C7

## Final scoring

lw-score-won = { TERR($territory) }: strength { $s0 } to { $s1 }, { PLAYER($player) } wins the honor token worth { $value }.
    .rules = LW-E2 LW-E3
lw-score-tie = { TERR($territory) }: strength { $s0 } to { $s1 }, a tie, so nobody wins its tokens.
    .rules = LW-E2 LW-E3
lw-score-moon = { PLAYER($player) } also takes the Moon { TERR_IN($territory) }: 5 points.
    .rules = LW-E3 LW-E4
lw-score-blood_moon = { PLAYER($player) } also takes the Blood Moon { TERR_IN($territory) }: 3 points.
    .rules = LW-E3 LW-E4
lw-score-scar = Scoring the { TERR_GEN($territory) }: { PLAYER($player) }'s scar { LOC_IN($location) } ({ EFFECT($effect) }) scores { POINTS($points) }.
    .rules = LW-E4
lw-score-scar_here = Scoring the { TERR_GEN($territory) }: { PLAYER($player) }'s scar there ({ EFFECT($effect) }) scores { POINTS($points) }.
    .rules = LW-E4
lw-score-result = Final score { $p0 } to { $p1 }: { PLAYER($player) } wins.
    .rules = LW-E5
lw-score-tiebreak = Final score { $p0 } to { $p1 }, a tie: { PLAYER($player) } wins with more lone wolves ({ $l0 } to { $l1 }).
    .rules = LW-E5
lw-score-draw = Final score { $p0 } to { $p1 }, and lone wolves { $l0 } to { $l0 }: a draw.
    .rules = LW-E5
