"""A board's tree of variations (issue 44): a move at an earlier position starts a side line,
the browser walks and edits the tree through validated intents (goto, promote, delete,
annotate), a competitive board refuses them as it refuses undo, and a player's view of the
tree holds nothing hidden from that player (non-interference)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_board_conformance import GAMES, make_board
from twins import lone_wolves_twin, triqueta_twin

from wolfpack import LoneWolves
from wolfpack.core.game import Game
from wolfpack.the_wolves import TheWolves
from wolfpack.triqueta import Triqueta
from wolfpack.widget import Controls
from wolfpack.widget.conformance import Recorder, check_hostile_messages, synced


def _branched(game: Game[Any]) -> tuple[Recorder, list[str], list[str]]:
    """An open board on ``game`` with two moves played, then a step back and another second
    move: the main line and the side line (each as its moves from the start)."""
    board = make_board(game)
    rec = Recorder(board)
    rec.intent(cmd="move", move=game.legal_notations()[0])
    rec.intent(cmd="move", move=game.legal_notations()[0])
    main = list(game.moves)
    rec.intent(cmd="back")
    other = game.legal_notations()[-1]
    assert other != main[1]
    assert "refused" not in rec.intent(cmd="move", move=other)[0]
    return rec, main, [main[0], other]


def _moves(board: Any, line: int) -> list[str]:
    return [m["n"] for m in board.tree["lines"][line]["moves"]]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_move_at_an_earlier_position_starts_a_side_line(game_id: str) -> None:
    game = GAMES[game_id][0](3, 2 if game_id != "the-wolves" else 3)
    rec, main, side = _branched(game)
    board = rec.board
    assert game.lines() == [tuple(main), tuple(side)]
    tree = board.tree
    assert [line.get("from") for line in tree["lines"]] == [None, 0]
    assert tree["lines"][1]["at"] == 1
    assert _moves(board, 0) == main and _moves(board, 1) == side[1:]
    assert tree["path"] == [0, 1] and tree["ply"] == 2
    assert "off" not in tree
    # Each move is said as the log says it.
    log = board.log_entries()
    for said, entry in zip(tree["lines"][0]["moves"][:1], log[:1], strict=True):
        assert said == {k: v for k, v in entry.items() if k in ("n", "p", "d")}


def test_goto_promote_delete_and_annotate_through_messages() -> None:
    rec, main, side = _branched(LoneWolves(seed=1))
    board, game = rec.board, rec.board.game
    assert "refused" not in rec.intent(cmd="goto", line=0, ply=2)[0]
    assert game.moves == main and board.tree["path"] == [0] and board.nav["position"] == 2
    assert "refused" not in rec.intent(cmd="goto", moves=side[:1])[0]
    assert game.moves == side[:1] and board.tree["ply"] == 1
    rec.intent(cmd="goto", moves=side)
    assert "refused" not in rec.intent(cmd="annotate", comment="Better here.", glyph="!?")[0]
    said = board.tree["lines"][1]["moves"][0]
    assert said["g"] == "!?" and said["c"] == "Better here."
    assert game.annotation(side).comment == "Better here."
    rec.intent(cmd="annotate", glyph=None)
    assert "g" not in board.tree["lines"][1]["moves"][0]
    assert board.tree["lines"][1]["moves"][0]["c"] == "Better here."
    assert "refused" not in rec.intent(cmd="promote")[0]
    assert game.lines()[0] == tuple(side) and _moves(board, 0) == side
    assert board.tree["path"] == [0]
    assert "refused" not in rec.intent(cmd="delete", line=1, ply=2)[0]
    assert game.lines() == [tuple(side)] and len(board.tree["lines"]) == 1
    assert "refused" not in rec.intent(cmd="delete")[0]  # the current move: back to its parent
    assert game.lines() == [tuple(side[:1])] and game.moves == side[:1]
    # The board's Python methods do the same.
    board.annotate(comment="Python", glyph="!")
    assert board.tree["lines"][0]["moves"][0]["g"] == "!"
    board.goto(())
    assert board.tree["ply"] == 0
    board.delete(side[:1])
    assert board.tree["lines"] == [{"at": 0, "moves": []}]


@pytest.mark.parametrize(
    ("content", "field"),
    [
        ({"cmd": "goto"}, "moves"),
        ({"cmd": "goto", "moves": ["play x9 cave"]}, "moves"),
        ({"cmd": "goto", "moves": "play"}, "moves"),
        ({"cmd": "goto", "moves": [3]}, "moves"),
        ({"cmd": "goto", "line": 5, "ply": 1}, "line"),
        ({"cmd": "goto", "line": 1, "ply": 1}, "ply"),
        ({"cmd": "goto", "line": 0, "ply": 9}, "ply"),
        ({"cmd": "goto", "line": True, "ply": 1}, "line"),
        ({"cmd": "delete", "moves": []}, "moves"),
        ({"cmd": "annotate", "moves": []}, "moves"),
        ({"cmd": "annotate", "glyph": "!!!"}, "glyph"),
        ({"cmd": "annotate", "comment": "x" * 2001}, "comment"),
        ({"cmd": "annotate", "comment": 7}, "comment"),
        ({"cmd": "promote", "line": 0, "ply": "1"}, "ply"),
    ],
)
def test_bad_tree_intents_are_refused_naming_the_field(content: dict[str, Any], field: str) -> None:
    rec, _, _ = _branched(LoneWolves(seed=1))
    before = synced(rec.board), rec.board.game.lines()
    answer = rec.refusal(**content)
    assert answer["why"][1]["field"] == field
    assert (synced(rec.board), rec.board.game.lines()) == before


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"locked": True, "perspective": 0}, "ui.locked_undo"),
        ({"follow": True}, "ui.tree_competitive"),
        ({"perspective": 0}, "ui.tree_safe"),
        ({"controls": Controls(undo="off")}, "ui.off.undo"),
    ],
    ids=["locked", "hot-seat", "safe-undo", "undo-off"],
)
def test_a_board_without_free_undo_refuses_the_tree_as_it_refuses_undo(
    options: dict[str, Any], key: str
) -> None:
    game = LoneWolves(seed=1)
    game.play(game.legal_notations()[0])
    game.play(game.legal_notations()[0])
    game.undo()
    game.play(game.legal_notations()[-1])
    board = make_board(game, **options)
    rec = Recorder(board)
    before = synced(board), game.lines()
    expected = "ui.tree_competitive" if key == "ui.locked_undo" else key
    for content in (
        {"cmd": "goto", "line": 0, "ply": 1},
        {"cmd": "promote"},
        {"cmd": "delete"},
        {"cmd": "annotate", "comment": "no"},
    ):
        assert rec.refusal(**content)["why"][0] == expected
    assert board.tree == {} if board.cover else board.tree["off"][0] == expected
    assert (synced(board), game.lines()) == before
    # A player's board with free undo walks the tree.
    free = make_board(game, perspective=0, controls=Controls(undo="free"))
    assert "refused" not in Recorder(free).intent(cmd="goto", line=0, ply=1)[0]


def test_hostile_messages_to_a_board_with_variations_change_nothing() -> None:
    rec, _, _ = _branched(Triqueta(2, seed=3))
    assert check_hostile_messages(rec.board) > 0


def test_the_computer_waits_after_a_goto_until_the_person_plays_on() -> None:
    game = LoneWolves(seed=2)
    board = make_board(game, computer={1: "random"})
    rec = Recorder(board)
    while not game.steps or game.steps[-1].player != 1:
        assert game.to_move == 0
        rec.intent(cmd="move", move=game.legal_notations()[0])  # the computer answers
    at = len(game.moves) - 1
    assert "refused" not in rec.intent(cmd="delete", moves=list(game.moves))[0]
    # The computer's move is gone, and the computer does not play it (or another) at once:
    # the person decides for it now (an analysis).
    assert len(game.moves) == at and game.to_move == 1 and not game.can_redo
    assert board.legal.get("paths")  # its moves offered to the person
    assert "refused" not in rec.intent(cmd="move", move=game.legal_notations()[-1])[0]
    # Having played on, the person is answered by the computer again.
    assert len(game.moves) >= at + 1 and game.to_move != 1
    rec.intent(cmd="goto", moves=list(game.moves[:at]))
    assert game.to_move == 1 and game.can_redo and len(game.moves) == at


def _twin_trees(game: Game[Any], twin: Any, seed: int) -> tuple[Any, Any, int]:
    """``game`` and its twin for a player (other hidden things), each with the same side
    line: the player's other choice at their latest decision."""
    rng = random.Random(seed)
    for _ in range(8):
        game.play(game.legal_notations()[rng.randrange(len(game.legal_notations()))])
    player = game.steps[-1].player
    other = twin(game, player, rng)
    assert other is not None
    for g in (game, other):
        at = max(i for i, s in enumerate(g.steps) if s.player == player)
        g.goto(g.moves[:at])
        alternatives = [m for m in g.legal_notations() if m != g.line[at]]
        g.play(alternatives[0])
        g.annotate(comment="Or this.", glyph="?!")
        g.goto(g.lines()[0])
    assert game.lines() == other.lines()
    return game, other, player


@pytest.mark.parametrize(
    ("deal", "twin"),
    [(lambda: LoneWolves(seed=4), lone_wolves_twin), (lambda: Triqueta(3, seed=4), triqueta_twin)],
    ids=["lone-wolves", "triqueta"],
)
def test_a_players_tree_shows_nothing_hidden_from_them(deal: Any, twin: Any) -> None:
    game, other, player = _twin_trees(deal(), twin, seed=1)
    free = Controls(undo="free")
    a = make_board(game, perspective=player, controls=free)
    b = make_board(other, perspective=player, controls=free)
    assert len(a.tree["lines"]) == 2 and a.tree["lines"][1]["moves"][0]["g"] == "?!"
    assert synced(a) == synced(b)
    # In a side line too: the two games differ there only in what the player may not see.
    for board in (a, b):
        Recorder(board).intent(cmd="goto", line=1, ply=board.tree["lines"][1]["at"] + 1)
    assert a.tree["path"] == [0, 1]
    assert synced(a) == synced(b)
    # The open view tells the twins apart (the check can fail).
    assert synced(make_board(game)) != synced(make_board(other))


def test_the_wolves_boards_branch_too() -> None:
    rec, main, side = _branched(TheWolves(players=2, seed=1))
    assert _moves(rec.board, 1) == side[1:] and rec.board.game.lines()[0] == tuple(main)


def test_a_player_who_may_not_walk_the_tree_reads_only_the_moves_shown_to_them() -> None:
    game = LoneWolves(seed=1)
    for _ in range(3):
        game.play(game.legal_notations()[0])
    game.goto(game.moves[:1])
    game.play(game.legal_notations()[-1])  # the other player's card in a side line
    game.play(game.legal_notations()[0])
    game.goto(game.lines()[0][:2])  # on the main line, one move before its end
    board = make_board(game, perspective=0, locked=True)
    tree = board.tree
    assert tree["path"] == [0] and tree["ply"] == 2 and tree["off"][0] == "ui.tree_competitive"
    assert [m["n"] for m in tree["lines"][0]["moves"]] == list(game.moves)
    assert [{k: e[k] for k in ("n", "p")} for e in board.log_entries()] == [
        {k: m[k] for k in ("n", "p")} for m in tree["lines"][0]["moves"]
    ]
    board.perspective = None  # the open view reads the whole tree
    assert len(board.tree["lines"]) == 2 and len(board.tree["lines"][0]["moves"]) == 3
