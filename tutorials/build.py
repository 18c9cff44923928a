"""Build the tutorial notebooks in every language from one source per tutorial.

    python tutorials/build.py                  # examples/<lang>/<name>.ipynb for en, de, ja
                                               # and examples/<lang>/teachers/<name>.ipynb
    python tutorials/build.py 03-puzzles       # only the tutorials named
    python tutorials/build.py --update-po      # extract the texts, merge them into the .po files
    python tutorials/build.py --check          # exit 1 if a built notebook differs from the source

Sources (see tutorials/README.md): ``tutorials/<name>.md`` is a jupytext notebook in MyST
markdown, in English. Its translations are ``tutorials/locale/<lang>/<name>.po`` (gettext),
with one message per markdown paragraph (blocks separated by blank lines; fenced code is
kept as it is) and one per string literal written ``_("...")`` in a code cell. In a code
cell, ``{{lang}}`` becomes the language code. Cells tagged ``teacher`` are never in the
pupils' notebook: they go, in every language, to the tutorial's teacher's edition
``examples/<lang>/teachers/<name>.ipynb``, shown as written, with the answer key of every
lesson the tutorial shows (:func:`build_teachers`, :func:`shown_lessons`).

A German or Japanese notebook is not built while one of its messages has no translation
(or only a fuzzy one): the build names every missing message and fails. ``--update-po``
keeps every translation that is still used (a changed English paragraph keeps its old
translation marked fuzzy, to be checked), and drops the unused ones to the end of the file
as obsolete.

The notebooks are written without outputs and execution counts, and ship so: a learner
opens a clean notebook (``./dev tutorial`` opens a working copy of them), and
``tests/test_tutorial_notebooks.py`` fails on a saved output.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import jupytext
import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLES = ROOT / "examples"
LOCALE = HERE / "locale"
LANGUAGES = ("en", "de", "ja")
TRANSLATED = ("de", "ja")
TEACHER = "teacher"
TEACHERS = "teachers"
"""The folder of the teacher's editions, in each language's folder of ``examples/``."""

# The build's own words in the teacher's editions (so that no source repeats them).
EDITION = {
    "en": "{title} — Teacher's edition",
    "de": "{title} – Ausgabe für Lehrkräfte",
    "ja": "{title}（教師用）",
}
EDITION_INTRO = {
    "en": "The teacher's edition of [{title}](../{name}.ipynb) (`examples/en/{name}.ipynb`): "
    "the notes for teachers and the answers. The pupils' notebook holds no answers: give "
    "pupils that one, and keep this one for yourself.",
    "de": "Die Ausgabe für Lehrkräfte zu [{title}](../{name}.ipynb) (`examples/de/{name}.ipynb`): "
    "Hinweise für den Unterricht und die Lösungen. Das Notebook der Schülerinnen und Schüler "
    "enthält keine Lösungen: Gib ihnen jenes und behalte dieses für dich.",
    "ja": "[{title}](../{name}.ipynb)（`examples/ja/{name}.ipynb`）の教師用ノートブックです。"
    "先生のためのメモと解答が入っています。生徒用のノートブックには解答は入っていません。"
    "生徒には生徒用を配り、こちらは先生の手元に置いてください。",
}
LESSON_KEY = {
    "en": "## Answers to the lessons on the board\n\nThe lessons this tutorial shows, numbered as "
    "the lesson list on the board numbers them, with the answer to every step that asks for "
    "one (a step that only explains is left out). The rule ids name the rules a step teaches.",
    "de": "## Lösungen der Lektionen auf dem Spielbrett\n\nDie Lektionen dieses Tutorials, "
    "nummeriert wie in der Lektionsliste auf dem Spielbrett, mit der Lösung jedes Schritts, "
    "der etwas fragt (Schritte, die nur erklären, fehlen). Die Regelnummern nennen die Regeln, "
    "die ein Schritt übt.",
    "ja": "## ボード上のレッスンの解答\n\nこのチュートリアルで使うレッスンを、"
    "ボードのレッスン一覧と同じ番号で並べ、何かを答えるステップごとに解答を示します（説明だけのステップは省いています）。"
    "ルール番号は、そのステップで学ぶルールです。",
}
STEP_WORDS = {
    "en": {"step": "Step {n}.", "answer": "Answer:", "then": ", then ", "or": " or ",
           "ways": " (one of {n} ways)", "steps": ("1 step", "{n} steps"), "show": " ({})",
           "rules": " ({})"},
    "de": {"step": "Schritt {n}.", "answer": "Lösung:", "then": ", dann ", "or": " oder ",
           "ways": " (einer von {n} Wegen)", "steps": ("1 Schritt", "{n} Schritte"),
           "show": " ({})", "rules": " ({})"},
    "ja": {"step": "ステップ{n}", "answer": "解答：", "then": "、次に", "or": "、",
           "ways": "（{n}通りのうちの1つ）", "steps": ("1ステップ", "{n}ステップ"),
           "show": "（{}）", "rules": "（{}）"},
}  # fmt: skip
MAX_LINES = 3
"""A goal reached in one decision is answered with every way to reach it when they take
at most this many lines (else with its first way and how many there are)."""
LESSON_CALLS = ("course", "lessons", "lesson")
"""The calls by which a tutorial's code cell shows lessons (``wolfpack.lessons``)."""

FIXED_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)
FENCE = re.compile(r"^(```|~~~)")
LITERAL = re.compile(r'_\(("(?:[^"\\\n]|\\.)*")\)')
CODE_SPAN = re.compile(r"`[^`]*`")


class MissingTranslations(Exception):
    """Messages of a tutorial without a translation in a language."""


@dataclass(frozen=True)
class Text:
    """One translatable text of a source: a markdown paragraph or a ``_("...")`` literal."""

    msgid: str
    line: int  # the line of the cell in the source (for the catalogs' locations)
    kind: str  # "markdown" or "code"


# -- reading a source -------------------------------------------------------------------------
def tutorials() -> list[str]:
    """The names of every tutorial (the sources' file names without ``.md``)."""
    return sorted(p.stem for p in HERE.glob("*.md") if p.name != "README.md")


def read_source(name: str) -> nbformat.NotebookNode:
    """A tutorial's source as a notebook (English, tags kept, no outputs)."""
    return jupytext.read(HERE / f"{name}.md", fmt="md:myst")


def blocks(markdown: str) -> list[tuple[str, bool]]:
    """A markdown cell's blocks, in order, as ``(text, translatable)``: blocks are separated
    by blank lines; a fenced code block is one block and is never translated; a block with
    no letter outside code spans (a rule, a lone code span) is not translated either."""
    out: list[tuple[str, bool]] = []
    current: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if fenced:
            current.append(line)
            if FENCE.match(line.strip()):
                out.append(("\n".join(current), False))
                current, fenced = [], False
            continue
        if FENCE.match(line.strip()):
            if current:
                out.append(("\n".join(current), True))
            current, fenced = [line], True
        elif line.strip():
            current.append(line)
        elif current:
            out.append(("\n".join(current), True))
            current = []
    if current:
        out.append(("\n".join(current), not fenced))
    return [
        (text, translatable and bool(re.search(r"[^\W\d_]", CODE_SPAN.sub("", text))))
        for text, translatable in out
    ]


def literals(code: str) -> list[str]:
    """The strings written ``_("...")`` in a code cell, in order."""
    return [ast.literal_eval(m.group(1)) for m in LITERAL.finditer(code)]


def texts(name: str) -> list[Text]:
    """Every translatable text of a tutorial, in order (a repeated text once)."""
    nb = read_source(name)
    source = (HERE / f"{name}.md").read_text(encoding="utf-8").split("\n")
    found: dict[str, Text] = {}
    line = 1
    for cell in nb.cells:
        first = cell.source.split("\n", 1)[0]
        for number in range(line, len(source) + 1):
            if source[number - 1] == first:
                line = number
                break
        if cell.cell_type == "markdown":
            items = [(t, "markdown") for t, ok in blocks(cell.source) if ok]
        elif cell.cell_type == "code":
            items = [(t, "code") for t in literals(cell.source)]
        else:
            items = []
        for text, kind in items:
            at = line
            head = text.split("\n", 1)[0]
            for number in range(line, len(source) + 1):
                if head in source[number - 1]:
                    at = number
                    break
            found.setdefault(text, Text(text, at, kind))
    return list(found.values())


# -- catalogs ---------------------------------------------------------------------------------
def po_path(name: str, lang: str) -> Path:
    return LOCALE / lang / f"{name}.po"


def new_catalog(name: str, lang: str | None = None) -> Catalog:
    """An empty catalog with a fixed header (no dates that change on every update)."""
    header = (
        f"# Translations of the wolfpack tutorial tutorials/{name}.md.\n"
        "# Written by `python tutorials/build.py --update-po`; translate the empty msgstr."
    )
    return Catalog(
        locale=lang,
        project=f"wolfpack tutorial {name}",
        charset="utf-8",
        fuzzy=False,
        header_comment=header,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        msgid_bugs_address="https://github.com/wolfpack-boards/wolfpack/issues",
        last_translator="wolfpack developers",
        language_team=f"{lang or 'en'}",
    )


def template(name: str) -> Catalog:
    """The catalog of a tutorial's English texts (what ``--update-po`` merges)."""
    catalog = new_catalog(name)
    for text in texts(name):
        catalog.add(
            text.msgid,
            locations=[(f"tutorials/{name}.md", text.line)],
            auto_comments=["code: a string in a code cell"] if text.kind == "code" else [],
        )
    return catalog


def read_catalog(name: str, lang: str) -> Catalog | None:
    path = po_path(name, lang)
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f, locale=lang)


def update_po(name: str) -> None:
    """Write (or merge into) the tutorial's catalog of every translated language."""
    tmpl = template(name)
    for lang in TRANSLATED:
        path = po_path(name, lang)
        catalog = read_catalog(name, lang)
        if catalog is None:
            catalog = new_catalog(name, lang)
        catalog.update(tmpl, update_header_comment=False)
        catalog.fuzzy = False
        catalog.creation_date = catalog.revision_date = FIXED_DATE
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, omit_header=False, sort_output=False)
        missing = sum(1 for m in catalog if m.id and (not m.string or m.fuzzy))
        print(f"{path.relative_to(ROOT)}: {len(tmpl)} messages, {missing} to translate")


def translations(name: str, lang: str) -> dict[str, str]:
    """The tutorial's translations into ``lang`` (``en``: none needed); fails naming every
    message without a (non-fuzzy) translation."""
    if lang == "en":
        return {}
    catalog = read_catalog(name, lang)
    done: dict[str, str] = {}
    if catalog is not None:
        for message in catalog:
            if message.id and message.string and not message.fuzzy:
                done[str(message.id)] = str(message.string)
    missing = [t.msgid for t in texts(name) if t.msgid not in done]
    if missing:
        shown = "\n".join(f"  - {m[:90]!r}" for m in missing[:12])
        more = f"\n  ... and {len(missing) - 12} more" if len(missing) > 12 else ""
        raise MissingTranslations(
            f"{po_path(name, lang).relative_to(ROOT)}: {len(missing)} message(s) without a "
            f"translation (run `python tutorials/build.py --update-po`, then translate):\n"
            f"{shown}{more}"
        )
    return done


# -- building a notebook ----------------------------------------------------------------------
def translate_markdown(source: str, table: dict[str, str]) -> str:
    if not table:
        return source
    return "\n\n".join(
        table[text] if translatable else text for text, translatable in blocks(source)
    )


def translate_code(source: str, lang: str, table: dict[str, str]) -> str:
    def literal(match: re.Match[str]) -> str:
        text = ast.literal_eval(match.group(1))
        return json.dumps(table.get(text, text), ensure_ascii=False)

    return LITERAL.sub(literal, source).replace("{{lang}}", lang)


def _cells(name: str, lang: str) -> list[tuple[nbformat.NotebookNode, bool]]:
    """Every cell of the tutorial in ``lang``, in order, each with whether it is a teacher's
    (tagged ``teacher``)."""
    table = translations(name, lang)
    out = []
    for cell in read_source(name).cells:
        tags = list(cell.metadata.get("tags", []))
        if cell.cell_type == "markdown":
            new = nbformat.v4.new_markdown_cell(translate_markdown(cell.source, table))
        elif cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(translate_code(cell.source, lang, table))
        else:
            new = nbformat.v4.new_raw_cell(cell.source)
        if tags:
            new.metadata["tags"] = tags
        out.append((new, TEACHER in tags))
    return out


def _notebook(
    cells: list[nbformat.NotebookNode], name: str, lang: str, **info: str
) -> nbformat.NotebookNode:
    prefix = name[:12].replace(".", "-") + ("-t" if info else "-")
    for index, cell in enumerate(cells):
        cell.id = f"{prefix}{index:03d}"
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {
        # As ipykernel names itself and JupyterLab writes it on opening (its version aside).
        "kernelspec": {
            "display_name": "Python 3 (ipykernel)",
            "language": "python",
            "name": "python3",
        },
        "language_info": {
            "codemirror_mode": {"name": "ipython", "version": 3},
            "file_extension": ".py",
            "mimetype": "text/x-python",
            "name": "python",
            "nbconvert_exporter": "python",
            "pygments_lexer": "ipython3",
        },
        "wolfpack": {"tutorial": name, "language": lang, "source": f"tutorials/{name}.md", **info},
    }
    return nb


def build(name: str, lang: str) -> nbformat.NotebookNode:
    """The pupils' notebook of tutorial ``name`` in ``lang``: every cell but the teachers',
    without outputs (not written)."""
    return _notebook([c for c, teacher in _cells(name, lang) if not teacher], name, lang)


# -- the teacher's edition --------------------------------------------------------------------
class UnknownLessons(Exception):
    """A tutorial shows lessons in a way the build cannot follow."""


def _lesson_api() -> tuple[Any, Any, Any]:
    from wolfpack.core.lessons import find, shipped
    from wolfpack.core.registry import games

    return find, shipped, {info.id for info in games()}


def _named_lessons(items: Any, where: str) -> list[Any]:
    """The lessons ``items`` names: a game's id (its shipped lessons) or a lesson's id, or a
    list of them."""
    find, shipped, game_ids = _lesson_api()
    out: list[Any] = []
    for item in [items] if isinstance(items, str) else list(items):
        if not isinstance(item, str):
            out.append(item)  # (a Lesson)
        elif item in game_ids:
            out.extend(shipped(item))
        else:
            try:
                out.append(find(item))
            except KeyError as e:
                raise UnknownLessons(f"{where}: {e.args[0]}") from None
    return out


def shown_lessons(name: str) -> list[Any]:
    """The lessons tutorial ``name`` shows, in order: those its front matter lists
    (``lessons: [id, ...]``, a lesson's or a game's id), else those its code cells open with
    ``course(...)``, ``lessons(...)`` or ``lesson(...)`` (of ``wolfpack.lessons``).
    :class:`UnknownLessons` if a call names them in a way the build cannot evaluate."""
    source = read_source(name)
    where = f"tutorials/{name}.md"
    if "lessons" in source.metadata:
        return _named_lessons(source.metadata["lessons"], f"{where}: lessons")
    find, shipped, _ = _lesson_api()
    scope = {
        "course": lambda items, **_: _named_lessons(items, where),
        "lessons": lambda game=None: shipped(game),
        "lesson": lambda lesson_id: [find(lesson_id)],
    }
    found: dict[str, Any] = {}
    for cell in source.cells:
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source.replace("{{lang}}", "en"))
        calls = [
            n
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            if n.func.id in LESSON_CALLS
        ]
        nested = {id(n) for call in calls for n in ast.walk(call) if n is not call}
        for node in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
            if id(node) in nested:  # (course([lesson("a")]): the course says it)
                continue
            try:
                value = eval(compile(ast.Expression(node), where, "eval"), dict(scope))
            except Exception as e:
                raise UnknownLessons(
                    f"{where}: cannot tell which lessons `{ast.unparse(node)}` shows "
                    f"({type(e).__name__}: {e}); list them in the front matter: "
                    "`lessons: [id, ...]`"
                ) from None
            for item in value if isinstance(value, list) else [value]:
                found.setdefault(item.id, item)
    return list(found.values())


def _either(items: list[str], lang: str) -> str:
    """``a, b or c`` in ``lang``."""
    if len(items) == 1:
        return items[0]
    if lang == "ja":
        return "、".join(items) + "のいずれか"
    return ", ".join(items[:-1]) + STEP_WORDS[lang]["or"] + items[-1]


def _moves_in_words(game: Any, moves: Sequence[str], lang: str) -> list[str]:
    """Moves that are right at one position, in words, those that differ only after the
    arrow (``Red 2 → Cave``, ``Red 2 → Desert``) said once (``Red 2 → Cave or Desert``)."""
    heads: dict[str, list[str]] = {}
    for move in moves:
        head, arrow, tail = game.describe(move).text(lang, cite=False).partition(" → ")
        heads.setdefault(head + arrow, []).append(tail)
    return [head + _either(tails, lang) if head.endswith(" → ") else head for head, tails in
            heads.items()]  # fmt: skip


def _element_in_words(lesson: Any, game: Any, element: str, lang: str) -> str:
    """A board element (``"card:k7"``) in words as the lesson's game says it at ``game``'s
    position (its registration's ``element_in_words``); by its id, in backticks, where the
    game has no words for it."""
    from wolfpack.core.registry import get_game

    words = get_game(lesson.game).element_in_words(game, element)
    return f"`{element}`" if words is None else words.text(lang, cite=False)


def _step_answer(step: Any, lesson: Any, game: Any, lang: str) -> tuple[list[str], tuple[str, ...]]:
    """What is right at ``step`` of ``lesson`` (in words: one line, or one per choice), and
    the moves that play it on (a goal's first way, the first move; none for a question)."""
    words: dict[str, Any] = STEP_WORDS[lang]
    if step.goal is not None:
        ways = step.goal.ways(game, lesson.player)
        if all(len(way) == 1 for way in ways):
            every = _moves_in_words(game, [way[0] for way in ways], lang)
            if len(every) <= MAX_LINES:
                return every, ways[0]
        said = []
        for move in ways[0]:
            said.append(game.describe(move).text(lang, cite=False))
            game.play(move)
        for _ in ways[0]:
            game.undo()
        more = words["ways"].format(n=len(ways)) if len(ways) > 1 else ""
        return [words["then"].join(said) + more], ways[0]
    if step.question is not None:
        question = step.question
        if question.by_button:
            right = [c.text.get(lang) for c in question.choices if c.id in question.answer]
        else:
            right = [_element_in_words(lesson, game, e, lang) for e in question.answer]
        line = _either(right, lang)
        if step.show is not None:
            line += words["show"].format(step.show.get(lang))
        return [line], ()
    return _moves_in_words(game, step.moves, lang), step.moves[:1]


def lesson_key(lesson: Any, number: int, lang: str) -> str:
    """The answer key of one lesson in ``lang``: its title, then every step that asks for
    something, with what it asks and the answer in words (the moves as the game describes
    them, a goal's first way, a question's answer); the lesson played on along the answers."""
    words: dict[str, Any] = STEP_WORDS[lang]
    game = lesson.start()
    count = words["steps"][len(lesson.steps) > 1].format(n=len(lesson.steps))
    lines = [f"### {number}. {lesson.title(lang)}", "", f"*{count} · `{lesson.id}`*", ""]
    for index, step in enumerate(lesson.steps):
        played: tuple[str, ...] = ()
        if not step.reading:
            answer, played = _step_answer(step, lesson, game, lang)
            rules = words["rules"].format(", ".join(step.rules)) if step.rules else ""
            lines.append(f"- **{words['step'].format(n=index + 1)}** {step.say.get(lang)}")
            lines.append("")
            if len(answer) == 1:
                lines += [f"  **{words['answer']}** {answer[0]}{rules}", ""]
            else:
                lines += [f"  **{words['answer']}**{rules}", ""]
                lines += [f"  - {each}" for each in answer] + [""]
        for move in (*played, *step.then):
            game.play(move)
    return "\n".join(lines).rstrip() + "\n"


def _for_teachers_folder(text: str, code: bool) -> str:
    """A teacher cell's paths and links, written as in a pupils' cell, made right for the
    teacher's edition one folder deeper (``../puzzles/`` → ``../../puzzles/``; a link to a
    tutorial → the pupils' notebook of it)."""
    if code:
        return re.sub(r"""(["'])\.\./""", r"\1../../", text)
    text = re.sub(r"\]\(\.\./", "](../../", text)
    return re.sub(r"\]\(((?:\d\d-)?[\w-]+\.ipynb)", r"](../\1", text)


def _names(source: str, ctx: type[ast.expr_context] = ast.Load) -> set[str]:
    nodes = ast.walk(ast.parse(source))
    return {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ctx)}


def _setup_for(setup: str, cells: list[str]) -> str:
    """What a teacher's edition runs of the tutorial's first code cell ``setup`` before its
    teacher code ``cells``: ``set_language(...)``, the assignments whose names the cells use,
    and the imports that those and the cells use (no board, no output of the pupils')."""
    tree = ast.parse(setup)
    lines = setup.split("\n")
    used = set().union(*(_names(c) for c in cells))
    keep: list[ast.stmt] = []
    for node in tree.body:
        text = ast.get_source_segment(setup, node) or ""
        assigns = isinstance(node, (ast.Assign, ast.AnnAssign)) and _names(text, ast.Store) & used
        if assigns or text.startswith("set_language("):
            keep.append(node)
    for node in keep:
        used |= _names(ast.get_source_segment(setup, node) or "")
    for node in reversed(tree.body):
        end = node.end_lineno or node.lineno
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            kept = [a for a in node.names if (a.asname or a.name) in used]
            names = [a.name + (f" as {a.asname}" if a.asname else "") for a in kept]
            text = f"from {node.module} import {', '.join(names)}"
            if len(text) > 100:
                listed = "".join(f"    {n},\n" for n in names)
                text = f"from {node.module} import (\n{listed})"
            if len(kept) < len(node.names):
                lines[node.lineno - 1 : end] = text.split("\n") if kept else []
        elif isinstance(node, ast.Import):
            if not any((a.asname or a.name).split(".")[0] in used for a in node.names):
                lines[node.lineno - 1 : end] = []
        elif node not in keep:
            lines[node.lineno - 1 : end] = []
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")


def build_teachers(name: str, lang: str) -> nbformat.NotebookNode | None:
    """The teacher's edition of tutorial ``name`` in ``lang`` (None: the tutorial has no
    teacher cells and shows no lessons): its title, where the pupils' notebook is, the
    tutorial's first code cell (what of it the teacher code cells need: :func:`_setup_for`)
    if a teacher cell is code, the teacher cells
    as they are written, and the answer key of the lessons the tutorial shows
    (:func:`shown_lessons`)."""
    cells = _cells(name, lang)
    teachers = [cell for cell, teacher in cells if teacher]
    shown = shown_lessons(name)
    if not teachers and not shown:
        return None
    first = cells[0][0].source.split("\n", 1)[0] if cells else ""
    title = first[2:].strip() if first.startswith("# ") else name
    heading = "# " + EDITION[lang].format(title=title)
    intro = EDITION_INTRO[lang].format(title=title, name=name)
    out = [nbformat.v4.new_markdown_cell(f"{heading}\n\n{intro}")]
    setup = next((c for c, teacher in cells if c.cell_type == "code" and not teacher), None)
    code = [c.source for c in teachers if c.cell_type == "code"]
    if setup is not None and code:
        source = _for_teachers_folder(_setup_for(setup.source, code), True)
        out += [nbformat.v4.new_code_cell(source)] if source else []
    for cell in teachers:
        cell.source = _for_teachers_folder(cell.source, cell.cell_type == "code")
        out.append(cell)
    if shown:
        out.append(nbformat.v4.new_markdown_cell(LESSON_KEY[lang]))
        out += [
            nbformat.v4.new_markdown_cell(lesson_key(lesson, number, lang))
            for number, lesson in enumerate(shown, 1)
        ]
    return _notebook(out, name, lang, edition=TEACHERS, pupils=f"examples/{lang}/{name}.ipynb")


def same_code(a: nbformat.NotebookNode, b: nbformat.NotebookNode) -> bool:
    code = [[c.source for c in nb.cells if c.cell_type == "code"] for nb in (a, b)]
    return code[0] == code[1]


def output_path(name: str, lang: str) -> Path:
    """Where the pupils' notebook of a tutorial is written."""
    return EXAMPLES / lang / f"{name}.ipynb"


def teachers_path(name: str, lang: str) -> Path:
    """Where the teacher's edition of a tutorial is written."""
    return EXAMPLES / lang / TEACHERS / f"{name}.ipynb"


def built(name: str, lang: str) -> list[tuple[Path, nbformat.NotebookNode | None]]:
    """The notebooks of a tutorial in ``lang`` and where they go: the pupils', and the
    teacher's edition (None: there is none, and no file may be there)."""
    return [
        (output_path(name, lang), build(name, lang)),
        (teachers_path(name, lang), build_teachers(name, lang)),
    ]


def write(name: str, lang: str) -> list[tuple[Path, bool]]:
    """Build and write a tutorial's notebooks in ``lang``, without outputs (and remove a
    teacher's edition it no longer has). Each path written, with whether its code changed
    (then run it once: ``python examples/run_notebooks.py PATH``)."""
    out = []
    for path, nb in built(name, lang):
        if nb is None:
            path.unlink(missing_ok=True)
            continue
        stale = True
        if path.exists():
            old = nbformat.read(path, as_version=4)
            stale = not (same_code(nb, old) and len(nb.cells) == len(old.cells))
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        out.append((path, stale))
    return out


def differences(name: str, lang: str) -> list[str]:
    """How the saved notebooks differ from their source (cells' kinds, sources and tags)."""

    def cells(nb: nbformat.NotebookNode) -> list[tuple[Any, ...]]:
        return [(c.cell_type, c.source, tuple(c.metadata.get("tags", []))) for c in nb.cells]

    out = []
    for path, nb in built(name, lang):
        where = path.relative_to(ROOT)
        if nb is None:
            if path.exists():
                out.append(f"{where} is not built from the source any more: remove it")
            continue
        if not path.exists():
            out.append(f"{where} is missing")
            continue
        a, b = cells(nb), cells(nbformat.read(path, as_version=4))
        if a == b:
            continue
        out.append(f"{where}: {len(b)} cells saved, {len(a)} built")
        for index, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                out.append(f"  cell {index} differs: {y[1][:70]!r} (saved) vs {x[1][:70]!r}")
                break
    return out


def selected(names: Sequence[str]) -> Iterator[str]:
    known = tutorials()
    for name in names or known:
        name = Path(name).stem
        if name not in known:
            raise SystemExit(f"no tutorial {name!r} (known: {', '.join(known)})")
        yield name


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="tutorials to build (default: all)")
    parser.add_argument("--update-po", action="store_true", help="extract and merge catalogs")
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="only these")
    args = parser.parse_args(argv)
    names = list(selected(args.names))
    langs = args.lang or list(LANGUAGES)
    if args.update_po:
        for name in names:
            update_po(name)
        return 0
    failed = False
    for name in names:
        for lang in langs:
            try:
                if args.check:
                    problems = differences(name, lang)
                    for problem in problems:
                        print(problem)
                    failed |= bool(problems)
                else:
                    for path, stale in write(name, lang):
                        note = "  (code changed: run examples/run_notebooks.py on it)"
                        print(f"{path.relative_to(ROOT)}{note if stale else ''}")
            except (MissingTranslations, UnknownLessons) as error:
                print(error, file=sys.stderr)
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
