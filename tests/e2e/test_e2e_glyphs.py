"""German and Japanese boards of every game, looked at in a real JupyterLab in the
learner's language (issue 43): no character of a board is drawn as a box (tofu: no font
on the machine has it), and no label is wider than its box.

The JupyterLab is opened as ``./dev tutorial`` opens it for a German, then a Japanese
learner (``dev``'s own translation setting): its menus say so. On each board, one game in
play (after the learner's first move and the computer's replies) and one finished (its
final scoring shown).

How a missing glyph is seen: every character of the board's text is drawn on a canvas in
the font its element is shown in, and compared, pixel by pixel, with what that font draws
for a codepoint no font has (U+10FFFD, private use): the same picture is the box the
browser draws for a character it has no glyph for. That the check sees boxes is shown by
running it in a Chromium whose fontconfig leaves out the CJK fonts, where every kana and
kanji must come out missing (and in this one, where none must).

Screenshots go to test-results/: glyphs-<game>-<lang>.png (JupyterLab with the board in
play), glyphs-<game>-<lang>-in-play.png and -finished.png (each board whole).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from lab_harness import CHROMIUM_ARGS, REPO, Lab, chromium_path, jupyterlab, write_notebook
from playwright.sync_api import BrowserContext, Page, expect

from test_tutorial_locale import tutorial_settings
from waits import WAIT_MS

SHOTS = REPO / "test-results"
LANGS = {"de": ("de_DE.UTF-8", "Datei", "Leerlauf"), "ja": ("ja_JP.UTF-8", "ファイル", "アイドル")}
"""Per language: the learner's locale (``LANG``), JupyterLab's File menu and its status
bar's word for an idle kernel in it."""

GAMES: dict[str, tuple[str, str, str]] = {
    "lone-wolves": (
        "from wolfpack import LoneWolves as Game\n",
        "Game(seed=7, leader=0)",
        "computer={1: 'random'}",
    ),
    "the-wolves": (
        "from wolfpack import TheWolves as Game\n",
        "Game(players=5, seed=7, first=0)",
        "computer={p: 'random' for p in range(1, 5)}",
    ),
    "triqueta": (
        "from wolfpack import Triqueta as Game\n",
        "Game(4, seed=7, start=0)",
        "computer={1: 'random', 2: 'random', 3: 'random'}",
    ),
}
"""Per game: its import, a new game of player 0 first (the largest table), and the
computer's seats."""

GLYPHS = """(root) => {
  const skip = /[\\s\\p{Cc}\\p{Cf}\\p{Mn}\\p{Me}]/u;
  const fonts = new Map();  // font -> Map(char -> a text it is in)
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode()); ) {
    const el = node.parentElement;
    if (!el || !el.getClientRects().length) continue;  // not shown
    const st = getComputedStyle(el);
    if (st.visibility !== 'visible') continue;
    const font = `${st.fontStyle} ${st.fontWeight} 40px ${st.fontFamily}`;
    if (!fonts.has(font)) fonts.set(font, new Map());
    for (const ch of node.data) {
      if (!skip.test(ch) && !fonts.get(font).has(ch)) fonts.get(font).set(ch, node.data.trim());
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const draw = (ch, font) => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 10, 40);
    return [ctx.measureText(ch).width, ctx.getImageData(0, 0, canvas.width, canvas.height).data];
  };
  const same = ([w1, p1], [w2, p2]) => w1 === w2 && p1.every((v, i) => v === p2[i]);
  const missing = [];
  let checked = 0;
  for (const [font, chars] of fonts) {
    const box = draw('\\u{10FFFD}', font);
    for (const [ch, text] of chars) {
      checked += 1;
      if (same(draw(ch, font), box)) {
        const code = 'U+' + ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
        missing.push(`${ch} ${code} in "${text.slice(0, 40)}" (${font})`);
      }
    }
  }
  return { checked, missing };
}"""
"""Every character the root's shown text holds (by the font it is shown in), and those
drawn as the box of a character no font has."""

OVERFLOW = """(root) => {
  const out = [];
  const tol = 1;
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
  const shown = (el) => {
    const st = getComputedStyle(el);
    return st.visibility === 'visible' && st.display !== 'none' && st.opacity !== '0';
  };
  // the drawing: a label lies inside the smallest box drawn round its middle, else inside
  // the drawing itself
  for (const text of root.querySelectorAll('svg text')) {
    const r = text.getBoundingClientRect();
    if (!text.textContent.trim() || r.width === 0 || !shown(text)) continue;
    const svg = text.ownerSVGElement;
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const painted = (rect) => {
      const st = getComputedStyle(rect);
      const clear = (c) => c === 'none' || c === 'transparent' || /rgba\\(.*,\\s*0\\)$/.test(c);
      return shown(rect) && !(clear(st.fill) && clear(st.stroke));
    };
    let box = null;
    for (const rect of svg.querySelectorAll('rect')) {
      const b = rect.getBoundingClientRect();
      if (b.width * b.height === 0 || !painted(rect)) continue;
      if (b.left <= x && x <= b.right && b.top <= y && y <= b.bottom
          && (!box || b.width * b.height < box.width * box.height)) box = b;
    }
    const bound = box || svg.getBoundingClientRect();
    if (r.left < bound.left - tol || r.right > bound.right + tol) {
      out.push(`"${text.textContent.trim().slice(0, 40)}" is ${Math.round(r.width)} px wide, `
        + `${box ? 'its box' : 'the drawing'} ${Math.round(bound.width)} px `
        + `(${Math.round(r.left - bound.left)} .. ${Math.round(bound.right - r.right)})`);
    }
  }
  // the board's HTML: no element's text runs past its own box (scrolling areas may)
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg') || !shown(el)) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    const st = getComputedStyle(el);
    if (!own || st.display === 'inline' || ['auto', 'scroll'].includes(st.overflowX)) continue;
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + tol) {
      out.push(`${name(el)} "${el.textContent.trim().slice(0, 40)}" needs ${el.scrollWidth} px, `
        + `has ${el.clientWidth} px`);
    }
  }
  return out;
}"""
"""The labels wider than their box: a text of the drawing than the smallest box drawn
round its middle (or the drawing), a text of the board's HTML than its element."""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """A JupyterLab of this module's own: each test gives it the user settings that
    ``./dev tutorial`` writes for a learner of its language (:func:`_settings`)."""
    work = tmp_path_factory.mktemp("glyphs-lab")
    with jupyterlab(work) as server:
        yield server


def _settings(lab: Lab, locale: str) -> None:
    """JupyterLab's user settings as ``./dev tutorial`` writes them for a learner whose
    locale is ``locale`` (the page opened next reads them)."""
    work = lab.root.parent  # (lab_harness.jupyterlab's settings directory in it)
    tutorial_settings(locale, work, work / "config" / "lab" / "user-settings")


def _boards(page: Page, lab: Lab, game: str, lang: str) -> list[Any]:
    """Open a notebook of ``game``'s two boards in ``lang`` (in play, finished), run its
    cells from the keyboard (the Run menu's name is the learner's language's) and return the
    boards once both are drawn and idle, after the learner's first move on the one in play."""
    setup, new, computer = GAMES[game]
    name = f"glyphs-{game}-{lang}.ipynb"
    write_notebook(
        lab.root / name,
        f"{setup}live = {new}.widget(perspective=0, {computer}, language={lang!r})\nlive",
        "import random\n"
        f"done = {new}\n"
        "pick = random.Random(7)\n"
        "while not done.is_over:\n"
        "    done.play(pick.choice(done.legal_moves()))\n"
        f"done.widget(perspective=0, language={lang!r})",
    )
    page.goto(lab.notebook_url(name))
    # the kernel connected and idle (as the status bar says it in this language)
    page.get_by_text(f"| {LANGS[lang][2]}").first.wait_for()
    page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Shift+Enter")
    page.keyboard.press("Shift+Enter")
    boards = page.locator(".wolfpack-board")
    expect(boards).to_have_count(2)
    for board in boards.all():
        expect(board.locator(".wp-stage svg")).to_have_count(1)
    live = boards.first
    _idle(live)
    # the learner's first move (the first the board offers), and the computer's replies
    first = live.evaluate(
        """(b) => {
        let node = b.wolfpackLegal().paths, path = [];
        while (node && typeof node === 'object') {
            const [el, child] = Object.entries(node)[0];
            path.push(el);
            node = child;
        }
        return path;
    }"""
    )
    assert first, f"{game}: the board offers no move"
    for element in first:
        live.locator(f'[data-el="{element}"]').first.click()
    expect(live).not_to_have_attribute("data-position", "0")
    for board in boards.all():
        _idle(board)
    return list(boards.all())


def _idle(board: Any) -> None:
    board.page.wait_for_function("(b) => !b.dataset.busy", arg=board.element_handle())


def _glyphs(target: Any) -> dict[str, Any]:
    return dict(target.evaluate(GLYPHS))


def _menu(page: Page) -> str:
    return str(page.locator(".lm-MenuBar-itemLabel").first.text_content())


@pytest.mark.parametrize("lang", list(LANGS))
@pytest.mark.parametrize("game", list(GAMES))
def test_a_board_shows_every_character_and_fits_its_labels(
    lab: Lab, browser: BrowserContext, game: str, lang: str
) -> None:
    locale, file_menu, _ = LANGS[lang]
    _settings(lab, locale)
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        boards = _boards(page, lab, game, lang)
        expect(page.locator(".lm-MenuBar-itemLabel").first).to_have_text(file_menu)
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"glyphs-{game}-{lang}.png"))
        faults: list[str] = []  # (both boards looked at before the test fails)
        for board, what in zip(boards, ("in play", "finished"), strict=True):
            board.screenshot(path=str(SHOTS / f"glyphs-{game}-{lang}-{what.replace(' ', '-')}.png"))
            seen = _glyphs(board)
            print(f"{game} {lang} {what}: {seen['checked']} characters")
            assert seen["checked"] > 20, seen
            faults += [f"{what}: drawn as a box: {m}" for m in seen["missing"]]
            wide = sorted(set(board.evaluate(OVERFLOW)))
            faults += [f"{what}: wider than its box: {w}" for w in wide]
        faults += [
            f"menu: drawn as a box: {m}" for m in _glyphs(page.locator(".lm-MenuBar"))["missing"]
        ]
        assert not faults, f"{game} in {lang}:\n" + "\n".join(faults)
    finally:
        page.close()
    assert not errors, errors


NO_CJK = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><glob>*CJK*</glob></rejectfont></selectfont>
  <cachedir>{cache}</cachedir>
</fontconfig>
"""
"""The machine's fontconfig without its CJK fonts (Noto Sans/Serif CJK)."""

SAMPLE = (
    "<p style=\"font-family: system-ui, 'DejaVu Sans', sans-serif\">"
    "トリックに勝つ Stichfarbe Wölfe 沼地の縄張り</p>"
)

WITHOUT_CJK = """
import json, sys
from playwright.sync_api import sync_playwright
chromium, args, glyphs, sample = json.loads(sys.stdin.read())
with sync_playwright() as p:
    browser = p.chromium.launch(executable_path=chromium, args=args, headless=True)
    page = browser.new_page()
    page.set_content(sample)
    print(json.dumps(page.locator("p").evaluate(glyphs)))
    browser.close()
"""
"""The glyph check in a Chromium of its own (started with the environment given)."""


def test_the_glyph_check_sees_boxes(browser: BrowserContext, tmp_path: Path) -> None:
    page = browser.new_page()
    try:
        page.set_content(SAMPLE + "<p id='none'>a\U0010fffc b\ue000</p>")
        here = _glyphs(page.locator("p").first)
        assert here["checked"] >= 20 and not here["missing"], here  # with the CJK font
        # a private-use codepoint no font has is a box (U+10FFFC, U+E000)
        boxes = _glyphs(page.locator("#none"))["missing"]
        assert [b.split()[1] for b in boxes] == ["U+10FFFC", "U+E000"], boxes
    finally:
        page.close()
    conf = tmp_path / "fonts.conf"
    conf.write_text(NO_CJK.format(cache=tmp_path / "cache"), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-c", WITHOUT_CJK],
        input=json.dumps([chromium_path(), CHROMIUM_ARGS, GLYPHS, SAMPLE]),
        env={**os.environ, "FONTCONFIG_FILE": str(conf)},
        capture_output=True,
        text=True,
        check=True,
        timeout=WAIT_MS / 1000,
    )
    without = json.loads(run.stdout)
    missing = {line.split()[0] for line in without["missing"]}
    # every kana and kanji is a box there; the Latin letters and ö are not
    assert missing == set("トリックに勝つ沼地の縄張り"), without
