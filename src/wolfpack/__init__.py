"""wolfpack: wolf-themed board games as interactive teaching boards for Jupyter.

The engine is pure Python: every legal move explains itself with rule ids, every illegal
move is refused with the rule it breaks, and every text exists in English, German and
Japanese (:func:`set_language`). A position shows itself as a static SVG picture in any
notebook (``game.picture(player)``; :func:`picture` for a record).
"""

from wolfpack.core import (
    Explanation,
    IllegalMoveError,
    RecordError,
    RecordMoveError,
    get_language,
    set_language,
)
from wolfpack.core.picture import Picture, picture
from wolfpack.lone_wolves import Components, LoneWolves
from wolfpack.the_wolves import TheWolves
from wolfpack.triqueta import Triqueta

__version__ = "0.1.0"

__all__ = [
    "Components",
    "Explanation",
    "IllegalMoveError",
    "LoneWolves",
    "Picture",
    "RecordError",
    "RecordMoveError",
    "TheWolves",
    "Triqueta",
    "__version__",
    "get_language",
    "picture",
    "set_language",
]
