"""Each game says its board elements in words (issue 42): ``GameInfo.element_in_words``
asks the game's own function (``element_words`` of its registration) for the words of a
``kind:id`` its board sends, at the position the board shows, in English, German and
Japanese; a game without the function (the test plugin Ten Tricks) says none, and the
element is named by its id. Every element a board can click in a game played out has
words in every language, and an id the board never sends has none."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from wolfpack.core.game import Game
from wolfpack.core.registry import GameInfo, get_game

LANGS = ("en", "de", "ja")
ID = re.compile(r"\b[a-z]+:[\w,+*:]+")
"""An element id (``card:k7``, ``piece:8,9:pack``) left in words."""


def words(info: GameInfo, game: Game[Any], element: str) -> dict[str, str] | None:
    said = info.element_in_words(game, element)
    return None if said is None else {lang: said.text(lang, cite=False) for lang in LANGS}


Said = dict[str, tuple[str, str, str] | None]
"""Elements with their words in English, German and Japanese (None: the game has none)."""


def check(game_id: str, game: Game[Any], expected: Said) -> None:
    """Each element in ``expected`` is said so in ``game`` (at its position)."""
    info = get_game(game_id)
    for element, texts in expected.items():
        want = None if texts is None else dict(zip(LANGS, texts, strict=True))
        assert words(info, game, element) == want, element


# -- each game's words ------------------------------------------------------------------------
def test_lone_wolves_says_its_cards_territories_and_spaces() -> None:
    game = get_game("lone-wolves").new(1)
    check("lone-wolves", game, {
        "card:r4": ("Red 4", "Rot 4", "赤の4"),
        "territory:swamp": ("Swamp", "Sumpf", "沼地"),
        "scar:volcano:1": (
            "scar space 2 in the Volcano", "Narbenfeld 2 im Vulkan", "火山の傷のマス2番"
        ),
        "pack:1:cave": (
            "Player 2's pack space in the Cave",
            "das Rudelfeld von Spieler 2 in der Höhle",
            "プレイヤー2の群れのマス（洞窟）",
        ),
        "pack:0:swamp+tundra": (
            "Player 1's pack space on the border of Swamp and Tundra",
            "das Rudelfeld von Spieler 1 an der Grenze zwischen Sumpf und Tundra",
            "プレイヤー1の群れのマス（沼地とツンドラの境界）",
        ),
        **dict.fromkeys(
            ["card:z9", "territory:moon", "scar:swamp:x", "pack:2:swamp", "hex:8,9", ""]
        ),
    })  # fmt: skip


def test_the_wolves_says_its_hexes_pieces_buttons_tiles_tokens_and_tracks() -> None:
    """At the question of tw-practice-dominating: Player 3 has one pack wolf on hex 6,11,
    Player 2 two on hex 7,12."""
    from wolfpack.core.lessons import find

    game = find("tw-practice-dominating").start()
    check("the-wolves", game, {
        "hex:8,9": ("hex 8,9", "Feld 8,9", "ヘクス8,9"),
        "piece:6,11:pack": (
            "the pack wolf of Player 3 on hex 6,11",
            "der Rudelwolf von Spieler 3 auf Feld 6,11",
            "ヘクス6,11のプレイヤー3のパックウルフ",
        ),
        "piece:7,12:pack": (
            "the 2 pack wolves of Player 2 on hex 7,12",
            "die 2 Rudelwölfe von Spieler 2 auf Feld 7,12",
            "ヘクス7,12のプレイヤー2のパックウルフ2匹",
        ),
        "action:den": ("Dig a den", "Bau graben", "営巣"),
        "button:end": ("End turn", "Zug beenden", "手番終了"),
        "terrain:rock": ("rock", "Felsen", "岩場"),
        "tile:0:home": (
            "Player 1's home tile",
            "das Lebensraumplättchen von Spieler 1",
            "プレイヤー1の得意地形タイル",
        ),
        "track:2:speed": (
            "Player 3's wolf speed track",
            "die Leiste Wolfsgeschwindigkeit von Spieler 3",
            "プレイヤー3の速度トラック",
        ),
        **dict.fromkeys([
            "hex:99,99",  # not on the map
            "hex:8,9:pack",
            "piece:6,11:den",  # no den there
            "action:fly",
            "button:undo",
            "tile:7:home",  # no such player
            "tile:0:6",
            "track:0:height",
            "card:r4",
        ]),
    })  # fmt: skip
    # A cycle tile by its terrains, the one it shows now first (as the lessons name it).
    shown = words(get_game("the-wolves"), game, "tile:1:3")
    assert shown is not None and re.fullmatch(r"Player 2's \w+/\w+ tile", shown["en"]), shown
    assert re.fullmatch(r"das Plättchen \w+/\w+ von Spieler 2", shown["de"]), shown
    assert re.fullmatch(r"プレイヤー2の\w+／\w+のタイル", shown["ja"]), shown


def test_triqueta_says_its_stacks_rows_spaces_towers_and_counting_choices() -> None:
    from wolfpack.core.lessons import find

    game = find("tq-counting").start()  # Player 1 counts: two face-down tiles
    check("triqueta", game, {
        "stack:3": ("stack 4", "Stapel 4", "スタック4"),
        "row:0": ("row 1 (empty)", "Tierreihe 1 (leer)", "列1（空）"),
        "keep:1": (
            "Player 2's face-down tiles",
            "die verdeckten Tiersteine von Spieler 2",
            "プレイヤー2の裏向きのタイル",
        ),
        "box:return": ("the box", "die Schachtel", "箱"),
        "tower:0": ("tower 1", "Turm 1", "タワー1"),
        "count:0+1": (
            "count the ram and the bear",
            "den Widder und den Bären werten",
            "ヒツジとクマを数える",
        ),
        "count:none": ("count none", "keinen verdeckten Tierstein werten", "1枚も数えない"),
        **dict.fromkeys(["stack:5", "row:3", "keep:3", "tower:4", "count:2", "count:x", "box:lid"]),
    })  # fmt: skip
    fresh = get_game("triqueta").new(1, 3)
    s = next(s for s in range(5) if len(fresh.state.stack(s)) > 1)
    check("triqueta", fresh, {
        f"under:{s}:0": (
            f"tile 1 from the bottom of stack {s + 1}",
            f"der 1. Tierstein von unten in Stapel {s + 1}",
            f"スタック{s + 1}の下から1枚目のタイル",
        ),
        f"under:{s}:{len(fresh.state.stack(s)) - 1}": None,  # the top: the stack itself
    })  # fmt: skip


def test_a_game_without_the_function_says_no_element_in_words() -> None:
    info = get_game("ten-tricks")
    assert info.element_words == ""
    assert info.element_in_words(info.new(1), "card:k7") is None


# -- every element a board sends, in games played out -----------------------------------------
LW_KINDS = {"card", "territory", "scar", "pack"}
TW_KINDS = {"hex", "piece", "action", "button", "terrain", "tile", "bonus", "track"}
TQ_KINDS = {"stack", "under", "row", "keep", "tower", "count"}
PLAYED = [
    ("lone-wolves", 2, "standard", LW_KINDS),
    ("lone-wolves", 2, "advanced", LW_KINDS),
    ("the-wolves", 2, None, TW_KINDS),
    ("the-wolves", 3, None, TW_KINDS),
    ("triqueta", 2, "hidden-wolves", TQ_KINDS | {"box"}),
    ("triqueta", 4, "base", TQ_KINDS),
]
"""Games played out at random from a few seeds, with the element kinds their boards send."""


def _elements(game: Game[Any]) -> Iterator[str]:
    """Every element the board can send now: those of each legal move (in every click
    order), those it refuses with a reason of their own, and (Triqueta) the tiles under
    the tops of the stacks, which the board draws as elements too."""
    for path in game.element_paths().values():
        yield from path
    for orders in game.other_orders().values():
        for path in orders:
            yield from path
    for prefix in {path[:1] for path in game.element_paths().values()} | {()}:
        yield from (e for e in game.refusals(prefix) if not e.endswith("*"))
    state = game.state
    if hasattr(state, "stack"):
        for s in range(5):
            yield from (f"under:{s}:{j}" for j in range(len(state.stack(s)) - 1))


@pytest.mark.parametrize(("game_id", "players", "variant", "kinds"), PLAYED)
def test_every_element_a_board_sends_has_words_in_every_language(
    game_id: str, players: int, variant: str | None, kinds: set[str]
) -> None:
    info = get_game(game_id)
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        game = info.new(seed, players, variant)
        for _ in range(120):
            if game.is_over:
                break
            for element in set(_elements(game)):
                said_now = words(info, game, element)
                assert said_now is not None, element
                for lang, text in said_now.items():
                    assert text and "{" not in text and not ID.search(text), (element, lang, text)
                seen.add(element.partition(":")[0])
            game.play(rng.choice(game.legal_notations()))
    assert seen == kinds
