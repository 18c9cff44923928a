"""The game API: notation, explanations in three languages, views, records, the CLI, bots."""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

import pytest

from wolfpack import TheWolves as PackageTheWolves
from wolfpack.bots import RandomBot
from wolfpack.bots.random_bot import play_out
from wolfpack.cli import main
from wolfpack.core.errors import IllegalMoveError, RecordError, RecordMoveError
from wolfpack.core.i18n import LANGUAGES, render, template_fields, templates
from wolfpack.core.registry import get_game, load_record
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.actions import (
    DISP_BASE,
    DOM_BASE,
    DONE,
    END,
    HEX_BASE,
    KIND_BASE,
    PLACE_BASE,
    TERRAIN_BASE,
    TRACK_BASE,
    notation,
    parse,
    pay_code,
    wolf_code,
)
from wolfpack.the_wolves.explain import why_illegal

SAMPLES = {
    "nth": 0,
    "twterrain": "grass",
    "twterrain_hex": "grass",
    "twterrains": ["grass", "rock"],
    "twkind": "pack",
    "twkind_nom": "pack",
    "twkind_nom_cap": "lone",
    "twkind_acc": "den",
    "twkind_dat": "lair",
    "twaction": "howl",
    "twtrack": "wolf_speed",
    "twprey": "moose",
    "twprey_a": "hare",
    "twphase": "half",
    "twreward": "bonus_action",
    "twplayer": 5,
    "twplayer_cap": 5,
    "twof": 5,
    "twplayers": [0, 2],
    "twplayers_cap": [0, 5],
    "twhex": "8,9",
    "twhex_cap": "8,9",
    "twhexes": ["8,9", "9,9"],
    "twregion": "8,9",
    "twtiles": 2,
    "twbonus": 1,
    "twtiles_held": 0,
    "twbonus_held": 0,
    "twbonus_has": 1,
    "twbonus_left": 0,
    "twactions": 1,
    "twsteps": 3,
    "twwolves": 2,
    "twpay": ["home", "grass>rock", "bonus"],
    "twpay_dat": ["home", "grass>rock", "bonus"],
    "twdist": 2,
    "twalphas": 1,
    "twalpha_group": 2,
    "twpack_group": 1,
    "twatokens": 0,
    "points_amount": 2.5,
    "": 3,
}


def test_every_message_has_three_languages_with_the_same_fields() -> None:
    tw = {k: v for k, v in templates().items() if k.startswith("tw.")}
    assert len(tw) > 100
    for key, by_lang in tw.items():
        fields = {lang: template_fields(by_lang[lang]) for lang in LANGUAGES}
        assert fields["en"] == fields["de"] == fields["ja"], key
        params = {name: SAMPLES[kind] for name, kind in fields["en"]}
        if "text" in params:
            params["text"] = "hello"
        for lang in LANGUAGES:
            out = render(key, params, lang)
            assert "{" not in out and out.strip(), (key, lang)


def test_package_exports_the_game_and_registers_it() -> None:
    assert PackageTheWolves is TheWolves
    info = get_game("the-wolves")
    assert info.rule_prefix == "TW" and info.record_format == "the-wolves-record/1"


def _random_game(players: int, seed: int, stop: int) -> TheWolves:
    g = TheWolves(players=players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and len(g.moves) < stop:
        g.play(rng.choice(g.legal_moves()))
    return g


def _candidates(g: TheWolves, rng: random.Random) -> list[int]:
    """A spread of decision codes of every kind, most of them illegal now."""
    s = g.state
    geo = s.geo
    hexes = rng.sample(range(geo.size), 12)
    codes = [KIND_BASE + a for a in range(5)] + [END, DONE]
    codes += [TERRAIN_BASE + t for t in range(5)] + [TRACK_BASE + t for t in range(3)]
    codes += [
        pay_code(h, m, b) for h in (0, 1) for m in (0, 1, 6, 24) for b in (0, 1, 3) if h or m or b
    ]
    for h in hexes:
        codes += [PLACE_BASE + h, HEX_BASE + h, DOM_BASE + 2 * h, DOM_BASE + 2 * h + 1]
        codes += [DISP_BASE + h]
    for h, pcs in enumerate(s.pcs):
        for q in pcs:
            if q >> 2 == s.player and q & 3 <= 1:
                codes += [wolf_code(h, q & 3, d) for d in [*hexes, h]]
                codes += [wolf_code(h, 1 - (q & 3), hexes[0])]
    return codes


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_notation_round_trips_and_every_choice_explains_itself(players: int) -> None:
    rng = random.Random(players)
    g = TheWolves(players=players, seed=players * 7)
    steps = 0
    while not g.is_over and steps < 250:
        s = g.state
        flips = s.flips[s.player]
        legal = set(s.legal_actions())
        for m in g.legal_moves():
            assert parse(s.geo, s.rules, m.notation) == m.action
            assert parse(s.geo, s.rules, "  " + m.notation.upper() + " ") == m.action
            assert m.explanation.rules
            for lang in LANGUAGES:
                assert m.explanation.text(lang)
        if steps % 5 == 0:
            for code in _candidates(g, rng):
                if code in legal:
                    continue
                text = notation(s.geo, s.rules, flips, code)
                assert parse(s.geo, s.rules, text) == code, text
                e = why_illegal(s, text, code)
                assert e.rules, text
                for lang in LANGUAGES:
                    assert e.text(lang)
        g.play(rng.choice(g.legal_moves()))
        steps += 1


def test_unparsable_and_off_map_choices() -> None:
    g = TheWolves(players=3, seed=1)
    for text in ("", "howl at the moon", "place", "pay swamp", "alpha 1,1", "track fast", "to x"):
        e = g.explain(text)
        assert e.rules and e.text("ja")
        with pytest.raises(IllegalMoveError):
            g.play(text)
    assert "no hex 99,99" in g.explain("place 99,99").text("en")
    assert g.moves == []


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_bots_finish_games_at_every_player_count(players: int) -> None:
    g = TheWolves(players=players, seed=100 + players)
    play_out(g, [RandomBot(i) for i in range(players)])
    assert g.is_over
    assert g.winners and set(g.winners) <= set(range(players))
    result = g.result_json()
    assert len(result["scores"]) == players and result["end"] in ("full", "stall")
    assert result["scores"] == g.scores()


def test_views_hide_only_the_box_and_are_json() -> None:
    g = _random_game(4, seed=5, stop=60)
    open_view = g.view()
    assert "box" in open_view and len(open_view["box"]["region_tiles"]) == 2
    for p in range(4):
        v = g.view(p)
        json.dumps(v)
        assert "box" not in v and v["perspective"] == p
        same = {k: val for k, val in open_view.items() if k not in ("box", "perspective")}
        assert {k: val for k, val in v.items() if k != "perspective"} == same
    with pytest.raises(ValueError):
        g.view(4)
    text = g.render()
    assert "The Wolves, 4 players" in text
    assert "Die Wölfe" in g.render("de") and "ウルヴズ" in g.render("ja")
    assert "to move" in repr(g)


def test_view_describes_the_position() -> None:
    g = _random_game(2, seed=6, stop=40)
    v = g.view(0)
    assert v["game"] == "the-wolves" and v["players"] == 2 and v["neutral_pack"]
    assert len(v["hexes"]) == 80 and len(v["regions"]) == 5
    pieces = sum(len(h["pieces"]) for h in v["hexes"])
    assert pieces == sum(len(p) for p in g.state.pcs)
    assert v["calendar"]["scoring_dates"] == {"crescent": 7, "half": 13, "full": 18}
    assert all(len(b["tiles"]) == 6 for b in v["boards"])
    assert v["current"]["actions_left"] in (0, 1, 2)


@pytest.mark.parametrize("players", [2, 5])
def test_records_round_trip(players: int, tmp_path: Path) -> None:
    g = _random_game(players, seed=8, stop=120)
    rec = json.loads(json.dumps(g.to_record()))
    assert rec["game"] == "the-wolves" and rec["format"] == "the-wolves-record/1"
    assert "data" not in rec
    again = TheWolves.from_record(rec)
    assert again.state == g.state and again.moves == g.moves
    path = tmp_path / "game.twr.json"
    g.save(path)
    assert load_record(path).state == g.state
    assert TheWolves.load(str(path)).state == g.state
    # undo back to the start and the record of that position replays too
    while g.moves:
        g.undo()
    assert g.state == TheWolves.from_record(g.to_record()).state


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda r: r.pop("players"), "players"),
        (lambda r: r.update(players=6), "players"),
        (lambda r: r.update(format="the-wolves-record/3"), "format"),
        (lambda r: r.update(game="lone-wolves"), "game"),
        (lambda r: r.update(extra=1), "extra"),
        (lambda r: r["setup"]["tiles"].pop(), "setup.tiles"),
        (lambda r: r["setup"]["tiles"].__setitem__(0, "99"), "setup.tiles[0]"),
        (lambda r: r["setup"]["tiles"].__setitem__(1, r["setup"]["tiles"][0]), "setup.tiles"),
        (lambda r: r["setup"]["tokens"].__setitem__(0, ["full", "full"]), "setup.tokens"),
        (lambda r: r["setup"]["prey"].__setitem__(0, ["dragon"]), "setup.prey[0][0]"),
        (lambda r: r["setup"]["homes"].__setitem__(1, r["setup"]["homes"][0]), "setup.homes"),
        (lambda r: r["setup"].update(first=3), "setup.first"),
        (lambda r: r["moves"].append(7), "moves[4]"),
        (lambda r: r.update(data={"action_costs": {"move": "one"}}), "data.action_costs.move"),
    ],
)
def test_malformed_records_name_the_field(change: object, field: str) -> None:
    g = TheWolves(players=3, seed=9)
    for _ in range(4):
        g.play(g.legal_notations()[0])
    rec = g.to_record()
    change(rec)  # type: ignore[operator]
    with pytest.raises(RecordError) as e:
        TheWolves.from_record(rec)
    assert e.value.field == field


def test_an_illegal_move_in_a_record_names_step_and_rule() -> None:
    g = TheWolves(players=3, seed=9)
    for _ in range(6):
        g.play(g.legal_notations()[0])
    rec = g.to_record()
    rec["moves"][5] = "howl"
    with pytest.raises(RecordMoveError) as e:
        TheWolves.from_record(rec)
    assert e.value.step == 5 and e.value.rule == "TW-S3"


def test_cli_replay_and_trace(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    g = TheWolves(players=2, seed=10)
    play_out(g, [RandomBot(1), RandomBot(2)])
    full = tmp_path / "full.twr.json"
    g.save(full)
    assert main(["replay", str(full)]) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out == g.result_json()
    rec = g.to_record()
    rec["moves"] = rec["moves"][:6]
    part = tmp_path / "part.twr.json"
    part.write_text(json.dumps(rec), encoding="utf-8")
    assert main(["replay", "--trace", str(part)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.strip().splitlines()]
    assert [x["step"] for x in lines[:-1]] == list(range(7))
    assert lines[0]["legal"] == sorted(lines[0]["legal"])
    assert lines[-1]["to_move"] in (0, 1)
    rec["moves"][3] = "dominate"
    part.write_text(json.dumps(rec), encoding="utf-8")
    assert main(["replay", str(part)]) == 1
    err = json.loads(capsys.readouterr().out.strip())
    assert err["step"] == 3 and err["rule"] == "TW-S3"
    rec["players"] = "two"
    part.write_text(json.dumps(rec), encoding="utf-8")
    assert main(["replay", str(part)]) == 2
    assert json.loads(capsys.readouterr().out.strip())["field"] == "players"


def test_cli_rules_lists_the_wolves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--game", "the-wolves", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 21 and "TW-T8" in out


def test_undo_redo_and_refusals_keep_the_state() -> None:
    g = _random_game(3, seed=11, stop=50)
    before = g.state.clone()
    with pytest.raises(IllegalMoveError):
        g.play("place 0,0")
    assert g.state == before
    last = g.undo()
    assert g.can_redo
    g.redo()
    assert g.state == before and g.moves[-1] == last
    assert set(string.ascii_lowercase) & set(last)


def test_the_documented_record_replays() -> None:
    doc = Path(__file__).resolve().parents[2] / "docs" / "the-wolves-record.md"
    text = doc.read_text(encoding="utf-8")
    example = text.split("```json\n")[1].split("```")[0]
    g = TheWolves.from_record(json.loads(example))
    assert g.moves[-1] == "track speed"
    assert g.view()["boards"][0]["tracks"]["wolf_speed"]["value"] == 4
    assert g.to_record() == json.loads(example)


def test_core_game_rules_can_read_notation_in_the_position() -> None:
    """The core change The Wolves needs: a notation that depends on the position (the map
    of the player count, the faces a tile shows) is read and written in the state."""
    from wolfpack.core.game import GameRules

    rules = TheWolves.rules
    assert rules.parse is None and rules.parse_in is not None
    g = TheWolves(players=2, seed=3)
    s = g.state
    action = s.legal_actions()[0]
    assert rules.parse_text(s, rules.notation_of(s, action)) == action
    with pytest.raises(TypeError):
        GameRules(
            why_legal=rules.why_legal,
            why_illegal=rules.why_illegal,
            view=rules.view,
            render=rules.render,
        )
    stateless = GameRules(
        parse=lambda text: 7 if text == "x" else None,
        notation=lambda action: "x",
        why_legal=rules.why_legal,
        why_illegal=rules.why_illegal,
        view=rules.view,
        render=rules.render,
    )
    assert stateless.parse_text(s, "x") == 7 and stateless.notation_of(s, 7) == "x"
