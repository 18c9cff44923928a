"""The shipped Lone Wolves lessons (``wolfpack-lesson/1``, src/wolfpack/lone_wolves/lessons/).

Each file is read as plain JSON (no lesson engine needed) and checked: the format, unique
ids, en/de/ja for every text, rule ids that exist, every accepted move legal for the
learner on every path through the lesson, the other players' moves legal on their turn, a
legal move the step does not ask for wherever a step has an ``other`` text, no text that
names a card the learner cannot see, and per lesson the idea it teaches (the Red 2 really
takes the Red 7, the Moon really makes Green trump, ...).
"""

from __future__ import annotations

import fnmatch
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
STEP_KEYS = {"say", "rules", "moves", "goal", "question", "right", "other", "then", "nudge", "show"}
SUITS_EN = {"Black": "k", "Brown": "b", "Green": "g", "White": "w", "Red": "r"}
CARD_EN = re.compile(r"\b(Black|Brown|Green|White|Red) ([2-7])\b")

NAMED_UNSEEN = {("lw-two-takes-seven", 2, "say"): {"b7"}, ("lw-two-and-seven", 1, "say"): {"k7"}}
"""Cards a text may name although the learner cannot see them: "the Brown 7 has not been
played yet" speaks of a card that is in no visible place, on purpose, and "suppose your
opponent answers with the Black 7" of a card the question imagines."""


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
        keys = ("say", "right", "other", "nudge", "show")
        out += [(f"steps[{i}].{key}", step[key]) for key in keys if key in step]
        for j, choice in enumerate(step.get("question", {}).get("choices", [])):
            out.append((f"steps[{i}].question.choices[{j}]", choice["text"]))
    return out


def events_of(game: LoneWolves, move: str) -> list[Explanation]:
    return list(game.play(move))


def matches(condition: dict[str, Any], event: Explanation, me: int) -> bool:
    if not fnmatch.fnmatchcase(event.key, condition["key"]):
        return False
    who = condition.get("player")
    if who is not None and (event.params.get("player") == me) != (who == "learner"):
        return False
    return all(event.params.get(k) == v for k, v in condition.get("args", {}).items())


def accepted(data: dict[str, Any], step: dict[str, Any], game: LoneWolves) -> list[str]:
    """The learner's moves a step accepts: its ``moves``, or for a one-decision ``goal``
    every legal move whose events meet it; none for a question or a step to read."""
    if "goal" not in step:
        return list(step.get("moves", []))
    goal, me = step["goal"], data["player"]
    assert goal.get("decisions", 1) == 1, "these tests judge goals of one decision"
    out = []
    for move in game.legal_notations():
        events = events_of(copy(game), move)
        if any(matches(c, e, me) for c in goal.get("none", []) for e in events):
            continue
        if all(any(matches(c, e, me) for e in events) for c in goal["events"]):
            out.append(move)
    return out


Trail = list[tuple[list[Explanation], list[Explanation]]]
"""Per step: the events of the learner's move, then those of the other player's moves."""


def walk(data: dict[str, Any]) -> tuple[LoneWolves, Trail]:
    """Play the lesson by its first accepted moves: the game at the end and, per step, the
    events of the learner's move and those of the ``then`` moves."""
    game = LoneWolves.from_record(data["record"])
    out: Trail = []
    for step in data["steps"]:
        moves = accepted(data, step, game)
        mine = events_of(game, moves[0]) if moves else []
        then: list[Explanation] = []
        for move in step.get("then", []):
            then += events_of(game, move)
        out.append((mine, then))
    return game, out


def at_step(data: dict[str, Any], index: int) -> LoneWolves:
    """The game when step ``index`` begins (first accepted moves before it)."""
    game = LoneWolves.from_record(data["record"])
    for step in data["steps"][:index]:
        for move in accepted(data, step, game)[:1] + step.get("then", []):
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
def test_the_lessons_in_the_order_of_the_tutorials() -> None:
    """Tutorial 01's lessons, then tutorial 02's; the first five keep their ids."""
    assert [p.name for p in FILES] == [
        "01-leading.json",
        "02-following-suit.json",
        "03-follow-and-win.json",
        "04-who-wins-a-trick.json",
        "05-trump.json",
        "06-trump-wins.json",
        "07-the-2-takes-the-7.json",
        "08-two-and-seven.json",
        "09-scars.json",
        "10-losing-on-purpose.json",
        "11-territory-majorities.json",
        "12-who-wins-the-swamp.json",
    ]
    ids = {data["id"] for data in LESSONS.values()}
    old = {"lw-following-suit", "lw-trump", "lw-two-takes-seven", "lw-scars"}
    assert old | {"lw-territory-majorities"} <= ids


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
    assert 2 <= len(data["steps"]) <= 6
    for step in data["steps"]:
        assert set(step) <= STEP_KEYS
        assert {"say", "rules"} <= set(step)
        asks = [key for key in ("moves", "goal", "question") if key in step]
        assert len(asks) == 1, asks
        moves = step.get("moves", [])
        assert isinstance(moves, list)
        assert all(isinstance(m, str) for m in moves + step.get("then", []))
        assert step["rules"], "every step cites the rules it teaches"
        if asks == ["moves"] and not moves:
            assert "right" not in step and "other" not in step and "then" not in step


@pytest.mark.parametrize("name", LESSONS)
def test_every_text_in_three_languages(name: str) -> None:
    for path, text in texts(LESSONS[name]):
        assert set(text) == set(LANGS), path
        for lang in LANGS:
            assert isinstance(text[lang], str) and text[lang].strip(), (path, lang)
        if not text["en"].isdigit():  # (an answer that is a number reads the same)
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
def play_every_line(data: dict[str, Any], game: LoneWolves, index: int) -> int:
    """Play every accepted move of step ``index`` and the steps after it; the lines seen."""
    if index == len(data["steps"]):
        return 1
    step, me = data["steps"][index], data["player"]
    moves = accepted(data, step, game)
    if "goal" in step:
        assert moves, (index, "no move reaches the goal")
    lines = 0
    choices: list[str | None] = [*moves] or [None]  # (None: a question or Continue)
    for choice in choices:
        here = copy(game)
        if choice is not None:
            assert here.to_move == me, (index, choice)
            assert here.is_legal(choice), (index, choice)
            here.play(choice)
        for move in step.get("then", []):
            assert here.to_move not in (None, me), (index, move)
            assert here.is_legal(move), (index, move)
            here.play(move)
        lines += play_every_line(data, here, index + 1)
    return lines


@pytest.mark.parametrize("name", LESSONS)
def test_every_path_is_legal(name: str) -> None:
    """Whichever accepted move the learner picks (a step's moves, or every move that reaches
    its goal), every later step's moves are legal for the learner and every ``then`` move is
    the other player's and legal."""
    data = LESSONS[name]
    start = LoneWolves.from_record(data["record"])
    assert play_every_line(data, start, 0) >= 1


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
        for key in ("other", "nudge", "show"):
            if key in step:
                assert named(step[key]["en"]) <= visible(game, me), (i, key)
        if "question" in step:
            assert named(step.get("right", {}).get("en", "")) <= visible(game, me), i
        moves = accepted(data, step, game)
        if moves:
            game.play(moves[0])
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


def answer_of(data: dict[str, Any], index: int) -> Any:
    return data["steps"][index]["question"]["answer"]


WHO = {"player-1": 0, "player-2": 1, "tie": None}


def test_leading() -> None:
    data = lesson("lw-leading")
    start = at_step(data, 0)
    assert len(start.legal_notations()) == 65 and answer_of(data, 0) == "sixty-five"
    # any card into a territory of another colour; its own colour misses the goal
    moves = accepted(data, data["steps"][1], start)
    assert len(moves) == 52 and "play k7 swamp" in moves and "play k7 cave" not in moves


def test_follow_and_win() -> None:
    data = lesson("lw-follow-and-win")
    start = at_step(data, 0)
    legal = {m.split()[1] for m in start.legal_notations()}
    assert {f"card:{c}" for c in legal} == set(answer_of(data, 0)) == {"card:r2", "card:r6"}
    assert {m.split()[1] for m in accepted(data, data["steps"][1], start)} == {"r6"}
    assert winner(events_of(copy(start), "play r2 cave"))[1] == 1


def test_who_wins_a_trick() -> None:
    data = lesson("lw-who-wins-a-trick")
    _, steps = walk(data)
    assert winner(steps[1][0]) == ("lw.ev.win_off_suit", WHO[answer_of(data, 0)])
    assert strength(at_step(data, 4), "cave")[0] == 1 and answer_of(data, 4) == "one"


def test_trump_wins() -> None:
    data = lesson("lw-trump-wins")
    start = at_step(data, 0)
    assert (start.view(0)["trump"], answer_of(data, 0)) == ("g", "green")
    moves = accepted(data, data["steps"][1], start)
    assert moves and {m.split()[1][0] for m in moves} == {"g"}
    assert winner(events_of(copy(start), "play w6 cave"))[1] == 1


def test_two_and_seven() -> None:
    data = lesson("lw-two-and-seven")
    start = at_step(data, 0)
    assert {m.split()[1] for m in accepted(data, data["steps"][0], start)} == {"r2"}
    _, steps = walk(data)
    assert winner(steps[2][1]) == ("lw.ev.win_two_takes_seven", WHO[answer_of(data, 1)])


def test_losing_on_purpose() -> None:
    data = lesson("lw-losing-on-purpose")
    start = at_step(data, 0)
    assert accepted(data, data["steps"][0], start) == ["play k5 volcano"]
    assert winner(events_of(copy(start), "play k2 volcano"))[1] == 0  # the 2 takes the 7


def test_who_wins_the_swamp() -> None:
    data = lesson("lw-who-wins-the-swamp")
    game = LoneWolves.from_record(data["record"])
    assert game.is_over
    score = game.score()
    by_name = {t.territory: t for t in score.territories}
    assert by_name["swamp"].winner == WHO[answer_of(data, 0)]
    assert by_name["cave"].winner == WHO[answer_of(data, 1)]
    assert by_name["cave"].strength == [11, 12] and by_name["cave"].base_strength == [11, 9]
    assert score.winner == WHO[answer_of(data, 2)] and score.points == [32, 22]
