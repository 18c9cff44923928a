"""The hot seat in every game (issue 42): each turn that goes to another person asks for the
screen to be passed (the synced ``handover``), and Undo takes back only the moves of the
person whose turn it is (Board Game Arena's rule), in The Wolves too, where nothing is
hidden: refused with the reason in every language, which ``nav`` says for the Undo button."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_board_conformance import make_board

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES
from wolfpack.the_wolves import TheWolves
from wolfpack.triqueta import Triqueta
from wolfpack.widget import Controls
from wolfpack.widget.base import GameWidget
from wolfpack.widget.codec import decode
from wolfpack.widget.conformance import Recorder
from wolfpack.widget.legal import expand

DEALS: dict[str, Callable[[], Game[Any]]] = {
    "lone-wolves": lambda: LoneWolves(seed=3),
    "triqueta": lambda: Triqueta(3, seed=3, start=0),
    "the-wolves": lambda: TheWolves(players=3, seed=7, first=0),
}


def click(rec: Recorder) -> None:
    """The person to move clicks their first legal move."""
    rec.intent(cmd="uncover")  # (nothing to uncover where nothing is hidden)
    path = sorted(expand(rec.board.legal))[0]
    replies = rec.intent(cmd="move", path=list(path))
    assert not any("refused" in r for r in replies), replies


def pass_turn(rec: Recorder) -> int:
    """Play until the turn goes to another person; who had it."""
    mover = rec.board.game.to_move
    while rec.board.game.to_move == mover:
        click(rec)
    assert mover is not None
    return mover


@pytest.mark.parametrize("game_id", list(DEALS))
def test_each_turn_asks_for_the_screen_to_be_passed_to_the_next_person(game_id: str) -> None:
    board = make_board(DEALS[game_id](), follow=True)
    rec = Recorder(board)
    game = board.game
    assert board.handover == {"player": game.to_move, "position": 0}  # the first turn too
    first = game.to_move
    click(rec)
    if game.to_move == first:  # a turn of several decisions: no prompt within it
        assert board.handover == {}
    pass_turn(rec)
    assert board.handover == {"player": game.to_move, "position": len(game.steps)}
    assert board.perspective == game.to_move
    # Where the game hides things the cover says it too, naming the same person.
    if game.hidden_information:
        assert board.cover == {"player": game.to_move}
        covered = decode(board.legal["waiting"])
        assert covered.key == "ui.covered"
        who = f"Player {board.cover['player'] + 1}"
        assert covered.text("en").startswith(f"Pass the screen to {who}. {who}, it is your turn")
    else:
        assert board.cover == {} and board.part_names  # nothing hides the view
    board.close()


@pytest.mark.parametrize("game_id", list(DEALS))
def test_the_next_person_cannot_take_back_the_previous_persons_move(game_id: str) -> None:
    board = make_board(DEALS[game_id](), follow=True)
    rec = Recorder(board)
    game = board.game
    previous = pass_turn(rec)
    mover = game.to_move
    assert mover is not None
    moves = list(game.moves)
    assert board.nav["can_undo"] is False and board.nav["can_back"] is False
    assert decode(board.nav["why"]["undo"]).key == "ui.undo_turn"
    for content in ({"cmd": "undo"}, {"cmd": "back"}, {"cmd": "seek", "position": 0}):
        why = rec.refusal(**content)["why"]
        assert why[0] == "ui.undo_turn" and why[1] == {"player": previous, "mover": mover}
        assert game.moves == moves and game.to_move == mover
    texts = {lang: decode(why).text(lang) for lang in LANGUAGES}
    assert f"Player {previous + 1}" in texts["en"] and f"Spieler {mover + 1}" in texts["de"]
    assert f"プレイヤー{previous + 1}" in texts["ja"]
    board.close()


def test_the_person_to_move_takes_back_their_own_decisions_of_the_turn() -> None:
    """The Wolves: a turn of several decisions (an action, then its wolves); the first of
    them may be taken back, and no further than the turn's start."""
    board = make_board(TheWolves(players=2, seed=2, first=0), follow=True)
    rec = Recorder(board)
    game = board.game
    pass_turn(rec)
    mover, start = game.to_move, len(game.steps)
    click(rec)
    while game.to_move != mover:  # (a draft can pass the turn back at once)
        click(rec)
        mover, start = game.to_move, len(game.steps)
        click(rec)
    assert len(game.steps) > start and board.nav["can_undo"] is True
    assert "undo" not in board.nav["why"]
    while len(game.steps) > start:
        rec.intent(cmd="undo")
        assert game.to_move == mover and board.perspective == mover
    assert rec.refusal(cmd="undo")["why"][0] == "ui.undo_turn"
    board.close()


def test_free_undo_for_analysis_does_not_lift_the_rule_at_a_hot_seat() -> None:
    board = make_board(TheWolves(players=3, seed=7, first=0), follow=True, controls="learn")
    board.controls = Controls(undo="free")
    rec = Recorder(board)
    pass_turn(rec)
    assert rec.refusal(cmd="undo")["why"][0] == "ui.undo_turn"
    # Not a hot seat: free undo takes back anyone's move, as before.
    analysis = make_board(TheWolves(players=3, seed=7, first=0), controls=Controls(undo="free"))
    other = Recorder(analysis)
    pass_turn(other)
    moves = len(analysis.game.steps)
    assert not any("refused" in r for r in other.intent(cmd="undo"))
    assert len(analysis.game.steps) < moves
    board.close()
    analysis.close()


def test_the_computers_moves_go_with_the_persons_before_them() -> None:
    """People 0 and 1 with the computer between them: on 1's turn Undo would take back the
    computer's move and 0's, so it is refused naming 0; with one person at the table there
    is no screen to pass and Undo takes back that person's move with the computer's."""
    board = make_board(Triqueta(3, seed=3, start=0), follow=True, computer={1: "random"})
    rec = Recorder(board)
    game = board.game
    pass_turn(rec)
    assert board.wait(WAIT)
    assert game.to_move == 2 and board.handover == {"player": 2, "position": len(game.steps)}
    why = rec.refusal(cmd="undo")["why"]
    assert why[:2] == ["ui.undo_turn", {"player": 0, "mover": 2}]
    board.close()


def test_one_person_against_the_computer_is_never_asked_to_pass_the_screen() -> None:
    board = make_board(TheWolves(players=2, seed=2, first=0), follow=True, computer={1: "random"})
    rec = Recorder(board)
    assert board.handover == {}
    for _ in range(6):
        click(rec)
        assert board.wait(WAIT)
        assert board.handover == {}
    board.close()


def test_a_new_game_asks_for_its_first_person_and_the_end_for_nobody() -> None:
    board = make_board(TheWolves(players=2, seed=2, first=0), follow=True)
    rec = Recorder(board)
    pass_turn(rec)
    rec.intent(cmd="new", seed=4)
    assert board.handover == {"player": board.game.to_move, "position": 0}
    board.close()
    game = Triqueta(2, seed=3, start=0)
    while not game.is_over:
        game.play(game.legal_notations()[0])
    game.undo()  # the last decision is made on the board
    ending = make_board(game, follow=True)
    ending.play(game.legal_notations()[0])
    assert game.is_over and ending.handover == {}
    ending.close()


ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("move"), st.integers(0, 50)),
        st.tuples(st.sampled_from(["undo", "back", "redo", "forward"]), st.just(0)),
        st.tuples(st.just("seek"), st.integers(0, 40)),
    ),
    max_size=40,
)


@settings(max_examples=25, deadline=None)
@given(actions=ACTIONS)
def test_no_intent_takes_back_a_decision_of_another_person(actions: list[tuple[str, int]]) -> None:
    """Whatever the browser sends at a hot seat of The Wolves, the decisions made before the
    turn of the person to move stay as they were."""
    board: GameWidget = make_board(TheWolves(players=3, seed=5, first=0), follow=True)
    rec = Recorder(board)
    game = board.game
    for cmd, n in actions:
        mover = game.to_move
        people_before = [i for i, step in enumerate(game.steps) if step.player != mover]
        kept = list(game.moves[: people_before[-1] + 1]) if people_before else []
        if cmd == "move":
            legal = sorted(expand(board.legal))
            if not legal:
                continue
            rec.intent(cmd="move", path=list(legal[n % len(legal)]))
        elif cmd == "seek":
            rec.intent(cmd="seek", position=n)
        else:
            rec.intent(cmd=cmd)
        assert game.moves[: len(kept)] == kept, (cmd, n)
    board.close()
