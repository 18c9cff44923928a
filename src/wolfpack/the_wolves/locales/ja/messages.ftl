### Every The Wolves message in English, German and Japanese, keyed by message id.

tw-ev-place = { TWPLAYER_CAP($player) }がアルファウルフとパックウルフを{ TWHEX($hex) }（{ TWTERRAIN($terrain) }）に置きました。
tw-ev-turn =
    第{ $turn }手番：{ TWPLAYER($player) }のアクションは2回です（{ $tokens ->
        [0] ボーナスアクショントークンはありません
       *[other] ボーナスアクショントークン：{ $tokens }個
    }）。
tw-ev-choose = { TWPLAYER_CAP($player) }はアクション「{ TWACTION($action) }」を選びました。
tw-ev-choose_bonus =
    { TWPLAYER_CAP($player) }はボーナスアクショントークンを使って追加のアクション「{ TWACTION($action) }」を行います（{ $left ->
        [0] ボーナスアクショントークンはこれでなくなりました
       *[other] ボーナスアクショントークンは残り{ $left }個
    }）。
tw-ev-pay = { TWPLAYER_CAP($player) }は{ TWTERRAIN($terrain) }の支払いに{ TWPAY_DAT($paid) }を使いました。
tw-ev-move = { TWPLAYER_CAP($player) }の{ TWKIND_ACC($kind) }が{ TWHEX($frm) }から{ TWHEX($to) }（{ TWTERRAIN($terrain) }）へ{ TWSTEPS($steps) }移動しました。
tw-ev-displace_pending = アルファウルフが{ TWHEX($hex) }から{ TWOF($owner) }の{ TWKIND_ACC($kind) }を押し出しました。行き先は{ TWPLAYER($player) }が選びます。
tw-ev-displace_pending_lair = 棲家には他の群れはいられません。{ TWOF($owner) }の{ TWKIND_NOM($kind) }は{ TWHEX($hex) }を離れ、行き先は{ TWPLAYER($player) }が選びます。
tw-ev-displaced = 押し出された{ TWOF($owner) }の{ TWKIND_NOM($kind) }は{ TWHEX($frm) }から{ TWHEX($to) }（{ TWSTEPS($steps) }先）へ移りました。
tw-ev-den = { TWPLAYER_CAP($player) }は{ TWHEX($hex) }に巣穴を作りました。巣穴は{ TWTRACK($track) }のトラックから取ったので、その値は{ $value }になりました。
tw-ev-gain_den = その巣穴の下にあった報酬として、{ TWPLAYER($player) }は{ TWREWARD($reward) }を得ました。
tw-ev-gain_hunt = 狩りの報酬として、{ TWPLAYER($player) }は{ TWREWARD($reward) }も得ました。
tw-ev-lair = { TWPLAYER_CAP($player) }は{ TWHEX($hex) }の巣穴を棲家に改良しました。棲家トラックは{ $value }VPを示しています。
tw-ev-gain_lair = 棲家により{ TWPLAYER($player) }はボーナス地形トークンを1個得ました。
tw-ev-howl = { TWPLAYER_CAP($player) }は{ TWHEX($hex) }の一匹狼に遠吠えしました。
tw-ev-deploy = { TWPLAYER_CAP($player) }は狼トラックの{ NTH($slot) }番目の{ TWKIND_ACC($kind) }を{ TWHEX($hex) }に置きました。
tw-ev-dominate = { TWPLAYER_CAP($player) }は{ TWHEX($hex) }にある{ TWOF($owner) }の{ TWKIND_ACC($kind) }を支配しました。
tw-ev-calendar = { TWKIND_NOM_CAP($what) }はムーンライトボードの{ $date }番のスペースに置かれました。
tw-ev-phase_due = { $date }番のスペースで{ TWPHASE($phase) }に到達しました。この手番の終わりに{ TWPHASE($phase) }トークンのある地域の得点計算を行います。
tw-ev-hunt = { TWPLAYER_CAP($player) }は{ TWHEX($hex) }の獲物を{ $near }つのヘクスから囲み、{ TWPREY_A($prey) }を狩りました。
tw-ev-scoring = 手番終了：{ TWPHASE($phase) }トークンのある地域の得点計算です。
tw-ev-stall = もうムーンライトボードに駒が置かれることはなく、満月は来ません。ゲームはここで終了し、まだの得点フェーズを順に計算します。
tw-ev-limit = { $rounds }ラウンドを終えても満月が来ていないので、ラウンドの上限でゲームは終了し、まだの得点フェーズを順に計算します。
tw-ev-game_over = ゲーム終了です。
tw-ev-end_turn = { TWPLAYER_CAP($player) }の手番が終わりました。
tw-ev-no_action = { TWPLAYER_CAP($player) }は実行できるアクションがないので手番を終えました。
tw-score-region = { TWREGION($region) }の{ TWPHASE($phase) }トークンの得点計算（1位{ $high }VP、2位{ $low }VP）。
tw-score-control = { TWPLAYER_CAP($owner) }：支配力{ $control }（{ TWALPHAS($alphas) }）。
tw-score-nobody = { TWREGION($region) }には誰の支配力もないので得点はなく、{ TWPHASE($phase) }トークンは箱に戻ります。
tw-score-tie_first = { TWPLAYERS_CAP($owners) }が支配力{ $control }・{ TWALPHAS($alphas) }で1位に並びました。それぞれ低い方の値{ $value }VPを得て、2位はなし、トークンは箱に戻ります。
tw-score-alpha_break = { TWPLAYER_CAP($owner) }と{ TWPLAYER($other) }はどちらも支配力{ $control }ですが、{ TWPLAYER($owner) }の方がアルファウルフが多い（{ $a }対{ $b }）ので上位です。
tw-score-first = { TWPLAYER_CAP($owner) }が最大の支配力で{ TWPHASE($phase) }トークンを獲得します（ゲーム終了時に{ $value }VP）。
tw-score-second = { TWPLAYER_CAP($owner) }は2位で{ $value }VPを得ます。
tw-score-tie_second = { TWPLAYERS_CAP($owners) }が2位で並んだ（支配力{ $control }、{ TWALPHAS($alphas) }）ため、2位の得点はありません。
tw-score-no_second = 他に支配力を持つ者がいないので2位はありません。
tw-result-row = { TWPLAYER_CAP($player) }：{ $total }VP（地域得点トークン{ $tokens }、VPトークン{ $markers }、巣穴トラック{ $dens }、棲家{ $lairs }、狼{ $wolves }、獲物{ $prey }）。
tw-result-winner = { TWPLAYER_CAP($player) }が{ $total }VPで勝利しました。
tw-result-tiebreak_tokens = { $total }VPで同点。地域得点トークンの多い{ TWPLAYER($player) }（{ $count }枚）の勝利です。
tw-result-tiebreak_wolves = { $total }VPで地域得点トークンも同数。盤上の狼が多い{ TWPLAYER($player) }（{ $wolves }匹）の勝利です。
tw-result-shared = { TWPLAYERS_CAP($players) }が{ $total }VPで勝利を分け合いました。タイブレークもすべて同じです。
tw-why-place_first = 最初のアルファウルフとパックウルフを{ TWHEX($hex) }（{ TWTERRAIN($terrain) }）に置きます。スタートタイルの裂け目に接する空きヘクスです。
tw-why-place_second = 2組目を{ TWHEX($hex) }（{ TWTERRAIN($terrain) }）に置きます。空いていて、1組目の{ TWHEX($first) }とは裂け目の反対側です。
tw-why-place_2p = アルファウルフとパックウルフを{ TWHEX($hex) }（{ TWTERRAIN($terrain) }）に置きます。三日月トークンのない地域の空きヘクスです。
tw-why-move = 移動：目的地の地形のタイルを{ TWTILES($cost) }支払い、最大{ TWWOLVES($spread) }（群れの広がり）をそれぞれ最大{ TWSTEPS($speed) }（速度）動かします。
tw-why-den = 営巣：そのヘクスの地形のタイルを{ TWTILES($cost) }支払い、自分のアルファウルフのいるヘクスか隣に巣穴を置きます（トラックに残り{ $left }個）。
tw-why-lair = 棲家に改良：巣穴の地形のタイルを{ TWTILES($cost) }支払い、水源に接しアルファウルフの近くにある自分の巣穴を棲家にします（残り{ $left }個）。
tw-why-howl = 遠吠え：一匹狼のいる地形のタイルを{ TWTILES($cost) }支払い、自分のアルファウルフから{ TWDIST($range) }以内（遠吠え範囲）の一匹狼を仲間にします。
tw-why-dominate = 支配：対象の地形のタイルを{ TWTILES($cost) }支払い、自分のアルファウルフから{ TWDIST($range) }以内の相手のパックウルフか巣穴を自分の駒に置き換えます。
tw-why-end_bonus = 手番を終える：2回のアクションは済みました。{ TWATOKENS($tokens) }は後で使えます。
tw-why-end_forced = 手番を終える：今は実行できるアクションがありません（{ TWACTIONS($left) }分は使われません）。
tw-why-to = { TWTERRAIN($terrain) }へ移動：{ TWTERRAIN($terrain) }のタイルは{ TWTILES_HELD($tiles) }、{ TWBONUS_HAS($bonus) }、自分の狼{ TWWOLVES($wolves) }が{ TWSTEPS($speed) }以内の空いている{ TWTERRAIN_HEX($terrain) }に届きます。
tw-why-den_at = { TWHEX_CAP($hex) }（{ TWTERRAIN($terrain) }）は自分のアルファウルフのいるヘクスか隣で、巣穴・棲家・相手の狼がなく、駒を置く余地があります。{ TWTERRAIN($terrain) }のタイルを{ TWTILES($cost) }支払えます。
tw-why-lair_at = { TWHEX($hex) }（{ TWTERRAIN($terrain) }）の巣穴は水源とアルファウルフに接し、この地域にまだ棲家はありません。棲家で{ $vp }VPが見え、ボーナス地形トークンを得ます。
tw-why-howl_at = { TWHEX($hex) }（{ TWTERRAIN($terrain) }）の一匹狼は{ TWHEX($alpha) }のアルファウルフから{ TWDIST($dist) }（遠吠え範囲{ $range }）。一匹狼はムーンライトボードへ行き、次の狼（{ TWKIND($kind) }）がそこに入ります。
tw-why-dominate_at = { TWHEX($hex) }（{ TWTERRAIN($terrain) }）の{ TWOF($owner) }の{ TWKIND_NOM($kind) }は同じ群れの駒に守られておらず、{ TWHEX($alpha) }のアルファウルフから{ TWDIST($dist) }（遠吠え範囲{ $range }）です。
tw-why-pay = { TWTERRAIN($terrain) }を{ TWPAY_DAT($paid) }で支払います。その後タイルは{ TWTERRAINS($shows) }を示し、{ TWBONUS_LEFT($left) }。
tw-why-wolf = { TWHEX($frm) }の{ TWKIND($kind) }は水源と裂け目を避けて{ TWSTEPS($steps) }（速度{ $speed }）で{ TWHEX($to) }へ行けます。止まってよい{ TWTERRAIN_HEX($terrain) }です。
tw-why-done = 移動を終える：{ TWWOLVES($moved) }を動かしました（群れの広がりでは最大{ $spread }匹）。
tw-why-displace = 押し出された{ TWOF($owner) }の{ TWKIND_ACC($kind) }を{ TWHEX($hex) }へ。{ TWHEX($frm) }から最も近い（{ TWSTEPS($steps) }）、空きか自分の群れの駒が1つだけのヘクスです。
tw-why-track = { TWTRACK($track) }トラックの次の巣穴を取ります。値は{ $old }から{ $new }になり、{ $vp }VPが見えます。
tw-note-reward = その下の{ TWREWARD($reward) }を得ます。
tw-note-bonus_action =
    ボーナスアクショントークンを1個使います（{ $left ->
        [0] これで残りはありません
       *[other] 残り{ $left }個
    }）。
tw-note-displace = そこに単独でいる{ TWOF($owner) }のパックウルフはアルファウルフに押し出され、行き先はあなたが選びます。
tw-note-on_den = そこにある{ TWOF($owner) }の巣穴（単独）と同じヘクスに止まり、巣穴は残ります。
tw-note-last_move = このアクションで動かせる最後の狼です。
tw-note-moves_left = この後、このアクションでさらに{ TWWOLVES($left) }動かせます。
tw-no-over = ゲームは終了しています。
tw-no-unknown = '{ $text }'は『ウルヴズ』の手ではありません。
tw-no-no_hex = このマップにヘクス{ $hex }はありません。
tw-no-expect_place = 今は{ TWPLAYER($player) }がアルファウルフとパックウルフを置く番です。入力例は'{ $example }'です。
tw-no-expect_choose = 今は{ TWPLAYER($player) }がアクションを選ぶ番です（残り{ $left }回、{ TWATOKENS($tokens) }）。入力は'move'、'den'、'lair'、'howl'、'dominate'、'end'のどれかです。
tw-no-expect_target_move = 今は{ TWPLAYER($player) }が移動先の地形を選ぶ番です。入力例は'{ $example }'です。
tw-no-expect_target_hex = 今は{ TWPLAYER($player) }が「{ TWACTION($action) }」の対象ヘクスを選ぶ番です。入力例は'{ $example }'です。
tw-no-expect_target_dominate = 今は{ TWPLAYER($player) }が支配する駒を選ぶ番です。入力例は'{ $example }'です。ヘクスの後に、パックウルフなら'pack'、巣穴なら'den'と書きます。
tw-no-expect_pay = 今は{ TWPLAYER($player) }が{ TWTERRAIN($terrain) }のタイルを{ TWTILES($cost) }支払う番です。入力例は'pay home'、'pay grass>rock'、'pay bonus'です。
tw-no-expect_wolf = 今は{ TWPLAYER($player) }が狼を{ TWTERRAIN_HEX($terrain) }へ動かす番です。入力例は'{ $example }'です。アルファウルフなら'alpha'、パックウルフなら'pack'の後に、出発ヘクス>到着ヘクスを書きます。終えるときは'done'と入力します。
tw-no-expect_displace = 今は{ TWPLAYER($player) }が{ TWHEX($hex) }から押し出された狼の行き先を選ぶ番です。入力例は'{ $example }'です。
tw-no-expect_track = 今は{ TWPLAYER($player) }が巣穴を取るトラックを選ぶ番です。入力は'track spread'、'track speed'、'track range'のどれかです。
tw-no-water = { TWHEX_CAP($hex) }は水源か裂け目です。駒は入ることも通り抜けることもできません。
tw-no-place_taken = { TWHEX_CAP($hex) }はすでに埋まっています。空いたヘクスが必要です。
tw-no-place_token = { TWHEX_CAP($hex) }には一匹狼か獲物のトークンがあるので空いていません。
tw-no-place_crescent = { TWHEX_CAP($hex) }は三日月トークンのある地域なので、そこには置けません。
tw-no-place_not_start = { TWHEX_CAP($hex) }はスタートタイルの裂け目に接するヘクスではありません。
tw-no-place_same_side = { TWHEX_CAP($hex) }は1組目（{ TWHEX($first) }）と裂け目の同じ側です。2組目は反対側に置きます。
tw-no-end_early = まだ{ TWACTIONS($left) }が残っていて、実行できるアクションがあります。手番ではアクションを2回行います。
tw-no-no_dens = トラックの巣穴をすべて使ったので、もう巣穴は作れません。
tw-no-no_lairs = 棲家はすべて置いてしまいました。
tw-no-no_wolves = 一匹狼と入れ替える狼がプレイヤーボードに残っていません。
tw-no-no_pieces = 支配した駒と入れ替えるパックウルフも巣穴もボードに残っていません。
tw-no-kind_unpaid = 「{ TWACTION($action) }」の対象は{ TWTERRAINS($terrains) }にしかなく、どの地形のタイルも{ TWTILES($cost) }は支払えません（所持：{ TWBONUS($bonus) }）。
tw-no-none_move = { TWSTEPS($speed) }以内に止まれるヘクスへ行ける狼がいません。
tw-no-none_den = アルファウルフのいるヘクスや隣に、巣穴を置けるヘクスがありません。
tw-no-none_lair = 水源に接し、アルファウルフの近くにあり、自分の棲家がない地域にある巣穴がありません。
tw-no-none_howl = アルファウルフから{ TWDIST($range) }（遠吠え範囲）以内に一匹狼がいません。
tw-no-none_dominate = アルファウルフから{ TWDIST($range) }以内に、守られていない相手のパックウルフや巣穴がありません（または入れ替える駒がありません）。
tw-no-unpaid_terrain = { TWTERRAIN($terrain) }のタイルは{ TWTILES_HELD($tiles) }、{ TWBONUS_HELD($bonus) }ので、「{ TWACTION($action) }」のコスト（{ TWTILES($cost) }）を支払えません。
tw-no-unreachable = { TWSTEPS($speed) }以内に止まれる{ TWTERRAIN_HEX($terrain) }へ行ける狼がいません。
tw-no-unpaid = { TWHEX_CAP($hex) }は{ TWTERRAIN($terrain) }です。{ TWTERRAIN($terrain) }のタイルは{ TWTILES_HELD($tiles) }、{ TWBONUS_HELD($bonus) }ので、「{ TWACTION($action) }」のコスト（{ TWTILES($cost) }）を支払えません。
tw-no-dom_need_kind = { TWHEX($hex) }のどの駒を支配するか指定してください。入力は'at { $hex } pack'（パックウルフ）か'at { $hex } den'（巣穴）です。
tw-no-den_token = { TWHEX_CAP($hex) }にはまだ一匹狼か獲物のトークンがあるので巣穴は置けません。
tw-no-den_no_alpha = { TWHEX($hex) }にもその隣にも自分のアルファウルフがいません。
tw-no-den_opp_wolf = { TWHEX($hex) }には他の群れの狼がいるので巣穴は作れません。
tw-no-den_has_den = { TWHEX_CAP($hex) }にはすでに巣穴か棲家があります（1ヘクスに1つまで）。
tw-no-den_full = { TWHEX_CAP($hex) }にはすでに駒が2つあり、これ以上置けません。
tw-no-lair_not_your_den = { TWHEX($hex) }に改良できる自分の巣穴がありません。
tw-no-lair_not_near_water = { TWHEX($hex) }の巣穴は水源に接していません。
tw-no-lair_no_alpha = { TWHEX($hex) }の巣穴と同じヘクスにも、その隣にも、自分のアルファウルフがいません。
tw-no-lair_lair_in_region = この地域にはすでに自分の棲家があります（1地域に1つまで）。
tw-no-lair_no_room = { TWHEX($hex) }の他の群れの狼は移動しなければなりませんが、行けるヘクスがありません。
tw-no-howl_no_lone = { TWHEX($hex) }に一匹狼はいません。
tw-no-howl_out_of_range = 最も近いアルファウルフは{ TWHEX($hex) }から{ TWDIST($dist) }で、遠吠え範囲{ $range }の外です。
tw-no-dominate_no_target = { TWHEX($hex) }に相手の{ TWKIND($kind) }は見当たりません。
tw-no-dominate_neutral = 中立の群れの駒は支配できません。
tw-no-dominate_protected = { TWHEX($hex) }には{ TWOF($owner) }の駒が2つあり、互いに守り合っています。
tw-no-dominate_out_of_range = 最も近いアルファウルフは{ TWHEX($hex) }から{ TWDIST($dist) }で、遠吠え範囲{ $range }の外です。
tw-no-dominate_no_pack_left = 入れ替えるパックウルフがボードに残っていません。
tw-no-dominate_no_den_left = 入れ替える巣穴がトラックに残っていません。
tw-no-dominate_den_blocked = { TWHEX($hex) }には第三の群れの狼がいます。通常の巣穴の配置ルールにより、自分の巣穴はそこに置けません。
tw-no-pay_count = 支払いは{ $count }枚分ですが、このアクションのコストは{ TWTERRAIN($terrain) }のタイル{ $cost }枚です。
tw-no-pay_home = 得意地形タイルは常に{ TWTERRAIN($home) }で、{ TWTERRAIN($terrain) }ではありません。
tw-no-pay_tile = そのタイルは今{ TWTERRAIN($shows) }を示していて、{ TWTERRAIN($terrain) }ではありません。
tw-no-pay_bonus =
    { $have ->
        [0] ボーナス地形トークンを持っていないので、使えません。
       *[other] { TWBONUS_HELD($have) }ので、{ $need }個は使えません。
    }
tw-no-wolf_none = { TWHEX($hex) }に自分の{ TWKIND($kind) }はいません。
tw-no-wolf_moved = { TWHEX($hex) }の{ TWKIND($kind) }はこのアクションですでに移動しました。
tw-no-spread = このアクションでは群れの広がり（{ $spread }匹）を使い切りました。
tw-no-wolf_stay = 移動する狼は{ TWHEX($hex) }を離れなければなりません。
tw-no-too_far = { TWHEX_CAP($hex) }までは水源と裂け目を避けて{ TWSTEPS($steps) }かかります。速度は{ $speed }です。
tw-no-wrong_terrain = { TWHEX_CAP($hex) }は{ TWTERRAIN($here) }ですが、支払ったのは{ TWTERRAIN($terrain) }です。動かす狼はすべて{ TWTERRAIN_HEX($terrain) }で止まらなければなりません。
tw-no-end_lone_token = { TWHEX($hex) }にはまだ一匹狼がいます。通過はできますが止まれません。
tw-no-end_prey_token = { TWHEX($hex) }にはまだ獲物がいます。通過はできますが止まれません。
tw-no-end_full = { TWHEX_CAP($hex) }にはすでに駒が2つあり、これ以上入れません。
tw-no-end_opp_lair = { TWHEX_CAP($hex) }には{ TWOF($owner) }の棲家があり、他の狼は止まれません。
tw-no-end_opp_alpha = { TWHEX($hex) }には{ TWOF($owner) }のアルファウルフがいます。違う群れの狼は同じヘクスにいられず、アルファウルフは移動で押し出せません。
tw-no-end_opp_pack = { TWHEX($hex) }には{ TWOF($owner) }のパックウルフがいます。押し出せるのはアルファウルフだけです。
tw-no-end_neutral = { TWHEX($hex) }の中立の群れの狼は押し出せません。
tw-no-end_no_room = { TWHEX($hex) }のパックウルフには行き先がありません。
tw-no-end_impassable = { TWHEX_CAP($hex) }は水源か裂け目です。
tw-no-done_first = まず少なくとも1匹は動かしてください。移動アクションは、狼を1匹以上動かしてから終えられます。
tw-no-displace = { TWHEX_CAP($hex) }は最も近い行き先（{ TWSTEPS($steps) }）ではありません：{ TWHEXES($options) }。
tw-no-track_empty = { TWTRACK($track) }トラックに巣穴が残っていません。
