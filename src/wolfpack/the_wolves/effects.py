"""What each decision does to a :class:`~.state.TWState`, with its narration.

The state decides *when* (the order of decisions in a turn); these functions change the
position and, when an event list is given, append the events that tell a learner what
happened, citing the rule ids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wolfpack.core.explain import Event, msg
from wolfpack.core.rules import implements
from wolfpack.the_wolves.actions import pay_parts, pay_words
from wolfpack.the_wolves.components import (
    ACTIONS,
    ALPHA,
    DEN,
    KINDS,
    LAIR,
    NEUTRAL,
    PACK,
    PHASES,
    PREY_TYPES,
    REWARDS,
    TERRAINS,
    TRACKS,
)
from wolfpack.the_wolves.hexmap import hexes_of
from wolfpack.the_wolves.queries import LONE_MASK, attribute, next_wolf_slot
from wolfpack.the_wolves.scoring import region_result

if TYPE_CHECKING:
    from wolfpack.the_wolves.state import TWState

LONE = -1
"""Calendar code of a lone wolf token."""


def _remove(pcs: tuple[int, ...], q: int) -> tuple[int, ...]:
    i = pcs.index(q)
    return pcs[:i] + pcs[i + 1 :]


def _name(s: TWState, h: int) -> str:
    return s.geo.name(h)


def region_name(s: TWState, r: int) -> str:
    """A region in messages: the hex of its water source."""
    return s.geo.name(s.geo.water[r])


# -- setup and turn ---------------------------------------------------------------------------
@implements("TW-S3")
def place_pair(s: TWState, h: int, events: list[Event] | None) -> None:
    """Put the placer's alpha and pack wolf on ``h`` (TW-S3)."""
    p = s.player
    s.put(h, (p * 4 + ALPHA, p * 4 + PACK))
    second = s.placed[p] >= 0
    if not second:
        s.placed[p] = h
    if events is not None:
        terrain = TERRAINS[s.board.terrain[h]]
        events.append(msg("tw.ev.place", player=p, hex=_name(s, h), terrain=terrain))


def narrate_turn(s: TWState, events: list[Event]) -> None:
    """Whose turn it is, with the bonus action tokens they hold."""
    events.append(msg("tw.ev.turn", player=s.player, turn=s.turn + 1, tokens=s.bact[s.player]))


def narrate_end_turn(s: TWState, events: list[Event]) -> None:
    """The player ends the turn (with or without having acted)."""
    key = "tw.ev.end_turn" if s.acted else "tw.ev.no_action"
    events.append(msg(key, player=s.player))


def narrate_choice(s: TWState, act: int, bonus: bool, events: list[Event]) -> None:
    """The action chosen, and whether it spent a bonus action token."""
    p = s.player
    if bonus:
        events.append(msg("tw.ev.choose_bonus", player=p, action=ACTIONS[act], left=s.bact[p]))
    else:
        events.append(msg("tw.ev.choose", player=p, action=ACTIONS[act]))


@implements("TW-T1", "TW-C5")
def pay(s: TWState, action: int, events: list[Event] | None) -> None:
    """Flip the chosen cycle tiles and spend the bonus terrain tokens (the home tile stays)."""
    p = s.player
    _, mask, bonus = pay_parts(action)
    if events is not None:
        words = pay_words(s.rules, s.flips[p], action)
        events.append(msg("tw.ev.pay", player=p, terrain=TERRAINS[s.terr], paid=words))
    s.flips[p] ^= mask
    s.bterr[p] -= bonus


# -- move and displacement --------------------------------------------------------------------
@implements("TW-T2", "TW-T3", "TW-T4")
def move_wolf(s: TWState, frm: int, kind: int, to: int, events: list[Event] | None) -> None:
    """Move one wolf; an alpha ending on a lone opponent pack wolf takes its place, and the
    pack wolf waits for :func:`put_displaced`."""
    p = s.player
    q = p * 4 + kind
    s.put(frm, _remove(s.pcs[frm], q))
    there = s.pcs[to]
    if kind == ALPHA and len(there) == 1 and there[0] >> 2 != p and there[0] & 3 == PACK:
        s.disp_from = to
        s.disp_piece = there[0]
        s.put(to, (q,))
    else:
        s.put(to, (*there, q))
    s.moved = (*s.moved, to * 2 + kind)
    if events is not None:
        events.append(
            msg(
                "tw.ev.move",
                player=p,
                kind=KINDS[kind],
                frm=_name(s, frm),
                to=_name(s, to),
                terrain=TERRAINS[s.board.terrain[to]],
                steps=s.geo.steps(frm, to),
            )
        )
        if s.disp_from >= 0:
            events.append(
                msg(
                    "tw.ev.displace_pending",
                    player=p,
                    owner=s.disp_piece >> 2,
                    kind=KINDS[s.disp_piece & 3],
                    hex=_name(s, to),
                )
            )


@implements("TW-T4")
def put_displaced(s: TWState, h: int, events: list[Event] | None) -> None:
    """The displaced wolf goes to the hex the displacing player chose."""
    q = s.disp_piece
    frm = s.disp_from
    s.put(h, (*s.pcs[h], q))
    s.disp_from = s.disp_piece = -1
    if events is not None:
        events.append(
            msg(
                "tw.ev.displaced",
                player=s.player,
                owner=q >> 2,
                kind=KINDS[q & 3],
                frm=_name(s, frm),
                to=_name(s, h),
                steps=s.geo.steps(frm, h),
            )
        )


# -- den, lair, howl, dominate ----------------------------------------------------------------
@implements("TW-T5", "TW-T8")
def take_den(s: TWState, track: int, events: list[Event] | None) -> None:
    """Take the next den of ``track``, put it on the target hex, gain the reward under it."""
    p = s.player
    s.dens[p * 3 + track] += 1
    taken = s.dens[p * 3 + track]
    s.put(s.target, (*s.pcs[s.target], p * 4 + DEN))
    reward = s.rules.den_rewards[track][taken]
    if events is not None:
        events.append(
            msg(
                "tw.ev.den",
                player=p,
                hex=_name(s, s.target),
                track=TRACKS[track],
                value=attribute(s, p, track),
            )
        )
    if reward >= 0:
        gain(s, p, reward, events, "TW-T5")


def gain(s: TWState, p: int, reward: int, events: list[Event] | None, why: str) -> None:
    """Give ``p`` a bonus token (REWARDS index)."""
    if reward == 0:
        s.bterr[p] += 1
    else:
        s.bact[p] += 1
    if events is not None:
        key = "tw.ev.gain_den" if why == "TW-T5" else "tw.ev.gain_hunt"
        events.append(msg(key, player=p, reward=REWARDS[reward]))


@implements("TW-T6")
def build_lair(s: TWState, events: list[Event] | None) -> bool:
    """Replace the den by a lair (den to the calendar, +1 bonus terrain token); True when
    an opponent's wolf on that hex must now be displaced."""
    p = s.player
    h = s.target
    den = p * 4 + DEN
    s.put(h, _remove(s.pcs[h], den))
    if events is not None:
        events.append(
            msg("tw.ev.lair", player=p, hex=_name(s, h), value=s.rules.lair_vp[s.lairs[p] + 1])
        )
    to_calendar(s, den, events)
    s.lairs[p] += 1
    s.bterr[p] += 1
    if events is not None:
        events.append(msg("tw.ev.gain_lair", player=p))
    others = [q for q in s.pcs[h] if q >> 2 != p]
    s.put(h, (*[q for q in s.pcs[h] if q >> 2 == p], p * 4 + LAIR))
    if others:
        s.disp_from = h
        s.disp_piece = others[0]
        if events is not None:
            events.append(
                msg(
                    "tw.ev.displace_pending_lair",
                    player=p,
                    owner=others[0] >> 2,
                    kind=KINDS[others[0] & 3],
                    hex=_name(s, h),
                )
            )
        return True
    return False


@implements("TW-T7")
def howl(s: TWState, events: list[Event] | None) -> None:
    """The lone wolf goes to the calendar; the player's next board wolf takes its hex."""
    p = s.player
    h = s.target
    s.set_lone(h, False)
    if events is not None:
        events.append(msg("tw.ev.howl", player=p, hex=_name(s, h)))
    to_calendar(s, LONE, events)
    slot = next_wolf_slot(s, p)
    s.wolves[p] |= 1 << slot
    kind = s.rules.deploy[slot]
    s.put(h, (*s.pcs[h], p * 4 + kind))
    if events is not None:
        events.append(msg("tw.ev.deploy", player=p, kind=KINDS[kind], hex=_name(s, h), slot=slot))


@implements("TW-T8")
def dominate(s: TWState, events: list[Event] | None) -> int:
    """The target goes to the calendar; a pack wolf is replaced at once by the player's next
    board pack wolf, a den waits for the track choice (returns the kind)."""
    p = s.player
    h = s.target
    kind = s.tkind
    q = next(x for x in s.pcs[h] if x & 3 == kind and x >> 2 != p)
    s.put(h, _remove(s.pcs[h], q))
    if events is not None:
        events.append(
            msg("tw.ev.dominate", player=p, owner=q >> 2, kind=KINDS[kind], hex=_name(s, h))
        )
    to_calendar(s, q, events)
    if kind == PACK:
        slot = next_wolf_slot(s, p, PACK)
        s.wolves[p] |= 1 << slot
        s.put(h, (*s.pcs[h], p * 4 + PACK))
        if events is not None:
            events.append(msg("tw.ev.deploy", player=p, kind="pack", hex=_name(s, h), slot=slot))
    return kind


# -- calendar, hunting, scoring ---------------------------------------------------------------
@implements("TW-C4", "TW-T10")
def to_calendar(s: TWState, q: int, events: list[Event] | None) -> None:
    """Put a removed piece on the next free date; reaching a scoring date triggers that
    phase's scoring at the end of the turn."""
    s.calendar.append(q)
    date = len(s.calendar)
    dates = s.rules.dates
    if events is not None:
        what = "lone" if q == LONE else KINDS[q & 3]
        owner = None if q == LONE else q >> 2
        events.append(msg("tw.ev.calendar", what=what, owner=owner, date=date))
    while s.triggered < 3 and date >= dates[s.triggered]:
        if events is not None:
            events.append(msg("tw.ev.phase_due", phase=PHASES[s.triggered], date=date))
        s.triggered += 1


@implements("TW-T9")
def hunt(s: TWState, events: list[Event] | None) -> None:
    """After an action: each prey stack the player's wolves touch from 3 different hexes
    gives its top prey, if the player has none of that type (3-5 players: + a bonus action)."""
    p = s.player
    geo = s.geo
    ix = s.index()
    wolves = ix[p * 4 + ALPHA] | ix[p * 4 + PACK]
    if (wolves & geo.prey_near_mask).bit_count() < 3:
        return
    around = geo.neighbour_masks
    for h in geo.prey:
        stack = s.prey[h]
        if not stack or s.preym[p] >> stack[0] & 1:
            continue
        near = (around[h] & wolves).bit_count()
        if near < 3:
            continue
        typ = stack[0]
        s.set_prey(h, stack[1:])
        s.preym[p] |= 1 << typ
        if events is not None:
            events.append(
                msg("tw.ev.hunt", player=p, prey=PREY_TYPES[typ], hex=_name(s, h), near=near)
            )
        if s.rules.hunt_bonus:
            gain(s, p, 1, events, "TW-T9")


@implements("TW-E1")
def score_region(s: TWState, r: int, events: list[Event] | None) -> None:
    """Score one region for the top token of its stack (TW-E1), then remove that token."""
    res = region_result(s, r)
    for o, vp, token in res.awards():
        if o == NEUTRAL:
            continue
        if token:
            s.tok_vp[o] += vp
            s.tok_n[o] += 1
        else:
            s.mark_vp[o] += vp
    s.tokens[r] = s.tokens[r][1:]
    if events is not None:
        events.extend(res.explain(region_name(s, r)))


def score_phase(s: TWState, ph: int, events: list[Event] | None) -> None:
    """Score every region whose top token is of phase ``ph``, in region order."""
    if events is not None:
        events.append(msg("tw.ev.scoring", phase=PHASES[ph]))
    for r in range(s.geo.regions):
        if s.tokens[r] and s.tokens[r][0] == ph:
            score_region(s, r, events)


def score_due(s: TWState, events: list[Event] | None) -> None:
    """At the end of a turn: score the phases whose date the calendar reached (TW-T10)."""
    while s.scored < s.triggered:
        score_phase(s, s.scored, events)
        s.scored += 1


def score_rest(s: TWState, reason: str, events: list[Event] | None) -> None:
    """A game ending before the full moon (``reason``: ``"stall"`` or ``"limit"``, see
    :class:`~.state.TWState`): score the phases not yet scored, in order (TW-T10, ASSUMED)."""
    if events is not None:
        limit = reason == "limit"
        events.append(
            msg("tw.ev.limit", rounds=s.rules.round_limit) if limit else msg("tw.ev.stall")
        )
    while s.scored < 3:
        score_phase(s, s.scored, events)
        s.scored += 1


def narrate_end(s: TWState, events: list[Event]) -> None:
    """The game is over: the final scores and the winner."""
    from wolfpack.the_wolves.scoring import final_scores, ranking

    rows = final_scores(s)
    events.append(msg("tw.ev.game_over", scores=[r.total for r in rows]))
    for rank in ranking(s):
        events.append(rank)


@implements("TW-T10")
def can_progress(s: TWState) -> bool:
    """Whether a piece may still reach the moon calendar: a lone wolf left and a player
    with a board wolf to replace it, a den that may still become a lair, or a piece that may
    still be dominated. When none is left the full moon can never come (ASSUMED: the game
    then ends, scoring the remaining phases)."""
    n = s.n
    rules = s.rules
    ix = s.index()
    if ix[LONE_MASK] and any(next_wolf_slot(s, p) >= 0 for p in range(n)):
        return True
    geo = s.geo
    pack_on_map = [ix[o * 4 + PACK] != 0 for o in range(n)]
    den_on_map = [ix[o * 4 + DEN] != 0 for o in range(n)]
    for p in range(n):
        others = [o for o in range(n) if o != p]
        if next_wolf_slot(s, p, PACK) >= 0 and any(pack_on_map[o] for o in others):
            return True
        board_den = sum(s.dens[p * 3 : p * 3 + 3]) < 3 * rules.dens_per_track
        if board_den and any(den_on_map[o] for o in others):
            return True
        if s.lairs[p] < rules.lairs:
            if board_den:
                return True
            lair_regions = {geo.region[h] for h in hexes_of(ix[p * 4 + LAIR])}
            for h in hexes_of(ix[p * 4 + DEN] & geo.near_water_mask):
                if geo.region[h] not in lair_regions:
                    return True
    return False
