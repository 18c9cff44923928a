"""The tasks and questions of the tutorials on The Wolves and Triqueta: one right way is
right, a wrong action is wrong and says why, nothing is answered before the learner."""

from __future__ import annotations

import pytest

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.i18n import set_language
from wolfpack.tutorial import the_wolves as tw
from wolfpack.tutorial import triqueta as tq
from wolfpack.tutorial.tasks import TaskBoard
from wolfpack.widget.lesson import LessonBoard

TW_TASKS = ("pay", "move", "den", "displace", "howl", "lair", "dominate", "hunt")
TQ_TASKS = ("row", "keep", "count")


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize(
    "task", [(tw, n) for n in TW_TASKS] + [(tq, n) for n in TQ_TASKS], ids=lambda t: t[1]
)
def test_the_solution_is_right_and_nothing_is_done_before(task: tuple, lang: str) -> None:
    module, name = task
    set_language(lang)
    try:
        exercise = module.task(name)
        assert exercise.result().state == "open"
        assert exercise.check([]).state == "open"
        assert exercise.solution().state == "right"
    finally:
        set_language("en")


def test_a_wrong_action_is_explained() -> None:
    verdict = tw.task("den").check(["move"])
    assert verdict.state == "wrong"
    assert "Dig a den" in verdict.text()
    wrong_track = tw.task("den").check(["den", "at 6,10", "pay home rock>grass", "track range"])
    assert wrong_track.state == "wrong" and "TW-T5" in wrong_track.text()
    assert tw.task("pay").check(["pay home"]).state == "wrong"
    refused = tw.task("howl").check(["howl", "at 0,0"])
    assert refused.state == "wrong" and "TW-C3" in refused.text()
    assert tq.task("row").check(["draw 0"]).state == "wrong"
    assert tq.task("count").check(["count 0 1"]).state == "wrong"
    assert tq.task("keep").check(["keep"]).state == "wrong"


def test_a_task_board_is_a_lesson_board_that_refuses_a_miss_and_starts_again() -> None:
    """A task is a one-step lesson: a decision that misses is refused with the task's
    reason and changes nothing; the right decisions are played, the task is done."""
    task = tw.task("den")
    board = task.board()
    try:
        assert isinstance(board, TaskBoard) and isinstance(board, LessonBoard)
        start = list(board.game.moves)
        with pytest.raises(IllegalMoveError) as refused:
            board.play("move")
        assert refused.value.explanation.key == "tut.tw.other_action"
        assert board.game.moves == start and task.result().state == "open"
        board.play("den")
        board.restart()
        assert board.game.moves == start and task.result().state == "open"
        for move in ["den", "at 6,10", "pay home rock>grass", "track speed"]:
            board.play(move)
        assert board.done and task.result().state == "right"
        assert board.lesson["feedback"]["why"][0] == "tut.tw.right"
    finally:
        board.close()


def test_every_task_is_a_lesson_whose_solution_passes_it() -> None:
    """Each task of The Wolves and Triqueta, played on its board along its solution ("Show
    me"'s way), is done and judged right."""
    for module, names in ((tw, TW_TASKS), (tq, ("row", "keep", "count"))):
        for name in names:
            task = module.task(name)
            board = task.board()
            try:
                goal = board.lesson_info.steps[0].goal
                assert goal is not None
                for move in goal.ways(board.game, board.lesson_info.player)[0]:
                    board.play(move)
                assert board.done, name
                assert task.result().state == "right", name
            finally:
                board.close()


def test_questions_start_unanswered_and_give_no_answer_away() -> None:
    bears = tq.set_question("bear", 4)
    assert bears.check(None).state == "open"
    wrong = bears.check(10)
    assert wrong.state == "wrong" and "-1" not in wrong.text()
    assert bears.check(-1).state == "right"
    assert tq.set_question("ram", 2, more=1).check(7).correct
    assert tq.wolf_question().check("3/5").correct
    assert tq.wolf_question().check("9/15").correct
    assert tq.options_question().check({3, 4}).correct
    leader = tw.region_question(tw.recorded_game(59), "9,13")
    assert leader.check(None).state == "open"
    assert leader.check(3).correct and not leader.check(1).correct


@pytest.mark.parametrize(
    ("lang", "home", "cycle"),
    [
        ("en", "the home tile (desert on both sides)", "the forest tile (it turns to rock)"),
        (
            "de",
            "das Lebensraumplättchen (beide Seiten: Wüste)",
            "das Waldplättchen (Rückseite: Felsen)",
        ),
        ("ja", "得意地形タイル（両面とも砂漠）", "森のタイル（岩場に裏返る）"),
    ],
)
def test_the_tiles_printout_names_the_home_tile_as_it_names_the_others(
    lang: str, home: str, cycle: str
) -> None:
    """Tutorial 4 prints a player's tiles: the home tile's line once read only "desert"."""
    set_language(lang)
    try:
        lines = tw.tiles(tw.first_game(), 0)
    finally:
        set_language("en")
    assert len(lines) == 6
    assert lines[0] == home
    assert cycle in lines[1:]
