"""Ten Tricks: a two-player trick-taking game of ten cards with a hidden card, written only
for wolfpack's tests: a game from another package that registers itself by an entry point
(``ten_tricks-0.1.dist-info``) and gets everything a game gets, with no edit to wolfpack."""

from wolfpack.core.registry import GameInfo

GAME = GameInfo(
    id="ten-tricks",
    title="Ten Tricks",
    rule_prefix="TT",
    text_prefix="tt.",
    record_format="ten-tricks-record/1",
    players=(2, 2),
    hidden_information=True,
    package="ten_tricks",
    game="game:TenTricks",
    new_game="game:new_game",
    rules="rules:RULES",
    texts=("texts:TEXTS",),
    terms="terms",
    bots="bots:ADAPTER",
    board="board:TenTricksBoard",
    levels="bots:TUNING",
    openspiel="openspiel_shape:SHAPE",
)
"""Ten Tricks' registration."""
