"""Exercises for the Lone Wolves tutorials: stage a position, ask for a move or an answer,
and say why a wrong one is wrong in the engine's own words.

Example::

    >>> from wolfpack.tutorial import Exercise, stage, wins_trick
    >>> game = stage(hand0="r2 r6 k7", hand1="r4", leader=1, moves=["play r4 volcano"])
    >>> exercise = Exercise(game, wins_trick())
    >>> board = exercise.board()           # a live board; every try is checked below it
    >>> print(exercise.check("play r2 volcano"))  # not allowed, missed, or right, and why
    ✗ 'Red 2 → Volcano' is a legal move, but it does not do what the task asks.
    It loses the trick. (LW-T5)
    Player 2 wins the trick: the Red 4 is the higher card of the led suit Red. (LW-T5, LW-T7)
    >>> print(exercise.check("play r6 volcano"))
    ✓ Right: 'Red 6 → Volcano' does it.
    Player 1 wins the trick: the Red 6 is the higher card of the led suit Red. (LW-T5, LW-T7)

The position of an exercise never changes when an answer is checked: each check plays on a
copy. A reader who plays on the board gets the same feedback under the board. An exercise
owns its game (a copy of the position it was given, and a fresh one for each new board), so
exercises made from one staged game are independent, whatever order their cells run in.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Move, Step
from wolfpack.core.i18n import check_language, has_template, render
from wolfpack.core.lessons import Judgement, Lesson
from wolfpack.core.rng import SeededRandom
from wolfpack.lone_wolves.components import (
    BOX_SIZE,
    CARD_CODES,
    EFFECTS,
    HAND_SIZE,
    N_CARDS,
    TERRITORIES,
    Components,
    parse_card,
)
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.state import Setup, deal
from wolfpack.tutorial import texts as _texts  # noqa: F401  (registers the tut.* messages)
from wolfpack.tutorial.judged import as_explanation, judged_lesson, lesson_board
from wolfpack.tutorial.marks import MARK_TEXT, feedback_html, mark_svg
from wolfpack.tutorial.marks import Line as Line  # (re-exported: its home before marks)
from wolfpack.tutorial.marks import render as render_line
from wolfpack.widget.lesson import LessonBoard


def _notation(move: str | Move) -> str:
    """A reader's answer in the game's notation (a reader may type any case and spaces)."""
    return move.notation if isinstance(move, Move) else " ".join(str(move).lower().split())


# -- positions --------------------------------------------------------------------------------
def _cards(text: str, what: str) -> list[int]:
    cards: list[int] = []
    for code in text.split():
        card = parse_card(code)
        if card is None:
            raise ValueError(f"{what}: {code!r} is not a card (suit k/b/g/w/r and value 2..7)")
        if card in cards:
            raise ValueError(f"{what}: the {code} is named twice")
        cards.append(card)
    return cards


def stage(
    hand0: str = "",
    hand1: str = "",
    *,
    leader: int = 0,
    moves: Sequence[str] = (),
    seed: int = 0,
    variant: str = "standard",
    components: Components | None = None,
) -> LoneWolves:
    """A game whose hands hold the cards you name, then ``moves`` played.

    ``hand0`` and ``hand1`` are space-separated cards (``"r2 r6 k7"``, at most 13 each);
    the other cards are dealt at random from ``seed`` to fill both hands to 13 and the box
    to 4, and the scars and honor tokens are set up as in any new game (LW-S1..LW-S4).
    ``leader`` leads the first trick. ``ValueError`` if a card is unknown or named twice.
    """
    mine = [_cards(hand0, "hand0"), _cards(hand1, "hand1")]
    for p, cards in enumerate(mine):
        if len(cards) > HAND_SIZE:
            raise ValueError(f"hand{p}: {len(cards)} cards named, a hand holds {HAND_SIZE}")
    clash = set(mine[0]) & set(mine[1])
    if clash:
        raise ValueError(f"named in both hands: {', '.join(CARD_CODES[c] for c in sorted(clash))}")
    comp = (components or Components()).resolved(variant)
    rng = SeededRandom(seed)
    base = deal(comp, rng, leader)
    rest = [c for c in range(N_CARDS) if c not in mine[0] and c not in mine[1]]
    rng.shuffle(rest)
    hands: list[tuple[int, ...]] = []
    for cards in mine:
        need = HAND_SIZE - len(cards)
        hands.append(tuple(sorted(cards + rest[:need])))
        rest = rest[need:]
    assert len(rest) == BOX_SIZE
    setup = Setup(
        (hands[0], hands[1]), tuple(rest), base.scars, base.unused_scars, base.honor, leader
    )
    game = LoneWolves(variant=variant, components=components, setup=setup)
    game.play_all(list(moves))
    return game


def copy_game(game: LoneWolves) -> LoneWolves:
    """An independent copy of ``game`` at the same position (replayed from its record)."""
    return LoneWolves.from_record(game.to_record())


# -- tricks ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class TrickOutcome:
    """How the current trick ends after some moves (see :func:`trick_outcome`)."""

    winner: int | None
    """The player who wins the trick, or None if the moves did not finish it."""
    win: Explanation | None
    """The engine's reason for the winner (LW-T5, LW-T6), if the trick was decided."""
    events: list[Explanation] = field(default_factory=list)
    """Everything that happened, in order."""


def trick_outcome(game: LoneWolves, *moves: str | Move) -> TrickOutcome:
    """Play ``moves`` on a copy of ``game`` and tell who wins the trick and why.

    A 3's reveal decision (LW-T4) on the way is made automatically (it never changes who
    wins). The game itself is not changed. Raises ``IllegalMoveError`` for an illegal move.
    """
    g = copy_game(game)
    events: list[Explanation] = []
    for move in moves:
        events += g.play(move)
    while not any(e.key.startswith("lw.ev.win_") for e in events) and not g.is_over:
        legal = g.legal_moves()
        if not legal[0].notation.startswith("reveal"):
            break
        events += g.play(legal[0])
    win = next((e for e in events if e.key.startswith("lw.ev.win_")), None)
    winner = int(win.params["player"]) if win is not None else None
    return TrickOutcome(winner, win, events)


# -- feedback -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: whether it is right, and why, line by line.

    Shown in a notebook with a drawn mark (a green check or a red cross, inline SVG, so no
    emoji font is needed); ``text(lang)`` renders it in another language.
    """

    correct: bool
    answer: str
    lines: tuple[Line, ...]

    def text(self, lang: str | None = None) -> str:
        """Every line, in ``lang`` (default: the global language)."""
        lang = check_language(lang)
        return "\n".join(render_line(line, lang) for line in self.lines)

    def _head_rest(self) -> tuple[str, list[str]]:
        rendered = [render_line(line, None) for line in self.lines]
        return (rendered[0], rendered[1:]) if rendered else ("", [])

    def _repr_html_(self) -> str:
        kind = "right" if self.correct else "wrong"
        return feedback_html(kind, mark_svg(self.correct), self.lines)

    def _repr_markdown_(self) -> str:
        head, rest = self._head_rest()
        mark = MARK_TEXT[self.correct]
        return "\n".join([f"{mark} **{head}**", "", *(f"- {line}" for line in rest)])

    def __str__(self) -> str:
        return f"{MARK_TEXT[self.correct]} {self.text()}"

    def __repr__(self) -> str:
        return str(self)


def unanswered(board: bool = False) -> Feedback:
    """The verdict on an answer not given yet (``None``): say how to answer, give nothing
    away."""
    return Feedback(False, "", (msg("tut.unanswered.board" if board else "tut.unanswered"),))


def check(answer: Any, expected: Any, why: Sequence[Line] = ()) -> Feedback:
    """Compare a plain answer (a number, a player, a card) with the expected one; ``why``
    explains the right answer and is shown either way. ``expected`` may be a function,
    called only once there is an answer; an answer of ``None`` is not answered yet (and
    nothing is shown of the right one)."""
    if answer is None:
        return unanswered()
    if callable(expected):
        expected = expected()
    ok = answer == expected
    head = (
        msg("tut.answer.right", answer=str(answer))
        if ok
        else msg("tut.answer.wrong", answer=str(answer), expected=str(expected))
    )
    return Feedback(ok, str(answer), (head, *why))


def predict_winner(game: LoneWolves, moves: Sequence[str], answer: int | None) -> Feedback:
    """Check a guess of who wins the trick after ``moves`` (played on a copy), with the
    engine's reason (LW-T5, LW-T6). ``answer`` names the player as every text counts
    players, from 1: 1 or 2; ``None`` is not answered yet."""
    if answer is None:
        return unanswered()
    outcome = trick_outcome(game, *moves)
    if outcome.winner is None:
        raise ValueError("these moves do not finish the trick")
    ok = answer == outcome.winner + 1
    head = msg("tut.predict.right" if ok else "tut.predict.wrong", player=outcome.winner)
    lines: list[Line] = [_citing_win(head, outcome.win)]
    if outcome.win is not None:
        lines.append(outcome.win)
    return Feedback(ok, str(answer), tuple(lines))


_TRICK_RULES = ("LW-T5", "LW-T6")
"""The rules that decide who wins a trick: higher card or trump (LW-T5), the 2 takes the 7
(LW-T6)."""


def _citing_win(head: Explanation, win: Explanation | None) -> Explanation:
    """``head`` citing the rule that decided the trick in ``win`` (LW-T6 when the 2 took the
    7, else LW-T5), so that a verdict's headline and its explanation cite the same rule."""
    if win is None:
        return head
    rules = tuple(r for r in win.rules if r in _TRICK_RULES)
    return head._replace(rules=rules) if rules else head


def _territory(game: LoneWolves, territory: str) -> Any:
    if territory not in TERRITORIES:
        raise ValueError(f"no territory {territory!r}; use one of {', '.join(TERRITORIES)}")
    return game.score().territories[TERRITORIES.index(territory)]


def predict_strength(
    game: LoneWolves, territory: str, answer: int | None, *, player: int = 0
) -> Feedback:
    """Check a guess of ``player``'s strength in ``territory`` now (LW-E2); ``None`` is not
    answered yet."""
    if answer is None:
        return unanswered()
    strength = int(_territory(game, territory).strength[player])
    key = "tut.strength.right" if answer == strength else "tut.strength.wrong"
    head = msg(key, player=player, strength=strength, territory=territory)
    return Feedback(answer == strength, str(answer), (head, msg("tut.strength.why")))


def predict_territory(game: LoneWolves, territory: str, answer: int | None) -> Feedback:
    """Check a guess of who wins ``territory`` at the end of ``game``, or as the strength
    stands now (LW-E2, LW-E3): 1 or 2 (players counted from 1, as every text counts them),
    0 for nobody (a tie); ``None`` is not answered yet."""
    if answer is None:
        return unanswered()
    ts = _territory(game, territory)
    s0, s1 = (int(x) for x in ts.strength)
    winner = 0 if ts.winner is None else int(ts.winner) + 1
    ok = answer == winner
    if winner == 0:
        head = msg("tut.territory.tie", territory=territory, s0=s0, s1=s1)
    else:
        key = "tut.territory.right" if ok else "tut.territory.wrong"
        head = msg(key, player=winner - 1, territory=territory, s0=s0, s1=s1)
    return Feedback(ok, str(answer), (head,))


@dataclass(frozen=True)
class ScarTable:
    """The nine scar effects (LW-C3) in a table: the effect's name as the game's texts
    render it, when it acts, and what it does; in the language set, or ``lang``."""

    lang: str | None = None

    def rows(self) -> list[tuple[str, str, str]]:
        """``(name, when, what)`` for each effect, in the game's order."""
        from wolfpack.lone_wolves.terms import effect_word

        lang = check_language(self.lang)
        when = {"box-wolf": "now", "flip-honor": "now", "pack-strength": "strength"}
        when["plus3"] = "strength"
        return [
            (
                effect_word(effect, lang),
                render(f"tut.scar.when.{when.get(effect, 'points')}", {}, lang),
                render(f"tut.scar.{effect.replace('-', '_')}", {}, lang),
            )
            for effect in EFFECTS
        ]

    def _head(self) -> list[str]:
        lang = check_language(self.lang)
        return [render(f"tut.scar.col.{c}", {}, lang) for c in ("effect", "when", "what")]

    def _repr_markdown_(self) -> str:
        lines = ["| " + " | ".join(self._head()) + " |", "|---|---|---|"]
        lines += [f"| **{a}** | {b} | {c} |" for a, b, c in self.rows()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(h)}</th>" for h in self._head())
        body = "".join(
            f"<tr><td><strong>{html.escape(a)}</strong></td><td>{html.escape(b)}</td>"
            f"<td>{html.escape(c)}</td></tr>"
            for a, b, c in self.rows()
        )
        return f'<table class="wp-scars"><tr>{head}</tr>{body}</table>'

    def __str__(self) -> str:
        return "\n".join(f"{a}: {b}. {c}" for a, b, c in self.rows())

    def __repr__(self) -> str:
        return str(self)


def scar_effects(lang: str | None = None) -> ScarTable:
    """The table of the nine scar effects, in the game's own words."""
    return ScarTable(lang)


# -- goals ----------------------------------------------------------------------------------
GoalTest = Callable[[LoneWolves, str], tuple[bool, list[Line]]]
"""``test(position, move) -> (reached, lines)`` for a legal move; may play on ``position``
(a copy made for it)."""


@dataclass(frozen=True)
class Goal:
    """What an exercise asks a legal move to do, and how to tell."""

    name: str
    test: GoalTest


def any_legal_move() -> Goal:
    """Any legal move will do (the exercise is about what the rules allow)."""
    return Goal("legal", lambda position, move: (True, []))


def one_of(*moves: str, why: Sequence[Line] = ()) -> Goal:
    """One of the given moves (in notation); ``why`` says what the others miss."""
    wanted = {_notation(m) for m in moves}

    def test(position: LoneWolves, move: str) -> tuple[bool, list[Line]]:
        if move in wanted:
            return True, []
        return False, [
            msg("tut.goal.one_of", moves=", ".join(f"'{m}'" for m in sorted(wanted))),
            *why,
        ]

    return Goal("one_of", test)


def custom(name: str, predicate: Callable[[LoneWolves, str], bool], why: Line) -> Goal:
    """A goal of your own: ``predicate(position, move)``; ``why`` is shown on a miss."""

    def test(position: LoneWolves, move: str) -> tuple[bool, list[Line]]:
        ok = predicate(position, move)
        return ok, [] if ok else [why]

    return Goal(name, test)


def _trick_goal(want_win: bool) -> Goal:
    def test(position: LoneWolves, move: str) -> tuple[bool, list[Line]]:
        player = position.to_move
        outcome = trick_outcome(position, move)
        if outcome.winner is not None:
            won = outcome.winner == player
            lines: list[Line] = [] if outcome.win is None else [outcome.win]
            if won != want_win:
                key = "tut.goal.wins_trick" if want_win else "tut.goal.loses_trick"
                lines.insert(0, _citing_win(msg(key), outcome.win))
            return won == want_win, lines
        # A lead: it must win (or lose) whatever the opponent answers, every card being open.
        after = copy_game(position)
        after.play(move)
        seen: set[str] = set()
        for reply in after.legal_moves():
            card = reply.notation.split()[1]
            if card in seen:
                continue
            seen.add(card)
            answer = trick_outcome(after, reply)
            if (answer.winner == player) != want_win:
                lines = [msg("tut.goal.lead_beaten", card=card)] if want_win else []
                if answer.win is not None:
                    lines.append(answer.win)
                return False, lines
        return True, [msg("tut.goal.lead_unbeaten")] if want_win else []

    return Goal("wins_trick" if want_win else "loses_trick", test)


def wins_trick() -> Goal:
    """The move wins the current trick for the player making it (a lead: against every
    answer the opponent could make)."""
    return _trick_goal(True)


def loses_trick() -> Goal:
    """The move loses the current trick (a lead: whatever the opponent answers)."""
    return _trick_goal(False)


# -- exercises --------------------------------------------------------------------------------


class Exercise:
    """A position and a task for the player to move: :meth:`check` an answer, or play it
    on :meth:`board`, a lesson board (the exercise is a one-step lesson: :meth:`lesson`).

    ``prompt`` says what to do (default: from the goal, "Win this trick."); ``judge``, if
    given, judges answers instead of the goal (a puzzle's solver check)."""

    def __init__(
        self,
        game: LoneWolves,
        goal: Goal,
        *,
        judge: Callable[[str], Feedback] | None = None,
        prompt: Line | Callable[[str], str] | None = None,
    ) -> None:
        if game.is_over:
            raise ValueError("the game is over: there is no move to ask for")
        self._record = game.to_record()
        self.game = self.position()
        """The game on the exercise's latest board (before any board: a copy of the
        position), so that the caller's ``game``, other exercises made from it and this
        one never change each other; each :meth:`board` starts a fresh copy."""
        self.goal = goal
        self._start = len(self.game.moves)
        self.player: int = game.to_move if game.to_move is not None else 0
        """The player whose move the exercise asks for."""
        self.judge = judge
        """If given, judges answers instead of the goal (e.g. a puzzle's solver check)."""
        asked = f"tut.ask.{goal.name}"
        self.prompt: Line | Callable[[str], str] = (
            prompt if prompt is not None else msg(asked if has_template(asked) else "tut.ask.move")
        )
        """What the exercise asks, shown on its board."""
        self.last_try: str | None = None
        """The move the reader last played on :meth:`board` (in notation), if any: only a
        move that does what is asked is played there (another one is refused)."""

    def position(self) -> LoneWolves:
        """A fresh copy of the exercise's position."""
        return LoneWolves.from_record(self._record)

    def check(self, answer: str | Move | None = None) -> Feedback:
        """Whether ``answer`` (a move in notation) does what the task asks, and why not: an
        illegal move gets the rule it breaks, a legal one what it would lead to. Without an
        answer, the move last played on :meth:`board` is judged (not answered yet if none:
        so a learner answers by clicking, in any language)."""
        if answer is None:
            answer = self.last_try
            if answer is None:
                return unanswered(board=True)
        text = _notation(answer)
        if self.judge is not None:
            return self.judge(text)
        position = self.position()
        if not position.is_legal(text):
            why = position.explain(text)
            return Feedback(False, text, (msg("tut.illegal", move=text), why))
        position.play(text)
        step = position.steps[-1]  # its notation in canonical form, and why it is legal
        reached, lines = self.goal.test(self.position(), step.notation)
        head = msg("tut.right", move=text) if reached else msg("tut.missed", move=text)
        return Feedback(reached, text, (head, *lines) if lines else (head, step.explanation))

    def solution(self) -> str:
        """A move that does what is asked (the first in the game's order); ``ValueError``
        if none does."""
        position = self.position()
        for move in position.legal_notations():
            if self.check(move).correct:
                return move
        raise ValueError("no legal move does what the exercise asks")

    def lesson(self) -> Lesson:
        """The exercise as a one-step lesson: its position, its prompt, its goal judged by
        :meth:`check` (the reasons of a miss are the board's feedback)."""
        return judged_lesson(
            self.position(),
            name="exercise",
            prompt=self.prompt,
            judge=self._judge,
            solution=(self.solution(),),
            player=self.player,
        )

    def _judge(self, game: Game[Any], learner: int, start: int) -> Judgement:
        feedback = self.check(game.steps[start].notation)
        return feedback.correct, tuple(as_explanation(line) for line in feedback.lines)

    def board(self, **options: Any) -> ExerciseBoard:
        """The exercise on the game's lesson board (options as for
        :meth:`Lesson.board <wolfpack.core.lessons.Lesson.board>`; ``perspective``
        defaults to the player asked): a move that misses is refused with why and changes
        nothing, the first wrong try gets a nudge, the second the rule, then "Show me"."""
        board = lesson_board(self.lesson(), **options)
        game = board.game
        assert isinstance(game, LoneWolves)
        self.game = game
        self.last_try = None
        start = len(board.game.steps)

        def tried(step: Step) -> None:
            if board.game is self.game and len(self.game.steps) == start + 1:
                self.last_try = step.notation

        board.on_move(tried)
        return board


ExerciseBoard = LessonBoard
"""The board of an :class:`Exercise`: the game's lesson board (the name of old, kept for a
release)."""
