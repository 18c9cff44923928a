"""Hints and the solver's verdict: every legal move with its value, and the best in words.

Two analyses, both game-agnostic through :class:`~.adapters.GameAdapter`:

* :func:`analyze` (a hint for the player to move): an ISMCTS search from that player's
  information set values every legal move by its expected final point margin and win
  rate, each with a 95% confidence interval, and explains the best move in words built
  from the position (the explanation cites rule ids and renders in every language).
* :func:`solve_open` (the open view, puzzles): the exact solver's best move and the exact
  final point margin, with the verdict in words.

Each is split into a *task* built at once from the game (:func:`hint_task`,
:func:`solve_task`: a snapshot, so the game may change afterwards) and its ``run``, which
can take long and is what :class:`~.thinker.Thinker` runs in a background thread.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from threading import Event
from typing import Any, Literal

from wolfpack.bots import texts as _texts  # noqa: F401  (registers the generic words)
from wolfpack.bots.adapters import (
    Determinizer,
    GameAdapter,
    HintAdapter,
    SolverAdapter,
    adapter_for,
    value_message,
)
from wolfpack.bots.ismcts import ActionStats, check_budget, search
from wolfpack.bots.pimc import PimcAdapter, about_as_good, summarize
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""
PIMC_DEALS = 400
"""The most deals a PIMC hint solves when it runs for a time rather than iterations."""
MIN_RATED = 100
"""A move's simulated value (margin, win rate) is stated only after this many simulated
games: fewer say little, and a learner would read them as precise."""


class HintCancelled(Exception):
    """A hint stopped (its cancel set) before it had valued any move."""


Estimator = Literal["auto", "search", "pimc"]
"""How a hint values moves (see :attr:`HintTask.estimator`)."""
ProgressFn = Callable[[float], None]
"""``progress(fraction_done)`` in [0, 1]."""


def wilson(rate: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion observed as ``rate`` over ``n`` trials."""
    if n <= 0:
        return 0.0, 1.0
    denom = 1 + z * z / n
    centre = (rate + z * z / (2 * n)) / denom
    half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class MoveValue:
    """One legal move's estimated value for the player to move."""

    move: str
    """The move in notation (play it with ``game.play(move)``)."""
    action: int
    visits: int
    """Simulated games that started with this move."""
    margin: float
    """Expected final point margin (own points minus the opponent's)."""
    margin_ci: tuple[float, float]
    """95% interval of the margin where one is stated (PIMC: the standard error over the
    deals); infinite bounds where none is (the search's values)."""
    win_rate: float
    """Expected result: 1 win, 0.5 draw, 0 loss."""
    win_ci: tuple[float, float]
    """95% (Wilson) interval of the win rate where one is stated; else infinite bounds."""
    method: str = "search"
    """Where the value comes from: ``pimc`` (deals solved exactly; :mod:`.pimc`),
    ``search`` (the ISMCTS search's simulated games) or ``only`` (the one legal move)."""

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict (an unknown bound is ``None``)."""

        def num(x: float) -> float | None:
            return None if math.isinf(x) else round(x, 3)

        return {
            "move": self.move,
            "action": self.action,
            "visits": self.visits,
            "margin": round(self.margin, 3),
            "margin_ci": [num(self.margin_ci[0]), num(self.margin_ci[1])],
            "win_rate": round(self.win_rate, 4),
            "win_ci": [num(self.win_ci[0]), num(self.win_ci[1])],
            "method": self.method,
        }


NO_INTERVAL = (-math.inf, math.inf)
"""The interval of a value that states none."""


def _move_value(notation: str, s: ActionStats) -> MoveValue:
    """A move's value from the search. It states no interval: the spread of the search's
    simulated games says how noisy they are, not how far their mean lies from the move's
    worth with good play (``benchmarks/hint_calibration.py`` measures that gap)."""
    return MoveValue(notation, s.action, s.visits, s.margin, NO_INTERVAL, s.win_rate, NO_INTERVAL)


HEADLINE_WORDS = 45
"""The most words a hint's headline takes (a learner reads it at a glance)."""
WHY_REASONS = 3
"""The most reasons "Why?" gives."""


@dataclass
class Analysis:
    """A hint: every legal move valued (best first) and the best one explained."""

    player: int
    moves: list[MoveValue]
    explanation: Explanation
    iterations: int
    seconds: float
    seed: int
    cancelled: bool = False
    equal: list[str] = field(default_factory=list)
    """Moves (notation) the search could not tell apart from the best (see
    :func:`about_equal`)."""
    statistics: tuple[Explanation, ...] = ()
    """The notes of :attr:`explanation` that give the numbers behind the values (how many
    games or deals, the mean margin, moves about as good): for a teacher's details."""
    line: Explanation | None = None
    """A line of play that makes the move best (PIMC's example deal), if the hint has one."""

    @property
    def reasons(self) -> list[Explanation]:
        """Why the move is good, most important first: the game's own reasons and what
        matters now, without the statistics and the line."""
        kept = [*self.statistics, self.line]
        return [note for note in self.explanation.notes if note not in kept]

    @property
    def headline(self) -> Explanation:
        """The hint in one sentence: the move and the one reason that matters (at most
        :data:`HEADLINE_WORDS` words in every language)."""
        return self.explanation._replace(notes=tuple(self.reasons[:1]))

    @property
    def why(self) -> list[Explanation]:
        """What "Why?" opens below the headline: the next reasons (with the headline's,
        at most :data:`WHY_REASONS`), then the line, if any."""
        more = self.reasons[1:WHY_REASONS]
        return [*more, *([self.line] if self.line is not None else [])]

    @property
    def best(self) -> MoveValue:
        """The recommended move (the most simulated one)."""
        return self.moves[0]

    def value_of(self, move: str) -> MoveValue:
        """The value of one move, by notation (``KeyError`` if not a legal move)."""
        for m in self.moves:
            if m.move == move:
                return m
        raise KeyError(move)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict; ``explanation`` as :meth:`Explanation.to_json`."""
        return {
            "kind": "hint",
            "player": self.player,
            "best": self.best.move,
            "moves": [m.to_json() for m in self.moves],
            "explanation": self.explanation.to_json(),
            "iterations": self.iterations,
            "seconds": round(self.seconds, 3),
            "seed": self.seed,
            "cancelled": self.cancelled,
            "equal": list(self.equal),
            "headline": self.headline.to_json(),
            "why": [note.to_json() for note in self.why],
            "statistics": [note.to_json() for note in self.statistics],
        }


@dataclass
class HintTask:
    """A snapshot of what a hint needs; :meth:`run` does the (long) search."""

    adapter: GameAdapter
    det: Determinizer
    notations: dict[int, str]
    iterations: int | None
    seconds: float | None
    seed: int
    estimator: Estimator = "auto"
    """``auto``: PIMC where the game offers it here, else the search; ``search`` or
    ``pimc`` force one (``pimc`` falls back to the search where there is none)."""

    def run(self, progress: ProgressFn | None = None, cancel: Event | None = None) -> Analysis:
        """Value and explain every legal move: at once when there is only one; by PIMC over
        the exact solver where the game offers it here (:mod:`.pimc`); else by the search.
        Cancelling stops early and returns what was found so far (``cancelled`` is then
        True)."""
        if len(self.notations) == 1:
            return self._only()
        adapter: Any = self.adapter
        wants_pimc = self.estimator == "pimc" or (
            self.estimator == "auto"
            and isinstance(adapter, PimcAdapter)
            and adapter.pimc_ready(self.det)
        )
        if wants_pimc and isinstance(adapter, PimcAdapter):
            found = self._pimc(adapter, progress, cancel)
            if found is not None:
                return found
        return self._search(progress, cancel)

    def _only(self) -> Analysis:
        """The one legal move, answered without a search."""
        ((action, move),) = self.notations.items()
        value = MoveValue(move, action, 0, 0.0, NO_INTERVAL, 0.0, NO_INTERVAL, "only")
        note = msg("bot.hint.only")
        adapter: Any = self.adapter
        if isinstance(adapter, HintAdapter):
            expl = adapter.explain(self.det, action, (note,))
        else:
            expl = msg("bot.hint.best", (note,), move=move)
        return Analysis(self.det.player, [value], expl, 0, 0.0, self.seed)

    def _pimc(
        self, adapter: PimcAdapter, progress: ProgressFn | None, cancel: Event | None
    ) -> Analysis | None:
        """Values from PIMC (None when fewer than two deals were solved in time)."""
        start = time.perf_counter()
        deals = PIMC_DEALS if self.iterations is None else _pimc_deals(self.iterations)
        found = adapter.pimc(self.det, deals, self.seed, self.seconds, cancel, progress)
        if len(found.rows) < 2:
            return None
        values = summarize(found)
        moves = [
            MoveValue(
                self.notations[v.action],
                v.action,
                v.deals,
                v.margin,
                v.margin_ci,
                v.win_rate,
                wilson(v.win_rate, v.deals),
                "pimc",
            )
            for v in values
        ]
        best = moves[0]
        points = round(best.margin, 1)
        side = "ahead" if points > 0 else "behind" if points < 0 else "level"
        note = msg(
            f"{self.det_game}.hint.pimc.{side}", n=best.visits, points=points, chance=best.win_rate
        )
        notes = [note]
        example: Explanation | None = None
        column = {a: k for k, a in enumerate(found.actions)}
        top = column[best.action]
        equal = [m for m in moves[1:] if about_as_good(found, top, column[m.action], EQUAL_POINTS)]
        if equal:
            notes.append(msg("bot.hint.equal_deals", n=len(equal)))
        line = getattr(adapter, "line", None)
        if line is not None:
            example = line(self.det, best.action, self.seed)
            if example is not None:
                notes.append(example)
        statistics = tuple(n for n in notes if n is not example)
        hinted: Any = self.adapter
        if isinstance(hinted, HintAdapter):
            expl = hinted.explain(self.det, best.action, tuple(notes))
        else:
            expl = msg("bot.hint.best", tuple(notes), move=best.move)
        return Analysis(
            self.det.player,
            moves,
            expl,
            len(found.rows),
            time.perf_counter() - start,
            self.seed,
            cancel is not None and cancel.is_set(),
            [m.move for m in equal],
            statistics,
            example,
        )

    @property
    def det_game(self) -> str:
        """The message prefix of the game's own hint words (its adapter's ``hint_prefix``)."""
        return str(getattr(self.adapter, "hint_prefix", "bot"))

    def _search(self, progress: ProgressFn | None, cancel: Event | None) -> Analysis:
        """Values from the ISMCTS search."""
        result = search(
            self.adapter,
            self.det,
            iterations=self.iterations,
            seconds=self.seconds,
            rng=random.Random(self.seed),
            progress=(lambda n, f: progress(f)) if progress is not None else None,
            cancel=cancel,
            trees=HINT_TREES,
        )
        if not result.stats:  # stopped before its first game: nothing to say
            raise HintCancelled("the hint was stopped before it had tried any move")
        moves = [_move_value(self.notations[s.action], s) for s in result.stats]
        adapter: Any = self.adapter
        thumb = getattr(adapter, "rule_of_thumb", None)
        if moves[0].visits < MIN_RATED and thumb is not None:
            # Too few games to tell the moves apart: suggest what the rule of thumb (the
            # principle said below) chooses, not the search's noise.
            chosen = thumb(self.det, random.Random(self.seed))
            pick = next((m for m in moves if m.action == chosen), None)
            if pick is not None:
                moves.remove(pick)
                moves.insert(0, pick)
        best = moves[0]
        hinted = isinstance(adapter, HintAdapter)
        equal = about_equal(moves)
        notes: list[Explanation] = []
        if best.visits < MIN_RATED:
            # Too few games to tell the moves apart: say so, and what matters now.
            notes.append(msg("bot.hint.unclear", n=len(moves)))
        else:
            if hinted:
                notes.append(adapter.value_note(best.visits, best.margin, best.win_rate))
            else:
                notes.append(
                    value_message("bot.hint.value", best.visits, best.margin, best.win_rate)
                )
            if equal:
                notes.append(msg("bot.hint.equal", n=len(equal)))
        statistics = tuple(notes)
        if best.visits < MIN_RATED or equal:
            principle = getattr(adapter, "principle", None)
            if principle is not None:
                notes.append(principle(self.det))
        if hinted:
            expl = adapter.explain(self.det, best.action, tuple(notes))
        else:
            expl = msg("bot.hint.best", tuple(notes), move=best.move)
        return Analysis(
            self.det.player,
            moves,
            expl,
            result.iterations,
            result.seconds,
            self.seed,
            result.cancelled,
            [m.move for m in equal],
            statistics,
        )


EQUAL_SHARE = 0.5
"""A rated move tried at least this share as often as the best is about as good: the
search spends its games on the moves that do best, so it could not tell the two apart."""
EQUAL_POINTS = 0.5
"""A move valued at most this many points below the best is about as good: closer than a
hint can tell (``benchmarks/hint_calibration.py`` counts a suggestion within it of the
reference's best as a best move)."""


def about_equal(moves: list[MoveValue]) -> list[MoveValue]:
    """The moves (best first) the search could not tell apart from the best: rated ones
    tried at least :data:`EQUAL_SHARE` as often, or valued within :data:`EQUAL_POINTS` of
    it; all of them when even the best is not rated (tried in fewer than
    :data:`MIN_RATED` games)."""
    best = moves[0]
    if best.visits < MIN_RATED:
        return moves[1:]
    return [
        m
        for m in moves[1:]
        if m.visits >= MIN_RATED
        and (m.visits >= EQUAL_SHARE * best.visits or best.margin - m.margin <= EQUAL_POINTS)
    ]


HINT_ITERATIONS = {"native": 400_000, "python": 2000}
"""A hint's search iterations when none are asked for: with the native core a few tenths
of a second, in Python (JupyterLite) about one second. Fewer make the native hint's values
too hopeful in the middle of a game with a hidden hand (measured on the two-player
trick-taking game, against a 2,000,000-iteration search,
the same 100 positions: 50,000 iterations +1.6 points on 40 of them, 200,000 +1.0,
400,000 +0.7; ``benchmarks/hint_calibration.py``)."""


HINT_TREES = 4
"""The independent trees a hint's search grows (each its share of the iterations, from a
seed of its own): the native core grows them on both cores of a small machine, and the
hint is the same on 1, 2 or 16 cores."""


def default_hint_iterations(game_id: str | None = None) -> int:
    """:data:`HINT_ITERATIONS` for the backend in use (natively in game ``game_id``: the
    game's own :attr:`~wolfpack.core.registry.GameInfo.native_hint_iterations` if it
    names any)."""
    from wolfpack.core.native import use_native

    if not use_native(None):
        return HINT_ITERATIONS["python"]
    return native_hint_iterations(game_id)


def native_hint_iterations(game_id: str | None) -> int:
    """How many iterations a native hint searches in game ``game_id``."""
    from wolfpack.core.registry import get_game

    found = get_game(game_id).native_hint_iterations if game_id else None
    return found if found is not None else HINT_ITERATIONS["native"]


def _pimc_deals(iterations: int) -> int:
    """Deals for a PIMC hint asked for ``iterations`` search iterations: one deal per 20
    (an exact solve costs about as much as 20 simulated games late in the game), 20 to
    :data:`PIMC_DEALS`."""
    return max(20, min(PIMC_DEALS, iterations // 20))


def hint_task(
    game: Game[Any],
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    estimator: Estimator = "auto",
) -> HintTask:
    """Snapshot ``game`` for a hint to the player to move (from their view only). Without
    ``iterations`` or ``seconds``, :func:`default_hint_iterations`; with ``iterations``
    only, the values are the same on every run with the same ``seed``. ``estimator``
    chooses how moves are valued (see :attr:`HintTask.estimator`). A budget that cannot
    stop or cannot search (0 or fewer iterations; seconds not finite or not above 0) is a
    ``ValueError`` naming the parameter (:func:`~.ismcts.check_budget`)."""
    check_budget(iterations, seconds)
    player = game.to_move
    if player is None:
        raise ValueError("the game is over: there is nothing to hint")
    if iterations is None and seconds is None:
        iterations = default_hint_iterations(game.game_id)
    adapter = adapter_for(game)
    det = adapter.info_set(game, player)
    notations = {m.action: m.notation for m in game.legal_moves()}
    if estimator not in ("auto", "search", "pimc"):
        raise ValueError(f"unknown estimator {estimator!r}: use auto, search or pimc")
    return HintTask(adapter, det, notations, iterations, seconds, seed, estimator)


def analyze(
    game: Game[Any],
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    progress: ProgressFn | None = None,
    cancel: Event | None = None,
    estimator: Estimator = "auto",
) -> Analysis:
    """A hint for the player to move, computed here and now (see :func:`hint_task`; for
    the widget, run it in the background with :class:`~.thinker.Thinker`)."""
    task = hint_task(game, iterations=iterations, seconds=seconds, seed=seed, estimator=estimator)
    return task.run(progress, cancel)


@dataclass
class Verdict:
    """The exact solver's answer for an open position."""

    player: int
    """The player to move."""
    best: str
    """A best move, in notation."""
    margin: int
    """Player 0's final points minus player 1's under best play by both."""
    explanation: Explanation
    values: dict[str, int] = field(default_factory=dict)
    """Exact final margin (player 0 minus player 1) after each move (with ``all_moves``)."""
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "kind": "solution",
            "player": self.player,
            "best": self.best,
            "margin": self.margin,
            "values": dict(self.values),
            "explanation": self.explanation.to_json(),
            "seconds": round(self.seconds, 3),
        }


@dataclass
class SolveTask:
    """A snapshot of an open position for the exact solver; :meth:`run` solves it."""

    adapter: SolverAdapter
    state: Any
    det: Determinizer
    notations: dict[int, str]
    all_moves: bool

    def run(self, progress: ProgressFn | None = None, cancel: Event | None = None) -> Verdict:
        """Solve (``SolverCancelled`` if ``cancel`` is set before it is done)."""
        start = time.perf_counter()
        margin, best, values = self.adapter.solve(self.state, self.all_moves, cancel, progress)
        note = self.adapter.verdict_note(margin)
        adapter: Any = self.adapter
        if isinstance(adapter, HintAdapter):
            expl = adapter.explain(self.det, best, (note,), self.state)
        else:
            expl = msg("bot.hint.best", (note,), move=self.notations[best])
        if progress is not None:
            progress(1.0)
        return Verdict(
            self.det.player,
            self.notations[best],
            margin,
            expl,
            {self.notations[a]: v for a, v in values.items()},
            time.perf_counter() - start,
        )


def solve_task(game: Game[Any], *, all_moves: bool = False) -> SolveTask:
    """Snapshot ``game`` for the exact solver. It reads the whole position, hidden parts
    included: use it for the open view and puzzles, never for a player's hint."""
    player = game.to_move
    if player is None:
        raise ValueError("the game is over: there is nothing to solve")
    adapter = adapter_for(game)
    if not isinstance(adapter, SolverAdapter):
        raise NotImplementedError(f"no exact solver for {game.game_id} yet")
    notations = {m.action: m.notation for m in game.legal_moves()}
    det = adapter.info_set(game, player)
    return SolveTask(adapter, game.state.clone(), det, notations, all_moves)


def quick_to_solve(game: Game[Any]) -> bool:
    """Whether the exact solver is expected to answer quickly in this position (a board
    may then offer "show the best move" in the open view; earlier it may take very long,
    though it can always be cancelled)."""
    if game.is_over:
        return False
    adapter = adapter_for(game)
    return isinstance(adapter, SolverAdapter) and adapter.quick_to_solve(game.state)


def solve_open(game: Game[Any], *, all_moves: bool = False, cancel: Event | None = None) -> Verdict:
    """The exact best move and final margin of the open position (see :func:`solve_task`)."""
    return solve_task(game, all_moves=all_moves).run(None, cancel)
