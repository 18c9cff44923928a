"""The Ten Tricks rules state: the fast path for play, search and random playouts.

Cards are the numbers 1 to 10; an action plays card ``action + 1`` from the hand of the
player to move. The readable API with explanations is
:class:`ten_tricks.game.TenTricks`, built on this class.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from wolfpack.core.explain import Event, msg
from wolfpack.core.game import KeyedState
from wolfpack.core.rng import SeededRandom
from wolfpack.core.rules import implements

CARDS = tuple(range(1, 11))
"""The ten cards (TT-C1)."""
HAND = 4
"""Cards dealt to each player (TT-S1)."""
TRICKS = 4
"""Tricks in a game: every card in the hands is played (TT-E3)."""
BONUS = 2
"""The points the trick holding the bonus card adds (TT-E2)."""
PLAYERS = 2


@dataclass(frozen=True)
class Setup:
    """Everything the shuffle decides (TT-S1), as a record holds it."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """Each player's four cards, in order."""
    marker: int
    """The card turned face up: its parity makes the trumps (TT-T2)."""
    hidden: int
    """The card nobody sees until the end (TT-E2, TT-H1)."""


@implements("TT-C1", "TT-S1")
def deal(rng: SeededRandom) -> Setup:
    """Shuffle the ten cards: four to each player, one face up (the marker), one face down
    (the hidden card)."""
    cards = list(CARDS)
    rng.shuffle(cards)
    hands = (tuple(sorted(cards[:HAND])), tuple(sorted(cards[HAND : 2 * HAND])))
    return Setup(hands, cards[8], cards[9])


def bonus_card(hidden: int) -> int:
    """The card one above the hidden card (the 1 above the 10): its trick scores the bonus
    (TT-E2)."""
    return hidden % 10 + 1


@implements("TT-T2")
def is_trump(card: int, marker: int) -> bool:
    """Whether ``card`` is a trump: odd like an odd marker, or even like an even one."""
    return card % 2 == marker % 2


@implements("TT-T3")
def beats(card: int, other: int, marker: int) -> bool:
    """Whether ``card`` beats ``other`` in a trick: a trump beats a card that is not one;
    otherwise the higher card wins."""
    if is_trump(card, marker) != is_trump(other, marker):
        return is_trump(card, marker)
    return card > other


class TTState(KeyedState):
    """A Ten Tricks position. Mutated only through :meth:`apply`; copy with :meth:`clone`."""

    __slots__ = ("hands", "hidden", "leader", "marker", "table", "tricks", "won")

    hands: list[list[int]]
    marker: int
    hidden: int
    leader: int
    table: list[int]
    won: list[list[int]]
    tricks: list[int]

    @classmethod
    def from_setup(cls, setup: Setup) -> TTState:
        """The position before the first lead (Player 1 leads, TT-S1)."""
        s = cls.__new__(cls)
        s.hands = [sorted(h) for h in setup.hands]
        s.marker = setup.marker
        s.hidden = setup.hidden
        s.leader = 0
        s.table = []
        s.won = [[], []]
        s.tricks = [0, 0]
        return s

    def clone(self) -> TTState:
        """An independent copy."""
        s = TTState.__new__(TTState)
        s.hands = [h[:] for h in self.hands]
        s.marker = self.marker
        s.hidden = self.hidden
        s.leader = self.leader
        s.table = self.table[:]
        s.won = [w[:] for w in self.won]
        s.tricks = self.tricks[:]
        return s

    def key(self) -> tuple[object, ...]:
        """Everything that defines the position."""
        return (
            tuple(map(tuple, self.hands)),
            self.marker,
            self.hidden,
            self.leader,
            tuple(self.table),
            tuple(map(tuple, self.won)),
            tuple(self.tricks),
        )

    @property
    def to_move(self) -> int:
        """The leader, then the other player; -1 once every card is played."""
        if self.is_terminal():
            return -1
        return self.leader if not self.table else 1 - self.leader

    @property
    def trick(self) -> int:
        """The trick being played (0-based)."""
        return sum(self.tricks)

    def is_terminal(self) -> bool:
        """Whether all four tricks are played (TT-E3)."""
        return not self.hands[0] and not self.hands[1]

    @implements("TT-T1")
    def legal_actions(self) -> list[int]:
        """Any card of the hand of the player to move."""
        p = self.to_move
        return [] if p < 0 else [c - 1 for c in self.hands[p]]

    @implements("TT-T3", "TT-T4")
    def apply(self, action: int, events: list[Event] | None = None) -> None:
        """Play card ``action + 1``; the second card of a trick decides it (TT-T3, TT-T4)."""
        p = self.to_move
        card = action + 1
        self.hands[p].remove(card)
        self.table.append(card)
        if len(self.table) < 2:
            return
        lead, follow = self.table
        winner = 1 - self.leader if beats(follow, lead, self.marker) else self.leader
        trick = self.trick
        self.won[winner] += self.table
        self.tricks[winner] += 1
        self.table = []
        self.leader = winner
        if events is None:
            return
        best = max(lead, follow, key=lambda c: (is_trump(c, self.marker), c))
        events.append(msg("tt.ev.trick", player=winner, trick=trick, card=best))
        if self.is_terminal():
            events.extend(final_events(self))

    @implements("TT-E1", "TT-E2")
    def scores(self) -> list[int]:
        """A point per trick won, and the bonus to the player whose tricks hold the card
        one above the hidden card."""
        bonus = bonus_card(self.hidden)
        return [self.tricks[p] + (BONUS if bonus in self.won[p] else 0) for p in range(2)]

    @implements("TT-E3")
    def winners(self) -> list[int]:
        """The player with the most points, or both on a tie (a draw)."""
        sc = self.scores()
        return [p for p in range(2) if sc[p] == max(sc)]

    def playout(self, rng: random.Random) -> None:
        """Uniformly random cards to the end."""
        while not self.is_terminal():
            hand = self.hands[self.to_move]
            self.apply(hand[rng.randrange(len(hand))] - 1)


def final_events(state: TTState) -> list[Event]:
    """The end: the hidden card shown, who scored the bonus, and the result (TT-E2, TT-E3)."""
    bonus = bonus_card(state.hidden)
    taker = next((p for p in range(2) if bonus in state.won[p]), None)
    out = [
        msg("tt.ev.hidden", card=state.hidden, bonus=bonus)
        if taker is None
        else msg("tt.ev.hidden_bonus", card=state.hidden, bonus=bonus, player=taker)
    ]
    sc = state.scores()
    top = state.winners()
    if len(top) == 1:
        out.append(msg("tt.ev.winner", player=top[0], points=sc[top[0]], other=sc[1 - top[0]]))
    else:
        out.append(msg("tt.ev.draw", points=sc[0]))
    return out
