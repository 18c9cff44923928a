"""A lesson is composed into the board, not mixed in: every game's own board class
(``LoneWolvesBoard``, ``TheWolvesBoard``, ``TriquetaBoard``, and ``TenTricksBoard``, a
``GenericBoard`` from another package) shows a lesson when made with ``lesson=``, with no
class made for it; a board without one answers nothing of a lesson; a lesson's errors in
Python come in the board's language, and a lesson that cannot be used is refused in the
global language of the moment."""

from __future__ import annotations

import ast
import copy
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import wolfpack.widget.lesson as lesson_module
from wolfpack.core import i18n
from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.i18n import domain
from wolfpack.core.lessons import Lesson, LessonError, shipped
from wolfpack.core.registry import games, get_game
from wolfpack.widget.base import GameWidget
from wolfpack.widget.conformance import Recorder, synced
from wolfpack.widget.lesson import LessonBoard, LessonMode, lesson_board
from wolfpack.widget.traits import BoardTraits

LESSON_ERRORS = domain("wolfpack.core", "lessons")

SRC = Path(lesson_module.__file__).resolve().parent
FIXTURES = Path(__file__).resolve().parent / "lessons"
GAMES = [info.id for info in games()]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    before = i18n.get_language()
    i18n.set_language("en")
    yield
    i18n.set_language(before)


def first_lesson(game_id: str) -> Lesson:
    return shipped(game_id)[0]


def test_every_game_registered_here_has_a_lesson_of_its_own() -> None:
    assert {"lone-wolves", "the-wolves", "triqueta", "ten-tricks"} <= set(GAMES)
    assert all(shipped(game_id) for game_id in GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_shows_on_the_games_own_board_class(game_id: str) -> None:
    item = first_lesson(game_id)
    cls = get_game(game_id).board_class
    made = cls(item.start(), lesson=item, perspective=item.player)
    given = item.board(progress=None)
    try:
        for board in (made, given):
            # no class made for the lesson (traitlets' copy of the class per widget aside)
            assert type(board).__bases__ == (cls,) and type(board).__name__ == cls.__name__
            assert isinstance(board, LessonBoard) and isinstance(board.lesson_mode, LessonMode)
            assert board.lesson["id"] == item.id and board.step == 0 and not board.done
            assert board.lesson_info is item and item in board.course
            assert board.policy["preset"] == "lesson"
            assert board.perspective == item.player
            # the lesson's texts are the board's templates, its commands the board's
            assert item.key("title") in board.catalog["templates"]
            replies = Recorder(board).intent(cmd="lesson_restart")
            assert all("refused" not in r for r in replies), replies
    finally:
        made.close()
        given.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_board_without_a_lesson_answers_nothing_of_one(game_id: str) -> None:
    info = get_game(game_id)
    board = info.board_class(first_lesson(game_id).start())
    try:
        assert board.lesson == {} and board.lesson_mode is None
        assert not isinstance(board, LessonBoard)
        for name in ("step", "done", "course", "lesson_info"):
            with pytest.raises(AttributeError, match="no lesson"):
                getattr(board, name)
        with pytest.raises(AttributeError, match="no lesson"):
            board.next()
        rec = Recorder(board)
        for cmd in ("lesson_next", "lesson_restart", "lesson_show", "lesson_open"):
            assert rec.refusal(cmd=cmd, id="x")["why"][0] == "ui.unknown_command"
    finally:
        board.close()


def test_progress_and_course_are_for_a_board_showing_a_lesson() -> None:
    item = first_lesson("lone-wolves")
    cls = get_game("lone-wolves").board_class
    with pytest.raises(ValueError, match="lesson="):
        cls(item.start(), course=[item])
    with pytest.raises(ValueError, match="a lesson of triqueta on a board of lone-wolves"):
        cls(item.start(), lesson=first_lesson("triqueta"))


def test_no_class_is_made_at_run_time() -> None:
    """No ``type()`` call and no class statement inside a function in the lesson mode or the
    board kit's hooks."""
    for name in ("lesson.py", "base.py", "dispatch.py", "intents.py", "traits.py", "legal.py"):
        tree = ast.parse((SRC / name).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "type" or len(node.args) != 3, (name, node.lineno)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                inner = [n for n in ast.walk(node) if isinstance(n, ast.ClassDef)]
                assert not inner, (name, node.name)
    assert not hasattr(lesson_module, "lesson_board_class")


def test_a_game_board_defines_none_of_the_lesson_calls() -> None:
    """The board's lesson calls are the kit's (delegating to its lesson): no game's board
    class hides one of them with a member of its own."""
    calls = {"answer", "show", "next", "restart", "open_lesson", "step", "done", "course"}
    calls |= {"lesson_info", "lesson_mode", "lesson", "_apply", "_legal_now", "_handler"}
    for info in games():
        for klass in info.board_class.__mro__:
            if klass in (GameWidget, BoardTraits) or not klass.__module__.startswith(
                ("wolfpack", "ten_")
            ):
                continue  # (the kit declares them: the synced lesson, the hooks)
            assert not calls & set(vars(klass)), (klass.__name__, calls & set(vars(klass)))


# -- a lesson's errors in Python come in the board's language ------------------------------------
def _fixture(name: str) -> Lesson:
    return Lesson.load(FIXTURES / f"{name}.json", languages=i18n.LANGUAGES)


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_a_refused_move_from_python_is_said_in_the_boards_language(lang: str) -> None:
    board = lesson_board(_fixture("lw"), progress=None, language=lang)
    try:
        before = synced(board)
        with pytest.raises(IllegalMoveError) as refused:
            board.play("play b7 cave")  # (legal, but not the step's)
        said = refused.value.explanation.text(lang)
        assert str(refused.value) == said and said != refused.value.explanation.text("en")
        assert refused.value.explanation.key == "lesson.test-lw-follow.0.other"
        with pytest.raises(IllegalMoveError) as illegal:
            board.play("play r2 cave")  # (the rules forbid it)
        assert str(illegal.value) == illegal.value.explanation.text(lang)
        assert illegal.value.rule == "LW-T2"
        assert synced(board) == before
    finally:
        board.close()


def test_a_missed_goal_and_a_wrong_answer_are_said_in_the_boards_language() -> None:
    board = lesson_board(_fixture("lw-kinds"), progress=None, language="de")
    try:
        with pytest.raises(ValueError) as wrong:
            board.answer("card:g2")
        assert str(wrong.value).startswith("Das ist nicht die Antwort auf die Frage:")
        with pytest.raises(ValueError) as early:
            board.show()
        assert "Versuch es zuerst selbst" in str(early.value)
        board.answer("card:g7")
        board.answer(board.lesson_info.steps[1].question.answer[0])  # type: ignore[union-attr]
        goal = board.lesson_info.steps[2].goal
        assert goal is not None
        right = {way[0] for way in goal.ways(board.game, board.lesson_info.player)}
        miss = next(m for m in board.game.legal_notations() if m not in right)
        with pytest.raises(IllegalMoveError) as missed:
            board.play(miss)
        assert missed.value.explanation.key == "ui.lesson.not_goal"
        assert str(missed.value) == missed.value.explanation.text("de")
        assert i18n.get_language() == "en"
    finally:
        board.close()


# -- a lesson that cannot be used: LessonError in the global language ---------------------------
def _bad_move() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / "lw.json").read_text("utf-8"))
    data["steps"][0]["moves"] = ["play r2 cave"]
    return data


def test_a_lesson_error_is_said_in_the_global_language_when_read() -> None:
    i18n.set_language("de")
    with pytest.raises(LessonError) as error:
        Lesson.load(copy.deepcopy(_bad_move()))
    found = error.value
    assert found.field == "steps[0].moves[0]" and found.rule == "LW-T2"
    assert str(found).startswith("steps[0].moves[0]: 'play r2 cave' ist hier nicht erlaubt: ")
    assert "(LW-T2)" in str(found) and found.message in str(found)
    i18n.set_language("ja")
    assert "ここでは'play r2 cave'はできません：" in str(found)
    i18n.set_language("en")
    assert str(found).startswith("steps[0].moves[0]: 'play r2 cave' is not allowed here: ")


@pytest.mark.parametrize(
    ("change", "field", "german"),
    [
        (lambda d: d.update(format="wolfpack-lesson/9"), "format", "erwartet wird"),
        (lambda d: d.update(id="Not An Id"), "id", "Kleinbuchstaben"),
        (lambda d: d["title"].update(xx="?"), "title.xx", "unbekannte Sprache"),
        (lambda d: d["steps"][0].update(rules=["LW-NOPE"]), "steps[0].rules[0]", "keine Regel"),
        (lambda d: d.update(steps=[]), "steps", "Schritte"),
        # the form of a field (the records' helpers would say it in English)
        (lambda d: d.update(steps="x"), "steps", "muss eine JSON-Liste sein"),
        (lambda d: d.pop("id"), "id", "dieses Feld fehlt"),
        (lambda d: d.update(colour=1), "colour", "unbekanntes Feld; erwartet wird eines davon"),
        (lambda d: d.update(kind="zzz"), "kind", "unbekannter Wert 'zzz'"),
        (lambda d: d.update(player=7), "player", "muss zwischen 0 und 1 liegen, gefunden wurde 7"),
        (lambda d: d.update(title=5), "title", "muss ein JSON-Objekt sein"),
        (lambda d: d["steps"][0]["say"].update(en=3), "steps[0].say.en", "Zeichenkette"),
    ],
)
def test_a_bad_lesson_is_refused_in_german(change: Any, field: str, german: str) -> None:
    data: dict[str, Any] = json.loads((FIXTURES / "lw.json").read_text("utf-8"))
    change(data)
    i18n.set_language("de")
    with pytest.raises(LessonError) as error:
        Lesson.load(data)
    assert error.value.field == field
    assert german in str(error.value), str(error.value)


def test_a_lesson_file_that_is_not_json_is_refused_in_the_global_language() -> None:
    i18n.set_language("de")
    with pytest.raises(LessonError) as error:
        Lesson.load('{"format": ')
    assert str(error.value) == "file: kein gültiges JSON (Zeile 1, Spalte 12)"
    i18n.set_language("ja")
    assert str(error.value) == "file: ファイルの書き方が正しくありません（1行目、12文字目）"
    i18n.set_language("en")
    assert str(error.value) == "file: not valid JSON (line 1, column 12)"


def test_the_lesson_errors_are_written_in_every_language_alike() -> None:
    """Each message of a lesson that cannot be used is registered in the three languages,
    with the same fields in each, and its Japanese has no ASCII space after 。."""
    templates = i18n.templates()
    for key, by_lang in LESSON_ERRORS.items():
        assert key in templates and key.startswith("lesson.error."), key
        fields = {lang: i18n.template_fields(by_lang[lang]) for lang in i18n.LANGUAGES}
        assert fields["de"] == fields["en"] == fields["ja"], key
        assert not re.search(r"。 ", by_lang["ja"]) and not re.search(r"\(s\)", by_lang["en"])
        assert by_lang["de"] != by_lang["en"] or key.endswith(("as_given", "record_move"))
