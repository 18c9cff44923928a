"""In a player view the synced state holds only what that player may see (LW-H1..LW-H4)."""

from __future__ import annotations

import json

import pytest
from board_helpers import Recorder

from wolfpack import LoneWolves
from wolfpack.bots import RandomBot
from wolfpack.widget import LoneWolvesBoard


def synced(board: LoneWolvesBoard) -> str:
    state = board.get_state()
    return json.dumps({k: v for k, v in state.items() if k != "catalog"})


def hidden_of(game: LoneWolves, player: int) -> tuple[set[str], list[str], list[str]]:
    state = game.state
    opp = game.view(None)["hands"][1 - player]["cards"]
    box = game.view(None)["box"]["cards"]
    down = [
        s["effect"]
        for t in game.view(None)["territories"]
        for s in t["scars"]
        if s["state"] == "face_down"
    ]
    assert state is not None
    return set(opp), box, down


@pytest.mark.rules("LW-H1", "LW-H2", "LW-H3")
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_player_view_never_syncs_hidden_items(seed: int) -> None:
    game = LoneWolves(seed=seed)
    board = LoneWolvesBoard(game, perspective=0)
    rec = Recorder(board)
    bots = [RandomBot(seed), RandomBot(seed + 100)]
    while not game.is_over:
        opp, _box, _down = hidden_of(game, 0)
        view = board.view
        assert view["hands"][1]["cards"] is None
        assert view["box"]["cards"] is None and view["unused_scars"]["effects"] is None
        for t in view["territories"]:
            for s in t["scars"]:
                if s["state"] == "face_down":
                    assert s["effect"] is None
            for side in t["sides"]:
                for c in side["cards"]:
                    if c["face"] == "box":
                        assert c["card"] is None
        text = synced(board)
        for code in opp:
            assert f"card:{code}" not in text and f'"{code}": [' not in text
            assert f'"card": "{code}"' not in text
        assert board.nav["seed"] is None  # the seed would deal the whole game again
        held = view["held_scar"]
        if held and held["player"] == 1 and game.steps[-1].events[0].key == "lw.ev.take_down":
            assert held["effect"] is None
        if game.to_move == 1:
            assert set(board.legal) == {"player", "waiting"}
        game.play(bots[game.to_move].choose(game))
    # Events in the log are public: no face-down scar taken by Player 1 is named.
    for m in rec.messages:
        if "log" in m:
            for step in m["log"]["steps"]:
                for ev in step["e"]:
                    if ev[0] == "lw.ev.take_down":
                        assert ev[1]["effect"] is None


def test_the_open_view_shows_everything() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=4))
    assert all(h["cards"] is not None for h in board.view["hands"])
    assert board.view["box"]["cards"] is not None


def test_the_catalog_is_sent_once_and_updates_are_small(board: LoneWolvesBoard) -> None:
    rec = Recorder(board)
    game = board.game
    sizes = []
    trees: list[tuple[int, int]] = []
    while not game.is_over:
        start = len(rec.updates)
        rec.intent(cmd="move", move=game.legal_moves()[0].notation)
        updates = rec.updates[start:]
        assert len(updates) == 1
        state = dict(updates[0]["state"])
        assert "catalog" not in state
        tree = state.pop("tree", None)
        sizes.append(len(json.dumps(state, separators=(",", ":"))))
        if tree is not None:
            moves = sum(len(line["moves"]) for line in tree["lines"])
            trees.append((len(json.dumps(tree, separators=(",", ":"))), moves))
    # The legal plays travel as a tree of element paths with shared explanation forms
    # (widget/legal.py): every update but the last (which carries the final scoring) stays
    # small.
    assert max(sizes[:-1]) < 4_000, max(sizes[:-1])
    assert sizes[-1] < 6_500, sizes[-1]
    assert sum(sizes) / len(sizes) < 2_500, sum(sizes) / len(sizes)
    # The tree of variations is synced whole when it changes (its size grows with the
    # moves played: a few words per move, never the legal moves or explanations).
    assert trees and all(size < 60 + 160 * max(moves, 1) for size, moves in trees), trees
