"""A rule-based Lone Wolves player: greedy on the projected score, from one player's view.

Every decision is scored on the position the player knows (:class:`~.info.InfoSet`
template, no hidden part read), with the point margin as the board stands
(:mod:`.fast`):

* following: it knows whether each card wins the trick (LW-T5, LW-T6); a winner goes face
  up where it gains most, a loser becomes a lone wolf where the scar it buys is best
  (LW-T8); the cheapest card that does the job is kept in mind by a small cost for
  spending strong cards;
* leading: the chance that the opponent can beat a card is estimated from the unseen cards
  (hypergeometric, respecting their known voids), and the two outcomes are weighed;
* taking a scar: the one whose best placement gains most (an unseen one: on average);
* placing a scar: the location that gains most now (LW-T9); revealing: the first space.
"""

from __future__ import annotations

import random
from math import comb

from wolfpack.lone_wolves.actions import PLACE_BASE, REVEAL_BASE, TAKE_BASE
from wolfpack.lone_wolves.bots.fast import points
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.components import (
    BOX_WOLF,
    FLIP_HONOR,
    MAX_CARDS_PER_TERRITORY,
    N_LOCATIONS,
    N_TRICKS,
    location_territories,
)
from wolfpack.lone_wolves.state import PLACE, PLAY, REVEAL, TAKE, LWState

HOLD_WEIGHT = 1.2
"""Points a card's trick-taking power is worth in hand, per unit of power, at the start."""
LEAD_BONUS = 0.5
"""Points for winning the lead of the next trick."""


def _margin(s: LWState, p: int) -> int:
    a, b = points(s)
    return a - b if p == 0 else b - a


def beats(s: LWState, lead: int, follow: int) -> bool:
    """Whether ``follow`` wins a trick against ``lead`` with the current trump."""
    return s.trick_winner(lead, follow)[0] == 1


def power(s: LWState, card: int) -> float:
    """How strong a card is for winning later tricks, 0..2 (trump counts extra)."""
    v = (card % 6) / 5.0
    return v + (1.0 if s.trump >= 0 and card // 6 == s.trump else 0.0)


def hold_cost(s: LWState, card: int) -> float:
    """What spending ``card`` now costs in trick-taking power for later tricks."""
    left = (N_TRICKS - s.tricks - 1) / N_TRICKS
    return HOLD_WEIGHT * power(s, card) * left


def place_value(s: LWState, p: int, effect: int, loc: int) -> int:
    """``p``'s margin right after placing ``effect`` on pack location ``loc`` (box wolves
    and honor flips act at once, LW-C3, LW-T9)."""
    c = s.clone()
    c.packs[p * N_LOCATIONS + loc].append(effect)
    if effect == BOX_WOLF:
        for t in location_territories(loc):
            if c.count[t] < MAX_CARDS_PER_TERRITORY:
                c.boxw[p * 5 + t].append(0)
                c.count[t] += 1
    elif effect == FLIP_HONOR:
        for t in location_territories(loc):
            c.honor_side[t] ^= 1
    return _margin(c, p)


def place_gain(s: LWState, p: int, effect: int) -> tuple[float, int]:
    """(Best margin gain, location) of placing ``effect`` for ``p`` on the current board;
    ``(0.0, -1)`` when ``p`` has no free pack space."""
    base = _margin(s, p)
    caps = s.comp.location_caps
    best, where = 0.0, -1
    for loc in range(N_LOCATIONS):
        if len(s.packs[p * N_LOCATIONS + loc]) >= caps[loc]:
            continue
        gain = place_value(s, p, effect, loc) - base
        if where < 0 or gain > best:
            best, where = gain, loc
    return best, where


class _Evaluator:
    """Caches per decision: the value of each scar effect to ``p`` on the board."""

    def __init__(self, info: InfoSet, s: LWState) -> None:
        self.info = info
        self.s = s
        self.p = info.player
        self._gain: dict[int, float] = {}

    def effect_gain(self, effect: int) -> float:
        if effect not in self._gain:
            self._gain[effect] = place_gain(self.s, self.p, effect)[0]
        return self._gain[effect]

    def unseen_gain(self) -> float:
        hidden = self.info.hidden_scars
        if not hidden:
            return 0.0
        return sum(self.effect_gain(e) for e in hidden) / len(hidden)

    def scar_value(self, terr: int) -> float:
        """The best scar ``p`` could take from ``terr`` after losing a trick there."""
        s = self.s
        best = 0.0
        found = False
        for i, e in enumerate(s.scar[terr]):
            if s.scar_up[terr][i] and e >= 0:
                v = self.effect_gain(e)
            elif (terr, i) in self.info.face_down:
                v = self.unseen_gain()
            else:
                continue
            best = v if not found else max(best, v)
            found = True
        return best

    def after(self, card: int, terr: int, won: bool, flip_lead: bool) -> float:
        """The margin after ``card`` lands in ``terr`` face up (won) or as a lone wolf."""
        s = self.s
        p = self.p
        c = s.clone()
        (c.up if won else c.lone)[p * 5 + terr].append(card)
        c.count[terr] += 1
        if flip_lead:  # the opponent's lead card turns into a lone wolf
            i = (p ^ 1) * 5 + s.lead_terr
            c.up[i].remove(s.lead_card)
            c.lone[i].append(s.lead_card)
        return _margin(c, p)


def _p_none(pool: int, k: int, bad: int) -> float:
    """Probability that ``k`` cards drawn from ``pool`` miss all ``bad`` ones."""
    if k <= 0 or bad <= 0:
        return 1.0
    if pool - bad < k:
        return 0.0
    return comb(pool - bad, k) / comb(pool, k)


def win_chance(info: InfoSet, s: LWState, card: int) -> float:
    """Estimated chance that a lead of ``card`` wins the trick (the opponent beats it
    whenever their hand can)."""
    allowed = info.allowed_cards
    k = info.opponent_count
    pool = len(allowed)
    suit = card // 6
    same = [c for c in allowed if c // 6 == suit]
    higher = sum(1 for c in same if beats(s, card, c))
    p_no_higher = _p_none(pool, k, higher)
    if s.trump < 0 or suit == s.trump:
        return p_no_higher
    trumps = sum(1 for c in allowed if c // 6 == s.trump)
    p_void = _p_none(pool, k, len(same))
    p_void_no_trump = _p_none(pool, k, len(same) + trumps)
    return max(0.0, p_no_higher - (p_void - p_void_no_trump))


def choose_action(info: InfoSet, rng: random.Random) -> int:
    """The heuristic's decision for ``info.player`` (who must be the player to move)."""
    s = info.template
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    ev = _Evaluator(info, s)
    scored: list[tuple[float, float, int]] = []
    if s.phase == PLAY:
        leading = s.lead_card < 0
        for a in legal:
            card, terr = divmod(a, 5)
            cost = hold_cost(s, card)
            if leading:
                pw = win_chance(info, s, card)
                v_win = ev.after(card, terr, True, False) + LEAD_BONUS
                v_lose = ev.after(card, terr, False, False) + ev.scar_value(terr)
                value = pw * v_win + (1 - pw) * v_lose - cost
            elif beats(s, s.lead_card, card):
                value = ev.after(card, terr, True, True) + LEAD_BONUS - cost
            else:
                value = ev.after(card, terr, False, False) + ev.scar_value(terr) - cost
            scored.append((value, rng.random(), a))
    elif s.phase == TAKE:
        terr = s.loser_terr
        for a in legal:
            i = a - TAKE_BASE
            e = s.scar[terr][i]
            value = ev.effect_gain(e) if s.scar_up[terr][i] and e >= 0 else ev.unseen_gain()
            scored.append((value, rng.random(), a))
    elif s.phase == PLACE:
        for a in legal:
            value = place_value(s, info.player, s.held, a - PLACE_BASE)
            scored.append((value, rng.random(), a))
    elif s.phase == REVEAL:
        return min(a for a in legal if a >= REVEAL_BASE)
    return max(scored)[2]
