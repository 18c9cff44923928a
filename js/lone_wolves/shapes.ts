/**
 * Pictures of the Lone Wolves components: cards (suit colour plus a distinct suit shape,
 * so the suits read without colour), lone wolves, card backs, the nine scar effects (a
 * shape and colour per family, a big number or picture per effect), honor tokens and the
 * moons.
 *
 * Every text drawn here is at least `MIN_FONT` units high: the board is scaled to the
 * cell's width, and at 900 px (a board about 700 px wide) that is 11 px on screen.
 */
import { type Attrs, s, text } from "../common/svg";

export const SUITS = "kbgwr";
export const TERRITORIES = ["cave", "desert", "swamp", "tundra", "volcano"];

/** The smallest font of the board, in SVG units (11 px on a board 700 px wide). */
export const MIN_FONT = 16;

export const SUIT_FILL: Record<string, string> = {
  k: "#262626",
  b: "#8d5524",
  g: "#2e7d32",
  w: "#f3f1ea",
  r: "#c62828",
};
export const SUIT_INK: Record<string, string> = {
  k: "#ffffff",
  b: "#ffffff",
  g: "#ffffff",
  w: "#1d1d1d",
  r: "#ffffff",
};

/** The suit's shape centred on (0, 0), radius `r`: triangle, diamond, circle, star, square. */
export function suitShape(suit: string, r: number, attrs: Attrs = {}): SVGElement {
  const a = { class: `suit-shape suit-${suit}`, "data-suit": suit, ...attrs };
  switch (suit) {
    case "k":
      return s("polygon", { ...a, points: `0,${-r} ${r * 0.95},${r * 0.75} ${-r * 0.95},${r * 0.75}` });
    case "b":
      return s("polygon", { ...a, points: `0,${-r} ${r * 0.8},0 0,${r} ${-r * 0.8},0` });
    case "g":
      return s("circle", { ...a, r: r * 0.85 });
    case "w":
      return s("polygon", { ...a, points: starPoints(0, 0, r, r * 0.45, 6) });
    default:
      return s("rect", { ...a, x: -r * 0.75, y: -r * 0.75, width: r * 1.5, height: r * 1.5 });
  }
}

/** The points of a star centred on (cx, cy) with `n` rays. */
function starPoints(cx: number, cy: number, outer: number, inner: number, n: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 2 * n; i++) {
    const rad = i % 2 === 0 ? outer : inner;
    const ang = (Math.PI / n) * i - Math.PI / 2;
    pts.push(`${(cx + rad * Math.cos(ang)).toFixed(2)},${(cy + rad * Math.sin(ang)).toFixed(2)}`);
  }
  return pts.join(" ");
}

/** A little wolf head (ears, muzzle), centred on (0, 0). */
export function wolfHead(size: number, fill: string): SVGElement {
  const k = size / 20;
  const p = [
    [-9, -8], [-6, -2], [-3, -4], [3, -4], [6, -2], [9, -8], [8, 2], [3, 8], [0, 10], [-3, 8], [-8, 2],
  ]
    .map(([x, y]) => `${(x * k).toFixed(1)},${(y * k).toFixed(1)}`)
    .join(" ");
  return s("polygon", { points: p, fill, class: "wolf-head" });
}

export const CARD_W = 50;
export const CARD_H = 72;

/** A card face up: suit colour, its value, and the suit's shape. */
export function cardFace(code: string, w = CARD_W, h = CARD_H): SVGGElement {
  const suit = code[0];
  const value = code.slice(1);
  const ink = SUIT_INK[suit];
  const size = Math.max(MIN_FONT, w * 0.36);
  return s(
    "g",
    { class: "card-face" },
    s("rect", { width: w, height: h, rx: 6, fill: SUIT_FILL[suit], stroke: "#5d5d5d", "stroke-width": 1 }),
    text(w * 0.1, size * 0.95, value, { fill: ink, "font-size": size, "font-weight": 700 }),
    s("g", { transform: `translate(${w / 2},${h * 0.64})` }, suitShape(suit, w * 0.26, { fill: ink })),
  );
}

/** A lone wolf (a card turned to its back, strength 1); `box` for an unseen box wolf. */
export function loneWolf(code: string | null, box: boolean, w = CARD_W, h = CARD_H): SVGGElement {
  const g = s(
    "g",
    { class: box ? "card-lone card-box" : "card-lone" },
    s("rect", {
      width: w,
      height: h,
      rx: 6,
      fill: "#3b4252",
      stroke: box ? "#e0b84c" : "#9aa3b5",
      "stroke-width": box ? 2 : 1.5,
      "stroke-dasharray": box ? "4 3" : null,
    }),
    s("g", { transform: `translate(${w / 2},${h * 0.5})` }, wolfHead(w * 0.5, "#d8dee9")),
    text(w / 2, h - 6, "1", { fill: "#eceff4", "font-size": 18, "font-weight": 700, "text-anchor": "middle" }),
  );
  if (code) {
    // What the card was, small at the top: its suit's shape and value.
    g.append(
      s("g", { transform: `translate(10,12)` }, suitShape(code[0], 6, { fill: SUIT_FILL[code[0]], stroke: "#eceff4", "stroke-width": 0.8 })),
      text(w - 5, 17, code.slice(1), { fill: "#eceff4", "font-size": MIN_FONT, "text-anchor": "end" }),
    );
  } else if (box) {
    g.append(text(w - 6, 18, "?", { fill: "#e0b84c", "font-size": MIN_FONT, "text-anchor": "end", "font-weight": 700 }));
  }
  return g;
}

/** The back of a card in a hand the viewer may not see. */
export function cardBack(w = CARD_W, h = CARD_H): SVGGElement {
  return s(
    "g",
    { class: "card-back" },
    s("rect", { width: w, height: h, rx: 6, fill: "#2c3e63", stroke: "#8fa3c8", "stroke-width": 1.5 }),
    s("rect", { x: 4, y: 4, width: w - 8, height: h - 8, rx: 4, fill: "none", stroke: "#8fa3c8", "stroke-dasharray": "3 2" }),
    s("g", { transform: `translate(${w / 2},${h / 2})` }, wolfHead(w * 0.5, "#8fa3c8")),
  );
}

// -- scars -------------------------------------------------------------------------------

/** The three families of scar effects: strength at the end, at once, points at the end. */
export type ScarKind = "strength" | "now" | "points";

export const EFFECT_KIND: Record<string, ScarKind> = {
  "pack-strength": "strength",
  plus3: "strength",
  "box-wolf": "now",
  "flip-honor": "now",
  "points-per-wolf": "points",
  "points-per-lone": "points",
  "points-per-faceup": "points",
  "points-low-faceup": "points",
  "points-if-honor": "points",
};

/** The side of a scar token in the spaces and packs (four fit in the Swamp's column). */
export const TOKEN = 42;

const KIND_STYLE: Record<ScarKind, { fill: string; stroke: string; ink: string }> = {
  strength: { fill: "#2f5fa7", stroke: "#173a70", ink: "#ffffff" },
  now: { fill: "#d35400", stroke: "#7a2e00", ink: "#ffffff" },
  points: { fill: "#fff3cf", stroke: "#b8860b", ink: "#4a3300" },
};

const GOLD = "#d9b23c";

/** The token's outline, by family: a shield (strength), a disc (at once), a plaque with a
 * star (points). Drawn in a TOKEN × TOKEN box. */
function tokenShape(kind: ScarKind): SVGElement[] {
  const st = KIND_STYLE[kind];
  const c = TOKEN / 2;
  if (kind === "strength") {
    return [
      s("path", {
        d: `M${c},1.5 L${TOKEN - 2},7 L${TOKEN - 3.5},26 Q${TOKEN - 7},36 ${c},${TOKEN - 1} Q7,36 3.5,26 L2,7 Z`,
        fill: st.fill,
        stroke: st.stroke,
        "stroke-width": 1.5,
        class: "token-shape",
      }),
    ];
  }
  if (kind === "now") {
    return [s("circle", { cx: c, cy: c, r: c - 1, fill: st.fill, stroke: st.stroke, "stroke-width": 1.5, class: "token-shape" })];
  }
  return [
    s("rect", { x: 1.5, y: 1.5, width: TOKEN - 3, height: TOKEN - 3, rx: 7, fill: st.fill, stroke: st.stroke, "stroke-width": 3, class: "token-shape" }),
    s("polygon", { points: starPoints(6.5, 6.5, 6.5, 2.8, 5), fill: GOLD, stroke: st.stroke, "stroke-width": 0.8 }),
  ];
}

/**
 * The wolves a scar counts, as small cards: a white card is a face-up wolf, a dark card a
 * lone wolf, both together any wolf.
 */
function cardIcon(x: number, y: number, w: number, h: number, lone: boolean): SVGElement {
  return s(
    "g",
    { transform: `translate(${x},${y})`, class: lone ? "icon-lone" : "icon-up" },
    s("rect", { width: w, height: h, rx: 2, fill: lone ? "#3b4252" : "#ffffff", stroke: "#1d1d1d", "stroke-width": 1.2 }),
    lone
      ? s("g", { transform: `translate(${w / 2},${h / 2})` }, wolfHead(w * 0.85, "#e5e9f0"))
      : s("g", { transform: `translate(${w / 2},${h / 2 + 1})` }, suitShape("k", w * 0.32, { fill: "#262626" })),
  );
}

/** Any wolf: a lone wolf behind a face-up one. */
function anyWolf(x: number, y: number, w: number, h: number): SVGElement[] {
  return [cardIcon(x, y, w, h, true), cardIcon(x + w * 0.55, y + h * 0.22, w, h, false)];
}

/** An honor token in small (a gold coin). */
function coinIcon(cx: number, cy: number, r: number): SVGElement {
  return s(
    "g",
    { class: "icon-coin" },
    s("circle", { cx, cy, r, fill: GOLD, stroke: "#5a4208", "stroke-width": 1.4 }),
    s("circle", { cx, cy, r: r * 0.55, fill: "none", stroke: "#5a4208", "stroke-width": 1 }),
  );
}

/** The mark of each effect, big enough to read at a glance: a number and what it counts
 * ("+" for strength), or a picture of what happens at once. */
function tokenMark(effect: string, kind: ScarKind): SVGElement[] {
  const ink = KIND_STYLE[kind].ink;
  const c = TOKEN / 2;
  const big = (x: number, y: number, t: string, size = 22): SVGElement =>
    text(x, y, t, { "font-size": size, "font-weight": 700, fill: ink, "text-anchor": "middle", class: "token-mark" });
  switch (effect) {
    case "plus3":
      return [big(c, 29, "+3", 23)];
    case "pack-strength":
      // +1 for each wolf on the side.
      return [big(c, 20, "+1", 18), ...anyWolf(c - 9, 22, 10, 13)];
    case "box-wolf":
      // A wolf climbing out of the box.
      return [
        s("g", { transform: `translate(${c},14)` }, wolfHead(18, "#ffffff")),
        s("path", { d: "M8,21 L34,21 L31,35 L11,35 Z", fill: "#e9cf9c", stroke: "#4a2a08", "stroke-width": 1.4 }),
        s("path", { d: "M8,21 L4,15 M34,21 L38,15", stroke: "#e9cf9c", "stroke-width": 2.6, "stroke-linecap": "round" }),
      ];
    case "flip-honor": {
      // The honor coin turned over: two arrows around it.
      const arrow = (d: string, head: string) => [
        s("path", { d, fill: "none", stroke: "#ffffff", "stroke-width": 3, "stroke-linecap": "round" }),
        s("polygon", { points: head, fill: "#ffffff" }),
      ];
      return [
        coinIcon(c, c, 8.5),
        ...arrow(`M${c - 14},${c + 1} A14,14 0 0 1 ${c + 9},${c - 11}`, `${c + 15},${c - 9} ${c + 6},${c - 4} ${c + 7},${c - 15}`),
        ...arrow(`M${c + 14},${c - 1} A14,14 0 0 1 ${c - 9},${c + 11}`, `${c - 15},${c + 9} ${c - 6},${c + 4} ${c - 7},${c + 15}`),
      ];
    }
    case "points-per-wolf":
      return [big(12, 30, "1"), ...anyWolf(19, 8, 13, 19)];
    case "points-per-lone":
      return [big(12, 30, "2"), cardIcon(23, 9, 15, 23, true)];
    case "points-per-faceup":
      return [big(12, 30, "2"), cardIcon(23, 9, 15, 23, false)];
    case "points-low-faceup":
      // 3 for each face-up 2, 3 or 4: "3", a card, and "2-4" under them.
      return [
        big(12, 22, "3", 20),
        cardIcon(23, 5, 13, 18, false),
        text(c, 38.5, "2-4", { "font-size": MIN_FONT, "font-weight": 700, fill: ink, "text-anchor": "middle", class: "token-mark" }),
      ];
    case "points-if-honor":
      return [big(12, 30, "5"), coinIcon(29, 21, 9.5)];
    default:
      return [big(c, 28, "?")];
  }
}

/** A scar token face up, `size` wide (at least TOKEN), top-left at (0, 0). */
export function scarBadge(effect: string, size = TOKEN): SVGGElement {
  const kind = EFFECT_KIND[effect] ?? "points";
  const inner = s("g", size === TOKEN ? {} : { transform: `scale(${size / TOKEN})` }, ...tokenShape(kind), ...tokenMark(effect, kind));
  return s("g", { class: `scar-badge scar-${kind}`, "data-effect": effect, "data-kind-of-scar": kind }, inner);
}

/** A face-down scar token; in the open view its hidden effect shows faintly. */
export function scarBack(size: number, effect: string | null): SVGGElement {
  const g = s("g", { class: "scar-down" });
  g.append(s("rect", { width: size, height: size, rx: 6, fill: "#4a3b2a", stroke: "#c9b48a", "stroke-width": 1.5 }));
  if (effect) {
    const badge = scarBadge(effect, size);
    badge.setAttribute("opacity", "0.45");
    g.append(badge, s("rect", { width: size, height: size, rx: 6, fill: "none", stroke: "#4a3b2a", "stroke-width": 2.5, "stroke-dasharray": "5 3" }));
  } else {
    g.append(text(size / 2, size * 0.5 + 9, "?", { fill: "#e6d3a8", "font-size": 26, "text-anchor": "middle", "font-weight": 700 }));
  }
  return g;
}

// -- tokens of the territories ------------------------------------------------------------

/** The honor token: a gold coin with the value face up. */
export function honorToken(value: number, r = 20): SVGGElement {
  return s(
    "g",
    { class: "honor", "data-value": value },
    s("circle", { r, fill: GOLD, stroke: "#7a5c12", "stroke-width": 1.5 }),
    text(0, r * 0.38, String(value), { "font-size": r * 1.1, "font-weight": 700, "text-anchor": "middle", fill: "#3a2a00" }),
  );
}

/** The Moon or the Blood Moon as a crescent; `out` false: not on the board yet (an outline). */
export function moonIcon(kind: "moon" | "blood_moon", r = 12, out = true): SVGGElement {
  const fill = kind === "moon" ? "#f2e394" : "#b71c1c";
  return s(
    "g",
    { class: `moon-icon ${kind}${out ? "" : " not-out"}` },
    s("path", {
      d: `M ${r * 0.3},${-r} A ${r},${r} 0 1 0 ${r * 0.3},${r} A ${r * 0.75},${r * 0.75} 0 1 1 ${r * 0.3},${-r} Z`,
      fill: out ? fill : "none",
      stroke: out ? "#5a4a2a" : fill === "#f2e394" ? "#8a7a3a" : fill,
      "stroke-width": out ? 1 : 1.8,
      "stroke-dasharray": out ? null : "3 2",
    }),
  );
}
