"""The tutorials' helpers: staged positions, exercises and their feedback, scoring report."""

from __future__ import annotations

import html

import pytest

from wolfpack import LoneWolves
from wolfpack.bots import HeuristicBot, play_out
from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.explain import Explanation
from wolfpack.core.i18n import get_language, set_language
from wolfpack.tutorial import (
    Exercise,
    ExerciseBoard,
    Feedback,
    any_legal_move,
    check,
    copy_game,
    custom,
    loses_trick,
    one_of,
    predict_strength,
    predict_territory,
    predict_winner,
    scar_effects,
    scoring_report,
    stage,
    trick_outcome,
    wins_trick,
)
from wolfpack.tutorial.marks import render as render_line
from wolfpack.widget.conformance import Recorder, synced
from wolfpack.widget.legal import expand
from wolfpack.widget.lesson import LessonBoard


def red_4_led() -> LoneWolves:
    """Player 1 has led the Red 4; player 0 holds the Red 2 and the Red 6."""
    return stage(
        hand0="k3 k4 k7 b2 g3 g5 g6 w2 w5 w6 w7 r2 r6",
        hand1="r4",
        leader=1,
        moves=["play r4 volcano"],
    )


# -- stage ------------------------------------------------------------------------------------
def test_stage_puts_the_named_cards_in_the_hands_and_deals_the_rest() -> None:
    game = stage(hand0="r2 r6 k7", hand1="r4 g2", leader=1, seed=5)
    hands = game.view()["hands"]
    assert {"r2", "r6", "k7"} <= set(hands[0]["cards"])
    assert {"r4", "g2"} <= set(hands[1]["cards"])
    assert hands[0]["count"] == hands[1]["count"] == 13
    setup = game.to_record()["setup"]
    assert len(setup["box"]) == 4
    every = setup["hands"][0] + setup["hands"][1] + setup["box"]
    assert len(set(every)) == 30
    assert game.to_move == 1


def test_stage_is_reproducible_and_replays_from_its_record() -> None:
    a = stage(hand0="g7", seed=3, moves=["play g7 swamp"])
    b = stage(hand0="g7", seed=3, moves=["play g7 swamp"])
    assert a.to_record() == b.to_record()
    assert LoneWolves.from_record(a.to_record()).moves == ["play g7 swamp"]
    assert stage(hand0="g7", seed=4).to_record() != stage(hand0="g7", seed=3).to_record()


@pytest.mark.parametrize(
    ("hand0", "hand1", "message"),
    [
        ("r9", "", "not a card"),
        ("r2 r2", "", "twice"),
        ("r2", "r2", "both hands"),
        ("k2 k3 k4 k5 k6 k7 b2 b3 b4 b5 b6 b7 g2 g3", "", "a hand holds 13"),
    ],
)
def test_stage_refuses_impossible_hands(hand0: str, hand1: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        stage(hand0=hand0, hand1=hand1)


def test_copy_game_is_independent() -> None:
    game = red_4_led()
    copy = copy_game(game)
    copy.play("play r6 volcano")
    assert game.moves == ["play r4 volcano"] and len(copy.moves) == 2


# -- tricks -----------------------------------------------------------------------------------
def test_trick_outcome_names_the_winner_with_the_engines_reason() -> None:
    game = red_4_led()
    won = trick_outcome(game, "play r6 cave")
    assert won.winner == 0 and won.win is not None and won.win.cites("LW-T5")
    lost = trick_outcome(game, "play r2 cave")
    assert lost.winner == 1
    assert game.moves == ["play r4 volcano"]  # played on a copy


def test_trick_outcome_of_a_lead_alone_is_undecided() -> None:
    game = stage(hand0="k7", leader=0)
    assert trick_outcome(game, "play k7 cave").winner is None


def test_trick_outcome_makes_the_reveal_of_a_3_itself() -> None:
    game = stage(hand0="w3", hand1="w5", leader=1, moves=["play w5 tundra"])
    outcome = trick_outcome(game, "play w3 tundra")  # the Tundra has face-down scars
    assert outcome.winner == 1
    assert any(e.key == "lw.ev.reveal" for e in outcome.events)


def test_the_two_takes_the_seven_in_an_outcome() -> None:
    game = stage(hand0="k2", hand1="k7", leader=0)
    outcome = trick_outcome(game, "play k2 cave", "play k7 desert")
    assert outcome.winner == 0 and outcome.win is not None and outcome.win.cites("LW-T6")


# -- exercises --------------------------------------------------------------------------------
def test_an_illegal_answer_is_explained_with_the_rule_it_breaks() -> None:
    feedback = Exercise(red_4_led(), any_legal_move()).check("play k7 cave")
    assert not feedback.correct
    reasons = [line for line in feedback.lines if isinstance(line, Explanation)]
    assert any(r.cites("LW-T2") for r in reasons)
    assert "must follow Red" in feedback.text()


def test_a_legal_answer_that_misses_the_goal_says_what_happens() -> None:
    exercise = Exercise(red_4_led(), wins_trick())
    feedback = exercise.check("play r2 volcano")
    assert not feedback.correct
    assert "loses the trick" in feedback.text()
    assert "Red 4" in feedback.text()
    assert exercise.game.moves == ["play r4 volcano"]


def test_the_right_answer_is_confirmed_in_any_territory() -> None:
    exercise = Exercise(red_4_led(), wins_trick())
    for answer in ("play r6 volcano", "play  r6   cave", "Play R6 Tundra"):
        feedback = exercise.check(answer)
        assert feedback.correct, feedback.text()
        assert feedback.answer == " ".join(answer.lower().split())


def test_losing_on_purpose() -> None:
    exercise = Exercise(red_4_led(), loses_trick())
    assert exercise.check("play r2 swamp").correct
    missed = exercise.check("play r6 swamp")
    assert not missed.correct and "task was to lose" in missed.text()


def test_a_lead_wins_only_if_no_answer_beats_it() -> None:
    # The Black 7 led: the opponent's Black 2 takes it (LW-T6).
    beaten = Exercise(stage(hand0="k7", hand1="k2", leader=0), wins_trick()).check("play k7 cave")
    assert not beaten.correct and "Black 2" in beaten.text()
    # Without the Black 2 and without trump, nothing beats the 7.
    safe = Exercise(stage(hand0="k7 k2", leader=0), wins_trick()).check("play k7 cave")
    assert safe.correct, safe.text()


def test_one_of_and_custom_goals() -> None:
    game = stage(hand0="k7 g6", leader=0)
    exercise = Exercise(game, one_of("play g6 cave", why=["Green goes to the Cave here."]))
    assert exercise.check("play g6 cave").correct
    missed = exercise.check("play g6 swamp")
    assert not missed.correct and "play g6 cave" in missed.text() and "Cave here" in missed.text()

    def in_volcano(position: LoneWolves, move: str) -> bool:
        return move.endswith("volcano")

    volcano = Exercise(game, custom("volcano", in_volcano, "Put it into the Volcano."))
    assert volcano.check("play k7 volcano").correct
    assert "Volcano" in volcano.check("play k7 cave").text()


def test_an_exercise_needs_a_running_game() -> None:
    game = play_out(LoneWolves(seed=1), [HeuristicBot(1), HeuristicBot(2)])
    assert isinstance(game, LoneWolves)
    with pytest.raises(ValueError, match="over"):
        Exercise(game, any_legal_move())


# -- answers that are not moves -------------------------------------------------------------------
def test_predicting_the_winner_of_a_trick() -> None:
    no_white = "k2 k3 k4 k5 k7 b2 b3 g2 g3 g4 r2 r3 r7"
    game = stage(hand0=no_white, hand1="w5", leader=1, moves=["play w5 tundra"])
    right = predict_winner(game, ["play k7 cave"], 2)  # players counted as the texts count
    assert right.correct and "Player 2 wins this trick" in right.text()
    wrong = predict_winner(game, ["play k7 cave"], 1)
    assert not wrong.correct and "neither the led suit" in wrong.text()
    assert game.moves == ["play w5 tundra"]
    with pytest.raises(ValueError, match="do not finish"):
        predict_winner(stage(hand0="k7", leader=0), ["play k7 cave"], 0)


def test_check_compares_plain_answers_and_explains() -> None:
    right = check(1, 1, why=["A lone wolf counts 1."])
    assert right.correct and "lone wolf" in right.text()
    wrong = check(7, 1)
    assert not wrong.correct and "7" in wrong.text() and "1" in wrong.text()


def test_feedback_speaks_every_language_and_shows_as_markdown() -> None:
    feedback = Exercise(red_4_led(), any_legal_move()).check("play k7 cave")
    assert "Rot" in feedback.text("de")
    assert "赤" in feedback.text("ja")
    md = feedback._repr_markdown_()
    assert md.startswith("✗ **") and "\n- " in md
    assert str(feedback).startswith("✗ ") and repr(feedback) == str(feedback)
    ok = Feedback(True, "x", ("fine",))
    assert ok._repr_markdown_().startswith("✓ **fine**")


def test_feedback_draws_its_mark_without_an_emoji_font() -> None:
    wrong = Exercise(red_4_led(), any_legal_move()).check("play k7 cave")
    ok = Feedback(True, "x", ("fine <b>", "because & so"))
    for feedback, kind in ((wrong, "wrong"), (ok, "right")):
        page = feedback._repr_html_()
        # The mark is drawn (inline SVG), labelled for screen readers; no emoji anywhere.
        assert page.startswith(f'<div class="wp-feedback wp-feedback-{kind}"><p><svg ')
        assert "<circle" in page and "<path" in page and "aria-label=" in page
        for emoji in ("✅", "❌", "✔", "❎"):
            assert emoji not in page + feedback._repr_markdown_() + str(feedback)
    page = ok._repr_html_()
    assert "<strong>fine &lt;b&gt;</strong>" in page and "<li>because &amp; so</li>" in page
    assert 'aria-label="right"' in page and 'aria-label="not right"' in wrong._repr_html_()
    assert "<li>" in wrong._repr_html_()
    before = get_language()
    set_language("de")
    try:
        page = wrong._repr_html_()
    finally:
        set_language(before)
    assert 'aria-label="nicht richtig"' in page
    assert f"<strong>{html.escape(wrong.text('de').splitlines()[0])}</strong>" in page


# -- the board ----------------------------------------------------------------------------------
def test_the_exercise_board_is_a_lesson_board_that_refuses_a_miss_and_changes_nothing() -> None:
    """An exercise's board is the game's lesson board: a move that misses the goal is
    refused with the exercise's reasons (in the board's language), nothing is played; the
    right move is played and passes the step with the verdict's why."""
    exercise = Exercise(red_4_led(), wins_trick())
    board = exercise.board(language="de")
    try:
        assert isinstance(board, ExerciseBoard) and isinstance(board, LessonBoard)
        assert board.perspective == 0
        assert board.lesson["steps"] == 1 and board.lesson["say"][0].endswith(".0.say")
        assert render_line(Explanation(board.lesson["say"][0], ()), "de") == "Gewinne diesen Stich."
        with pytest.raises(IllegalMoveError) as refused:
            board.play("play r2 volcano")
        assert refused.value.explanation.key == "tut.missed"
        assert board.game.moves == ["play r4 volcano"] and exercise.last_try is None
        assert not board.done
        board.play("play r6 volcano")
        assert board.done and exercise.last_try == "play r6 volcano"
        assert board.lesson["feedback"]["right"] is True
        assert board.lesson["feedback"]["why"][0] == "tut.right"
        assert exercise.check().correct
    finally:
        board.close()


def test_the_exercise_board_teaches_a_wrong_try_then_shows_the_answer() -> None:
    """A wrong click is refused with the exercise's reasons and a nudge, nothing synced
    changes; after the second, "Show me" lights only the exercise's solution."""
    exercise = Exercise(red_4_led(), loses_trick())
    board = exercise.board()
    rec = Recorder(board)
    try:
        before = synced(board)
        first = rec.refusal(cmd="move", move="play r6 volcano")
        assert first["why"][0] == "tut.missed"
        assert first["detail"]["feedback"]["tries"] == 1 and not first["detail"]["show"]
        assert synced(board) == before
        second = rec.refusal(cmd="move", move="play r6 cave")
        assert second["detail"]["show"] is True
        rec.intent(cmd="lesson_show")
        assert exercise.solution() == "play r2 cave"
        assert {" ".join(path) for path in expand(board.legal)} == {"card:r2 territory:cave"}
        assert board.game.moves == ["play r4 volcano"]
    finally:
        board.close()


# -- scoring ------------------------------------------------------------------------------------
def test_the_scoring_report_adds_up_territory_by_territory() -> None:
    game = play_out(LoneWolves(seed=9), [HeuristicBot(3), HeuristicBot(4)])
    assert isinstance(game, LoneWolves)
    report = scoring_report(game)
    score = game.score()
    assert report.points == (score.points[0], score.points[1])
    assert [t.territory for t in report.territories] == [
        "cave",
        "desert",
        "swamp",
        "tundra",
        "volcano",
    ]
    for p in (0, 1):
        assert sum(t.points[p] for t in report.territories) == score.points[p]
    for t, ts in zip(report.territories, score.territories, strict=True):
        assert t.strength == (ts.strength[0], ts.strength[1])
        assert t.winner == ts.winner
        assert t.lines[0].key == "tut.score.side"
        assert all(line.params.get("territory", t.territory) == t.territory for line in t.lines)
    explained = game.scoring_explained()
    assert sum(len(t.lines) - 2 for t in report.territories) == len(explained) - 1
    assert report.result == explained[-1]
    md = report._repr_markdown_()
    assert md.startswith("| |") and "**Cave**" in md
    assert "Höhle" in report.text("de")
    assert str(report) == report.text()


def test_an_answer_not_given_yet_gives_nothing_away() -> None:
    """``answer = None`` (how every exercise cell starts) is "not answered yet", in the
    learner's language, and shows nothing of the right answer."""
    game = stage(hand0="k2 k5", hand1="k7", leader=1, moves=["play k7 cave"])
    for feedback in (
        predict_winner(game, ["play k5 cave"], None),
        predict_territory(game, "cave", None),
        predict_strength(game, "cave", None, player=1),
        check(None, lambda: 1 / 0),  # the answer is not even computed
        Exercise(game, loses_trick()).check(),
    ):
        assert not feedback.correct
        assert feedback.text().startswith("Not answered yet"), feedback.text()
        assert "Player" not in feedback.text() and "7" not in feedback.text()
        assert feedback.text("de").startswith("Noch nicht beantwortet")
        assert feedback.text("ja").startswith("まだ答えていません")


def test_an_exercise_is_answered_on_its_board_and_shown_in_the_learners_words() -> None:
    game = stage(hand0="k2 k5", hand1="k7", leader=1, moves=["play k7 cave"])
    exercise = Exercise(game, loses_trick())
    board = exercise.board()
    try:
        board.play("play k5 swamp")  # as a click on the board does
        assert exercise.last_try == "play k5 swamp"
        verdict = exercise.check()
        assert verdict.correct
        assert "Black 5 → Swamp" in verdict.text()
        assert "Schwarz 5 → Sumpf" in verdict.text("de")
        assert "黒の5 → 沼地" in verdict.text("ja")
        assert "play" not in verdict.text("de") + verdict.text("ja")
    finally:
        board.close()


def test_predicting_strength_and_a_territory() -> None:
    game = stage(hand0="k2 k5", hand1="k7", leader=1, moves=["play k7 cave", "play k5 swamp"])
    # Player 2's Black 7 stays face up in the Cave; Player 1's 5 is a lone wolf in the Swamp.
    assert predict_strength(game, "cave", 7, player=1).correct
    assert not predict_strength(game, "swamp", 5, player=0).correct
    assert predict_territory(game, "cave", 2).correct
    assert predict_territory(game, "swamp", 1).correct
    tie = predict_territory(game, "tundra", 0)
    assert tie.correct and "nobody" in tie.text()


def test_the_table_of_the_nine_scar_effects_uses_the_games_words() -> None:
    from wolfpack.lone_wolves.terms import EFFECT_WORDS

    for lang in ("en", "de", "ja"):
        table = scar_effects(lang)
        rows = table.rows()
        assert [name for name, _, _ in rows] == list(EFFECT_WORDS[lang])
        assert all(when and what for _, when, what in rows)
        assert table._repr_markdown_().count("\n") == 10
        assert "<table" in table._repr_html_()


def test_exercises_made_from_one_game_are_independent_in_any_order() -> None:
    """Tutorial 1's Exercises 2 and 3 are made from one staged game: a move tried on the
    first exercise's board must not move the second one's position, nor the caller's game
    (it once did: the second board opened at "Choose a scar" and never judged a try)."""
    game = red_4_led()
    follow = Exercise(game, any_legal_move())
    win_it = Exercise(game, wins_trick())
    first = follow.board()
    first.play("play r2 desert")  # as a click on the board does
    assert follow.check().correct
    assert game.moves == ["play r4 volcano"]
    second = win_it.board()
    assert second.game.moves == ["play r4 volcano"]
    assert second.game.legal_moves()[0].notation.startswith("play ")
    second.play("play r6 cave")
    assert win_it.last_try == "play r6 cave" and win_it.check().correct
    assert second.done
    # an exercise made after the other one was played on starts at the staged position too
    late = Exercise(game, wins_trick())
    assert late.check("play r6 cave").correct
    for board in (first, second):
        board.close()


def test_running_an_exercises_board_cell_again_starts_at_its_position() -> None:
    exercise = Exercise(red_4_led(), wins_trick())
    first = exercise.board()
    first.play("play r6 volcano")
    again = exercise.board()
    assert again.game.moves == ["play r4 volcano"]
    assert exercise.last_try is None  # (the new board's: nothing played on it yet)
    again.play("play r6 cave")
    assert again.done and exercise.check().correct
    assert exercise.last_try == "play r6 cave"
    for board in (first, again):
        board.close()


def test_a_trick_verdicts_headline_cites_the_rule_that_decided_it() -> None:
    """Tutorial 1's Exercise 8 (a led 2 takes the 7): the headline cites LW-T6, as the
    explanation under it does, not LW-T5."""
    game = stage(hand0="k2", hand1="k7", leader=0)
    for answer in (1, 2):
        verdict = predict_winner(game, ["play k2 cave", "play k7 desert"], answer)
        head = verdict.lines[0]
        assert isinstance(head, Explanation)
        assert head.rules == ("LW-T6",), head.rules
        assert "(LW-T6)" in verdict.text().splitlines()[0]
    higher = predict_winner(red_4_led(), ["play r6 volcano"], 1)
    assert "(LW-T5)" in higher.text().splitlines()[0]
    seven = stage(hand0="r2 r6", hand1="r7", leader=1, moves=["play r7 volcano"])
    missed = Exercise(seven, loses_trick()).check("play r2 cave")  # the 2 takes the 7
    assert not missed.correct
    assert missed.text().splitlines()[1].endswith("(LW-T6)"), missed.text()
    lost = Exercise(seven, wins_trick()).check("play r6 cave")
    assert lost.text().splitlines()[1].endswith("(LW-T5)"), lost.text()
