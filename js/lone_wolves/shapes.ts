/**
 * Pictures of the Lone Wolves components: cards (suit colour plus a distinct suit shape,
 * so the suits read without colour), lone wolves, card backs, scar effects (one icon
 * each), honor tokens and the moons.
 */
import { type Attrs, s, text } from "./svg";

export const SUITS = "kbgwr";
export const TERRITORIES = ["cave", "desert", "swamp", "tundra", "volcano"];

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
    case "w": {
      const pts: string[] = [];
      for (let i = 0; i < 12; i++) {
        const rad = i % 2 === 0 ? r : r * 0.45;
        const ang = (Math.PI / 6) * i - Math.PI / 2;
        pts.push(`${(rad * Math.cos(ang)).toFixed(2)},${(rad * Math.sin(ang)).toFixed(2)}`);
      }
      return s("polygon", { ...a, points: pts.join(" ") });
    }
    default:
      return s("rect", { ...a, x: -r * 0.75, y: -r * 0.75, width: r * 1.5, height: r * 1.5 });
  }
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
  return s(
    "g",
    { class: "card-face" },
    s("rect", { width: w, height: h, rx: 6, fill: SUIT_FILL[suit], stroke: "#5d5d5d", "stroke-width": 1 }),
    text(w * 0.12, Math.max(10, w * 0.4), value, { fill: ink, "font-size": Math.max(9, w * 0.36), "font-weight": 700 }),
    s("g", { transform: `translate(${w / 2},${h * 0.62})` }, suitShape(suit, w * 0.26, { fill: ink })),
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
    s("g", { transform: `translate(${w / 2},${h * 0.45})` }, wolfHead(w * 0.55, "#d8dee9")),
    text(w / 2, h - 8, "1", { fill: "#eceff4", "font-size": 14, "font-weight": 700, "text-anchor": "middle" }),
  );
  if (code) {
    g.append(
      s("g", { transform: `translate(9,10)`, opacity: 0.9 }, suitShape(code[0], 6, { fill: SUIT_FILL[code[0]], stroke: "#eceff4", "stroke-width": 0.8 })),
      text(w - 4, 14, code.slice(1), { fill: "#eceff4", "font-size": 10, "text-anchor": "end" }),
    );
  } else if (box) {
    g.append(text(w - 5, 14, "?", { fill: "#e0b84c", "font-size": 12, "text-anchor": "end" }));
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

/** Effect icons: a shield for strength, a bolt circle for immediate effects, a star for points. */
const EFFECT_ICON: Record<string, { kind: "strength" | "now" | "points"; mark: string }> = {
  "pack-strength": { kind: "strength", mark: "+1×" },
  plus3: { kind: "strength", mark: "+3" },
  "box-wolf": { kind: "now", mark: "BOX" },
  "flip-honor": { kind: "now", mark: "⇅" },
  "points-per-wolf": { kind: "points", mark: "1/W" },
  "points-per-lone": { kind: "points", mark: "2/L" },
  "points-per-faceup": { kind: "points", mark: "2/U" },
  "points-low-faceup": { kind: "points", mark: "3/≤4" },
  "points-if-honor": { kind: "points", mark: "5/H" },
};

const KIND_FILL = { strength: "#5b7db1", now: "#b1645b", points: "#b19a3b" };

/** A scar token face up, `size` wide, top-left at (0, 0). */
export function scarBadge(effect: string, size: number): SVGGElement {
  const icon = EFFECT_ICON[effect] ?? { kind: "points" as const, mark: "?" };
  const c = size / 2;
  const g = s("g", { class: `scar-badge scar-${icon.kind}`, "data-effect": effect });
  g.append(s("rect", { width: size, height: size, rx: 4, fill: "#f7f3e8", stroke: "#6b5d45" }));
  if (icon.kind === "strength") {
    g.append(s("path", {
      d: `M${c},${size * 0.1} L${size * 0.88},${size * 0.25} L${size * 0.8},${size * 0.65} L${c},${size * 0.92} L${size * 0.2},${size * 0.65} L${size * 0.12},${size * 0.25} Z`,
      fill: KIND_FILL.strength,
    }));
  } else if (icon.kind === "now") {
    g.append(s("circle", { cx: c, cy: c, r: size * 0.42, fill: KIND_FILL.now }));
  } else {
    const pts: string[] = [];
    for (let i = 0; i < 10; i++) {
      const rad = (i % 2 === 0 ? 0.46 : 0.22) * size;
      const ang = (Math.PI / 5) * i - Math.PI / 2;
      pts.push(`${(c + rad * Math.cos(ang)).toFixed(1)},${(c + 2 + rad * Math.sin(ang)).toFixed(1)}`);
    }
    g.append(s("polygon", { points: pts.join(" "), fill: KIND_FILL.points }));
  }
  g.append(text(c, c + size * 0.12, icon.mark, {
    "font-size": size * (icon.mark.length > 3 ? 0.26 : 0.32),
    "font-weight": 700,
    fill: "#ffffff",
    "text-anchor": "middle",
    stroke: "#00000055",
    "stroke-width": 0.3,
  }));
  return g;
}

/** A face-down scar token; in the open view its hidden effect shows faintly. */
export function scarBack(size: number, effect: string | null): SVGGElement {
  const g = s("g", { class: "scar-down" });
  g.append(s("rect", { width: size, height: size, rx: 4, fill: "#4a3b2a", stroke: "#c9b48a" }));
  if (effect) {
    const badge = scarBadge(effect, size * 0.62);
    badge.setAttribute("transform", `translate(${size * 0.19},${size * 0.19})`);
    badge.setAttribute("opacity", "0.55");
    g.append(badge);
  } else {
    g.append(text(size / 2, size * 0.68, "?", { fill: "#c9b48a", "font-size": size * 0.5, "text-anchor": "middle", "font-weight": 700 }));
  }
  return g;
}

/** The honor token: its current value large, both sides small. */
export function honorToken(token: [number, number], side: number, value: number): SVGGElement {
  return s(
    "g",
    { class: "honor", "data-value": value },
    s("circle", { r: 16, fill: "#d9b23c", stroke: "#7a5c12", "stroke-width": 1.5 }),
    text(0, 6, String(value), { "font-size": 16, "font-weight": 700, "text-anchor": "middle", fill: "#3a2a00" }),
    text(0, 29, `${token[0]}|${token[1]}`, { "font-size": 9, "text-anchor": "middle", fill: "#5c4a1a" }),
    s("rect", { x: side === 0 ? -12 : 1, y: 31, width: 11, height: 1.5, fill: "#5c4a1a" }),
  );
}

/** The Moon or the Blood Moon as a crescent. */
export function moonIcon(kind: "moon" | "blood_moon", r = 11): SVGGElement {
  const fill = kind === "moon" ? "#f2e394" : "#b71c1c";
  return s(
    "g",
    { class: `moon-icon ${kind}` },
    s("path", {
      d: `M ${r * 0.3},${-r} A ${r},${r} 0 1 0 ${r * 0.3},${r} A ${r * 0.75},${r * 0.75} 0 1 1 ${r * 0.3},${-r} Z`,
      fill,
      stroke: "#5a4a2a",
      "stroke-width": 1,
    }),
  );
}
