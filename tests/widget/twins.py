"""Twins for the non-interference checks: a game with the same history as a player sees it,
but other hidden things. Each twin is checked before use: replayed, it must show that
player exactly the same view."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from wolfpack import LoneWolves
from wolfpack.core.errors import RecordMoveError
from wolfpack.core.game import Game
from wolfpack.lone_wolves.components import CARD_CODES


def _replayed(game: LoneWolves, setup: Any) -> LoneWolves | None:
    twin = LoneWolves(variant=game.variant, components=game.components, setup=setup)
    try:
        twin.replay_moves(game.moves)
    except RecordMoveError:
        return None
    return twin


def lone_wolves_twin(game: Game[Any], player: int, rng: random.Random) -> Game[Any] | None:
    """Lone Wolves: the other player's unplayed cards dealt anew with the box (LW-H1,
    LW-H3), and the scars still face down shuffled with the unused ones (LW-H2, LW-H3)."""
    assert isinstance(game, LoneWolves)
    setup, state = game.setup, game.state
    other = 1 - player
    played = {
        CARD_CODES.index(step.notation.split()[1])
        for step in game.steps
        if step.player == other and step.notation.startswith("play ")
    }
    unplayed = [c for c in setup.hands[other] if c not in played]
    down = [
        (t, i)
        for t, spaces in enumerate(state.scar)
        for i, effect in enumerate(spaces)
        if effect >= 0 and not state.scar_up[t][i]
    ]
    for _ in range(40):
        cards = unplayed + list(setup.box)
        rng.shuffle(cards)
        hand = tuple(sorted([*played, *cards[: len(unplayed)]]))
        hands = (hand, setup.hands[1]) if other == 0 else (setup.hands[0], hand)
        effects = [setup.scars[t][i][0] for t, i in down] + list(setup.unused_scars)
        rng.shuffle(effects)
        scars = [list(spaces) for spaces in setup.scars]
        for k, (t, i) in enumerate(down):
            scars[t][i] = (effects[k], scars[t][i][1])
        twin_setup = replace(
            setup,
            hands=hands,
            box=tuple(cards[len(unplayed) :]),
            scars=tuple(tuple(s) for s in scars),
            unused_scars=tuple(effects[len(down) :]),
        )
        if twin_setup == setup:
            continue
        twin = _replayed(game, twin_setup)
        if twin is not None and twin.view(player) == game.view(player):
            return twin
    return None
