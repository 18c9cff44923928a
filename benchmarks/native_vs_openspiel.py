"""Search speed of wolfpack's backends side by side with OpenSpiel's C++ on hearts, in one
run on this machine (CPU seconds, rounds alternating between the contestants).

* random rollouts: decisions per CPU second, from the first decision of a game to its end
  (OpenSpiel: ``RandomRolloutEvaluator`` in C++ on hearts; wolfpack: the native core's
  rollouts, uniform and with the heuristic policy, and the Python fast state's);
* ISMCTS: iterations per CPU second at the first decision (OpenSpiel: the C++
  ``ISMCTSBot`` with one random rollout per leaf; wolfpack: the native core on one thread,
  and Python).

The Wolves (2, 3 and 5 players): rollouts as whole random games from the first placement,
ISMCTS at the first turn after the placement draft at 3 players (its playouts stop after
30 decisions and are judged by the standing, as the Python search's).

Goals (issue 29): Lone Wolves rollouts and ISMCTS at least OpenSpiel's on hearts. Issue 30
adds Triqueta (with Hidden Wolves, at 2 and 4 players) and The Wolves: rollouts at least
OpenSpiel's on hearts, ISMCTS at least half of OpenSpiel's.

Run: ``python benchmarks/native_vs_openspiel.py [--rounds 3]`` (OpenSpiel from PyPI:
``pip install open_spiel``; without it only wolfpack's figures are printed).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from wolfpack import LoneWolves
from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.ismcts import search
from wolfpack.core.native import core
from wolfpack.lone_wolves.bots.native import encode
from wolfpack.lone_wolves.state import LWState
from wolfpack.triqueta import Config, TQState, Triqueta
from wolfpack.triqueta import native as tq_native

Measure = Callable[[], tuple[float, float]]
"""A measurement: (work done, CPU seconds)."""


def cpu(fn: Callable[[], float]) -> tuple[float, float]:
    t = time.process_time()
    work = fn()
    return work, time.process_time() - t


def lw_python_rollouts(games: int) -> Measure:
    def run() -> float:
        rng = random.Random(1)
        n = 0
        for g in range(games):
            n += LWState.new(seed=g).playout(rng)
        return float(n)

    return lambda: cpu(run)


def lw_native_rollouts(games: int, heuristic: bool) -> Measure:
    mod = core()
    assert mod is not None
    start = encode(LWState.new(seed=0))
    return lambda: cpu(lambda: float(mod.lone_wolves_rollouts(start, games, heuristic, 1)))


def lw_ismcts(iterations: int, backend: str) -> Measure:
    import os

    def run() -> float:
        os.environ["WOLFPACK_BACKEND"] = backend
        game = LoneWolves(seed=3)
        adapter = adapter_for(game)
        det = adapter.info_set(game, game.to_move or 0)
        res = search(adapter, det, iterations=iterations, rng=random.Random(0))
        return float(res.iterations)

    return lambda: cpu(run)


def tq_python_rollouts(players: int, games: int) -> Measure:
    cfg = Config.make(players, True)

    def run() -> float:
        rng = random.Random(1)
        return float(sum(TQState.new(cfg, seed=g).playout(rng) for g in range(games)))

    return lambda: cpu(run)


def tq_native_rollouts(players: int, games: int, heuristic: bool) -> Measure:
    mod = core()
    assert mod is not None
    start = tq_native.encode(TQState.new(Config.make(players, True), seed=0))
    return lambda: cpu(lambda: float(mod.triqueta_rollouts(start, games, heuristic, 1)))


def tq_ismcts(players: int, iterations: int, backend: str) -> Measure:
    import os

    def run() -> float:
        os.environ["WOLFPACK_BACKEND"] = backend
        game = Triqueta(players=players, hidden_wolves=True, seed=3)
        adapter = adapter_for(game)
        det = adapter.info_set(game, game.to_move or 0)
        res = search(adapter, det, iterations=iterations, rng=random.Random(0))
        return float(res.iterations)

    return lambda: cpu(run)


def tw_python_rollouts(players: int, games: int) -> Measure:
    from wolfpack.the_wolves import TheWolves

    def run() -> float:
        rng = random.Random(1)
        return float(
            sum(TheWolves(players=players, seed=g).state.clone().playout(rng) for g in range(games))
        )

    return lambda: cpu(run)


def tw_native_rollouts(players: int, games: int, heuristic: bool = False) -> Measure:
    from wolfpack.the_wolves import TheWolves
    from wolfpack.the_wolves.native import encode, native_map

    mod = core()
    assert mod is not None
    s = TheWolves(players=players, seed=0).state
    m, start = native_map(s), encode(s)
    return lambda: cpu(
        lambda: float(mod.the_wolves_rollouts(m, start, games, heuristic, 1, 1_000_000))
    )


def tw_ismcts(players: int, iterations: int, backend: str) -> Measure:
    import os

    from wolfpack.the_wolves import TheWolves
    from wolfpack.the_wolves.state import PLACE

    game = TheWolves(players=players, seed=3)
    while game.state.phase == PLACE:
        game.play(game.legal_notations()[0])

    def run() -> float:
        os.environ["WOLFPACK_BACKEND"] = backend
        adapter = adapter_for(game)
        det = adapter.info_set(game, game.to_move or 0)
        res = search(adapter, det, iterations=iterations, rng=random.Random(0))
        return float(res.iterations)

    return lambda: cpu(run)


def hearts_setup() -> tuple[object, object]:
    import pyspiel

    game = pyspiel.load_game("hearts")
    state = game.new_initial_state()
    rng = random.Random(0)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(rng.choice(outcomes)[0])
    return game, state


def hearts_decisions_per_game(state: object, games: int = 200) -> float:
    rng = random.Random(1)
    total = 0
    for _ in range(games):
        s = state.clone()  # type: ignore[attr-defined]
        while not s.is_terminal():
            if s.is_chance_node():
                s.apply_action(rng.choice(s.chance_outcomes())[0])
            else:
                s.apply_action(rng.choice(s.legal_actions()))
                total += 1
    return total / games


def hearts_rollouts(simulations: int, extra: int = 20) -> Measure:
    """OpenSpiel exposes no bare rollout loop to Python, so its C++ rollouts are timed as
    the difference between two C++ ISMCTS searches of ``simulations`` iterations at the
    first decision: with ``1 + extra`` random rollouts per leaf and with one. The leaves
    lie a move or two below the root, so a rollout is counted as a whole game's decisions
    (slightly generous to OpenSpiel)."""
    import pyspiel

    _, state = hearts_setup()
    per_game = hearts_decisions_per_game(state)

    def timed(rollouts: int) -> float:
        bot = pyspiel.ISMCTSBot(1, pyspiel.RandomRolloutEvaluator(rollouts, 1), 2.0, simulations)
        return cpu(lambda: (bot.step(state), 0.0)[1])[1]

    def run() -> tuple[float, float]:
        return simulations * extra * per_game, timed(1 + extra) - timed(1)

    return run


def hearts_ismcts(simulations: int) -> Measure:
    import pyspiel

    _, state = hearts_setup()
    ev = pyspiel.RandomRolloutEvaluator(1, 1)
    bot = pyspiel.ISMCTSBot(1, ev, 2.0, simulations)
    return lambda: cpu(lambda: (bot.step(state), float(simulations))[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rows: dict[str, Measure] = {}
    try:
        import pyspiel  # noqa: F401

        rows["OpenSpiel hearts, C++ rollouts (decisions/s)"] = hearts_rollouts(1000)
        rows["OpenSpiel hearts, C++ ISMCTSBot (iterations/s)"] = hearts_ismcts(20000)
    except ImportError:
        print("(OpenSpiel is not installed: pip install open_spiel)")
    if core() is not None:
        rows["Lone Wolves, native rollouts (decisions/s)"] = lw_native_rollouts(50_000, False)
        rows["Lone Wolves, native heuristic rollouts (decisions/s)"] = lw_native_rollouts(
            10_000, True
        )
        rows["Lone Wolves, native ISMCTS, 1 thread (iterations/s)"] = lw_ismcts(100_000, "native")
    rows["Lone Wolves, Python rollouts (decisions/s)"] = lw_python_rollouts(300)
    rows["Lone Wolves, Python ISMCTS (iterations/s)"] = lw_ismcts(3000, "python")
    for players in (2, 4):
        tq = f"Triqueta {players}p Hidden Wolves"
        if core() is not None:
            uniform = tq_native_rollouts(players, 50_000, False)
            rows[f"{tq}, native rollouts (decisions/s)"] = uniform
            rows[f"{tq}, native heuristic rollouts (decisions/s)"] = tq_native_rollouts(
                players, 10_000, True
            )
            rows[f"{tq}, native ISMCTS, 1 thread (iterations/s)"] = tq_ismcts(
                players, 100_000, "native"
            )
        rows[f"{tq}, Python rollouts (decisions/s)"] = tq_python_rollouts(players, 200)
        rows[f"{tq}, Python ISMCTS (iterations/s)"] = tq_ismcts(players, 2000, "python")
    if core() is not None:
        for n in (2, 3, 5):
            rows[f"The Wolves {n}p, native rollouts (decisions/s)"] = tw_native_rollouts(n, 300)
        rows["The Wolves 3p, native heuristic rollouts (decisions/s)"] = tw_native_rollouts(
            3, 30, True
        )
        rows["The Wolves 3p, native ISMCTS, 1 thread (iterations/s)"] = tw_ismcts(
            3, 30_000, "native"
        )
    for n in (2, 3, 5):
        rows[f"The Wolves {n}p, Python rollouts (decisions/s)"] = tw_python_rollouts(n, 4)
    rows["The Wolves 3p, Python ISMCTS (iterations/s)"] = tw_ismcts(3, 600, "python")
    rates: dict[str, list[float]] = {k: [] for k in rows}
    for _ in range(args.rounds):
        for name, measure in rows.items():
            work, seconds = measure()
            rates[name].append(work / seconds)
    width = max(map(len, rates))
    print(f"{'':{width}}  median per CPU second (min, max) over {args.rounds} rounds")
    for name, r in rates.items():
        print(f"{name:{width}}  {statistics.median(r):>12,.0f}  ({min(r):,.0f}, {max(r):,.0f})")


if __name__ == "__main__":
    main()
