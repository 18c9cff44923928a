"""The Fluent catalogues are whole: every message of every domain in every language, with
the same parameters and term kinds, its rule ids in the English file and known, no English
left in German or Japanese beyond the names listed once here, and Japanese typography."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax.serializer import serialize_pattern

import wolfpack
from wolfpack.core import catalog, i18n
from wolfpack.core.explain import Explanation, msg
from wolfpack.core.rules import all_rules
from wolfpack.core.term_words import read_terms

PACKAGE = Path(wolfpack.__file__).parent
FOLDERS = sorted({p.parent.parent for p in PACKAGE.rglob(f"{catalog.LOCALES}/en/*.ftl")})
"""Every ``locales`` folder of the package."""
DOMAINS = [
    (folder, path.stem) for folder in FOLDERS for path in sorted((folder / "en").glob("*.ftl"))
]

NAMES = {
    # the games' and the expansion's names, as the rulebooks print them in every language
    "Lone", "Wolves", "The", "Triqueta", "Hidden",
    # the programs and keys a text names
    "Python", "JupyterLab", "Esc",
    # the Japanese rulebook's own abbreviation for victory points; "ID" as Japanese writes it
    "VP", "ID",
    # language codes, as a teacher writes them in a lesson file
    "en", "de", "ja",
}  # fmt: skip
"""The only Latin words a Japanese text may hold outside code, notation and rule ids."""

CODE = re.compile(
    r"\{[^{}]*\}"  # a placeable
    r"|'[^']*'|\"[^\"]*\"|「[^」]*」|`[^`]*`"  # quoted notation, names and code
    r"|[\w.]+\([^)]*\)|\w+=\S+"  # a call or an argument written in Python
    r"|\b[A-Z]{2}-[A-Z0-9]+\b"  # a rule id
    r"|\$\w+\s*->|\*?\[[\w-]+\]"  # a selector's variable and its variants' keys
)
ENGLISH = re.compile(
    r"(?<![A-Za-zÄÖÜäöüß])(the|and|you|your|with|is|are|this|that|of|for|has|have|it|not)(?![A-Za-zÄÖÜäöüß])"
)


def _name(folder: Path, domain: str) -> str:
    return f"{folder.parent.relative_to(PACKAGE.parent)}/{domain}"


def _texts(
    folder: Path, domain: str, lang: str, attributes: bool = True
) -> Iterator[tuple[str, str]]:
    """``(key, source)`` of every message (a rule: its title and its text) in one file, and
    of every Fluent term a formatter takes its words from (``-name``), with its attributes
    (``-name.form``; a language has the forms its grammar needs, so they are not compared
    across languages) unless ``attributes`` is false."""
    if domain == catalog.RULES_DOMAIN:
        for rule_id, by_lang in catalog.read_rules(folder, [lang]).items():
            title, text = by_lang[lang]
            yield f"rule {rule_id} title", title
            yield f"rule {rule_id}", text
    else:
        yield from (
            (k, v[lang]) for k, v in catalog.read_domain(folder, domain, [lang]).sources.items()
        )
        for term in read_terms(folder / lang / f"{domain}.ftl"):
            yield f"-{term.id.name}", serialize_pattern(term.value).strip()
            for attr in term.attributes if attributes else ():
                yield f"-{term.id.name}.{attr.id.name}", serialize_pattern(attr.value).strip()


def test_every_domain_has_a_file_in_every_language_with_the_same_messages() -> None:
    assert len(DOMAINS) >= 20
    for folder, domain in DOMAINS:
        keys = {
            lang: [k for k, _ in _texts(folder, domain, lang, attributes=False)]
            for lang in i18n.LANGUAGES
        }
        for lang in i18n.LANGUAGES:
            assert sorted(keys[lang]) == sorted(keys["en"]), (_name(folder, domain), lang)
        assert keys["en"], _name(folder, domain)


def test_every_message_has_the_same_parameters_and_kinds_in_every_language() -> None:
    checked = 0
    for folder, domain in DOMAINS:
        if domain == catalog.RULES_DOMAIN:
            continue
        found = catalog.read_domain(folder, domain, i18n.LANGUAGES)
        for key, by_lang in found.sources.items():
            fields = {lang: catalog.fields(by_lang[lang]) for lang in i18n.LANGUAGES}
            assert fields["de"] == fields["en"] == fields["ja"], (key, fields)
            checked += 1
    assert checked > 600


def test_rule_ids_are_cited_in_the_english_file_only_and_every_one_exists() -> None:
    known = {rule.id for rule in all_rules()}
    cited = 0
    for folder, domain in DOMAINS:
        for lang in i18n.LANGUAGES:
            text = (folder / lang / f"{domain}.ftl").read_text("utf-8")
            has = re.findall(r"^\s+\.rules = (.*)$", text, re.MULTILINE)
            if lang != catalog.SOURCE_LANGUAGE:
                assert not has, (_name(folder, domain), lang)
            for line in has:
                for rule_id in line.split():
                    assert rule_id in known, (_name(folder, domain), rule_id)
                    cited += 1
    assert cited > 300


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_no_english_is_left_in_german_or_japanese(lang: str) -> None:
    for folder, domain in DOMAINS:
        english = dict(_texts(folder, domain, "en"))
        for key, source in _texts(folder, domain, lang):
            plain = CODE.sub(" ", source)
            where = (_name(folder, domain), lang, key, source)
            assert not ENGLISH.findall(plain), where
            if lang == "ja":
                latin = set(re.findall(r"[A-Za-z]+", plain)) - NAMES
                assert not latin, (*where, latin)
            elif len(plain.split()) > 3:
                assert source != english.get(key), where


def test_japanese_typography() -> None:
    """No ASCII space after 「。」 or 「、」, no half-width brackets around Japanese words,
    no half-width 「!」「?」「:」 after a Japanese character."""
    kana = r"[\u3040-\u30ff\u4e00-\u9fff]"
    bad = re.compile(rf"[。、] |{kana}\(|\){kana}|{kana}[!?:;]")
    for folder, domain in DOMAINS:
        for key, source in _texts(folder, domain, "ja"):
            assert not bad.search(CODE.sub("X", source)), (_name(folder, domain), key, source)


def test_japanese_explanations_place_their_rule_ids_and_notes_as_japanese_text_does() -> None:
    e = Explanation(
        "lw.why.follow_suit",
        ("LW-T2", "LW-T3"),
        {"led": "k", "card": "k7", "territory": "cave", "count": 1},
        (msg("lw.note.would_win", other="k4"),),
    )
    text = e.text("ja")
    assert "（LW-T2、LW-T3）。" in text and "（LW-T5）" in text, text
    assert not re.search(r"。 |\(LW|, LW", text), text
    assert e.text("en").count(" (LW-") == 2
