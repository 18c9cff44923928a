"""Components and setup: TQ-C1..TQ-C3, TQ-S1..TQ-S3."""

from __future__ import annotations

from collections import Counter

import pytest

from wolfpack.core.errors import RecordError
from wolfpack.triqueta import Components, Config, Triqueta
from wolfpack.triqueta.components import (
    ANIMALS,
    SET_VALUES,
    START_MARKER_POINTS,
    TILE_BY_CODE,
    TILE_CODES,
    TREE_POINTS,
    back,
    light_tiles,
    shadow_tiles,
)
from wolfpack.triqueta.scoring import player_score


def test_tq_c1_sixty_light_tiles_ten_of_each_animal_with_values() -> None:
    light = light_tiles()
    assert len(light) == 60
    counts = Counter(TILE_CODES[t] for t in light)
    assert counts == {a: 10 for a in ("hare", "owl", "deer", "boar", "ram", "bear")}
    assert dict(zip(ANIMALS, SET_VALUES, strict=True)) == {
        "hare": 5,
        "owl": 6,
        "deer": 7,
        "boar": 8,
        "ram": 9,
        "bear": 10,
        "wolf": 11,
    }
    assert all(back(t) == "light" for t in light)


def test_tq_c2_fifteen_shadow_tiles_nine_wolves_worth_eleven() -> None:
    shadow = shadow_tiles()
    assert len(shadow) == 15
    counts = Counter(TILE_CODES[t] for t in shadow)
    assert counts["shadow-wolf"] == 9
    for animal in ("hare", "owl", "deer", "boar", "ram", "bear"):
        assert counts[f"shadow-{animal}"] == 1
    assert all(back(t) == "shadow" for t in shadow)
    wolves = [TILE_BY_CODE["shadow-wolf"]] * 3
    assert player_score(0, wolves, 0, False).total == 11
    # there is no light wolf
    assert "wolf" not in TILE_BY_CODE


def test_tq_c3_trees_and_start_marker_are_one_point_each() -> None:
    assert TREE_POINTS == 1 and START_MARKER_POINTS == 1
    assert player_score(0, [], 3, True).total == 4
    g = Triqueta(players=3, seed=1)
    v = g.view()
    assert [t["tree"] for t in v["towers"]] == [False, True, True, True]
    assert len(v["rows"]) == 3  # one row (marker) per player


@pytest.mark.parametrize("hidden", [False, True])
def test_tq_s1_four_towers_of_five_stacks(hidden: bool) -> None:
    g = Triqueta(players=4, hidden_wolves=hidden, seed=11)
    setup = g.setup
    assert len(setup.towers) == 4
    everything: list[int] = []
    for t, tower in enumerate(setup.towers):
        assert len(tower) == 5
        for stack in tower:
            lights = [x for x in stack if back(x) == "light"]
            shadows = [x for x in stack if back(x) == "shadow"]
            assert len(lights) == 3
            if hidden and t > 0:
                # one shadow tile, at the bottom of the stack
                assert len(shadows) == 1 and back(stack[0]) == "shadow"
            else:
                assert not shadows
            everything.extend(stack)
        expected = 20 if hidden and t > 0 else 15
        assert g.state.tower_size(t) == expected
    assert len(everything) == (75 if hidden else 60)
    assert Counter(everything) == Counter(light_tiles() + (shadow_tiles() if hidden else []))


def test_tq_s1_the_seed_deals_the_same_towers() -> None:
    a = Triqueta(players=3, hidden_wolves=True, seed=5)
    b = Triqueta(players=3, hidden_wolves=True, seed=5)
    c = Triqueta(players=3, hidden_wolves=True, seed=6)
    assert a.setup == b.setup
    assert a.setup != c.setup


@pytest.mark.parametrize("hidden", [False, True])
def test_tq_s2_first_tower_has_no_tree_and_no_shadow(hidden: bool) -> None:
    g = Triqueta(players=3, hidden_wolves=hidden, seed=2)
    first = g.setup.first_tower
    assert g.setup.trees.count(False) == 1 and not g.setup.trees[first]
    assert g.state.tower == first
    assert all(back(x) == "light" for stack in g.setup.towers[first] for x in stack)
    assert g.view()["current_tower"] == first
    assert g.setup_explained().cites("TQ-S2")


def test_tq_s3_one_row_per_player_and_a_start_player() -> None:
    starts = set()
    for n in range(2, 6):
        for seed in range(12):
            g = Triqueta(players=n, seed=seed)
            assert len(g.state.rows) == n and all(g.state.row_open)
            assert g.to_move == g.setup.start == g.state.start
            starts.add(g.setup.start)
    assert starts == {0, 1, 2, 3, 4}  # the start player is drawn
    g = Triqueta(players=5, seed=1, start=3)
    assert g.to_move == 3 and g.view()["seats"][3]["start_marker"]
    with pytest.raises(ValueError):
        Triqueta(players=3, seed=1, start=3)


def test_tq_s3_player_counts_two_to_five() -> None:
    for bad in (1, 6):
        with pytest.raises(RecordError):
            Triqueta(players=bad)


def test_tq_t2_components_validate() -> None:
    assert Components().row_limit is None
    with pytest.raises(RecordError):
        Components(row_limit=0)
    with pytest.raises(RecordError):
        Components(final_start_marker="sometimes")
    assert Config.make(2, True).two_player_variant
    assert not Config.make(2, False).two_player_variant
    assert not Config.make(2, True, False).two_player_variant
    with pytest.raises(RecordError):
        Config.make(3, True, True)
    with pytest.raises(RecordError):
        Config.make(2, False, True)
