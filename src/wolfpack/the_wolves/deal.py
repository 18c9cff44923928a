"""Everything chance decides before the placement draft (TW-S1, TW-S2, TW-S4), as a
:class:`Setup` that a record stores and replays."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wolfpack.core.rng import SeededRandom
from wolfpack.core.rules import implements
from wolfpack.the_wolves.components import N_TERRAINS, TERRAINS, Rules


@dataclass(frozen=True)
class Setup:
    """A dealt game: which region tile lies where, the scoring tokens and prey on each
    region (stacks listed top first), each player's home terrain and the first player."""

    players: int
    tiles: tuple[str, ...]
    tokens: tuple[tuple[int, ...], ...]
    prey: tuple[tuple[int, ...], ...]
    homes: tuple[int, ...]
    first: int


@implements("TW-S1", "TW-S2", "TW-S4")
def deal(
    rules: Rules,
    rng: SeededRandom,
    homes: Sequence[str] | None = None,
    first: int | None = None,
) -> Setup:
    """A random setup: region tiles shuffled onto the positions, scoring tokens (stacks for
    2 players) and prey stacks shuffled onto the regions, distinct random home terrains
    (unless ``homes`` names them) and a random first player (unless ``first`` is given)."""
    n = rules.players
    regions = len(rules.layout.regions)
    ids = [key for key, _ in rules.region_tiles]
    rng.shuffle(ids)
    tokens = list(rules.token_stacks)
    rng.shuffle(tokens)
    prey = list(rules.prey_stacks)
    rng.shuffle(prey)
    if homes is None:
        terrains = list(range(N_TERRAINS))
        rng.shuffle(terrains)
        home_ids = tuple(terrains[:n])
    else:
        home_ids = check_homes(homes, n)
    if first is None:
        first = rng.randbelow(n)
    elif not 0 <= first < n:
        raise ValueError(f"first must be a player from 0 to {n - 1}")
    return Setup(n, tuple(ids[:regions]), tuple(tokens), tuple(prey), home_ids, first)


def check_homes(homes: Sequence[str], n: int) -> tuple[int, ...]:
    """Home terrain names → indices; one distinct terrain per player (TW-S2)."""
    if len(homes) != n or any(h not in TERRAINS for h in homes) or len(set(homes)) != n:
        raise ValueError(
            f"homes must name {n} different terrains among {', '.join(TERRAINS)}: {homes!r}"
        )
    return tuple(TERRAINS.index(h) for h in homes)
