"""The position as text (``render()``) reads as a teacher writes it in every language: the
game's words from ``render.ftl``, cards by name, no internal ids or codes."""

from __future__ import annotations

import re

from wolfpack.lone_wolves.game import new_game


def test_a_fresh_game_in_german_names_the_pieces_in_words() -> None:
    game = new_game(0)
    text = game.render(lang="de", player=0)
    assert "Ehre " not in text and "Gebietsplättchen" in text
    assert "Hand von Spieler 2: 13 Wölfe" in text
    assert "Standardseite" in text
    assert not re.search(r"\b[kbgwr][2-7]\b", text), text  # no card codes
    assert not re.search(r"\b(play|take|place|reveal|standard)\b", text), text
    assert text.splitlines()[-1].startswith("Spieler 2 hat das Anspiel")
    assert "andere Seite" in text  # the honor token's hidden side, not "[5, 3]"
    assert "[" not in text.splitlines()[1].split("Narben")[0]


def test_a_fresh_game_in_japanese_names_the_pieces_in_words() -> None:
    text = new_game(0).render(lang="ja", player=0)
    assert "名誉トークン" in text and "名誉 " not in text
    assert "プレイヤー2の手札：13枚" in text
    assert "標準面" in text and "の番: " not in text
    assert "の4" in text  # 「黒の4」
    assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff] \(|\)[\u3040-\u30ff\u4e00-\u9fff]", text)
    assert not re.search(r"\b[kbgwr][2-7]\b|\bplay\b", text), text


def test_english_names_each_hand_and_side() -> None:
    text = new_game(0).render(lang="en", player=0)
    assert "Player 2's hand: 13 cards" in text
    assert "(standard side)" in text
    assert "Player 1 (strength 0): -" in text
