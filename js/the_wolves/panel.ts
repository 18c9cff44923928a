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
import { fill } from "./labels";
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

function tile(b: PlayerBoard, i: number, w: MapWords): SVGGElement {
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
  g.append(text(TILE / 2, TILE + 10, shows, { "font-size": 9.5, "text-anchor": "middle", class: "tile-name" }));
  return g;
}

function track(b: PlayerBoard, fixed: Static, key: (typeof TRACKS)[number], x: number, y: number, w: MapWords): SVGGElement {
  const [name, short] = key;
  const tr = b.tracks[name];
  const values = fixed.tracks[name]?.values ?? [];
  const rewards = fixed.tracks[name]?.rewards ?? [];
  const next = values[tr.dens_taken + 1];
  const aria = `${w.term("twtrack", name)} ${tr.value}${next !== undefined ? ` → ${next}` : ""} · ${w.label("vp")} ${tr.vp}`;
  const g = hit(`track:${b.player}:${short}`, "track", b.player, aria, {
    "data-track": short,
    "data-value": tr.value,
    "data-dens-left": tr.dens_left,
    transform: `translate(${x},${y})`,
  });
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
  if (tr.vp) g.append(text(width - 6, 30, `${tr.vp} ${w.label("vp")}`, { "font-size": 8.5, "text-anchor": "end", class: "track-vp" }));
  return g;
}

/** One player's board, `width` wide, with its top left at (x, y). */
export function drawPanel(view: View, b: PlayerBoard, x: number, y: number, width: number, w: MapWords): SVGGElement {
  const fixed = view.fixed;
  const toMove = view.to_move === b.player;
  const mine = view.perspective === b.player;
  const g = s("g", {
    class: `player-board${toMove ? " to-move" : ""}${mine ? " mine" : ""}`,
    "data-player": b.player,
    transform: `translate(${x},${y})`,
  });
  g.append(s("rect", { x: 0, y: 0, width, height: PANEL_H - 6, rx: 8, class: "panel-bg", stroke: playerFill(b.player) }));
  const head = s("g", { class: "panel-head" });
  const star = pieceShape("alpha", b.player, 7);
  star.setAttribute("transform", "translate(13,13)");
  head.append(
    star,
    text(26, 17, `${w.player(b.player)}${toMove ? " ◀" : ""}`, { "font-size": 12.5, "font-weight": 700, class: "panel-name" }),
    text(width - 8, 17, `${b.score.total} ${w.label("vp")} · ${w.label("tokens")} ${b.region_tokens}`, {
      "font-size": 12,
      "font-weight": 700,
      "text-anchor": "end",
      class: "panel-score",
      "data-score": b.score.total,
    }),
  );
  g.append(head);
  const tiles = s("g", { class: "tiles", transform: "translate(8,25)" });
  b.tiles.forEach((_, i) => {
    const t = tile(b, i, w);
    t.setAttribute("transform", `translate(${i * (TILE + 6)},0)`);
    tiles.append(t);
  });
  g.append(tiles);
  let bx = 8 + 6 * (TILE + 6) + 6;
  for (let k = 1; k <= b.bonus_terrain; k++) {
    const token = hit(`bonus:${b.player}:${k}`, "bonus", b.player, w.label("bonusTerrain"), {
      transform: `translate(${bx + 10},${25 + TILE / 2})`,
    });
    token.append(s("circle", { r: 13, class: "glow" }), bonusToken("terrain", 10));
    g.append(token);
    bx += 24;
  }
  if (b.bonus_action) {
    const token = s("g", { class: "bonus-actions", "data-count": b.bonus_action, transform: `translate(${bx + 10},${25 + TILE / 2})` });
    token.append(bonusToken("action", 10), s("title", {}, w.label("bonusAction")));
    if (b.bonus_action > 1) token.append(text(9, 13, `×${b.bonus_action}`, { "font-size": 9, "font-weight": 700 }));
    g.append(token);
  }
  TRACKS.forEach((key, i) => g.append(track(b, fixed, key, 6 + i * 119, 68, w)));
  g.append(reserve(b, fixed, 8, 113, w));
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

export { fill };
