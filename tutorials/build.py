"""Build the tutorial notebooks in every language from one source per tutorial.

    python tutorials/build.py                  # examples/<lang>/<name>.ipynb for en, de, ja
    python tutorials/build.py 03-puzzles       # only the tutorials named
    python tutorials/build.py --update-po      # extract the texts, merge them into the .po files
    python tutorials/build.py --check          # exit 1 if a built notebook differs from the source

Sources (see tutorials/README.md): ``tutorials/<name>.md`` is a jupytext notebook in MyST
markdown, in English. Its translations are ``tutorials/locale/<lang>/<name>.po`` (gettext),
with one message per markdown paragraph (blocks separated by blank lines; fenced code is
kept as it is) and one per string literal written ``_("...")`` in a code cell. In a code
cell, ``{{lang}}`` becomes the language code. Cells tagged ``teacher`` are moved, in every
language, into a final section "For teachers" with their source and outputs collapsed.

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

# The heading of the teachers' section, added by the build (so no source repeats it).
FOR_TEACHERS = {
    "en": "## For teachers\n\nTeacher notes and answer keys. Their cells are collapsed: "
    "click the bar on the left of a cell to open it.",
    "de": "## Für Lehrkräfte\n\nHinweise für Lehrkräfte und Lösungen. Die Zellen sind "
    "eingeklappt: Klicke auf den Balken links neben einer Zelle, um sie zu öffnen.",
    "ja": "## 先生へ\n\n先生のためのメモと解答です。セルは折りたたまれています。"
    "セルの左側のバーをクリックすると開きます。",
}

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


def _hidden(cell: nbformat.NotebookNode) -> None:
    cell.metadata["jupyter"] = {"source_hidden": True}
    if cell.cell_type == "code":
        cell.metadata["jupyter"]["outputs_hidden"] = True
        cell.metadata["collapsed"] = True  # (JupyterLab adds it on opening: no change then)


def build(name: str, lang: str) -> nbformat.NotebookNode:
    """The notebook of tutorial ``name`` in ``lang``, without outputs (not written)."""
    table = translations(name, lang)
    source = read_source(name)
    pupils: list[nbformat.NotebookNode] = []
    teachers: list[nbformat.NotebookNode] = []
    for cell in source.cells:
        tags = list(cell.metadata.get("tags", []))
        if cell.cell_type == "markdown":
            new = nbformat.v4.new_markdown_cell(translate_markdown(cell.source, table))
        elif cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(translate_code(cell.source, lang, table))
        else:
            new = nbformat.v4.new_raw_cell(cell.source)
        if tags:
            new.metadata["tags"] = tags
        if TEACHER in tags:
            _hidden(new)
            teachers.append(new)
        else:
            pupils.append(new)
    cells = pupils
    if teachers:
        heading = nbformat.v4.new_markdown_cell(FOR_TEACHERS[lang])
        heading.metadata["tags"] = [TEACHER]
        cells = [*pupils, heading, *teachers]
    for index, cell in enumerate(cells):
        cell.id = f"{name[:12]}-{index:03d}".replace(".", "-")
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
        "wolfpack": {"tutorial": name, "language": lang, "source": f"tutorials/{name}.md"},
    }
    return nb


def same_code(a: nbformat.NotebookNode, b: nbformat.NotebookNode) -> bool:
    code = [[c.source for c in nb.cells if c.cell_type == "code"] for nb in (a, b)]
    return code[0] == code[1]


def output_path(name: str, lang: str) -> Path:
    return EXAMPLES / lang / f"{name}.ipynb"


def write(name: str, lang: str) -> bool:
    """Build and write one notebook, without outputs. Whether its code changed (then run it
    once: ``python examples/run_notebooks.py NAME``)."""
    nb = build(name, lang)
    path = output_path(name, lang)
    stale = True
    if path.exists():
        old = nbformat.read(path, as_version=4)
        stale = not (same_code(nb, old) and len(nb.cells) == len(old.cells))
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return stale


def differences(name: str, lang: str) -> list[str]:
    """How the saved notebook differs from its source (cells' kinds, sources and tags)."""
    path = output_path(name, lang)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} is missing"]
    built = build(name, lang)
    saved = nbformat.read(path, as_version=4)

    def cells(nb: nbformat.NotebookNode) -> list[tuple[Any, ...]]:
        return [(c.cell_type, c.source, tuple(c.metadata.get("tags", []))) for c in nb.cells]

    a, b = cells(built), cells(saved)
    if a == b:
        return []
    out = [f"{path.relative_to(ROOT)}: {len(b)} cells saved, {len(a)} built"]
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
                    stale = write(name, lang)
                    note = "  (code changed: run examples/run_notebooks.py on it)" if stale else ""
                    print(f"{output_path(name, lang).relative_to(ROOT)}{note}")
            except MissingTranslations as error:
                print(error, file=sys.stderr)
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
