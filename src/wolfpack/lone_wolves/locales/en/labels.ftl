### The words of the Lone Wolves board (headings, tooltips, what to choose), in every
### language; the kit's own words are in wolfpack/widget/locales/<lang>/labels.ftl.
### German uses the published rulebook's terms: Wolf/Wölfe for the cards, Einsamer Wolf, Narbe,
### Rudelfeld, Gebietsplättchen, Mond- and Blutmondplättchen, Schachtel, Anspiel.

lw-label-trick = Trick { $n }/13
lw-label-trump = Trump
lw-label-none = none
lw-label-moon = Moon
lw-label-blood-moon = Blood Moon
lw-label-not-out = not out yet
lw-label-strength = strength { $n }
lw-label-points = { $n } pts
lw-label-hand = hand { $n }
lw-label-score = score { $n }
lw-label-lone-wolves = lone wolves { $n }
lw-label-choose-card = Choose a card, then a territory.
lw-label-choose-territory = Choose a territory for the { CARD_ACC($card) }.
lw-label-choose-reveal = Choose the face-down scar your 3 turns up.
lw-label-choose-take = Choose a scar to take.
lw-label-choose-place = Choose an empty pack space of yours for the scar.
lw-label-held-mine = You took this scar:
lw-label-held-other = { PLAYER($player) } took this scar:
lw-label-held-hidden = { PLAYER($player) } took a face-down scar.
lw-label-held-hidden-note = You see it when it is placed.
lw-label-place-mine = Place it on one of your empty pack spaces.
lw-label-place-other = It goes on an empty pack space on their side.
lw-label-kind-strength = Strength for its owner's side, where it lies.
lw-label-kind-now = Acts at once, where it is placed.
lw-label-kind-points = Points for its owner at the end, where it lies.
lw-label-now-box-wolf = At once: a wolf from the box joins its owner's side there, face down (strength 1).
lw-label-now-flip-honor = At once: the honor token there turns over to its other side.
lw-label-scar-down = Face-down scar: nobody knows it until a 3 turns it up or a player takes it.
lw-label-scar-space = Scar space { NTH($index) }
lw-label-face-down = face down
lw-label-empty = empty
lw-label-box = box
lw-label-honor-back = back: { $other }
lw-label-tip-honor = Honor token: at the end, the stronger side here wins { $value ->
        [one] { $value } point
       *[other] { $value } points
    }. Its back shows { $other }; the scar “{ $flip }” turns it over.
lw-label-tip-moon-here = The Moon lies here: whoever wins this territory also takes 5 points.
lw-label-tip-blood-moon-here = The Blood Moon lies here: whoever wins this territory also takes 3 points.
lw-label-tip-moon = Moon (5 points): it goes on the first territory whose last scar is taken, and that territory's colour becomes trump.
lw-label-tip-blood-moon = Blood Moon (3 points): it goes on the second territory whose last scar is taken; its colour becomes trump instead.
lw-label-tip-count = { $count } of 6 places taken: a territory holds at most 6 wolves, both sides together.
lw-label-tip-side = { PLAYER($player) }'s side { $where }: strength { $strength } (wolves { $cards }, scars { $scars }). If the game ended now: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } from here.
lw-label-tip-lone = Lone wolves on the board: { $n } (strength 1 each). With equal points, more lone wolves wins.
lw-label-tip-trump = Trump: a card of this colour beats every card of the other colours.
lw-label-tip-no-trump = No trump yet: the Moon brings one.
lw-label-tip-trick = The trick in play: the card led, then the card that follows.
lw-label-result-win = { PLAYER($player) } wins, { $a } to { $b } points.
lw-label-result-tiebreak = { $a } to { $b } points: { PLAYER($player) } wins with more lone wolves.
lw-label-result-draw = A draw: { $a } to { $b } points and as many lone wolves.
lw-label-final-below = The final scoring, territory by territory, is below the board.
lw-label-final = Final scoring
lw-label-final-how = Tokens are the honor token and the Moon or Blood Moon the stronger side wins. Each territory's points add up to the totals; point at a row, or reach it with Tab, to light the lines that explain it.
lw-label-territory = Territory
lw-label-strength-col = Strength
lw-label-tokens = Tokens
lw-label-scars = Scars
lw-label-sum = Points
lw-label-total = Total
lw-label-tie = tie
