"""Component data, its loading and validation, and the hex geometry (TW-C1..TW-C5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tw_helpers import clear, find, placed, play, put, show, turn_of

from wolfpack.core.errors import RecordError
from wolfpack.the_wolves import TheWolves, default_data, load_data
from wolfpack.the_wolves.components import CHASM, TERRAINS, WATER
from wolfpack.the_wolves.hexmap import FAR, START, geometry, hex_distance
from wolfpack.the_wolves.state import WOLF

SPEC_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "specs" / "the-wolves-data.json"


def test_shipped_data_has_the_spec_values() -> None:
    shipped = default_data()
    if SPEC_DATA.exists():
        spec = json.loads(SPEC_DATA.read_text(encoding="utf-8"))
        for key, value in spec.items():
            assert shipped[key] == value, key
    assert load_data().is_default


@pytest.mark.rules("TW-C1")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_tw_c1_five_terrains_and_impassable_water_and_chasm(players: int) -> None:
    g = TheWolves(players=players, seed=players)
    s = g.state
    geo = s.geo
    land = [h for h in range(geo.size) if geo.passable[h]]
    assert {s.board.terrain[h] for h in land} == set(range(5))
    blocked = [h for h in range(geo.size) if not geo.passable[h]]
    assert {s.board.terrain[h] for h in blocked} <= {WATER, CHASM}
    assert sum(1 for h in blocked if s.board.terrain[h] == WATER) == geo.regions
    assert (CHASM in {s.board.terrain[h] for h in blocked}) == (players > 2)
    # Every land hex can reach every other one, never through water or the chasm.
    for h in land:
        assert all(geo.steps(h, d) < FAR for d in land)
        assert all(geo.steps(h, b) == FAR for b in blocked)


def test_tw_c1_paths_go_around_water() -> None:
    g = TheWolves(players=3, seed=4)
    geo = g.state.geo
    w = geo.water[0]
    ring = [n for n in geo.neighbours[w] if geo.passable[n]]
    # Opposite neighbours of a water hex are 2 apart as the crow flies, 3 steps on foot.
    wx, wy = geo.coords[w]
    pairs = [
        (a, b)
        for a in ring
        for b in ring
        if geo.coords[a][0] - wx == wx - geo.coords[b][0]
        and geo.coords[a][1] - wy == wy - geo.coords[b][1]
    ]
    assert len(pairs) == 6
    assert all(geo.distance(a, b) == 2 for a, b in pairs)
    assert all(geo.steps(a, b) == 3 for a, b in pairs)


def test_hex_distance_formula_and_neighbours() -> None:
    assert hex_distance((0, 0), (1, 1)) == 1
    assert hex_distance((0, 0), (1, -1)) == 2
    assert hex_distance((3, 4), (0, 0)) == 4
    geo = geometry(load_data().rules(5))
    for h in range(geo.size):
        for n in geo.neighbours[h]:
            assert geo.distance(h, n) == 1
        assert len(geo.neighbours[h]) <= 6


@pytest.mark.rules("TW-C3")
@pytest.mark.parametrize(
    ("players", "regions", "hexes"), [(2, 5, 80), (3, 6, 112), (4, 8, 144), (5, 10, 176)]
)
def test_tw_c3_region_tiles(players: int, regions: int, hexes: int) -> None:
    g = TheWolves(players=players, seed=11)
    s = g.state
    geo = s.geo
    assert geo.size == hexes and geo.regions == regions
    for r in range(regions):
        cells = geo.region_hexes[r]
        assert len(cells) == 16
        assert s.board.terrain[geo.water[r]] == WATER
        land = [s.board.terrain[h] for h in cells if h != geo.water[r]]
        assert sorted(land) == sorted(list(range(5)) * 3)
        assert sum(s.lone[h] for h in cells) == 2
        assert sum(1 for h in cells if s.prey[h]) == 1
        # the water source sits in the middle: all six neighbours are of the same tile
        assert all(geo.region[n] == r for n in geo.neighbours[geo.water[r]])
    start = [h for h in range(geo.size) if geo.region[h] == START]
    assert len(start) == (0 if players == 2 else 16)


@pytest.mark.rules("TW-C2")
def test_tw_c2_the_player_board() -> None:
    g = placed(4, seed=2)
    s = g.state
    rules = s.rules
    assert rules.deploy == (1, 1, 0, 1, 1, 0, 1, 1)  # pack, pack, alpha, pack, pack, alpha, ...
    assert rules.dens_per_track == 4 and rules.lairs == 4
    for p in range(4):
        wolves = [(h, q & 3) for h, pcs in enumerate(s.pcs) for q in pcs if q >> 2 == p]
        assert sorted(k for _, k in wolves) == [0, 0, 1, 1]
        board = g.view()["boards"][p]
        assert board["wolves"]["left"] == 8 and board["dens_left"] == 12
        assert board["lairs"]["left"] == 4
        assert len(board["tiles"]) == 6 and board["tiles"][0]["shows"] == board["home"]
        assert board["prey"] == []
    # the five cycle tiles run through the terrains in a cycle
    assert [TERRAINS[a] + ">" + TERRAINS[b] for a, b in rules.cycle] == [
        "forest>rock",
        "rock>grass",
        "grass>tundra",
        "tundra>desert",
        "desert>forest",
    ]


@pytest.mark.rules("TW-C4")
def test_tw_c4_moon_calendar_takes_removed_pieces_in_date_order() -> None:
    g = TheWolves(players=3, seed=5)
    rules = g.state.rules
    assert rules.calendar_dates == 30
    assert {n: load_data().rules(n).dates for n in (2, 3, 4, 5)} == {
        2: (7, 13, 18),
        3: (9, 17, 22),
        4: (11, 20, 26),
        5: (13, 23, 30),
    }
    g = placed(3, seed=5, homes=("tundra", "grass", "rock"))
    clear(g)
    s = g.state
    lone = [h for h in range(s.geo.size) if s.lone[h]]
    a = lone[0]
    near = find(
        g,
        lambda h: (
            s.geo.distance(h, a) == 1 and s.geo.passable[h] and not s.lone[h] and not s.prey[h]
        ),
    )
    put(g, near, 0, "alpha")
    s.bterr[0] = 2
    turn_of(g, 0)
    events = play(g, "howl", f"at {s.geo.name(a)}", "pay bonus bonus")
    assert any("date 1 of the moon calendar" in e for e in events)
    assert s.calendar == [-1]
    view = g.view(1)["calendar"]
    assert view["dates"] == [{"date": 1, "piece": "lone", "owner": None}]
    assert view["scoring_dates"] == {"crescent": 9, "half": 17, "full": 22}


@pytest.mark.rules("TW-C5")
def test_tw_c5_bonus_terrain_token_pays_any_terrain() -> None:
    g = placed(3, seed=6, homes=("grass", "rock", "forest"))
    s = g.state
    show(g, 0, "desert", 0)
    turn_of(g, 0)
    g.play("move")
    assert not g.is_legal("to desert")
    assert "TW-T1" in g.explain("to desert").rules
    s.bterr[0] = 1
    assert g.is_legal("to desert")
    g.play("to desert")
    assert g.legal_notations() == ["pay bonus"]
    g.play("pay bonus")
    assert s.bterr[0] == 0


@pytest.mark.rules("TW-C5", "TW-T1")
def test_tw_c5_bonus_action_token_adds_an_action_and_can_be_kept() -> None:
    g = placed(3, seed=6, homes=("grass", "rock", "forest"))
    s = g.state
    s.bact[0] = 1
    turn_of(g, 0)
    for _ in range(2):
        g.play("move")
        g.play(g.legal_notations()[0])  # a terrain
        g.play(g.legal_notations()[0])  # a payment
        g.play(next(m for m in g.legal_notations() if m != "done"))
        if s.phase == WOLF:
            g.play("done")
    assert s.player == 0 and s.actions_left == 0
    assert "end" in g.legal_notations()
    assert g.explain("end").cites("TW-C5")
    move = next(m for m in g.legal_moves() if m.notation == "move")
    assert move.explanation.cites("TW-C5")  # spends the token
    g.play("end")
    assert s.player == 1 and s.bact[0] == 1  # kept for later


def test_custom_data_replaces_values_and_is_recorded(tmp_path: Path) -> None:
    g = TheWolves(
        players=3,
        seed=1,
        data={"action_costs": {"move": 1, "den": 1, "lair": 2, "howl": 2, "dominate": 3}},
    )
    assert g.state.rules.costs == (1, 1, 2, 2, 3)
    assert not g.data.is_default
    rec = g.to_record()
    assert rec["data"]["action_costs"]["den"] == 1
    again = TheWolves.from_record(rec)
    assert again.state.rules.costs == (1, 1, 2, 2, 3)
    path = tmp_path / "data.json"
    full = default_data()
    full["moon_calendar_scoring_dates"]["3"] = [5, 10, 15]
    path.write_text(json.dumps(full), encoding="utf-8")
    g2 = TheWolves(players=3, seed=1, data=str(path))
    assert g2.state.rules.dates == (5, 10, 15)
    assert TheWolves(players=3, seed=1, data=default_data()).data.is_default


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"terrains": ["forest", "rock", "grass", "tundra", "swamp"]}, "terrains[4]"),
        ({"action_costs": {"move": 1, "den": 2, "lair": 2, "howl": 2}}, "action_costs.dominate"),
        (
            {"action_costs": {"move": 0, "den": 2, "lair": 2, "howl": 2, "dominate": 3}},
            "action_costs.move",
        ),
        (
            {
                "moon_calendar_scoring_dates": {
                    "2": [7, 13, 18],
                    "3": [9, 22, 17],
                    "4": [11, 20, 26],
                    "5": [13, 23, 30],
                }
            },
            "moon_calendar_scoring_dates.3",
        ),
        ({"tile_hex_group": [0] * 16}, "tile_special.water_hex_index"),
        (
            {"region_scoring_token_values": {"crescent": [4, 2], "half": [6], "full": [8, 4]}},
            "region_scoring_token_values.half",
        ),
        (
            {"prey_by_player_count": {"2": {"tokens_per_region": 1, "types": ["hare"]}}},
            "prey_by_player_count.2.types",
        ),
    ],
)
def test_bad_data_is_refused_naming_the_field(patch: dict[str, object], field: str) -> None:
    with pytest.raises(RecordError) as e:
        load_data(patch)
    assert e.value.field == field


def test_overlapping_layout_is_refused() -> None:
    boards = default_data()["boards_by_player_count"]
    boards["3"]["region_positions"][0]["center"] = [8, 9]
    with pytest.raises(RecordError) as e:
        load_data({"boards_by_player_count": boards})
    assert e.value.field.startswith("boards_by_player_count.3")


def test_neutral_pack_hex_must_be_free_land() -> None:
    neutral = default_data()["two_player_neutral_pack_hexes"]
    neutral["crescent"][0]["offset"] = [0, 0]
    with pytest.raises(RecordError) as e:
        load_data({"two_player_neutral_pack_hexes": neutral})
    assert e.value.field == "two_player_neutral_pack_hexes.crescent[0].offset"
