"""The computer at the board in a real JupyterLab: hints, strengths, stop, the solver (issue 5).

Every step waits for a condition in the page (Playwright's waits) or for a kernel reply.
"""

from __future__ import annotations

from lab_harness import Lab, legal_paths, model_state, open_board, run_python, write_notebook
from playwright.sync_api import Page, expect

SETUP = (
    "from wolfpack import LoneWolves\n"
    "from wolfpack.bots.analysis import quick_to_solve\n"
    "from wolfpack.widget import LoneWolvesBoard\n"
    "game = LoneWolves(seed=7, leader=0)\n"
)

RECORD_THINKING = """() => {
  const root = document.querySelector('.wolfpack-board');
  window.wolfpackThinking = [];
  new MutationObserver(() => window.wolfpackThinking.push(root.dataset.thinking))
    .observe(root, {attributes: true, attributeFilter: ['data-thinking']});
}"""


def python(lab: Lab, notebook: str, code: str) -> object:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def test_a_hint_shows_every_moves_value_and_the_best_explained(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "hint.ipynb",
        SETUP,
        "board = LoneWolvesBoard(game, perspective=0, hint_iterations=600)\nboard",
    )
    board = open_board(page, lab, "hint.ipynb")
    button = board.locator(".wp-hint-button")
    expect(button).to_have_text("Hint")
    button.click()
    panel = board.locator(".wp-hint")
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_have_text("Hint for Player 1")
    expect(panel.locator(".wp-hint-explanation")).to_contain_text("Suggested: lead the")
    expect(panel.locator('.wp-hint-explanation .wp-rule-chip[data-rule="LW-T1"]')).to_have_count(1)
    legal = legal_paths(page)
    expect(panel.locator(".wp-hint-stats tbody tr")).to_have_count(len(legal))
    best = panel.get_attribute("data-best") or ""
    expect(panel.locator("tbody tr.best")).to_have_attribute("data-move", best)
    # The best move is marked on the board: its card and its territory.
    _, code, terr = best.split()
    expect(board.locator(".lw-board .hinted")).to_have_count(2)
    expect(board.locator(f'.lw-board [data-kind="card"][data-id="{code}"].hinted')).to_have_count(1)
    expect(
        board.locator(f'.lw-board [data-kind="territory"][data-id="{terr}"].hinted')
    ).to_have_count(1)
    assert python(
        lab, "hint.ipynb", "print(repr(board.last_hint.best.move).replace(\"'\", '\"'))"
    ) == (best)
    # Playing a move clears the hint.
    board.locator(f'.lw-board [data-kind="card"][data-id="{code}"]').click()
    board.locator(f'.lw-board [data-kind="territory"][data-id="{terr}"]').click()
    expect(board).to_have_attribute("data-position", "1")
    expect(board.locator(".wp-hint")).to_have_count(0)


def test_play_against_the_computer_at_a_chosen_strength(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "strength.ipynb",
        SETUP,
        "board = LoneWolvesBoard(game, perspective=0, bot=1)\nboard",
    )
    board = open_board(page, lab, "strength.ipynb")
    seat = board.locator('.wp-seat[data-player="1"]')
    expect(seat).to_have_value("easy")
    expect(board.locator('.wp-seat[data-player="0"]')).to_have_value("")
    seat.select_option("medium")
    page.wait_for_function(
        "() => document.querySelector('.wolfpack-board').wolfpackModel.get('seats')[1] === 'medium'"
    )
    page.evaluate(RECORD_THINKING)
    board.locator('.lw-board [data-kind="card"][data-id="k4"][data-player="0"]').click()
    board.locator('.lw-board [data-kind="territory"][data-id="cave"]').click()
    # The computer thinks in the background, then answers; the board shows its move.
    page.wait_for_function(
        "() => { const b = document.querySelector('.wolfpack-board');"
        " return Number(b.dataset.position) >= 2 && b.dataset.thinking === ''; }"
    )
    assert "move" in page.evaluate("() => window.wolfpackThinking")
    expect(board.locator(".wp-thinking")).to_be_hidden()
    state = python(
        lab,
        "strength.ipynb",
        "import json; print(json.dumps([board.strength, game.steps[1].player, game.moves[0]]))",
    )
    assert state == ["medium", 1, "play k4 cave"]
    expect(board.locator(".wp-log-step")).to_have_count(len(game_moves(lab, "strength.ipynb")))


def game_moves(lab: Lab, notebook: str) -> list[str]:
    moves = python(lab, notebook, "import json; print(json.dumps(game.moves))")
    assert isinstance(moves, list)
    return moves


def test_a_long_hint_shows_progress_and_can_be_stopped(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "long.ipynb",
        SETUP,
        "board = LoneWolvesBoard(game, perspective=0, hint_iterations=10**8)\nboard",
    )
    board = open_board(page, lab, "long.ipynb")
    board.locator(".wp-hint-button").click()
    busy = board.locator(".wp-thinking")
    expect(busy).to_be_visible()
    expect(busy.locator(".wp-thinking-what")).to_have_text("Looking for a hint…")
    expect(board.locator(".wp-hint-button")).to_be_disabled()
    # Progress arrives while the kernel thinks (the percentage may stay at 0% for a
    # hundred million games, the bar's update is what shows the kernel answering).
    page.wait_for_function(
        "() => { const m = document.querySelector('.wolfpack-board').wolfpackModel;"
        " return (m.get('thinking').progress ?? 0) > 0; }"
    )
    # Another control is handled meanwhile.
    board.locator('.wp-langs button[data-lang="de"]').click()
    expect(board).to_have_attribute("data-lang", "de")
    expect(busy.locator(".wp-thinking-what")).to_have_text("Tipp wird gesucht…")
    board.locator(".wp-cancel").click()
    expect(busy).to_be_hidden()
    panel = board.locator('.wp-hint[data-cancelled="true"]')
    expect(panel).to_be_visible()
    expect(panel.locator(".wp-hint-about")).to_contain_text("vorzeitig angehalten")
    expect(panel.locator(".wp-hint-explanation")).to_contain_text("Vorschlag:")
    legal = legal_paths(page)
    expect(panel.locator(".wp-hint-stats tbody tr")).to_have_count(len(legal))
    state = python(
        lab,
        "long.ipynb",
        "import json; h = board.last_hint; "
        "print(json.dumps([board.thinking, h.cancelled, h.iterations < 10**8, board.language]))",
    )
    assert state == [{}, True, True, "de"]


def test_the_solver_in_the_open_view_only(lab: Lab, page: Page) -> None:
    write_notebook(
        lab.root / "solver.ipynb",
        SETUP + "while not quick_to_solve(game):\n    game.play(game.legal_moves()[0])\n",
        "board = LoneWolvesBoard(game)\nboard",
    )
    board = open_board(page, lab, "solver.ipynb")
    button = board.locator(".wp-solve-button")
    expect(button).to_have_text("Show the best move")
    button.click()
    verdict = board.locator(".wp-verdict")
    expect(verdict).to_contain_text("With every card open and best play by both")
    expect(verdict.locator(".wp-verdict-best")).to_contain_text("Best move:")
    expect(board.locator(".lw-board .hinted")).not_to_have_count(0)
    margin = python(lab, "solver.ipynb", "print(board.last_verdict.margin)")
    expect(verdict).to_have_attribute("data-margin", str(margin))
    # A player's view: no solver button, no verdict in the DOM or in the synced state.
    board.locator(".wp-perspective").select_option("0")
    expect(board.locator('.lw-board[data-perspective="0"]')).to_have_count(1)
    expect(board.locator(".wp-verdict")).to_have_count(0)
    expect(button).to_be_hidden()
    assert model_state(page)["verdict"] == {}
    assert board.locator(".lw-board .hinted").count() == 0
