/**
 * The Triqueta board on a projector (`screen="projector"`): the same elements as the
 * normal board (board.ts: `stack:3`, `under:3:0`, `row:2`, `keep:0`, `box:return`,
 * `tower:1`, `count:0+1`), drawn for the back of a room. The values on the tiles (the set
 * values, the rows, the drawn tile) are 32 units high, which is 24 px or more on a screen of
 * 1280 × 720 even beside a lesson's panel; a collection shows, per animal, how many tiles
 * it holds and what they are worth now, large, instead of every small tile; the kept tiles
 * and shadow tiles show what the viewer may see of them (a colour and the animal's initial,
 * or a back).
 */
import { hit, s, text, textWidth } from "../common/svg";
import {
  cells,
  fit,
  memo,
  resultText,
  seatKey,
  seatWords,
  tilesWord,
  valueOf,
  WIDTH,
  type Words,
} from "./board";
import { ANIMAL_FILL, ANIMALS, animalOf, markerIcon, pile, tileBack, tileFace, towerHit, treeIcon } from "./tiles";
import type { Row, Seat, Tower, View } from "./types";

/** The font size of a value on a tile (drawing units). */
export const VALUE = 32;
const TW = 56;
const TH = 46;
/** The left column (header, the current tower, the towers) ends here; the rows start. */
const MID = 452;
const TABLE_H = 236;
const SEAT_H = 46;

/** The height of the projector's board for `players` players. */
export function projectorHeight(players: number): number {
  return TABLE_H + players * SEAT_H + 4;
}

function bigFace(view: View, code: string, x: number, y: number, words: Words, h = TH): SVGGElement {
  const g = tileFace(code, valueOf(view, code), "", TW, h, { transform: `translate(${x},${y})` }, VALUE);
  g.prepend(s("title", {}, words.tile(code)));
  return g;
}

function header(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "header" });
  const title =
    view.phase === "over" && view.result
      ? resultText(view, words)
      : words.label("round", { round: view.round, rounds: view.rounds });
  const mode = [view.hidden_wolves ? words.label("hiddenWolves") : words.label("baseGame")];
  if (view.two_player_variant) mode.push(words.label("variant"));
  if (view.leftover.count) mode.push(words.label("leftover", { n: view.leftover.count }));
  if (!view.two_player_variant && view.box.count) mode.push(words.label("boxCount", { n: view.box.count }));
  const size = fit(title, 250, 19);
  // (the mode and the notes in what is left of the line, smaller if they must)
  const rest = MID - 20 - textWidth(title, size) - 12;
  const note = mode.join(" · ");
  g.append(
    text(12, 22, title, { "font-size": size, "font-weight": 700, class: "round" }),
    text(MID - 8, 22, note, { "font-size": fit(note, rest, 12), "text-anchor": "end", class: "mode", fill: "#5b5446" }),
  );
  const legend = s("g", { class: "legend" });
  legend.append(s("title", {}, words.label("values")));
  ANIMALS.filter((a) => a !== "wolf" || view.hidden_wolves).forEach((animal, k) => {
    const x = 8 + k * 62;
    const tile = tileFace(animal === "wolf" ? "shadow-wolf" : animal, view.values[animal], "", TW, TH, { transform: `translate(${x},30)` }, VALUE);
    const name = words.animal(animal);
    legend.append(tile, text(x + TW / 2, 90, name, { "font-size": fit(name, 60, 12.5), "text-anchor": "middle", class: "legend-name" }));
  });
  g.append(legend);
  return g;
}

function stackColumn(tower: Tower, i: number, words: Words): SVGGElement {
  const g = s("g", { class: "stack-column", "data-stack": i });
  const backs = tower.stacks[i];
  const x = 8 + i * 72;
  const base = 122;
  const w = 62;
  const name = words.label("stack", { stack: i });
  const top = backs.length - 1;
  const [el, y] = pile(g, i, backs, name, { x, base, w, h: TH, step: 8, pad: 4, below: 24 });
  el.append(
    text(x + w / 2, y + TH / 2 + 8, `${backs.length}`, {
      "font-size": 24,
      "text-anchor": "middle",
      "font-weight": 700,
      class: `stack-count${backs[top] === "S" ? " on-shadow" : ""}`,
    }),
    text(x + w / 2, base + TH + 13, name, { "font-size": fit(name, w + 8, 12), "text-anchor": "middle", class: "stack-name" }),
  );
  g.append(el);
  return g;
}

function miniTower(tower: Tower, words: Words): SVGGElement {
  const x = 8 + tower.index * 109;
  const y = 188;
  const [g, name, state] = towerHit(tower, words);
  g.append(
    s("rect", { x, y, width: 104, height: 44, rx: 7, class: `tower-frame ${state}` }),
    s("title", {}, `${name}: ${words.label(state)}`),
    text(x + 7, y + 19, name, { "font-size": fit(name, tower.tree ? 70 : 90, 15), "font-weight": 700 }),
    text(x + 7, y + 37, tilesWord(words, tower.count), { "font-size": 14, class: "tower-count" }),
  );
  if (tower.tree) {
    const tree = treeIcon(22, { transform: `translate(${x + 90},${y + 18})` });
    tree.prepend(s("title", {}, words.label("trees")));
    g.append(tree);
  }
  return g;
}

function rowLine(view: View, row: Row, y: number, h: number, words: Words): SVGGElement {
  const x = MID;
  const width = WIDTH - 8 - MID;
  const name = words.label("row", { row: row.index });
  const el = hit(`row:${row.index}`, "row", String(row.index), `${name}: ${row.tiles.map((t) => words.tile(t)).join(", ") || words.label("emptyRow")}`, {
    "data-open": row.open ? 1 : 0,
    "data-count": row.tiles.length,
  });
  el.append(s("rect", { x, y, width, height: h, rx: 8, class: `row-frame${row.open ? "" : " taken"}` }));
  if (!row.open) {
    const taker = row.taker === null ? "" : words.label("takenBy", { player: row.taker });
    el.append(
      text(x + 12, y + h / 2 + 6, name, { "font-size": 16, "font-weight": 700, fill: "#8a8270" }),
      text(x + 80, y + h / 2 + 6, taker, { "font-size": 16, class: "row-taker", fill: "#8a8270" }),
    );
    return el;
  }
  el.append(
    s("rect", { x: x + 4, y: y + 6, width: 62, height: h - 12, rx: (h - 12) / 2, class: "row-marker" }),
    text(x + 35, y + h / 2 + 5, name, { "font-size": fit(name, 54, 15), "text-anchor": "middle", "font-weight": 700, class: "row-name" }),
  );
  const n = row.tiles.length;
  const step = n ? Math.min(TW + 4, (width - 76 - TW) / Math.max(1, n - 1)) : 0;
  row.tiles.forEach((code, k) => el.append(bigFace(view, code, x + 72 + k * step, y + 3, words, h - 6)));
  if (!n) el.append(text(x + 76, y + h / 2 + 6, words.label("emptyRow"), { "font-size": 15, class: "row-empty", fill: "#8a8270" }));
  return el;
}

/** The drawn tiles (and the box of the 2-player variant) at (x, y), `width` wide (beside
 * the current tower, only "Drawn" over the tile: who drew it is in its tooltip). */
function drawnArea(view: View, x: number, y: number, width: number, words: Words): SVGGElement {
  const g = s("g", { class: "drawn" });
  const pending = view.pending;
  if (pending) {
    const by = `${words.label("drawn")} · ${words.label("drawnBy", { player: pending.player })}`;
    const head = width < 200 ? words.label("drawn") : by;
    const line = text(x + 2, y + 12, head, { "font-size": fit(head, width - 4, 12.5), "font-weight": 700 });
    line.append(s("title", {}, by));
    g.append(line);
    pending.tiles.forEach((t, k) => {
      const at = x + 2 + k * (TW + 70);
      const pic = t.tile ? bigFace(view, t.tile, at, y + 18, words) : tileBack(t.back, TW, TH, { transform: `translate(${at},${y + 18})` });
      pic.classList.add("pending-tile");
      pic.setAttribute("data-pending", String(k));
      g.append(pic);
      if (pending.tiles.length > 1) {
        g.append(text(at + TW + 6, y + 46, words.label(k === 0 ? "deciding" : "then"), { "font-size": 13 }));
      }
    });
    if (pending.first_option) {
      const first = words.label("firstWas", { option: words.option(pending.first_option) });
      g.append(text(x + 2, y + TH + 34, first, { "font-size": fit(first, width - 4, 12), class: "first-option" }));
    }
  }
  if (view.two_player_variant) {
    const name = words.label("box");
    const bx = WIDTH - 8 - 150;
    const box = hit("box:return", "box", "return", `${name}: ${view.box.count}`, { "data-count": view.box.count });
    box.append(
      s("rect", { x: bx, y: y + 4, width: 150, height: 58, rx: 8, class: "box-frame" }),
      s("title", {}, words.label("boxHelp")),
      s("path", { d: `M${bx + 8},${y + 26} l8,-8 h28 l8,8 v24 h-44 z`, class: "box-shape" }),
      text(bx + 30, y + 46, `${view.box.count}`, { "font-size": 18, "text-anchor": "middle", "font-weight": 700, class: "box-count" }),
      text(bx + 60, y + 38, name, { "font-size": fit(name, 86, 16), "font-weight": 700 }),
    );
    g.append(box);
  }
  return g;
}

/** The counting choices at the end, from (x, y) on (78 high). */
function countChoices(view: View, x: number, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "count-choices" });
  const mover = view.to_move!;
  g.append(text(x + 4, y + 13, words.label("countTitle"), { "font-size": 14, "font-weight": 700 }));
  (view.choices ?? []).forEach((c, k) => {
    const what = c.tiles.length ? c.tiles.map((t) => words.tile(t)).join(" + ") : words.label("countNone");
    const points = words.label("countPoints", { points: c.total });
    const el = hit(`count:${c.id}`, "count", c.id, `${what}: ${points}`, { "data-owner": mover, "data-total": c.total });
    const bx = x + k * 109;
    el.append(
      s("rect", { x: bx, y: y + 18, width: 104, height: 60, rx: 8, class: "count-frame" }),
      s("title", {}, `${what}: ${points}`),
      text(bx + 52, y + 41, what, { "font-size": fit(what, 96, 14), "text-anchor": "middle", "font-weight": 700 }),
      text(bx + 52, y + 66, points, { "font-size": fit(points, 96, 18), "text-anchor": "middle", "font-weight": 700 }),
    );
    g.append(el);
  });
  return g;
}

function table(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "table" });
  g.append(
    s("rect", { x: 4, y: 2, width: MID - 8, height: TABLE_H - 4, rx: 10, class: "panel" }),
    s("rect", { x: MID - 2, y: 2, width: WIDTH - MID - 2, height: TABLE_H - 4, rx: 10, class: "panel" }),
    header(view, words),
  );
  const current = view.current_tower === null ? null : view.towers[view.current_tower];
  // Room under the rows for the drawn tiles or the counting choices when there are three
  // rows or fewer; with more, the drawn tile waits beside the current tower, and the
  // choices (at the end, the tower is empty) take its place.
  const below = view.rows.length <= 3;
  const counting = Boolean(view.choices && view.to_move !== null);
  if (counting && !below) g.append(countChoices(view, 8, 98, words));
  else if (current) {
    const stacks = s("g", { class: "current-tower", "data-tower": current.index });
    stacks.append(s("title", {}, `${words.label("currentTower")}: ${words.label("tower", { tower: current.index })}`));
    current.stacks.forEach((_, i) => stacks.append(stackColumn(current, i, words)));
    g.append(stacks);
  }
  const towers = s("g", { class: "towers" });
  for (const tower of view.towers) towers.append(miniTower(tower, words));
  g.append(towers);
  const rows = s("g", { class: "rows" });
  const step = Math.min(52, (below ? TABLE_H - 96 : TABLE_H - 8) / view.rows.length);
  view.rows.forEach((row, r) => rows.append(rowLine(view, row, 6 + r * step, step - 4, words)));
  g.append(rows);
  const under = 6 + view.rows.length * step;
  if (counting) g.append(...(below ? [countChoices(view, MID + 4, under, words)] : []));
  else g.append(below ? drawnArea(view, MID + 4, under, WIDTH - 12 - MID, words) : drawnArea(view, 368, 98, MID - 376, words));
  return g;
}

function chip(view: View, seat: Seat, animal: string, x: number, y: number, words: Words): SVGGElement {
  const cell = cells(view, seat).get(animal)!;
  const line = seat.sets.find((l) => l.animal === animal);
  const codes = [...Array.from({ length: cell.up }, () => animal), ...cell.shadow, ...cell.kept];
  const n = codes.length;
  const g = s("g", {
    class: `animal-cell${n ? "" : " empty"}`,
    "data-animal": animal,
    "data-player": seat.player,
    "data-count": line?.count ?? 0,
    "data-points": line?.points ?? 0,
  });
  const name = words.animal(animal);
  const told = n ? `${name} ${view.values[animal]}: ${codes.map((c) => words.tile(c)).join(", ")}` : `${name} ${view.values[animal]}`;
  g.append(
    s("title", {}, told + (cell.kept.length ? ` (${words.label("faceDown")}: ${cell.kept.length})` : "")),
    s("rect", {
      x,
      y,
      width: 40,
      height: 34,
      rx: 6,
      fill: n ? ANIMAL_FILL[animal] : "none",
      stroke: ANIMAL_FILL[animal],
      "stroke-width": 2,
      "stroke-dasharray": cell.kept.length ? "5 3" : null,
      class: "chip",
    }),
  );
  if (n) g.append(text(x + 20, y + 26, `×${n}`, { "font-size": 24, "font-weight": 700, "text-anchor": "middle", fill: "#fff", class: "cell-count" }));
  if (line) {
    const worth = text(x + 42, y + 24, `=${line.points}`, { "font-size": 16, "font-weight": 700, class: `worth kind-${line.kind}`, "data-points": line.points });
    worth.append(s("title", {}, `${words.label("now")} ${line.points}`));
    g.append(worth);
  }
  return g;
}

/** A tile the viewer knows but that lies face down (kept or shadow): its colour and the
 * animal's initial. */
function knownBack(view: View, code: string, x: number, y: number, words: Words): SVGGElement {
  const animal = animalOf(code);
  const g = s("g", { class: "tile known-back", "data-tile": code, transform: `translate(${x},${y})` });
  g.append(
    s("title", {}, words.tile(code)),
    s("rect", { width: 34, height: 32, rx: 5, fill: "#fbf6e9", stroke: ANIMAL_FILL[animal], "stroke-width": 3, "stroke-dasharray": "5 3", class: "tile-body" }),
    text(17, 23, words.animal(animal).slice(0, 1).toUpperCase(), { "font-size": 18, "font-weight": 700, "text-anchor": "middle", fill: ANIMAL_FILL[animal] }),
  );
  return g;
}

function seatStrip(view: View, seat: Seat, i: number, words: Words): SVGGElement {
  const p = seat.player;
  const y = TABLE_H + i * SEAT_H;
  const toMove = view.to_move === p;
  const g = s("g", { class: `seat${toMove ? " to-move" : ""}${view.perspective === p ? " me" : ""}`, "data-player": p });
  const { name, status, points } = seatWords(view, seat, words);
  g.append(
    s("rect", { x: 4, y, width: WIDTH - 8, height: SEAT_H - 4, rx: 9, class: "seat-frame" }),
    text(12, y + 19, name, { "font-size": fit(name, 168, 16), "font-weight": 700, class: "seat-name" }),
    text(12, y + 36, points, {
      "font-size": fit(points, 168, 13),
      "font-weight": 700,
      class: "seat-score",
      "data-score": seat.score ?? seat.public_score,
    }),
  );
  if (status) g.append(s("title", {}, status));
  if (seat.start_marker) {
    const m = markerIcon(18, { transform: `translate(194,${y + 21})` });
    m.prepend(s("title", {}, words.label("startMarker")));
    g.append(m);
  }
  if (seat.trees) {
    const t = treeIcon(20, { transform: `translate(218,${y + 21})` });
    t.prepend(s("title", {}, `${words.label("trees")}: ${seat.trees}`));
    g.append(t);
    if (seat.trees > 1) g.append(text(226, y + 36, `×${seat.trees}`, { "font-size": 12, "font-weight": 700 }));
  }
  ANIMALS.filter((a) => a !== "wolf" || view.hidden_wolves).forEach((animal, a) => {
    g.append(chip(view, seat, animal, 246 + a * 72, y + 4, words));
  });
  const kx = view.hidden_wolves ? 752 : 824;
  const keepName = words.label("keep");
  const count = seat.face_down.count;
  const keep = hit(`keep:${p}`, "keep", String(p), `${words.player(p)}: ${keepName} (${count}/${seat.kept_limit})`, {
    "data-owner": p,
    "data-player": p,
    "data-count": count,
  });
  keep.append(
    s("rect", { x: kx, y: y + 3, width: 110, height: SEAT_H - 10, rx: 7, class: "keep-frame" }),
    s("title", {}, `${keepName}: ${words.label("kept", { n: count, limit: seat.kept_limit })}`),
  );
  const shown = seat.face_down.tiles ?? [];
  for (let k = 0; k < seat.kept_limit; k++) {
    const sx = kx + 8 + k * 40;
    if (k < count) {
      const code = shown[k];
      const pic = code ? knownBack(view, code, sx, y + 5, words) : tileBack("light", 34, 32, { transform: `translate(${sx},${y + 5})` });
      pic.classList.add("kept-tile");
      keep.append(pic);
    } else keep.append(s("rect", { x: sx, y: y + 5, width: 34, height: 32, rx: 5, class: "slot-empty" }));
  }
  g.append(keep);
  if (view.hidden_wolves) {
    const sh = s("g", { class: "shadow-space", "data-player": p, "data-count": seat.shadow.count });
    sh.append(
      s("rect", { x: 870, y: y + 3, width: 122, height: SEAT_H - 10, rx: 7, class: "shadow-frame" }),
      s("title", {}, `${words.label("shadow")}: ${seat.shadow.count}`),
      tileBack("shadow", 30, 30, { transform: `translate(878,${y + 6})` }),
      text(916, y + 31, `× ${seat.shadow.count}`, { "font-size": 22, "font-weight": 700, class: "shadow-count" }),
    );
    g.append(sh);
  }
  return g;
}

/** Draw the whole board for `view`, on a projector. */
export function drawProjector(view: View, words: Words): SVGSVGElement {
  const svg = s("svg", {
    class: "tq-board projector",
    viewBox: `0 0 ${WIDTH} ${projectorHeight(view.players)}`,
    role: "group",
    "data-phase": view.phase,
    "data-players": view.players,
    "data-variant": view.two_player_variant ? 1 : 0,
    "data-perspective": view.perspective === null ? "open" : view.perspective,
    "data-layout": "projector",
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  svg.append(table(view, words));
  view.seats.forEach((seat, i) => {
    svg.append(memo(`projector ${seatKey(view, seat, i, words)}`, () => seatStrip(view, seat, i, words)));
  });
  return svg;
}
