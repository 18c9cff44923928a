### Messages of the board widgets themselves (not of a game's rules), in every language.

ui-bad_message = 盤面から、ゲームが扱えないメッセージが届きました：{ $detail }。
ui-failed = 盤面は'{ $field }'を実行できませんでした（{ $reason }）。何も変更していません。
ui-unknown_command = '{ $cmd }'というコマンドはありません。
ui-read_only = 盤面の状態はPythonだけが変更します。'{ $name }'は変更されませんでした。
ui-nothing_to_undo = 取り消せる手がありません。
ui-nothing_to_redo = やり直せる手がありません。
ui-bad_position = { $position }手目はこのゲームの記録にありません（0〜{ $length }）。
ui-bad_seed = シードは0以上の整数です。空欄ならランダムに配ります。
ui-bad_player = 盤面がこの卓にない席（'{ $value }'）を指定しました。席は{ $players }つです。
ui-bad_field = 盤面からのメッセージの'{ $field }'が使えません：{ $expected }。
ui-bad_element = 盤面からのメッセージにある'{ $element }'は、いま指せるどの手にも含まれません。
ui-replay = これはゲームの再生です。矢印とスライダーで手順をたどれます。カーネルが動いていれば、盤面で続きを遊べます。
ui-game_over = ゲームは終わりました。もう誰も手を選びません。
ui-waiting = { SEAT($player) }の番です。
ui-move = { $move }
ui-saved_view = ここまでのあなたの視点を{ $path }に保存しました。見えていた局面だけで、あなたに隠れている情報は含みません（記録全体はゲーム終了後に保存できます）。
ui-view_not_record = このファイルは一人のプレイヤーから見たゲームで、記録ではありません。配り方が含まれないので、続きを遊べません。代わりにゲームの記録を読み込んでください。
ui-save_exists = { $path }はすでにあります。盤面からはファイルを上書きしないので、別の名前を選んでください。
ui-save_limit = この盤面ではすでに{ $limit }件の記録を保存しました。1つの盤面で保存できるのは{ $limit }件までです。さらに保存するには、Pythonでboard.game.save("name.json")を使ってください。
ui-locked_view = この盤面は{ SEAT($player) }の視点に固定されています。対戦では他のプレイヤーの隠れたカードを見ることはできません。
ui-locked_undo = 対戦では、隠れていた情報が見えた後の手は取り消せません。
ui-undo_hidden = ここでは元に戻せません。前の手か、そのあとの手で、隠れていたもの（出された・引かれた・表にされたカードやタイル）が見えたからです。見たあとで選び直すと、ゲームで許される以上のことがわかってしまいます。すべての手を取り消せるようにするには、先生がノートブックで設定できます。
ui-undo_other = ここでは元に戻せません。この手で、{ SEAT($player) }に隠れていたものが見えました。取り消すと、それを知ったうえで選び直せてしまいます。
ui-replace_hidden = いまは前の局面を見ています。ここで手を選ぶと、{ SEAT($player) }に隠れていたものを見せた手とは別の変化が始まり、それを知ったうえで選び直すことになります。続けるには、最新の局面まで進めてください。
ui-tree_competitive = 対戦では変化手順は使えません。ゲームは一本の手順で進み、ほかの手順を試したり見たりすることはできません。
ui-tree_safe = 変化手順では、ほかの手を選んだらどうなったかが見えます。プレイヤーの盤面では、それで隠れていたものが見えてしまうことがあります。先生がノートブックで、すべての手を取り消せるように設定すれば（undo="free"）、ここでも変化手順を使えます。
ui-no_node = 「{ $field }」の手順は、このゲームの変化手順のどの局面にもつながりません。
ui-tree_start = ゲームの最初の局面には手がありません。1手以上進んだ局面を選んでください（「{ $field }」）。
ui-no_seat = この盤面は{ SEAT($player) }の視点だけを表示します。{ $players }人のゲームにはその席がないので、{ $need }人以上を選んでください。
ui-locked_deal = 対戦では、配り方はノートブックだけが決めます。ここでシードや記録を選ぶと、隠れたカードがすべて分かってしまうからです。シードなしの新しいゲームはランダムに配られます。
ui-hot_seat_view = 画面を共有しているときは、自分の視点しか見られません。盤面には手番のプレイヤーの視点が、本人が表示するまで隠れた状態で示されます。
ui-off-hints = このゲームでは、ノートブックの設定によりヒントは使えません。
ui-off-solver = このゲームでは、ノートブックの設定によりソルバーは使えません。
ui-off-views = このゲームでは、ノートブックの設定により視点を切り替えられません。ほかのプレイヤーの視点も公開視点も表示されません。
ui-off-seats = 各席を誰が担当するかとコンピューターの強さはノートブックで決められているので、ここでは変更できません。
ui-off-new_game = この盤面のゲームはノートブックが配るので、ここでは新しいゲームを始められません。
ui-off-load = この盤面では、ノートブックの設定により記録を読み込めません。
ui-off-undo = このゲームでは手を取り消せません。ノートブックの設定で取り消しが無効になっています。
ui-off-languages = この盤面はノートブックが決めた言語で表示されるので、ここでは変更できません。
ui-locked_solver = 対戦では、隠れたカードをすべて見るソルバーは使えません。
ui-covered = 画面を{ SEAT($player) }に渡してください。{ SEAT($player) }の番です。ほかの人が見ていないときに、自分の画面を表示してください。
ui-bad_language = テキストは英語（en）、ドイツ語（de）、日本語（ja）で用意されています。
ui-bad_record = 記録を読み込めません：{ $field }：{ $message }
ui-record_move = 記録を読み込めません：{ $step }手目（'{ $move }'）がルールに反しています。
ui-loaded = 記録を読み込みました：{ $moves ->
        [0] まだ手はありません
       *[other] { $moves }手
    }。
ui-saved = 記録を{ $path }に保存しました。
ui-save_failed = 記録を{ $path }に書き込めませんでした：{ $reason }
ui-interrupted = 盤面が'{ $cmd }'を実行している途中で、カーネルが中断されました。処理はそこで止まり、盤面には今のゲームの状態を表示しています。
ui-save_failed_full = ディスクがいっぱいのため、記録を{ $path }に書き込めませんでした。そこにあるファイルは元のままです。
ui-save_failed_denied = 記録を{ $path }に書き込めませんでした。そのフォルダーには書き込めない設定です。
ui-save_failed_missing = 記録を{ $path }に書き込めませんでした。保存先のフォルダーがありません。
ui-computer_waits = { SEAT($player) }はコンピューターです。先に進めるか、記録の最後まで進めると手を選びます。
ui-finish_move = 別の手を選んでいる途中です。その手を最後まで選ぶか、Escキーを押す（または最初に選んだものをもう一度クリックする）と、選び直せます。
ui-computer_turn = { SEAT($player) }はコンピューターが担当し、この手も自分で選びます。
ui-bad_strength = コンピューターの強さは次から選べます：{ $levels }。
ui-busy = コンピューターはまだ考えています。待つか、中止を押してください。
ui-hint_computer = { SEAT($player) }はコンピューターが担当しています。ヒントは自分の手番のためのものです。
ui-solve_later = ソルバーは、1〜2秒で答えが出る終盤になると使えます。
ui-solve_open_only = ソルバーは隠れた情報をすべて見るので、公開視点でだけ使えます。
ui-solve_stopped = ソルバーは答えが出る前に中止されました。
ui-level_short_python = ここにはネイティブコアがないため、コンピューターはPythonで考えていて、ずっと遅くなります。レベル「{ $level }」の{ SEAT($player) }は持ち時間で考えるのをやめ、それまでに見つけた手を選びました（このレベルで本来行う{ $target }回の試行のうち{ $done }回）。そのため、ネイティブコアがあるときの「{ $level }」より弱くなります。
ui-level_short_busy = コンピューターの処理が混み合っています。レベル「{ $level }」の{ SEAT($player) }は持ち時間で考えるのをやめ、それまでに見つけた手を選びました（このレベルで本来行う{ $target }回の試行のうち{ $done }回）。そのため、いつもの「{ $level }」より弱くなります。
ui-thinking_failed = コンピューターは考え終えられませんでした：{ $reason }

## Lessons (wolfpack.widget.lesson): the lesson panel and its answers

ui-lesson-heading = レッスン
ui-lesson-step = ステップ { $step }/{ $steps }
ui-lesson-progress = このレッスンの進み具合
ui-lesson-continue = 次へ
ui-lesson-restart = 最初からやり直す
ui-lesson-right = 正解です！
ui-lesson-not_this = その手もルール上は可能ですが、このステップで求めているのは別の手です。
ui-lesson-press_continue = このステップを読んだら、「次へ」を押してください。
ui-lesson-move_first = まず、このステップで求められている操作をしてください。
ui-lesson-finished = このレッスンは終わりました。もう一度やるときは「最初からやり直す」を押してください。
ui-lesson-done_title = レッスン修了
ui-lesson-completed = このゲームで修了したレッスン：{ $count }件中{ $done }件
ui-lesson-off = レッスン中はできません。盤面はレッスンのままです。はじめからやり直すときは「最初からやり直す」を押してください。
ui-lesson-not_goal = その手は可能ですが、このステップの目標にはつながりません。
ui-lesson-not_answer = それは次の質問の答えではありません。
ui-lesson-answer_first = まず質問に答えてください。
ui-lesson-nudge = おしいです。このステップで学ぶルールを思い出して、もう一度やってみましょう。
ui-lesson-explain = ルールをもう一度読んでみましょう。
ui-lesson-show_me = 答えを見る
ui-lesson-shown = 答えは盤面で光っているところです。では、やってみましょう。
ui-lesson-show_not_yet = まず自分でやってみましょう。2回やってみたあとで「答えを見る」が使えます。
ui-lesson-choose = 質問の下から答えを選んでください。
ui-lesson-next = 次のレッスン
ui-lesson-try = { $tries }回目
ui-hot_seat-pass = 画面を渡してください：{ SEAT($player) }の番です
ui-hot_seat-ok = わかりました
ui-undo_turn = { SEAT($mover) }が取り消せるのは自分の手だけです。この手は{ SEAT($player) }が指しました。画面を共有しているときは、ほかのプレイヤーの手は取り消せません。
