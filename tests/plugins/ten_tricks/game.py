"""``TenTricks``: a two-player trick-taking game of ten cards with a hidden card.

Example::

    >>> from ten_tricks.game import TenTricks
    >>> g = TenTricks(seed=1)
    >>> g.legal_notations()
    ['play 2', 'play 3', 'play 5', 'play 9']
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ten_tricks import moves
from ten_tricks.record import GAME_ID, parse_record, record_json
from ten_tricks.state import PLAYERS, Setup, TTState, deal
from ten_tricks.view import render, view
from wolfpack.core.game import Game, GameRules
from wolfpack.core.rng import SeededRandom, seed_or_random


class TenTricks(Game[TTState]):
    """A game of Ten Tricks dealt from ``seed`` (or given its ``setup``). Moves are
    ``"play 7"``: the card from the hand of the player to move."""

    game_id = GAME_ID

    def __init__(self, seed: int | None = None, *, setup: Setup | None = None) -> None:
        if setup is None:
            seed = seed_or_random(seed)
            setup = deal(SeededRandom(seed))
        self.seed = seed
        self.setup = setup
        super().__init__(TTState.from_setup(setup))

    def _fresh_start(self) -> TTState:
        """The start rebuilt from the deal."""
        return TTState.from_setup(self.setup)

    rules = GameRules(
        parse=moves.parse,
        notation=moves.notation,
        why_legal=moves.why_legal,
        why_illegal=moves.why_illegal,
        view=view,
        render=render,
        elements=moves.elements,
        refusals=moves.refusals,
        waiting=moves.waiting,
        describe=moves.describe,
        describe_public=moves.describe,
        reveals=moves.reveals,
    )

    @property
    def players(self) -> int:
        """Always two."""
        return PLAYERS

    @property
    def winners(self) -> list[int] | None:
        """The winner, or both players on a draw, once the game is over (TT-E3)."""
        return self._state.winners() if self.is_over else None

    def _final_result(self) -> dict[str, Any]:
        """``{"scores", "winners", "hidden"}`` (``wolfpack replay``)."""
        return {"scores": self.scores(), "winners": self.winners, "hidden": self.setup.hidden}

    def to_record(self) -> dict[str, Any]:
        """The game as a ``ten-tricks-record/1`` object."""
        return record_json(self.setup, self.moves)

    @classmethod
    def _record_start(cls, source: str | Path | Mapping[str, Any]) -> tuple[TenTricks, list[str]]:
        setup, played = parse_record(source)
        return cls(setup=setup), played

    def _repr_about(self) -> str:
        return f"seed={self.seed}"


def new_game(seed: int, players: int | None = None, variant: str | None = None) -> TenTricks:
    """A game dealt from ``seed`` (for 2 players; no variants)."""
    if players not in (None, PLAYERS):
        raise ValueError(f"Ten Tricks is for 2 players, not {players}")
    if variant not in (None, ""):
        raise ValueError(f"Ten Tricks has no variant {variant!r}")
    return TenTricks(seed)
