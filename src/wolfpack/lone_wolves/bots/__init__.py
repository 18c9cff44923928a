"""The Lone Wolves bots: information sets, the rule-based policy, hint words and the exact
open-hand solver, behind the adapter the game-agnostic bots use (:data:`ADAPTER`).

* :mod:`.info`: what a player knows (view and public history) and determinizations of it;
* :mod:`.fast`: scores and outcomes on the rules state, for playouts;
* :mod:`.heuristic`: the rule-based policy;
* :mod:`.explain`, :mod:`.texts`: why a hint's move is good, in words;
* :mod:`.solver` (:mod:`wolfpack.lone_wolves.native`, the Rust core ``wolfpack_core``): the
  exact solver.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from threading import Event
from typing import Any

from wolfpack.bots.adapters import Determinizer, NativeSearch, value_message
from wolfpack.bots.pimc import RACE_FROM, PimcRows, still_in
from wolfpack.core.explain import Explanation
from wolfpack.core.game import Game


class LoneWolvesAdapter(NativeSearch):
    """Lone Wolves for the bots (a :class:`GameAdapter`, :class:`HintAdapter` and
    :class:`SolverAdapter`): :class:`~.info.InfoSet` determinizations, the fast
    score (:mod:`.fast`), :meth:`LWState.playout`, and :mod:`.heuristic`."""

    game_id = "lone-wolves"
    n_players = 2
    hint_prefix = "lw"
    """The prefix of the game's own hint words (``lw.hint.pimc.*``)."""

    def info_set(self, game: Game[Any], player: int) -> Determinizer:
        """Lone Wolves information set of ``player`` (view + public history)."""
        from wolfpack.lone_wolves.bots.info import InfoSet

        return InfoSet.from_game(game, player)

    def outcome(self, state: Any) -> tuple[list[float], list[float]]:
        """Results and margins of a finished Lone Wolves state (LW-E4, LW-E5)."""
        from wolfpack.lone_wolves.bots.fast import outcome

        r, m = outcome(state)
        return [r, 1.0 - r], [float(m), float(-m)]

    def playout(self, state: Any, rng: random.Random) -> None:
        """:meth:`LWState.playout`."""
        state.playout(rng)

    def native_parts(self, det: Any) -> tuple[Any, Any]:
        """The core's Lone Wolves ISMCTS and information set ``det`` (an
        :class:`.info.InfoSet`) for it (:class:`NativeSearch`)."""
        from wolfpack.core.native import core
        from wolfpack.lone_wolves.native import native_info

        mod = core()
        assert mod is not None
        return mod.LoneWolvesIsmcts, native_info(det)

    def heuristic_action(self, game: Game[Any], player: int, rng: random.Random) -> int:
        """:func:`.heuristic.choose_action` on the player's information set."""
        from wolfpack.lone_wolves.bots.heuristic import choose_action
        from wolfpack.lone_wolves.bots.info import InfoSet

        return choose_action(InfoSet.from_game(game, player), rng)

    def explain(
        self, det: Any, action: int, notes: tuple[Explanation, ...], state: Any = None
    ) -> Explanation:
        """:func:`.explain.explain_move` (with ``state``: the open position's words)."""
        from wolfpack.lone_wolves.bots.explain import explain_move

        return explain_move(det, action, notes, state)

    def value_note(self, n: int, margin: float, win_rate: float) -> Explanation:
        """``lw.hint.value``."""
        return value_message("lw.hint.value", n, margin, win_rate)

    def solve(
        self, state: Any, all_moves: bool, cancel: Any, progress: Any = None
    ) -> tuple[int, int, dict[int, int]]:
        """:func:`.solver.solve`."""
        from wolfpack.lone_wolves.bots.solver import solve

        sol = solve(state, all_moves=all_moves, cancel=cancel, progress=progress)
        return sol.margin, sol.best_action, sol.values

    def quick_to_solve(self, state: Any) -> bool:
        """Four tricks or fewer left (three without the compiled search; see
        ``benchmarks/bots_solver.py``)."""
        from wolfpack.lone_wolves.bots.solver import quick_tricks_left
        from wolfpack.lone_wolves.components import N_TRICKS

        return bool(N_TRICKS - state.tricks <= quick_tricks_left())

    def rule_of_thumb(self, det: Any, rng: random.Random) -> int:
        """The decision :meth:`principle` describes (the heuristic's, :mod:`.heuristic`),
        which a hint suggests when its search could not tell the moves apart."""
        from wolfpack.lone_wolves.bots.heuristic import choose_action

        return int(choose_action(det, rng))

    def principle(self, det: Any) -> Explanation:
        """What matters in this kind of decision when the search cannot tell moves apart
        (the heuristic's rule of thumb: :mod:`.heuristic`)."""
        from wolfpack.core.explain import msg
        from wolfpack.lone_wolves.state import PLAY

        s = det.template
        if s.phase == PLAY:
            return msg("lw.hint.principle.lead" if s.lead_card < 0 else "lw.hint.principle.follow")
        return msg("lw.hint.principle.scar")

    def line(self, det: Any, action: int, seed: int) -> Explanation | None:
        """Why ``action`` is best, as a bridge teacher shows it: one deal of what the
        player cannot see (drawn from what they know; one in which ``action`` is a best
        move, else the one of :data:`LINE_TRIES` where it loses least), and the rest of
        this trick played out with best play from both, narrated as the board narrates
        moves, up to a face-down scar being taken (what it is, and so where it goes, is
        only the drawn deal's guess). None without the native solver (in Python the few
        exact solves it takes would keep the learner waiting)."""
        from wolfpack.core.explain import msg
        from wolfpack.lone_wolves import native as solver_native
        from wolfpack.lone_wolves.bots.solver import solve
        from wolfpack.lone_wolves.state import OVER

        if not solver_native.available():
            return None
        rng = random.Random(seed)
        sign = 1 if det.player == 0 else -1
        deal, regret = None, math.inf
        for _ in range(LINE_TRIES):
            s = det.sample(rng)
            values = solve(s, all_moves=True, threads=1).values
            lost = max(sign * v for v in values.values()) - sign * values[action]
            if lost < regret:
                deal, regret = s, lost
            if lost <= 0:
                break
        assert deal is not None
        events: list[Explanation] = []
        deal.apply(action, events)
        stop = deal.tricks + 1
        for _ in range(LINE_DECISIONS):
            if deal.phase == OVER or deal.tricks >= stop:
                break
            # One thread: the same seed gives the same line.
            deal.apply(solve(deal, threads=1).best_action, events)
        return msg("lw.hint.line", tuple(_known_part(events)))

    def pimc_ready(self, det: Any) -> bool:
        """PIMC values hints from :data:`PIMC_TRICKS_LEFT` tricks before the end on."""
        from wolfpack.lone_wolves import native as solver_native
        from wolfpack.lone_wolves.components import N_TRICKS

        left = PIMC_TRICKS_LEFT["native" if solver_native.available() else "python"]
        return bool(N_TRICKS - det.template.tricks <= left)

    def pimc(
        self,
        det: Any,
        deals: int,
        seed: int,
        seconds: float | None,
        cancel: Event | None,
        progress: Callable[[float], None] | None,
        race: bool = True,
    ) -> PimcRows:
        """Deal ``det`` (an :class:`.info.InfoSet`) up to ``deals`` times and solve each
        deal for every legal action; margins from ``det.player``'s side. The whole PIMC runs
        in the native core where it is installed (both cores, no Python call per deal),
        else deal by deal with :func:`.solver.solve`."""
        from wolfpack.lone_wolves import native as solver_native
        from wolfpack.lone_wolves.components import N_TRICKS

        if solver_native.available():
            if race:
                cap = PIMC_RACED_DEALS.get(N_TRICKS - det.template.tricks)
                deals = deals if cap is None else min(deals, cap)
            return self._native_pimc(det, deals, seed, seconds, cancel, progress, race)
        from wolfpack.lone_wolves.bots.solver import SolverCancelled, solve

        rng = random.Random(seed)
        actions = det.template.legal_actions()
        sign = 1 if det.player == 0 else -1
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        rows: list[list[int | None]] = []
        for k in range(deals):
            if (cancel is not None and cancel.is_set()) or time.perf_counter() >= deadline:
                break
            try:
                sol = solve(det.sample(rng), all_moves=True, cancel=cancel, backend="python")
            except SolverCancelled:
                break
            rows.append([sign * sol.values[a] for a in actions])
            if progress is not None:
                progress((k + 1) / deals)
        return PimcRows(actions, rows)

    def _native_pimc(
        self,
        det: Any,
        deals: int,
        seed: int,
        seconds: float | None,
        cancel: Event | None,
        progress: Callable[[float], None] | None,
        race: bool = True,
    ) -> PimcRows:
        """:meth:`pimc` in the native core, in slices of :data:`~wolfpack.bots.pimc.RACE_FROM`
        deals so that progress, Stop and the race reach it (the deals of every slice come
        from their own seed, the same on any number of threads); raced, it stops early
        once one move is left (:data:`PIMC_SETTLED_DEALS`)."""
        from wolfpack.core.native import core, search_threads
        from wolfpack.lone_wolves.native import native_info, relay

        mod = core()
        assert mod is not None
        info = native_info(det)
        flag = mod.SolverCancel()
        threads = search_threads(None, 1.0)
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        actions = list(det.template.legal_actions())
        live = list(range(len(actions)))
        rows: list[list[int | None]] = []
        k = 0
        with relay(cancel, flag.set):
            while k < deals:
                left = deadline - time.perf_counter()
                if flag.is_set() or left <= 0:
                    break
                n = min(RACE_FROM, deals - k)
                limit = None if math.isinf(left) else left
                only = [actions[i] for i in live] if len(live) < len(actions) else None
                solved, found = mod.lone_wolves_pimc(info, n, seed + k, threads, limit, flag, only)
                column = {a: i for i, a in enumerate(solved)}
                for values in found:
                    rows.append([values[column[a]] if a in column else None for a in actions])
                k += n
                if race:
                    live = still_in(rows, live)
                if progress is not None:
                    progress(len(rows) / deals)
                if race and len(live) == 1 and len(rows) >= PIMC_SETTLED_DEALS:
                    break  # settled: one move left, its value from the deals so far
        return PimcRows(actions, rows)

    def verdict_note(self, margin: int) -> Explanation:
        """``lw.hint.solver`` or ``lw.hint.solver_level``."""
        from wolfpack.core.explain import msg

        if margin == 0:
            return msg("lw.hint.solver_level")
        return msg("lw.hint.solver", player=0 if margin > 0 else 1, margin=abs(margin))


PIMC_TRICKS_LEFT = {"native": 4, "python": 3}
"""From this many tricks before the end, a hint's values come from PIMC over the exact
solver (:mod:`wolfpack.bots.pimc`); earlier from the search. With 4 tricks left a deal
solved for every move takes 0.04 to 0.16 s of CPU natively: the native PIMC races the
moves (:func:`~wolfpack.bots.pimc.still_in`: a move shown worse on the deals so far is no
longer solved, 2.3 to 5 times less work) and stops at :data:`PIMC_RACED_DEALS`; the
pure-Python solver is about a hundred times slower, so without the core PIMC starts a
trick later."""
PIMC_RACED_DEALS = {4: 100}
"""The most deals a raced PIMC solves, by tricks left, where fewer than a hint asks for
(a hint's interval says how many it had)."""
PIMC_SETTLED_DEALS = 48
"""A raced PIMC stops once the race has left one move and it has this many deals: the
move is settled, and its value's interval is the one of these deals."""
LINE_TRIES = 8
"""Deals drawn for a hint's example line until one where the suggested move is best."""
LINE_DECISIONS = 8
"""At most this many decisions in a hint's example line (the rest of this trick)."""

ADAPTER = LoneWolvesAdapter()
"""Lone Wolves' bot adapter (named by the game's registration)."""


def _known_part(events: list[Explanation]) -> list[Explanation]:
    """A line's events up to and with a face-down scar being taken: what follows names the
    scar of one drawn deal, which the learner could take for the real one."""
    for k, event in enumerate(events):
        if event.key == "lw.ev.take_down":
            return events[: k + 1]
    return events
