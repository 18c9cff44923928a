"""The C search of the exact solver (``solver_core.c``), through ctypes.

The core is compiled when the package is built (see ``hatch_build.py``); where no C
compiler was at hand it is missing, :func:`available` says so (:data:`UNAVAILABLE` why), and
the solver searches in Python instead (a plainer search, some hundred times slower). A
library compiled from another version of the source than the one beside it is not used
either. Nothing here reads hidden state: the solver is for open positions only.
"""

from __future__ import annotations

import ctypes
import hashlib
import sys
from pathlib import Path
from threading import Event

from wolfpack.lone_wolves.components import N_LOCATIONS, N_TERR, N_TRICKS
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, LWState

AT_LEAD, AT_FOLLOW, AT_RESOLVE, AT_TAKE, AT_PLACE, AT_OVER = range(6)
CANCELLED = -32000
MAX_PACK = 16
DESC_SIZE = 8 + 2 + 4 * 2 * N_TERR + 5 * N_TERR + N_LOCATIONS + 2 * N_TERR + N_TERR + 4
DESC_SIZE += 2 * (1 + MAX_PACK)
"""The length of :func:`describe`'s list (``D_SIZE`` in the C file)."""
MAX_TABLE_BITS = 20
"""The transposition table holds at most 2**20 positions (about 100 MB)."""


ESTIMATE_FROM_TRICKS_LEFT = 4
"""From this many tricks left, exact searches start from an estimate (``first_guess``)."""


def table_bits(s: LWState) -> int:
    """A table size for ``s``: small near the end, where a large one costs more to clear
    than the search takes."""
    return min(MAX_TABLE_BITS, 12 + 2 * max(0, N_TRICKS - s.tricks))


def library_path() -> Path:
    """Where the compiled core lives (beside this module)."""
    suffix = ".dll" if sys.platform == "win32" else ".dylib" if sys.platform == "darwin" else ".so"
    return Path(__file__).with_name("_solver_core" + suffix)


_POLL = ctypes.CFUNCTYPE(ctypes.c_int)
"""The C search's "should I stop?" callback."""


UNAVAILABLE = ""
"""Why the compiled core is not used ("" when it is)."""


def _load() -> ctypes.CDLL | None:
    global UNAVAILABLE
    UNAVAILABLE = ""
    path = library_path()
    if not path.exists():
        UNAVAILABLE = f"{path.name} was not built (no C compiler at install?)"
        return None
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as e:
        UNAVAILABLE = f"{path.name} does not load: {e}"
        return None
    lib.lw_source_sha256.restype = ctypes.c_char_p
    source = path.with_name("solver_core.c")
    if source.exists():
        built_from = (lib.lw_source_sha256() or b"").decode()
        if built_from != hashlib.sha256(source.read_bytes()).hexdigest():
            UNAVAILABLE = f"{path.name} is older than {source.name}: reinstall the package"
            return None
    lib.lw_desc_size.restype = ctypes.c_int
    if lib.lw_desc_size() != DESC_SIZE:
        UNAVAILABLE = f"{path.name} expects another position layout: reinstall the package"
        return None
    lib.lw_new.restype = ctypes.c_void_p
    lib.lw_new.argtypes = [ctypes.c_int]
    lib.lw_free.argtypes = [ctypes.c_void_p]
    lib.lw_cancel.argtypes = [ctypes.c_void_p]
    lib.lw_nodes.restype = ctypes.c_longlong
    lib.lw_nodes.argtypes = [ctypes.c_void_p]
    lib.lw_load.restype = ctypes.c_int
    lib.lw_load.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32), ctypes.c_int]
    lib.lw_set_poll.argtypes = [ctypes.c_void_p, _POLL]
    lib.lw_set_horizon.argtypes = [ctypes.c_void_p, ctypes.c_int]
    lib.lw_best_lead.restype = ctypes.c_int
    lib.lw_best_lead.argtypes = [ctypes.c_void_p]
    lib.lw_value.restype = ctypes.c_int
    lib.lw_value.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    return lib


_LIB = _load()


def available() -> bool:
    """Whether the compiled core could be loaded."""
    return _LIB is not None


def describe(s: LWState) -> list[int]:
    """The compact position the C search loads (its layout: ``lw_load`` in the C file)."""
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


class _Context:
    """A C search context (the position being searched and the transposition table);
    freed with this object."""

    def __init__(self, lib: ctypes.CDLL, bits: int) -> None:
        self.lib = lib
        self.ptr: int | None = lib.lw_new(bits)
        if not self.ptr:
            raise MemoryError("no memory for the solver's table")

    def __del__(self) -> None:
        if self.ptr:
            self.lib.lw_free(self.ptr)
            self.ptr = None


class NativeSearch:
    """One position for the C search; the positions of one solve may share a table
    (``share``: another search of the same solve)."""

    def __init__(self, s: LWState, cancel: Event | None, share: NativeSearch | None = None):
        if _LIB is None:
            raise RuntimeError("the compiled solver core is not available")
        self.lib = _LIB
        self.context: _Context = _Context(_LIB, table_bits(s)) if share is None else share.context
        self.ctx = self.context.ptr
        d = describe(s)
        self.desc = (ctypes.c_int32 * len(d))(*d)
        self._load()
        self.cancel = cancel
        self.base_nodes = int(_LIB.lw_nodes(self.ctx))

    def _load(self) -> None:
        if self.lib.lw_load(self.ctx, self.desc, len(self.desc)) != 0:
            raise ValueError("this position does not fit the compiled solver")

    def first_guess(self, s: LWState) -> int:
        """Where MTD(f) starts: four or more tricks from the end, an estimate (the tricks
        but the last two searched, then the board scored as it stands), whose search also
        leaves good move orders in the table; else 0. Some 20% fewer positions searched."""
        if N_TRICKS - s.tricks < ESTIMATE_FROM_TRICKS_LEFT:
            return 0
        from wolfpack.lone_wolves.bots.solver import _mtdf

        self.lib.lw_set_horizon(self.ctx, 2)
        try:
            return _mtdf(self, s, 0)
        finally:
            self.lib.lw_set_horizon(self.ctx, 0)

    def best_hint(self) -> int | None:
        """The action the table holds as best for the loaded position (a card to lead
        only), or None: worth trying first, not proven."""
        self._load()
        a = int(self.lib.lw_best_lead(self.ctx))
        return None if a < 0 else a

    @property
    def nodes(self) -> int:
        """Positions searched since this search was loaded."""
        return int(self.lib.lw_nodes(self.ctx)) - self.base_nodes

    def value(self, s: LWState, alpha: int, beta: int) -> int:
        """The value of the loaded position ``s`` within the window (``SolverCancelled`` if
        the cancel event is set meanwhile)."""
        from wolfpack.lone_wolves.bots.solver import SolverCancelled

        cancel = self.cancel
        if cancel is not None and cancel.is_set():
            raise SolverCancelled
        self._load()  # the context may have held another position (a shared table) since
        # Asked every few thousand positions (a few ms), with the GIL: is the search off?
        poll = _POLL(lambda: int(cancel.is_set())) if cancel is not None else _POLL()
        self.lib.lw_set_poll(self.ctx, poll)
        try:
            v = int(self.lib.lw_value(self.ctx, alpha, beta))
        finally:
            self.lib.lw_set_poll(self.ctx, _POLL())
        if v == CANCELLED:
            raise SolverCancelled
        return v
