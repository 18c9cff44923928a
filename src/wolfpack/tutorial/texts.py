"""The words of the tutorials' feedback, in English, German and Japanese.

Message ids start with ``tut.``; parameters use the Lone Wolves term kinds
(``{card:card_dat}``, ``{player:player}``, ``{territory:terr_in}``, ``{suits:trumps}``).
The reasons themselves come from the engine.
"""

from __future__ import annotations

from wolfpack.lone_wolves import terms as _terms  # noqa: F401  (the term kinds used here)

TEXTS: dict[str, dict[str, str]] = {
    # -- an exercise's verdict ------------------------------------------------------------
    "tut.right": {
        "en": "Right: '{move}' does it.",
        "de": "Richtig: '{move}' erfüllt die Aufgabe.",
        "ja": "正解：'{move}'で課題を達成できます。",
    },
    "tut.illegal": {
        "en": "Not allowed: '{move}'.",
        "de": "Nicht erlaubt: '{move}'.",
        "ja": "できません：'{move}'。",
    },
    "tut.missed": {
        "en": "'{move}' is a legal move, but it does not do what the task asks.",
        "de": "'{move}' ist ein erlaubter Zug, erfüllt aber die Aufgabe nicht.",
        "ja": "'{move}'は合法手ですが、課題を達成できません。",
    },
    # -- answers that are not moves ---------------------------------------------------------
    "tut.answer.right": {
        "en": "Right: {answer}.",
        "de": "Richtig: {answer}.",
        "ja": "正解：{answer}。",
    },
    "tut.answer.wrong": {
        "en": "Not quite: you answered {answer}, the answer is {expected}.",
        "de": "Nicht ganz: deine Antwort war {answer}, richtig ist {expected}.",
        "ja": "惜しい：あなたの答えは{answer}、正解は{expected}です。",
    },
    "tut.predict.right": {
        "rules": "LW-T5",
        "en": "Right: {player:player} wins this trick.",
        "de": "Richtig: {player:player} gewinnt diesen Stich.",
        "ja": "正解：このトリックは{player:player}の勝ちです。",
    },
    "tut.predict.wrong": {
        "rules": "LW-T5",
        "en": "Not so: {player:player} wins this trick.",
        "de": "Nicht ganz: {player:player} gewinnt diesen Stich.",
        "ja": "違います：このトリックは{player:player}の勝ちです。",
    },
    # -- goals: what a move should achieve --------------------------------------------------
    "tut.goal.wins_trick": {
        "rules": "LW-T5",
        "en": "It loses the trick.",
        "de": "Damit geht der Stich verloren.",
        "ja": "これではトリックに負けます。",
    },
    "tut.goal.loses_trick": {
        "rules": "LW-T5",
        "en": "It wins the trick, and the task was to lose it.",
        "de": "Damit gewinnst du den Stich, die Aufgabe war aber, ihn zu verlieren.",
        "ja": "これではトリックに勝ってしまいます。課題は負けることでした。",
    },
    "tut.goal.lead_beaten": {
        "rules": "LW-T5",
        "en": "The opponent could answer with the {card:card_dat} and win the trick.",
        "de": "Der Gegner könnte mit {card:card_dat} antworten und den Stich gewinnen.",
        "ja": "相手は{card:card_dat}を出してこのトリックに勝てます。",
    },
    "tut.goal.lead_unbeaten": {
        "rules": "LW-T5",
        "en": "Whatever the opponent plays, this card wins the trick.",
        "de": "Was der Gegner auch spielt, dieser Wolf gewinnt den Stich.",
        "ja": "相手が何を出しても、このカードがトリックに勝ちます。",
    },
    "tut.goal.one_of": {
        "en": "The task has another move in mind: {moves}.",
        "de": "Die Aufgabe meint einen anderen Zug: {moves}.",
        "ja": "課題が求めているのは別の手です：{moves}。",
    },
    # -- puzzles: the exact solver's view ---------------------------------------------------
    "tut.puzzle.goal_met": {
        "en": "With best play by both from here, the goal is reached.",
        "de": "Bei bestem Spiel beider Seiten von hier an wird das Ziel erreicht.",
        "ja": "ここから両者が最善を尽くしても、目標は達成されます。",
    },
    "tut.puzzle.goal_missed": {
        "en": "With best play by both from here, the goal is not reached.",
        "de": "Bei bestem Spiel beider Seiten von hier an wird das Ziel nicht erreicht.",
        "ja": "ここから両者が最善を尽くすと、目標は達成されません。",
    },
    "tut.puzzle.value": {
        "rules": "LW-E4",
        "en": "After '{move}', best play by both ends with a point margin of {margin} for "
        "{player:player}; the best move gives {best}.",
        "de": "Nach '{move}' endet bestes Spiel beider Seiten mit einer Punktdifferenz von "
        "{margin} für {player:player}; der beste Zug ergibt {best}.",
        "ja": "'{move}'の後、両者が最善を尽くすと{player:player}の点差は{margin}になります。"
        "最善手なら{best}です。",
    },
    "tut.puzzle.best": {
        "rules": "LW-E4",
        "en": "It is also a best move: with best play by both it ends with a point margin of "
        "{margin} for {player:player}, and no other move does better.",
        "de": "Es ist auch ein bester Zug: bei bestem Spiel beider Seiten endet die Partie mit "
        "einer Punktdifferenz von {margin} für {player:player}, und kein anderer Zug ist "
        "besser.",
        "ja": "これは最善手でもあります。両者が最善を尽くすと{player:player}の点差は"
        "{margin}で、これより良い手はありません。",
    },
    "tut.puzzle.solution": {
        "en": "Solution: '{move}'.",
        "de": "Lösung: '{move}'.",
        "ja": "解答：'{move}'。",
    },
    "tut.puzzle.solver": {
        "en": "The exact solver agrees: '{move}' is a best move ({seconds} s to solve).",
        "de": "Der exakte Löser stimmt zu: '{move}' ist ein bester Zug (gelöst in {seconds} s).",
        "ja": "厳密ソルバーも同じ結論です：'{move}'は最善手です（解析{seconds}秒）。",
    },
    "tut.puzzle.line": {
        "en": "The best line from here: {line}.",
        "de": "Die beste Fortsetzung: {line}.",
        "ja": "ここからの最善の進行：{line}。",
    },
    # -- what a goal looked at ----------------------------------------------------------------
    "tut.fact.territory": {
        "rules": "LW-E2 LW-E3",
        "en": "At the end the strength {territory:terr_in} stands {s0} to {s1} (Player 1 to "
        "Player 2).",
        "de": "Am Ende steht es {territory:terr_in} an Stärke {s0} zu {s1} (Spieler 1 zu "
        "Spieler 2).",
        "ja": "最後に{territory:terr_in}の強さは{s0}対{s1}になります（プレイヤー1対プレイヤー2）。",
    },
    "tut.fact.trump": {
        "rules": "LW-T10 LW-T11",
        "en": "Trump along the way: {suits:trumps}.",
        "de": "Trumpf im Verlauf des Spiels: {suits:trumps}.",
        "ja": "途中の切り札：{suits:trumps}。",
    },
    "tut.fact.score": {
        "rules": "LW-E4 LW-E5",
        "en": "The game ends {p0} to {p1}.",
        "de": "Die Partie endet {p0} zu {p1}.",
        "ja": "ゲームは{p0}対{p1}で終わります。",
    },
    # -- the final scoring, territory by territory -------------------------------------------
    "tut.score.side": {
        "rules": "LW-E2",
        "en": "{player:player}: strength {total} (cards and lone wolves {cards}, scars {scars}).",
        "de": "{player:player}: Stärke {total} (Wölfe samt Einsamen Wölfen {cards}, Narben "
        "{scars}).",
        "ja": "{player:player}：強さ{total}（カードと一匹狼{cards}、傷{scars}）。",
    },
}
