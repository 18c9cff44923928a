"""What a player may see of a Lone Wolves position, as JSON-ready data (LW-H1..LW-H4).

A player view never holds the opponent's hand, a face-down scar's identity, a scar held by
the opponent before it is placed, the box, the unused scars, or a box wolf's card. The open
view (``player=None``) is for teaching and shows everything. The widget syncs exactly this.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.rules import implements
from wolfpack.lone_wolves.components import (
    CARD_CODES,
    EFFECTS,
    MAX_CARDS_PER_TERRITORY,
    N_LOCATIONS,
    N_TERR,
    SUIT_LETTERS,
    TERRITORIES,
    location_name,
)
from wolfpack.lone_wolves.scoring import score
from wolfpack.lone_wolves.state import PHASES, PLACE, REVEAL, TAKE, LWState, cards_of


@implements("LW-H1", "LW-H2", "LW-H3", "LW-H4")
def view(state: LWState, player: int | None = None) -> dict[str, Any]:
    """The position as ``player`` (0 or 1) may see it, or everything when ``player`` is None."""
    if player not in (None, 0, 1):
        raise ValueError("player must be 0, 1 or None (the open view)")
    open_view = player is None

    def sees(owner: int) -> bool:
        return open_view or owner == player

    hands = []
    for p in (0, 1):
        held = cards_of(state.hands[p])
        hands.append(
            {"count": len(held), "cards": [CARD_CODES[c] for c in held] if sees(p) else None}
        )

    projected = score(state)
    territories = []
    for t in range(N_TERR):
        scars = []
        for i, eff in enumerate(state.scar[t]):
            if eff < 0:
                scars.append({"index": i, "state": "empty", "effect": None})
            else:
                up = state.scar_up[t][i]
                scars.append(
                    {
                        "index": i,
                        "state": "face_up" if up else "face_down",
                        "effect": EFFECTS[eff] if up or open_view else None,
                    }
                )
        sides = []
        ts = projected.territories[t]
        for p in (0, 1):
            i = p * 5 + t
            cards: list[dict[str, Any]] = [
                {"card": CARD_CODES[c], "face": "up"} for c in state.up[i]
            ]
            cards += [{"card": CARD_CODES[c], "face": "lone"} for c in state.lone[i]]
            cards += [
                {"card": CARD_CODES[c] if open_view else None, "face": "box"} for c in state.boxw[i]
            ]
            sides.append(
                {
                    "cards": cards,
                    "strength": ts.strength[p],
                    "card_strength": ts.base_strength[p],
                    "scar_strength": ts.scar_strength[p],
                }
            )
        front, back = state.comp.honor_tokens[state.honor_tok[t]]
        territories.append(
            {
                "name": TERRITORIES[t],
                "suit": SUIT_LETTERS[t],
                "count": state.count[t],
                "full": state.count[t] >= MAX_CARDS_PER_TERRITORY,
                "honor": {
                    "token": [front, back],
                    "side": state.honor_side[t],
                    "value": ts.honor_value,
                },
                "moon": ts.moon,
                "scars": scars,
                "scars_left": state.scars_left[t],
                "sides": sides,
                "leading": ts.winner,
            }
        )

    packs = []
    for p in (0, 1):
        row = []
        for loc in range(N_LOCATIONS):
            cap = state.comp.location_caps[loc]
            if cap:
                effs = state.packs[p * N_LOCATIONS + loc]
                row.append(
                    {
                        "location": location_name(loc),
                        "capacity": cap,
                        "scars": [EFFECTS[e] for e in effs],
                    }
                )
        packs.append(row)

    trick: dict[str, Any] = {"lead": None, "follow": None}
    if state.lead_card >= 0:
        trick["lead"] = {
            "player": state.leader,
            "card": CARD_CODES[state.lead_card],
            "territory": TERRITORIES[state.lead_terr],
        }
    if state.follow_card >= 0:
        trick["follow"] = {
            "player": state.leader ^ 1,
            "card": CARD_CODES[state.follow_card],
            "territory": TERRITORIES[state.follow_terr],
        }

    held_scar = None
    if state.phase == PLACE:
        held_scar = {
            "player": state.player,
            "effect": EFFECTS[state.held] if sees(state.player) or state.held_up else None,
        }
    decision_territory = None
    if state.phase == REVEAL:
        decision_territory = TERRITORIES[
            state.follow_terr if state.follow_card >= 0 else state.lead_terr
        ]
    elif state.phase == TAKE:
        decision_territory = TERRITORIES[state.loser_terr]

    box_left = state.box[state.box_pos :]
    return {
        "game": "lone-wolves",
        "variant": state.comp.variant,
        "perspective": player,
        "phase": PHASES[state.phase],
        "to_move": None if state.to_move < 0 else state.to_move,
        "trick": min(state.tricks + 1, 13),
        "tricks_played": state.tricks,
        "leader": state.leader,
        "trump": SUIT_LETTERS[state.trump] if state.trump >= 0 else None,
        "moon": TERRITORIES[state.moon] if state.moon >= 0 else None,
        "blood_moon": TERRITORIES[state.blood] if state.blood >= 0 else None,
        "hands": hands,
        "current_trick": trick,
        "decision_territory": decision_territory,
        "held_scar": held_scar,
        "territories": territories,
        "packs": packs,
        "box": {
            "count": len(box_left),
            "cards": [CARD_CODES[c] for c in box_left] if open_view else None,
        },
        "unused_scars": {
            "count": len(state.unused),
            "effects": [EFFECTS[e] for e in state.unused] if open_view else None,
        },
        "scores": projected.points,
        "lone_wolves": projected.lone_wolves,
    }
