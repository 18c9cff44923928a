"""Lone Wolves in the native core (``wolfpack_core``, the Rust core in ``native/``): the
positions and information sets the core's searches read, and the exact solver's search.

**Positions and information sets.** :func:`encode` writes an
:class:`~wolfpack.lone_wolves.state.LWState` as the flat list of integers the core reads
(``State::decode`` in ``native/src/lone_wolves/state.rs``); :func:`decode` reads it back, so
the differential tests can compare the two states after every action. :func:`native_info`
hands over an :class:`~wolfpack.lone_wolves.bots.info.InfoSet` (only what its player knows)
for the core's searches.

**The exact solver's search.** Where the core is not installed (a pure install, JupyterLite)
:func:`available` says so (:data:`UNAVAILABLE` why) and the solver searches in Python
instead (a plainer search, some hundred times slower, with the same answers). The core
searches a compact copy of the position (:func:`describe`) with the GIL released; a cancel
event stops it within a few milliseconds. Nothing in the solver's part reads hidden state:
the solver is for open positions only.

(One module, as each game has one ``native.py``; it was ``lone_wolves/bots/native.py`` and
``lone_wolves/bots/solver_native.py``, which still import as this module.)
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from threading import Event
from types import ModuleType
from typing import Any

from wolfpack.core.native import Mismatch, core, play_in_step
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.components import N_LOCATIONS, N_TERR, ResolvedComponents
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, LWState

LAYOUT = 1
"""The layout version (the first number of an encoding)."""


def _row(out: list[int], items: Any) -> None:
    out.append(len(items))
    out.extend(int(x) for x in items)


_SCALARS = (
    "moon",
    "blood",
    "trump",
    "leader",
    "player",
    "phase",
    "lead_card",
    "lead_terr",
    "follow_card",
    "follow_terr",
    "winner",
    "loser",
    "loser_terr",
    "held",
    "held_up",
    "tricks",
)
"""The single numbers that end the layout, in order (``held_up`` as 0 or 1)."""


def encode(s: LWState) -> list[int]:
    """The flat layout of ``s`` (every field, hidden parts included)."""
    comp = s.comp
    d = [LAYOUT, *comp.location_caps]
    for a, b in comp.honor_tokens:
        d += [a, b]
    d += comp.scar_spaces
    d += s.hands
    for i in range(2 * N_TERR):
        _row(d, s.up[i])
        _row(d, s.lone[i])
        _row(d, s.boxw[i])
    d += s.count
    for t in range(N_TERR):
        n = comp.scar_spaces[t]
        d.append(n)
        d += s.scar[t][:n]
        d += [int(u) for u in s.scar_up[t][:n]]
    d += s.scars_left
    for p in s.packs:
        _row(d, p)
    d += s.honor_tok
    d += s.honor_side
    _row(d, s.box)
    d.append(s.box_pos)
    _row(d, s.unused)
    d += [int(getattr(s, name)) for name in _SCALARS]
    return d


def decode(d: list[int]) -> LWState:
    """The position a flat layout describes (the inverse of :func:`encode`)."""
    it = iter(d)

    def take(n: int) -> list[int]:
        return [next(it) for _ in range(n)]

    def row() -> list[int]:
        return take(next(it))

    if next(it) != LAYOUT:
        raise ValueError("not a Lone Wolves layout of this version")
    caps = tuple(take(N_LOCATIONS))
    flat = take(2 * N_TERR)
    tokens = tuple((flat[2 * t], flat[2 * t + 1]) for t in range(N_TERR))
    spaces = tuple(take(N_TERR))
    advanced = spaces[2] == 4
    s = LWState.__new__(LWState)
    s.comp = ResolvedComponents(
        "advanced" if advanced else "standard",
        tokens,
        caps[0],
        advanced and any(caps[N_TERR:]),
        caps,
        spaces,
    )
    s.hands = take(2)
    s.up, s.lone, s.boxw = [], [], []
    for _ in range(2 * N_TERR):
        s.up.append(row())
        s.lone.append(row())
        s.boxw.append(row())
    s.count = take(N_TERR)
    s.scar, s.scar_up = [], []
    for _ in range(N_TERR):
        n = next(it)
        s.scar.append(take(n))
        s.scar_up.append([bool(u) for u in take(n)])
    s.scars_left = take(N_TERR)
    s.packs = [row() for _ in range(2 * N_LOCATIONS)]
    s.honor_tok = take(N_TERR)
    s.honor_side = take(N_TERR)
    s.box = tuple(row())
    s.box_pos = next(it)
    s.unused = tuple(row())
    for name, value in zip(_SCALARS, take(len(_SCALARS)), strict=True):
        setattr(s, name, value)
    s.held_up = bool(s.held_up)
    if next(it, None) is not None:
        raise ValueError("numbers after the end of the layout")
    return s


def native_info(info: InfoSet) -> Any:
    """The core's ``LoneWolvesInfo`` for ``info`` (``RuntimeError`` without the core)."""
    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    return mod.LoneWolvesInfo(
        info.player,
        encode(info.template),
        list(info.unseen_cards),
        list(info.allowed_cards),
        info.opponent_count,
        list(info.hidden_scars),
        list(info.face_down),
        info.opponent_holds_scar,
        list(info.box_wolf_sides),
    )


def compare_game(seed: int, variant: str, rng: random.Random) -> int:
    """Plays one random game (dealt by ``seed`` on board side ``variant``) through the
    Python fast state and the core's at once, comparing the legal actions and the player to
    move before every decision, the whole layout after it, and the points and the result
    at the end; returns the decisions played, or raises :class:`Mismatch`."""
    from wolfpack.lone_wolves.bots.fast import outcome

    mod = core()
    if mod is None:
        raise RuntimeError("the native core is not available")
    s = LWState.new(seed=seed, variant=variant)
    r = mod.LoneWolvesState(encode(s))
    where = f"{variant} side, game {seed}"
    n = play_in_step(s, r, encode, rng, where)
    if r.to_move() is not None or list(r.points()) != s.scores() or r.result() != outcome(s):
        raise Mismatch(f"{where}: the end differs ({r.points()} != {s.scores()})")
    return n


# -- the exact solver's search ----------------------------------------------------------
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
    flag = _CORE.SolverCancel()
    with relay(cancel, flag.set):
        out = _CORE.solve_lone_wolves(encode(s), all_moves, flag, max(1, threads))
    if out is None:
        raise _cancelled()
    margin, best, values, nodes = out
    return int(margin), int(best), {int(a): int(v) for a, v in values}, int(nodes)
