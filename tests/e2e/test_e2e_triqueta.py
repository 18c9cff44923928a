"""The Triqueta board in a real JupyterLab, clicked in Chromium (issue 18).

Every step waits for a condition in the page (Playwright's waits) or for a kernel reply.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from typing import Any

from lab_harness import REPO, Lab, legal_paths, model_state, open_board, run_python, write_notebook
from playwright.sync_api import Locator, Page, expect

SCREENSHOT = REPO / "docs" / "images" / "triqueta-board.png"
"""The README's picture of the Triqueta board (replaced only with WOLFPACK_SCREENSHOT=1)."""
SCREENSHOT_RUN = REPO / "test-results" / SCREENSHOT.name
"""Where every run's picture of the board goes (ignored by git)."""
DRAWN = "svg.tq-board"

SETUP = (
    "from wolfpack.triqueta import Triqueta\nfrom wolfpack.triqueta.board import TriquetaBoard\n"
)


def python(lab: Lab, notebook: str, code: str) -> Any:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def position(board: Locator) -> int:
    return int(board.get_attribute("data-position") or 0)


def idle_after(page: Page, before: int) -> None:
    """Wait until the board shows a later position than ``before`` and is idle."""
    page.wait_for_function(
        "(n) => { const b = document.querySelector('.wolfpack-board');"
        " return Number(b.dataset.position) > n && !b.dataset.busy; }",
        arg=before,
    )


def tq_view(state: dict[str, Any]) -> dict[str, Any]:
    """The Triqueta view assembled from a model state's parts (as the board does)."""
    parts = state["parts"]
    view = {**state["static"]["config"], **parts["main"]}
    view["towers"] = [parts[f"tower.{t}"] for t in range(4)]
    view["rows"] = parts["rows"]
    view["seats"] = [parts[f"seat.{p}"] for p in range(view["players"])]
    return view


def click(page: Page, element: str) -> None:
    page.locator(f'.tq-board [data-el="{element}"]').first.click()


def test_a_two_player_variant_game_against_the_computer_through_a_tower_choice(
    lab: Lab, page: Page
) -> None:
    write_notebook(
        lab.root / "tq_variant.ipynb",
        SETUP + "game = Triqueta(2, seed=11, start=0)\n",
        "board = TriquetaBoard(game, perspective=0, computer={1: 'easy'})\nboard",
    )
    board = open_board(page, lab, "tq_variant.ipynb", drawn=DRAWN)
    expect(board.locator(".tq-board")).to_have_attribute("data-variant", "1")
    expect(board.locator(".wp-status")).to_contain_text("draw two tiles")
    reversed_once = False
    chose_tower = False
    for _ in range(120):
        state = model_state(page)
        view = tq_view(state)
        if view["phase"] == "over" or chose_tower:
            break
        paths = legal_paths(page)
        before = position(board)
        if view["phase"] == "tower":
            towers = sorted(p[0] for p in paths)
            expect(page.locator('.tq-board [data-kind="tower"].legal')).to_have_count(len(towers))
            click(page, towers[-1])
            chose_tower = True
        elif view["phase"] == "turn":
            taken = [r for r in view["rows"] if not r["open"]]
            draws = sorted(p for p in paths if p[0].startswith("stack:") and p[0] != p[1])
            if taken or not draws:  # the computer sits out (or nothing to draw): take a row
                click(page, sorted(p for p in paths if p[0].startswith("row:"))[0][0])
            else:
                a, b = draws[0]
                first, second = (b, a) if not reversed_once else (a, b)
                click(page, first)
                expect(board).to_have_attribute("data-path", first)
                expect(board.locator(".wp-status")).to_contain_text("second stack")
                click(page, second)
                reversed_once = True
        else:  # a drawn light tile: a row, the keep space or the box
            assert view["pending"]["tiles"][0]["tile"] is not None  # our own tile: its face
            expect(page.locator(".tq-board .drawn .pending-tile[data-tile]").first).to_be_visible()
            click(page, sorted(p[0] for p in paths)[0])
        idle_after(page, before)
    assert chose_tower, "Player 1 took the last row of a round and chose a tower"
    moves = python(lab, "tq_variant.ipynb", "import json; print(json.dumps(game.moves))")
    assert any(m.startswith("tower") for m in moves)
    assert any(re.fullmatch(r"draw \d \d", m) for m in moves)
    assert any(m.startswith("take") for m in moves)
    expect(board.locator(".wp-explain")).to_contain_text(re.compile(r"chooses tower \d"))


def test_a_four_player_hot_seat_shows_no_private_tile_before_the_click(
    lab: Lab, page: Page
) -> None:
    write_notebook(
        lab.root / "tq_hotseat.ipynb",
        SETUP + "game = Triqueta(4, seed=5, start=0)\n",
        "board = TriquetaBoard(game, follow=True)\nboard",
    )
    # The first turn starts covered too (issue 25): Player 1 uncovers their own view.
    board = open_board(page, lab, "tq_hotseat.ipynb", drawn=".wp-uncover")
    expect(board.locator(".tq-board")).to_have_count(0)
    expect(board.locator(".wp-uncover")).to_have_text("Player 1: Show my view")
    board.locator(".wp-uncover").click()
    expect(board.locator(".tq-board")).to_have_attribute("data-perspective", "0")
    # No other view can be chosen from the browser while the game is on.
    expect(board.locator(".wp-perspective")).to_be_disabled()
    before = position(board)
    click(page, "stack:0")
    idle_after(page, before)
    kept = page.locator(".tq-board .drawn .pending-tile[data-tile]").get_attribute("data-tile")
    assert kept
    before = position(board)
    click(page, "keep:0")
    # The board covers everything and asks Player 1 to take over.
    button = board.locator(".wp-uncover")
    expect(button).to_have_text("Player 2: Show my view")
    expect(board.locator(".wp-cover p")).to_contain_text("Pass the screen to Player 2.")
    idle_after(page, before)
    expect(board.locator(".tq-board")).to_have_count(0)
    state = model_state(page)
    assert state["part_names"] == [] and state["cover"] == {"player": 1}
    assert set(state["legal"]) == {"player", "waiting"}
    synced = json.dumps({k: v for k, v in state.items() if k not in ("catalog", "static")})
    assert f'"{kept}"' not in synced
    assert board.locator("[data-tile]").count() == 0
    expect(board.locator(".wp-log-step")).to_have_count(0)
    button.click()
    expect(board.locator(".tq-board")).to_have_attribute("data-perspective", "1")
    keep0 = board.locator('.tq-board [data-kind="keep"][data-owner="0"]')
    expect(keep0.locator(".tile-back")).to_have_count(1)
    expect(keep0.locator("[data-tile]")).to_have_count(0)
    expect(board.locator(".wp-explain")).to_contain_text("Player 1 keeps the light tile face down")
    expect(board.locator(".wp-status")).to_contain_text("Player 2 to move")
    # The cover asked for the screen: no banner says it again (issue 42), and Player 2
    # cannot take back Player 1's move, which the Undo button says.
    expect(board.locator(".wp-handover")).to_be_hidden()
    expect(board.locator(".wp-undo")).to_have_attribute(
        "title", re.compile(r"Player 2, Undo takes back only your own moves")
    )


def test_a_player_view_holds_no_other_players_hidden_tiles(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "tq_view.ipynb",
        SETUP + "game = Triqueta(3, seed=9, start=1)\n"
        "for m in ['draw 0', 'keep', 'draw 1', 'place 0', 'draw 2', 'keep']:\n"
        "    game.play(m)\n",
        "board = TriquetaBoard(game, perspective=0, computer={1: 'easy', 2: 'easy'})\nboard",
    )
    board = open_board(page, lab, "tq_view.ipynb", drawn=DRAWN)

    def check_hidden() -> None:
        hidden = python(
            lab,
            "tq_view.ipynb",
            "import json; v = game.view(None); print(json.dumps("
            "[s['face_down']['tiles'] + s['shadow']['tiles'] for s in v['seats'][1:]]))",
        )
        state = model_state(page)
        view = tq_view(state)
        for seat in view["seats"][1:]:
            assert seat["face_down"]["tiles"] is None and seat["shadow"]["tiles"] is None
        for tower in view["towers"]:
            assert all(set(stack) <= {"L", "S"} for stack in tower["stacks"])
        assert state["nav"]["seed"] is None
        for p in (1, 2):
            seat = page.locator(f'.tq-board .seat[data-player="{p}"]')
            assert seat.locator('[data-kind="keep"] [data-tile]').count() == 0
            assert seat.locator(".shadow-space [data-tile]").count() == 0
        assert page.locator(".tq-board .current-tower [data-tile]").count() == 0
        assert any(hidden), "the other players do hold hidden tiles"

    check_hidden()
    for _ in range(6):  # a few decisions by clicking (draw, then a row); the computer answers
        paths = sorted(legal_paths(page), key=lambda p: (not p[0].startswith("stack:"), p))
        if not paths:
            break
        before = position(board)
        for element in paths[0]:
            click(page, element)
        idle_after(page, before)
        check_hidden()
    # The screenshot the README shows: a tile drawn, its choices lit.
    paths = sorted(legal_paths(page))
    stacks = [p for p in paths if p[0].startswith("stack:")]
    if stacks:
        before = position(board)
        click(page, stacks[0][0])
        idle_after(page, before)
    page.mouse.move(0, 0)
    expect(board.locator(".wp-tooltip")).to_be_hidden()
    shot = SCREENSHOT_RUN
    shot.parent.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    if os.environ.get("WOLFPACK_SCREENSHOT") or not SCREENSHOT.exists():
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, SCREENSHOT)
