"""The exact solver's native search: ``wolfpack_core`` (the Rust core in ``native/``).

Where the core is not installed (a pure install, JupyterLite) :func:`available` says so
(:data:`UNAVAILABLE` why) and the solver searches in Python instead (a plainer search, some
hundred times slower, with the same answers). The core searches a compact copy of the
position (:func:`describe`) with the GIL released; a cancel event stops it within a few
milliseconds. Nothing here reads hidden state: the solver is for open positions only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from threading import Event
from types import ModuleType

from wolfpack.lone_wolves.components import N_LOCATIONS, N_TERR
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, LWState

AT_LEAD, AT_FOLLOW, AT_RESOLVE, AT_TAKE, AT_PLACE, AT_OVER = range(6)
MAX_PACK = 16
DESC_SIZE = 8 + 2 + 4 * 2 * N_TERR + 5 * N_TERR + N_LOCATIONS + 2 * N_TERR + N_TERR + 4
DESC_SIZE += 2 * (1 + MAX_PACK)
"""The length of :func:`describe`'s list (``layout::SIZE`` in the Rust core)."""
ESTIMATE_FROM_TRICKS_LEFT = 4
"""From this many tricks left, exact searches start from an estimate (``first_guess``)."""

UNAVAILABLE = ""
"""Why the native core is not used ("" when it is)."""


def _load() -> ModuleType | None:
    global UNAVAILABLE
    UNAVAILABLE = ""
    try:
        from wolfpack_core import _core
    except ImportError as e:
        UNAVAILABLE = f"wolfpack_core is not installed ({e})"
        return None
    if getattr(_core, "SOLVER_DESC_SIZE", None) != DESC_SIZE:
        UNAVAILABLE = "wolfpack_core expects another position layout: reinstall it"
        return None
    return _core


_CORE = _load()


def available() -> bool:
    """Whether the native core could be loaded and ``WOLFPACK_BACKEND`` does not ask for
    Python (:func:`wolfpack.core.native.use_native`)."""
    from wolfpack.core.native import use_native

    return _CORE is not None and use_native(None)


def describe(s: LWState) -> list[int]:
    """The compact position the native search loads (its layout: ``layout`` in
    ``native/src/lone_wolves/solver/position.rs``)."""
    phase = s.phase
    if phase == OVER:
        at, who = AT_OVER, 0
    elif phase == PLAY:
        at, who = (AT_LEAD, s.leader) if s.lead_card < 0 else (AT_FOLLOW, s.leader)
    elif phase == REVEAL:  # a reveal changes nothing in the open: continue as after it
        at, who = (AT_FOLLOW, s.leader) if s.follow_card < 0 else (AT_RESOLVE, s.leader)
    elif phase == TAKE:
        at, who = AT_TAKE, s.player
    else:
        assert phase == PLACE
        at, who = AT_PLACE, s.player
    d = [at, who, s.lead_card, s.lead_terr, s.follow_card, s.follow_terr, s.loser_terr, s.held]
    d += s.hands
    for i in range(2 * N_TERR):
        up = s.up[i]
        d += [
            len(up),
            sum(c % 6 + 2 for c in up),
            sum(1 for c in up if c % 6 <= 2),
            len(s.lone[i]) + len(s.boxw[i]),
        ]
    for row in s.scar:
        effects = sorted(e for e in row if e >= 0)
        d += [len(effects), *effects, *[0] * (4 - len(effects))]
    d += s.comp.location_caps
    for t in range(N_TERR):
        d += s.comp.honor_tokens[s.honor_tok[t]]
    d += s.honor_side
    d += [len(s.box) - s.box_pos, s.moon, s.blood, s.trump]
    for p in (0, 1):
        codes = sorted(
            loc * 9 + e for loc in range(N_LOCATIONS) for e in s.packs[p * N_LOCATIONS + loc]
        )
        d += [len(codes), *codes, *[0] * (MAX_PACK - len(codes))]
    return d


@contextmanager
def relay(cancel: Event | None, stop: Callable[[], None]) -> Iterator[None]:
    """While the block runs, a helper thread calls ``stop()`` once ``cancel`` is set (the
    native search reads its own flag: no call into Python while it runs)."""
    if cancel is None:
        yield
        return
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            if cancel.wait(0.01):
                stop()
                return

    watcher = threading.Thread(target=watch, name="solver-cancel", daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()


def _cancelled() -> Exception:
    from wolfpack.lone_wolves.bots.solver import SolverCancelled

    return SolverCancelled()


class NativeSearch:
    """One position for the native search; the positions of one solve may share a table
    (``share``: another search of the same solve)."""

    def __init__(self, s: LWState, cancel: Event | None, share: NativeSearch | None = None):
        if _CORE is None:
            raise RuntimeError(f"the native solver core is not available: {UNAVAILABLE}")
        self.desc = describe(s)
        if share is None:
            self.core = _CORE.LoneWolvesSearch(self.desc)
        else:
            self.core = share.core
            self.core.load(self.desc)
        self.cancel = cancel
        self.base_nodes = int(self.core.nodes)

    def first_guess(self, s: LWState) -> int:
        """Where MTD(f) starts: from :data:`ESTIMATE_FROM_TRICKS_LEFT` tricks left, an
        estimate (the tricks but the last two searched, then the board scored as it
        stands), whose search also leaves good move orders in the table; else 0."""
        self.core.load(self.desc)
        with relay(self.cancel, self.core.cancel):
            g = self.core.first_guess(ESTIMATE_FROM_TRICKS_LEFT)
        if g is None:
            raise _cancelled()
        return int(g)

    def best_hint(self) -> int | None:
        """The action the table holds as best for the loaded position (a card to lead
        only), or None: worth trying first, not proven."""
        self.core.load(self.desc)
        hint = self.core.best_lead()
        return None if hint is None else int(hint)

    @property
    def nodes(self) -> int:
        """Positions searched since this search was loaded (updated while it runs)."""
        return int(self.core.nodes) - self.base_nodes

    def value(self, s: LWState, alpha: int, beta: int) -> int:
        """The value of the loaded position ``s`` within the window (``SolverCancelled`` if
        the cancel event is set meanwhile)."""
        if self.cancel is not None and self.cancel.is_set():
            raise _cancelled()
        self.core.load(self.desc)  # the context may have held another position since
        with relay(self.cancel, self.core.cancel):
            v = self.core.value(alpha, beta)
        if v is None:
            raise _cancelled()
        return int(v)


def solve(
    s: LWState, all_moves: bool, cancel: Event | None, threads: int = 1
) -> tuple[int, int, dict[int, int], int]:
    """A whole solve in the native core (MTD(f) and the root moves) on ``threads`` threads
    sharing one table: the margin, a best action, the values checked (every legal
    action's with ``all_moves``) and the positions searched; ``SolverCancelled`` if
    ``cancel`` is set meanwhile."""
    if _CORE is None:
        raise RuntimeError(f"the native solver core is not available: {UNAVAILABLE}")
    if cancel is not None and cancel.is_set():
        raise _cancelled()
    from wolfpack.lone_wolves.bots.native import encode

    flag = _CORE.SolverCancel()
    with relay(cancel, flag.set):
        out = _CORE.solve_lone_wolves(encode(s), all_moves, flag, max(1, threads))
    if out is None:
        raise _cancelled()
    margin, best, values, nodes = out
    return int(margin), int(best), {int(a): int(v) for a, v in values}, int(nodes)
