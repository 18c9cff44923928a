"""Howling, dominating, hunting and the neutral pack (TW-T7, TW-T8, TW-T9)."""

from __future__ import annotations

import pytest
from tw_helpers import clear, find, free_land, nm, placed, play, put, show, terrain_of, turn_of

from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import NEUTRAL, PREY_TYPES
from wolfpack.the_wolves.state import CHOOSE, TRACK, WOLF


def _howl_scenario() -> tuple[TheWolves, int, int]:
    """Player 0 (desert, howl range 2) has an alpha two hexes from a lone wolf on tundra and
    shows two tundra tiles."""
    g = placed(3, seed=14, homes=("desert", "grass", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    lone = find(g, lambda h: s.lone[h] and terrain_of(g, h) == "tundra")
    alpha = find(g, lambda h: free_land(s, h) and geo.distance(h, lone) == 2)
    put(g, alpha, 0, "alpha")
    show(g, 0, "tundra", 2)
    turn_of(g, 0)
    return g, lone, alpha


@pytest.mark.rules("TW-T7")
def test_tw_t7_howl_at_a_lone_wolf_two_hexes_away_with_two_tundra_tiles() -> None:
    """The rulebook's howl example: howl range 2, the lone wolf 2 hexes from the alpha on
    tundra; two tundra tiles; the lone wolf goes to the calendar and a wolf of the player
    takes its hex."""
    g, lone, _ = _howl_scenario()
    s = g.state
    play(g, "howl")
    assert g.legal_notations() == [f"at {nm(g, lone)}"]
    why = g.legal_moves()[0].explanation
    assert why.cites("TW-T7") and "2 hexes from your alpha" in why.text("en")
    play(g, f"at {nm(g, lone)}")
    assert g.legal_notations() == ["pay tundra>grass tundra>desert"]
    events = play(g, "pay tundra>grass tundra>desert")
    assert not s.lone[lone]
    assert s.calendar == [-1]
    assert s.pcs[lone] == (1,)  # player 0's first board wolf: a pack wolf
    assert s.wolves[0] == 1
    assert any("howls at the lone wolf" in e for e in events)
    assert g.score()[0].wolves == 1
    assert s.phase == CHOOSE


@pytest.mark.rules("TW-T7")
def test_tw_t7_range_and_the_next_board_wolf_may_be_an_alpha() -> None:
    g, lone, alpha = _howl_scenario()
    s = g.state
    geo = s.geo
    s.wolves[0] = 0b11  # two pack wolves already out: the next one is an alpha
    play(g, "howl", f"at {nm(g, lone)}", "pay tundra>grass tundra>desert")
    assert s.pcs[lone] == (0,)
    # out of range
    g2, lone2, alpha2 = _howl_scenario()
    s2 = g2.state
    s2.lone = [h == lone2 for h in range(s2.geo.size)]
    far = find(g2, lambda h: free_land(s2, h) and s2.geo.distance(h, lone2) == 3)
    s2.pcs[alpha2] = ()
    put(g2, far, 0, "alpha")
    assert not g2.is_legal("howl")
    e = g2.explain("howl")
    assert e.cites("TW-T7") and "within 2 hexes" in e.text("en")
    s2.pcs[far] = ()
    put(g2, alpha2, 0, "alpha")
    s2.wolves[0] = 0xFF
    assert "No wolf is left" in g2.explain("howl").text("en")
    del geo, alpha


def _dominate_scenario() -> tuple[TheWolves, int, int]:
    """Player 1 (grass) left a pack wolf alone on forest within range of player 0's (tundra)
    alpha; player 0 shows two forest tiles and holds one bonus terrain token."""
    g = placed(3, seed=15, homes=("tundra", "grass", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    target = find(g, lambda h: free_land(s, h) and terrain_of(g, h) == "forest")
    alpha = find(g, lambda h: free_land(s, h) and geo.distance(h, target) == 2)
    put(g, alpha, 0, "alpha")
    put(g, target, 1, "pack")
    show(g, 0, "forest", 2)
    s.bterr[0] = 1
    turn_of(g, 0)
    return g, target, alpha


@pytest.mark.rules("TW-T8")
def test_tw_t8_dominate_with_two_forest_tiles_and_a_bonus_terrain_token() -> None:
    """The rulebook's dominate example: the grass pack wolf alone on forest within howl
    range of the tundra alpha; two forest tiles and a bonus terrain token; the grass wolf
    goes to the calendar and the next pack wolf of the tundra player takes its place."""
    g, target, _ = _dominate_scenario()
    s = g.state
    play(g, "dominate")
    assert g.legal_notations() == [f"at {nm(g, target)} pack"]
    assert g.legal_moves()[0].explanation.cites("TW-T8")
    play(g, f"at {nm(g, target)} pack")
    assert g.legal_notations() == ["pay forest>rock forest>desert bonus"]
    events = play(g, "pay forest>rock forest>desert bonus")
    assert s.bterr[0] == 0
    assert s.calendar == [1 * 4 + 1]
    assert s.pcs[target] == (0 * 4 + 1,)
    assert any("dominates" in e for e in events)
    assert s.phase == CHOOSE


@pytest.mark.rules("TW-T8")
def test_tw_t8_guarded_pieces_range_and_dens() -> None:
    g, target, alpha = _dominate_scenario()
    s = g.state
    put(g, target, 1, "den")  # the pack wolf now shares its hex with its own den
    assert not g.is_legal("dominate")
    s.bterr[0] = 3
    s.pcs[target] = (1 * 4 + 2,)  # only the den
    play(g, "dominate")
    assert "at " + nm(g, target) + " pack" not in g.legal_notations()
    e = g.explain(f"at {nm(g, target)}")
    assert "at " + nm(g, target) + " den" in e.text("en")
    play(g, f"at {nm(g, target)} den", "pay forest>rock forest>desert bonus")
    assert s.phase == TRACK
    play(g, "track speed")
    assert s.pcs[target] == (0 * 4 + 2,)
    assert g.view()["boards"][0]["tracks"]["wolf_speed"]["value"] == 4
    assert s.calendar == [1 * 4 + 2]
    # guarded: two pieces of one player on a hex
    g2, target2, alpha2 = _dominate_scenario()
    s2 = g2.state
    put(g2, target2, 1, "den")
    s2.bterr[0] = 3
    other = find(g2, lambda h: free_land(s2, h) and s2.geo.distance(h, alpha2) <= 2)
    put(g2, other, 2, "pack")  # an unguarded target, so that dominate can be chosen
    play(g2, "dominate")
    e = g2.explain(f"at {nm(g2, target2)} pack")
    assert e.cites("TW-T8") and "guard each other" in e.text("en")
    del alpha


@pytest.mark.rules("TW-T9")
def test_tw_t9_hunting_the_moose_by_surrounding_it() -> None:
    """The rulebook's hunt example: one tile flipped to move wolves onto grass hexes so that
    they surround the moose from three sides; the moose goes to the prey track and the
    player gains a bonus action token."""
    g = placed(3, seed=16, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state
    geo = s.geo
    moose = PREY_TYPES.index("moose")

    def fits(p: int) -> bool:
        ring = [n for n in geo.neighbours[p] if free_land(s, n)]
        return bool(s.prey[p]) and len(ring) >= 3 and any(terrain_of(g, n) == "grass" for n in ring)

    prey = find(g, fits)
    s.prey[prey] = (moose, moose)
    ring = [n for n in geo.neighbours[prey] if free_land(s, n)]
    grass = next(n for n in ring if terrain_of(g, n) == "grass")
    a, b = [n for n in ring if n != grass][:2]
    put(g, a, 0, "pack")
    put(g, b, 0, "pack")
    start = find(g, lambda h: free_land(s, h) and geo.steps(h, grass) == 2)
    put(g, start, 0, "alpha")
    turn_of(g, 0)
    assert s.bact[0] == 0
    play(g, "move", "to grass", "pay home")
    events = play(g, f"alpha {nm(g, start)}>{nm(g, grass)}")
    if s.phase == WOLF:
        events += play(g, "done")
    assert any("hunts a moose" in e for e in events)
    assert s.preym[0] == 1 << moose
    assert s.prey[prey] == (moose,)  # the second moose stays
    assert s.bact[0] == 1  # 3 to 5 players: a bonus action token
    assert g.score()[0].prey == 1
    # no second prey of the same type
    turn_of(g, 0)
    play(g, "move", "to grass", "pay home")
    back = next(m for m in g.legal_notations() if m.startswith("pack"))
    events = play(g, back)
    if s.phase == WOLF:
        events += play(g, "done")
    assert s.prey[prey] == (moose,)


@pytest.mark.rules("TW-T9")
def test_tw_t9_two_players_hunt_without_bonus_and_the_neutral_pack() -> None:
    g = placed(2, seed=17, homes=("grass", "tundra"))
    s = g.state
    geo = s.geo
    assert not s.rules.hunt_bonus
    neutral = [h for h in range(geo.size) if any(q >> 2 == NEUTRAL for q in s.pcs[h])]
    assert neutral
    clear(g)
    # a neutral pack wolf cannot be dominated
    wolves = next(h for h in neutral if all(q & 3 == 1 for q in s.pcs[h]))
    alpha = find(g, lambda h: free_land(s, h) and geo.distance(h, wolves) == 1)
    put(g, alpha, 0, "alpha")
    s.bterr[0] = 3
    turn_of(g, 0)
    assert not g.is_legal("dominate")
    play(g, "move")
    e = g.explain(f"at {nm(g, wolves)} pack")
    assert "Now" in e.text("en")
    g.undo()
    s = g.state
    # in the dominate step itself, the refusal names TW-T9
    s.pcs[wolves] = (NEUTRAL * 4 + 1,)
    other = find(g, lambda h: free_land(s, h) and geo.distance(h, alpha) <= 2)
    put(g, other, 1, "pack")
    play(g, "dominate")
    e = g.explain(f"at {nm(g, wolves)} pack")
    assert e.cites("TW-T9") and "neutral" in e.text("en")
    g.undo()
    # a lone neutral pack wolf cannot be displaced by an alpha
    s = g.state
    play(g, "move", f"to {terrain_of(g, wolves)}", "pay bonus")
    e = g.explain(f"alpha {nm(g, alpha)}>{nm(g, wolves)}")
    assert e.cites("TW-T9") and "never be displaced" in e.text("en")


def test_tw_t9_two_player_hunt_gives_no_bonus_action() -> None:
    g = placed(2, seed=18, homes=("grass", "tundra"))
    clear(g)
    s = g.state
    geo = s.geo

    def fits(p: int) -> bool:
        ring = [n for n in geo.neighbours[p] if free_land(s, n)]
        return bool(s.prey[p]) and len(ring) >= 3 and any(terrain_of(g, n) == "grass" for n in ring)

    prey = find(g, fits)
    ring = [n for n in geo.neighbours[prey] if free_land(s, n)]
    grass = next(n for n in ring if terrain_of(g, n) == "grass")
    for n in [n for n in ring if n != grass][:2]:
        put(g, n, 0, "pack")
    start = find(g, lambda h: free_land(s, h) and geo.steps(h, grass) == 1)
    put(g, start, 0, "alpha")
    turn_of(g, 0)
    bact = s.bact[0]
    play(g, "move", "to grass", "pay home", f"alpha {nm(g, start)}>{nm(g, grass)}")
    if s.phase == WOLF:
        play(g, "done")
    assert s.preym[0] and s.bact[0] == bact
    assert g.score()[0].prey == 2  # 2-player prey track: 2 VP for the first prey
    show(g, 0, "grass", 1)
