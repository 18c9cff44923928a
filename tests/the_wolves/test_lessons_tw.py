"""The Wolves' shipped lessons (``src/wolfpack/the_wolves/lessons/*.json``), read as plain
JSON: the ``wolfpack-lesson/1`` form, texts in English, German and Japanese, every step
played out with the game's own API, and that each lesson's position really shows its idea
(the tile that turns over, the den's track, the hunt, the scoring...)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from wolfpack.core.lessons import Lesson
from wolfpack.core.registry import get_game
from wolfpack.the_wolves import TheWolves

FOLDER = Path(__file__).resolve().parents[2] / "src" / "wolfpack" / "the_wolves" / "lessons"
FILES = sorted(FOLDER.glob("*.json"))
LANGS = ("en", "de", "ja")
TOP = {"format", "id", "game", "kind", "title", "record", "player", "intro", "steps", "end"}
STEP = {"say", "rules", "moves", "goal", "question", "right", "other", "nudge", "show", "then"}
RULES = {r.id for r in get_game("the-wolves").rule_list()}


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    return data


def _texts(lesson: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    for key in ("title", "intro", "end"):
        if key in lesson:
            yield key, lesson[key]
    for i, step in enumerate(lesson["steps"]):
        for key in ("say", "right", "other", "nudge", "show"):
            if key in step:
                yield f"steps[{i}].{key}", step[key]
        for choice in step.get("question", {}).get("choices", []):
            yield f"steps[{i}].choice.{choice['id']}", choice["text"]


def test_the_lessons_cover_the_rules_and_one_strategy() -> None:
    names = [p.name for p in FILES]
    assert len(names) >= 7
    assert all(re.fullmatch(r"\d\d-[a-z0-9-]+\.json", n) for n in names), names
    lessons = [_load(n) for n in names]
    ids = [lesson["id"] for lesson in lessons]
    assert len(set(ids)) == len(ids)
    assert [lesson["kind"] for lesson in lessons].count("strategy") == 1
    cited = {r for lesson in lessons for step in lesson["steps"] for r in step["rules"]}
    for rule in ("TW-T1", "TW-T2", "TW-T3", "TW-T4", "TW-T5", "TW-T6", "TW-T7", "TW-T8", "TW-T9"):
        assert rule in cited, rule
    assert {"TW-T10", "TW-E1", "TW-C4"} <= cited


@pytest.mark.parametrize("name", [p.name for p in FILES])
def test_a_lesson_has_the_lesson_format(name: str) -> None:
    lesson = _load(name)
    assert set(lesson) <= TOP and TOP - {"intro", "end"} <= set(lesson)
    assert lesson["format"] == "wolfpack-lesson/1"
    assert lesson["game"] == "the-wolves"
    assert re.fullmatch(r"tw-[a-z0-9-]+", lesson["id"])
    assert lesson["kind"] in ("rules", "strategy")
    assert lesson["record"]["format"] == "the-wolves-record/1"
    practice = lesson["id"].startswith("tw-practice-")
    assert (1 if practice else 3) <= len(lesson["steps"]) <= 6
    for step in lesson["steps"]:
        assert set(step) <= STEP and {"say", "rules"} <= set(step)
        asked = [k for k in ("moves", "goal", "question") if k in step]
        assert asked == (["moves"] if not practice else asked) and len(asked) == 1, asked
        assert step["rules"] and set(step["rules"]) <= RULES, step["rules"]
        moves = step.get("moves", [])
        assert all(isinstance(m, str) for m in moves + step.get("then", []))
        assert len(set(moves)) == len(moves)
        if "moves" in step and not moves:
            assert "right" not in step and "other" not in step
        if practice:  # an exercise: the pupil finds the answer, and a wrong try is nudged
            assert {"nudge", "show", "right"} <= set(step), step["say"]["en"]


@pytest.mark.parametrize("name", [p.name for p in FILES])
def test_every_text_is_in_english_german_and_japanese(name: str) -> None:
    for where, text in _texts(_load(name)):
        assert set(text) == set(LANGS), (where, sorted(text))
        for lang in LANGS:
            assert text[lang].strip(), (where, lang)
        assert not re.search(r"[A-Za-z]{3,}", text["ja"].replace("VP", "")), (where, text["ja"])
        assert "(s)" not in text["en"] + text["de"], where
        assert not re.search(r"\b(Ihnen|Ihre[mnrs]?|Klicken Sie)\b", text["de"]), where


@pytest.mark.parametrize("name", [p.name for p in FILES])
def test_every_step_can_be_played(name: str) -> None:
    lesson = _load(name)
    game = TheWolves.from_record(lesson["record"])
    assert not game.is_over and lesson["player"] < game.players
    if lesson["id"].startswith("tw-practice-"):
        return  # (goals and questions: played out by the loader, tests/widget/test_lessons.py)
    for step in lesson["steps"]:
        for move in step["moves"]:  # every accepted move, and the play after it
            line = TheWolves.from_record(game.to_record())
            line.play(move)
            for then in step.get("then", []):
                assert then in line.legal_notations(), (move, then)
                line.play(then)
        for move in step["moves"][:1] + step.get("then", []):
            game.play(move)


def _board(game: TheWolves, player: int = 0) -> dict[str, Any]:
    board: dict[str, Any] = game.view(player)["boards"][player]
    return board


def _shows(game: TheWolves, terrain: str, player: int = 0) -> int:
    return sum(t["shows"] == terrain for t in _board(game, player)["tiles"])


def _pieces(game: TheWolves, hex_name: str) -> list[tuple[int, str]]:
    for h in game.view(0)["hexes"]:
        if h["hex"] == hex_name:
            return [(p["owner"], p["kind"]) for p in h["pieces"]]
    raise AssertionError(hex_name)


def _after(lesson: dict[str, Any]) -> list[tuple[TheWolves, list[str]]]:
    """The game after each step (a copy) and that step's events."""
    out = []
    game = TheWolves.from_record(lesson["record"])
    for step in lesson["steps"]:
        events = []
        for move in step["moves"][:1] + step.get("then", []):
            events += [e.text("en") for e in game.play(move)]
        out.append((TheWolves.from_record(game.to_record()), events))
    return out


def test_paying_turns_the_tile_over() -> None:
    lesson = _load("01-tiles-and-paying.json")
    start = TheWolves.from_record(lesson["record"])
    assert _shows(start, "grass") == 2 and _shows(start, "tundra") == 1
    steps = _after(lesson)
    paid = steps[3][0]
    assert _shows(paid, "tundra") == 0 and _shows(paid, "desert") == 2
    assert any("it turns to desert" in e for e in steps[3][1])


def test_the_home_tile_stays_and_two_wolves_move() -> None:
    lesson = _load("03-moving.json")
    steps = _after(lesson)
    assert _shows(steps[2][0], "grass") == 2  # paid with the home tile: nothing turned
    assert (0, "alpha") in _pieces(steps[3][0], "11,6")
    assert any("3 steps" in e for e in steps[3][1])
    last = steps[-1][0]
    assert last.to_move != 0  # the pack spread (2) is used up: the move and turn ended


def test_the_alpha_displaces_the_lone_pack_wolf() -> None:
    lesson = _load("07-displacing.json")
    start = TheWolves.from_record(lesson["record"])
    assert _pieces(start, "4,8") == [(2, "pack")]  # Player 3's pack wolf, alone
    assert _pieces(start, "6,7") == [(0, "alpha"), (0, "pack")]
    moving = _after(lesson)[2][0]
    assert "pack 6,7>4,8" not in moving.legal_notations()  # a pack wolf may not stop there
    steps = _after(lesson)
    assert any("pushes the pack wolf of Player 3" in e for e in steps[3][1])
    assert set(steps[3][0].legal_notations()) == set(lesson["steps"][4]["moves"])
    assert steps[4][0].to_move == 0 and _pieces(steps[4][0], "4,8") == [(0, "alpha")]
    for move in lesson["steps"][4]["moves"]:  # the displaced wolf stays on the map
        line = TheWolves.from_record(steps[3][0].to_record())
        line.play(move)
        assert (2, "pack") in _pieces(line, move.split()[1])
    assert _pieces(steps[-1][0], "4,8") == [(0, "alpha"), (0, "pack")]


def test_the_den_raises_pack_spread() -> None:
    lesson = _load("05-den.json")
    start = TheWolves.from_record(lesson["record"])
    assert _board(start)["tracks"]["pack_spread"]["value"] == 2
    game = _after(lesson)[-1][0]
    assert (0, "den") in _pieces(game, "12,7")
    assert _board(game)["tracks"]["pack_spread"]["value"] == 3
    assert next(h for h in game.view(0)["hexes"] if h["hex"] == "12,7")["near_water"]


def test_the_lair_replaces_the_den() -> None:
    lesson = _load("10-lair.json")
    start = TheWolves.from_record(lesson["record"])
    assert (0, "den") in _pieces(start, "12,7") and _shows(start, "grass") == 2
    dates = len(start.view(0)["calendar"]["dates"])
    game = _after(lesson)[-1][0]
    assert _pieces(game, "12,7") == [(0, "lair")]
    assert _board(game)["lairs"]["vp"] == 5 and _board(game)["bonus_terrain"] == 1
    assert game.view(0)["calendar"]["dates"][dates]["piece"] == "den"


def test_howl_and_dominate_take_over_pieces() -> None:
    lesson = _load("12-howl-and-dominate.json")
    steps = _after(lesson)
    howled = steps[2][0]
    assert _pieces(howled, "10,5") == [(0, "pack")]
    assert _board(howled)["bonus_terrain"] == 1  # kept for the dominate
    before = TheWolves.from_record(howled.to_record())
    assert _pieces(before, "11,8") == [(2, "pack")] and before.to_move == 0
    game = steps[-1][0]
    assert _pieces(game, "11,8") == [(0, "pack")]
    assert _board(game)["bonus_terrain"] == 0


def test_three_wolves_around_the_prey_hunt() -> None:
    lesson = _load("14-hunting.json")
    steps = _after(lesson)
    assert _board(steps[-2][0])["prey"] == []  # two hexes are not enough
    game, events = steps[-1]
    assert _board(game)["prey"] == ["hare"]
    assert _board(game)["bonus_action"] == 1
    assert any("hunts a hare" in e for e in events)


def test_the_learner_triggers_the_crescent_scoring() -> None:
    lesson = _load("16-region-scoring.json")
    start = TheWolves.from_record(lesson["record"])
    calendar = start.view(0)["calendar"]
    assert len(calendar["dates"]) == 8 and calendar["scoring_dates"]["crescent"] == 9
    steps = _after(lesson)
    assert any("Date 9 reaches the crescent moon" in e for e in steps[3][1])
    scored = steps[4][1]
    assert "Player 1: control 8 (2 alphas). (TW-E1)" in scored
    assert "Player 2 is second and gets 2 VP. (TW-E1)" in scored
    assert "Player 3: control 3 (2 alphas). (TW-E1)" in scored
    game = steps[-1][0]
    assert game.view(0)["boards"][0]["region_tokens"] == 1


def test_planning_a_tile_makes_the_lair_payable() -> None:
    lesson = _load("18-strategy-plan-your-tiles.json")
    start = TheWolves.from_record(lesson["record"])
    assert _shows(start, "grass") == 1
    game = _after(lesson)[-1][0]
    assert game.to_move == 0 and _shows(game, "grass") == 2
    assert "lair" in game.legal_notations()
    game.play("lair")
    assert "at 12,7" in game.legal_notations()


# -- the tutorial's exercises, as lessons (tutorials/04-the-wolves.md) ---------------------------
PRACTICE = {  # lesson file: the task of wolfpack.the_wolves.tutorial it is played from
    "02-practice-paying.json": "pay",
    "04-practice-moving.json": "move",
    "06-practice-den.json": "den",
    "08-practice-displacing.json": "displace",
    "09-practice-howling.json": "howl",
    "11-practice-lair.json": "lair",
    "13-practice-dominating.json": "dominate",
    "15-practice-hunting.json": "hunt",
}


def _lesson(name: str) -> Lesson:
    return Lesson.load(FOLDER / name, languages=LANGS)


def test_the_lessons_follow_the_tutorial() -> None:
    names = [p.name for p in FILES]
    practice = [n for n in names if "-practice-" in n]
    assert practice == [*PRACTICE, "17-practice-region-scoring.json"]
    # each exercise comes right after the lesson that teaches its idea, in the tutorial's order
    before = [
        names[names.index(n) - 1] for n in ("02-practice-paying.json", "04-practice-moving.json")
    ]
    assert before == ["01-tiles-and-paying.json", "03-moving.json"]


@pytest.mark.parametrize("name", list(PRACTICE))
def test_a_practice_lesson_is_its_tasks_position_and_its_solution_is_right(name: str) -> None:
    from wolfpack.the_wolves.tutorial import task

    exercise = task(PRACTICE[name])
    item = _lesson(name)
    game = item.start()
    assert game.moves == exercise.position().moves and item.player == exercise.player
    solution = list(exercise._solution)
    for step in item.steps:
        if step.question is not None and step.then:  # answered: the solution's decision
            assert step.question.answer == game.elements(solution[0])[:1]
            game.play_all(step.then)
            solution = solution[len(step.then) :]
            continue
        if step.question is not None:
            continue
        assert step.goal is not None
        ways = step.goal.ways(game, item.player)
        way = next(w for w in ways if tuple(solution[: len(w)]) == w)  # the solution's way
        game.play_all(list(way))
        solution = solution[len(way) :]
    done = list(game.moves[len(exercise.position().moves) :])
    assert exercise.check(done).correct, done  # the task judges the lesson's way right


def test_the_wrong_answers_of_the_tasks_are_refused_by_the_lessons() -> None:
    pay = _lesson("02-practice-paying.json").steps[0].question
    assert pay is not None and "tile:0:home" in pay.among and "tile:0:home" not in pay.answer
    den = _lesson("06-practice-den.json")
    goal = den.steps[0].goal
    assert goal is not None
    ways = goal.ways(den.start(), 0)
    assert ways and all(way[-1] == "track speed" for way in ways)
    moving = _lesson("04-practice-moving.json")
    game = moving.start()
    game.play("alpha 6,9>3,8")
    goal = moving.steps[1].goal
    assert goal is not None
    split = goal.ways(game, 0)
    assert ("pack 6,9>4,8",) in split and ("pack 6,9>3,8",) not in split  # they split up
    assert game.is_legal("pack 6,9>3,8")  # (a legal move, refused by the lesson only)


def test_the_region_question_has_the_scorings_answer() -> None:
    from wolfpack.the_wolves.tutorial import recorded_game, region_of

    item = _lesson("17-practice-region-scoring.json")
    game = TheWolves.from_record(item.record)
    assert game.moves == recorded_game(59).moves
    result = game.region_scoring(region_of(game, "9,13")[0])
    first, second = (step.question for step in item.steps)
    assert first is not None and second is not None
    assert first.answer == tuple(f"player-{p + 1}" for p in result.first)
    assert second.answer == tuple(f"player-{p + 1}" for p in result.second)


def test_the_guarded_pack_wolves_are_the_ones_that_cannot_be_dominated() -> None:
    item = _lesson("13-practice-dominating.json")
    question = item.steps[0].question
    assert question is not None and not item.steps[0].then
    game = item.start()
    game.play("dominate")
    for element in question.among:
        _, hex_name, kind = element.split(":")
        move = f"at {hex_name} {kind}"
        if element in question.answer:
            assert not game.is_legal(move) and "guard each other" in game.explain(move).text("en")
        else:
            assert game.is_legal(move), move


def test_the_tutorial_opens_each_lesson_where_it_names_its_number() -> None:
    """Tutorial 4 names the lessons by their numbers in the course (counted from 1): the
    prose before each course board names the lesson it opens, and every lesson is named."""
    source = FOLDER.parents[3] / "tutorials" / "04-the-wolves.md"
    ids = [_load(p.name)["id"] for p in FILES]
    parts = re.split(r"```\{code-cell\} ipython3\n(.*?)```", source.read_text("utf-8"), flags=re.S)
    named: set[int] = set()
    opened = []
    for prose, code in zip(
        parts[0::2], parts[1::2], strict=False
    ):  # (the text after the last cell)
        numbers = {int(n) for n in re.findall(r"\*\*Lessons? (\d+)\*\*", prose)}
        named |= numbers | {int(n) for n in re.findall(r"\blessons? (\d+)\b", prose)}
        found = re.search(r'course\("the-wolves", start="([a-z0-9-]+)"\)', code)
        if found:
            opened.append(found.group(1))
            assert ids.index(found.group(1)) + 1 == min(numbers), (found.group(1), numbers)
    assert "tw-tiles-and-paying" in opened and len(opened) == len(set(opened))
    assert named >= set(range(1, len(ids) + 1)), sorted(set(range(1, len(ids) + 1)) - named)
