"""The Wolves: hex-map area control for 2 to 5 players (rules: ``the-wolves.md``).

``TheWolves(players=3, seed=1)`` is the game; every decision of a turn is one short string
(see :mod:`wolfpack.the_wolves.actions`). The component values come from a data file
shipped with the package that a user can replace (:func:`load_data`).

Points the rules leave open, settled here (ASSUMED, beyond those of the spec):

* A move action moves at least one wolf (TW-T2).
* A hex holding a lone wolf or prey token is not empty: no pair is placed there, no den is
  dug there, and no displaced wolf is sent there (TW-S3, TW-T4, TW-T5).
* Howl and dominate range is the plain hex distance, across water and the chasm; wolf speed
  and displacement count steps around them (TW-T2, TW-T4, TW-T7, TW-T8).
* An alpha may displace a pack wolf, and a lair may be built under another pack's wolf,
  only if that wolf has a hex to go to (TW-T4, TW-T6).
* A dominated den is replaced under the usual den rules: not while a wolf of a third pack
  stands on it. Dominating a pack wolf takes the next pack wolf of the wolf track,
  skipping alphas; the wolves track scores the highest space emptied (TW-T8, TW-E2).
* Only the acting player hunts, after each of their actions; if two stacks of a prey type
  they lack are surrounded at once, the one on the lower region position is taken (TW-T9).
* Bonus action tokens are spent after the turn's two actions (the order of actions is
  free, so this loses nothing), including tokens gained earlier in the same turn (TW-T1).
* A player who cannot carry out any action ends the turn; if no piece can reach the moon
  calendar any more, or every player in a row could not act, the game ends and the phases
  not yet scored are scored in order (TW-T1, TW-T10).
* A region where nobody has control gives nothing and its token goes to the box; the alpha
  tiebreak also decides second place; when the neutral pack places first, its token
  leaves the game and nobody scores it (TW-E1).
* The neutral pack stands on the hex to the top right of the water (``x+1,y``) and, for
  the half+full stack, the two alphas on the hex to the bottom right (``x+1,y+1``).
* Home terrains and the first player are drawn at random unless given.
"""

from wolfpack.core.registry import GameInfo
from wolfpack.the_wolves.deal import Setup
from wolfpack.the_wolves.game import TheWolves
from wolfpack.the_wolves.loader import WolvesData, default_data, load_data
from wolfpack.the_wolves.state import TWState

GAME = GameInfo(
    id="the-wolves",
    title="The Wolves",
    rule_prefix="TW",
    text_prefix="tw.",
    record_format="the-wolves-record/1",
    players=(2, 5),
    hidden_information=False,
    package="wolfpack.the_wolves",
    game="game:TheWolves",
    new_game="game:new_game",
    rules="rules:RULES",
    texts=("locales",),
    terms="terms",
    bots="bots:ADAPTER",
    board="board:TheWolvesBoard",
    picture="picture:draw",
    levels="levels:TUNING",
    turn_decisions=8,
    openspiel="openspiel_shape:SHAPE",
    element_words="elements:element_words",
    native_hint_iterations=120_000,
)
"""The Wolves' registration: where its rules, texts, bots, board,
levels' tuning and OpenSpiel shape live."""

__all__ = ["GAME", "Setup", "TWState", "TheWolves", "WolvesData", "default_data", "load_data"]
