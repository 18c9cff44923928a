"""Invariants of a Lone Wolves state, shared by the property tests."""

from __future__ import annotations

from collections import Counter
from typing import Any

from wolfpack.lone_wolves.components import (
    EFFECTS,
    MAX_CARDS_PER_TERRITORY,
    N_CARDS,
    N_SCARS,
    N_TERR,
    SCARS_PER_EFFECT,
)
from wolfpack.lone_wolves.state import LWState, cards_of


def all_cards(s: LWState) -> list[int]:
    """Every card wherever it is: hands, board (face up, lone, box wolves), box."""
    cards = cards_of(s.hands[0]) + cards_of(s.hands[1])
    for i in range(2 * N_TERR):
        cards += s.up[i] + s.lone[i] + s.boxw[i]
    cards += list(s.box[s.box_pos :])
    return cards


def all_scars(s: LWState) -> list[int]:
    """Every scar wherever it is: scar spaces, packs, in hand between take and place, unused."""
    scars = [e for row in s.scar for e in row if e >= 0]
    scars += [e for pack in s.packs for e in pack]
    if s.held >= 0:
        scars.append(s.held)
    scars += list(s.unused)
    return scars


def check_state(s: LWState) -> None:
    """Assert the conservation and capacity invariants of the rules."""
    cards = all_cards(s)
    assert sorted(cards) == list(range(N_CARDS)), "30 cards, each exactly once"
    scars = Counter(all_scars(s))
    assert sum(scars.values()) == N_SCARS
    assert all(scars[e] == SCARS_PER_EFFECT for e in range(len(EFFECTS)))
    for t in range(N_TERR):
        on_board = sum(len(x[t]) + len(x[5 + t]) for x in (s.up, s.lone, s.boxw))
        assert on_board == s.count[t] <= MAX_CARDS_PER_TERRITORY
        assert s.scars_left[t] == sum(1 for e in s.scar[t] if e >= 0)
    for p in (0, 1):
        for loc, cap in enumerate(s.comp.location_caps):
            assert len(s.packs[p * 9 + loc]) <= cap


def check_sample(game: Any, info: Any, det: LWState) -> None:
    """A determinization ``det`` of ``info`` (a player's information set in ``game``) agrees
    with everything that player knows, and every card and scar exists exactly once."""
    from wolfpack.lone_wolves.view import view

    player, truth = info.player, game.state
    opp = 1 - player
    # The player sees exactly the same position.
    assert view(det, player) == game.view(player)
    # The opponent holds nothing of a suit they have shown void in.
    assert not {c // 6 for c in cards_of(det.hands[opp])} & info.opponent_voids
    assert Counter(all_scars(det)) == Counter(all_scars(truth))
    assert sorted(all_cards(det)) == list(range(30))
    if game.to_move == player:
        assert det.legal_actions() == truth.legal_actions()
