"""The triqueta-record/1 format, `wolfpack replay` and the registry."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from tq_positions import game

from wolfpack.cli import main
from wolfpack.core.errors import RecordError, RecordMoveError
from wolfpack.core.registry import get_game, load_record
from wolfpack.triqueta import Components, Triqueta


def _finished(players: int = 3, hidden: bool = True, seed: int = 2) -> Triqueta:
    g = Triqueta(players=players, hidden_wolves=hidden, seed=seed)
    i = 0
    while not g.is_over:
        legal = g.legal_notations()
        g.play(legal[(i * 7) % len(legal)])
        i += 1
    return g


def test_tq_s1_record_holds_the_setup_and_replays_exactly() -> None:
    g = _finished()
    rec = json.loads(json.dumps(g.to_record()))
    assert rec["game"] == "triqueta" and rec["format"] == "triqueta-record/1"
    assert rec["players"] == 3 and rec["hidden_wolves"] is True
    assert rec["two_player_variant"] is False
    assert rec["components"] == {"row_limit": None, "final_start_marker": "stays"}
    assert len(rec["setup"]["towers"]) == 4
    assert rec["setup"]["towers"][1]["stacks"][0][0].startswith("shadow-")
    again = Triqueta.from_record(rec)
    assert again.state == g.state and again.setup == g.setup
    assert load_record(rec).state == g.state
    assert get_game("triqueta").record_format == "triqueta-record/1"


def test_tq_t2_components_survive_the_record(tmp_path: Path) -> None:
    g = Triqueta(players=2, hidden_wolves=False, seed=1, components=Components(row_limit=4))
    g.play_all(["draw 0", "place 0"])
    path = tmp_path / "g.tqr.json"
    g.save(path)
    again = Triqueta.load(path)
    assert again.components == Components(row_limit=4, final_start_marker="stays")
    assert again.state == g.state


def _bad(rec: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(rec)
    obj = out
    for key in path[:-1]:
        obj = obj[key]
    if value is KeyError:
        del obj[path[-1]]
    else:
        obj[path[-1]] = value
    return out


@pytest.mark.parametrize(
    ("path", "value", "field"),
    [
        (["format"], "lone-wolves-record/1", "format"),
        (["game"], "chess", "game"),
        (["players"], 6, "players"),
        (["hidden_wolves"], "yes", "hidden_wolves"),
        (["two_player_variant"], True, "two_player_variant"),
        (["components", "row_limit"], 0, "components.row_limit"),
        (["components", "colour"], 1, "components.colour"),
        (["setup", "start"], 3, "setup.start"),
        (["setup", "towers"], [], "setup.towers"),
        (["setup", "towers", 0, "stacks", 0, 1], "unicorn", "setup.towers[0].stacks[0][1]"),
        (["setup", "towers", 1, "stacks", 2], ["owl", "owl", "owl"], "setup.towers[1].stacks[2]"),
        (["setup", "towers", 1, "stacks", 2, 0], "owl", "setup.towers[1].stacks[2][0]"),
        (["setup", "towers", 0, "stacks", 2, 0], "shadow-wolf", "setup.towers[0].stacks[2][0]"),
        (["setup", "towers", 0, "tree"], True, "setup.towers[0].stacks[0]"),
        (["setup", "towers", 0, "stacks", 0, 0], "bear", "setup.towers"),
        (["setup", "extra"], 1, "setup.extra"),
        (["moves"], KeyError, "moves"),
        (["moves", 0], 7, "moves[0]"),
        (["seed"], 1, "seed"),
    ],
)
def test_tq_c1_malformed_records_name_the_field(path: list[Any], value: Any, field: str) -> None:
    rec = _finished().to_record()
    with pytest.raises(RecordError) as err:
        Triqueta.from_record(_bad(rec, path, value))
    assert err.value.field == field


def test_tq_c2_tile_counts_are_checked() -> None:
    rec = Triqueta(players=3, hidden_wolves=True, seed=1).to_record()
    towers = rec["setup"]["towers"]
    bottom = towers[1]["stacks"][0]
    bottom[0] = "shadow-owl" if bottom[0] == "shadow-wolf" else "shadow-wolf"
    with pytest.raises(RecordError) as err:
        Triqueta.from_record(rec)
    assert err.value.field == "setup.towers" and "TQ-C" in err.value.message


def test_tq_t1_illegal_move_in_a_record_names_step_and_rule() -> None:
    g = game(3)
    g.play_all(["take 0"])
    rec = g.to_record()
    rec["moves"] += ["take 0"]
    with pytest.raises(RecordMoveError) as err:
        Triqueta.from_record(rec)
    assert err.value.step == 1 and err.value.rule == "TQ-T1"


def test_tq_e3_cli_replay_prints_the_result(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    g = _finished(players=4, hidden=False, seed=9)
    path = tmp_path / "done.tqr.json"
    g.save(path)
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["scores"] == g.score().points and out["winners"] == g.winners


def test_tq_t1_cli_trace_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    g = Triqueta(players=2, hidden_wolves=True, seed=1)
    g.play_all(["draw 0 1", "keep", "box"])
    path = tmp_path / "part.tqr.json"
    g.save(path)
    assert main(["replay", "--trace", str(path)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x.get("step") for x in lines] == [0, 1, 2, 3, None]
    assert "draw 0 1" in lines[0]["legal"] and lines[1]["legal"] == [
        "box",
        "keep",
        "place 0",
        "place 1",
    ]
    assert lines[-1] == {"to_move": g.to_move, "legal": lines[3]["legal"]}
    rec = g.to_record()
    rec["moves"].append("draw 3")
    path.write_text(json.dumps(rec))
    assert main(["replay", str(path)]) == 1
    err = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert err["error"] == "illegal move" and err["step"] == 3 and err["rule"] == "TQ-V1"
    rec["players"] = 9
    path.write_text(json.dumps(rec))
    assert main(["replay", str(path)]) == 2
    err = json.loads(capsys.readouterr().out)
    assert err == {"error": "malformed record", "field": "players", "message": err["message"]}
