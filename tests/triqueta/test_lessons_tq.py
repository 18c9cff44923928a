"""The shipped Triqueta lessons (``src/wolfpack/triqueta/lessons/*.json``), read as plain
JSON: the lesson format (``wolfpack-lesson/1``), texts in English, German and Japanese,
rule ids that exist, every move legal for the right player when replayed with the game API,
and, per lesson, that the position really shows the idea it teaches (a question's answer is
the one the engine computes)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from wolfpack.core.rules import all_rules
from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import ANIMALS, SET_VALUES, SHADOW, WOLF, shadow_tiles
from wolfpack.triqueta.scoring import set_points

LESSONS = Path(__file__).parents[2] / "src" / "wolfpack" / "triqueta" / "lessons"
FILES = sorted(LESSONS.glob("*.json"))
LANGS = ("en", "de", "ja")
TOP_KEYS = {"format", "id", "game", "kind", "title", "record", "player", "intro", "steps", "end"}
STEP_KEYS = {"say", "rules", "moves", "question", "right", "other", "then", "nudge", "show"}
RULE_IDS = {rule.id for rule in all_rules("triqueta")}


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _lesson(slug: str) -> dict[str, Any]:
    return _load(next(p for p in FILES if slug in p.name))


def _texts(lesson: dict[str, Any]) -> Iterator[tuple[str, dict[str, str]]]:
    """Every language object of a lesson, with the path of its field."""
    for key in ("title", "intro", "end"):
        if key in lesson:
            yield key, lesson[key]
    for i, step in enumerate(lesson["steps"]):
        for key in ("say", "right", "other", "nudge", "show"):
            if key in step:
                yield f"steps[{i}].{key}", step[key]
        for k, choice in enumerate(step.get("question", {}).get("choices", [])):
            if any(c.isalpha() for c in choice["text"]["en"]):  # not a number such as "3/5"
                yield f"steps[{i}].question.choices[{k}]", choice["text"]


def _start(lesson: dict[str, Any]) -> Triqueta:
    game = Triqueta.from_record(lesson["record"])
    assert game.moves == lesson["record"]["moves"]
    return game


def _replay(lesson: dict[str, Any], upto: int, choice: dict[int, str] | None = None) -> Triqueta:
    """The lesson's game after its first ``upto`` steps (the learner's move and the others'
    answers), taking the first accepted move unless ``choice`` names another."""
    game = _start(lesson)
    for i, step in enumerate(lesson["steps"][:upto]):
        if step.get("moves"):
            game.play((choice or {}).get(i, step["moves"][0]))
        for move in step.get("then", []):
            game.play(move)
    return game


def _seat(game: Triqueta, seat: int, viewer: int = 0) -> dict[str, Any]:
    seats: list[dict[str, Any]] = game.view(viewer)["seats"]
    return seats[seat]


def _set(game: Triqueta, player: int, animal: str) -> dict[str, Any] | None:
    return next((s for s in _seat(game, player, player)["sets"] if s["animal"] == animal), None)


# -- the format ---------------------------------------------------------------------------


def _answer(lesson: dict[str, Any], step: int) -> str:
    question: dict[str, Any] = lesson["steps"][step]["question"]
    choices: dict[str, str] = {c["id"]: c["text"]["en"] for c in question["choices"]}
    return choices[question["answer"]]


def test_there_are_ten_lessons_numbered_in_order() -> None:
    names = [p.name for p in FILES]
    assert len(names) == 10
    assert [n[:3] for n in names] == [f"{n:02}-" for n in range(1, 11)]
    assert all(re.fullmatch(r"\d\d-[a-z0-9-]+\.json", n) for n in names)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_lesson_has_the_format(path: Path) -> None:
    lesson = _load(path)
    assert set(lesson) <= TOP_KEYS
    assert {"format", "id", "game", "kind", "title", "record", "player", "steps"} <= set(lesson)
    assert lesson["format"] == "wolfpack-lesson/1"
    assert lesson["game"] == "triqueta"
    assert lesson["kind"] in ("rules", "strategy")
    assert re.fullmatch(r"tq-[a-z0-9-]+", lesson["id"])
    assert lesson["record"]["format"] == "triqueta-record/1"
    assert lesson["record"]["hidden_wolves"] is True
    assert lesson["player"] in range(lesson["record"]["players"])
    assert 1 <= len(lesson["steps"]) <= 6
    for i, step in enumerate(lesson["steps"]):
        assert set(step) <= STEP_KEYS, f"steps[{i}]"
        assert {"say", "rules"} <= set(step), f"steps[{i}]"
        assert ("moves" in step) != ("question" in step), f"steps[{i}]: moves or a question"
        if "question" in step:
            assert "then" not in step and "other" not in step, f"steps[{i}]"
            continue
        assert isinstance(step["moves"], list)
        assert all(isinstance(m, str) for m in step["moves"] + step.get("then", []))
        assert step["rules"], f"steps[{i}] cites no rule"
        assert set(step["rules"]) <= RULE_IDS, f"steps[{i}].rules"
        if not step["moves"]:
            # a Continue step: nothing to click, nothing said after a move
            assert "right" not in step and "other" not in step, f"steps[{i}]"


def test_lesson_ids_are_unique_and_one_is_strategy() -> None:
    lessons = [_load(p) for p in FILES]
    ids = [lesson["id"] for lesson in lessons]
    assert len(set(ids)) == len(ids)
    assert [lesson["kind"] for lesson in lessons].count("strategy") == 1
    assert lessons[-1]["kind"] == "strategy"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_text_is_in_english_german_and_japanese(path: Path) -> None:
    lesson = _load(path)
    for field, text in _texts(lesson):
        assert set(text) == set(LANGS), field
        for lang in LANGS:
            assert isinstance(text[lang], str) and text[lang].strip(), f"{field}.{lang}"
        # German and Japanese are not English, and nothing is left as a placeholder
        assert text["de"] != text["en"] and text["ja"] != text["en"], field
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text["ja"]), f"{field}.ja"
        for lang in LANGS:
            assert "(s)" not in text[lang] and "TODO" not in text[lang], f"{field}.{lang}"
    for step in lesson["steps"]:
        # the game's own German words, never the ones the rulebook does not use
        assert "Plättchen" not in step["say"]["de"].replace("Baumplättchen", "")


# -- legality -----------------------------------------------------------------------------


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_move_is_legal_for_the_right_player(path: Path) -> None:
    lesson = _load(path)
    player = lesson["player"]
    steps = lesson["steps"]
    for i, step in enumerate(steps):
        for k, move in enumerate(step.get("moves", [])):
            # every accepted move, and the rest of the lesson after it, is legal
            game = _replay(lesson, i)
            assert game.to_move == player, f"steps[{i}]: the learner is not to move"
            assert game.is_legal(move), f"steps[{i}].moves[{k}]: {game.explain(move).text()}"
            game.play(move)
            for j, answer in enumerate(step.get("then", [])):
                assert game.to_move not in (None, player), f"steps[{i}].then[{j}]"
                assert game.is_legal(answer), f"steps[{i}].then[{j}]: {answer}"
                game.play(answer)
            if k:
                rest = _replay(lesson, len(steps), {i: move})
                assert rest.moves[: len(game.moves)] == game.moves
        if not step.get("moves"):
            assert "then" not in step, f"steps[{i}]: a Continue step has no answers"
        if i + 1 < len(steps) and steps[i + 1].get("moves"):
            assert _replay(lesson, i + 1).to_move == player, f"steps[{i + 1}]"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_other_is_given_where_a_legal_move_is_not_asked_for(path: Path) -> None:
    lesson = _load(path)
    for i, step in enumerate(lesson["steps"]):
        if not step.get("moves"):
            continue
        game = _replay(lesson, i)
        others = set(game.legal_notations()) - set(step["moves"])
        assert bool(others) == ("other" in step), f"steps[{i}].other"


# -- what each lesson shows ---------------------------------------------------------------


def test_draw_or_take_shows_a_draw_a_row_and_taking_it() -> None:
    lesson = _lesson("draw-or-take")
    assert lesson["kind"] == "rules"
    start = _start(lesson)
    assert start.to_move == 0 and start.moves == []
    assert {"draw 2", "take 0"} <= set(start.legal_notations())
    drawn = _replay(lesson, 1)
    assert drawn.view(0)["pending"]["tiles"] == [{"back": "light", "tile": "bear"}]
    assert drawn.view(1)["pending"]["tiles"] == [{"back": "light", "tile": None}]  # TQ-H1
    before_take = _replay(lesson, 2)
    assert before_take.view(0)["rows"][0]["tiles"] == ["bear", "bear"]
    after = _start(lesson)
    for step in lesson["steps"][:2]:
        after.play_all(step["moves"][:1] + step.get("then", []))
    after.play("take 0")
    me = _seat(after, 0)
    assert me["face_up"] == ["bear", "bear"] and not me["in_round"]  # TQ-T1
    end = _replay(lesson, 4)
    view = end.view(0)
    assert view["round"] == 2 and view["start_player"] == 1  # TQ-T5: last row, start marker
    assert _seat(end, 1)["trees"] == 1


def test_face_down_keeps_two_tiles_and_no_third() -> None:
    lesson = _lesson("face-down")
    game = _replay(lesson, 2)
    assert _seat(game, 0)["face_down"]["tiles"] == ["ram"]
    assert _seat(game, 0, viewer=1)["face_down"] == {"count": 1, "kind": "light", "tiles": None}
    # Player 3 kept one too: the learner sees only that there is one (TQ-H2)
    assert _seat(game, 2)["face_down"] == {"count": 1, "kind": "light", "tiles": None}
    game = _replay(lesson, 4)
    assert _seat(game, 0)["face_down"]["tiles"] == ["ram", "owl"]
    game = _replay(lesson, 5)
    assert game.view(0)["pending"]["tiles"][0]["tile"] == "bear"
    assert not game.is_legal("keep")
    assert game.explain("keep").cites("TQ-T1")
    assert sorted(game.legal_notations()) == ["place 0", "place 1", "place 2"]


def test_shadow_tiles_go_face_down_and_count_with_their_animal() -> None:
    lesson = _lesson("shadow-tiles")
    game = _start(lesson)
    view = game.view(0)
    assert view["round"] == 2
    stacks = view["towers"][view["current_tower"]]["stacks"]
    assert stacks[0] == [{"back": "shadow", "tile": None}]  # uncovered, animal unknown
    assert all(tile["back"] == "shadow" for tile in (s[0] for s in stacks if s))
    assert _seat(game, 1)["shadow"] == {"count": 1, "kind": "shadow", "tiles": None}
    assert _seat(game, 0)["face_up"] == ["owl", "owl"]
    game = _replay(lesson, 2)
    assert _seat(game, 0)["shadow"]["tiles"] == ["shadow-wolf"]
    assert game.view(0)["pending"] is None  # nothing to decide: it is kept at once
    assert game.view(0)["towers"][1]["stacks"][2] == [{"back": "shadow", "tile": None}]
    game = _replay(lesson, 3)
    owls = _set(game, 0, "owl")
    assert owls is not None and owls["kind"] == "triqueta" and owls["points"] == 6
    assert owls["shadow"] == 1  # TQ-E2: light and shadow together


def test_two_players_draw_two_options_differ_and_one_tile_means_take() -> None:
    lesson = _lesson("two-players")
    rec = lesson["record"]
    assert rec["players"] == 2 and rec["two_player_variant"] is True
    game = _start(lesson)
    assert game.two_player_variant
    assert all(len(m.split()) == 3 for m in game.legal_notations() if m.startswith("draw"))
    game = _replay(lesson, 1)
    assert [t["tile"] for t in game.view(0)["pending"]["tiles"]] == ["bear", "ram"]
    game = _replay(lesson, 2)
    assert not game.is_legal("keep")  # TQ-V1: the second light tile needs another option
    assert game.explain("keep").cites("TQ-V1")
    game = _replay(lesson, 3)
    assert game.view(0)["towers"][0]["count"] == 1
    assert sorted(game.legal_notations()) == ["take 0", "take 1"]  # TQ-V2
    game = _replay(lesson, 4)
    assert _seat(game, 0)["face_up"] == ["bear", "bear"]
    bears = _set(game, 0, "bear")
    assert bears is not None and bears["kind"] == "triqueta"  # with the kept bear


def test_strategy_taking_the_owl_row_is_best_and_a_fourth_bear_hurts() -> None:
    lesson = _lesson("strategy")
    assert lesson["kind"] == "strategy"
    game = _start(lesson)
    bears = _set(game, 0, "bear")
    assert bears is not None and bears["kind"] == "triqueta" and bears["points"] == 10
    owls = _set(game, 0, "owl")
    assert owls is not None and owls["points"] == 2
    totals = {}
    for row in range(3):
        trial = _start(lesson)
        trial.play(f"take {row}")
        totals[row] = trial.score().points[0]
    assert totals[0] == max(totals.values()) and totals[0] - totals[2] == 4
    spoiled = _start(lesson)
    spoiled.play("take 1")
    bears = _set(spoiled, 0, "bear")
    assert bears is not None and bears["kind"] == "spoiled" and bears["points"] == -1
    game = _replay(lesson, 3)
    assert game.view(0)["pending"]["tiles"][0]["tile"] == "bear"
    assert "owl" in game.view(0)["rows"][1]["tiles"]  # the row to stay away from
    game = _replay(lesson, 4)
    assert _seat(game, 0)["face_down"]["tiles"] == ["bear"]
    assert game.best_count(0)[0] == "count none"  # the fourth bear is left out (TQ-E1)
    bears = _set(game, 0, "bear")
    assert bears is not None and bears["kind"] == "triqueta"


def test_set_values_answers_are_the_scoring_rule() -> None:
    lesson = _lesson("set-values")
    owl, bear, ram = (SET_VALUES[ANIMALS.index(a)] for a in ("owl", "bear", "ram"))
    assert _answer(lesson, 0) == f"{set_points(3, owl)} points"
    assert _answer(lesson, 1) == f"{set_points(4, bear)} point"  # -1 (TQ-E2)
    assert _answer(lesson, 2) == f"{set_points(3, ram) - set_points(2, ram)} points"


def test_best_row_is_the_row_that_adds_the_most() -> None:
    lesson = _lesson("best-row")
    game = _start(lesson)
    gains = {}
    for row in range(3):
        trial = _start(lesson)
        before = trial.score().points[0]
        trial.play(f"take {row}")
        gains[row] = trial.score().points[0] - before
    assert gains == {0: 0, 1: 2, 2: 1}
    assert lesson["steps"][0]["moves"] == ["take 1"]
    assert game.view(0)["rows"][1]["tiles"] == ["bear", "hare"]


def test_wolf_odds_are_the_shadow_tiles_wolves() -> None:
    lesson = _lesson("wolf-odds")
    tiles = shadow_tiles()
    odds = Fraction(tiles.count(SHADOW + WOLF), len(tiles))
    assert _answer(lesson, 0) == str(odds) == "3/5"
    assert _answer(lesson, 1) == "Always"  # TQ-E1: a shadow tile always counts


def test_second_tile_has_only_the_options_the_engine_allows() -> None:
    lesson = _lesson("second-tile")
    game = _start(lesson)
    assert sorted(game.legal_notations()) == ["box", "keep"]  # TQ-V2
    assert sorted(lesson["steps"][1]["moves"]) == ["box", "keep"]
    assert _answer(lesson, 0) == "Face down or the box"


def test_counting_leaves_out_both_tiles_that_would_spoil_a_triqueta() -> None:
    lesson = _lesson("counting")
    game = _start(lesson)
    assert _seat(game, 0)["face_down"]["tiles"] == ["bear", "ram"]
    assert lesson["steps"][1]["moves"] == [game.best_count(0)[0]] == ["count none"]
    spoiled = _start(lesson)
    spoiled.play("count 0")  # the bear
    bears = _set(spoiled, 0, "bear")
    assert bears is not None and bears["count"] == 4 and bears["points"] == -1
    assert _answer(lesson, 0) == "-1 point"
