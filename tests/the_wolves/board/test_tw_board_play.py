"""Playing The Wolves on the board without a browser: clicks as element paths, refusals,
seats, the hot seat, new games and hints (issue 17)."""

from __future__ import annotations

import pytest
from tw_board_helpers import paths

from waits import WAIT
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.board import TheWolvesBoard
from wolfpack.the_wolves.state import CHOOSE, PLACE
from wolfpack.widget.codec import decode
from wolfpack.widget.conformance import Recorder


def _placed(board: TheWolvesBoard, rec: Recorder) -> None:
    while board.game.state.phase == PLACE:
        rec.intent(cmd="move", path=list(paths(board.legal)[0]))


@pytest.mark.rules("TW-T1", "TW-T2")
def test_a_whole_turn_is_clicked_decision_by_decision(board: TheWolvesBoard, rec: Recorder) -> None:
    _placed(board, rec)
    game = board.game
    player = game.to_move
    rec.intent(cmd="move", path=["action:move"])
    assert game.moves[-1] == "move"
    terrain = next(p for p in paths(board.legal) if p[0].startswith("terrain:"))
    rec.intent(cmd="move", path=list(terrain))
    assert game.moves[-1] == f"to {terrain[0][8:]}"
    pay = paths(board.legal)[-1]
    rec.intent(cmd="move", path=list(reversed(pay)))  # a payment in any order
    assert game.moves[-1].startswith("pay ")
    wolf = paths(board.legal)[0]
    assert wolf[0].startswith("piece:") and wolf[1].startswith("hex:")
    rec.intent(cmd="move", path=list(wolf))
    kind = wolf[0].split(":")[2]
    assert game.moves[-1] == f"{kind} {wolf[0].split(':')[1]}>{wolf[1][4:]}"
    while game.to_move == player and game.state.phase != CHOOSE:
        done = ["button:done"] if ("button:done",) in paths(board.legal) else None
        rec.intent(cmd="move", path=done or list(paths(board.legal)[0]))
    assert "refused" not in str(rec.messages[-1])
    assert board.view["current"]["actions_left"] == 1


def test_a_dark_hex_is_refused_with_its_reason_and_changes_nothing(
    board: TheWolvesBoard, rec: Recorder
) -> None:
    state = board.game.state.key()
    synced = (dict(board.legal), board.view_parts)
    refused = rec.refusal(cmd="move", path=["hex:3,3"], id=4)
    why = decode(refused["why"])
    assert why.key == "tw.no.place_not_start" and why.cites("TW-S3")  # its own reason
    assert board.game.state.key() == state and (dict(board.legal), board.view_parts) == synced
    # a wolf that cannot stop there: the engine's own reason
    _placed(board, rec)
    rec.intent(cmd="move", path=["action:move"])
    rec.intent(cmd="move", path=list(paths(board.legal)[0]))
    rec.intent(cmd="move", path=list(paths(board.legal)[0]))
    wolf = paths(board.legal)[0][0]
    water = next(h["hex"] for h in board.view["hexes"] if h["terrain"] == "water")
    refused = rec.refusal(cmd="move", path=[wolf, f"hex:{water}"])
    assert decode(refused["why"]).key == "tw.board.wolf_where"
    # another pack's piece is not one of the wolves that move now: it says so
    other = next(
        f"piece:{h['hex']}:{p['kind']}"
        for h in board.view["hexes"]
        for p in h["pieces"]
        if p["owner"] != board.game.to_move
    )
    refused = rec.refusal(cmd="move", path=[other])
    assert decode(refused["why"]).key == "tw.board.own_wolves_only"
    assert board.game.state.key() != state  # (the moves above were played)


def test_computer_seats_play_their_whole_turns_after_a_person() -> None:
    game = TheWolves(players=3, seed=5, first=0)
    board = TheWolvesBoard(game, computer={1: "easy", 2: "easy"})
    rec = Recorder(board)
    for _ in range(300):
        if game.state.turn >= 3:
            break
        assert game.to_move == 0  # the computer seats never leave a decision waiting
        rec.intent(cmd="move", path=list(paths(board.legal)[0]))
    assert game.state.turn == 3 and game.to_move == 0
    actions = {"move", "den", "lair", "howl", "dominate", "end"}
    assert {1, 2} <= {step.player for step in game.steps if step.notation in actions}
    board.close()


def test_the_hot_seat_shows_the_person_to_move_their_view() -> None:
    game = TheWolves(players=4, seed=2, first=0)
    board = TheWolvesBoard(game, follow=True, computer={3: "easy"})
    rec = Recorder(board)
    seen = set()
    for _ in range(12):
        mover = game.to_move
        assert board.perspective == mover or board.seats[mover or 0] is not None
        seen.add(board.perspective)
        assert not board.cover  # nothing is hidden: no cover between people
        rec.intent(cmd="move", path=list(paths(board.legal)[0]))
    assert {0, 1, 2} <= seen


def test_a_new_game_for_another_number_of_players(board: TheWolvesBoard, rec: Recorder) -> None:
    rec.intent(cmd="new", seed=9, players=5)
    assert board.game.players == 5 and board.game.seed == 9
    assert [f"board.{p}" in board.part_names for p in range(5)] == [True] * 5
    assert len(board.static["regions"]) == 10 and board.seats == [None] * 5
    refused = rec.refusal(cmd="new", seed=1, players=6)
    assert refused["why"][0] == "ui.bad_field"


def test_a_hint_explains_the_best_decision_from_the_position() -> None:
    game = TheWolves(players=2, seed=4, first=0)
    board = TheWolvesBoard(game, perspective=0, hint_iterations=150)
    board.ask_hint()
    assert board.wait(WAIT)
    hint = board.hint
    assert hint["player"] == 0 and hint["best_path"] == list(game.elements(hint["best"]))
    assert len(hint["names"]) == len(game.legal_moves())
    assert hint["names"][0][0].startswith("tw.move.")
    why = decode(hint["explanation"])
    assert why.key.startswith("tw.hint.best.") and why.cites("TW-S3")
    assert any(n.key == "tw.hint.scoring_near" for n in why.notes)
    for lang in ("en", "de", "ja"):
        assert "{" not in why.text(lang)
