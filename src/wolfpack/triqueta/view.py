"""What a player may see of a Triqueta position, as JSON-ready data (TQ-H1..TQ-H3).

A player view shows the player their own face-down light tiles, shadow tiles and a drawn
tile they are deciding about, and of everyone else only how many face-down tiles they have
and of which kind (light or shadow). Tower tiles show only their backs; tiles in the box
and tiles left over in a tower show only their number. Once the game is over the counted
face-down tiles and every shadow tile are revealed (TQ-E1); uncounted ones never are. The
open view (``player=None``) is for teaching and shows everything.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.rules import implements
from wolfpack.triqueta.actions import OPTIONS
from wolfpack.triqueta.components import (
    MAX_FACE_DOWN,
    N_ROUNDS,
    N_STACKS,
    N_TOWERS,
    TILE_CODES,
    back,
)
from wolfpack.triqueta.scoring import player_score, public_points, score, score_player, tile_list
from wolfpack.triqueta.state import PHASES, PLACE, TQState


def _codes(tiles: list[int]) -> list[str]:
    return [TILE_CODES[t] for t in tiles]


@implements("TQ-H1", "TQ-H2", "TQ-H3")
def view(state: TQState, player: int | None = None) -> dict[str, Any]:
    """The position as ``player`` may see it, or everything when ``player`` is None."""
    n = state.cfg.players
    if player is not None and (isinstance(player, bool) or player not in range(n)):
        raise ValueError(f"player must be 0..{n - 1} or None (the open view)")
    open_view = player is None
    over = state.is_terminal()

    def sees(owner: int) -> bool:
        return open_view or owner == player

    towers = []
    for t in range(N_TOWERS):
        stacks = [
            [
                {"back": back(x), "tile": TILE_CODES[x] if open_view else None}
                for x in state.stack(s, t)
            ]
            for s in range(N_STACKS)
        ]
        towers.append(
            {
                "index": t,
                "current": t == state.tower and not over,
                "played": state.used[t] and t != state.tower,
                "tree": state.tree[t],
                "count": state.tower_size(t),
                "stacks": stacks,
            }
        )
    rows = [
        {
            "index": r,
            "open": state.row_open[r],
            "room": state.row_has_room(r),
            "tiles": _codes(state.rows[r]),
        }
        for r in range(n)
    ]
    players = []
    for p in range(n):
        down = state.down[p]
        face_down: dict[str, Any] = {
            "count": len(down),
            "kind": "light",
            "tiles": _codes(down) if sees(p) else None,
        }
        if over:
            chosen = state.choice[p] or ()
            face_down["counted"] = _codes([down[i] for i in chosen])
            face_down["boxed"] = len(down) - len(chosen)
            face_down["tiles"] = _codes(down) if open_view else None
        shadows_seen = sees(p) or over
        if shadows_seen:
            full = score_player(state, p)
            sets = [line.to_json() for line in full.lines]
            total: int | None = full.total
        else:
            seen = player_score(p, state.faceup[p], state.trees[p], state.start == p)
            sets = [line.to_json() for line in seen.lines]
            total = None
        players.append(
            {
                "player": p,
                "in_round": state.active[p] and not over,
                "face_up": tile_list(state.faceup[p]),
                "face_down": face_down,
                "shadow": {
                    "count": len(state.shadow[p]),
                    "kind": "shadow",
                    "tiles": tile_list(state.shadow[p]) if shadows_seen else None,
                },
                "kept_limit": MAX_FACE_DOWN,
                "trees": state.trees[p],
                "start_marker": state.start == p,
                "public_score": public_points(state, p),
                "score": total,
                "sets": sets,
                "decided": state.choice[p] is not None,
            }
        )
    pending = None
    if state.phase == PLACE:
        pending = {
            "player": state.player,
            "tiles": [
                {"back": "light", "tile": TILE_CODES[t] if sees(state.player) else None}
                for t in state.pending
            ],
            "first_option": OPTIONS[state.first_opt] if state.first_opt >= 0 else None,
        }
    out: dict[str, Any] = {
        "game": "triqueta",
        "players": n,
        "hidden_wolves": state.cfg.hidden_wolves,
        "two_player_variant": state.cfg.two_player_variant,
        "row_limit": state.cfg.components.row_limit,
        "perspective": player,
        "phase": PHASES[state.phase],
        "to_move": None if state.to_move < 0 else state.to_move,
        "round": state.rnd + 1,
        "rounds": N_ROUNDS,
        "start_player": state.start,
        "current_tower": None if over else state.tower,
        "towers": towers,
        "rows": rows,
        "seats": players,
        "pending": pending,
        "box": {"count": len(state.box), "tiles": _codes(state.box) if open_view else None},
        "leftover": {
            "count": len(state.leftover),
            "tiles": _codes(state.leftover) if open_view else None,
        },
        "result": None,
    }
    if over or open_view:
        sc = score(state)
        out["result"] = {"scores": sc.points, "winners": sc.winners, "final": over}
    return out
