"""``LoneWolves``: the Lone Wolves game for notebooks, scripts and the widget.

Example::

    >>> from wolfpack import LoneWolves
    >>> g = LoneWolves(seed=7)
    >>> move = g.legal_moves()[0]             # every legal decision, with its reason
    >>> print(move, "-", move.explanation.text())
    play k2 cave - You lead, so any card may go to any territory that is not full: the Cave
    holds 0 of 6 cards. (LW-T1, LW-T3)
    >>> events = g.play(move)                 # what followed, each citing its rules
    >>> events[0].rules
    ('LW-T1',)
    >>> g.undo()
    'play k2 cave'
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, GameRules
from wolfpack.core.rng import SeededRandom, seed_or_random
from wolfpack.lone_wolves.actions import action_notation, parse_action
from wolfpack.lone_wolves.components import Components
from wolfpack.lone_wolves.elements import describe, elements, refusals, reveals, waiting
from wolfpack.lone_wolves.explain import why_illegal, why_legal, why_legal_all
from wolfpack.lone_wolves.record import parse_record, record_json
from wolfpack.lone_wolves.render import render_text
from wolfpack.lone_wolves.scoring import Score, score
from wolfpack.lone_wolves.state import LWState, Setup, deal
from wolfpack.lone_wolves.view import view


class LoneWolves(Game[LWState]):
    """A game of Lone Wolves: two players, 13 tricks, five territories.

    ``LoneWolves(seed=7)`` deals a game reproducibly; ``variant`` is the board side
    (``"standard"`` or ``"advanced"``); ``components`` overrides the ASSUMED values
    (honor tokens, pack spaces, border spaces); ``leader`` fixes who leads the first trick.

    Moves use the record notation: ``"play g6 swamp"``, ``"reveal 1"``, ``"take 0"``,
    ``"place tundra"``, ``"place swamp+tundra"``.
    """

    game_id = "lone-wolves"

    def __init__(
        self,
        seed: int | None = None,
        *,
        variant: str = "standard",
        components: Components | None = None,
        leader: int | None = None,
        setup: Setup | None = None,
    ) -> None:
        self.components = components or Components()
        self.variant = variant
        comp = self.components.resolved(variant)
        if setup is None:
            seed = seed_or_random(seed)
            setup = deal(comp, SeededRandom(seed), leader)
        self.seed = seed
        self.setup = setup
        super().__init__(LWState.from_setup(comp, setup))

    def _fresh_start(self) -> LWState:
        """The start rebuilt from the deal (the history keeps no copy of it)."""
        return LWState.from_setup(self.components.resolved(self.variant), self.setup)

    rules = GameRules(
        parse=parse_action,
        notation=action_notation,
        why_legal=why_legal,
        why_illegal=why_illegal,
        view=view,
        render=render_text,
        why_legal_all=why_legal_all,
        elements=elements,
        refusals=refusals,
        waiting=waiting,
        describe=describe,
        reveals=reveals,
    )

    @property
    def players(self) -> int:
        """Lone Wolves is for two players."""
        return 2

    # -- scores --------------------------------------------------------------------------
    def score(self) -> Score:
        """The score with its breakdown (projected while the game is running)."""
        return score(self._state)

    @property
    def winner(self) -> int | None:
        """The winner once the game is over (ties broken by lone wolves), else None."""
        return self.score().winner if self.is_over else None

    @property
    def winners(self) -> list[int] | None:
        """``[winner]`` once the game is over, both players for a draw (LW-E5), else None."""
        if not self.is_over:
            return None
        w = self.score().winner
        return [0, 1] if w is None else [w]

    def scoring_explained(self) -> list[Explanation]:
        """The final (or projected) scoring, territory by territory, token by token, scar
        by scar, then the result (LW-E2..LW-E5)."""
        sc = self.score()
        out: list[Explanation] = []
        for ts in sc.territories:
            s0, s1 = ts.strength
            if ts.winner is None:
                out.append(msg("lw.score.tie", territory=ts.territory, s0=s0, s1=s1))
                continue
            out.append(
                msg(
                    "lw.score.won",
                    territory=ts.territory,
                    s0=s0,
                    s1=s1,
                    player=ts.winner,
                    value=ts.honor_value,
                )
            )
            if ts.moon == "moon":
                out.append(msg("lw.score.moon", player=ts.winner, territory=ts.territory))
            elif ts.moon == "blood_moon":
                out.append(msg("lw.score.blood_moon", player=ts.winner, territory=ts.territory))
        for item in sc.items:
            if item.location is not None:
                # A scar in the territory scored is "there"; one on a border names its place.
                here = item.location == item.territory
                out.append(
                    msg(
                        "lw.score.scar_here" if here else "lw.score.scar",
                        player=item.player,
                        location=item.location,
                        effect=item.what,
                        points=item.points,
                        territory=item.territory,
                    )
                )
        p0, p1 = sc.points
        l0, l1 = sc.lone_wolves
        if not sc.tiebreak:
            out.append(msg("lw.score.result", p0=p0, p1=p1, player=sc.winner))
        elif sc.winner is not None:
            out.append(msg("lw.score.tiebreak", p0=p0, p1=p1, l0=l0, l1=l1, player=sc.winner))
        else:
            out.append(msg("lw.score.draw", p0=p0, p1=p1, l0=l0))
        return out

    def _final_result(self) -> dict[str, Any]:
        """``{"scores", "winner", "lone_wolves"}`` (``wolfpack replay``, see
        ``lone-wolves-record.md``)."""
        sc = self.score()
        return {"scores": sc.points, "winner": sc.winner, "lone_wolves": sc.lone_wolves}

    # -- records -------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        """The game (or position, if unfinished) as a ``lone-wolves-record/1`` object."""
        return record_json(self.variant, self.components, self.setup, self.record_moves())

    @classmethod
    def _record_start(cls, source: str | Path | Mapping[str, Any]) -> tuple[LoneWolves, list[str]]:
        """A ``lone-wolves-record/1``'s deal and its moves."""
        variant, components, setup, moves = parse_record(source)
        return cls(variant=variant, components=components, setup=setup), moves

    def _repr_about(self) -> str:
        """The seed and the board side."""
        return f"seed={self.seed} {self.variant}"


def new_game(seed: int, players: int | None = None, variant: str | None = None) -> LoneWolves:
    """A game dealt from ``seed``; Lone Wolves is for 2 players; ``variant``: the board
    side, ``"standard"`` (the default) or ``"advanced"``."""
    if players not in (None, 2):
        raise ValueError(f"Lone Wolves is for 2 players, not {players}")
    return LoneWolves(seed=seed, variant=variant or "standard")
