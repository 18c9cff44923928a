"""The constants the Python games and the Rust core share (action codes and their bases,
phases, pieces, layout versions, component values) are read from both sources and compared.

:data:`SHARED` is the one description of which constant of the core's source is which
Python value; it is checked against the Rust files themselves (parsed here, so this runs
without the core built, as on a machine without cargo), and every constant of those files,
and of the Python modules whose codes cross the boundary, must be in it or named as kept on
one side only, with the reason. A constant added on one side only fails here until it is
described. The layouts' field order is checked by the differential tests
(``tests/test_native_*.py``), which round-trip every position through the core.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from wolfpack.lone_wolves import actions as lw_actions
from wolfpack.lone_wolves import components as lw_components
from wolfpack.lone_wolves import native as lw_native
from wolfpack.lone_wolves import state as lw_state
from wolfpack.lone_wolves.bots import solver as lw_solver
from wolfpack.the_wolves import actions as tw_actions
from wolfpack.the_wolves import bots as tw_bots
from wolfpack.the_wolves import components as tw_components
from wolfpack.the_wolves import hexmap as tw_hexmap
from wolfpack.the_wolves import native as tw_native
from wolfpack.the_wolves import state as tw_state
from wolfpack.triqueta import actions as tq_actions
from wolfpack.triqueta import components as tq_components
from wolfpack.triqueta import native as tq_native
from wolfpack.triqueta import state as tq_state

NATIVE = Path(__file__).resolve().parents[1] / "native" / "src"

Value = Callable[[], Any]
"""How to get a constant's Python value (called when compared)."""


def same_name(*modules: ModuleType) -> Callable[[str], Any]:
    """The Python value of a Rust constant that has the same name in one of ``modules``."""

    def find(name: str) -> Any:
        for module in modules:
            if hasattr(module, name):
                return getattr(module, name)
        raise AssertionError(f"no Python constant {name} in {[m.__name__ for m in modules]}")

    return find


def _locs_of_terr() -> list[list[int]]:
    """For each territory, the pack locations whose scars act on it."""
    return [
        [
            loc
            for loc in range(lw_components.N_LOCATIONS)
            if t in lw_components.location_territories(loc)
        ]
        for t in range(lw_components.N_TERR)
    ]


# Per Rust file: where the Python values of its constants are found (same name), the
# constants named differently in Python, and those the core keeps for itself.
SHARED: dict[str, dict[str, Any]] = {
    "the_wolves/state.rs": {
        "modules": (tw_native, tw_actions, tw_state, tw_components, tw_bots),
        "renamed": {"PY_STRIDE": lambda: tw_actions.WOLF_STRIDE},
        "native_only": {
            "STRIDE": "the core's own denser wolf-move stride (translated at the boundary)",
            "CAL_MAX": "a capacity of the core's fixed arrays",
            "MOVED_MAX": "a capacity of the core's fixed arrays",
        },
    },
    "the_wolves/map.rs": {
        "modules": (tw_native, tw_components, tw_hexmap),
        "renamed": {"OWNERS": lambda: tw_components.NEUTRAL + 1},
        "native_only": {
            "MAX_HEX": "a capacity of the core's fixed arrays (the map layout says the size)",
            "MAX_REGIONS": "a capacity of the core's fixed arrays",
            "MAX_PLAYERS": "a capacity of the core's fixed arrays",
            "MAX_BOARD_WOLVES": "a capacity of the core's fixed arrays",
            "MAX_DENS": "a capacity of the core's fixed arrays",
            "MAX_ATTRIBUTE": "a capacity of the core's fixed arrays",
        },
    },
    "triqueta/state.rs": {
        "modules": (tq_native, tq_actions, tq_state, tq_components),
        "renamed": {
            "TOWER_TILES": lambda: tq_components.N_STACKS * (tq_components.LIGHT_PER_STACK + 1),
        },
        "native_only": {
            "MAX_ACTIONS": "a capacity of the core's legal-action list",
            "ORDER": "a local table of the count's masks, in Python's order",
        },
    },
    "lone_wolves/state.rs": {
        "modules": (lw_native, lw_actions, lw_state, lw_components),
        "renamed": {
            "N_LOC": lambda: lw_components.N_LOCATIONS,
            "MAX_CARDS": lambda: lw_components.MAX_CARDS_PER_TERRITORY,
            "N_EFFECTS": lambda: len(lw_components.EFFECTS),
            "LOCS_OF_TERR": _locs_of_terr,
        },
        "native_only": {
            "MAX_SCAR_SPACES": "a capacity of the core's scar rows (Python's same name bounds "
            "the notation's space number)",
            "T": "the table inside location_territories (LOCS_OF_TERR is compared)",
        },
    },
    "lone_wolves/solver/position.rs": {
        "modules": (lw_native, lw_solver, lw_components),
        "renamed": {
            "N_LOC": lambda: lw_components.N_LOCATIONS,
            "MAX_CARDS": lambda: lw_components.MAX_CARDS_PER_TERRITORY,
            "N_EFFECTS": lambda: len(lw_components.EFFECTS),
            "SIZE": lambda: lw_native.DESC_SIZE,
        },
        "native_only": {
            "MAX_NEST": "a capacity of the solver's search",
            "KEY_WORDS": "the solver's transposition key",
            "LOC_TERRS": "the solver's table of location_territories (its state.rs twin is "
            "compared)",
            **{
                name: "an offset into the description list (its total SIZE is compared)"
                for name in [
                    "AT",
                    "WHO",
                    "LEAD_CARD",
                    "LEAD_TERR",
                    "FOLLOW_CARD",
                    "FOLLOW_TERR",
                    "LOSER_TERR",
                    "HELD",
                    "HANDS",
                    "SIDES",
                    "BOARD",
                    "CAPS",
                    "HONOR",
                    "HSIDE",
                    "BOX",
                    "MOON",
                    "BLOOD",
                    "TRUMP",
                    "PACKS",
                ]
            },
        },
    },
    "lone_wolves/solver/driver.rs": {
        "modules": (lw_native,),
        "renamed": {},
        "native_only": {"MAX_TABLE_BITS": "the solver's transposition table size"},
    },
}

# Per Python module whose codes cross the boundary: its constants the core does not mirror.
PYTHON_ONLY: dict[ModuleType, dict[str, str]] = {
    tw_actions: {},
    tw_native: {"END_REASONS": "read by number by State::decode (the differential tests)"},
    tq_actions: {
        "DRAW_BASE": "0: the core's draw codes start at 0 without a name",
        "N_ACTIONS": "the OpenSpiel action count (the core's codes end below it)",
        "OPTIONS": "the options' notation words",
    },
    tq_native: {"CHECKED_CONFIGS": "the configurations the differential tests play"},
    lw_actions: {
        "PLAY_BASE": "0: the core's play codes start at 0 without a name",
        "MAX_SCAR_SPACES": "bounds the notation's space number (not the core's capacity)",
    },
    lw_native: {
        "UNAVAILABLE": "why the core is not used",
        **{
            name: "the Python solver's position kinds (the core's are its own)"
            for name in ("AT_LEAD", "AT_FOLLOW", "AT_RESOLVE", "AT_TAKE", "AT_PLACE", "AT_OVER")
        },
    },
}

_CONST = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?const\s+([A-Z][A-Z0-9_]*)\s*:\s*[^=]+=\s*(.+?);",
    re.MULTILINE | re.DOTALL,
)


def rust_expression(text: str, known: dict[str, Any]) -> Any:
    """The value of a Rust constant's expression (integers, floats, arrays, ``&[..]``,
    names of other constants, ``+ - * << ( )`` and ``as`` casts); None when not one."""
    text = re.sub(r"\bsuper::|\bcrate::\w+::", "", text)
    text = re.sub(r"\s+as\s+\w+", "", text).replace("&[", "[")
    text = re.sub(r"\b(\d+)(?:u8|u16|u32|u64|usize|i8|i16|i32|i64|f64)\b", r"\1", text)
    if not re.fullmatch(r"[\w\s\[\]\(\),.+\-*<>]*", text):
        return None
    try:
        return eval(text, {"__builtins__": {}}, dict(known))
    except (NameError, SyntaxError, TypeError):
        return None


def rust_constants(path: Path) -> dict[str, Any]:
    """Every constant defined in a Rust file, by name (its value, or None when it is no
    plain number, list or arithmetic of those)."""
    out: dict[str, Any] = {}
    for name, expression in _CONST.findall(path.read_text(encoding="utf-8")):
        assert name not in out, f"{path.name}: {name} defined twice"
        out[name] = rust_expression(expression, out)
    return out


def as_plain(value: Any) -> Any:
    """Tuples as lists, so that Python's tuples compare with Rust's arrays."""
    if isinstance(value, tuple | list):
        return [as_plain(v) for v in value]
    return value


def test_the_parser_reads_numbers_arrays_and_arithmetic() -> None:
    known = {"A": 4, "B": 8}
    assert rust_expression("0b000111_000111", known) == 0b000111_000111
    assert rust_expression("A + 2 * (1 + super::B)", known) == 22
    assert rust_expression("&[&[0, 5], &[1]]", known) == [[0, 5], [1]]
    assert rust_expression("B as u32", known) == 8
    assert rust_expression("Policy { a: 1 }", known) is None


@pytest.mark.parametrize("rust_file", sorted(SHARED))
def test_every_constant_of_the_core_equals_its_python_value(rust_file: str) -> None:
    described = SHARED[rust_file]
    find = same_name(*described["modules"])
    renamed: dict[str, Value] = described["renamed"]
    native_only: dict[str, str] = described["native_only"]
    constants = rust_constants(NATIVE / rust_file)
    assert not (set(native_only) - set(constants)), f"{rust_file}: described but not defined"
    assert not (set(renamed) - set(constants)), f"{rust_file}: described but not defined"
    for name, value in constants.items():
        if name in native_only:
            continue
        assert value is not None, f"{rust_file}: {name} is not a value this test can read"
        python = renamed[name]() if name in renamed else find(name)
        assert as_plain(python) == value, f"{rust_file}: {name} is {value}, Python {python!r}"


def test_every_python_constant_that_crosses_the_boundary_is_in_the_core() -> None:
    compared: set[tuple[str, str]] = set()
    for rust_file, described in SHARED.items():
        for name in rust_constants(NATIVE / rust_file):
            if name in described["native_only"]:
                continue
            for module in described["modules"]:
                if hasattr(module, name):
                    compared.add((module.__name__, name))
    compared |= {
        ("wolfpack.the_wolves.actions", "WOLF_STRIDE"),
        ("wolfpack.lone_wolves.native", "DESC_SIZE"),
    }
    missing = []
    for module, only in PYTHON_ONLY.items():
        own = {
            name
            for name, value in vars(module).items()
            if re.fullmatch(r"[A-Z][A-Z0-9_]*", name)
            and isinstance(value, int | float | tuple | list)
            and not isinstance(value, bool)
            and getattr(value, "__module__", None) is None
            and not isinstance(value, type)
        }
        imported = {name for name in own if any(name in vars(m) for m in _imported_by(module))}
        for name in sorted(own - imported - set(only)):
            if (module.__name__, name) not in compared:
                missing.append(f"{module.__name__}.{name}")
    assert not missing, f"constants the core does not mirror and nobody said why: {missing}"


def _imported_by(module: ModuleType) -> list[ModuleType]:
    """The wolfpack modules ``module`` imports names from (their constants are theirs)."""
    source = Path(module.__file__ or "").read_text(encoding="utf-8")
    names = re.findall(r"^from (wolfpack\.[\w.]+) import", source, re.MULTILINE)
    return [__import__(n, fromlist=["_"]) for n in names]
