### The words of the tutorials' feedback, in English, German and Japanese.

## An exercise's verdict

tut-right = 正解：「{ LW_MOVE($move) }」で課題を達成できます。
tut-illegal = できません：「{ LW_MOVE($move) }」。
tut-missed = 「{ LW_MOVE($move) }」は合法手ですが、課題を達成できません。
tut-unanswered = まだ答えていません。'answer =' のあとに答えを書いて、もう一度セルを実行してください。
tut-unanswered-board = まだ答えていません。上のボードで手を選んでから、もう一度このセルを実行してください。
tut-puzzle-try_first = まず自分でパズルに挑戦しましょう。ボードで手を選んでから、もう一度このセルを実行してください。

## Answers that are not moves

tut-answer-right = 正解：{ $answer }。
tut-answer-wrong = 惜しい：あなたの答えは{ $answer }、正解は{ $expected }です。
tut-predict-right = 正解：このトリックは{ PLAYER($player) }の勝ちです。
tut-predict-wrong = 違います：このトリックは{ PLAYER($player) }の勝ちです。
tut-strength-right = 正解：{ TERR_IN($territory) }での{ PLAYER($player) }の強さは{ $strength }です。
tut-strength-wrong = 惜しい：{ TERR_IN($territory) }での{ PLAYER($player) }の強さは{ $strength }です。
tut-strength-why = 表向きのカードは数字の分、一匹狼は1匹につき1、強さの傷はその分が加わります。
tut-territory-right = 正解：{ TERR_ACC($territory) }は{ PLAYER($player) }の勝ちです。強さはプレイヤー1が{ $s0 }、プレイヤー2が{ $s1 }です。
tut-territory-wrong = 違います：{ TERR_ACC($territory) }は{ PLAYER($player) }の勝ちです。強さはプレイヤー1が{ $s0 }、プレイヤー2が{ $s1 }です。
tut-territory-tie = { TERR_IN($territory) }の強さは{ $s0 }対{ $s1 }で同じなので、だれも勝ちません（答えは0）。

## The nine scar effects

tut-scar-col-effect = 傷
tut-scar-col-when = 効くとき
tut-scar-col-what = 効果
tut-scar-when-now = すぐに
tut-scar-when-strength = 最後に：強さ
tut-scar-when-points = 最後に：得点
tut-scar-pack_strength = この縄張りのあなたの側のカード1枚につき強さ+1（一匹狼も数えます）。
tut-scar-plus3 = この縄張りのあなたの側の強さが+3になります。
tut-scar-box_wolf = だれも見ていないカードが箱から出て、この縄張りのあなたの側に裏向きで置かれます。一匹狼が1匹増えます（縄張りがいっぱいなら何も起きません）。
tut-scar-flip_honor = この縄張りの名誉トークンを裏返し、もう一方の点数にします。
tut-scar-points_per_wolf = この縄張りのあなたのカード1枚につき1点（一匹狼も数えます）。
tut-scar-points_per_lone = この縄張りのあなたの一匹狼1匹につき2点。
tut-scar-points_per_faceup = この縄張りのあなたの表向きのカード1枚につき2点。
tut-scar-points_low_faceup = この縄張りのあなたの表向きの2・3・4の1枚につき3点。
tut-scar-points_if_honor = この縄張りの名誉トークンを取ったら5点。

## Goals: what a move should achieve

tut-goal-wins_trick = これではトリックに負けます。
tut-goal-loses_trick = これではトリックに勝ってしまいます。課題は負けることでした。
tut-goal-lead_beaten = 相手は{ CARD_DAT($card) }を出してこのトリックに勝てます。
tut-goal-lead_unbeaten = 相手が何を出しても、このカードがトリックに勝ちます。
tut-goal-one_of = 課題が求めているのは別の手です：{ $moves }。

## Puzzles: the exact solver's view

tut-puzzle-goal_met = ここから両者が最善を尽くしても、目標は達成されます。
tut-puzzle-goal_missed = ここから両者が最善を尽くすと、目標は達成されません。
tut-puzzle-value = 「{ LW_MOVE($move) }」の後、両者が最善を尽くすと、{ $result ->
        [win] { PLAYER($player) }は{ $points }点差で勝ちます
        [level] 同点で終わります
       *[loss] { PLAYER($player) }は{ $points }点差で負けます
    }。最善手なら{ $best_result ->
        [win] { $best_points }点差で勝てます
        [level] 同点にできます
       *[loss] { $best_points }点差の負けですみます
    }。
tut-puzzle-best = これも最善手の1つです。両者が最善を尽くすと、{ $result ->
        [win] { PLAYER($player) }は{ $points }点差で勝ち
        [level] 同点で終わり
       *[loss] { PLAYER($player) }は{ $points }点差で負けますが
    }、これより良い手はありません。
tut-puzzle-solution = 解答：「{ LW_MOVE($move) }」。
tut-puzzle-solver = 厳密ソルバーも同じ結論です：「{ LW_MOVE($move) }」は最善手の1つです（解析{ SECONDS($seconds) }秒）。
tut-puzzle-line = ここからの最善の進め方：{ LW_LINE($line) }。

## What a goal looked at

tut-fact-territory = 最後に{ TERR_IN($territory) }の強さは、プレイヤー1が{ $s0 }、プレイヤー2が{ $s1 }になります。
tut-fact-trump = 途中の切り札：{ TRUMPS($suits) }。
tut-fact-score = ゲームは{ $p0 }対{ $p1 }で終わります。

## The final scoring, territory by territory

tut-score-side = { PLAYER($player) }：強さ{ $total }（カードと一匹狼{ $cards }、傷{ $scars }）。
