"""Digging dens and upgrading them to lairs (TW-T5, TW-T6)."""

from __future__ import annotations

import pytest
from tw_helpers import clear, find, free_land, nm, placed, play, put, show, terrain_of, turn_of

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.state import CHOOSE, DISPLACE, TRACK


def _den_scenario(terrain: str = "desert") -> tuple[TheWolves, int, int]:
    """Player 0 (home rock) shows two desert tiles; an alpha stands next to a free desert
    hex."""
    g = placed(3, seed=12, homes=("rock", "grass", "forest"))
    clear(g)
    s = g.state

    def fits(h: int) -> bool:
        return (
            free_land(s, h)
            and terrain_of(g, h) == terrain
            and any(free_land(s, n) for n in s.geo.neighbours[h])
        )

    target = find(g, fits)
    alpha = next(n for n in s.geo.neighbours[target] if free_land(s, n))
    put(g, alpha, 0, "alpha")
    show(g, 0, terrain, 2)
    turn_of(g, 0)
    return g, alpha, target


@pytest.mark.rules("TW-T5")
def test_tw_t5_den_next_to_the_alpha_raises_speed_to_four() -> None:
    """The rulebook's den example: two desert tiles flipped, a den dug on a desert hex next
    to the alpha, taken from the wolf speed track (speed 3 becomes 4)."""
    g, _, target = _den_scenario()
    s = g.state
    assert g.view()["boards"][0]["tracks"]["wolf_speed"]["value"] == 3
    play(g, "den", f"at {nm(g, target)}")
    assert g.legal_notations() == ["pay desert>tundra desert>forest"]
    # One canonical notation: the tiles of a payment in the order the game lists them.
    assert g.explain("pay desert>forest desert>tundra").key == "core.not_canonical"
    play(g, "pay desert>tundra desert>forest")
    assert s.phase == TRACK
    assert g.legal_notations() == ["track range", "track speed", "track spread"]
    why = g.explain("track speed")
    assert why.cites("TW-T5") and "from 3 to 4" in why.text("en")
    events = play(g, "track speed")
    assert s.pcs[target] == (2,)
    assert g.view()["boards"][0]["tracks"]["wolf_speed"]["value"] == 4
    assert any("which is now 4" in e for e in events)
    assert s.phase == CHOOSE and s.actions_left == 1


@pytest.mark.rules("TW-T5")
def test_tw_t5_den_rewards_and_a_full_track() -> None:
    g, _, target = _den_scenario()
    s = g.state
    s.dens[0 * 3 + 2] = 1  # one den already taken from howl range
    play(g, "den", f"at {nm(g, target)}", "pay desert>tundra desert>forest")
    note = g.explain("track range")
    assert "bonus terrain token" in note.text("en")  # 3-5 players: range 2nd den
    play(g, "track range")
    assert s.bterr[0] == 1
    s.dens[0] = 4  # pack spread track empty
    turn_of(g, 0)
    s.bterr[0] = 5
    play(g, "den")
    play(g, g.legal_notations()[0])  # a target
    play(g, g.legal_notations()[0])  # a payment
    assert "track spread" not in g.legal_notations()
    assert "No den is left" in g.explain("track spread").text("en")


@pytest.mark.rules("TW-T5")
def test_tw_t5_where_a_den_may_go() -> None:
    g, alpha, target = _den_scenario()
    s = g.state
    geo = s.geo
    s.bterr[0] = 6
    far = find(g, lambda h: free_land(s, h) and geo.distance(h, alpha) >= 3)
    play(g, "den")
    assert "None of your alphas" in g.explain(f"at {nm(g, far)}").text("en")
    put(g, target, 1, "pack")
    assert "wolf of another pack" in g.explain(f"at {nm(g, target)}").text("en")
    s.pcs[target] = (1 * 4 + 2,)  # an opponent den
    assert "already has a den or lair" in g.explain(f"at {nm(g, target)}").text("en")
    s.pcs[target] = ()
    # on the alpha's own hex is fine; a full own hex is not
    assert g.is_legal(f"at {nm(g, alpha)}")
    put(g, alpha, 0, "pack")
    e = g.explain(f"at {nm(g, alpha)}")
    assert e.cites("TW-T5") and "two pieces" in e.text("en")
    lone = next(h for h in range(geo.size) if s.lone[h])
    put(g, next(n for n in geo.neighbours[lone] if free_land(s, n)), 0, "alpha")
    assert "lone wolf or prey" in g.explain(f"at {nm(g, lone)}").text("en")
    g.undo()
    g.state.dens[0:3] = [4, 4, 4]
    assert not g.is_legal("den")
    assert "All your dens" in g.explain("den").text("en")


def _lair_scenario(players: int = 3) -> tuple[TheWolves, int, int]:
    """Player 0 (home forest) shows two rock tiles and has a den on a rock hex next to
    water, with an alpha next to it."""
    g = placed(players, seed=13, homes=("forest", "grass", "tundra")[:players])
    clear(g)
    s = g.state
    geo = s.geo

    def fits(h: int) -> bool:
        return (
            free_land(s, h)
            and geo.near_water[h]
            and geo.region[h] >= 0
            and terrain_of(g, h) == "rock"
            and any(free_land(s, n) for n in geo.neighbours[h])
        )

    den = find(g, fits)
    alpha = next(n for n in geo.neighbours[den] if free_land(s, n))
    put(g, den, 0, "den")
    put(g, alpha, 0, "alpha")
    s.dens[0] = 1
    show(g, 0, "rock", 2)
    turn_of(g, 0)
    return g, den, alpha


@pytest.mark.rules("TW-T6")
def test_tw_t6_lair_upgrade_next_to_water() -> None:
    """The rulebook's lair example: two rock tiles flipped to upgrade a den next to water
    and to the alpha; the den goes to the calendar, the lair gives a bonus terrain token
    and reveals 5 VP."""
    g, den, _ = _lair_scenario()
    s = g.state
    before = g.score()[0].lairs
    play(g, "lair")
    assert g.legal_notations() == [f"at {nm(g, den)}"]
    why = g.legal_moves()[0].explanation
    assert why.cites("TW-T6") and "reveals 5 VP" in why.text("en")
    events = play(g, f"at {nm(g, den)}", "pay rock>forest rock>grass")
    assert s.pcs[den] == (3,)  # player 0's lair
    assert s.calendar == [2]  # player 0's den on date 1
    assert s.bterr[0] == 1 and s.lairs[0] == 1
    assert g.score()[0].lairs == before + 5
    assert any("date 1" in e for e in events)
    assert s.phase == CHOOSE


@pytest.mark.rules("TW-T6")
def test_tw_t6_one_lair_per_region_and_next_to_water() -> None:
    g, den, alpha = _lair_scenario()
    s = g.state
    geo = s.geo
    other = next(
        h
        for h in geo.region_hexes[geo.region[den]]
        if h != den and free_land(s, h) and geo.near_water[h]
    )
    put(g, other, 0, "lair")
    assert not g.is_legal("lair")
    assert g.explain("lair").cites("TW-T6")
    s.pcs[other] = ()
    inland = find(
        g, lambda h: free_land(s, h) and not geo.near_water[h] and geo.distance(h, alpha) == 1
    )
    put(g, inland, 0, "den")
    play(g, "lair")
    e = g.explain(f"at {nm(g, inland)}")
    assert e.cites("TW-T6") and "not next to a water source" in e.text("en")
    put(g, other, 0, "lair")
    assert "already have a lair in this region" in g.explain(f"at {nm(g, den)}").text("en")
    assert "no den of yours" in g.explain(f"at {nm(g, alpha)}").text("en")


@pytest.mark.rules("TW-T6", "TW-T4")
def test_tw_t6_lair_displaces_an_opponent_wolf_on_the_den() -> None:
    g, den, _ = _lair_scenario()
    s = g.state
    put(g, den, 1, "alpha")  # an opponent alpha stands on player 0's den
    events = play(g, "lair", f"at {nm(g, den)}", "pay rock>forest rock>grass")
    assert s.phase == DISPLACE
    assert any("must leave" in e for e in events)
    choice = g.legal_notations()[0]
    assert g.legal_moves()[0].explanation.cites("TW-T4")
    play(g, choice)
    to = s.geo.find(choice.split()[1])
    assert to is not None and 1 * 4 + 0 in s.pcs[to]
    assert s.pcs[den] == (3,)
