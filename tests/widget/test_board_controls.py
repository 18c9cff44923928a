"""Teacher controls (``controls=``): each preset refuses each control it turns off, with its
reason, on every board; the browser cannot change them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_board_conformance import GAMES, make_board

from wolfpack import LoneWolves
from wolfpack.core.i18n import LANGUAGES, domain, has_template
from wolfpack.triqueta import Triqueta
from wolfpack.widget import Controls
from wolfpack.widget.conformance import Recorder, check_hostile_messages, synced
from wolfpack.widget.controls import CONTROL_NAMES, PRESETS

TEXTS = domain("wolfpack.widget", "board")


INTENTS: dict[str, list[dict[str, Any]]] = {
    "hints": [{"cmd": "hint"}],
    "solver": [{"cmd": "solve"}],
    "views": [{"cmd": "perspective", "value": None}, {"cmd": "perspective", "value": 1}],
    "seats": [
        {"cmd": "seat", "player": 1, "level": "easy"},
        {"cmd": "seat", "player": 0, "level": "expert"},
        {"cmd": "bot", "player": 0},
        {"cmd": "strength", "value": "expert"},
    ],
    "new_game": [{"cmd": "new"}, {"cmd": "new", "seed": 3}],
    "load": [{"cmd": "load", "record": "{}"}],
    "undo": [{"cmd": "undo"}, {"cmd": "back"}, {"cmd": "seek", "position": 0}],
    "languages": [{"cmd": "language", "value": "de"}],
}
"""Per control: the intents that use it."""


def board_for(game_id: str, preset: str | Controls) -> Any:
    deal, _ = GAMES[game_id]
    game = deal(11, 2)
    board = make_board(game, perspective=0, computer={1: "random"}, controls=preset)
    rec = Recorder(board)
    if game.to_move == 0:  # a move (and the computer's answer), to have something to undo
        rec.intent(cmd="move", move=game.legal_moves()[0].notation)
    assert game.steps
    return board, rec


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("preset", ["match", "class"])
def test_each_preset_refuses_each_control_it_turns_off_with_its_reason(
    game_id: str, preset: str
) -> None:
    board, rec = board_for(game_id, preset)
    controls = PRESETS[preset]
    off = [name for name in CONTROL_NAMES if controls.refusal(name) is not None]
    assert {"hints", "solver", "views", "seats", "load"} <= set(off)
    assert set(board.policy["off"]) == set(off) and board.policy["preset"] == preset
    for name in off:
        for content in INTENTS[name]:
            before, moves, seats = synced(board), list(board.game.moves), list(board.seats)
            why = rec.refusal(**content)["why"]
            assert why[0] == f"ui.off.{name}", (content, why)
            assert board.game.moves == moves and board.seats == seats
            assert synced(board) == before
    if preset == "class":
        assert {"new_game", "undo"} <= set(off)
        assert board.nav["can_undo"] is False and board.nav["can_back"] is False
        assert board.nav["why"]["undo"][0] == "ui.off.undo"
    board.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_learn_preset_turns_nothing_off(game_id: str) -> None:
    board, rec = board_for(game_id, "learn")
    assert board.policy["off"] == {}
    for name, contents in INTENTS.items():
        for content in contents:
            replies = rec.intent(**content)
            refused = [r["refused"][0] for r in replies if "refused" in r]
            assert not any(key.startswith("ui.off.") for key in refused), (name, refused)
    board.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_board_with_its_languages_off_keeps_its_language(game_id: str) -> None:
    board, rec = board_for(game_id, Controls(languages=False))
    assert set(board.policy["off"]) == {"languages"}
    before = synced(board)
    assert rec.refusal(cmd="language", value="de")["why"][0] == "ui.off.languages"
    assert board.language == "en" and synced(board) == before
    board.language = "de"  # (the notebook still chooses it)
    assert board.language == "de"
    board.close()


def test_a_lesson_board_offers_no_language_buttons_unless_its_controls_do() -> None:
    from wolfpack.lessons import lessons

    item = lessons("lone-wolves")[0]
    board = item.board(progress=None, language="de")
    rec = Recorder(board)
    assert "languages" in board.policy["off"] and "hints" in board.policy["off"]
    assert rec.refusal(cmd="language", value="en")["why"][0] == "ui.lesson.off"
    assert board.language == "de"
    offered = item.board(progress=None, controls=Controls.preset("lesson", languages=True))
    assert "languages" not in offered.policy["off"]
    Recorder(offered).intent(cmd="language", value="ja")
    assert offered.language == "ja"
    board.close()
    offered.close()


def test_every_reason_reads_in_every_language() -> None:
    for name in CONTROL_NAMES:
        key = f"ui.off.{name}"
        assert has_template(key) and set(TEXTS[key]) - {"rules"} == set(LANGUAGES)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_nothing_from_the_browser_changes_the_controls(game_id: str, tmp_path: Path) -> None:
    board, rec = board_for(game_id, "class")
    policy, controls = dict(board.policy), board.controls
    board.set_state({"policy": {"preset": "learn", "off": {}}})
    assert board.policy == policy and board.controls is controls
    for content in (
        {"cmd": "controls", "value": "learn"},
        {"cmd": "policy", "off": {}},
        {"cmd": "preset", "value": "learn"},
    ):
        assert rec.refusal(**content)["why"][0] == "ui.unknown_command"
    check_hostile_messages(board, tmp_path)
    assert board.policy == policy and board.controls is controls
    board.close()


def test_the_controls_are_changed_from_python_and_synced() -> None:
    board = make_board(LoneWolves(seed=3), perspective=0, controls="class")
    board.controls = Controls.preset("class", new_game=True)
    assert "new_game" not in board.policy["off"] and "hints" in board.policy["off"]
    rec = Recorder(board)
    assert not any("refused" in r for r in rec.intent(cmd="new"))
    board.controls = "learn"
    assert board.policy["off"] == {}
    board.close()


def test_free_undo_for_analysis_takes_back_what_showed_something_hidden() -> None:
    # Triqueta: draw from a stack (its tile shows), then undo: refused by default...
    safe = make_board(Triqueta(3, seed=3, start=0), perspective=0)
    rec = Recorder(safe)
    rec.intent(cmd="move", path=["stack:0"])
    assert rec.refusal(cmd="undo")["why"][0] == "ui.undo_hidden"
    assert safe.nav["why"]["undo"][0] == "ui.undo_hidden"
    # ...and taken back where the author allows free undo (a locked board refuses it).
    free = make_board(Triqueta(3, seed=3, start=0), perspective=0, controls=Controls(undo="free"))
    rec = Recorder(free)
    rec.intent(cmd="move", path=["stack:0"])
    assert not any("refused" in r for r in rec.intent(cmd="undo"))
    assert free.game.moves == []
    with pytest.raises(ValueError, match="locked=True and controls with undo='free'"):
        make_board(
            Triqueta(3, seed=3, start=0), perspective=0, locked=True, controls=Controls(undo="free")
        )
    locked = make_board(Triqueta(3, seed=3, start=0), perspective=0, locked=True)
    rec = Recorder(locked)
    rec.intent(cmd="move", path=["stack:0"])
    assert rec.refusal(cmd="undo")["why"][0] == "ui.locked_undo"


def test_a_board_with_no_other_view_takes_its_deal_from_python() -> None:
    board = make_board(LoneWolves(seed=3), perspective=0, controls=Controls(views=False))
    rec = Recorder(board)
    assert rec.refusal(cmd="new", seed=4)["why"][0] == "ui.locked_deal"
    assert rec.refusal(cmd="load", record="{}")["why"][0] == "ui.locked_deal"
    assert not any("refused" in r for r in rec.intent(cmd="new"))


@pytest.mark.parametrize(
    "bad",
    [{"undo": "maybe"}, {"hints": 1}, {"name": "exam"}],
)
def test_controls_are_checked_when_made(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        Controls(**bad)
    with pytest.raises(ValueError, match="preset"):
        Controls.preset("exam")
    with pytest.raises(ValueError):
        make_board(LoneWolves(seed=1), controls=42)


def test_the_layout_is_the_authors_and_checked() -> None:
    board = make_board(LoneWolves(seed=1), screen="projector")
    assert board.screen == "projector"
    board.set_state({"screen": "compact"})  # not from the browser
    assert board.screen == "projector"
    assert make_board(LoneWolves(seed=1)).screen == "auto"
    with pytest.raises(ValueError, match="screen"):
        make_board(LoneWolves(seed=1), screen="huge")
