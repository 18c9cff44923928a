"""Information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse 2012).

Game-agnostic: the game supplies a determinizer (positions sampled to agree with what the
searching player knows) and an outcome function through a
:class:`~wolfpack.bots.adapters.GameAdapter`. Each iteration samples one determinization,
walks the single tree of the searcher's information set choosing among the actions that
are legal *in that determinization* (UCB1 with availability counts), adds one node, plays
the rest out at random on the fast state, and backs the result up. Moves of the opponent
are nodes of the same tree, so the tree never depends on one guess of the hidden cards.
Where the fast state tells what the searcher learns by an action (``observation``: a tile
they draw, a hidden tile turned face up), the tree branches on it after that action, so the
searcher's later decisions can depend on what they saw; other players' decisions are still
shared across what only they know.

Strength is set by ``iterations`` (reproducible: the same seed gives the same search) or
``seconds`` (a wall-clock budget; the iteration count then varies with the machine).

A search may grow several independent trees (``trees``; root parallelism), each from a
seed of its own derived from the search's and the tree's index, the iterations shared out
among them by a fixed rule (:func:`share`), their root statistics summed in the trees'
order. The native core grows them on as many threads as there are trees (or cores);
Python grows them one after another: by iterations, the same seed gives the same answer
on one core or many.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from threading import Event
from typing import Any

from wolfpack.bots.adapters import Determinizer, GameAdapter
from wolfpack.core.native import Backend, search_threads, use_native

EXPLORATION = 0.7
"""UCB1 exploration constant (rewards lie in [0, 1])."""
MARGIN_WEIGHT = 0.25
"""Share of the reward that grows with the point margin rather than the win alone."""
MAX_DEPTH = 1000
"""The deepest tree limit a search takes (0 is none)."""
MARGIN_SCALE = 15.0
"""Margin (in points) at which the margin part of the reward is about 3/4 of its range."""
MAX_TREES = 64
"""The most trees a search grows."""

Progress = Callable[[int, float], None]
"""``progress(iterations_done, fraction_of_budget_used)``, called during a search."""


class Node:
    """A node of the search tree: the action that led here and its statistics, kept from
    the point of view of the player who took that action."""

    __slots__ = (
        "action",
        "avail",
        "children",
        "margin",
        "margin_sq",
        "player",
        "reward",
        "visits",
        "wins",
    )

    def __init__(self, action: int, player: int) -> None:
        self.action = action
        self.player = player
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.wins = 0.0
        self.margin = 0.0
        self.margin_sq = 0.0


@dataclass(frozen=True)
class ActionStats:
    """What the search learnt about one action at the root."""

    action: int
    visits: int
    reward: float
    """Mean reward in [0, 1] (what UCB maximized)."""
    win_rate: float
    """Mean result: 1 win, 0.5 draw, 0 loss."""
    margin: float
    """Mean final point margin (own points minus the opponent's)."""
    margin_sd: float
    """Standard deviation of the margin over this action's playouts."""


@dataclass
class SearchResult:
    """The root statistics of a search, best action first (most visited)."""

    player: int
    iterations: int
    seconds: float
    stats: list[ActionStats] = field(default_factory=list)
    cancelled: bool = False

    @property
    def best(self) -> int:
        """The most visited action."""
        return self.stats[0].action


def check_budget(iterations: Any, seconds: Any, *, zero_seconds: bool = False) -> None:
    """Refuse a search budget that cannot stop or cannot search (``ValueError`` naming the
    parameter): ``iterations``, when given, must be a whole number of at least 1, and
    ``seconds``, when given, a finite number above 0 (or exactly 0 with ``zero_seconds``:
    what is left of a turn's time may be nothing, and a search then stops at once)."""
    if iterations is not None and (
        isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1
    ):
        raise ValueError(f"iterations: a whole number of at least 1, not {iterations!r}")
    if seconds is None:
        return
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError(f"seconds: a number of seconds, not {seconds!r}")
    if not math.isfinite(seconds) or seconds < 0 or (seconds == 0 and not zero_seconds):
        least = "of 0 or more" if zero_seconds else "above 0"
        raise ValueError(f"seconds: a finite number of seconds {least}, not {seconds!r}")


def native_ismcts(
    cls: Any,
    info: Any,
    seed: int,
    threads: int,
    exploration: float,
    heuristic: float,
    margin_weight: float | None = None,
    depth: int = 0,
    greedy: bool = False,
    trees: int = 0,
) -> Any:
    """A game's native ISMCTS (``cls``, a class of the core) from native information set
    ``info``, rewarding as :func:`reward_of` does with ``margin_weight`` (None:
    :data:`MARGIN_WEIGHT`); ``heuristic``: the share of rollouts by the game's rule-based
    policy (0 to 1), by its greedy one with ``greedy``; ``depth``: as :func:`search`;
    ``trees``: the trees it grows on its ``threads`` threads (0: one per thread)."""
    weight = MARGIN_WEIGHT if margin_weight is None else margin_weight
    return cls(
        info,
        seed,
        threads,
        exploration,
        weight,
        MARGIN_SCALE,
        heuristic_rollouts=heuristic,
        greedy_rollouts=greedy,
        depth=depth,
        trees=trees,
    )


def share(total: int, trees: int, k: int) -> int:
    """Tree ``k``'s share of ``total`` iterations split over ``trees`` trees (the first
    ones take the remainder), as the native core splits them."""
    return total // trees + (k < total % trees)


def tree_seed(seed: int, k: int) -> int:
    """The seed of tree ``k`` of a search seeded by ``seed`` (Python's search)."""
    return (seed << 8) | k


def reward_of(result: float, margin: float, margin_weight: float = MARGIN_WEIGHT) -> float:
    """The reward in [0, 1] for a result (1, 0.5, 0) and a point margin, the margin's part
    weighing ``margin_weight``."""
    return (1.0 - margin_weight) * result + margin_weight * (
        0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE)
    )


def search(
    adapter: GameAdapter,
    det: Determinizer,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    rng: random.Random,
    exploration: float = EXPLORATION,
    progress: Progress | None = None,
    progress_every: int | None = None,
    cancel: Event | None = None,
    backend: Backend | None = None,
    heuristic_rollouts: bool | float = False,
    margin_weight: float = MARGIN_WEIGHT,
    depth: int = 0,
    greedy_rollouts: bool = False,
    stop_early: bool = False,
    trees: int = 1,
) -> SearchResult:
    """Search from ``det.player``'s information set; stop after ``iterations`` or
    ``seconds`` (whichever comes first; at least one must be given) or when ``cancel`` is
    set. ``progress`` is called every ``progress_every`` iterations (None: every
    :data:`PROGRESS_EVERY` in Python and natively by time, after every slice of a search
    by iterations alone).

    ``heuristic_rollouts``: the native search rolls out with the game's rule-based policy
    instead of uniformly (stronger continuations; the Python search always rolls out
    uniformly); a number from 0 to 1 is the share of rollouts so played, each rollout's
    policy drawn at random; with ``greedy_rollouts`` those follow the game's greedy policy
    instead (native only, like every rule-based rollout). ``margin_weight``: how much of
    the reward grows with the point margin rather than the win alone (0 to 1,
    :func:`reward_of`). ``depth``: the deepest decision the tree keeps (0: no limit; 1: a
    flat Monte Carlo search, each move judged by the playouts after it alone).
    ``stop_early``: a search for a time (``seconds``) stops as soon as no move could
    overtake the most tried one in the time left at the pace so far (the move it returns is
    the one it would return at the end; the other moves' values are then less precise, so
    a bot that plays uses it, a hint does not; with several trees each tree stops so).
    ``trees``: the independent trees it grows (see the module docs), the iterations split
    among them (:func:`share`); a search for a time grows at least one tree per thread
    natively, and in Python gives each tree an equal part of the time. Where the
    game's adapter has a native search and ``backend`` allows it
    (:func:`wolfpack.core.native.use_native`), the whole search runs in the native core
    (:func:`_native_search`); else here, in Python."""
    if iterations is None and seconds is None:
        raise ValueError("give iterations, seconds or both")
    check_budget(iterations, seconds, zero_seconds=True)
    if not 0.0 <= margin_weight <= 1.0:
        raise ValueError(f"margin_weight: a share from 0 to 1, not {margin_weight}")
    if not 0 <= depth <= MAX_DEPTH:
        raise ValueError(f"depth: a number of decisions from 0 to {MAX_DEPTH}, not {depth}")
    if isinstance(trees, bool) or not isinstance(trees, int) or not 1 <= trees <= MAX_TREES:
        raise ValueError(f"trees: a whole number from 1 to {MAX_TREES}, not {trees!r}")
    make_native = getattr(adapter, "native_search", None)
    if make_native is not None and use_native(backend):
        threads = search_threads(iterations, seconds, trees)
        # By time, every thread grows a tree of its own (as many trees as threads at least).
        grown = trees if seconds is None else max(trees, threads)
        rollout_share = float(heuristic_rollouts)
        if not 0.0 <= rollout_share <= 1.0:
            raise ValueError(f"heuristic_rollouts: a share from 0 to 1, not {rollout_share}")
        native = make_native(
            det,
            rng.getrandbits(63),
            threads,
            exploration,
            heuristic=rollout_share,
            margin_weight=margin_weight,
            depth=depth,
            greedy=greedy_rollouts,
            trees=grown,
        )
        if native is not None:
            return _native_search(
                native,
                det.player,
                iterations,
                seconds,
                progress,
                progress_every,
                cancel,
                stop_early,
            )
    start = time.perf_counter()
    limit = iterations if iterations is not None else 1 << 62
    base = rng.getrandbits(63) if trees > 1 else 0
    every = PROGRESS_EVERY if progress_every is None else progress_every
    grow = _Grow(
        adapter,
        det,
        exploration,
        margin_weight,
        depth,
        progress,
        every,
        cancel,
        start,
        limit,
        seconds,
    )
    roots: list[Node] = []
    for k in range(trees):
        # One tree: the search's own generator (as before there were trees); several: each
        # its own, seeded from the search's and its index.
        tree_rng = rng if trees == 1 else random.Random(tree_seed(base, k))
        # By time, each tree its part of it.
        end = start + seconds * (k + 1) / trees if seconds is not None else math.inf
        roots.append(grow.tree(tree_rng, share(limit, trees, k), end, stop_early))
        if grow.cancelled:
            break
    elapsed = time.perf_counter() - start
    if progress is not None:
        progress(grow.n, 1.0)
    merged: dict[int, Node] = {}
    for root in roots:
        for c in root.children.values():
            m = merged.get(c.action)
            if m is None:
                m = merged[c.action] = Node(c.action, c.player)
            m.visits += c.visits
            m.reward += c.reward
            m.wins += c.wins
            m.margin += c.margin
            m.margin_sq += c.margin_sq
    stats = [_stats(c) for c in merged.values()]
    stats.sort(key=lambda s: (-s.visits, -s.reward, s.action))
    seen = {s.action for s in stats}
    for a in grow.root_actions or []:
        if a not in seen:
            stats.append(ActionStats(a, 0, 0.0, 0.0, 0.0, 0.0))
    return SearchResult(det.player, grow.n, elapsed, stats, grow.cancelled)


@dataclass
class _Grow:
    """Python's search growing its trees one after another: what they share (the game,
    the settings, the budget, the iterations and the cancel so far)."""

    adapter: GameAdapter
    det: Determinizer
    exploration: float
    margin_weight: float
    depth: int
    progress: Progress | None
    progress_every: int
    cancel: Event | None
    start: float
    limit: int
    """The iterations of the whole search."""
    seconds: float | None
    n: int = 0
    """Iterations run in all trees so far."""
    cancelled: bool = False
    root_actions: list[int] | None = None

    def tree(self, rng: random.Random, limit: int, deadline: float, stop_early: bool) -> Node:
        """One tree grown from ``rng`` for ``limit`` iterations or until ``deadline``
        (or the cancel); its root."""
        adapter, det, exploration = self.adapter, self.det, self.exploration
        margin_weight, depth, cancel = self.margin_weight, self.depth, self.cancel
        progress, progress_every = self.progress, self.progress_every
        player = det.player
        root = Node(-1, -1)
        outcome = adapter.outcome
        playout = adapter.playout
        log = math.log
        sqrt = math.sqrt
        rand = rng.random
        start = time.perf_counter()
        n = 0
        while n < limit:
            if n % 16 == 0 and n:
                if time.perf_counter() >= deadline:
                    break
                if cancel is not None and cancel.is_set():
                    self.cancelled = True
                    break
            if n % progress_every == 0 and n:
                if progress is not None:
                    done = self.n + n
                    progress(done, _fraction(done, self.limit, self.start, math.inf, self.seconds))
                if stop_early and self.seconds is not None:
                    visits = [c.visits for c in root.children.values()]
                    if _settled(visits, n, limit, start, deadline):
                        break
            state = det.sample(rng)
            observe = getattr(state, "observation", None)
            node = root
            path = [root]
            if self.root_actions is None:
                self.root_actions = state.legal_actions()
                if state.to_move != player or not self.root_actions:
                    raise ValueError("the searching player must be the one to move")
            while not state.is_terminal():
                legal = state.legal_actions()
                children = node.children
                untried = [a for a in legal if a not in children]
                mover = state.to_move
                if untried:
                    a = untried[int(rand() * len(untried))]
                    for b in legal:
                        if b in children:
                            children[b].avail += 1
                    child = Node(a, mover)
                    children[a] = child
                    state.apply(a)
                    path.append(child)
                    break
                best = None
                best_score = -1.0
                for b in legal:
                    c = children[b]
                    c.avail += 1
                    score = c.reward / c.visits + exploration * sqrt(log(c.avail) / c.visits)
                    if score > best_score:
                        best, best_score = c, score
                assert best is not None
                obs = observe(best.action, player) if observe is not None else 0
                state.apply(best.action)
                node = best
                path.append(best)
                if depth and len(path) > depth:
                    break
                if obs:
                    # What the searcher saw keeps the positions after it apart (not on the
                    # path: such a node keeps no statistics, only the decisions after it).
                    told = best.children.get(-obs)
                    if told is None:
                        told = best.children[-obs] = Node(-obs, -1)
                    node = told
            if not state.is_terminal():
                playout(state, rng)
            results, margins = outcome(state)
            for nd in path:
                p = nd.player
                nd.visits += 1
                if p < 0:
                    continue
                r, m = results[p], margins[p]
                nd.reward += reward_of(r, m, margin_weight)
                nd.wins += r
                nd.margin += m
                nd.margin_sq += m * m
            n += 1
        self.n += n
        return root


NATIVE_SLICE_SECONDS = 0.05
"""A native search runs in slices this long, so progress and Stop reach it in time."""
PROGRESS_EVERY = 200
"""Iterations between two progress reports when none are asked for (natively: in a search
for a time; one by iterations alone reports after each slice)."""


def _settled(visits: list[int], n: int, limit: int, start: float, deadline: float) -> bool:
    """Whether the most tried of the root's moves (``visits``, after ``n`` iterations) stays
    the most tried whatever the rest of the budget does: its lead over the next is more than
    the iterations left (``limit``, or the time to ``deadline`` at the pace so far)."""
    if len(visits) < 2:
        return True
    first, second = sorted(visits, reverse=True)[:2]
    now = time.perf_counter()
    elapsed = now - start
    if elapsed <= 0.0:
        return False
    left = min(limit - n, n / elapsed * max(0.0, deadline - now))
    return first - second > left


def _native_search(
    native: Any,
    player: int,
    iterations: int | None,
    seconds: float | None,
    progress: Progress | None,
    progress_every: int | None,
    cancel: Event | None,
    stop_early: bool = False,
) -> SearchResult:
    """Run a native search (its ``run(iterations, seconds)``, ``stats()``) in slices of at
    most :data:`NATIVE_SLICE_SECONDS` and ``progress_every`` iterations (None: by time alone
    in a search by iterations, each slice starting its threads once; else
    :data:`PROGRESS_EVERY`), checking ``cancel`` and reporting ``progress`` between them
    (and with ``stop_early`` whether the choice is settled, :func:`_settled`): no Python
    call per decision."""
    start = time.perf_counter()
    deadline = start + seconds if seconds is not None else math.inf
    limit = iterations if iterations is not None else 1 << 62
    every = progress_every or (limit if seconds is None else PROGRESS_EVERY)
    n = 0
    cancelled = False
    while n < limit:
        if cancel is not None and cancel.is_set():
            cancelled = True
            break
        left = deadline - time.perf_counter()
        if left <= 0 and n:
            break  # (the first slice runs whatever the time: a few iterations, a move)
        step = min(limit - n, every)
        n += native.run(step, min(NATIVE_SLICE_SECONDS, max(left, 0.0)))
        if progress is not None:
            progress(n, _fraction(n, limit, start, deadline, seconds))
        if stop_early and seconds is not None:
            visits = [row[1] for row in native.stats()]
            if _settled(visits, n, limit, start, deadline):
                break
    elapsed = time.perf_counter() - start
    if progress is not None:
        progress(n, 1.0)
    stats = []
    for action, visits, reward, wins, margin, margin_sq in native.stats():
        if visits <= 0:
            stats.append(ActionStats(action, 0, 0.0, 0.0, 0.0, 0.0))
            continue
        mean = margin / visits
        sd = math.sqrt(max(0.0, margin_sq / visits - mean * mean))
        stats.append(ActionStats(action, visits, reward / visits, wins / visits, mean, sd))
    return SearchResult(player, n, elapsed, stats, cancelled)


def _fraction(n: int, limit: int, start: float, deadline: float, seconds: float | None) -> float:
    f = n / limit if limit < 1 << 62 else 0.0
    if seconds:
        f = max(f, (time.perf_counter() - start) / seconds)
    return min(f, 1.0)


def _stats(c: Node) -> ActionStats:
    v = c.visits
    mean = c.margin / v
    var = max(0.0, c.margin_sq / v - mean * mean)
    return ActionStats(c.action, v, c.reward / v, c.wins / v, mean, math.sqrt(var))


def search_game(
    game: Any,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
    **kwargs: Any,
) -> SearchResult:
    """:func:`search` for the player to move in a :class:`~wolfpack.core.game.Game`."""
    from wolfpack.bots.adapters import adapter_for

    adapter = adapter_for(game)
    player = game.to_move
    if player is None:
        raise ValueError("the game is over")
    det = adapter.info_set(game, player)
    return search(
        adapter,
        det,
        iterations=iterations,
        seconds=seconds,
        rng=random.Random(seed),
        **kwargs,
    )


class ISMCTSBot:
    """A bot that plays the most visited move of an :func:`search`.

    ``iterations`` and/or ``seconds`` set the strength; with ``iterations`` only, the same
    ``seed`` replays the same game. Decisions with a single legal move are played at once.
    ``heuristic_rollouts``, ``margin_weight``, ``depth``, ``greedy_rollouts`` and
    ``backend`` are passed to :func:`search`. A budget that cannot stop or cannot search
    (fewer than 1 iteration; seconds not finite or not above 0) is refused at once with a
    ``ValueError`` naming the parameter (:func:`check_budget`).
    """

    name = "ismcts"

    def __init__(
        self,
        iterations: int | None = None,
        seconds: float | None = None,
        seed: int = 0,
        exploration: float = EXPLORATION,
        *,
        heuristic_rollouts: bool | float = False,
        margin_weight: float = MARGIN_WEIGHT,
        depth: int = 0,
        greedy_rollouts: bool = False,
        backend: Backend | None = None,
    ) -> None:
        if iterations is None and seconds is None:
            iterations = 1000
        check_budget(iterations, seconds)
        self.iterations = iterations
        self.seconds = seconds
        self.seed = seed
        self.exploration = exploration
        self.heuristic_rollouts = heuristic_rollouts
        self.margin_weight = margin_weight
        self.depth = depth
        self.greedy_rollouts = greedy_rollouts
        self.backend = backend
        self.rng = random.Random(seed)
        self.last: SearchResult | None = None

    def task(
        self, game: Any, seconds: float | None = None
    ) -> Callable[[Callable[[float], None], Event], str]:
        """Snapshot ``game`` (the player to move's view) and return the search as a
        function ``(report, cancel) -> notation`` that may run in another thread;
        ``seconds`` caps this search's time on top of the bot's own limits."""
        from wolfpack.bots.adapters import adapter_for

        moves = game.legal_moves()
        notations: dict[int, str] = {m.action: m.notation for m in moves}
        if len(moves) == 1:
            only: str = moves[0].notation
            return lambda report, cancel: only
        adapter = adapter_for(game)
        det = adapter.info_set(game, game.to_move)
        budget = self.seconds if seconds is None else min(seconds, self.seconds or seconds)
        iterations = self.iterations

        def run(report: Callable[[float], None], cancel: Event) -> str:
            self.last = search(
                adapter,
                det,
                iterations=iterations,
                seconds=budget,
                rng=self.rng,
                exploration=self.exploration,
                progress=lambda n, f: report(f),
                cancel=cancel,
                backend=self.backend,
                heuristic_rollouts=self.heuristic_rollouts,
                margin_weight=self.margin_weight,
                depth=self.depth,
                greedy_rollouts=self.greedy_rollouts,
                stop_early=True,
            )
            return notations[self.last.best]

        return run

    def choose(self, game: Any) -> Any:
        """The search's best legal move for ``game.to_move``."""
        notation = self.task(game)(lambda f: None, Event())
        return next(m for m in game.legal_moves() if m.notation == notation)
