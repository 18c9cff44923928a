"""The Wolves for the package's bots: information sets, outcomes, playouts and a rule-based
policy, named by the game's registration so that :class:`~wolfpack.bots.
HeuristicBot` and :class:`~wolfpack.bots.ISMCTSBot` play The Wolves (and tournaments can
be played in it).

The Wolves is a game of open information (see :mod:`wolfpack.the_wolves.view`): the rules
state holds nothing a player may not see (the unused region tiles stay in the game's setup,
never in the state), so a player's information set has exactly one position, the state
itself.

For hints (the optional :class:`~wolfpack.bots.adapters.HintAdapter` methods), the best
decision is explained by finishing its action greedily and comparing the position before
and after: the regions it puts the player first or second in, the track a den raises, a
hunt, the points it brings, and how near the next scoring date is.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from wolfpack.bots.adapters import (
    NativeSearch,
    PolicyAdapter,
    StateInfoSet,
    margins,
    shared_outcome,
    value_message,
)
from wolfpack.core.explain import Explanation, msg
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    category,
    dom_parts,
    pay_words,
    wolf_parts,
)
from wolfpack.the_wolves.components import (
    ACTIONS,
    KINDS,
    NEUTRAL,
    PHASES,
    PREY_TYPES,
    TERRAINS,
    TRACKS,
)
from wolfpack.the_wolves.queries import attribute
from wolfpack.the_wolves.scoring import final_scores, region_result, winners
from wolfpack.the_wolves.state import CHOOSE, OVER, PLACE, TARGET, TWState

PROJECTED = 0.8
"""How much a region token not yet scored counts, at the value its current standing would
give, in the heuristic's judgement of a position (scored tokens count fully)."""

HUNTED = 2.0
"""How much more than its prey points a hunt counts in the heuristic's judgement of a position
while the game runs (TW-T9): the bonus action it brings at 3 to 5 players and the prey
track's next, higher step (1, 4, 9, 16, 25 points). Counted at its prey points alone (1 for
the first), a hunt was worth less to the searching levels than a region's projected token:
they did not take the hunt of the lesson "Hunting" and seldom hunted in whole games
(``benchmarks/game_ideas.py``; ``tests/bots/test_bots_game_ideas.py``). At the end a hunt
counts its prey points alone."""

ROLLOUT_DECISIONS = 30
"""A search's random playout stops after this many decisions and the position is judged
by :func:`standing` (a whole game of random decisions takes ~500 and would mostly measure
noise; see ``docs/api/bots.md``)."""

_COMPLETE = 8
"""At most this many further decisions of one action are looked ahead (greedily) to judge
the choice of an action or its target."""


class InfoSet(StateInfoSet):
    """What ``player`` knows of a position of The Wolves: all of it, the game has open
    information; :meth:`sample` returns a copy."""

    def __init__(self, state: TWState, player: int) -> None:
        super().__init__(state, player)
        self._state = state.clone()

    def sample(self, rng: random.Random) -> TWState:
        """The position itself (a copy): there is nothing to guess."""
        return self._state.clone()

    @property
    def state(self) -> TWState:
        """The open position (not a copy: do not change it)."""
        return self._state


def standing(s: TWState) -> list[float]:
    """Per player: VP so far (TW-E2) plus :data:`PROJECTED` times what each region's next
    token would give them if it were scored now (TW-E1) and :data:`HUNTED` per prey type
    hunted (TW-T9)."""
    total = [float(row.total) for row in final_scores(s)]
    if s.phase == OVER:
        return total
    for p, caught in enumerate(s.preym):
        total[p] += HUNTED * caught.bit_count()
    for r, stack in enumerate(s.tokens):
        if not stack:
            continue
        for o, vp, _ in region_result(s, r).awards():
            if o != NEUTRAL:
                total[o] += PROJECTED * vp
    return total


def _margin(s: TWState, player: int) -> float:
    return margins(standing(s))[player]


def _best(
    s: TWState, actions: list[int], judge: Callable[[TWState], float], rng: random.Random
) -> int:
    """Of ``actions``, one whose resulting position ``judge`` rates highest (ties at
    random)."""
    best: list[int] = []
    top = float("-inf")
    for a in actions:
        t = s.clone()
        t.apply(a)
        v = judge(t)
        if v > top + 1e-9:
            top, best = v, [a]
        elif v > top - 1e-9:
            best.append(a)
    return rng.choice(best)


def _finish(s: TWState, player: int, rng: random.Random) -> None:
    """Finish the action under way in ``s`` greedily (at most :data:`_COMPLETE` decisions
    of ``player``, each judged by the margin it leaves)."""
    for _ in range(_COMPLETE):
        if s.phase in (CHOOSE, PLACE, OVER) or s.player != player:
            break
        s.apply(_best(s, s.legal_actions(), lambda t: _margin(t, player), rng))


def _completed(s: TWState, player: int, rng: random.Random) -> float:
    """``player``'s margin once the action under way is finished greedily."""
    _finish(s, player, rng)
    return _margin(s, player)


def heuristic(state: TWState, player: int, rng: random.Random) -> int:
    """A greedy policy from the open position: each decision is judged by
    :func:`standing` (own VP and projected region tokens against the best other player's);
    the choice of an action or of its target is judged after finishing that action
    greedily, since only its end changes the board. Ties are broken at random."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase in (CHOOSE, PLACE, TARGET):
        return _best(state, legal, lambda t: _completed(t, player, rng), rng)
    return _best(state, legal, lambda t: _margin(t, player), rng)


# -- hints in words ----------------------------------------------------------------------------
REGION_NOTES = 2
"""A hint names at most this many regions whose standing the move changes."""


def _suggestion(s: TWState, action: int) -> Explanation:
    """The suggested decision itself, as a sentence."""
    cat = category(action)
    p = s.player
    if cat == "place":
        return msg("tw.hint.best.place", hex=s.geo.name(action - PLACE_BASE))
    if cat == "kind":
        return msg("tw.hint.best.action", action=ACTIONS[action - KIND_BASE])
    if cat in ("end", "done"):
        return msg(f"tw.hint.best.{cat}")
    if cat == "terrain":
        return msg("tw.hint.best.to", terrain=TERRAINS[action - TERRAIN_BASE])
    if cat == "hex":
        return msg("tw.hint.best.at", action=ACTIONS[s.act], hex=s.geo.name(action - HEX_BASE))
    if cat == "dom":
        h, kind = dom_parts(action)
        owner = next((q >> 2 for q in s.pcs[h] if q & 3 == kind and q >> 2 != p), NEUTRAL)
        return msg("tw.hint.best.dominate", kind=KINDS[kind], owner=owner, hex=s.geo.name(h))
    if cat == "pay":
        return msg("tw.hint.best.pay", paid=pay_words(s.rules, s.flips[p], action))
    if cat == "displace":
        return msg("tw.hint.best.displace", hex=s.geo.name(action - DISP_BASE))
    if cat == "track":
        return msg("tw.hint.best.track", track=TRACKS[action - TRACK_BASE])
    frm, kind, to = wolf_parts(action)
    return msg("tw.hint.best.wolf", kind=KINDS[kind], frm=s.geo.name(frm), to=s.geo.name(to))


def _region_notes(before: TWState, after: TWState, p: int) -> list[Explanation]:
    """The regions (with tokens left before the move) where ``p``'s place changes: first,
    tied first or second, as the region would be scored now (TW-E1)."""
    found: list[tuple[int, Explanation]] = []
    geo = after.geo
    for r in range(geo.regions):
        if not before.tokens[r] or not after.tokens[r]:
            continue
        old, new = region_result(before, r), region_result(after, r)
        if (p in old.first, p in old.second) == (p in new.first, p in new.second):
            continue
        own = new.control.get(p, (0, 0))[0]
        others = [c for o, (c, _) in new.control.items() if o != p]
        high, low = new.values
        params: dict[str, Any] = {
            "region": geo.name(geo.water[r]),
            "own": own,
            "phase": PHASES[new.phase],
        }
        if new.first == (p,):
            opp = max(others, default=0)
            key = "tw.hint.region_first_alphas" if opp == own else "tw.hint.region_first"
            found.append((high, msg(key, **params, opp=opp, value=high)))
        elif p in new.first:
            found.append((low, msg("tw.hint.region_level", **params, value=low)))
        elif new.second == (p,):
            found.append((low, msg("tw.hint.region_second", **params, value=low)))
    found.sort(key=lambda item: -item[0])
    return [note for _, note in found[:REGION_NOTES]]


def _change_notes(before: TWState, after: TWState, p: int) -> list[Explanation]:
    """A track raised by a den, a hunt, and the points the action brings."""
    notes: list[Explanation] = []
    for t in range(3):
        if after.dens[p * 3 + t] > before.dens[p * 3 + t]:
            old, new = attribute(before, p, t), attribute(after, p, t)
            key = "tw.hint.track" if new > old else "tw.hint.track_same"
            notes.append(msg(key, track=TRACKS[t], old=old, new=new))
    caught = after.preym[p] & ~before.preym[p]
    for t, name in enumerate(PREY_TYPES):
        if caught >> t & 1:
            notes.append(msg("tw.hint.hunt", prey=name))
    vp = final_scores(after)[p].total - final_scores(before)[p].total
    if vp > 0:
        notes.append(msg("tw.hint.vp", vp=vp))
    return notes


def _scoring_note(s: TWState) -> list[Explanation]:
    """When the next scoring comes (TW-T10): its date and the next free date."""
    if s.triggered >= len(PHASES):
        return []
    return [
        msg(
            "tw.hint.scoring_near",
            phase=PHASES[s.triggered],
            date=s.rules.dates[s.triggered],
            next=len(s.calendar) + 1,
        )
    ]


def explain_decision(
    s: TWState, action: int, notes: tuple[Explanation, ...] = (), seed: int = 0
) -> Explanation:
    """Why ``action`` (a legal decision of the player to move in ``s``) is suggested, built
    from the position: the action it belongs to is finished greedily and compared with
    ``s`` (regions won or drawn level, a track raised, a hunt, points), and the next
    scoring date is named; ``notes`` (e.g. its simulated value) come last."""
    p = s.player
    after = s.clone()
    after.apply(action)
    _finish(after, p, random.Random(seed))
    body = [*_region_notes(s, after, p), *_change_notes(s, after, p), *_scoring_note(s)]
    return _suggestion(s, action)._replace(notes=(*body, *notes))


class TheWolvesAdapter(NativeSearch, PolicyAdapter):
    """The Wolves for the bots: :class:`InfoSet`, the final score (TW-E2), short random
    playouts judged by :func:`standing`, :func:`heuristic`, and hints in words
    (:func:`explain_decision`)."""

    game_id = "the-wolves"
    n_players = 5
    info_class = InfoSet
    policy = staticmethod(heuristic)

    def outcome(self, state: Any) -> tuple[list[float], list[float]]:
        """Per player: 1 for a sole win, a share of 1 for a win still tied after the
        tiebreaks (TW-E2), else 0; and the margin to the best other player. A game not yet
        over (a playout stopped early) counts by :func:`standing`, ties shared."""
        if state.phase == OVER:
            return shared_outcome([row.total for row in final_scores(state)], winners(state))
        return shared_outcome(standing(state))

    def playout(self, state: Any, rng: random.Random) -> None:
        """Uniformly random decisions, at most :data:`ROLLOUT_DECISIONS` of them."""
        state.playout(rng, max_decisions=ROLLOUT_DECISIONS)

    def native_parts(self, det: Any) -> tuple[Any, Any] | None:
        """The core's The Wolves ISMCTS and ``det`` (an :class:`InfoSet`) for it
        (:class:`NativeSearch`): its playouts as :meth:`playout` (at most
        :data:`ROLLOUT_DECISIONS` uniform decisions, judged by :func:`standing` as
        :meth:`outcome`); None where the map or the component values do not fit the core
        (then the search runs in Python)."""
        from wolfpack.core.native import core
        from wolfpack.the_wolves.native import native_info

        mod = core()
        if mod is None:
            return None
        try:
            info = native_info(det.state, det.player)
        except ValueError:
            return None
        return mod.TheWolvesIsmcts, info

    def explain(
        self, det: Any, action: int, notes: tuple[Explanation, ...], state: Any = None
    ) -> Explanation:
        """Why ``action`` is a good decision for ``det.player`` (to move), in words built
        from the position (:func:`explain_decision`; nothing is hidden, so ``state``, the
        open position, changes nothing); ``notes`` appended."""
        return explain_decision(det.sample(random.Random(0)), action, notes)

    def principle(self, det: Any) -> Explanation:
        """What matters when the search cannot tell decisions apart: ``tw.hint.principle``."""
        return msg("tw.hint.principle")

    def value_note(self, n: int, margin: float, win_rate: float) -> Explanation:
        """The simulated value of the suggested decision."""
        return value_message("tw.hint.value", n, margin, win_rate)


ADAPTER = TheWolvesAdapter()
"""The Wolves' bot adapter (named by the game's registration)."""
