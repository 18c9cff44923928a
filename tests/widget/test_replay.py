"""Replays with no kernel: the game as its board shows it, position by position, in a
saved notebook's state, a self-contained page (``board.to_html``, ``wolfpack
export-html``) and ``ipywidgets.embed``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ipywidgets.embed import embed_minimal_html

from wolfpack import LoneWolves, TheWolves
from wolfpack.cli import main
from wolfpack.widget.conformance import Recorder
from wolfpack.widget.replay import REPLAY_FORMAT


def played(n: int, seed: int = 7) -> LoneWolves:
    game = LoneWolves(seed=seed, leader=0)
    for _ in range(n):
        game.play(game.legal_moves()[0])
    return game


def test_every_position_is_what_the_board_showed_there() -> None:
    game = played(14)
    board = game.widget(perspective=0)
    replay = board.replay()
    assert replay["format"] == REPLAY_FORMAT and len(replay["positions"]) == 15
    assert replay["log"] == board.log_entries()
    for position in (0, 5, 14):
        # The notebook's author steps through the game (a player's browser may not take
        # back what showed them something hidden).
        while len(game.steps) > position:
            game.undo()
        while len(game.steps) < position:
            game.redo()
        entry = replay["positions"][position]
        parts = {name: replay["table"][i] for name, i in entry["parts"].items()}
        assert parts == board.view_parts
        assert entry["to_move"] == game.to_move
    assert len(replay["table"]) < 15 * len(board.part_names)  # equal parts stored once


def test_a_players_replay_holds_nothing_hidden_from_them() -> None:
    game = played(30)
    replay = json.dumps(game.widget(perspective=0).replay())
    for code in game.view(None)["hands"][1]["cards"]:
        assert f'"{code}"' not in replay
    assert '"seed"' not in replay.replace('"seed": null', "")


def test_the_browser_asks_for_the_history_and_gets_it() -> None:
    board = played(6).widget()
    replies = Recorder(board).intent(cmd="history", id=3)
    history = next(r for r in replies if r["type"] == "history")["history"]
    assert history == board.replay()
    assert [r for r in replies if r["type"] == "done"] == [{"type": "done", "id": 3}]


def test_a_page_that_needs_no_kernel_and_no_network(tmp_path: Path) -> None:
    board = played(10).widget(language="ja")
    page = board.to_html(tmp_path / "replay.html").read_text("utf-8")
    assert '<html lang="ja">' in page and "wolfpack-replay/1" in page
    assert not re.search(r'(src|href)="https?:', page)  # everything is inside
    assert "</script" not in page.split('id="wolfpack-data">')[1].split("</script>")[0]


def test_embed_minimal_html_works_with_its_defaults(tmp_path: Path) -> None:
    board = played(8).widget()
    embed_minimal_html(tmp_path / "embed.html", views=[board], title="board")
    text = (tmp_path / "embed.html").read_text("utf-8")
    state = json.loads(
        text.split('<script type="application/vnd.jupyter.widget-state+json">')[1].split(
            "</script>"
        )[0]
    )
    model = state["state"][board.model_id]
    assert model["state"]["_esm"] and model["state"]["_replay"]["format"] == REPLAY_FORMAT


def test_wolfpack_export_html(tmp_path: Path) -> None:
    game = TheWolves(players=3, seed=2)
    for _ in range(12):
        game.play(game.legal_moves()[0])
    record = tmp_path / "game.json"
    game.save(record)
    out = tmp_path / "page.html"
    assert main(["export-html", str(record), "-o", str(out), "--lang", "de"]) == 0
    assert "wolfpack-replay/1" in out.read_text("utf-8")
    assert main(["export-html", str(record), "-o", str(out), "--view", "7"]) == 2
