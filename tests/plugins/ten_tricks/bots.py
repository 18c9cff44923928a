"""Ten Tricks for the package's bots: information sets, outcomes, playouts, a rule-based
policy and the coach's words, named by the game's registration so that the heuristic bot,
the ISMCTS search, the levels and the hints play it.

An information set keeps what its player knows (their hand, the marker, every card played)
and deals the five cards they cannot see (the other hand and the hidden card) at random
(TT-H1): a sample never depends on which of them is which.
"""

from __future__ import annotations

import random
from typing import Any

from ten_tricks.state import CARDS, TTState, beats, is_trump
from wolfpack.bots.adapters import (
    PolicyAdapter,
    StateInfoSet,
    shared_outcome,
    value_message,
)
from wolfpack.bots.levels import Tuning
from wolfpack.core.explain import Explanation, msg


class InfoSet(StateInfoSet):
    """What ``player`` knows of a position; :meth:`sample` deals the rest."""

    def __init__(self, state: TTState, player: int) -> None:
        super().__init__(state, player)
        self._base = state.clone()
        self._other = 1 - player
        self._size = len(state.hands[self._other])
        seen = {*state.hands[player], state.marker, *state.table, *state.won[0], *state.won[1]}
        self._unseen = [] if state.is_terminal() else [c for c in CARDS if c not in seen]

    def sample(self, rng: random.Random) -> TTState:
        """A full position agreeing with everything the player knows."""
        s = self._base.clone()
        if self._unseen:
            cards = self._unseen[:]
            rng.shuffle(cards)
            s.hands[self._other] = sorted(cards[: self._size])
            s.hidden = cards[self._size]
        return s


def strength(card: int, marker: int) -> tuple[bool, int]:
    """How strong a card is in a trick: trumps above the rest, then by number."""
    return is_trump(card, marker), card


def heuristic(state: TTState, player: int, rng: random.Random) -> int:
    """Follow with the cheapest card that wins the trick, or the weakest card when none
    does; lead the weakest card (TT-T3)."""
    hand = state.hands[player]
    weakest = min(hand, key=lambda c: strength(c, state.marker))
    if state.table:
        winners = [c for c in hand if beats(c, state.table[0], state.marker)]
        if winners:
            return min(winners, key=lambda c: strength(c, state.marker)) - 1
    return weakest - 1


def explain_hint(det: Any, action: int, notes: tuple[Explanation, ...]) -> Explanation:
    """A suggested card in words: what it does to the trick (the trick is public)."""
    state: TTState = det.sample(random.Random(0))
    card = action + 1
    if not state.table:
        return msg("tt.hint.lead", notes, card=card)
    lead = state.table[0]
    key = "tt.hint.follow_win" if beats(card, lead, state.marker) else "tt.hint.follow_lose"
    return msg(key, notes, card=card, lead=lead)


class TenTricksAdapter(PolicyAdapter):
    """Ten Tricks for the bots: :class:`InfoSet`, the final score (a draw shared),
    :meth:`TTState.playout`, :func:`heuristic` and hints in words."""

    game_id = "ten-tricks"
    n_players = 2
    info_class = InfoSet
    policy = staticmethod(heuristic)

    def outcome(self, state: Any) -> tuple[list[float], list[float]]:
        """1 for the winner, 0.5 each on a draw; and the point margins (TT-E3)."""
        return shared_outcome(state.scores())

    def explain(
        self, det: Any, action: int, notes: tuple[Explanation, ...], state: Any = None
    ) -> Explanation:
        """:func:`explain_hint`."""
        return explain_hint(det, action, notes)

    def value_note(self, n: int, margin: float, win_rate: float) -> Explanation:
        """The search's simulated games, in the bots' shared words."""
        return value_message("bot.hint.value", n, margin, win_rate)

    def principle(self, det: Any) -> Explanation:
        """What matters when the search cannot tell the cards apart."""
        return msg("tt.hint.principle")


ADAPTER = TenTricksAdapter()
"""Ten Tricks' bot adapter."""

TUNING = {"hard": Tuning(heuristic=0.5), "expert": Tuning(heuristic=1.0)}
"""The levels' tuning here: the harder levels roll out partly or wholly by the policy."""
