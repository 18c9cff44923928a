"""What a player may see of a position of The Wolves, as JSON-ready data.

The Wolves is a game of open information: the map, every piece, the scoring tokens and
their order, the calendar and every player board are public (a stack of scoring tokens
holds known tokens, fixed by the setup rules). The only thing no player sees is what stays
in the box: the region tiles not used for this player count. A player view therefore equals
the open teaching view (``player=None``) without the ``box`` entry.

:func:`static_view` gives what never changes during a game (the map, the calendar's dates
and the values printed on the player boards), so that a board can send it once and then
only what moves.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.rules import implements
from wolfpack.the_wolves.components import (
    ACTIONS,
    CHASM,
    KINDS,
    PHASES,
    PREY_TYPES,
    REWARDS,
    TERRAINS,
    TRACK_WORDS,
    TRACKS,
    WATER,
)
from wolfpack.the_wolves.effects import LONE
from wolfpack.the_wolves.hexmap import START
from wolfpack.the_wolves.queries import (
    attribute,
    dens_left,
    lairs_left,
    next_wolf_slot,
    region_control,
)
from wolfpack.the_wolves.scoring import final_scores, region_result, winners
from wolfpack.the_wolves.state import OVER, PHASE_NAMES, TWState


def _terrain_name(code: int) -> str:
    if code == WATER:
        return "water"
    if code == CHASM:
        return "chasm"
    return TERRAINS[code]


def _hexes(s: TWState) -> list[dict[str, Any]]:
    geo = s.geo
    out = []
    for h in range(geo.size):
        r = geo.region[h]
        stack = s.prey[h]
        out.append(
            {
                "hex": geo.name(h),
                "xy": list(geo.coords[h]),
                "terrain": _terrain_name(s.board.terrain[h]),
                "region": None if r == START else r,
                "pieces": [{"owner": q >> 2, "kind": KINDS[q & 3]} for q in s.pcs[h]],
                "lone_wolf": s.lone[h],
                "prey": {"top": PREY_TYPES[stack[0]], "count": len(stack)} if stack else None,
                "near_water": geo.near_water[h],
            }
        )
    return out


def _standing(s: TWState, r: int) -> dict[str, Any] | None:
    """Who would place first and second if region ``r`` were scored now for its top token
    (TW-E1), or None when its tokens are all scored."""
    if not s.tokens[r]:
        return None
    result = region_result(s, r)
    return {
        "phase": PHASES[result.phase],
        "values": list(result.values),
        "first": list(result.first),
        "second": list(result.second),
        "awards": [[o, vp] for o, vp, _ in result.awards()],
    }


def _regions(s: TWState) -> list[dict[str, Any]]:
    geo = s.geo
    out = []
    for r in range(geo.regions):
        control = region_control(s, r)
        out.append(
            {
                "index": r,
                "tile": s.board.tiles[r],
                "water": geo.name(geo.water[r]),
                "rotated": s.rules.layout.regions[r].rotated,
                "tokens": [PHASES[t] for t in s.tokens[r]],
                "prey_hex": geo.name(geo.prey[r]),
                "control": [
                    {"owner": o, "control": c, "alphas": a} for o, (c, a) in control.items()
                ],
                "standing": _standing(s, r),
            }
        )
    return out


def _calendar(s: TWState) -> dict[str, Any]:
    dates = []
    for i, q in enumerate(s.calendar):
        if q == LONE:
            dates.append({"date": i + 1, "piece": "lone", "owner": None})
        else:
            dates.append({"date": i + 1, "piece": KINDS[q & 3], "owner": q >> 2})
    return {
        "length": s.rules.calendar_dates,
        "dates": dates,
        "scoring_dates": dict(zip(PHASES, s.rules.dates, strict=True)),
        "phases_reached": s.triggered,
        "phases_scored": s.scored,
    }


def _player(s: TWState, p: int, row: dict[str, Any]) -> dict[str, Any]:
    rules = s.rules
    faces = rules.faces(s.flips[p])
    tiles: list[dict[str, Any]] = [
        {"tile": "home", "shows": TERRAINS[s.homes[p]], "other": TERRAINS[s.homes[p]]}
    ]
    for i, (a, b) in enumerate(rules.cycle):
        tiles.append(
            {
                "tile": i + 1,
                "shows": TERRAINS[faces[i]],
                "other": TERRAINS[b if faces[i] == a else a],
            }
        )
    tracks = {}
    for t, name in enumerate(TRACKS):
        taken = s.dens[p * 3 + t]
        tracks[name] = {
            "short": TRACK_WORDS[t],
            "dens_taken": taken,
            "dens_left": rules.dens_per_track - taken,
            "value": attribute(s, p, t),
            "vp": rules.den_vp[taken],
        }
    slot = next_wolf_slot(s, p)
    return {
        "player": p,
        "home": TERRAINS[s.homes[p]],
        "tiles": tiles,
        "bonus_terrain": s.bterr[p],
        "bonus_action": s.bact[p],
        "tracks": tracks,
        "dens_left": dens_left(s, p),
        "lairs": {"built": s.lairs[p], "left": lairs_left(s, p), "vp": rules.lair_vp[s.lairs[p]]},
        "wolves": {
            "deployed": [i + 1 for i in range(len(rules.deploy)) if s.wolves[p] >> i & 1],
            "next": KINDS[rules.deploy[slot]] if slot >= 0 else None,
            "left": len(rules.deploy) - bin(s.wolves[p]).count("1"),
            "vp": row["wolves"],
        },
        "prey": [PREY_TYPES[t] for t in range(len(PREY_TYPES)) if s.preym[p] >> t & 1],
        "region_tokens": s.tok_n[p],
        "score": row,
    }


def _current(s: TWState) -> dict[str, Any]:
    geo = s.geo
    disp = None
    if s.disp_from >= 0:
        disp = {
            "from": geo.name(s.disp_from),
            "owner": s.disp_piece >> 2,
            "kind": KINDS[s.disp_piece & 3],
        }
    return {
        "actions_left": s.actions_left,
        "action": ACTIONS[s.act] if s.act >= 0 else None,
        "terrain": TERRAINS[s.terr] if s.terr >= 0 else None,
        "target": geo.name(s.target) if s.target >= 0 else None,
        "target_kind": KINDS[s.tkind] if s.tkind >= 0 else None,
        "moved": [{"hex": geo.name(m >> 1), "kind": KINDS[m & 1]} for m in s.moved],
        "displace": disp,
    }


@implements("TW-C3", "TW-C4")
def view(s: TWState, player: int | None = None) -> dict[str, Any]:
    """The position as ``player`` may see it, or everything when ``player`` is None."""
    if player is not None and not 0 <= player < s.n:
        raise ValueError(f"player must be 0..{s.n - 1} or None (the open view)")
    rows = [r.to_json() for r in final_scores(s)]
    out: dict[str, Any] = {
        "game": "the-wolves",
        "players": s.n,
        "perspective": player,
        "phase": PHASE_NAMES[s.phase],
        "to_move": None if s.to_move < 0 else s.to_move,
        "turn": s.turn + 1,
        "first": s.place_order[0],
        "placement": {"order": list(s.place_order), "done": s.place_i},
        "neutral_pack": s.n == 2,
        "hexes": _hexes(s),
        "regions": _regions(s),
        "calendar": _calendar(s),
        "boards": [_player(s, p, rows[p]) for p in range(s.n)],
        "current": _current(s),
        "scores": [r["total"] for r in rows],
        "over": s.phase == OVER,
        "end_reason": s.end_reason or None,
        "winners": winners(s) if s.phase == OVER else None,
    }
    if player is None:
        used = set(s.board.tiles)
        out["box"] = {"region_tiles": [k for k, _ in s.rules.region_tiles if k not in used]}
    return out


@implements("TW-C1", "TW-C2", "TW-C3", "TW-C4")
def static_view(s: TWState) -> dict[str, Any]:
    """What never changes during the game of position ``s``, JSON-ready: the map (every
    hex with its axial coordinates, terrain, region and whether it touches water; every
    region's tile, water, lone wolf and prey hexes), the calendar's length and scoring
    dates, the players' home terrains, the terrain tiles' two faces, and the values printed
    on the player boards (each track's values, den VP and rewards; lair, wolf and prey VP;
    the scoring tokens' values; each action's cost). Nothing in it is hidden from anyone."""
    geo = s.geo
    rules = s.rules
    return {
        "game": "the-wolves",
        "players": s.n,
        "hexes": [
            {
                "hex": geo.name(h),
                "xy": list(geo.coords[h]),
                "terrain": _terrain_name(s.board.terrain[h]),
                "region": None if geo.region[h] == START else geo.region[h],
                "near_water": geo.near_water[h],
            }
            for h in range(geo.size)
        ],
        "regions": [
            {
                "index": r,
                "tile": s.board.tiles[r],
                "water": geo.name(geo.water[r]),
                "rotated": rules.layout.regions[r].rotated,
                "prey_hex": geo.name(geo.prey[r]),
                "lone_hexes": [geo.name(h) for h in geo.lone[r]],
            }
            for r in range(geo.regions)
        ],
        "calendar": {
            "length": rules.calendar_dates,
            "scoring_dates": dict(zip(PHASES, rules.dates, strict=True)),
        },
        "homes": [TERRAINS[h] for h in s.homes],
        "cycle": [[TERRAINS[a], TERRAINS[b]] for a, b in rules.cycle],
        "tracks": {
            name: {
                "short": TRACK_WORDS[t],
                "values": list(rules.attributes[t]),
                "rewards": [None if x < 0 else REWARDS[x] for x in rules.den_rewards[t]],
            }
            for t, name in enumerate(TRACKS)
        },
        "den_vp": list(rules.den_vp),
        "lair_vp": list(rules.lair_vp),
        "wolf_vp": list(rules.wolf_vp),
        "deploy": [KINDS[k] for k in rules.deploy],
        "prey_vp": list(rules.prey_vp),
        "token_values": dict(zip(PHASES, map(list, rules.token_values), strict=True)),
        "costs": dict(zip(ACTIONS, rules.costs, strict=True)),
        "neutral_pack": s.n == 2,
    }
