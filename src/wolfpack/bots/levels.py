"""Named strengths for playing against the computer (what a board's strength menu offers).

The levels are the same in every game and are set by **thinking time**: ``easy`` answers at
once (each game's rule-based policy), ``medium`` thinks up to 1 s, ``hard`` up to 3 s and
``expert`` up to 10 s per decision. In a game whose turns are several decisions (an
action, its target, payment, ...: the game's registration says how many,
:attr:`~wolfpack.core.registry.GameInfo.turn_decisions`) the time is per whole turn, shared
out over the turn's decisions (:class:`TurnClock`). A decision with a single legal move is
played at once.

How a level's search plays can differ by game (:class:`Tuning`, each game's own, named by
its registration: :attr:`~wolfpack.core.registry.GameInfo.levels`): which policy its
rollouts follow, how much the point margin counts, and whether it keeps a tree at all (a
flat search judges each move by its playouts alone).

A timed search plays a little differently on every machine. For reproducible tests and
tournaments every level also has a fixed-iteration equivalent (``reproducible=True``, or
the tournament spec ``medium:fixed``), searched on one thread so that the same seed replays
the same game anywhere: about what one thread of the native core reaches in the level's
time (the timed search uses every core: about twice as many on a 2-core machine).

Without the native core (``WOLFPACK_BACKEND=python``, JupyterLite) the search runs in
Python, 40-100 times slower: a level still answers within its time, with what it found by
then, and says so (:attr:`LevelBot.short_of`; a board shows a notice).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass
from threading import Event
from typing import Any

from wolfpack.bots.ismcts import EXPLORATION, MARGIN_WEIGHT, ISMCTSBot
from wolfpack.core.native import Backend
from wolfpack.core.registry import games


@dataclass(frozen=True)
class Tuning:
    """How a level's search plays one game, where it differs from the defaults."""

    heuristic: float = 0.0
    """The share of rollouts that follow the game's rule-based policy (1: every one; the
    others uniform)."""
    margin_weight: float = MARGIN_WEIGHT
    """How much of the search's reward grows with the point margin (0 to 1)."""
    depth: int = 0
    """The deepest decision the search's tree keeps (0: no limit; 1: a flat Monte Carlo
    search, each move judged by the playouts after it alone)."""
    greedy: bool = False
    """Whether the rule-based rollouts follow the game's greedy policy instead."""

    def __str__(self) -> str:
        parts = []
        if self.heuristic:
            share = "" if self.heuristic == 1 else f" ({self.heuristic:.0%})"
            parts.append(("greedy" if self.greedy else "heuristic") + f" rollouts{share}")
        if self.margin_weight != MARGIN_WEIGHT:
            parts.append(f"margin weight {self.margin_weight:g}")
        if self.depth:
            parts.append("flat" if self.depth == 1 else f"tree depth {self.depth}")
        return ", ".join(parts)


@dataclass(frozen=True)
class Level:
    """A named strength: its kind of player, thinking time and reproducible equivalent."""

    name: str
    kind: str
    """``"random"``, ``"heuristic"`` (the rule-based policy) or ``"ismcts"`` (search)."""
    seconds: float = 0.0
    """Thinking time per decision (per turn in games whose turns have several decisions)."""
    iterations: int = 0
    """The reproducible equivalent: search iterations per decision (per turn: shared out)
    with uniform rollouts (:meth:`iterations_for` a game)."""
    exploration: float = EXPLORATION
    """The search's UCB1 exploration constant."""
    tuning: tuple[tuple[str, Tuning], ...] = ()
    """(game, tuning): how the search plays the games in which it differs from what the
    game's registration says for the level (its :attr:`~wolfpack.core.registry.GameInfo.
    levels`; where neither says, the defaults: uniform rollouts,
    :data:`~wolfpack.bots.ismcts.MARGIN_WEIGHT`, a whole tree)."""

    def tuning_in(self, game_id: str) -> Tuning:
        """How the level's search plays ``game_id``."""
        return self.tunings().get(game_id, Tuning())

    def tunings(self) -> dict[str, Tuning]:
        """Every game in which the level's search differs from the defaults: its tuning
        there (the registered games' own, then this level's :attr:`tuning`)."""
        found: dict[str, Tuning] = {}
        for info in games():
            tuning = info.level_tuning(self.name)
            if tuning is not None:
                found[info.id] = tuning
        found.update(self.tuning)
        return found

    def heuristic_in(self, game_id: str) -> float:
        """The share of the level's rollouts that follow the rule-based policy in
        ``game_id`` (0: every one uniform)."""
        return self.tuning_in(game_id).heuristic

    def margin_weight_in(self, game_id: str) -> float:
        """How much of the search's reward grows with the point margin in ``game_id``."""
        return self.tuning_in(game_id).margin_weight

    def iterations_for(self, game_id: str) -> int:
        """The reproducible equivalent in ``game_id``: :attr:`iterations`, divided by what
        the level's rollouts cost (a rule-based one :data:`HEURISTIC_COST` uniform ones)."""
        cost = 1 + self.heuristic_in(game_id) * (HEURISTIC_COST - 1)
        return int(self.iterations / cost)

    def __str__(self) -> str:
        if self.kind != "ismcts":
            return self.kind
        tuned = "".join(f"; {game}: {t}" for game, t in self.tunings().items() if str(t))
        return f"ismcts {self.seconds:g} s ({self.iterations} it. fixed{tuned})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


HEURISTIC_COST = 3
"""A rollout by the rule-based policy costs about this many uniform ones (native core)."""
LEVELS: dict[str, Level] = {
    "random": Level("random", "random"),
    "easy": Level("easy", "heuristic"),
    "medium": Level("medium", "ismcts", 1.0, 60_000),
    "hard": Level("hard", "ismcts", 3.0, 180_000),
    "expert": Level("expert", "ismcts", 10.0, 600_000),
}
"""Strength name → :class:`Level`, weakest first."""


class _TurnDecisions(Mapping[str, int]):
    """The registered games whose time is per whole turn, read from their registrations
    (:attr:`~wolfpack.core.registry.GameInfo.turn_decisions`) when asked."""

    def _found(self) -> dict[str, int]:
        return {info.id: info.turn_decisions for info in games() if info.turn_decisions}

    def __getitem__(self, game_id: str) -> int:
        return self._found()[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found())

    def __len__(self) -> int:
        return len(self._found())


TURN_DECISIONS: Mapping[str, int] = _TurnDecisions()
"""Games whose time is per whole turn, and about how many decisions with a choice a turn
has (:class:`TurnClock` shares the time out by it)."""


def level(name: str) -> Level:
    """The level called ``name`` (``ValueError`` listing the levels if unknown)."""
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown strength {name!r}; choose one of {', '.join(LEVELS)}") from None


class TurnClock:
    """Shares one turn's thinking time out over its decisions.

    A turn is keyed by :func:`turn_key` (its number and its player). The ``k``-th decision
    that searches gets ``left / max(2, decisions - k)`` of the time not yet spent in the
    turn, so the turn never takes longer than ``seconds`` however many decisions it has;
    :meth:`spent` adds what each search took (measured by the caller with ``clock``)."""

    def __init__(
        self, seconds: float, decisions: int, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self.seconds = seconds
        self.decisions = decisions
        self.clock = clock
        self.key: Hashable = None
        self.used = 0.0
        self.searched = 0

    def share(self, key: Hashable) -> float:
        """The time for the next decision of turn ``key`` (a new key starts a new turn)."""
        if key != self.key:
            self.key, self.used, self.searched = key, 0.0, 0
        left = max(0.0, self.seconds - self.used)
        return left / max(2, self.decisions - self.searched)

    def spent(self, seconds: float) -> None:
        """A search of the current turn took ``seconds``."""
        self.used += seconds
        self.searched += 1


def turn_key(game: Any) -> Hashable:
    """The turn a decision belongs to: the state's turn number and the player to move."""
    return getattr(game.state, "turn", len(game.moves)), game.to_move


class LevelBot(ISMCTSBot):
    """The searching player of a :class:`Level`: an :class:`ISMCTSBot` limited by the
    level's time per decision (per turn: :class:`TurnClock`), or with ``reproducible`` by
    its fixed iterations only.

    :attr:`short_of` tells, after a timed decision, whether the search stopped at its time
    with less than half of the level's reproducible equivalent: ``(iterations done,
    iterations of the level)``, else None (the Python search, without the native core,
    always falls short; the native one on a very busy machine may).
    """

    def __init__(
        self,
        spec: Level,
        seed: int = 0,
        *,
        reproducible: bool = False,
        backend: Backend | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if spec.kind != "ismcts":
            raise ValueError(f"level {spec.name!r} does not search")
        super().__init__(
            iterations=spec.iterations if reproducible else None,
            seconds=None if reproducible else spec.seconds,
            seed=seed,
            exploration=spec.exploration,
            backend=backend,
        )
        self.level = spec
        self.reproducible = reproducible
        self.clock = clock
        self.scale = 1
        """Divides the level's iterations (quick reproducible runs: ``medium:fixed/10``)."""
        self.short_of: tuple[int, int] | None = None
        """After a timed decision: ``(iterations done, iterations of the level)`` when the
        search stopped at its time with less than half of them; else None."""
        self._turns: TurnClock | None = None

    def budget(self, game: Any) -> tuple[int | None, float | None]:
        """This decision's limits: (iterations, seconds); one of them is None."""
        decisions = TURN_DECISIONS.get(game.game_id)
        iterations = max(1, self.level.iterations_for(game.game_id) // self.scale)
        if decisions is None:
            if self.reproducible:
                return iterations, None
            return None, self.level.seconds
        if self.reproducible:
            return max(1, iterations // decisions), None
        if self._turns is None:
            self._turns = TurnClock(self.level.seconds, decisions, self.clock)
        return None, self._turns.share(turn_key(game))

    def task(
        self, game: Any, seconds: float | None = None
    ) -> Callable[[Callable[[float], None], Event], str]:
        """As :meth:`ISMCTSBot.task`, within this decision's share of the level's limits
        (``seconds`` caps it further)."""
        if len(game.legal_moves()) == 1:
            return super().task(game, seconds)
        iterations, share = self.budget(game)
        tuning = self.level.tuning_in(game.game_id)
        self.heuristic_rollouts = tuning.heuristic
        self.margin_weight = tuning.margin_weight
        self.depth = tuning.depth
        self.greedy_rollouts = tuning.greedy
        if share is not None and seconds is not None:
            share = min(share, seconds)
        elif share is None:
            share = seconds
        self.iterations, self.seconds = iterations, share
        run = super().task(game, share)
        target = self.level.iterations_for(game.game_id) // TURN_DECISIONS.get(game.game_id, 1)
        turns = self._turns if not self.reproducible else None

        def timed(report: Callable[[float], None], cancel: Event) -> str:
            start = self.clock()
            try:
                return run(report, cancel)
            finally:
                if turns is not None:
                    turns.spent(self.clock() - start)
                last = self.last
                done = last.iterations if last is not None else 0
                stopped_early = iterations is None and not cancel.is_set() and 2 * done < target
                self.short_of = (done, target) if stopped_early else None

        return timed


def bot_for_level(
    name: str,
    seed: int = 0,
    *,
    reproducible: bool = False,
    backend: Backend | None = None,
) -> Any:
    """A seeded bot of a named strength (``ValueError`` listing the levels if unknown):
    a :class:`~wolfpack.bots.RandomBot`, a :class:`~wolfpack.bots.HeuristicBot` or a
    :class:`LevelBot` (timed; with ``reproducible`` limited by iterations only, so the same
    seed replays the same game)."""
    from wolfpack.bots.heuristic import HeuristicBot
    from wolfpack.bots.random_bot import RandomBot

    spec = level(name)
    if spec.kind == "random":
        return RandomBot(seed)
    if spec.kind == "heuristic":
        return HeuristicBot(seed)
    return LevelBot(spec, seed, reproducible=reproducible, backend=backend)
