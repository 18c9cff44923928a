"""The native PIMC (``lone_wolves_pimc``): every deal comes from its own generator (the
seed and the deal's number) and the threads take the next deal in turn, so the rows, in
the deals' order, are the same on 1, 2 or 3 threads; a hint's raced PIMC is the same
whatever ``WOLFPACK_SEARCH_THREADS`` says."""

from __future__ import annotations

from typing import Any

import pytest
from hint_calibration import lone_wolves

from wolfpack.bots.adapters import adapter_for
from wolfpack.core.native import THREADS_VARIABLE, core
from wolfpack.lone_wolves.native import native_info

pytestmark = pytest.mark.skipif(core() is None, reason="the native core is not installed")


@pytest.fixture(autouse=True)
def native(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WOLFPACK_BACKEND", "native")


@pytest.mark.parametrize("seed", [1, 3, 5])  # 3 tricks before the end
def test_the_rows_are_the_same_on_any_number_of_threads(seed: int) -> None:
    game = lone_wolves(seed, "late")
    adapter: Any = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    mod = core()
    assert mod is not None
    info = native_info(det)
    found = [mod.lone_wolves_pimc(info, 9, 11, threads) for threads in (1, 2, 3)]
    actions, rows = found[0]
    assert len(rows) == 9 and all(len(r) == len(actions) for r in rows)
    assert len({tuple(map(tuple, r)) for _, r in found}) == 1
    # Another seed, other deals (the rows are not the same whatever the seed).
    assert mod.lone_wolves_pimc(info, 9, 12, 2)[1] != rows


def test_the_deals_do_not_depend_on_how_many_are_asked() -> None:
    """Deal k is the same deal in a call of 5 deals as in one of 9."""
    game = lone_wolves(7, "late")
    adapter: Any = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    mod = core()
    assert mod is not None
    info = native_info(det)
    _, nine = mod.lone_wolves_pimc(info, 9, 4, 2)
    _, five = mod.lone_wolves_pimc(info, 5, 4, 1)
    assert five == nine[:5]


def test_a_raced_hint_pimc_is_the_same_on_one_thread_and_on_two(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = lone_wolves(9, "late")
    adapter: Any = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    found = []
    for threads in ("1", "2"):
        monkeypatch.setenv(THREADS_VARIABLE, threads)
        found.append(adapter.pimc(det, 40, 3, None, None, None, race=True))
    assert found[0] == found[1]
    assert len(found[0].rows) >= 16


def test_a_settled_race_stops_early_with_the_same_values() -> None:
    """Once the race has left one move, a raced PIMC stops after
    ``PIMC_SETTLED_DEALS``; the values it has are those of the full PIMC's first deals."""
    from wolfpack.lone_wolves.bots import PIMC_SETTLED_DEALS

    game = lone_wolves(5, "late")  # the race settles in the first 48 deals here
    adapter: Any = adapter_for(game)
    det = adapter.info_set(game, game.to_move)
    raced = adapter.pimc(det, 100, 3, None, None, None, race=True)
    full = adapter.pimc(det, 100, 3, None, None, None, race=False)
    assert len(full.rows) == 100
    assert len(raced.rows) == PIMC_SETTLED_DEALS
    assert sum(v is not None for v in raced.rows[-1]) == 1
    for a, b in zip(raced.rows, full.rows, strict=False):
        assert all(x is None or x == y for x, y in zip(a, b, strict=True))
