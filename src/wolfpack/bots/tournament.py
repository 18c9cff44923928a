"""Seeded matches between two bots: win rates with 95% intervals and mean point margins.

Game ``i`` of a match is dealt from ``seed + i``; bot A takes seat ``i % players`` and bot
B every other seat, so a match replays exactly (with iteration-limited bots) and neither
bot profits from the seat. With more than two players, B's result is its best seat's.
Bots are named by a short spec: ``random``, ``heuristic``, ``ismcts`` (1,000 iterations),
``ismcts:5000`` (iterations), ``ismcts:1s`` / ``ismcts:0.25s`` (seconds per decision), a
level of :data:`wolfpack.bots.levels.LEVELS` (``medium``: its thinking time) or a level's
reproducible equivalent (``medium:fixed``: its iterations; ``medium:fixed/10``: a tenth of
them, for quick runs).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wolfpack.bots.analysis import Z95, wilson
from wolfpack.bots.heuristic import HeuristicBot
from wolfpack.bots.ismcts import ISMCTSBot
from wolfpack.bots.random_bot import RandomBot, play_out
from wolfpack.core.game import Game

_ITERATIONS = re.compile(r"[0-9]{1,18}")
_DIVISOR = re.compile(r"/[0-9]{1,18}")
_SECONDS = re.compile(r"(?:[0-9]{1,9}(?:\.[0-9]{0,9})?|\.[0-9]{1,9})s")
"""Search budgets and divisors as a spec writes them: ASCII digits, and not so many that
reading them is a problem (``int`` and ``float`` would also read other scripts' digits,
``nan``, ``1e400`` and thousands of digits)."""


def factories() -> list[str]:
    """The games a tournament can be played in (every registered game)."""
    from wolfpack.core.registry import games

    return sorted(info.id for info in games())


def make_bot(spec: str, seed: int) -> Any:
    """A bot from its spec (see the module docstring), seeded."""
    from wolfpack.bots.levels import LEVELS, LevelBot, bot_for_level

    name, _, arg = spec.strip().lower().partition(":")
    if name in LEVELS and (not arg or arg.startswith("fixed")):
        if not arg:
            return bot_for_level(name, seed)
        bot = bot_for_level(name, seed, reproducible=True)
        scale = arg[len("fixed") :]
        if scale:
            divisor = int(scale[1:]) if _DIVISOR.fullmatch(scale) else 0
            if divisor < 1:
                raise ValueError(f"unknown bot {spec!r}: use {name}:fixed or {name}:fixed/<n>")
            if isinstance(bot, LevelBot):
                bot.scale = divisor
        return bot
    if name == "random" and not arg:
        return RandomBot(seed)
    if name == "heuristic" and not arg:
        return HeuristicBot(seed)
    if name == "ismcts":
        if not arg:
            return ISMCTSBot(iterations=1000, seed=seed)
        budget: dict[str, Any] = {}
        if _ITERATIONS.fullmatch(arg):
            budget["iterations"] = int(arg)
        elif _SECONDS.fullmatch(arg):
            budget["seconds"] = float(arg[:-1])
        if budget:
            try:
                return ISMCTSBot(seed=seed, **budget)
            except ValueError as e:
                raise ValueError(f"bot {spec!r}: {e}") from None
        raise ValueError(
            f"unknown bot {spec!r}: use ismcts:<iterations> (digits 0-9, at least 1) or "
            f"ismcts:<seconds>s (seconds above 0, e.g. ismcts:0.5s)"
        )
    raise ValueError(
        f"unknown bot {spec!r}: use random, heuristic, ismcts, ismcts:<iterations>, "
        f"ismcts:<seconds>s, a level ({', '.join(LEVELS)}) or <level>:fixed"
    )


@dataclass
class MatchResult:
    """The outcome of a match of ``bot_a`` against ``bot_b``."""

    bot_a: str
    bot_b: str
    game: str
    seed: int
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    margins: list[int] = field(default_factory=list)
    """Per game: bot A's points minus bot B's."""
    deals: list[int] = field(default_factory=list)
    """Per game (as ``margins``): the seed it was dealt from. While games run in parallel
    both lists are in the order the games ended; at the end, in game order."""
    seconds: float = 0.0

    @property
    def games(self) -> int:
        """Games played."""
        return self.wins_a + self.wins_b + self.draws

    def win_rate(self, bot: str = "a") -> float:
        """Share of games won (a draw counts half) by bot ``"a"`` or ``"b"``."""
        if not self.games:
            return 0.0
        wins = self.wins_a if bot == "a" else self.wins_b
        return (wins + 0.5 * self.draws) / self.games

    def win_ci(self, bot: str = "a") -> tuple[float, float]:
        """95% Wilson interval of :meth:`win_rate`."""
        return wilson(self.win_rate(bot), self.games)

    @property
    def mean_margin(self) -> float:
        """Bot A's mean point margin."""
        return sum(self.margins) / len(self.margins) if self.margins else 0.0

    @property
    def margin_ci(self) -> tuple[float, float]:
        """95% normal interval of :attr:`mean_margin`."""
        n = len(self.margins)
        if n < 2:
            return -math.inf, math.inf
        m = self.mean_margin
        sd = math.sqrt(sum((x - m) ** 2 for x in self.margins) / (n - 1))
        half = Z95 * sd / math.sqrt(n)
        return m - half, m + half

    def report(self) -> str:
        """The result as a few readable lines."""
        lines = [
            f"{self.game}: {self.bot_a} (A) vs {self.bot_b} (B), {self.games} games, "
            f"seed {self.seed}, {self.seconds:.1f} s"
        ]
        for bot, name, wins in (("a", self.bot_a, self.wins_a), ("b", self.bot_b, self.wins_b)):
            lo, hi = self.win_ci(bot)
            lines.append(
                f"  {bot.upper()} {name:<16} wins {wins:>5}  win rate {self.win_rate(bot):6.1%}"
                f"  95% CI [{lo:.1%}, {hi:.1%}]"
            )
        lo, hi = self.margin_ci
        lines.append(f"  draws {self.draws}")
        lines.append(
            f"  mean point margin of A: {self.mean_margin:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]"
        )
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "game": self.game,
            "bot_a": self.bot_a,
            "bot_b": self.bot_b,
            "seed": self.seed,
            "games": self.games,
            "wins_a": self.wins_a,
            "wins_b": self.wins_b,
            "draws": self.draws,
            "win_rate_a": self.win_rate("a"),
            "win_ci_a": list(self.win_ci("a")),
            "win_rate_b": self.win_rate("b"),
            "win_ci_b": list(self.win_ci("b")),
            "mean_margin_a": self.mean_margin,
            "margin_ci_a": [None if math.isinf(x) else x for x in self.margin_ci],
            "seconds": self.seconds,
        }


def _play_one(
    bot_a: str,
    bot_b: str,
    game: str,
    variant: str | None,
    deal: int,
    a_seat: int,
    players: int = 2,
) -> tuple[int, int]:
    """One game of a match: bot A's point margin (its points minus the best other seat's)
    and the outcome for A (1 won, 0 draw or shared win, -1 lost). Top-level, so that
    worker processes can run it."""
    from wolfpack.core.registry import get_game

    bots: list[Any] = []
    for seat in range(players):
        if seat == a_seat:
            bots.append(make_bot(bot_a, players * deal + 1))
        else:
            bots.append(make_bot(bot_b, players * deal + 2 + seat - (seat > a_seat)))
    return outcome_of(play_out(get_game(game).new(deal, players, variant), bots), a_seat)


def outcome_of(game: Game[Any], seat: int) -> tuple[int, int]:
    """For the player in ``seat`` of a finished game: points minus the best other seat's,
    and 1 if they alone won by the game's own rules (tiebreaks included), 0 for a draw or
    a shared win, -1 for a loss."""
    scores = game.scores()
    best_other = max(x for s, x in enumerate(scores) if s != seat)
    top = game.winners or []
    won = 1 if top == [seat] else 0 if seat in top else -1
    return scores[seat] - best_other, won


def play_match(
    bot_a: str,
    bot_b: str,
    games: int,
    *,
    seed: int = 0,
    game: str | None = None,
    variant: str | None = None,
    players: int = 2,
    progress: Callable[[int, MatchResult], None] | None = None,
    jobs: int = 1,
    ray: str | None = None,
    ray_wheels: str | Path | Sequence[str | Path] = (),
) -> MatchResult:
    """Play ``games`` seeded games of ``bot_a`` against ``bot_b`` at ``players`` seats
    (bot A in one seat, moving one seat on every game; bot B in the others);
    ``progress(done, result_so_far)`` after each game. With ``jobs`` > 1 the games run in
    that many processes at once; the result is the same as one after the other (for bots
    limited by iterations; a bot limited by time gets each process's share of the CPU).

    With ``ray`` the games run as Ray tasks, one task a game: ``"local"`` uses the Ray this
    process is connected to or starts one here, any other string is a cluster's address
    (``ray://head:10001``, ``auto``). Every game is dealt and seeded as in one process, so
    the result is the same (``ImportError`` without the ``ray`` package). ``ray_wheels``: a
    folder of wheels (what ``./dev wheels`` builds) or wheel files, installed on every node
    for the match's tasks (:func:`ray_runtime_env`), so that a cluster needs no published
    package; without them every node must have ``wolfpack-boards`` installed. ``game``: a
    registered game's id (default: the first registered,
    :func:`~wolfpack.core.registry.default_game`)."""
    from wolfpack.core.registry import default_game, get_game

    game = default_game().id if game is None else game

    try:
        low, high = get_game(game).players
    except KeyError:
        raise ValueError(f"no tournament support for {game!r}; known: {factories()}") from None
    if not low <= players <= high:
        raise ValueError(f"{game} is for {low} to {high} players, not {players}")
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ValueError(f"games: a whole number of 0 or more, not {games!r}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise ValueError(f"jobs: a whole number of processes of at least 1, not {jobs!r}")
    make_bot(bot_a, 0), make_bot(bot_b, 0)  # refuse a bad spec before playing
    runtime_env = ray_runtime_env(ray_wheels)
    if runtime_env and ray is None:
        raise ValueError("ray_wheels: the wheels are for Ray's nodes; give ray too")
    result = MatchResult(bot_a, bot_b, game, seed)
    outcomes: list[tuple[int, int] | None] = [None] * games
    start = time.perf_counter()

    def record(i: int, outcome: tuple[int, int]) -> None:
        outcomes[i] = outcome
        margin, won = outcome
        result.margins.append(margin)
        result.deals.append(seed + i)
        if won > 0:
            result.wins_a += 1
        elif won < 0:
            result.wins_b += 1
        else:
            result.draws += 1
        result.seconds = time.perf_counter() - start
        if progress is not None:
            progress(result.games, result)

    args = [(bot_a, bot_b, game, variant, seed + i, i % players, players) for i in range(games)]
    if ray is not None:
        for i, outcome in _on_ray(ray, args, runtime_env):
            record(i, outcome)
    elif jobs <= 1:
        for i in range(games):
            record(i, _play_one(*args[i]))
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, as_completed

        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            futures = {pool.submit(_play_one, *args[i]): i for i in range(games)}
            for future in as_completed(futures):
                record(futures[future], future.result())
    result.margins = [o[0] for o in outcomes if o is not None]  # in game order
    result.deals = [seed + i for i, o in enumerate(outcomes) if o is not None]
    return result


def ray_runtime_env(wheels: str | Path | Sequence[str | Path] = ()) -> dict[str, Any]:
    """Ray's runtime environment that installs ``wheels`` on every node a task runs on
    (``py_modules``: Ray uploads each wheel to the cluster, and each node installs it, with
    its dependencies from the package index, before the first task), for ``ray.init``;
    ``{}`` for none.
    ``wheels`` is a folder (its ``*.whl`` files: the pure wheel of ``wolfpack-boards`` and,
    for faster bots, the core's wheel for the nodes' platform) or a list of wheel files;
    ``ValueError`` naming ``ray_wheels`` for a folder with no wheel or a file that is not
    one."""
    if isinstance(wheels, (str, Path)):
        folder = Path(wheels)
        if not folder.is_dir():
            raise ValueError(f"ray_wheels: {folder} is not a folder of wheels")
        files = sorted(folder.glob("*.whl"))
        if not files:
            raise ValueError(
                f"ray_wheels: {folder} holds no wheel (*.whl): ./dev wheels makes them"
            )
    else:
        files = [Path(w) for w in wheels]
    for file in files:
        if file.suffix != ".whl" or not file.is_file():
            raise ValueError(f"ray_wheels: {file} is not a wheel file (*.whl)")
    return {"py_modules": [str(f.resolve()) for f in files]} if files else {}


RAY_START_TRIES = 3
"""How often a Ray on this machine is started before giving up (a busy machine can miss
Ray's start-up deadline once)."""


def _start_ray(address: str, runtime_env: dict[str, Any] | None = None) -> None:
    """Connect to the Ray at ``address``, or start one here for ``"local"``, with
    ``runtime_env`` for the job (Ray uploads local wheels only for a whole job): a local
    start is tried again up to :data:`RAY_START_TRIES` times, then a ``RuntimeError`` says
    what to do."""
    import ray

    job = runtime_env or None
    if address != "local":
        ray.init(address=address, log_to_driver=False, runtime_env=job)
        return
    for attempt in range(1, RAY_START_TRIES + 1):
        try:
            ray.init(log_to_driver=False, include_dashboard=False, runtime_env=job)
            return
        except Exception as e:  # (Ray raises several kinds for a start that timed out)
            ray.shutdown()
            if attempt == RAY_START_TRIES:
                raise RuntimeError(
                    f"Ray did not start on this machine in {RAY_START_TRIES} tries ({e}); "
                    "start it yourself with `ray start --head` and use --ray auto, or try "
                    "again on a less busy machine"
                ) from e
            time.sleep(2.0 * attempt)  # (a pause before trying again, not a wait on a result)


def _on_ray(
    address: str,
    args: list[tuple[str, str, str, str | None, int, int, int]],
    runtime_env: dict[str, Any],
) -> Iterator[tuple[int, tuple[int, int]]]:
    """Play each game of ``args`` as a Ray task (the job in ``runtime_env``);
    ``(index, outcome)`` as each finishes."""
    import ray

    if not ray.is_initialized():
        _start_ray(address, runtime_env)
    elif runtime_env:
        raise ValueError(
            "ray_wheels: Ray is connected already, and Ray ships wheels only for a whole job: "
            "give ray.init(runtime_env=ray_runtime_env(...)) yourself, or leave Ray to the match"
        )
    remote: Any = ray.remote(_play_one)  # (typed by ray where installed, one type here)
    pending = {remote.remote(*a): i for i, a in enumerate(args)}
    while pending:
        done, _ = ray.wait(list(pending), num_returns=1)
        for ref in done:
            margin, won = ray.get(ref)
            yield pending.pop(ref), (int(margin), int(won))


def progress_bar(total: int, out: Any, width: int = 30) -> Callable[[int, MatchResult], None]:
    """A text progress bar (on ``out``, e.g. ``sys.stderr``) for :func:`play_match`."""

    def show(done: int, r: MatchResult) -> None:
        filled = round(width * done / total) if total else width
        bar = "#" * filled + "." * (width - filled)
        eta = r.seconds / done * (total - done) if done else 0.0
        out.write(
            f"\r[{bar}] {done}/{total}  A {r.win_rate('a'):.0%}  "
            f"{r.seconds:.0f}s, ~{eta:.0f}s left "
        )
        if done == total:
            out.write("\n")
        out.flush()

    return show
