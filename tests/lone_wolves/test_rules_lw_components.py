"""LW-C1..LW-C7: the components, and that the ASSUMED values come from ``Components``."""

from __future__ import annotations

from collections import Counter

import pytest
from lw_positions import (
    RULEBOOK_TRICKS,
    assert_refused,
    find,
    make_game,
    rulebook_game,
    trick,
)

from wolfpack.core.errors import RecordError
from wolfpack.lone_wolves import Components, LoneWolves
from wolfpack.lone_wolves.components import (
    BLOOD_MOON_POINTS,
    CARD_CODES,
    EFFECTS,
    MOON_POINTS,
    SUIT_LETTERS,
    SUIT_NAMES,
    TERRITORIES,
    card_suit,
    card_value,
)
from wolfpack.lone_wolves.terms import suit_word, territory_word

# -- LW-C1 ------------------------------------------------------------------------------


def test_lw_c1_five_colours_are_suits_and_territories_in_board_order() -> None:
    assert SUIT_NAMES == ("black", "brown", "green", "white", "red")
    assert SUIT_LETTERS == "kbgwr"
    assert TERRITORIES == ("cave", "desert", "swamp", "tundra", "volcano")
    view = LoneWolves(seed=3).view(None)
    assert [(t["name"], t["suit"]) for t in view["territories"]] == [
        ("cave", "k"),
        ("desert", "b"),
        ("swamp", "g"),
        ("tundra", "w"),
        ("volcano", "r"),
    ]
    assert [territory_word(t, "en") for t in TERRITORIES] == [
        "Cave",
        "Desert",
        "Swamp",
        "Tundra",
        "Volcano",
    ]
    assert [suit_word(s, "de") for s in SUIT_LETTERS] == [
        "Schwarz",
        "Hellbraun",
        "Grün",
        "Weiß",
        "Rot",
    ]


def test_lw_c1_an_emptied_territory_makes_its_own_colour_trump() -> None:
    # The Desert (brown) empties first, the Swamp (green) second.
    game = rulebook_game(4)
    view = game.view(None)
    assert (view["moon"], view["trump"]) == ("desert", "b")
    game = rulebook_game(7)
    view = game.view(None)
    assert (view["blood_moon"], view["trump"]) == ("swamp", "g")


# -- LW-C2 ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 7, 2024])
def test_lw_c2_thirty_distinct_cards_2_to_7_in_five_suits_dealt_13_13_4(seed: int) -> None:
    game = LoneWolves(seed=seed)
    setup = game.setup
    h0, h1, box = setup.hands[0], setup.hands[1], setup.box
    assert (len(h0), len(h1), len(box)) == (13, 13, 4)
    everything = list(h0) + list(h1) + list(box)
    assert sorted(everything) == list(range(30))
    values = Counter((card_suit(c), card_value(c)) for c in everything)
    assert set(values) == {(s, v) for s in range(5) for v in range(2, 8)}
    assert set(values.values()) == {1}
    assert sorted(CARD_CODES) == sorted(f"{s}{v}" for s in "kbgwr" for v in range(2, 8))
    view = game.view(None)
    assert [h["count"] for h in view["hands"]] == [13, 13]
    assert view["box"]["count"] == 4


def test_lw_c2_the_back_of_every_card_is_a_lone_wolf_of_strength_1() -> None:
    # Trick 1 of the rulebook game: the Red 4 loses and lies in the Cave as a lone wolf.
    game = rulebook_game(1)
    cave = game.view(None)["territories"][0]
    assert cave["sides"][1]["cards"] == [{"card": "r4", "face": "lone"}]
    assert cave["sides"][1]["card_strength"] == 1
    assert game.score().territories[0].base_strength == [0, 1]


def test_lw_c2_a_card_outside_the_deck_is_not_a_move() -> None:
    game = rulebook_game(0)
    assert_refused(game, "play r8 cave", "LW-T1")
    assert_refused(game, "play x4 cave", "LW-T1")


# -- LW-C3 ------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 5, 99])
@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_lw_c3_eighteen_scars_nine_effects_two_of_each(seed: int, variant: str) -> None:
    setup = LoneWolves(seed=seed, variant=variant).setup
    on_board = [e for spaces in setup.scars for e, _ in spaces]
    allscars = Counter(on_board + list(setup.unused_scars))
    assert len(EFFECTS) == 9
    assert sum(allscars.values()) == 18
    assert {EFFECTS[e]: n for e, n in allscars.items()} == {e: 2 for e in EFFECTS}


# The effect lab: player 0 loses trick 1 into the Cave (the White 2 becomes a lone wolf
# there) and puts the Cave's face-up scar, the effect under test, back into the Cave;
# then wins trick 2 with the Black 4 into the Cave. Player 0's Cave side: White 2 lone,
# Black 4 face up (a low card); player 1 has nothing in the Cave.
LAB_HANDS = (
    "w2 k4 k3 k5 k6 k7 b2 b3 b4 b5 b6 b7 g2",
    "w6 k2 g3 g4 g5 g6 g7 w3 w4 w5 w7 r2 r3",
)


def lab_game(effect: str) -> LoneWolves:
    game = make_game(LAB_HANDS, scars={"cave": [effect, "points-per-wolf", "points-per-lone"]})
    trick(game, "w2 cave", "w6 tundra", take=0, place="cave")
    trick(game, "k2 volcano", "k4 cave", take=0, place="volcano")
    return game


# effect: (P0's Cave strength, cave honor value, P0's scar points there, P0's cave cards)
LAB_EXPECTED = {
    "pack-strength": (7, 2, 0, 2),
    "plus3": (8, 2, 0, 2),
    "box-wolf": (6, 2, 0, 3),
    "flip-honor": (5, 5, 0, 2),
    "points-per-wolf": (5, 2, 2, 2),
    "points-per-lone": (5, 2, 2, 2),
    "points-per-faceup": (5, 2, 2, 2),
    "points-low-faceup": (5, 2, 3, 2),
    "points-if-honor": (5, 2, 5, 2),
}


@pytest.mark.rules("LW-C3", "LW-T9", "LW-E2", "LW-E4")
@pytest.mark.parametrize("effect", EFFECTS)
def test_lw_c3_each_scar_effect_acts_on_its_territory(effect: str) -> None:
    strength, honor, points, n_cards = LAB_EXPECTED[effect]
    game = lab_game(effect)
    assert game.view(None)["packs"][0][0] == {
        "location": "cave",
        "capacity": 3,
        "scars": [effect],
    }
    sc = game.score()
    cave = sc.territories[0]
    assert cave.strength == [strength, 0]
    assert cave.winner == 0
    assert cave.honor_value == honor
    scar_items = [i for i in sc.items if i.player == 0 and i.location is not None]
    if effect.startswith("points-"):
        assert [(i.what, i.territory, i.points) for i in scar_items] == [(effect, "cave", points)]
    else:
        assert scar_items == []
    assert game.state.count[0] == n_cards
    # Player 0's points: the Cave's honor token plus the scar.
    assert sc.points[0] == honor + points


# -- LW-C4 ------------------------------------------------------------------------------


def test_lw_c4_honor_tokens_default_to_the_assumed_values() -> None:
    comp = Components().resolved("standard")
    assert comp.honor_tokens == ((2, 5), (3, 6), (4, 7), (5, 3), (6, 4))
    record = rulebook_game(0).to_record()
    assert record["components"]["honor_tokens"] == [[2, 5], [3, 6], [4, 7], [5, 3], [6, 4]]
    assert record["setup"]["honor"]["volcano"] == {"token": [6, 4], "side": 0}
    # Default values as scored: Volcano 6 for player 0, 21:21 in all.
    assert rulebook_game(13).score().points == [21, 21]


def test_lw_c4_overridden_honor_values_are_scored() -> None:
    tokens = ((2, 5), (3, 6), (4, 7), (5, 3), (7, 4))
    game = rulebook_game(13, components=Components(honor_tokens=tokens))
    sc = game.score()
    assert sc.territories[4].honor_value == 7
    volcano = [(i.player, i.what, i.points) for i in sc.items if i.territory == "volcano"]
    assert volcano == [
        (0, "honor", 7),
        (0, "points-if-honor", 5),
        (1, "points-low-faceup", 0),
        (1, "points-per-lone", 2),
    ]
    assert sc.points == [22, 21]
    assert (sc.winner, sc.tiebreak) == (0, False)
    assert game.to_record()["components"]["honor_tokens"][4] == [7, 4]
    view = game.view(1)
    assert view["territories"][4]["honor"] == {"token": [7, 4], "side": 0, "value": 7}


def test_lw_c4_honor_flip_reports_the_overridden_value() -> None:
    tokens = ((20, 50), (3, 6), (4, 7), (10, 30), (6, 4))
    game = rulebook_game(7, components=Components(honor_tokens=tokens))
    events = trick(game, **RULEBOOK_TRICKS[7])  # the Tundra's honor flip
    (flip,) = find(events, "lw.ev.flip_honor")
    assert flip.params == {"territory": "tundra", "value": 30}


def test_lw_c4_there_must_be_five_honor_tokens() -> None:
    with pytest.raises(RecordError) as err:
        LoneWolves(seed=1, components=Components(honor_tokens=((2, 5),) * 4))
    assert err.value.field == "components.honor_tokens"


# -- LW-C5 ------------------------------------------------------------------------------


def test_lw_c5_moon_is_worth_5_and_blood_moon_3() -> None:
    assert (MOON_POINTS, BLOOD_MOON_POINTS) == (5, 3)
    sc = rulebook_game(13).score()
    moons = [(i.player, i.territory, i.what, i.points) for i in sc.items if "moon" in i.what]
    assert moons == [(1, "desert", "moon", 5), (0, "swamp", "blood_moon", 3)]


# -- LW-C6 ------------------------------------------------------------------------------


def test_lw_c6_standard_board_three_scar_spaces_and_three_pack_spaces() -> None:
    comp = Components().resolved("standard")
    assert comp.scar_spaces == (3, 3, 3, 3, 3)
    assert comp.pack_spaces == 3
    assert comp.border_spaces is False
    assert comp.location_caps == (3, 3, 3, 3, 3, 0, 0, 0, 0)
    assert sum(comp.location_caps) == 15
    view = rulebook_game(0).view(0)
    for t in view["territories"]:
        assert [s["state"] for s in t["scars"]] == ["face_up", "face_down", "face_down"]
    assert [(p["location"], p["capacity"]) for p in view["packs"][0]] == [
        (name, 3) for name in TERRITORIES
    ]


def _to_trick_12_placement(components: Components | None = None) -> LoneWolves:
    # Birch (player 1) has three scars in the Cave after trick 11, then loses trick 12.
    game = rulebook_game(11, components=components)
    game.play_all(["play w3 desert", "play k2 tundra", "take 0"])
    return game


def test_lw_c6_a_full_pack_territory_takes_no_more_scars() -> None:
    game = _to_trick_12_placement()
    assert game.view(None)["packs"][1][0]["scars"] == ["points-per-wolf", "plus3", "flip-honor"]
    assert game.legal_notations() == [
        "place desert",
        "place swamp",
        "place tundra",
        "place volcano",
    ]
    assert_refused(game, "place cave", "LW-T9")


def test_lw_c6_pack_spaces_override_gives_more_room() -> None:
    game = _to_trick_12_placement(Components(pack_spaces=4))
    assert "place cave" in game.legal_notations()
    game.play("place cave")
    assert game.view(None)["packs"][1][0]["capacity"] == 4
    assert len(game.view(None)["packs"][1][0]["scars"]) == 4


def test_lw_c6_too_few_pack_spaces_for_13_scars_are_refused() -> None:
    with pytest.raises(RecordError) as err:
        LoneWolves(seed=1, components=Components(pack_spaces=2))
    assert err.value.field == "components.pack_spaces"


# -- LW-C7 ------------------------------------------------------------------------------


def test_lw_c7_advanced_board_swamp_has_four_scar_spaces() -> None:
    comp = Components().resolved("advanced")
    assert comp.scar_spaces == (3, 3, 4, 3, 3)
    assert comp.pack_spaces == 2
    assert comp.border_spaces is True
    assert comp.location_caps == (2, 2, 2, 2, 2, 1, 1, 1, 1)
    assert sum(comp.location_caps) == 14
    game = LoneWolves(seed=11, variant="advanced")
    swamp = game.view(None)["territories"][2]
    assert [s["state"] for s in swamp["scars"]] == ["face_up"] + ["face_down"] * 3
    assert len(game.setup.unused_scars) == 2
    assert [p["location"] for p in game.view(0)["packs"][0]] == [
        "cave",
        "desert",
        "swamp",
        "tundra",
        "volcano",
        "cave+desert",
        "desert+swamp",
        "swamp+tundra",
        "tundra+volcano",
    ]


def _advanced_first_loss(components: Components | None = None) -> LoneWolves:
    hands = (
        "k2 k3 k4 k5 k6 k7 b2 b3 b4 b5 b6 b7 g2",
        "g3 g4 g5 g6 g7 w2 w3 w4 w5 w6 w7 r2 r3",
    )
    game = make_game(
        hands,
        variant="advanced",
        components=components,
        scars={"desert": ["plus3", "points-per-wolf", "pack-strength"]},
    )
    game.play_all(["play k7 cave", "play w4 desert", "take 0"])
    return game


def test_lw_c7_advanced_board_offers_border_spaces() -> None:
    game = _advanced_first_loss()
    assert game.legal_notations() == sorted(
        [f"place {t}" for t in TERRITORIES]
        + ["place cave+desert", "place desert+swamp", "place swamp+tundra", "place tundra+volcano"]
    )
    move = next(m for m in game.legal_moves() if m.notation == "place desert+swamp")
    assert move.explanation.cites("LW-C7") and move.explanation.cites("LW-T9")
    assert_refused(game, "place cave+swamp", "LW-C7")  # not neighbours
    # One canonical notation: the border is written in board order.
    assert game.explain("place swamp+desert").key == "core.not_canonical"
    assert game.explain("place swamp+desert").params["canonical"] == "place desert+swamp"
    game.play("place desert+swamp")
    assert game.view(None)["packs"][1][6] == {
        "location": "desert+swamp",
        "capacity": 1,
        "scars": ["plus3"],
    }


def test_lw_c7_border_spaces_can_be_switched_off() -> None:
    comp = Components(pack_spaces=3, border_spaces=False)
    assert comp.resolved("advanced").location_caps == (3, 3, 3, 3, 3, 0, 0, 0, 0)
    game = _advanced_first_loss(comp)
    assert game.legal_notations() == [f"place {t}" for t in TERRITORIES]
    assert_refused(game, "place cave+desert", "LW-C7")
    # Without borders, 2 pack spaces per territory are too few for 13 scars.
    with pytest.raises(RecordError):
        LoneWolves(seed=1, variant="advanced", components=Components(border_spaces=False))


def test_lw_c7_advanced_pack_spaces_are_two_per_territory() -> None:
    hands = (
        "k2 k3 k4 k5 k6 k7 b2 b3 b4 b5 b6 b7 g2",
        "g3 g4 g5 g6 g7 w2 w3 w4 w5 w6 w7 r2 r3",
    )
    game = make_game(hands, variant="advanced")
    trick(game, "k7 cave", "w4 desert", take=0, place="tundra")
    trick(game, "k6 cave", "w5 desert", take=1, place="tundra")
    game.play_all(["play k5 swamp", "play w6 desert", "take 2"])
    assert "place tundra" not in game.legal_notations()
    assert_refused(game, "place tundra", "LW-T9")


def test_lw_c7_the_standard_board_has_no_borders() -> None:
    game = rulebook_game(0)
    game.play_all(["play r6 swamp", "play r4 cave", "take 1"])
    err = assert_refused(game, "place cave+desert", "LW-C7")
    assert err.explanation.key == "lw.no.no_borders"
