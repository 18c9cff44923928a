"""What The Wolves' board syncs: the map once, the view in parts that are resent only when
they change, the final scoring (issue 17)."""

from __future__ import annotations

import json
import random

import pytest
from tw_board_helpers import positions

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.board import TheWolvesBoard
from wolfpack.the_wolves.view import static_view
from wolfpack.widget.conformance import Recorder


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_parts_and_the_static_part_give_back_the_whole_view(players: int) -> None:
    seen = 0
    for game in positions(players, seed=players, decisions=90):
        if seen % 7 == 0:
            board = TheWolvesBoard(game)
            assert board.view == game.view(None)
            assert board.static == static_view(game.state)
            assert set(board.part_names) == {
                "main",
                "map",
                "regions",
                "calendar",
                *(f"board.{p}" for p in range(players)),
            }
            board.close()
        seen += 1
    assert seen == 90


def test_the_map_is_sent_once_and_a_decision_resends_only_what_changed(
    board: TheWolvesBoard, rec: Recorder
) -> None:
    game = board.game
    while game.state.phase == 0:
        board.play(game.legal_notations()[0])
    static = board.static
    start = len(rec.updates)
    assert "action:move" in {p[0] for p in game.element_paths().values()}
    rec.intent(cmd="move", path=["action:move"])
    sent = {k for u in rec.updates[start:] for k in u["state"]}
    assert "static" not in sent and "catalog" not in sent
    changed = {board.part_names[int(k[4:])] for k in sent if k.startswith("part")}
    assert changed == {"main"}
    assert board.static is static or board.static == static
    total = sum(len(json.dumps(u["state"])) for u in rec.updates[start:])
    assert total < 8000


def test_the_open_view_and_a_players_view_show_the_same_position() -> None:
    game = TheWolves(players=4, seed=2)
    for _ in range(12):
        game.play(game.legal_notations()[0])
    open_board = TheWolvesBoard(game)
    player_board = TheWolvesBoard(game, perspective=2)
    parts = dict(player_board.view_parts)
    assert parts["map"] == open_board.view_parts["map"]
    assert player_board.view["perspective"] == 2
    assert "box" not in player_board.view and "box" in open_board.view
    assert player_board.nav["seed"] == 2  # nothing is hidden: the seed may be shown


def test_the_final_scoring_shows_every_part_of_every_score_and_the_winners() -> None:
    game = TheWolves(players=3, seed=11)
    board = TheWolvesBoard(game)
    assert board.final == {}
    rng = random.Random(0)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    final = board.final
    assert [r["player"] for r in final["rows"]] == [0, 1, 2]
    assert [r["total"] for r in final["rows"]] == game.scores()
    assert final["winners"] == game.winners
    row = final["rows"][0]
    assert set(row["dens"]) == {"pack_spread", "wolf_speed", "howl_range"}
    assert {"tokens", "markers", "lairs", "wolves", "prey", "token_count"} <= set(row)
    keys = [line[0] for line in final["lines"]]
    assert keys[:3] == ["tw.result.row"] * 3 and keys[-1].startswith("tw.result.")
