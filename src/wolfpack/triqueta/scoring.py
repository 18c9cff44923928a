"""Triqueta scoring: points per animal set, trees and the start marker, the winners, and
the best choice of face-down light tiles to count (TQ-E1..TQ-E3).

Everything here works on what a player *holds now*, so the same functions give the running
score during play and the final score at the end.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from wolfpack.core.rules import implements
from wolfpack.triqueta.components import (
    ANIMALS,
    N_LIGHT,
    N_SHADOW,
    SET_VALUES,
    SHADOW,
    START_MARKER_POINTS,
    TILE_CODES,
    TREE_POINTS,
)

if TYPE_CHECKING:
    from wolfpack.triqueta.state import TQState

SINGLE, PAIR, TRIQUETA, SPOILED = "single", "pair", "triqueta", "spoiled"


@implements("TQ-E2")
def set_points(n: int, value: int) -> int:
    """Points of ``n`` tiles of one animal whose triqueta is worth ``value``: 1 tile 1 point,
    2 tiles 2 points, exactly 3 the value, 4 or more 0 and -1 per tile beyond three."""
    if n <= 2:
        return max(n, 0)
    if n == 3:
        return value
    return 3 - n


def set_kind(n: int) -> str:
    """``single``, ``pair``, ``triqueta`` or ``spoiled`` (for ``n`` >= 1)."""
    return (SINGLE, PAIR, TRIQUETA)[n - 1] if n <= 3 else SPOILED


def animal_counts(tiles: Iterable[int]) -> list[int]:
    """How many tiles of each of the seven animals, light and shadow together (TQ-E2)."""
    counts = [0] * 7
    for t in tiles:
        counts[t % SHADOW] += 1
    return counts


_POINTS = tuple(tuple(set_points(n, v) for n in range(N_LIGHT + N_SHADOW + 1)) for v in SET_VALUES)
"""``_POINTS[animal][n]``: :func:`set_points` looked up."""


def tiles_points(tiles: Iterable[int]) -> int:
    """The set points of a collection of tiles (TQ-E2), without trees and marker."""
    counts = [0] * 7
    for t in tiles:
        counts[t % SHADOW] += 1
    table = _POINTS
    return sum(table[a][n] for a, n in enumerate(counts) if n)


@dataclass(frozen=True)
class AnimalLine:
    """One animal of a player's collection: how many light and shadow tiles, and points."""

    animal: str
    light: int
    shadow: int
    points: int
    kind: str

    @property
    def count(self) -> int:
        """Light and shadow tiles together."""
        return self.light + self.shadow

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "animal": self.animal,
            "light": self.light,
            "shadow": self.shadow,
            "count": self.count,
            "points": self.points,
            "kind": self.kind,
        }


@dataclass(frozen=True)
class PlayerScore:
    """A player's points with the breakdown: animal sets, trees, start marker."""

    player: int
    lines: tuple[AnimalLine, ...]
    trees: int
    start_marker: bool
    counted: tuple[int, ...]
    """The face-down light tiles (indices) counted."""
    total: int

    @property
    def set_points(self) -> int:
        """Points of the animal sets alone."""
        return sum(line.points for line in self.lines)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "player": self.player,
            "sets": [line.to_json() for line in self.lines],
            "trees": self.trees,
            "start_marker": self.start_marker,
            "counted": list(self.counted),
            "total": self.total,
        }


@implements("TQ-E2", "TQ-E3", "TQ-C3")
def player_score(
    player: int, tiles: Sequence[int], trees: int, marker: bool, counted: tuple[int, ...] = ()
) -> PlayerScore:
    """Score one collection: every animal set, plus trees and the start marker."""
    light = [0] * 7
    shadow = [0] * 7
    for t in tiles:
        if t >= SHADOW:
            shadow[t - SHADOW] += 1
        else:
            light[t] += 1
    lines = []
    for a, name in enumerate(ANIMALS):
        n = light[a] + shadow[a]
        if n:
            lines.append(
                AnimalLine(name, light[a], shadow[a], set_points(n, SET_VALUES[a]), set_kind(n))
            )
    total = sum(line.points for line in lines) + trees * TREE_POINTS
    total += START_MARKER_POINTS if marker else 0
    return PlayerScore(player, tuple(lines), trees, marker, counted, total)


def held_tiles(state: TQState, player: int, counted: Iterable[int] = ()) -> list[int]:
    """What a player holds and counts: face-up tiles, shadow tiles, and the face-down light
    tiles of ``counted`` (indices)."""
    down = state.down[player]
    return state.faceup[player] + state.shadow[player] + [down[i] for i in counted]


def count_choices(n: int) -> list[tuple[int, ...]]:
    """Every choice of face-down light tiles to count among ``n``, fewest tiles first."""
    return [c for k in range(n + 1) for c in combinations(range(n), k)]


@implements("TQ-E1")
def best_count(state: TQState, player: int) -> tuple[tuple[int, ...], int]:
    """The choice of face-down light tiles that scores most for ``player`` and its set
    points; on a tie the choice counting fewer tiles (so fewer are revealed)."""
    if not state.down[player]:
        return (), tiles_points(held_tiles(state, player))
    best: tuple[int, ...] = ()
    best_pts = -(10**9)
    for choice in count_choices(len(state.down[player])):
        pts = tiles_points(held_tiles(state, player, choice))
        if pts > best_pts:
            best, best_pts = choice, pts
    return best, best_pts


def counted_of(state: TQState, player: int) -> tuple[int, ...]:
    """The face-down light tiles a player counts: their decision, or else the best choice."""
    choice = state.choice[player]
    return choice if choice is not None else best_count(state, player)[0]


def score_player(state: TQState, player: int) -> PlayerScore:
    """A player's score of what they hold now (the final score once the game is over)."""
    counted = counted_of(state, player)
    return player_score(
        player,
        held_tiles(state, player, counted),
        state.trees[player],
        state.start == player,
        counted,
    )


def public_points(state: TQState, player: int) -> int:
    """The points everyone can see a player holds: face-up tiles, trees, start marker.
    Once the game is over every counted tile is revealed, so this is the final score."""
    if state.is_terminal():
        return score_player(state, player).total
    return player_score(
        player, state.faceup[player], state.trees[player], state.start == player
    ).total


@dataclass(frozen=True)
class Score:
    """Every player's score with the breakdown, and who leads (or won)."""

    players: tuple[PlayerScore, ...]
    final: bool

    @property
    def points(self) -> list[int]:
        """Total points per player."""
        return [p.total for p in self.players]

    @property
    def winners(self) -> list[int]:
        """The players with the most points; a tie is shared (TQ-E3)."""
        top = max(self.points)
        return [p for p, pts in enumerate(self.points) if pts == top]

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "points": self.points,
            "winners": self.winners,
            "final": self.final,
            "players": [p.to_json() for p in self.players],
        }


@implements("TQ-E3")
def score(state: TQState) -> Score:
    """Score every player on what they hold now (final once the game is over)."""
    return Score(
        tuple(score_player(state, p) for p in range(state.cfg.players)), state.is_terminal()
    )


def tile_list(tiles: Iterable[int]) -> list[str]:
    """Tile codes, sorted by animal (light before shadow)."""
    return [TILE_CODES[t] for t in sorted(tiles, key=lambda t: (t % SHADOW, t))]
