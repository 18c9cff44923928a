### Messages of the Lone Wolves board: moves in words, why a player waits, and what the board
### does not offer in a player's view, in English, German and Japanese.

lw-opt-advanced = 上級ルールの面（沼地に4つ目の傷のマス、境界マス）
lw-move-play = { CARD($card) } → { TERR($territory) }
lw-move-reveal = { NTH($index) }番のマスの傷を表にする
lw-move-take = { NTH($index) }番のマスの傷を取る
lw-move-place = 傷を置く：{ LOC($location) }
lw-wait-lead = { PLAYER($player) }がリードします。好きなカードを、満杯でない縄張りに出します。
lw-wait-follow = { PLAYER($player) }がフォローします。リードされた色のカードがあれば、それを出します。
lw-wait-reveal = { PLAYER($player) }が、3で表にする裏向きの傷を選びます。
lw-wait-take = { PLAYER($player) }はトリックに負けたので、{ TERR_DAT($territory) }から傷を1つ選びます。
lw-wait-place = { PLAYER($player) }が、傷を置く空いた群れのマスを選びます。
lw-ui-solve_open_only = ソルバーは両方の手札、裏向きの傷、箱の中身を見るので、公開視点でだけ使えます。
lw-element-card = { CARD($card) }
lw-element-territory = { TERR($territory) }
lw-element-scar = { TERR_IN($territory) }の傷のマス{ NTH($index) }番
lw-element-pack = { PLAYER($player) }の群れのマス（{ LOC_IN($location) }）
