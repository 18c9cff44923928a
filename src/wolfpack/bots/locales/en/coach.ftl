### Game-agnostic hint words, for games whose adapter has no words of its own yet, and the words
### every hint shares: numbers in each language's own format and chances in plain words ("about
### 3 games in 4") instead of percentages.

bot-hint-best = Suggested: '{ $move }'.
bot-hint-value-ahead = The search played this move in { $n } games continued from here with random choices. With this move you ended { POINTS_AMOUNT($points) } ahead of the best other player on average and won { CHANCE_PAST($chance) }. Random play is much weaker than real play, so this compares moves; it does not forecast this game.
bot-hint-value-behind = The search played this move in { $n } games continued from here with random choices. With this move you ended { POINTS_AMOUNT($points) } behind the best other player on average and won { CHANCE_PAST($chance) }. Random play is much weaker than real play, so this compares moves; it does not forecast this game.
bot-hint-value-level = The search played this move in { $n } games continued from here with random choices. With this move you ended about level with the best other player on average and won { CHANCE_PAST($chance) }. Random play is much weaker than real play, so this compares moves; it does not forecast this game.
bot-hint-only = It is the only move allowed here.
bot-hint-unclear = In the time it had, the search could not tell the { $n } possible moves apart: they are about equal as far as it can see.
bot-hint-equal_deals = Other moves marked ≈ in the table did about as well over the same deals: the difference is too small to tell them apart from this one ({ $n } of them).
bot-hint-equal = About as good: { $n ->
        [0] no more
       *[other] { $n } more
    } (marked ≈ in the table); the search could not tell them apart from this one.
