"""Messages of the board widgets themselves (not of a game's rules), in every language.

They answer what the browser asks for outside the rules: a malformed message, a control
that cannot be carried out now, a record that cannot be loaded, the computer's thinking.
The rules' own messages (why a move is legal or illegal) come from the games; a widget
message that cites a game's rules starts with that game's prefix (``lw.ui.``).
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "ui.bad_message": {
        "en": "The board sent a message the game cannot use: {detail}.",
        "de": "Das Brett hat eine Nachricht geschickt, die das Spiel nicht verwenden kann: "
        "{detail}.",
        "ja": "盤面から、ゲームが扱えないメッセージが届きました：{detail}。",
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
        "de": "Ein Seed ist eine ganze Zahl ab 0, oder leer für ein zufälliges Geben.",
        "ja": "シードは0以上の整数です。空欄ならランダムに配ります。",
    },
    "ui.bad_player": {
        "en": "Choose player 0, player 1 or nobody.",
        "de": "Wähle Spieler 0, Spieler 1 oder niemanden.",
        "ja": "プレイヤー0、プレイヤー1、またはなしを選んでください。",
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
        "de": "Der Spielbericht kann nicht geladen werden: sein Zug {step} ('{move}') bricht "
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
    "ui.computer_waits": {
        "en": "The computer plays {player:player}: step forward, or go to the end of the "
        "record for it to move.",
        "de": "Der Computer spielt {player:player}: gehe vorwärts oder ans Ende des "
        "Verlaufs, damit er zieht.",
        "ja": "コンピューターは{player:player}です。先に進めるか、記録の最後まで進めると"
        "手を指します。",
    },
    "ui.bad_strength": {
        "en": "The computer plays at one of these strengths: {levels}.",
        "de": "Der Computer spielt in einer dieser Stärken: {levels}.",
        "ja": "コンピューターの強さは次から選べます：{levels}。",
    },
    "ui.busy": {
        "en": "The computer is still thinking: wait for it, or press Stop.",
        "de": "Der Computer denkt noch nach: warte auf ihn oder drücke Stopp.",
        "ja": "コンピューターはまだ考えています。待つか、中止を押してください。",
    },
    "ui.hint_computer": {
        "en": "The computer plays {player:player}: hints are for your own decisions.",
        "de": "Der Computer spielt {player:player}: Tipps gibt es für deine eigenen "
        "Entscheidungen.",
        "ja": "{player:player}はコンピューターが指します。ヒントは自分の手番のためのものです。",
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
    "ui.thinking_failed": {
        "en": "The computer could not finish thinking: {reason}",
        "de": "Der Computer konnte nicht zu Ende denken: {reason}",
        "ja": "コンピューターは考え終えられませんでした：{reason}",
    },
    "lw.ui.solve_open_only": {
        "rules": "LW-H1 LW-H2 LW-H3",
        "en": "The solver looks at both hands, the face-down scars and the box, so it is "
        "offered only in the open view.",
        "de": "Der Löser sieht beide Hände, die verdeckten Narben und die Schachtel, darum gibt "
        "es ihn nur in der offenen Ansicht.",
        "ja": "ソルバーは両方の手札、裏向きの傷、箱の中身を見るので、公開視点でだけ使えます。",
    },
}
