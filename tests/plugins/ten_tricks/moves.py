"""Ten Tricks decisions: their notation (``"play 7"``), why each is legal or not, the board
element it is clicked by (``card:7``), and what each player may learn from it.

Every reason is worded from what the player to move knows: a card that is not theirs is
"not in your hand" whether the other player holds it or it is the hidden card (TT-H1).
"""

from __future__ import annotations

from collections.abc import Mapping

from ten_tricks.state import CARDS, TTState, beats, is_trump
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.rules import implements


def notation(action: int) -> str:
    """``"play 7"`` for the action playing the 7."""
    return f"play {action + 1}"


def parse(text: str) -> int | None:
    """The action ``text`` names (``"play 7"``), or None."""
    verb, _, card = text.strip().partition(" ")
    if verb != "play" or not card.isdigit() or int(card) not in CARDS:
        return None
    return int(card) - 1


def _trump_note(state: TTState, card: int) -> tuple[Explanation, ...]:
    return (msg("tt.note.trump", marker=state.marker),) if is_trump(card, state.marker) else ()


def why_legal(state: TTState, action: int) -> Explanation:
    """Why playing the card is allowed, and what it does to the trick (TT-T1..TT-T3)."""
    card = action + 1
    notes = _trump_note(state, card)
    if not state.table:
        return msg("tt.why.lead", notes, card=card, trick=state.trick)
    lead = state.table[0]
    key = "tt.why.follow_wins" if beats(card, lead, state.marker) else "tt.why.follow_loses"
    return msg(key, notes, card=card, lead=lead)


def _played(state: TTState, card: int) -> bool:
    return card in state.table or any(card in won for won in state.won)


@implements("TT-H1")
def why_illegal(state: TTState, text: str, action: int | None) -> Explanation:
    """Why ``text`` may not be played now, in words that hide what the player may not see."""
    if state.is_terminal():
        return msg("tt.no.over")
    if action is None:
        return msg("tt.no.notation")
    card = action + 1
    if card == state.marker:
        return msg("tt.no.marker", card=card)
    if _played(state, card):
        return msg("tt.no.played", card=card)
    return msg("tt.no.not_yours", card=card)


def elements(state: TTState, action: int) -> tuple[str, ...]:
    """A card is played by clicking it: ``("card:7",)``."""
    return (f"card:{action + 1}",)


def refusals(
    state: TTState, prefix: tuple[str, ...], legal: list[int]
) -> Mapping[str, Explanation]:
    """Why each card the player to move may not click cannot be played."""
    if prefix:
        return {}
    return {
        f"card:{c}": why_illegal(state, notation(c - 1), c - 1) for c in CARDS if c - 1 not in legal
    }


def waiting(state: TTState, player: int | None) -> Explanation:
    """Whose card is awaited: the lead or the answer to it."""
    key = "tt.wait.lead" if not state.table else "tt.wait.follow"
    return msg(key, player=state.to_move)


def describe(state: TTState, action: int) -> Explanation:
    """``"play the 7"``: every card played is shown to both players."""
    return msg("tt.move.play", card=action + 1)


def reveals(state: TTState, action: int, player: int) -> bool:
    """A card played shows it to the other player; the last one shows the hidden card to
    both (TT-E3, TT-H1)."""
    if player != state.to_move:
        return True
    after = state.clone()
    after.apply(action)
    return after.is_terminal()
