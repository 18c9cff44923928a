"""``TheWolves``: The Wolves for notebooks, scripts and the widget.

Example::

    >>> from wolfpack.the_wolves import TheWolves
    >>> g = TheWolves(players=3, seed=1)
    >>> move = g.legal_moves()[0]         # every legal decision, with its reason
    >>> print(move, "-", move.explanation.text())
    place 5,7 - Put your first alpha and pack wolf on hex 5,7 (tundra): a free hex of the
    start tile next to the chasm. (TW-S3)
    >>> events = g.play("place 6,7")      # placement draft, then turns of small decisions
    >>> print(g.explain("place 6,7").text("de"))
    Feld 6,7 ist schon besetzt: ein Paar braucht ein freies Feld. (TW-S3)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation
from wolfpack.core.game import Game, GameRules
from wolfpack.core.rng import SeededRandom, seed_or_random
from wolfpack.the_wolves.actions import notation_in, parse_in
from wolfpack.the_wolves.deal import Setup, deal
from wolfpack.the_wolves.elements import (
    describe,
    elements,
    orders,
    refusals,
    reveals,
    waiting,
)
from wolfpack.the_wolves.explain import why_illegal, why_legal
from wolfpack.the_wolves.loader import WolvesData, load_data
from wolfpack.the_wolves.record import parse_record, record_json
from wolfpack.the_wolves.render import render_text
from wolfpack.the_wolves.scoring import (
    RegionResult,
    ScoreRow,
    final_scores,
    ranking,
    region_result,
    winners,
)
from wolfpack.the_wolves.state import TWState
from wolfpack.the_wolves.view import view

DataSource = str | Path | Mapping[str, Any] | WolvesData | None


class TheWolves(Game[TWState]):
    """A game of The Wolves for 2 to 5 players (2: with the neutral pack).

    ``TheWolves(players=3, seed=1)`` deals a game reproducibly. ``data`` replaces the
    shipped component values (a path, JSON text or dict; keys present replace the shipped
    ones, see :func:`~wolfpack.the_wolves.loader.load_data`); ``homes`` names the home
    terrains (e.g. ``("grass", "tundra", "rock")``) and ``first`` the first player, instead
    of drawing them.

    Every decision is one short string (see :mod:`wolfpack.the_wolves.actions`):
    ``"place 6,7"``, ``"den"``, ``"at 8,9"``, ``"pay home grass>rock"``, ``"track speed"``,
    ``"move"``, ``"to grass"``, ``"alpha 8,9>10,9"``, ``"done"``, ``"displace 11,10"``,
    ``"end"``.
    """

    game_id = "the-wolves"
    hidden_information = False

    def __init__(
        self,
        players: int = 3,
        seed: int | None = None,
        *,
        data: DataSource = None,
        homes: Sequence[str] | None = None,
        first: int | None = None,
        setup: Setup | None = None,
    ) -> None:
        self.data = load_data(data)
        if setup is not None:
            players = setup.players
        rules = self.data.rules(players)
        if setup is None:
            seed = seed_or_random(seed)
            setup = deal(rules, SeededRandom(seed), homes, first)
        self.seed = seed
        self.setup = setup
        super().__init__(TWState.from_setup(rules, setup))

    def _fresh_start(self) -> TWState:
        """The start rebuilt from the deal (the history keeps no copy of it)."""
        return TWState.from_setup(self._now.rules, self.setup, self._now.board)

    rules = GameRules(
        parse_in=parse_in,
        notation_in=notation_in,
        why_legal=why_legal,
        why_illegal=why_illegal,
        view=view,
        render=render_text,
        elements=elements,
        orders=orders,
        refusals=refusals,
        waiting=waiting,
        describe=describe,
        reveals=reveals,
    )

    # -- views and scores ----------------------------------------------------------------
    @property
    def players(self) -> int:
        """The number of players."""
        return self._now.n  # (the same in every position: no rebuild after an undo)

    def score(self) -> list[ScoreRow]:
        """Each player's score with its parts (final, or as the game stands)."""
        return final_scores(self._state)

    @property
    def winners(self) -> list[int] | None:
        """The winner(s) once the game is over (TW-E2 tiebreaks applied), else None."""
        return winners(self._state) if self.is_over else None

    def scoring_explained(self) -> list[Explanation]:
        """The final (or projected) score of each player and how the winner is found."""
        return ranking(self._state)

    def region_scoring(self, region: int) -> RegionResult:
        """How region ``region`` would be scored now for its top token (TW-E1)."""
        return region_result(self._state, region)

    def region_explained(self, region: int) -> list[Explanation]:
        """The scoring of a region as it stands, narrated step by step (TW-E1)."""
        geo = self._state.geo
        return self.region_scoring(region).explain(geo.name(geo.water[region]))

    def _final_result(self) -> dict[str, Any]:
        """``{"scores", "winners", "region_tokens", "wolves_on_map", "end"}`` (``wolfpack
        replay``, see the-wolves-record.md)."""
        rows = self.score()
        return {
            "scores": [r.total for r in rows],
            "winners": winners(self._state),
            "region_tokens": [r.token_count for r in rows],
            "wolves_on_map": [r.wolves_on_map for r in rows],
            "end": self._state.end_reason,
        }

    # -- records -------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game (or position, if unfinished) as a ``the-wolves-record/1`` object."""
        return record_json(self.data, self.setup, self.record_moves())

    @classmethod
    def _record_start(cls, source: str | Path | Mapping[str, Any]) -> tuple[TheWolves, list[str]]:
        """A ``the-wolves-record/1``'s component data, deal and moves."""
        data, setup, moves = parse_record(source)
        return cls(data=data, setup=setup), moves

    def _repr_about(self) -> str:
        """The players and the seed."""
        return f"{self.players} players seed={self.seed}"


def new_game(seed: int, players: int | None = None, variant: str | None = None) -> TheWolves:
    """A game dealt from ``seed`` for ``players`` (default 3); The Wolves has no variants
    (2 players always play with the neutral pack)."""
    if variant is not None:
        raise ValueError(f"The Wolves has no variant {variant!r}")
    return TheWolves(players=3 if players is None else players, seed=seed)
