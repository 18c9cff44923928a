"""``LoneWolvesBoard``: the Lone Wolves board widget for JupyterLab.

Example::

    from wolfpack import LoneWolves
    from wolfpack.widget import LoneWolvesBoard

    game = LoneWolves(seed=7)
    board = LoneWolvesBoard(game, perspective=0, bot=1, strength="medium")
    board                                                # display it in a cell: you are 0
    board.on_move(lambda step: print(step.notation))     # every move, from any source
    board.wait()                                         # the computer leads
    game.play(game.legal_moves()[0])                     # shows on the board too
    board.wait()
    board.ask_hint(); board.wait()                       # as the Hint button
    board.last_hint.best.move
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import traitlets as t

from wolfpack.bots import LEVELS
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    EFFECTS,
    LOCATION_NAMES,
    MAX_CARDS_PER_TERRITORY,
    SUIT_LETTERS,
    TERRITORIES,
)
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.terms import (
    card_word,
    effect_word,
    location_word,
    player_word,
    suit_word,
    territory_word,
)
from wolfpack.widget.base import GameWidget, bundle
from wolfpack.widget.codec import Encoded, encode, rules_json, templates_json, term_words
from wolfpack.widget.lw_legal import compact_moves, expand_moves
from wolfpack.widget.thinking import ThinkingWidget


class LoneWolvesBoard(ThinkingWidget):
    """An interactive Lone Wolves board: legal moves glow, clicks play, every step explained.

    ``perspective`` is the player whose view is shown (0 or 1; None: the open teaching view
    with every card face up). In a player view the browser receives only what that player
    may see (LW-H1..LW-H4). ``bot`` lets the computer play that player, at ``strength``
    (``"random"``, ``"easy"``, ``"medium"``, ``"hard"`` or ``"expert"``; see
    :data:`wolfpack.bots.LEVELS`), seeded by ``bot_seed``. The Hint button values every
    legal move of the player to move (``hint_iterations`` simulated games); in the open view
    near the end, the solver shows the best move. ``language`` is ``"en"``, ``"de"`` or
    ``"ja"`` (default: the global language). Records saved from the browser go to
    ``save_dir``.
    """

    _esm = bundle("lone_wolves.js")
    _css = bundle("lone_wolves.css")

    # The view is synced in parts: a move changes one or two territories, rarely the packs.
    view_t0 = t.Dict().tag(sync=True)
    view_t1 = t.Dict().tag(sync=True)
    view_t2 = t.Dict().tag(sync=True)
    view_t3 = t.Dict().tag(sync=True)
    view_t4 = t.Dict().tag(sync=True)
    view_packs: t.List[Any] = t.List().tag(sync=True)

    game_class: ClassVar[type[LoneWolves]] = LoneWolves

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
        GameWidget.game.fset(self, game)  # type: ignore[attr-defined]

    # -- what the browser receives ---------------------------------------------------------
    def _catalog(self) -> dict[str, Any]:
        return {
            "game": "lone-wolves",
            "languages": list(LANGUAGES),
            "templates": templates_json(("lw.", "ui.", "bot.")),
            "terms": term_words(
                {
                    "card": card_word,
                    "suit": suit_word,
                    "terr": territory_word,
                    "loc": location_word,
                    "effect": effect_word,
                    "player": player_word,
                },
                {
                    "card": CARD_CODES,
                    "suit": [*SUIT_LETTERS, None],
                    "terr": TERRITORIES,
                    "loc": LOCATION_NAMES,
                    "effect": [*EFFECTS, None],
                    "player": [0, 1],
                },
            ),
            "rules": rules_json("lone-wolves"),
            "levels": list(LEVELS),
        }

    def _view(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        assert isinstance(game, LoneWolves)
        view = game.view(player)
        points = {name: [0, 0] for name in TERRITORIES}
        for item in game.score().items:
            points[item.territory][item.player] += item.points
        view["territory_points"] = [points[name] for name in TERRITORIES]
        return view

    def _split_view(self, view: dict[str, Any]) -> dict[str, Any]:
        parts: dict[str, Any] = {
            "view_main": {k: v for k, v in view.items() if k not in ("territories", "packs")},
            "view_packs": view["packs"],
        }
        for i, territory in enumerate(view["territories"]):
            parts[f"view_t{i}"] = territory
        return parts

    @property
    def view(self) -> dict[str, Any]:
        """The view the browser has, put together from its synced parts."""
        out = dict(self.view_main)
        out["territories"] = [self.view_t0, self.view_t1, self.view_t2, self.view_t3, self.view_t4]
        out["packs"] = list(self.view_packs)
        return out

    @property
    def synced_moves(self) -> dict[str, Encoded]:
        """The legal moves the browser has, each with its encoded explanation (``legal``
        sends the plays as a compact table, :mod:`wolfpack.widget.lw_legal`)."""
        return expand_moves(self.legal, TERRITORIES)

    def _legal(self, game: Game[Any], player: int | None) -> dict[str, Any]:
        """The legal moves of the player to move, each with why (plays in a compact table),
        and why everything else on the board may not be chosen; only the decision-maker's
        moves when ``player`` is the one to move (a player view never holds the opponent's
        moves: they would reveal the opponent's hand)."""
        assert isinstance(game, LoneWolves)
        to_move = game.to_move
        out: dict[str, Any] = {"player": to_move, "moves": {}, "refused": {}}
        if to_move is None:
            out["waiting"] = encode(msg("lw.no.over"))
            return out
        out["waiting"] = encode(game.explain("?"))
        if player is not None and player != to_move:
            return out
        moves = game.legal_moves()
        out.update(compact_moves({m.notation: encode(m.explanation) for m in moves}, TERRITORIES))
        out["refused"] = self._refused(game, [m.notation for m in moves])
        return out

    @staticmethod
    def _refused(game: LoneWolves, legal: list[str]) -> dict[str, Any]:
        """Why each card, territory, scar space or pack space that no legal move uses may
        not be chosen now, in the engine's own words."""
        state = game.state
        view = game.view(game.to_move)
        phase = view["phase"]
        out: dict[str, dict[str, Any]] = {}
        if phase == "play":
            plays = [m.split() for m in legal]
            cards = {c for _, c, _ in plays}
            terrs = {t for _, _, t in plays}
            hand = view["hands"][game.to_move]["cards"] or []
            some_terr, some_card = next(iter(sorted(terrs))), next(iter(sorted(cards)))
            out["cards"] = {
                c: encode(game.explain(f"play {c} {some_terr}")) for c in hand if c not in cards
            }
            out["territories"] = {
                t: encode(game.explain(f"play {some_card} {t}"))
                for t in TERRITORIES
                if t not in terrs and state.count[TERRITORIES.index(t)] >= MAX_CARDS_PER_TERRITORY
            }
        elif phase in ("reveal", "take"):
            terr = view["decision_territory"]
            spaces = next(x["scars"] for x in view["territories"] if x["name"] == terr)
            out["spaces"] = {
                str(s["index"]): encode(game.explain(f"{phase} {s['index']}"))
                for s in spaces
                if f"{phase} {s['index']}" not in legal
            }
        elif phase == "place":
            out["locations"] = {
                x["location"]: encode(game.explain(f"place {x['location']}"))
                for x in view["packs"][game.to_move]
                if f"place {x['location']}" not in legal
            }
        return out

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        assert isinstance(game, LoneWolves)
        out = game.score().to_json()
        out["lines"] = [encode(e) for e in game.scoring_explained()]
        return out

    def _solver_hidden(self) -> Explanation:
        return msg("lw.ui.solve_open_only")

    # -- controls --------------------------------------------------------------------------
    def _new_game(self, seed: int | None) -> Game[Any]:
        old = self.game
        return LoneWolves(seed, variant=old.variant, components=old.components)

    def _load_record(self, record: str | Mapping[str, Any]) -> Game[Any]:
        return LoneWolves.from_record(record)

    def _record(self, game: Game[Any]) -> dict[str, Any]:
        assert isinstance(game, LoneWolves)
        return game.to_record()

    def _record_name(self) -> str:
        return f"lone-wolves-{self.game.seed}.lwr.json"
