"""Why a Lone Wolves move is good, in words built from the position the player sees.

:func:`explain_move` describes one decision for the player to move: for a card, whether
it wins the trick (or how likely, when leading), trump, what it does to the territory it
lands in (takes the lead, adds to it, draws level, concedes), the strongest card kept in
hand, and what losing the trick there buys in scars; for a scar, what it is worth placed.
It reads only the player's :class:`~.info.InfoSet` (view and public history).
"""

from __future__ import annotations

from wolfpack.core.explain import Explanation, msg
from wolfpack.lone_wolves.actions import PLACE_BASE, REVEAL_BASE, TAKE_BASE
from wolfpack.lone_wolves.bots.fast import LOCS_OF_TERR, points
from wolfpack.lone_wolves.bots.heuristic import beats, place_gain, place_value, power, win_chance
from wolfpack.lone_wolves.bots.info import InfoSet
from wolfpack.lone_wolves.components import (
    BLOOD_MOON_POINTS,
    CARD_CODES,
    EFFECTS,
    LOCATION_NAMES,
    MOON_POINTS,
    N_LOCATIONS,
    PACK_STRENGTH,
    PLUS3,
    SUIT_LETTERS,
    TERRITORIES,
)
from wolfpack.lone_wolves.state import PLACE, PLAY, REVEAL, TAKE, LWState, cards_of
from wolfpack.lone_wolves.terms import SURE_PCT


def strengths(s: LWState, t: int) -> tuple[int, int]:
    """Both sides' strength in territory ``t`` (LW-E2)."""
    out = []
    for p in (0, 1):
        i = p * 5 + t
        n_lone = len(s.lone[i]) + len(s.boxw[i])
        n = len(s.up[i]) + n_lone
        st = n_lone + sum(c % 6 + 2 for c in s.up[i])
        for loc in LOCS_OF_TERR[t]:
            for eff in s.packs[p * N_LOCATIONS + loc]:
                if eff == PACK_STRENGTH:
                    st += n
                elif eff == PLUS3:
                    st += 3
        out.append(st)
    return out[0], out[1]


def _stake(s: LWState, t: int) -> int:
    front, back = s.comp.honor_tokens[s.honor_tok[t]]
    v = back if s.honor_side[t] else front
    if s.moon == t:
        v += MOON_POINTS
    elif s.blood == t:
        v += BLOOD_MOON_POINTS
    return v


def _territory_note(s: LWState, p: int, card: int, t: int, face_up: bool) -> Explanation:
    before = strengths(s, t)
    c = s.clone()
    (c.up if face_up else c.lone)[p * 5 + t].append(card)
    after = strengths(c, t)
    own, opp = after[p], after[1 - p]
    terr = TERRITORIES[t]
    if own > opp:
        if before[p] > before[1 - p]:
            return msg("lw.hint.strengthens", territory=terr, own=own, opp=opp)
        return msg("lw.hint.secures", territory=terr, own=own, opp=opp, points=_stake(s, t))
    if own == opp:
        return msg("lw.hint.levels", territory=terr, own=own, opp=opp)
    return msg("lw.hint.concedes", territory=terr, own=own, opp=opp)


def _best_scar_note(info: InfoSet, s: LWState, t: int, sure: bool = False) -> Explanation:
    """What losing the trick in territory ``t`` buys (``sure``: the trick is certainly
    lost, so it is said without "if")."""
    if not s.scars_left[t]:
        return msg("lw.hint.no_scar", territory=TERRITORIES[t])
    p = info.player
    best: tuple[float, str | None] | None = None
    unseen = info.hidden_scars
    for i, e in enumerate(s.scar[t]):
        if s.scar_up[t][i] and e >= 0:
            cand: tuple[float, str | None] = (place_gain(s, p, e)[0], EFFECTS[e])
        elif (t, i) in info.face_down and unseen:
            avg = sum(place_gain(s, p, u)[0] for u in set(unseen)) / len(set(unseen))
            cand = (avg, None)
        else:
            continue
        if best is None or cand[0] > best[0]:
            best = cand
    key = "lw.hint.scar_buy_sure" if sure else "lw.hint.scar_buy"
    return msg(key, territory=TERRITORIES[t], effect=best[1] if best else None)


def _legal_follows(s: LWState, player: int, lead: int) -> list[int]:
    """The cards ``player`` may follow ``lead`` with (LW-T2)."""
    hand = cards_of(s.hands[player])
    suited = [c for c in hand if c // 6 == lead // 6]
    return suited or hand


def _lead_note(info: InfoSet, s: LWState, card: int, open_state: LWState | None) -> Explanation:
    """Whether a lead is safe: from the cards the player has not seen, or (the open view)
    from the opponent's actual hand."""
    if open_state is not None:
        beaters = [
            c for c in _legal_follows(open_state, 1 - info.player, card) if beats(s, card, c)
        ]
        if not beaters:
            return msg("lw.hint.lead_safe_open")
        return msg("lw.hint.lead_risk_open", n=len(beaters))
    chance = win_chance(info, s, card)
    unseen_beaters = sum(1 for c in info.allowed_cards if beats(s, card, c))
    if unseen_beaters == 0:
        return msg("lw.hint.lead_safe")
    pct = round(100 * (1 - chance))
    if pct >= SURE_PCT:  # "almost surely", never "about 100 %"
        return msg("lw.hint.lead_risk_sure", n=unseen_beaters)
    return msg("lw.hint.lead_risk", n=unseen_beaters, pct=pct)


def _play_notes(
    info: InfoSet, s: LWState, card: int, t: int, open_state: LWState | None = None
) -> list[Explanation]:
    p = info.player
    notes: list[Explanation] = []
    if s.lead_card >= 0:
        lead = s.lead_card
        wins = beats(s, lead, card)
        if wins and card % 6 == 0 and lead % 6 == 5 and lead // 6 == card // 6:
            notes.append(msg("lw.hint.wins_two_seven", other=CARD_CODES[lead]))
        elif wins:
            notes.append(msg("lw.hint.wins_trick", other=CARD_CODES[lead]))
        elif card % 6 == 5 and lead % 6 == 0 and lead // 6 == card // 6:
            notes.append(msg("lw.hint.loses_two_seven", other=CARD_CODES[lead]))
        else:
            notes.append(msg("lw.hint.loses_trick", other=CARD_CODES[lead]))
        chance = 1.0 if wins else 0.0
    else:
        chance = win_chance(info, s, card)
        if open_state is not None:
            follows = _legal_follows(open_state, 1 - p, card)
            chance = 0.0 if any(beats(s, card, c) for c in follows) else 1.0
        notes.append(_lead_note(info, s, card, open_state))
    if s.trump >= 0 and card // 6 == s.trump:
        notes.append(msg("lw.hint.trump", suit=SUIT_LETTERS[s.trump]))
    if chance < 0.5:  # the strengths below count its lone wolf
        notes.append(msg("lw.hint.as_lone_sure" if chance == 0.0 else "lw.hint.as_lone"))
    notes.append(_territory_note(s, p, card, t, chance >= 0.5))
    # The strongest card kept back, among those that could have been played instead.
    rest = [c for c in _legal_cards(s, p) if c != card]
    if rest:
        keep = max(rest, key=lambda c: (power(s, c), c))
        notes.append(msg("lw.hint.keeps", card=CARD_CODES[keep]))
    if chance < 1.0:
        notes.append(_best_scar_note(info, s, t, sure=chance == 0.0))
    return notes


def _legal_cards(s: LWState, p: int) -> list[int]:
    """The cards ``p`` may play now (LW-T1, LW-T2)."""
    if s.lead_card >= 0:
        return _legal_follows(s, p, s.lead_card)
    return cards_of(s.hands[p])


def _moon_note(s: LWState, t: int) -> list[Explanation]:
    if s.scars_left[t] != 1:
        return []
    if s.moon < 0:
        return [msg("lw.hint.moon", territory=TERRITORIES[t], suit=SUIT_LETTERS[t])]
    if s.blood < 0:
        return [msg("lw.hint.blood_moon", territory=TERRITORIES[t], suit=SUIT_LETTERS[t])]
    return []


def _margin(s: LWState, p: int) -> int:
    a, b = points(s)
    return a - b if p == 0 else b - a


def _signed(x: float) -> str:
    return f"{x:+d}" if isinstance(x, int) else f"{x:+.1f}"


def explain_move(
    info: InfoSet,
    action: int,
    notes: tuple[Explanation, ...] = (),
    open_state: LWState | None = None,
) -> Explanation:
    """Why ``action`` (a decision of ``info.player``, who is to move) is a good move, built
    from the position; ``notes`` (e.g. its simulated value) are appended. With
    ``open_state`` (the solver's verdict in the open view) a lead is judged against the
    opponent's actual hand, not the cards the player has not seen."""
    s = info.template
    p = info.player
    if s.phase == PLAY:
        card, t = divmod(action, 5)
        key = "lw.hint.best.lead" if s.lead_card < 0 else "lw.hint.best.follow"
        body = _play_notes(info, s, card, t, open_state)
        return msg(key, (*body, *notes), card=CARD_CODES[card], territory=TERRITORIES[t])
    if s.phase == REVEAL:
        t = s.follow_terr if s.follow_card >= 0 else s.lead_terr
        return msg(
            "lw.hint.best.reveal", notes, index=action - REVEAL_BASE, territory=TERRITORIES[t]
        )
    if s.phase == TAKE:
        t = s.loser_terr
        i = action - TAKE_BASE
        moon = _moon_note(s, t)
        if s.scar_up[t][i]:
            e = s.scar[t][i]
            gain, loc = place_gain(s, p, e)
            body = [*moon]
            if loc >= 0:
                body.append(msg("lw.hint.place_gain", gain=_signed(int(gain))))
            return msg(
                "lw.hint.best.take_up",
                (*body, *notes),
                index=i,
                territory=TERRITORIES[t],
                effect=EFFECTS[e],
            )
        return msg("lw.hint.best.take_down", (*moon, *notes), index=i, territory=TERRITORIES[t])
    if s.phase == PLACE:
        loc = action - PLACE_BASE
        gain = place_value(s, p, s.held, loc) - _margin(s, p)
        return msg(
            "lw.hint.best.place",
            (msg("lw.hint.place_gain", gain=_signed(gain)), *notes),
            effect=EFFECTS[s.held],
            location=LOCATION_NAMES[loc],
        )
    raise ValueError("the game is over")
