"""The Lone Wolves rules state: the fast path for play, search and random playouts.

Everything here works on small integers and flat lists (see :mod:`.components` and
:mod:`.actions`); a side of a territory is indexed ``player * 5 + territory`` and a pack
location ``player * 9 + location``. The readable API with explanations is
:class:`wolfpack.lone_wolves.game.LoneWolves`, built on this class.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass

from wolfpack.core.explain import Event, msg
from wolfpack.core.game import KeyedState
from wolfpack.core.rng import SeededRandom
from wolfpack.core.rules import implements
from wolfpack.lone_wolves.actions import PLACE_BASE, REVEAL_BASE, TAKE_BASE
from wolfpack.lone_wolves.components import (
    BOX_SIZE,
    BOX_WOLF,
    CARD_CODES,
    EFFECTS,
    FLIP_HONOR,
    HAND_SIZE,
    MAX_CARDS_PER_TERRITORY,
    N_CARDS,
    N_LOCATIONS,
    N_TERR,
    N_TRICKS,
    SCARS_PER_EFFECT,
    SUIT_LETTERS,
    TERRITORIES,
    Components,
    ResolvedComponents,
    location_name,
    location_territories,
)

PLAY, REVEAL, TAKE, PLACE, OVER = range(5)
PHASES = ("play", "reveal", "take", "place", "over")

_SUIT_MASK = tuple(0b111111 << (6 * s) for s in range(N_TERR))
# Cards of a 6-bit suit pattern: _SUIT_CARDS[s][pattern] is the list of card ints.
_SUIT_CARDS = tuple(
    tuple(tuple(6 * s + i for i in range(6) if pattern >> i & 1) for pattern in range(64))
    for s in range(N_TERR)
)
_ALL_TERRS = tuple(range(N_TERR))

TWO_TAKES_SEVEN = "two_takes_seven"
HIGHER_LED = "higher_led"
OFF_SUIT = "off_suit"
TRUMP = "trump"
HIGHER_TRUMP = "higher_trump"


def cards_of(mask: int) -> list[int]:
    """The cards of a hand bitmask, in card order."""
    out: list[int] = []
    for s in _ALL_TERRS:
        out.extend(_SUIT_CARDS[s][(mask >> (6 * s)) & 63])
    return out


@dataclass(frozen=True)
class Setup:
    """Everything chance decides before the first trick (LW-S1..S5), as in a record."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    box: tuple[int, ...]
    scars: tuple[tuple[tuple[int, bool], ...], ...]
    """Per territory, its scar spaces in order: (effect index, face up)."""
    unused_scars: tuple[int, ...]
    honor: tuple[tuple[int, int], ...]
    """Per territory: (index into the honor tokens, side up 0/1)."""
    leader: int


@implements("LW-S1", "LW-S2", "LW-S3", "LW-S4", "LW-S5", "LW-C3")
def deal(comp: ResolvedComponents, rng: SeededRandom, leader: int | None = None) -> Setup:
    """A random setup: scars on their spaces (face-up space first), honor tokens with random
    sides, 13 cards each and 4 to the box, and a random first leader unless given."""
    scars = [e for e in range(len(EFFECTS)) for _ in range(SCARS_PER_EFFECT)]
    rng.shuffle(scars)
    spaces: list[tuple[tuple[int, bool], ...]] = []
    pos = 0
    for t in range(N_TERR):
        n = comp.scar_spaces[t]
        spaces.append(tuple((scars[pos + i], i == 0) for i in range(n)))
        pos += n
    unused = tuple(scars[pos:])
    tokens = list(range(N_TERR))
    rng.shuffle(tokens)
    honor = tuple((tokens[t], rng.randbelow(2)) for t in range(N_TERR))
    cards = list(range(N_CARDS))
    rng.shuffle(cards)
    hands = (
        tuple(sorted(cards[:HAND_SIZE])),
        tuple(sorted(cards[HAND_SIZE : 2 * HAND_SIZE])),
    )
    box = tuple(cards[2 * HAND_SIZE : 2 * HAND_SIZE + BOX_SIZE])
    first = rng.randbelow(2) if leader is None else leader
    return Setup(hands, box, tuple(spaces), unused, honor, first)


class LWState(KeyedState):
    """A Lone Wolves position. Mutated only through :meth:`apply`; copy with :meth:`clone`."""

    __slots__ = (
        "blood",
        "box",
        "box_pos",
        "boxw",
        "comp",
        "count",
        "follow_card",
        "follow_terr",
        "hands",
        "held",
        "held_up",
        "honor_side",
        "honor_tok",
        "lead_card",
        "lead_terr",
        "leader",
        "lone",
        "loser",
        "loser_terr",
        "moon",
        "packs",
        "phase",
        "player",
        "scar",
        "scar_up",
        "scars_left",
        "tricks",
        "trump",
        "unused",
        "up",
        "winner",
    )

    comp: ResolvedComponents
    hands: list[int]
    up: list[list[int]]
    lone: list[list[int]]
    boxw: list[list[int]]
    count: list[int]
    scar: list[list[int]]
    scar_up: list[list[bool]]
    scars_left: list[int]
    packs: list[list[int]]
    honor_tok: list[int]
    honor_side: list[int]
    box: tuple[int, ...]
    box_pos: int
    unused: tuple[int, ...]
    moon: int
    blood: int
    trump: int
    leader: int
    player: int
    phase: int
    lead_card: int
    lead_terr: int
    follow_card: int
    follow_terr: int
    winner: int
    loser: int
    loser_terr: int
    held: int
    held_up: bool
    tricks: int

    @classmethod
    def new(
        cls,
        seed: int | None = None,
        variant: str = "standard",
        components: Components | None = None,
        leader: int | None = None,
    ) -> LWState:
        """A new game dealt from ``seed`` (a random seed when None)."""
        comp = (components or Components()).resolved(variant)
        if seed is None:
            seed = _random.SystemRandom().getrandbits(63)
        return cls.from_setup(comp, deal(comp, SeededRandom(seed), leader))

    @classmethod
    @implements("LW-S3")
    def from_setup(cls, comp: ResolvedComponents, setup: Setup) -> LWState:
        """The position before the first trick of a given setup."""
        s = cls.__new__(cls)
        s.comp = comp
        s.hands = [sum(1 << c for c in hand) for hand in setup.hands]
        s.up = [[] for _ in range(2 * N_TERR)]
        s.lone = [[] for _ in range(2 * N_TERR)]
        s.boxw = [[] for _ in range(2 * N_TERR)]
        s.count = [0] * N_TERR
        s.scar = [[e for e, _ in spaces] for spaces in setup.scars]
        s.scar_up = [[u for _, u in spaces] for spaces in setup.scars]
        s.scars_left = [len(spaces) for spaces in setup.scars]
        s.packs = [[] for _ in range(2 * N_LOCATIONS)]
        s.honor_tok = [tok for tok, _ in setup.honor]
        s.honor_side = [side for _, side in setup.honor]
        s.box = setup.box
        s.box_pos = 0
        s.unused = setup.unused_scars
        s.moon = s.blood = s.trump = -1
        s.leader = s.player = setup.leader
        s.phase = PLAY
        s.lead_card = s.lead_terr = s.follow_card = s.follow_terr = -1
        s.winner = s.loser = s.loser_terr = s.held = -1
        s.held_up = False
        s.tricks = 0
        return s

    def clone(self) -> LWState:
        """An independent copy."""
        s = LWState.__new__(LWState)
        s.comp = self.comp
        s.hands = self.hands[:]
        s.up = [x[:] for x in self.up]
        s.lone = [x[:] for x in self.lone]
        s.boxw = [x[:] for x in self.boxw]
        s.count = self.count[:]
        s.scar = [x[:] for x in self.scar]
        s.scar_up = [x[:] for x in self.scar_up]
        s.scars_left = self.scars_left[:]
        s.packs = [x[:] for x in self.packs]
        s.honor_tok = self.honor_tok[:]
        s.honor_side = self.honor_side[:]
        s.box = self.box
        s.box_pos = self.box_pos
        s.unused = self.unused
        s.moon = self.moon
        s.blood = self.blood
        s.trump = self.trump
        s.leader = self.leader
        s.player = self.player
        s.phase = self.phase
        s.lead_card = self.lead_card
        s.lead_terr = self.lead_terr
        s.follow_card = self.follow_card
        s.follow_terr = self.follow_terr
        s.winner = self.winner
        s.loser = self.loser
        s.loser_terr = self.loser_terr
        s.held = self.held
        s.held_up = self.held_up
        s.tricks = self.tricks
        return s

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position, as a hashable value (equality, tables)."""
        return (
            tuple(self.hands),
            tuple(map(tuple, self.up)),
            tuple(map(tuple, self.lone)),
            tuple(map(tuple, self.boxw)),
            tuple(self.count),
            tuple(map(tuple, self.scar)),
            tuple(map(tuple, self.scar_up)),
            tuple(self.scars_left),
            tuple(map(tuple, self.packs)),
            tuple(self.honor_tok),
            tuple(self.honor_side),
            self.box,
            self.box_pos,
            self.unused,
            self.moon,
            self.blood,
            self.trump,
            self.leader,
            self.player,
            self.phase,
            self.lead_card,
            self.lead_terr,
            self.follow_card,
            self.follow_terr,
            self.winner,
            self.loser,
            self.loser_terr,
            self.held,
            self.held_up,
            self.tricks,
            self.comp,
        )

    # -- queries ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        """The player to decide now, or -1 when the game is over."""
        return -1 if self.phase == OVER else self.player

    def is_terminal(self) -> bool:
        """Whether all 13 tricks are done (LW-E1)."""
        return self.phase == OVER

    def hand(self, player: int) -> list[int]:
        """A player's cards, in card order."""
        return cards_of(self.hands[player])

    def open_territories(self) -> list[int]:
        """Territories that can take another card (LW-T3)."""
        count = self.count
        return [t for t in _ALL_TERRS if count[t] < MAX_CARDS_PER_TERRITORY]

    def playable_cards(self) -> list[int]:
        """Cards the player to move may play now: all when leading, else the led suit if
        held, otherwise all (LW-T1, LW-T2)."""
        hand = self.hands[self.player]
        if self.lead_card >= 0:
            s = self.lead_card // 6
            suited = (hand >> (6 * s)) & 63
            if suited:
                return list(_SUIT_CARDS[s][suited])
        return cards_of(hand)

    def free_locations(self, player: int) -> list[int]:
        """Pack locations with an empty space for ``player`` (LW-T9)."""
        caps = self.comp.location_caps
        packs = self.packs
        base = player * N_LOCATIONS
        return [loc for loc in range(N_LOCATIONS) if len(packs[base + loc]) < caps[loc]]

    def legal_actions(self) -> list[int]:
        """Integer codes of the legal decisions now."""
        phase = self.phase
        if phase == PLAY:
            terrs = self.open_territories()
            return [c * 5 + t for c in self.playable_cards() for t in terrs]
        if phase == REVEAL:
            t = self.follow_terr if self.follow_card >= 0 else self.lead_terr
            ups = self.scar_up[t]
            return [REVEAL_BASE + i for i, e in enumerate(self.scar[t]) if e >= 0 and not ups[i]]
        if phase == TAKE:
            return [TAKE_BASE + i for i, e in enumerate(self.scar[self.loser_terr]) if e >= 0]
        if phase == PLACE:
            return [PLACE_BASE + loc for loc in self.free_locations(self.player)]
        return []

    def scores(self) -> list[int]:
        """Points per player as the board stands (final once the game is over)."""
        from wolfpack.lone_wolves.scoring import score

        return score(self).points

    def trick_winner(self, lead_card: int, follow_card: int) -> tuple[int, str]:
        """Who wins a trick (0 = the leader, 1 = the follower) and why (LW-T5, LW-T6)."""
        ls, fs = lead_card // 6, follow_card // 6
        if ls == fs:
            lv, fv = lead_card % 6, follow_card % 6
            if lv == 0 and fv == 5:
                return 0, TWO_TAKES_SEVEN
            if lv == 5 and fv == 0:
                return 1, TWO_TAKES_SEVEN
            reason = HIGHER_TRUMP if ls == self.trump else HIGHER_LED
            return (0 if lv > fv else 1), reason
        if fs == self.trump:
            return 1, TRUMP
        return 0, (TRUMP if ls == self.trump else OFF_SUIT)

    # -- the rules -------------------------------------------------------------------------
    def apply(self, action: int, events: list[Event] | None = None) -> None:
        """Apply a legal action (not checked: use :meth:`legal_actions`)."""
        if action < REVEAL_BASE:
            self._play(action // 5, action % 5, events)
        elif action < TAKE_BASE:
            self._reveal(action - REVEAL_BASE, events)
        elif action < PLACE_BASE:
            self._take(action - TAKE_BASE, events)
        else:
            self._place(action - PLACE_BASE, events)

    @implements("LW-T1", "LW-T2", "LW-T3", "LW-T4")
    def _play(self, card: int, terr: int, events: list[Event] | None) -> None:
        p = self.player
        self.hands[p] ^= 1 << card
        self.up[p * 5 + terr].append(card)
        self.count[terr] += 1
        leading = self.lead_card < 0
        if leading:
            self.lead_card, self.lead_terr = card, terr
        else:
            self.follow_card, self.follow_terr = card, terr
        if events is not None:
            code, where = CARD_CODES[card], TERRITORIES[terr]
            if leading:
                events.append(msg("lw.ev.lead", player=p, card=code, territory=where))
            elif card // 6 == self.lead_card // 6:
                events.append(msg("lw.ev.follow", player=p, card=code, territory=where))
            else:  # (LW-T2: no card of the led suit in hand)
                led = CARD_CODES[self.lead_card][0]
                events.append(
                    msg("lw.ev.follow_other", player=p, led=led, card=code, territory=where)
                )
        if card % 6 == 1:  # a 3: reveal a face-down scar there, if any (LW-T4)
            ups = self.scar_up[terr]
            if any(e >= 0 and not ups[i] for i, e in enumerate(self.scar[terr])):
                self.phase = REVEAL
                return
            if events is not None:
                events.append(msg("lw.ev.three_nothing", player=p, territory=TERRITORIES[terr]))
        self._after_card(events)

    def _after_card(self, events: list[Event] | None) -> None:
        if self.follow_card < 0:
            self.player ^= 1
            self.phase = PLAY
        else:
            self._resolve(events)

    @implements("LW-T4")
    def _reveal(self, index: int, events: list[Event] | None) -> None:
        terr = self.follow_terr if self.follow_card >= 0 else self.lead_terr
        self.scar_up[terr][index] = True
        if events is not None:
            events.append(
                msg(
                    "lw.ev.reveal",
                    player=self.player,
                    territory=TERRITORIES[terr],
                    index=index,
                    effect=EFFECTS[self.scar[terr][index]],
                )
            )
        self._after_card(events)

    @implements("LW-T5", "LW-T6", "LW-T7", "LW-T8")
    def _resolve(self, events: list[Event] | None) -> None:
        leader = self.leader
        who, reason = self.trick_winner(self.lead_card, self.follow_card)
        winner = leader ^ who
        loser = winner ^ 1
        lcard, lterr = (
            (self.follow_card, self.follow_terr) if who == 0 else (self.lead_card, self.lead_terr)
        )
        # The loser's card is the last one put on their side of that territory.
        self.up[loser * 5 + lterr].pop()
        self.lone[loser * 5 + lterr].append(lcard)
        self.winner, self.loser, self.loser_terr = winner, loser, lterr
        if events is not None:
            wcard = self.lead_card if who == 0 else self.follow_card
            events.append(
                msg(
                    "lw.ev.win_" + reason,
                    player=winner,
                    card=CARD_CODES[wcard],
                    other=CARD_CODES[lcard],
                    led=CARD_CODES[self.lead_card][0],
                    trump=CARD_CODES[self.trump * 6][0] if self.trump >= 0 else None,
                )
            )
            events.append(
                msg(
                    "lw.ev.lone_wolf",
                    player=loser,
                    card=CARD_CODES[lcard],
                    territory=TERRITORIES[lterr],
                )
            )
        if self.scars_left[lterr]:
            self.phase = TAKE
            self.player = loser
        else:
            if events is not None:
                events.append(msg("lw.ev.no_scar", player=loser, territory=TERRITORIES[lterr]))
            self._end_trick(events)

    @implements("LW-T8")
    def _take(self, index: int, events: list[Event] | None) -> None:
        terr = self.loser_terr
        self.held = self.scar[terr][index]
        was_up = self.held_up = self.scar_up[terr][index]
        self.scar[terr][index] = -1
        self.scar_up[terr][index] = False
        self.scars_left[terr] -= 1
        self.phase = PLACE
        if events is not None:
            events.append(
                msg(
                    "lw.ev.take_up" if was_up else "lw.ev.take_down",
                    player=self.player,
                    territory=TERRITORIES[terr],
                    index=index,
                    effect=EFFECTS[self.held] if was_up else None,
                )
            )

    @implements("LW-T9", "LW-C3")
    def _place(self, loc: int, events: list[Event] | None) -> None:
        p = self.player
        eff = self.held
        self.packs[p * N_LOCATIONS + loc].append(eff)
        self.held = -1
        if events is not None:
            events.append(
                msg("lw.ev.place", player=p, location=location_name(loc), effect=EFFECTS[eff])
            )
        if eff == BOX_WOLF:
            for t in location_territories(loc):
                if self.count[t] >= MAX_CARDS_PER_TERRITORY:
                    if events is not None:
                        events.append(
                            msg("lw.ev.box_wolf_full", player=p, territory=TERRITORIES[t])
                        )
                elif self.box_pos >= len(self.box):
                    if events is not None:
                        events.append(
                            msg("lw.ev.box_wolf_empty", player=p, territory=TERRITORIES[t])
                        )
                else:
                    self.boxw[p * 5 + t].append(self.box[self.box_pos])
                    self.box_pos += 1
                    self.count[t] += 1
                    if events is not None:
                        events.append(msg("lw.ev.box_wolf", player=p, territory=TERRITORIES[t]))
        elif eff == FLIP_HONOR:
            for t in location_territories(loc):
                self.honor_side[t] ^= 1
                if events is not None:
                    a, b = self.comp.honor_tokens[self.honor_tok[t]]
                    value = b if self.honor_side[t] else a
                    events.append(msg("lw.ev.flip_honor", territory=TERRITORIES[t], value=value))
        # Taking the scar emptied its territory iff none is left now (a take needs one).
        if self.scars_left[self.loser_terr] == 0:
            self._moons(self.loser_terr, events)
        self._end_trick(events)

    @implements("LW-T10", "LW-T11")
    def _moons(self, terr: int, events: list[Event] | None) -> None:
        """After the scar is placed: the first territory emptied of scars gets the Moon and
        its colour becomes trump; the second gets the Blood Moon and replaces it."""
        if self.moon < 0:
            self.moon = self.trump = terr
            if events is not None:
                events.append(
                    msg("lw.ev.moon", territory=TERRITORIES[terr], suit=SUIT_LETTERS[terr])
                )
        elif self.blood < 0:
            old = self.trump
            self.blood = self.trump = terr
            if events is not None:
                events.append(
                    msg(
                        "lw.ev.blood_moon",
                        territory=TERRITORIES[terr],
                        suit=SUIT_LETTERS[terr],
                        old=SUIT_LETTERS[old],
                    )
                )
        elif events is not None:
            events.append(msg("lw.ev.emptied_late", territory=TERRITORIES[terr]))

    @implements("LW-T7", "LW-E1")
    def _end_trick(self, events: list[Event] | None) -> None:
        self.tricks += 1
        self.leader = self.player = self.winner
        self.lead_card = self.lead_terr = self.follow_card = self.follow_terr = -1
        self.winner = self.loser = self.loser_terr = -1
        if self.tricks >= N_TRICKS:
            self.phase = OVER
            if events is not None:
                events.append(msg("lw.ev.game_over"))
        else:
            self.phase = PLAY
            if events is not None:
                events.append(msg("lw.ev.next_lead", player=self.leader, trick=self.tricks + 1))

    # -- fast random playouts --------------------------------------------------------------
    def playout(self, rng: _random.Random) -> int:
        """Play uniformly random legal decisions to the end; return how many were made.

        This is the rollout path search uses: no events, no legality checks beyond the
        rules themselves. Each decision is uniform over :meth:`legal_actions`.
        """
        rand = rng.random
        n = 0
        while self.phase != OVER:
            phase = self.phase
            if phase == PLAY:
                cards = self.playable_cards()
                terrs = self.open_territories()
                card = cards[int(rand() * len(cards))]
                terr = terrs[int(rand() * len(terrs))]
                self._play(card, terr, None)
            else:
                acts = self.legal_actions()
                a = acts[int(rand() * len(acts))]
                if phase == REVEAL:
                    self._reveal(a - REVEAL_BASE, None)
                elif phase == TAKE:
                    self._take(a - TAKE_BASE, None)
                else:
                    self._place(a - PLACE_BASE, None)
            n += 1
        return n
