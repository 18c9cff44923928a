"""A static SVG picture of a Lone Wolves position, drawn from a view (LW-H1..LW-H4).

It follows the board's layout and colours (``js/lone_wolves/board.ts`` and ``shapes.ts``):
the five territories in board order, each with the upper player's side above its band
(name, count, honor token, moon, scar spaces) and the lower player's below, the pack spaces
above and below, the trick and trump under them, and the hands (the viewer's at the
bottom, the other's as backs in a player view). It draws only what the view holds, so a
player's picture never shows the other hand, a face-down scar or a box wolf's card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wolfpack.core.i18n import check_language
from wolfpack.core.picture import (
    Picture,
    banner,
    circle,
    compose,
    element,
    fit_text,
    group,
    path,
    polygon,
    rect,
    star,
    text,
    title,
    wolf_head,
)
from wolfpack.core.words import player_word
from wolfpack.lone_wolves.render import _waiting, label
from wolfpack.lone_wolves.terms import (
    card_word,
    effect_word,
    location_word,
    suit_word,
    territory_word,
)

WIDTH = 1000
COL_W = 188
COL_STEP = 198
LEFT = 8
CARD_W = 50
CARD_H = 72
TOKEN = 42
BAND_H = 138
FONT = {"label": 16, "bar": 17, "name": 19, "big": 22}
"""The board's fonts, in drawing units (``F`` and ``MIN_FONT`` in ``board.ts``)."""

TERRITORIES = ("cave", "desert", "swamp", "tundra", "volcano")
SUIT_FILL = {"k": "#262626", "b": "#8d5524", "g": "#2e7d32", "w": "#f3f1ea", "r": "#c62828"}
SUIT_INK = {"k": "#ffffff", "b": "#ffffff", "g": "#ffffff", "w": "#1d1d1d", "r": "#ffffff"}
GOLD = "#d9b23c"
EFFECT_KIND = {
    "pack-strength": "strength",
    "plus3": "strength",
    "box-wolf": "now",
    "flip-honor": "now",
}
"""A scar's family (the rest count points at the end), as ``shapes.ts`` colours them."""
KIND_STYLE = {
    "strength": ("#2f5fa7", "#173a70", "#ffffff"),
    "now": ("#d35400", "#7a2e00", "#ffffff"),
    "points": ("#fff3cf", "#b8860b", "#4a3300"),
}
"""Per scar family: fill, outline, ink."""
MARKS = {
    "plus3": "+3",
    "pack-strength": "+1",
    "points-per-wolf": "1",
    "points-per-lone": "2",
    "points-per-faceup": "2",
    "points-low-faceup": "3",
    "points-if-honor": "5",
}
"""The big number of a scar token (the two that act at once show a picture)."""


def _col_x(i: int) -> float:
    return LEFT + i * COL_STEP


def suit_shape(suit: str, cx: float, cy: float, r: float, **attrs: Any) -> str:
    """The suit's shape (triangle, diamond, circle, star, square) centred on (cx, cy)."""
    if suit == "k":
        return polygon(
            [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)], **attrs
        )
    if suit == "b":
        return polygon(
            [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)], **attrs
        )
    if suit == "g":
        return circle(cx, cy, r * 0.85, **attrs)
    if suit == "w":
        return polygon(star(cx, cy, r, r * 0.45, 6), **attrs)
    return rect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5, **attrs)


def card_face(
    code: str, x: float, y: float, lang: str, w: float = CARD_W, h: float = CARD_H
) -> str:
    """A card face up: its suit's colour, value and shape."""
    suit, value = code[0], code[1:]
    ink = SUIT_INK[suit]
    size = max(FONT["label"], w * 0.36)
    return group(
        [
            title(card_word(code, lang)),
            rect(0, 0, w, h, rx=6, fill=SUIT_FILL[suit], stroke="#5d5d5d", stroke_width=1),
            text(w * 0.1, size * 0.95, value, fill=ink, font_size=size, font_weight=700),
            suit_shape(suit, w / 2, h * 0.64, w * 0.26, fill=ink),
        ],
        x,
        y,
        class_="card-face",
    )


def lone_wolf(card: dict[str, Any], x: float, y: float, lang: str) -> str:
    """A lone wolf or a box wolf (a card on its back, strength 1): what it was, small, where
    the view shows it."""
    code, box = card["card"], card["face"] == "box"
    w, h = CARD_W, CARD_H
    parts = [
        rect(
            0,
            0,
            w,
            h,
            rx=6,
            fill="#3b4252",
            stroke="#e0b84c" if box else "#9aa3b5",
            stroke_width=2 if box else 1.5,
            stroke_dasharray="4 3" if box else None,
        ),
        wolf_head(w / 2, h / 2, w * 0.5, "#d8dee9"),
        text(
            w / 2, h - 6, "1", fill="#eceff4", font_size=18, font_weight=700, text_anchor="middle"
        ),
    ]
    if code:
        parts.insert(0, title(label("box_card" if box else "lone", lang, card=code)))
        parts += [
            suit_shape(
                code[0], 10, 12, 6, fill=SUIT_FILL[code[0]], stroke="#eceff4", stroke_width=0.8
            ),
            text(w - 5, 17, code[1:], fill="#eceff4", font_size=FONT["label"], text_anchor="end"),
        ]
    else:
        parts.insert(0, title(label("box", lang)))
        parts.append(
            text(
                w - 6,
                18,
                "?",
                fill="#e0b84c",
                font_size=FONT["label"],
                text_anchor="end",
                font_weight=700,
            )
        )
    return group(parts, x, y, class_="card-lone")


def card_back(x: float, y: float, w: float, h: float) -> str:
    """The back of a card the viewer may not see."""
    return group(
        [
            rect(0, 0, w, h, rx=6, fill="#2c3e63", stroke="#8fa3c8", stroke_width=1.5),
            rect(4, 4, w - 8, h - 8, rx=4, fill="none", stroke="#8fa3c8", stroke_dasharray="3 2"),
            wolf_head(w / 2, h / 2, w * 0.5, "#8fa3c8"),
        ],
        x,
        y,
        class_="card-back",
    )


def scar_token(
    effect: str, x: float, y: float, lang: str, size: float = TOKEN, opacity: float | None = None
) -> str:
    """A scar token face up: its family's shape and colour and its number or picture."""
    kind = EFFECT_KIND.get(effect, "points")
    fill, stroke, ink = KIND_STYLE[kind]
    c = TOKEN / 2
    if kind == "strength":
        d = (
            f"M{c},1.5 L{TOKEN - 2},7 L{TOKEN - 3.5},26 Q{TOKEN - 7},36 {c},{TOKEN - 1} "
            "Q7,36 3.5,26 L2,7 Z"
        )
        shape = [path(d, fill=fill, stroke=stroke, stroke_width=1.5)]
    elif kind == "now":
        shape = [circle(c, c, c - 1, fill=fill, stroke=stroke, stroke_width=1.5)]
    else:
        shape = [
            rect(1.5, 1.5, TOKEN - 3, TOKEN - 3, rx=7, fill=fill, stroke=stroke, stroke_width=3),
            polygon(star(6.5, 6.5, 6.5, 2.8, 5), fill=GOLD, stroke=stroke, stroke_width=0.8),
        ]
    if effect == "box-wolf":
        mark = [
            wolf_head(c, 14, 18, "#ffffff"),
            path(
                "M8,21 L34,21 L31,35 L11,35 Z", fill="#e9cf9c", stroke="#4a2a08", stroke_width=1.4
            ),
        ]
    elif effect == "flip-honor":
        mark = [
            circle(c, c, 8.5, fill=GOLD, stroke="#5a4208", stroke_width=1.4),
            path(
                f"M{c - 14},{c + 1} A14,14 0 0 1 {c + 9},{c - 11}",
                fill="none",
                stroke="#ffffff",
                stroke_width=3,
            ),
            path(
                f"M{c + 14},{c - 1} A14,14 0 0 1 {c - 9},{c + 11}",
                fill="none",
                stroke="#ffffff",
                stroke_width=3,
            ),
        ]
    else:
        mark = [
            text(
                c,
                29,
                MARKS.get(effect, "?"),
                font_size=22,
                font_weight=700,
                fill=ink,
                text_anchor="middle",
            )
        ]
    scale = None if size == TOKEN else f"scale({size / TOKEN:.4f})"
    inner = element("g", {"transform": scale}, *shape, *mark)
    return group(
        [title(effect_word(effect, lang)), inner],
        x,
        y,
        class_=f"scar-badge scar-{kind}",
        data_effect=effect,
        opacity=opacity,
    )


def scar_space(space: dict[str, Any], x: float, y: float, lang: str) -> str:
    """A territory's scar space: empty, a token face up, or face down (its effect faint
    where the view holds it: the open view)."""
    if space["state"] == "empty":
        return rect(x, y, TOKEN, TOKEN, rx=6, fill="none", stroke="#9a9a9a", stroke_dasharray="4 3")
    if space["state"] == "face_up":
        return scar_token(space["effect"], x, y, lang)
    parts = [rect(0, 0, TOKEN, TOKEN, rx=6, fill="#4a3b2a", stroke="#c9b48a", stroke_width=1.5)]
    if space["effect"]:
        parts.append(scar_token(space["effect"], 0, 0, lang, opacity=0.45))
    else:
        parts.append(
            text(
                TOKEN / 2,
                TOKEN * 0.5 + 9,
                "?",
                fill="#e6d3a8",
                font_size=26,
                text_anchor="middle",
                font_weight=700,
            )
        )
    return group(parts, x, y, class_="scar-down")


def honor_token(value: int, cx: float, cy: float, r: float = 20) -> str:
    """The honor token: a gold coin with its value face up."""
    return group(
        [
            circle(cx, cy, r, fill=GOLD, stroke="#7a5c12", stroke_width=1.5),
            text(
                cx,
                cy + r * 0.38,
                str(value),
                font_size=r * 1.1,
                font_weight=700,
                text_anchor="middle",
                fill="#3a2a00",
            ),
        ],
        class_="honor",
    )


def moon_icon(kind: str, cx: float, cy: float, r: float, out: bool = True) -> str:
    """The Moon or the Blood Moon as a crescent (an outline while not out yet)."""
    fill = "#f2e394" if kind == "moon" else "#b71c1c"
    d = (
        f"M {cx + r * 0.3},{cy - r} A {r},{r} 0 1 0 {cx + r * 0.3},{cy + r} "
        f"A {r * 0.75},{r * 0.75} 0 1 1 {cx + r * 0.3},{cy - r} Z"
    )
    return path(
        d,
        fill=fill if out else "none",
        stroke="#5a4a2a" if out else fill,
        stroke_width=1 if out else 1.8,
        stroke_dasharray=None if out else "3 2",
        class_=f"moon-icon {kind}",
    )


def _side(t: dict[str, Any], player: int, x: float, y: float, lang: str) -> list[str]:
    """One player's cards in a territory, fanned as the board fans them."""
    cards = t["sides"][player]["cards"]
    step = min(CARD_W + 4, (COL_W - 12 - CARD_W) / (len(cards) - 1)) if len(cards) > 1 else 0
    out = []
    for k, c in enumerate(cards):
        at = x + 6 + k * step
        out.append(
            card_face(c["card"], at, y, lang) if c["face"] == "up" else lone_wolf(c, at, y, lang)
        )
    return out


def _rows(top: float) -> dict[str, float]:
    """Where each part of a territory's column lies (``rows`` in ``board.ts``)."""
    pack_top = top + 6
    label_top = pack_top + TOKEN + 24
    cards_top = label_top + 10
    band = cards_top + CARD_H + 6
    cards_bottom = band + BAND_H + 6
    label_bottom = cards_bottom + CARD_H + 21
    pack_bottom = label_bottom + 13
    return {
        "top": top,
        "pack_top": pack_top,
        "label_top": label_top,
        "cards_top": cards_top,
        "band": band,
        "cards_bottom": cards_bottom,
        "label_bottom": label_bottom,
        "pack_bottom": pack_bottom,
        "bottom": pack_bottom + TOKEN + 6,
    }


def _column(view: dict[str, Any], i: int, top: int, r: Mapping[str, float], lang: str) -> list[str]:
    t = view["territories"][i]
    x, b = _col_x(i), r["band"]
    fill = SUIT_FILL[t["suit"]]
    name = territory_word(t["name"], lang)
    room = COL_W - 34 - (80 if t["moon"] else 50)  # (the count, the moon beside it)
    out = [
        rect(
            x,
            r["top"],
            COL_W,
            r["bottom"] - r["top"],
            rx=10,
            fill=f"{fill}1f",
            stroke=fill,
            stroke_width=2,
        ),
        rect(x + 4, b, COL_W - 8, BAND_H, rx=8, fill="#ffffffcc", stroke="#c8c8c8"),
        suit_shape(t["suit"], x + 18, b + 19, 11, fill=fill, stroke="#444", stroke_width=1),
        text(
            x + 34,
            b + 26,
            name,
            font_size=fit_text(name, FONT["name"], room, True),
            font_weight=700,
        ),
        text(
            x + COL_W - 10,
            b + 26,
            f"{t['count']}/6",
            font_size=FONT["bar"],
            text_anchor="end",
            font_weight=700,
        ),
        honor_token(t["honor"]["value"], x + 30, b + 58),
        text(
            x + 58,
            b + 64,
            f"↻ {t['honor']['token'][1 - t['honor']['side']]}",
            font_size=FONT["label"],
        ),
    ]
    if t["moon"]:
        out.append(moon_icon(t["moon"], x + COL_W - 62, b + 19, 12))
    n = len(t["scars"])
    gap = 4 if n > 3 else 12
    x0 = x + (COL_W - (n * TOKEN + (n - 1) * gap)) / 2
    out += [scar_space(sp, x0 + k * (TOKEN + gap), b + 88, lang) for k, sp in enumerate(t["scars"])]
    for player, cards_y, label_y in (
        (top, r["cards_top"], r["label_top"]),
        (1 - top, r["cards_bottom"], r["label_bottom"]),
    ):
        out += _side(t, player, x, cards_y, lang)
        lead = t["leading"] == player
        strength = label("strength", lang, n=t["sides"][player]["strength"]).strip("()（）")
        out.append(
            text(
                x + 8, label_y, strength, font_size=FONT["label"], font_weight=700 if lead else 400
            )
        )
    return out


def _packs(view: dict[str, Any], player: int, y: float, lang: str) -> list[str]:
    """A player's pack spaces: in their territory's column, or on the line between two."""
    out = []
    step = TOKEN + 6
    for loc in view["packs"][player]:
        width = loc["capacity"] * step - 6
        name = loc["location"]
        if "+" in name:
            a = TERRITORIES.index(name.split("+")[0])
            x = _col_x(a) + COL_W + (COL_STEP - COL_W) / 2 - width / 2
        else:
            x = _col_x(TERRITORIES.index(name)) + (COL_W - width) / 2
        slots = [title(f"{player_word(player, lang)}: {location_word(name, lang)}")]
        for j in range(loc["capacity"]):
            scars = loc["scars"]
            slots.append(
                scar_token(scars[j], j * step, 0, lang)
                if j < len(scars)
                else rect(
                    j * step,
                    0,
                    TOKEN,
                    TOKEN,
                    rx=6,
                    fill="#ffffff99",
                    stroke="#9a9a9a",
                    stroke_dasharray="4 3",
                )
            )
        out.append(group(slots, x, y, class_="pack"))
    return out


def _hand(view: dict[str, Any], player: int, y: float, big: bool, lang: str) -> list[str]:
    """A hand: face up where the view shows it, else its backs and how many."""
    hand = view["hands"][player]
    w, h = (56, 80) if big else (44, 62)
    n = hand["count"]
    room = WIDTH - 2 * LEFT - 80
    step = min(62 if big else 50, (room - w) / (n - 1)) if n > 1 else 0
    if hand["cards"] is None:
        out = [card_back(LEFT + k * step, y, w, h) for k in range(n)]
        out.append(
            text(
                LEFT + max(0, n - 1) * step + w + 10, y + h / 2 + 6, f"× {n}", font_size=FONT["bar"]
            )
        )
        return out
    return [card_face(code, LEFT + k * step, y, lang, w, h) for k, code in enumerate(hand["cards"])]


def _bar(view: dict[str, Any], player: int, y: float, lang: str) -> list[str]:
    """A player's bar: name, hand, score; the player to move marked."""
    colon = label("colon", lang)
    to_move = view["to_move"] == player
    words = (
        f"{player_word(player, lang)} · {label('hand_word', lang)}{colon}"
        f"{view['hands'][player]['count']} · {label('score', lang)}{colon}{view['scores'][player]}"
    )
    return banner(LEFT, y, WIDTH - 2 * LEFT, 30, words, marked=to_move, size=FONT["bar"])


def _info(view: dict[str, Any], y: float, lang: str) -> list[str]:
    """The row under the territories: the trick, trump, the moons, the trick in play."""
    colon = label("colon", lang)
    trump = suit_word(view["trump"], lang) if view["trump"] else label("none", lang)
    moons = [
        f"{label(k, lang)}{colon}{territory_word(view[k], lang)}"
        for k in ("moon", "blood_moon")
        if view[k]
    ]
    line = " · ".join(
        [label("trick", lang, trick=view["trick"]), f"{label('trump', lang)}{colon}{trump}", *moons]
    )
    held = view["held_scar"] if view["phase"] == "place" else None
    room = WIDTH - 2 * LEFT - 2 * 36 - 12 - (50 if held else 0)
    out = [
        text(LEFT + 4, y, line, font_size=fit_text(line, FONT["bar"], room, True), font_weight=700)
    ]
    if held:  # the scar just taken, to be placed: face down to the other player if it was
        space = {"state": "face_up" if held["effect"] else "face_down", "effect": held["effect"]}
        token = scar_space(space, 0, 0, lang)
        out.append(group([title(player_word(held["player"], lang)), token], room + 22, y - 26))
    x = WIDTH - LEFT - 2 * 36
    for part in ("lead", "follow"):
        c = view["current_trick"][part]
        if c:
            out.append(card_face(c["card"], x, y - 27, lang, 30, 40))
        x += 36
    return out


def draw(view: dict[str, Any], lang: str | None = None) -> Picture:
    """The picture of a Lone Wolves view (:func:`wolfpack.lone_wolves.view.view`) in ``lang``:
    the viewer's side at the bottom (player 0's in the open view)."""
    lang = check_language(lang)
    bottom = view["perspective"] or 0
    top = 1 - bottom
    over = view["to_move"] is None
    body: list[str] = []
    y = 4
    body += _bar(view, top, y, lang)
    y += 36
    if not over:
        body += _hand(view, top, y, False, lang)
        y += 80
    r = _rows(y)
    for i in range(len(view["territories"])):
        body += _column(view, i, top, r, lang)
    body += _packs(view, top, r["pack_top"], lang) + _packs(view, bottom, r["pack_bottom"], lang)
    body += _info(view, r["bottom"] + 30, lang)
    hand_y = r["bottom"] + 44
    status = label("over", lang) if over else _waiting(view, lang)
    if over:
        a, b = view["scores"]
        body += [
            rect(LEFT, hand_y, WIDTH - 2 * LEFT, 76, rx=10, fill="#fff8e1", stroke="#b8860b"),
            text(
                WIDTH / 2,
                hand_y + 32,
                status,
                font_size=FONT["big"],
                font_weight=700,
                text_anchor="middle",
            ),
            text(
                WIDTH / 2,
                hand_y + 60,
                f"{label('score', lang)}{label('colon', lang)}{a}:{b}",
                font_size=FONT["bar"],
                text_anchor="middle",
            ),
        ]
        bar_y = hand_y + 82
    else:
        body += _hand(view, bottom, hand_y, True, lang)
        bar_y = hand_y + 98
    body += _bar(view, bottom, bar_y, lang)
    height = bar_y + 34
    if not over:
        size = fit_text(status, FONT["label"], WIDTH - 2 * LEFT - 8)
        body.append(text(LEFT + 4, height + 18, status, font_size=size))
        height += 28
    return compose(body, WIDTH, height, label=f"Lone Wolves: {status}", lang=lang)
