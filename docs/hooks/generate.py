"""mkdocs hook: generate the rule pages and the coverage table from the package itself,
so the documentation can never disagree with the engine, put the tutorial notebooks of
``examples/<lang>/`` on the site as ``examples/<lang>/*.ipynb`` and their teacher's editions
as ``examples/<lang>/teachers/*.ipynb``, each pupils' page linked to its teacher's edition
(rendered by mkdocs-jupyter as ``./dev docs`` ran them, see :func:`tutorial_source`), give
each picture of a board in them a description, and write the home page's replay of a real
game (``replays/``)."""

from __future__ import annotations

import logging
import os
import posixpath
import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

import wolfpack  # noqa: F401  (registers every game and its rules)
from wolfpack.core.coverage import coverage
from wolfpack.core.i18n import LANGUAGES
from wolfpack.core.registry import games
from wolfpack.core.rules import all_rules

LOG = logging.getLogger("mkdocs.hooks.generate")  # a warning fails the strict build
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
TUTORIALS = "examples"
"""Where the tutorials are on the site: as in the repository,
``examples/<lang>/NN-name.ipynb`` (and ``examples/<lang>/for-programmers.ipynb``), their
teacher's editions ``examples/<lang>/teachers/NN-name.ipynb``."""
TEACHERS = "teachers"
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "ja": "日本語"}
TO_THE_TEACHERS = {
    "en": 'For teachers: the <a href="{href}">teacher\'s edition</a> of this tutorial, with the '
    "notes for teachers and the answers to its lessons.",
    "de": 'Für Lehrkräfte: die <a href="{href}">Ausgabe für Lehrkräfte</a> dieses Tutorials, mit '
    "Hinweisen für den Unterricht und den Lösungen der Lektionen.",
    "ja": '先生へ：このチュートリアルの<a href="{href}">教師用ノートブック</a>には、'
    "先生のためのメモとレッスンの解答があります。",
}
"""What a pupils' page says at its end, linking to its teacher's edition."""


def _rules_page(game_id: str, title: str) -> str:
    lines = [
        f"# {title}: the rules",
        "",
        "Every rule of the game, restated in our own words with the id that the engine's",
        "explanations, errors and tests cite. Generated from the package's rule catalogue.",
        "",
    ]
    for rule in all_rules(game_id):
        lines += [f"## {rule.id} {rule.title['en']}", "", rule.text["en"], ""]
        for lang in LANGUAGES[1:]:
            lines += [f"*{LANGUAGE_NAMES[lang]}: {rule.title[lang]}.* {rule.text[lang]}", ""]
    return "\n".join(lines)


def _coverage_page() -> str:
    lines = [
        "# Rule coverage",
        "",
        "For every rule id: where the code implements it, the languages its text exists in,",
        "and the tests that exercise it (the same report as `wolfpack rules --coverage`).",
        "",
        "| rule | title | implemented in | texts | tests |",
        "|---|---|---|---|---|",
    ]
    for row in coverage(None, ROOT / "tests"):
        impl = "<br>".join(f"`{w}`" for w in row.implemented_in) or "missing"
        tests = "<br>".join(f"`{t.split('::')[-1]}`" for t in row.tests) or "missing"
        lines.append(f"| {row.id} | {row.title} | {impl} | {'/'.join(row.languages)} | {tests} |")
    return "\n".join(lines) + "\n"


REPLAY = "replays/lone-wolves.html"
"""The home page's replay: a whole game of Lone Wolves, played by the computer."""


def replay_page() -> str:
    """A whole game (seed 7, the heuristic bot in both seats) as the self-contained page
    ``wolfpack export-html`` writes: the board, stepped through with no kernel."""
    import tempfile

    from wolfpack import LoneWolves
    from wolfpack.bots.random_bot import play_out
    from wolfpack.bots.tournament import make_bot

    game = play_out(LoneWolves(seed=7), [make_bot("heuristic", 1), make_bot("heuristic", 2)])
    board = game.widget(language="en")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            path = board.to_html(Path(tmp) / "replay.html", title="A game of Lone Wolves")
            return path.read_text(encoding="utf-8")
    finally:
        board.close()


def tutorial_notebooks() -> list[Path]:
    """The tutorial notebooks of every language (``examples/<lang>/<name>.ipynb``), in
    order (the learners' names start with their number), then the teacher's editions
    (``examples/<lang>/teachers/<name>.ipynb``)."""
    return sorted(EXAMPLES.glob("*/*.ipynb")) + sorted(EXAMPLES.glob(f"*/{TEACHERS}/*.ipynb"))


def tutorial_source() -> Path:
    """Where the site takes the tutorials from: the notebooks as they ran now, with their
    outputs and board pictures (``WOLFPACK_TUTORIAL_RUNS``, written by ``./dev docs``:
    ``examples/run_notebooks.py --out RUNS/examples``), else the shipped ones (no outputs,
    said in the build's log)."""
    runs = os.environ.get("WOLFPACK_TUTORIAL_RUNS")
    if runs:
        root = Path(runs)
        missing = [p for p in tutorial_notebooks() if not (root / p.relative_to(ROOT)).is_file()]
        if missing:
            LOG.warning("WOLFPACK_TUTORIAL_RUNS lacks %s", ", ".join(map(str, missing)))
        return root
    LOG.info("the tutorials are shown without outputs: build with ./dev docs to run them")
    return ROOT


# Runs before mkdocs-jupyter's on_files (priority 0), so that it renders the notebooks.
@event_priority(100)
def on_files(files: Files, config: Any) -> Files:
    """Add the generated pages and the tutorial notebooks."""
    source = tutorial_source()
    for path in tutorial_notebooks():
        files.append(
            File(
                f"{TUTORIALS}/{path.relative_to(EXAMPLES).as_posix()}",
                src_dir=str(source),
                dest_dir=config["site_dir"],
                use_directory_urls=config["use_directory_urls"],
            )
        )
    for info in games():
        files.append(
            File.generated(config, f"rules/{info.id}.md", content=_rules_page(info.id, info.title))
        )
    files.append(File.generated(config, "coverage.md", content=_coverage_page()))
    files.append(File.generated(config, REPLAY, content=replay_page()))
    return files


_NOTEBOOK_LINK = re.compile(r'href="((?:\.\./)*)((?:\d\d-)?[\w-]+)\.ipynb(#[\w-]*)?"')
_NO_ALT = 'alt="No description has been provided for this image"'
_HEADING_OR_PICTURE = re.compile(r"<h[1-3][^>]*>(.*?)</h[1-3]>|" + re.escape(_NO_ALT), re.S)
BOARD_OF_TUTORIAL = {"04": "The Wolves' board", "05": "The Triqueta board"}
"""The board a tutorial shows, by its number (else the Lone Wolves board)."""


def describe_pictures(html: str, number: str) -> str:
    """Each picture of a board (nbconvert leaves them undescribed) gets a description: the
    game, the section of the tutorial it belongs to, and that it is a picture of a live
    board."""
    board = BOARD_OF_TUTORIAL.get(number, "The Lone Wolves board")
    section = ""

    def replace(m: re.Match[str]) -> str:
        nonlocal section
        if m.group(1) is not None:
            section = re.sub(r"<[^>]+>|¶", "", m.group(1)).strip()
            return m.group(0)
        where = f" in the section \u201c{section}\u201d" if section else ""
        text = (
            f"{board} as this cell leaves it{where}: a picture of the live board, "
            "which you can play on when the notebook runs in JupyterLab or in your browser"
        )
        return 'alt="' + text.replace('"', "&quot;") + '"'

    return _HEADING_OR_PICTURE.sub(replace, html)


def on_page_content(html: str, page: Page, config: Any, files: Files) -> str:
    """In a tutorial, a link to another notebook (``02-your-first-game.ipynb``, right in
    JupyterLab; ``../01-trick-taking-basics.ipynb`` from a teacher's edition) becomes a link
    to that notebook's page; a pupils' page with a teacher's edition ends with a link to it."""
    if not page.file.src_uri.startswith(f"{TUTORIALS}/"):
        return html
    suffix = "/" if config["use_directory_urls"] else ".html"
    prefix = "../" if config["use_directory_urls"] else ""
    here = Path(page.file.src_uri).relative_to(TUTORIALS)
    known = {path.relative_to(EXAMPLES).as_posix() for path in tutorial_notebooks()}

    def link(m: re.Match[str]) -> str:
        ups, name = m.group(1), m.group(2)
        target = posixpath.normpath(f"{here.parent.as_posix()}/{ups}{name}.ipynb")
        if target not in known:
            LOG.warning("%s links to %s.ipynb, which is not a tutorial", page.file.src_uri, name)
        return f'href="{prefix}{ups}{name}{suffix}{m.group(3) or ""}"'

    html = describe_pictures(html, here.name[:2])
    html = _NOTEBOOK_LINK.sub(link, html)
    lang = here.parts[0]
    if len(here.parts) == 2 and f"{lang}/{TEACHERS}/{here.name}" in known:
        href = f"{prefix}{TEACHERS}/{here.stem}{suffix}"
        html += f'\n<p class="wolfpack-edition">{TO_THE_TEACHERS[lang].format(href=href)}</p>\n'
    return html
