"""PIMC racing (:func:`wolfpack.bots.pimc.still_in`): a move stops being solved only once
the deals show it worse than the leader beyond doubt; the values of the moves kept are the
same as without the race (the same deals), and a raced hint at 4 tricks left is a PIMC
hint."""

from __future__ import annotations

import random

import pytest
from hint_calibration import lone_wolves

from wolfpack.bots.adapters import adapter_for
from wolfpack.bots.analysis import analyze
from wolfpack.bots.pimc import RACE_FROM, PimcRows, still_in, summarize
from wolfpack.core.native import core


def test_nothing_is_dropped_before_enough_deals() -> None:
    rows: list[list[int | None]] = [[10, -10] for _ in range(RACE_FROM - 1)]
    assert still_in(rows, [0, 1]) == [0, 1]


def test_a_move_worse_on_every_deal_is_dropped_and_a_close_one_kept() -> None:
    rng = random.Random(1)
    rows: list[list[int | None]] = []
    for _ in range(RACE_FROM):
        base = rng.randint(-10, 10)
        # 0: the leader; 1: 5 points worse on every deal; 2: sometimes better, sometimes worse
        rows.append([base, base - 5, base + rng.choice((-3, 3))])
    assert still_in(rows, [0, 1, 2]) == [0, 2]


def test_a_move_equal_to_the_leader_on_every_deal_stays() -> None:
    rows: list[list[int | None]] = [[k, k] for k in range(RACE_FROM * 2)]
    assert still_in(rows, [0, 1]) == [0, 1]


def test_a_dropped_move_is_summarized_over_the_deals_it_was_solved_on() -> None:
    rows: list[list[int | None]] = [[4, -2], [6, -4], [5, None], [5, None]]
    values = {v.action: v for v in summarize(PimcRows([7, 9], rows))}
    assert values[7].deals == 4 and values[7].margin == 5
    assert values[9].deals == 2 and values[9].margin == -3


needs_core = pytest.mark.skipif(core() is None, reason="the native core is not installed")


@pytest.fixture(autouse=True)
def native(monkeypatch: pytest.MonkeyPatch) -> None:
    """The native backend (the race runs in the native PIMC)."""
    monkeypatch.setenv("WOLFPACK_BACKEND", "native")


@needs_core
def test_a_race_keeps_the_values_of_the_moves_it_solves_to_the_end() -> None:
    game = lone_wolves(2, "late")  # 4 tricks left
    adapter = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    full = adapter.pimc(det, 48, 5, None, None, None, race=False)
    raced = adapter.pimc(det, 48, 5, None, None, None, race=True)
    assert full.actions == raced.actions and len(raced.rows) == len(full.rows) == 48
    solved = [k for k in range(len(raced.actions)) if all(r[k] is not None for r in raced.rows)]
    assert 0 < len(solved) < len(raced.actions)  # some moves raced out, some kept
    for k in range(len(raced.actions)):
        for a, b in zip(raced.rows, full.rows, strict=True):
            assert a[k] is None or a[k] == b[k]
    best = summarize(full)[0]
    assert summarize(raced)[0].action == best.action


@needs_core
def test_a_hint_four_tricks_before_the_end_comes_from_pimc() -> None:
    game = lone_wolves(4, "late")
    hint = analyze(game, iterations=2000, seed=3)
    assert hint.best.method == "pimc"


def test_about_as_good_within_half_a_point_or_within_the_noise() -> None:
    from wolfpack.bots.pimc import about_as_good

    rng = random.Random(5)
    best = [rng.randint(-10, 10) for _ in range(200)]
    swapped = [b + rng.choice((-1, 1)) for b in best]  # the same on average: noise only
    behind = [b - 2 for b in best]  # 2 points behind on every deal
    found = PimcRows([1, 2, 3], [[a, b, c] for a, b, c in zip(best, swapped, behind, strict=True)])
    assert about_as_good(found, 0, 1, 0.5)
    assert not about_as_good(found, 0, 2, 0.5)
    assert about_as_good(found, 0, 2, 2.0)  # within the points asked for
    dropped = PimcRows([1, 2], [[3, None], [4, None]])  # no deal in common: not shown equal
    assert not about_as_good(dropped, 0, 1, 0.5)


def test_a_search_hint_marks_moves_valued_within_half_a_point() -> None:
    from wolfpack.bots.analysis import EQUAL_POINTS, MIN_RATED, NO_INTERVAL, MoveValue, about_equal

    def move(name: str, visits: int, margin: float) -> MoveValue:
        return MoveValue(name, 0, visits, margin, NO_INTERVAL, 0.5, NO_INTERVAL)

    moves = [
        move("a", 5000, 1.0),
        move("b", 1000, 1.0 - EQUAL_POINTS),  # tried far less, but valued about the same
        move("c", 1000, 0.2),
        move("d", MIN_RATED - 1, 1.0),  # too rarely tried to say
    ]
    assert [m.move for m in about_equal(moves)] == ["b"]
