"""Hostile input never crashes, hangs or exhausts anything (seeded fuzzing, bounded runs).

Every way in is tried: move strings through the engine API, records of every game (and
The Wolves' component data inside them) through ``wolfpack replay``, and board messages.
The properties: no exception escapes, the answer is the documented one (a refusal naming
a rule or a field, exit status 1 or 2), and nothing changes. The record fuzzing runs with a
memory limit on this process, so that a memory bomb fails the test instead of the machine.
A larger run is ``benchmarks/hostile_input.py``.
"""

from __future__ import annotations

import copy
import io
import json
import random
import resource
from collections.abc import Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from waits import WAIT
from wolfpack import LoneWolves, TheWolves, Triqueta
from wolfpack.cli import main
from wolfpack.core.errors import IllegalMoveError, RecordError
from wolfpack.core.game import Game
from wolfpack.core.i18n import cited_rules
from wolfpack.core.records import load_json
from wolfpack.core.rules import get_rule
from wolfpack.the_wolves.loader import default_data
from wolfpack.widget.conformance import Recorder, names_a_reason, synced

FUZZ = settings(
    max_examples=120,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def positions(game: Game[Any], steps: int, seed: int) -> Iterator[Game[Any]]:
    """``game`` after each of ``steps`` seeded random moves."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        yield game
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])


GAMES = {
    "lone-wolves": lambda: LoneWolves(seed=3),
    "the-wolves": lambda: TheWolves(players=3, seed=3),
    "triqueta": lambda: Triqueta(players=2, hidden_wolves=True, seed=3),
}


# -- move strings -----------------------------------------------------------------------------
def mutations(notation: str) -> list[str]:
    """Near misses of a legal notation: case, spaces, digits of other scripts, zeros."""
    digits = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
    supers = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
    return [
        notation.upper(),
        notation.title(),
        f" {notation}",
        f"{notation} ",
        notation.replace(" ", "  "),
        notation.translate(digits),
        notation.translate(supers),
        " ".join(f"0{p}" if p.isdigit() else p for p in notation.split()),
        notation + "\n",
        notation[:-1],
        notation + "x",
        notation.replace(" ", "\t"),
    ]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_only_listed_notations_are_accepted(game_id: str) -> None:
    """Every string play, explain, is_legal accept is one legal_notations lists; near
    misses are refused with a reason and change nothing."""
    checked = 0
    for game in positions(GAMES[game_id](), 40, seed=1):
        legal = set(game.legal_notations())
        key = game.state.key()
        for notation in sorted(legal)[:6]:
            for text in mutations(notation):
                if text in legal:
                    continue
                assert not game.is_legal(text), text
                why = game.explain(text)
                assert why.rules or why.key.startswith("core."), (text, why)
                with pytest.raises(IllegalMoveError):
                    game.play(text)
                assert game.state.key() == key
                checked += 1
    assert checked > 500


@FUZZ
@given(text=st.text(max_size=40), game_id=st.sampled_from(sorted(GAMES)))
def test_a_random_string_is_listed_or_refused(text: str, game_id: str) -> None:
    game = GAMES[game_id]()
    key = game.state.key()
    assert game.is_legal(text) == (text in game.legal_notations())
    game.explain(text)  # never raises
    if text not in game.legal_notations():
        with pytest.raises(IllegalMoveError):
            game.play(text)
    assert game.state.key() == key or text in game.legal_notations()


@pytest.mark.parametrize(
    ("game", "text"),
    [
        (LoneWolves(seed=1), "take ²"),
        (LoneWolves(seed=1), "reveal ¹"),
        (LoneWolves(seed=1), "take ٠"),
        (LoneWolves(seed=1), "take 00"),
        (Triqueta(players=3, seed=1), "draw ²"),
        (Triqueta(players=3, seed=1), "take ¹"),
        (Triqueta(players=3, seed=1), "count ²"),
    ],
)
def test_unicode_digits_and_leading_zeros_are_refused(game: Game[Any], text: str) -> None:
    """Regression (issue 21, defect 2): these crashed the parsers or were accepted."""
    assert not game.is_legal(text)
    assert game.explain(text).key
    with pytest.raises(IllegalMoveError):
        game.play(text)


def test_a_the_wolves_tile_named_by_its_hidden_face_is_refused() -> None:
    """Regression (defect 3): ``pay a>b`` when that tile shows ``a`` named the tile by its
    other face, and undocumented track names were accepted."""
    pays: list[str] = []
    for game in positions(TheWolves(players=3, seed=1), 200, seed=2):
        pays = [m for m in game.legal_notations() if m.startswith("pay ") and ">" in m]
        if pays:
            break
    parts = pays[0].split()
    flipped = " ".join("{1}>{0}".format(*p.split(">")) if ">" in p else p for p in parts)
    assert flipped not in game.legal_notations()
    assert not game.is_legal(flipped)
    assert not game.is_legal("track pack_spread")


# -- records ----------------------------------------------------------------------------------
@contextmanager
def memory_limit(extra: int = 1 << 30) -> Iterator[None]:
    """Limit this process's address space to what it uses now plus ``extra`` bytes."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/status", encoding="ascii") as f:
        size = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
    limit = size + extra if hard == resource.RLIM_INFINITY else min(hard, size + extra)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def replay(path: Path) -> tuple[int, list[dict[str, Any]]]:
    """``wolfpack replay path``: the exit status and the JSON lines it printed."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["replay", str(path)])
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def records() -> dict[str, dict[str, Any]]:
    """A record of a game in progress of each game (The Wolves with its component data)."""
    out = {}
    for game_id, make in GAMES.items():
        game = make()
        for _ in positions(game, 25, seed=4):
            pass
        out[game_id] = game.to_record()
    the_wolves = TheWolves(players=3, seed=5, data=default_data())
    record = the_wolves.to_record()
    record["data"] = default_data()
    out["the-wolves-data"] = record
    return out


RECORDS = records()

json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["", "²", "00", "-1", "9" * 30, "crescent", "alpha", "play k4 cave"]),
)
json_value = st.recursive(
    json_leaf,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def paths_of(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out += paths_of(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += paths_of(v, (*path, i))
    return out


def mutate(record: dict[str, Any], where: int, value: Any, how: int) -> dict[str, Any]:
    """``record`` with one node replaced, deleted, or given a new key."""
    data = copy.deepcopy(record)
    paths = [p for p in paths_of(data) if p]
    path = paths[where % len(paths)]
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    last = path[-1]
    if how == 0:
        parent[last] = value
    elif how == 1 and isinstance(parent, dict):
        del parent[last]
    elif isinstance(parent, dict):
        parent[str(value)[:10] if not isinstance(value, str) else value] = value
    else:
        parent[last] = value
    return data


@FUZZ
@given(
    name=st.sampled_from(sorted(RECORDS)),
    where=st.integers(min_value=0, max_value=10_000),
    value=json_value,
    how=st.integers(min_value=0, max_value=2),
)
def test_a_mutated_record_is_replayed_or_refused_naming_why(
    name: str, where: int, value: Any, how: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("rec") / "record.json"
    path.write_text(json.dumps(mutate(RECORDS[name], where, value, how)), "utf-8")
    with memory_limit():
        status, lines = replay(path)
    assert status in (0, 1, 2)
    last = lines[-1]
    if status == 2:
        assert last["error"] == "malformed record" and last["field"], last
    elif status == 1:
        assert last["error"] == "illegal move" and last["message"], last
        if last["rule"] is not None:
            get_rule(last["rule"])  # a rule that exists


BOMBS = {
    "a huge number": '{"game": "lone-wolves", "seed": ' + "9" * 5000 + "}",
    "deep nesting": '{"game": ' + "[" * 5000 + "]" * 5000 + "}",
    "NaN": '{"game": "lone-wolves", "moves": [], "x": NaN}',
    "an empty key": '{"": 1, "format": "lone-wolves-record/1"}',
    "too large": '{"game": "triqueta", "pad": "' + "x" * (1 << 21) + '"}',
}


@pytest.mark.parametrize("name", sorted(BOMBS))
def test_bad_json_is_refused_with_status_2_and_a_named_field(name: str, tmp_path: Path) -> None:
    """Regression (defects 4 and 6): these escaped load_json or named the field ''."""
    path = tmp_path / "record.json"
    path.write_text(BOMBS[name], "utf-8")
    status, lines = replay(path)
    assert status == 2 and lines[-1]["field"], lines
    if name != "an empty key":  # valid JSON: the game's record reader names the key
        with pytest.raises(RecordError) as e:
            load_json(BOMBS[name])
        assert e.value.field


@pytest.mark.parametrize(
    ("key", "value", "field"),
    [
        (("attribute_by_dens_taken", "wolf_speed", -1), 2000, "attribute_by_dens_taken"),
        (("attribute_by_dens_taken", "wolf_speed", -1), 2**31, "attribute_by_dens_taken"),
        (("region_scoring_tokens_by_player_count", "3", "full"), 3 * 10**8, "region_scoring"),
        (("region_scoring_tokens_by_player_count", "3", "full"), 2**63, "region_scoring"),
    ],
)
def test_the_wolves_data_past_the_physical_game_is_refused(
    key: tuple[Any, ...], value: int, field: str, tmp_path: Path
) -> None:
    """Regression (defect 1): such data built tables of gigabytes before anything checked."""
    record = copy.deepcopy(RECORDS["the-wolves-data"])
    node = record["data"]
    for k in key[:-1]:
        node = node[k]
    node[key[-1]] = value
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), "utf-8")
    with memory_limit(1 << 29):
        status, lines = replay(path)
    assert status == 2 and field in lines[-1]["field"], lines


# -- board messages ---------------------------------------------------------------------------
COMMANDS = ["move", "undo", "redo", "back", "forward", "seek", "new", "perspective", "uncover",
            "language", "log", "save", "load", "seat", "bot", "strength", "hint", "solve",
            "cancel", "nope"]  # fmt: skip

message = st.dictionaries(
    st.sampled_from(
        [
            "cmd",
            "id",
            "move",
            "path",
            "position",
            "seed",
            "players",
            "value",
            "record",
            "player",
            "level",
            "overwrite",
        ]
    ),
    json_value,
    max_size=5,
).flatmap(lambda d: st.sampled_from(COMMANDS).map(lambda c: {**d, "cmd": c}))


@FUZZ
@given(content=st.one_of(message, json_value))
def test_a_board_answers_every_message_once_in_valid_json(
    content: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    board = LoneWolves(seed=7, leader=0).widget(perspective=0, hint_iterations=50)
    board.save_dir = tmp_path_factory.mktemp("saves")
    rec = Recorder(board)
    before = synced(board)
    replies = rec.raw(content)
    done = [r for r in replies if r.get("type") == "done"]
    assert len(done) == 1
    json.dumps(replies, allow_nan=False)
    if "refused" in done[0]:
        assert names_a_reason(done[0]["refused"], cited_rules), done[0]
        assert done[0]["refused"][0] != "ui.failed", done[0]  # handled, not crashed
        assert synced(board) == before  # a refused message changes nothing
    assert board.wait(timeout=WAIT)  # and no thinking is left running for ever
    board.close()


# -- records read strictly: repeated keys, objects as large as text, what is not a record ---
def with_repeated_leader(record: dict[str, Any]) -> str:
    """``record`` as JSON text whose ``setup`` names ``leader`` twice (the other seat last,
    which a lenient reader would keep)."""
    leader = record["setup"]["leader"]
    text = json.dumps(record)
    twice = f'"leader": {leader}, "leader": {1 - leader}'
    assert text.count(f'"leader": {leader}') == 1
    return text.replace(f'"leader": {leader}', twice)


def test_a_repeated_key_is_refused_naming_it_everywhere_a_record_is_read(tmp_path: Path) -> None:
    """Regression (audit defect 4): the last of the two was kept silently by replay,
    from_record and the board's load."""
    text = with_repeated_leader(LoneWolves(seed=5).to_record())
    path = tmp_path / "record.json"
    path.write_text(text, "utf-8")
    status, lines = replay(path)
    assert status == 2 and lines[-1]["field"] == "setup.leader", lines
    assert "more than once" in lines[-1]["message"]
    with pytest.raises(RecordError) as e:
        LoneWolves.from_record(text)
    assert e.value.field == "setup.leader"
    board = LoneWolves(seed=1).widget()
    before = synced(board)
    done = [m for m in Recorder(board).intent(cmd="load", record=text) if m["type"] == "done"]
    assert done[0]["refused"][0] == "ui.bad_record"
    assert done[0]["refused"][1]["field"] == "setup.leader"
    assert synced(board) == before
    board.close()


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('{"a": 1, "a": 1}', "a"),
        ('{"a": [{"b": 1}, {"b": 2, "c": 3, "b": 4}]}', "a[1].b"),
        ('{"x y": {"": 1, "": 2}}', '["x y"][""]'),
    ],
)
def test_a_repeated_key_is_named_by_its_path(text: str, field: str) -> None:
    with pytest.raises(RecordError) as e:
        load_json(text)
    assert e.value.field == field


def test_a_record_given_as_an_object_is_held_to_the_size_of_a_text() -> None:
    """Regression (audit defect 5): the 1 MiB bound held for text only; a board's load
    with the record as an object (as a comm message carries it) read 2,000,000 moves."""
    record = LoneWolves(seed=1).to_record()
    record["moves"] = ["play k4 cave"] * 2_000_000
    with memory_limit(1 << 28), pytest.raises(RecordError) as e:
        load_json(record)
    assert e.value.field == "moves" and "1048576 bytes at most" in e.value.message
    board = LoneWolves(seed=1).widget()
    before = synced(board)
    done = [m for m in Recorder(board).intent(cmd="load", record=record) if m["type"] == "done"]
    assert done[0]["refused"][0] == "ui.bad_record" and synced(board) == before
    board.close()


def test_the_size_of_an_object_is_what_its_text_would_be() -> None:
    """Just under the limit as compact text is read; just over it is refused (as text)."""
    record = LoneWolves(seed=1).to_record()
    base = len(json.dumps(record, separators=(",", ":")))
    for n, refused in ((1 << 20) - base - 100, False), ((1 << 20) - base + 100, True):
        record["pad"] = "x" * n
        assert (len(json.dumps(record, separators=(",", ":"))) > 1 << 20) == refused
        if refused:
            with pytest.raises(RecordError, match="bytes at most"):
                load_json(record)
        else:
            assert load_json(record)["pad"] == record["pad"]


def test_an_object_may_not_hold_what_its_text_may_not() -> None:
    record = LoneWolves(seed=1).to_record()
    for bad, field in (
        ({"x": float("nan")}, "x"),
        ({"x": [float("inf")]}, "x[0]"),
    ):
        with pytest.raises(RecordError) as e:
            load_json({**record, **bad})
        assert e.value.field == field


@pytest.mark.parametrize("source", [5, None, ["moves"], b"{}", 2.5, object()])
def test_what_is_not_a_record_is_refused_naming_the_argument(source: Any) -> None:
    """Regression (audit defect 9): AttributeError ("'int' object has no attribute 'read'")."""
    from wolfpack.core.registry import load_record

    for read in (load_record, LoneWolves.from_record, TheWolves.from_record, Triqueta.from_record):
        with pytest.raises(RecordError) as e:
            read(source)
        assert e.value.field == "source"
        assert "a dict, JSON text, a file path or an open binary file" in e.value.message
        assert type(source).__name__ in e.value.message


def test_a_range_without_an_upper_bound_says_at_least() -> None:
    """Regression (audit defect 8): "must be between 0 and None, found -5"."""
    record = LoneWolves(seed=1).to_record()
    record["components"]["honor_tokens"][0] = [-5, 3]
    with pytest.raises(RecordError) as e:
        LoneWolves.from_record(record)
    assert e.value.message == "must be at least 0, found -5"
    record = Triqueta(players=3, seed=1).to_record()
    record["components"]["row_limit"] = 0
    with pytest.raises(RecordError) as e:
        Triqueta.from_record(record)
    assert (e.value.field, e.value.message) == (
        "components.row_limit",
        "must be at least 1, found 0",
    )


# -- The Wolves' component data: only the data file's keys, notes as short text --------------
TW_DATA_REFUSED = [
    (("unknown_key",), {"x": 1}, "data.unknown_key", "unknown field"),
    (("start_bonus_tokens",), "lots", "data.start_bonus_tokens", "must be a JSON object"),
    (("start_bonus_tokens",), None, "data.start_bonus_tokens", "must be a JSON object"),
    (("start_bonus_tokens", "_note"), [1] * 3, "data.start_bonus_tokens._note[0]", "a note"),
    (("two_player_neutral_pack",), [1] * 1000, "data.two_player_neutral_pack", "JSON object"),
    (("two_player_neutral_pack", "full"), 7, "data.two_player_neutral_pack.full", "a note"),
    (("_about",), list(range(100_000)), "data._about", "at most 64 values"),
    (("hex_distance",), "x" * 5000, "data.hex_distance", "at most 1000 characters"),
    (("rotated_tile",), None, "data.rotated_tile", "a note"),
    (("action_costs", "junk"), 1, "data.action_costs.junk", "unknown field"),
    (("action_costs", "_why"), {"a": 1}, "data.action_costs._why", "a note"),
    (("start_tile", "note"), 3, "data.start_tile.note", "a note"),
    (("player_terrain_tiles", "colour"), "red", "data.player_terrain_tiles.colour", "unknown"),
    (
        ("boards_by_player_count", "3", "region_positions", 0, "spin"),
        True,
        "data.boards_by_player_count.3.region_positions[0].spin",
        "unknown field",
    ),
    (
        ("track_vp_highest_revealed", "lairs", "_index"),
        "y" * 1001,
        "data.track_vp_highest_revealed.lairs._index",
        "at most 1000 characters",
    ),
    (
        ("region_tile_group_terrains", "_spare"),
        ["forest"] * 65,
        "data.region_tile_group_terrains._spare",
        "at most 64 values",
    ),
]


@pytest.mark.parametrize(
    ("key", "value", "field", "says"), TW_DATA_REFUSED, ids=[k[2] for k in TW_DATA_REFUSED]
)
@pytest.mark.parametrize("players", [2, 3])
def test_the_wolves_data_holds_only_its_keys_and_short_notes(
    key: tuple[Any, ...], value: Any, field: str, says: str, players: int
) -> None:
    """Regression (audit defect 5): unknown keys and junk under the keys the engine does
    not read were accepted and copied into every saved record."""
    record = TheWolves(players=players, seed=5).to_record()
    record["data"] = default_data()
    node = record["data"]
    for k in key[:-1]:
        node = node[k]
    node[key[-1]] = value
    with pytest.raises(RecordError) as e:
        TheWolves.from_record(record)
    assert e.value.field == field and says in e.value.message, e.value


def test_the_wolves_data_may_carry_its_own_notes() -> None:
    data = default_data()
    data["_about"] = "Read off my printed copy."
    data["start_bonus_tokens"] = {"_note": "as printed", "two": "one bonus action token"}
    data["action_costs"]["_source"] = ["rule book", "page 4"]
    game = TheWolves(players=3, seed=5, data=data)
    again = TheWolves.from_record(game.to_record())
    assert again.to_record()["data"]["_about"] == "Read off my printed copy."
