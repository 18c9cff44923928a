"""``GenericBoard``: the board of a game that brings no front end of its own.

A game registered from another package (an entry point in ``wolfpack.games``) gets a
board in a notebook without writing any JavaScript: its board class is a subclass of
:class:`GenericBoard` that only names itself, and the browser draws the view its
:meth:`Game.view(player) <wolfpack.core.game.Game.view>` returns in rows of items
(``generic.js``, built from ``js/generic/``).

The view must hold, besides the usual ``players`` and ``to_move``:

* ``"zones"``: a list of rows, each ``{"id": str, "title": str, "args": {...},
  "player": int | None, "items": [...]}``: ``title`` is a message id of the game's texts
  (rendered in the board's language with the catalogue, ``args`` filling its fields),
  ``player`` the seat the row belongs to (its colour, and who may click in it; None: a
  shared row), and each item ``{"element": str | None, "text": str}``: ``element`` is a
  board element id (``"card:7"``, as :meth:`~wolfpack.core.game.Game.elements` names
  them; it lights and plays like any board's element), ``text`` what is shown on it,
  language-neutral (``"7"``; ``"?"`` for what this view may not see);
* ``"scores"`` (optional): points per player.

A game's board module then holds only its class (here of a made-up game whose view holds
zones), and ``game.widget(perspective=0, computer={1: "easy"})`` shows it::

    from wolfpack.widget.generic import GenericBoard

    class MyGameBoard(GenericBoard):
        "The board of My Game, drawn by the generic board (its docstring)."
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.game import Game
from wolfpack.widget.base import bundle
from wolfpack.widget.thinking import Board


class GenericBoard(Board):
    """A board for any game whose view holds ``zones`` (see the module docs): every zone a
    row with its title in the board's language and its items as cards, the legal ones lit,
    a click playing them, the scores, and the final scores once the game is over.

    It is a :class:`~wolfpack.widget.thinking.Board` (a
    :class:`~wolfpack.widget.base.GameWidget` with computer seats and hints): the options
    are the same (``perspective``, ``computer={1: "easy"}``, ``language``, ``locked``, ...).
    """

    _esm = bundle("generic.js")
    _css = bundle("generic.css")

    def _final(self, game: Game[Any]) -> dict[str, Any]:
        """The points per player and who won, once the game is over (``{}`` before)."""
        if not game.is_over:
            return {}
        return {"scores": list(game.scores()), "winners": list(game.winners or [])}
