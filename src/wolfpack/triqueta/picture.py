"""A static SVG picture of a Triqueta position, drawn from a view (TQ-H1..TQ-H3).

It follows the board's layout and colours (``js/triqueta/board.ts`` and ``tiles.ts``): the
set values along the top, the current tower's stacks (backs only, light or shadow) and
every tower beside them, the animal rows and the drawn tile, and each player's tiles: face
up for all to see, face down and shadow tiles face up only where the view shows them
(the viewer's own, or everything in the open view), else as backs with their count.
"""

from __future__ import annotations

from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.picture import (
    Picture,
    banner,
    circle,
    compose,
    fit_text,
    group,
    path,
    polygon,
    rect,
    text,
    text_width,
    title,
)
from wolfpack.core.words import player_word
from wolfpack.triqueta.components import ANIMALS, SET_VALUES
from wolfpack.triqueta.render import backs_counts, head_word, label, score_word
from wolfpack.triqueta.terms import animal_word, tile_word

WIDTH = 1000
LEFT = 8
TOP = 64
TILE_W = 64
TILE_H = 30
PILE = 20
SEAT_H = 62
VALUES = dict(zip(ANIMALS, SET_VALUES, strict=True))
"""A triqueta's value per animal (TQ-C1, TQ-C2)."""
ANIMAL_FILL = {
    "hare": "#b8893f",
    "owl": "#7b5ea7",
    "deer": "#c0582f",
    "boar": "#6b4a3a",
    "ram": "#4f7fa8",
    "bear": "#3d7450",
    "wolf": "#4b5563",
}


def _animal(code: str) -> str:
    return code.removeprefix("shadow-")


def tile_face(
    code: str, x: float, y: float, w: float, h: float, lang: str, named: bool = True
) -> str:
    """A tile face up: light tiles cream with the animal's colour, shadow tiles dark; the
    set value large, the animal's name under it where the tile is tall enough."""
    animal = _animal(code)
    shadow = code.startswith("shadow-")
    fill = ANIMAL_FILL.get(animal, "#666")
    named = named and h >= 26
    big = min(h * (0.5 if named else 0.68), w * 0.55)
    parts = [
        title(tile_word(code, lang)),
        rect(
            0,
            0,
            w,
            h,
            rx=min(6, w / 6),
            fill="#2d2640" if shadow else "#fbf6e9",
            stroke=fill,
            stroke_width=2,
        ),
        text(
            w / 2,
            h * 0.5 if named else h / 2 + big * 0.36,
            str(VALUES[animal]),
            font_size=big,
            font_weight=700,
            text_anchor="middle",
            fill="#f2e9ff" if shadow else fill,
        ),
    ]
    if named:
        name = animal_word(animal, lang)
        size = min(10, (w - 4) / max(4, len(name) * 0.62))
        parts.append(
            text(
                w / 2,
                h - 5,
                name,
                font_size=size,
                text_anchor="middle",
                fill="#e0d4f5" if shadow else "#3a3a3a",
            )
        )
    if shadow:
        parts.append(circle(w - 6, 6, 2.6, fill="#c9b8ff"))
    return group(parts, x, y, class_="tile", data_tile=code)


def tile_back(kind: str, x: float, y: float, w: float, h: float) -> str:
    """A tile's back: light (cream, a leaf) or shadow (dark violet, three dots)."""
    shadow = kind == "shadow"
    parts = [
        rect(
            0,
            0,
            w,
            h,
            rx=min(6, w / 6),
            fill="#3a2d5c" if shadow else "#e9dcb8",
            stroke="#1d1533" if shadow else "#a8936a",
            stroke_width=1.5,
        )
    ]
    if shadow:
        parts += [
            circle(w * cx, h * cy, min(w, h) * 0.08, fill="#8f7cc4")
            for cx, cy in ((0.3, 0.35), (0.7, 0.35), (0.5, 0.68))
        ]
    else:
        parts.append(
            path(
                f"M{w * 0.25:.2f},{h * 0.7:.2f} Q{w * 0.5:.2f},{h * 0.1:.2f} {w * 0.75:.2f},"
                f"{h * 0.3:.2f} Q{w * 0.55:.2f},{h * 0.75:.2f} {w * 0.25:.2f},{h * 0.7:.2f}Z",
                fill="#c8b27a",
            )
        )
    return group(parts, x, y, class_=f"tile-back back-{'shadow' if shadow else 'light'}")


def tree_icon(cx: float, cy: float, size: float) -> str:
    """A tree tile (1 point)."""
    k = size / 20
    return group(
        [
            rect(cx - 2 * k, cy + 4 * k, 4 * k, 6 * k, fill="#6d4c2f"),
            polygon(
                [(cx, cy - 10 * k), (cx + 8 * k, cy + 5 * k), (cx - 8 * k, cy + 5 * k)],
                fill="#2e7d32",
            ),
        ],
        class_="tree-icon",
    )


def marker_icon(cx: float, cy: float, size: float) -> str:
    """The start marker (1 point)."""
    return group(
        [
            circle(cx, cy, size / 2, fill="#f6c343", stroke="#8a6d1d", stroke_width=1.5),
            text(
                cx,
                cy + size * 0.18,
                "1",
                font_size=size * 0.55,
                text_anchor="middle",
                font_weight=700,
                fill="#5a4510",
            ),
        ],
        class_="marker-icon",
    )


def _values(lang: str) -> list[str]:
    """The set values along the top, one small tile per animal."""
    return [
        tile_face("shadow-wolf" if a == "wolf" else a, 560 + i * 62, 14, 56, 40, lang)
        for i, a in enumerate(ANIMALS)
    ]


def _towers(view: dict[str, Any], lang: str) -> list[str]:
    """The current tower's stacks (backs only) and every tower's state."""
    out = [rect(LEFT, TOP, 440, 270, rx=10, fill="#faf7f0", stroke="#d6ccb4")]
    cur = view["current_tower"]
    if cur is not None:
        tower = view["towers"][cur]
        head = label("tower_tiles", lang, tower=cur, count=tower["count"])
        out.append(text(LEFT + 14, TOP + 22, head, font_size=14, font_weight=700))
        base = TOP + 140
        for s, stack in enumerate(tower["stacks"]):
            x = 24 + s * 84
            name = label("stack", lang, stack=s)
            pile = [title(label("stack_backs", lang, stack=s, **backs_counts(stack)))]
            if not stack:
                pile.append(
                    rect(
                        x,
                        base,
                        TILE_W,
                        TILE_H,
                        rx=6,
                        fill="none",
                        stroke="#b9ad93",
                        stroke_dasharray="4 3",
                    )
                )
            pile += [
                tile_back(t["back"], x, base - j * PILE, TILE_W, TILE_H)
                for j, t in enumerate(stack)
            ]
            pile += [
                text(x + TILE_W / 2, base + TILE_H + 18, name, font_size=12, text_anchor="middle"),
                text(
                    x + TILE_W / 2,
                    base + TILE_H + 33,
                    str(len(stack)),
                    font_size=12,
                    text_anchor="middle",
                    font_weight=700,
                ),
            ]
            out.append(group(pile, class_="stack", data_stack=s))
    for tower in view["towers"]:
        x, y = 24 + tower["index"] * 104, TOP + 214
        state = "#2f5fa7" if tower["current"] else "#b9ad93"
        out += [
            rect(
                x,
                y,
                98,
                50,
                rx=7,
                fill="#eceff4" if tower["played"] else "#ffffff",
                stroke=state,
                stroke_width=2 if tower["current"] else 1,
            ),
            text(
                x + 8,
                y + 20,
                label("tower_size", lang, tower=tower["index"], count=tower["count"]),
                font_size=12,
                font_weight=700,
            ),
        ]
        if tower["tree"]:
            out.append(tree_icon(x + 83, y + 34, 20))
    return out


def _rows(view: dict[str, Any], lang: str) -> tuple[list[str], float]:
    """The animal rows (a taken row says so) and the drawn tile under them."""
    x, width, y = 458, 534, TOP
    out: list[str] = []
    for row in view["rows"]:
        name = label("row", lang, row=row["index"])
        out += [
            rect(
                x,
                y,
                width,
                32,
                rx=7,
                fill="#ffffff" if row["open"] else "#f1eee6",
                stroke="#d6ccb4",
            ),
            text(
                x + 10,
                y + 21,
                name,
                font_size=11.5,
                font_weight=700,
                fill=None if row["open"] else "#8a8270",
            ),
        ]
        if row["open"]:
            step = min(44, (width - 80) / len(row["tiles"])) if row["tiles"] else 44
            out += [
                tile_face(code, x + 70 + k * step, y + 2, min(40, step - 3), 28, lang)
                for k, code in enumerate(row["tiles"])
            ]
            if not row["tiles"]:
                out.append(text(x + 72, y + 21, label("empty", lang), font_size=11, fill="#8a8270"))
        else:
            out.append(
                text(
                    x + 20 + text_width(name, 11.5, True),
                    y + 21,
                    label("taken", lang),
                    font_size=11,
                    fill="#8a8270",
                )
            )
        y += 38
    pending = view["pending"]
    if pending is not None:
        out.append(
            text(
                x + 4,
                y + 16,
                label("drawn_by", lang, player=pending["player"]),
                font_size=12,
                font_weight=700,
            )
        )
        for k, t in enumerate(pending["tiles"]):
            at = x + 4 + k * 60
            out.append(
                tile_face(t["tile"], at, y + 24, 50, 36, lang)
                if t["tile"]
                else tile_back(t["back"], at, y + 24, 50, 36)
            )
        y += 66
    return out, y


def _held(
    part: dict[str, Any], x: float, y: float, lang: str, step: float = 36
) -> tuple[list[str], float]:
    """Face-down or shadow tiles: their faces where the view shows them (at the end, the
    counted ones), the others as backs with how many."""
    shown = part["tiles"]
    hidden = 0
    if shown is None:
        shown = part.get("counted", [])
        hidden = part.get("boxed", part["count"])
    out = [tile_face(c, x + k * step, y, step - 4, 30, lang) for k, c in enumerate(shown)]
    x += len(shown) * step
    if hidden:
        out += [tile_back(part["kind"], x + k * 10, y, 32, 30) for k in range(hidden)]
        x += (hidden - 1) * 10 + 36
        out.append(text(x, y + 20, f"×{hidden}", font_size=13, font_weight=700))
        x += 30
    return out, x


def _seat(view: dict[str, Any], seat: dict[str, Any], y: float, lang: str) -> list[str]:
    """A player's row: name, start marker and trees, tiles face up, face down and shadow
    tiles, and the score the view shows."""
    p = seat["player"]
    out = banner(
        LEFT,
        y,
        WIDTH - 2 * LEFT,
        SEAT_H - 6,
        player_word(p, lang),
        marked=view["to_move"] == p,
        size=15,
        fill="#faf7f0",
        stroke="#d6ccb4",
    )
    x = 150.0
    if seat["start_marker"]:
        out.append(group([title(label("marker", lang)), marker_icon(x, y + 28, 22)]))
    x += 20
    for k in range(seat["trees"]):
        out.append(group([title(label("trees", lang)), tree_icon(x + k * 14, y + 28, 20)]))
    x += 14 * seat["trees"] + 16
    parts = (
        ("face_up", {"tiles": seat["face_up"], "count": len(seat["face_up"]), "kind": "light"}),
        ("face_down", seat["face_down"]),
        ("shadow", seat["shadow"]),
    )
    tiles = sum(part["count"] for _, part in parts)
    shown = score_word(seat, lang)
    room = WIDTH - LEFT - 30 - text_width(shown, 14, True) - x - 70 * len(parts)
    step = max(12.0, min(36.0, room / max(1, tiles)))
    for key, part in parts:
        if not part["count"]:
            continue
        drawn, end = _held(part, x, y + 20, lang, step)
        name = label(key, lang)
        out += [text(x, y + 14, name, font_size=10, fill="#6b6355"), *drawn]
        x = max(end, x + text_width(name, 10)) + 16
    out.append(
        text(
            WIDTH - LEFT - 10,
            y + 33,
            shown,
            font_size=14,
            font_weight=700,
            text_anchor="end",
        )
    )
    return out


def draw(view: dict[str, Any], lang: str | None = None) -> Picture:
    """The picture of a Triqueta view (:func:`wolfpack.triqueta.view.view`) in ``lang``."""
    lang = check_language(lang)
    head = f"Triqueta · {head_word(view, lang)}"
    body = [
        text(LEFT + 4, 32, head, font_size=fit_text(head, 18, 540, True), font_weight=700),
        *_values(lang),
        *_towers(view, lang),
    ]
    rows, bottom = _rows(view, lang)
    body += rows
    y = max(TOP + 280, bottom + 8)
    for seat in view["seats"]:
        body += _seat(view, seat, y, lang)
        y += SEAT_H
    return compose(body, WIDTH, y + 4, label=head, lang=lang)
