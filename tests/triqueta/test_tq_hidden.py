"""Hidden information in views, events and notation: TQ-H1..TQ-H3."""

from __future__ import annotations

import json
import random

from tq_invariants import scramble
from tq_positions import finish_round_quickly, game, tiles

from wolfpack.triqueta import Triqueta
from wolfpack.triqueta.components import TILE_CODES
from wolfpack.triqueta.view import view

PUBLIC_TILE_EVENTS = {"tq.ev.place", "tq.ev.take", "tq.ev.reveal"}


def test_tq_h1_tower_tiles_show_only_their_backs() -> None:
    g = Triqueta(players=3, hidden_wolves=True, seed=8)
    for p in (0, 1, 2):
        v = g.view(p)
        for tower in v["towers"]:
            for stack in tower["stacks"]:
                assert all(x["tile"] is None for x in stack)
        backs = [[x["back"] for x in s] for s in v["towers"][1]["stacks"]]
        assert backs == [["shadow", "light", "light", "light"]] * 5
    assert all(x["tile"] for x in g.view()["towers"][0]["stacks"][0])
    rng = random.Random(1)
    for p in (0, 1, 2):
        assert view(scramble(g.state, p, rng), p) == g.view(p)


def test_tq_h2_face_down_and_shadow_tiles_seen_only_by_their_owner() -> None:
    g = game(3, [["hare", "owl", "bear"]], hidden_wolves=True)
    g.play("draw 0")
    # the drawn tile is seen by the drawer only
    assert g.view(0)["pending"]["tiles"] == [{"back": "light", "tile": "bear"}]
    assert g.view(1)["pending"]["tiles"] == [{"back": "light", "tile": None}]
    g.play("keep")
    mine = g.view(0)["seats"][0]
    theirs = g.view(1)["seats"][0]
    assert mine["face_down"] == {"count": 1, "kind": "light", "tiles": ["bear"]}
    assert theirs["face_down"] == {"count": 1, "kind": "light", "tiles": None}
    assert theirs["score"] is None and theirs["public_score"] == 1
    assert mine["score"] == 2
    g.state.shadow[0].extend(tiles("shadow-wolf"))
    assert g.view(0)["seats"][0]["shadow"]["tiles"] == ["shadow-wolf"]
    assert g.view(2)["seats"][0]["shadow"] == {"count": 1, "kind": "shadow", "tiles": None}
    assert "bear" not in json.dumps(g.view(1)) and "shadow-wolf" not in json.dumps(
        g.view(1)["seats"]
    )


def test_tq_h3_box_and_leftovers_are_seen_by_nobody() -> None:
    g = game(2, hidden_wolves=True)
    g.play_all(["draw 0 1", "place 0", "box"])
    g.play_all(["take 0", "take 1"])
    for p in (0, 1):
        v = g.view(p)
        assert v["box"] == {"count": 1, "tiles": None}
        assert v["leftover"] == {"count": 13, "tiles": None}
    assert len(g.view()["leftover"]["tiles"]) == 13 and len(g.view()["box"]["tiles"]) == 1


def test_tq_h2_notation_and_events_never_name_a_hidden_tile() -> None:
    rng = random.Random(3)
    for seed in range(6):
        g = Triqueta(players=2 + seed % 4, hidden_wolves=seed % 2 == 0, seed=seed)
        while not g.is_over:
            move = rng.choice(g.legal_moves())
            events = g.play(move)
            for word in move.notation.split():
                assert word not in TILE_CODES.values()
            for e in events:
                if e.key in PUBLIC_TILE_EVENTS:
                    continue
                text = json.dumps(e.to_json())
                assert not any(f'"{code}"' in text for code in TILE_CODES.values()), e


def test_tq_h2_views_do_not_depend_on_what_the_viewer_cannot_see() -> None:
    rng = random.Random(5)
    for seed in range(4):
        g = Triqueta(players=3 + seed % 3, hidden_wolves=True, seed=seed)
        while not g.is_over:
            for p in range(g.players):
                assert view(scramble(g.state, p, rng), p) == g.view(p)
            g.play(rng.choice(g.legal_moves()))
        for p in range(g.players):
            assert view(scramble(g.state, p, rng), p) == g.view(p)


def test_tq_h1_open_view_shows_everything_for_teaching() -> None:
    g = game(3, hidden_wolves=True)
    finish_round_quickly(g)
    v = g.view()
    assert v["perspective"] is None and v["result"] is not None
    assert all(x["tile"] for t in v["towers"] for s in t["stacks"] for x in s)


def test_tq_h2_running_scores_as_a_player_knows_them() -> None:
    g = game(3, [["hare", "owl", "bear"]], start=0)
    g.play_all(["draw 0", "keep"])
    g.state.faceup[1].extend(tiles("owl", "owl"))
    g.state.down[1].extend(tiles("owl"))
    mine = g.running_scores(1)
    assert mine.params["scores"] == [1, 6, 0] and mine.params["scope"] == "player"
    assert g.running_scores(0).params["scores"] == [2, 2, 0]
    assert g.running_scores().params["scores"] == [2, 6, 0] == g.scores()
    assert mine.cites("TQ-H2") and mine.cites("TQ-E2")
    for lang in ("en", "de", "ja"):
        assert mine.text(lang)
