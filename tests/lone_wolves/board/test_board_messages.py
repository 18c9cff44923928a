"""The board validates every message from the browser with the engine (issue 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from board_helpers import Recorder

from waits import WAIT
from wolfpack import LoneWolves
from wolfpack.widget import LoneWolvesBoard
from wolfpack.widget.codec import decode


def test_a_legal_move_from_the_browser_is_played(rec: Recorder) -> None:
    replies = rec.intent(cmd="move", move="play k4 cave", id=1)
    assert rec.board.game.moves == ["play k4 cave"]
    assert [r["type"] for r in replies] == ["done"] and replies[0]["id"] == 1
    assert "refused" not in replies[0]
    log = replies[0]["log"]
    assert log["start"] == 0 and log["steps"][0]["n"] == "play k4 cave"
    assert rec.board.nav["position"] == 1
    assert rec.board.view["current_trick"]["lead"]["card"] == "k4"


@pytest.mark.rules("LW-T2")
def test_an_illegal_move_is_answered_with_the_rule_and_changes_nothing(rec: Recorder) -> None:
    rec.board.play("play k4 cave")
    before = (rec.board.game.state.key(), dict(rec.board.view), dict(rec.board.legal))
    refused = rec.refusal(cmd="move", move="play r4 cave", id=7)
    why = decode(refused["why"])
    assert refused["id"] == 7 and refused["move"] == "play r4 cave"
    assert why.key == "lw.no.must_follow" and why.cites("LW-T2")
    assert "you must follow Black" in why.text("en")
    assert (rec.board.game.state.key(), rec.board.view, rec.board.legal) == before


@pytest.mark.parametrize(
    ("content", "key"),
    [
        ({"move": "play k4 cave"}, "ui.bad_field"),
        ({"cmd": "teleport"}, "ui.unknown_command"),
        ({"cmd": "move", "move": 42}, "ui.bad_field"),
        ({"cmd": "move", "move": "x" * 500}, "ui.bad_field"),
        ({"cmd": "move", "move": "dance"}, "lw.no.expect_play"),
        ({"cmd": "undo"}, "ui.nothing_to_undo"),
        ({"cmd": "redo"}, "ui.nothing_to_redo"),
        ({"cmd": "seek", "position": 3}, "ui.bad_position"),
        ({"cmd": "seek", "position": "1"}, "ui.bad_position"),
        ({"cmd": "new", "seed": -1}, "ui.bad_seed"),
        ({"cmd": "new", "seed": True}, "ui.bad_seed"),
        ({"cmd": "perspective", "value": 2}, "ui.bad_player"),
        ({"cmd": "bot", "player": "1"}, "ui.bad_player"),
        ({"cmd": "strength", "value": "godlike"}, "ui.bad_strength"),
        ({"cmd": "solve"}, "ui.solve_later"),
        ({"cmd": "language", "value": "fr"}, "ui.bad_language"),
        ({"cmd": "save", "path": "../evil.json"}, "ui.bad_field"),
        ({"cmd": "load", "record": "/etc/passwd"}, "ui.bad_field"),
        ({"cmd": "load", "record": "{}"}, "ui.bad_record"),
    ],
)
def test_bad_messages_are_refused_and_change_nothing(
    rec: Recorder, content: dict[str, object], key: str
) -> None:
    state = json.dumps(rec.board.get_state(), sort_keys=True, default=str)
    assert rec.refusal(**content)["why"][0] == key
    assert json.dumps(rec.board.get_state(), sort_keys=True, default=str) == state


def test_a_message_that_is_not_an_object_is_refused(rec: Recorder) -> None:
    rec.board._on_msg(rec.board, ["move"], [])
    assert rec.messages[-1]["refused"] == [
        "ui.bad_field",
        {"field": "message", "expected": "an object with a 'cmd'"},
    ]


def test_the_browser_cannot_set_synced_state(rec: Recorder) -> None:
    rec.board.set_perspective(0)
    rec.board.set_state({"perspective": None, "part0": {}})
    assert rec.board.perspective == 0
    assert rec.board.view["hands"][1]["cards"] is None
    refused = [m["refused"][0] for m in rec.messages if "refused" in m]
    assert refused == ["ui.read_only"] * 2


def test_navigation_undo_redo_back_forward_seek(rec: Recorder) -> None:
    game = rec.board.game
    for move in ["play k4 cave", "play k7 cave", "take 0", "place tundra"]:
        rec.intent(cmd="move", move=move)
    rec.intent(cmd="back")
    assert len(game.moves) == 3
    assert rec.board.nav["length"] == 4 and rec.board.nav["can_redo"]
    log = rec.intent(cmd="seek", position=1)[0]["log"]
    assert log == {"start": 1, "steps": []}
    assert game.moves == ["play k4 cave"]
    rec.intent(cmd="forward")
    assert len(game.moves) == 2
    rec.intent(cmd="seek", position=4)
    assert len(game.moves) == 4 and not game.can_redo
    rec.intent(cmd="undo")
    assert len(game.moves) == 3
    rec.intent(cmd="redo")
    assert len(game.moves) == 4


def test_the_computer_answers_and_undo_takes_back_to_the_players_turn() -> None:
    # The open teaching view takes back anything (a player's view does not take back the
    # computer's card once it was shown: test_board_locked).
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), bot=1)
    rec = Recorder(board)
    game = board.game
    rec.intent(cmd="move", move="play k4 cave")
    assert game.to_move == 0 and len(game.moves) >= 2
    assert game.steps[1].player == 1
    rec.intent(cmd="undo")
    assert game.moves == []
    rec.intent(cmd="redo")
    assert game.to_move == 0 and len(game.moves) >= 2
    # After stepping back into the computer's turn it waits (no move while redo is possible).
    rec.intent(cmd="seek", position=1)
    assert game.moves == ["play k4 cave"] and game.to_move == 1
    assert set(board.legal) == {"player", "waiting"}


def test_the_computers_decisions_are_never_offered_to_click() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0), bot=1, strength="medium")  # open view
    rec = Recorder(board)
    game = board.game
    rec.intent(cmd="move", move="play k4 cave")
    assert board.wait(WAIT) and len(game.moves) >= 2
    # While the computer decided, the board offered nothing to click and said why.
    legals = [u["state"]["legal"] for u in rec.updates if "legal" in u["state"]]
    turns = [legal for legal in legals if legal.get("player") == 1]
    assert turns
    for legal in turns:
        assert set(legal) == {"player", "waiting"}
        assert legal["waiting"][0] == "ui.computer_turn"
    # Stepped back into the computer's turn: still nothing to click, and a move is refused.
    rec.intent(cmd="seek", position=1)
    assert game.to_move == 1 and set(board.legal) == {"player", "waiting"}
    assert board.legal["waiting"][0] == "ui.computer_waits"
    reply = rec.refusal(cmd="move", move=game.legal_notations()[0])
    assert reply["why"][0] == "ui.computer_waits" and game.moves == ["play k4 cave"]


def test_the_computer_can_be_switched_on_for_the_player_to_move(rec: Recorder) -> None:
    rec.intent(cmd="bot", player=0)
    assert rec.board.bot == 0 and rec.board.game.to_move == 1
    rec.intent(cmd="bot", player=None)
    assert rec.board.bot is None


def test_moves_made_in_python_show_and_reach_on_move(rec: Recorder) -> None:
    seen: list[str] = []
    rec.board.on_move(lambda step: seen.append(step.notation))
    rec.board.game.play("play k4 cave")
    assert rec.board.view["current_trick"]["lead"]["card"] == "k4"
    assert rec.messages[-1] == {
        "type": "log",
        "log": {"start": 0, "steps": rec.board.log_entries()},
    }
    rec.intent(cmd="move", move="play k7 cave")
    assert seen == ["play k4 cave", "play k7 cave"]
    rec.board.game.undo()
    assert rec.board.nav["position"] == 1


def test_language_perspective_and_new_game(rec: Recorder) -> None:
    rec.intent(cmd="language", value="ja")
    assert rec.board.language == "ja"
    rec.intent(cmd="perspective", value=1)
    assert rec.board.view["perspective"] == 1 and rec.board.view["hands"][0]["cards"] is None
    old = rec.board.game
    rec.intent(cmd="new", seed=3)
    assert rec.board.game is not old and rec.board.game.seed == 3
    assert rec.board.nav["seed"] is None  # in a player's view: it would deal everything again
    rec.intent(cmd="perspective", value=None)
    assert rec.board.nav["seed"] == 3
    old.play(old.legal_moves()[0])  # the old game is no longer watched
    assert rec.board.nav["position"] == 0


def test_save_and_load_a_record(rec: Recorder, tmp_path: Path) -> None:
    rec.board.save_dir = tmp_path
    rec.intent(cmd="move", move="play k4 cave")
    replies = rec.intent(cmd="save")
    assert replies[0]["type"] == "notice" and replies[0]["why"][0] == "ui.saved"
    saved = Path(replies[0]["why"][1]["path"])
    assert saved.parent == tmp_path and saved.name.startswith("lone-wolves-")
    assert saved.name.endswith(".lwr.json") and "7" not in saved.name.split("-")[2:3]
    record = json.loads(saved.read_text())
    assert record["moves"] == ["play k4 cave"]
    record["moves"].append("play r4 cave")
    refused = rec.refusal(cmd="load", record=json.dumps(record))
    assert refused["why"][0] == "ui.record_move"
    assert decode(refused["why"]).notes[0].key == "lw.no.must_follow"
    record["moves"].pop()
    rec.intent(cmd="load", record=json.dumps(record))
    assert rec.board.game.moves == ["play k4 cave"]
    assert rec.board.nav["position"] == 1


def test_saving_never_replaces_a_file(rec: Recorder, tmp_path: Path) -> None:
    """Regression (issue 27): asking twice, or with ``overwrite``, replaced the file."""
    rec.board.save_dir = tmp_path
    (tmp_path / "mine.json").write_text("{}")
    for request in ({}, {}, {"overwrite": True}):
        refused = rec.refusal(cmd="save", path="mine.json", **request)
        assert refused["why"][0] == "ui.save_exists"
        assert refused["why"][1]["path"] == str(tmp_path / "mine.json")
    assert (tmp_path / "mine.json").read_text() == "{}"
    assert [p.name for p in tmp_path.iterdir()] == ["mine.json"]


@pytest.mark.rules("LW-H1", "LW-H3")
def test_a_player_view_saves_what_that_player_saw_and_the_record_once_over(
    tmp_path: Path,
) -> None:
    """A record holds both hands and the box: a player's board writes the game as that
    player saw it instead (no seed, no other hand), and the record once the game is over."""
    game = LoneWolves(seed=7, leader=0)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    board = LoneWolvesBoard(game, perspective=0, save_dir=tmp_path)
    rec = Recorder(board)
    assert board.nav["save"] is True
    replies = rec.intent(cmd="save", path="mine.json")
    assert [r["why"][0] for r in replies if r["type"] == "notice"] == ["ui.saved_view"]
    saved = json.loads((tmp_path / "mine.json").read_text())
    assert saved["format"] == "wolfpack-view/1" and saved["player"] == 0
    assert saved == json.loads(json.dumps(board.view_record()))
    text = json.dumps(saved)
    assert '"seed"' not in text and "setup" not in text
    hidden = set(game.view(None)["hands"][1]["cards"]) - {s.notation.split()[1] for s in game.steps}
    assert hidden and not any(f'"{card}"' in text for card in hidden)
    # Loading it is refused with the reason: it holds no deal.
    assert rec.refusal(cmd="load", record=saved)["why"][0] == "ui.view_not_record"
    while not game.is_over:
        game.play(game.legal_moves()[0])
    rec.intent(cmd="save", path="over.json")
    assert json.loads((tmp_path / "over.json").read_text())["format"] == "lone-wolves-record/1"


def test_save_failure_is_reported(rec: Recorder, tmp_path: Path) -> None:
    rec.board.save_dir = tmp_path / "missing"
    assert rec.refusal(cmd="save")["why"][0] == "ui.save_failed_missing"


def test_the_game_over_sends_the_scoring_breakdown() -> None:
    game = LoneWolves(seed=11, leader=0)
    board = LoneWolvesBoard(game)
    assert board.final == {}
    while not game.is_over:
        game.play(game.legal_moves()[0])
    final = board.final
    assert final["points"] == game.scores()
    assert [line[0] for line in final["lines"]][-1].startswith("lw.score.")
    assert set(board.legal) == {"player", "waiting"} and board.legal["waiting"][0] == "ui.game_over"


def test_game_widget_is_a_board_and_closing_it_stops_following() -> None:
    game = LoneWolves(seed=1, leader=0)
    board = game.widget(perspective=0, language="de")
    assert isinstance(board, LoneWolvesBoard) and board.game is game
    assert board.language == "de" and board.view["perspective"] == 0
    assert board._on_game_change in game._listeners
    board.close()
    assert not game._listeners
    game.play(game.legal_moves()[0])
    assert board.nav["position"] == 0


def test_two_boards_follow_one_game() -> None:
    game = LoneWolves(seed=2, leader=0)
    a, b = LoneWolvesBoard(game), LoneWolvesBoard(game, perspective=1)
    game.play(game.legal_moves()[0])
    assert a.nav["position"] == b.nav["position"] == 1
    a.close()
    game.undo()
    assert a.nav["position"] == 1 and b.nav["position"] == 0


@pytest.mark.rules("LW-C6", "LW-C7")
def test_the_board_side_is_a_new_game_option() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7))
    assert [o["name"] for o in board.options] == ["advanced"]
    assert board.options[0]["value"] is False and board.options[0]["label"][0] == "lw.opt.advanced"
    rec = Recorder(board)
    rec.intent(cmd="new", seed=3, options={"advanced": True})
    assert board.game.variant == "advanced" and board.game.seed == 3
    assert board.options[0]["value"] is True
    rec.intent(cmd="new", seed=4)  # not given: the side stays
    assert board.game.variant == "advanced"
    board.new_game(seed=5, advanced=False)
    assert board.game.variant == "standard"
    assert rec.refusal(cmd="new", options={"advanced": "yes"})["why"][1]["field"] == (
        "options.advanced"
    )


def test_the_log_reads_from_the_readers_seat() -> None:
    """'You lead the Black 4 ...' is said to the player who led it: the other player's log
    does not show it under their opponent's move; the open view shows every reason."""
    game = LoneWolves(seed=7, leader=0)
    game.play("play k4 cave")
    mine = LoneWolvesBoard(game, perspective=0).log_entries()
    theirs = LoneWolvesBoard(game, perspective=1).log_entries()
    open_view = LoneWolvesBoard(game).log_entries()
    assert mine[0]["w"] and mine[0]["w"] == open_view[0]["w"]
    assert theirs[0]["w"] == [] and theirs[0]["e"] == mine[0]["e"]  # the events are public
