"""Which board options go together: the combinations a board refuses when it is made.

Each option of a board says one thing (whose view, locked, a hot seat, the computer's
seats and levels, what learners may do). Some combinations would make one of them say
nothing: a hot seat shows whoever's turn it is, so a ``perspective`` given with
``follow=True`` would be dropped without a word (a teacher who meant player 0's
competitive board would give the pupil the opponent's cards). A board refuses every such
combination before it shows anything, with a ``ValueError`` naming both options and
what to give instead. ``docs/board-kit.md`` lists every combination and what it does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from wolfpack.widget.controls import Controls


def check_view_options(
    *,
    perspective: int | None,
    locked: bool,
    follow: bool,
    seats: Sequence[str | None],
    controls: Controls,
) -> None:
    """Refuse view options that contradict each other (``ValueError`` naming both)."""
    if follow and perspective is not None:
        raise ValueError(
            f"perspective={perspective} and follow=True contradict each other: a hot seat "
            "shows whoever's turn it is, not one player. For one player's competitive "
            f"board give perspective={perspective}, locked=True (no follow); for a hot seat, "
            "follow=True with no perspective"
        )
    if locked and perspective is None and not follow:
        raise ValueError(
            "locked=True needs perspective: a locked board shows one player's view (or "
            "give follow=True for a competitive hot seat, locked to the view of whoever's "
            "turn it is)"
        )
    if follow and seats and all(level is not None for level in seats):
        raise ValueError(
            "follow=True and computer= seating every player contradict each other: a hot "
            "seat follows the person to move, and no person plays. Leave follow out to "
            "watch the computer play, or leave a seat to a person"
        )
    check_undo_lock(locked, controls)


def check_undo_lock(locked: bool, controls: Controls) -> None:
    """Refuse free undo on a locked board: a competitive board never takes back what
    showed a player something hidden, so ``undo="free"`` would say nothing there."""
    if locked and controls.undo == "free":
        raise ValueError(
            "locked=True and controls with undo='free' contradict each other: a competitive "
            "board never takes back what showed a player something hidden. Use undo='safe' "
            "or 'off' on a locked board, or no lock for free undo (analysis)"
        )


def check_computer_options(
    bot: int | None, strength: str | None, computer: Mapping[int, str] | None
) -> None:
    """Refuse computer options that contradict each other: ``strength`` is the level of
    ``bot``'s seat, ``computer`` gives each seat its own level."""
    if not isinstance(computer, Mapping) or not computer or strength is None:
        return  # (a computer= that is no mapping is refused where the seats are read)
    if bot is None and any(level != strength for level in computer.values()):
        levels = ", ".join(f"{p}: {level!r}" for p, level in sorted(computer.items()))
        raise ValueError(
            f"strength={strength!r} and computer={{{levels}}} contradict each other: "
            "strength is the level of bot=, and computer= gives each seat its level. Give "
            "the levels in computer= only"
        )
    if bot is not None and bot in computer and computer[bot] != strength:
        raise ValueError(
            f"bot={bot}, strength={strength!r} and computer={{{bot}: {computer[bot]!r}}} "
            f"contradict each other: they give seat {bot} two levels. Give it one"
        )
