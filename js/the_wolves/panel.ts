/**
 * A player board of The Wolves as SVG: the six terrain tiles with the face each shows now
 * and what flipping turns it into, bonus terrain and bonus action tokens, the three
 * attribute tracks with the dens left on them and the value now, the lairs and wolves
 * still on the board, the prey track, the region tokens and the points so far.
 *
 * Elements: the tiles `tile:0:home`, `tile:0:1` .. `tile:0:5`, the bonus terrain tokens
 * `bonus:0:1` .., the tracks `track:0:spread` / `speed` / `range`, each with `data-owner`.
 */
import { s, text, textWidth } from "../common/svg";
import type { MapWords } from "./map";
import { bonusToken, patternFill, pieceShape, playerFill, swatch, TERRAIN_FILL } from "./shapes";
import type { PlayerBoard, Static, View } from "./types";

export const PANEL_H = 124;
const TILE = 30;
const TRACKS = [
  ["pack_spread", "spread"],
  ["wolf_speed", "speed"],
  ["howl_range", "range"],
] as const;

function hit(element: string, cls: string, owner: number, aria: string, extra: Record<string, string | number> = {}) {
  return s("g", { class: cls, "data-el": element, "data-owner": owner, tabindex: -1, "aria-label": aria, ...extra });
}

/** Terrain tile `i` of board `b`, `size` units square, named below unless `named` is off. */
function tile(b: PlayerBoard, i: number, w: MapWords, size = TILE, named = true): SVGGElement {
  const TILE = size;
  const t = b.tiles[i];
  const id = t.tile === "home" ? "home" : String(t.tile);
  const shows = w.term("twterrain", t.shows);
  const aria =
    t.tile === "home"
      ? `${w.label("home")}: ${shows}`
      : `${shows} (${w.label("flipsTo")} ${w.term("twterrain", t.other)})`;
  const g = hit(`tile:${b.player}:${id}`, "tile", b.player, aria, {
    "data-tile": id,
    "data-shows": t.shows,
    "data-other": t.other,
  });
  g.append(s("rect", { x: -3, y: -3, width: TILE + 6, height: TILE + 6, rx: 6, class: "glow" }), swatch(t.shows, TILE, TILE, 4, w));
  if (t.tile === "home") {
    g.append(
      s("path", {
        d: `M${TILE / 2},5 L${TILE - 6},${TILE / 2 - 1} L${TILE - 9},${TILE / 2 - 1} L${TILE - 9},${TILE - 6} L9,${TILE - 6} L9,${TILE / 2 - 1} L6,${TILE / 2 - 1} Z`,
        fill: "#ffffffcc",
        stroke: "#333",
        "stroke-width": 1,
        class: "home-mark",
      }),
    );
  } else {
    // the other face, as a corner folded over
    g.append(
      s("path", { d: `M${TILE - 12},${TILE} L${TILE},${TILE - 12} L${TILE},${TILE} Z`, fill: TERRAIN_FILL[t.other], stroke: "#333", "stroke-width": 0.8, class: "other-face" }),
      s("path", { d: `M${TILE - 12},${TILE} L${TILE},${TILE - 12} L${TILE},${TILE} Z`, fill: patternFill(t.other, w) }),
    );
  }
  if (named) g.append(text(TILE / 2, TILE + 10, shows, { "font-size": 9.5, "text-anchor": "middle", class: "tile-name" }));
  else g.append(s("title", {}, aria));
  return g;
}

/** The element of a track (`track:0:spread`) at (x, y), named with its value, the next
 * one and its points. */
function trackElement(b: PlayerBoard, fixed: Static, key: (typeof TRACKS)[number], x: number, y: number, w: MapWords): SVGGElement {
  const [name, short] = key;
  const tr = b.tracks[name];
  const next = (fixed.tracks[name]?.values ?? [])[tr.dens_taken + 1];
  const aria = `${w.term("twtrack", name)} ${tr.value}${next !== undefined ? ` → ${next}` : ""} · ${w.label("points", { n: tr.vp })}`;
  return hit(`track:${b.player}:${short}`, "track", b.player, aria, {
    "data-track": short,
    "data-value": tr.value,
    "data-dens-left": tr.dens_left,
    transform: `translate(${x},${y})`,
  });
}

function track(b: PlayerBoard, fixed: Static, key: (typeof TRACKS)[number], x: number, y: number, w: MapWords): SVGGElement {
  const [name, short] = key;
  const tr = b.tracks[name];
  const rewards = fixed.tracks[name]?.rewards ?? [];
  const g = trackElement(b, fixed, key, x, y, w);
  const width = 114;
  g.append(
    s("rect", { x: 0, y: 0, width, height: 34, rx: 5, class: "track-bg" }),
    text(5, 12, w.label(short), { "font-size": 10, class: "track-name" }),
    text(width - 6, 14, String(tr.value), { "font-size": 14, "font-weight": 700, "text-anchor": "end", class: "track-value" }),
  );
  const slots = tr.dens_taken + tr.dens_left;
  for (let j = 0; j < slots; j++) {
    const cx = 11 + j * 16;
    const still = j >= tr.dens_taken;
    const slot = s("g", { transform: `translate(${cx},25)`, class: still ? "den-slot full" : "den-slot empty" });
    slot.append(s("circle", { r: 6.5, fill: "#ffffff", stroke: "#9a937f", "stroke-width": 0.8 }));
    if (still) slot.append(pieceShape("den", b.player, 5));
    const reward = rewards[j + 1];
    if (reward && still) {
      slot.append(text(6, 8, reward === "bonus_action" ? "+1" : "T", { "font-size": 7, "font-weight": 700, class: "reward-mark", fill: "#6b3e00" }));
    }
    g.append(slot);
  }
  if (tr.vp) g.append(text(width - 6, 30, w.label("points", { n: tr.vp }), { "font-size": 8.5, "text-anchor": "end", class: "track-vp" }));
  return g;
}

/** One player's board, `width` wide, with its top left at (x, y). */
export function drawPanel(view: View, b: PlayerBoard, x: number, y: number, width: number, w: MapWords): SVGGElement {
  const fixed = view.fixed;
  const g = panelFrame(view, b, x, y, width, PANEL_H - 6);
  g.append(head(view, b, width, 17, 12.5, w));
  const tiles = s("g", { class: "tiles", transform: "translate(8,25)" });
  b.tiles.forEach((_, i) => {
    const t = tile(b, i, w);
    t.setAttribute("transform", `translate(${i * (TILE + 6)},0)`);
    tiles.append(t);
  });
  g.append(tiles, ...bonusTokens(b, 8 + 6 * (TILE + 6) + 6, 25 + TILE / 2, w));
  TRACKS.forEach((key, i) => g.append(track(b, fixed, key, 6 + i * 119, 68, w)));
  g.append(reserve(b, fixed, 8, 113, w));
  return g;
}

/** A player board's group at (x, y) with its frame, `width` × `height`. */
function panelFrame(view: View, b: PlayerBoard, x: number, y: number, width: number, height: number): SVGGElement {
  const toMove = view.to_move === b.player;
  const mine = view.perspective === b.player;
  const g = s("g", {
    class: `player-board${toMove ? " to-move" : ""}${mine ? " mine" : ""}`,
    "data-player": b.player,
    transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { x: 0, y: 0, width, height, rx: 8, class: "panel-bg", stroke: playerFill(b.player) }));
  return g;
}

/** The head of a player board: the alpha's star, the name (◀: to move) and the points,
 * on the line at `y` (the points at the right edge of `width`, or under the name when
 * `width` is 0). */
function head(view: View, b: PlayerBoard, width: number, y: number, size: number, w: MapWords): SVGGElement {
  const g = s("g", { class: "panel-head" });
  const star = pieceShape("alpha", b.player, size * 0.56);
  star.setAttribute("transform", `translate(${size},${y - size * 0.32})`);
  const score = w.label("score", { vp: b.score.total, tokens: b.region_tokens });
  g.append(
    star,
    text(size * 2.1, y, `${w.player(b.player)}${view.to_move === b.player ? " ◀" : ""}`, { "font-size": size, "font-weight": 700, class: "panel-name" }),
    text(width ? width - 8 : 8, width ? y : y + size * 1.35, score, {
      "font-size": width ? size - 0.5 : size - 2,
      "font-weight": 700,
      "text-anchor": width ? "end" : "start",
      class: "panel-score",
      "data-score": b.score.total,
    }),
  );
  return g;
}

/** The bonus terrain tokens (`bonus:0:1` ..) and bonus actions, from (x, y) on. */
function bonusTokens(b: PlayerBoard, x: number, y: number, w: MapWords): SVGGElement[] {
  const out: SVGGElement[] = [];
  let bx = x;
  for (let k = 1; k <= b.bonus_terrain; k++) {
    const token = hit(`bonus:${b.player}:${k}`, "bonus", b.player, w.label("bonusTerrain"), {
      transform: `translate(${bx + 10},${y})`,
    });
    token.append(s("circle", { r: 13, class: "glow" }), bonusToken("terrain", 10));
    out.push(token);
    bx += 24;
  }
  if (b.bonus_action) {
    const token = s("g", { class: "bonus-actions", "data-count": b.bonus_action, transform: `translate(${bx + 10},${y})` });
    token.append(bonusToken("action", 10), s("title", {}, w.label("bonusAction")));
    if (b.bonus_action > 1) token.append(text(9, 13, `×${b.bonus_action}`, { "font-size": 9, "font-weight": 700 }));
    out.push(token);
  }
  return out;
}

/** The font size of a track's value on the projector (drawing units). */
export const BIG_VALUE = 30;

/**
 * One player's board on the projector, `width` × `height` at (x, y), in one line: the
 * name and points, the six terrain tiles (unnamed: their colours and patterns say it), the
 * bonus tokens, and the three tracks with their values large (`BIG_VALUE`) and the dens
 * left on them; with room, what is left of the lairs and wolves and the prey under it.
 */
export function drawBigPanel(view: View, b: PlayerBoard, x: number, y: number, width: number, height: number, w: MapWords): SVGGElement {
  const fixed = view.fixed;
  const g = panelFrame(view, b, x, y, width, height - 4);
  g.append(head(view, b, 0, 19, 15, w));
  const reserveRow = height >= 74;
  const middle = reserveRow ? 24 : (height - 4) / 2;
  const tiles = s("g", { class: "tiles", transform: `translate(150,${middle - 13})` });
  b.tiles.forEach((_, i) => {
    const t = tile(b, i, w, 26, false);
    t.setAttribute("transform", `translate(${i * 30},0)`);
    tiles.append(t);
  });
  g.append(tiles, ...bonusTokens(b, 330, middle, w));
  const th = Math.min(46, height - 12);
  TRACKS.forEach((key, i) => {
    const [name, short] = key;
    const tr = b.tracks[name];
    const el = trackElement(b, fixed, key, width - 3 * 92 + i * 92, 4, w);
    el.append(
      s("rect", { x: 0, y: 0, width: 88, height: th, rx: 6, class: "track-bg" }),
      s("title", {}, el.getAttribute("aria-label") ?? ""),
      text(6, 14, w.label(short), { "font-size": 12.5, class: "track-name" }),
      text(84, th - 7, String(tr.value), { "font-size": BIG_VALUE, "font-weight": 700, "text-anchor": "end", class: "track-value" }),
    );
    for (let j = 0; j < tr.dens_left; j++) {
      const den = pieceShape("den", b.player, 4);
      den.setAttribute("transform", `translate(${9 + j * 10},${th - 9})`);
      el.append(den);
    }
    g.append(el);
  });
  if (reserveRow) g.append(reserve(b, fixed, 8, height - 14, w));
  return g;
}

/** Lairs and wolves still on the board, and the prey track. */
function reserve(b: PlayerBoard, fixed: Static, x: number, y: number, w: MapWords): SVGGElement {
  const g = s("g", { class: "reserve", transform: `translate(${x},${y})` });
  // Each label as wide as its words (German ones are longer), then its pieces.
  const label = (words: string, at: number) => {
    g.append(text(at, 0, words, { "font-size": 10, class: "reserve-label" }));
    return at + textWidth(words, 10) + 8;
  };
  let cx = label(w.label("lairs"), 0);
  const lairs = b.lairs.built + b.lairs.left;
  for (let i = 0; i < lairs; i++) {
    const shape = pieceShape("lair", i >= b.lairs.built ? b.player : null, 4.5);
    shape.setAttribute("transform", `translate(${cx + i * 11},-3)`);
    if (i < b.lairs.built) shape.setAttribute("opacity", "0.25");
    g.append(shape);
  }
  cx = label(w.label("wolves"), cx + lairs * 11 + 2);
  fixed.deploy.forEach((kind, i) => {
    const on = !b.wolves.deployed.includes(i + 1);
    const shape = pieceShape(kind, b.player, 4.3);
    shape.setAttribute("transform", `translate(${cx + i * 11},-3)`);
    if (!on) shape.setAttribute("opacity", "0.2");
    shape.setAttribute("data-slot", String(i + 1));
    g.append(shape);
  });
  cx = label(w.label("prey"), cx + fixed.deploy.length * 11);
  const prey = ["hare", "boar", "raccoon", "deer", "moose"];
  prey.forEach((p, i) => {
    const got = b.prey.includes(p);
    g.append(
      s(
        "g",
        { class: `prey-slot${got ? " got" : ""}`, "data-prey": p, transform: `translate(${cx + i * 14},-3)` },
        s("rect", { x: -6, y: -6, width: 12, height: 12, rx: 3, fill: got ? "#7b4a2a" : "#fff", stroke: "#7b4a2a", "stroke-width": 0.8 }),
        text(0, 3, w.term("twprey", p).slice(0, 1).toUpperCase(), { "font-size": 8, "text-anchor": "middle", fill: got ? "#fff" : "#7b4a2a" }),
        s("title", {}, w.term("twprey", p)),
      ),
    );
  });
  return g;
}

