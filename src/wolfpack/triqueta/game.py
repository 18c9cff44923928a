"""``Triqueta``: Triqueta with the Hidden Wolves expansion, for notebooks, scripts and the
widget.

Example::

    >>> from wolfpack import Triqueta
    >>> g = Triqueta(players=4, hidden_wolves=True, seed=1)
    >>> move = g.legal_moves()[0]             # every legal decision, with its reason
    >>> print(move, "-", move.explanation.text())
    draw 0 - Draw the top tile of stack 1 (3 tiles there). Its back is light: you will either
    lay it at the end of a row or keep it face down. (TQ-T1, TQ-H1)
    >>> events = g.play("draw 2")
    >>> g.undo()
    'draw 2'
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, GameRules
from wolfpack.core.rng import SeededRandom, seed_or_random
from wolfpack.triqueta.actions import action_notation, count_action, parse_action
from wolfpack.triqueta.components import N_TOWERS, TREE_POINTS, Components, Config
from wolfpack.triqueta.elements import (
    describe,
    describe_public,
    elements,
    orders,
    refusals,
    reveals,
    waiting,
)
from wolfpack.triqueta.explain import explain_best_count, why_illegal, why_legal, why_legal_all
from wolfpack.triqueta.record import GAME_ID, parse_record, record_json
from wolfpack.triqueta.render import render_text
from wolfpack.triqueta.scoring import (
    SPOILED,
    TRIQUETA,
    Score,
    best_count,
    public_points,
    score,
    score_player,
)
from wolfpack.triqueta.state import Setup, TQState, deal
from wolfpack.triqueta.view import view


class Triqueta(Game[TQState]):
    """A game of Triqueta for 2 to 5 players, with or without the Hidden Wolves expansion.

    ``Triqueta(players=4, hidden_wolves=True, seed=1)`` deals a game reproducibly: the
    seed builds the towers, so every draw is fixed by the setup and a record replays
    exactly. ``two_player_variant`` (default: on for 2 players with Hidden Wolves) switches
    the expansion's 2-player rules; ``components`` overrides the ASSUMED values;
    ``start`` fixes the start player.

    Moves use the record notation: ``"draw 3"``, ``"draw 1 3"`` (variant), ``"place 2"``,
    ``"keep"``, ``"box"`` (variant), ``"take 1"``, ``"tower 2"``, ``"count 0 1"``,
    ``"count none"``.
    """

    game_id = GAME_ID

    def __init__(
        self,
        players: int = 4,
        hidden_wolves: bool = True,
        seed: int | None = None,
        *,
        two_player_variant: bool | None = None,
        components: Components | None = None,
        start: int | None = None,
        setup: Setup | None = None,
    ) -> None:
        self.config = Config.make(players, hidden_wolves, two_player_variant, components)
        if start is not None and start not in range(self.config.players):
            raise ValueError(f"start must be a player 0..{self.config.players - 1}")
        if setup is None:
            seed = seed_or_random(seed)
            setup = deal(self.config, SeededRandom(seed), start)
        self.seed = seed
        self.setup = setup
        super().__init__(TQState.from_setup(self.config, setup))

    def _fresh_start(self) -> TQState:
        """The start rebuilt from the deal (the history keeps no copy of it)."""
        return TQState.from_setup(self.config, self.setup)

    # -- configuration -------------------------------------------------------------------
    @property
    def players(self) -> int:
        """How many players."""
        return self.config.players

    @property
    def hidden_wolves(self) -> bool:
        """Whether the Hidden Wolves expansion is in play."""
        return self.config.hidden_wolves

    @property
    def two_player_variant(self) -> bool:
        """Whether the expansion's 2-player variant is in play."""
        return self.config.two_player_variant

    @property
    def components(self) -> Components:
        """The component values (ASSUMED ones overridable)."""
        return self.config.components

    rules = GameRules(
        parse=parse_action,
        notation=action_notation,
        why_legal=why_legal,
        why_illegal=why_illegal,
        view=view,
        render=render_text,
        why_legal_all=why_legal_all,
        elements=elements,
        orders=orders,
        refusals=refusals,
        waiting=waiting,
        describe=describe,
        describe_public=describe_public,
        reveals=reveals,
    )

    # -- scores --------------------------------------------------------------------------
    def score(self) -> Score:
        """Every player's score with the breakdown: of what each holds now, counting the
        best choice of face-down tiles until they decide; final once the game is over."""
        return score(self._state)

    @property
    def winners(self) -> list[int] | None:
        """The winners once the game is over (a tie is shared, TQ-E3), else None."""
        return self.score().winners if self.is_over else None

    def best_count(self, player: int | None = None) -> tuple[str, Explanation]:
        """The best ``count`` move for ``player`` (default: the player to move) and why:
        which face-down light tiles to count at the end (TQ-E1)."""
        if player is None:
            player = self.to_move if self.to_move is not None else 0
        choice, _ = best_count(self._state, player)
        return action_notation(count_action(choice)), explain_best_count(self._state, player)

    def running_scores(self, player: int | None = None) -> Explanation:
        """What each player holds is worth now, as ``player`` may know it: their own score
        with their hidden tiles, everyone else's from the open tiles, trees and start
        marker (TQ-H2); ``None`` counts everything (the open teaching view)."""
        if player is None or self.is_over:
            return msg("tq.running_scores", scores=self.scores(), scope="all")
        if player not in range(self.players):
            raise ValueError(f"player must be 0..{self.players - 1} or None")
        scores = [
            score_player(self._state, p).total if p == player else public_points(self._state, p)
            for p in range(self.players)
        ]
        return msg("tq.running_scores", scores=scores, scope="player")

    def setup_explained(self) -> Explanation:
        """How the game was set up (TQ-S1..TQ-S3)."""
        return msg(
            "tq.intro",
            towers=N_TOWERS,
            tower=self.setup.first_tower,
            rows=self.players,
            player=self.setup.start,
        )

    def scoring_explained(self) -> list[Explanation]:
        """The final (or running) scoring, player by player and animal by animal, then the
        result (TQ-E1..TQ-E3)."""
        sc = self.score()
        out: list[Explanation] = []
        for ps in sc.players:
            p = ps.player
            for line in ps.lines:
                if line.kind == TRIQUETA:
                    out.append(
                        msg(
                            "tq.score.triqueta",
                            player=p,
                            animal=line.animal,
                            shadow=line.shadow,
                            points=line.points,
                        )
                    )
                elif line.kind == SPOILED:
                    out.append(
                        msg(
                            "tq.score.spoiled",
                            player=p,
                            animal=line.animal,
                            n=line.count,
                            points=line.points,
                        )
                    )
                else:
                    out.append(msg(f"tq.score.{line.kind}", player=p, animal=line.animal))
            if ps.trees:
                out.append(
                    msg("tq.score.trees", player=p, n=ps.trees, points=ps.trees * TREE_POINTS)
                )
            if ps.start_marker:
                out.append(msg("tq.score.marker", player=p))
            out.append(msg("tq.score.total", player=p, points=ps.total))
        winners = sc.winners
        key = "tq.ev.winner" if len(winners) == 1 else "tq.ev.shared"
        out.append(msg(key, scores=sc.points, players=winners, player=winners[0]))
        return out

    def _final_result(self) -> dict[str, Any]:
        """``{"scores", "winners", "players"}`` (``wolfpack replay``, see
        ``docs/triqueta-record.md``)."""
        sc = self.score()
        return {
            "scores": sc.points,
            "winners": sc.winners,
            "players": [p.to_json() for p in sc.players],
        }

    # -- records -------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game (or position, if unfinished) as a ``triqueta-record/1`` object."""
        return record_json(self.config, self.setup, self.record_moves())

    @classmethod
    def _record_start(cls, source: str | Path | Mapping[str, Any]) -> tuple[Triqueta, list[str]]:
        """A ``triqueta-record/1``'s configuration, towers and moves."""
        cfg, setup, moves = parse_record(source)
        game = cls(
            cfg.players,
            cfg.hidden_wolves,
            two_player_variant=cfg.two_player_variant,
            components=cfg.components,
            setup=setup,
        )
        return game, moves

    def _repr_about(self) -> str:
        """The players, the expansion and the seed."""
        hw = " + Hidden Wolves" if self.hidden_wolves else ""
        return f"{self.players} players{hw} seed={self.seed}"


def new_game(seed: int, players: int | None = None, variant: str | None = None) -> Triqueta:
    """A game dealt from ``seed`` for ``players`` (default 4); ``variant``:
    ``"hidden-wolves"`` (the default) or ``"base"``."""
    if variant not in (None, "hidden-wolves", "base"):
        raise ValueError(f"unknown Triqueta variant {variant!r}: use hidden-wolves or base")
    return Triqueta(
        players=4 if players is None else players, hidden_wolves=variant != "base", seed=seed
    )
