"""Messages of the board widgets themselves (not of a game's rules), in every language.

They answer what the browser asks for outside the rules: a malformed message, a control
that cannot be carried out now, a record that cannot be loaded, the computer's thinking.
The rules' own messages (why a move is legal or illegal) come from the games; a widget
message that cites a game's rules starts with that game's prefix (``mg.ui.`` for a game
whose text prefix is ``mg.``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import shown_number

SEAT_WORDS = {"en": "Player {}", "de": "Spieler {}", "ja": "プレイヤー{}"}


def seat_word(player: Any, lang: str) -> str:
    """``0`` → ``"Player 1"`` (the board's name for a seat, in every game: people count
    from 1)."""
    return SEAT_WORDS[lang].format(shown_number(player))


TERMS: dict[str, TermFormatter] = {"seat": seat_word}
"""The term kinds of the board's own messages."""

DOMAINS: dict[str, Sequence[Any]] = {"seat": [None, 0, 1, 2, 3, 4]}
"""Every value of the board's term kinds."""

TEXTS: dict[str, dict[str, str]] = {
    "ui.bad_message": {
        "en": "The board sent a message the game cannot use: {detail}.",
        "de": "Das Brett hat eine Nachricht geschickt, die das Spiel nicht verwenden kann: "
        "{detail}.",
        "ja": "盤面から、ゲームが扱えないメッセージが届きました：{detail}。",
    },
    "ui.failed": {
        "en": "The board could not carry out '{field}' ({reason}); nothing was changed.",
        "de": "Das Brett konnte '{field}' nicht ausführen ({reason}); nichts wurde verändert.",
        "ja": "盤面は'{field}'を実行できませんでした（{reason}）。何も変更していません。",
    },
    "ui.unknown_command": {
        "en": "There is no command called '{cmd}'.",
        "de": "Es gibt keinen Befehl namens '{cmd}'.",
        "ja": "'{cmd}'というコマンドはありません。",
    },
    "ui.read_only": {
        "en": "The board's state is set by Python only; '{name}' was left unchanged.",
        "de": "Der Zustand des Bretts wird nur von Python gesetzt; '{name}' bleibt unverändert.",
        "ja": "盤面の状態はPythonだけが変更します。'{name}'は変更されませんでした。",
    },
    "ui.nothing_to_undo": {
        "en": "There is no move to take back.",
        "de": "Es gibt keinen Zug zum Zurücknehmen.",
        "ja": "取り消せる手がありません。",
    },
    "ui.nothing_to_redo": {
        "en": "There is no move to play again.",
        "de": "Es gibt keinen Zug zum Wiederholen.",
        "ja": "やり直せる手がありません。",
    },
    "ui.bad_position": {
        "en": "Position {position} is not in this game's record (0 to {length}).",
        "de": "Position {position} liegt nicht im Verlauf dieses Spiels (0 bis {length}).",
        "ja": "{position}手目はこのゲームの記録にありません（0〜{length}）。",
    },
    "ui.bad_seed": {
        "en": "A seed is a whole number from 0 up, or empty for a random deal.",
        "de": "Die Startzahl (Seed) ist eine ganze Zahl ab 0; lass das Feld leer, um zufällig zu "
        "geben.",
        "ja": "シードは0以上の整数です。空欄ならランダムに配ります。",
    },
    "ui.bad_player": {
        "en": "The board asked for a seat this table does not have ('{value}'): it has "
        "{players} seats.",
        "de": "Das Brett wollte einen Platz, den es an diesem Tisch nicht gibt ('{value}'): "
        "Er hat {players} Plätze.",
        "ja": "盤面がこの卓にない席（'{value}'）を指定しました。席は{players}つです。",
    },
    "ui.bad_field": {
        "en": "The board's message has no usable '{field}': {expected}.",
        "de": "In der Nachricht des Bretts ist '{field}' nicht verwendbar: {expected}.",
        "ja": "盤面からのメッセージの'{field}'が使えません：{expected}。",
    },
    "ui.bad_element": {
        "en": "The board's message names '{element}', which is part of no move that is legal now.",
        "de": "Die Nachricht des Bretts nennt '{element}'; das gehört zu keinem Zug, der "
        "jetzt erlaubt ist.",
        "ja": "盤面からのメッセージにある'{element}'は、いま指せるどの手にも含まれません。",
    },
    "ui.replay": {
        "en": "This is a replay of the game: step through it with the arrows and the slider; "
        "with a running kernel the board plays again.",
        "de": "Das ist eine Wiedergabe der Partie: Gehe mit den Pfeilen und dem Schieberegler "
        "durch die Züge; mit einem laufenden Kernel wird wieder gespielt.",
        "ja": "これはゲームの再生です。矢印とスライダーで手順をたどれます。"
        "カーネルが動いていれば、盤面で続きを遊べます。",
    },
    "ui.game_over": {
        "en": "The game is over: nobody decides any more.",
        "de": "Die Partie ist vorbei: Niemand trifft mehr eine Entscheidung.",
        "ja": "ゲームは終わりました。もう誰も手を選びません。",
    },
    "ui.waiting": {
        "en": "It is {player:seat}'s turn to decide.",
        "de": "{player:seat} ist am Zug.",
        "ja": "{player:seat}の番です。",
    },
    "ui.move": {
        "en": "{move}",
        "de": "{move}",
        "ja": "{move}",
    },
    "ui.saved_view": {
        "en": "Your view of the game so far saved to {path}: every position as you saw it, "
        "without what is hidden from you (the whole record can be saved once the game is "
        "over).",
        "de": "Deine Sicht auf die Partie bis jetzt wurde unter {path} gespeichert: jede "
        "Stellung so, wie du sie gesehen hast, ohne das, was vor dir verdeckt ist (den "
        "ganzen Spielbericht kannst du nach dem Ende der Partie speichern).",
        "ja": "ここまでのあなたの視点を{path}に保存しました。見えていた局面だけで、"
        "あなたに隠れている情報は含みません（記録全体はゲーム終了後に保存できます）。",
    },
    "ui.view_not_record": {
        "en": "This file is one player's view of a game, not its record: it holds no deal to "
        "play on. Load the game's record instead.",
        "de": "Diese Datei ist die Sicht eines Spielers auf eine Partie, nicht ihr "
        "Spielbericht: Sie enthält kein Geben, mit dem man weiterspielen könnte. Lade "
        "stattdessen den Spielbericht der Partie.",
        "ja": "このファイルは一人のプレイヤーから見たゲームで、記録ではありません。"
        "配り方が含まれないので、続きを遊べません。代わりにゲームの記録を"
        "読み込んでください。",
    },
    "ui.save_exists": {
        "en": "{path} exists already, and the board does not replace files: choose another name.",
        "de": "{path} gibt es schon, und das Brett überschreibt keine Dateien: Wähle einen "
        "anderen Namen.",
        "ja": "{path}はすでにあります。盤面からはファイルを上書きしないので、"
        "別の名前を選んでください。",
    },
    "ui.save_limit": {
        "en": "This board has saved {limit} records already, as many as one board saves. "
        'To save more, use board.game.save("name.json") in Python.',
        "de": "Dieses Brett hat schon {limit} Spielberichte gespeichert, mehr geht mit einem "
        'Brett nicht. Weitere speicherst du in Python mit board.game.save("name.json").',
        "ja": "この盤面ではすでに{limit}件の記録を保存しました。1つの盤面で保存できるのは"
        '{limit}件までです。さらに保存するには、Pythonでboard.game.save("name.json")を'
        "使ってください。",
    },
    "ui.locked_view": {
        "en": "This board is locked to {player:seat}'s view: in a competitive game nobody "
        "looks at another player's hidden cards.",
        "de": "Dieses Brett zeigt fest die Ansicht von {player:seat}: In einer Wettkampfpartie "
        "sieht niemand die verdeckten Karten eines anderen Spielers.",
        "ja": "この盤面は{player:seat}の視点に固定されています。対戦では他のプレイヤーの"
        "隠れたカードを見ることはできません。",
    },
    "ui.locked_undo": {
        "en": "In a competitive game a move is not taken back once it has shown you "
        "something hidden.",
        "de": "In einer Wettkampfpartie wird ein Zug nicht mehr zurückgenommen, sobald er dir "
        "etwas Verdecktes gezeigt hat.",
        "ja": "対戦では、隠れていた情報が見えた後の手は取り消せません。",
    },
    "ui.undo_hidden": {
        "en": "Undo stops here: your last move, or what followed it, showed you something "
        "that was hidden (a card or a tile played, drawn or turned up). Choosing again after "
        "seeing it would tell you more than the game allows. In the notebook, your teacher "
        "can allow taking back every move.",
        "de": "Rückgängig geht hier nicht: Dein letzter Zug oder was danach geschah, hat dir "
        "etwas gezeigt, das verdeckt war (eine Karte oder ein Plättchen, gespielt, gezogen "
        "oder aufgedeckt). Wer danach noch einmal wählt, wüsste mehr, als das Spiel erlaubt. "
        "Im Notebook kann deine Lehrkraft erlauben, jeden Zug zurückzunehmen.",
        "ja": "ここでは元に戻せません。前の手か、そのあとの手で、隠れていたもの（出された・"
        "引かれた・表にされたカードやタイル）が見えたからです。見たあとで選び直すと、ゲームで"
        "許される以上のことがわかってしまいます。すべての手を取り消せるようにするには、先生が"
        "ノートブックで設定できます。",
    },
    "ui.undo_other": {
        "en": "Undo stops here: this move showed {player:seat} something that was hidden. "
        "Taken back, it could be played again by someone who already knows what it showed.",
        "de": "Rückgängig geht hier nicht: Dieser Zug hat {player:seat} etwas gezeigt, das "
        "verdeckt war. Würde er zurückgenommen, könnte ihn jemand neu spielen, der schon "
        "weiß, was er gezeigt hat.",
        "ja": "ここでは元に戻せません。この手で、{player:seat}に隠れていたものが見えました。"
        "取り消すと、それを知ったうえで選び直せてしまいます。",
    },
    "ui.replace_hidden": {
        "en": "You are looking at an earlier position. A move made here would start a side "
        "line beside moves that showed {player:seat} something that was hidden, so it "
        "would be chosen again by someone who already knows what they showed. Step forward "
        "to the latest position to play.",
        "de": "Du siehst eine frühere Stellung. Ein Zug von hier aus würde eine Nebenvariante "
        "beginnen, neben Zügen, die {player:seat} etwas Verdecktes gezeigt haben: Es würde "
        "also jemand neu wählen, der schon weiß, was sie gezeigt haben. Geh vor bis zur "
        "aktuellen Stellung, um weiterzuspielen.",
        "ja": "いまは前の局面を見ています。ここで手を選ぶと、{player:seat}に隠れていたものを"
        "見せた手とは別の変化が始まり、それを知ったうえで選び直すことになります。続けるには、"
        "最新の局面まで進めてください。",
    },
    "ui.tree_competitive": {
        "en": "In a competitive game there are no variations: the game goes on along one "
        "line, and no other line may be tried or visited.",
        "de": "In einer Wettkampfpartie gibt es keine Varianten: Die Partie läuft in einer "
        "einzigen Folge von Zügen, und keine andere darf ausprobiert oder angesehen werden.",
        "ja": "対戦では変化手順は使えません。ゲームは一本の手順で進み、ほかの手順を試したり"
        "見たりすることはできません。",
    },
    "ui.tree_safe": {
        "en": "Variations show what other moves would have led to, and on a player's board "
        "that could show you something hidden. In the notebook, your teacher can allow "
        'taking back every move (undo="free"); then variations work here too.',
        "de": "Varianten zeigen, wohin andere Züge geführt hätten, und auf dem Brett eines "
        "Spielers könnte das dir etwas Verdecktes zeigen. Im Notebook kann deine Lehrkraft "
        'erlauben, jeden Zug zurückzunehmen (undo="free"); dann gehen Varianten auch hier.',
        "ja": "変化手順では、ほかの手を選んだらどうなったかが見えます。プレイヤーの盤面では、"
        "それで隠れていたものが見えてしまうことがあります。先生がノートブックで、すべての手を"
        '取り消せるように設定すれば（undo="free"）、ここでも変化手順を使えます。',
    },
    "ui.no_node": {
        "en": "The moves in “{field}” lead to no position of this game's tree of variations.",
        "de": "Die Züge in „{field}“ führen zu keiner Stellung im Variantenbaum dieser Partie.",
        "ja": "「{field}」の手順は、このゲームの変化手順のどの局面にもつながりません。",
    },
    "ui.tree_start": {
        "en": "The start of the game has no move: choose a position after at least one "
        "move (“{field}”).",
        "de": "Am Anfang der Partie steht noch kein Zug: Wähle eine Stellung nach mindestens "
        "einem Zug („{field}“).",
        "ja": "ゲームの最初の局面には手がありません。1手以上進んだ局面を選んでください"
        "（「{field}」）。",
    },
    "ui.no_seat": {
        "en": "This board shows only {player:seat}'s view, and a game for {players} players "
        "has no such seat: choose at least {need} players.",
        "de": "Dieses Brett zeigt nur die Ansicht von {player:seat}, und in einer Partie mit "
        "{players} Spielern gibt es diesen Platz nicht: Wähle mindestens {need} Spieler.",
        "ja": "この盤面は{player:seat}の視点だけを表示します。{players}人のゲームには"
        "その席がないので、{need}人以上を選んでください。",
    },
    "ui.locked_deal": {
        "en": "In a competitive game the deal comes from the notebook only: a seed or a record "
        "chosen here would tell you every hidden card. A new game without a seed is "
        "dealt at random.",
        "de": "In einer Wettkampfpartie wird nur im Notebook gegeben: Ein Seed oder ein "
        "Spielbericht von hier verriete dir alle verdeckten Karten. Ein neues Spiel ohne "
        "Seed wird zufällig gegeben.",
        "ja": "対戦では、配り方はノートブックだけが決めます。ここでシードや記録を選ぶと、"
        "隠れたカードがすべて分かってしまうからです。シードなしの新しいゲームは"
        "ランダムに配られます。",
    },
    "ui.hot_seat_view": {
        "en": "At a shared screen each player sees only their own view: the board shows "
        "whoever's turn it is, covered until they ask to see it.",
        "de": "An einem gemeinsamen Bildschirm sieht jeder nur die eigene Ansicht: Das Brett "
        "zeigt, wer am Zug ist, verdeckt, bis diese Person sie sehen möchte.",
        "ja": "画面を共有しているときは、自分の視点しか見られません。盤面には手番の"
        "プレイヤーの視点が、本人が表示するまで隠れた状態で示されます。",
    },
    "ui.off.hints": {
        "en": "The notebook has turned hints off for this game.",
        "de": "Das Notebook hat die Tipps für diese Partie ausgeschaltet.",
        "ja": "このゲームでは、ノートブックの設定によりヒントは使えません。",
    },
    "ui.off.solver": {
        "en": "The notebook has turned the solver off for this game.",
        "de": "Das Notebook hat den Löser für diese Partie ausgeschaltet.",
        "ja": "このゲームでは、ノートブックの設定によりソルバーは使えません。",
    },
    "ui.off.views": {
        "en": "The notebook keeps this board in one view for this game: neither another "
        "player's view nor the open view is shown.",
        "de": "Das Notebook lässt dieses Brett in dieser Partie in einer Ansicht: Weder die "
        "Ansicht eines anderen Spielers noch die offene Ansicht wird gezeigt.",
        "ja": "このゲームでは、ノートブックの設定により視点を切り替えられません。"
        "ほかのプレイヤーの視点も公開視点も表示されません。",
    },
    "ui.off.seats": {
        "en": "The notebook has set who plays each seat and how strongly the computer plays; "
        "they are not changed here.",
        "de": "Das Notebook legt fest, wer auf jedem Platz spielt und wie stark der Computer "
        "spielt; das wird hier nicht geändert.",
        "ja": "各席を誰が担当するかとコンピューターの強さはノートブックで決められているので、"
        "ここでは変更できません。",
    },
    "ui.off.new_game": {
        "en": "The notebook deals the games on this board: no new game is started here.",
        "de": "Die Partien auf diesem Brett gibt das Notebook: Hier wird kein neues Spiel "
        "begonnen.",
        "ja": "この盤面のゲームはノートブックが配るので、ここでは新しいゲームを始められません。",
    },
    "ui.off.load": {
        "en": "The notebook has turned off loading a record on this board.",
        "de": "Das Notebook hat das Laden eines Spielberichts auf diesem Brett ausgeschaltet.",
        "ja": "この盤面では、ノートブックの設定により記録を読み込めません。",
    },
    "ui.off.undo": {
        "en": "In this game no move is taken back: the notebook has turned undo off.",
        "de": "In dieser Partie wird kein Zug zurückgenommen: Das Notebook hat das "
        "Zurücknehmen ausgeschaltet.",
        "ja": "このゲームでは手を取り消せません。ノートブックの設定で取り消しが"
        "無効になっています。",
    },
    "ui.off.languages": {
        "en": "The notebook shows this board in its own language: it is not changed here.",
        "de": "Das Notebook zeigt dieses Brett in seiner Sprache: Sie wird hier nicht geändert.",
        "ja": "この盤面はノートブックが決めた言語で表示されるので、ここでは変更できません。",
    },
    "ui.locked_solver": {
        "en": "In a competitive game the solver, which sees every hidden card, is not offered.",
        "de": "In einer Wettkampfpartie gibt es den Löser nicht, denn er sieht alle verdeckten "
        "Karten.",
        "ja": "対戦では、隠れたカードをすべて見るソルバーは使えません。",
    },
    "ui.covered": {
        "en": "Pass the screen to {player:seat}. {player:seat}, it is your turn: show your "
        "view when nobody else is looking.",
        "de": "Gib den Bildschirm an {player:seat} weiter. {player:seat}, du bist am Zug: "
        "Zeige deine Ansicht, wenn niemand sonst hinschaut.",
        "ja": "画面を{player:seat}に渡してください。{player:seat}の番です。ほかの人が"
        "見ていないときに、自分の画面を表示してください。",
    },
    "ui.bad_language": {
        "en": "The texts exist in English (en), German (de) and Japanese (ja).",
        "de": "Die Texte gibt es auf Englisch (en), Deutsch (de) und Japanisch (ja).",
        "ja": "テキストは英語(en)、ドイツ語(de)、日本語(ja)で用意されています。",
    },
    "ui.bad_record": {
        "en": "The record cannot be loaded: {field}: {message}",
        "de": "Der Spielbericht kann nicht geladen werden: {field}: {message}",
        "ja": "記録を読み込めません：{field}：{message}",
    },
    "ui.record_move": {
        "en": "The record cannot be loaded: its move {step} ('{move}') breaks a rule.",
        "de": "Der Spielbericht kann nicht geladen werden: Sein Zug {step} ('{move}') bricht "
        "eine Regel.",
        "ja": "記録を読み込めません：{step}手目（'{move}'）がルールに反しています。",
    },
    "ui.loaded": {
        "en": "Record loaded: {moves} moves.",
        "de": "Spielbericht geladen: {moves} Züge.",
        "ja": "記録を読み込みました：{moves}手。",
    },
    "ui.saved": {
        "en": "Record saved to {path}.",
        "de": "Spielbericht gespeichert unter {path}.",
        "ja": "記録を{path}に保存しました。",
    },
    "ui.save_failed": {
        "en": "The record could not be written to {path}: {reason}",
        "de": "Der Spielbericht konnte nicht nach {path} geschrieben werden: {reason}",
        "ja": "記録を{path}に書き込めませんでした：{reason}",
    },
    "ui.interrupted": {
        "en": "The kernel was interrupted while the board carried out '{cmd}': it stopped "
        "there, and the board shows the game as it is now.",
        "de": "Der Kernel wurde unterbrochen, während das Brett '{cmd}' ausführte: Es hat dort "
        "aufgehört, und das Brett zeigt die Partie so, wie sie jetzt steht.",
        "ja": "盤面が'{cmd}'を実行している途中で、カーネルが中断されました。処理はそこで止まり、"
        "盤面には今のゲームの状態を表示しています。",
    },
    "ui.save_failed_full": {
        "en": "The disk is full, so the record could not be written to {path}. The files "
        "there are as they were.",
        "de": "Der Speicher ist voll, darum konnte der Spielbericht nicht nach {path} "
        "geschrieben werden. Die Dateien dort sind unverändert.",
        "ja": "ディスクがいっぱいのため、記録を{path}に書き込めませんでした。"
        "そこにあるファイルは元のままです。",
    },
    "ui.save_failed_denied": {
        "en": "The record could not be written to {path}: writing to that folder is not allowed.",
        "de": "Der Spielbericht konnte nicht nach {path} geschrieben werden: In diesen Ordner "
        "darf nicht geschrieben werden.",
        "ja": "記録を{path}に書き込めませんでした。そのフォルダーには書き込めない設定です。",
    },
    "ui.save_failed_missing": {
        "en": "The record could not be written to {path}: its folder does not exist.",
        "de": "Der Spielbericht konnte nicht nach {path} geschrieben werden: Den Ordner gibt "
        "es nicht.",
        "ja": "記録を{path}に書き込めませんでした。保存先のフォルダーがありません。",
    },
    "ui.computer_waits": {
        "en": "The computer plays {player:seat}: step forward, or go to the end of the "
        "record for it to move.",
        "de": "Der Computer spielt {player:seat}: Gehe vorwärts oder ans Ende des "
        "Verlaufs, damit er zieht.",
        "ja": "{player:seat}はコンピューターです。先に進めるか、記録の最後まで進めると"
        "手を選びます。",
    },
    "ui.finish_move": {
        "en": "You are in the middle of another move: finish it, or press Escape (or click "
        "its first choice again) to start over.",
        "de": "Du bist mitten in einem anderen Zug: Beende ihn, oder drücke Esc (oder klicke "
        "noch einmal auf seine erste Wahl), um neu anzufangen.",
        "ja": "別の手を選んでいる途中です。その手を最後まで選ぶか、Escキーを押す"
        "（または最初に選んだものをもう一度クリックする）と、選び直せます。",
    },
    "ui.computer_turn": {
        "en": "The computer plays {player:seat} and makes this decision itself.",
        "de": "Der Computer spielt {player:seat} und trifft diese Entscheidung selbst.",
        "ja": "{player:seat}はコンピューターが担当し、この手も自分で選びます。",
    },
    "ui.bad_strength": {
        "en": "The computer plays at one of these strengths: {levels}.",
        "de": "Der Computer spielt in einer dieser Stärken: {levels}.",
        "ja": "コンピューターの強さは次から選べます：{levels}。",
    },
    "ui.busy": {
        "en": "The computer is still thinking: wait for it, or press Stop.",
        "de": "Der Computer denkt noch nach: Warte auf ihn oder drücke Stopp.",
        "ja": "コンピューターはまだ考えています。待つか、中止を押してください。",
    },
    "ui.hint_computer": {
        "en": "The computer plays {player:seat}: hints are for your own decisions.",
        "de": "Der Computer spielt {player:seat}: Tipps gibt es für deine eigenen Entscheidungen.",
        "ja": "{player:seat}はコンピューターが担当しています。ヒントは自分の手番のためのものです。",
    },
    "ui.solve_later": {
        "en": "The solver is offered near the end of the game, where it answers within a "
        "second or two.",
        "de": "Den Löser gibt es gegen Ende der Partie, wo er in ein, zwei Sekunden antwortet.",
        "ja": "ソルバーは、1〜2秒で答えが出る終盤になると使えます。",
    },
    "ui.solve_open_only": {
        "en": "The solver looks at everything hidden, so it is offered only in the open view.",
        "de": "Der Löser sieht alles Verdeckte, darum gibt es ihn nur in der offenen Ansicht.",
        "ja": "ソルバーは隠れた情報をすべて見るので、公開視点でだけ使えます。",
    },
    "ui.solve_stopped": {
        "en": "The solver was stopped before it had the answer.",
        "de": "Der Löser wurde angehalten, bevor er die Antwort hatte.",
        "ja": "ソルバーは答えが出る前に中止されました。",
    },
    "ui.level_short_python": {
        "en": "Without the native core the computer thinks in Python here, many times slower: "
        "at the level {level} {player:seat} stopped at its time with what it had found by then "
        "({done} of the {target} tries the level is made for), so it plays weaker than {level} "
        "does with the native core.",
        "de": "Ohne den nativen Kern rechnet der Computer hier in Python, um ein Vielfaches "
        "langsamer: Auf der Stufe {level} hat {player:seat} nach der vorgesehenen Zeit "
        "aufgehört und das gespielt, was er bis dahin gefunden hatte ({done} von {target} "
        "Versuchen, für die die Stufe gedacht ist). Er spielt deshalb schwächer als {level} "
        "mit dem nativen Kern.",
        "ja": "ここにはネイティブコアがないため、コンピューターはPythonで考えていて、"
        "ずっと遅くなります。レベル「{level}」の{player:seat}は持ち時間で考えるのをやめ、それまでに見つけた手を選びました"
        "（このレベルで本来行う{target}回の試行のうち{done}回）。そのため、ネイティブコアがあるときの"
        "「{level}」より弱くなります。",
    },
    "ui.level_short_busy": {
        "en": "The machine is busy: at the level {level} {player:seat} stopped at its time with "
        "what it had found by then ({done} of the {target} tries the level is made for), so it "
        "plays weaker than {level} usually does.",
        "de": "Der Rechner ist ausgelastet: Auf der Stufe {level} hat {player:seat} nach der "
        "vorgesehenen Zeit aufgehört und das gespielt, was er bis dahin gefunden hatte "
        "({done} von {target} Versuchen, für die die Stufe gedacht ist). Er spielt deshalb "
        "schwächer als sonst auf der Stufe {level}.",
        "ja": "コンピューターの処理が混み合っています。レベル「{level}」の{player:seat}は持ち時間で"
        "考えるのをやめ、それまでに見つけた手を選びました（このレベルで本来行う{target}回の試行のうち"
        "{done}回）。そのため、いつもの「{level}」より弱くなります。",
    },
    "ui.thinking_failed": {
        "en": "The computer could not finish thinking: {reason}",
        "de": "Der Computer konnte nicht zu Ende denken: {reason}",
        "ja": "コンピューターは考え終えられませんでした：{reason}",
    },
    # -- lessons (wolfpack.widget.lesson): the lesson panel and its answers ---------------
    "ui.lesson.heading": {
        "en": "Lesson",
        "de": "Lektion",
        "ja": "レッスン",
    },
    "ui.lesson.step": {
        "en": "Step {step} of {steps}",
        "de": "Schritt {step} von {steps}",
        "ja": "ステップ {step}/{steps}",
    },
    "ui.lesson.progress": {
        "en": "How far you are in this lesson",
        "de": "So weit bist du in dieser Lektion",
        "ja": "このレッスンの進み具合",
    },
    "ui.lesson.continue": {
        "en": "Continue",
        "de": "Weiter",
        "ja": "次へ",
    },
    "ui.lesson.restart": {
        "en": "Start again",
        "de": "Von vorn beginnen",
        "ja": "最初からやり直す",
    },
    "ui.lesson.right": {
        "en": "Right!",
        "de": "Richtig!",
        "ja": "正解です！",
    },
    "ui.lesson.not_this": {
        "en": "That move is allowed, but this step asks for another one:",
        "de": "Dieser Zug ist erlaubt, aber in diesem Schritt ist ein anderer gefragt:",
        "ja": "その手もルール上は可能ですが、このステップで求めているのは別の手です。",
    },
    "ui.lesson.press_continue": {
        "en": "Read this step, then press “Continue”.",
        "de": "Lies diesen Schritt und drücke dann auf „Weiter“.",
        "ja": "このステップを読んだら、「次へ」を押してください。",
    },
    "ui.lesson.move_first": {
        "en": "First make the move this step asks for.",
        "de": "Mach zuerst den Zug, den dieser Schritt verlangt.",
        "ja": "まず、このステップで求められている操作をしてください。",
    },
    "ui.lesson.finished": {
        "en": "You have finished this lesson. Press “Start again” to play it once more.",
        "de": "Du hast diese Lektion abgeschlossen. Drücke auf „Von vorn beginnen“, um sie "
        "noch einmal zu spielen.",
        "ja": "このレッスンは終わりました。もう一度やるときは"
        "「最初からやり直す」を押してください。",
    },
    "ui.lesson.done_title": {
        "en": "Lesson complete",
        "de": "Lektion geschafft",
        "ja": "レッスン修了",
    },
    "ui.lesson.completed": {
        "en": "Lessons of this game you have finished: {done} of {count}",
        "de": "Lektionen dieses Spiels, die du abgeschlossen hast: {done} von {count}",
        "ja": "このゲームで修了したレッスン：{count}件中{done}件",
    },
    "ui.lesson.off": {
        "en": "Not during a lesson: the board stays with the lesson. Press “Start again” to "
        "begin it anew.",
        "de": "Während einer Lektion geht das nicht: Das Brett zeigt weiter die Lektion. Drücke "
        "auf „Von vorn beginnen“, um sie neu anzufangen.",
        "ja": "レッスン中はできません。盤面はレッスンのままです。はじめからやり直すときは"
        "「最初からやり直す」を押してください。",
    },
    "ui.lesson.not_goal": {
        "en": "That is allowed, but it does not do what this step asks:",
        "de": "Das ist erlaubt, bringt dich aber nicht zu dem, was dieser Schritt verlangt:",
        "ja": "その手は可能ですが、このステップの目標にはつながりません。",
    },
    "ui.lesson.not_answer": {
        "en": "That is not the answer to:",
        "de": "Das ist nicht die Antwort auf die Frage:",
        "ja": "それは次の質問の答えではありません。",
    },
    "ui.lesson.answer_first": {
        "en": "First answer the question:",
        "de": "Beantworte zuerst die Frage:",
        "ja": "まず質問に答えてください。",
    },
    "ui.lesson.nudge": {
        "en": "Not quite. Think about the rule this step is about, and try again.",
        "de": "Noch nicht ganz. Denk an die Regel, um die es in diesem Schritt geht, und "
        "versuch es noch einmal.",
        "ja": "おしいです。このステップで学ぶルールを思い出して、もう一度やってみましょう。",
    },
    "ui.lesson.explain": {
        "en": "Here is the rule again:",
        "de": "Hier ist die Regel noch einmal:",
        "ja": "ルールをもう一度読んでみましょう。",
    },
    "ui.lesson.show_me": {
        "en": "Show me",
        "de": "Zeig es mir",
        "ja": "答えを見る",
    },
    "ui.lesson.shown": {
        "en": "Here is the answer: it is lit on the board. Now you do it.",
        "de": "Hier ist die Lösung: Sie leuchtet auf dem Brett. Jetzt bist du dran.",
        "ja": "答えは盤面で光っているところです。では、やってみましょう。",
    },
    "ui.lesson.show_not_yet": {
        "en": "Try it yourself first: “Show me” comes after your second try.",
        "de": "Versuch es zuerst selbst: „Zeig es mir“ gibt es nach deinem zweiten Versuch.",
        "ja": "まず自分でやってみましょう。2回やってみたあとで「答えを見る」が使えます。",
    },
    "ui.lesson.choose": {
        "en": "Choose your answer below the question.",
        "de": "Wähle deine Antwort unter der Frage.",
        "ja": "質問の下から答えを選んでください。",
    },
    "ui.lesson.next": {
        "en": "Next lesson",
        "de": "Nächste Lektion",
        "ja": "次のレッスン",
    },
    "ui.lesson.try": {
        "en": "Try {tries}",
        "de": "Versuch {tries}",
        "ja": "{tries}回目",
    },
    "ui.hot_seat.pass": {
        "en": "Pass the screen: {player:seat}'s turn",
        "de": "Bildschirm weitergeben: {player:seat} ist am Zug",
        "ja": "画面を渡してください：{player:seat}の番です",
    },
    "ui.hot_seat.ok": {
        "en": "Got it",
        "de": "Alles klar",
        "ja": "わかりました",
    },
    "ui.undo_turn": {
        "en": "{mover:seat}, Undo takes back only your own moves, and this one was made by "
        "{player:seat}: at a shared screen nobody takes back another player's move.",
        "de": "{mover:seat}, mit Rückgängig nimmst du nur deine eigenen Züge zurück, und "
        "diesen hat {player:seat} gemacht: An einem gemeinsamen Bildschirm nimmt niemand den "
        "Zug eines anderen Spielers zurück.",
        "ja": "{mover:seat}が取り消せるのは自分の手だけです。この手は{player:seat}が"
        "指しました。画面を共有しているときは、ほかのプレイヤーの手は取り消せません。",
    },
}
