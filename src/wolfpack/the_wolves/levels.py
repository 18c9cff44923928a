"""How the computer's levels search in The Wolves, where they differ from the defaults
(read through the game's registration by :mod:`wolfpack.bots.levels`)."""

from __future__ import annotations

from wolfpack.bots.levels import Tuning

HARD = Tuning(margin_weight=0.5)
"""In The Wolves hard and expert weigh the point margin as much as the win: with 2 to 5
players a win alone is a sparse reward, and a search that also counts by how much it is
ahead beats one that counts mostly wins (hard over medium at 5 players from 53.5% over
300 games to 55.2% over 450, ``benchmarks/ladder.py --scale 20``)."""
EXPERT = Tuning(heuristic=0.5, margin_weight=0.5)
"""Expert in The Wolves also rolls out half of its games by the rule-based policy, the
others uniformly: more iterations alone gave it no measurable edge over hard at 3 and 5
players (53.2% and 53.5%), the mixed rollouts do (59.3% and 60.3%, 150 games each)."""

TUNING = {"hard": HARD, "expert": EXPERT}
"""Level name → how it searches here."""
