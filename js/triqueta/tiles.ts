/**
 * Pictures of Triqueta's components: an animal tile's face (its set value large, so the
 * values are learnt by playing, and its name), the two backs (light and shadow, the only
 * thing anyone sees of a tower tile), a tree tile and the start marker; and the parts of a
 * tower both layouts draw alike (a stack, a tower's clickable element).
 */
import { type Attrs, hit, s, text } from "../common/svg";
import type { Words } from "./board";
import type { Tower } from "./types";

export const ANIMALS = ["hare", "owl", "deer", "boar", "ram", "bear", "wolf"];

/** One colour per animal (the value and the name say it too, for colour-blind readers). */
export const ANIMAL_FILL: Record<string, string> = {
  hare: "#b8893f",
  owl: "#7b5ea7",
  deer: "#c0582f",
  boar: "#6b4a3a",
  ram: "#4f7fa8",
  bear: "#3d7450",
  wolf: "#4b5563",
};

/** The animal of a tile code: `"shadow-owl"` → `"owl"`. */
export function animalOf(code: string): string {
  return code.startsWith("shadow-") ? code.slice(7) : code;
}

export function isShadow(code: string): boolean {
  return code.startsWith("shadow-");
}

/**
 * A tile's face, `w` × `h`, top-left at (0, 0): a light tile is cream with the animal's
 * colour, a shadow tile dark with the colour as ink. `name` is the animal's word; the
 * value's font size is `valueSize` when given (else as large as the tile allows).
 */
export function tileFace(code: string, value: number, name: string, w: number, h: number, attrs: Attrs = {}, valueSize?: number): SVGGElement {
  const animal = animalOf(code);
  const shadow = isShadow(code);
  const fill = ANIMAL_FILL[animal] ?? "#666";
  const g = s("g", { class: `tile tile-face${shadow ? " shadow" : ""}`, "data-tile": code, ...attrs });
  g.append(
    s("rect", {
      width: w,
      height: h,
      rx: Math.min(6, w / 6),
      fill: shadow ? "#2d2640" : "#fbf6e9",
      stroke: fill,
      "stroke-width": 2,
      class: "tile-body",
    }),
  );
  const big = valueSize ?? Math.min(h * (name && h >= 26 ? 0.5 : 0.68), w * 0.55);
  g.append(
    text(w / 2, name && h >= 26 ? h * 0.5 : h / 2 + big * 0.36, String(value), {
      "font-size": big.toFixed(1),
      "font-weight": 700,
      "text-anchor": "middle",
      fill: shadow ? "#f2e9ff" : fill,
      class: "tile-value",
    }),
  );
  if (name && h >= 26) {
    const size = Math.min(10, (w - 4) / Math.max(4, name.length * 0.62));
    g.append(
      text(w / 2, h - 5, name, {
        "font-size": size.toFixed(1),
        "text-anchor": "middle",
        fill: shadow ? "#e0d4f5" : "#3a3a3a",
        class: "tile-name",
      }),
    );
  }
  if (shadow) g.append(s("circle", { cx: w - 6, cy: 6, r: 2.6, fill: "#c9b8ff", class: "shadow-mark" }));
  return g;
}

/** A tile's back: light (cream, leaf pattern) or shadow (dark violet, dotted). */
export function tileBack(kind: string, w: number, h: number, attrs: Attrs = {}): SVGGElement {
  const shadow = kind === "shadow" || kind === "S";
  const g = s("g", { class: `tile tile-back ${shadow ? "back-shadow" : "back-light"}`, "data-back": shadow ? "shadow" : "light", ...attrs });
  g.append(
    s("rect", {
      width: w,
      height: h,
      rx: Math.min(6, w / 6),
      fill: shadow ? "#3a2d5c" : "#e9dcb8",
      stroke: shadow ? "#1d1533" : "#a8936a",
      "stroke-width": 1.5,
      class: "tile-body",
    }),
  );
  if (shadow) {
    for (const [cx, cy] of [
      [0.3, 0.35],
      [0.7, 0.35],
      [0.5, 0.68],
    ]) {
      g.append(s("circle", { cx: w * cx, cy: h * cy, r: Math.min(w, h) * 0.08, fill: "#8f7cc4" }));
    }
  } else {
    g.append(
      s("path", {
        d: `M${w * 0.25},${h * 0.7} Q${w * 0.5},${h * 0.1} ${w * 0.75},${h * 0.3} Q${w * 0.55},${h * 0.75} ${w * 0.25},${h * 0.7}Z`,
        fill: "#c8b27a",
      }),
    );
  }
  return g;
}

/** A small tree tile (1 point). */
export function treeIcon(size: number, attrs: Attrs = {}): SVGGElement {
  const k = size / 20;
  return s(
    "g",
    { class: "tree-icon", ...attrs },
    s("rect", { x: -2 * k, y: 4 * k, width: 4 * k, height: 6 * k, fill: "#6d4c2f" }),
    s("polygon", { points: `0,${-10 * k} ${8 * k},${5 * k} ${-8 * k},${5 * k}`, fill: "#2e7d32" }),
  );
}

/** The start marker (1 point). */
export function markerIcon(size: number, attrs: Attrs = {}): SVGGElement {
  return s(
    "g",
    { class: "marker-icon", ...attrs },
    s("circle", { r: size / 2, fill: "#f6c343", stroke: "#8a6d1d", "stroke-width": 1.5 }),
    text(0, size * 0.18, "1", { "font-size": size * 0.55, "text-anchor": "middle", "font-weight": 700, fill: "#5a4510" }),
  );
}

/** Where and how big a stack is drawn: its left edge, the bottom tile's top, a tile's
 * size, how far each tile below the top shows, and the hit area's margin and extra depth
 * (room for the stack's labels). */
export interface PileBox {
  x: number;
  base: number;
  w: number;
  h: number;
  step: number;
  pad: number;
  below: number;
}

/** Stack `i` of a tower, its backs from the bottom (`"S"` shadow, else light): each tile
 * below the top a clickable `under:i:j`, then the stack itself (`stack:i`: its hit area,
 * the top tile's back or an empty slot, its title). Returns the stack's element and the
 * top tile's y, for the caller's labels; the tiles below are appended to `g`. */
export function pile(g: SVGGElement, i: number, backs: string, name: string, box: PileBox): [SVGGElement, number] {
  const { x, base, w, h, step, pad, below } = box;
  for (let j = 0; j < backs.length - 1; j++) {
    const kind = backs[j] === "S" ? "shadow" : "light";
    const under = hit(`under:${i}:${j}`, "under", `${i}:${j}`, `${name}: ${j + 1}`, {
      "data-back": kind,
      transform: `translate(${x},${base - j * step})`,
    });
    under.append(tileBack(kind, w, h));
    g.append(under);
  }
  const top = backs.length - 1;
  const el = hit(`stack:${i}`, "stack", String(i), `${name} (${backs.length})`, {
    "data-count": backs.length,
    "data-top": top >= 0 ? (backs[top] === "S" ? "shadow" : "light") : "none",
  });
  const y = base - Math.max(top, 0) * step;
  el.append(s("rect", { x: x - pad, y: y - pad, width: w + 2 * pad, height: base + h - y + below, rx: 8, class: "hit-area" }));
  if (top >= 0) {
    const pic = tileBack(backs[top], w, h);
    pic.setAttribute("transform", `translate(${x},${y})`);
    el.append(pic);
  } else {
    el.append(s("rect", { x, y: base, width: w, height: h, rx: 6, class: "slot-empty" }));
  }
  el.append(s("title", {}, `${name}: ${backs.length}`));
  return [el, y];
}

/** A tower's clickable element (`tower:i`, its state and tree and tile count as data),
 * with its name and state for the caller's drawing. */
export function towerHit(tower: Tower, words: Words): [SVGGElement, string, string] {
  const state = tower.current ? "current" : tower.played ? "played" : "choosable";
  const name = words.label("tower", { tower: tower.index });
  const g = hit(`tower:${tower.index}`, "tower", String(tower.index), `${name}: ${words.label(state)}`, {
    "data-state": state,
    "data-tree": tower.tree ? 1 : 0,
    "data-count": tower.count,
  });
  return [g, name, state];
}
