"""What learners may do on a board: the notebook author's controls, enforced in Python.

A board is built with ``controls=`` (a :class:`Controls`, or the name of a preset), the
same for every game::

    from wolfpack.widget import Controls

    game.widget(perspective=0, computer={1: "medium"}, controls="match")
    game.widget(perspective=0, controls=Controls(hints=False, undo="free"))
    board.controls = Controls.preset("class", new_game=True)   # later, from Python only

Each control that is off is refused when the browser asks for it, with the reason (a
message of :mod:`wolfpack.widget.texts`, rendered in the board's language), and the board
shows it disabled with that reason. The browser cannot change the controls: they are
synced read-only (``policy``) and no intent touches them.

The presets:

* ``"learn"`` (the default): everything is on; a player's view still never takes back a
  decision that showed that player something hidden (``undo="safe"``);
* ``"match"`` (a match against the computer): no hints, no solver, no other view, the seats
  and levels as the notebook set them, no record loaded, a new game dealt in Python only;
  undo is safe;
* ``"class"`` (a class match): as ``"match"``, and no new game and no undo at all: the
  notebook deals and the game is played out;
* ``"lesson"`` (a lesson board, :mod:`wolfpack.widget.lesson`): as ``"class"``, and
  saving stays; what would leave the lesson is off, with the lesson's own reason ("Start
  again" begins it anew), and so is choosing the language (the notebook's). A lesson board
  hides what it does not offer, rather than showing it off: a lesson that wants the hint or
  the language buttons turns them on (``Controls.preset("lesson", hints=True)``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

from wolfpack.core.explain import Explanation, msg

UndoPolicy = Literal["free", "safe", "off"]
"""``"free"``: anything may be taken back (analysis); ``"safe"``: in a player's view, not a
decision that showed that player something hidden (Board Game Arena's rule); ``"off"``:
nothing is taken back from the browser."""

UNDO_POLICIES: tuple[str, ...] = ("free", "safe", "off")
CONTROL_NAMES: tuple[str, ...] = (
    "hints",
    "solver",
    "views",
    "seats",
    "new_game",
    "load",
    "undo",
    "languages",
)
"""The controls, in the order the board shows them."""
PRESET_NAMES: tuple[str, ...] = ("learn", "match", "class", "lesson")
"""The presets: learning, a match against the computer, a class match, a lesson."""


@dataclass(frozen=True)
class Controls:
    """What learners may do on a board (see the module docs).

    ``hints``: the Hint button; ``solver``: the exact solver (open view only anyway);
    ``views``: choosing another view (another player's, the open one); ``seats``: who plays
    each seat and the computer's level; ``new_game``: dealing a new game; ``load``:
    loading a record; ``undo``: ``"free"``, ``"safe"`` or ``"off"`` (:data:`UndoPolicy`);
    ``languages``: the buttons that show the board in another language.
    ``name`` names the preset it came from (shown on the board), if any.
    """

    hints: bool = True
    solver: bool = True
    views: bool = True
    seats: bool = True
    new_game: bool = True
    load: bool = True
    undo: UndoPolicy = "safe"
    languages: bool = True
    name: str | None = None

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "undo":
                if value not in UNDO_POLICIES:
                    raise ValueError(
                        f"undo must be one of {', '.join(UNDO_POLICIES)}, not {value!r}"
                    )
            elif f.name == "name":
                if value is not None and value not in PRESET_NAMES:
                    raise ValueError(
                        f"unknown preset {value!r}; choose one of {', '.join(PRESET_NAMES)}"
                    )
            elif not isinstance(value, bool):
                raise ValueError(f"{f.name} must be True or False, not {value!r}")

    @classmethod
    def preset(cls, name: str, **changes: Any) -> Controls:
        """The preset ``name`` (``"learn"``, ``"match"``, ``"class"``), with ``changes``."""
        if name not in PRESETS:
            raise ValueError(f"unknown preset {name!r}; choose one of {', '.join(PRESET_NAMES)}")
        return replace(PRESETS[name], **changes)

    @classmethod
    def of(cls, value: Controls | str | None) -> Controls:
        """Controls from what a board's ``controls=`` was given (None: ``"learn"``)."""
        if value is None:
            return cls.preset("learn")
        if isinstance(value, str):
            return cls.preset(value)
        if isinstance(value, Controls):
            return value
        raise ValueError(f"controls must be a Controls or a preset name, not {value!r}")

    def refusal(self, control: str) -> Explanation | None:
        """Why ``control`` is off (None: it is on)."""
        if control not in CONTROL_NAMES:
            raise KeyError(control)
        on = self.undo != "off" if control == "undo" else getattr(self, control)
        if on:
            return None
        if self.name == "lesson":
            return msg("ui.lesson.off")
        return msg(f"ui.off.{control}")

    def to_json(self) -> dict[str, Any]:
        """The controls as plain data."""
        return asdict(self)


PRESETS: dict[str, Controls] = {
    "learn": Controls(name="learn"),
    "match": Controls(
        hints=False, solver=False, views=False, seats=False, load=False, name="match"
    ),
    "class": Controls(
        hints=False,
        solver=False,
        views=False,
        seats=False,
        new_game=False,
        load=False,
        undo="off",
        name="class",
    ),
    "lesson": Controls(
        hints=False,
        solver=False,
        views=False,
        seats=False,
        new_game=False,
        load=False,
        undo="off",
        languages=False,
        name="lesson",
    ),
}
"""The presets by name (see the module docs)."""
