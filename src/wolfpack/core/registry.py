"""The games the package knows: one registration per game.

A game registers one :class:`GameInfo`: what it is (players, hidden information or not,
its record format) and where its parts live (the game class, rule catalogue, texts, term
words, bot adapter, board, the levels' tuning, the OpenSpiel shape), as
``"module:attribute"`` names inside the game's package that are imported only when something
asks for them. Nothing is registered by importing a module: every game, the built-in ones
too, is named by an entry point of the group :data:`ENTRY_POINTS` in its distribution's
metadata (``[project.entry-points."wolfpack.games"]`` in ``pyproject.toml``:
``my-game = "my_package:GAME"``), read the first time a game is looked up. A game can also
be added at run time with :func:`register_game`.
"""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wolfpack.core import plugins
from wolfpack.core.catalog import Catalogue, read_folder
from wolfpack.core.errors import RecordError
from wolfpack.core.records import load_json

if TYPE_CHECKING:
    from wolfpack.core.explain import Explanation
    from wolfpack.core.game import Game
    from wolfpack.core.openspiel_shape import OpenSpielShape
    from wolfpack.core.picture import Picture
    from wolfpack.core.rules import Rule

ENTRY_POINTS = plugins.GAMES
"""The entry-point group that names every game's :class:`GameInfo` (``"package:GAME"``)."""


@dataclass(frozen=True)
class GameInfo:
    """A game's registration: what it is, and where its parts live.

    The ``game``, ``rules``, ``texts``, ``bots`` and ``board`` fields name
    ``"module:attribute"`` inside ``package`` and are imported on first use
    (:meth:`part`); ``terms`` names the module of the term words (``TERMS``, ``DOMAINS``).
    ``new_game`` names a factory ``(seed, players, variant) -> Game``.
    """

    id: str
    """The game's id, as records and the CLI name it (``"my-game"``)."""
    title: str
    """The game's name (``"My Game"``)."""
    rule_prefix: str
    """The prefix of the game's rule ids (``"MG"``)."""
    text_prefix: str
    """The prefix of the game's message ids (``"mg."``)."""
    record_format: str
    """The ``format`` of the game's records (``"my-game-record/1"``)."""
    players: tuple[int, int]
    """The fewest and the most players."""
    hidden_information: bool
    """Whether some of the game's state is hidden from some player."""
    package: str
    """The game's package, which every other reference is inside (``"my_package"``)."""
    game: str
    """``"module:attribute"`` of the game's :class:`~wolfpack.core.game.Game` subclass."""
    new_game: str
    """``"module:attribute"`` of its factory ``(seed, players, variant) -> Game``."""
    rules: str
    """``"module:attribute"`` of its rule catalogue (a list of rules)."""
    texts: tuple[str, ...]
    """Where its messages are: a folder of Fluent catalogues inside ``package``
    (``"locales"``: ``locales/<language>/<domain>.ftl``, see :mod:`wolfpack.core.catalog`),
    or ``"module:attribute"`` of a table of format templates."""
    terms: str
    """The module of its term words (``TERMS``, ``DOMAINS``, optionally ``PATTERNS``)."""
    bots: str
    """``"module:attribute"`` of its bot adapter."""
    board: str
    """``"module:attribute"`` of its board widget class."""
    variants: tuple[str, ...] = ()
    """The game's variants, the default first (empty: one way to play)."""
    levels: str = ""
    """``"module:attribute"`` of the levels' tuning in this game, ``{level name:
    wolfpack.bots.levels.Tuning}`` (empty: every level plays the defaults)."""
    turn_decisions: int = 0
    """When a turn is several decisions and a level's time is per whole turn: about how
    many decisions with a choice a turn has (0: the time is per decision)."""
    openspiel: str = ""
    """``"module:attribute"`` of the game's shape as an OpenSpiel game
    (:class:`~wolfpack.core.openspiel_shape.OpenSpielShape`; empty: not registered there)."""
    native_hint_iterations: int | None = None
    """How many iterations a native hint searches in this game, where the default
    (:data:`wolfpack.bots.analysis.HINT_ITERATIONS`) would not answer within a second on
    two cores (``benchmarks/hint_times.py``); None: the default."""
    element_words: str = ""
    """``"module:attribute"`` of a function ``(state, element) -> Explanation | None`` that
    says a board element (``"card:k7"``, ``"hex:8,9"``: every ``kind:id`` the game's board
    can send) in words as the board shows it in the rules state ``state`` ("Red 7", "the
    pack wolf of Player 2 on hex 8,9"), in the game's own message texts; None for an id it
    does not know (empty: the game says no element in words, and each is named by its id;
    see :meth:`element_in_words`)."""
    picture: str = ""
    """``"module:attribute"`` of a function ``(view, lang) ->``
    :class:`~wolfpack.core.picture.Picture` that draws a static SVG picture of a view (what
    the game's ``view`` gives: one player's, or the open view), for notebooks, GitHub and
    the documentation (empty: the game has no picture; see :meth:`Game.picture
    <wolfpack.core.game.Game.picture>`)."""
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def part(self, ref: str) -> Any:
        """The object ``ref`` (``"module:attribute"`` inside :attr:`package`) names."""
        cached = self._cache.get(ref)
        if cached is None:
            module, _, attr = ref.partition(":")
            cached = getattr(importlib.import_module(f"{self.package}.{module}"), attr)
            self._cache[ref] = cached
        return cached

    @property
    def game_class(self) -> type[Game[Any]]:
        """The game's :class:`~wolfpack.core.game.Game` subclass."""
        cls: type[Game[Any]] = self.part(self.game)
        return cls

    @property
    def board_class(self) -> type[Any]:
        """The game's board widget class (imports anywidget)."""
        cls: type[Any] = self.part(self.board)
        return cls

    def level_tuning(self, level: str) -> Any:
        """How the level called ``level`` searches in this game
        (a :class:`wolfpack.bots.levels.Tuning`), or None where it plays the defaults."""
        if not self.levels:
            return None
        tuning: Mapping[str, Any] = self.part(self.levels)
        return tuning.get(level)

    @property
    def openspiel_shape(self) -> OpenSpielShape | None:
        """The game's shape as an OpenSpiel game (None: not registered there)."""
        if not self.openspiel:
            return None
        shape: OpenSpielShape = self.part(self.openspiel)
        return shape

    @property
    def adapter(self) -> Any:
        """The game's bot adapter (:class:`wolfpack.bots.adapters.GameAdapter`)."""
        return self.part(self.bots)

    def rule_list(self) -> list[Rule]:
        """The game's rule catalogue, in the spec's order."""
        rules: list[Rule] = self.part(self.rules)
        return rules

    def catalogue(self) -> Catalogue:
        """Every message of the game, read from the places :attr:`texts` names."""
        from wolfpack.core.i18n import LANGUAGES

        out = Catalogue()
        for ref in self.texts:
            if ":" in ref:
                part = Catalogue.from_templates(self.part(ref), LANGUAGES)
            else:
                package = importlib.import_module(self.package)
                part = read_folder(Path(str(package.__file__)).parent / ref, LANGUAGES)
            out.update(part)
        return out

    def term_words(self) -> Mapping[str, Any]:
        """The game's term kinds: ``{kind: formatter(value, language)}`` (``TERMS`` of the
        module :attr:`terms` names)."""
        terms: Mapping[str, Any] = self.part(f"{self.terms}:TERMS")
        return terms

    def term_domains(self) -> Mapping[str, Sequence[Any]]:
        """Every value each enumerable term kind can take (``DOMAINS`` of the terms
        module), so that a board can send the words once; kinds not listed are rendered
        with each explanation (see :func:`wolfpack.widget.codec.encode`)."""
        domains: Mapping[str, Sequence[Any]] = self.part(f"{self.terms}:DOMAINS")
        return domains

    def term_patterns(self) -> Mapping[str, Mapping[str, str]]:
        """Term kinds whose words are a pattern around the value (``PATTERNS`` of the
        terms module, ``{kind: {lang: "hex {}"}}``; none when it has no such table): a
        board sends each pattern once and the value with every explanation."""
        module = importlib.import_module(f"{self.package}.{self.terms}")
        patterns: Mapping[str, Mapping[str, str]] = getattr(module, "PATTERNS", {})
        return patterns

    def element_in_words(self, game: Game[Any], element: str) -> Explanation | None:
        """Board element ``element`` (``"kind:id"``) in words at ``game``'s position, by the
        game's own function (:attr:`element_words`), for an answer key or a caption: render
        it with ``.text(lang, cite=False)``. None when the game has no words for it (a game
        without the function, an id its board never sends): name it by its id then."""
        if not self.element_words:
            return None
        words: Callable[[Any, str], Explanation | None] = self.part(self.element_words)
        return words(game.state, element)

    def draw(self, view: Mapping[str, Any], lang: str) -> Picture:
        """The game's picture of ``view`` in ``lang`` (:attr:`picture`); a ``LookupError``
        naming the game when it has no drawer."""
        if not self.picture:
            raise LookupError(f"the game {self.id!r} has no picture (its GameInfo names none)")
        draw: Callable[[Mapping[str, Any], str], Picture] = self.part(self.picture)
        return draw(view, lang)

    def new(self, seed: int, players: int | None = None, variant: str | None = None) -> Game[Any]:
        """A new game dealt from ``seed`` (``players`` and ``variant``: the game's default
        when None)."""
        game: Game[Any] = self.part(self.new_game)(seed, players, variant)
        return game

    def from_record(self, data: Mapping[str, Any]) -> Game[Any]:
        """Replay a record of this game (see the game's ``from_record``)."""
        return self.game_class.from_record(data)


_GAMES: dict[str, GameInfo] = {}
_LOADED = threading.Event()
_LOADING = threading.RLock()


def _load_builtin() -> None:
    """Read the games every installed distribution names (:data:`ENTRY_POINTS`), once.

    None at all means wolfpack's own metadata is missing (the package imported from a
    source tree that was never installed): that fails loudly rather than run without the
    games that come with it."""
    if _LOADED.is_set():
        return
    with _LOADING:
        if _LOADED.is_set():
            return
        found: dict[str, GameInfo] = {}
        for point in plugins.named(ENTRY_POINTS):
            info = point.load()
            if not isinstance(info, GameInfo):
                raise TypeError(f"entry point {point.name!r} ({point.value}) is not a GameInfo")
            found.setdefault(info.id, info)
        # The installed games first (wolfpack's own, then the others by name); a game
        # registered at run time before this replaces an installed one of its id, or
        # comes after them.
        merged = {**found, **_GAMES}
        _GAMES.clear()
        _GAMES.update(merged)
        _LOADED.set()


def register_game(info: GameInfo) -> None:
    """Make a game known to the CLI, the bots, the boards and the texts (at run time; it
    replaces an installed game of the same id)."""
    _GAMES[info.id] = info


def games() -> list[GameInfo]:
    """Every registered game."""
    _load_builtin()
    return list(_GAMES.values())


def get_game(game_id: str) -> GameInfo:
    """A registered game by id (``KeyError`` listing the known ids)."""
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}") from None


def default_game() -> GameInfo:
    """The game a command plays when none is named: the first registered (the games that
    come with wolfpack come first, in the order its metadata lists them; then those of
    other packages)."""
    _load_builtin()
    return next(iter(_GAMES.values()))


def game_of_record(data: Mapping[str, Any]) -> GameInfo:
    """The registered game a record belongs to, by its ``game`` or ``format`` field."""
    _load_builtin()
    fmt = data.get("format")
    game_id = data.get("game")
    for info in _GAMES.values():
        if game_id == info.id or (game_id is None and fmt == info.record_format):
            return info
    if game_id is not None:
        raise RecordError("game", f"unknown game {game_id!r}; known: {', '.join(_GAMES)}")
    if fmt is None:
        raise RecordError("format", "this field is missing")
    known = ", ".join(info.record_format for info in _GAMES.values())
    raise RecordError("format", f"unknown record format {fmt!r}; known: {known}")


def load_record(source: str | Path | Mapping[str, Any]) -> Game[Any]:
    """Replay any game's record, chosen by its ``game`` or ``format`` field."""
    data = load_json(source)
    return game_of_record(data).from_record(data)
