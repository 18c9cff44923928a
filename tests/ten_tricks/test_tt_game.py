"""Ten Tricks, a game from another package (``tests/plugins/ten_tricks``), registered by
its entry point alone: the rules, the Game API, records, the shared random-game suite,
the rule catalogue and coverage, ``wolfpack replay`` and the texts."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ten_tricks.game import TenTricks
from ten_tricks.state import Setup, TTState, beats, bonus_card, is_trump

from wolfpack.core.conformance import check_random_game
from wolfpack.core.coverage import coverage, name_pattern
from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.registry import games, get_game, load_record
from wolfpack.core.rules import all_rules, get_rule

PLUGINS = Path(__file__).resolve().parents[1] / "plugins"
TESTS = Path(__file__).resolve().parents[1]
LESSON_SETUP = Setup(((2, 5, 8, 9), (1, 4, 6, 10)), marker=7, hidden=3)
"""The deal of the shipped lesson: odd trumps, the 4 the bonus card."""


def lesson_game() -> TenTricks:
    return TenTricks(setup=LESSON_SETUP)


# -- registration ------------------------------------------------------------------------------
def test_the_game_registers_by_its_entry_point_alone() -> None:
    named = {p.name: p.value for p in entry_points(group="wolfpack.games")}
    assert named["ten-tricks"] == "ten_tricks:GAME"
    info = get_game("ten-tricks")
    assert info in games() and info.package == "ten_tricks"
    assert info.game_class is TenTricks and info.players == (2, 2)
    assert isinstance(info.new(5), TenTricks)
    with pytest.raises(ValueError, match="2 players"):
        info.new(5, players=3)


def test_tt_c1_the_rule_catalogue_lists_every_rule_in_three_languages() -> None:
    ids = [r.id for r in all_rules("ten-tricks")]
    assert ids == [
        "TT-C1", "TT-S1", "TT-T1", "TT-T2", "TT-T3", "TT-T4", "TT-E1", "TT-E2", "TT-E3", "TT-H1"
    ]  # fmt: skip
    assert all(r.languages() == ["en", "de", "ja"] for r in all_rules("ten-tricks"))
    assert get_rule("TT-T2").title["de"] == "Trümpfe"


def test_coverage_finds_the_rules_implemented_and_tested() -> None:
    assert name_pattern().findall("test_tt_t2_x") == [("tt", "t", "2")]
    rows = coverage("TT", TESTS)
    assert [r.id for r in rows] == [r.id for r in all_rules("ten-tricks")]
    missing = [r.id for r in rows if not r.complete]
    assert missing == []
    assert all(w.startswith("ten_tricks.") for r in rows for w in r.implemented_in)


# -- the rules ---------------------------------------------------------------------------------
def test_tt_s1_the_deal_uses_every_card_once_and_player_1_leads() -> None:
    for seed in range(30):
        g = TenTricks(seed)
        s = g.setup
        cards = [*s.hands[0], *s.hands[1], s.marker, s.hidden]
        assert sorted(cards) == list(range(1, 11)) and len(s.hands[0]) == len(s.hands[1]) == 4
        assert g.to_move == 0
    assert TenTricks(3).setup == TenTricks(3).setup
    assert len({TenTricks(seed).setup for seed in range(10)}) == 10


def test_tt_t1_any_card_of_the_hand_leads_and_follows() -> None:
    g = lesson_game()
    assert g.legal_notations() == ["play 2", "play 5", "play 8", "play 9"]
    g.play("play 8")
    assert g.to_move == 1
    assert g.legal_notations() == ["play 1", "play 10", "play 4", "play 6"]


def test_tt_t2_the_marker_s_parity_makes_the_trumps() -> None:
    assert [c for c in range(1, 11) if is_trump(c, 7)] == [1, 3, 5, 7, 9]
    assert [c for c in range(1, 11) if is_trump(c, 4)] == [2, 4, 6, 8, 10]
    g = lesson_game()
    assert g.explain("play 5").cites("TT-T2") and not g.explain("play 2").cites("TT-T2")


def test_tt_t3_a_trump_beats_the_rest_else_the_higher_card() -> None:
    assert beats(1, 10, 7) and not beats(10, 1, 7)
    assert beats(9, 5, 7) and beats(10, 4, 7) and not beats(4, 6, 7)
    g = lesson_game()
    g.play("play 9")
    assert g.explain("play 1").key == "tt.why.follow_loses"
    assert g.explain("play 10").key == "tt.why.follow_loses"
    g.play("play 1")
    assert g.state.tricks == [1, 0]


def test_tt_t4_the_winner_takes_the_cards_and_leads() -> None:
    g = lesson_game()
    g.play("play 2")
    events = g.play("play 4")
    assert [e.key for e in events] == ["tt.ev.trick"] and events[0].params["player"] == 1
    assert g.to_move == 1 and g.state.won == [[], [2, 4]]


def test_tt_e1_tt_e2_tt_e3_the_lesson_line_scores_the_bonus_for_player_2() -> None:
    g = lesson_game()
    g.play_all(["play 2", "play 4", "play 10", "play 5", "play 9", "play 6", "play 8"])
    assert not g.is_over and g.winners is None
    events = g.play("play 1")
    assert g.is_over and g.state.tricks == [2, 2]
    assert bonus_card(3) == 4 and g.scores() == [2, 4] and g.winners == [1]
    assert [e.key for e in events] == ["tt.ev.trick", "tt.ev.hidden_bonus", "tt.ev.winner"]
    assert g.result_json() == {"scores": [2, 4], "winners": [1], "hidden": 3}
    assert bonus_card(10) == 1


def test_tt_e2_no_bonus_when_the_bonus_card_is_the_marker() -> None:
    g = TenTricks(setup=Setup(((1, 3, 5, 7), (2, 4, 8, 10)), marker=9, hidden=8))
    while not g.is_over:
        g.play(g.legal_notations()[0])
    assert sum(g.scores()) == 4
    assert g.steps[-1].events[1].key == "tt.ev.hidden"


def test_tt_e3_equal_points_are_a_draw() -> None:
    # Even trumps; the bonus card (one above the hidden 9) is the marker: nobody scores it.
    g = TenTricks(setup=Setup(((1, 2, 3, 4), (5, 6, 7, 8)), marker=10, hidden=9))
    g.play_all(["play 4", "play 5", "play 1", "play 6", "play 7", "play 2", "play 3"])
    events = g.play("play 8")
    assert g.scores() == [2, 2] and g.winners == [0, 1]
    assert [e.key for e in events[1:]] == ["tt.ev.hidden", "tt.ev.draw"]
    assert TTState.winners(g.state) == [0, 1]


def test_tt_h1_refusals_hide_whose_card_it_is() -> None:
    g = lesson_game()
    other_hand = g.explain("play 10")  # player 2 holds it
    hidden = g.explain("play 3")  # the hidden card
    assert other_hand.key == hidden.key == "tt.no.not_yours" and other_hand.cites("TT-H1")
    assert g.explain("play 7").key == "tt.no.marker"
    assert g.refusals()["card:10"] == other_hand and "card:2" not in g.refusals()
    g.play("play 2")
    assert g.explain("play 2").key == "tt.no.played"
    with pytest.raises(IllegalMoveError) as err:
        g.play("play 3")
    assert err.value.rule == "TT-T1" and g.moves == ["play 2"]


def test_tt_h1_a_player_s_view_shows_only_their_hand_until_the_end() -> None:
    g = lesson_game()
    for player in (0, 1):
        view = g.view(player)
        zones = {z["id"]: z for z in view["zones"]}
        mine = [i["text"] for i in zones[f"hand.{player}"]["items"]]
        theirs = zones[f"hand.{1 - player}"]["items"]
        assert mine == [str(c) for c in LESSON_SETUP.hands[player]]
        assert theirs == [{"element": None, "text": "?"}] * 4
        assert zones["hidden"]["items"] == [{"element": None, "text": "?"}]
        assert view["hidden"] is None and "3" not in json.dumps(zones["hidden"])
    assert {z["id"]: z for z in g.view(None)["zones"]}["hidden"]["items"][0]["text"] == "3"
    with pytest.raises(ValueError, match="player"):
        g.view(2)


# -- the Game API and records ------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_random_games_pass_the_shared_suite(seed: int) -> None:
    info = get_game("ten-tricks")
    game = check_random_game(info.new(seed), seed, info.from_record, check_record_every=3)
    assert game.is_over and game.winners


def test_notation_is_canonical_and_moves_render_in_every_language() -> None:
    g = lesson_game()
    assert not g.is_legal("Play 2") and not g.is_legal("play 02") and not g.is_legal(7)  # type: ignore[arg-type]
    assert g.explain("play 02").key == "core.not_canonical"
    assert g.explain("howl").key == "tt.no.notation"
    assert g.elements("play 9") == ("card:9",)
    assert g.describe("play 9").text("de") == "die 9 spielen"
    assert g.waiting(1).key == "tt.wait.lead"
    for lang in ("en", "de", "ja"):
        assert "?" in g.render(lang, player=0) and g.render(lang).count("?") == 0


def test_the_record_round_trips_and_load_record_finds_the_game(tmp_path: Path) -> None:
    g = TenTricks(7)
    g.play_all(g.legal_notations()[:1])
    record = g.to_record()
    assert record["format"] == "ten-tricks-record/1" and record["game"] == "ten-tricks"
    path = tmp_path / "game.ttr.json"
    g.save(path)
    again = load_record(path)
    assert isinstance(again, TenTricks) and again.state == g.state and again.moves == g.moves


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"format": "ten-tricks-record/2"}, "format"),
        ({"game": "triqueta"}, "game"),
        ({"extra": 1}, "extra"),
        ({"setup": {"hands": [[1, 2, 3, 4]], "marker": 9, "hidden": 10}}, "setup.hands"),
        ({"setup": {"hands": [[1, 2, 3, 4], [5, 6, 7, 11]], "marker": 9, "hidden": 10}},
         "setup.hands[1][3]"),
        ({"setup": {"hands": [[1, 2, 3, 4], [5, 6, 7, 8]], "marker": 4, "hidden": 10}},
         "setup.marker"),
        ({"setup": {"hands": [[1, 2, 3, 4], [5, 6, 7, 8]], "marker": 9}}, "setup.hidden"),
        ({"setup": {"hands": [[1, 2, 3, True], [5, 6, 7, 8]], "marker": 9, "hidden": 10}},
         "setup.hands[0][3]"),
        ({"moves": "play 1"}, "moves"),
        ({"moves": [1]}, "moves[0]"),
    ],
)  # fmt: skip
def test_a_bad_record_is_refused_naming_the_field(change: dict[str, object], field: str) -> None:
    record = {**TenTricks(1).to_record(), **change}
    with pytest.raises(RecordError) as err:
        TenTricks.from_record(record)
    assert err.value.field == field


def test_an_illegal_move_in_a_record_names_its_step_and_rule() -> None:
    record = {**lesson_game().to_record(), "moves": ["play 2", "play 2"]}
    with pytest.raises(RecordMoveError) as err:
        TenTricks.from_record(record)
    assert err.value.step == 1 and err.value.rule == "TT-T1"


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")]),
    }
    return subprocess.run(
        [sys.executable, "-m", "wolfpack.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def test_wolfpack_replay_and_export_html_read_its_record_in_a_subprocess(tmp_path: Path) -> None:
    g = lesson_game()
    g.play_all(["play 2", "play 4", "play 10", "play 5", "play 9", "play 6", "play 8", "play 1"])
    path = tmp_path / "game.ttr.json"
    g.save(path)
    done = _cli("replay", str(path))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"scores": [2, 4], "winners": [1], "hidden": 3}
    page = tmp_path / "game.html"
    done = _cli("export-html", str(path), "-o", str(page), "--lang", "de")
    assert done.returncode == 0, done.stderr
    assert "ten-tricks" in page.read_text("utf-8")
    bad = {**g.to_record(), "moves": ["play 2", "play 3"]}
    refused = _cli("replay", "-", stdin=json.dumps(bad))
    assert refused.returncode != 0 and "step 1" in refused.stderr and "TT-T1" in refused.stderr


def test_the_coverage_command_in_a_fresh_process_finds_every_rule() -> None:
    """Regression: the coverage saw only the rules of modules imported already (a game
    from another package is imported when it is first asked for)."""
    done = _cli("rules", "--coverage", "--game", "ten-tricks", "--tests", str(TESTS))
    assert done.returncode == 0, done.stdout + done.stderr
    for rule in all_rules("ten-tricks"):
        assert re.search(rf"^{rule.id}\s+ok ", done.stdout, re.M), rule.id


def test_the_game_s_example_is_a_doctest_that_passes() -> None:
    import doctest

    import ten_tricks.game

    result = doctest.testmod(ten_tricks.game)
    assert result.attempted >= 2 and result.failed == 0


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.lists(st.integers(0, 3), max_size=8))
def test_every_card_is_in_one_place_and_a_view_names_no_hidden_card(
    seed: int, picks: list[int]
) -> None:
    g = TenTricks(seed)
    for k in picks:
        if g.is_over:
            break
        legal = g.legal_notations()
        g.play(legal[k % len(legal)])
        s = g.state
        places = [*s.hands[0], *s.hands[1], s.marker, s.hidden, *s.table, *s.won[0], *s.won[1]]
        assert sorted(places) == list(range(1, 11))
        assert 2 * sum(s.tricks) == len(s.won[0]) + len(s.won[1])
        for p in (0, 1):
            zones = {z["id"]: z for z in g.view(p)["zones"]}
            shown = {i["text"] for i in zones[f"hand.{1 - p}"]["items"] + zones["hidden"]["items"]}
            assert shown <= ({"?"} if not g.is_over else {"?", str(s.hidden)})
    assert TenTricks.from_record(json.loads(json.dumps(g.to_record()))).state == g.state


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_any_change_to_a_record_replays_or_is_refused_naming_a_field(draw: st.DataObject) -> None:
    record = lesson_game().to_record()
    record["moves"] = ["play 2", "play 4"]
    setup = record["setup"]
    where = draw.draw(st.sampled_from(["marker", "hidden", "hand", "moves"]))
    value = draw.draw(st.one_of(st.integers(-2, 12), st.text(max_size=3), st.none()))
    if where == "hand":
        setup["hands"][draw.draw(st.integers(0, 1))][draw.draw(st.integers(0, 3))] = value
    elif where == "moves":
        record["moves"].append(value)
    else:
        setup[where] = value
    try:
        TenTricks.from_record(record)
    except RecordError as e:
        assert e.field.startswith(("setup.", "moves")), e.field
    except RecordMoveError as e:
        assert e.step == 2 and e.rule is not None
