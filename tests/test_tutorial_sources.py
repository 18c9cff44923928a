"""The tutorials come from one source each (``tutorials/<name>.md``, built by
``tutorials/build.py`` with the German and Japanese catalogs of ``tutorials/locale/``): every
notebook in every language matches its source, the German and Japanese notebooks contain no
English prose (beyond names and code), pupils' cells hold no engine internals, and the build
refuses a missing translation and keeps the translations it has when the catalogs are
updated. (The teacher's editions and the answers pupils never see:
``test_teachers_edition.py``.)"""

from __future__ import annotations

import ast
import re
import tokenize
from io import StringIO
from pathlib import Path
from typing import Any

import nbformat
import pytest

from tutorial_tool import build, in_sandbox

ROOT = Path(__file__).resolve().parents[1]
NAMES = build.tutorials()
PAIRS = [(name, lang) for name in NAMES for lang in build.LANGUAGES]
TRANSLATED = sorted(
    p
    for lang in build.TRANSLATED
    for folder in ("", build.TEACHERS)
    for p in (ROOT / "examples" / lang / folder).glob("*.ipynb")
)
"""The German and Japanese notebooks, the teacher's editions too."""


# -- English prose in a German or Japanese text ---------------------------------------------
FUNCTION_WORDS = frozenset(
    [
        "a",
        "the",
        "and",
        "of",
        "to",
        "is",
        "are",
        "you",
        "your",
        "with",
        "that",
        "this",
        "it",
        "its",
        "for",
        "on",
        "be",
        "can",
        "not",
        "what",
        "which",
        "when",
        "from",
        "by",
        "as",
        "at",
        "or",
        "but",
        "if",
        "then",
        "each",
        "every",
        "has",
        "have",
        "would",
        "there",
        "they",
        "their",
        "how",
        "who",
        "why",
        "here",
        "into",
        "only",
        "does",
        "do",
        "than",
        "after",
        "before",
    ]
)
"""Common English words that German and Japanese prose never uses (not "in", "an", "so",
"was", "will", "also", "man": German words too)."""
NAMES_AND_CODE = re.compile(
    r"```.*?```|`[^`]*`|\]\([^)]*\)|https?://\S+|<[^>]+>|\b[A-Z]{2}-[A-Z]\d+\b"
    r"|Lone Wolves|The Wolves|Hidden Wolves|Triqueta|JupyterLite|JupyterLab|Jupyter|Python"
    r"|Board Game Arena|lichess|Shift|Enter|\b\w+(?:-\w+)+\b",  # and ids such as win-the-swamp
    re.S,
)
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def english_prose(text: str, lang: str, *, prose: bool = True) -> list[str]:
    """The paragraphs of ``text`` (markdown or plain) that read as English prose in a
    ``lang`` notebook: with names, code spans, links, URLs and rule ids taken out, two or
    more common English words; in Japanese also any ``prose`` paragraph (markdown, not a
    string in code or an output, which may be notation) without Japanese script."""
    found = []
    for paragraph in re.split(r"\n\s*\n", text):
        rest = NAMES_AND_CODE.sub(" ", paragraph)
        words = re.findall(r"[A-Za-z]+", rest)
        english = [w for w in words if w.lower() in FUNCTION_WORDS]
        no_script = prose and lang == "ja" and len(words) >= 2 and not JAPANESE.search(rest)
        if len(english) >= 2 or no_script:
            found.append(paragraph.strip())
    return found


def code_texts(source: str) -> list[str]:
    """The strings and the comments of a code cell (what a reader reads in code)."""
    out: list[str] = []
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return out
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            out.append(node.value)
    for token in tokenize.generate_tokens(StringIO(source).readline):
        if token.type == tokenize.COMMENT and not re.match(r"#\s*(fmt|noqa|type):", token.string):
            out.append(token.string.lstrip("# "))
    return out


def output_texts(cell: Any) -> list[str]:
    out = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            out.append(output.get("text", ""))
        for mime in ("text/plain", "text/markdown"):
            if mime in output.get("data", {}):
                out.append(output["data"][mime])
    return ["\n\n".join(text.splitlines()) for text in out]  # each line on its own


def test_the_english_checker_finds_an_english_paragraph() -> None:
    english = "Run the cells from top to bottom, and write your answer after `answer =`."
    german = (
        "Führe die Zellen von oben nach unten aus, und schreib deine Antwort hinter "
        "`answer =`. Der Computer spielt in The Wolves als Spieler 2 (LW-T2)."
    )
    japanese = "セルを上から順に実行します（Shift+Enter）。The Wolves のルール（LW-T2）。"
    assert english_prose(english, "de") == [english]
    assert english_prose(f"{german}\n\n{english}", "de") == [english]
    assert english_prose(german, "de") == []
    assert english_prose(japanese, "ja") == []
    assert english_prose("Player 1 wins.", "ja") == ["Player 1 wins."]  # no Japanese at all
    assert english_prose("play k7 cave", "ja", prose=False) == []  # notation in code
    assert english_prose("[Rätsel](03-puzzles.ipynb) `play r2 volcano`", "de") == []
    assert english_prose("An der Grenze, so will es die Regel, was also?", "de") == []
    assert code_texts('x = "the card is in the box"  # it is for you\n') == [
        "the card is in the box",
        "it is for you",
    ]


@pytest.mark.parametrize(
    "path", TRANSLATED, ids=[p.relative_to(ROOT / "examples").as_posix() for p in TRANSLATED]
)
def test_no_english_prose_in_a_german_or_japanese_notebook(path: Path) -> None:
    lang = path.relative_to(ROOT / "examples").parts[0]
    nb = nbformat.read(path, as_version=4)
    found = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            found += [(index, p[:120]) for p in english_prose(cell.source, lang)]
        for text in [*code_texts(cell.source), *output_texts(cell)]:
            found += [(index, p[:120]) for p in english_prose(text, lang, prose=False)]
    assert not found, found


# -- notebooks and their sources -------------------------------------------------------------
@pytest.mark.parametrize("name, lang", PAIRS, ids=[f"{lang}/{name}" for name, lang in PAIRS])
def test_every_notebook_matches_its_source(name: str, lang: str) -> None:
    """``python tutorials/build.py`` was run after the last change of a source or catalog
    (and the notebook exists in every language: de/ja need every translation)."""
    assert build.differences(name, lang) == []


@pytest.mark.parametrize("name", NAMES)
def test_pupils_cells_hold_no_engine_internals(name: str) -> None:
    """(Nor any answer: ``test_teachers_edition.py``.)"""
    for cell in build.build(name, "en").cells:
        if cell.cell_type == "code":
            assert ".state." not in cell.source, f"engine internals in a pupil cell of {name}"


# -- the build tool ----------------------------------------------------------------------------
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

# A title

A paragraph
on two lines.

```{code-cell} ipython3
set_language("{{lang}}")
print(_("Hello"), "code")
```

+++ {"tags": ["teacher"]}

The answer key.
"""


@pytest.fixture
def sandbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return in_sandbox(tmp_path, monkeypatch, SAMPLE)


def test_the_build_translates_paragraphs_and_strings_and_refuses_a_gap(sandbox: Path) -> None:
    assert [t.msgid for t in build.texts("sample")] == [
        "# A title",
        "A paragraph\non two lines.",
        "Hello",
        "The answer key.",
    ]
    build.update_po("sample")
    with pytest.raises(build.MissingTranslations, match="4 message"):
        build.build("sample", "de")
    po = sandbox / "tutorials/locale/de/sample.po"
    text = po.read_text(encoding="utf-8")
    for msgstr in ("# Ein Titel", "Ein Absatz.", "Hallo", "Die Lösung."):
        text = text.replace('msgstr ""\n\n', f'msgstr "{msgstr}"\n\n', 1)
    text = re.sub(r'msgstr ""\n$', 'msgstr "Die Lösung."\n', text)
    po.write_text(text, encoding="utf-8")
    nb = build.build("sample", "de")
    sources = [c.source for c in nb.cells]
    assert sources == ["# Ein Titel\n\nEin Absatz.", 'set_language("de")\nprint("Hallo", "code")']
    teachers = build.build_teachers("sample", "de")
    assert teachers is not None and teachers.cells[-1].source == "Die Lösung."
    # A changed paragraph keeps its old translation, marked fuzzy, which does not build.
    md = sandbox / "tutorials/sample.md"
    md.write_text(SAMPLE.replace("on two lines.", "on two short lines."), encoding="utf-8")
    build.update_po("sample")
    kept = po.read_text(encoding="utf-8")
    assert "#, fuzzy" in kept and 'msgstr "Ein Absatz."' in kept and "Hallo" in kept
    with pytest.raises(build.MissingTranslations, match="1 message"):
        build.build("sample", "de")
