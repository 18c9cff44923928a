"""The Lone Wolves board in a real JupyterLab, clicked in Chromium (issue 4).

Every step waits for a condition in the page (Playwright's waits) or for a kernel reply.
"""

from __future__ import annotations

import json
import os
import re
import shutil

from lab_harness import (
    SCREENSHOT,
    SCREENSHOT_RUN,
    Lab,
    click_path,
    legal_paths,
    lone_wolves_view,
    model_state,
    open_board,
    run_python,
    write_notebook,
)
from playwright.sync_api import Page, expect

SETUP = (
    "from wolfpack import LoneWolves\n"
    "from wolfpack.widget import LoneWolvesBoard\n"
    "game = LoneWolves(seed=7, leader=0)\n"
    "seen = []\n"
)


def board_cell(**kwargs: object) -> str:
    args = "".join(f", {k}={v!r}" for k, v in kwargs.items())
    return (
        f"board = LoneWolvesBoard(game{args})\n"
        "board.on_move(lambda step: seen.append(step.notation))\n"
        "board"
    )


def at_position(page: Page, n: int) -> None:
    expect(page.locator(".wolfpack-board")).to_have_attribute("data-position", str(n))
    page.wait_for_function("() => !document.querySelector('.wolfpack-board').dataset.busy")


def card(page: Page, code: str, player: int) -> object:
    return page.locator(f'.lw-board [data-kind="card"][data-id="{code}"][data-player="{player}"]')


def territory(page: Page, name: str) -> object:
    return page.locator(f'.lw-board [data-kind="territory"][data-id="{name}"]')


def python(lab: Lab, notebook: str, code: str) -> object:
    client = lab.kernel(notebook)
    try:
        return run_python(client, code)
    finally:
        client.stop_channels()


def test_play_a_whole_trick_by_clicking(lab: Lab, page: Page) -> None:
    write_notebook(lab.root / "trick.ipynb", SETUP, board_cell())
    board = open_board(page, lab, "trick.ipynb")
    # Lead: the Black 4 glows; choosing it lights every territory (all are open).
    k4 = card(page, "k4", 0)
    expect(k4).to_have_class(re.compile(r"\blegal\b"))
    k4.click()
    expect(k4).to_have_class(re.compile(r"\bselected\b"))
    expect(page.locator('.lw-board [data-kind="territory"].target')).to_have_count(5)
    territory(page, "cave").click()
    at_position(page, 1)
    expect(board.locator(".wp-explain")).to_contain_text(
        "Player 0 leads the Black 4 into the Cave."
    )
    expect(board.locator('.wp-explain .wp-rule-chip[data-rule="LW-T1"]')).to_have_count(1)
    # Follow: Player 1 holds Black, so only Black cards glow.
    expect(page.locator('.lw-board [data-kind="card"][data-player="1"].legal')).to_have_count(4)
    card(page, "k7", 1).click()
    territory(page, "cave").click()
    at_position(page, 2)
    explain = board.locator(".wp-explain")
    expect(explain).to_contain_text("Player 1 wins the trick: the Black 7 is the higher card")
    expect(explain).to_contain_text("becomes a lone wolf of strength 1.")
    # Take: the loser's scar spaces in the Cave light up.
    spaces = page.locator('.lw-board [data-kind="space"][data-territory="cave"].legal')
    expect(spaces).to_have_count(3)
    spaces.first.click()
    at_position(page, 3)
    expect(explain).to_contain_text("Player 0 takes the face-up scar from space 0 of the Cave")
    # Place: Player 0's pack spaces light up.
    locations = page.locator('.lw-board [data-kind="location"][data-player="0"].legal')
    expect(locations).to_have_count(5)
    page.locator('.lw-board [data-kind="location"][data-id="tundra"][data-player="0"]').click()
    at_position(page, 4)
    expect(explain).to_contain_text(
        re.compile("puts the scar face up on a pack space in (the )?Tundra")
    )
    expect(explain).to_contain_text("Player 1 won the trick and leads trick 2.")
    # A rule id opens the rule's text.
    board.locator('.wp-explain .wp-rule-chip[data-rule="LW-T8"]').first.click()
    expect(board.locator(".wp-rule")).to_contain_text("LW-T8")
    expect(board.locator(".wp-rule")).to_be_visible()
    # Python holds exactly these moves, and the on_move callback saw them.
    state = python(
        lab,
        "trick.ipynb",
        "import json; print(json.dumps([game.moves, seen, game.to_move]))",
    )
    moves = ["play k4 cave", "play k7 cave", "take 0", "place tundra"]
    assert state == [moves, moves, 1]
    # A move made in Python shows on the board.
    python(lab, "trick.ipynb", "game.play('play k2 swamp'); print('null')")
    at_position(page, 5)
    expect(card(page, "k2", 1)).to_have_count(0)
    expect(
        page.locator('.lw-board .side[data-player="1"][data-territory="swamp"] [data-card="k2"]')
    ).to_have_count(1)


def test_illegal_card_is_refused_with_its_reason(lab: Lab, page: Page) -> None:
    write_notebook(lab.root / "illegal.ipynb", SETUP + "game.play('play k4 cave')\n", board_cell())
    board = open_board(page, lab, "illegal.ipynb")
    at_position(page, 1)
    # Player 1 holds Black: the Red 4 is dimmed and says why on hover.
    r4 = card(page, "r4", 1)
    expect(r4).to_have_class(re.compile(r"\bdimmed\b"))
    r4.hover()
    expect(board.locator(".wp-tooltip")).to_contain_text("you must follow Black")
    r4.click(force=True)  # a dimmed card is aria-disabled; a person may click it anyway
    notice = board.locator(".wp-notice")
    expect(notice).to_contain_text("you must follow Black")
    expect(notice.locator('.wp-rule-chip[data-rule="LW-T2"]')).to_have_count(1)
    # The same move forced through the model: Python refuses it with the rule.
    page.evaluate(
        "() => document.querySelector('.wolfpack-board').wolfpackModel"
        ".send({cmd: 'move', move: 'play r4 cave', id: 999})"
    )
    expect(notice).not_to_have_attribute("data-local", "true")
    expect(notice).to_contain_text("you must follow Black")
    # A malformed intent is answered too.
    page.evaluate(
        "() => document.querySelector('.wolfpack-board').wolfpackModel"
        ".send({cmd: 'teleport', id: 1000})"
    )
    expect(notice).to_contain_text("There is no command called 'teleport'.")
    state = python(lab, "illegal.ipynb", "import json; print(json.dumps(game.moves))")
    assert state == ["play k4 cave"]
    expect(board).to_have_attribute("data-position", "1")


def test_language_switch(lab: Lab, page: Page) -> None:
    write_notebook(lab.root / "lang.ipynb", SETUP + "game.play('play k4 cave')\n", board_cell())
    board = open_board(page, lab, "lang.ipynb")
    board.locator('.wp-langs button[data-lang="de"]').click()
    expect(board).to_have_attribute("data-lang", "de")
    expect(board.locator(".wp-explain")).to_contain_text(re.compile("Spieler 0 .*Höhle"))
    expect(board.locator(".wp-new")).to_have_text("Neues Spiel")
    board.locator('.wp-langs button[data-lang="ja"]').click()
    expect(board).to_have_attribute("data-lang", "ja")
    expect(board.locator(".wp-explain")).to_contain_text(re.compile("プレイヤー0.*洞窟"))
    assert python(lab, "lang.ipynb", "import json; print(json.dumps(board.language))") == "ja"


def test_player_view_hides_what_the_player_may_not_see(lab: Lab, page: Page) -> None:
    write_notebook(lab.root / "player.ipynb", SETUP, board_cell(perspective=0, bot=1))
    board = open_board(page, lab, "player.ipynb")
    hidden = python(
        lab,
        "player.ipynb",
        "import json; s = game.to_record()['setup']; "
        "print(json.dumps({'hand': s['hands'][1], 'box': s['box'], "
        "'down': [sp['effect'] for t in s['scars'].values() for sp in t if not sp['face_up']]}))",
    )
    assert isinstance(hidden, dict)

    def check_hidden() -> None:
        state = model_state(page)
        view, legal = lone_wolves_view(state), state["legal"]
        assert view["hands"][1]["cards"] is None
        assert view["box"]["cards"] is None and view["unused_scars"]["effects"] is None
        for t in view["territories"]:
            for sp in t["scars"]:
                if sp["state"] == "face_down":
                    assert sp["effect"] is None
        synced = json.dumps({k: v for k, v in state.items() if k not in ("catalog", "parts")})
        for code in hidden["hand"]:
            if f'"card": "{code}"' not in synced:  # not on the board yet
                assert f'"{code}"' not in synced, code
            assert f"card:{code}" not in synced
        assert state["nav"]["seed"] is None
        assert legal["player"] in (0, None) or set(legal) == {"player", "waiting"}
        offered = legal_paths(page)  # as the board reads the synced tree
        assert not any(p[0].removeprefix("card:") in hidden["hand"] for p in offered)
        # The DOM: Player 1's hand is card backs only, no face-down scar shows an effect.
        assert page.locator('.lw-board [data-kind="card"][data-player="1"]').count() == 0
        expect(page.locator('.lw-board .hand[data-player="1"] .card-back')).to_have_count(
            view["hands"][1]["count"]
        )
        assert page.locator(".lw-board .scar-down .scar-badge").count() == 0
        html = page.locator(".wolfpack-board").inner_html()
        for code in hidden["hand"]:
            if f'"card": "{code}"' not in synced:
                assert f'data-id="{code}"' not in html and f'data-card="{code}"' not in html

    check_hidden()
    # Play a few decisions by clicking against the computer; hidden things stay hidden.
    for _ in range(3):
        position = int(board.get_attribute("data-position") or 0)
        click_path(page, sorted(legal_paths(page))[0])
        page.wait_for_function(
            f"() => Number(document.querySelector('.wolfpack-board').dataset.position) > {position}"
            " && !document.querySelector('.wolfpack-board').dataset.busy"
        )
        check_hidden()
    # The screenshot the README shows: a card chosen, its territories lit.
    plays = sorted(p for p in legal_paths(page) if p[0].startswith("card:"))
    if plays:
        page.locator(f'.wolfpack-board [data-el="{plays[0][0]}"]').click()
    page.mouse.move(0, 0)
    expect(board.locator(".wp-tooltip")).to_be_hidden()
    # Taken every run (test-results/, ignored by git); it replaces the README's picture only
    # when asked (WOLFPACK_SCREENSHOT=1), as PNG bytes differ from run to run.
    shot = SCREENSHOT_RUN
    shot.parent.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    if os.environ.get("WOLFPACK_SCREENSHOT") or not SCREENSHOT.exists():
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, SCREENSHOT)
