"""Every illegal move is refused with the rule it breaks, explained in every language, and
leaves the state exactly as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from lw_positions import HANDS_A, assert_refused, draw_game, make_game, rulebook_game, trick

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.i18n import LANGUAGES
from wolfpack.lone_wolves import LoneWolves
from wolfpack.lone_wolves.actions import action_notation
from wolfpack.lone_wolves.components import LOCATION_NAMES


def at_start() -> LoneWolves:
    return rulebook_game(0)


def birch_follows_red() -> LoneWolves:
    game = rulebook_game(0)
    game.play("play r6 swamp")
    return game


def birch_reveals() -> LoneWolves:
    game = rulebook_game(1)
    game.play_all(["play g2 desert", "play b3 desert"])
    return game


def birch_takes() -> LoneWolves:
    game = rulebook_game(0)
    game.play_all(["play r6 swamp", "play r4 cave"])
    return game


def birch_takes_after_an_emptied_space() -> LoneWolves:
    game = rulebook_game(2)
    game.play_all(["play k7 volcano", "play k4 desert"])
    return game


def birch_places() -> LoneWolves:
    game = birch_takes()
    game.play("take 1")
    return game


def birch_places_with_a_full_cave_pack() -> LoneWolves:
    game = rulebook_game(11)
    game.play_all(["play w3 desert", "play k2 tundra", "take 0"])
    return game


def birch_leads_with_two_full_territories() -> LoneWolves:
    return draw_game(12)


def advanced_border_taken() -> LoneWolves:
    game = make_game(HANDS_A, variant="advanced")
    trick(game, "k7 cave", "w4 desert", take=0, place="cave+desert")
    game.play_all(["play k6 cave", "play w5 desert", "take 1"])
    return game


def game_over() -> LoneWolves:
    return rulebook_game(13)


CATALOGUE: list[tuple[Callable[[], LoneWolves], str, str, str]] = [
    (at_start, "play r4 cave", "LW-T1", "lw.no.not_in_hand"),
    (at_start, "take 0", "LW-T1", "lw.no.expect_play"),
    (at_start, "reveal 1", "LW-T1", "lw.no.expect_play"),
    (at_start, "place tundra", "LW-T1", "lw.no.expect_play"),
    (at_start, "play r6 atlantis", "LW-T1", "lw.no.expect_play"),
    (at_start, "howl at the moon", "LW-T1", "lw.no.expect_play"),
    (birch_follows_red, "play b3 cave", "LW-T2", "lw.no.must_follow"),
    (birch_follows_red, "play k4 swamp", "LW-T2", "lw.no.must_follow"),
    (birch_follows_red, "play r6 cave", "LW-T1", "lw.no.not_in_hand"),
    (birch_follows_red, "reveal 0", "LW-T1", "lw.no.expect_play"),
    (birch_leads_with_two_full_territories, "play w4 cave", "LW-T3", "lw.no.full"),
    (birch_leads_with_two_full_territories, "play w4 volcano", "LW-T3", "lw.no.full"),
    (birch_leads_with_two_full_territories, "play k3 cave", "LW-T1", "lw.no.not_in_hand"),
    (birch_reveals, "reveal 0", "LW-T4", "lw.no.reveal_space"),
    (birch_reveals, "reveal 5", "LW-T4", "lw.no.reveal_no_space"),
    (birch_reveals, "reveal 9", "LW-T4", "lw.no.expect_reveal"),
    (birch_reveals, "play r2 cave", "LW-T4", "lw.no.expect_reveal"),
    (birch_reveals, "take 1", "LW-T4", "lw.no.expect_reveal"),
    (birch_takes, "take 5", "LW-T8", "lw.no.take_no_space"),
    (birch_takes, "play r2 cave", "LW-T8", "lw.no.expect_take"),
    (birch_takes, "place tundra", "LW-T8", "lw.no.expect_take"),
    (birch_takes_after_an_emptied_space, "take 2", "LW-T8", "lw.no.take_space"),
    (birch_places, "play r2 cave", "LW-T9", "lw.no.expect_place"),
    (birch_places, "take 0", "LW-T9", "lw.no.expect_place"),
    (birch_places, "place atlantis", "LW-T9", "lw.no.expect_place"),
    (birch_places, "place cave+desert", "LW-C7", "lw.no.no_borders"),
    (birch_places, "place cave+swamp", "LW-C7", "lw.no.not_neighbours"),
    (birch_places_with_a_full_cave_pack, "place cave", "LW-T9", "lw.no.place_full"),
    (advanced_border_taken, "place cave+desert", "LW-T9", "lw.no.place_full"),
    (advanced_border_taken, "place desert+tundra", "LW-C7", "lw.no.not_neighbours"),
    (game_over, "play g3 cave", "LW-E1", "lw.no.over"),
    (game_over, "take 0", "LW-E1", "lw.no.over"),
    (game_over, "place cave", "LW-E1", "lw.no.over"),
]


@pytest.mark.rules("LW-T1", "LW-T2", "LW-T3", "LW-T4", "LW-T8", "LW-T9", "LW-C7", "LW-E1")
@pytest.mark.parametrize(
    ("position", "move", "rule", "key"),
    CATALOGUE,
    ids=[f"{p.__name__}-{m}" for p, m, _, _ in CATALOGUE],
)
def test_illegal_move_is_refused_with_its_rule(
    position: Callable[[], LoneWolves], move: str, rule: str, key: str
) -> None:
    game = position()
    err = assert_refused(game, move, rule)
    assert err.explanation.key == key
    assert err.move == move
    assert str(err).startswith(repr(move))


# Every notation of the action space, to sweep a position with.
ALL_NOTATIONS = (
    [action_notation(a) for a in range(150)]
    + [f"reveal {i}" for i in range(8)]
    + [f"take {i}" for i in range(8)]
    + [f"place {loc}" for loc in LOCATION_NAMES]
)

SWEEP = [
    (at_start, {"LW-T1"}),
    (birch_follows_red, {"LW-T1", "LW-T2"}),
    (birch_leads_with_two_full_territories, {"LW-T1", "LW-T3"}),
    (birch_reveals, {"LW-T4"}),
    (birch_takes, {"LW-T8"}),
    (birch_places, {"LW-T9", "LW-C7"}),
    (advanced_border_taken, {"LW-T9"}),
    (game_over, {"LW-E1"}),
]


@pytest.mark.rules("LW-T1", "LW-T2", "LW-T3", "LW-T4", "LW-T8", "LW-T9", "LW-E1")
@pytest.mark.parametrize(("position", "rules"), SWEEP, ids=[p.__name__ for p, _ in SWEEP])
def test_every_move_but_the_legal_ones_is_refused_unchanged(
    position: Callable[[], LoneWolves], rules: set[str]
) -> None:
    game = position()
    legal = set(game.legal_notations())
    before = game.state.clone()
    cited = set()
    for move in ALL_NOTATIONS:
        if move in legal:
            continue
        with pytest.raises(IllegalMoveError) as info:
            game.play(move)
        cited.add(info.value.rule)
        assert info.value.rule in rules, (move, info.value.rule)
        for lang in LANGUAGES:
            assert info.value.rule in info.value.text(lang)
        assert game.state == before
    assert cited == rules
    # ... and the legal ones are exactly the legal moves, each explained by a rule.
    for move in game.legal_moves():
        assert move.explanation.rules
        assert game.is_legal(move)
