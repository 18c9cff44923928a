"""The teacher's edition apart (issue 42): every tutorial's pupils' notebook
(``examples/<lang>/<name>.ipynb``) holds no answer (no teacher cell, no "For teachers"
section, no code for a pupil to edit, no call that gives an answer away), and each learners'
tutorial has a teacher's edition beside it (``examples/<lang>/teachers/<name>.ipynb``, built
by ``tutorials/build.py`` from the same source) that names the pupils' notebook, shows the
teacher cells as they are written and holds the answer key of every lesson the tutorial
shows, in its language. Both are on the documentation site, linked from each other. (That
each runs from top to bottom: ``test_examples.py``; that each matches its source:
``test_tutorial_sources.py``.)"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from tutorial_tool import build, in_sandbox

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
PUPILS = [p for lang in build.LANGUAGES for p in sorted((EXAMPLES / lang).glob("*.ipynb"))]
TEACHERS = [
    p
    for lang in build.LANGUAGES
    for p in sorted((EXAMPLES / lang / build.TEACHERS).glob("*.ipynb"))
]
LEARNERS = [name for name in build.tutorials() if name[:2].isdigit()]


def _ids(paths: list[Path]) -> list[str]:
    return [p.relative_to(EXAMPLES).as_posix() for p in paths]


# -- the pupils' notebooks hold no answers ----------------------------------------------------
FOR_TEACHERS = re.compile(r"^#+ .*(For teachers|Für Lehrkräfte|先生へ|Answer key|Lösungen)", re.M)
CODE_TO_EDIT = re.compile(r"^\s*answer\s*=", re.M)
GIVES_AN_ANSWER = re.compile(r"\.(solution|answer)\(|force=True")
"""Calls that show an answer before the pupil tries: an exercise's or question's
``solution()`` / ``answer()``, a lesson board's ``answer(...)``, a puzzle's solution forced."""


def answers_in(nb: nbformat.NotebookNode) -> list[str]:
    """What in a notebook is for teachers only or asks the pupil to edit code, by cell."""
    found = []
    for index, cell in enumerate(nb.cells):
        where = f"cell {index} ({cell.source[:50]!r})"
        if build.TEACHER in cell.metadata.get("tags", []):
            found.append(f"{where}: a teacher cell")
        if cell.metadata.get("jupyter", {}).get("source_hidden"):
            found.append(f"{where}: a collapsed cell")
        if cell.cell_type == "markdown" and FOR_TEACHERS.search(cell.source):
            found.append(f"{where}: a section for teachers")
        if cell.cell_type == "code" and CODE_TO_EDIT.search(cell.source):
            found.append(f"{where}: code for the pupil to edit (answer = ...)")
        if cell.cell_type == "code" and GIVES_AN_ANSWER.search(cell.source):
            found.append(f"{where}: a call that shows the answer")
    return found


def test_the_answer_check_finds_each_kind_of_answer() -> None:
    cells = [
        nbformat.v4.new_markdown_cell("# A tutorial\n\nPlay on the board."),
        nbformat.v4.new_code_cell('course("lone-wolves")'),
    ]
    assert answers_in(nbformat.v4.new_notebook(cells=cells)) == []
    teacher = nbformat.v4.new_markdown_cell("Notes.")
    teacher.metadata["tags"] = ["teacher"]
    hidden = nbformat.v4.new_markdown_cell("Hidden.")
    hidden.metadata["jupyter"] = {"source_hidden": True}
    wrong = [
        teacher,
        hidden,
        nbformat.v4.new_markdown_cell("## Für Lehrkräfte\n\nDie Lösungen."),
        nbformat.v4.new_code_cell("answer = None\npredict_winner(game, moves, answer)"),
        nbformat.v4.new_code_cell("display(exercise.solution())"),
        nbformat.v4.new_code_cell('board.answer("card:g7")'),
        nbformat.v4.new_code_cell("print(puzzle.show_solution(force=True))"),
    ]
    found = answers_in(nbformat.v4.new_notebook(cells=cells + wrong))
    assert [f.split(": ", 1)[1] for f in found] == [
        "a teacher cell",
        "a collapsed cell",
        "a section for teachers",
        "code for the pupil to edit (answer = ...)",
        "a call that shows the answer",
        "a call that shows the answer",
        "a call that shows the answer",
    ]


@pytest.mark.parametrize("path", PUPILS, ids=_ids(PUPILS))
def test_a_pupils_notebook_holds_no_answer(path: Path) -> None:
    assert answers_in(nbformat.read(path, as_version=4)) == []


# -- the teacher's editions -------------------------------------------------------------------
def test_every_learners_tutorial_has_a_teachers_edition_in_every_language() -> None:
    """The five learners' tutorials (the programmers' tour has no teacher cells or lessons,
    so no edition), and no teacher's edition without a tutorial."""
    for lang in build.LANGUAGES:
        names = {p.stem for p in (EXAMPLES / lang / build.TEACHERS).glob("*.ipynb")}
        assert names == set(LEARNERS), lang
        assert not list((EXAMPLES / lang / build.TEACHERS).glob("*/*.ipynb"))


def _lang(path: Path) -> str:
    return path.relative_to(EXAMPLES).parts[0]


@pytest.mark.parametrize("path", TEACHERS, ids=_ids(TEACHERS))
def test_a_teachers_edition_names_its_pupils_notebook_and_shows_its_notes(path: Path) -> None:
    """Titled as the teacher's edition in its language, linked to the pupils' notebook (a
    link that works in JupyterLab, and its path), every teacher cell of the source as it is
    written: nothing collapsed."""
    nb = nbformat.read(path, as_version=4)
    lang, name = _lang(path), path.stem
    pupils = nbformat.read(EXAMPLES / lang / f"{name}.ipynb", as_version=4)
    title = pupils.cells[0].source.split("\n", 1)[0][2:]
    assert nb.cells[0].source.startswith("# " + build.EDITION[lang].format(title=title) + "\n")
    assert f"](../{name}.ipynb)" in nb.cells[0].source
    assert f"`examples/{lang}/{name}.ipynb`" in nb.cells[0].source
    assert nb.metadata["wolfpack"]["pupils"] == f"examples/{lang}/{name}.ipynb"
    for cell in nb.cells:
        assert not cell.metadata.get("jupyter"), cell.source[:80]
        assert "collapsed" not in cell.metadata, cell.source[:80]
    notes = [c.source for c in nb.cells if build.TEACHER in c.metadata.get("tags", [])]
    written = [c.source for c, teacher in build._cells(name, lang) if teacher]
    assert len(notes) == len(written)
    for note, source in zip(notes, written, strict=True):
        # (written as for a pupils' cell: a path or link one folder up is made right here)
        assert note.replace("../../", "../").replace("](../", "](") == source.replace("](../", "](")
    for link in re.findall(r"\]\(([^)#]+\.ipynb)", "\n".join(c.source for c in nb.cells)):
        assert (path.parent / link).is_file(), f"{path.name} links to a missing {link}"


def _answer_heads(lesson: Any, lang: str) -> list[tuple[str, str]]:
    """For every step of a lesson that asks something: what it says, and a piece of its
    answer in words (a right choice's text; what the game says of the first right move,
    up to its arrow; for a goal, of its first way's first move), played out along the
    lesson independently of the build."""
    game = lesson.start()
    out = []
    for step in lesson.steps:
        moves: tuple[str, ...] = ()
        if step.goal is not None:
            moves = step.goal.ways(game, lesson.player)[0]
            out.append((step.say.get(lang), game.describe(moves[0]).text(lang, cite=False)))
        elif step.question is not None and step.question.by_button:
            right = [c for c in step.question.choices if c.id in step.question.answer]
            out.append((step.say.get(lang), right[0].text.get(lang)))
        elif step.question is not None:
            out.append((step.say.get(lang), ""))
        elif step.moves:
            moves = step.moves[:1]
            out.append((step.say.get(lang), game.describe(moves[0]).text(lang, cite=False)))
        for move in (*moves, *step.then):
            game.play(move)
    return [(say, words.split(" → ")[0]) for say, words in out]


@pytest.mark.parametrize("path", TEACHERS, ids=_ids(TEACHERS))
def test_a_teachers_edition_holds_the_answer_key_of_every_lesson_it_shows(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    lang, name = _lang(path), path.stem
    shown = build.shown_lessons(name)
    assert shown or name not in ("01-trick-taking-basics", "04-the-wolves", "05-triqueta")
    keys = {
        c.source.split("\n", 1)[0]: c.source
        for c in nb.cells
        if c.cell_type == "markdown" and c.source.startswith("### ")
    }
    assert len(keys) == len(shown)
    for number, lesson in enumerate(shown, 1):
        key = keys.get(f"### {number}. {lesson.title(lang)}")
        assert key is not None, f"no answer key of lesson {number}, {lesson.id}"
        for say, answer in _answer_heads(lesson, lang):
            assert say in key and answer in key, (lesson.id, say[:60], answer)


ELEMENT_ID = re.compile(r"`[a-z]+:[^`\s]+`")
"""A board element named by its id, in code style, in an answer (piece:6,11:pack)."""


@pytest.mark.parametrize("path", TEACHERS, ids=_ids(TEACHERS))
def test_no_answer_key_names_a_board_element_by_its_id(path: Path) -> None:
    """A question answered by clicking the board is answered in the game's words ("the
    pack wolf of Player 3 on hex 6,11"), never by the element's id."""
    nb = nbformat.read(path, as_version=4)
    answer = build.STEP_WORDS[_lang(path)]["answer"]
    lines = [
        line
        for c in nb.cells
        if c.cell_type == "markdown" and c.source.startswith("### ")
        for line in c.source.split("\n")
        if answer in line
    ]
    assert lines or not build.shown_lessons(path.stem)
    assert [line for line in lines if ELEMENT_ID.search(line)] == []


def _element_questions(lesson: Any) -> Iterator[tuple[Any, Any]]:
    """Each step of a lesson answered by clicking the board, with the game at that step
    (played along the lesson as its answer key is: a goal's first way, the first move)."""
    game = lesson.start()
    for step in lesson.steps:
        moves: tuple[str, ...] = step.moves[:1]
        if step.goal is not None:
            moves = step.goal.ways(game, lesson.player)[0]
        if step.question is not None and not step.question.by_button:
            yield game, step.question
        for move in (*moves, *step.then):
            game.play(move)


def test_every_element_the_shipped_lessons_offer_has_words_in_every_language() -> None:
    """Each element a shipped lesson's question offers (the right ones and the others), of
    every kind, in the words of its game in English, German and Japanese."""
    from wolfpack.core.lessons import shipped
    from wolfpack.core.registry import get_game

    kinds: set[tuple[str, str]] = set()
    for lesson in shipped():
        info = get_game(lesson.game)
        for game, question in _element_questions(lesson):
            for element in question.among:
                said = info.element_in_words(game, element)
                assert said is not None, (lesson.id, element)
                for lang in build.LANGUAGES:
                    text = said.text(lang, cite=False)
                    assert text and element not in text and "{" not in text, (lesson.id, lang)
                kinds.add((lesson.game, element.partition(":")[0]))
    # (the kinds the shipped lessons ask about now; a new kind is said by the test above)
    assert kinds >= {("lone-wolves", "card"), ("the-wolves", "tile"), ("the-wolves", "piece")}


def test_an_element_of_a_game_without_words_is_named_by_its_id() -> None:
    """Ten Tricks (a game of another package) gives no element words: its key names the
    element by its id; a game that gives them is said in its words."""
    from wolfpack.core.lessons import find

    plain = find("tt-trumps-and-the-bonus")
    assert build._element_in_words(plain, plain.start(), "card:k7", "en") == "`card:k7`"
    lesson = find("lw-follow-and-win")
    assert build._element_in_words(lesson, lesson.start(), "card:k7", "de") == "Schwarz 7"


# -- the mechanism, in a sandbox --------------------------------------------------------------
SAMPLE = """---
jupytext:
  text_representation:
    extension: .md
    format_name: myst
kernelspec:
  display_name: Python 3
  language: python
  name: python3
---

# A tutorial

Play the lessons; then [the next tutorial](02-next.ipynb).

```{code-cell} ipython3
from wolfpack import set_language
from wolfpack.lessons import course

set_language("{{lang}}")
course("ten-tricks")
```

+++ {"tags": ["teacher"]}

**Teacher notes.** Plan 20 minutes; see [the next one](02-next.ipynb).

```{code-cell} ipython3
---
tags: [teacher]
---
print(open("../data.txt").read())
```
"""


def test_the_build_writes_a_pupils_notebook_and_a_teachers_edition_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sandbox = in_sandbox(tmp_path, monkeypatch, SAMPLE)
    written = [p.relative_to(sandbox).as_posix() for p, _ in build.write("sample", "en")]
    assert written == ["examples/en/sample.ipynb", "examples/en/teachers/sample.ipynb"]
    pupils = nbformat.read(sandbox / written[0], as_version=4)
    assert [c.source[:11] for c in pupils.cells] == ["# A tutoria", "from wolfpa"]
    assert answers_in(pupils) == []
    teachers = nbformat.read(sandbox / written[1], as_version=4)
    sources = [c.source for c in teachers.cells]
    assert sources[0].startswith("# A tutorial — Teacher's edition\n\n")
    assert "[A tutorial](../sample.ipynb)" in sources[0]
    # What the teacher code needs of the first code cell: no board, no unused import.
    assert sources[1] == 'from wolfpack import set_language\n\nset_language("en")'
    # The notes as written, their links and paths made right one folder down.
    assert sources[2] == "**Teacher notes.** Plan 20 minutes; see [the next one](../02-next.ipynb)."
    assert sources[3] == 'print(open("../../data.txt").read())'
    assert sources[4].startswith("## Answers to the lessons on the board")
    assert sources[5].startswith("### 1. Trumps and the bonus card\n")
    assert "**Step 1.** The marker is odd" in sources[5] and "**Answer:**" in sources[5]
    assert all(not c.metadata.get("jupyter") for c in teachers.cells)
    assert build.differences("sample", "en") == []
    # In German, the build's own words and the lesson's are German.
    german = build.lesson_key(build.shown_lessons("sample")[0], 1, "de")
    assert german.startswith("### 1. Trümpfe und die Bonuskarte\n")
    assert "**Schritt 1.** Der Anzeiger ist ungerade" in german and "**Lösung:**" in german
    # A tutorial with neither teacher cells nor lessons has no teacher's edition (any more).
    source = sandbox / "tutorials" / "sample.md"
    source.write_text(SAMPLE.split("```{code-cell}")[0], encoding="utf-8")
    problems = build.differences("sample", "en")
    assert problems[0] == "examples/en/sample.ipynb: 2 cells saved, 1 built"
    assert problems[-1] == (
        "examples/en/teachers/sample.ipynb is not built from the source any more: remove it"
    )
    build.write("sample", "en")
    assert not (sandbox / written[1]).exists()
    assert build.differences("sample", "en") == []


def test_the_lessons_come_from_the_front_matter_or_refuse_a_call_the_build_cannot_follow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sandbox = in_sandbox(tmp_path, monkeypatch, SAMPLE.replace('"ten-tricks"', "mine"))
    with pytest.raises(build.UnknownLessons, match=r"course\(mine\).*front matter"):
        build.shown_lessons("sample")
    assert build.main(["sample"]) == 1  # (said on stderr, nothing written)
    assert not (sandbox / "examples" / "en" / "teachers" / "sample.ipynb").exists()
    listed = SAMPLE.replace("kernelspec:", "lessons: [tt-trumps-and-the-bonus]\nkernelspec:", 1)
    (sandbox / "tutorials" / "sample.md").write_text(listed.replace('"ten-tricks"', "mine"))
    assert [lesson.id for lesson in build.shown_lessons("sample")] == ["tt-trumps-and-the-bonus"]
    nowhere = listed.replace("[tt-trumps-and-the-bonus]", "[no-such-lesson]")
    (sandbox / "tutorials" / "sample.md").write_text(nowhere, encoding="utf-8")
    with pytest.raises(build.UnknownLessons, match="lessons: no lesson 'no-such-lesson'"):
        build.shown_lessons("sample")


# -- on the documentation site ----------------------------------------------------------------
def test_the_site_lists_every_teachers_edition_and_links_each_to_its_pupils_page() -> None:
    mkdocs = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for path in TEACHERS:
        assert f": examples/{path.relative_to(EXAMPLES).as_posix()}\n" in mkdocs, path
    hook = _docs_hook()
    on_site = [f"examples/{p.relative_to(EXAMPLES).as_posix()}" for p in hook.tutorial_notebooks()]
    assert set(on_site) >= {f"examples/{i}" for i in _ids(PUPILS + TEACHERS)}

    class File:
        def __init__(self, src_uri: str) -> None:
            self.src_uri = src_uri

    class Page:
        def __init__(self, src_uri: str) -> None:
            self.file = File(src_uri)

    config = {"use_directory_urls": True}
    pupils = hook.on_page_content(
        "<p>x</p>", Page("examples/de/02-your-first-game.ipynb"), config, None
    )
    assert '<a href="../teachers/02-your-first-game/">Ausgabe für Lehrkräfte</a>' in pupils
    teachers = hook.on_page_content(
        '<a href="../02-your-first-game.ipynb">x</a> <a href="03-puzzles.ipynb">y</a>',
        Page("examples/de/teachers/02-your-first-game.ipynb"),
        config,
        None,
    )
    assert 'href="../../02-your-first-game/"' in teachers and 'href="../03-puzzles/"' in teachers
    assert "Ausgabe für Lehrkräfte</a>" not in teachers
    tour = hook.on_page_content("<p>x</p>", Page("examples/en/for-programmers.ipynb"), config, None)
    assert tour == "<p>x</p>"  # (no teacher's edition)


def _docs_hook() -> Any:
    pytest.importorskip("mkdocs", reason="the documentation tools (docs extra)")
    import importlib.util

    spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs/hooks/generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
