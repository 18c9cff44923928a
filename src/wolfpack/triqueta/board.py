"""``TriquetaBoard``: the Triqueta board (with or without Hidden Wolves) for notebooks.

Example (a cell ending in ``board`` displays it; you are player 0)::

    >>> from wolfpack import Triqueta
    >>> game = Triqueta(players=4, seed=7)
    >>> board = game.widget(perspective=0, computer={1: "easy", 2: "easy", 3: "easy"})
    >>> board.wait()                  # until it is a person's turn (the computer may start)
    True
    >>> seen = []
    >>> board.on_move(lambda step: seen.append(step.player))  # every move, from any source
    >>> events = game.play(game.legal_moves()[0])
    >>> board.wait()                                          # at once: still your turn
    True
    >>> seen                                                  # your turn goes on
    [0]
    >>> board.ask_hint(); board.wait()                        # as the Hint button
    True
    >>> board.last_hint.best.move in game.legal_notations()
    True
    >>> board.new_game(seed=3, players=2)                     # the 2-player variant
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import Event, Explanation, msg
from wolfpack.core.game import Game, Step
from wolfpack.triqueta.actions import TAKE_BASE, action_kind
from wolfpack.triqueta.components import (
    ANIMALS,
    MAX_FACE_DOWN,
    N_ROUNDS,
    N_STACKS,
    N_TOWERS,
    SET_VALUES,
    SHADOW,
    START_MARKER_POINTS,
    TREE_POINTS,
)
from wolfpack.triqueta.elements import count_id, public_explanation
from wolfpack.triqueta.game import Triqueta
from wolfpack.triqueta.scoring import count_choices, held_tiles, set_points, tile_list, tiles_points
from wolfpack.triqueta.state import COUNT, TQState
from wolfpack.widget.base import bundle
from wolfpack.widget.codec import encode
from wolfpack.widget.thinking import Board

VALUES = dict(zip(ANIMALS, SET_VALUES, strict=True))
"""The value of a triqueta (exactly three) per animal (TQ-C1, TQ-C2)."""
CONFIG = ("game", "players", "hidden_wolves", "two_player_variant", "row_limit", "rounds")
"""The fields of a view that never change during a game (synced once, with the static part)."""


def _backs(stack: list[int]) -> str:
    """A stack's backs, bottom to top: ``"SLLL"`` (``S`` shadow, ``L`` light; TQ-H1)."""
    return "".join("S" if t >= SHADOW else "L" for t in stack)


def _takers(game: Triqueta) -> dict[int, int]:
    """Who took which row in the round being played (a public fact: TQ-T1)."""
    out: dict[int, int] = {}
    rnd = game.state.rnd
    for step in reversed(game.steps):
        if step.before.rnd != rnd:
            break
        if action_kind(step.action) == "take":
            out[step.action - TAKE_BASE] = step.player
    return out


def _choices(state: TQState, player: int) -> list[dict[str, Any]]:
    """The counting decisions of ``player`` at the end with the points each gives (TQ-E1):
    only for the player who decides (or the open view)."""
    down = state.down[player]
    extra = state.trees[player] * TREE_POINTS
    extra += START_MARKER_POINTS if state.start == player else 0
    out = []
    for choice in count_choices(len(down)):
        held = held_tiles(state, player, choice)
        out.append(
            {
                "id": count_id(choice),
                "tiles": tile_list(down[i] for i in choice),
                "total": tiles_points(held) + extra,
            }
        )
    return out


class TriquetaBoard(Board):
    """An interactive Triqueta board: legal moves glow, clicks play, every step explained.

    ``perspective`` is the player whose view is shown (0 to players - 1; None: the open
    teaching view with every face-down and shadow tile face up; the towers show only their
    backs in every view, TQ-H1). In a player view the browser receives only what that
    player may see (TQ-H1..TQ-H3), and the log tells them of another player's hidden
    decision only what they may know ("kept a tile face down"). ``computer={1: "medium"}``
    lets the computer play seats at a level (:data:`wolfpack.bots.LEVELS`); ``follow=True``
    is a hot seat: the view follows the person to move, covered until they ask to see it.
    ``language`` is ``"en"``, ``"de"`` or ``"ja"``; ``locked=True`` keeps the board in the
    player's view (see :class:`~wolfpack.widget.base.GameWidget`).
    """

    _esm = bundle("triqueta.js")
    _css = bundle("triqueta.css")
    record_suffix = ".tqr.json"

    def __init__(self, game: Triqueta | None = None, **kwargs: Any) -> None:
        super().__init__(game if game is not None else Triqueta(), **kwargs)

    @property
    def game(self) -> Triqueta:
        """The game on the board (replaced by *new game* and *load* from the browser)."""
        game = self._game
        assert isinstance(game, Triqueta)
        return game

    @game.setter
    def game(self, game: Game[Any]) -> None:
        Board.game.fset(self, game)  # type: ignore[attr-defined]

    # -- what the browser receives ---------------------------------------------------------
    def _static(self, game: Game[Any]) -> dict[str, Any]:
        """The set values, the keep limit, the shape of the towers and the game's
        configuration (players, expansion, variant): once per game."""
        assert isinstance(game, Triqueta)
        whole = game.view(None)
        return {
            "values": VALUES,
            "keep_limit": MAX_FACE_DOWN,
            "towers": N_TOWERS,
            "stacks": N_STACKS,
            "rounds": N_ROUNDS,
            "config": {k: whole[k] for k in CONFIG},
        }

    def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        assert isinstance(game, Triqueta)
        view = game.view(player)
        state = game.state
        for tower in view["towers"]:
            t = tower["index"]
            tower["stacks"] = [_backs(state.stack(s, t)) for s in range(N_STACKS)]
            tower["played"] = state.used[t] and not tower["current"]
        takers = _takers(game)
        for row in view["rows"]:
            row["taker"] = takers.get(row["index"])
        for seat in view["seats"]:
            seat["sets"] = [
                {
                    "animal": line["animal"],
                    "count": line["count"],
                    "points": line["points"],
                    "kind": line["kind"],
                    "next": set_points(line["count"] + 1, VALUES[line["animal"]]),
                }
                for line in seat["sets"]
            ]
        mover = game.to_move
        choosing = state.phase == COUNT and mover is not None and player in (None, mover)
        view["choices"] = _choices(state, mover) if choosing and mover is not None else None
        return view

    def _parts(self, view: dict[str, Any]) -> dict[str, Any]:
        """A move changes a tower, the rows or one player's collection: each is a part (the
        game's configuration travels once, in the static part)."""
        skip = ("towers", "rows", "seats", *CONFIG)
        parts: dict[str, Any] = {
            "main": {k: v for k, v in view.items() if k not in skip},
            "rows": view["rows"],
        }
        for tower in view["towers"]:
            parts[f"tower.{tower['index']}"] = tower
        for seat in view["seats"]:
            parts[f"seat.{seat['player']}"] = seat
        return parts

    def _assemble(self, parts: dict[str, Any]) -> dict[str, Any]:
        if not parts.get("main"):
            return {}
        config = self.static.get("config", {})
        view = {**config, **parts["main"]}
        view["towers"] = [parts[f"tower.{t}"] for t in range(N_TOWERS)]
        view["rows"] = parts["rows"]
        view["seats"] = [parts[f"seat.{p}"] for p in range(view["players"])]
        return view

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """The scoring per player and animal with the rule behind each number, and what
        each player revealed of their face-down tiles (TQ-E1..TQ-E3)."""
        assert isinstance(game, Triqueta)
        out = game.score().to_json()
        state = game.state
        for ps in out["players"]:
            p = ps["player"]
            chosen = state.choice[p] or ()
            ps["revealed"] = tile_list(state.down[p][i] for i in chosen)
            ps["boxed"] = len(state.down[p]) - len(chosen)
            ps["shadow"] = tile_list(state.shadow[p])
            for line in ps["sets"]:
                line["value"] = VALUES[line["animal"]]
        out["lines"] = [encode(e) for e in game.scoring_explained()]
        out["hidden_wolves"] = game.hidden_wolves
        return out

    def _narration(self, step: Step, viewer: int | None) -> tuple[Explanation, list[Event]]:
        """The player who decided (and the open view) reads why it was legal with what it
        did to their hidden sets; everyone else reads the decision without what is hidden
        from them: "kept a tile face down" (TQ-H2, TQ-H3). Events are public."""
        if viewer is None or viewer == step.player:
            return step.explanation, step.events
        return public_explanation(step.before, step.action, step.explanation), step.events

    def _game_options(self, game: Game[Any]) -> list[dict[str, Any]]:
        """The expansion on or off, and the 2-player variant (2 players, with it)."""
        assert isinstance(game, Triqueta)
        return [
            {
                "name": "hidden_wolves",
                "label": encode(msg("tq.opt.hidden_wolves")),
                "value": game.hidden_wolves,
            },
            {
                "name": "two_player_variant",
                "label": encode(msg("tq.opt.variant")),
                "value": game.two_player_variant,
                "players": [2],
                "needs": "hidden_wolves",
            },
        ]

    def _new_game(self, seed: int | None, players: int | None, **options: bool) -> Game[Any]:
        return self._deal(
            seed, players, options.get("hidden_wolves"), options.get("two_player_variant")
        )

    def _deal(
        self,
        seed: int | None,
        players: int | None,
        hidden_wolves: bool | None,
        two_player_variant: bool | None,
    ) -> Triqueta:
        """A game like the current one (expansion, 2-player variant, components) unless
        told otherwise."""
        old = self.game
        n = old.players if players is None else players
        wolves = old.hidden_wolves if hidden_wolves is None else hidden_wolves
        if two_player_variant is None and n == 2 and old.players == 2 and wolves:
            two_player_variant = old.two_player_variant
        return Triqueta(
            n,
            wolves,
            seed,
            two_player_variant=two_player_variant,
            components=old.components,
        )

    def new_game(
        self,
        seed: int | None = None,
        players: int | None = None,
        *,
        hidden_wolves: bool | None = None,
        two_player_variant: bool | None = None,
    ) -> None:
        """Deal a new game like the current one: ``players`` (2 to 5), ``hidden_wolves``
        (the expansion on or off) and ``two_player_variant`` (2 players with Hidden Wolves;
        on by default there) change it; what is not given stays as it was."""
        self.game = self._deal(seed, players, hidden_wolves, two_player_variant)
