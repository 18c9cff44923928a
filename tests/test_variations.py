"""A game's tree of variations (issue 44): any sequence of moves, steps back and forward,
side lines, visits, promotions, deletions and notes keeps every line replayable from the
start and agrees with a plain tree of positions built alongside; the record holds the same
tree and notes after writing and reading it, in every game; a game without variations or
notes is written exactly as before (the first version of its format, the same bytes); the
current versions of the records still read; a bad line or note is refused naming its field.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from test_history import CASES, play_random, same_position
from wolfpack import LoneWolves
from wolfpack.core.errors import RecordError, RecordMoveError
from wolfpack.core.game import Game
from wolfpack.core.lessons import shipped_files
from wolfpack.core.records import tree_format
from wolfpack.core.registry import get_game, load_record
from wolfpack.core.variations import GLYPHS, MAX_COMMENT, Node, Note

ROOT = Path(__file__).resolve().parents[1]


# -- a plain tree of positions, as a model ----------------------------------------------
@dataclass
class Position:
    """A position of the model: its children in order (the main one first) and the note
    of the move that reached it."""

    children: list[tuple[str, Position]] = field(default_factory=list)
    note: Note = field(default_factory=Note)

    def at(self, moves: tuple[str, ...]) -> Position:
        here = self
        for move in moves:
            here = dict(here.children)[move]
        return here

    def lines(self, start: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
        """Every line from here, as :meth:`Game.lines` lists them: the main line, then
        along it each side line leaving it (in order), each followed by its own."""
        main: list[tuple[str, ...]] = []
        path, here, sides = start, self, []
        while here.children:
            for move, child in here.children[1:]:
                sides.append(((*path, move), child))
            move, here = here.children[0]
            path = (*path, move)
        main.append(path)
        for side_path, child in sides:
            main += child.lines(side_path)
        return main

    def notes(self, path: tuple[str, ...] = ()) -> dict[Node, Note]:
        out = {Node(path): self.note} if path and self.note else {}
        for move, child in self.children:
            out.update(child.notes((*path, move)))
        return out


def blank(game: Game[Any]) -> Game[Any]:
    """A new game of the same deal at its start, with no tree (from the record's first
    version)."""
    record = game.to_record()
    record.pop("lines", None)
    if record.get("game") == "lone-wolves":
        del record["game"]
    record["format"] = get_game(game.game_id).record_format
    record["moves"] = []
    return type(game).from_record(record)


def check(game: Game[Any], model: Position) -> None:
    """Every line replays from the start; the tree, its order and its notes are the
    model's; the position is its moves replayed; the record holds all of it."""
    lines = game.lines()
    assert lines == model.lines()
    assert game.annotations() == model.notes()
    assert game.line in lines and game.line[: len(game.moves)] == tuple(game.moves)
    for line in lines:
        fresh = blank(game)
        fresh.play_all(line)  # (IllegalMoveError if a line does not replay)
    again = blank(game)
    again.play_all(game.moves)
    assert same_position(game, again)
    record = json.loads(json.dumps(game.to_record()))
    read = type(game).from_record(record)
    assert read.moves == game.moves and read.to_record() == record
    if game.has_variations:
        assert read.lines() == lines and read.annotations() == game.annotations()
        assert record["format"] == tree_format(get_game(game.game_id).record_format)
    else:  # one line, no notes: written as before, the moves to the position
        assert record["format"] == get_game(game.game_id).record_format
        assert "lines" not in record and read.lines() == [tuple(game.moves)]


OPS = ["play"] * 3 + ["branch", "undo"] * 2 + ["redo", "goto", "promote", "delete", "note"]


@pytest.mark.parametrize(("game_id", "players"), CASES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_exploration_keeps_every_line_and_round_trips(
    game_id: str, players: int, data: Any
) -> None:
    seed = data.draw(st.integers(0, 10_000), label="seed")
    game = get_game(game_id).new(seed, players, None)
    rng = random.Random(seed)
    model = Position()
    for op in data.draw(st.lists(st.sampled_from(OPS), min_size=6, max_size=24), label="ops"):
        here = tuple(game.moves)
        if op in ("play", "branch") and not game.is_over:
            if op == "branch":
                taken = {n.move for n in game.variations()}
                fresh = [m for m in game.legal_notations() if m not in taken]
                move = rng.choice(fresh or game.legal_notations())
            else:
                move = rng.choice(game.legal_notations())
            node = model.at(here)
            if move not in dict(node.children):
                node.children.append((move, Position()))
            game.play(move)
            assert tuple(game.moves) == (*here, move)
        elif op == "undo" and here:
            for _ in range(data.draw(st.integers(1, len(here)), label="undos")):
                game.undo()
        elif op == "redo" and game.can_redo:
            nxt = game.line[len(here)]
            game.redo()
            assert tuple(game.moves) == (*here, nxt)
        elif op in ("goto", "promote", "delete", "note"):
            line = data.draw(st.sampled_from(game.lines()), label="line")
            target = line[: data.draw(st.integers(0, len(line)), label="ply")]
            if op == "goto":
                game.goto(Node(target))
                assert tuple(game.moves) == target
            elif op == "promote":
                game.promote(target)
                for i, move in enumerate(target):
                    node = model.at(target[:i])
                    node.children.sort(key=lambda c: c[0] != move)  # (stable)
                assert game.lines()[0][: len(target)] == target
            elif op == "delete" and target:
                game.delete(target)
                parent = model.at(target[:-1])
                parent.children = [c for c in parent.children if c[0] != target[-1]]
                assert tuple(game.moves[: len(target)]) != target
            elif op == "note" and target:
                comment = data.draw(st.sampled_from(["", "Gut so.", "なぜ？", "x" * 40]))
                glyph = data.draw(st.sampled_from(["", *GLYPHS]))
                note = game.annotate(target, comment=comment, glyph=glyph)
                assert note == Note(comment, glyph or None) == game.annotation(target)
                model.at(target).note = note
        check(game, model)
    event(f"{min(len(game.lines()), 3)} lines (3: or more)")
    event("notes" if game.annotations() else "no notes")


# -- the API, one behaviour at a time --------------------------------------------------
def six(seed: int = 3) -> LoneWolves:
    game = LoneWolves(seed=seed)
    play_random(game, 6, random.Random(seed))
    return game


def test_a_move_where_the_line_goes_on_follows_it_or_starts_a_side_line() -> None:
    game = six()
    main = game.moves
    game.undo()
    game.undo()
    assert game.can_redo and game.redo_players == (game.to_move, *game.redo_players[1:])
    game.play(main[4])  # the line's next move: followed, as redo does
    assert game.can_redo and game.line == tuple(main)
    game.undo()
    other = next(m for m in game.legal_notations() if m != main[4])
    kinds: list[str] = []
    game.add_listener(kinds.append)
    game.play(other)
    assert not game.can_redo and game.moves == [*main[:4], other]
    assert game.lines() == [tuple(main), (*main[:4], other)]  # the old line kept, main
    assert [n.move for n in game.variations(main[:4])] == [main[4], other]
    game.undo()
    game.play(main[4])  # the side line's sibling: followed, not a third line
    assert len(game.lines()) == 2 and game.line == tuple(main)
    game.goto(Node((*main[:4], other)))
    game.promote(game.node)
    assert game.lines() == [(*main[:4], other), tuple(main)]
    game.delete(main[:5])
    assert game.lines() == [(*main[:4], other)] and not game.has_variations
    assert kinds == ["play", "undo", "play", "goto", "tree", "tree"]


def test_goto_keeps_the_current_line_when_the_position_is_on_it() -> None:
    game = six()
    line = tuple(game.moves)
    game.goto(line[:2])
    assert game.line == line and game.redo_players and game.moves == list(line[:2])
    with pytest.raises(KeyError, match="no move"):
        game.goto((*line[:2], "take 99"))
    game.goto(())
    assert game.moves == [] and game.line == line


def test_deleting_the_position_goes_to_the_one_before() -> None:
    game = six()
    line = game.moves
    game.goto(line[:4])
    game.delete(line[:3])
    assert game.moves == line[:2] and game.lines() == [tuple(line[:2])]
    again = blank(game)
    again.play_all(line[:2])
    assert same_position(game, again)
    with pytest.raises(ValueError, match="start"):
        game.delete(())


def test_notes_are_bounded_and_their_glyphs_known() -> None:
    game = six()
    with pytest.raises(ValueError, match="glyph"):
        game.annotate(glyph="!!!")
    with pytest.raises(ValueError, match=f"at most {MAX_COMMENT}"):
        game.annotate(comment="x" * (MAX_COMMENT + 1))
    with pytest.raises(ValueError, match="start"):
        game.annotate((), glyph="!")
    game.annotate(comment="Ein guter Zug.", glyph="!!")
    assert game.annotate(glyph="") == Note("Ein guter Zug.", None)
    assert game.annotate(comment="") == Note() == game.annotation()
    assert not game.has_variations


def test_undo_and_redo_keep_their_values_and_a_board_its_checks() -> None:
    """What boards rely on: undo returns the notation, redo the events, and a step back
    to a position with a line after it says who decides there and what redo replays."""
    game = six()
    main = game.moves
    assert game.undo() == main[-1]
    events = game.redo()
    assert isinstance(events, list) and game.moves == main
    for _ in range(3):
        game.undo()
    assert game.to_move == game.redo_players[0] and not game.is_over
    assert game._redo == main[3:][::-1]
    assert isinstance(game.redo_reveals(0), bool)


# -- records ---------------------------------------------------------------------------
def explored(seed: int = 5) -> LoneWolves:
    game = six(seed)
    main = game.moves
    game.annotate(main[:1], comment="Lead low.", glyph="!?")
    game.goto(main[:3])
    game.play(next(m for m in game.legal_notations() if m != main[3]))
    game.play(game.legal_notations()[0])
    game.annotate(glyph="?")
    game.goto(main[:5])
    return game


def test_a_game_without_variations_is_written_as_before() -> None:
    """The same version and the same bytes as the writer of the first version, also
    after steps back (the moves to the position, as before)."""
    from wolfpack.lone_wolves.record import record_json

    game = six()
    for _ in range(2):
        before = record_json(game.variant, game.components, game.setup, list(game.moves))
        assert json.dumps(game.to_record()) == json.dumps(before)
        assert before["format"] == "lone-wolves-record/1"
        game.undo()


@pytest.mark.parametrize(
    "path",
    sorted((ROOT / "examples" / "puzzles").glob("*.lwr.json"))
    + sorted((ROOT / "src" / "wolfpack").glob("*/positions/*.json")),
    ids=lambda p: p.name,
)
def test_the_shipped_records_still_read_and_are_written_the_same(
    path: Path, tmp_path: Path
) -> None:
    text = path.read_text("utf-8")
    game = load_record(path)
    assert game.to_record() == json.loads(text)
    if path.suffix == ".json" and path.name.endswith(".lwr.json"):
        game.save(tmp_path / "again.json")  # (the puzzles were saved by Game.save)
        assert (tmp_path / "again.json").read_text("utf-8") == text


def test_the_records_of_the_shipped_and_test_lessons_still_read() -> None:
    files = [p for g in ("lone-wolves", "the-wolves", "triqueta") for p in shipped_files(g)]
    files += sorted((ROOT / "tests" / "widget" / "lessons").glob("*.json"))
    read = 0
    for path in files:
        record = json.loads(path.read_text("utf-8")).get("record")
        if isinstance(record, dict):
            assert load_record(record).to_record()["format"] == record["format"]
            read += 1
    assert read >= 10


def test_a_record_with_variations_names_its_game_and_version() -> None:
    game = explored()
    record = game.to_record()
    assert record["game"] == "lone-wolves" and record["format"] == "lone-wolves-record/2"
    assert tree_format("the-wolves-record/1") == "the-wolves-record/2"
    assert record["moves"] == game.moves and record["lines"][0]["moves"] == list(game.lines()[0])
    side = record["lines"][1]
    assert side["from"] == 0 and side["at"] == 3 and side["notes"] == [{"at": 4, "glyph": "?"}]
    assert record["lines"][0]["notes"] == [{"at": 0, "glyph": "!?", "comment": "Lead low."}]
    read = load_record(json.dumps(record))
    assert read.moves == game.moves and read.line == game.line  # the position, its line
    # The moves-less copy (as replay pages and `wolfpack replay` make) is the start.
    start = load_record({**record, "moves": []})
    assert start.moves == [] and start.lines() == game.lines()


BAD: list[tuple[str, Any, str]] = [
    ("an illegal side move", ("lines", 1, "moves", 1, "take 7"), "lines[1].moves"),
    ("an unknown glyph", ("lines", 0, "notes", 0, "glyph", "!!!"), "lines[0].notes[0].glyph"),
    (
        "a long comment",
        ("lines", 0, "notes", 0, "comment", "x" * 2001),
        "lines[0].notes[0].comment",
    ),
    ("a note off its line", ("lines", 1, "notes", 0, "at", 1), "lines[1].notes[0].at"),
    ("a line from a later one", ("lines", 1, "from", 1), "lines[1].from"),
    ("a line leaving too late", ("lines", 1, "at", 6), "lines[1].at"),
    ("an unknown field", ("lines", 1, "glyph", "!"), "lines[1].glyph"),
    ("no main line", ("lines", []), "lines"),
]


@pytest.mark.parametrize(("name", "change", "where"), BAD, ids=[b[0] for b in BAD])
def test_a_bad_line_or_note_is_refused_naming_its_field(
    name: str, change: tuple[Any, ...], where: str
) -> None:
    record = copy.deepcopy(explored().to_record())
    *path, key, value = change
    here: Any = record
    for k in path:
        here = here[k]
    here[key] = value
    with pytest.raises((RecordError, RecordMoveError)) as e:
        LoneWolves.from_record(record)
    err = e.value
    if isinstance(err, RecordMoveError):
        assert f"{err.field}[{err.step}]" == "lines[1].moves[1]" and err.rule
        assert str(err).startswith("lines[1].moves[1] ")
    else:
        assert isinstance(err, RecordError) and err.field == where


def test_a_side_line_beginning_as_its_line_goes_on_is_refused() -> None:
    record = explored().to_record()
    record["lines"][1]["moves"][0] = record["lines"][0]["moves"][3]
    with pytest.raises(RecordError) as e:
        LoneWolves.from_record(record)
    assert e.value.field == "lines[1].moves[0]" and "another move" in e.value.message


def test_lines_in_a_first_version_are_refused() -> None:
    record = explored().to_record()
    record["format"] = "lone-wolves-record/1"
    with pytest.raises(RecordError) as e:
        LoneWolves.from_record(record)
    assert e.value.field == "lines"
