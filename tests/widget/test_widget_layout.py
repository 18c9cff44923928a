"""A board is an ipywidgets DOM widget like any other: its ``layout`` is ipywidgets' own
(CSS size and placement), and the names of its view's parts travel as ``part_names``."""

from __future__ import annotations

import ipywidgets

from wolfpack import LoneWolves, TheWolves, Triqueta


def test_layout_is_the_ipywidgets_layout_for_every_game() -> None:
    for game in (LoneWolves(seed=1), TheWolves(seed=1, players=3), Triqueta(seed=1, players=3)):
        board = game.widget()
        assert isinstance(board.layout, ipywidgets.Layout)
        board.layout.width = "640px"
        state = board.get_state()
        assert state["layout"] == f"IPY_MODEL_{board.layout.model_id}"
        names = state["part_names"]
        assert names and all(isinstance(n, str) for n in names)
        parts = [state[f"part{i}"] for i in range(len(names))]
        assert [board.view_parts[n] for n in names] == parts


def test_a_board_sits_in_an_ipywidgets_box() -> None:
    board = LoneWolves(seed=1).widget()
    box = ipywidgets.VBox([ipywidgets.HTML("<b>Lone Wolves</b>"), board])
    assert box.children[1] is board
