"""What every board syncs to the browser: its traits, declared once, here.

The browser's list of traits and their TypeScript types are generated from these
declarations (:mod:`wolfpack.widget.protocol`, ``js/common/protocol.gen.ts``). A trait's
TypeScript type follows from its traitlets type; ``ts=`` in its tags names a more precise
one. The browser may set none of them (:meth:`GameWidget.set_state
<wolfpack.widget.base.GameWidget.set_state>` refuses).
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets as t

PART_SLOTS = 16
"""How many named parts a view may be synced in (``part0`` .. ``part15``)."""


def _part() -> Any:
    """One slot of the view's parts: whatever part :attr:`BoardTraits.part_names` names."""
    return t.Any(None, allow_none=True).tag(sync=True, ts="unknown")


class BoardTraits(anywidget.AnyWidget):
    """The synced state every board has (the boards with computer players add theirs:
    :class:`~wolfpack.widget.thinking.Board`)."""

    catalog = t.Dict().tag(sync=True)
    """Message templates, term words and rule texts in every language, sent once."""
    language = t.Unicode("en").tag(sync=True)
    """The board's language (``"en"``, ``"de"``, ``"ja"``)."""
    perspective = t.Int(None, allow_none=True).tag(sync=True)
    """Whose view the board shows (None: the open teaching view). Setting it re-syncs."""
    locked = t.Bool(False).tag(sync=True)
    """Competitive play: the browser may not change the viewer or choose the deal."""
    follow = t.Bool(False).tag(sync=True)
    """Hot seat: the view follows the person to move."""
    seats: t.List[str | None] = t.List().tag(sync=True, ts="(string | null)[]")
    """Per player: None for a person, or the computer's level."""
    cover = t.Dict().tag(sync=True)
    """A hot seat's cover while the next person has not asked to see their view:
    ``{"player": p}`` (empty: not covered)."""
    handover = t.Dict().tag(sync=True, ts="{ player?: number; position?: number }")
    """A hot seat's prompt to pass the screen: ``{"player": p, "position": n}`` when the turn
    has just gone to person ``p`` (at position ``n``), who has not decided yet; empty
    otherwise (:func:`wolfpack.widget.privacy.handover`). Where the game hides things the
    cover says it; elsewhere the board shows it without hiding the view."""
    static = t.Dict().tag(sync=True)
    """The parts of the view that never change during a game (a map), sent once per game."""
    options: t.List[dict[str, Any]] = t.List().tag(sync=True, ts="Record<string, unknown>[]")
    """The game's own choices for a new game besides seed and players (an expansion, a
    variant): ``{"name", "label", "value"}``, with ``"players"`` (the player counts it is
    for) and ``"needs"`` (another option it requires) where they apply."""
    part_names: t.List[str] = t.List().tag(sync=True, ts="string[]")
    """Which part each of ``part0``, ``part1``, ... holds (not ``layout``: that is
    ipywidgets' own, the widget's CSS layout, and stays usable)."""
    part0 = _part()
    part1 = _part()
    part2 = _part()
    part3 = _part()
    part4 = _part()
    part5 = _part()
    part6 = _part()
    part7 = _part()
    part8 = _part()
    part9 = _part()
    part10 = _part()
    part11 = _part()
    part12 = _part()
    part13 = _part()
    part14 = _part()
    part15 = _part()
    legal = t.Dict().tag(sync=True)
    """The viewer's legal moves as paths of board elements with their reasons, and why the
    other elements may not be chosen (:mod:`wolfpack.widget.legal`), or why they wait."""
    nav = t.Dict().tag(sync=True)
    """The position in the record (undo, redo, the slider) and why a control is off."""
    final = t.Dict().tag(sync=True)
    """The scoring breakdown once the game is over (empty before)."""
    screen = t.Unicode("auto").tag(sync=True)
    """The layout (see :data:`wolfpack.widget.base.SCREENS`): ``"auto"`` is compact on a
    narrow board."""
    last = t.Dict().tag(sync=True)
    """What just happened, per player (key: the player as a string): ``{"step": n,
    "elements": [...]}``, the board elements of that player's latest turn (their last run
    of decisions; the computer's included), for the board to mark where it happened."""
    policy = t.Dict().tag(sync=True)
    """What the notebook lets learners do: ``{"preset", "off": {control: reason}}`` (see
    :class:`~wolfpack.widget.controls.Controls`); read-only for the browser."""
    tree = t.Dict().tag(
        sync=True,
        ts="{ lines?: { from?: number; at: number; moves: { n: string; p: number; d?: unknown; "
        "g?: string; c?: string }[] }[]; path?: number[]; ply?: number; off?: unknown }",
    )
    """The game's tree of variations as the viewer may read it
    (:func:`wolfpack.widget.variations.tree_json`): every line with its moves in the log's
    words and their notes, the current line's path and position, and why the tree may not
    be walked or edited (``off``); empty while the board is covered."""
    lesson = t.Dict().tag(sync=True)
    """The lesson panel of a board showing a lesson (empty: none): the lesson's own texts,
    its step and the verdict of the last try (:meth:`LessonMode.panel
    <wolfpack.widget.lesson.LessonMode.panel>`)."""

    def set_parts(self, parts: dict[str, Any]) -> None:
        """Sync a view in its named ``parts`` (at most :data:`PART_SLOTS`), each slot set
        only to what it holds now (traitlets sends only what changed)."""
        if len(parts) > PART_SLOTS:
            raise ValueError(f"a view is synced in at most {PART_SLOTS} parts")
        names = list(parts)
        if names != self.part_names:
            self.part_names = names
        for i in range(PART_SLOTS):
            setattr(self, f"part{i}", parts[names[i]] if i < len(names) else None)

    @property
    def view_parts(self) -> dict[str, Any]:
        """The synced view parts, by name (what the browser assembles its view from)."""
        return {name: getattr(self, f"part{i}") for i, name in enumerate(self.part_names)}
