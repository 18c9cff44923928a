"""LW-S1..LW-S5: the deal (seeded, reproducible) and the position before the first trick."""

from __future__ import annotations

from collections import Counter

import pytest
from lw_positions import HANDS_A, make_game, rulebook_game

from wolfpack.lone_wolves import LoneWolves
from wolfpack.lone_wolves.components import EFFECTS

SEEDS = range(12)


@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_lw_s1_scars_fill_every_space_face_up_space_first_rest_unused(variant: str) -> None:
    layouts = set()
    for seed in SEEDS:
        game = LoneWolves(seed=seed, variant=variant)
        setup = game.setup
        n_spaces = [len(spaces) for spaces in setup.scars]
        assert n_spaces == ([3, 3, 4, 3, 3] if variant == "advanced" else [3, 3, 3, 3, 3])
        for spaces in setup.scars:
            assert [up for _, up in spaces] == [True] + [False] * (len(spaces) - 1)
        assert len(setup.unused_scars) == (2 if variant == "advanced" else 3)
        allscars = [e for spaces in setup.scars for e, _ in spaces] + list(setup.unused_scars)
        assert Counter(allscars) == {e: 2 for e in range(len(EFFECTS))}
        # The view agrees: every space is filled, one face up per territory, nothing empty.
        for terr in game.view(None)["territories"]:
            states = [s["state"] for s in terr["scars"]]
            assert states.count("face_up") == 1 and "empty" not in states
            assert terr["scars_left"] == len(states)
        layouts.add(setup.scars)
    assert len(layouts) == len(SEEDS), "the scars are shuffled"


def test_lw_s2_one_honor_token_per_territory_random_side_up() -> None:
    sides = Counter()
    orders = set()
    for seed in SEEDS:
        game = LoneWolves(seed=seed)
        tokens = [tok for tok, _ in game.setup.honor]
        assert sorted(tokens) == [0, 1, 2, 3, 4]
        orders.add(tuple(tokens))
        for terr, (tok, side) in zip(game.view(1)["territories"], game.setup.honor, strict=True):
            assert side in (0, 1)
            sides[side] += 1
            front, back = ((2, 5), (3, 6), (4, 7), (5, 3), (6, 4))[tok]
            assert terr["honor"] == {
                "token": [front, back],
                "side": side,
                "value": back if side else front,
            }
    assert sides[0] > 0 and sides[1] > 0
    assert len(orders) > 1, "the tokens are shuffled"


def test_lw_s3_moons_beside_the_board_and_no_trump() -> None:
    game = rulebook_game(1)
    view = game.view(0)
    assert (view["moon"], view["blood_moon"], view["trump"]) == (None, None, None)
    assert all(t["moon"] is None for t in view["territories"])
    # Without trump the led suit wins, even the Green 2 against any off-suit card.
    game.play("play g2 desert")
    for move in game.legal_moves():
        notes = [n.key for n in move.explanation.notes]
        assert "lw.note.trump" not in notes
        assert "lw.note.would_lose" in notes, move.notation
    assert len(game.legal_moves()) == 12 * 5


def test_lw_s4_thirteen_cards_each_four_unseen_in_the_box_reproducible() -> None:
    first = LoneWolves(seed=42)
    again = LoneWolves(seed=42)
    other = LoneWolves(seed=43)
    assert first.setup == again.setup
    assert first.state == again.state
    assert first.setup.hands != other.setup.hands
    view = first.view(0)
    assert [h["count"] for h in view["hands"]] == [13, 13]
    assert view["box"] == {"count": 4, "cards": None}
    assert len(first.legal_moves()) == 13 * 5


def test_lw_s5_the_chosen_player_leads_the_first_trick() -> None:
    for leader in (0, 1):
        game = LoneWolves(seed=5, leader=leader)
        assert game.to_move == leader
        assert game.setup.leader == leader
        assert game.view(None)["leader"] == leader
        assert game.to_record()["setup"]["leader"] == leader
        assert {m.player for m in game.legal_moves()} == {leader}
    leaders = {LoneWolves(seed=s).to_move for s in SEEDS}
    assert leaders == {0, 1}, "without a choice the first leader is drawn"
    staged = make_game(HANDS_A, leader=1)
    assert staged.to_move == 1
    assert staged.legal_moves()[0].explanation.key == "lw.why.lead"
