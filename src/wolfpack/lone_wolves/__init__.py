"""Lone Wolves: two-player trick-taking with area majority (rules: ``lone-wolves.md``)."""

from wolfpack.core.registry import GameInfo
from wolfpack.lone_wolves.components import Components
from wolfpack.lone_wolves.game import LoneWolves
from wolfpack.lone_wolves.scoring import Score
from wolfpack.lone_wolves.state import LWState

GAME = GameInfo(
    id="lone-wolves",
    title="Lone Wolves",
    rule_prefix="LW",
    text_prefix="lw.",
    record_format="lone-wolves-record/1",
    players=(2, 2),
    hidden_information=True,
    package="wolfpack.lone_wolves",
    game="game:LoneWolves",
    new_game="game:new_game",
    rules="rules:RULES",
    texts=("locales",),
    terms="terms",
    bots="bots:ADAPTER",
    board="board:LoneWolvesBoard",
    picture="picture:draw",
    variants=("standard", "advanced"),
    openspiel="openspiel_shape:SHAPE",
    element_words="elements:element_words",
)
"""Lone Wolves' registration: where its rules, texts, bots, board,
levels' tuning and OpenSpiel shape live."""

__all__ = ["GAME", "Components", "LWState", "LoneWolves", "Score"]
