/**
 * The hex map of The Wolves as SVG, drawn from the view alone: flat-topped hexes at their
 * axial coordinates (x to the right, y down; as the data file and Board Game Arena lay
 * them out), each coloured and patterned by its terrain, region borders, water sources
 * with their scoring tokens, the chasm, lone wolves, prey stacks and pieces.
 *
 * Every hex is an element `hex:8,9`; every group of pieces of one kind on a hex is an
 * element `piece:8,9:alpha` inside its hex (with `data-owner`), so that a click on a piece
 * that takes no part in the decision reaches its hex. Hovering or focusing a hex writes
 * what is there and who controls its region in the map's inspector line.
 */
import { s, text } from "../common/svg";
import { loneWolf, moonIcon, NEUTRAL, patternFill, pieceShape, playerFill, preyStack, TERRAIN_FILL } from "./shapes";
import type { Hex, Region, View } from "./types";

/** Words the map needs, in the board's language. */
export interface MapWords {
  lang: string;
  /** A board word, its `{ $name }` fields filled from `values`. */
  label(key: string, values?: Record<string, string | number>): string;
  term(kind: string, value: unknown): string;
  player(p: number): string;
  /** The id prefix of this board's patterns (see shapes.ts `newPatternIds`). */
  patterns?: string;
}

export const SQRT3 = Math.sqrt(3);
/** The six neighbours in the data file's order: top, top right, bottom right, bottom,
 * bottom left, top left; and the two corners of the edge towards each. */
export const DIRECTIONS: Array<[number, number]> = [
  [0, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 0],
  [-1, -1],
];
const EDGE_CORNERS: Array<[number, number]> = [
  [4, 5],
  [5, 0],
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
];

/** The centre of axial hex (x, y) for hexes of radius `r` (flat-topped). */
export function center(x: number, y: number, r: number): [number, number] {
  return [1.5 * r * x, SQRT3 * r * (y - x / 2)];
}

/** The corners of a flat-topped hex of radius `r` centred on (0, 0), from the right one
 * clockwise (SVG's y points down). */
export function corners(r: number): Array<[number, number]> {
  return Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k;
    return [r * Math.cos(a), r * Math.sin(a)] as [number, number];
  });
}

const pts = (c: Array<[number, number]>) => c.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(" ");

/** The map's extent in hex radii: the radius that fits `width` × `height`, and the offset
 * that puts the top-left hex at (0, 0). */
export function fit(hexes: Array<{ xy: [number, number] }>, width: number, height: number) {
  const c = hexes.map(({ xy }) => center(xy[0], xy[1], 1));
  const minX = Math.min(...c.map((p) => p[0])) - 1;
  const maxX = Math.max(...c.map((p) => p[0])) + 1;
  const minY = Math.min(...c.map((p) => p[1])) - SQRT3 / 2;
  const maxY = Math.max(...c.map((p) => p[1])) + SQRT3 / 2;
  const r = Math.min(width / (maxX - minX), height / (maxY - minY));
  return { r, dx: -minX * r, dy: -minY * r, width: (maxX - minX) * r, height: (maxY - minY) * r };
}

/** What is on a hex and who controls its region, in words (the inspector line, the aria
 * label of the hex). */
export function describeHex(h: Hex, region: Region | undefined, w: MapWords): string {
  const parts: string[] = [`${w.label("hexName", { hex: h.hex })} · ${terrainWord(h.terrain, w)}`];
  const owners = new Map<number, string[]>();
  for (const p of h.pieces) {
    const list = owners.get(p.owner) ?? [];
    list.push(w.term("twkind", p.kind));
    owners.set(p.owner, list);
  }
  for (const [o, kinds] of owners) parts.push(`${ownerName(o, w)}: ${kinds.join(", ")}`);
  if (h.lone_wolf) parts.push(w.label("loneWolf"));
  if (h.prey) parts.push(`${w.label("prey")}: ${w.term("twprey", h.prey.top)} ×${h.prey.count}`);
  if (h.region === null) parts.push(w.label("startTile"));
  else if (region) parts.push(`${w.label("region", { n: h.region + 1 })}: ${regionStanding(region, w)}`);
  return parts.join(" · ");
}

export function ownerName(owner: number, w: MapWords): string {
  return owner === NEUTRAL ? w.term("twplayer", owner) : w.player(owner);
}

function terrainWord(t: string, w: MapWords): string {
  if (t === "water") return w.label("water");
  if (t === "chasm") return w.label("chasm");
  return w.term("twterrain", t);
}

/** A region's standing in words: control of each owner, and who would place first and
 * second if it were scored now. */
export function regionStanding(region: Region, w: MapWords): string {
  const st = region.standing;
  if (!st) return w.label("scoredOut");
  const control = region.control
    .filter((c) => c.control > 0)
    .map((c) => w.label("controlOf", { who: ownerName(c.owner, w), n: c.control, a: c.alphas }));
  if (!control.length) return `${w.term("twphase", st.phase)} ${w.label("values", { first: st.values[0], second: st.values[1] })}: ${w.label("nobody")}`;
  const names = (os: number[]) => os.map((o) => ownerName(o, w)).join(", ");
  let who: string;
  if (st.first.length > 1) who = w.label("tiedFirst", { who: names(st.first) });
  else {
    who = w.label("leads", { who: names(st.first) });
    if (st.second.length === 1) who += `, ${w.label("second", { who: names(st.second) })}`;
  }
  return `${w.term("twphase", st.phase)} ${w.label("values", { first: st.values[0], second: st.values[1] })} · ${w.label("control")}: ${control.join(", ")} → ${who}`;
}

function hit(element: string, cls: string, aria: string, extra: Record<string, string | number> = {}) {
  return s("g", { class: cls, "data-el": element, tabindex: -1, "aria-label": aria, ...extra });
}

function pieceGroup(h: Hex, owner: number, kind: string, count: number, r: number, w: MapWords): SVGGElement {
  const name = `${ownerName(owner, w)}: ${w.term("twkind", kind)}${count > 1 ? ` ×${count}` : ""}`;
  const g = hit(`piece:${h.hex}:${kind}`, "piece", name, {
    "data-owner": owner,
    "data-kind": kind,
    "data-hex": h.hex,
    "data-count": count,
  });
  g.append(s("circle", { r: r * 1.25, class: "piece-ring" }));
  for (let i = 0; i < count; i++) {
    const shape = pieceShape(kind, owner, r);
    if (count > 1) shape.setAttribute("transform", `translate(${(i - (count - 1) / 2) * r * 0.7},${(i - (count - 1) / 2) * r * 0.25})`);
    g.append(shape);
  }
  return g;
}

function waterToken(region: Region, r: number): SVGGElement {
  const g = s("g", { class: "region-token", "data-region": region.index, "data-tokens": region.tokens.length });
  if (!region.tokens.length) return g;
  const st = region.standing;
  const leader = st && st.first.length === 1 ? st.first[0] : null;
  g.append(
    s("circle", {
      r: r * 0.58,
      fill: "none",
      stroke: leader === null ? "#ffffffaa" : playerFill(leader),
      "stroke-width": r * 0.14,
      class: "leader-ring",
      "data-leader": leader ?? "",
    }),
    moonIcon(region.tokens[0], r * 0.44),
  );
  if (region.tokens.length > 1) {
    g.append(text(r * 0.5, r * 0.7, `×${region.tokens.length}`, { "font-size": r * 0.45, fill: "#fff", "font-weight": 700, class: "token-count" }));
  }
  return g;
}

/** The mark of `owner`'s place in a region if it were scored now: ★ first, = tied first,
 * 2 second (alone), else none. */
export function placeMark(st: NonNullable<Region["standing"]>, owner: number): string {
  if (st.first.includes(owner)) return st.first.length > 1 ? "=" : "★";
  return st.second.includes(owner) && st.second.length === 1 ? "2" : "";
}

/** One region's control, on demand: a bar per owner with its control, first place starred. */
function controlCard(region: Region, r: number, w: MapWords): SVGGElement | null {
  const st = region.standing;
  const rows = region.control.filter((c) => c.control > 0);
  const g = s("g", { class: "control-card", "data-region": region.index });
  const lineH = r * 0.62;
  const width = r * 3.1;
  const height = Math.max(1, rows.length) * lineH + r * 0.3;
  g.append(s("rect", { x: -width / 2, y: -height - r * 0.45, width, height, rx: 4, class: "control-card-bg" }));
  if (!st) return null;
  if (!rows.length) {
    g.append(text(0, -r * 0.45 - height / 2 + lineH * 0.3, "—", { "font-size": lineH * 0.8, "text-anchor": "middle" }));
  }
  const top = -height - r * 0.45 + r * 0.15;
  const most = Math.max(1, ...rows.map((c) => c.control));
  rows.forEach((c, i) => {
    const y = top + i * lineH;
    const mark = placeMark(st, c.owner);
    g.append(
      s("rect", { x: -width / 2 + 4, y: y + 2, width: (width - 34) * (c.control / most), height: lineH - 4, fill: playerFill(c.owner), stroke: "#222", "stroke-width": 0.6, "data-owner": c.owner, class: "control-bar" }),
      text(width / 2 - 26, y + lineH * 0.75, String(c.control), { "font-size": lineH * 0.75, "font-weight": 700, class: "control-value" }),
      text(width / 2 - 12, y + lineH * 0.75, mark, { "font-size": lineH * 0.75, "font-weight": 700, class: "control-mark" }),
    );
  });
  g.append(s("title", {}, regionStanding(region, w)));
  return g;
}

/** A region's number at its water, for the control table beside the map. */
function regionNumber(region: Region, r: number): SVGGElement {
  const g = s("g", { class: "region-number", "data-region": region.index });
  g.append(
    s("circle", { r: r * 0.8, class: "control-card-bg" }),
    text(0, r * 0.4, String(region.index + 1), { "font-size": r * 1.1, "font-weight": 700, "text-anchor": "middle" }),
  );
  return g;
}

export interface MapDrawing {
  group: SVGGElement;
  width: number;
  height: number;
  /** Hex name → its description (for the inspector line). */
  descriptions: Map<string, string>;
  /** Per hex: its group, the group of what stands on it, and what that shows now. */
  hexes: Map<string, { g: SVGGElement; content: SVGGElement; shows: string; label: string }>;
  cards: SVGGElement;
  /** Whether the control layer names each region at its water (the projector's board,
   * whose control table says the control) instead of a card per region. */
  numbers: boolean;
  r: number;
  dx: number;
  dy: number;
}

/** What a hex shows (its tokens and pieces), as a string to compare drawings by. */
function shows(h: Hex, region: Region | undefined, w: MapWords): string {
  const token = region ? [region.tokens, region.standing?.first ?? null] : null;
  const prey = h.prey ? [w.term("twprey", h.prey.top), h.prey.count] : null;
  return JSON.stringify([h.pieces, h.lone_wolf, prey, token]);
}

function fillHex(content: SVGGElement, h: Hex, water: Region | undefined, r: number, w: MapWords): void {
  const items: SVGGElement[] = [];
  if (water) items.push(waterToken(water, r));
  if (h.lone_wolf) items.push(loneWolf(r * 0.4));
  if (h.prey) items.push(preyStack(w.term("twprey", h.prey.top).slice(0, 1).toUpperCase(), h.prey.count, r * 0.42));
  const groups: Array<[number, string, number]> = [];
  for (const p of h.pieces) {
    const found = groups.find(([o, k]) => o === p.owner && k === p.kind);
    if (found) found[2] += 1;
    else groups.push([p.owner, p.kind, 1]);
  }
  for (const [owner, kind, count] of groups) items.push(pieceGroup(h, owner, kind, count, r * 0.34, w));
  items.forEach((item, i) => {
    const off = items.length === 1 ? 0 : (i - (items.length - 1) / 2) * r * 0.84;
    const prev = item.getAttribute("transform");
    item.setAttribute("transform", `translate(${off.toFixed(2)},0)${prev ? ` ${prev}` : ""}`);
  });
  content.replaceChildren(...items);
}

/** Draw the map of `view` into `width` × `height` (scaled to fit), with each region's
 * control card in a layer of its own (shown on demand). */
export function drawMap(view: View, width: number, height: number, w: MapWords, numbers = false): MapDrawing {
  const { r, dx, dy, width: mw, height: mh } = fit(view.hexes, width, height);
  const group = s("g", { class: "tw-map", "data-radius": r.toFixed(2) });
  const byName = new Map(view.hexes.map((h) => [h.hex, h]));
  const regionOf = (h: Hex) => (h.region === null ? "start" : String(h.region));
  const layer = s("g", { class: "hexes" });
  const borders: string[] = [];
  const cornersR = corners(r);
  const frame = pts(corners(r - Math.max(2, r * 0.1)));
  const outline = pts(cornersR);
  const hexes: MapDrawing["hexes"] = new Map();
  for (const h of view.hexes) {
    const [cx, cy] = center(h.xy[0], h.xy[1], r);
    const x = cx + dx;
    const y = cy + dy;
    const g = hit(`hex:${h.hex}`, `hex terrain-${h.terrain}`, "", {
      "data-hex": h.hex,
      "data-terrain": h.terrain,
      "data-region": h.region ?? "start",
      transform: `translate(${x.toFixed(2)},${y.toFixed(2)})`,
    });
    const content = s("g", { class: "hex-content" });
    g.append(
      s("polygon", { points: outline, fill: TERRAIN_FILL[h.terrain], class: "hex-fill" }),
      s("polygon", { points: outline, fill: patternFill(h.terrain, w), class: "hex-pattern" }),
      s("polygon", { points: frame, class: "hex-frame" }),
      content,
    );
    layer.append(g);
    hexes.set(h.hex, { g, content, shows: "", label: "" });
    DIRECTIONS.forEach(([ox, oy], k) => {
      const n = byName.get(`${h.xy[0] + ox},${h.xy[1] + oy}`);
      // an edge inside a region is not drawn; one between regions is drawn from one side
      if (n && (regionOf(n) === regionOf(h) || k >= 3)) return;
      const [a, b] = EDGE_CORNERS[k];
      const [ax, ay] = cornersR[a];
      const [bx, by] = cornersR[b];
      borders.push(`M${(x + ax).toFixed(1)},${(y + ay).toFixed(1)}L${(x + bx).toFixed(1)},${(y + by).toFixed(1)}`);
    });
  }
  const cards = s("g", { class: "control-layer" });
  group.append(layer, s("path", { d: borders.join(""), class: "region-borders" }), cards);
  const drawing: MapDrawing = { group, width: mw, height: mh, descriptions: new Map(), hexes, cards, numbers, r, dx, dy };
  updateMap(drawing, view, w);
  return drawing;
}

/** Bring a drawn map up to `view`: only the hexes whose tokens or pieces changed are drawn
 * again; every description and the control cards are brought up to date. */
export function updateMap(drawing: MapDrawing, view: View, w: MapWords): void {
  const { r, dx, dy } = drawing;
  const waterOf = new Map(view.regions.map((reg) => [reg.water, reg]));
  for (const h of view.hexes) {
    const node = drawing.hexes.get(h.hex);
    if (!node) continue;
    const region = h.region === null ? undefined : view.regions[h.region];
    const water = waterOf.get(h.hex);
    const now = shows(h, water, w);
    if (now !== node.shows) {
      fillHex(node.content, h, water, r, w);
      node.shows = now;
    }
    const label = describeHex(h, region, w);
    drawing.descriptions.set(h.hex, label);
    if (label !== node.label) {
      node.g.setAttribute("aria-label", label);
      node.label = label;
    }
  }
  const cards: SVGGElement[] = [];
  for (const reg of view.regions) {
    const node = drawing.hexes.get(reg.water);
    const h = view.hexes.find((x) => x.hex === reg.water);
    if (!node || !h) continue;
    const card = drawing.numbers ? regionNumber(reg, r) : controlCard(reg, r, w);
    if (!card) continue;
    const [cx, cy] = center(h.xy[0], h.xy[1], r);
    card.setAttribute("transform", `translate(${(cx + dx).toFixed(2)},${(cy + dy).toFixed(2)})`);
    cards.push(card);
  }
  drawing.cards.replaceChildren(...cards);
}
