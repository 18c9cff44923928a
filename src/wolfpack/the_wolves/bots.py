"""The Wolves for the package's bots: information sets, outcomes, playouts and a rule-based
policy, named by the game's registration so that :class:`~wolfpack.bots.
HeuristicBot` and :class:`~wolfpack.bots.ISMCTSBot` play The Wolves (and tournaments can
be played in it).

The Wolves is a game of open information (see :mod:`wolfpack.the_wolves.view`): the rules
state holds nothing a player may not see (the unused region tiles stay in the game's setup,
never in the state), so a player's information set has exactly one position, the state
itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from wolfpack.bots.adapters import (
    PolicyAdapter,
    StateInfoSet,
    margins,
    shared_outcome,
)
from wolfpack.the_wolves.components import NEUTRAL
from wolfpack.the_wolves.scoring import final_scores, region_result, winners
from wolfpack.the_wolves.state import CHOOSE, OVER, PLACE, TARGET, TWState

PROJECTED = 0.8
"""How much a region token not yet scored counts, at the value its current standing would
give, in the heuristic's judgement of a position (scored tokens count fully)."""

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


def standing(s: TWState) -> list[float]:
    """Per player: VP so far (TW-E2) plus :data:`PROJECTED` times what each region's next
    token would give them if it were scored now (TW-E1)."""
    total = [float(row.total) for row in final_scores(s)]
    if s.phase == OVER:
        return total
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


def _completed(s: TWState, player: int, rng: random.Random) -> float:
    """``player``'s margin once the action under way is finished greedily."""
    for _ in range(_COMPLETE):
        if s.phase in (CHOOSE, PLACE, OVER) or s.player != player:
            break
        s.apply(_best(s, s.legal_actions(), lambda t: _margin(t, player), rng))
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


class TheWolvesAdapter(PolicyAdapter):
    """The Wolves for the bots: :class:`InfoSet`, the final score (TW-E2), short random
    playouts judged by :func:`standing`, and :func:`heuristic`."""

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


ADAPTER = TheWolvesAdapter()
"""The Wolves' bot adapter (named by the game's registration)."""
