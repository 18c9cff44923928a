"""Helpers shared by the bot tests: seeded positions and a plain minimax."""

from __future__ import annotations

import random

from wolfpack import LoneWolves
from wolfpack.lone_wolves.bots.fast import margin
from wolfpack.lone_wolves.components import N_TRICKS
from wolfpack.lone_wolves.state import OVER, PLAY, LWState


def random_game(seed: int, decisions: int, variant: str = "standard") -> LoneWolves:
    """A game after ``decisions`` seeded random decisions (fewer if it ends first)."""
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def open_position(seed: int, tricks_left: int, extra: int, variant: str = "standard") -> LWState:
    """A position ``tricks_left`` tricks from the end, then ``extra`` random decisions."""
    s = LWState.new(seed=seed, variant=variant)
    rng = random.Random(seed)
    while s.phase != OVER and not (
        s.tricks >= N_TRICKS - tricks_left and s.phase == PLAY and s.lead_card < 0
    ):
        s.apply(rng.choice(s.legal_actions()))
    for _ in range(extra):
        if s.phase == OVER:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def brute_force(s: LWState) -> int:
    """Player 0's final margin under best play, by plain minimax over every decision of
    the rules state itself (reveals and equal scars included)."""
    if s.phase == OVER:
        return margin(s)
    values = []
    for a in s.legal_actions():
        child = s.clone()
        child.apply(a)
        values.append(brute_force(child))
    return max(values) if s.player == 0 else min(values)
