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

import random as _random

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
    OWNER_MASKS,
    PREY_MASK,
    action_kinds,
    can_move_more,
    displace_targets,
    pay_options,
    placement_hexes,
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
_INDEX_FIELDS = ("ix", "seen_pcs", "seen_lone", "seen_prey")


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
        *_INDEX_FIELDS,
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
    seen_pcs: list[tuple[int, ...]]
    """The pieces of every hex as the index knows them."""
    seen_lone: list[bool]
    """The lone wolf tokens as the index knows them."""
    seen_prey: list[tuple[int, ...]]
    """The prey stacks as the index knows them."""

    @classmethod
    @implements("TW-S1", "TW-S2", "TW-S3", "TW-S4")
    def from_setup(cls, rules: Rules, setup: Setup) -> TWState:
        """The position before the placement draft of a dealt setup (2 players: with the
        neutral pack on the map and the bonus action token of the second player)."""
        s = cls.__new__(cls)
        n = setup.players
        s.rules = rules
        s.board = build_board(rules, setup.tiles)
        s.geo = geo = s.board.geo
        s.n = n
        s.homes = setup.homes
        order = tuple((setup.first + i) % n for i in range(n))
        if n == 2:
            s.place_order = (order[0], order[1], order[1], order[0])
        else:
            s.place_order = order + order[::-1]
        s.pcs = [() for _ in range(geo.size)]
        s.lone = [False] * geo.size
        s.prey = [() for _ in range(geo.size)]
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
            setattr(s, name, getattr(self, name)[:])
        for name in _SCALAR_FIELDS:
            setattr(s, name, getattr(self, name))
        for name in _INDEX_FIELDS:
            setattr(s, name, getattr(self, name)[:])
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
        if self.pcs != self.seen_pcs or self.lone != self.seen_lone or self.prey != self.seen_prey:
            self.reindex()
        return self.ix

    def reindex(self) -> None:
        """Build the piece index from the map."""
        ix = [0] * INDEX_SIZE
        lone = self.lone
        prey = self.prey
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
            if lone[h]:
                ix[LONE_MASK] |= bit
            if prey[h]:
                ix[PREY_MASK] |= bit
        self.ix = ix
        self.seen_pcs = self.pcs[:]
        self.seen_lone = lone[:]
        self.seen_prey = prey[:]

    def put(self, h: int, pcs: tuple[int, ...]) -> None:
        """Set the pieces on hex ``h``, keeping the piece index up to date: every change of
        the map in play goes through here."""
        ix = self.ix
        bit = 1 << h
        clear = ~bit
        for q in self.seen_pcs[h]:
            ix[q] &= clear
            ix[OWNER_MASKS + (q >> 2)] &= clear
            ix[KIND_MASKS + (q & 3)] &= clear
        for q in pcs:
            ix[q] |= bit
            ix[OWNER_MASKS + (q >> 2)] |= bit
            ix[KIND_MASKS + (q & 3)] |= bit
        if pcs:
            ix[FILLED] |= bit
        else:
            ix[FILLED] &= clear
        if len(pcs) >= 2:
            ix[FULL] |= bit
        else:
            ix[FULL] &= clear
        self.pcs[h] = pcs
        self.seen_pcs[h] = pcs

    def set_lone(self, h: int, lone: bool) -> None:
        """Put or take the lone wolf token of hex ``h`` (keeping the index up to date)."""
        if lone:
            self.ix[LONE_MASK] |= 1 << h
        else:
            self.ix[LONE_MASK] &= ~(1 << h)
        self.lone[h] = lone
        self.seen_lone[h] = lone

    def set_prey(self, h: int, stack: tuple[int, ...]) -> None:
        """Set the prey stack of hex ``h`` (keeping the index up to date)."""
        if stack:
            self.ix[PREY_MASK] |= 1 << h
        else:
            self.ix[PREY_MASK] &= ~(1 << h)
        self.prey[h] = stack
        self.seen_prey[h] = stack

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
        if can_move_more(self, self.player, self.terr):
            self.phase = WOLF
        else:
            self._finish(events)

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
            self.end_reason = "stall"
            effects.score_rest(self, events)
            self.phase = OVER
            if events is not None:
                effects.narrate_end(self, events)
            return
        self.player = (self.player + 1) % self.n
        self.turn += 1
        self._start_turn(events)

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
