"""What the game-agnostic bots need from each game, and the registry that supplies it.

The search (:mod:`.ismcts`), the heuristic bot and the analysis are written once against
:class:`GameAdapter`; each game adds one adapter: how to sample positions consistent with
what a player knows (a *determinizer*), how a finished game counts for each player, and a
rule-based policy. Each game's registration names its adapter
(:attr:`wolfpack.core.registry.GameInfo.bots`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

from wolfpack.core.explain import Explanation, msg
from wolfpack.core.game import Game, Move, State


class SearchState(State, Protocol):
    """A rules state that search can copy and play on (the core :class:`State`)."""


class Determinizer(Protocol):
    """A player's information set: samples full positions consistent with it."""

    @property
    def player(self) -> int:
        """The player whose knowledge this is."""
        ...

    def sample(self, rng: random.Random) -> Any:
        """A full rules state (a determinization) agreeing with everything ``player``
        knows; never built from hidden state."""
        ...


class GameAdapter(Protocol):
    """The per-game part of the bots."""

    game_id: str
    n_players: int

    def info_set(self, game: Game[Any], player: int) -> Determinizer:
        """What ``player`` knows in ``game``: from their view and the public history."""
        ...

    def outcome(self, state: Any) -> tuple[list[float], list[float]]:
        """Per player: the result (1 win, 0.5 draw, 0 loss) and the point margin
        (own points minus the best other player's) of a finished state, or of the state
        where :meth:`playout` stopped."""
        ...

    def playout(self, state: Any, rng: random.Random) -> None:
        """Play uniformly random decisions to the end, or for as long as the game's
        :meth:`outcome` can judge the state where they stop (the fast rollout)."""
        ...

    def heuristic_action(self, game: Game[Any], player: int, rng: random.Random) -> int:
        """The rule-based bot's action for ``player`` (to move), from their knowledge."""
        ...


@runtime_checkable
class HintAdapter(Protocol):
    """Optional: a game's words for hints (else a plain generic sentence is used)."""

    def explain(
        self, det: Any, action: int, notes: tuple[Explanation, ...], state: Any = None
    ) -> Explanation:
        """Why ``action`` is a good move for ``det.player`` (to move), in words built from
        what that player knows (``det`` from :meth:`GameAdapter.info_set`); ``notes``
        appended. With ``state`` (the open position, for the solver's verdict) the words
        may speak of what is open instead of what the player has not seen."""
        ...

    def value_note(self, n: int, margin: float, win_rate: float) -> Explanation:
        """A note giving a move's simulated value (simulated games, mean margin, win rate),
        true of how the game's search plays its games on."""
        ...


@runtime_checkable
class SolverAdapter(Protocol):
    """Optional: an exact solver for the game's open positions."""

    def solve(
        self, state: Any, all_moves: bool, cancel: Any, progress: Any = None
    ) -> tuple[int, int, dict[int, int]]:
        """Exact solution of an open position: (player 0's final margin, a best action,
        exact margins after actions); raises ``SolverCancelled`` when ``cancel`` is set;
        ``progress(fraction)`` when given."""
        ...

    def verdict_note(self, margin: int) -> Explanation:
        """The solver's verdict in words: who ends how many points ahead."""
        ...

    def quick_to_solve(self, state: Any) -> bool:
        """Whether the solver typically answers within a second or two here (so a board
        may offer the verdict without the user waiting long)."""
        ...


def value_message(prefix: str, n: int, margin: float, win_rate: float) -> Explanation:
    """A move's value from the search's simulated games, as every hint writes it (a
    :meth:`HintAdapter.value_note`): message ``prefix.ahead``, ``prefix.behind`` or
    ``prefix.level`` by the sign of the mean final ``margin`` (to one decimal), with the
    amount and the ``win_rate`` in words (kinds ``points_amount`` and ``chance``)."""
    points = round(margin, 1)
    side = "ahead" if points > 0 else "behind" if points < 0 else "level"
    return msg(f"{prefix}.{side}", n=n, points=points, chance=win_rate)


def margins(points: Sequence[float]) -> list[float]:
    """Each player's points minus the best other player's."""
    return [float(x - max([*points[:p], *points[p + 1 :]])) for p, x in enumerate(points)]


def shared_outcome(
    points: Sequence[float], winners: Sequence[int] | None = None
) -> tuple[list[float], list[float]]:
    """Per player: 1 for a sole winner, an equal share of 1 for each of tied ``winners``
    (by default: the players with the most points), else 0; and :func:`margins` (a
    :meth:`GameAdapter.outcome`)."""
    if winners is None:
        top = max(points)
        winners = [p for p, x in enumerate(points) if x == top]
    results = [1.0 / len(winners) if p in winners else 0.0 for p in range(len(points))]
    return results, margins(points)


_Info = TypeVar("_Info", bound="StateInfoSet")


class StateInfoSet:
    """A base for information sets (:class:`Determinizer`) built from a game's rules state
    and the player whose knowledge they hold."""

    def __init__(self, state: Any, player: int) -> None:
        self._player = player

    @classmethod
    def from_game(cls: type[_Info], game: Game[Any], player: int) -> _Info:
        """The information set of ``player`` in ``game``."""
        return cls(game.state, player)

    @property
    def player(self) -> int:
        """The player whose knowledge this is."""
        return self._player

    def sample(self, rng: random.Random) -> Any:
        """A full rules state agreeing with everything :attr:`player` knows (each game's
        information set says how)."""
        raise NotImplementedError


class PolicyAdapter:
    """A base for adapters of games whose information sets are a :class:`StateInfoSet`,
    whose rules state plays its own random playouts (``state.playout(rng)``) and whose
    rule-based policy is a function of the state."""

    info_class: type[StateInfoSet]
    """The game's information sets."""
    policy: Callable[[Any, int, random.Random], int]
    """``policy(state, player, rng)``: the rule-based bot's action for ``player``."""

    def info_set(self, game: Game[Any], player: int) -> Determinizer:
        """What ``player`` knows in ``game``."""
        return self.info_class.from_game(game, player)

    def playout(self, state: Any, rng: random.Random) -> None:
        """Uniformly random decisions to the end."""
        state.playout(rng)

    def heuristic_action(self, game: Game[Any], player: int, rng: random.Random) -> int:
        """:attr:`policy` for ``player`` (to move)."""
        return self.policy(game.state, player, rng)


class NativeSearch:
    """A base for adapters whose search can run in the native core: :meth:`native_search`
    builds it from what :meth:`native_parts` gives."""

    def native_parts(self, det: Any) -> tuple[Any, Any] | None:
        """The core's ISMCTS class for the game and ``det`` as a native information set;
        None where the search must run in Python."""
        raise NotImplementedError

    def native_search(
        self,
        det: Any,
        seed: int,
        threads: int,
        exploration: float,
        heuristic: float = 0.0,
        margin_weight: float | None = None,
        depth: int = 0,
        greedy: bool = False,
        trees: int = 0,
    ) -> Any:
        """The native core's ISMCTS from ``det`` (None where :meth:`native_parts` has none),
        as :func:`wolfpack.bots.ismcts.native_ismcts` makes it."""
        from wolfpack.bots.ismcts import native_ismcts

        parts = self.native_parts(det)
        if parts is None:
            return None
        cls, info = parts
        return native_ismcts(
            cls, info, seed, threads, exploration, heuristic, margin_weight, depth, greedy, trees
        )


def adapter_for(game: Game[Any]) -> GameAdapter:
    """The adapter of ``game``'s kind, named by its registration; ``KeyError`` naming the
    game when there is none."""
    from wolfpack.core.registry import get_game

    try:
        adapter: GameAdapter = get_game(game.game_id).adapter
    except (KeyError, ImportError, AttributeError):
        raise KeyError(f"no bot support for the game {game.game_id!r} yet") from None
    return adapter


def move_of(game: Game[Any], action: int) -> Move:
    """The legal :class:`Move` with integer ``action`` (``ValueError`` if not legal)."""
    for move in game.legal_moves():
        if move.action == action:
            return move
    raise ValueError(f"action {action} is not legal now")
