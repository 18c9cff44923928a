"""``TheWolvesBoard``: The Wolves on a board for notebooks, for 2 to 5 players.

Example (a cell ending in ``board`` displays it; you are player 0)::

    >>> from wolfpack.the_wolves import TheWolves
    >>> game = TheWolves(players=4, seed=7)
    >>> board = game.widget(computer={1: "easy", 2: "easy", 3: "easy"})
    >>> board.wait()                  # until it is a person's turn (the computer may start)
    True
    >>> seen = []
    >>> board.on_move(lambda step: seen.append(step.player))  # every decision, from any source
    >>> events = game.play(game.legal_moves()[0])
    >>> board.wait()                                          # the computer seats take turns
    True
    >>> seen, game.to_move                                    # who decided, who is next
    ([0, 1, 2, 2, 1], 0)

The map never changes during a game: it is sent once (:meth:`TheWolvesBoard._static`,
:func:`~wolfpack.the_wolves.view.static_view`). The rest of the view travels in parts that
are resent only when they change: ``main`` (whose decision, the action under way, the
scores), ``map`` (the pieces and the tokens left on the map), ``regions`` (scoring tokens
and control), ``calendar`` (the pieces on the moon calendar) and ``board.0`` ..
``board.4`` (each player board).
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.game import Game
from wolfpack.the_wolves.game import TheWolves
from wolfpack.the_wolves.view import static_view
from wolfpack.widget.base import bundle
from wolfpack.widget.codec import encode
from wolfpack.widget.thinking import Board

_BIG = ("hexes", "regions", "calendar", "boards")
"""The entries of the view that travel in parts of their own."""
_STATIC_REGION = ("tile", "water", "rotated", "prey_hex")
"""The entries of a region that never change (sent once, in the static part)."""


class TheWolvesBoard(Board):
    """An interactive board of The Wolves: the map for the player count, each player board,
    the moon calendar; every decision is chosen by clicking (the legal elements light up
    after each click, the others say why not), every step explained with its rule ids.

    Seats (``computer={1: "easy", 2: "medium"}``) may be any mix of people and the
    computer at the levels of :data:`wolfpack.bots.LEVELS`; ``follow=True`` is a hot seat
    (the view follows the person to move). ``perspective`` shows a player's view (nothing
    is hidden in The Wolves, so it only marks whose board is yours); ``language`` is
    ``"en"``, ``"de"`` or ``"ja"``. See :class:`~wolfpack.widget.thinking.Board` for the
    other options. Records saved from the browser go to ``save_dir``.
    """

    _esm = bundle("the_wolves.js")
    _css = bundle("the_wolves.css")
    record_suffix = ".twr.json"

    def __init__(self, game: TheWolves | None = None, **kwargs: Any) -> None:
        super().__init__(game if game is not None else TheWolves(), **kwargs)

    @property
    def game(self) -> TheWolves:
        """The game on the board (replaced by *new game* and *load* from the browser)."""
        game = self._game
        assert isinstance(game, TheWolves)
        return game

    @game.setter
    def game(self, game: Game[Any]) -> None:
        Board.game.fset(self, game)  # type: ignore[attr-defined]

    # -- what the browser receives ---------------------------------------------------------
    def _static(self, game: Game[Any]) -> dict[str, Any]:
        """The map, the calendar's dates and the printed values of the player boards."""
        assert isinstance(game, TheWolves)
        return static_view(game.state)

    def _parts(self, view: dict[str, Any]) -> dict[str, Any]:
        """A decision usually changes ``main`` only; a wolf that moves changes ``map`` and
        ``regions``; a payment one player board."""
        main = {k: v for k, v in view.items() if k not in _BIG}
        pieces: dict[str, list[list[Any]]] = {}
        lone: list[str] = []
        prey: dict[str, list[Any]] = {}
        for h in view["hexes"]:
            name = h["hex"]
            if h["pieces"]:
                pieces[name] = [[p["owner"], p["kind"]] for p in h["pieces"]]
            if h["lone_wolf"]:
                lone.append(name)
            if h["prey"]:
                prey[name] = [h["prey"]["top"], h["prey"]["count"]]
        regions = [{k: v for k, v in r.items() if k not in _STATIC_REGION} for r in view["regions"]]
        calendar = {k: v for k, v in view["calendar"].items() if k not in ("length",)}
        calendar.pop("scoring_dates", None)
        parts: dict[str, Any] = {
            "main": main,
            "map": {"pieces": pieces, "lone": lone, "prey": prey},
            "regions": regions,
            "calendar": calendar,
        }
        for board in view["boards"]:
            parts[f"board.{board['player']}"] = board
        return parts

    def _assemble(self, parts: dict[str, Any]) -> dict[str, Any]:
        """The view as :meth:`TheWolves.view` gives it, from the parts and the static part."""
        main = parts.get("main")
        fixed = self.static
        if not main or not fixed:
            return {}
        view = dict(main)
        pieces = parts["map"]["pieces"]
        lone = set(parts["map"]["lone"])
        prey = parts["map"]["prey"]
        view["hexes"] = [
            {
                **h,
                "pieces": [{"owner": o, "kind": k} for o, k in pieces.get(h["hex"], [])],
                "lone_wolf": h["hex"] in lone,
                "prey": (
                    {"top": prey[h["hex"]][0], "count": prey[h["hex"]][1]}
                    if h["hex"] in prey
                    else None
                ),
            }
            for h in fixed["hexes"]
        ]
        view["regions"] = [
            {
                "index": r["index"],
                **{k: fixed["regions"][i][k] for k in _STATIC_REGION},
                **{k: v for k, v in r.items() if k != "index"},
            }
            for i, r in enumerate(parts["regions"])
        ]
        view["calendar"] = {
            "length": fixed["calendar"]["length"],
            **parts["calendar"],
            "scoring_dates": fixed["calendar"]["scoring_dates"],
        }
        view["boards"] = [parts[f"board.{p}"] for p in range(fixed["players"])]
        return view

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """Each player's score by part (region tokens and markers, the highest value
        revealed on each of the six tracks), the ranking with its tiebreaks, explained."""
        assert isinstance(game, TheWolves)
        return {
            "rows": [row.to_json() for row in game.score()],
            "winners": game.winners,
            "end": game.state.end_reason or None,
            "lines": [encode(e) for e in game.scoring_explained()],
        }

    def _new_game(self, seed: int | None, players: int | None, **options: bool) -> Game[Any]:
        """A new game with the same component data, for ``players`` (default: as now)."""
        old = self.game
        return TheWolves(
            players=old.players if players is None else players, seed=seed, data=old.data
        )
