"""A hint for a 12-year-old (issue 46): one sentence (the move and the one reason that
matters, at most 45 words in every language), "Why?" with the next reasons and the line,
the numbers kept for the teachers' details; each reason cites the rule that applies."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from wolfpack import LoneWolves, TheWolves, Triqueta
from wolfpack.bots.analysis import HEADLINE_WORDS, WHY_REASONS, Analysis, analyze
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES
from wolfpack.tutorial import stage

GAMES: dict[str, Any] = {
    "lone-wolves": lambda seed: LoneWolves(seed=seed),
    "the-wolves": lambda seed: TheWolves(players=3, seed=seed),
    "triqueta": lambda seed: Triqueta(4, seed=seed),
}
PHASES = {"early": 0.05, "middle": 0.45, "late": 0.85}
"""How far into a random game each phase's position lies."""
_REFERENCE = re.compile(r"[（(][A-Z]{2}-[A-Z]+\d+(?:[、, ]+[A-Z]{2}-[A-Z]+\d+)*[）)]")


def words(text: str, lang: str) -> int:
    """A text's length in words (Japanese: three characters count as a word), rule
    references left out."""
    bare = _REFERENCE.sub("", text)
    if lang == "ja":
        return -(-len(re.sub(r"\s", "", bare)) // 3)
    return len(bare.split())


def position(game_id: str, seed: int, phase: float) -> Game[Any]:
    """A random game played ``phase`` of the way to its end (the same seed, the same game)."""
    rng = random.Random(seed)
    full = GAMES[game_id](seed)
    moves: list[str] = []
    while not full.is_over:
        move = rng.choice(full.legal_notations())
        full.play(move)
        moves.append(move)
    game = GAMES[game_id](seed)
    game.play_all(moves[: int(len(moves) * phase)])
    return game


def hint(game: Game[Any]) -> Analysis:
    return analyze(game, iterations=2000, seed=3)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("phase", sorted(PHASES))
def test_a_hint_is_one_sentence_with_the_move_and_one_reason(game_id: str, phase: str) -> None:
    for seed in (1, 2):
        game = position(game_id, seed, PHASES[phase])
        found = hint(game)
        headline = found.headline
        assert headline.key == found.explanation.key  # the move, as the suggestion says it
        assert len(headline.notes) <= 1
        assert headline.notes == tuple(found.reasons[:1])
        for lang in LANGUAGES:
            text = headline.text(lang)
            assert words(text, lang) <= HEADLINE_WORDS, (lang, text)
            assert "{" not in text
        # The numbers are not in the sentence: they are the teachers' details.
        assert not any(note in headline.notes for note in found.statistics)
        assert all(note in found.explanation.notes for note in found.statistics)
        assert len(found.why) <= WHY_REASONS - 1 + (found.line is not None)
        assert not any(note in found.why for note in found.statistics)
        data = found.to_json()
        assert data["headline"] == headline.to_json()
        assert len(data["why"]) == len(found.why)


def test_a_search_hints_statistics_are_its_value_notes() -> None:
    """The value note (or, with too few games to tell the moves apart, the note that says
    so) is a statistic, never a reason."""
    found = hint(position("lone-wolves", 4, 0.3))
    keys = [note.key for note in found.statistics]
    assert keys and (keys[0].startswith("lw.hint.value.") or keys[0] == "bot.hint.unclear"), keys
    assert all(not note.key.startswith("lw.hint.value.") for note in found.reasons)


def _reason(game: LoneWolves, key: str) -> Any:
    found = hint(game)
    notes = [note for note in found.explanation.notes if note.key == key]
    assert notes, [n.key for n in found.explanation.notes]
    return notes[0]


def test_a_7_that_meets_the_2_of_its_suit_loses_by_LW_T6() -> None:
    """The Green 7 cannot beat the Green 2: the reason cites LW-T6 (the 2 takes the 7),
    not LW-T5."""
    game = stage(hand0="g7 k2 k3 k4 b2 b3 b4 w2 w3 w4 r2 r3 r4", hand1="g2", leader=1,
                 moves=["play g2 cave"])  # fmt: skip
    note = _reason(game, "lw.hint.loses_two_seven")
    assert note.rules == ("LW-T6", "LW-T8") and note.params["other"] == "g2"
    assert "2" in note.text("en") and "7" in note.text("en")
    assert "Gegen den grünen 2er-Wolf verliert dein 7er-Wolf" in note.text("de")


def test_a_2_that_meets_the_7_of_its_suit_wins_by_LW_T6() -> None:
    game = stage(hand0="g2 k2 k3 k4 b2 b3 b4 w2 w3 w4 r2 r3 r4", hand1="g7", leader=1,
                 moves=["play g7 cave"])  # fmt: skip
    note = _reason(game, "lw.hint.wins_two_seven")
    assert note.rules == ("LW-T6", "LW-T7")


def test_a_higher_card_of_the_led_suit_wins_by_LW_T5() -> None:
    game = stage(hand0="g6 k2 k3 k4 b2 b3 b4 w2 w3 w4 r2 r3 r4", hand1="g5", leader=1,
                 moves=["play g5 cave"])  # fmt: skip
    note = _reason(game, "lw.hint.wins_trick")
    assert note.rules == ("LW-T5", "LW-T7")


def test_a_lower_card_of_the_led_suit_loses_by_LW_T5() -> None:
    game = stage(hand0="g4 k2 k3 k4 b2 b3 b4 w2 w3 w4 r2 r3 r4", hand1="g5", leader=1,
                 moves=["play g5 cave"])  # fmt: skip
    note = _reason(game, "lw.hint.loses_trick")
    assert note.rules == ("LW-T5", "LW-T8")
