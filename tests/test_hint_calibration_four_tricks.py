"""The hint's calibration four tricks before the end, small (as ``test_hint_calibration.py``
three tricks out; ``benchmarks/hint_calibration.py --phases late`` is the full run): the
hint's raced PIMC of 100 deals against an unraced PIMC of 120 other deals. Its suggestion
is a best move and never beaten on every deal, its interval holds the reference value in
most positions and its bias is small."""

from __future__ import annotations

import pytest
from hint_calibration import lone_wolves

from wolfpack.bots.calibration import calibrate, summarize_checks
from wolfpack.core.native import core

SEEDS = (2, 4, 6, 8)  # even seeds: 4 tricks before the end


@pytest.mark.skipif(core() is None, reason="PIMC starts 3 tricks out without the native core")
def test_hints_four_tricks_out_are_calibrated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WOLFPACK_BACKEND", "native")
    positions = [lone_wolves(seed, "late") for seed in SEEDS]
    assert all(13 - game.state.tricks == 4 for game in positions)
    checks = calibrate(positions, iterations=2000, ref_deals=120)
    assert {c.method for c in checks} == {"pimc"}
    s = summarize_checks(checks)
    assert s.with_interval == len(positions)
    assert s.coverage is not None and s.coverage >= 0.5
    assert abs(s.mean_bias) <= 1.5
    assert s.best_rate >= 0.75
    assert s.dominated == 0
