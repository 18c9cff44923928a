"""Properties of Lone Wolves over thousands of random games (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from lw_invariants import check_state
from wolfpack import IllegalMoveError, LoneWolves
from wolfpack.core.conformance import check_random_game
from wolfpack.lone_wolves.components import CARD_CODES, N_TRICKS
from wolfpack.lone_wolves.state import OVER, LWState, cards_of

seeds = st.integers(min_value=0, max_value=2**63 - 1)
variants = st.sampled_from(["standard", "advanced"])


@settings(max_examples=2000)
@given(seed=seeds, variant=variants)
def test_fast_random_games_conserve_everything(seed: int, variant: str) -> None:
    """30 cards and 18 scars accounted for, a territory never over 6, a legal move until
    the end, and exactly 13 tricks, at every decision of thousands of random games."""
    s = LWState.new(seed=seed, variant=variant)
    rng = random.Random(seed)
    decisions = 0
    while s.phase != OVER:
        check_state(s)
        legal = s.legal_actions()
        assert legal, "a legal move exists until the end"
        s.apply(rng.choice(legal))
        decisions += 1
    check_state(s)
    assert s.tricks == N_TRICKS
    assert s.hands == [0, 0]
    assert s.legal_actions() == []
    assert decisions >= 2 * N_TRICKS


@settings(max_examples=300)
@given(seed=seeds, variant=variants)
def test_same_seed_same_game(seed: int, variant: str) -> None:
    """A seed reproduces the deal and, with the same bot seed, the whole game."""
    a, b = LWState.new(seed=seed, variant=variant), LWState.new(seed=seed, variant=variant)
    assert a == b
    a.playout(random.Random(seed))
    b.playout(random.Random(seed))
    assert a == b
    assert a.scores() == b.scores()


@settings(max_examples=150)
@given(seed=seeds, variant=variants)
def test_api_undo_illegal_record_roundtrip(seed: int, variant: str) -> None:
    """Through the public API: undo restores the exact state, an illegal move changes
    nothing, views are JSON-ready, and write → read → replay gives the same state."""
    game = check_random_game(LoneWolves(seed=seed, variant=variant), seed, LoneWolves.from_record)
    replayed = LoneWolves.from_record(json.loads(json.dumps(game.to_record())))
    assert replayed.state == game.state
    assert replayed.scores() == game.scores()
    assert replayed.score().to_json() == game.score().to_json()


@settings(max_examples=200)
@given(seed=seeds, variant=variants, data=st.data())
def test_illegal_moves_change_nothing(seed: int, variant: str, data: st.DataObject) -> None:
    """Every possible move string that is not legal is refused, citing a rule, with the
    state unchanged."""
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    for _ in range(data.draw(st.integers(0, 60))):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    legal = set(game.legal_notations())
    candidates = [f"play {c} {t}" for c in CARD_CODES for t in ("cave", "swamp", "volcano")]
    candidates += [f"reveal {i}" for i in range(5)] + [f"take {i}" for i in range(5)]
    candidates += ["place cave", "place tundra", "place swamp+tundra", "place cave+swamp", "x"]
    before = game.state.clone()
    for text in candidates:
        if text in legal:
            continue
        try:
            game.play(text)
        except IllegalMoveError as e:
            assert e.rule is not None and e.rule.startswith("LW-")
            assert game.state == before
        else:
            raise AssertionError(f"{text!r} was accepted but is not legal")


def _hidden_from(state: LWState, player: int) -> set[str]:
    """Card codes that ``player`` may not see: the other hand, the box, box wolves."""
    hidden = set(cards_of(state.hands[player ^ 1]))
    hidden |= set(state.box[state.box_pos :])
    for i in range(10):
        hidden |= set(state.boxw[i])
    return {CARD_CODES[c] for c in hidden}


def _assert_view_hides(view: dict[str, object], state: LWState, player: int) -> None:
    text = json.dumps(view)
    for code in _hidden_from(state, player):
        assert f'"{code}"' not in text, f"{code} leaked into player {player}'s view"
    v = view
    assert v["hands"][player ^ 1]["cards"] is None  # type: ignore[index]
    assert v["box"]["cards"] is None  # type: ignore[index]
    assert v["unused_scars"]["effects"] is None  # type: ignore[index]
    for terr in v["territories"]:  # type: ignore[attr-defined]
        for scar in terr["scars"]:
            if scar["state"] == "face_down":
                assert scar["effect"] is None
        for side in terr["sides"]:
            for card in side["cards"]:
                if card["face"] == "box":
                    assert card["card"] is None
    held = v["held_scar"]
    if held is not None and held["player"] != player and not state.held_up:  # type: ignore[index]
        assert held["effect"] is None  # type: ignore[index]


@settings(max_examples=200)
@given(seed=seeds, variant=variants)
def test_player_view_never_contains_hidden_items(seed: int, variant: str) -> None:
    """LW-H1..H4 at every decision of random games, for both players."""
    game = LoneWolves(seed=seed, variant=variant)
    rng = random.Random(seed)
    while True:
        for p in (0, 1):
            _assert_view_hides(game.view(p), game.state, p)
        if game.is_over:
            break
        events = game.play(rng.choice(game.legal_moves()))
        for event in events:  # events are public: no hidden card ever named
            params = json.dumps(event.to_json())
            for p in (0, 1):
                for code in _hidden_from(game.state, p):
                    assert f'"{code}"' not in params
