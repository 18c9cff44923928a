### Every Triqueta message in English, German and Japanese, keyed by message id.

tq-ev-draw = { TQ_PLAYER($player) }はスタック{ NTH($stack) }の一番上の{ TQ_KIND($kind) }を引き、こっそり確認しました。
tq-ev-draw2 = { TQ_PLAYER($player) }はスタック{ NTH($a) }、続いてスタック{ NTH($b) }から2枚（{ TQ_KINDS($kinds) }）を引き、両方をこっそり確認しました。
tq-ev-draw2_same = { TQ_PLAYER($player) }はスタック{ NTH($a) }の上から2枚（{ TQ_KINDS($kinds) }）を引き、両方をこっそり確認しました。
tq-ev-shadow = 影のタイルは裏向きで{ TQ_PLAYER($player) }の手元に置かれました（{ TQ_SHADOWS($count) }）。
tq-ev-place = { TQ_PLAYER($player) }は{ TQ_A_TILE($tile) }を表向きで列{ NTH($row) }の最後に置きました（列のタイルは{ TQ_COUNT($length) }）。
tq-ev-keep = { TQ_PLAYER($player) }は通常タイルを裏向きで手元に置きました（ゲーム全体で最大2枚のうち{ $kept }枚目）。
tq-ev-box = { TQ_PLAYER($player) }は通常タイルを裏向きのまま箱に戻しました。誰にも見られずゲームから除外されます。
tq-ev-take = { TQ_PLAYER($player) }は列{ NTH($row) }（{ TQ_ROW($tiles) }）を取り、このラウンドの残りは休みます。
tq-ev-running = 現在の公開得点（表向きのタイル・木・スタートマーカー）：{ TQ_SCORES($scores) }。
tq-ev-alone = { TQ_PLAYER($player) }がラウンドに残った最後の1人です。最後の列を取るまで引き続けられます。
tq-ev-tower_empty = 現在のタワーは空です。ラウンドに残っているプレイヤーは列を取ることしかできません。
tq-ev-one_left = タワーのタイルが残り1枚です。このラウンドではもう引けず、列を取るしかありません。
tq-ev-round_end = ラウンド{ $round }終了：最後の列を取った{ TQ_PLAYER($player) }がスタートマーカーを受け取ります。{ TQ_LEFTOVER($leftover) }
tq-ev-round_end_stays = 最終ラウンド{ $round }終了：最後の列を取ったのは{ TQ_PLAYER($player) }で、スタートマーカーはこのラウンドを始めた{ TQ_PLAYER($holder) }のもとに残ります。{ TQ_LEFTOVER($leftover) }
tq-ev-tower = { TQ_PLAYER($player) }はラウンド{ $round }のタワーとしてタワー{ NTH($tower) }を選び、その木タイルを受け取りました（{ TQ_TREES($trees) }）。
tq-ev-tower_only = 残るタワーはタワー{ NTH($tower) }だけなので、ラウンド{ $round }のタワーになります。{ TQ_PLAYER($player) }がその木タイルを受け取りました（{ TQ_TREES($trees) }）。
tq-ev-round_start = ラウンド{ $round }はスタートマーカーを持つ{ TQ_PLAYER($player) }から時計回りに始まります。タワーには{ TQ_COUNT($tiles) }あり、列はすべて空に戻りました。
tq-ev-count_start = 4ラウンドが終わりました。裏向きの通常タイルを持つプレイヤーは、どれを得点に入れるか決めます。影のタイルは必ず数えます。
tq-ev-counted = { TQ_PLAYER($player) }はどの裏向きタイルを数えるか決めました。
tq-ev-reveal = { TQ_PLAYER($player) }が公開したタイル：{ TQ_TILES_ACC($tiles) }。{ TQ_BOXED($boxed) }。
tq-ev-winner = 最終得点（{ TQ_SCORES($scores) }）：{ TQ_PLAYER($player) }の勝ちです。
tq-ev-shared = 最終得点（{ TQ_SCORES($scores) }）：{ TQ_PLAYERS($players) }が同点で勝利を分け合います。
tq-running_scores = 各プレイヤーの現在の得点：{ TQ_SCORES($scores) }（{ TQ_SCOPE($scope) }）。
tq-intro = 5スタックずつのタワーが{ $towers }基あります。ラウンド1は木タイルのないタワー{ NTH($tower) }を使います。列はプレイヤーごとに1つで全部で{ $rows }列あり、{ TQ_PLAYER($player) }がスタートマーカーを持って始めます。
tq-why-draw = スタック{ NTH($stack) }の一番上を引きます（スタックには今{ TQ_COUNT($left) }）。通常タイルなので、列の最後に置くか裏向きで手元に置くことになります。
tq-why-draw_shadow = スタック{ NTH($stack) }の影のタイルを引きます。もう上に通常タイルはありません。裏向きで手元に置かれ、最後には必ず得点に数えます。
tq-why-draw2 = 2人用バリアントでは2枚引きます：スタック{ NTH($a) }、続いてスタック{ NTH($b) }から（{ TQ_KINDS($kinds) }）。
tq-why-draw2_same = 2人用バリアントでは2枚引きます。ここではスタック{ NTH($a) }の上から2枚（{ TQ_KINDS($kinds) }）です。
tq-why-place = { TQ_TILE($tile) }を表向きで列{ NTH($row) }の最後に置きます。列は{ TQ_COUNT($length) }になり、その列を取った人が全部受け取ります。
tq-why-keep = { TQ_TILE($tile) }を裏向きで手元に置きます。中身を知るのはあなただけです。ゲーム全体で裏向きにできる通常タイルは最大2枚で、これが{ $kept }枚目です。
tq-why-box = { TQ_TILE($tile) }を裏向きで箱に戻します。ゲームから除外され、他の誰にも見られません。
tq-why-take = { $count ->
        [0] 空の列{ NTH($row) }を取ります（タイルはもらえません）
       *[other] 列{ NTH($row) }を中身ごと（{ TQ_ROW($tiles) }）取ります
    }。列マーカーは外れ、このラウンドの残りは休みます。
tq-why-take_last = { $count ->
        [0] 空の最後の列{ NTH($row) }を取ります（タイルはもらえません）
       *[other] 最後の列{ NTH($row) }（{ TQ_ROW($tiles) }）を取ります
    }。ラウンドが終わり、あなたがスタートマーカーを受け取り、次のタワーとその木タイルを選びます。
tq-why-take_final = { $count ->
        [0] ゲーム最後の空の列{ NTH($row) }を取ります（タイルはもらえません）
       *[other] ゲーム最後の列{ NTH($row) }（{ TQ_ROW($tiles) }）を取ります
    }。これで第4ラウンドが終わり、最終得点計算に移ります。
tq-why-tower = ラウンド{ $round }のタワーとしてタワー{ NTH($tower) }（{ TQ_COUNT($tiles) }）を選びます。その木タイル（1点）を受け取ります。
tq-why-count = 裏向きの通常タイルは、{ TQ_COUNT_DO($tiles) }ことにし、{ TQ_BOX_DO($boxed) }。セットの得点は{ TQ_POINTS($points) }になります。
tq-best = { TQ_PLAYER($player) }の最善の選び方は、{ TQ_COUNT_DO($tiles) }ことで、セットの得点は{ TQ_POINTS($points) }です。
tq-best-in = 裏向きタイル{ NTH($index) }（{ TQ_TILE($tile) }）を数える：{ TQ_POINTS($points) }増えます。
tq-best-out = 裏向きタイル{ NTH($index) }（{ TQ_TILE($tile) }）は数えない：{ TQ_LOSS($points) }。
tq-note-set_one = { TQ_A_TILE($animal) }が1枚になります：1点。
tq-note-set_two = { TQ_ANIMALS($animal) }が2枚になります：2点。
tq-note-set_triqueta = { TQ_ANIMALS($animal) }がちょうど3枚：{ TQ_POINTS($value) }のトリケタです！
tq-note-set_spoil4 = 4枚目の{ TQ_ANIMAL($animal) }でトリケタが崩れます：セットは0点でさらに-1点（{ $value }点の代わりに）。
tq-note-set_spoiled = { TQ_ANIMALS($animal) }{ $n }枚は多すぎます：セットは0点でさらに-{ $minus }点。
tq-note-score = 現在の得点（裏向きと影のタイルを含む）：今{ $before }点、この手の後{ $after }点。
tq-note-alone = あなたはラウンドに残った最後の1人なので、好きなだけ引き続けられます。
tq-note-own_row = ラウンドにはあなた1人です。最後の列は自分で取ることになります。
tq-note-two_lights = 2枚とも通常タイルなので、2枚には異なる選択肢を選ぶ必要があります。
tq-note-shadow_kept = 影のタイルはすぐに裏向きで手元に置かれます。
tq-note-only_rows = タワーが空なので、列を取るしかありません。
tq-note-one_tile = タワーには1枚しか残っていないので、引くことはできません。
tq-note-other_differs = もう1枚の通常タイル（{ TQ_TILE($other) }）には、{ TQ_OPTION($option) }以外の選択肢を選ぶ必要があります。
tq-note-first_was = 1枚目の通常タイルには{ TQ_OPTION($option) }を選んだので、こちらは別の選択肢になります。
tq-note-keep_counts = 数えるかどうかは最後に決めます。
tq-note-best = これより高い得点になる選び方はありません（{ TQ_POINTS($points) }）。
tq-note-not_best = これは{ TQ_POINTS($points) }ですが、別の選び方なら{ TQ_POINTS($best) }です。
tq-no-over = 4ラウンドが終わり得点計算も済んだので、ゲームは終了しています。
tq-no-expect_turn = { TQ_PLAYER($player) }の手番です。スタックから引く（'draw 3'）か列を取る（'take 1'）かです。
tq-no-expect_turn2 = { TQ_PLAYER($player) }の手番です。2枚引く（'draw 1 3'）か列を取る（'take 1'）かです。
tq-no-expect_option = { TQ_PLAYER($player) }はまず引いた通常タイルの扱いを決めます。今できるのは{ TQ_MOVES($options) }です。
tq-no-expect_tower = 最後の列を取った{ TQ_PLAYER($player) }が、まだ使っていないタワーから次のタワーを選びます。
tq-no-expect_count = { TQ_PLAYER($player) }が{ TQ_WHICH($n) }を決めます。{ TQ_COUNT_HOW($n) }。
tq-no-row_none = 列{ NTH($row) }はありません。列はプレイヤーごとに1つなので、{ $rows }列です。
tq-no-row_gone = 列{ NTH($row) }はこのラウンドですでに取られ、もう場にありません。
tq-no-row_full = 列{ NTH($row) }は満杯です。この設定では1列に最大{ TQ_COUNT($limit) }です。
tq-no-same_option = 1枚目の通常タイルにはすでに{ TQ_OPTION($option) }を選びました。2枚の通常タイルには異なる選択肢が必要です。
tq-no-keep_limit = すでに{ TQ_LIGHTS($limit) }を手元に置いています。これはラウンドごとではなくゲーム全体の上限です。
tq-no-box_base = タイルを箱に戻す選択肢は2人用バリアントにしかありません。
tq-no-tower_used = タワー{ NTH($tower) }はすでに使われました。残っているタワーから選んでください。
tq-no-count_index = { $held ->
        [0] { TQ_PLAYER($player) }は裏向きの通常タイルを持っていません（入力：'count none'）。
        [1] { TQ_PLAYER($player) }が持つのは{ TQ_LIGHTS($held) }だけです（入力：'count 0'、最初の1枚が0番）。
       *[other] { TQ_PLAYER($player) }が持つのは{ TQ_LIGHTS($held) }だけです（入力例：'count 0 1'、最初の1枚が0番）。
    }
tq-no-draw_two = 2人用バリアントでは2枚引きます。スタックを2つ指定してください（例：'draw 1 3'）。
tq-no-draw_one = 引くのは1枚です。スタックを1つ指定してください（例：'draw 3'）。
tq-no-tower_empty = 現在のタワーは空です。列を取ることしかできません。
tq-no-one_tile = タワーには1枚しか残っていません。2人用バリアントでは列を取らなければなりません。
tq-no-stack_empty = 現在のタワーのスタック{ NTH($stack) }は空です。
tq-no-stack_short = スタック{ NTH($stack) }には1枚しかないので、2枚ともそこから引くことはできません。
tq-no-no_option = 今引いた通常タイルには行き場がありません。すべての列が満杯で、すでに{ TQ_LIGHTS($limit) }を手元に置いています。
tq-score-single = { TQ_PLAYER($player) }：{ TQ_ANIMAL($animal) }1枚で1点。
tq-score-pair = { TQ_PLAYER($player) }：{ TQ_ANIMALS($animal) }2枚で2点。
tq-score-triqueta = { TQ_PLAYER($player) }：{ TQ_ANIMALS($animal) }ちょうど3枚{ TQ_SHADOW_PART($shadow) }で{ TQ_POINTS($points) }のトリケタ。
tq-score-spoiled = { TQ_PLAYER($player) }：{ TQ_ANIMALS($animal) }{ $n }枚。3枚を超えるのでセットは0点となり、さらに{ TQ_POINTS($points) }です。
tq-score-trees = { TQ_PLAYER($player) }：{ TQ_TREES($n) }で{ TQ_POINTS($points) }。
tq-score-marker = { TQ_PLAYER($player) }：スタートマーカーで1点。
tq-score-total = { TQ_PLAYER($player) }：合計{ TQ_POINTS($points) }。
