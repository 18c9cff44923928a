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
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import SHADOW
from wolfpack.triqueta.state import TQState


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


class _Tagged(int):
    """A tile that remembers where the setup put it (``(tower, stack, depth)``): the engine
    moves it like any tile, so that after a replay each tile says where it came from."""

    origin: tuple[int, int, int]

    def __new__(cls, value: int, origin: tuple[int, int, int]) -> _Tagged:
        tile = super().__new__(cls, value)
        tile.origin = origin
        return tile


def _hidden_places(game: Triqueta, player: int) -> list[tuple[int, int, int]]:
    """Where, in the setup, lie the tiles that ``player`` cannot see now: still in a tower
    (TQ-H1), another player's face-down or shadow tiles, another player's drawn tile, the
    tiles others returned to the box and the leftovers (TQ-H2, TQ-H3)."""
    setup = game.setup
    towers = tuple(
        tuple(
            tuple(_Tagged(tile, (t, s, j)) for j, tile in enumerate(stack))
            for s, stack in enumerate(tower)
        )
        for t, tower in enumerate(setup.towers)
    )
    state = TQState.from_setup(game.config, replace(setup, towers=towers))
    boxed_by: list[int] = []  # who returned each tile in the box (they saw it)
    for step in game.steps:
        state.apply(step.action)
        boxed_by += [step.player] * (len(state.box) - len(boxed_by))
    over = state.is_terminal()
    hidden: list[int] = [t for stack in state.stacks for t in stack]
    hidden += [t for t, q in zip(state.box, boxed_by, strict=True) if q != player]
    hidden += state.leftover
    if state.player != player:
        hidden += state.pending
    for q in range(game.players):
        if q == player:
            continue
        counted = set(state.choice[q] or ()) if over else set()
        hidden += [t for j, t in enumerate(state.down[q]) if j not in counted]
        if not over:
            hidden += state.shadow[q]
    return [t.origin for t in hidden if isinstance(t, _Tagged)]


def triqueta_twin(game: Game[Any], player: int, rng: random.Random) -> Game[Any] | None:
    """Triqueta: the tiles ``player`` cannot see (undrawn tower tiles, other players'
    face-down, shadow and drawn tiles, the box and the leftovers) shuffled among their
    places, light with light and shadow with shadow (their backs are seen, TQ-H1..TQ-H3)."""
    assert isinstance(game, Triqueta)
    setup = game.setup
    places = _hidden_places(game, player)
    for _ in range(40):
        towers = [[list(stack) for stack in tower] for tower in setup.towers]
        for shadow in (False, True):
            mine = [p for p in places if (setup.towers[p[0]][p[1]][p[2]] >= SHADOW) == shadow]
            tiles = [setup.towers[t][s][j] for t, s, j in mine]
            rng.shuffle(tiles)
            for (t, s, j), tile in zip(mine, tiles, strict=True):
                towers[t][s][j] = tile
        twin_setup = replace(setup, towers=tuple(tuple(map(tuple, tw)) for tw in towers))
        if twin_setup == setup:
            continue
        twin = Triqueta(
            game.players,
            game.hidden_wolves,
            two_player_variant=game.two_player_variant,
            components=game.components,
            setup=twin_setup,
        )
        try:
            twin.replay_moves(game.moves)
        except RecordMoveError:
            continue
        if twin.view(player) == game.view(player):
            return twin
    return None
