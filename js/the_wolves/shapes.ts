/**
 * Pictures of The Wolves' components. Every terrain has its own colour *and* pattern
 * (trees, rock cracks, grass tufts, snow dots, dunes), so that the five terrains read
 * without colour; every piece has its own shape in its player's colour (alpha: a star,
 * pack wolf: a disc, den: a dome, lair: a house); players' colours are the Okabe–Ito set.
 */
import { type Attrs, boardIds, s, text } from "../common/svg";

export const TERRAINS = ["forest", "rock", "grass", "tundra", "desert"] as const;

export const TERRAIN_FILL: Record<string, string> = {
  forest: "#2f6b3a",
  rock: "#8c8f94",
  grass: "#a5d16c",
  tundra: "#dce9f0",
  desert: "#e9c87c",
  water: "#4a8fc7",
  chasm: "#3a3232",
};
/** The pattern's ink on each terrain (dark on light terrains, light on dark ones). */
const PATTERN_INK: Record<string, string> = {
  forest: "#c9e4c0",
  rock: "#3d4045",
  grass: "#4f7d25",
  tundra: "#6d8ea3",
  desert: "#a8792c",
  water: "#d7ecfb",
  chasm: "#9a8a8a",
};

/** Okabe–Ito: blue, vermillion, reddish purple, orange, bluish green; the neutral pack white. */
export const PLAYER_FILL = ["#0072B2", "#D55E00", "#CC79A7", "#E69F00", "#009E73"];
export const NEUTRAL = 5;
export const NEUTRAL_FILL = "#f4f4f4";

export function playerFill(owner: number | null): string {
  if (owner === null || owner === NEUTRAL) return NEUTRAL_FILL;
  return PLAYER_FILL[owner % PLAYER_FILL.length];
}

/**
 * Every board has its own patterns, under ids of its own (`tw-pat-<board>-<terrain>`,
 * unique in the page: see svg.ts `boardIds`): a page shows several boards, and a pattern
 * is drawn only while its board is (JupyterLab leaves cells out of sight undrawn), so a
 * board must never fill from another's.
 */
export function newPatternIds(): string {
  return boardIds("tw-pat");
}

/** The fill of `name`'s pattern (a terrain, water or the chasm) on the board whose words
 * are `w` (its `patterns`: the board's id prefix). */
export function patternFill(name: string, w: { patterns?: string }): string {
  return `url(#${w.patterns ?? "tw-pat"}-${name})`;
}

/** The `<defs>` with one pattern per terrain, water and chasm, under `prefix`. */
export function patterns(prefix: string): SVGDefsElement {
  const defs = s("defs");
  const add = (name: string, size: number, ...marks: SVGElement[]) => {
    defs.append(
      s(
        "pattern",
        { id: `${prefix}-${name}`, width: size, height: size, patternUnits: "userSpaceOnUse" },
        ...marks,
      ),
    );
  };
  const ink = (name: string) => PATTERN_INK[name];
  add(
    "forest",
    12,
    s("polygon", { points: "6,1.5 9.5,8 2.5,8", fill: ink("forest") }),
    s("rect", { x: 5.3, y: 8, width: 1.4, height: 2.5, fill: ink("forest") }),
  );
  add(
    "rock",
    14,
    s("polyline", { points: "1,11 5,5 8,9 13,3", fill: "none", stroke: ink("rock"), "stroke-width": 1.3 }),
  );
  add(
    "grass",
    10,
    s("path", { d: "M3,9 L2,5 M4.5,9 L4.5,4 M6,9 L7,5", stroke: ink("grass"), "stroke-width": 1.1 }),
  );
  add(
    "tundra",
    9,
    s("circle", { cx: 2.5, cy: 2.5, r: 1.1, fill: ink("tundra") }),
    s("circle", { cx: 7, cy: 6.5, r: 0.8, fill: ink("tundra") }),
  );
  add(
    "desert",
    14,
    s("path", { d: "M0,5 Q3.5,2 7,5 T14,5 M0,11 Q3.5,8 7,11 T14,11", fill: "none", stroke: ink("desert"), "stroke-width": 1 }),
  );
  add(
    "water",
    16,
    s("path", { d: "M1,6 Q5,3 9,6 T17,6 M-3,13 Q1,10 5,13 T13,13", fill: "none", stroke: ink("water"), "stroke-width": 1.2 }),
  );
  add(
    "chasm",
    10,
    s("path", { d: "M0,0 L10,10 M10,0 L0,10", stroke: ink("chasm"), "stroke-width": 0.8 }),
  );
  return defs;
}

/** A terrain swatch: colour plus pattern, `w` by `h` with its top left at (0, 0). */
export function swatch(terrain: string, w: number, h: number, rx: number, words: { patterns?: string }): SVGGElement {
  return s(
    "g",
    { class: "swatch", "data-terrain": terrain },
    s("rect", { width: w, height: h, rx, fill: TERRAIN_FILL[terrain], class: "swatch-fill" }),
    s("rect", { width: w, height: h, rx, fill: patternFill(terrain, words) }),
    s("rect", { width: w, height: h, rx, fill: "none", stroke: "#00000055", class: "swatch-edge" }),
  );
}

function points(pts: Array<[number, number]>): string {
  return pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");
}

/** A piece centred on (0, 0), size `r`: alpha a star, pack wolf a disc, den a dome, lair a house. */
export function pieceShape(kind: string, owner: number | null, r: number): SVGElement {
  const fill = playerFill(owner);
  const neutral = owner === null || owner === NEUTRAL;
  const a: Attrs = {
    fill,
    stroke: neutral ? "#555" : "#1b1b1b",
    "stroke-width": Math.max(1, r * 0.12),
    "stroke-dasharray": neutral ? `${r * 0.3} ${r * 0.2}` : null,
    "stroke-linejoin": "round",
    class: `shape shape-${kind}`,
  };
  const shape = bareShape(kind, r, a);
  const halo = bareShape(kind, r, { fill: "none", stroke: "#ffffff", "stroke-width": Math.max(2, r * 0.42), "stroke-linejoin": "round", class: "halo" });
  return s("g", { class: `piece-shape shape-${kind}`, "data-shape": kind }, halo, shape);
}

function bareShape(kind: string, r: number, a: Attrs): SVGElement {
  switch (kind) {
    case "alpha": {
      const pts: Array<[number, number]> = [];
      for (let i = 0; i < 10; i++) {
        const rad = i % 2 === 0 ? r * 1.1 : r * 0.48;
        const ang = (Math.PI / 5) * i - Math.PI / 2;
        pts.push([rad * Math.cos(ang), rad * Math.sin(ang) + r * 0.08]);
      }
      return s("polygon", { ...a, points: points(pts) });
    }
    case "pack":
      return s("circle", { ...a, r: r * 0.78 });
    case "den":
      return s("path", {
        ...a,
        d: `M${-r * 0.95},${r * 0.6} A${r * 0.95},${r * 0.95} 0 0 1 ${r * 0.95},${r * 0.6} Z`,
      });
    default:
      return s("polygon", {
        ...a,
        points: points([
          [0, -r * 1.0],
          [r * 0.95, -r * 0.15],
          [r * 0.75, -r * 0.15],
          [r * 0.75, r * 0.8],
          [-r * 0.75, r * 0.8],
          [-r * 0.75, -r * 0.15],
          [-r * 0.95, -r * 0.15],
        ]),
      });
  }
}

/** A wolf head (ears, muzzle) centred on (0, 0): the lone wolf token. */
export function wolfHead(size: number, fill: string): SVGElement {
  const k = size / 20;
  const p: Array<[number, number]> = [
    [-9, -8], [-6, -2], [-3, -4], [3, -4], [6, -2], [9, -8], [8, 2], [3, 8], [0, 10], [-3, 8], [-8, 2],
  ];
  return s("polygon", { points: points(p.map(([x, y]) => [x * k, y * k])), fill, class: "wolf-head" });
}

/** The lone wolf token: a grey disc with a wolf head. */
export function loneWolf(r: number): SVGGElement {
  return s(
    "g",
    { class: "lone-wolf" },
    s("circle", { r, fill: "#5b6170", stroke: "#e8e8e8", "stroke-width": Math.max(1, r * 0.12) }),
    wolfHead(r * 1.5, "#e8e8e8"),
  );
}

/** A prey stack: a brown tag with the top prey's initial and the stack's height. */
export function preyStack(initial: string, count: number, r: number): SVGGElement {
  return s(
    "g",
    { class: "prey-stack" },
    s("rect", { x: -r, y: -r * 0.8, width: r * 2, height: r * 1.6, rx: r * 0.35, fill: "#7b4a2a", stroke: "#f2e3d0", "stroke-width": 1 }),
    s("path", { d: `M${-r * 0.55},${r * 0.2} l${r * 0.25},${-r * 0.5} l${r * 0.25},${r * 0.5} M${r * 0.05},${r * 0.2} l${r * 0.25},${-r * 0.5} l${r * 0.25},${r * 0.5}`, stroke: "#f2e3d0", fill: "none", "stroke-width": 1 }),
    text(0, r * 0.65, `${initial}${count > 1 ? `×${count}` : ""}`, {
      "font-size": r * 0.72,
      "text-anchor": "middle",
      fill: "#fff",
      "font-weight": 700,
    }),
  );
}

/** A moon phase (crescent, half, full) centred on (0, 0), radius `r`. */
export function moonIcon(phase: string, r: number, lit = true): SVGGElement {
  const fill = lit ? "#f3e28f" : "#d8d4c4";
  const g = s("g", { class: `moon moon-${phase}`, "data-phase": phase });
  g.append(s("circle", { r, fill: "#2f3346", stroke: "#8a8fa8", "stroke-width": 0.8 }));
  if (phase === "full") {
    g.append(s("circle", { r: r * 0.86, fill }));
  } else if (phase === "half") {
    g.append(s("path", { d: `M0,${-r * 0.86} A${r * 0.86},${r * 0.86} 0 0 1 0,${r * 0.86} Z`, fill }));
  } else {
    g.append(
      s("path", {
        d: `M${r * 0.1},${-r * 0.86} A${r * 0.86},${r * 0.86} 0 1 1 ${r * 0.1},${r * 0.86} A${r * 0.6},${r * 0.86} 0 1 0 ${r * 0.1},${-r * 0.86} Z`,
        fill,
      }),
    );
  }
  return g;
}

/** A bonus token: a disc with a mark (`T` terrain, `+1` action). */
export function bonusToken(kind: "terrain" | "action", r: number): SVGGElement {
  return s(
    "g",
    { class: `bonus-token bonus-${kind}` },
    s("circle", { r, fill: kind === "terrain" ? "#f7f1da" : "#ffe08a", stroke: "#6b5d45", "stroke-width": 1.2 }),
    kind === "terrain"
      ? s("g", { transform: `translate(${-r * 0.55},${-r * 0.55})` }, ...quarterSwatches(r * 1.1))
      : text(0, r * 0.38, "+1", { "font-size": r * 1.05, "text-anchor": "middle", "font-weight": 700, fill: "#3a2a00" }),
  );
}

function quarterSwatches(w: number): SVGElement[] {
  const h = w / 2;
  return ["forest", "grass", "tundra", "desert"].map((t, i) =>
    s("rect", { x: (i % 2) * h, y: Math.floor(i / 2) * h, width: h, height: h, fill: TERRAIN_FILL[t] }),
  );
}
