"""The compact legal-move table: exactly the moves and explanations, in far fewer bytes."""

from __future__ import annotations

import json
import random

import pytest

from wolfpack import LoneWolves
from wolfpack.lone_wolves.components import TERRITORIES
from wolfpack.widget import LoneWolvesBoard
from wolfpack.widget.codec import encode
from wolfpack.widget.lw_legal import compact_moves, expand_moves


def size(x: object) -> int:
    return len(json.dumps(x, separators=(",", ":")))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_table_expands_to_every_legal_move_and_its_explanation(seed: int) -> None:
    game = LoneWolves(seed=seed)
    board = LoneWolvesBoard(game)
    rng = random.Random(seed)
    while not game.is_over:
        full = {m.notation: encode(m.explanation) for m in game.legal_moves()}
        assert board.synced_moves == full
        table = compact_moves(full, TERRITORIES)
        assert expand_moves(table, TERRITORIES) == full
        if len(full) > 10:
            assert size(table) < size(full) / 2
        game.play(rng.choice(game.legal_moves()))


def test_the_first_lead_is_a_small_table() -> None:
    board = LoneWolvesBoard(LoneWolves(seed=7, leader=0))
    legal = board.legal
    assert len(board.synced_moves) == 65 and legal["moves"] == {}
    assert set(legal["plays"]["cards"]) == {m.split()[1] for m in board.synced_moves}
    assert all(len(row) == 5 for row in legal["plays"]["cards"].values())
    assert size(legal) < 1_000


def test_a_play_that_does_not_name_its_card_and_territory_is_sent_as_it_is() -> None:
    moves = {
        "play k4 cave": ["lw.why.lead", {"card": "k4", "territory": "cave", "count": 0}],
        "play k5 cave": ["lw.why.odd", {"card": "k9", "territory": "cave"}],
        "play k6 swamp": ["lw.why.odd"],
        "take 1": ["lw.why.take", {"index": 1}],
    }
    table = compact_moves(moves, TERRITORIES)
    assert set(table["moves"]) == {"play k5 cave", "play k6 swamp", "take 1"}
    assert table["plays"] == {
        "forms": [["lw.why.lead", {"count": 0}]],
        "cards": {"k4": [0, -1, -1, -1, -1]},
    }
    assert expand_moves(table, TERRITORIES) == moves
    assert "plays" not in compact_moves({"take 1": moves["take 1"]}, TERRITORIES)
