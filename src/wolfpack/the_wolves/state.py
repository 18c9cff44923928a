"""The Wolves rules state: the fast path for play, search and random playouts.

A position is a handful of flat lists: the pieces on each hex (a tuple of piece codes
``owner * 4 + kind``), lone wolf and prey tokens per hex, scoring tokens per region, the
moon calendar, and per player the tile faces, bonus tokens and what has left the player
board. A turn is a sequence of small decisions (see :mod:`.actions`); the state remembers
where in that sequence it stands. The readable API is :class:`~.game.TheWolves`.

Next to the position, the state keeps a *piece index*: hex masks of where each piece, owner,
kind and token is (see :mod:`.queries`), so that the rules can ask "which hexes hold one of
my alphas" or "which hexes can a wolf end on" with a few integer operations instead of a
walk over the map. :meth:`TWState.put` and its siblings change the map and the index
together; :meth:`TWState.index` notices a map changed by hand (tests and tools do that)
and rebuilds the index first. The index is derived data: it is not part of :meth:`key`.
"""

from __future__ import annotations

import itertools
import random as _random
from collections.abc import Iterable
from typing import Any, TypeVar

from wolfpack.core.explain import Event
from wolfpack.core.game import KeyedState
from wolfpack.core.rules import implements
from wolfpack.the_wolves import effects
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    DOM_BASE,
    DONE,
    END,
    HEX_BASE,
    KIND_BASE,
    PAY_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    WOLF_BASE,
    dom_parts,
    wolf_parts,
)
from wolfpack.the_wolves.components import (
    ACTIONS_PER_TURN,
    DEN,
    DIG,
    HOWL,
    LAIR_ACT,
    MOVE,
    PREY_TYPES,
    REWARDS,
    SPREAD,
    Rules,
)
from wolfpack.the_wolves.deal import Setup
from wolfpack.the_wolves.hexmap import Board, Geometry, build_board
from wolfpack.the_wolves.queries import (
    FILLED,
    FULL,
    INDEX_SIZE,
    KIND_MASKS,
    LONE_MASK,
    MIXED_WOLVES,
    OWNER_MASKS,
    PREY_MASK,
    action_kinds,
    displace_targets,
    hex_status,
    mixed_wolves,
    pay_options,
    placement_hexes,
    speed,
    spread,
    targets,
    wolf_moves,
)

PLACE, CHOOSE, TARGET, PAY, WOLF, DISPLACE, TRACK, OVER = range(8)
PHASE_NAMES = ("place", "choose", "target", "pay", "wolf", "displace", "track", "over")
"""The step a decision belongs to."""
FINISH = -1
"""``resume`` value: after a displacement the action is over."""

_LIST_FIELDS = (
    "pcs",
    "lone",
    "prey",
    "tokens",
    "calendar",
    "flips",
    "bterr",
    "bact",
    "dens",
    "lairs",
    "wolves",
    "preym",
    "tok_vp",
    "tok_n",
    "mark_vp",
    "placed",
)
_SCALAR_FIELDS = (
    "phase",
    "player",
    "actions_left",
    "acted",
    "act",
    "terr",
    "target",
    "tkind",
    "moved",
    "disp_from",
    "disp_piece",
    "resume",
    "place_i",
    "triggered",
    "scored",
    "idle",
    "turn",
    "end_reason",
)
_MAP_FIELDS = ("pcs", "lone", "prey")
_MEMO_FIELDS = ("wolf_memo",)
_T = TypeVar("_T")
_UIDS = itertools.count()


class Watched(list[_T]):
    """A list of the map (the pieces, lone wolf tokens or prey stacks of every hex) that
    knows whether a state's piece index still matches it.

    ``clean_for`` is the :attr:`TWState.uid` of the state whose index was built from the
    list and is kept up to date with it (:meth:`TWState.put` and its siblings change list
    and index together). Any change made through the list itself, an edit by hand, resets
    it to -1, and the state rebuilds its index before using it again."""

    __slots__ = ("clean_for",)

    def __init__(self, items: Iterable[_T] = (), clean_for: int = -1) -> None:
        super().__init__(items)
        self.clean_for = clean_for

    def __setitem__(self, i: Any, v: Any) -> None:
        self.clean_for = -1
        super().__setitem__(i, v)

    def __delitem__(self, i: Any) -> None:
        self.clean_for = -1
        super().__delitem__(i)

    def __iadd__(self, other: Any) -> Watched[_T]:  # type: ignore[misc,override]
        self.clean_for = -1
        super().__iadd__(other)
        return self

    def __imul__(self, n: Any) -> Watched[_T]:  # type: ignore[misc]
        self.clean_for = -1
        super().__imul__(n)
        return self

    def append(self, v: _T) -> None:
        self.clean_for = -1
        super().append(v)

    def extend(self, items: Iterable[_T]) -> None:
        self.clean_for = -1
        super().extend(items)

    def insert(self, i: Any, v: _T) -> None:
        self.clean_for = -1
        super().insert(i, v)

    def pop(self, i: Any = -1) -> _T:
        self.clean_for = -1
        return super().pop(i)

    def remove(self, v: _T) -> None:
        self.clean_for = -1
        super().remove(v)

    def clear(self) -> None:
        self.clean_for = -1
        super().clear()

    def sort(self, *args: Any, **kwargs: Any) -> None:
        self.clean_for = -1
        super().sort(*args, **kwargs)

    def reverse(self) -> None:
        self.clean_for = -1
        super().reverse()


_set_item = list.__setitem__
"""Writes to a :class:`Watched` list that keep it clean (the index is updated alongside)."""


class TWState(KeyedState):
    """A position of The Wolves. Mutated only through :meth:`apply`; copy with :meth:`clone`."""

    __slots__ = (
        "board",
        "geo",
        "homes",
        "n",
        "place_order",
        "rules",
        *_LIST_FIELDS,
        *_SCALAR_FIELDS,
        *_MEMO_FIELDS,
        "ix",
        "status",
        "uid",
    )

    rules: Rules
    board: Board
    geo: Geometry
    n: int
    homes: tuple[int, ...]
    place_order: tuple[int, ...]
    pcs: list[tuple[int, ...]]
    lone: list[bool]
    prey: list[tuple[int, ...]]
    tokens: list[tuple[int, ...]]
    calendar: list[int]
    flips: list[int]
    bterr: list[int]
    bact: list[int]
    dens: list[int]
    lairs: list[int]
    wolves: list[int]
    preym: list[int]
    tok_vp: list[int]
    tok_n: list[int]
    mark_vp: list[int]
    placed: list[int]
    phase: int
    player: int
    actions_left: int
    acted: int
    act: int
    terr: int
    target: int
    tkind: int
    moved: tuple[int, ...]
    disp_from: int
    disp_piece: int
    resume: int
    place_i: int
    triggered: int
    scored: int
    idle: int
    turn: int
    end_reason: str
    ix: list[int]
    """The piece index (hex masks, laid out as described in :mod:`.queries`)."""
    status: bytearray
    """The piece index, per hex: what a wolf ending its move there meets, and the terrain
    (see :func:`~.queries.hex_status`)."""
    uid: int
    """A number no other state has: the :class:`Watched` map lists name the state whose
    index matches them."""
    wolf_memo: tuple[tuple[object, ...], list[int]] | None
    """The wolf moves the last decision found while deciding whether the move action goes
    on, for the next :meth:`legal_actions`, with what they depend on besides the map (see
    :meth:`_wolf_stamp`); None when there are none."""

    @classmethod
    @implements("TW-S1", "TW-S2", "TW-S3", "TW-S4")
    def from_setup(cls, rules: Rules, setup: Setup, board: Board | None = None) -> TWState:
        """The position before the placement draft of a dealt setup (2 players: with the
        neutral pack on the map and the bonus action token of the second player);
        ``board``: the setup's map, already built (a game's earlier state shares it)."""
        s = cls.__new__(cls)
        n = setup.players
        s.rules = rules
        s.board = build_board(rules, setup.tiles) if board is None else board
        s.geo = geo = s.board.geo
        s.n = n
        s.homes = setup.homes
        order = tuple((setup.first + i) % n for i in range(n))
        if n == 2:
            s.place_order = (order[0], order[1], order[1], order[0])
        else:
            s.place_order = order + order[::-1]
        s.pcs = Watched([() for _ in range(geo.size)])
        s.lone = Watched([False] * geo.size)
        s.prey = Watched([() for _ in range(geo.size)])
        for r in range(geo.regions):
            for h in geo.lone[r]:
                s.lone[h] = True
            s.prey[geo.prey[r]] = setup.prey[r]
        s.tokens = list(setup.tokens)
        if n == 2:
            for r in range(geo.regions):
                x, y = geo.coords[geo.water[r]]
                for nh in rules.neutral_for(setup.tokens[r]):
                    h = geo.index[(x + nh.offset[0], y + nh.offset[1])]
                    s.pcs[h] = tuple(5 * 4 + k for k in nh.kinds)
        s.calendar = []
        s.flips = [0] * n
        s.bterr = [0] * n
        s.bact = [0] * n
        if n == 2:
            s.bact[order[1]] = 1
        s.dens = [0] * (3 * n)
        s.lairs = [0] * n
        s.wolves = [0] * n
        s.preym = [0] * n
        s.tok_vp = [0] * n
        s.tok_n = [0] * n
        s.mark_vp = [0] * n
        s.placed = [-1] * n
        s.phase = PLACE
        s.player = s.place_order[0]
        s.actions_left = ACTIONS_PER_TURN
        s.acted = 0
        s.act = s.terr = s.target = s.tkind = -1
        s.moved = ()
        s.disp_from = s.disp_piece = -1
        s.resume = FINISH
        s.place_i = 0
        s.triggered = s.scored = s.idle = s.turn = 0
        s.end_reason = ""
        s.wolf_memo = None
        s.uid = next(_UIDS)
        s.reindex()
        return s

    def clone(self) -> TWState:
        """An independent copy."""
        s = TWState.__new__(TWState)
        s.rules = self.rules
        s.board = self.board
        s.geo = self.geo
        s.n = self.n
        s.homes = self.homes
        s.place_order = self.place_order
        for name in _LIST_FIELDS:
            if name not in _MAP_FIELDS:
                setattr(s, name, getattr(self, name)[:])
        for name in _SCALAR_FIELDS:
            setattr(s, name, getattr(self, name))
        s.uid = uid = next(_UIDS)
        s.pcs = Watched(self.pcs, uid if self._clean() else -1)
        s.lone = Watched(self.lone, uid)
        s.prey = Watched(self.prey, uid)
        s.ix = self.ix[:]
        s.status = self.status[:]
        s.wolf_memo = self.wolf_memo
        return s

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position, as a hashable value."""
        return (
            self.board,
            self.homes,
            self.place_order,
            *(tuple(getattr(self, name)) for name in _LIST_FIELDS),
            *(getattr(self, name) for name in _SCALAR_FIELDS),
        )

    # -- the piece index --------------------------------------------------------------------------
    def index(self) -> list[int]:
        """The piece index, up to date with the map (rebuilt first if the pieces, lone wolf
        tokens or prey stacks were changed other than through :meth:`put`,
        :meth:`set_lone` and :meth:`set_prey`)."""
        if not self._clean():
            self.reindex()
        return self.ix

    def _clean(self) -> bool:
        """Whether the piece index matches the map (see :class:`Watched`)."""
        pcs, lone, prey, uid = self.pcs, self.lone, self.prey, self.uid
        return (
            type(pcs) is Watched
            and pcs.clean_for == uid
            and type(lone) is Watched
            and lone.clean_for == uid
            and type(prey) is Watched
            and prey.clean_for == uid
        )

    def reindex(self) -> None:
        """Build the piece index from the map (and forget the moves found on the old one)."""
        self.wolf_memo = None
        ix = [0] * INDEX_SIZE
        status = bytearray(len(self.pcs))
        lone = self.lone
        prey = self.prey
        terrain = self.board.terrain
        for h, pcs in enumerate(self.pcs):
            bit = 1 << h
            if pcs:
                for q in pcs:
                    ix[q] |= bit
                    ix[OWNER_MASKS + (q >> 2)] |= bit
                    ix[KIND_MASKS + (q & 3)] |= bit
                ix[FILLED] |= bit
                if len(pcs) >= 2:
                    ix[FULL] |= bit
                    if mixed_wolves(pcs):
                        ix[MIXED_WOLVES] |= bit
            if lone[h]:
                ix[LONE_MASK] |= bit
            if prey[h]:
                ix[PREY_MASK] |= bit
            status[h] = hex_status(pcs, lone[h], prey[h], terrain[h])
        self.ix = ix
        self.status = status
        for lst in (self.pcs, lone, prey):
            if type(lst) is Watched:
                lst.clean_for = self.uid

    def put(self, h: int, pcs: tuple[int, ...]) -> None:
        """Set the pieces on hex ``h``, keeping the piece index up to date: every change of
        the map in play goes through here."""
        old = self.pcs
        if not (type(old) is Watched and old.clean_for == self.uid):
            old[h] = pcs  # the index is out of date already: rebuilt when next used
            return
        ix = self.ix
        bit = 1 << h
        clear = ~bit
        was = old[h]
        for q in was:  # pieces that leave: their bits go unless another piece keeps them
            if q not in pcs:
                ix[q] &= clear
                owner, kind = q >> 2, q & 3
                if all(x >> 2 != owner for x in pcs):
                    ix[OWNER_MASKS + owner] &= clear
                if all(x & 3 != kind for x in pcs):
                    ix[KIND_MASKS + kind] &= clear
        for q in pcs:
            if q not in was:
                ix[q] |= bit
                ix[OWNER_MASKS + (q >> 2)] |= bit
                ix[KIND_MASKS + (q & 3)] |= bit
        if not pcs:
            ix[FILLED] &= clear
        elif not was:
            ix[FILLED] |= bit
        if len(pcs) >= 2:
            ix[FULL] |= bit
            if mixed_wolves(pcs):
                ix[MIXED_WOLVES] |= bit
            else:
                ix[MIXED_WOLVES] &= clear
        elif len(was) >= 2:
            ix[FULL] &= clear
            ix[MIXED_WOLVES] &= clear
        _set_item(old, h, pcs)
        self.status[h] = hex_status(pcs, self.lone[h], self.prey[h], self.board.terrain[h])

    def set_lone(self, h: int, lone: bool) -> None:
        """Put or take the lone wolf token of hex ``h`` (keeping the index up to date)."""
        old = self.lone
        if not (type(old) is Watched and old.clean_for == self.uid):
            old[h] = lone
            return
        if lone:
            self.ix[LONE_MASK] |= 1 << h
        else:
            self.ix[LONE_MASK] &= ~(1 << h)
        _set_item(old, h, lone)
        self.status[h] = hex_status(self.pcs[h], lone, self.prey[h], self.board.terrain[h])

    def set_prey(self, h: int, stack: tuple[int, ...]) -> None:
        """Set the prey stack of hex ``h`` (keeping the index up to date)."""
        old = self.prey
        if not (type(old) is Watched and old.clean_for == self.uid):
            old[h] = stack
            return
        if stack:
            self.ix[PREY_MASK] |= 1 << h
        else:
            self.ix[PREY_MASK] &= ~(1 << h)
        _set_item(old, h, stack)
        self.status[h] = hex_status(self.pcs[h], self.lone[h], stack, self.board.terrain[h])

    # -- the state protocol -----------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        """The player to decide now, or -1 when the game is over."""
        return -1 if self.phase == OVER else self.player

    def is_terminal(self) -> bool:
        """Whether the game is over (TW-T10)."""
        return self.phase == OVER

    def scores(self) -> list[int]:
        """Points per player as the game stands (final once it is over, TW-E2)."""
        from wolfpack.the_wolves.scoring import final_scores

        return [row.total for row in final_scores(self)]

    @implements("TW-T1")
    def legal_actions(self) -> list[int]:
        """Integer codes of the legal decisions now, each with a way to finish its action."""
        phase = self.phase
        p = self.player
        if phase == CHOOSE:
            kinds = action_kinds(self, p)
            if self.actions_left == 0 or not kinds:
                kinds.append(END)
            return kinds
        if phase == WOLF:
            memo = self.wolf_memo
            self.index()  # a map edited by hand drops the memo
            if memo is not None and self.wolf_memo is memo and memo[0] == self._wolf_stamp():
                out = memo[1][:]
            else:
                out = wolf_moves(self, p, self.terr)
            if self.moved:
                out.append(DONE)
            return out
        if phase == TARGET:
            return targets(self, p, self.act)
        if phase == PAY:
            return pay_options(self, p, self.terr, self.rules.costs[self.act])
        if phase == DISPLACE:
            return [
                DISP_BASE + h for h in displace_targets(self, self.disp_from, self.disp_piece >> 2)
            ]
        if phase == TRACK:
            per = self.rules.dens_per_track
            return [TRACK_BASE + t for t in range(3) if self.dens[p * 3 + t] < per]
        if phase == PLACE:
            return placement_hexes(self, p)
        return []

    # -- applying decisions -----------------------------------------------------------------------
    def apply(self, action: int, events: list[Event] | None = None) -> None:
        """Apply a legal decision (not checked: use :meth:`legal_actions`)."""
        self.wolf_memo = None
        if action >= WOLF_BASE:
            effects.move_wolf(self, *wolf_parts(action), events)
            self._after_wolf(events)
        elif action >= DISP_BASE:
            effects.put_displaced(self, action - DISP_BASE, events)
            if self.resume == WOLF:
                self._after_wolf(events)
            else:
                self._finish(events)
        elif action >= DOM_BASE:
            self.target, self.tkind = dom_parts(action)
            self.terr = self.board.terrain[self.target]
            self.phase = PAY
        elif action >= HEX_BASE:
            self.target = action - HEX_BASE
            self.terr = self.board.terrain[self.target]
            self.phase = PAY
        elif action >= PAY_BASE:
            effects.pay(self, action, events)
            self._after_pay(events)
        elif action >= TRACK_BASE:
            effects.take_den(self, action - TRACK_BASE, events)
            self._finish(events)
        elif action >= TERRAIN_BASE:
            self.terr = action - TERRAIN_BASE
            self.phase = PAY
        elif action == DONE:
            self._finish(events)
        elif action == END:
            self._end_turn(events)
        elif action >= KIND_BASE:
            self._choose(action - KIND_BASE, events)
        else:
            self._place(action - PLACE_BASE, events)

    @implements("TW-S3", "TW-S4")
    def _place(self, h: int, events: list[Event] | None) -> None:
        effects.place_pair(self, h, events)
        self.place_i += 1
        if self.place_i < len(self.place_order):
            self.player = self.place_order[self.place_i]
        else:
            self.player = self.place_order[0]
            self._start_turn(events)

    @implements("TW-T1")
    def _choose(self, act: int, events: list[Event] | None) -> None:
        bonus = self.actions_left == 0
        if not bonus:
            self.actions_left -= 1
        else:
            self.bact[self.player] -= 1
        self.acted += 1
        self.act = act
        self.phase = TARGET
        if events is not None:
            effects.narrate_choice(self, act, bonus, events)

    def _after_pay(self, events: list[Event] | None) -> None:
        act = self.act
        if act == MOVE:
            self.moved = ()
            self.phase = WOLF
        elif act == DIG:
            self.phase = TRACK
        elif act == LAIR_ACT:
            if effects.build_lair(self, events):
                self.resume = FINISH
                self.phase = DISPLACE
            else:
                self._finish(events)
        elif act == HOWL:
            effects.howl(self, events)
            self._finish(events)
        else:
            if effects.dominate(self, events) == DEN:
                self.phase = TRACK
            else:
                self._finish(events)

    def _after_wolf(self, events: list[Event] | None) -> None:
        if self.disp_from >= 0:
            self.resume = WOLF
            self.phase = DISPLACE
            return
        p = self.player
        if len(self.moved) < spread(self, p):
            # the moves are needed to know whether the action goes on; keep them for the
            # next legal_actions()
            moves = wolf_moves(self, p, self.terr)
            if moves:
                self.wolf_memo = (self._wolf_stamp(), moves)
                self.phase = WOLF
                return
        self._finish(events)

    def _wolf_stamp(self) -> tuple[object, ...]:
        """What :func:`~.queries.wolf_moves` depends on besides the map: the mover, the
        terrain, the wolves already moved and the wolf speed (and the board)."""
        p = self.player
        return (p, self.terr, self.moved, speed(self, p), self.board)

    @implements("TW-T9")
    def _finish(self, events: list[Event] | None) -> None:
        """The action is complete: hunt, then the next action or the end of the turn."""
        effects.hunt(self, events)
        self.act = self.terr = self.target = self.tkind = -1
        self.moved = ()
        self.disp_from = self.disp_piece = -1
        self.resume = FINISH
        if self.actions_left > 0 or self.bact[self.player] > 0:
            self.phase = CHOOSE
        else:
            self._end_turn(events)

    @implements("TW-T10")
    def _end_turn(self, events: list[Event] | None) -> None:
        if events is not None:
            effects.narrate_end_turn(self, events)
        effects.score_due(self, events)
        if self.scored >= 3:
            self.phase = OVER
            self.end_reason = "full"
            if events is not None:
                effects.narrate_end(self, events)
            return
        self.idle = 0 if self.acted else self.idle + 1
        if self.idle >= self.n or not effects.can_progress(self):
            self._end_early("stall", events)
            return
        if self.turn + 1 >= self.rules.round_limit * self.n:
            self._end_early("limit", events)
            return
        self.player = (self.player + 1) % self.n
        self.turn += 1
        self._start_turn(events)

    def _end_early(self, reason: str, events: list[Event] | None) -> None:
        """The game ends before the full moon (TW-T10, ASSUMED): ``"stall"`` when the
        calendar cannot move on, ``"limit"`` after the last round of the round limit; the
        phases not yet scored are scored."""
        self.end_reason = reason
        effects.score_rest(self, reason, events)
        self.phase = OVER
        if events is not None:
            effects.narrate_end(self, events)

    def _start_turn(self, events: list[Event] | None) -> None:
        self.actions_left = ACTIONS_PER_TURN
        self.acted = 0
        self.phase = CHOOSE
        if events is not None:
            effects.narrate_turn(self, events)

    # -- fast random playouts ---------------------------------------------------------------------
    def playout(self, rng: _random.Random, max_decisions: int = 1_000_000) -> int:
        """Play uniformly random legal decisions to the end; return how many were made."""
        n = 0
        while self.phase != OVER and n < max_decisions:
            acts = self.legal_actions()
            self.apply(acts[int(rng.random() * len(acts))])
            n += 1
        return n


@implements("TW-T1", "TW-T10")
def max_decisions(rules: Rules) -> int:
    """The most decisions a game can take for the player count of ``rules``: a bound that
    holds for every way of playing (the round limit of TW-T10 ends the game), not a
    typical length (random games take 300 to 1400 decisions).

    The placement takes two decisions per player. A turn takes at most one ``end`` and its
    actions, each at most ``3 + 2 * spread`` decisions (the action, its target and the
    payment, then a move and a displacement per wolf moved; a den, lair, howl or dominate
    takes at most 4). A turn has two actions and one more per bonus action token spent;
    a player gains at most one token per bonus action reward of the den tracks (each den
    leaves the board once), one per hunt (one per prey type) and, with 2 players, the
    second player's token at the start."""
    n = rules.players
    per_action = max(4, 3 + 2 * max(rules.attributes[SPREAD]))
    bonus = REWARDS.index("bonus_action")
    rewards = sum(reward == bonus for row in rules.den_rewards for reward in row)
    hunts = len(PREY_TYPES) if rules.hunt_bonus else 0
    tokens = n * (rewards + hunts) + (1 if n == 2 else 0)
    turns = rules.round_limit * n
    return 2 * n + turns * (1 + ACTIONS_PER_TURN * per_action) + tokens * per_action
