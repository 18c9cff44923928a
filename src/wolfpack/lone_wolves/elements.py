"""Lone Wolves decisions as board elements: what a board lights, and why the rest is dark.

Every decision is chosen by clicking elements of the board, each named ``kind:id``:

* ``play g6 swamp``: the card ``card:g6``, then the territory ``territory:swamp``;
* ``reveal 1`` / ``take 1``: the scar space ``scar:swamp:1`` of the territory where it
  happens;
* ``place swamp`` / ``place swamp+tundra``: the pack space ``pack:0:swamp`` of the player
  who places.

For the elements that cannot be chosen, the reason is the engine's own
(:func:`~wolfpack.lone_wolves.explain.why_illegal`). Also here: an element in words
(:func:`element_words`), a move in words, why a player waits, and which decisions show a
player something hidden (LW-H1..LW-H3).
"""

from __future__ import annotations

from collections.abc import Mapping

from wolfpack.core.explain import Explanation, msg
from wolfpack.lone_wolves.actions import (
    PLACE_BASE,
    REVEAL_BASE,
    TAKE_BASE,
    action_notation,
    play_action,
)
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    LOCATION_NAMES,
    N_LOCATIONS,
    N_TERR,
    TERRITORIES,
    location_name,
)
from wolfpack.lone_wolves.explain import why_illegal
from wolfpack.lone_wolves.state import PLACE, PLAY, REVEAL, TAKE, LWState, cards_of

_CARD_ELEMENTS = {("card", code) for code in CARD_CODES}
"""Every card's element, split at its colon (an element naming no card continues nothing)."""


def _decision_territory(state: LWState) -> int:
    """The territory of a reveal (the 3 just played) or a take (the loser's card)."""
    if state.phase == TAKE:
        return state.loser_terr
    return state.follow_terr if state.follow_card >= 0 else state.lead_terr


def elements(state: LWState, action: int) -> tuple[str, ...]:
    """The elements a legal ``action`` is chosen by, in click order."""
    if action < REVEAL_BASE:
        card, terr = divmod(action, N_TERR)
        return (f"card:{CARD_CODES[card]}", f"territory:{TERRITORIES[terr]}")
    if action < PLACE_BASE:
        base = REVEAL_BASE if action < TAKE_BASE else TAKE_BASE
        return (f"scar:{TERRITORIES[_decision_territory(state)]}:{action - base}",)
    return (f"pack:{state.player}:{location_name(action - PLACE_BASE)}",)


def refusals(
    state: LWState, prefix: tuple[str, ...], legal: list[int]
) -> Mapping[str, Explanation]:
    """Why the cards, territories, scar spaces or pack spaces that continue no legal move
    after ``prefix`` cannot be chosen, in the engine's words."""
    allowed = set(legal)
    out: dict[str, Explanation] = {}
    if state.phase == PLAY:
        plays = [divmod(a, N_TERR) for a in legal if a < REVEAL_BASE]
        if not prefix:
            some_terr = min(t for _, t in plays)
            playable = {c for c, _ in plays}
            for card in cards_of(state.hands[state.player]):
                if card not in playable:
                    text = f"play {CARD_CODES[card]} {TERRITORIES[some_terr]}"
                    out[f"card:{CARD_CODES[card]}"] = why_illegal(state, text)
        elif len(prefix) == 1 and prefix[0].partition(":")[::2] in _CARD_ELEMENTS:
            card = CARD_CODES.index(prefix[0].partition(":")[2])
            for terr, name in enumerate(TERRITORIES):
                action = play_action(card, terr)
                if action not in allowed:
                    out[f"territory:{name}"] = why_illegal(state, action_notation(action))
    elif state.phase in (REVEAL, TAKE) and not prefix:
        terr = _decision_territory(state)
        base = REVEAL_BASE if state.phase == REVEAL else TAKE_BASE
        for index in range(len(state.scar[terr])):
            if base + index not in allowed:
                element = f"scar:{TERRITORIES[terr]}:{index}"
                out[element] = why_illegal(state, action_notation(base + index))
    elif state.phase == PLACE and not prefix:
        for loc in range(N_LOCATIONS):
            action = PLACE_BASE + loc
            if action not in allowed and state.comp.location_caps[loc] > 0:
                element = f"pack:{state.player}:{LOCATION_NAMES[loc]}"
                out[element] = why_illegal(state, action_notation(action))
    return out


def element_words(state: LWState, element: str) -> Explanation | None:
    """A board element in words, as an answer key names what to click: a card ("Red 7"), a
    territory ("Swamp"), a scar space ("scar space 2 in the Swamp"), a pack space ("Player
    1's pack space in the Swamp"); None for an id the board never sends. (The words need
    no position: ``state`` is there for the registry's signature.)"""
    kind, _, rest = element.partition(":")
    first, _, second = rest.partition(":")
    if kind == "card" and rest in CARD_CODES:
        return msg("lw.element.card", card=rest)
    if kind == "territory" and rest in TERRITORIES:
        return msg("lw.element.territory", territory=rest)
    if kind == "scar" and first in TERRITORIES and second.isdigit():
        return msg("lw.element.scar", index=int(second), territory=first)
    if kind == "pack" and first in ("0", "1") and second in LOCATION_NAMES:
        return msg("lw.element.pack", player=int(first), location=second)
    return None


def describe(state: LWState, action: int) -> Explanation:
    """A legal decision in words: "Green 6 → Swamp", "take the scar from space 1"."""
    if action < REVEAL_BASE:
        card, terr = divmod(action, N_TERR)
        return msg("lw.move.play", card=CARD_CODES[card], territory=TERRITORIES[terr])
    name = TERRITORIES[_decision_territory(state)]
    if action < TAKE_BASE:
        return msg("lw.move.reveal", index=action - REVEAL_BASE, territory=name)
    if action < PLACE_BASE:
        return msg("lw.move.take", index=action - TAKE_BASE, territory=name)
    return msg("lw.move.place", location=location_name(action - PLACE_BASE))


def waiting(state: LWState, player: int | None) -> Explanation:
    """Why ``player`` decides nothing now: whose decision it is, and which."""
    mover = state.player
    if state.phase == PLAY:
        key = "lw.wait.follow" if state.lead_card >= 0 else "lw.wait.lead"
        return msg(key, player=mover)
    if state.phase == REVEAL:
        return msg("lw.wait.reveal", player=mover)
    if state.phase == TAKE:
        return msg("lw.wait.take", player=mover, territory=TERRITORIES[state.loser_terr])
    return msg("lw.wait.place", player=mover)


def reveals(state: LWState, action: int, player: int) -> bool:
    """Whether ``action`` in ``state`` shows ``player`` something hidden before: another
    player's card from the hand (LW-H1), a face-down scar turned up by a 3 (LW-H2), a
    face-down scar the player takes and looks at, or another player's scar laid face up."""
    mover = state.player
    if action < REVEAL_BASE:
        return mover != player
    if action < TAKE_BASE:
        return True
    if action < PLACE_BASE:
        index = action - TAKE_BASE
        return mover == player and not state.scar_up[state.loser_terr][index]
    return mover != player
