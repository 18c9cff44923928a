"""The registered games as OpenSpiel games, so that OpenSpiel's algorithms and bots play them.

Each game describes its OpenSpiel names, defaults and action space in its own package
(:class:`~wolfpack.core.openspiel_shape.OpenSpielShape`, named by its registration);
each gets a ``pyspiel.Game`` class here named after its title (``"My Game"``:
``MyGameGame``). Importing this module registers (needs the
``open_spiel`` package)::

    import pyspiel
    import wolfpack.openspiel  # noqa: F401  (registers the games)

    game = pyspiel.load_game(wolfpack.openspiel.GAMES[0].short_name, {"players": 2})
    state = game.new_initial_state()

The games' names and parameters are listed in the documentation (``docs/api/integrations.md``).

Every game also takes ``deals``: how many different deals the opening chance node chooses
from, uniformly (default 1000; deal ``k`` is the game wolfpack deals from seed ``k``).
Everything random in a wolfpack game happens in its deal, so after that chance node the
game is deterministic: what a player cannot see of the deal (another player's hand, the
order of a draw pile) stays hidden from them in every observation.

- The actions are the game's own integer codes (``state.legal_actions()`` of the rules
  state), named by the game's notation (``action_to_string``).
- An **observation** of player ``p`` is the JSON of what ``p`` may see now
  (``Game.view(p)``, the same view a board sends to ``p``'s browser).
- An **information state** of ``p`` has perfect recall: every earlier observation of
  ``p`` (as a short digest each, in order), ``p``'s own moves, and the observation now.
  It is built from ``p``'s views only, so two histories ``p`` cannot tell apart give the
  same information state.
- Returns are given at the end: 1 for the sole winner by the game's own rules (tiebreaks
  included), an equal share of 1 for players who share a win or a draw, else 0 (a
  constant-sum game).
- ``max_game_length()`` is a bound on the decisions after the deal that no way of playing
  exceeds, for the game's player count and variant (the game's own, from its shape).
- ``state.resample_from_infostate(p, sampler)`` gives a state ``p`` cannot tell from this
  one (OpenSpiel's ``ISMCTSBot`` plays on such states): the hidden parts are drawn by the
  determinizer wolfpack's own bots use (the game's bot adapter), from what ``p`` knows,
  with randomness from ``sampler()``.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any, NamedTuple

import pyspiel

from wolfpack.core.openspiel_shape import OpenSpielShape
from wolfpack.core.registry import GameInfo, games

__all__ = ["GAMES", "OpenSpielGame", "OpenSpielState", "register"]


def _registered() -> tuple[tuple[GameInfo, OpenSpielShape], ...]:
    """Every registered game that describes itself as an OpenSpiel game, with its shape."""
    return tuple((info, shape) for info in games() if (shape := info.openspiel_shape))


GAMES: tuple[OpenSpielShape, ...] = tuple(shape for _, shape in _registered())
"""The registered games' OpenSpiel shapes, each with its defaults and its action space
(each game's own, :attr:`wolfpack.core.registry.GameInfo.openspiel`)."""

DEFAULT_DEALS = 1000


def _variants(info: GameInfo) -> tuple[str, ...]:
    """The game's variants as OpenSpiel's ``variant`` parameter takes them, the default
    first (``""`` alone for a game without variants)."""
    return info.variants or ("",)


def _game_type(spec: OpenSpielShape, info: GameInfo) -> Any:
    low, high = info.players
    return pyspiel.GameType(
        short_name=spec.short_name,
        long_name=spec.long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={
            "players": spec.default_players,
            "variant": _variants(info)[0],
            "deals": DEFAULT_DEALS,
        },
    )


class _Shared:
    """A value every clone of a state shares (it never changes): copied as itself."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


class _Fast:
    """A rules state, copied by its own fast ``clone`` when OpenSpiel clones a state."""

    __slots__ = ("state",)

    def __init__(self, state: Any) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Fast:
        return _Fast(None if self.state is None else self.state.clone())


class _Log:
    """A state's own lists of immutable items, copied list by list (not item by item)
    when OpenSpiel clones the state: the moves since the root (the rules state after the
    deal, or a sample), each player's view digests since the root; for a sample, the
    information state lines of each player before it and the moves before it; and a cache
    of views, which a clone starts without."""

    __slots__ = ("before", "cache", "digests", "head", "moves")

    def __init__(self) -> None:
        self.moves: list[tuple[int, int]] = []  # (player, action) after the root
        self.digests: dict[int, list[str]] = {}
        self.head: dict[int, tuple[str, ...]] = {}
        self.before: tuple[tuple[int, int], ...] = ()
        self.cache: dict[int | None, tuple[int, str]] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> _Log:
        log = _Log()
        log.moves = list(self.moves)
        log.digests = {p: list(d) for p, d in self.digests.items()}
        log.head = dict(self.head)
        log.before = self.before
        return log


class OpenSpielGame(pyspiel.Game):  # type: ignore[misc]
    """One wolfpack game as a ``pyspiel.Game`` (made by ``pyspiel.load_game``)."""

    def __init__(self, info: GameInfo, params: dict[str, Any] | None = None) -> None:
        spec = info.openspiel_shape
        if spec is None:
            raise ValueError(f"{info.title} is not described as an OpenSpiel game")
        params = dict(params or {})
        players = int(params.get("players", spec.default_players))
        variants = _variants(info)
        variant = str(params.get("variant", variants[0]))
        deals = int(params.get("deals", DEFAULT_DEALS))
        low, high = info.players
        if not low <= players <= high:
            raise ValueError(f"{info.title} is for {low} to {high} players, not {players}")
        if variant not in variants:
            raise ValueError(f"{info.title} has no variant {variant!r}: {list(variants)}")
        if deals < 1:
            raise ValueError("deals must be at least 1")
        self.spec = spec
        self.info = info
        self.players = players
        self.variant = variant or None
        self.deals = deals
        self.rules = info.game_class.rules
        self.adapter = info.adapter
        super().__init__(
            _game_type(spec, info),
            pyspiel.GameInfo(
                num_distinct_actions=spec.num_distinct_actions,
                max_chance_outcomes=deals,
                num_players=players,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=1.0,
                max_game_length=spec.max_game_length(players, variant),
            ),
            {"players": players, "variant": variant, "deals": deals},
        )

    def __reduce__(self) -> tuple[Any, tuple[str, dict[str, Any]]]:
        """Pickled (as a serialized state holds its game) by name and parameters, so that
        it comes back whole, loaded again."""
        return pyspiel.load_game, (self.spec.short_name, self.get_parameters())

    def deal(self, k: int) -> Any:
        """The rules state of deal ``k`` (the game wolfpack deals from seed ``k``)."""
        return self.info.new(k, self.players, self.variant).state.clone()

    def new_initial_state(self) -> OpenSpielState:
        """The state before the deal (a chance node)."""
        return OpenSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        """Observations (``perfect_recall`` False) or information states (True), as
        strings of what a player may see."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return Observer(perfect_recall)


class OpenSpielState(pyspiel.State):  # type: ignore[misc]
    """A position of a wolfpack game as a ``pyspiel.State``: before the deal, a chance
    node; then the game's rules state."""

    def __init__(self, game: OpenSpielGame) -> None:
        super().__init__(game)
        self._wp = _Shared(game)
        self._root = _Shared(None)  # the rules state just after the deal (or a sample)
        self._start = ""  # what the root is: "deal 5", "sample for player 1 after 12 moves"
        self._now = _Fast(None)
        self._log = _Log()
        # Per player: the rules state where their view digests stopped (views are made
        # only when an information state is asked for).
        self._cursor: dict[int, _Fast] = {}

    @property
    def rules_state(self) -> Any:
        """The wolfpack rules state (None before the deal)."""
        return self._now.state

    def current_player(self) -> int:
        """The player to move, ``CHANCE`` before the deal, ``TERMINAL`` at the end."""
        state = self._now.state
        if state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if state.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        return int(state.to_move)

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._now.state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deals, each as likely."""
        deals: int = self._wp.value.deals
        return [(k, 1.0 / deals) for k in range(deals)]

    def _apply_action(self, action: int) -> None:
        if self._now.state is None:
            self._start = f"deal {int(action)}"
            self._root = _Shared(self._wp.value.deal(action))
            self._now = _Fast(self._root.value.clone())
            return
        state = self._now.state
        self._log.moves.append((int(state.to_move), int(action)))
        state.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or self._now.state is None:
            return f"deal {action}"
        return str(self._wp.value.rules.notation_of(self._now.state, action))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        state = self._now.state
        return state is not None and bool(state.is_terminal())

    def returns(self) -> list[float]:
        """1 for a sole winner, an equal share for those who share a win, else 0; all 0
        before the end."""
        game = self._wp.value
        if not self.is_terminal():
            return [0.0] * game.players
        results, _margins = game.adapter.outcome(self._now.state)
        return [float(r) for r in results]

    def __str__(self) -> str:
        """The deal (or the sample the state was drawn as) and the action codes since (what
        defines the position; a player's views are :meth:`observation_of`)."""
        if self._now.state is None:
            return "(before the deal)"
        return f"{self._start}: " + " ".join(str(a) for _p, a in self._log.moves)

    # -- what a player may see ------------------------------------------------------------
    def observation_of(self, player: int) -> str:
        """What ``player`` may see now, as canonical JSON."""
        if self._now.state is None:
            return "{}"
        return _view_text(self, player)

    def information_state_of(self, player: int) -> str:
        """``player``'s perfect-recall information state: the digest of each of their
        earlier views, their own moves (in notation), and their view now. (In a state
        drawn by :meth:`resample_from_infostate` for player ``p``, ``p``'s earlier lines
        are ``p``'s lines where it was drawn; another player's are one line naming the
        sample, for what they saw in that world before it is not known.)"""
        if self._now.state is None:
            return ""
        return "\n".join([*self._recall(player), self.observation_of(player)])

    def _recall(self, player: int) -> list[str]:
        """The lines of ``player``'s information state before the view now."""
        log = self._log
        digests = log.digests.setdefault(player, [])
        cursor = self._cursor.get(player)
        if cursor is None:
            cursor = self._cursor[player] = _Fast(self._root.value.clone())
        rules = self._wp.value.rules
        for i in range(len(digests), len(log.moves)):
            mover, action = log.moves[i]
            cached = log.cache.get(player)  # the view before move i, if it was looked at
            view = cached[1] if cached is not None and cached[0] == i else None
            if view is None:
                view = _canonical(rules.view(cursor.state, player))
            seen = hashlib.sha256(view.encode()).hexdigest()[:16]
            if mover == player:
                seen += " you: " + rules.notation_of(cursor.state, action)
            digests.append(seen)
            cursor.state.apply(action)
        return [*log.head.get(player, ()), *digests]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> OpenSpielState:
        """A state ``player_id`` cannot tell from this one, the parts hidden from them drawn
        at random (``probability_sampler()``, a number in [0, 1), seeds the draw) by the
        determinizer wolfpack's bots use: the game's bot adapter's information set, built
        from the player's view and the public moves, never from what is hidden.

        The result has the same information state and observation for ``player_id`` and
        the same player to move. Its rules state is the sample; its ``history()`` holds
        only the actions applied since (the deal it could have come from is not drawn).
        Before the deal nothing is hidden: the result is a copy."""
        game = self._wp.value
        if isinstance(player_id, bool) or not isinstance(player_id, int):
            raise TypeError(f"player_id must be a player number, not {player_id!r}")
        if not 0 <= player_id < game.players:
            raise ValueError(f"player_id must be 0 to {game.players - 1}, not {player_id}")
        if not callable(probability_sampler):
            raise TypeError("probability_sampler must be callable (it returns a number in [0, 1))")
        if self._now.state is None:
            return self.clone()  # type: ignore[no-any-return]
        draw = probability_sampler()
        if not isinstance(draw, float | int) or not 0 <= draw < 1:
            raise ValueError(f"probability_sampler() must return a number in [0, 1), not {draw!r}")
        recall = tuple(self._recall(player_id))
        known = game.adapter.info_set(_Known(self), player_id)
        sample = known.sample(random.Random(int(draw * 2**53)))
        out = OpenSpielState(game)
        before = (*self._log.before, *self._log.moves)
        out._start = f"sample for player {player_id} after {len(before)} moves"
        out._root = _Shared(sample)
        out._now = _Fast(sample.clone())
        out._log.before = before
        out._log.head = {
            p: recall if p == player_id else (out._start,) for p in range(game.players)
        }
        now = self._now.state
        if sample.key() == now.key():  # nothing was hidden: the same position, the same views
            count = len(self._log.moves)
            for p, (at, text) in self._log.cache.items():
                if at == count:
                    out._log.cache[p] = (0, text)
        return out


class _Step(NamedTuple):
    """A public move as a game's history lists it (:attr:`wolfpack.core.game.Game.steps`)."""

    player: int
    notation: str


class _Known:
    """What a bot adapter's information set reads of a wolfpack game (its ``state``,
    ``view(player)`` and ``steps``), taken from an OpenSpiel state: its rules state and its
    public moves (those before a sample and those since)."""

    def __init__(self, state: OpenSpielState) -> None:
        self._of = state

    @property
    def state(self) -> Any:
        """The rules state."""
        return self._of.rules_state

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see now."""
        view: dict[str, Any] = self._of._wp.value.rules.view(self.state, player)
        return view

    @property
    def steps(self) -> list[_Step]:
        """The public moves so far, in notation: of a game whose notation needs no
        position (one game's information set reads them; another's, whose notation
        names the tiles a player shows, reads the state only)."""
        notation = self._of._wp.value.rules.notation
        if notation is None:
            raise NotImplementedError("moves whose notation depends on the position")
        log = self._of._log
        return [_Step(p, notation(a)) for p, a in (*log.before, *log.moves)]


def _view_text(state: OpenSpielState, player: int | None) -> str:
    """The view of ``player`` (None: everything) now, as canonical JSON (cached per move)."""
    log = state._log
    cached = log.cache.get(player)
    if cached is not None and cached[0] == len(log.moves):
        return cached[1]
    text = _canonical(state._wp.value.rules.view(state._now.state, player))
    log.cache[player] = (len(log.moves), text)
    return text


def _canonical(view: dict[str, Any]) -> str:
    """A view as canonical JSON (the observation string; its digest in an information
    state)."""
    return json.dumps(view, sort_keys=True, ensure_ascii=False)


class Observer:
    """OpenSpiel's observer protocol for strings: no tensors (``tensor`` is empty)."""

    def __init__(self, perfect_recall: bool) -> None:
        import numpy as np

        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: OpenSpielState, player: int) -> None:
        """Nothing to set: the observations are strings."""

    def string_from(self, state: OpenSpielState, player: int) -> str:
        """The information state (perfect recall) or the observation of ``player``."""
        if self.perfect_recall:
            return state.information_state_of(player)
        return state.observation_of(player)


def _game_class(info: GameInfo, shape: OpenSpielShape) -> type[OpenSpielGame]:
    """The ``pyspiel.Game`` class of one game, named after it (``"My Game"``:
    ``MyGameGame``), made with the parameters alone as OpenSpiel makes it."""

    def __init__(self: OpenSpielGame, params: dict[str, Any] | None = None) -> None:
        OpenSpielGame.__init__(self, info, params)

    name = "".join(info.title.split()) + "Game"
    doc = f"{info.title} as an OpenSpiel game (``{shape.short_name}``)."
    attrs = {"__init__": __init__, "__doc__": doc, "__module__": __name__, "__qualname__": name}
    return type(name, (OpenSpielGame,), attrs)


_CLASSES: dict[str, type[OpenSpielGame]] = {
    shape.short_name: _game_class(info, shape) for info, shape in _registered()
}
"""Each game's class by its OpenSpiel name (each also a name of this module:
``wolfpack.openspiel.MyGameGame``)."""
globals().update({cls.__name__: cls for cls in _CLASSES.values()})
__all__ += [cls.__name__ for cls in _CLASSES.values()]

_REGISTERED: set[str] = set()


def register() -> list[str]:
    """Register every game that describes itself as an OpenSpiel game (done on import;
    again is harmless); their short names."""
    for info, spec in _registered():
        if spec.short_name in _REGISTERED or spec.short_name in pyspiel.registered_names():
            _REGISTERED.add(spec.short_name)
            continue
        cls = _CLASSES.get(spec.short_name)
        if cls is None:  # registered after this module was imported
            cls = _CLASSES[spec.short_name] = _game_class(info, spec)
        pyspiel.register_game(_game_type(spec, info), cls)
        _REGISTERED.add(spec.short_name)
    return [spec.short_name for _, spec in _registered()]


register()
