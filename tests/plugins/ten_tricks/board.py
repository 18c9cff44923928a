"""``TenTricksBoard``: the Ten Tricks board, drawn by the generic board from the game's view
(its ``zones``), with computer seats and hints."""

from __future__ import annotations

from wolfpack.widget.generic import GenericBoard


class TenTricksBoard(GenericBoard):
    """The Ten Tricks board: your hand, the marker, the hidden card, the trick and the cards
    each player won, in rows; the cards you may play light up."""

    record_suffix = ".ttr.json"
