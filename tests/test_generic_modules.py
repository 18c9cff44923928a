"""The generic packages name no game and import no game package, the core imports nothing
above it, and every game registers the way a game from another package would: by an entry
point (``wolfpack.games``), read with ``importlib.metadata``."""

from __future__ import annotations

import ast
import dataclasses
import re
import threading
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from wolfpack.core import i18n, plugins, registry
from wolfpack.core.registry import GameInfo, games, get_game, register_game

SRC = Path(__file__).resolve().parents[1] / "src" / "wolfpack"
GENERIC = sorted(
    [
        *SRC.glob("core/**/*.py"),
        *SRC.glob("bots/**/*.py"),
        *SRC.glob("widget/**/*.py"),
        SRC / "cli.py",
        SRC / "openspiel.py",
    ]
)
"""The modules that must work for any registered game."""

ALLOWED: dict[str, set[str]] = {}
"""Where a generic module still names a game: file → the tokens it may hold."""


def game_tokens(info: GameInfo) -> dict[str, re.Pattern[str]]:
    """What names a game in source text: its id, package, title, rule and text prefixes."""
    plain = [info.id, info.package, info.package.rsplit(".", 1)[-1], info.title]
    found = {token: re.compile(re.escape(token)) for token in plain}
    found[info.rule_prefix] = re.compile(rf"(?<![A-Za-z]){re.escape(info.rule_prefix)}(?![A-Za-z])")
    found[info.text_prefix] = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(info.text_prefix)}")
    return found


def namings(text: str, tokens: dict[str, re.Pattern[str]]) -> set[str]:
    """The tokens ``text`` holds."""
    return {token for token, pattern in tokens.items() if pattern.search(text)}


def test_no_generic_module_names_a_game() -> None:
    tokens: dict[str, re.Pattern[str]] = {}
    for info in games():
        tokens.update(game_tokens(info))
    found = {}
    for path in GENERIC:
        rel = path.relative_to(SRC).as_posix()
        named = namings(path.read_text(encoding="utf-8"), tokens) - ALLOWED.get(rel, set())
        if named:
            found[rel] = sorted(named)
    assert found == {}


def test_the_check_finds_a_game_named() -> None:
    """The check itself fails where a module names a game (it is not vacuous)."""
    tokens = game_tokens(get_game("triqueta"))
    assert namings('GAME = "triqueta"', tokens) == {"triqueta"}
    assert namings("from wolfpack.triqueta.bots import ADAPTER", tokens) >= {"wolfpack.triqueta"}
    assert namings('msg("tq.hint")  # TQ-T2', tokens) == {"tq.", "TQ"}
    assert namings("a tqx_ or TQZ or btq.x: none", tokens) == set()


def imports_of(path: Path, text: str | None = None) -> set[str]:
    """Every module ``path`` (or ``text`` as if it were that file) imports, by absolute
    name (relative imports resolved)."""
    package = ".".join(["wolfpack", *path.relative_to(SRC).parts[:-1]])
    source = path.read_text(encoding="utf-8") if text is None else text
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
    return found


def test_the_core_imports_nothing_above_it() -> None:
    above = {
        f"{path}: {name}"
        for path in sorted(SRC.glob("core/**/*.py"))
        for name in imports_of(path)
        if name.startswith("wolfpack.") and not name.startswith("wolfpack.core")
    }
    assert above == set()


def test_no_generic_module_imports_a_game_package() -> None:
    packages = tuple(info.package for info in games())
    found = {
        f"{path.relative_to(SRC)}: {name}"
        for path in GENERIC
        for name in imports_of(path)
        if name.startswith(packages) and path.relative_to(SRC).as_posix() not in ALLOWED
    }
    assert found == set()


def test_the_import_check_sees_every_kind_of_import() -> None:
    """The check itself finds an import above the core, however it is written."""
    core = SRC / "core" / "sample.py"
    text = "import wolfpack.bots\nfrom ..widget import lesson\nfrom . import rules\n"
    text += "def f():\n    from wolfpack.tutorial.texts import TEXTS\n"
    assert imports_of(core, text) == {
        "wolfpack.bots",
        "wolfpack.widget",
        "wolfpack.core",
        "wolfpack.tutorial.texts",
    }
    assert "wolfpack.core.registry" in imports_of(SRC / "core" / "lessons.py")


def installed() -> list[str]:
    """The names of every installed game's entry point, in order (wolfpack's own, and a
    game the suite adds from another package, tests/plugins, after them by name)."""
    points = list(entry_points(group=registry.ENTRY_POINTS))
    own = [p.name for p in points if p.value.startswith("wolfpack.")]
    return own + sorted(p.name for p in points if not p.value.startswith("wolfpack."))


def test_every_game_registers_by_an_entry_point() -> None:
    points = entry_points(group=registry.ENTRY_POINTS)
    named = {p.name: p.value for p in points if p.value.startswith("wolfpack.")}
    assert named == {
        "lone-wolves": "wolfpack.lone_wolves:GAME",
        "the-wolves": "wolfpack.the_wolves:GAME",
        "triqueta": "wolfpack.triqueta:GAME",
    }
    assert [info.id for info in games()] == installed()
    assert registry.default_game().id == "lone-wolves"


def fresh_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The registry as before its first lookup (restored after the test)."""
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_LOADED", threading.Event())


def test_missing_entry_points_fail_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    """A source tree imported without its metadata does not run without its games."""
    fresh_registry(monkeypatch)
    monkeypatch.setattr(plugins, "entry_points", lambda group: [])
    with pytest.raises(RuntimeError, match=r"'wolfpack\.games'.*never installed"):
        games()
    with pytest.raises(RuntimeError, match="pip install -e"):
        get_game("lone-wolves")
    with pytest.raises(RuntimeError, match=r"'wolfpack\.texts'"):
        i18n.shared_texts()


def test_a_game_registered_at_run_time_joins_the_entry_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game registered at run time, before the first lookup or after, comes after the
    installed ones (the default game stays the first installed)."""
    base = get_game("triqueta")
    fresh_registry(monkeypatch)
    early = dataclasses.replace(base, id="early", _cache={})
    register_game(early)
    assert [info.id for info in games()] == [*installed(), "early"]
    assert registry.default_game().id == "lone-wolves"
    late = dataclasses.replace(base, id="late", _cache={})
    register_game(late)
    assert [info.id for info in games()][-1] == "late"
    assert get_game("early") is early and get_game("late") is late


def test_an_entry_point_that_is_no_game_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from importlib.metadata import EntryPoint

    fresh_registry(monkeypatch)
    bad = EntryPoint("broken", "wolfpack.core.registry:ENTRY_POINTS", plugins.GAMES)
    monkeypatch.setattr(plugins, "entry_points", lambda group: [bad])
    with pytest.raises(TypeError, match=r"'broken'.*not a GameInfo"):
        games()


def test_what_generic_code_reads_of_a_game_comes_from_its_registration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game registered with a prefix of its own and none of the optional parts: the
    coverage finds its tests by its prefix, the levels play it by the defaults, its time is
    per decision, and it has no OpenSpiel shape; the games that name theirs keep them."""
    from wolfpack.bots.levels import LEVELS, TURN_DECISIONS, Tuning
    from wolfpack.core.coverage import name_pattern

    base = get_game("the-wolves")
    fresh_registry(monkeypatch)
    bare = dataclasses.replace(
        base, id="bare", rule_prefix="ZZ", levels="", turn_decisions=0, openspiel="", _cache={}
    )
    register_game(bare)
    assert name_pattern().findall("test_zz_t2_and_tw_s3") == [("zz", "t", "2"), ("tw", "s", "3")]
    assert LEVELS["expert"].tuning_in("bare") == Tuning()
    assert LEVELS["expert"].tuning_in("the-wolves") == Tuning(heuristic=0.5, margin_weight=0.5)
    assert "bare" not in TURN_DECISIONS and TURN_DECISIONS["the-wolves"] == 8
    assert bare.openspiel_shape is None and base.openspiel_shape is not None
    assert bare.level_tuning("hard") is None


def test_wolfpacks_own_entry_points_come_first_in_their_own_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game of another package whose name sorts first does not become the game a command
    plays when none is named: wolfpack's own come first, as its metadata lists them."""
    from importlib.metadata import EntryPoint

    listed = [
        EntryPoint("zeta", "wolfpack.zeta:GAME", plugins.GAMES),
        EntryPoint("aardvark", "aardvark_game:GAME", plugins.GAMES),
        EntryPoint("alpha", "wolfpack.alpha:GAME", plugins.GAMES),
        EntryPoint("abacus", "abacus:GAME", plugins.GAMES),
    ]
    monkeypatch.setattr(plugins, "entry_points", lambda group: listed)
    assert [p.name for p in plugins.named(plugins.GAMES)] == ["zeta", "alpha", "aardvark", "abacus"]


def test_the_default_game_comes_with_wolfpack() -> None:
    assert registry.default_game().package.startswith("wolfpack.")
    assert registry.default_game() is games()[0]
