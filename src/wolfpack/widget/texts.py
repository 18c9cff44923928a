"""Messages of the board widgets themselves (not of a game's rules), in every language.

They answer what the browser asks for outside the rules: a malformed message, a control
that cannot be carried out now, a record that cannot be loaded. The rules' own messages
(why a move is legal or illegal) come from the games.
"""

from __future__ import annotations

from wolfpack.core.i18n import register_templates

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
}

register_templates(TEXTS)
