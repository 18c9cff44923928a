"""Messages of :class:`~wolfpack.core.lessons.LessonError`: why a lesson cannot be used.

Each is the part after the field a :class:`~wolfpack.core.lessons.LessonError` names
(``steps[2].moves[0]: ...``), rendered in the language of the moment it is read (the
global one: :func:`wolfpack.set_language`). A move a lesson asks for that the rules do not
allow carries the engine's own reason as a note. Part of the core's table
(:mod:`wolfpack.core.texts`).
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "lesson.error.as_given": {  # (a reason the record reader gave, passed on as it is)
        "en": "{reason}",
        "de": "{reason}",
        "ja": "{reason}",
    },
    "lesson.error.format": {
        "en": "expected '{expected}', found '{found}'",
        "de": "erwartet wird '{expected}', gefunden wurde '{found}'",
        "ja": "'{expected}'が必要ですが、'{found}'が書かれています",
    },
    "lesson.error.id": {
        "en": "lower-case letters, digits and '-', at most 64",
        "de": "Kleinbuchstaben, Ziffern und '-', höchstens 64 Zeichen",
        "ja": "小文字の英字、数字と'-'で、64文字までです",
    },
    "lesson.error.record_players": {
        "en": "the record has {players} players: 0 to {last}",
        "de": "die Partie hat {players} Spieler: 0 bis {last}",
        "ja": "記録のプレイヤーは{players}人です：0から{last}まで",
    },
    "lesson.error.game_players": {
        "en": "the game has {players} players",
        "de": "das Spiel hat {players} Spieler",
        "ja": "このゲームのプレイヤーは{players}人です",
    },
    "lesson.error.steps": {
        "en": "a lesson has 1 to {most} steps",
        "de": "eine Lektion hat 1 bis {most} Schritte",
        "ja": "レッスンのステップは1から{most}までです",
    },
    "lesson.error.no_text": {
        "en": "a text in at least one language (en, de, ja)",
        "de": "ein Text in mindestens einer Sprache (en, de, ja)",
        "ja": "少なくとも一つの言語（en、de、ja）で書いたテキストが必要です",
    },
    "lesson.error.language": {
        "en": "unknown language; expected en, de or ja",
        "de": "unbekannte Sprache; erwartet wird en, de oder ja",
        "ja": "知らない言語です。en、de、jaのどれかにしてください",
    },
    "lesson.error.text_length": {
        "en": "a sentence of 1 to {most} characters",
        "de": "ein Satz mit 1 bis {most} Zeichen",
        "ja": "1文字から{most}文字までの文にしてください",
    },
    "lesson.error.missing_language": {
        "en": "this language is missing",
        "de": "diese Sprache fehlt",
        "ja": "この言語のテキストがありません",
    },
    "lesson.error.record_file": {
        "en": "a file name in the lesson's folder: {reason}",
        "de": "ein Dateiname im Ordner der Lektion: {reason}",
        "ja": "レッスンのフォルダーにあるファイルの名前にしてください：{reason}",
    },
    "lesson.error.other_game": {
        "en": "a record of {found}, not of the lesson's game {game}",
        "de": "eine Partie von {found}, nicht vom Spiel der Lektion ({game})",
        "ja": "{found}の記録です。レッスンのゲーム（{game}）の記録ではありません",
    },
    "lesson.error.moves": {
        "en": "at most {most} moves",
        "de": "höchstens {most} Züge",
        "ja": "手は{most}個までです",
    },
    "lesson.error.events": {
        "en": "at most {most} events",
        "de": "höchstens {most} Ereignisse",
        "ja": "イベントは{most}個までです",
    },
    "lesson.error.twice": {
        "en": "'{move}' is given twice",
        "de": "'{move}' steht zweimal da",
        "ja": "'{move}'が二回書かれています",
    },
    "lesson.error.rule": {
        "en": "no rule '{rule}' in this game",
        "de": "dieses Spiel hat keine Regel '{rule}'",
        "ja": "このゲームに'{rule}'というルールはありません",
    },
    "lesson.error.asks": {
        "en": "a step asks for one of: moves, goal, question",
        "de": "ein Schritt verlangt genau eines davon: moves, goal, question",
        "ja": "ステップが求めるのは、moves、goal、questionのどれか一つです",
    },
    "lesson.error.message_id": {
        "en": "a message id of 1 to 120 characters",
        "de": "eine Meldungs-ID mit 1 bis 120 Zeichen",
        "ja": "1文字から120文字までのメッセージIDにしてください",
    },
    "lesson.error.arg": {
        "en": "a string, number or boolean",
        "de": "eine Zeichenkette, eine Zahl oder ein Wahrheitswert",
        "ja": "文字列、数、真偽値のどれかにしてください",
    },
    "lesson.error.goal_events": {
        "en": "at least one event the goal looks for",
        "de": "mindestens ein Ereignis, nach dem das Ziel sucht",
        "ja": "目標が探すイベントが少なくとも一つ必要です",
    },
    "lesson.error.goal_search": {
        "en": "too many ways to look at (over {most})",
        "de": "zu viele Wege zum Durchsuchen (über {most})",
        "ja": "調べる道筋が多すぎます（{most}を超えます）",
    },
    "lesson.error.goal_unreachable": {
        "en": "no decisions of the learner here reach it",
        "de": "von hier aus erreicht keine Entscheidung der lernenden Person das Ziel",
        "ja": "ここからは、学習者がどう決めても目標に届きません",
    },
    "lesson.error.question": {
        "en": "a question offers board elements (among) or buttons (choices)",
        "de": "eine Frage bietet entweder Elemente des Spielbretts (among) oder "
        "Schaltflächen (choices) an",
        "ja": "質問が示すのは、盤の要素（among）かボタン（choices）のどちらかです",
    },
    "lesson.error.choices": {
        "en": "2 to {most} answers",
        "de": "2 bis {most} Antworten",
        "ja": "答えは2個から{most}個までです",
    },
    "lesson.error.choice_id": {
        "en": "a new name of lower-case letters, digits, '-'",
        "de": "ein neuer Name aus Kleinbuchstaben, Ziffern und '-'",
        "ja": "小文字の英字、数字と'-'でできた、まだ使っていない名前にしてください",
    },
    "lesson.error.answer_choice": {
        "en": "the id of one of the choices",
        "de": "die ID einer der Antworten",
        "ja": "答えのどれか一つのIDにしてください",
    },
    "lesson.error.among": {
        "en": "at least two board elements to choose from",
        "de": "mindestens zwei Elemente des Spielbretts zur Auswahl",
        "ja": "選べる盤の要素が少なくとも二つ必要です",
    },
    "lesson.error.element": {
        "en": "a board element such as 'card:k7'",
        "de": "ein Element des Spielbretts wie 'card:k7'",
        "ja": "'card:k7'のような盤の要素にしてください",
    },
    "lesson.error.not_among": {
        "en": "'{element}' is not among the elements offered",
        "de": "'{element}' gehört nicht zu den angebotenen Elementen",
        "ja": "'{element}'は示された要素の中にありません",
    },
    "lesson.error.answer_among": {
        "en": "at least one of the elements offered",
        "de": "mindestens eines der angebotenen Elemente",
        "ja": "示された要素の少なくとも一つが必要です",
    },
    "lesson.error.record_move": {  # (the engine's reason follows as a note)
        "en": "'{move}':",
        "de": "'{move}':",
        "ja": "'{move}'：",
    },
    "lesson.error.lines": {
        "en": "the accepted moves allow more than {most} lines",
        "de": "die erlaubten Züge ergeben mehr als {most} Spielverläufe",
        "ja": "受け付ける手の組み合わせが{most}通りを超えます",
    },
    "lesson.error.over_here": {
        "en": "the game is over here, not the learner (Player {learner:nth})",
        "de": "hier ist die Partie schon vorbei; am Zug wäre, wer die Lektion spielt "
        "(Spieler {learner:nth})",
        "ja": "ここではゲームが終わっていて、学習者（プレイヤー{learner:nth}）の番ではありません",
    },
    "lesson.error.other_decides": {
        "en": "Player {player:nth} decides here, not the learner (Player {learner:nth})",
        "de": "hier entscheidet Spieler {player:nth}, nicht wer die Lektion spielt "
        "(Spieler {learner:nth})",
        "ja": "ここで決めるのはプレイヤー{player:nth}で、"
        "学習者（プレイヤー{learner:nth}）ではありません",
    },
    "lesson.error.not_allowed": {  # (the engine's reason follows as a note)
        "en": "'{move}' is not allowed here:",
        "de": "'{move}' ist hier nicht erlaubt:",
        "ja": "ここでは'{move}'はできません：",
    },
    "lesson.error.not_allowed_after": {
        "en": "'{move}' is not allowed here (after '{after}'):",
        "de": "'{move}' ist hier (nach '{after}') nicht erlaubt:",
        "ja": "'{after}'のあと、ここでは'{move}'はできません：",
    },
}
"""The messages of a lesson that cannot be used, in every language."""
