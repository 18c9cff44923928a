"""Why a Lone Wolves decision is legal, or why it is not, as explanations citing rule ids.

The checks run as a cascade in the order of the rules (as OpenSpiel's Hearts builds its
legal moves): the first check that refuses a move is exactly the reason a learner needs.
"""

from __future__ import annotations

from wolfpack.core.explain import Explanation, msg
from wolfpack.lone_wolves.actions import (
    PLACE_BASE,
    REVEAL_BASE,
    TAKE_BASE,
    parse_action,
)
from wolfpack.lone_wolves.components import (
    BORDERS,
    BOX_WOLF,
    CARD_CODES,
    EFFECTS,
    FLIP_HONOR,
    MAX_CARDS_PER_TERRITORY,
    N_LOCATIONS,
    N_TERR,
    SUIT_LETTERS,
    TERRITORIES,
    location_name,
    location_territories,
)
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, LWState, cards_of


def _reveal_territory(state: LWState) -> int:
    return state.follow_terr if state.follow_card >= 0 else state.lead_terr


def _face_down(state: LWState, terr: int) -> int:
    ups = state.scar_up[terr]
    return sum(1 for i, e in enumerate(state.scar[terr]) if e >= 0 and not ups[i])


def _play_notes(
    state: LWState, card: int, terr: int, cache: dict[int, tuple[Explanation, ...]] | None
) -> tuple[Explanation, ...]:
    if card % 6 == 1:
        down = _face_down(state, terr)
        if down:
            return (msg("lw.note.three", down=down), *_card_notes(state, card, None))
    return _card_notes(state, card, cache)


def _card_notes(
    state: LWState, card: int, cache: dict[int, tuple[Explanation, ...]] | None
) -> tuple[Explanation, ...]:
    """What a card would do in the trick (the same in every territory)."""
    if cache is not None and card in cache:
        return cache[card]
    notes: list[Explanation] = []
    if state.lead_card >= 0:
        lead = state.lead_card
        who, reason = state.trick_winner(lead, card)
        if reason == "two_takes_seven":
            notes.append(msg("lw.note.two_takes_seven"))
        notes.append(
            msg("lw.note.would_win" if who == 1 else "lw.note.would_lose", other=CARD_CODES[lead])
        )
    if state.trump >= 0:
        notes.append(msg("lw.note.trump", suit=SUIT_LETTERS[state.trump]))
    out = tuple(notes)
    if cache is not None:
        cache[card] = out
    return out


def _take_notes(state: LWState, terr: int) -> tuple[Explanation, ...]:
    if state.scars_left[terr] != 1:
        return ()
    if state.moon < 0:
        return (msg("lw.note.moon_next", suit=SUIT_LETTERS[terr]),)
    if state.blood < 0:
        return (msg("lw.note.blood_next", suit=SUIT_LETTERS[terr], old=SUIT_LETTERS[state.trump]),)
    return ()


def _place_notes(state: LWState, loc: int) -> tuple[Explanation, ...]:
    notes: list[Explanation] = []
    for t in location_territories(loc):
        if state.held == BOX_WOLF:
            notes.append(msg("lw.note.box_wolf", territory=TERRITORIES[t]))
        elif state.held == FLIP_HONOR:
            a, b = state.comp.honor_tokens[state.honor_tok[t]]
            old, new = (b, a) if state.honor_side[t] else (a, b)
            notes.append(msg("lw.note.flip_honor", territory=TERRITORIES[t], old=old, new=new))
    return tuple(notes)


def why_legal_all(state: LWState, actions: list[int]) -> list[Explanation]:
    """:func:`why_legal` for many actions of one state, sharing the work between them."""
    cache: dict[int, tuple[Explanation, ...]] = {}
    return [why_legal(state, a, cache) for a in actions]


def why_legal(
    state: LWState, action: int, cache: dict[int, tuple[Explanation, ...]] | None = None
) -> Explanation:
    """Why ``action`` (legal in ``state``) is allowed, with notes on what it will do."""
    if action < REVEAL_BASE:
        card, terr = divmod(action, N_TERR)
        params = {
            "card": CARD_CODES[card],
            "territory": TERRITORIES[terr],
            "count": state.count[terr],
        }
        notes = _play_notes(state, card, terr, cache)
        if state.lead_card < 0:
            return msg("lw.why.lead", notes, **params)
        led = state.lead_card // 6
        key = "lw.why.follow_suit" if card // 6 == led else "lw.why.follow_free"
        return msg(key, notes, led=SUIT_LETTERS[led], **params)
    if action < TAKE_BASE:
        terr = _reveal_territory(state)
        return msg("lw.why.reveal", index=action - REVEAL_BASE, territory=TERRITORIES[terr])
    if action < PLACE_BASE:
        terr = state.loser_terr
        i = action - TAKE_BASE
        notes = _take_notes(state, terr)
        if state.scar_up[terr][i]:
            eff = EFFECTS[state.scar[terr][i]]
            return msg("lw.why.take_up", notes, territory=TERRITORIES[terr], index=i, effect=eff)
        return msg("lw.why.take_down", notes, territory=TERRITORIES[terr], index=i)
    loc = action - PLACE_BASE
    notes = _place_notes(state, loc)
    if loc >= N_TERR:
        return msg("lw.why.place_border", notes, location=location_name(loc))
    free = state.comp.location_caps[loc] - len(state.packs[state.player * N_LOCATIONS + loc])
    return msg("lw.why.place", notes, location=location_name(loc), free=free)


def _expected(state: LWState) -> Explanation:
    if state.phase == PLAY:
        return msg("lw.no.expect_play", player=state.player)
    if state.phase == REVEAL:
        return msg("lw.no.expect_reveal")
    if state.phase == TAKE:
        return msg("lw.no.expect_take", territory=TERRITORIES[state.loser_terr])
    return msg("lw.no.expect_place")


def why_illegal(state: LWState, text: str, action: int | None = None) -> Explanation:
    """Why ``text`` is not a legal decision in ``state``: the first rule it breaks."""
    if state.phase == OVER:
        return msg("lw.no.over")
    if action is None:
        action = parse_action(text)
    if action is None:
        return _why_unparsed(state, text)
    phase = state.phase
    if action < REVEAL_BASE:
        if phase != PLAY:
            return _expected(state)
        card, terr = divmod(action, N_TERR)
        hand = state.hands[state.player]
        if not hand >> card & 1:
            return msg("lw.no.not_in_hand", card=CARD_CODES[card])
        if state.lead_card >= 0:
            led = state.lead_card // 6
            suited = [c for c in cards_of(hand) if c // 6 == led]
            if suited and card // 6 != led:
                return msg(
                    "lw.no.must_follow",
                    card=CARD_CODES[card],
                    led=SUIT_LETTERS[led],
                    held=CARD_CODES[suited[0]],
                )
        if state.count[terr] >= MAX_CARDS_PER_TERRITORY:
            return msg("lw.no.full", territory=TERRITORIES[terr])
    elif action < TAKE_BASE:
        if phase != REVEAL:
            return _expected(state)
        terr = _reveal_territory(state)
        index = action - REVEAL_BASE
        if index >= len(state.scar[terr]):
            return _no_such_space("lw.no.reveal_no_space", state, terr)
        return msg("lw.no.reveal_space", index=index, territory=TERRITORIES[terr])
    elif action < PLACE_BASE:
        if phase != TAKE:
            return _expected(state)
        index = action - TAKE_BASE
        if index >= len(state.scar[state.loser_terr]):
            return _no_such_space("lw.no.take_no_space", state, state.loser_terr)
        return msg("lw.no.take_space", index=index, territory=TERRITORIES[state.loser_terr])
    else:
        if phase != PLACE:
            return _expected(state)
        loc = action - PLACE_BASE
        if state.comp.location_caps[loc] == 0:
            return msg("lw.no.no_borders")
        return msg("lw.no.place_full", location=location_name(loc))
    return _expected(state)


def _no_such_space(key: str, state: LWState, terr: int) -> Explanation:
    """A scar space the territory does not have: say how many it has, not a number that
    names no space."""
    return msg(key, territory=TERRITORIES[terr], spaces=len(state.scar[terr]))


def _why_unparsed(state: LWState, text: str) -> Explanation:
    parts = text.strip().lower().split()
    if state.phase == PLACE and len(parts) == 2 and parts[0] == "place" and "+" in parts[1]:
        a, _, b = parts[1].partition("+")
        if a in TERRITORIES and b in TERRITORIES:
            ia, ib = sorted((TERRITORIES.index(a), TERRITORIES.index(b)))
            if (ia, ib) not in BORDERS:
                return msg("lw.no.not_neighbours")
    return _expected(state)
