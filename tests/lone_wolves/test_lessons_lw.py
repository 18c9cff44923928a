"""The shipped Lone Wolves lessons (``wolfpack-lesson/1``, src/wolfpack/lone_wolves/lessons/).

Each file is read as plain JSON (no lesson engine needed) and checked: the format, unique
ids, en/de/ja for every text, rule ids that exist, every accepted move legal for the
learner on every path through the lesson, the other players' moves legal on their turn, a
legal move the step does not ask for wherever a step has an ``other`` text, no text that
names a card the learner cannot see, and per lesson the idea it teaches (the Red 2 really
takes the Red 7, the Moon really makes Green trump, ...).
"""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest

import wolfpack.lone_wolves
from wolfpack.core.explain import Explanation
from wolfpack.core.rules import get_rule
from wolfpack.lone_wolves import LoneWolves

LESSON_DIR = Path(wolfpack.lone_wolves.__file__).parent / "lessons"
FILES = sorted(LESSON_DIR.glob("*.json"))
LANGS = ("en", "de", "ja")
TOP_KEYS = {"format", "id", "game", "kind", "title", "record", "player", "intro", "steps", "end"}
STEP_KEYS = {"say", "rules", "moves", "right", "other", "then"}
SUITS_EN = {"Black": "k", "Brown": "b", "Green": "g", "White": "w", "Red": "r"}
CARD_EN = re.compile(r"\b(Black|Brown|Green|White|Red) ([2-7])\b")

NAMED_UNSEEN = {("lw-two-takes-seven", 2, "say"): {"b7"}}
"""Cards a text may name although the learner cannot see them: "the Brown 7 has not been
played yet" speaks of a card that is in no visible place, on purpose."""


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


LESSONS = {path.name: load(path) for path in FILES}


def lesson(lesson_id: str) -> dict[str, Any]:
    return next(data for data in LESSONS.values() if data["id"] == lesson_id)


def texts(data: dict[str, Any]) -> list[tuple[str, dict[str, str]]]:
    """Every text object of a lesson with its field path."""
    out = [("title", data["title"])]
    out += [(key, data[key]) for key in ("intro", "end") if key in data]
    for i, step in enumerate(data["steps"]):
        out += [
            (f"steps[{i}].{key}", step[key]) for key in ("say", "right", "other") if key in step
        ]
    return out


def events_of(game: LoneWolves, move: str) -> list[Explanation]:
    return list(game.play(move))


Trail = list[tuple[list[Explanation], list[Explanation]]]
"""Per step: the events of the learner's move, then those of the other player's moves."""


def walk(data: dict[str, Any]) -> tuple[LoneWolves, Trail]:
    """Play the lesson by its first accepted moves: the game at the end and, per step, the
    events of the learner's move and those of the ``then`` moves."""
    game = LoneWolves.from_record(data["record"])
    out: Trail = []
    for step in data["steps"]:
        mine = events_of(game, step["moves"][0]) if step["moves"] else []
        then: list[Explanation] = []
        for move in step.get("then", []):
            then += events_of(game, move)
        out.append((mine, then))
    return game, out


def at_step(data: dict[str, Any], index: int) -> LoneWolves:
    """The game when step ``index`` begins (first accepted moves before it)."""
    game = LoneWolves.from_record(data["record"])
    for step in data["steps"][:index]:
        for move in step["moves"][:1] + step.get("then", []):
            game.play(move)
    return game


def copy(game: LoneWolves) -> LoneWolves:
    return LoneWolves.from_record(game.to_record())


def winner(events: list[Explanation]) -> tuple[str, int]:
    """The trick's result among events: (message key, winning player)."""
    win = next(e for e in events if e.key.startswith("lw.ev.win_"))
    return win.key, int(win.params["player"])


def side(game: LoneWolves, territory: str) -> dict[str, Any]:
    return next(t for t in game.view(None)["territories"] if t["name"] == territory)


def strength(game: LoneWolves, territory: str) -> list[int]:
    return [s["strength"] for s in side(game, territory)["sides"]]


# -- format ---------------------------------------------------------------------------------
def test_five_lessons_in_order() -> None:
    assert [p.name for p in FILES] == [
        "01-following-suit.json",
        "02-trump.json",
        "03-the-2-takes-the-7.json",
        "04-scars.json",
        "05-territory-majorities.json",
    ]


def test_ids_unique() -> None:
    ids = [data["id"] for data in LESSONS.values()]
    assert len(ids) == len(set(ids))
    assert all(i.startswith("lw-") for i in ids)


@pytest.mark.parametrize("name", LESSONS)
def test_format(name: str) -> None:
    data = LESSONS[name]
    assert set(data) <= TOP_KEYS
    assert data["format"] == "wolfpack-lesson/1"
    assert data["game"] == "lone-wolves"
    assert data["kind"] in ("rules", "strategy")
    assert data["player"] in (0, 1)
    assert isinstance(data["record"], dict)
    assert data["record"]["format"] == "lone-wolves-record/1"
    assert 3 <= len(data["steps"]) <= 6
    for step in data["steps"]:
        assert set(step) <= STEP_KEYS
        assert {"say", "rules", "moves"} <= set(step)
        assert isinstance(step["moves"], list)
        assert all(isinstance(m, str) for m in step["moves"] + step.get("then", []))
        assert step["rules"], "every step cites the rules it teaches"
        if not step["moves"]:
            assert "right" not in step and "other" not in step and "then" not in step


@pytest.mark.parametrize("name", LESSONS)
def test_every_text_in_three_languages(name: str) -> None:
    for path, text in texts(LESSONS[name]):
        assert set(text) == set(LANGS), path
        for lang in LANGS:
            assert isinstance(text[lang], str) and text[lang].strip(), (path, lang)
        assert text["de"] != text["en"] and text["ja"] != text["en"], path
        assert not re.search(r"[A-Za-z]", text["ja"]), (path, "Latin letters in Japanese")
        assert "(s)" not in text["en"] and "(e)" not in text["de"], path


@pytest.mark.parametrize("name", LESSONS)
def test_rule_ids_exist(name: str) -> None:
    for step in LESSONS[name]["steps"]:
        for rule_id in step["rules"]:
            assert rule_id.startswith("LW-")
            get_rule(rule_id)  # KeyError for an unknown id


# -- replay ---------------------------------------------------------------------------------
def paths(data: dict[str, Any]) -> list[tuple[str | None, ...]]:
    """Every way through the lesson: one accepted move per step (None for Continue)."""
    choices = [step["moves"] or [None] for step in data["steps"]]
    return list(itertools.product(*choices))


@pytest.mark.parametrize("name", LESSONS)
def test_every_path_is_legal(name: str) -> None:
    """Whichever accepted move the learner picks, every later step's moves are legal for the
    learner and every ``then`` move is the other player's and legal."""
    data = LESSONS[name]
    me = data["player"]
    for path in paths(data):
        game = LoneWolves.from_record(data["record"])
        for i, (step, choice) in enumerate(zip(data["steps"], path, strict=True)):
            if step["moves"]:
                assert game.to_move == me, (path, i)
                for move in step["moves"]:
                    assert game.is_legal(move), (path, i, move)
                assert choice is not None
                game.play(choice)
            for move in step.get("then", []):
                assert game.to_move not in (None, me), (path, i, move)
                assert game.is_legal(move), (path, i, move)
                game.play(move)


@pytest.mark.parametrize("name", LESSONS)
def test_other_texts_have_a_natural_wrong_move(name: str) -> None:
    data = LESSONS[name]
    for i, step in enumerate(data["steps"]):
        if "other" in step:
            game = at_step(data, i)
            assert set(game.legal_notations()) - set(step["moves"]), i


def visible(game: LoneWolves, player: int) -> set[str]:
    """The cards ``player`` can see: their hand and every card face up or turned over on the
    board (a box wolf stays unseen)."""
    view = game.view(player)
    cards = set(view["hands"][player]["cards"])
    for terr in view["territories"]:
        for s in terr["sides"]:
            cards |= {c["card"] for c in s["cards"] if c["card"]}
    for played in view["current_trick"].values():
        if played:
            cards.add(played["card"])
    return cards


def named(text: str) -> set[str]:
    return {SUITS_EN[suit] + value for suit, value in CARD_EN.findall(text)}


@pytest.mark.parametrize("name", LESSONS)
def test_texts_name_only_cards_the_learner_sees(name: str) -> None:
    """Hidden information: a text names a card only when the learner can see it then."""
    data = LESSONS[name]
    me = data["player"]
    game = LoneWolves.from_record(data["record"])
    assert named(data["intro"]["en"]) <= visible(game, me)
    for i, step in enumerate(data["steps"]):
        allowed = NAMED_UNSEEN.get((data["id"], i, "say"), set())
        assert named(step["say"]["en"]) <= visible(game, me) | allowed, i
        if "other" in step:
            assert named(step["other"]["en"]) <= visible(game, me), i
        if step["moves"]:
            game.play(step["moves"][0])
            assert named(step.get("right", {}).get("en", "")) <= visible(game, me), i
        for move in step.get("then", []):
            game.play(move)
    assert named(data["end"]["en"]) <= visible(game, me)


# -- the ideas ------------------------------------------------------------------------------
def test_following_suit() -> None:
    data = lesson("lw-following-suit")
    start = LoneWolves.from_record(data["record"])
    assert start.view(0)["current_trick"]["lead"] == {
        "player": 1,
        "card": "r4",
        "territory": "volcano",
    }
    # holding Red, a Black card is refused with the follow-suit rule
    assert not start.is_legal("play k7 cave")
    assert "LW-T2" in start.explain("play k7 cave").rules
    # the natural wrong move, the Red 2, follows suit but loses
    wrong = copy(start)
    assert winner(events_of(wrong, "play r2 cave"))[1] == 1
    _, steps = walk(data)
    assert winner(steps[0][0]) == ("lw.ev.win_higher_led", 0)
    assert winner(steps[1][1]) == ("lw.ev.win_higher_led", 0)
    # the opponent, out of Green, throws a White card: it cannot win
    follow = next(e for e in steps[2][1] if e.key == "lw.ev.follow_other")
    assert str(follow.params["card"]).startswith("w") and follow.params["led"] == "g"
    assert follow.text("en").startswith("Player 2 has no Green and answers with the White")
    assert winner(steps[2][1]) == ("lw.ev.win_off_suit", 0)


def test_trump() -> None:
    data = lesson("lw-trump")
    start = LoneWolves.from_record(data["record"])
    assert start.view(0)["trump"] is None
    assert side(start, "swamp")["scars_left"] == 1
    _, steps = walk(data)
    assert any(e.key == "lw.ev.moon" and e.params["suit"] == "g" for e in steps[0][1])
    after_moon = at_step(data, 1).view(0)
    assert (after_moon["trump"], after_moon["moon"]) == ("g", "swamp")
    # the opponent trumps the learner's Red 6; no scar is left in the Swamp to take
    assert winner(steps[2][1]) == ("lw.ev.win_trump", 1)
    assert any(e.key == "lw.ev.no_scar" and e.params["player"] == 0 for e in steps[2][1])
    # the learner, out of Black, wins with the smallest trump; a plain card would lose
    assert winner(steps[3][0]) == ("lw.ev.win_trump", 0)
    wrong = at_step(data, 3)
    assert winner(events_of(wrong, "play w2 cave"))[1] == 1
    # trump led: the higher trump wins
    assert winner(steps[4][1]) == ("lw.ev.win_higher_trump", 0)


def test_the_2_takes_the_7() -> None:
    data = lesson("lw-two-takes-seven")
    _, steps = walk(data)
    assert winner(steps[0][0]) == ("lw.ev.win_two_takes_seven", 0)
    for card in ("r5", "r6"):
        wrong = copy(at_step(data, 0))
        assert winner(events_of(wrong, f"play {card} cave"))[1] == 1
    # holding the Black 2 and with no trump, no answer beats the led Black 7
    led = at_step(data, 1)
    assert led.view(0)["trump"] is None
    led.play("play k7 cave")
    for answer in led.legal_notations():
        trial = copy(led)
        assert winner(events_of(trial, answer))[1] == 0, answer
    # the led 2 takes the 7 too
    assert winner(steps[2][1]) == ("lw.ev.win_two_takes_seven", 0)


def test_scars() -> None:
    data = lesson("lw-scars")
    three = at_step(data, 0)
    three.play("play r3 swamp")
    assert three.legal_notations() == ["reveal 1", "reveal 2"]
    game, steps = walk(data)
    assert any(e.key == "lw.ev.reveal" for e in steps[1][0])
    assert winner(steps[1][0])[1] == 0
    # the opponent took a scar from the territory of their lone wolf
    assert any(
        e.key.startswith("lw.ev.take_") and e.params["territory"] == "volcano" for e in steps[1][1]
    )
    # the learner's Black 2 loses; the box wolf lies face up in the Desert
    assert winner(steps[2][1])[1] == 1
    desert = side(at_step(data, 3), "desert")["scars"][0]
    assert (desert["state"], desert["effect"]) == ("face_up", "box-wolf")
    assert any(e.key == "lw.ev.take_up" and e.params["effect"] == "box-wolf" for e in steps[3][0])
    # the box wolf acts at once where the scar is placed: 3 + 1 = 4 in the Swamp
    assert any(e.key == "lw.ev.box_wolf" for e in steps[4][0])
    swamp = side(game, "swamp")["sides"][0]
    assert [c["face"] for c in swamp["cards"]] == ["up", "box"]
    assert strength(game, "swamp")[0] == 4


def test_territory_majorities() -> None:
    data = lesson("lw-territory-majorities")
    start = LoneWolves.from_record(data["record"])
    view = start.view(0)
    assert view["hands"][0]["cards"] == ["k3", "k6"]
    assert view["trump"] == "r"
    assert side(start, "swamp")["moon"] == "moon"
    assert side(start, "swamp")["honor"]["value"] == 7
    assert strength(start, "swamp") == [6, 6]
    assert strength(start, "cave") == [10, 12]
    assert strength(start, "desert") == [2, 6]
    assert side(start, "cave")["honor"]["value"] == 4
    assert side(start, "desert")["honor"]["value"] == 3
    game, steps = walk(data)
    # the Black 3 loses, counts 1 and breaks the tie in the Swamp; no scar is left there
    assert winner(steps[1][0])[1] == 1
    assert any(e.key == "lw.ev.no_scar" for e in steps[1][0])
    assert strength(at_step(data, 2), "swamp") == [7, 6]
    assert all(side(at_step(data, 2), t)["full"] for t in ("tundra", "volcano"))
    # the Black 6 wins the last trick and turns the Cave: 17 to 12
    assert winner(steps[2][0]) == ("lw.ev.win_higher_led", 0)
    assert strength(game, "cave") == [17, 12]
    assert game.is_over
    assert game.score().points == [23, 15]
    assert game.winner == 0
    # the Desert instead turns a territory worth less
    other = at_step(data, 2)
    other.play("play k6 desert")
    assert strength(other, "desert") == [9, 6]
    assert other.score().points[0] < 23
