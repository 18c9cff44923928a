"""``LoneWolvesBoard``: the Lone Wolves board for notebooks.

Example (a cell ending in ``board`` displays it; you are player 0)::

    >>> from wolfpack import LoneWolves
    >>> game = LoneWolves(seed=7)
    >>> board = game.widget(perspective=0, computer={1: "easy"})
    >>> board.wait()                  # until it is a person's turn (the computer may start)
    True
    >>> seen = []
    >>> board.on_move(lambda step: seen.append(step.notation))  # every move, from any source
    >>> events = game.play(game.legal_moves()[0])               # shows on the board too
    >>> board.wait()                                            # the computer answers
    True
    >>> seen                                                    # yours and the computer's
    ['play k4 cave', 'take 0', 'place desert']
    >>> board.ask_hint(); board.wait()                          # as the Hint button
    True
    >>> board.last_hint.best.move in game.legal_notations()
    True
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game
from wolfpack.lone_wolves.components import TERRITORIES
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.widget.base import bundle
from wolfpack.widget.codec import encode
from wolfpack.widget.thinking import Board


def _line_rank(key: str) -> int:
    """Scoring lines in board order of their territories, the result last (a stable sort
    keeps each territory's own order: its honor token, its moon, then its scars)."""
    return TERRITORIES.index(key) if key in TERRITORIES else len(TERRITORIES)


class LoneWolvesBoard(Board):
    """An interactive Lone Wolves board: legal moves glow, clicks play, every step explained.

    ``perspective`` is the player whose view is shown (0 or 1; None: the open teaching view
    with every card face up). In a player view the browser receives only what that player
    may see (LW-H1..LW-H4). ``bot`` lets the computer play that player, at ``strength``
    (``"random"``, ``"easy"``, ``"medium"``, ``"hard"`` or ``"expert"``; see
    :data:`wolfpack.bots.LEVELS`), seeded by ``bot_seed``; ``computer={1: "hard"}`` says
    the same. The Hint button values every legal move of the player to move
    (``hint_iterations`` simulated games); in the open view near the end, the solver shows
    the best move. ``language`` is ``"en"``, ``"de"`` or ``"ja"`` (default: the global
    language); ``locked=True`` keeps the board in the player's view for a competitive game
    (see :class:`~wolfpack.widget.base.GameWidget`). Records saved from the browser go to
    ``save_dir``.
    """

    _esm = bundle("lone_wolves.js")
    _css = bundle("lone_wolves.css")
    record_suffix = ".lwr.json"

    def __init__(self, game: LoneWolves | None = None, **kwargs: Any) -> None:
        super().__init__(game if game is not None else LoneWolves(), **kwargs)

    @property
    def game(self) -> LoneWolves:
        """The game on the board (replaced by *new game* and *load* from the browser)."""
        game = self._game
        assert isinstance(game, LoneWolves)
        return game

    @game.setter
    def game(self, game: Game[Any]) -> None:
        Board.game.fset(self, game)  # type: ignore[attr-defined]

    # -- what the browser receives ---------------------------------------------------------
    def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        assert isinstance(game, LoneWolves)
        view = game.view(player)
        points = {name: [0, 0] for name in TERRITORIES}
        for item in game.score().items:
            points[item.territory][item.player] += item.points
        view["territory_points"] = [points[name] for name in TERRITORIES]
        return view

    def _parts(self, view: dict[str, Any]) -> dict[str, Any]:
        """A move changes one or two territories and rarely the packs: each is a part."""
        parts: dict[str, Any] = {
            "main": {k: v for k, v in view.items() if k not in ("territories", "packs")},
            "packs": view["packs"],
        }
        for territory in view["territories"]:
            parts[f"territory.{territory['name']}"] = territory
        return parts

    def _assemble(self, parts: dict[str, Any]) -> dict[str, Any]:
        if not parts.get("main"):
            return {}
        view = dict(parts["main"])
        view["territories"] = [parts[f"territory.{name}"] for name in TERRITORIES]
        view["packs"] = parts["packs"]
        return view

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """The score's breakdown and its explaining lines, territory by territory: each line
        comes with the key of the row it explains (``line_keys``: a territory, or
        ``"result"`` for the final line), so the table can light the lines of a row."""
        assert isinstance(game, LoneWolves)
        out = game.score().to_json()
        lines = game.scoring_explained()
        keys = [str(e.params.get("territory", "result")) for e in lines]
        order = sorted(range(len(lines)), key=lambda i: _line_rank(keys[i]))
        out["lines"] = [encode(lines[i]) for i in order]
        out["line_keys"] = [keys[i] for i in order]
        return out

    def _solver_hidden(self) -> Explanation:
        return msg("lw.ui.solve_open_only")

    def _game_options(self, game: Game[Any]) -> list[dict[str, Any]]:
        """The board side: standard, or advanced (LW-C6, LW-C7)."""
        assert isinstance(game, LoneWolves)
        return [
            {
                "name": "advanced",
                "label": encode(msg("lw.opt.advanced")),
                "value": game.variant == "advanced",
            }
        ]

    def _new_game(self, seed: int | None, players: int | None, **options: bool) -> Game[Any]:
        old = self.game
        if players not in (None, 2):
            raise ValueError("Lone Wolves is for 2 players")
        advanced = options.get("advanced")
        variant = old.variant if advanced is None else ("advanced" if advanced else "standard")
        return LoneWolves(seed, variant=variant, components=old.components)

    def new_game(
        self, seed: int | None = None, players: int | None = None, *, advanced: bool | None = None
    ) -> None:
        """Deal a new game like the current one; ``advanced`` chooses the board side
        (True: advanced, False: standard; not given: as now)."""
        self.game = self._new_game(
            seed, players, **({} if advanced is None else {"advanced": advanced})
        )
