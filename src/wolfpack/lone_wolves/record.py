"""The Lone Wolves record (``.lwr.json``, format ``lone-wolves-record/1``, and
``lone-wolves-record/2`` with variations and notes): write, read and validate it exactly as
``lone-wolves-record.md`` specifies."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from wolfpack.core.errors import RecordError
from wolfpack.core.records import (
    expect_bool,
    expect_choice,
    expect_int,
    expect_known_keys,
    expect_list,
    expect_moves,
    expect_object,
    expect_record_format,
    expect_str,
    field,
    join,
    load_json,
    with_moves,
)
from wolfpack.lone_wolves.components import (
    BOX_SIZE,
    CARD_BY_CODE,
    CARD_CODES,
    EFFECTS,
    HAND_SIZE,
    N_SCARS,
    SCARS_PER_EFFECT,
    TERRITORIES,
    VARIANTS,
    Components,
    ResolvedComponents,
)
from wolfpack.lone_wolves.state import Setup

FORMAT = "lone-wolves-record/1"
COMPONENT_KEYS = ("honor_tokens", "pack_spaces", "border_spaces")


def setup_to_json(setup: Setup, comp: ResolvedComponents) -> dict[str, Any]:
    """The ``setup`` object of a record."""
    return {
        "hands": [[CARD_CODES[c] for c in hand] for hand in setup.hands],
        "box": [CARD_CODES[c] for c in setup.box],
        "scars": {
            TERRITORIES[t]: [{"effect": EFFECTS[e], "face_up": up} for e, up in spaces]
            for t, spaces in enumerate(setup.scars)
        },
        "unused_scars": [EFFECTS[e] for e in setup.unused_scars],
        "honor": {
            TERRITORIES[t]: {"token": list(comp.honor_tokens[tok]), "side": side}
            for t, (tok, side) in enumerate(setup.honor)
        },
        "leader": setup.leader,
    }


def record_json(
    variant: str,
    components: Components,
    setup: Setup,
    moves: Sequence[str] | Mapping[str, Any],
) -> dict[str, Any]:
    """A whole record object (``moves``: a list, or
    :meth:`~wolfpack.core.game.Game.record_moves`, whose ``lines`` make it a
    ``lone-wolves-record/2``, which names its game)."""
    comp = components.resolved(variant)
    record = {
        "format": FORMAT,
        "variant": variant,
        "components": components.to_json(variant),
        "setup": setup_to_json(setup, comp),
    }
    record = with_moves(record, moves)
    return record if "lines" not in record else {"game": "lone-wolves", **record}


def parse_components(value: Any) -> Components:
    """The ``components`` object: only the keys present replace the defaults."""
    obj = expect_object(value, "components")
    expect_known_keys(obj, "components", COMPONENT_KEYS, "component")
    kwargs: dict[str, Any] = {}
    if "honor_tokens" in obj:
        path = "components.honor_tokens"
        tokens = expect_list(obj["honor_tokens"], path, 5, "honor tokens")
        pairs = []
        for i, tok in enumerate(tokens):
            pair = expect_list(tok, join(path, i), 2, "values (front, back)")
            pairs.append(
                tuple(expect_int(v, join(join(path, i), j), 0) for j, v in enumerate(pair))
            )
        kwargs["honor_tokens"] = tuple(pairs)
    if "pack_spaces" in obj:
        kwargs["pack_spaces"] = expect_int(obj["pack_spaces"], "components.pack_spaces", 0, 13)
    if "border_spaces" in obj:
        kwargs["border_spaces"] = expect_bool(obj["border_spaces"], "components.border_spaces")
    return Components(**kwargs)


def _card(value: Any, path: str, seen: dict[int, str]) -> int:
    code = expect_str(value, path)
    card = CARD_BY_CODE.get(code)
    if card is None:
        raise RecordError(path, f"{code!r} is not a card (suit k/b/g/w/r and value 2..7, LW-C2)")
    if card in seen:
        raise RecordError(
            path, f"the {code} appears twice (also at {seen[card]}); each card is unique (LW-C2)"
        )
    seen[card] = path
    return card


def parse_setup(value: Any, comp: ResolvedComponents) -> Setup:
    """The ``setup`` object, checked against the components (LW-S1..S5)."""
    keys = ("hands", "box", "scars", "unused_scars", "honor", "leader")
    obj = expect_object(value, "setup", keys)
    seen: dict[int, str] = {}
    hands_v = expect_list(obj["hands"], "setup.hands", 2, "hands")
    hands = []
    for p, hand_v in enumerate(hands_v):
        path = join("setup.hands", p)
        cards = expect_list(hand_v, path, HAND_SIZE, "cards (LW-S4)")
        hands.append(tuple(_card(c, join(path, i), seen) for i, c in enumerate(cards)))
    box_v = expect_list(obj["box"], "setup.box", BOX_SIZE, "cards (LW-S4)")
    box = tuple(_card(c, join("setup.box", i), seen) for i, c in enumerate(box_v))

    scars_v = expect_object(obj["scars"], "setup.scars", TERRITORIES)
    scars = []
    effect_count: Counter[int] = Counter()
    for t, name in enumerate(TERRITORIES):
        path = join("setup.scars", name)
        spaces = expect_list(scars_v[name], path, comp.scar_spaces[t], "scar spaces (LW-C6/C7)")
        row = []
        for i, sp in enumerate(spaces):
            sp_path = join(path, i)
            sp_obj = expect_object(sp, sp_path, ("effect", "face_up"))
            eff = EFFECTS.index(
                expect_choice(sp_obj["effect"], join(sp_path, "effect"), EFFECTS, "effect")
            )
            effect_count[eff] += 1
            row.append((eff, expect_bool(sp_obj["face_up"], join(sp_path, "face_up"))))
        if sum(1 for _, up in row if up) != 1:
            raise RecordError(path, "each territory starts with exactly one face-up scar (LW-S1)")
        scars.append(tuple(row))
    n_unused = N_SCARS - sum(comp.scar_spaces)
    unused_v = expect_list(obj["unused_scars"], "setup.unused_scars", n_unused, "scars (LW-S1)")
    unused = []
    for i, e in enumerate(unused_v):
        eff = EFFECTS.index(expect_choice(e, join("setup.unused_scars", i), EFFECTS, "effect"))
        effect_count[eff] += 1
        unused.append(eff)
    for eff, n in sorted(effect_count.items()):
        if n != SCARS_PER_EFFECT:
            raise RecordError(
                "setup.scars",
                f"{EFFECTS[eff]!r} appears {n} times; there are {SCARS_PER_EFFECT} of each (LW-C3)",
            )

    honor_v = expect_object(obj["honor"], "setup.honor", TERRITORIES)
    used: list[int] = []
    honor = []
    for name in TERRITORIES:
        path = join("setup.honor", name)
        h = expect_object(honor_v[name], path, ("token", "side"))
        tok_v = expect_list(h["token"], join(path, "token"), 2, "values")
        tok = tuple(expect_int(v, join(join(path, "token"), j)) for j, v in enumerate(tok_v))
        idx = next((i for i, x in enumerate(comp.honor_tokens) if x == tok and i not in used), -1)
        if idx < 0:
            raise RecordError(
                join(path, "token"),
                f"{list(tok)} is not one of the unused honor tokens of the components (LW-C4)",
            )
        used.append(idx)
        honor.append((idx, expect_int(h["side"], join(path, "side"), 0, 1)))
    leader = expect_int(obj["leader"], "setup.leader", 0, 1)
    return Setup((hands[0], hands[1]), box, tuple(scars), tuple(unused), tuple(honor), leader)


def parse_record(
    source: str | Path | Mapping[str, Any],
) -> tuple[str, Components, Setup, list[str]]:
    """Validate a record; return (variant, components, setup, moves). Moves are checked
    for form here and for legality when replayed."""
    data = load_json(source)
    expect_record_format(data, FORMAT)
    for k in data:
        if k not in ("game", "format", "variant", "components", "setup", "moves", "lines"):
            raise RecordError(k, "unknown field")
    # Other games' records name their game; a Lone Wolves record may too (written in /2).
    if "game" in data and data["game"] != "lone-wolves":
        raise RecordError("game", f"this is a Lone Wolves record, not {data['game']!r}")
    variant = expect_choice(field(data, "variant", ""), "variant", VARIANTS, "board side")
    components = parse_components(data["components"]) if "components" in data else Components()
    comp = components.resolved(variant)
    setup = parse_setup(field(data, "setup", ""), comp)
    return variant, components, setup, expect_moves(data)
