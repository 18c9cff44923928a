"""A turn, paying with tiles, moving and displacement (TW-T1..TW-T4)."""

from __future__ import annotations

import pytest
from tw_helpers import clear, find, free_land, nm, placed, play, put, show, terrain_of, turn_of

from wolfpack.core.errors import IllegalMoveError
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import TERRAINS
from wolfpack.the_wolves.state import CHOOSE, DISPLACE, PAY, WOLF


def _grass_scenario() -> tuple[TheWolves, int, int, int]:
    """Player 0 (home grass) with an alpha and a pack wolf on A, and two free grass hexes
    B and C exactly 3 steps from A."""
    g = placed(3, seed=2, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo

    def fits(a: int) -> bool:
        return free_land(s, a) and len(_grass_at(g, a, 3)) >= 2

    a = find(g, fits)
    b, c = _grass_at(g, a, 3)[:2]
    put(g, a, 0, "alpha", "pack")
    show(g, 0, "grass", 1)
    turn_of(g, 0)
    assert geo.steps(a, b) == geo.steps(a, c) == 3
    return g, a, b, c


def _grass_at(g: TheWolves, a: int, steps: int) -> list[int]:
    s = g.state
    return [
        d
        for d in range(s.geo.size)
        if free_land(s, d) and terrain_of(g, d) == "grass" and s.geo.steps(a, d) == steps
    ]


@pytest.mark.rules("TW-T2")
def test_tw_t2_grass_wolf_moves_alpha_and_second_wolf_three_hexes() -> None:
    """The rulebook's move example: speed 3, one grass tile flipped, the alpha and (pack
    spread 2) a second wolf each run three hexes onto grass hexes."""
    g, a, b, c = _grass_scenario()
    s = g.state
    assert "move" in g.legal_notations()
    play(g, "move")
    assert "to grass" in g.legal_notations()
    play(g, "to grass")
    assert sorted(g.legal_notations()) == ["pay grass>tundra", "pay home"]
    play(g, "pay grass>tundra")
    assert s.rules.faces(s.flips[0])[2] == TERRAINS.index("tundra")  # the tile turned
    assert s.phase == WOLF
    ev = play(g, f"alpha {nm(g, a)}>{nm(g, b)}")
    assert any("runs 3 steps" in e for e in ev)
    assert "done" in g.legal_notations()  # may stop after one wolf
    play(g, f"pack {nm(g, a)}>{nm(g, c)}")
    assert s.pcs[a] == ()
    assert s.pcs[b] == (0,) and s.pcs[c] == (1,)
    # pack spread 2 is used up: the action is over, one action left
    assert s.phase == CHOOSE and s.actions_left == 1


@pytest.mark.rules("TW-T2")
def test_tw_t2_speed_spread_and_destination_terrain() -> None:
    g, a, b, _ = _grass_scenario()
    s = g.state
    play(g, "move", "to grass", "pay home")
    assert s.flips[0] == 0  # the home tile never changes face (TW-T1)
    far = _grass_at(g, a, 4)
    if far:
        e = g.explain(f"alpha {nm(g, a)}>{nm(g, far[0])}")
        assert e.cites("TW-T2") and "speed is 3" in e.text("en")
    other = find(
        g, lambda d: free_land(s, d) and terrain_of(g, d) != "grass" and s.geo.steps(a, d) == 1
    )
    e = g.explain(f"alpha {nm(g, a)}>{nm(g, other)}")
    assert "every moved wolf must end on a grass hex" in e.text("en")
    assert not g.is_legal("done")  # at least one wolf moves (ASSUMED)
    assert "at least one wolf" in g.explain("done").text("en")
    play(g, f"alpha {nm(g, a)}>{nm(g, b)}")
    e = g.explain(f"alpha {nm(g, b)}>{nm(g, a)}")
    assert "already moved" in e.text("en")
    # only the destination's terrain matters: the pack wolf may start on any terrain
    moves = [m for m in g.legal_notations() if m.startswith("pack")]
    assert moves and all(terrain_of(g, s.geo.find(m.split(">")[1]) or 0) == "grass" for m in moves)
    play(g, "done")
    assert s.phase == CHOOSE


@pytest.mark.rules("TW-T1")
def test_tw_t1_two_actions_then_the_next_player() -> None:
    g, a, b, c = _grass_scenario()
    s = g.state
    assert not g.is_legal("end")
    err = g.explain("end")
    assert err.cites("TW-T1") and "2 actions" in err.text("en")
    play(g, "move", "to grass", "pay home", f"alpha {nm(g, a)}>{nm(g, b)}", "done")
    assert s.actions_left == 1 and s.player == 0
    # the same action again
    play(g, "move", "to grass", "pay home", f"pack {nm(g, a)}>{nm(g, c)}")
    assert s.phase == WOLF
    events = play(g, "done")
    assert s.player == 1 and s.actions_left == 2
    assert any("ends the turn" in e for e in events)


@pytest.mark.rules("TW-T1")
def test_tw_t1_payment_must_show_the_target_terrain() -> None:
    g = _grass_scenario()[0]
    s = g.state
    play(g, "move", "to grass")
    assert s.phase == PAY
    assert "not grass" in g.explain("pay forest>rock").text("en")
    assert "costs 1" in g.explain("pay home grass>tundra").text("en")
    assert "hold no bonus terrain token" in g.explain("pay bonus").text("en")
    e = g.explain("pay home")
    assert e.cites("TW-T1") and "home tile" in e.text("en")
    # a refused choice changes nothing
    before = s.clone()
    with pytest.raises(IllegalMoveError):
        g.play("pay forest>rock")
    assert s == before
    # a player whose home is not the target terrain cannot pay with the home tile
    g2 = placed(3, seed=2, homes=("rock", "tundra", "grass"))
    turn_of(g2, 0)
    play(g2, "move", "to grass")
    assert "always shows rock" in g2.explain("pay home").text("en")


def test_tw_t1_the_example_refusal_a_den_on_tundra_with_one_tile() -> None:
    g = placed(3, seed=2, homes=("grass", "rock", "forest"))
    clear(g)
    s = g.state

    def fits(h: int) -> bool:
        grass = [n for n in s.geo.neighbours[h] if free_land(s, n) and terrain_of(g, n) == "grass"]
        return free_land(s, h) and terrain_of(g, h) == "tundra" and bool(grass)

    tundra = find(g, fits)
    put(g, tundra, 0, "alpha")
    show(g, 0, "tundra", 1)
    turn_of(g, 0)
    play(g, "den")
    e = g.explain(f"at {nm(g, tundra)}")
    assert e.cites("TW-T5") and e.cites("TW-T1")
    text = e.text("en")
    assert "is tundra" in text and "1 tile of tundra" in text and "costs 2" in text
    assert "Tundra" in e.text("de") and "ツンドラ" in e.text("ja")


@pytest.mark.rules("TW-T1")
def test_tw_t1_no_possible_action_ends_the_turn() -> None:
    g = placed(3, seed=3)
    clear(g)
    turn_of(g, 0)
    assert g.legal_notations() == ["end"]
    m = g.legal_moves()[0]
    assert m.explanation.cites("TW-T1") and "no action" in m.explanation.text("en")
    assert g.explain("move").cites("TW-T2")
    events = play(g, "end")
    assert any("cannot carry out any action" in e for e in events)
    assert g.state.player == 1


@pytest.mark.rules("TW-T3")
def test_tw_t3_where_a_wolf_may_stop() -> None:
    g = placed(3, seed=4, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    a = find(
        g,
        lambda h: (
            free_land(s, h)
            and geo.region[h] >= 0
            and len([d for d in geo.within[h][1] if free_land(s, d)]) >= 5
        ),
    )
    put(g, a, 0, "alpha", "pack")
    s.bterr[0] = 5
    turn_of(g, 0)
    near = [d for d in geo.within[a][1] if free_land(s, d)]
    t0 = terrain_of(g, near[0])
    # one neighbour each: opponent alpha, opponent pack, opponent lair, opponent den,
    # own full hex
    d_alpha, d_pack, d_lair, d_den = near[:4]
    put(g, d_alpha, 1, "alpha")
    put(g, d_pack, 1, "pack")
    put(g, d_lair, 1, "lair")
    put(g, d_den, 1, "den")
    for d, text in (
        (d_alpha, "never share a hex"),
        (d_pack, "only an alpha may displace"),
        (d_lair, "no other wolf may stop"),
    ):
        play(g, "move", f"to {terrain_of(g, d)}", "pay bonus")
        e = g.explain(f"pack {nm(g, a)}>{nm(g, d)}")
        assert e.cites("TW-T3") and text in e.text("en"), e.text("en")
        g.undo()
        g.undo()
        g.undo()
    play(g, "move", f"to {terrain_of(g, d_den)}", "pay bonus")
    ok = g.explain(f"pack {nm(g, a)}>{nm(g, d_den)}")
    assert g.is_legal(f"pack {nm(g, a)}>{nm(g, d_den)}")
    assert "lone den" in ok.text("en")
    play(g, f"pack {nm(g, a)}>{nm(g, d_den)}", "done")
    # now the den's hex is full: den + wolf
    play(g, "move", f"to {terrain_of(g, d_den)}", "pay bonus")
    assert "two pieces" in g.explain(f"alpha {nm(g, a)}>{nm(g, d_den)}").text("en")
    del t0


@pytest.mark.rules("TW-T3")
def test_tw_t3_tokens_block_stopping_and_water_blocks_walking() -> None:
    g = placed(2, seed=5, homes=("grass", "tundra"))
    clear(g)
    s = g.state
    geo = s.geo
    lone = next(h for h in range(geo.size) if s.lone[h])
    a = find(g, lambda h: free_land(s, h) and geo.steps(h, lone) == 1)
    put(g, a, 0, "alpha")
    s.bterr[0] = 3
    turn_of(g, 0)
    play(g, "move", f"to {terrain_of(g, lone)}", "pay bonus")
    e = g.explain(f"alpha {nm(g, a)}>{nm(g, lone)}")
    assert e.cites("TW-T3") and "lone wolf token" in e.text("en")
    water = geo.water[geo.region[a]]
    assert "water or chasm" in g.explain(f"alpha {nm(g, a)}>{nm(g, water)}").text("en")


@pytest.mark.rules("TW-T3")
def test_tw_t3_pieces_may_be_passed() -> None:
    g = placed(3, seed=6, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo

    def boxed(h: int) -> bool:
        ring = [n for n in geo.neighbours[h] if geo.passable[n]]
        return free_land(s, h) and all(free_land(s, n) for n in ring) and len(ring) == 6

    a = find(g, boxed)
    for n in geo.neighbours[a]:
        put(g, n, 1, "alpha", "pack")  # a wall of full opponent hexes around the wolf
    put(g, a, 0, "alpha")
    s.bterr[0] = 1
    turn_of(g, 0)
    play(g, "move")
    reachable = [m for m in g.legal_moves() if m.notation.startswith("to")]
    assert reachable  # the wolf walks past the opponents to a hex two steps away
    play(g, reachable[0].notation, "pay bonus")
    targets = [s.geo.find(m.split(">")[1]) for m in g.legal_notations() if ">" in m]
    assert targets and all(t is not None and geo.steps(a, t) >= 2 for t in targets)


@pytest.mark.rules("TW-T4")
def test_tw_t4_alpha_displaces_a_lone_pack_wolf_to_the_nearest_hex() -> None:
    g = placed(3, seed=7, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    a = find(
        g,
        lambda h: (
            free_land(s, h)
            and geo.region[h] >= 0
            and len([d for d in geo.within[h][1] if free_land(s, d)]) == 6
        ),
    )
    d = next(x for x in geo.within[a][1] if free_land(s, x))
    put(g, a, 0, "alpha", "pack")
    put(g, d, 1, "pack")
    s.bterr[0] = 2
    turn_of(g, 0)
    play(g, "move", f"to {terrain_of(g, d)}", "pay bonus")
    # a pack wolf cannot displace, an alpha can
    assert not g.is_legal(f"pack {nm(g, a)}>{nm(g, d)}")
    m = next(m for m in g.legal_moves() if m.notation == f"alpha {nm(g, a)}>{nm(g, d)}")
    assert m.explanation.cites("TW-T4")
    ev = play(g, m.notation)
    assert s.phase == DISPLACE and any("pushes" in e for e in ev)
    options = [geo.find(x.split()[1]) for x in g.legal_notations()]
    steps = {geo.steps(d, o) for o in options if o is not None}
    assert len(steps) == 1  # all equally near: the mover chooses
    nearest = steps.pop()
    for h in range(geo.size):  # nothing nearer is allowed
        if geo.passable[h] and h != d and geo.steps(d, h) < nearest:
            assert s.pcs[h] or s.lone[h] or s.prey[h]
    far = find(g, lambda h: free_land(s, h) and geo.steps(d, h) > nearest)
    e = g.explain(f"displace {nm(g, far)}")
    assert e.cites("TW-T4") and "nearest" in e.text("en")
    choice = g.legal_notations()[-1]
    play(g, choice)
    to = geo.find(choice.split()[1])
    assert to is not None and 1 * 4 + 1 in s.pcs[to]
    assert s.pcs[d] == (0,)  # player 0's alpha
    assert s.phase == WOLF  # pack spread 2: one more wolf may move


@pytest.mark.rules("TW-T4")
def test_tw_t4_displaced_wolf_may_join_a_single_piece_of_its_pack() -> None:
    g = placed(3, seed=8, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    a = find(
        g,
        lambda h: (
            free_land(s, h)
            and geo.region[h] >= 0
            and len([d for d in geo.within[h][1] if free_land(s, d)]) == 6
        ),
    )
    ring = [x for x in geo.within[a][1] if free_land(s, x)]
    d = ring[0]
    put(g, a, 0, "alpha", "pack")  # the pack wolf stays: the alpha's hex is not free
    put(g, d, 1, "pack")
    # every free hex next to d gets a blocker except one with player 1's den
    for n in geo.neighbours[d]:
        if n != a and free_land(s, n):
            put(g, n, 2, "alpha")
    den_hex = next(n for n in geo.neighbours[d] if n != a and s.pcs[n] == (2 * 4,))
    s.pcs[den_hex] = (1 * 4 + 2,)
    s.bterr[0] = 1
    turn_of(g, 0)
    play(g, "move", f"to {terrain_of(g, d)}", "pay bonus", f"alpha {nm(g, a)}>{nm(g, d)}")
    assert g.legal_notations() == [f"displace {nm(g, den_hex)}"]
    play(g, f"displace {nm(g, den_hex)}")
    assert sorted(s.pcs[den_hex]) == [5, 6]
