"""A player's board keeps what that player (and, at a competitive board, every other person)
may not know: no way round the view through a new game, another person's undo, or a move
made at an earlier position reached in the open view."""

from __future__ import annotations

import pytest
from test_board_conformance import make_board

from wolfpack import LoneWolves
from wolfpack.triqueta import Triqueta
from wolfpack.widget import Controls
from wolfpack.widget.conformance import Recorder, synced


@pytest.mark.parametrize(
    "options",
    [{"locked": True}, {"controls": "match"}, {"controls": Controls(views=False)}],
    ids=["locked", "match", "no-views"],
)
def test_a_one_view_board_refuses_a_game_without_its_seat(options: dict[str, object]) -> None:
    board = make_board(Triqueta(4, seed=5), perspective=3, **options)
    rec = Recorder(board)
    before = (board.game, synced(board))
    answer = rec.refusal(cmd="new", players=2)
    assert answer["why"][0] == "ui.no_seat"
    assert answer["why"][1]["field"] == "players"
    assert (board.game, synced(board)) == before
    assert board.perspective == 3
    with pytest.raises(ValueError, match="no such seat"):
        board.game = Triqueta(2, seed=6)
    assert board.game is before[0] and board.perspective == 3
    # A new game that keeps the seat is dealt as before.
    assert not any("refused" in r for r in rec.intent(cmd="new", players=4))
    assert board.perspective == 3 and board.game is not before[0]


def test_a_board_that_may_show_the_open_view_takes_a_game_without_its_seat() -> None:
    board = make_board(Triqueta(4, seed=5), perspective=3)
    assert not any("refused" in r for r in Recorder(board).intent(cmd="new", players=2))
    assert board.perspective is None and board.game.players == 2
    hot_seat = make_board(Triqueta(4, seed=5), follow=True, locked=True)
    assert not any("refused" in r for r in Recorder(hot_seat).intent(cmd="new", players=2))
    assert hot_seat.perspective in (0, 1) and hot_seat.cover


def _draw_and_keep(rec: Recorder, game: Triqueta) -> None:
    """The player to move draws from the first stack and keeps the tile (or plays the
    first legal move where there is no draw)."""
    draws = [m for m in game.legal_notations() if m.startswith("draw")]
    rec.intent(cmd="move", move=draws[0] if draws else game.legal_notations()[0])
    rec.intent(cmd="move", move=game.legal_notations()[0])


def test_a_competitive_board_never_takes_back_what_showed_another_person_something() -> None:
    game = Triqueta(2, seed=4, hidden_wolves=False, start=0)
    boards = [make_board(game, perspective=p, locked=True) for p in (0, 1)]
    recs = [Recorder(b) for b in boards]
    _draw_and_keep(recs[0], game)
    assert game.to_move == 1
    recs[1].intent(cmd="move", move=next(m for m in game.legal_notations() if m.startswith("draw")))
    drawn = list(game.moves)
    # Player 0's board may not take back player 1's draw: player 1 would draw again.
    assert recs[0].refusal(cmd="undo")["why"] == ["ui.undo_other", {"player": 1}]
    assert boards[0].nav["why"]["undo"][0] == "ui.undo_other"
    assert game.moves == drawn


def test_a_competitive_lone_wolves_board_keeps_the_other_persons_scar() -> None:
    game = LoneWolves(seed=0)
    while not game.legal_notations()[0].startswith("take"):
        game.play(game.legal_notations()[0])
    loser = game.to_move
    state = game.state
    down = [i for i, e in enumerate(state.scar[state.loser_terr]) if e >= 0]
    down = [i for i in down if not state.scar_up[state.loser_terr][i]]
    assert down, "a face-down scar to take"
    board = make_board(game, perspective=1 - loser, locked=True)
    game.play(f"take {down[0]}")
    moves = list(game.moves)
    assert Recorder(board).refusal(cmd="undo")["why"] == ["ui.undo_other", {"player": loser}]
    assert game.moves == moves


def test_a_move_never_replaces_what_showed_the_viewer_something() -> None:
    # In the open view, step back over player 1's draw, then look as player 1: a move there
    # would replace the draw (and so draw again having seen the tile).
    game = Triqueta(2, seed=4, hidden_wolves=False, start=0)
    board = make_board(game, perspective=None)
    rec = Recorder(board)
    _draw_and_keep(rec, game)
    _draw_and_keep(rec, game)
    played = list(game.moves)
    assert not any("refused" in r for r in rec.intent(cmd="seek", position=2))
    assert not any("refused" in r for r in rec.intent(cmd="perspective", value=1))
    draw = [m for m in game.legal_notations() if m.startswith("draw")][-1]
    assert rec.refusal(cmd="move", move=draw)["why"] == ["ui.replace_hidden", {"player": 1}]
    assert game.moves == played[:2] and game.can_redo
    # Stepping forward to the end, the game goes on.
    assert not any("refused" in r for r in rec.intent(cmd="seek", position=len(played)))
    assert game.moves == played
    # Where the author allows free undo, the analysis board may replace them.
    free = make_board(game, perspective=1, controls=Controls(undo="free"))
    assert not any("refused" in r for r in Recorder(free).intent(cmd="seek", position=2))
    assert not any("refused" in r for r in Recorder(free).intent(cmd="move", move=draw))


def test_a_player_replays_a_move_they_took_back() -> None:
    # Undo of a move that showed the player nothing, then another move: allowed.
    game = LoneWolves(seed=3)
    board = make_board(game, perspective=game.to_move)
    rec = Recorder(board)
    first, second = game.legal_notations()[:2]
    rec.intent(cmd="move", move=first)
    assert not any("refused" in r for r in rec.intent(cmd="undo"))
    assert game.can_redo
    assert not any("refused" in r for r in rec.intent(cmd="move", move=second))
    assert game.moves == [second]


def test_nav_says_whether_moves_were_taken_back_or_looked_back_at() -> None:
    game = LoneWolves(seed=3)
    board = make_board(game, perspective=None)
    rec = Recorder(board)
    for _ in range(3):
        rec.intent(cmd="move", move=game.legal_notations()[0])
    rec.intent(cmd="undo")
    assert board.nav["can_redo"] and board.nav["undone"] is True
    rec.intent(cmd="redo")
    rec.intent(cmd="back")
    assert board.nav["undone"] is False
    rec.intent(cmd="seek", position=3)
    game.undo()  # from the notebook: taken back too
    assert board.nav["undone"] is True
    rec.intent(cmd="seek", position=1)
    assert board.nav["undone"] is False
    other = next(m for m in game.legal_notations() if m != game.line[1])  # a side line
    rec.intent(cmd="move", move=other)
    assert board.nav["undone"] is False and not board.nav["can_redo"]
