"""Lessons on the board (wolfpack.lessons): a right click advances, a wrong one is refused
with the lesson's words or the engine's rule and changes nothing, Continue and Start again,
progress kept, texts in every language, and every lesson (the fixtures here and every one
the package ships) can be completed by clicking its steps."""

from __future__ import annotations

import copy
import json
import warnings
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wolfpack.core import i18n
from wolfpack.core.lessons import Lesson, LessonError, shipped, shipped_files
from wolfpack.core.progress import Progress
from wolfpack.core.registry import games
from wolfpack.lessons import LessonBoard, lesson, lessons
from wolfpack.widget.codec import decode
from wolfpack.widget.conformance import Recorder, check_hostile_messages, synced
from wolfpack.widget.controls import Controls
from wolfpack.widget.legal import expand, refusals

FIXTURES = Path(__file__).resolve().parent / "lessons"
FIXTURE_FILES = sorted(FIXTURES.glob("*.json"))
SHIPPED_FILES = [path for info in games() for path in shipped_files(info.id)]


def load(name: str) -> Lesson:
    return Lesson.load(FIXTURES / f"{name}.json", languages=i18n.LANGUAGES)


def data(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text("utf-8"))
    return loaded


def board_of(item: Lesson, **options: Any) -> tuple[LessonBoard, Recorder]:
    options.setdefault("progress", None)
    board = item.board(**options)
    return board, Recorder(board)


def click(rec: Recorder, move: str) -> list[dict[str, Any]]:
    """Click ``move`` as the browser does: by its board elements."""
    path = list(rec.board.game.elements(move))
    return rec.intent(cmd="move", path=path, id=1)


def complete(board: LessonBoard, rec: Recorder) -> int:
    """Play every step by its first move (clicked) or Continue; check each step's lit
    moves on the way. How many steps."""
    item = board.lesson_info
    for index, step in enumerate(item.steps):
        assert board.step == index and not board.done
        assert board.lesson["say"][0] == item.key(f"{index}.say")
        if step.reading:
            assert board.lesson["continue"] and "paths" not in board.legal
            replies = rec.intent(cmd="lesson_next")
        elif step.question is not None:  # answered by its button, or by clicking the board
            question = step.question
            if question.by_button:
                replies = rec.intent(cmd="lesson_answer", choice=question.answer[0])
            else:
                assert set(expand(board.legal)) == {(el,) for el in question.among}
                replies = rec.intent(cmd="move", path=[question.answer[0]], id=1)
        elif step.goal is not None:  # the first way to the goal, clicked
            way = step.goal.ways(board.game, item.player)[0]
            replies = [reply for move in way for reply in click(rec, move)]
        else:
            lit = set(expand(board.legal))
            wanted = {board.game.elements(m) for m in step.moves}
            orders = board.game.other_orders()
            wanted |= {p for m in step.moves for p in orders.get(m, ())}
            assert lit and lit == wanted, (index, lit, wanted)
            replies = click(rec, step.moves[0])
        assert all("refused" not in r for r in replies), replies
    assert board.done and board.lesson["done"]
    return len(item.steps)


# -- the fixtures, one per game ----------------------------------------------------------------
@pytest.mark.parametrize("name", ["lw", "tw", "tq", "lw-kinds"])
def test_a_fixture_lesson_is_completed_by_clicking_its_steps(name: str) -> None:
    board, rec = board_of(load(name))
    assert board.perspective == board.lesson_info.player
    assert complete(board, rec) == len(board.lesson_info.steps)
    assert board.legal.get("waiting", [None])[0] == "ui.lesson.finished"


def test_a_right_click_advances_plays_the_other_moves_and_says_why() -> None:
    board, rec = board_of(load("lw"))
    moves = list(board.game.moves)
    click(rec, "play b5 cave")
    assert board.game.moves == [*moves, "play b5 cave", "take 0"]
    assert board.step == 1 and board.lesson["step"] == 1
    assert board.lesson["right"] == ["lesson.test-lw-follow.0.right"]
    assert board.lesson["continue"] is True


def test_a_wrong_legal_click_is_refused_with_the_lessons_words_and_changes_nothing() -> None:
    board, rec = board_of(load("lw"))
    before = synced(board)
    assert board.game.is_legal("play b7 cave") and board.game.is_legal("play b5 swamp")
    for move in ("play b7 cave", "play b5 swamp"):
        why = rec.refusal(cmd="move", path=list(board.game.elements(move)))["why"]
        assert why == ["lesson.test-lw-follow.0.other"]
        assert rec.refusal(cmd="move", move=move)["why"] == why
    assert synced(board) == before
    # the browser knows it before any round trip: the element is refused in `legal`
    assert refusals(board.legal)["card:b7"] == ["lesson.test-lw-follow.0.other"]
    assert refusals(board.legal, ["card:b5"])["territory:swamp"][0].endswith(".other")


def test_without_an_other_text_the_refusal_repeats_the_step() -> None:
    board, rec = board_of(load("tw"))
    assert board.game.is_legal("howl")
    why = rec.refusal(cmd="move", path=list(board.game.elements("howl")))["why"]
    assert why[0] == "ui.lesson.not_this" and why[2][0][0] == "lesson.test-tw-den.0.say"
    text = decode(why, "de").text("de")
    assert "Wähle die Aktion Bau." in text and "(TW-T1, TW-T5)" in text


def test_an_illegal_click_is_refused_with_the_engines_rule() -> None:
    board, rec = board_of(load("lw"))
    before = synced(board)
    why = rec.refusal(cmd="move", move="play r2 cave")["why"]
    assert why[0] == "lw.no.must_follow" and "LW-T2" in i18n.cited_rules(why[0])
    assert refusals(board.legal)["card:r2"][0] == "lw.no.must_follow"
    assert synced(board) == before


def test_malformed_and_hostile_intents_are_refused_and_change_nothing(tmp_path: Path) -> None:
    for name in ("lw", "tw", "tq"):
        board, _ = board_of(load(name))
        assert check_hostile_messages(board, tmp_path) > 50
        rec, before = Recorder(board), synced(board)
        for content in (
            {"cmd": "lesson_next"},  # a step with a move to make: Continue is not offered
            {"cmd": "lesson_next", "step": 99},
            {"cmd": "move", "path": ["card:b5"]},  # (no such element in The Wolves, Triqueta)
        ):
            reply = rec.refusal(**content)
            assert reply["why"][0] in ("ui.lesson.move_first", "ui.bad_field", "ui.bad_element")
        assert synced(board) == before


@pytest.mark.parametrize("cmd", ["new", "load", "undo", "back", "perspective", "seat", "hint"])
def test_what_would_leave_the_lesson_is_off(cmd: str) -> None:
    board, rec = board_of(load("lw"))
    click(rec, "play b5 cave")
    before = synced(board)
    content: dict[str, Any] = {
        "new": {"seed": 3},
        "load": {"record": json.dumps(board.game.to_record())},
        "perspective": {"value": None},
        "seat": {"player": 1, "level": "easy"},
    }.get(cmd, {})
    assert rec.refusal(cmd=cmd, **content)["why"][0] == "ui.lesson.off"
    assert synced(board) == before
    assert board.policy["preset"] == "lesson"


def test_continue_and_start_again() -> None:
    board, rec = board_of(load("lw"))
    start = list(board.game.moves)
    click(rec, "play b5 cave")
    rec.intent(cmd="lesson_next")
    assert board.done and rec.refusal(cmd="lesson_next")["why"][0] == "ui.lesson.finished"
    moves = list(board.game.moves)
    rec.refusal(cmd="move", move=board.game.legal_notations()[0])  # (the other player's turn)
    assert board.game.moves == moves
    rec.intent(cmd="lesson_restart")
    assert board.step == 0 and board.game.moves == start and board.lesson["right"] is None
    assert set(expand(board.legal)) == {("card:b5", "territory:cave")}


def test_python_plays_the_learners_move_as_a_click_does() -> None:
    board, _ = board_of(load("lw"))
    with pytest.raises(ValueError, match="Brown 5"):
        board.play("play b7 cave")
    assert board.step == 0
    board.play("play b5 cave")
    board.next()
    assert board.done


# -- progress ------------------------------------------------------------------------------------
def test_progress_is_kept_across_boards(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "progress.json"
    item = load("tw")
    board, rec = board_of(item, progress=path)
    click(rec, "den")
    click(rec, "at 10,11")
    assert json.loads(path.read_text())["lessons"]["test-tw-den"] == {"step": 2, "done": False}
    again, rec2 = board_of(item, progress=Progress(path))
    assert again.step == 2 and again.game.moves == board.game.moves
    assert again.lesson["step"] == 2 and again.lesson["completed"] == []
    complete_from = again.lesson_info.steps[2:]
    for step in complete_from:
        click(rec2, step.moves[0])
    assert again.done and again.lesson["completed"] == ["test-tw-den"]
    third, _ = board_of(item, progress=str(path))
    assert third.step == 0 and third.lesson["completed"] == ["test-tw-den"]


@pytest.mark.parametrize(
    "content", [b"{not json", b"[]", b'{"format": "other/1"}', b"\xff\xfe", b"{" * 100_000]
)
def test_a_corrupted_progress_file_starts_afresh_with_a_warning(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    with pytest.warns(UserWarning, match="starting afresh"):
        progress = Progress(path)
    board, rec = board_of(load("tw"), progress=progress)
    assert board.step == 0
    click(rec, "den")
    assert Progress(path).step("test-tw-den") == 1


def test_progress_that_cannot_be_written_warns_and_the_lesson_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    board, rec = board_of(load("tw"), progress=blocker / "progress.json")
    with pytest.warns(UserWarning, match="could not be written"):
        click(rec, "den")
    assert board.step == 1


def test_progress_none_keeps_nothing_and_the_default_path_follows_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WOLFPACK_PROGRESS", str(tmp_path / "p.json"))
    assert Progress().path == tmp_path / "p.json"
    monkeypatch.delenv("WOLFPACK_PROGRESS")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert Progress().path == tmp_path / "wolfpack" / "progress.json"
    _, rec = board_of(load("tw"), progress=None)
    click(rec, "den")
    assert not list(tmp_path.iterdir())


# -- texts ---------------------------------------------------------------------------------------
def test_lesson_texts_are_catalog_templates_in_every_language_with_braces_literal() -> None:
    board, _ = board_of(load("lw"), language="en")
    templates = board.catalog["templates"]
    title = templates["lesson.test-lw-follow.title"]
    assert title["en"] == 'Following suit { "{" }test{ "}" }'  # (Fluent: braces as literals)
    assert i18n.render("lesson.test-lw-follow.title", {}, "en") == "Following suit {test}"
    assert decode(board.lesson["title"]).text("de") == "Farbe bedienen {Test}"
    for key in ("title", "intro", "end", "0.say", "0.right", "0.other", "1.say"):
        assert set(i18n.LANGUAGES) <= set(templates[f"lesson.test-lw-follow.{key}"])
    assert templates["lesson.test-lw-follow.0.say"]["rules"] == "LW-T2"
    for key in ("step", "continue", "restart", "completed", "done_title", "right"):
        assert f"ui.lesson.{key}" in templates


def test_switching_the_language_renders_the_lesson_in_it() -> None:
    # (a lesson board offers no language buttons unless its controls turn them on)
    offered = Controls.preset("lesson", languages=True)
    board, rec = board_of(load("lw"), language="en", controls=offered)
    lesson_before = board.lesson
    rec.intent(cmd="language", value="ja")
    assert board.language == "ja" and board.lesson == lesson_before
    say = decode(board.lesson["say"], "ja").text("ja", cite=False)
    assert say == "茶をフォローしましょう。茶の5を洞窟に出してください。"
    rec.intent(cmd="language", value="de")
    assert decode(board.lesson["say"]).text("de", cite=False).startswith("Bediene Hellbraun")


def test_a_teachers_lesson_may_give_fewer_languages() -> None:
    item = data("tw")
    item["title"] = {"de": "Nur Deutsch"}
    loaded = Lesson.load(item)
    assert loaded.title("en") == loaded.title("ja") == "Nur Deutsch"
    with pytest.raises(LessonError) as error:
        Lesson.load(item, languages=i18n.LANGUAGES)
    assert error.value.field == "title.en"


def strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


@pytest.mark.parametrize("name", ["lw", "tw", "tq"])
def test_the_lesson_panel_holds_only_the_lessons_own_texts(name: str) -> None:
    board, rec = board_of(load(name))
    item = board.lesson_info
    allowed = {item.id, item.kind, *(r for step in item.steps for r in step.rules)}
    allowed |= {other.id for other in shipped(item.game)}
    while True:
        for text in strings(board.lesson):
            assert text in allowed or text.startswith((f"lesson.{item.id}.", "ui.lesson.")), text
        assert board.perspective == item.player  # the board shows the learner's view only
        assert board.view == board._assemble(board._parts(board._view(board.game, item.player)))
        if board.done:
            break
        step = item.steps[board.step]
        if step.reading:
            rec.intent(cmd="lesson_next")
        else:
            click(rec, step.moves[0])


# -- bad lessons ---------------------------------------------------------------------------------
BAD: list[tuple[str, Any, str]] = [
    ("format", "wolfpack-lesson/2", "format"),
    ("id", "Bad Id", "id"),
    ("game", "chess", "game"),
    ("kind", "story", "kind"),
    ("player", 5, "player"),
    ("title", {}, "title"),
    ("title", {"fr": "Titre"}, "title.fr"),
    ("steps", [], "steps"),
    ("extra", 1, "extra"),
    ("record", "missing.json", "record"),
    ("record", "../escape.json", "record"),
]


@pytest.mark.parametrize(("key", "value", "field"), BAD)
def test_a_bad_lesson_is_refused_naming_the_field(key: str, value: Any, field: str) -> None:
    item = data("lw")
    item[key] = value
    with pytest.raises(LessonError) as error:
        Lesson.load(item, base=FIXTURES)
    assert error.value.field == field, error.value


def test_a_bad_step_is_refused_naming_the_field_and_the_rule() -> None:
    item = data("lw")
    item["steps"][0]["moves"] = ["play b5 cave", "play r2 cave"]
    with pytest.raises(LessonError) as error:
        Lesson.load(item)
    assert error.value.field == "steps[0].moves[1]" and error.value.rule == "LW-T2"
    item = data("lw")
    item["steps"][0]["then"] = ["take 7"]
    with pytest.raises(LessonError) as error:
        Lesson.load(item)
    assert error.value.field == "steps[0].then[0]"
    item = data("lw")
    item["steps"][1]["moves"] = ["play r2 cave"]  # the learner does not decide there
    with pytest.raises(LessonError) as error:
        Lesson.load(item)
    assert error.value.field == "steps[1].moves"
    item = data("lw")
    item["steps"][0]["rules"] = ["TW-T1"]
    with pytest.raises(LessonError) as error:
        Lesson.load(item)
    assert error.value.field == "steps[0].rules[0]"
    item = data("lw")
    item["record"]["moves"] = ["play z9 cave"]
    with pytest.raises(LessonError) as error:
        Lesson.load(item)
    assert error.value.field == "record.moves[0]"


def test_a_lesson_reads_its_record_from_a_file_beside_it(tmp_path: Path) -> None:
    item = data("lw")
    (tmp_path / "position.json").write_text(json.dumps(item["record"]))
    item["record"] = "position.json"
    (tmp_path / "lesson.json").write_text(json.dumps(item))
    assert Lesson.load(tmp_path / "lesson.json").record["moves"] == ["play b4 cave"]


def test_a_lesson_reads_no_record_through_a_link_leading_out_of_its_folder(
    tmp_path: Path,
) -> None:
    item = data("lw")
    outside = tmp_path / "outside.json"
    outside.write_text(json.dumps(item["record"]))
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "position.json").symlink_to(outside)
    item["record"] = "position.json"
    with pytest.raises(LessonError, match="symbolic link leading out") as error:
        Lesson.load(item, base=folder)
    assert error.value.field == "record"
    for name in ("/etc/hostname", str(outside)):
        item["record"] = name
        with pytest.raises(LessonError, match="not an absolute path"):
            Lesson.load(item, base=folder)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_change_to_a_lesson_loads_or_is_refused_naming_a_field(draw: st.DataObject) -> None:
    item = data(draw.draw(st.sampled_from(["lw", "tw", "tq"])))
    mutated = copy.deepcopy(item)
    target: Any = mutated
    path: list[Any] = []
    while isinstance(target, dict | list) and target and draw.draw(st.booleans()):
        keys = list(target) if isinstance(target, dict) else list(range(len(target)))
        key = draw.draw(st.sampled_from(keys))
        if not isinstance(target[key], dict | list):
            break
        path.append(key)
        target = target[key]
    if isinstance(target, dict) and target:
        key = draw.draw(st.sampled_from(list(target)))
    elif isinstance(target, list) and target:
        key = draw.draw(st.integers(0, len(target) - 1))
    else:
        return
    target[key] = draw.draw(
        st.one_of(st.none(), st.integers(-3, 9), st.text(max_size=8), st.just([]), st.just({}))
    )
    try:
        Lesson.load(mutated)
    except LessonError as e:
        assert e.field and "\n" not in e.field
    else:  # what loads can be completed
        board, rec = board_of(Lesson.load(mutated))
        complete(board, rec)


@settings(max_examples=15, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_clicks_never_leave_the_lessons_line(draw: st.DataObject) -> None:
    board, rec = board_of(load(draw.draw(st.sampled_from(["lw", "tw", "tq"]))))
    for _ in range(draw.draw(st.integers(1, 12))):
        if board.done:
            break
        step = board.lesson_info.steps[board.step]
        if step.reading:
            rec.intent(cmd="lesson_next")
            continue
        move = draw.draw(st.sampled_from(board.game.legal_notations()))
        before, at = synced(board), board.step
        replies = click(rec, move)
        if move in step.moves:
            assert board.step == at + 1
        else:
            other = board.lesson_info.key(f"{at}.other")
            assert replies[-1]["refused"][0] in ("ui.lesson.not_this", other)
            assert synced(board) == before


# -- the shipped lessons ------------------------------------------------------------------------
def test_the_shipped_lessons_are_found_in_order() -> None:
    assert [item.source for item in lessons()] == SHIPPED_FILES
    for info in games():
        ours = lessons(info.id)
        assert all(item.game == info.id for item in ours)
        assert [item.source.name for item in ours if item.source] == sorted(
            p.name for p in shipped_files(info.id)
        )
    ids = [item.id for item in shipped()]
    assert len(ids) == len(set(ids)), "lesson ids are unique"
    for item in shipped():
        assert lesson(item.id) is item


@pytest.mark.parametrize("path", SHIPPED_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_shipped_lesson_validates_and_is_completed_by_clicking(path: Path) -> None:
    item = Lesson.load(path, languages=i18n.LANGUAGES)
    assert path.name[:2].isdigit() and path.name[2] == "-", "lessons are named NN-slug.json"
    board, rec = board_of(item)
    assert complete(board, rec) == len(item.steps)


def test_unknown_lesson_ids_and_games_are_named() -> None:
    with pytest.raises(KeyError, match="no lesson"):
        lesson("no-such-lesson")
    with pytest.raises(KeyError, match="unknown game"):
        lessons("chess")


def test_no_warning_when_nothing_is_wrong(tmp_path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        board, rec = board_of(load("tq"), progress=tmp_path / "p.json")
        complete(board, rec)


def test_the_example_of_the_teachers_page_loads_and_is_completed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import re

    page = (Path(__file__).resolve().parents[2] / "docs" / "lessons.md").read_text("utf-8")
    blocks = re.findall(r"```(\w+)\n(.*?)```", page, re.S)
    make = next(code for kind, code in blocks if kind == "python" and ".save(" in code)
    example = next(code for kind, code in blocks if kind == "json")
    monkeypatch.chdir(tmp_path)
    exec(make, {})  # (writes following-suit.lwr.json here)
    (tmp_path / "following-suit.json").write_text(example, "utf-8")
    item = Lesson.load(tmp_path / "following-suit.json", languages=i18n.LANGUAGES)
    board, rec = board_of(item)
    assert complete(board, rec) == 2
    data = json.loads(example)
    data["steps"][0]["moves"] = ["play r2 cave"]
    with pytest.raises(LessonError) as error:
        Lesson.load(data, base=tmp_path)
    shown = next(code for kind, code in blocks if kind == "text")
    assert " ".join(str(error.value).split()) == " ".join(shown.split())
