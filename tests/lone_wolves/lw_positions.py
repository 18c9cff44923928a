"""Staged Lone Wolves positions for the per-rule tests.

:func:`make_game` builds a :class:`LoneWolves` game from a chosen setup (hands, box, scars
per territory, honor tokens, first leader, board side, components) so that a test can play
the exact tricks a rule needs. Every staged setup is checked to be a valid record setup
(30 distinct cards dealt 13/13/4, 2 of each scar effect, the right number of scar spaces)
by a round trip through the record reader, so no test runs on an impossible deal.

:func:`trick` plays one whole trick in record notation and insists that the decisions it
is given are exactly the ones the rules ask for; :func:`assert_refused` checks that an
illegal move is refused with the rule it breaks and leaves the state untouched.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from wolfpack.core.errors import IllegalMoveError
from wolfpack.core.explain import Event
from wolfpack.core.i18n import LANGUAGES
from wolfpack.lone_wolves import Components, LoneWolves
from wolfpack.lone_wolves.components import (
    CARD_BY_CODE,
    EFFECTS,
    N_CARDS,
    SCARS_PER_EFFECT,
    TERRITORIES,
)
from wolfpack.lone_wolves.state import OVER, PLACE, PLAY, REVEAL, TAKE, Setup

# Scars used to fill territories a test does not specify: the effects without an
# immediate effect first, so that box wolves and honor flips only happen where asked.
FILL_ORDER = (
    "points-per-wolf",
    "points-per-lone",
    "points-per-faceup",
    "points-low-faceup",
    "points-if-honor",
    "pack-strength",
    "plus3",
    "flip-honor",
    "box-wolf",
)

ScarSpec = str | tuple[str, bool]


def cards(spec: str) -> tuple[int, ...]:
    """Card ints of a space-separated list of codes: ``cards("r6 g2")``."""
    return tuple(CARD_BY_CODE[c] for c in spec.split())


def make_setup(
    hands: tuple[str, str],
    *,
    box: str | None = None,
    scars: Mapping[str, Sequence[ScarSpec]] | None = None,
    honor: Mapping[str, tuple[int, int]] | None = None,
    leader: int = 0,
    variant: str = "standard",
) -> Setup:
    """A setup from readable parts.

    * ``hands``: two strings of 13 card codes each.
    * ``box``: the 4 box cards in draw order; by default the 4 cards in no hand, in card
      order (black 2 first, red 7 last).
    * ``scars``: per territory, its scar spaces in order. A plain effect name lies face up
      on space 0 and face down elsewhere (as dealt); ``(effect, face_up)`` says it
      explicitly. Territories left out are filled from the remaining tokens in
      :data:`FILL_ORDER`; what is left over is unused (in the box).
    * ``honor``: per territory, ``(token index into the components' honor tokens, side)``;
      by default territory ``i`` has token ``i`` front side up (default values: Cave 2,
      Desert 3, Swamp 4, Tundra 5, Volcano 6).
    """
    h0, h1 = cards(hands[0]), cards(hands[1])
    assert len(h0) == 13 and len(h1) == 13, (len(h0), len(h1))
    if box is None:
        held = set(h0) | set(h1)
        box_cards = tuple(c for c in range(N_CARDS) if c not in held)
    else:
        box_cards = cards(box)
    n_spaces = [4 if variant == "advanced" and t == 2 else 3 for t in range(5)]
    pool: Counter[str] = Counter({e: SCARS_PER_EFFECT for e in EFFECTS})
    rows: list[tuple[tuple[int, bool], ...] | None] = [None] * 5
    for name, spaces in (scars or {}).items():
        t = TERRITORIES.index(name)
        row = []
        for i, sp in enumerate(spaces):
            eff, up = (sp, i == 0) if isinstance(sp, str) else sp
            pool[eff] -= 1
            assert pool[eff] >= 0, f"more than two {eff} scars"
            row.append((EFFECTS.index(eff), up))
        assert len(row) == n_spaces[t], f"{name} needs {n_spaces[t]} scar spaces"
        rows[t] = tuple(row)
    rest = [e for e in FILL_ORDER for _ in range(pool[e])]
    for t in range(5):
        if rows[t] is None:
            take, rest = rest[: n_spaces[t]], rest[n_spaces[t] :]
            rows[t] = tuple((EFFECTS.index(e), i == 0) for i, e in enumerate(take))
    honor_rows = tuple((honor or {}).get(name, (t, 0)) for t, name in enumerate(TERRITORIES))
    return Setup(
        hands=(h0, h1),
        box=box_cards,
        scars=tuple(r for r in rows if r is not None),
        unused_scars=tuple(EFFECTS.index(e) for e in rest),
        honor=honor_rows,
        leader=leader,
    )


def make_game(
    hands: tuple[str, str],
    *,
    box: str | None = None,
    scars: Mapping[str, Sequence[ScarSpec]] | None = None,
    honor: Mapping[str, tuple[int, int]] | None = None,
    leader: int = 0,
    variant: str = "standard",
    components: Components | None = None,
) -> LoneWolves:
    """A new game from a staged setup (see :func:`make_setup`), checked to be a valid
    record setup by writing and reading it back."""
    setup = make_setup(hands, box=box, scars=scars, honor=honor, leader=leader, variant=variant)
    game = LoneWolves(setup=setup, variant=variant, components=components)
    again = LoneWolves.from_record(json.loads(json.dumps(game.to_record())))
    assert again.state == game.state, "the staged setup does not survive a record round trip"
    return game


# Hands used by many tests: player 0 holds all black and brown and the Green 2; player 1
# the other greens, all white and the Red 2 and 3; the box holds Red 4..7.
HANDS_A = (
    "k2 k3 k4 k5 k6 k7 b2 b3 b4 b5 b6 b7 g2",
    "g3 g4 g5 g6 g7 w2 w3 w4 w5 w6 w7 r2 r3",
)


def phase(game: LoneWolves) -> int:
    """The phase of the state: PLAY, REVEAL, TAKE, PLACE or OVER."""
    return game.state.phase


def trick(
    game: LoneWolves,
    lead: str,
    follow: str,
    *,
    reveal_lead: int | None = None,
    reveal_follow: int | None = None,
    take: int | None = None,
    place: str | None = None,
) -> list[Event]:
    """Play one trick: ``lead`` and ``follow`` are ``"<card> <territory>"``.

    A reveal, take or place must be given exactly when the rules ask for it (else the
    helper fails), so a test states every decision of the trick. Returns all events.
    """
    assert phase(game) == PLAY, "a trick starts in the play phase"
    events = list(game.play(f"play {lead}"))
    if reveal_lead is not None:
        assert phase(game) == REVEAL, f"no reveal after leading {lead}"
        events += game.play(f"reveal {reveal_lead}")
    assert phase(game) == PLAY, f"leading {lead} needs a reveal decision"
    events += game.play(f"play {follow}")
    if reveal_follow is not None:
        assert phase(game) == REVEAL, f"no reveal after following {follow}"
        events += game.play(f"reveal {reveal_follow}")
    assert phase(game) != REVEAL, f"following {follow} needs a reveal decision"
    if take is not None:
        assert phase(game) == TAKE, "no scar to take in this trick"
        events += game.play(f"take {take}")
        assert place is not None, "a taken scar must be placed"
        assert phase(game) == PLACE
        events += game.play(f"place {place}")
    else:
        assert place is None
        assert phase(game) in (PLAY, OVER), "the loser has a scar to take"
    return events


def keys(events: Sequence[Event]) -> list[str]:
    """The message keys of events, in order."""
    return [e.key for e in events]


def find(events: Sequence[Event], key: str) -> list[Event]:
    """The events with message ``key``."""
    return [e for e in events if e.key == key]


def assert_refused(game: LoneWolves, move: str, rule: str) -> IllegalMoveError:
    """``move`` is refused citing ``rule`` first, explained in every language, and neither
    the state nor the move list changes."""
    before = game.state.clone()
    moves = list(game.moves)
    try:
        game.play(move)
    except IllegalMoveError as e:
        err = e
    else:
        raise AssertionError(f"{move!r} was accepted")
    assert err.rule == rule, (move, err.rule, err.explanation.key)
    assert err.explanation.rules[0] == rule
    for lang in LANGUAGES:
        text = err.explanation.text(lang)
        assert rule in text and len(text) > len(rule) + 10, (lang, text)
    assert game.state == before, "a refused move changed the state"
    assert game.moves == moves
    assert not game.is_legal(move)
    assert game.explain(move).rules == err.explanation.rules
    return err


def json_text(data: Any) -> str:
    """A view as JSON text, to search it for hidden values."""
    return json.dumps(data, ensure_ascii=False)


# -- the rulebook game ------------------------------------------------------------------
# A whole game that restages the worked examples of both rulebooks (names our own): Ash is
# player 0 and leads the first trick, Birch is player 1. Birch never holds a green card.
RULEBOOK_HANDS = (
    "r6 g2 g7 k7 k6 w7 w6 b7 g5 g3 g4 g6 w3",
    "r4 r2 b3 k4 k5 w4 w5 b5 b6 k2 k3 b2 b4",
)
RULEBOOK_BOX = "r3 r5 r7 w2"
RULEBOOK_SCARS: dict[str, Sequence[ScarSpec]] = {
    "cave": ["plus3", "points-per-lone", "flip-honor"],
    "desert": ["pack-strength", "points-low-faceup", "points-per-wolf"],
    "swamp": ["points-if-honor", "plus3", "box-wolf"],
    "tundra": ["points-per-faceup", "flip-honor", "points-per-faceup"],
    "volcano": ["points-if-honor", "points-per-lone", "pack-strength"],
}
# One entry per trick: trick() keyword arguments.
RULEBOOK_TRICKS: tuple[dict[str, Any], ...] = (
    # 1. Red 6 led, Red 4 must follow: Birch loses, takes a face-down Cave scar to the Tundra.
    {"lead": "r6 swamp", "follow": "r4 cave", "take": 1, "place": "tundra"},
    # 2. Green 2 led into the Desert, Brown 3 off-suit there reveals space 1; Birch takes
    #    the third scar (space 2) and puts it in the Cave.
    {"lead": "g2 desert", "follow": "b3 desert", "reveal_follow": 1, "take": 2, "place": "cave"},
    # 3-4. Birch loses twice into the Desert and takes its last scars: the Moon, Brown trump.
    {"lead": "k7 volcano", "follow": "k4 desert", "take": 0, "place": "desert"},
    {"lead": "k6 volcano", "follow": "k5 desert", "take": 1, "place": "volcano"},
    # 5-6. Birch loses twice into the Swamp: a box wolf, then +3; one Swamp scar is left.
    {"lead": "w7 tundra", "follow": "w4 swamp", "take": 2, "place": "swamp"},
    {"lead": "w6 tundra", "follow": "w5 swamp", "take": 1, "place": "swamp"},
    # 7. Green 7 led into the Swamp, Brown 5 (trump) off-suit into the Volcano wins; Ash takes
    #    the last Swamp scar: the Blood Moon, Green is trump and Brown no longer.
    {"lead": "g7 swamp", "follow": "b5 volcano", "take": 0, "place": "volcano"},
    # 8. Birch leads Red 2; Ash has no red and plays Brown 7, which is no longer trump.
    {"lead": "r2 cave", "follow": "b7 tundra", "take": 1, "place": "tundra"},
    # 9. Birch leads Brown 6; Ash trumps with Green 5.
    {"lead": "b6 volcano", "follow": "g5 tundra", "take": 1, "place": "volcano"},
    # 10-11. Ash leads trump; Birch empties the Cave (a third emptied territory).
    {"lead": "g6 volcano", "follow": "b4 cave", "take": 0, "place": "cave"},
    {"lead": "g4 tundra", "follow": "b2 cave", "take": 2, "place": "cave"},
    # 12. White 3 into the scarless Desert; Black 2 off-suit fills the Tundra.
    {"lead": "w3 desert", "follow": "k2 tundra", "take": 0, "place": "tundra"},
    # 13. Green 3 reveals the Volcano's last face-down scar; Black 3 fills the Desert,
    #     which has no scar left, so Birch takes none.
    {"lead": "g3 volcano", "follow": "k3 desert", "reveal_lead": 2},
)


def rulebook_game(tricks: int = 0, components: Components | None = None) -> LoneWolves:
    """The rulebook game after its first ``tricks`` tricks."""
    game = make_game(
        RULEBOOK_HANDS,
        box=RULEBOOK_BOX,
        scars=RULEBOOK_SCARS,
        leader=0,
        components=components,
    )
    for kw in RULEBOOK_TRICKS[:tricks]:
        trick(game, **kw)
    return game


# -- the drawn game ---------------------------------------------------------------------
# Player 0 wins tricks 1-7, player 1 tricks 8-13. The Swamp empties first (the Moon) and
# ends tied 7:7; the Desert empties second (the Blood Moon, won by player 1); the Cave
# empties third. Player 0 gets a box wolf. Points 11:11 and lone wolves 7:7: a draw.
DRAW_HANDS = (
    "k7 k6 b7 g7 g6 r7 w6 r2 k2 b2 g2 r3 k3",
    "k4 k5 b4 g5 g4 r5 w5 r4 b6 b5 r6 w7 w4",
)
DRAW_BOX = "b3 g3 w2 w3"
DRAW_SCARS: dict[str, Sequence[ScarSpec]] = {
    "cave": ["points-if-honor", "box-wolf", "pack-strength"],
    "desert": ["points-low-faceup", "points-if-honor", "pack-strength"],
    "swamp": ["points-per-wolf", "points-per-lone", "points-per-faceup"],
    "tundra": ["points-per-lone", "plus3", "points-per-wolf"],
    "volcano": ["plus3", "points-low-faceup", "points-per-faceup"],
}
DRAW_HONOR = {"cave": (0, 1)}
DRAW_TRICKS: tuple[dict[str, Any], ...] = (
    {"lead": "k7 swamp", "follow": "k4 swamp", "take": 0, "place": "cave"},
    {"lead": "k6 cave", "follow": "k5 swamp", "take": 1, "place": "cave"},
    {"lead": "b7 cave", "follow": "b4 swamp", "take": 2, "place": "cave"},
    {"lead": "g7 volcano", "follow": "g5 desert", "take": 0, "place": "volcano"},
    {"lead": "g6 volcano", "follow": "g4 desert", "take": 1, "place": "volcano"},
    {"lead": "r7 volcano", "follow": "r5 desert", "take": 2, "place": "volcano"},
    {"lead": "w6 cave", "follow": "w5 tundra", "take": 1, "place": "desert"},
    {"lead": "r2 cave", "follow": "r4 swamp", "take": 1, "place": "volcano"},
    {"lead": "b6 desert", "follow": "b2 cave", "take": 0, "place": "desert"},
    {"lead": "b5 desert", "follow": "k2 cave", "take": 2, "place": "desert"},
    {
        "lead": "r6 tundra",
        "follow": "r3 volcano",
        "reveal_follow": 1,
        "take": 0,
        "place": "volcano",
    },
    {"lead": "w7 tundra", "follow": "g2 volcano", "take": 1, "place": "tundra"},
    {"lead": "w4 tundra", "follow": "k3 tundra", "reveal_follow": 2, "take": 0, "place": "desert"},
)


def draw_game(tricks: int = 13, components: Components | None = None) -> LoneWolves:
    """The drawn game after its first ``tricks`` tricks."""
    game = make_game(
        DRAW_HANDS,
        box=DRAW_BOX,
        scars=DRAW_SCARS,
        honor=DRAW_HONOR,
        leader=0,
        components=components,
    )
    for kw in DRAW_TRICKS[:tricks]:
        trick(game, **kw)
    return game
