"""Triqueta with the Hidden Wolves expansion: set collection with a push-your-luck row draft
for 2 to 5 players (rules: ``triqueta.md``)."""

from wolfpack.core.registry import GameInfo
from wolfpack.triqueta.components import Components, Config
from wolfpack.triqueta.game import Triqueta
from wolfpack.triqueta.scoring import Score
from wolfpack.triqueta.state import Setup, TQState

GAME = GameInfo(
    id="triqueta",
    title="Triqueta",
    rule_prefix="TQ",
    text_prefix="tq.",
    record_format="triqueta-record/1",
    players=(2, 5),
    hidden_information=True,
    package="wolfpack.triqueta",
    game="game:Triqueta",
    new_game="game:new_game",
    rules="rules:RULES",
    texts=("locales",),
    terms="terms",
    bots="bots:ADAPTER",
    board="board:TriquetaBoard",
    picture="picture:draw",
    variants=("hidden-wolves", "base"),
    levels="levels:TUNING",
    openspiel="openspiel_shape:SHAPE",
    element_words="elements:element_words",
    native_hint_iterations=300_000,
)
"""Triqueta's registration: where its rules, texts, bots, board,
levels' tuning and OpenSpiel shape live."""

__all__ = ["GAME", "Components", "Config", "Score", "Setup", "TQState", "Triqueta"]
