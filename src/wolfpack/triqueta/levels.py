"""How the computer's levels search in Triqueta, where they differ from the defaults
(read through the game's registration by :mod:`wolfpack.bots.levels`)."""

from __future__ import annotations

from wolfpack.bots.levels import Tuning

HARD = Tuning(heuristic=1.0)
"""In Triqueta hard rolls out by the rule-based policy: a search so rolled out beats one
with uniform rollouts (62.5% at 2 players, 61.9% at 4, 150 games each;
``benchmarks/ladder.py --scale 20``), while more iterations of either kind gain nothing
measurable there; so medium rolls out uniformly. (A search with the policy's rollouts
models its opponents as that policy: against easy, which is that policy, it scores 85%,
against a uniform search only some 60%.)"""
EXPERT = Tuning(heuristic=1.0, depth=1, greedy=True)
"""Expert in Triqueta is a flat Monte Carlo search: each move is judged by the playouts
after it alone, played by the greedy policy (the rule-based one without random moves,
which beats it head to head). More iterations of hard's tree search gained nothing
measurable there (52.4% at 2 players, 52.0% at 4), nor did greedy rollouts below a tree;
this one scores 62.0% over hard at 2 players (150 games) and 56.0% at 4 (450 games;
``benchmarks/ladder.py --scale 20``)."""

TUNING = {"hard": HARD, "expert": EXPERT}
"""Level name → how it searches here."""
