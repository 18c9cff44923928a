"""A position shows itself: every game's static SVG picture (``Game.picture``,
``Game._repr_svg_``, ``wolfpack.picture``, ``wolfpack picture``) is valid SVG in every
language and view, the same for the same view, and drawn from the view alone: twin games
that differ only in what a player may not see give that player byte-identical pictures."""

from __future__ import annotations

import dataclasses
import json
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import wolfpack
from wolfpack.cli import main
from wolfpack.core import registry
from wolfpack.core.game import Game
from wolfpack.core.i18n import LANGUAGES
from wolfpack.core.picture import ID, Picture, compose, text
from wolfpack.core.registry import get_game

SVG = "{http://www.w3.org/2000/svg}"
GAMES = ("lone-wolves", "the-wolves", "triqueta")


def played(game_id: str, moves: int, seed: int = 1) -> Game[Any]:
    """A game of ``game_id`` after ``moves`` random legal moves (fewer if it ends)."""
    game = get_game(game_id).new(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_notations()))
    return game


def finished(game_id: str, seed: int = 1) -> Game[Any]:
    return played(game_id, 10_000, seed)


def parse(svg: str) -> ET.Element:
    """The picture's root, checked to be a whole SVG document with its ids filled in."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox", "").startswith("0 0 ")
    assert ID not in svg
    assert root.get("font-family", "").endswith("'Noto Sans CJK JP', sans-serif")
    return root


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_view_of_every_game_is_svg_in_every_language(game_id: str, lang: str) -> None:
    game = played(game_id, 30)
    for player in (None, *range(game.players)):
        picture = game.picture(player, lang)
        root = parse(picture.svg)
        assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == lang
        assert root.get("aria-label")
        assert len(root.findall(f".//{SVG}text")) > 5
        assert picture.svg == game.picture(player, lang).svg  # the same view, the same text


@pytest.mark.parametrize("game_id", GAMES)
def test_the_words_are_in_the_chosen_language(game_id: str) -> None:
    game = played(game_id, 12)
    words = {lang: game.picture(0, lang).svg for lang in LANGUAGES}
    assert len(set(words.values())) == 3
    assert any(0x3040 <= ord(c) <= 0x9FFF for c in words["ja"])
    assert not any(0x3040 <= ord(c) <= 0x9FFF for c in words["en"] + words["de"])


@pytest.mark.parametrize("game_id", GAMES)
def test_repr_svg_on_a_fresh_and_a_finished_game(game_id: str) -> None:
    fresh, over = get_game(game_id).new(3), finished(game_id, 3)
    assert over.is_over
    for game in (fresh, over):
        svg = game._repr_svg_()
        assert svg is not None
        parse(svg)
        assert svg == game.picture().svg  # the open view, in the current language
    assert fresh._repr_svg_() != over._repr_svg_()


def test_the_picture_follows_the_current_language() -> None:
    game = played("lone-wolves", 4)
    try:
        wolfpack.set_language("de")
        assert game._repr_svg_() == game.picture(None, "de").svg
    finally:
        wolfpack.set_language("en")


def test_a_picture_is_sized_saved_and_printed(tmp_path: Path) -> None:
    picture = played("triqueta", 5).picture(1, "ja", size=500)
    root = parse(str(picture))
    assert root.get("width") == "500"
    assert float(root.get("height", "0")) == pytest.approx(
        500 * picture.height / picture.width, 0.01
    )
    written = picture.save(tmp_path / "p.svg")
    assert written.read_text(encoding="utf-8").strip() == picture._repr_svg_()
    with pytest.raises(ValueError, match="size"):
        picture.resized(-3)


# -- hidden information --------------------------------------------------------------------


def lone_wolves_twins() -> tuple[Game[Any], Game[Any]]:
    """Two Lone Wolves games that differ only in one card of player 1's hand, swapped with
    one in the box: player 0 sees neither."""
    a = played("lone-wolves", 7, seed=5)
    b = wolfpack.LoneWolves.from_record(a.to_record())
    s = b.state
    hand = [c for c in range(64) if s.hands[1] >> c & 1]
    box = list(s.box[s.box_pos :])
    assert hand and box
    out, into = hand[0], box[0]
    s.hands[1] ^= (1 << out) | (1 << into)
    s.box = (*s.box[: s.box_pos], out, *box[1:])
    b.edited()
    return a, b


def triqueta_twins() -> tuple[Game[Any], Game[Any]]:
    """Two Triqueta games that differ only in the face-down tiles of players 1 and 2,
    swapped: player 0 sees only how many each has."""
    for seed in range(1, 40):
        a = played("triqueta", 30, seed=seed)
        s = a.state
        if s.down[1] and s.down[2] and s.down[1][0] != s.down[2][0] and not a.is_over:
            b = get_game("triqueta").from_record(a.to_record())
            t = b.state
            t.down[1][0], t.down[2][0] = t.down[2][0], t.down[1][0]
            b.edited()
            return a, b
    raise AssertionError("no position with two different face-down tiles")


@pytest.mark.parametrize("twins", [lone_wolves_twins, triqueta_twins])
def test_what_a_player_may_not_see_changes_nothing_in_their_picture(twins: Any) -> None:
    a, b = twins()
    assert a.picture(0).svg == b.picture(0).svg
    assert a.picture(0, "ja").svg == b.picture(0, "ja").svg
    # The open view shows the difference (so that this test could fail), and so does the
    # view of a player who holds it.
    assert a.picture().svg != b.picture().svg
    assert a.picture(1).svg != b.picture(1).svg


def test_a_face_down_scar_shows_only_in_the_open_view() -> None:
    game = played("lone-wolves", 0)
    view = game.view(0)
    down = [sp for t in view["territories"] for sp in t["scars"] if sp["state"] == "face_down"]
    assert down
    effects = [
        sp["effect"]
        for t in game.view()["territories"]
        for sp in t["scars"]
        if sp["state"] == "face_down"
    ]
    player, open_ = game.picture(0).svg, game.picture().svg
    for effect in set(effects):
        shown_up = any(
            sp["state"] == "face_up" and sp["effect"] == effect
            for t in view["territories"]
            for sp in t["scars"]
        )
        assert f'data-effect="{effect}"' in open_
        if not shown_up:
            assert f'data-effect="{effect}"' not in player


def test_the_wolves_hides_nothing_but_the_box_and_draws_no_box() -> None:
    game = played("the-wolves", 20)
    assert "box" in game.view() and "box" not in game.view(1)
    assert game.picture().svg == game.picture(1).svg


# -- records, games without a drawer, the command line -----------------------------------


def test_a_record_at_any_step(tmp_path: Path) -> None:
    game = played("lone-wolves", 9)
    record = game.to_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    start = get_game("lone-wolves").from_record({**record, "moves": []})
    assert wolfpack.picture(path, step=0).svg == start.picture().svg
    assert wolfpack.picture(record).svg == game.picture().svg
    assert wolfpack.picture(json.dumps(record), 1, "de", step=-9).svg == start.picture(1, "de").svg
    moves = game.moves[:]
    assert wolfpack.picture(game, step=4).svg != game.picture().svg
    assert game.moves == moves  # a game given stays where it was
    for bad in (10, -10, True, 1.5):
        with pytest.raises(ValueError, match="step"):
            wolfpack.picture(record, step=bad)  # type: ignore[arg-type]


def test_a_game_without_a_drawer(monkeypatch: pytest.MonkeyPatch) -> None:
    info = dataclasses.replace(get_game("triqueta"), id="no-picture", picture="")
    registry.games()
    monkeypatch.setitem(registry._GAMES, info.id, info)
    game = played("triqueta", 3)
    monkeypatch.setattr(game, "game_id", "no-picture")
    assert game._repr_svg_() is None
    assert game.render()  # a notebook shows the text instead
    with pytest.raises(LookupError, match="no-picture"):
        game.picture()


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = played("the-wolves", 8)
    record = tmp_path / "tw.json"
    record.write_text(json.dumps(game.to_record()), encoding="utf-8")
    out = tmp_path / "pos.svg"
    args = ["picture", str(record), "--out", str(out), "--player", "1", "--lang", "de"]
    assert main([*args, "--step", "3"]) == 0
    root = parse(out.read_text(encoding="utf-8"))
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "de"
    assert out.read_text(encoding="utf-8").strip() == wolfpack.picture(record, 1, "de", 3).svg
    assert main([*args, "--step", "99"]) == 2
    assert main([*args[:4], "--player", "7"]) == 2
    assert main(["picture", str(tmp_path / "missing.json"), "--out", str(out)]) == 2
    assert main([*args, "--size", "-1"]) == 2
    assert "wolfpack picture:" in capsys.readouterr().err


# -- the kit -------------------------------------------------------------------------------


@given(st.text())
def test_any_words_are_escaped_into_valid_svg(words: str) -> None:
    picture = compose([text(1, 2, words, data_words=words)], 10, 10, label=words)
    root = parse(picture.svg)
    kept = "".join(
        c
        for c in words
        if c in "\t\n\r"
        or 0x20 <= ord(c) <= 0xD7FF
        or 0xE000 <= ord(c) <= 0xFFFD
        or ord(c) >= 0x10000
    )
    (shown,) = root.findall(f"{SVG}text")
    assert (shown.text or "") == kept.replace("\r\n", "\n").replace("\r", "\n")  # (as XML reads)
    assert isinstance(picture, Picture)


def test_ids_are_unique_per_picture_and_stable() -> None:
    a, b = played("the-wolves", 2), played("the-wolves", 6)
    ids = [set(p.picture().svg.split('id="')[1:]) for p in (a, a, b)]
    first = {i.split('"')[0].rsplit("-", 1)[0] for i in ids[0]}
    again = {i.split('"')[0].rsplit("-", 1)[0] for i in ids[1]}
    other = {i.split('"')[0].rsplit("-", 1)[0] for i in ids[2]}
    assert first == again and len(first) == 1
    assert first != other


# -- the boards' colours -------------------------------------------------------------------

JS = Path(__file__).resolve().parents[1] / "js"


def ts_table(path: str, name: str) -> dict[str, str]:
    """The ``name: "#colour"`` entries of the TypeScript table ``name`` in ``js/path``."""
    source = (JS / path).read_text(encoding="utf-8")
    body = source.split(f"export const {name}", 1)[1].split("};", 1)[0]
    return dict(re.findall(r'^\s*"?([\w-]+)"?: "(#[0-9a-fA-F]+)"', body, re.M))


def test_the_pictures_use_the_boards_colours() -> None:
    """The pictures keep Python copies of the boards' colour tables: the same values."""
    from wolfpack.lone_wolves import picture as lw
    from wolfpack.the_wolves import picture as tw
    from wolfpack.triqueta import picture as tq

    assert ts_table("lone_wolves/shapes.ts", "SUIT_FILL") == lw.SUIT_FILL
    assert ts_table("lone_wolves/shapes.ts", "SUIT_INK") == lw.SUIT_INK
    assert ts_table("the_wolves/shapes.ts", "TERRAIN_FILL") == tw.TERRAIN_FILL
    assert ts_table("triqueta/tiles.ts", "ANIMAL_FILL") == tq.ANIMAL_FILL
    players = (JS / "the_wolves/shapes.ts").read_text(encoding="utf-8")
    found = re.search(r"PLAYER_FILL = \[(.*?)\]", players)
    assert found
    listed = re.findall(r'"(#\w+)"', found.group(1))
    assert tuple(listed) == tw.PLAYER_FILL
