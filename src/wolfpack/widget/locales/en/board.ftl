### Messages of the board widgets themselves (not of a game's rules), in every language.

ui-bad_message = The board sent a message the game cannot use: { $detail }.
ui-failed = The board could not carry out '{ $field }' ({ $reason }); nothing was changed.
ui-unknown_command = There is no command called '{ $cmd }'.
ui-read_only = The board's state is set by Python only; '{ $name }' was left unchanged.
ui-nothing_to_undo = There is no move to take back.
ui-nothing_to_redo = There is no move to play again.
ui-bad_position = Position { $position } is not in this game's record (0 to { $length }).
ui-bad_seed = A seed is a whole number from 0 up, or empty for a random deal.
ui-bad_player = The board asked for a seat this table does not have ('{ $value }'): it has { $players } seats.
ui-bad_field = The board's message has no usable '{ $field }': { $expected }.
ui-bad_element = The board's message names '{ $element }', which is part of no move that is legal now.
ui-replay = This is a replay of the game: step through it with the arrows and the slider; with a running kernel the board plays again.
ui-game_over = The game is over: nobody decides any more.
ui-waiting = It is { SEAT($player) }'s turn to decide.
ui-move = { $move }
ui-saved_view = Your view of the game so far saved to { $path }: every position as you saw it, without what is hidden from you (the whole record can be saved once the game is over).
ui-view_not_record = This file is one player's view of a game, not its record: it holds no deal to play on. Load the game's record instead.
ui-save_exists = { $path } exists already, and the board does not replace files: choose another name.
ui-save_limit = This board has saved { $limit } records already, as many as one board saves. To save more, use board.game.save("name.json") in Python.
ui-locked_view = This board is locked to { SEAT($player) }'s view: in a competitive game nobody looks at another player's hidden cards.
ui-locked_undo = In a competitive game a move is not taken back once it has shown you something hidden.
ui-undo_hidden = Undo stops here: your last move, or what followed it, showed you something that was hidden (a card or a tile played, drawn or turned up). Choosing again after seeing it would tell you more than the game allows. In the notebook, your teacher can allow taking back every move.
ui-undo_other = Undo stops here: this move showed { SEAT($player) } something that was hidden. Taken back, it could be played again by someone who already knows what it showed.
ui-replace_hidden = You are looking at an earlier position. A move made here would start a side line beside moves that showed { SEAT($player) } something that was hidden, so it would be chosen again by someone who already knows what they showed. Step forward to the latest position to play.
ui-tree_competitive = In a competitive game there are no variations: the game goes on along one line, and no other line may be tried or visited.
ui-tree_safe = Variations show what other moves would have led to, and on a player's board that could show you something hidden. In the notebook, your teacher can allow taking back every move (undo="free"); then variations work here too.
ui-no_node = The moves in “{ $field }” lead to no position of this game's tree of variations.
ui-tree_start = The start of the game has no move: choose a position after at least one move (“{ $field }”).
ui-no_seat = This board shows only { SEAT($player) }'s view, and a game for { $players } players has no such seat: choose at least { $need } players.
ui-locked_deal = In a competitive game the deal comes from the notebook only: a seed or a record chosen here would tell you every hidden card. A new game without a seed is dealt at random.
ui-hot_seat_view = At a shared screen each player sees only their own view: the board shows whoever's turn it is, covered until they ask to see it.
ui-off-hints = The notebook has turned hints off for this game.
ui-off-solver = The notebook has turned the solver off for this game.
ui-off-views = The notebook keeps this board in one view for this game: neither another player's view nor the open view is shown.
ui-off-seats = The notebook has set who plays each seat and how strongly the computer plays; they are not changed here.
ui-off-new_game = The notebook deals the games on this board: no new game is started here.
ui-off-load = The notebook has turned off loading a record on this board.
ui-off-undo = In this game no move is taken back: the notebook has turned undo off.
ui-off-languages = The notebook shows this board in its own language: it is not changed here.
ui-locked_solver = In a competitive game the solver, which sees every hidden card, is not offered.
ui-covered = Pass the screen to { SEAT($player) }. { SEAT($player) }, it is your turn: show your view when nobody else is looking.
ui-bad_language = The texts exist in English (en), German (de) and Japanese (ja).
ui-bad_record = The record cannot be loaded: { $field }: { $message }
ui-record_move = The record cannot be loaded: its move { $step } ('{ $move }') breaks a rule.
ui-loaded = Record loaded: { $moves ->
        [0] no moves yet
        [one] 1 move
       *[other] { $moves } moves
    }.
ui-saved = Record saved to { $path }.
ui-save_failed = The record could not be written to { $path }: { $reason }
ui-interrupted = The kernel was interrupted while the board carried out '{ $cmd }': it stopped there, and the board shows the game as it is now.
ui-save_failed_full = The disk is full, so the record could not be written to { $path }. The files there are as they were.
ui-save_failed_denied = The record could not be written to { $path }: writing to that folder is not allowed.
ui-save_failed_missing = The record could not be written to { $path }: its folder does not exist.
ui-computer_waits = The computer plays { SEAT($player) }: step forward, or go to the end of the record for it to move.
ui-finish_move = You are in the middle of another move: finish it, or press Escape (or click its first choice again) to start over.
ui-computer_turn = The computer plays { SEAT($player) } and makes this decision itself.
ui-bad_strength = The computer plays at one of these strengths: { $levels }.
ui-busy = The computer is still thinking: wait for it, or press Stop.
ui-hint_computer = The computer plays { SEAT($player) }: hints are for your own decisions.
ui-solve_later = The solver is offered near the end of the game, where it answers within a second or two.
ui-solve_open_only = The solver looks at everything hidden, so it is offered only in the open view.
ui-solve_stopped = The solver was stopped before it had the answer.
ui-level_short_python = Without the native core the computer thinks in Python here, many times slower: at the level { $level } { SEAT($player) } stopped at its time with what it had found by then ({ $done } of the { $target } tries the level is made for), so it plays weaker than { $level } does with the native core.
ui-level_short_busy = The machine is busy: at the level { $level } { SEAT($player) } stopped at its time with what it had found by then ({ $done } of the { $target } tries the level is made for), so it plays weaker than { $level } usually does.
ui-thinking_failed = The computer could not finish thinking: { $reason }

## Lessons (wolfpack.widget.lesson): the lesson panel and its answers

ui-lesson-heading = Lesson
ui-lesson-step = Step { $step } of { $steps }
ui-lesson-progress = How far you are in this lesson
ui-lesson-continue = Continue
ui-lesson-restart = Start again
ui-lesson-right = Right!
ui-lesson-not_this = That move is allowed, but this step asks for another one:
ui-lesson-press_continue = Read this step, then press “Continue”.
ui-lesson-move_first = First make the move this step asks for.
ui-lesson-finished = You have finished this lesson. Press “Start again” to play it once more.
ui-lesson-done_title = Lesson complete
ui-lesson-completed = Lessons of this game you have finished: { $done } of { $count }
ui-lesson-off = Not during a lesson: the board stays with the lesson. Press “Start again” to begin it anew.
ui-lesson-not_goal = That is allowed, but it does not do what this step asks:
ui-lesson-not_answer = That is not the answer to:
ui-lesson-answer_first = First answer the question:
ui-lesson-nudge = Not quite. Think about the rule this step is about, and try again.
ui-lesson-explain = Here is the rule again:
ui-lesson-show_me = Show me
ui-lesson-shown = Here is the answer: it is lit on the board. Now you do it.
ui-lesson-show_not_yet = Try it yourself first: “Show me” comes after your second try.
ui-lesson-choose = Choose your answer below the question.
ui-lesson-next = Next lesson
ui-lesson-try = Try { $tries }
ui-hot_seat-pass = Pass the screen: { SEAT($player) }'s turn
ui-hot_seat-ok = Got it
ui-undo_turn = { SEAT($mover) }, Undo takes back only your own moves, and this one was made by { SEAT($player) }: at a shared screen nobody takes back another player's move.
