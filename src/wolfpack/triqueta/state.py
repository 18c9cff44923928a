"""The Triqueta rules state: the fast path for play, search and random playouts.

Tiles are small integers (see :mod:`.components`), the towers are 4 x 5 stacks listed
bottom to top (stack ``tower * 5 + s``), and every collection is a flat list. The readable
API with explanations is :class:`wolfpack.triqueta.game.Triqueta`, built on this class.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass

from wolfpack.core.explain import Event, msg
from wolfpack.core.game import KeyedState
from wolfpack.core.rng import SeededRandom
from wolfpack.core.rules import implements
from wolfpack.triqueta.actions import (
    BOX,
    COUNT_BASE,
    DRAW2_BASE,
    KEEP,
    OPT_BOX,
    OPT_KEEP,
    OPT_PLACE,
    PLACE_BASE,
    TAKE_BASE,
    TOWER_BASE,
    count_indices,
    draw2_action,
    draw2_stacks,
)
from wolfpack.triqueta.components import (
    LIGHT_PER_STACK,
    MAX_FACE_DOWN,
    N_ROUNDS,
    N_STACKS,
    N_TOWERS,
    SHADOW,
    TILE_CODES,
    Config,
    back,
    light_tiles,
    shadow_tiles,
)

TURN, PLACE, TOWER, COUNT, OVER = range(5)
PHASES = ("turn", "place", "tower", "count", "over")


@dataclass(frozen=True)
class Setup:
    """Everything chance decides before the first turn (TQ-S1..TQ-S3), as in a record."""

    towers: tuple[tuple[tuple[int, ...], ...], ...]
    """Per tower, its 5 stacks, each listed bottom to top."""
    trees: tuple[bool, ...]
    """Per tower, whether a tree tile lies on it (all but the first tower, TQ-S2)."""
    start: int
    """The player who starts round one and holds the start marker (TQ-S3)."""

    @property
    def first_tower(self) -> int:
        """The current tower of round one: the one without a tree tile (TQ-S2)."""
        return self.trees.index(False)


@implements("TQ-S1", "TQ-S2", "TQ-S3")
def deal(cfg: Config, rng: SeededRandom, start: int | None = None) -> Setup:
    """A random setup: 60 light tiles shuffled into 4 towers of 5 stacks of 3; with Hidden
    Wolves, 15 shadow tiles shuffled apart and laid one under each stack of towers 1 to 3.
    Towers 1 to 3 carry a tree tile; tower 0 is the first current tower. The start player
    is drawn unless ``start`` is given."""
    light = light_tiles()
    rng.shuffle(light)
    shadows = shadow_tiles()
    rng.shuffle(shadows)
    towers = []
    for t in range(N_TOWERS):
        stacks = []
        for s in range(N_STACKS):
            pos = (t * N_STACKS + s) * LIGHT_PER_STACK
            stack = tuple(light[pos : pos + LIGHT_PER_STACK])
            if cfg.hidden_wolves and t > 0:
                stack = (shadows[(t - 1) * N_STACKS + s], *stack)
            stacks.append(stack)
        towers.append(tuple(stacks))
    first = rng.randbelow(cfg.players) if start is None else start
    return Setup(tuple(towers), (False, True, True, True), first)


class TQState(KeyedState):
    """A Triqueta position. Mutated only through :meth:`apply`; copy with :meth:`clone`."""

    __slots__ = (
        "active",
        "box",
        "cfg",
        "choice",
        "down",
        "faceup",
        "first_opt",
        "leftover",
        "pending",
        "phase",
        "player",
        "rnd",
        "row_open",
        "rows",
        "shadow",
        "stacks",
        "start",
        "tower",
        "tree",
        "trees",
        "used",
    )

    cfg: Config
    stacks: list[list[int]]
    tree: list[bool]
    used: list[bool]
    tower: int
    rows: list[list[int]]
    row_open: list[bool]
    active: list[bool]
    faceup: list[list[int]]
    down: list[list[int]]
    shadow: list[list[int]]
    trees: list[int]
    start: int
    rnd: int
    player: int
    phase: int
    pending: list[int]
    first_opt: int
    box: list[int]
    leftover: list[int]
    choice: list[tuple[int, ...] | None]

    @classmethod
    def new(cls, cfg: Config, seed: int | None = None, start: int | None = None) -> TQState:
        """A new game dealt from ``seed`` (a random seed when None)."""
        if seed is None:
            seed = _random.SystemRandom().getrandbits(63)
        return cls.from_setup(cfg, deal(cfg, SeededRandom(seed), start))

    @classmethod
    def from_setup(cls, cfg: Config, setup: Setup) -> TQState:
        """The position before the first turn of a given setup."""
        n = cfg.players
        s = cls.__new__(cls)
        s.cfg = cfg
        s.stacks = [list(stack) for tower in setup.towers for stack in tower]
        s.tree = list(setup.trees)
        s.used = [False] * N_TOWERS
        s.tower = setup.first_tower
        s.used[s.tower] = True
        s.rows = [[] for _ in range(n)]
        s.row_open = [True] * n
        s.active = [True] * n
        s.faceup = [[] for _ in range(n)]
        s.down = [[] for _ in range(n)]
        s.shadow = [[] for _ in range(n)]
        s.trees = [0] * n
        s.start = setup.start
        s.rnd = 0
        s.player = setup.start
        s.phase = TURN
        s.pending = []
        s.first_opt = -1
        s.box = []
        s.leftover = []
        s.choice = [None] * n
        return s

    def clone(self) -> TQState:
        """An independent copy."""
        s = TQState.__new__(TQState)
        s.cfg = self.cfg
        s.stacks = [x[:] for x in self.stacks]
        s.tree = self.tree[:]
        s.used = self.used[:]
        s.tower = self.tower
        s.rows = [x[:] for x in self.rows]
        s.row_open = self.row_open[:]
        s.active = self.active[:]
        s.faceup = [x[:] for x in self.faceup]
        s.down = [x[:] for x in self.down]
        s.shadow = [x[:] for x in self.shadow]
        s.trees = self.trees[:]
        s.start = self.start
        s.rnd = self.rnd
        s.player = self.player
        s.phase = self.phase
        s.pending = self.pending[:]
        s.first_opt = self.first_opt
        s.box = self.box[:]
        s.leftover = self.leftover[:]
        s.choice = self.choice[:]
        return s

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position, as a hashable value (equality, tables)."""
        return (
            self.cfg,
            tuple(map(tuple, self.stacks)),
            tuple(self.tree),
            tuple(self.used),
            self.tower,
            tuple(map(tuple, self.rows)),
            tuple(self.row_open),
            tuple(self.active),
            tuple(map(tuple, self.faceup)),
            tuple(map(tuple, self.down)),
            tuple(map(tuple, self.shadow)),
            tuple(self.trees),
            self.start,
            self.rnd,
            self.player,
            self.phase,
            tuple(self.pending),
            self.first_opt,
            tuple(self.box),
            tuple(self.leftover),
            tuple(self.choice),
        )

    # -- queries ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        """The player to decide now, or -1 when the game is over."""
        return -1 if self.phase == OVER else self.player

    def is_terminal(self) -> bool:
        """Whether the game is over: four rounds played and every count decided."""
        return self.phase == OVER

    def stack(self, s: int, tower: int | None = None) -> list[int]:
        """Stack ``s`` of a tower (default: the current tower), bottom to top."""
        return self.stacks[(self.tower if tower is None else tower) * N_STACKS + s]

    def tower_size(self, tower: int | None = None) -> int:
        """Tiles left in a tower (default: the current tower)."""
        t = self.tower if tower is None else tower
        return sum(len(x) for x in self.stacks[t * N_STACKS : (t + 1) * N_STACKS])

    def open_rows(self) -> list[int]:
        """The rows still on the table."""
        return [r for r, o in enumerate(self.row_open) if o]

    def row_has_room(self, row: int) -> bool:
        """Whether a row is on the table and may take another tile (TQ-T2)."""
        limit = self.cfg.components.row_limit
        return self.row_open[row] and (limit is None or len(self.rows[row]) < limit)

    def rows_with_room(self) -> list[int]:
        """The rows a drawn light tile may be placed at (TQ-T1, TQ-T2)."""
        return [r for r in range(self.cfg.players) if self.row_has_room(r)]

    def can_keep(self, player: int) -> bool:
        """Whether a player may keep another light tile face down (TQ-T1)."""
        return len(self.down[player]) < MAX_FACE_DOWN

    def active_players(self) -> list[int]:
        """The players still in the round."""
        return [p for p, a in enumerate(self.active) if a]

    def draw_tiles(self, action: int) -> list[int]:
        """The tiles a draw action would take, in draw order (the engine knows them)."""
        if action < DRAW2_BASE:
            return [self.stack(action)[-1]]
        a, b = draw2_stacks(action)
        if a == b:
            st = self.stack(a)
            return [st[-1], st[-2]]
        return [self.stack(a)[-1], self.stack(b)[-1]]

    def _light_fits(self, lights: int) -> bool:
        """Whether ``lights`` freshly drawn light tiles can each get an option."""
        if lights == 0:
            return True
        place_or_keep = bool(self.rows_with_room()) or self.can_keep(self.player)
        if self.cfg.two_player_variant:
            return lights == 1 or place_or_keep
        return place_or_keep

    @implements("TQ-T1", "TQ-T3", "TQ-V1", "TQ-V2")
    def draw_actions(self) -> list[int]:
        """The legal draws now. Only the top tile of a stack can be drawn, so a shadow tile
        is reachable once it is uncovered; an empty tower allows none (TQ-T3); the variant
        draws two and needs at least two tiles in the tower (TQ-V2)."""
        base = self.tower * N_STACKS
        stacks = self.stacks[base : base + N_STACKS]
        out: list[int] = []
        if not self.cfg.two_player_variant:
            for s, st in enumerate(stacks):
                if st and self._light_fits(0 if st[-1] >= SHADOW else 1):
                    out.append(s)
            return out
        if sum(len(st) for st in stacks) < 2:
            return out
        for a in range(N_STACKS):
            sa = stacks[a]
            if not sa:
                continue
            for b in range(a, N_STACKS):
                sb = stacks[b]
                if a == b:
                    if len(sa) < 2:
                        continue
                    pair = (sa[-1], sa[-2])
                elif not sb:
                    continue
                else:
                    pair = (sa[-1], sb[-1])
                if self._light_fits(sum(1 for t in pair if t < SHADOW)):
                    out.append(draw2_action(a, b))
        return out

    def option_actions(self) -> list[int]:
        """The options for the drawn light tile now (TQ-T1, TQ-V1)."""
        out: list[int] = []
        first = self.first_opt
        if first != OPT_PLACE:
            out.extend(PLACE_BASE + r for r in self.rows_with_room())
        if first != OPT_KEEP and self.can_keep(self.player):
            out.append(KEEP)
        if first != OPT_BOX and self.cfg.two_player_variant:
            out.append(BOX)
        return out

    def legal_actions(self) -> list[int]:
        """Integer codes of the legal decisions now."""
        phase = self.phase
        if phase == TURN:
            return self.draw_actions() + [TAKE_BASE + r for r in self.open_rows()]
        if phase == PLACE:
            return self.option_actions()
        if phase == TOWER:
            return [TOWER_BASE + t for t in range(N_TOWERS) if not self.used[t]]
        if phase == COUNT:
            n = len(self.down[self.player])
            return [COUNT_BASE + mask for mask in range(1 << n)]
        return []

    def observation(self, action: int, player: int) -> int:
        """What ``player`` learns, beyond the action itself, when the legal ``action`` is
        played now (0: nothing; a search keeps the positions after it apart by it): the
        tiles they draw (TQ-T1, TQ-V1) and a light tile another player places (TQ-H2), a
        tile ``t`` told as ``t + 1``, two drawn tiles as ``(first + 1) + 16 * (second +
        1)``."""
        if action < PLACE_BASE and self.player == player:
            code = 0
            for k, t in enumerate(self.draw_tiles(action)):
                code += (t + 1) << (4 * k)
            return code
        if PLACE_BASE <= action < KEEP and self.player != player:
            return self.pending[0] + 1
        return 0

    def scores(self) -> list[int]:
        """Points per player of what each holds now, counting the best choice of face-down
        light tiles until each player has decided (final once the game is over)."""
        from wolfpack.triqueta.scoring import score

        return score(self).points

    def tiles_everywhere(self) -> list[int]:
        """Every tile of the game wherever it is (towers, rows, hands, box, leftovers)."""
        out: list[int] = []
        for group in (self.stacks, self.rows, self.faceup, self.down, self.shadow):
            for x in group:
                out.extend(x)
        return out + self.pending + self.box + self.leftover

    # -- the rules -------------------------------------------------------------------------
    def apply(self, action: int, events: list[Event] | None = None) -> None:
        """Apply a legal action (not checked: use :meth:`legal_actions`)."""
        if action < DRAW2_BASE:
            self._draw([action], events)
        elif action < PLACE_BASE:
            a, b = draw2_stacks(action)
            self._draw([a, b], events)
        elif action < KEEP:
            self._option(OPT_PLACE, action - PLACE_BASE, events)
        elif action == KEEP:
            self._option(OPT_KEEP, -1, events)
        elif action == BOX:
            self._option(OPT_BOX, -1, events)
        elif action < TOWER_BASE:
            self._take(action - TAKE_BASE, events)
        elif action < COUNT_BASE:
            self._choose_tower(action - TOWER_BASE, events)
        else:
            self._count(count_indices(action), events)

    @implements("TQ-T1", "TQ-V1", "TQ-H2")
    def _draw(self, stacks: list[int], events: list[Event] | None) -> None:
        p = self.player
        drawn = [self.stack(s).pop() for s in stacks]
        if events is not None:
            kinds = [back(t) for t in drawn]
            if len(drawn) == 1:
                events.append(msg("tq.ev.draw", player=p, stack=stacks[0], kind=kinds[0]))
            else:
                a, b = stacks
                if a == b:
                    events.append(msg("tq.ev.draw2_same", player=p, a=a, kinds=kinds))
                else:
                    events.append(msg("tq.ev.draw2", player=p, a=a, b=b, kinds=kinds))
        self.pending = []
        self.first_opt = -1
        for t in drawn:
            if t >= SHADOW:
                self.shadow[p].append(t)
                if events is not None:
                    events.append(msg("tq.ev.shadow", player=p, count=len(self.shadow[p])))
            else:
                self.pending.append(t)
        if self.pending:
            self.phase = PLACE
        else:
            self._end_turn(events)

    @implements("TQ-T1", "TQ-T2", "TQ-V1")
    def _option(self, option: int, row: int, events: list[Event] | None) -> None:
        p = self.player
        tile = self.pending.pop(0)
        if option == OPT_PLACE:
            self.rows[row].append(tile)
            if events is not None:
                events.append(
                    msg(
                        "tq.ev.place",
                        player=p,
                        tile=TILE_CODES[tile],
                        row=row,
                        length=len(self.rows[row]),
                    )
                )
        elif option == OPT_KEEP:
            self.down[p].append(tile)
            if events is not None:
                events.append(msg("tq.ev.keep", player=p, kept=len(self.down[p])))
        else:
            self.box.append(tile)
            if events is not None:
                events.append(msg("tq.ev.box", player=p))
        if self.pending:
            self.first_opt = option
        else:
            self.first_opt = -1
            self._end_turn(events)

    @implements("TQ-T6", "TQ-T4", "TQ-T3", "TQ-V2")
    def _end_turn(self, events: list[Event] | None) -> None:
        """Pass the turn clockwise to the next player still in the round; the last player
        left keeps the turn (TQ-T4)."""
        self.phase = TURN
        n = self.cfg.players
        p = self.player
        for i in range(1, n + 1):
            q = (p + i) % n
            if self.active[q]:
                self.player = q
                break
        if events is not None:
            left = self.tower_size()
            if left == 0:
                events.append(msg("tq.ev.tower_empty"))
            elif left == 1 and self.cfg.two_player_variant:
                events.append(msg("tq.ev.one_left"))

    @implements("TQ-T1", "TQ-T4")
    def _take(self, row: int, events: list[Event] | None) -> None:
        p = self.player
        tiles = self.rows[row]
        self.faceup[p].extend(tiles)
        self.rows[row] = []
        self.row_open[row] = False
        self.active[p] = False
        if events is not None:
            from wolfpack.triqueta.scoring import public_points, tile_list

            events.append(msg("tq.ev.take", player=p, row=row, tiles=tile_list(tiles)))
            events.append(
                msg(
                    "tq.ev.running",
                    scores=[public_points(self, q) for q in range(self.cfg.players)],
                )
            )
        left = self.active_players()
        if not left:
            self._end_round(p, events)
            return
        n = self.cfg.players
        self.player = next(q for q in ((p + i) % n for i in range(1, n + 1)) if self.active[q])
        if events is not None and len(left) == 1:
            events.append(msg("tq.ev.alone", player=left[0]))
        if events is not None and self.tower_size() == 0:
            events.append(msg("tq.ev.tower_empty"))

    @implements("TQ-T4", "TQ-T5", "TQ-H3")
    def _end_round(self, taker: int, events: list[Event] | None) -> None:
        base = self.tower * N_STACKS
        gone = 0
        for st in self.stacks[base : base + N_STACKS]:
            gone += len(st)
            self.leftover.extend(st)
            st.clear()
        last = self.rnd == N_ROUNDS - 1
        moves = not last or self.cfg.components.final_start_marker == "moves"
        if moves:
            self.start = taker
        if events is not None:
            events.append(
                msg(
                    "tq.ev.round_end" if moves else "tq.ev.round_end_stays",
                    round=self.rnd + 1,
                    player=taker,
                    holder=self.start,
                    leftover=gone,
                )
            )
        if last:
            self._begin_count(events)
            return
        left = [t for t in range(N_TOWERS) if not self.used[t]]
        self.player = taker
        if len(left) == 1:
            self._start_round(left[0], taker, events, only=True)
        else:
            self.phase = TOWER

    def _choose_tower(self, tower: int, events: list[Event] | None) -> None:
        self._start_round(tower, self.player, events, only=False)

    @implements("TQ-T5", "TQ-T6", "TQ-C3", "TQ-S3")
    def _start_round(
        self, tower: int, chooser: int, events: list[Event] | None, only: bool
    ) -> None:
        n = self.cfg.players
        self.used[tower] = True
        self.tower = tower
        had_tree = self.tree[tower]
        if had_tree:
            self.tree[tower] = False
            self.trees[chooser] += 1
        self.rnd += 1
        self.rows = [[] for _ in range(n)]
        self.row_open = [True] * n
        self.active = [True] * n
        self.player = self.start
        self.phase = TURN
        if events is not None:
            events.append(
                msg(
                    "tq.ev.tower_only" if only else "tq.ev.tower",
                    player=chooser,
                    tower=tower,
                    round=self.rnd + 1,
                    trees=self.trees[chooser],
                )
            )
            events.append(
                msg(
                    "tq.ev.round_start",
                    round=self.rnd + 1,
                    player=self.start,
                    tiles=self.tower_size(),
                )
            )

    @implements("TQ-E1")
    def _begin_count(self, events: list[Event] | None) -> None:
        n = self.cfg.players
        for p in range(n):
            if not self.down[p]:
                self.choice[p] = ()
        if events is not None:
            events.append(msg("tq.ev.count_start"))
        self._next_count(events)

    def _next_count(self, events: list[Event] | None) -> None:
        n = self.cfg.players
        for i in range(n):
            q = (self.start + i) % n
            if self.choice[q] is None:
                self.player = q
                self.phase = COUNT
                return
        self.phase = OVER
        self.player = -1
        if events is not None:
            self._final_events(events)

    @implements("TQ-E1")
    def _count(self, indices: tuple[int, ...], events: list[Event] | None) -> None:
        self.choice[self.player] = indices
        if events is not None:
            events.append(msg("tq.ev.counted", player=self.player))
        self._next_count(events)

    def _final_events(self, events: list[Event]) -> None:
        from wolfpack.triqueta.scoring import score, tile_list

        for p in range(self.cfg.players):
            chosen = self.choice[p] or ()
            shown = [self.down[p][i] for i in chosen] + self.shadow[p]
            events.append(
                msg(
                    "tq.ev.reveal",
                    player=p,
                    tiles=tile_list(shown),
                    boxed=len(self.down[p]) - len(chosen),
                )
            )
        sc = score(self)
        winners = sc.winners
        key = "tq.ev.winner" if len(winners) == 1 else "tq.ev.shared"
        events.append(msg(key, scores=sc.points, players=winners, player=winners[0]))

    # -- fast random playouts --------------------------------------------------------------
    def playout(self, rng: _random.Random) -> int:
        """Play uniformly random legal decisions to the end; return how many were made.

        The rollout path search uses: no events, each decision uniform over
        :meth:`legal_actions`."""
        rand = rng.random
        n = 0
        while self.phase != OVER:
            acts = self.legal_actions()
            self.apply(acts[int(rand() * len(acts))])
            n += 1
        return n
