"""Lesson steps of every kind on the board: a question answered by clicking a board element
or a button, a goal reached by the learner's own decisions, and the feedback that teaches
(a wrong try changes nothing and gets a nudge, the second the rule in full, then "Show me"
on request); lessons followed one after another on one board."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from wolfpack.core import i18n
from wolfpack.core.lessons import Lesson, LessonError
from wolfpack.widget.conformance import Recorder, synced
from wolfpack.widget.legal import expand

FIXTURE = Path(__file__).resolve().parent / "lessons" / "lw-kinds.json"


def kinds() -> Lesson:
    return Lesson.load(FIXTURE, languages=i18n.LANGUAGES)


def board_of(item: Lesson) -> tuple[Any, Recorder]:
    board = item.board(progress=None)
    return board, Recorder(board)


def test_the_steps_ask_for_what_they_say() -> None:
    assert [step.asks for step in kinds().steps] == ["element", "choice", "goal"]


def test_a_question_by_element_lights_its_elements_and_a_wrong_one_teaches() -> None:
    board, rec = board_of(kinds())
    assert set(expand(board.legal)) == {("card:g2",), ("card:g4",), ("card:g7",)}
    before = synced(board)
    first = rec.refusal(cmd="move", path=["card:g2"])
    assert first["why"][0] == "ui.lesson.not_answer"
    feedback = first["detail"]["feedback"]
    assert feedback["right"] is False and feedback["tries"] == 1
    assert feedback["nudge"][0] == "lesson.test-lw-kinds.0.nudge" and feedback["explain"] == []
    assert first["detail"]["show"] is False
    assert rec.refusal(cmd="lesson_show")["why"][0] == "ui.lesson.show_not_yet"
    second = rec.refusal(cmd="move", path=["card:g4"])
    assert second["detail"]["feedback"]["explain"] == ["LW-T2"] and second["detail"]["show"]
    assert synced(board) == before  # a wrong try changes nothing the board syncs
    rec.intent(cmd="lesson_show")
    assert board.lesson["shown"]["why"][0] == "ui.lesson.shown" and not board.lesson["show"]
    assert set(expand(board.legal)) == {("card:g7",)}  # only the answer is lit now
    rec.intent(cmd="move", path=["card:g7"])
    assert board.step == 1 and board.lesson["feedback"]["right"] is True
    assert board.lesson["feedback"]["why"] == ["lesson.test-lw-kinds.0.right"]
    assert board.lesson["shown"] is None and len(board.game.steps) == 1  # nothing played


def test_an_element_the_question_does_not_offer_is_refused_naming_the_field() -> None:
    board, rec = board_of(kinds())
    assert rec.refusal(cmd="move", path=["card:k4"])["why"][1]["field"] == "path"
    assert rec.refusal(cmd="move", path=["card:g2", "territory:cave"])["why"][1]["field"] == "path"
    assert board.step == 0


def test_a_question_by_button_offers_its_answers() -> None:
    board, rec = board_of(kinds())
    board.answer("card:g7")
    assert board.lesson["choices"] == [
        {"id": "green-5", "text": ["lesson.test-lw-kinds.1.choice.green-5"]},
        {"id": "brown-4", "text": ["lesson.test-lw-kinds.1.choice.brown-4"]},
    ]
    assert board.legal["waiting"][0] == "ui.lesson.choose" and "paths" not in board.legal
    assert rec.refusal(cmd="lesson_answer", choice="brown-4")["why"][0] == "ui.lesson.not_answer"
    assert rec.refusal(cmd="lesson_answer", choice="nine")["why"][1]["field"] == "choice"
    assert rec.refusal(cmd="lesson_answer", choice=7)["why"][1]["field"] == "choice"
    assert rec.refusal(cmd="move", move="play g7 cave")["why"][0] == "ui.lesson.answer_first"
    rec.refusal(cmd="lesson_answer", choice="brown-4")
    rec.intent(cmd="lesson_show")
    assert board.lesson["shown"]["choice"] == "green-5"
    rec.intent(cmd="lesson_answer", choice="green-5")
    assert board.step == 2


def test_a_goal_lights_every_legal_move_and_refuses_one_that_misses_it() -> None:
    board, rec = board_of(kinds())
    board.answer("card:g7")
    board.answer("green-5")
    lit = set(expand(board.legal))
    assert {board.game.elements(m) for m in board.game.legal_notations()} == lit
    before = synced(board)
    refused = rec.refusal(cmd="move", path=list(board.game.elements("play g7 cave")))
    assert refused["why"][0] == "ui.lesson.not_goal"
    assert synced(board) == before and len(board.game.steps) == 1
    with pytest.raises(ValueError):
        board.show()  # one wrong try: not yet
    rec.refusal(cmd="move", move="play g7 swamp")
    board.show()
    assert {path[0] for path in expand(board.legal)} == {"card:g2", "card:g4"}
    assert board.lesson["shown"]["why"] == ["lesson.test-lw-kinds.2.show", {}, [], ["LW-T2"]]
    rec.intent(cmd="move", path=list(board.game.elements("play g4 volcano")))
    assert board.done and board.game.steps[-1].notation == "play g4 volcano"


def test_the_python_api_refuses_a_wrong_answer_saying_why() -> None:
    board, _ = board_of(kinds())
    with pytest.raises(ValueError, match="not the answer"):
        board.answer("card:g2")
    assert board.step == 0


def _edited(change: Any) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(FIXTURE.read_text("utf-8"))
    out = copy.deepcopy(data)
    change(out)
    return out


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (
            lambda d: d["steps"][0]["question"]["answer"].append("card:b5"),
            "steps[0].question.answer[1]",
        ),
        (lambda d: d["steps"][0]["question"].pop("among"), "steps[0].question"),
        (lambda d: d["steps"][1]["question"].update(answer="red-9"), "steps[1].question.answer"),
        (lambda d: d["steps"][1]["question"]["choices"].pop(), "steps[1].question.choices"),
        (lambda d: d["steps"][2].update(moves=["play g2 cave"]), "steps[2]"),
        (lambda d: d["steps"][2]["goal"].update(events=[]), "steps[2].goal.events"),
        (
            lambda d: d["steps"][2]["goal"]["events"][0].update(player="me"),
            "steps[2].goal.events[0].player",
        ),
        (lambda d: d["steps"][2]["goal"].update(decisions=0), "steps[2].goal.decisions"),
        (
            lambda d: d["steps"][2]["goal"]["events"][0].update(key="lw.ev.nothing_like_it"),
            "steps[2].goal",
        ),
    ],
)
def test_a_bad_step_of_a_new_kind_is_refused_naming_the_field(change: Any, field: str) -> None:
    with pytest.raises(LessonError) as found:
        Lesson.load(_edited(change))
    assert found.value.field == field


def test_the_next_lesson_opens_on_the_same_board() -> None:
    from wolfpack.lessons import lessons

    first, second = lessons("lone-wolves")[:2]
    board, rec = board_of(first)
    assert board.lesson["next"] == second.id
    assert rec.refusal(cmd="lesson_open", id="no-such-lesson")["why"][1]["field"] == "id"
    rec.intent(cmd="lesson_open", id=second.id)
    assert board.lesson_info is second and board.step == 0 and board.lesson["id"] == second.id
    assert second.key("0.say") in board.catalog["templates"]
    assert board.lesson["next"] == lessons("lone-wolves")[2].id


def test_a_course_lists_its_lessons_opens_the_first_unfinished_and_goes_on(tmp_path: Path) -> None:
    from wolfpack.lessons import Progress, course, lessons

    chosen = lessons("lone-wolves")[1:4]
    progress = Progress(tmp_path / "progress.json")
    progress.finish(chosen[0].id)
    board = course([item.id for item in chosen], progress=progress)
    assert board.lesson_info is chosen[1]  # the first one not finished
    assert board.lesson["lessons"] == [item.id for item in chosen]
    assert board.lesson["next"] == chosen[2].id
    board.open_lesson(chosen[2])
    assert board.lesson["next"] is None and board.course == chosen
    assert course("lone-wolves", start=chosen[0].id, progress=None).lesson_info is chosen[0]
    with pytest.raises(KeyError):
        course("lone-wolves", start="no-such-lesson", progress=None)
    with pytest.raises(ValueError, match="one game"):
        course([chosen[0].id, lessons("triqueta")[0].id], progress=None)


def test_a_question_about_a_finished_game_does_not_show_its_scoring_before_the_answer() -> None:
    from wolfpack.lessons import lesson

    item = lesson("lw-who-wins-the-swamp")
    assert item.start().is_over and item.steps[0].question is not None
    board, _ = board_of(item)
    assert board.final == {}
    for step in item.steps:
        assert step.question is not None
        board.answer(step.question.answer[0])
    assert board.done and board.final  # the scoring once every question is answered
