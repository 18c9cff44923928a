"""An exact solver for open Lone Wolves positions (every card and scar known).

With all hidden parts known (the open view, a puzzle), Lone Wolves is a deterministic
two-player zero-sum game: the box is drawn in a fixed order. The solver finds its value,
the final point margin (player 0 minus player 1) under best play by both, with
alpha-beta search, a transposition table and move ordering.

It searches a compact copy of the position that keeps exactly what decides the rest of
the game and nothing else, which is what makes it fast and its table effective:

* a side of a territory is four numbers: face-up cards, their total value, how many of
  them are 2s, 3s or 4s, and lone wolves (box wolves included); that is all scoring uses
  (LW-E2, LW-E4);
* a territory's scars are a multiset of effects: in the open, whether a scar lies face up
  or down changes nothing, so the 3's reveal (LW-T4) is not a decision here, and taking
  either of two equal scars is one choice (LW-T8);
* the box is a count: a box wolf is a lone wolf whatever card it is (LW-C3).

Everything else follows the rules state move for move; the tests check the solver against
a plain minimax over :class:`~wolfpack.lone_wolves.state.LWState` itself.

The search runs natively where the Rust core ``wolfpack_core`` is installed (``native/``,
see :mod:`wolfpack.lone_wolves.native`): the same compact position and alpha-beta,
a hundred times faster and more, and with exact prunings this plain Python search does not
have (a scar's placement judged from one search of the position without it, within bounds
on what the scar can still be worth; the last trick scored in closed form). This Python
search is the fallback and the reference: the tests hold both to a brute force and to each
other. ``backend="python"`` asks for it.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from threading import Event
from typing import Literal, Protocol

from wolfpack.lone_wolves.components import (
    BLOOD_MOON_POINTS,
    BOX_WOLF,
    FLIP_HONOR,
    MAX_CARDS_PER_TERRITORY,
    MOON_POINTS,
    N_LOCATIONS,
    N_TERR,
    PACK_STRENGTH,
    PLUS3,
    POINTS_IF_HONOR,
    POINTS_LOW_FACEUP,
    POINTS_PER_FACEUP,
    POINTS_PER_LONE,
    POINTS_PER_WOLF,
    location_territories,
)
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, LWState, cards_of

Backend = Literal["auto", "native", "python"]
"""Which search runs: ``native`` (the compiled core), ``python``, or ``auto`` (native where
it is available)."""
MAX_SOLVER_THREADS = 4
"""The most threads a native solve uses by default (two give 1.4 times the speed of one:
``benchmarks/bots_solver.py --threads``)."""
QUICK_TRICKS_LEFT = {"native": 4, "python": 3}
"""Up to this many tricks left, a position is solved in well under a second (see
``benchmarks/bots_solver.py``), per search; each trick further back costs some 30 to 40
times more."""


def quick_tricks_left() -> int:
    """How many tricks from the end the solver answers quickly on this machine."""
    from wolfpack.lone_wolves import native as solver_native

    return QUICK_TRICKS_LEFT["native" if solver_native.available() else "python"]


INF = 10_000
EXACT, LOWER, UPPER = 0, 1, 2
_LOC_TERRS = tuple(location_territories(loc) for loc in range(N_LOCATIONS))


class SolverCancelled(Exception):
    """Raised inside a search when its cancel event is set."""


_Child = Callable[[int, int, int], int]
"""A child of a search node: ``child(k, alpha, beta)`` makes move ``k``, values the
position within the window and takes the move back."""


def _first(n: int, first: int) -> list[int]:
    """The indices of ``n`` moves, move ``first`` (a table's best, -1: none) first."""
    order = list(range(n))
    if 0 <= first < n:
        order.remove(first)
        order.insert(0, first)
    return order


def _beats(lead: int, follow: int, trump: int) -> bool:
    """Whether the follower's card wins the trick (LW-T5, LW-T6)."""
    ls, fs = lead // 6, follow // 6
    if ls == fs:
        lv, fv = lead % 6, follow % 6
        if lv == 0 and fv == 5:
            return False
        if lv == 5 and fv == 0:
            return True
        return fv > lv
    return fs == trump


class _Search:
    """The compact position and the search over it (make/unmake, no copies).

    ``tv[t]`` is territory ``t``'s contribution to player 0's margin as the board stands,
    kept up to date on every make and unmake, so a finished game is scored by a sum.
    """

    table_follow = False
    """Whether to keep positions where the second card of a trick is due in the table."""
    table_last = True
    """Whether to keep positions of the last trick in the table too."""
    order_place_from = 2
    """Order placements by their immediate value when the winner has at least this many
    cards left (deeper in the tree the ordering costs more than it saves)."""

    def __init__(
        self,
        s: LWState,
        cancel: Event | None,
        table: dict[object, tuple[int, int, int]] | None = None,
    ) -> None:
        self.hands = list(s.hands)
        self.nup = [len(s.up[i]) for i in range(2 * N_TERR)]
        self.sup = [sum(c % 6 + 2 for c in s.up[i]) for i in range(2 * N_TERR)]
        self.low = [sum(1 for c in s.up[i] if c % 6 <= 2) for i in range(2 * N_TERR)]
        self.nlone = [len(s.lone[i]) + len(s.boxw[i]) for i in range(2 * N_TERR)]
        self.count = list(s.count)
        self.board = [sorted(e for e in row if e >= 0) for row in s.scar]
        self.packs = [sorted(p) for p in s.packs]
        # Per side (player * 5 + territory): how many scars of each effect act on it.
        self.eff = [[0] * 9 for _ in range(2 * N_TERR)]
        for p in (0, 1):
            for loc in range(N_LOCATIONS):
                for e in s.packs[p * N_LOCATIONS + loc]:
                    for t in _LOC_TERRS[loc]:
                        self.eff[p * 5 + t][e] += 1
        self.caps = s.comp.location_caps
        self.locs = tuple(loc for loc, cap in enumerate(self.caps) if cap > 0)
        self.honor = [s.comp.honor_tokens[s.honor_tok[t]] for t in range(N_TERR)]
        self.hside = list(s.honor_side)
        self.box_left = len(s.box) - s.box_pos
        self.moon, self.blood, self.trump = s.moon, s.blood, s.trump
        self.tv = [self.tval(t) for t in range(N_TERR)]
        self.table = {} if table is None else table
        self.nodes = 0
        self.cancel = cancel

    # -- evaluation ----------------------------------------------------------------------
    def tval(self, t: int) -> int:
        """Territory ``t``'s points for player 0 minus player 1's (LW-E2..LW-E4)."""
        nup, nlone = self.nup, self.nlone
        e0, e1 = self.eff[t], self.eff[5 + t]
        u0, u1 = nup[t], nup[5 + t]
        l0, l1 = nlone[t], nlone[5 + t]
        n0, n1 = u0 + l0, u1 + l1
        s0 = self.sup[t] + l0 + e0[PACK_STRENGTH] * n0 + 3 * e0[PLUS3]
        s1 = self.sup[5 + t] + l1 + e1[PACK_STRENGTH] * n1 + 3 * e1[PLUS3]
        v = (
            e0[POINTS_PER_WOLF] * n0
            + 2 * e0[POINTS_PER_LONE] * l0
            + 2 * e0[POINTS_PER_FACEUP] * u0
            + 3 * e0[POINTS_LOW_FACEUP] * self.low[t]
            - e1[POINTS_PER_WOLF] * n1
            - 2 * e1[POINTS_PER_LONE] * l1
            - 2 * e1[POINTS_PER_FACEUP] * u1
            - 3 * e1[POINTS_LOW_FACEUP] * self.low[5 + t]
        )
        if s0 != s1:
            front, back = self.honor[t]
            h = back if self.hside[t] else front
            if self.moon == t:
                h += MOON_POINTS
            elif self.blood == t:
                h += BLOOD_MOON_POINTS
            if s0 > s1:
                v += h + 5 * e0[POINTS_IF_HONOR]
            else:
                v -= h + 5 * e1[POINTS_IF_HONOR]
        return v

    def final(self) -> int:
        """Player 0's margin on the board as it stands."""
        tv = self.tv
        return tv[0] + tv[1] + tv[2] + tv[3] + tv[4]

    def key(self, leader: int) -> tuple[object, ...]:
        return (
            self.hands[0],
            self.hands[1],
            leader,
            tuple(self.nup),
            tuple(self.sup),
            tuple(self.low),
            tuple(self.nlone),
            tuple(map(tuple, self.board)),
            tuple(map(tuple, self.packs)),
            tuple(self.hside),
            self.box_left,
            self.moon,
            self.blood,
            self.trump,
        )

    # -- making a card move --------------------------------------------------------------
    def _put(self, player: int, card: int, t: int) -> int:
        """Put ``card`` face up on ``player``'s side of ``t``; return the old ``tv[t]``."""
        i = player * 5 + t
        v = card % 6 + 2
        self.hands[player] ^= 1 << card
        self.nup[i] += 1
        self.sup[i] += v
        if v <= 4:
            self.low[i] += 1
        self.count[t] += 1
        old = self.tv[t]
        self.tv[t] = self.tval(t)
        return old

    def _unput(self, player: int, card: int, t: int, old: int) -> None:
        i = player * 5 + t
        v = card % 6 + 2
        self.hands[player] ^= 1 << card
        self.nup[i] -= 1
        self.sup[i] -= v
        if v <= 4:
            self.low[i] -= 1
        self.count[t] -= 1
        self.tv[t] = old

    def _gain_order(self, player: int, card: int, terrs: list[int], face_up: bool) -> list[int]:
        """``terrs`` ordered by what ``card`` landing there does for ``player`` now."""
        sign = 1 if player == 0 else -1
        scored = []
        for t in terrs:
            old = self._put(player, card, t)
            if not face_up:
                self._to_lone(player * 5 + t, card)
                gain = self.tval(t) - old
                self._from_lone(player * 5 + t, card)
            else:
                gain = self.tv[t] - old
            self._unput(player, card, t, old)
            scored.append((-sign * gain, t))
        scored.sort()
        return [t for _, t in scored]

    def _to_lone(self, i: int, card: int) -> None:
        v = card % 6 + 2
        self.nup[i] -= 1
        self.sup[i] -= v
        if v <= 4:
            self.low[i] -= 1
        self.nlone[i] += 1

    def _from_lone(self, i: int, card: int) -> None:
        v = card % 6 + 2
        self.nup[i] += 1
        self.sup[i] += v
        if v <= 4:
            self.low[i] += 1
        self.nlone[i] -= 1

    # -- the tree ------------------------------------------------------------------------
    def _open(self) -> list[int]:
        count = self.count
        return [t for t in range(N_TERR) if count[t] < MAX_CARDS_PER_TERRITORY]

    def lead_moves(self, leader: int) -> list[tuple[int, int]]:
        terrs = self._open()
        cards = cards_of(self.hands[leader])
        trump = self.trump
        # Strong cards first: they are the likely best leads.
        cards.sort(key=lambda c: -(c % 6 + (6 if c // 6 == trump else 0)))
        if len(cards) == 1:
            return [(cards[0], t) for t in terrs]
        return [(c, t) for c in cards for t in self._gain_order(leader, c, terrs, True)]

    def _best(
        self, order: Iterable[int], maxi: bool, alpha: int, beta: int, child: _Child
    ) -> tuple[int, int]:
        """Alpha-beta over the children of a node, tried in ``order``: the best value for
        the player to move (``maxi``: player 0, who maximizes) and the index of the child
        that gives it; ``child(k, alpha, beta)`` makes child ``k``, values it within the
        window and unmakes it."""
        best = -INF if maxi else INF
        best_i = -1
        for k in order:
            val = child(k, alpha, beta)
            if maxi:
                if val > best:
                    best, best_i = val, k
                    if val > alpha:
                        alpha = val
            elif val < best:
                best, best_i = val, k
                if val < beta:
                    beta = val
            if alpha >= beta:
                break
        return best, best_i

    def _card_node(
        self,
        player: int,
        key: object,
        moves: Callable[[], list[tuple[int, int]]],
        then: Callable[[int, int, int, int], int],
        alpha: int,
        beta: int,
    ) -> int:
        """The value of a node where ``player`` puts a card on a territory (a lead or a
        follow): the table's under ``key`` when that settles the window, else alpha-beta
        over ``moves()`` (the table's best first), each valued by ``then(card, territory,
        alpha, beta)`` with the card in place, and kept in the table (``key`` None: no
        table here)."""
        best_first = -1
        entry = None if key is None else self.table.get(key)
        if entry is not None:
            flag, value, best_first = entry
            if (
                flag == EXACT
                or (flag == LOWER and value >= beta)
                or (flag == UPPER and value <= alpha)
            ):
                return value
        options = moves()

        def child(k: int, alpha: int, beta: int) -> int:
            card, t = options[k]
            old = self._put(player, card, t)
            val = then(card, t, alpha, beta)
            self._unput(player, card, t, old)
            return val

        best, best_i = self._best(_first(len(options), best_first), player == 0, alpha, beta, child)
        if key is not None:
            flag = UPPER if best <= alpha else LOWER if best >= beta else EXACT
            self.table[key] = (flag, best, best_i)
        return best

    def lead(self, leader: int, alpha: int, beta: int) -> int:
        hands = self.hands
        if not hands[leader]:
            return self.final()
        self.nodes += 1
        if self.cancel is not None and self.nodes & 1023 == 0 and self.cancel.is_set():
            raise SolverCancelled
        tabled = self.table_last or hands[leader] & (hands[leader] - 1)
        return self._card_node(
            leader,
            self.key(leader) if tabled else None,
            lambda: self.lead_moves(leader),
            lambda card, t, alpha, beta: self.follow(leader, card, t, alpha, beta),
            alpha,
            beta,
        )

    def follow_moves(self, follower: int, lead_card: int) -> list[tuple[int, int]]:
        hand = self.hands[follower]
        suit = lead_card // 6
        suited = (hand >> (6 * suit)) & 63
        cards = [6 * suit + k for k in range(6) if suited >> k & 1] if suited else cards_of(hand)
        trump = self.trump
        wins = {c: _beats(lead_card, c, trump) for c in cards}
        # Winners first, the cheapest winner first; then losers, the cheapest first.
        cards.sort(key=lambda c: (0 if wins[c] else 1, c % 6 + (6 if c // 6 == trump else 0)))
        terrs = self._open()
        if len(cards) == 1 and not hand & (hand - 1):  # the last trick: order matters little
            return [(cards[0], t) for t in terrs]
        return [(c, t) for c in cards for t in self._gain_order(follower, c, terrs, wins[c])]

    def follow(self, leader: int, lcard: int, lterr: int, alpha: int, beta: int) -> int:
        follower = leader ^ 1
        return self._card_node(
            follower,
            (self.key(leader), lcard, lterr) if self.table_follow else None,
            lambda: self.follow_moves(follower, lcard),
            lambda card, t, alpha, beta: self.resolve(leader, lcard, lterr, card, t, alpha, beta),
            alpha,
            beta,
        )

    def resolve(
        self, leader: int, lcard: int, lterr: int, fcard: int, fterr: int, alpha: int, beta: int
    ) -> int:
        if _beats(lcard, fcard, self.trump):
            winner, card, terr = leader ^ 1, lcard, lterr
        else:
            winner, card, terr = leader, fcard, fterr
        loser = winner ^ 1
        i = loser * 5 + terr
        self._to_lone(i, card)
        old = self.tv[terr]
        self.tv[terr] = self.tval(terr)
        if self.board[terr]:
            val = self.take(loser, terr, alpha, beta)
        else:
            val = self.lead(winner, alpha, beta)
        self.tv[terr] = old
        self._from_lone(i, card)
        return val

    def take(self, loser: int, terr: int, alpha: int, beta: int) -> int:
        row = self.board[terr]

        def child(k: int, alpha: int, beta: int) -> int:
            e = row.pop(k)
            val = self.place(loser, e, terr, alpha, beta)
            row.insert(k, e)
            return val

        # The row is sorted: of equal scars only the first is a choice of its own.
        order = [k for k in range(len(row)) if not k or row[k - 1] != row[k]]
        return self._best(order, loser == 0, alpha, beta, child)[0]

    def _place(self, player: int, e: int, loc: int) -> tuple[list[int], list[int]]:
        """Make the placement; return (box wolf territories, old tv of changed ones)."""
        insort(self.packs[player * N_LOCATIONS + loc], e)
        drawn: list[int] = []
        terrs = _LOC_TERRS[loc]
        olds = [self.tv[t] for t in terrs]
        for t in terrs:
            self.eff[player * 5 + t][e] += 1
        if e == BOX_WOLF:
            for t in terrs:
                if self.count[t] < MAX_CARDS_PER_TERRITORY and self.box_left > 0:
                    self.count[t] += 1
                    self.nlone[player * 5 + t] += 1
                    self.box_left -= 1
                    drawn.append(t)
        elif e == FLIP_HONOR:
            for t in terrs:
                self.hside[t] ^= 1
        for t in terrs:
            self.tv[t] = self.tval(t)
        return drawn, olds

    def _unplace(self, player: int, e: int, loc: int, drawn: list[int], olds: list[int]) -> None:
        terrs = _LOC_TERRS[loc]
        if e == FLIP_HONOR:
            for t in terrs:
                self.hside[t] ^= 1
        for t in drawn:
            self.count[t] -= 1
            self.nlone[player * 5 + t] -= 1
            self.box_left += 1
        for t in terrs:
            self.eff[player * 5 + t][e] -= 1
        for t, old in zip(terrs, olds, strict=True):
            self.tv[t] = old
        self.packs[player * N_LOCATIONS + loc].remove(e)

    def _last_placement(self, player: int, e: int, free: list[int], maxi: bool) -> int:
        """The final margin after the best placement of ``e`` (not a box wolf) when it is
        the last decision of the game."""
        tv = self.tv
        delta = [0] * N_TERR
        done = [False] * N_TERR
        eff = self.eff
        base = self.final()
        best = -INF if maxi else INF
        for loc in free:
            val = base
            for t in _LOC_TERRS[loc]:
                if not done[t]:
                    eff[player * 5 + t][e] += 1
                    if e == FLIP_HONOR:
                        self.hside[t] ^= 1
                    delta[t] = self.tval(t) - tv[t]
                    if e == FLIP_HONOR:
                        self.hside[t] ^= 1
                    eff[player * 5 + t][e] -= 1
                    done[t] = True
                val += delta[t]
            if (maxi and val > best) or (not maxi and val < best):
                best = val
        return best

    def place(self, player: int, e: int, taken_from: int, alpha: int, beta: int) -> int:
        maxi = player == 0
        packs, caps = self.packs, self.caps
        winner = player ^ 1
        moon, blood, trump = self.moon, self.blood, self.trump
        old_tv = self.tv[taken_from]
        if not self.board[taken_from]:
            # The scar emptied its territory: once it is placed, the Moon or the Blood Moon
            # rises there and its colour is trump (LW-T10, LW-T11).
            if moon < 0:
                self.moon = self.trump = taken_from
            elif blood < 0:
                self.blood = self.trump = taken_from
            self.tv[taken_from] = self.tval(taken_from)
        base = player * N_LOCATIONS
        free = [loc for loc in self.locs if len(packs[base + loc]) < caps[loc]]
        last = not self.hands[winner]
        if len(free) > 1 and bin(self.hands[winner]).count("1") >= self.order_place_from:
            sign = 1 if maxi else -1
            scored = []
            for loc in free:
                drawn, olds = self._place(player, e, loc)
                scored.append((-sign * self.final(), loc))
                self._unplace(player, e, loc, drawn, olds)
            scored.sort()
            free = [loc for _, loc in scored]

        def child(k: int, alpha: int, beta: int) -> int:
            drawn, olds = self._place(player, e, free[k])
            val = self.final() if last else self.lead(winner, alpha, beta)
            self._unplace(player, e, free[k], drawn, olds)
            return val

        if last and e != BOX_WOLF:
            # The game ends with this placement: each territory's change is independent
            # of the others, so score each territory once and add them up per location.
            best = self._last_placement(player, e, free, maxi)
        else:
            best = self._best(range(len(free)), maxi, alpha, beta, child)[0]
        self.moon, self.blood, self.trump = moon, blood, trump
        self.tv[taken_from] = old_tv
        return best

    def first_guess(self, s: LWState) -> int:
        """Where MTD(f) starts: 0 (a level game) for this search."""
        return 0

    def value(self, s: LWState, alpha: int = -INF, beta: int = INF) -> int:
        """The value of ``s`` (whose compact copy this search holds)."""
        phase = s.phase
        if phase == OVER:
            return self.final()
        if phase == PLAY:
            if s.lead_card < 0:
                return self.lead(s.leader, alpha, beta)
            return self.follow(s.leader, s.lead_card, s.lead_terr, alpha, beta)
        if phase == REVEAL:  # a reveal changes nothing in the open: continue as after it
            if s.follow_card < 0:
                return self.follow(s.leader, s.lead_card, s.lead_terr, alpha, beta)
            return self.resolve(
                s.leader, s.lead_card, s.lead_terr, s.follow_card, s.follow_terr, alpha, beta
            )
        if phase == TAKE:
            return self.take(s.player, s.loser_terr, alpha, beta)
        assert phase == PLACE
        return self.place(s.player, s.held, s.loser_terr, alpha, beta)


@dataclass(frozen=True)
class Solution:
    """An open position solved: the value and the best decision."""

    margin: int
    """Player 0's final points minus player 1's under best play by both."""
    best_action: int
    """A best legal action for the player to move."""
    values: dict[int, int]
    """Exact margin after each legal action (only with ``all_moves``; else just the best)."""
    nodes: int


class _Searcher(Protocol):
    @property
    def nodes(self) -> int: ...

    def value(self, s: LWState, alpha: int, beta: int) -> int: ...

    def first_guess(self, s: LWState) -> int: ...


def _searcher(
    s: LWState, cancel: Event | None, backend: Backend, share: _Searcher | None = None
) -> _Searcher:
    """A search of ``s``; ``share``: a search of the same solve whose table to share."""
    from wolfpack.lone_wolves import native

    if backend == "native" or (backend == "auto" and native.available()):
        assert share is None or isinstance(share, native.NativeSearch)
        return native.NativeSearch(s, cancel, share)
    if backend not in ("auto", "python"):
        raise ValueError(f"unknown solver backend {backend!r}")
    assert share is None or isinstance(share, _Search)
    return _Search(s, cancel, None if share is None else share.table)


def _mtdf(
    search: _Searcher, s: LWState, guess: int, report: Callable[[int], None] | None = None
) -> int:
    """The exact value by a sequence of null-window searches (MTD(f), Plaat et al. 1996):
    each asks "at least x?" and prunes far more than one wide search; the table carries
    what each learnt to the next. Tests far from the value are cheap, so while the value
    lies on one side only the steps double; once it is bracketed they halve."""
    lo, hi = -INF, INF
    g = guess
    step = 1
    beta = g
    while lo < hi:
        g = search.value(s, beta - 1, beta)
        if g < beta:
            hi = g
        else:
            lo = g
        if report is not None:
            report(g)
        if lo == hi:
            break
        if hi == INF:
            beta = lo + step
        elif lo == -INF:
            beta = hi - step + 1
        else:
            beta = (lo + hi + 1) // 2
        step *= 2
    return lo


def solve_value(s: LWState, cancel: Event | None = None, backend: Backend = "auto") -> int:
    """The exact final margin (player 0 minus player 1) of open position ``s``."""
    search = _searcher(s, cancel, backend)
    return _mtdf(search, s, search.first_guess(s))


def solve(
    s: LWState,
    all_moves: bool = False,
    cancel: Event | None = None,
    progress: Callable[[float], None] | None = None,
    backend: Backend = "auto",
    threads: int | None = None,
) -> Solution:
    """Solve open position ``s``: its exact margin, a best action for the player to move,
    and with ``all_moves`` the exact margin after every legal action. ``cancel`` (an
    :class:`threading.Event`) stops the search with :class:`SolverCancelled`;
    ``progress(fraction)`` is called after each null-window pass and each move checked
    (coarse: the passes are of very unequal length).

    The native solver runs on ``threads`` threads sharing one table (None: every core, at
    most :data:`MAX_SOLVER_THREADS`); the values do not depend on it, and with
    ``all_moves`` nor does the best action (the first best in the legal order). Without
    ``all_moves`` and with more than one thread, which of several equally good actions
    comes back may vary from run to run. The Python search runs on one thread."""
    from wolfpack.lone_wolves import native

    if s.phase == OVER:
        raise ValueError("the game is over")
    if backend == "native" or (backend == "auto" and native.available()):
        # The whole solve runs natively, the GIL released: progress only at the end.
        if threads is None:
            from wolfpack.core.native import every_core

            threads = every_core(MAX_SOLVER_THREADS)
        margin, best, native_values, nodes = native.solve(s, all_moves, cancel, threads)
        if progress is not None:
            progress(1.0)
        return Solution(margin, best, native_values, nodes)
    legal = s.legal_actions()
    root = _searcher(s, cancel, backend)
    passes = 0

    def report(_: int) -> None:
        nonlocal passes
        passes += 1
        if progress is not None:
            progress(0.5 * (1 - 0.5**passes) if not all_moves else min(0.3, passes / 20))

    value = _mtdf(root, s, root.first_guess(s), report)
    nodes = root.nodes
    values: dict[int, int] = {}
    if s.phase == REVEAL:  # every reveal leads to the same value in the open
        values.update(dict.fromkeys(legal if all_moves else legal[:1], value))
        return Solution(value, legal[0], values, nodes)
    maxi = s.player == 0
    best_action = -1
    for k, a in enumerate(legal):
        child = s.clone()
        child.apply(a)
        search = _searcher(child, cancel, backend, share=root)
        if all_moves:
            v = _mtdf(search, child, value)
            values[a] = v
            reaches = v == value
        else:  # only "does it reach the value?", a null-window question
            v = (
                search.value(child, value - 1, value)
                if maxi
                else search.value(child, value, value + 1)
            )
            reaches = v >= value if maxi else v <= value
            if reaches:
                values[a] = value
        nodes += search.nodes
        if progress is not None:
            done = (k + 1) / len(legal)
            progress(0.3 + 0.7 * done if all_moves else 0.5 + 0.5 * done)
        if reaches and best_action < 0:
            best_action = a
            if not all_moves:
                break
    assert best_action >= 0, "some move reaches the value"
    return Solution(value, best_action, values, nodes)
