"""The JSON Schemas of the package's formats (``wolfpack.schemas``) agree with its readers
and writers: everything the engine writes and ships validates (records of random games of
every game, variant and player count, saved views and their replays, the shipped lessons,
puzzles, positions and component data, the progress file); tampered files that the
readers refuse are refused by the schema too, where a schema can say why; and a file the
readers accept always validates, however it was tampered with (Hypothesis)."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from wolfpack import LoneWolves, TheWolves, Triqueta
from wolfpack.core.errors import RecordError, RecordMoveError
from wolfpack.core.game import Game
from wolfpack.core.lessons import LESSON_FORMAT, Lesson, shipped_files
from wolfpack.core.progress import PROGRESS_FORMAT, Progress
from wolfpack.core.records import tree_format
from wolfpack.core.registry import games, load_record
from wolfpack.lone_wolves.components import Components as LWComponents
from wolfpack.schemas import BASE_URI, FORMATS, SCHEMAS, every_schema, file_name, schema
from wolfpack.the_wolves.loader import DATA_FILE, default_data, load_data
from wolfpack.triqueta.components import Components as TQComponents
from wolfpack.widget.base import VIEW_FORMAT
from wolfpack.widget.replay import REPLAY_FORMAT

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = ROOT / "examples" / "puzzles"
REGISTRY: Registry[Any] = Registry().with_resources(
    (uri, Resource.from_contents(contents)) for uri, contents in every_schema().items()
)


def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(schema(name), registry=REGISTRY)


VALIDATORS = {name: validator(name) for name in SCHEMAS}


def errors(name: str, value: Any) -> list[str]:
    """Why ``value`` does not validate against schema ``name`` (none: it does)."""
    return [f"{e.json_path}: {e.message[:200]}" for e in VALIDATORS[name].iter_errors(value)]


def valid(name: str, value: Any) -> None:
    assert errors(name, value) == [], name


OWN_GAMES = [info for info in games() if info.package.startswith("wolfpack.")]
"""The games wolfpack ships (and publishes the schemas of); the suite also registers a
game from another package (tests/plugins), whose formats are its own."""


# -- the schemas themselves ----------------------------------------------------------------
@pytest.mark.parametrize("name", list(SCHEMAS))
def test_each_schema_is_a_draft_2020_12_schema_with_its_published_id(name: str) -> None:
    found = schema(name)
    Draft202012Validator.check_schema(found)
    assert found["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert found["$id"] == BASE_URI + file_name(name) == BASE_URI + f"{name}.schema.json"
    assert found["title"] and found["description"]


def test_every_format_the_package_names_has_its_schema() -> None:
    named = {info.record_format for info in OWN_GAMES}
    named |= {tree_format(info.record_format) for info in OWN_GAMES}  # with variations
    named |= {LESSON_FORMAT, VIEW_FORMAT, REPLAY_FORMAT, PROGRESS_FORMAT}
    assert set(FORMATS) == named
    for fmt, name in FORMATS.items():
        assert schema(fmt) == schema(name)
        found = schema(name)["properties"]["format"]
        assert found == {"const": fmt} or fmt in found["enum"]
    with pytest.raises(KeyError, match="known: lone-wolves-record"):
        schema("nothing/1")


def test_the_schemas_ship_inside_the_package() -> None:
    folder = ROOT / "src" / "wolfpack" / "schemas"
    assert sorted(p.name for p in folder.glob("*.json")) == sorted(map(file_name, SCHEMAS))


def test_the_documentation_publishes_and_lists_every_schema() -> None:
    """The site copies the package's own files (docs/hooks/schemas.py), and its page links
    each one; the record pages link their schema."""
    page = (ROOT / "docs" / "schemas.md").read_text("utf-8")
    for name in SCHEMAS:
        assert f"](schemas/{file_name(name)})" in page, name
    assert "schemas.md" in (ROOT / "mkdocs.yml").read_text("utf-8")
    assert "docs/hooks/schemas.py" in (ROOT / "mkdocs.yml").read_text("utf-8")
    for name in ("lone-wolves-record", "the-wolves-record", "triqueta-record"):
        text = (ROOT / "docs" / f"{name}.md").read_text("utf-8")
        assert f"](schemas/{name}.schema.json)" in text, name


# -- what the engine writes ----------------------------------------------------------------
def played(game: Game[Any], seed: int, stop: float = 1.0) -> Iterator[dict[str, Any]]:
    """Records of ``game`` played at random: at the start, every 17 moves (8 times at
    most), and at the end (or at ``stop``, a fraction of about 200 moves)."""
    rng = random.Random(seed)
    yield game.to_record()
    steps = 0
    while not game.is_over and (stop >= 1 or steps < stop * 200):
        game.play(rng.choice(game.legal_notations()))
        steps += 1
        if steps % 17 == 0 and steps <= 17 * 8:
            yield game.to_record()
    yield game.to_record()


GAMES: dict[str, Callable[[int], Game[Any]]] = {
    "lone-wolves standard": lambda s: LoneWolves(seed=s),
    "lone-wolves advanced": lambda s: LoneWolves(seed=s, variant="advanced"),
    "lone-wolves advanced, no border": lambda s: LoneWolves(
        seed=s, variant="advanced", components=LWComponents(pack_spaces=3, border_spaces=False)
    ),
    "lone-wolves other tokens": lambda s: LoneWolves(
        seed=s, components=LWComponents(honor_tokens=((1, 9), (2, 8), (3, 7), (4, 6), (0, 0)))
    ),
    **{f"the-wolves {n}": (lambda s, n=n: TheWolves(players=n, seed=s)) for n in (2, 3, 4, 5)},
    "the-wolves own data": lambda s: TheWolves(
        players=3,
        seed=s,
        data={"action_costs": {"move": 1, "den": 1, "lair": 3, "howl": 2, "dominate": 4}},
    ),
    **{
        f"triqueta {n} {'hidden' if h else 'base'}": (
            lambda s, n=n, h=h: Triqueta(players=n, hidden_wolves=h, seed=s)
        )
        for n in (2, 3, 4, 5)
        for h in (True, False)
    },
    "triqueta 2 hidden, no variant": lambda s: Triqueta(
        players=2, hidden_wolves=True, seed=s, two_player_variant=False
    ),
    "triqueta row limit": lambda s: Triqueta(
        players=3, seed=s, components=TQComponents(row_limit=4, final_start_marker="moves")
    ),
}
SCHEMA_OF = {"lone-wolves": "lone-wolves-record", "the-wolves": "the-wolves-record"}


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("kind", list(GAMES))
def test_every_record_the_engine_writes_validates(kind: str, seed: int) -> None:
    game = GAMES[kind](seed)
    name = SCHEMA_OF.get(game.game_id, "triqueta-record")
    for record in played(game, seed):
        valid(name, json.loads(json.dumps(record)))


def explored(game: Game[Any], seed: int) -> Iterator[dict[str, Any]]:
    """Records of ``game`` explored at random: moves, steps back, side lines (of side
    lines), notes, promotions and visits to other positions, about 60 decisions."""
    rng = random.Random(seed)
    for _ in range(60):
        roll = rng.random()
        if game.moves and roll < 0.15:
            for _ in range(rng.randint(1, min(4, len(game.moves)))):
                game.undo()
        elif game.moves and roll < 0.25:
            game.annotate(comment=rng.choice(["", "Why?", "Gut – sehr gut."]), glyph="!?")
        elif roll < 0.3:
            game.goto(rng.choice(game.lines())[: rng.randint(0, len(game.line))])
        elif roll < 0.33 and game.moves:
            game.promote(game.node)
        elif not game.is_over:
            game.play(rng.choice(game.legal_notations()))
        if roll < 0.1:
            yield game.to_record()
    yield game.to_record()


@pytest.mark.parametrize("kind", list(GAMES))
def test_every_record_with_variations_validates(kind: str) -> None:
    game = GAMES[kind](7)
    name = SCHEMA_OF.get(game.game_id, "triqueta-record")
    records = list(explored(game, 7))
    assert records[-1]["format"].endswith("-record/2")
    for record in records:
        valid(name, json.loads(json.dumps(record)))


@pytest.mark.parametrize("kind", list(GAMES))
def test_every_saved_view_and_its_replay_validate(kind: str) -> None:
    game = GAMES[kind](5)
    for _ in played(game, 5, stop=0.3):
        pass
    for perspective in (None, *range(game.players)):
        board = game.widget(perspective=perspective)
        try:
            view = json.loads(json.dumps(board.view_record()))
        finally:
            board.close()
        valid("wolfpack-view", view)
        valid("wolfpack-replay", view["replay"])


# -- what the package ships ----------------------------------------------------------------
SHIPPED_LESSONS = [p for info in OWN_GAMES for p in shipped_files(info.id)]


@pytest.mark.parametrize("path", SHIPPED_LESSONS, ids=lambda p: p.name)
def test_every_shipped_lesson_validates(path: Path) -> None:
    valid("wolfpack-lesson", json.loads(path.read_text("utf-8")))


def test_the_shipped_puzzles_their_records_and_positions_validate() -> None:
    index = json.loads((PUZZLES / "puzzles.json").read_text("utf-8"))
    valid("wolfpack-puzzles", index)
    for entry in index["puzzles"]:
        valid("lone-wolves-record", json.loads((PUZZLES / entry["record"]).read_text("utf-8")))
    positions = ROOT / "src" / "wolfpack" / "tutorial" / "positions"
    for path in sorted(positions.glob("*.json")):
        record = json.loads(path.read_text("utf-8"))
        valid(SCHEMA_OF.get(record["game"], "triqueta-record"), record)


def test_the_shipped_component_data_validates() -> None:
    path = ROOT / "src" / "wolfpack" / "the_wolves" / "data" / DATA_FILE
    valid("the-wolves-data", json.loads(path.read_text("utf-8")))
    valid("the-wolves-data", {})  # (keys present replace the shipped ones)


def test_the_progress_file_validates(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress(path)
    progress.reached("lw-trump", 2)
    progress.finish("lw-following-suit")
    valid("wolfpack-progress", json.loads(path.read_text("utf-8")))


# -- tampered files: the readers and the schemas agree -------------------------------------
def lw_record() -> dict[str, Any]:
    game = LoneWolves(seed=4, variant="advanced")
    for _ in range(6):
        game.play(game.legal_notations()[0])
    return game.to_record()


def tw_record() -> dict[str, Any]:
    game = TheWolves(players=3, seed=4)
    for _ in range(8):
        game.play(game.legal_notations()[0])
    return game.to_record()


def tq_record() -> dict[str, Any]:
    game = Triqueta(players=3, hidden_wolves=True, seed=4)
    for _ in range(8):
        game.play(game.legal_notations()[0])
    return game.to_record()


def with_lines(game: Game[Any]) -> dict[str, Any]:
    """``game`` (played a few moves) with a side line and notes: a record of the version
    with variations."""
    game.undo()
    game.undo()
    game.annotate(comment="The main line.", glyph="!")
    game.play(game.legal_notations()[-1])
    game.play(game.legal_notations()[0])
    game.annotate(glyph="?!")
    record = game.to_record()
    assert len(record["lines"]) == 2
    return record


def lw2_record() -> dict[str, Any]:
    game = LoneWolves(seed=4, variant="advanced")
    for _ in range(6):
        game.play(game.legal_notations()[0])
    return with_lines(game)


def tw2_record() -> dict[str, Any]:
    game = TheWolves(players=3, seed=4)
    for _ in range(8):
        game.play(game.legal_notations()[0])
    return with_lines(game)


def tq2_record() -> dict[str, Any]:
    game = Triqueta(players=3, hidden_wolves=True, seed=4)
    for _ in range(8):
        game.play(game.legal_notations()[0])
    return with_lines(game)


Change = Callable[[dict[str, Any]], None]


def third_scar(setup: dict[str, Any]) -> None:
    """Make one effect appear three times (LW-C3: two of each) by changing an unused scar."""
    unused = setup["unused_scars"]
    unused[0] = next(e for e in ("plus3", "box-wolf") if e != unused[0])


def put(path: str, value: Any) -> Change:
    """Set the field at ``path`` (``setup.hands.0.3``; a value of ``...`` removes it)."""

    def change(record: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        here: Any = record
        for key in parents:
            here = here[int(key)] if isinstance(here, list) else here[key]
        if isinstance(here, list):
            here[int(last)] = value
        elif value is ...:
            del here[last]
        else:
            here[last] = value

    return change


TAMPERED: dict[str, tuple[Callable[[], dict[str, Any]], Change]] = {
    "lw: no format": (lw_record, put("format", ...)),
    "lw: another format": (lw_record, put("format", "lone-wolves-record/2")),
    "lw: another game": (lw_record, put("game", "triqueta")),
    "lw: unknown field": (lw_record, put("extra", 1)),
    "lw: unknown variant": (lw_record, put("variant", "expert")),
    "lw: a card that is none": (lw_record, put("setup.hands.0.3", "k9")),
    "lw: a hand of 12": (lw_record, lambda r: r["setup"]["hands"][0].pop()),
    "lw: a card twice in a hand": (
        lw_record,
        lambda r: r["setup"]["hands"][0].__setitem__(1, r["setup"]["hands"][0][0]),
    ),
    "lw: a box of 5": (lw_record, lambda r: r["setup"]["box"].append("k2")),
    "lw: two scars face up": (lw_record, put("setup.scars.cave.1.face_up", True)),
    "lw: no scar face up": (lw_record, put("setup.scars.cave.0.face_up", False)),
    "lw: an unknown effect": (lw_record, put("setup.scars.cave.0.effect", "plus4")),
    "lw: a swamp of 3 on the advanced side": (
        lw_record,
        lambda r: r["setup"]["scars"]["swamp"].pop(),
    ),
    "lw: a territory missing": (lw_record, put("setup.honor.cave", ...)),
    "lw: honor side 2": (lw_record, put("setup.honor.cave.side", 2)),
    "lw: leader 2": (lw_record, put("setup.leader", 2)),
    "lw: leader true": (lw_record, put("setup.leader", True)),
    "lw: pack spaces 14": (lw_record, put("components.pack_spaces", 14)),
    "lw: too few pack spaces": (lw_record, put("components.pack_spaces", 1)),
    "lw: four honor tokens": (lw_record, lambda r: r["components"]["honor_tokens"].pop()),
    "lw: a negative honor token": (lw_record, put("components.honor_tokens.0.0", -1)),
    "lw: a move that is no move": (lw_record, put("moves.2", "hello")),
    "lw: a move in capitals": (
        lw_record,
        lambda r: r["moves"].__setitem__(0, r["moves"][0].upper()),
    ),
    "lw: moves not a list": (lw_record, put("moves", "play k2 cave")),
    "tw: another format": (tw_record, put("format", "lone-wolves-record/1")),
    "tw: 6 players": (tw_record, put("players", 6)),
    "tw: unknown field": (tw_record, put("setup.extra", 1)),
    "tw: an unknown tile": (tw_record, put("setup.tiles.0", "11")),
    "tw: a tile twice": (
        tw_record,
        lambda r: r["setup"]["tiles"].__setitem__(1, r["setup"]["tiles"][0]),
    ),
    "tw: one tile short": (tw_record, lambda r: r["setup"]["tiles"].pop()),
    "tw: an unknown phase": (tw_record, put("setup.tokens.0.0", "new")),
    "tw: an unknown prey": (tw_record, put("setup.prey.0.0", "wolf")),
    "tw: a home terrain twice": (
        tw_record,
        lambda r: r["setup"]["homes"].__setitem__(1, r["setup"]["homes"][0]),
    ),
    "tw: a home too many": (tw_record, lambda r: r["setup"]["homes"].append("desert")),
    "tw: first player 3 of 3": (tw_record, put("setup.first", 3)),
    "tw: data with an unknown key": (tw_record, put("data", {"costs": {}})),
    "tw: data with a cost of 0": (
        tw_record,
        put("data", {"action_costs": {"move": 0, "den": 2, "lair": 2, "howl": 2, "dominate": 3}}),
    ),
    "tw: data with a long note": (tw_record, put("data", {"_about": "x" * 1001})),
    "tw: a move that is no move": (tw_record, put("moves.1", "place here")),
    "tq: 1 player": (tq_record, put("players", 1)),
    "tq: hidden wolves missing": (tq_record, put("hidden_wolves", ...)),
    "tq: the variant with 3 players": (tq_record, put("two_player_variant", True)),
    "tq: row limit 0": (tq_record, put("components.row_limit", 0)),
    "tq: an unknown start marker rule": (tq_record, put("components.final_start_marker", "jumps")),
    "tq: three towers": (tq_record, lambda r: r["setup"]["towers"].pop()),
    "tq: every tower with a tree": (
        tq_record,
        lambda r: [t.__setitem__("tree", True) for t in r["setup"]["towers"]],
    ),
    "tq: an unknown tile": (tq_record, put("setup.towers.0.stacks.0.0", "fox")),
    "tq: a shadow tile on top": (
        tq_record,
        lambda r: r["setup"]["towers"][1]["stacks"][0].reverse(),
    ),
    "tq: a stack without its shadow tile": (
        tq_record,
        lambda r: r["setup"]["towers"][1]["stacks"][0].pop(0),
    ),
    "tq: start 3 of 3": (tq_record, put("setup.start", 3)),
    "tq: a move that is no move": (tq_record, put("moves.0", "draw")),
    "lw: lines in a first version": (lw_record, put("lines", [{"moves": []}])),
    "lw2: no lines": (lw2_record, put("lines", ...)),
    "lw2: no line": (lw2_record, put("lines", [])),
    "lw2: a glyph that is none": (lw2_record, put("lines.0.notes.0.glyph", "!!!")),
    "lw2: a comment too long": (lw2_record, put("lines.0.notes.0.comment", "x" * 2001)),
    "lw2: a note of nothing": (lw2_record, lambda r: r["lines"][1]["notes"][0].pop("glyph")),
    "lw2: a note without its move": (lw2_record, put("lines.0.notes.0.at", ...)),
    "lw2: a side line without moves": (lw2_record, put("lines.1.moves", [])),
    "lw2: a side line leaving no line": (lw2_record, put("lines.1.from", ...)),
    "lw2: a side move that is no move": (lw2_record, put("lines.1.moves.0", "hello")),
    "lw2: a line with an unknown field": (lw2_record, put("lines.1.glyph", "!")),
    "tw2: a side line at -1": (tw2_record, put("lines.1.at", -1)),
    "tq2: a side move that is no move": (tq2_record, put("lines.1.moves.0", "draw")),
}
"""Records the readers refuse, and so does the schema."""
BEYOND_A_SCHEMA: dict[str, tuple[Callable[[], dict[str, Any]], Change]] = {
    "lw: a card in both hands": (
        lw_record,
        lambda r: r["setup"]["hands"][1].__setitem__(0, r["setup"]["hands"][0][0]),
    ),
    "lw: three scars of one effect": (lw_record, lambda r: third_scar(r["setup"])),
    "lw: an honor token not of the components": (lw_record, put("setup.honor.cave.token", [9, 9])),
    "lw: an illegal move": (lw_record, put("moves.0", "play k2 volcano")),
    "tw: stacks of tokens the data does not give": (
        tw_record,
        lambda r: [s.__setitem__(0, "full") for s in r["setup"]["tokens"]],
    ),
    "tq: one ram too many": (tq_record, put("setup.towers.0.stacks.0.0", "ram")),
    "lw2: an illegal move in a side line": (lw2_record, put("lines.1.moves.1", "take 0")),
    "lw2: a side line leaving a later line": (lw2_record, put("lines.1.from", 1)),
    "lw2: a side line beginning as its line goes on": (
        lw2_record,
        lambda r: r["lines"][1]["moves"].__setitem__(
            0, r["lines"][0]["moves"][r["lines"][1]["at"]]
        ),
    ),
    "lw2: a side line leaving after its line's end": (lw2_record, put("lines.1.at", 99)),
    "lw2: a note on a move of another line": (lw2_record, put("lines.1.notes.0.at", 0)),
    "tw2: an illegal move in a side line": (tw2_record, put("lines.1.moves.0", "lair")),
}
"""Records the readers refuse for what no schema can say (a count, a cross-reference,
legality): the schema accepts them, and says so in its description."""


def refused_by_reader(record: dict[str, Any]) -> bool:
    try:
        load_record(copy.deepcopy(record))
    except (RecordError, RecordMoveError):
        return True
    return False


def schema_of(record: dict[str, Any]) -> str:
    return {"lone-wolves": "lone-wolves-record", "the-wolves": "the-wolves-record"}.get(
        str(record.get("game", "lone-wolves")), "triqueta-record"
    )


@pytest.mark.parametrize("case", list(TAMPERED))
def test_a_tampered_record_is_refused_by_its_reader_and_its_schema(case: str) -> None:
    make, change = TAMPERED[case]
    record = make()
    name = schema_of(record)
    valid(name, record)
    assert not refused_by_reader(record)
    change(record)
    assert refused_by_reader(record), case
    assert errors(name, record), case


@pytest.mark.parametrize("case", list(BEYOND_A_SCHEMA))
def test_what_no_schema_can_say_is_refused_by_the_reader_only(case: str) -> None:
    make, change = BEYOND_A_SCHEMA[case]
    record = make()
    change(record)
    assert refused_by_reader(record), case
    assert errors(schema_of(record), record) == [], case


LESSON = json.loads(
    next(
        p for p in shipped_files("lone-wolves") if p.name.endswith("-following-suit.json")
    ).read_text("utf-8")
)  # a lesson of moves steps
TAMPERED_LESSONS: dict[str, Change] = {
    "another format": put("format", "wolfpack-lesson/2"),
    "an id with spaces": put("id", "my lesson"),
    "an unknown game": put("game", "chess"),
    "an unknown kind": put("kind", "trivia"),
    "a title in French": put("title", {"fr": "Suivre"}),
    "an empty title": put("title", {"en": "   "}),
    "no steps": put("steps", []),
    "a step with an unknown field": put("steps.0.hint", "x"),
    "a step without moves": put("steps.0.moves", ...),
    "a move given twice": lambda d: d["steps"][0].__setitem__("moves", ["play r2 swamp"] * 2),
    "a rule of another game": put("steps.0.rules", ["TW-T1"]),
    "player 2 of Lone Wolves": put("player", 2),
    "a record of another game": put("record", tq_record()),
    "a record file outside": put("record", "../x.lwr.json"),
    "an absolute record file": put("record", "/etc/passwd"),
    "a malformed record": lambda d: d["record"]["setup"].__setitem__("leader", 5),
}
"""Lessons the reader refuses, and so does the schema."""


@pytest.mark.parametrize("case", list(TAMPERED_LESSONS))
def test_a_tampered_lesson_is_refused_by_its_reader_and_its_schema(case: str) -> None:
    lesson = copy.deepcopy(LESSON)
    TAMPERED_LESSONS[case](lesson)
    with pytest.raises(RecordError):
        Lesson.load(copy.deepcopy(lesson))
    assert errors("wolfpack-lesson", lesson), case


TAMPERED_DATA: dict[str, Change] = {
    "an unknown key": put("terrain", ["forest"]),
    "a sixth terrain": lambda d: d["terrains"].append("sea"),
    "a cost of 7": put("action_costs.move", 7),
    "a missing cost": put("action_costs.den", ...),
    "an attribute of 13": put("attribute_by_dens_taken.wolf_speed.1", 13),
    "a note that is a number": put("_about", 5),
    "a 65-item list": put("tile_hex_group", [0] * 65),
    "a start tile centre for 2 players": put("boards_by_player_count.2.start_tile_center", [8, 9]),
    "an unknown reward": put("den_track_rewards.3-5.howl_range.2", "bonus_points"),
    "a group missing": put("hunt_reward_bonus_action", {"2": True}),
    "an unknown prey": put("prey_by_player_count.3.types.0", "fox"),
    "a zero neighbour": put("hex_neighbours.0", [0, 0]),
    "two dens beside a neutral pack": put(
        "two_player_neutral_pack_hexes.full", [{"offset": [1, 0], "pieces": ["den", "lair"]}]
    ),
    "a calendar of 2 dates": put("moon_calendar_dates", 2),
}
"""Component data the reader refuses, and so does the schema."""


@pytest.mark.parametrize("case", list(TAMPERED_DATA))
def test_tampered_component_data_is_refused_by_its_reader_and_its_schema(case: str) -> None:
    data = default_data()
    TAMPERED_DATA[case](data)
    with pytest.raises(RecordError):
        load_data(copy.deepcopy(data))
    assert errors("the-wolves-data", data), case


# -- whatever the tampering: accepted by a reader means valid ------------------------------
JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-20, 20)
    | st.sampled_from(["", "x", "k2", "cave", "ram", "3"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.sampled_from(["a", "k2"]), inner, max_size=2)
    ),
    max_leaves=4,
)
BASES = {
    "lone-wolves": lw_record(),
    "the-wolves": tw_record(),
    "triqueta": tq_record(),
    "lone-wolves/2": lw2_record(),
    "the-wolves/2": tw2_record(),
    "triqueta/2": tq2_record(),
}


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in ``value`` (its keys and indexes from the top)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*prefix, i))


def replaced(record: dict[str, Any], where: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(record)
    value_at(out, where[:-1])[where[-1]] = value
    return out


@settings(max_examples=1000)
@given(st.sampled_from(list(BASES)), st.data())
def test_a_record_the_reader_accepts_always_validates(game: str, data: st.DataObject) -> None:
    """Any field replaced by any value (a small JSON value, or another part of the same
    record, which is often still valid): if the reader accepts it, the schema does."""
    base = BASES[game]
    places = [p for p in paths(base) if p]
    where = data.draw(st.sampled_from(places))
    elsewhere = st.sampled_from(places).map(lambda p: copy.deepcopy(value_at(base, p)))
    record = replaced(base, where, data.draw(JSON | elsewhere))
    accepted = not refused_by_reader(record)
    event("accepted by the reader" if accepted else "refused by the reader")
    if accepted:
        valid(schema_of(base), record)


def value_at(record: dict[str, Any], where: tuple[Any, ...]) -> Any:
    here: Any = record
    for key in where:
        here = here[key]
    return here
