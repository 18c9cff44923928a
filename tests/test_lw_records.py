"""Lone Wolves records: exact format, validation naming the field, ``wolfpack replay``."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from wolfpack import LoneWolves, RecordError, RecordMoveError
from wolfpack.cli import main
from wolfpack.lone_wolves.components import CARD_CODES, Components


def _finished(seed: int = 11, variant: str = "standard") -> LoneWolves:
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def _partial(seed: int = 11, n: int = 9) -> LoneWolves:
    game = LoneWolves(seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        game.play(rng.choice(game.legal_moves()))
    return game


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(args)
    out = capsys.readouterr().out
    return code, [line for line in out.splitlines() if line]


def _write(tmp_path: Path, record: dict[str, Any], name: str = "game.lwr.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_record_has_the_specified_shape() -> None:
    rec = _partial().to_record()
    assert list(rec) == ["format", "variant", "components", "setup", "moves"]
    assert rec["format"] == "lone-wolves-record/1"
    assert rec["components"]["honor_tokens"] == [[2, 5], [3, 6], [4, 7], [5, 3], [6, 4]]
    setup = rec["setup"]
    assert set(setup) == {"hands", "box", "scars", "unused_scars", "honor", "leader"}
    assert [len(h) for h in setup["hands"]] == [13, 13] and len(setup["box"]) == 4
    assert list(setup["scars"]) == ["cave", "desert", "swamp", "tundra", "volcano"]
    assert all(len(v) == 3 for v in setup["scars"].values())
    assert setup["scars"]["cave"][0]["face_up"] is True
    assert set(setup["scars"]["cave"][1]) == {"effect", "face_up"}
    assert len(setup["unused_scars"]) == 3
    assert set(setup["honor"]["cave"]) == {"token", "side"}
    assert all(isinstance(m, str) for m in rec["moves"]) and len(rec["moves"]) == 9


def test_advanced_record_has_four_swamp_scars_and_two_unused() -> None:
    rec = LoneWolves(seed=3, variant="advanced").to_record()
    assert len(rec["setup"]["scars"]["swamp"]) == 4
    assert len(rec["setup"]["unused_scars"]) == 2
    assert rec["components"]["border_spaces"] is True


def test_write_read_replay_same_state_and_scores(tmp_path: Path) -> None:
    game = _finished()
    path = tmp_path / "g.lwr.json"
    game.save(path)
    again = LoneWolves.from_record(path)
    assert again.state == game.state and again.scores() == game.scores()
    assert again.to_record() == game.to_record()


def test_position_record_resumes_where_it_stopped() -> None:
    game = _partial(n=17)
    again = LoneWolves.from_record(json.dumps(game.to_record()))
    assert again.state == game.state
    assert again.legal_notations() == game.legal_notations()


def test_component_overrides_are_read_and_used() -> None:
    game = LoneWolves(seed=5, components=Components(honor_tokens=((1, 9),) * 5, pack_spaces=4))
    rec = game.to_record()
    assert rec["components"] == {"honor_tokens": [[1, 9]] * 5, "pack_spaces": 4}
    again = LoneWolves.from_record(rec)
    assert again.state.comp.honor_tokens == ((1, 9),) * 5
    assert again.state.comp.location_caps[:5] == (4,) * 5


def test_partial_components_keep_the_other_defaults() -> None:
    rec = LoneWolves(seed=5).to_record()
    rec["components"] = {"pack_spaces": 5}
    game = LoneWolves.from_record(rec)
    assert game.state.comp.honor_tokens == ((2, 5), (3, 6), (4, 7), (5, 3), (6, 4))
    assert game.state.comp.location_caps[:5] == (5,) * 5


def _mutations() -> list[tuple[str, Any, str]]:
    """(name, mutation, field named in the error)."""

    def drop(*path: str) -> Any:
        def f(rec: dict[str, Any]) -> None:
            obj = rec
            for key in path[:-1]:
                obj = obj[key]
            del obj[path[-1]]

        return f

    def set_(value: Any, *path: Any) -> Any:
        def f(rec: dict[str, Any]) -> None:
            obj = rec
            for key in path[:-1]:
                obj = obj[key]
            obj[path[-1]] = value

        return f

    def card_31(rec: dict[str, Any]) -> None:
        rec["setup"]["hands"][0].append(rec["setup"]["box"].pop())

    def duplicate(rec: dict[str, Any]) -> None:
        rec["setup"]["hands"][1][0] = rec["setup"]["hands"][0][0]

    return [
        ("missing format", drop("format"), "format"),
        ("missing variant", drop("variant"), "variant"),
        ("missing setup", drop("setup"), "setup"),
        ("missing moves", drop("moves"), "moves"),
        ("missing hands", drop("setup", "hands"), "setup.hands"),
        ("missing leader", drop("setup", "leader"), "setup.leader"),
        ("missing swamp scars", drop("setup", "scars", "swamp"), "setup.scars.swamp"),
        ("a 31st card", card_31, "setup.hands[0]"),
        ("a duplicate card", duplicate, "setup.hands[1][0]"),
        ("a card that does not exist", set_("g9", "setup", "box", 2), "setup.box[2]"),
        (
            "an unknown effect",
            set_("bite", "setup", "scars", "cave", 1, "effect"),
            "setup.scars.cave[1].effect",
        ),
        ("wrong format", set_("lone-wolves-record/3", "format"), "format"),
        ("unknown variant", set_("expert", "variant"), "variant"),
        ("unknown component", set_({"moons": 3}, "components"), "components.moons"),
        (
            "bad honor token",
            set_([9, 9], "setup", "honor", "tundra", "token"),
            "setup.honor.tundra.token",
        ),
        ("leader 2", set_(2, "setup", "leader"), "setup.leader"),
        ("move not a string", set_([3], "moves"), "moves[0]"),
        (
            "two face-up scars",
            set_(True, "setup", "scars", "desert", 1, "face_up"),
            "setup.scars.desert",
        ),
    ]


@pytest.mark.parametrize(
    ("name", "mutate", "field"), _mutations(), ids=[m[0] for m in _mutations()]
)
def test_malformed_records_are_refused_naming_the_field(
    name: str, mutate: Any, field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = copy.deepcopy(_partial().to_record())
    mutate(rec)
    with pytest.raises(RecordError) as err:
        LoneWolves.from_record(rec)
    assert err.value.field == field
    code, lines = _run(["replay", _write(tmp_path, rec)], capsys)
    assert code == 2
    out = json.loads(lines[-1])
    assert out["error"] == "malformed record" and out["field"] == field


def test_not_json_and_missing_file_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.lwr.json"
    bad.write_text("{not json", encoding="utf-8")
    assert _run(["replay", str(bad)], capsys)[0] == 2
    assert _run(["replay", str(tmp_path / "absent.json")], capsys)[0] == 2


def test_illegal_move_in_the_middle_exits_1_naming_step_move_and_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = LoneWolves(seed=2)
    follower = game.state.player ^ 1
    other = game.state.hand(follower)
    # A lead that is not a 3, in a suit the follower holds but not exclusively.
    lead = next(
        m
        for m in game.legal_moves()
        if m.notation.split()[1][1] != "3"
        and any(c // 6 == m.action // 30 for c in other)
        and any(c // 6 != m.action // 30 for c in other)
    )
    game.play(lead)
    led = game.state.lead_card // 6
    off = next(c for c in other if c // 6 != led)
    rec = game.to_record()
    rec["moves"] = [*rec["moves"], f"play {CARD_CODES[off]} cave", "take 0"]
    with pytest.raises(RecordMoveError) as err:
        LoneWolves.from_record(rec)
    assert err.value.step == 1 and err.value.rule == "LW-T2"
    code, lines = _run(["replay", _write(tmp_path, rec)], capsys)
    assert code == 1
    out = json.loads(lines[-1])
    assert out["step"] == 1 and out["rule"] == "LW-T2"
    assert out["move"] == f"play {CARD_CODES[off]} cave"


def test_replay_prints_the_final_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = _finished(seed=4)
    code, lines = _run(["replay", _write(tmp_path, game.to_record())], capsys)
    assert code == 0 and len(lines) == 1
    sc = game.score()
    assert lines[0] == json.dumps(
        {"scores": sc.points, "winner": sc.winner, "lone_wolves": sc.lone_wolves}
    )


def test_replay_of_a_position_prints_to_move_and_legal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = _partial(n=5)
    code, lines = _run(["replay", _write(tmp_path, game.to_record())], capsys)
    assert code == 0
    assert json.loads(lines[0]) == {"to_move": game.to_move, "legal": game.legal_notations()}
    assert game.legal_notations() == sorted(game.legal_notations())


def test_replay_trace_prints_a_line_before_each_move_and_at_the_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = _finished(seed=8)
    rec = game.to_record()
    code, lines = _run(["replay", "--trace", _write(tmp_path, rec)], capsys)
    assert code == 0
    assert len(lines) == len(rec["moves"]) + 2
    replay = LoneWolves.from_record({**rec, "moves": []})
    for step, move in enumerate(rec["moves"]):
        line = json.loads(lines[step])
        assert list(line) == ["step", "to_move", "legal"]
        assert line == {"step": step, "to_move": replay.to_move, "legal": replay.legal_notations()}
        assert move in line["legal"]
        replay.play(move)
    assert json.loads(lines[-2]) == {"step": len(rec["moves"]), "to_move": None, "legal": []}
    assert json.loads(lines[-1])["scores"] == game.scores()


def test_the_installed_command_runs(tmp_path: Path) -> None:
    path = _write(tmp_path, _finished(seed=9).to_record())
    proc = subprocess.run(
        [sys.executable, "-m", "wolfpack.cli", "replay", path],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert set(json.loads(proc.stdout)) == {"scores", "winner", "lone_wolves"}


def test_an_optional_game_field_is_accepted_but_not_written() -> None:
    rec = _partial().to_record()
    assert "game" not in rec
    assert LoneWolves.from_record({**rec, "game": "lone-wolves"}).moves == rec["moves"]
    with pytest.raises(RecordError) as err:
        LoneWolves.from_record({**rec, "game": "triqueta"})
    assert err.value.field == "game"
