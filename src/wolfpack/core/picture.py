"""Static SVG pictures of a position, the kit every game's drawer uses.

A game's picture is drawn from a **view** (what one player may see, or the open view), never
from the rules state, so a player's picture cannot show what that player may not see. It is
plain SVG text with no script and no external reference: a notebook shows it
(:meth:`Picture._repr_svg_`, as python-chess's ``chess.svg`` does), GitHub renders it in a
committed notebook or Markdown file, and the documentation embeds it.

The kit writes elements as escaped text (:func:`element`, :func:`text`, :func:`rect`,
:func:`circle`, :func:`polygon`, :func:`path`, :func:`group`, :func:`hexagon`), measures a
text's width without layout (:func:`text_width`, for fitting words in several languages),
and wraps a drawing into a :class:`Picture` (:func:`compose`), whose ids (patterns, clip
paths) are made unique per picture from its content (:data:`ID`), so that several pictures
on one page never take each other's patterns. The fonts (:data:`FONT_FAMILY`) end with
one that has every Japanese glyph.

:func:`picture` (``wolfpack.picture``) draws a record's position; a game's own is
:meth:`Game.picture <wolfpack.core.game.Game.picture>`.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape, quoteattr

from wolfpack.core.files import write_file

if TYPE_CHECKING:
    from wolfpack.core.game import Game

SVG_NS = "http://www.w3.org/2000/svg"
"""The SVG namespace."""

FONT_FAMILY = "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif"
"""The fonts of every picture: the boards' own, then one with the Japanese glyphs."""

ID = "{{picture-id}}"
"""Where a drawing names its own ids (``f"{ID}-forest"``, ``f"url(#{ID}-forest)"``):
:func:`compose` puts one prefix in, the same for the same drawing and unique otherwise."""

Attr = str | int | float | None
"""An attribute's value: a number is written with at most two decimals; None leaves the
attribute out."""


def number(value: float) -> str:
    """``value`` as SVG writes it: at most two decimals, no trailing zeros (``12``,
    ``3.5``, ``-0.25``), so that the same drawing is always the same text."""
    if isinstance(value, bool):
        raise TypeError("a picture's number is not a bool")
    if isinstance(value, int):
        return str(value)
    text_ = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text_ in ("-0", "") else text_


def _attrs(attrs: dict[str, Attr]) -> str:
    """``attrs`` as SVG attributes: ``font_size`` is written ``font-size``, ``class_``
    ``class``; values escaped; None left out."""
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        shown = number(value) if isinstance(value, int | float) else value
        out.append(f" {name}={quoteattr(_NOT_XML.sub('', shown))}")
    return "".join(out)


def element(tag: str, attrs: dict[str, Attr] | None = None, *children: str) -> str:
    """An SVG element with attributes and children (SVG text already written, e.g. by
    another call of this kit; write words with :func:`escaped`)."""
    inner = "".join(children)
    head = f"<{tag}{_attrs(attrs or {})}"
    return f"{head}>{inner}</{tag}>" if inner else f"{head}/>"


_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""The characters XML cannot hold (most control characters, lone surrogates)."""


def escaped(words: str) -> str:
    """Words as SVG character data: ``<``, ``&`` and ``>`` escaped, and the characters XML
    cannot hold left out."""
    return escape(_NOT_XML.sub("", words))


def text(x: float, y: float, words: str, **attrs: Attr) -> str:
    """A ``<text>`` at (``x``, ``y``) saying ``words`` (escaped)."""
    return element("text", {"x": x, "y": y, **attrs}, escaped(words))


def title(words: str) -> str:
    """A ``<title>``: what the element it is in shows, in words (a tooltip, and what a
    screen reader says)."""
    return element("title", {}, escaped(words))


def rect(x: float, y: float, width: float, height: float, **attrs: Attr) -> str:
    """A ``<rect>``."""
    return element("rect", {"x": x, "y": y, "width": width, "height": height, **attrs})


def circle(cx: float, cy: float, r: float, **attrs: Attr) -> str:
    """A ``<circle>``."""
    return element("circle", {"cx": cx, "cy": cy, "r": r, **attrs})


def points(corners: Iterable[tuple[float, float]]) -> str:
    """Corners as an SVG ``points`` list (``"0,-10 8.66,5 -8.66,5"``)."""
    return " ".join(f"{number(x)},{number(y)}" for x, y in corners)


def polygon(corners: Iterable[tuple[float, float]], **attrs: Attr) -> str:
    """A ``<polygon>`` through ``corners``."""
    return element("polygon", {"points": points(corners), **attrs})


def path(d: str, **attrs: Attr) -> str:
    """A ``<path>``."""
    return element("path", {"d": d, **attrs})


def group(children: Sequence[str], x: float = 0, y: float = 0, **attrs: Attr) -> str:
    """A ``<g>`` of ``children``, moved by (``x``, ``y``)."""
    move = f"translate({number(x)},{number(y)})" if x or y else None
    return element("g", {"transform": move, **attrs}, *children)


def hex_corners(r: float, cx: float = 0, cy: float = 0) -> list[tuple[float, float]]:
    """The corners of a flat-topped hexagon of radius ``r`` centred on (``cx``, ``cy``),
    from the right one clockwise (SVG's y points down), as the boards draw them."""
    return [
        (cx + r * math.cos(math.pi / 3 * k), cy + r * math.sin(math.pi / 3 * k)) for k in range(6)
    ]


def hexagon(cx: float, cy: float, r: float, **attrs: Attr) -> str:
    """A flat-topped hexagon of radius ``r`` centred on (``cx``, ``cy``)."""
    return polygon(hex_corners(r, cx, cy), **attrs)


def star(cx: float, cy: float, outer: float, inner: float, rays: int) -> list[tuple[float, float]]:
    """The corners of a star with ``rays`` rays centred on (``cx``, ``cy``), the first
    ray pointing up."""
    out = []
    for i in range(2 * rays):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi / rays * i - math.pi / 2
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


WOLF_HEAD = (
    (-9, -8),
    (-6, -2),
    (-3, -4),
    (3, -4),
    (6, -2),
    (9, -8),
    (8, 2),
    (3, 8),
    (0, 10),
    (-3, 8),
    (-8, 2),
)
"""The wolf head the boards draw (ears, muzzle), 20 units high, centred on (0, 0)."""


def wolf_head(cx: float, cy: float, size: float, fill: str) -> str:
    """The boards' wolf head, ``size`` high, centred on (``cx``, ``cy``)."""
    k = size / 20
    return polygon(((cx + x * k, cy + y * k) for x, y in WOLF_HEAD), fill=fill)


def banner(
    x: float,
    y: float,
    width: float,
    height: float,
    words: str,
    *,
    marked: bool,
    size: float,
    indent: float = 10,
    fill: str = "#f6f6f6",
    stroke: str = "#cccccc",
    marked_stroke: str = "#2f5fa7",
) -> list[str]:
    """A player's bar: a box with the player's words; the player to move ``marked`` (a
    "◀", bold words, a light blue box with a stronger outline), as every board marks it."""
    return [
        rect(
            x,
            y,
            width,
            height,
            rx=6,
            fill="#eef2f7" if marked else fill,
            stroke=marked_stroke if marked else stroke,
            stroke_width=2 if marked else 1,
        ),
        text(
            x + indent,
            y + height / 2 + size * 0.35,
            ("◀ " if marked else "") + words,
            font_size=size,
            font_weight=700 if marked else 400,
        ),
    ]


def text_width(words: str, size: float, bold: bool = False) -> float:
    """The width of ``words`` at font size ``size``, estimated as the boards estimate it
    (a kanji or kana one em wide, Latin letters by DejaVu Sans' advance widths)."""
    narrow = set(" il.,:;'|!·()-")
    w = 0.0
    wide = 0.0
    for ch in words:
        if ord(ch) >= 0x2E80:
            wide += 1.0
        elif ch == " ":
            w += 0.32
        elif ch in narrow:
            w += 0.34
        elif ch in "mwMW":
            w += 0.92
        elif "A" <= ch <= "Z" or ch in "◀→":
            w += 0.7
        elif ch.isdigit():
            w += 0.64
        else:
            w += 0.58
    return (w * (1.12 if bold else 1) + wide) * size


def fit_text(words: str, size: float, width: float, bold: bool = False) -> float:
    """The font size at most ``size`` at which ``words`` fit in ``width``."""
    wide = text_width(words, size, bold)
    return size if wide <= width else max(1.0, size * width / wide)


@dataclass(frozen=True)
class Picture:
    """A static SVG picture of a position: shown by notebooks (``_repr_svg_``), written by
    :meth:`save`, its SVG text by ``str(picture)``.

    ``width`` and ``height`` are the drawing's size in its own units (its ``viewBox``);
    ``size`` the width it is shown at, in pixels (None: its own width)."""

    body: str
    """The drawing: SVG elements, with its ids still written :data:`ID`."""
    width: float
    height: float
    label: str = ""
    """What it shows, in words (its ``<title>`` and ``aria-label``)."""
    lang: str = "en"
    """The language of its words (``xml:lang``)."""
    size: float | None = None
    """The width it is shown at, in pixels (None: :attr:`width`)."""
    defs: str = ""
    """Its ``<defs>`` (patterns), with its ids written :data:`ID` too."""
    css_class: str = "wolfpack-picture"
    """The root element's class."""

    def resized(self, size: float | None) -> Picture:
        """The same picture shown ``size`` pixels wide (None: its own width); a
        ``ValueError`` for a size that is not a positive number."""
        if size is not None and (
            isinstance(size, bool) or not isinstance(size, int | float) or not 0 < size < 1e5
        ):
            raise ValueError(f"a picture's size is a positive number of pixels, not {size!r}")
        return replace(self, size=size)

    @property
    def svg(self) -> str:
        """The picture as one SVG document (UTF-8 text, no XML declaration)."""
        content = self.defs + self.body
        prefix = "wp-" + hashlib.sha256(content.encode()).hexdigest()[:10]
        shown = self.width if self.size is None else self.size
        head = _attrs(
            {
                "xmlns": SVG_NS,
                "class_": self.css_class,
                "viewBox": f"0 0 {number(self.width)} {number(self.height)}",
                "width": shown,
                "height": shown * self.height / self.width,
                "role": "img",
                "aria-label": self.label or None,
                "xml:lang": self.lang,
                "font-family": FONT_FAMILY,
            }
        )
        inner = (title(self.label) if self.label else "") + (
            f"<defs>{self.defs}</defs>" if self.defs else ""
        )
        return f"<svg{head}>{inner}{self.body}</svg>".replace(ID, prefix)

    def _repr_svg_(self) -> str:
        """The SVG a notebook shows."""
        return self.svg

    def __str__(self) -> str:
        return self.svg

    def save(self, path: str | Path) -> Path:
        """Write the picture to ``path`` (an ``.svg`` file), whole or not at all; the path
        written."""
        return write_file(path, self.svg + "\n")


def compose(
    body: Sequence[str],
    width: float,
    height: float,
    *,
    label: str = "",
    lang: str = "en",
    defs: Sequence[str] = (),
    css_class: str = "wolfpack-picture",
) -> Picture:
    """A :class:`Picture` of the elements ``body`` in a ``width`` × ``height`` drawing,
    white behind it."""
    back = rect(0, 0, width, height, fill="#ffffff")
    return Picture(
        back + "".join(body),
        width,
        height,
        label=label,
        lang=lang,
        defs="".join(defs),
        css_class=css_class,
    )


def picture(
    source: str | Path | Mapping[str, Any] | Game[Any],
    player: int | None = None,
    lang: str | None = None,
    step: int | None = None,
    size: float | None = None,
) -> Picture:
    """The picture of a record's position (``wolfpack.picture("game.json")``): the record
    (a dict, JSON text or a file path; or a game) replayed by its game's ``from_record``,
    at the position after its first ``step`` moves (None: the position the record reaches;
    0: the start; a negative step counts back from there), as ``player`` sees it (None:
    the open view), in ``lang``, ``size`` pixels wide (see :meth:`Game.picture
    <wolfpack.core.game.Game.picture>`). A malformed record raises
    :class:`~wolfpack.core.errors.RecordError`, an illegal move
    :class:`~wolfpack.core.errors.RecordMoveError`, a step outside the record
    ``ValueError``."""
    from wolfpack.core.game import Game
    from wolfpack.core.registry import load_record

    game = source if isinstance(source, Game) else load_record(source)
    if step is not None:
        moves = game.moves
        if (
            isinstance(step, bool)
            or not isinstance(step, int)
            or not -len(moves) <= step <= len(moves)
        ):
            raise ValueError(
                f"step is a whole number from {-len(moves)} to {len(moves)} (moves in the "
                f"record: {len(moves)}), not {step!r}"
            )
        if step != len(moves):
            if game is source:  # (the caller's game stays where it is)
                game = load_record(game.to_record())
            game.goto(moves[:step])
    return game.picture(player, lang, size)
