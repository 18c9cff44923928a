"""The words of the tutorials' feedback, in English, German and Japanese.

Message ids start with ``tut.``; parameters use the Lone Wolves term kinds
(``{card:card_dat}``, ``{player:player}``, ``{territory:terr_in}``, ``{suits:trumps}``)
and this module's ``{move:lw_move}``: a move in the learner's words ("Red 2 → Volcano",
"Rot 2 → Vulkan", "赤の2 → 火山"), never the English notation. The reasons themselves come
from the engine.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import TermFormatter
from wolfpack.core.words import nth_word
from wolfpack.lone_wolves import terms as _terms
from wolfpack.lone_wolves.components import LOCATION_NAMES

MOVE_WORDS = {
    "take": {"en": "the scar from space {}", "de": "Narbe von Feld {}", "ja": "{}番の傷"},
    "place": {"en": "scar → {}", "de": "Narbe → {}", "ja": "傷 → {}"},
    "reveal": {
        "en": "turn up scar space {}",
        "de": "Narbenfeld {} aufdecken",
        "ja": "傷{}番を表にする",
    },
}


def move_words(notation: Any, lang: str) -> str:
    """A Lone Wolves move in words, as the board labels cards and places: ``"play r2
    volcano"`` → ``"Red 2 → Volcano"`` / ``"Rot 2 → Vulkan"`` / ``"赤の2 → 火山"``; a scar
    taken, placed or revealed likewise. Anything else stays as it was written."""
    parts = str(notation).split()
    try:
        if len(parts) == 3 and parts[0] == "play":
            card = _terms.card_word(parts[1], lang)
            return f"{card} → {_terms.territory_word(parts[2], lang)}"
        if len(parts) == 2 and parts[0] in ("take", "reveal"):
            return MOVE_WORDS[parts[0]][lang].format(nth_word(int(parts[1]), lang))
        if len(parts) == 2 and parts[0] == "place" and parts[1] in LOCATION_NAMES:
            return MOVE_WORDS["place"][lang].format(_terms.location_word(parts[1], lang))
    except (ValueError, IndexError, KeyError):
        pass
    return str(notation)


def line_words(notations: Any, lang: str) -> str:
    """A line of Lone Wolves moves in words, each quoted and joined as the language writes
    a list: ``'Red 2 → Desert'; 'Red 5 → Desert'`` / ``'Rot 2 → Wüste', 'Rot 5 → Wüste'`` /
    ``「赤の2 → 砂漠」、「赤の5 → 砂漠」``."""
    words = [move_words(m, lang) for m in notations]
    if lang == "ja":
        return "、".join(f"「{w}」" for w in words)
    return ("; " if lang == "en" else ", ").join(f"'{w}'" for w in words)


def seconds_word(seconds: Any, lang: str) -> str:
    """A time in seconds to two decimals, as the language writes a decimal number:
    ``"0.19"`` / ``"0,19"`` / ``"0.19"``."""
    text = f"{float(seconds):.2f}"
    return text.replace(".", ",") if lang == "de" else text


TERMS: dict[str, TermFormatter] = {
    "lw_move": move_words,
    "lw_line": line_words,
    "seconds": seconds_word,
}
"""The term kinds of this table: ``{move:lw_move}``, ``{line:lw_line}`` (a tuple of
moves) and ``{seconds:seconds}``."""
