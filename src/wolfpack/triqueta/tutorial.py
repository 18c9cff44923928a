"""The tasks and questions of the tutorial on Triqueta (``tutorials/05-triqueta.md``).

Tasks are done on a board (:func:`task`: ``row``, ``keep``, ``count``); questions are
answered in a cell (:func:`set_question`, :func:`wolf_question`, :func:`options_question`).
Nothing is computed for the learner before they answer. Every text is in the notebook's
language.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.core.i18n import get_language, register_templates
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import ANIMALS, SET_VALUES, SHADOW, WOLF, shadow_tiles
from wolfpack.triqueta.scoring import score_player, set_points
from wolfpack.triqueta.terms import ANIMAL_WORDS
from wolfpack.tutorial.tasks import Question, Task, Verdict, right, wrong

RECORD = Path(__file__).with_name("positions") / "triqueta-seed7.json"
"""A 3-player game with Hidden Wolves that the heuristic bots played (seed 7), up to the
counting decision of Player 1."""

TEXTS: dict[str, dict[str, str]] = {
    "tut.tq.ask.row": {
        "rules": "TQ-T1 TQ-E2",
        "en": "Take the row that is worth the most to you right now.",
        "de": "Nimm die Tierreihe, die dir jetzt gerade am meisten Punkte bringt.",
        "ja": "今あなたにとって一番得点になる列を取りましょう。",
    },
    "tut.tq.ask.keep": {
        "rules": "TQ-T1 TQ-H2",
        "en": "Try to keep the drawn tile face down, read why not, then lay it where it may go.",
        "de": "Versuch, den gezogenen Tierstein verdeckt vor dir abzulegen, lies, warum das "
        "nicht geht, und leg ihn dann dorthin, wo er hin darf.",
        "ja": "引いたタイルを裏向きで手元に置こうとして、できない理由を読み、"
        "置ける場所に置きましょう。",
    },
    "tut.tq.ask.count": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Choose which of your face-down light tiles count, so that you score the most.",
        "de": "Wähle, welche deiner verdeckten hellen Tiersteine zählen, sodass du die meisten "
        "Punkte bekommst.",
        "ja": "裏向きの通常タイルのうちどれを数えるか選び、得点が一番多くなるようにしましょう。",
    },
    "tut.tq.right": {"en": "Right: that is it.", "de": "Richtig, genau so.", "ja": "正解です。"},
    "tut.tq.drew": {
        "en": "You drew a tile; this task asks you to take a row. Press Start again.",
        "de": "Du hast einen Tierstein gezogen; die Aufgabe verlangt aber, eine Tierreihe zu "
        "nehmen. Klick auf „Noch einmal“.",
        "ja": "タイルを引きましたが、この課題は列を取ることです。「もう一度」を押しましょう。",
    },
    "tut.tq.row.gain": {
        "rules": "TQ-E2",
        "en": "Row {row} adds {points:tq_points} to your score.",
        "de": "Tierreihe {row} bringt dir {points:tq_points} mehr.",
        "ja": "列{row}を取ると、得点が{points:tq_points}増えます。",
    },
    "tut.tq.row.loss": {
        "rules": "TQ-E2",
        "en": "Row {row} costs you {points:tq_points}.",
        "de": "Tierreihe {row} kostet dich {points:tq_points}.",
        "ja": "列{row}を取ると、得点が{points:tq_points}減ります。",
    },
    "tut.tq.row.none": {
        "rules": "TQ-E2",
        "en": "Row {row} does not change your score.",
        "de": "Tierreihe {row} ändert an deinem Punktestand nichts.",
        "ja": "列{row}を取っても、得点は変わりません。",
    },
    "tut.tq.row.better": {
        "rules": "TQ-E2",
        "en": "Another row adds more. Count what each row would add to your sets, then press "
        "Start again.",
        "de": "Eine andere Tierreihe bringt mehr. Zähl, was jede Tierreihe deinen Sätzen "
        "bringen würde, und klick dann auf „Noch einmal“.",
        "ja": "もっと得点になる列があります。それぞれの列で自分のセットがどう変わるか数えてから、"
        "「もう一度」を押しましょう。",
    },
    "tut.tq.count.score": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Your score is now {points}.",
        "de": "Dein Punktestand ist jetzt {points}.",
        "ja": "あなたの得点は{points}になりました。",
    },
    "tut.tq.count.better": {
        "rules": "TQ-E1 TQ-E2",
        "en": "Another choice scores more. Look at each face-down tile: does it complete a set "
        "or spoil one? Press Start again.",
        "de": "Eine andere Wahl bringt mehr Punkte. Schau dir jeden verdeckten Tierstein an: "
        "Vervollständigt er einen Satz, oder verdirbt er einen? Klick auf „Noch einmal“.",
        "ja": "もっと得点が高くなる選び方があります。裏向きのタイルを1枚ずつ見て、"
        "セットを完成させるか、崩すかを考えましょう。「もう一度」を押しましょう。",
    },
    "tut.tq.set.why": {
        "rules": "TQ-E2",
        "en": "One tile 1 point, two 2, exactly three the animal's value; from the fourth on the "
        "set is worth 0 and every tile beyond the third costs a point.",
        "de": "Ein Tierstein 1 Punkt, zwei 2, genau drei der Wert des Tiers; ab dem vierten ist "
        "der Satz 0 wert, und jeder Tierstein über drei kostet einen Punkt.",
        "ja": "1枚なら1点、2枚なら2点、ちょうど3枚なら動物の値。4枚目からはセットは0点で、"
        "3枚を超える1枚ごとに1点失います。",
    },
    "tut.tq.wolf.why": {
        "rules": "TQ-C2",
        "en": "Nine of the fifteen shadow tiles are wolves: 9/15 = 3/5.",
        "de": "Neun der fünfzehn Schatten-Tiersteine sind Wölfe: 9/15 = 3/5.",
        "ja": "影のタイル15枚のうち9枚がオオカミです：9/15 = 3/5。",
    },
    "tut.tq.wolf.hint": {
        "rules": "TQ-C2",
        "en": "Count the shadow tiles, and the wolves among them.",
        "de": "Zähl die Schatten-Tiersteine und die Wölfe darunter.",
        "ja": "影のタイルの枚数と、その中のオオカミの枚数を数えましょう。",
    },
    "tut.tq.options.hint": {
        "rules": "TQ-V2",
        "en": "Read on the board what each option says for the second tile.",
        "de": "Lies auf dem Spielbrett nach, was bei jeder Option für den zweiten Tierstein steht.",
        "ja": "2枚目のタイルについて、それぞれの選択肢にボードが何と書いているか読みましょう。",
    },
    "tut.tq.option.place": {
        "en": "{n}: lay it in row {row}",
        "de": "{n}: an Tierreihe {row} anlegen",
        "ja": "{n}：列{row}に置く",
    },
    "tut.tq.option.keep": {
        "en": "{n}: keep it face down",
        "de": "{n}: verdeckt vor dir ablegen",
        "ja": "{n}：裏向きで手元に置く",
    },
    "tut.tq.option.box": {
        "en": "{n}: return it to the box",
        "de": "{n}: in die Schachtel zurücklegen",
        "ja": "{n}：箱に戻す",
    },
    "tut.tq.table.head": {
        "en": "animal        1 tile  2   3   4   5 tiles",
        "de": "Tier          1 Stein 2   3   4   5 Steine",
        "ja": "動物          1枚    2   3   4   5枚",
    },
}
register_templates(TEXTS)


# -- sets -------------------------------------------------------------------------------------
def set_table() -> str:
    """What a set of 1 to 5 tiles of each animal is worth, as a table in the notebook's
    language."""
    lang = get_language()
    lines = [msg("tut.tq.table.head").text(cite=False)]
    for i, value in enumerate(SET_VALUES):
        name = ANIMAL_WORDS[lang][i]
        pad = 14 - sum(2 if ord(c) > 0x2E80 else 1 for c in name)
        lines.append(name + " " * pad + "".join(f"{set_points(n, value):4}" for n in range(1, 6)))
    return "\n".join(lines)


def _value(animal: str) -> int:
    return SET_VALUES[ANIMALS.index(animal)]


def set_question(animal: str, have: int, more: int = 0) -> Question:
    """What a set of ``have`` tiles of ``animal`` is worth (``more=0``), or how many points
    ``more`` tiles add to it."""
    value = _value(animal)
    if more:
        expected = set_points(have + more, value) - set_points(have, value)
    else:
        expected = set_points(have, value)
    why = [msg("tut.tq.set.why")]
    return Question(expected, why=why, hint=why)


def wolf_question() -> Question:
    """The chance that a shadow tile is a wolf, before any is seen (a fraction)."""
    tiles = shadow_tiles()
    expected = Fraction(tiles.count(SHADOW + WOLF), len(tiles))

    def same(answer: Any, expected: Any) -> bool:
        try:
            return bool(Fraction(answer) == expected)
        except (TypeError, ValueError, ZeroDivisionError):
            return False

    return Question(
        expected,
        why=[msg("tut.tq.wolf.why")],
        hint=[msg("tut.tq.wolf.hint")],
        same=same,
    )


# -- the 2-player variant ---------------------------------------------------------------------
def duel() -> Triqueta:
    """A 2-player game with Hidden Wolves: Player 1 drew two light tiles from stack 3 and
    laid the first in row 1."""
    game = Triqueta(players=2, hidden_wolves=True, seed=3, start=0)
    game.play("draw 2 2")
    game.play("place 0")
    return game


_OPTIONS = ("place 0", "place 1", "keep", "box")


def options() -> list[str]:
    """The options for the second tile, numbered, in the notebook's language."""
    out = []
    for n, option in enumerate(_OPTIONS, start=1):
        if option.startswith("place"):
            row = int(option.split()[1]) + 1
            out.append(msg("tut.tq.option.place", n=n, row=row).text(cite=False))
        else:
            out.append(msg(f"tut.tq.option.{option}", n=n).text(cite=False))
    return out


def options_question() -> Question:
    """Which options the second tile of :func:`duel` has: a set of the numbers of
    :func:`options`."""
    game = duel()
    legal = set(game.legal_notations())
    expected = frozenset(n for n, o in enumerate(_OPTIONS, start=1) if o in legal)

    def same(answer: Any, expected: Any) -> bool:
        try:
            return bool(frozenset(int(a) for a in answer) == expected)
        except (TypeError, ValueError):
            return False

    why = [game.explain(o) for o in _OPTIONS]
    return Question(
        expected,
        why=why,
        hint=[msg("tut.tq.options.hint")],
        same=same,
        shown=lambda a: ", ".join(str(n) for n in sorted(a)) if not isinstance(a, int) else str(a),
    )


# -- tasks on a board -------------------------------------------------------------------------
def _row_game() -> Triqueta:
    game = Triqueta(players=3, hidden_wolves=True, seed=21, start=0)
    game.play_all(["draw 2", "place 1", "draw 2", "place 1", "draw 1", "place 2"])
    return game


def _keep_game() -> Triqueta:
    game = Triqueta(players=3, hidden_wolves=False, seed=4, start=0)
    game.play_all(
        [
            *("draw 0", "keep", "draw 0", "place 0", "draw 0", "place 0"),
            *("draw 1", "keep", "draw 1", "place 1", "draw 1", "place 1", "draw 2"),
        ]
    )
    return game


@cache
def _record() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def counting_game() -> Triqueta:
    """The heuristic bots' game (seed 7) at Player 1's decision which face-down tiles count."""
    return Triqueta.from_record(_record())


def demo_game() -> Triqueta:
    """The heuristic bots' game (seed 7) from its start."""
    return Triqueta(players=3, hidden_wolves=True, seed=7)


def _score(game: Triqueta, player: int) -> int:
    return score_player(game.state, player).total


def _gains(start: Callable[[], Triqueta]) -> dict[int, int]:
    out = {}
    game = start()
    player = game.to_move
    assert player is not None
    for move in game.legal_notations():
        if move.startswith("take "):
            copy = start()
            before = _score(copy, player)
            copy.play(move)
            out[int(move.split()[1])] = _score(copy, player) - before
    return out


def _row_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    first = steps[0]
    if not first.notation.startswith("take "):
        return wrong(msg("tut.tq.drew"))
    gains = _gains(_row_game)
    row = int(first.notation.split()[1])
    told = [_row_told(r, g) for r, g in sorted(gains.items())]
    if gains[row] == max(gains.values()):
        return right(msg("tut.tq.right"), *told)
    return wrong(_row_told(row, gains[row]), msg("tut.tq.row.better"))


def _row_told(row: int, gain: int) -> Explanation:
    """What taking row ``row`` (0-based) does to the score, in words: so many points more,
    so many fewer, or no change."""
    if gain == 0:
        return msg("tut.tq.row.none", row=row + 1)
    key = "tut.tq.row.gain" if gain > 0 else "tut.tq.row.loss"
    return msg(key, row=row + 1, points=abs(gain))


def _keep_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    first = steps[0]
    return right(msg("tut.tq.right"), *first.events)


def _count_judge(game: Game[Any], steps: list[Step], done: bool) -> Verdict | None:
    assert isinstance(game, Triqueta)
    player = steps[0].player
    best = counting_game()
    best.play(best.best_count(player)[0])
    mine = _score(game, player)
    if mine >= _score(best, player):
        return right(msg("tut.tq.right"), msg("tut.tq.count.score", points=mine), *steps[0].events)
    return wrong(msg("tut.tq.count.score", points=mine), msg("tut.tq.count.better"))


def _one_decision(game: Game[Any], player: int) -> bool:
    return True


def _make(name: str) -> Task:
    if name == "row":
        gains = _gains(_row_game)
        best = max(gains, key=lambda r: gains[r])
        return Task(
            _row_game,
            _row_judge,
            prompt=msg("tut.tq.ask.row"),
            finished=_one_decision,
            solution=[f"take {best}"],
        )
    if name == "keep":
        game = _keep_game()
        place = next(m for m in game.legal_notations() if m.startswith("place"))
        return Task(
            _keep_game,
            _keep_judge,
            prompt=msg("tut.tq.ask.keep"),
            finished=_one_decision,
            solution=[place],
        )
    if name == "count":
        game = counting_game()
        return Task(
            counting_game,
            _count_judge,
            prompt=msg("tut.tq.ask.count"),
            finished=_one_decision,
            solution=[game.best_count()[0]],
        )
    raise ValueError(f"no task {name!r}; choose one of: row, keep, count")


@cache
def _task(name: str) -> Task:
    return _make(name)


def task(name: str) -> Task:
    """The task ``name``: ``row`` (take the best row), ``keep`` (the limit of two kept light
    tiles), ``count`` (which face-down tiles count at the end)."""
    return _task(name)


def is_counting(game: Triqueta) -> bool:
    """Whether the decision now is which face-down light tiles count (the end of the game)."""
    return not game.is_over and bool(game.waiting(None).key == "tq.wait.count")


def play_until_round(game: Triqueta, number: int, seed: int = 1) -> None:
    """Let random choices play ``game`` on until round ``number`` (1 to 4) begins."""
    import random

    rng = random.Random(seed)
    while not game.is_over and not (game.state.rnd + 1 == number and game.state.phase == 0):
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
