"""A Triqueta board gives each viewer only what they may see (TQ-H1..TQ-H3): no tower face
in any view, no other player's face-down, shadow or drawn tile in a player view, and a log
whose every step is narrated for its reader (issue 18)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from wolfpack.bots import RandomBot
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.board import TriquetaBoard
from wolfpack.triqueta.components import TILE_CODES
from wolfpack.widget.codec import decode
from wolfpack.widget.conformance import Recorder


def notes(encoded: list[Any]) -> list[str]:
    """The message ids of an encoded explanation's notes."""
    return [n[0] for n in encoded[2]] if len(encoded) > 2 and encoded[2] else []


HIDDEN_WHY = ("tq.why.keep", "tq.why.box", "tq.why.count")
"""Explanations only the deciding player reads: they name a hidden tile."""
HIDDEN_NOTES = ("tq.note.score", "tq.note.other_differs")
"""Notes only the deciding player reads: a score with hidden tiles, the other drawn tile."""


@pytest.mark.rules("TQ-H1", "TQ-H2", "TQ-H3")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_player_view_never_syncs_hidden_tiles(players: int) -> None:
    game = Triqueta(players, seed=players)
    board = TriquetaBoard(game, perspective=0)
    rec = Recorder(board)
    bots = [RandomBot(players * 10 + p) for p in range(players)]
    while not game.is_over:
        view = board.view
        for tower in view["towers"]:  # backs only, as letters
            assert all(set(stack) <= {"L", "S"} for stack in tower["stacks"])
        for seat in view["seats"][1:]:
            assert seat["face_down"]["tiles"] is None
            assert seat["shadow"]["tiles"] is None
            assert seat["score"] is None
        if view["pending"] and view["pending"]["player"] != 0:
            assert all(t["tile"] is None for t in view["pending"]["tiles"])
        assert view["box"]["tiles"] is None and view["leftover"]["tiles"] is None
        assert board.nav["seed"] is None
        if game.to_move != 0:
            assert set(board.legal) == {"player", "waiting"}
            assert board.view["choices"] is None
        game.play(bots[game.to_move].choose(game))
    # The log this view received never names a tile kept, shadowed or boxed by another.
    for m in rec.messages:
        for step in m.get("log", {}).get("steps", []):
            if step["p"] != 0 and step["w"]:
                assert step["w"][0] not in HIDDEN_WHY
                assert not set(notes(step["w"])) & set(HIDDEN_NOTES)


@pytest.mark.rules("TQ-H1")
def test_no_view_ever_shows_a_tower_face() -> None:
    game = Triqueta(4, seed=2)
    board = TriquetaBoard(game)  # the open teaching view
    codes = set(TILE_CODES.values())
    for _ in range(20):
        for part in (board.view_parts[f"tower.{t}"] for t in range(4)):
            text = json.dumps(part)
            assert not any(f'"{code}"' in text for code in codes)
        game.play(game.legal_moves()[0])


@pytest.mark.rules("TQ-H2")
def test_who_kept_a_tile_reads_its_animal_and_the_others_read_a_tile_kept() -> None:
    game = Triqueta(3, seed=5, start=0)
    game.play("draw 0")
    game.play("keep")
    kept = TILE_CODES[game.state.down[0][0]]
    own = TriquetaBoard(game, perspective=0).log_entries()[-1]
    other = TriquetaBoard(game, perspective=1).log_entries()[-1]
    open_view = TriquetaBoard(game).log_entries()[-1]
    assert own["w"][0] == "tq.why.keep" and own["w"][1]["tile"] == kept
    assert open_view == own
    assert other["w"][0] == "tq.told.keep"
    assert decode(other["w"]).text("en").startswith("Player 1 keeps the drawn light tile face down")
    assert kept not in json.dumps(other)
    assert other["e"] == own["e"]  # the events are public
    assert own["d"][0] == "tq.move.keep" and other["d"] == ["tq.move.keep_hidden"]


@pytest.mark.rules("TQ-T1", "TQ-H2", "TQ-H3")
def test_every_decision_reads_in_words_in_every_view() -> None:
    """The log names no decision by its notation (which counts rows from 0): the others
    read a public decision as its player does, and a hidden one without its tile."""
    rng = random.Random(4)
    for game in (Triqueta(2, seed=9), Triqueta(4, seed=2, hidden_wolves=True)):
        while not game.is_over:
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
        full = TriquetaBoard(game).log_entries()
        for p, log in enumerate(_running(game)):
            for step, entry, whole in zip(game.steps, log, full, strict=True):
                assert "d" in entry, (p, step.notation)
                kind = step.notation.split()[0]
                if step.player != p and kind in ("keep", "box", "count"):
                    assert entry["d"] == [f"tq.move.{kind}_hidden"]
                else:
                    assert entry["d"] == whole["d"]


def _running(game: Triqueta) -> list[dict[str, Any]]:
    return [TriquetaBoard(game, perspective=p).log_entries() for p in range(game.players)]


@pytest.mark.rules("TQ-H2", "TQ-H3")
def test_the_box_the_count_and_a_taken_row_are_narrated_without_hidden_tiles() -> None:
    rng = random.Random(3)
    game = Triqueta(2, seed=9)  # the 2-player variant: the box
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    logs = _running(game)
    full = TriquetaBoard(game).log_entries()
    for p, log in enumerate(logs):
        for step, entry, whole in zip(game.steps, log, full, strict=True):
            if step.player == p:
                assert entry == whole  # their own decisions: everything
                continue
            if not entry["w"]:
                continue  # the mover's own sentence is not shown to the others
            assert entry["w"][0] not in HIDDEN_WHY
            assert not set(notes(entry["w"])) & set(HIDDEN_NOTES)
    told = {e["w"][0] for log in logs for e in log if e["w"]}
    assert {"tq.told.box", "tq.told.count"} <= told


def test_the_catalog_is_sent_once_and_updates_stay_small() -> None:
    game = Triqueta(4, seed=1)
    board = TriquetaBoard(game, perspective=None)
    rec = Recorder(board)
    sizes = []
    trees: list[tuple[int, int]] = []
    while not game.is_over:
        start = len(rec.updates)
        path = next(iter(game.element_paths().values()))
        rec.intent(cmd="move", path=list(path))
        updates = rec.updates[start:]
        assert len(updates) == 1
        state = dict(updates[0]["state"])
        assert "catalog" not in state
        tree = state.pop("tree", None)  # (measured apart: synced whole when it changes)
        sizes.append(len(json.dumps(state, separators=(",", ":"))))
        if tree is not None:
            moves = sum(len(line["moves"]) for line in tree["lines"])
            trees.append((len(json.dumps(tree, separators=(",", ":"))), moves))
    sizes.sort()
    assert sizes[int(0.95 * len(sizes))] < 8_000, sizes[-5:]
    assert trees and all(size < 60 + 160 * max(moves, 1) for size, moves in trees), trees
