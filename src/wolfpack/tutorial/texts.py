"""The words of the tutorials' feedback, in English, German and Japanese.

Message ids start with ``tut.``; parameters use the Lone Wolves term kinds
(``{card:card_dat}``, ``{player:player}``, ``{territory:terr_in}``, ``{suits:trumps}``)
and this module's ``{move:lw_move}``: a move in the learner's words ("Red 2 → Volcano",
"Rot 2 → Vulkan", "赤の2 → 火山"), never the English notation. The reasons themselves come
from the engine.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import nth_word
from wolfpack.lone_wolves import terms as _terms
from wolfpack.lone_wolves.components import LOCATION_NAMES

MOVE_WORDS = {
    "take": {"en": "the scar from space {}", "de": "Narbe von Feld {}", "ja": "{}番の傷"},
    "place": {"en": "scar → {}", "de": "Narbe → {}", "ja": "傷 → {}"},
    "reveal": {
        "en": "turn up scar space {}",
        "de": "Narbenfeld {} aufdecken",
        "ja": "傷{}番を表にする",
    },
}


def move_words(notation: Any, lang: str) -> str:
    """A Lone Wolves move in words, as the board labels cards and places: ``"play r2
    volcano"`` → ``"Red 2 → Volcano"`` / ``"Rot 2 → Vulkan"`` / ``"赤の2 → 火山"``; a scar
    taken, placed or revealed likewise. Anything else stays as it was written."""
    parts = str(notation).split()
    try:
        if len(parts) == 3 and parts[0] == "play":
            card = _terms.card_word(parts[1], lang)
            return f"{card} → {_terms.territory_word(parts[2], lang)}"
        if len(parts) == 2 and parts[0] in ("take", "reveal"):
            return MOVE_WORDS[parts[0]][lang].format(nth_word(int(parts[1]), lang))
        if len(parts) == 2 and parts[0] == "place" and parts[1] in LOCATION_NAMES:
            return MOVE_WORDS["place"][lang].format(_terms.location_word(parts[1], lang))
    except (ValueError, IndexError, KeyError):
        pass
    return str(notation)


def line_words(notations: Any, lang: str) -> str:
    """A line of Lone Wolves moves in words, each quoted and joined as the language writes
    a list: ``'Red 2 → Desert'; 'Red 5 → Desert'`` / ``'Rot 2 → Wüste', 'Rot 5 → Wüste'`` /
    ``「赤の2 → 砂漠」、「赤の5 → 砂漠」``."""
    words = [move_words(m, lang) for m in notations]
    if lang == "ja":
        return "、".join(f"「{w}」" for w in words)
    return ("; " if lang == "en" else ", ").join(f"'{w}'" for w in words)


def seconds_word(seconds: Any, lang: str) -> str:
    """A time in seconds to two decimals, as the language writes a decimal number:
    ``"0.19"`` / ``"0,19"`` / ``"0.19"``."""
    text = f"{float(seconds):.2f}"
    return text.replace(".", ",") if lang == "de" else text


TERMS: dict[str, TermFormatter] = {
    "lw_move": move_words,
    "lw_line": line_words,
    "seconds": seconds_word,
}
"""The term kinds of this table: ``{move:lw_move}``, ``{line:lw_line}`` (a tuple of
moves) and ``{seconds:seconds}``."""

TEXTS: dict[str, dict[str, str]] = {
    # -- an exercise's verdict ------------------------------------------------------------
    "tut.right": {
        "en": "Right: '{move:lw_move}' does it.",
        "de": "Richtig: '{move:lw_move}' erfüllt die Aufgabe.",
        "ja": "正解：'{move:lw_move}'で課題を達成できます。",
    },
    "tut.illegal": {
        "en": "Not allowed: '{move:lw_move}'.",
        "de": "Nicht erlaubt: '{move:lw_move}'.",
        "ja": "できません：'{move:lw_move}'。",
    },
    "tut.missed": {
        "en": "'{move:lw_move}' is a legal move, but it does not do what the task asks.",
        "de": "'{move:lw_move}' ist ein erlaubter Zug, erfüllt aber die Aufgabe nicht.",
        "ja": "'{move:lw_move}'は合法手ですが、課題を達成できません。",
    },
    "tut.unanswered": {
        "en": "Not answered yet: write your answer after 'answer =' and run the cell again.",
        "de": "Noch nicht beantwortet: Schreib deine Antwort hinter 'answer =' und führe die "
        "Zelle noch einmal aus.",
        "ja": "まだ答えていません。'answer =' のあとに答えを書いて、もう一度セルを実行して"
        "ください。",
    },
    "tut.unanswered.board": {
        "en": "Not answered yet: make your move on the board above, then run this cell again.",
        "de": "Noch nicht beantwortet: Mach deinen Zug auf dem Spielbrett oben und führe dann "
        "diese Zelle noch einmal aus.",
        "ja": "まだ答えていません。上のボードで手を選んでから、もう一度このセルを"
        "実行してください。",
    },
    "tut.puzzle.try_first": {
        "en": "Try the puzzle first: make your move on its board, then run this cell again.",
        "de": "Versuch dich zuerst selbst am Rätsel: Mach deinen Zug auf seinem Spielbrett "
        "und führe dann diese Zelle noch einmal aus.",
        "ja": "まず自分でパズルに挑戦しましょう。ボードで手を選んでから、もう一度このセルを"
        "実行してください。",
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
    "tut.strength.right": {
        "rules": "LW-E2",
        "en": "Right: {player:player} has strength {strength} {territory:terr_in}.",
        "de": "Richtig: {player:player} hat {territory:terr_in} die Stärke {strength}.",
        "ja": "正解：{territory:terr_in}での{player:player}の強さは{strength}です。",
    },
    "tut.strength.wrong": {
        "rules": "LW-E2",
        "en": "Not quite: {player:player} has strength {strength} {territory:terr_in}.",
        "de": "Nicht ganz: {player:player} hat {territory:terr_in} die Stärke {strength}.",
        "ja": "惜しい：{territory:terr_in}での{player:player}の強さは{strength}です。",
    },
    "tut.strength.why": {
        "rules": "LW-E2 LW-T8",
        "en": "Face-up cards count their value, each lone wolf counts 1, and strength scars "
        "add their part.",
        "de": "Offene Wölfe zählen ihren Wert, jeder Einsame Wolf zählt 1, und Narben mit "
        "Stärke zählen dazu.",
        "ja": "表向きのカードは数字の分、一匹狼は1匹につき1、強さの傷はその分が加わります。",
    },
    "tut.territory.right": {
        "rules": "LW-E3",
        "en": "Right: {player:player} wins the {territory:terr_acc}, {s0} to {s1} in strength "
        "(Player 1 to Player 2).",
        "de": "Richtig: {player:player} gewinnt {territory:terr_acc}, {s0} zu {s1} an Stärke "
        "(Spieler 1 zu Spieler 2).",
        "ja": "正解：{territory:terr_acc}は{player:player}の勝ちです。強さは{s0}対{s1}です"
        "（プレイヤー1対プレイヤー2）。",
    },
    "tut.territory.wrong": {
        "rules": "LW-E3",
        "en": "Not so: {player:player} wins the {territory:terr_acc}, {s0} to {s1} in strength "
        "(Player 1 to Player 2).",
        "de": "Nicht ganz: {player:player} gewinnt {territory:terr_acc}, {s0} zu {s1} an "
        "Stärke (Spieler 1 zu Spieler 2).",
        "ja": "違います：{territory:terr_acc}は{player:player}の勝ちです。強さは{s0}対{s1}です"
        "（プレイヤー1対プレイヤー2）。",
    },
    "tut.territory.tie": {
        "rules": "LW-E3",
        "en": "The strength {territory:terr_in} is tied, {s0} to {s1}: nobody wins it (the "
        "answer is 0).",
        "de": "Die Stärke {territory:terr_in} ist gleich, {s0} zu {s1}: niemand gewinnt das "
        "Gebiet (die Antwort ist 0).",
        "ja": "{territory:terr_in}の強さは{s0}対{s1}で同じなので、だれも勝ちません（答えは0）。",
    },
    # -- the nine scar effects ------------------------------------------------------------
    "tut.scar.col.effect": {"en": "Scar", "de": "Narbe", "ja": "傷"},
    "tut.scar.col.when": {"en": "When it acts", "de": "Wann sie wirkt", "ja": "効くとき"},
    "tut.scar.col.what": {"en": "What it does", "de": "Was sie bewirkt", "ja": "効果"},
    "tut.scar.when.now": {
        "en": "At once",
        "de": "Sofort",
        "ja": "すぐに",
    },
    "tut.scar.when.strength": {
        "en": "At the end: strength",
        "de": "Am Ende: Stärke",
        "ja": "最後に：強さ",
    },
    "tut.scar.when.points": {
        "en": "At the end: points",
        "de": "Am Ende: Punkte",
        "ja": "最後に：得点",
    },
    "tut.scar.pack-strength": {
        "rules": "LW-C3 LW-E2",
        "en": "Your side of this territory gets +1 strength for each of your wolves there, "
        "lone wolves included.",
        "de": "Deine Seite dieses Gebiets bekommt +1 Stärke für jeden deiner Wölfe dort, "
        "Einsame Wölfe mitgezählt.",
        "ja": "この縄張りのあなたの側の狼1匹につき強さ+1（一匹狼も数えます）。",
    },
    "tut.scar.plus3": {
        "rules": "LW-C3 LW-E2",
        "en": "Your side of this territory gets +3 strength.",
        "de": "Deine Seite dieses Gebiets bekommt +3 Stärke.",
        "ja": "この縄張りのあなたの側の強さが+3になります。",
    },
    "tut.scar.box-wolf": {
        "rules": "LW-C3",
        "en": "A card nobody has seen comes from the box and lies face down on your side of "
        "this territory: one more lone wolf (not if the territory is full).",
        "de": "Ein Wolf, den niemand gesehen hat, kommt aus der Schachtel und liegt verdeckt "
        "auf deiner Seite dieses Gebiets: ein Einsamer Wolf mehr (nicht, wenn das Gebiet "
        "voll ist).",
        "ja": "だれも見ていないカードが箱から出て、この縄張りのあなたの側に裏向きで置かれます。"
        "一匹狼が1匹増えます（縄張りがいっぱいなら何も起きません）。",
    },
    "tut.scar.flip-honor": {
        "rules": "LW-C3",
        "en": "This territory's honor token is turned over and shows its other value.",
        "de": "Das Gebietsplättchen dieses Gebiets wird umgedreht und zeigt seinen anderen Wert.",
        "ja": "この縄張りの名誉トークンを裏返し、もう一方の点数にします。",
    },
    "tut.scar.points-per-wolf": {
        "rules": "LW-C3 LW-E4",
        "en": "1 point for each of your wolves in this territory, lone wolves included.",
        "de": "1 Punkt für jeden deiner Wölfe in diesem Gebiet, Einsame Wölfe mitgezählt.",
        "ja": "この縄張りのあなたの狼1匹につき1点（一匹狼も数えます）。",
    },
    "tut.scar.points-per-lone": {
        "rules": "LW-C3 LW-E4",
        "en": "2 points for each of your lone wolves in this territory.",
        "de": "2 Punkte für jeden deiner Einsamen Wölfe in diesem Gebiet.",
        "ja": "この縄張りのあなたの一匹狼1匹につき2点。",
    },
    "tut.scar.points-per-faceup": {
        "rules": "LW-C3 LW-E4",
        "en": "2 points for each of your face-up wolves in this territory.",
        "de": "2 Punkte für jeden deiner offenen Wölfe in diesem Gebiet.",
        "ja": "この縄張りのあなたの表向きの狼1匹につき2点。",
    },
    "tut.scar.points-low-faceup": {
        "rules": "LW-C3 LW-E4",
        "en": "3 points for each of your face-up 2s, 3s and 4s in this territory.",
        "de": "3 Punkte für jeden deiner offenen 2er-, 3er- und 4er-Wölfe in diesem Gebiet.",
        "ja": "この縄張りのあなたの表向きの2・3・4の1枚につき3点。",
    },
    "tut.scar.points-if-honor": {
        "rules": "LW-C3 LW-E4",
        "en": "5 points if you win this territory's honor token.",
        "de": "5 Punkte, wenn du das Gebietsplättchen dieses Gebiets gewinnst.",
        "ja": "この縄張りの名誉トークンを取ったら5点。",
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
        "en": "After '{move:lw_move}', best play by both ends with a point margin of {margin} for "
        "{player:player}; the best move gives {best}.",
        "de": "Nach '{move:lw_move}' endet bestes Spiel beider Seiten mit einer Punktdifferenz von "
        "{margin} für {player:player}; der beste Zug ergibt {best}.",
        "ja": "'{move:lw_move}'の後、両者が最善を尽くすと{player:player}の点差は{margin}に"
        "なります。最善手なら{best}です。",
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
        "en": "Solution: '{move:lw_move}'.",
        "de": "Lösung: '{move:lw_move}'.",
        "ja": "解答：'{move:lw_move}'。",
    },
    "tut.puzzle.solver": {
        "en": "The exact solver agrees: '{move:lw_move}' is a best move "
        "({seconds:seconds} s to solve).",
        "de": "Der exakte Löser stimmt zu: '{move:lw_move}' ist einer der besten Züge "
        "(gelöst in {seconds:seconds} s).",
        "ja": "厳密ソルバーも同じ結論です：'{move:lw_move}'は最善手です"
        "（解析{seconds:seconds}秒）。",
    },
    "tut.puzzle.line": {
        "en": "The best line from here: {line:lw_line}.",
        "de": "Die beste Fortsetzung: {line:lw_line}.",
        "ja": "ここからの最善の進め方：{line:lw_line}。",
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
