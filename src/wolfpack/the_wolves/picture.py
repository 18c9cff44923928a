"""A static SVG picture of a position of The Wolves, drawn from a view.

It follows the board's map and colours (``js/the_wolves/map.ts`` and ``shapes.ts``):
flat-topped hexes at their axial coordinates, each terrain in its colour *and* pattern (so
the terrains read without colour), region borders, the water sources with their scoring
tokens, lone wolves, prey stacks and every piece in its owner's Okabe–Ito colour and shape;
under the map each player's row (colour, score, home terrain and the terrain tiles they
show). The Wolves hides nothing from the players but the region tiles left in the box,
which no picture draws.
"""

from __future__ import annotations

import math
from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.picture import (
    ID,
    Attr,
    Picture,
    banner,
    circle,
    compose,
    element,
    fit_text,
    group,
    hex_corners,
    path,
    points,
    polygon,
    rect,
    star,
    text,
    title,
    wolf_head,
)
from wolfpack.core.words import points_word
from wolfpack.the_wolves.render import calendar_line, status_line, title_line
from wolfpack.the_wolves.terms import (
    kind_word,
    phase_word,
    player_cap_word,
    prey_word,
    terrain_word,
)

WIDTH = 1000
MAP_H = 640
ROW_H = 40
SQRT3 = math.sqrt(3)
TERRAIN_FILL = {
    "forest": "#2f6b3a",
    "rock": "#8c8f94",
    "grass": "#a5d16c",
    "tundra": "#dce9f0",
    "desert": "#e9c87c",
    "water": "#4a8fc7",
    "chasm": "#3a3232",
}
PATTERN_INK = {
    "forest": "#c9e4c0",
    "rock": "#3d4045",
    "grass": "#4f7d25",
    "tundra": "#6d8ea3",
    "desert": "#a8792c",
    "water": "#d7ecfb",
    "chasm": "#9a8a8a",
}
PLAYER_FILL = ("#0072B2", "#D55E00", "#CC79A7", "#E69F00", "#009E73")
NEUTRAL = 5
NEUTRAL_FILL = "#f4f4f4"
DIRECTIONS = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1))
"""The six neighbours in the data file's order (``DIRECTIONS`` in ``map.ts``)."""
EDGE_CORNERS = ((4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4))
"""The two corners of the edge towards each neighbour."""


def player_fill(owner: int | None) -> str:
    """A player's colour; the neutral pack's white."""
    if owner is None or owner == NEUTRAL:
        return NEUTRAL_FILL
    return PLAYER_FILL[owner % len(PLAYER_FILL)]


def patterns() -> list[str]:
    """One pattern per terrain, water and the chasm (``patterns`` in ``shapes.ts``)."""

    def add(name: str, size: int, *marks: str) -> str:
        attrs: dict[str, Attr] = {"id": f"{ID}-{name}", "width": size, "height": size}
        return element("pattern", {**attrs, "patternUnits": "userSpaceOnUse"}, *marks)

    ink = PATTERN_INK
    return [
        add(
            "forest",
            12,
            polygon([(6, 1.5), (9.5, 8), (2.5, 8)], fill=ink["forest"]),
            rect(5.3, 8, 1.4, 2.5, fill=ink["forest"]),
        ),
        add(
            "rock",
            14,
            element(
                "polyline",
                {
                    "points": "1,11 5,5 8,9 13,3",
                    "fill": "none",
                    "stroke": ink["rock"],
                    "stroke-width": 1.3,
                },
            ),
        ),
        add(
            "grass",
            10,
            path("M3,9 L2,5 M4.5,9 L4.5,4 M6,9 L7,5", stroke=ink["grass"], stroke_width=1.1),
        ),
        add(
            "tundra",
            9,
            circle(2.5, 2.5, 1.1, fill=ink["tundra"]),
            circle(7, 6.5, 0.8, fill=ink["tundra"]),
        ),
        add(
            "desert",
            14,
            path(
                "M0,5 Q3.5,2 7,5 T14,5 M0,11 Q3.5,8 7,11 T14,11",
                fill="none",
                stroke=ink["desert"],
                stroke_width=1,
            ),
        ),
        add(
            "water",
            16,
            path(
                "M1,6 Q5,3 9,6 T17,6 M-3,13 Q1,10 5,13 T13,13",
                fill="none",
                stroke=ink["water"],
                stroke_width=1.2,
            ),
        ),
        add("chasm", 10, path("M0,0 L10,10 M10,0 L0,10", stroke=ink["chasm"], stroke_width=0.8)),
    ]


def swatch(terrain: str, x: float, y: float, w: float, h: float) -> str:
    """A terrain swatch: its colour and pattern."""
    return group(
        [
            rect(0, 0, w, h, rx=3, fill=TERRAIN_FILL[terrain]),
            rect(0, 0, w, h, rx=3, fill=f"url(#{ID}-{terrain})", stroke="#00000055"),
        ],
        x,
        y,
    )


def piece(kind: str, owner: int, r: float) -> list[str]:
    """A piece centred on (0, 0): alpha a star, pack wolf a disc, den a dome, lair a house."""
    neutral = owner == NEUTRAL
    attrs: dict[str, Any] = {
        "fill": player_fill(owner),
        "stroke": "#555" if neutral else "#1b1b1b",
        "stroke_width": max(1, r * 0.12),
        "stroke_dasharray": f"{r * 0.3:.2f} {r * 0.2:.2f}" if neutral else None,
        "stroke_linejoin": "round",
    }
    halo = {
        "fill": "none",
        "stroke": "#ffffff",
        "stroke_width": max(2, r * 0.42),
        "stroke_linejoin": "round",
    }
    out = []
    for a in (halo, attrs):
        if kind == "alpha":
            out.append(
                polygon([(x, y + r * 0.08) for x, y in star(0, 0, r * 1.1, r * 0.48, 5)], **a)
            )
        elif kind == "pack":
            out.append(circle(0, 0, r * 0.78, **a))
        elif kind == "den":
            out.append(
                path(
                    f"M{-r * 0.95:.2f},{r * 0.6:.2f} A{r * 0.95:.2f},{r * 0.95:.2f} 0 0 1 "
                    f"{r * 0.95:.2f},{r * 0.6:.2f} Z",
                    **a,
                )
            )
        else:
            house = [
                (0, -r),
                (r * 0.95, -r * 0.15),
                (r * 0.75, -r * 0.15),
                (r * 0.75, r * 0.8),
                (-r * 0.75, r * 0.8),
                (-r * 0.75, -r * 0.15),
                (-r * 0.95, -r * 0.15),
            ]
            out.append(polygon(house, **a))
    return out


def moon_icon(phase: str, r: float) -> list[str]:
    """A scoring token's moon phase (crescent, half, full) centred on (0, 0)."""
    fill = "#f3e28f"
    out = [circle(0, 0, r, fill="#2f3346", stroke="#8a8fa8", stroke_width=0.8)]
    k = r * 0.86
    if phase == "full":
        out.append(circle(0, 0, k, fill=fill))
    elif phase == "half":
        out.append(path(f"M0,{-k:.2f} A{k:.2f},{k:.2f} 0 0 1 0,{k:.2f} Z", fill=fill))
    else:
        out.append(
            path(
                f"M{r * 0.1:.2f},{-k:.2f} A{k:.2f},{k:.2f} 0 1 1 {r * 0.1:.2f},{k:.2f} "
                f"A{r * 0.6:.2f},{k:.2f} 0 1 0 {r * 0.1:.2f},{-k:.2f} Z",
                fill=fill,
            )
        )
    return out


def _center(x: float, y: float, r: float) -> tuple[float, float]:
    return 1.5 * r * x, SQRT3 * r * (y - x / 2)


def _hex_items(h: dict[str, Any], region: dict[str, Any] | None, r: float, lang: str) -> list[str]:
    """What stands on a hex, side by side: the water's token, a lone wolf, prey, pieces."""
    items: list[str] = []
    if region is not None and region["tokens"]:
        st = region["standing"]
        leader = st["first"][0] if st and len(st["first"]) == 1 else None
        token = [
            circle(
                0,
                0,
                r * 0.58,
                fill="none",
                stroke="#ffffffaa" if leader is None else player_fill(leader),
                stroke_width=r * 0.14,
            ),
            group(moon_icon(region["tokens"][0], r * 0.44), class_="moon"),
            title(", ".join(phase_word(t, lang) for t in region["tokens"])),
        ]
        if len(region["tokens"]) > 1:
            token.append(
                text(
                    r * 0.5,
                    r * 0.7,
                    f"×{len(region['tokens'])}",
                    font_size=r * 0.45,
                    fill="#fff",
                    font_weight=700,
                )
            )
        items.append(group(token))
    if h["lone_wolf"]:
        lr = r * 0.4
        items.append(
            group(
                [
                    circle(
                        0, 0, lr, fill="#5b6170", stroke="#e8e8e8", stroke_width=max(1, lr * 0.12)
                    ),
                    wolf_head(0, 0, lr * 1.5, "#e8e8e8"),
                ]
            )
        )
    if h["prey"]:
        pr = r * 0.42
        name = prey_word(h["prey"]["top"], lang)
        count = h["prey"]["count"]
        items.append(
            group(
                [
                    title(f"{name} ×{count}"),
                    rect(
                        -pr,
                        -pr * 0.8,
                        pr * 2,
                        pr * 1.6,
                        rx=pr * 0.35,
                        fill="#7b4a2a",
                        stroke="#f2e3d0",
                        stroke_width=1,
                    ),
                    text(
                        0,
                        pr * 0.3,
                        f"{name[:1].upper()}{f'×{count}' if count > 1 else ''}",
                        font_size=pr * 0.72,
                        text_anchor="middle",
                        fill="#fff",
                        font_weight=700,
                    ),
                ]
            )
        )
    groups: dict[tuple[int, str], int] = {}
    for p in h["pieces"]:
        groups[(p["owner"], p["kind"])] = groups.get((p["owner"], p["kind"]), 0) + 1
    pr = r * 0.34
    for (owner, kind), n in groups.items():
        shapes = [
            title(
                f"{player_cap_word(owner, lang)}: {kind_word(kind, lang)}"
                + (f" ×{n}" if n > 1 else "")
            )
        ]
        for i in range(n):
            off = i - (n - 1) / 2
            shapes.append(group(piece(kind, owner, pr), off * pr * 0.7, off * pr * 0.25))
        items.append(group(shapes, class_="piece", data_owner=owner, data_kind=kind))
    return [
        group([item], (i - (len(items) - 1) / 2) * r * 0.84 if len(items) > 1 else 0, 0)
        for i, item in enumerate(items)
    ]


def _map(view: dict[str, Any], width: float, height: float, lang: str) -> tuple[list[str], float]:
    """The hex map fitted into ``width`` × ``height``: its elements and its height."""
    hexes = view["hexes"]
    unit = [_center(h["xy"][0], h["xy"][1], 1) for h in hexes]
    min_x = min(c[0] for c in unit) - 1
    max_x = max(c[0] for c in unit) + 1
    min_y = min(c[1] for c in unit) - SQRT3 / 2
    max_y = max(c[1] for c in unit) + SQRT3 / 2
    r = min(width / (max_x - min_x), height / (max_y - min_y))
    dx = (width - (max_x - min_x) * r) / 2 - min_x * r
    dy = -min_y * r
    by_name = {h["hex"]: h for h in hexes}
    water = {reg["water"]: reg for reg in view["regions"]}
    outline = points(hex_corners(r))
    frame = points(hex_corners(r - max(2, r * 0.1)))
    corner = hex_corners(r)
    cells: list[str] = []
    borders: list[str] = []

    def region_of(h: dict[str, Any]) -> str:
        return "start" if h["region"] is None else str(h["region"])

    for h in hexes:
        cx, cy = _center(h["xy"][0], h["xy"][1], r)
        x, y = cx + dx, cy + dy
        terrain = h["terrain"]
        cells.append(
            group(
                [
                    title(
                        h["hex"]
                        if terrain in ("water", "chasm")
                        else f"{h['hex']} · {terrain_word(terrain, lang)}"
                    ),
                    element("polygon", {"points": outline, "fill": TERRAIN_FILL[terrain]}),
                    element("polygon", {"points": outline, "fill": f"url(#{ID}-{terrain})"}),
                    element(
                        "polygon",
                        {"points": frame, "fill": "none", "stroke": "#ffffff55", "stroke-width": 1},
                    ),
                    *_hex_items(h, water.get(h["hex"]), r, lang),
                ],
                x,
                y,
                class_=f"hex terrain-{terrain}",
                data_hex=h["hex"],
            )
        )
        for k, (ox, oy) in enumerate(DIRECTIONS):
            n = by_name.get(f"{h['xy'][0] + ox},{h['xy'][1] + oy}")
            if n is not None and (region_of(n) == region_of(h) or k >= 3):
                continue
            (ax, ay), (bx, by) = (corner[c] for c in EDGE_CORNERS[k])
            borders.append(f"M{x + ax:.1f},{y + ay:.1f}L{x + bx:.1f},{y + by:.1f}")
    cells.append(
        path(
            "".join(borders),
            fill="none",
            stroke="#1d1d1d",
            stroke_width=2.5,
            stroke_linecap="round",
            class_="region-borders",
        )
    )
    return cells, (max_y - min_y) * r


def _player_row(view: dict[str, Any], board: dict[str, Any], y: float, lang: str) -> list[str]:
    """A player's row: colour, name, score, home terrain and the faces of their tiles."""
    p = board["player"]
    out = banner(
        8,
        y,
        WIDTH - 16,
        ROW_H - 6,
        player_cap_word(p, lang),
        marked=view["to_move"] == p,
        size=17,
        indent=40,
        stroke=player_fill(p),
        marked_stroke=player_fill(p),
    )
    out += [
        group(piece("alpha", p, 10), 28, y + ROW_H / 2 - 2),
        text(
            330,
            y + 24,
            points_word(board["score"]["total"], lang),
            font_size=17,
            font_weight=700,
            text_anchor="end",
        ),
    ]
    for i, tile in enumerate(board["tiles"]):
        out.append(
            group(
                [title(terrain_word(tile["shows"], lang)), swatch(tile["shows"], 0, 0, 30, 24)],
                360 + i * 36,
                y + 5,
            )
        )
    return out


def draw(view: dict[str, Any], lang: str | None = None) -> Picture:
    """The picture of a view of The Wolves (:func:`wolfpack.the_wolves.view.view`) in
    ``lang``."""
    lang = check_language(lang)
    head = title_line(view, lang)
    status = status_line(view, lang)
    calendar = calendar_line(view, lang)
    body = [
        text(12, 26, head, font_size=fit_text(head, 20, WIDTH - 24, True), font_weight=700),
        text(12, 50, calendar, font_size=fit_text(calendar, 15, WIDTH - 24)),
    ]
    cells, map_h = _map(view, WIDTH - 16, MAP_H, lang)
    body.append(group(cells, 8, 62, class_="tw-map"))
    y = 62 + map_h + 10
    for board in view["boards"]:
        body += _player_row(view, board, y, lang)
        y += ROW_H
    body.append(text(12, y + 20, status, font_size=fit_text(status, 16, WIDTH - 24)))
    return compose(body, WIDTH, y + 32, label=f"{head}: {status}", lang=lang, defs=patterns())
