"""Seats, the hot seat, new games and hints on the Triqueta board (issue 18)."""

from __future__ import annotations

import json
import random

import pytest
from twins import triqueta_twin

from waits import WAIT
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.board import TriquetaBoard
from wolfpack.triqueta.components import TILE_CODES
from wolfpack.widget.conformance import Recorder, synced
from wolfpack.widget.legal import expand


@pytest.mark.rules("TQ-H2")
def test_a_hot_seat_covers_the_board_until_the_next_person_asks_to_see_it() -> None:
    game = Triqueta(4, seed=3, start=0)
    board = TriquetaBoard(game, follow=True)
    rec = Recorder(board)
    # The first turn starts covered too.
    assert board.cover == {"player": 0}
    assert rec.refusal(cmd="move", path=["stack:0"])["why"][0] == "ui.covered"
    rec.intent(cmd="uncover")
    rec.intent(cmd="move", path=["stack:0"])
    rec.intent(cmd="move", path=["keep:0"])
    kept = TILE_CODES[game.state.down[0][0]]
    assert game.to_move == 1
    assert board.cover == {"player": 1} and board.perspective == 1
    covered = synced(board)
    assert covered["part_names"] == [] and rec.messages[-1]["log"]["steps"] == []
    assert set(covered["legal"]) == {"player", "waiting"} and covered["hint"] == {}
    covered.pop("static")  # the set values name every animal
    assert f'"{kept}"' not in json.dumps(covered)  # nor does the log narrated for Player 1
    assert rec.refusal(cmd="move", path=["stack:1"])["why"][0] == "ui.covered"
    # Under the cover no other view can be chosen from the browser (the open one shows
    # every kept tile), and the cover opens on its own player's view.
    for other in (None, 0):
        assert rec.refusal(cmd="perspective", value=other)["why"][0] == "ui.covered"
    assert board.perspective == 1 and synced(board)["part_names"] == []
    board.perspective = None  # changed from Python meanwhile
    rec.intent(cmd="uncover")
    assert board.cover == {} and board.view["perspective"] == 1
    # Uncovered, still no other view from the browser while the game is on.
    for other in (None, 0, 2):
        assert rec.refusal(cmd="perspective", value=other)["why"][0] == "ui.hot_seat_view"
    assert board.view["seats"][0]["face_down"] == {"count": 1, "kind": "light", "tiles": None}
    assert board.log_entries()[-1]["w"][0] == "tq.told.keep"
    assert ("stack:1",) in expand(board.legal)


def test_any_mix_of_people_and_computer_seats_plays_on() -> None:
    game = Triqueta(4, seed=6, start=0)
    board = TriquetaBoard(game, perspective=0, computer={1: "easy", 2: "random", 3: "easy"})
    rec = Recorder(board)
    rec.intent(cmd="move", path=["row:0"])  # Player 0 takes an empty row; the others play on
    assert game.to_move in (0, None) or game.state.phase != 0
    assert board.seats == [None, "easy", "random", "easy"]
    while not game.is_over and game.to_move == 0:
        path = sorted(expand(board.legal))[0]
        rec.intent(cmd="move", path=list(path))
    board.close()


def test_a_new_game_keeps_the_expansion_and_the_variant_unless_told() -> None:
    game = Triqueta(2, hidden_wolves=True, two_player_variant=False, seed=1)
    board = TriquetaBoard(game)
    rec = Recorder(board)
    rec.intent(cmd="new", seed=5)
    assert board.game.players == 2 and board.game.hidden_wolves
    assert not board.game.two_player_variant and board.game.seed == 5
    rec.intent(cmd="new", seed=6, players=4)
    assert board.game.players == 4 and board.game.hidden_wolves
    rec.intent(cmd="new", seed=7, players=2)
    assert board.game.two_player_variant  # the default for 2 players with Hidden Wolves
    board.new_game(8, 3, hidden_wolves=False)
    assert (board.game.players, board.game.hidden_wolves, board.game.seed) == (3, False, 8)
    assert "wolf" not in json.dumps(board.view["seats"])
    with pytest.raises(ValueError, match="TQ-V1"):
        board.new_game(9, 3, hidden_wolves=True, two_player_variant=True)
    reply = rec.refusal(cmd="new", seed=1, players=9)
    assert reply["why"][1]["field"] == "players"


@pytest.mark.rules("TQ-H1", "TQ-H2")
def test_a_hint_is_built_from_what_its_player_knows() -> None:
    rng = random.Random(4)
    game = Triqueta(3, seed=2)
    for _ in range(25):
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    player = game.to_move
    assert player is not None
    twin = triqueta_twin(game, player, random.Random(1))
    assert twin is not None
    hints = []
    for g in (game, twin):
        board = TriquetaBoard(g, perspective=player, hint_iterations=200, language="en")
        board.ask_hint()
        assert board.wait(WAIT)
        hints.append({k: v for k, v in board.hint.items() if k != "seconds"})
        board.close()
    assert hints[0] == hints[1]  # the same for every position its player cannot tell apart
    hint = hints[0]
    assert hint["explanation"][0].startswith("tq.hint.")
    note = hint["explanation"][2][-1][0]
    if len(game.legal_moves()) == 1:  # answered at once, in the game's words
        assert note == "bot.hint.only"
    else:
        assert note.startswith("tq.hint.value.")
    assert len(hint["moves"]) == len(game.legal_moves())
    assert all(name[0].startswith("tq.move.") for name in hint["names"])
    other = TriquetaBoard(game, perspective=(player + 1) % 3)
    assert other.nav["hint"] is False and other.hint == {}


@pytest.mark.rules("TQ-H1")
def test_a_locked_board_takes_back_no_draw_that_showed_its_player_a_tile() -> None:
    game = Triqueta(3, seed=4, start=0)
    board = TriquetaBoard(game, perspective=0, locked=True)
    rec = Recorder(board)
    rec.intent(cmd="move", path=["stack:1"])
    assert board.nav["can_undo"] is False
    assert rec.refusal(cmd="undo")["why"][0] == "ui.locked_undo"
    rec.intent(cmd="move", path=["row:0"])
    game.play("draw 0")  # Player 1 draws: nothing is shown to Player 0
    assert not game.reveals(len(game.steps) - 1, 0)
    assert game.reveals(len(game.steps) - 2, 1)  # Player 0's tile laid face up: seen by 1
    assert rec.refusal(cmd="perspective", value=1)["why"][0] == "ui.locked_view"
