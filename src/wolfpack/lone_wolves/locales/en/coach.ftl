### The words of Lone Wolves hints and solver verdicts, in English, German and Japanese.

## The recommended move

lw-hint-best-lead = Suggested: lead the { CARD_ACC($card) } into the { TERR_ACC($territory) }.
    .rules = LW-T1
lw-hint-best-follow = Suggested: answer with the { CARD_DAT($card) } in the { TERR_ACC($territory) }.
    .rules = LW-T2
lw-hint-best-reveal = Suggested: turn up scar space { NTH($index) } of the { TERR_GEN($territory) }.
    .rules = LW-T4
lw-hint-best-take_up = Suggested: take the face-up scar from space { NTH($index) } of the { TERR_GEN($territory) }: { EFFECT($effect) }.
    .rules = LW-T8
lw-hint-best-take_down = Suggested: take the face-down scar from space { NTH($index) } of the { TERR_GEN($territory) }; on average an unseen scar serves you better than what lies face up.
    .rules = LW-T8 LW-H2
lw-hint-best-place = Suggested: put the scar ({ EFFECT($effect) }) on a pack space { LOC_IN($location) }.
    .rules = LW-T9

## Why: the trick

lw-hint-wins_trick = It beats the { CARD_ACC($other) }, so it wins the trick and stays face up at full strength.
    .rules = LW-T5 LW-T7
lw-hint-wins_two_seven = Against the { CARD_ACC($other) } the 2 takes the 7, so it wins the trick.
    .rules = LW-T6 LW-T7
lw-hint-loses_two_seven = The { CARD_ACC($other) } beats it, because the 2 takes the 7 of its suit: it turns into a lone wolf of strength 1.
    .rules = LW-T6 LW-T8
lw-hint-loses_trick = It cannot beat the { CARD_ACC($other) }: it turns into a lone wolf of strength 1.
    .rules = LW-T5 LW-T8
lw-hint-lead_safe = No card you have not seen can beat it: it wins the trick.
    .rules = LW-T5 LW-T6
lw-hint-lead_risk = { $n ->
        [one] One card you have not seen could beat it; the chance that the opponent holds it is about { $pct }%.
       *[other] { $n } cards you have not seen could beat it; the chance that the opponent holds one of them is about { $pct }%.
    }
    .rules = LW-T5 LW-T6
lw-hint-lead_risk_sure = { $n ->
        [one] One card you have not seen could beat it, and the opponent almost surely holds it.
       *[other] { $n } cards you have not seen could beat it, and the opponent almost surely holds one of them.
    }
    .rules = LW-T5 LW-T6
lw-hint-trump = It is trump ({ SUIT($suit) }).
    .rules = LW-T5 LW-T10
lw-hint-keeps = You keep the { CARD_ACC($card) } for a later trick.
    .rules = LW-T5
lw-hint-as_lone = It will most likely lose the trick and stay there as a lone wolf of strength 1, and so it is counted here.
    .rules = LW-T8
lw-hint-as_lone_sure = It loses the trick and stays there as a lone wolf of strength 1, and so it is counted here.
    .rules = LW-T8

## Why: the territory

lw-hint-secures = It puts you ahead { TERR_IN($territory) }, { $own } to { $opp } in strength: { POINTS($points) } are at stake there.
    .rules = LW-E2 LW-E3
lw-hint-strengthens = It adds to your lead { TERR_IN($territory) }: { $own } to { $opp } in strength.
    .rules = LW-E2 LW-E3
lw-hint-levels = It draws level { TERR_IN($territory) } ({ $own } to { $opp }): as it stands nobody would win it.
    .rules = LW-E2 LW-E3
lw-hint-concedes = It leaves the { TERR_ACC($territory) } to the opponent for now ({ $own } to { $opp } in strength).
    .rules = LW-E2 LW-E3

## Why: scars

lw-hint-scar_buy = If the trick is lost, it buys { SCAR_NAMED($effect) } from the { TERR_DAT($territory) }.
    .rules = LW-T8
lw-hint-scar_buy_sure = Losing the trick buys you { SCAR_NAMED($effect) } from the { TERR_DAT($territory) }.
    .rules = LW-T8
lw-hint-no_scar = Losing there brings nothing: no scar is left { TERR_IN($territory) }.
    .rules = LW-T8
lw-hint-place_gain = There it { LW_GAIN($gain) }.
    .rules = LW-T9 LW-E4
lw-hint-moon = It is the last scar there: the Moon will rise over the { TERR_DAT($territory) } and { SUIT($suit) } becomes trump.
    .rules = LW-T10
lw-hint-blood_moon = It is the last scar there: the Blood Moon will rise over the { TERR_DAT($territory) } and { SUIT($suit) } becomes trump.
    .rules = LW-T11

## Values

lw-hint-principle-lead = What matters now: a strong card spent early is missing in the tricks that decide the territories. Lead a card you can afford to lose, into a territory where the scar you would take helps you.
    .rules = LW-T5 LW-T8
lw-hint-principle-follow = What matters now: win the trick with your cheapest card that wins it, or lose it with your lowest card where the scar you take is worth most to you.
    .rules = LW-T2 LW-T5 LW-T8
lw-hint-principle-scar = What matters now: take and place the scar where it adds the most points to your side.
    .rules = LW-T8 LW-T9
lw-hint-line = One way it can go, if the cards you cannot see lie like this and you both play your best from here:
    .rules = LW-T5
lw-hint-pimc-ahead = We dealt the cards and scars you cannot see in { $n } different ways and played each deal to the end with the best moves for both of you. With this move you end { POINTS_AMOUNT($points) } ahead on average and win { CHANCE($chance) }.
    .rules = LW-E4 LW-E5
lw-hint-pimc-behind = We dealt the cards and scars you cannot see in { $n } different ways and played each deal to the end with the best moves for both of you. With this move you end { POINTS_AMOUNT($points) } behind on average and win { CHANCE($chance) }: no other move does better.
    .rules = LW-E4 LW-E5
lw-hint-pimc-level = We dealt the cards and scars you cannot see in { $n } different ways and played each deal to the end with the best moves for both of you. With this move the game ends about level on average, and you win { CHANCE($chance) }.
    .rules = LW-E4 LW-E5
lw-hint-value-ahead = The search played this move in { $n } games continued from here with random choices by both of you. With this move you ended { POINTS_AMOUNT($points) } ahead on average and won { CHANCE_PAST($chance) }. Random play is much weaker than yours, so this compares moves; it does not forecast this game.
    .rules = LW-E4 LW-E5
lw-hint-value-behind = The search played this move in { $n } games continued from here with random choices by both of you. With this move you ended { POINTS_AMOUNT($points) } behind on average and won { CHANCE_PAST($chance) }. Random play is much weaker than yours, so this compares moves; it does not forecast this game.
    .rules = LW-E4 LW-E5
lw-hint-value-level = The search played this move in { $n } games continued from here with random choices by both of you. With this move you ended about level on average and won { CHANCE_PAST($chance) }. Random play is much weaker than yours, so this compares moves; it does not forecast this game.
    .rules = LW-E4 LW-E5
lw-hint-lead_safe_open = The opponent holds no card that can beat it: it wins the trick.
    .rules = LW-T5 LW-T6
lw-hint-lead_risk_open = { $n ->
        [one] The opponent holds one card that can beat it.
       *[other] The opponent holds { $n } cards that can beat it.
    }
    .rules = LW-T5 LW-T6
lw-hint-solver = With every card open and best play by both, { PLAYER($player) } wins by { POINTS($margin) }.
    .rules = LW-E4
lw-hint-solver_level = With every card open and best play by both, the game ends level on points; then lone wolves decide.
    .rules = LW-E4 LW-E5
