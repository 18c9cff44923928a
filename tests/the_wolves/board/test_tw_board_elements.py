"""The Wolves' decisions as board elements: every decision has one path of clicks, no path
starts another, and every dark element says why in the engine's words (issue 17)."""

from __future__ import annotations

import itertools
import re

import pytest
from tw_board_helpers import positions
from tw_helpers import (
    clear,
    edited,
    find,
    free_land,
    hx,
    nm,
    placed,
    play,
    put,
    show,
    terrain_of,
    turn_of,
)

from wolfpack.core.i18n import LANGUAGES, has_template
from wolfpack.the_wolves import TheWolves
from wolfpack.the_wolves.components import NEUTRAL
from wolfpack.the_wolves.elements import ANY_HEX, ANY_PIECE
from wolfpack.the_wolves.state import PAY, TARGET, WOLF
from wolfpack.widget.codec import encode
from wolfpack.widget.legal import legal_json

ELEMENT = re.compile(
    r"hex:\d+,\d+|piece:\d+,\d+:(alpha|pack|den|lair)|action:(move|den|lair|howl|dominate)"
    r"|button:(end|done)|terrain:(forest|rock|grass|tundra|desert)|tile:\d:(home|[1-5])"
    r"|bonus:\d:\d+|track:\d:(spread|speed|range)"
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_decision_is_one_path_and_no_path_starts_another(players: int) -> None:
    checked = 0
    for game in positions(players, seed=players, decisions=160):
        found = game.element_paths()
        assert len(set(found.values())) == len(found)
        for move, path in found.items():
            assert game.elements(move) == path
            assert all(ELEMENT.fullmatch(el) for el in path), path
        ordered = sorted(found.values())
        for a, b in itertools.pairwise(ordered):
            assert b[: len(a)] != a, (a, b)
        checked += len(found)
    assert checked > 500


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_dark_element_cites_a_rule_and_continues_no_move(players: int) -> None:
    for game in positions(players, seed=10 + players, decisions=120):
        legal = legal_json(game, None, encode)
        tree = legal["paths"]
        for prefix, reasons in legal["refused"].items():
            node = tree
            for el in prefix.split():
                node = node[el]
            # every land hex may say its own reason, plus the pieces and buttons
            assert len(reasons) <= game.state.geo.size + 40, (prefix, len(reasons))
            for element, form in reasons.items():
                assert element not in node, (prefix, element)
                why = legal["forms"][form]
                assert has_template(why[0]), why
                assert game.refusals(tuple(prefix.split()))[element].rules, why


def test_a_placement_names_taken_and_same_side_hexes_and_says_where_pairs_go() -> None:
    game = TheWolves(players=3, seed=7, first=0)
    why = game.refusals(())
    assert why[ANY_HEX].key == "tw.board.place_first" and why[ANY_HEX].cites("TW-S3")
    for _ in range(3):  # players 0, 1 and 2 place their first pair
        game.play(game.legal_notations()[0])
    first = game.state.placed[2]
    why = game.refusals(())
    assert why[ANY_HEX].key == "tw.board.place_second"
    assert why[f"hex:{nm(game, first)}"].key == "tw.no.place_taken"
    same = [k for k, e in why.items() if e.key == "tw.no.place_same_side"]
    assert same and all(k.startswith("hex:") for k in same)
    assert "across the chasm" in why[ANY_HEX].text("en")


def test_two_players_place_outside_crescent_regions() -> None:
    game = TheWolves(players=2, seed=3, first=0)
    why = game.refusals(())
    assert why[ANY_HEX].key == "tw.board.place_2p"
    tokens = {k for k, e in why.items() if e.key == "tw.no.place_token"}
    assert tokens  # the lone wolves and prey of the regions a pair may start in


def _grass_turn() -> tuple[TheWolves, int]:
    """Player 0 (home grass, one more tile showing grass) with an alpha and a pack wolf on
    hex A (not grass, next to a free grass hex), to move."""
    g = placed(3, seed=2, homes=("grass", "tundra", "rock"))
    clear(g)
    s = g.state

    def fits(h: int) -> bool:
        grass = [n for n in s.geo.neighbours[h] if free_land(s, n) and terrain_of(g, n) == "grass"]
        return free_land(s, h) and terrain_of(g, h) != "grass" and bool(grass)

    a = find(g, fits)
    put(g, a, 0, "alpha", "pack")
    show(g, 0, "grass", 1)
    turn_of(g, 0)
    return g, a


def test_the_actions_that_cannot_be_taken_say_why() -> None:
    g, _ = _grass_turn()
    why = g.refusals(())
    assert "action:move" not in why
    assert why["action:lair"].key in ("tw.no.none_lair", "tw.no.no_lairs")
    assert why["action:lair"].cites("TW-T6")
    assert why["button:end"].key == "tw.no.end_early"
    assert set(g.element_paths().values()) >= {("action:move",), ("action:den",)}


def test_a_payment_is_clicked_tile_by_tile_in_any_order() -> None:
    g, _ = _grass_turn()
    play(g, "move", "to grass")
    assert g.state.phase == PAY
    paths = set(g.element_paths().values())
    assert paths == {("tile:0:home",), ("tile:0:3",)}
    why = g.refusals(())
    assert why["tile:0:1"].key == "tw.no.pay_tile" and why["tile:0:1"].cites("TW-T1")
    # a den costs 2: the home tile and the grass tile, clicked in either order
    g, _ = _grass_turn()
    den = next(n for n in g.legal_notations() if n == "den")
    play(g, den)
    grass = [m for m in g.legal_notations() if terrain_of(g, hx(g, m.split()[1])) == "grass"]
    assert grass, "a grass hex next to the alpha"
    play(g, grass[0])
    assert g.element_paths() == {"pay home grass>tundra": ("tile:0:home", "tile:0:3")}
    assert g.other_orders() == {"pay home grass>tundra": (("tile:0:3", "tile:0:home"),)}
    assert "tile:0:3" not in g.refusals(())
    # bonus terrain tokens are all alike: any of them pays
    g.state.bterr[0] = 2
    edited(g)
    orders = g.other_orders()
    assert ("bonus:0:2", "tile:0:3") in orders["pay grass>tundra bonus"]
    assert ("bonus:0:2", "bonus:0:1") in orders["pay bonus bonus"]


def test_moving_wolves_lights_the_wolves_then_the_hexes_in_reach() -> None:
    g, a = _grass_turn()
    s = g.state
    play(g, "move", "to grass", "pay grass>tundra")
    assert s.phase == WOLF
    alpha = f"piece:{nm(g, a)}:alpha"
    paths = set(g.element_paths().values())
    assert {p[0] for p in paths} == {alpha, f"piece:{nm(g, a)}:pack"}
    assert g.refusals(())["button:done"].key == "tw.no.done_first"
    ends = {p[1] for p in paths if p[0] == alpha}
    assert ends and all(terrain_of(g, hx(g, e[4:])) == "grass" for e in ends)
    # an opponent's alpha on a grass hex in reach: the engine says why the wolf may not stop
    target = hx(g, sorted(ends)[0][4:])
    put(g, target, 1, "alpha")
    why = g.refusals((alpha,))
    assert why[f"hex:{nm(g, target)}"].key == "tw.no.end_opp_alpha"
    assert why[ANY_HEX].key == "tw.board.wolf_where" and why[ANY_HEX].cites("TW-T2")
    assert "grass hex" in why[ANY_HEX].text("en")
    # the first wolf moved: it may not move again, and Done is allowed
    end = sorted(e for e in ends if e != f"hex:{nm(g, target)}")[0]
    play(g, f"alpha {nm(g, a)}>{end[4:]}")
    if s.phase == WOLF:
        assert ("button:done",) in g.element_paths().values()
        moved = f"piece:{end[4:]}:alpha"
        assert g.refusals(())[moved].key == "tw.no.wolf_moved"


def test_dominate_names_the_neutral_pack_and_every_other_piece() -> None:
    g = placed(2, seed=4)
    clear(g)
    s = g.state
    geo = s.geo
    neutral = find(g, lambda h: any(q >> 2 == NEUTRAL and q & 3 == 1 for q in s.pcs[h]))
    a = find(g, lambda h: free_land(s, h), geo.neighbours[neutral])
    b = find(g, lambda h: free_land(s, h) and h != a, geo.neighbours[a])
    p = s.player
    put(g, a, p, "alpha")
    put(g, b, 1 - p, "pack")
    turn_of(g, p)
    s.bterr[p] = 3
    play(g, "dominate")
    assert s.phase == TARGET
    assert (f"piece:{nm(g, b)}:pack",) in g.element_paths().values()
    why = g.refusals(())
    assert why[f"piece:{nm(g, neutral)}:pack"].key == "tw.no.dominate_neutral"
    assert why[ANY_PIECE].key == why[ANY_HEX].key == "tw.board.dominate_where"


@pytest.mark.parametrize("players", [2, 5])
def test_decisions_in_words_and_why_players_wait_render_in_every_language(players: int) -> None:
    keys = set()
    for game in positions(players, seed=21, decisions=150):
        for move in game.legal_moves()[:6]:
            words = game.describe(move)
            keys.add(words.key)
            for lang in LANGUAGES:
                assert "{" not in words.text(lang)
        wait = game.waiting(None)
        assert wait.key.startswith("tw.wait.") and wait.rules
        keys.add(wait.key)
    assert {"tw.move.place", "tw.move.action", "tw.move.pay", "tw.wait.choose"} <= keys


def test_nothing_a_decision_does_is_hidden() -> None:
    game = TheWolves(players=3, seed=1)
    game.play(game.legal_notations()[0])
    assert not game.hidden_information
    assert not any(game.reveals(0, p) for p in range(3))
    assert not game.rules.reveals(game.state, 0, 1)  # type: ignore[misc]


@pytest.mark.parametrize("players", [2, 5])
def test_a_dark_hex_says_the_engines_specific_reason_not_the_general_rule(players: int) -> None:
    """Moving a wolf, digging a den, howling: each dark land hex says why it cannot be
    chosen ("Hex 8,11 is rock, but you paid for tundra"); only water and the chasm keep
    the general sentence."""
    checked = 0
    for game in positions(players, seed=20 + players, decisions=150):
        legal = legal_json(game, None, encode)
        geo = game.state.geo
        for prefix, reasons in legal["refused"].items():
            hexes = {el: f for el, f in reasons.items() if el.startswith("hex:") and el != "hex:*"}
            if not hexes:
                continue
            named = [el for el in hexes if geo.find(el.split(":")[1]) is not None]
            land = [el for el in named if geo.passable[geo.find(el.split(":")[1])]]
            general = legal["forms"][reasons["hex:*"]][0] if "hex:*" in reasons else None
            keys = {legal["forms"][f][0] for f in hexes.values()}
            assert general not in keys, (prefix, general)
            assert len(land) == len(hexes), prefix
            checked += 1
    assert checked > 5
