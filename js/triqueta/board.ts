/**
 * The Triqueta board as SVG, drawn from the synced view only: the set values, the current
 * tower (five stacks, backs only), the other towers with their tree tiles, the rows with
 * their markers, the drawn tile (its face only for the player who drew it), the box of the
 * 2-player variant, the counting choices at the end, and every player's collection grouped
 * by animal with what each set is worth now and with one more tile.
 *
 * Everything that can be chosen carries `data-el` (the kit's element id: `stack:3`,
 * `under:3:0`, `row:2`, `keep:0`, `box:return`, `tower:1`, `count:0+1`), `data-kind` and
 * `data-id`; what belongs to a player carries `data-owner`. The kit's picker only toggles
 * classes on these, without redrawing.
 */
import { allot, hit, s, text, textWidth, wrap } from "../common/svg";
import { ANIMAL_FILL, ANIMALS, animalOf, isShadow, markerIcon, pile, tileBack, tileFace, towerHit, treeIcon } from "./tiles";
import type { Row, Seat, SetLine, Tower, View } from "./types";

export const WIDTH = 1000;
const LEFT = 8;
const TOP = 64;
const STRIP_TOP = 340;
const STRIP_H = 88;

/** Words the board needs, in the current language. */
export interface Words {
  /** The language the words are in (part of what a drawn piece depends on). */
  lang: string;
  animal(name: string): string;
  tile(code: string): string;
  option(option: string): string;
  player(p: number): string;
  label(key: string, params?: Record<string, string | number>): string;
}

const MEMO = new Map<string, SVGGElement>();
const MEMO_SIZE = 64;

/**
 * A piece of the board drawn once per distinct `key` (everything it depends on) and cloned
 * afterwards: a move changes one collection, the others are copied, not rebuilt. Only
 * templates are kept, never a node that is on a board, so several views never share one.
 */
export function memo(key: string, build: () => SVGGElement): SVGGElement {
  let template = MEMO.get(key);
  if (!template) {
    template = build();
    if (MEMO.size >= MEMO_SIZE) MEMO.delete(MEMO.keys().next().value as string);
    MEMO.set(key, template);
  }
  return template.cloneNode(true) as SVGGElement;
}

/** The height of the board for `players` players. */
export function heightFor(players: number): number {
  return STRIP_TOP + players * STRIP_H + 4;
}

/** What an estimated width is raised by: textWidth comes within 7% of the fonts. */
const SAFE = 1.08;

/** A font size at most `max` at which `words` (in bold: `bold`) fit in `width` (about 0.6
 * em per letter; wide letters for Japanese). */
export function fit(words: string, width: number, max: number, bold = false): number {
  const ems = textWidth(words, 1, bold) * SAFE;
  return Math.min(max, Math.floor((10 * width) / Math.max(ems, 1)) / 10);
}

/** "3 tiles", "1 tile" (the catalogue chooses by the number). */
export function tilesWord(words: Words, n: number): string {
  return words.label("towerTiles", { n });
}

export function valueOf(view: View, code: string): number {
  return view.values[animalOf(code)] ?? 0;
}

function face(view: View, code: string, w: number, h: number, words: Words, named = true): SVGGElement {
  const g = tileFace(code, valueOf(view, code), named ? words.animal(animalOf(code)) : "", w, h);
  g.prepend(s("title", {}, words.tile(code)));
  return g;
}

// -- the header: round, game, set values ----------------------------------------------------
function header(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "header" });
  const mode = view.hidden_wolves
    ? words.label("hiddenWolves") + (view.two_player_variant ? ` · ${words.label("variant")}` : "")
    : words.label("baseGame");
  const title =
    view.phase === "over" && view.result
      ? resultText(view, words)
      : words.label("round", { round: view.round, rounds: view.rounds });
  g.append(
    text(LEFT + 4, 22, title, { "font-size": 17, "font-weight": 700, class: "round" }),
    text(LEFT + 4, 42, mode, { "font-size": 12, class: "mode", fill: "#5b5446" }),
  );
  ANIMALS.forEach((animal, i) => {
    if (animal === "wolf" && !view.hidden_wolves) return;
    const x = 380 + i * 88;
    const tile = tileFace(animal === "wolf" ? "shadow-wolf" : animal, view.values[animal], "", 24, 24);
    tile.setAttribute("transform", `translate(${x},6)`);
    const name = words.animal(animal);
    g.append(tile, text(x + 29, 23, name, { "font-size": fit(name, 56, 11), class: "legend-name" }));
  });
  g.append(text(380, 50, words.label("values"), { "font-size": 10.5, class: "rule-line", fill: "#5b5446" }));
  return g;
}

export function resultText(view: View, words: Words): string {
  const r = view.result!;
  const names = r.winners.map((p) => words.player(p)).join(" · ");
  const key = r.winners.length === 1 ? "wins" : "share";
  return `${words.label(key, { players: names })} — ${r.scores.join(" : ")}`;
}

// -- the towers -----------------------------------------------------------------------------
const TILE_W = 64;
const TILE_H = 30;
const PILE = 20;

function stackColumn(view: View, tower: Tower, s0: number, words: Words): SVGGElement {
  const g = s("g", { class: "stack-column", "data-stack": s0 });
  const backs = tower.stacks[s0];
  const x = 24 + s0 * 84;
  const base = TOP + 140;
  const name = words.label("stack", { stack: s0 });
  const [el] = pile(g, s0, backs, name, { x, base, w: TILE_W, h: TILE_H, step: PILE, pad: 5, below: 44 });
  el.append(
    text(x + TILE_W / 2, base + TILE_H + 18, name, { "font-size": 12, "text-anchor": "middle", class: "stack-name" }),
    text(x + TILE_W / 2, base + TILE_H + 33, `${backs.length}`, {
      "font-size": 12,
      "text-anchor": "middle",
      "font-weight": 700,
      class: "stack-count",
    }),
  );
  g.append(el);
  return g;
}

function miniTower(view: View, tower: Tower, words: Words): SVGGElement {
  const x = 24 + tower.index * 104;
  const y = TOP + 214;
  const [g, name, state] = towerHit(tower, words);
  g.append(
    s("rect", { x, y, width: 98, height: 50, rx: 7, class: `tower-frame ${state}` }),
    text(x + 8, y + 16, name, { "font-size": 12, "font-weight": 700 }),
    text(x + 8, y + 30, tilesWord(words, tower.count), { "font-size": 10.5, class: "tower-count" }),
    text(x + 8, y + 43, words.label(state), { "font-size": 10, class: "tower-state", fill: "#6b6355" }),
  );
  if (tower.tree) {
    const tree = treeIcon(20, { transform: `translate(${x + 83},${y + 16})` });
    tree.prepend(s("title", {}, words.label("trees")));
    g.append(tree);
  }
  return g;
}

function towers(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "towers" });
  g.append(s("rect", { x: LEFT, y: TOP, width: 440, height: 270, rx: 10, class: "panel" }));
  const current = view.current_tower === null ? null : view.towers[view.current_tower];
  if (current) {
    const title = `${words.label("currentTower")}: ${words.label("tower", { tower: current.index })} · ${tilesWord(words, current.count)}`;
    g.append(text(LEFT + 14, TOP + 22, title, { "font-size": 14, "font-weight": 700, class: "tower-title" }));
    const stacks = s("g", { class: "current-tower", "data-tower": current.index });
    current.stacks.forEach((_, i) => stacks.append(stackColumn(view, current, i, words)));
    g.append(stacks);
  }
  for (const tower of view.towers) g.append(miniTower(view, tower, words));
  return g;
}

// -- the rows, the drawn tile, the box, the counting choices ---------------------------------
function rowLine(view: View, row: Row, y: number, words: Words): SVGGElement {
  const x = 458;
  const width = 534;
  const name = words.label("row", { row: row.index });
  const el = hit(`row:${row.index}`, "row", String(row.index), `${name}: ${row.tiles.map((t) => words.tile(t)).join(", ") || words.label("emptyRow")}`, {
    "data-open": row.open ? 1 : 0,
    "data-count": row.tiles.length,
  });
  el.append(s("rect", { x, y, width, height: 32, rx: 7, class: `row-frame${row.open ? "" : " taken"}` }));
  if (row.open) {
    el.append(
      s("rect", { x: x + 4, y: y + 4, width: 58, height: 24, rx: 12, class: "row-marker" }),
      text(x + 33, y + 20, name, { "font-size": 11.5, "text-anchor": "middle", "font-weight": 700, class: "row-name" }),
    );
    const step = row.tiles.length ? Math.min(44, (width - 80) / row.tiles.length) : 44;
    row.tiles.forEach((code, k) => {
      const t = face(view, code, Math.min(40, step - 3), 28, words);
      t.setAttribute("transform", `translate(${x + 70 + k * step},${y + 2})`);
      el.append(t);
    });
    if (!row.tiles.length) {
      el.append(text(x + 72, y + 21, words.label("emptyRow"), { "font-size": 11, class: "row-empty", fill: "#8a8270" }));
    }
  } else {
    el.append(
      text(x + 12, y + 21, name, { "font-size": 11.5, "font-weight": 700, fill: "#8a8270" }),
      text(x + 72, y + 21, row.taker === null ? "" : words.label("takenBy", { player: row.taker }), {
        "font-size": 11,
        class: "row-taker",
        fill: "#8a8270",
      }),
    );
  }
  return el;
}

function drawnArea(view: View, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "drawn" });
  const x = 458;
  const pending = view.pending;
  if (view.choices && view.to_move !== null) return countChoices(view, y, words);
  if (pending) {
    g.append(
      text(x + 4, y + 14, `${words.label("drawn")} · ${words.label("drawnBy", { player: pending.player })}`, {
        "font-size": 12,
        "font-weight": 700,
      }),
    );
    pending.tiles.forEach((t, k) => {
      const pic = t.tile ? face(view, t.tile, 46, 34, words) : tileBack(t.back, 46, 34);
      pic.setAttribute("transform", `translate(${x + 4 + k * 96},${y + 22})`);
      pic.classList.add("pending-tile");
      pic.setAttribute("data-pending", String(k));
      g.append(pic);
      if (pending.tiles.length > 1) {
        g.append(text(x + 54 + k * 96, y + 44, words.label(k === 0 ? "deciding" : "then"), { "font-size": 10.5 }));
      }
    });
    if (pending.first_option) {
      g.append(
        text(x + 4 + pending.tiles.length * 96, y + 44, words.label("firstWas", { option: words.option(pending.first_option) }), {
          "font-size": 10.5,
          class: "first-option",
        }),
      );
    }
  }
  if (view.two_player_variant) g.append(boxSpace(view, y, words));
  const notes: string[] = [];
  if (view.leftover.count) notes.push(words.label("leftover", { n: view.leftover.count }));
  if (!view.two_player_variant && view.box.count) notes.push(words.label("boxCount", { n: view.box.count }));
  if (notes.length) g.append(text(992 - 6, y + 66, notes.join(" · "), { "font-size": 10, "text-anchor": "end", fill: "#8a8270" }));
  return g;
}

function boxSpace(view: View, y: number, words: Words): SVGGElement {
  const x = 846;
  const name = words.label("box");
  const g = hit("box:return", "box", "return", `${name}: ${view.box.count}`, { "data-count": view.box.count });
  g.append(
    s("rect", { x, y: y + 4, width: 142, height: 52, rx: 8, class: "box-frame" }),
    s("path", { d: `M${x + 8},${y + 24} l7,-7 h24 l7,7 v20 h-38 z`, class: "box-shape" }),
    text(x + 27, y + 38, `${view.box.count}`, { "font-size": 11, "text-anchor": "middle", "font-weight": 700, class: "box-count" }),
    text(x + 54, y + 24, name, { "font-size": 12, "font-weight": 700 }),
    text(x + 54, y + 40, words.label("boxHelp"), { "font-size": 9.5 }),
  );
  return g;
}

function countChoices(view: View, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "count-choices" });
  const x = 458;
  const mover = view.to_move!;
  g.append(text(x + 4, y + 14, words.label("countTitle"), { "font-size": 12, "font-weight": 700 }));
  (view.choices ?? []).forEach((c, k) => {
    const what = c.tiles.length ? c.tiles.map((t) => words.tile(t)).join(" + ") : words.label("countNone");
    const points = words.label("countPoints", { points: c.total });
    const el = hit(`count:${c.id}`, "count", c.id, `${what}: ${points}`, { "data-owner": mover, "data-total": c.total });
    const bx = x + 4 + k * 132;
    el.append(
      s("rect", { x: bx, y: y + 22, width: 126, height: 40, rx: 8, class: "count-frame" }),
      text(bx + 63, y + 38, what, { "font-size": 11, "text-anchor": "middle", "font-weight": 700 }),
      text(bx + 63, y + 55, points, { "font-size": 11, "text-anchor": "middle" }),
    );
    g.append(el);
  });
  return g;
}

function rowsPanel(view: View, words: Words): SVGGElement {
  const g = s("g", { class: "rows" });
  g.append(s("rect", { x: 452, y: TOP, width: 546, height: 270, rx: 10, class: "panel" }));
  view.rows.forEach((row, r) => g.append(rowLine(view, row, TOP + 6 + r * 36, words)));
  g.append(drawnArea(view, TOP + 6 + view.rows.length * 36 + 2, words));
  return g;
}

// -- the players' collections ---------------------------------------------------------------
export interface Cell {
  up: number;
  shadow: string[];
  kept: string[];
}

export function cells(view: View, seat: Seat): Map<string, Cell> {
  const out = new Map<string, Cell>(ANIMALS.map((a) => [a, { up: 0, shadow: [], kept: [] }]));
  for (const code of seat.face_up) out.get(animalOf(code))!.up += 1;
  for (const code of seat.shadow.tiles ?? []) out.get(animalOf(code))!.shadow.push(code);
  const kept = view.phase === "over" ? seat.face_down.counted ?? [] : seat.face_down.tiles ?? [];
  for (const code of kept) out.get(animalOf(code))!.kept.push(code);
  return out;
}

function worthText(line: SetLine | undefined): { now: string; next: string; kind: string } {
  if (!line) return { now: "", next: "+1 → 1", kind: "none" };
  return { now: String(line.points), next: `+1 → ${line.next}`, kind: line.kind };
}

/** A collection's cells: where the first begins, where the keep space begins (the cells
 * end a gap before it), the gap between two cells, the widest a cell is made, and the
 * least a cell holds its tiles in. The font size of a cell's name, and the least it is
 * made to fit. */
const CELLS_X = 190;
const KEEP_X = 780;
const CELL_GAP = 4;
const CELL_MOST = 80;
const CELL_LEAST = 72;
const CELL_FONT = 10.5;
const CELL_FONT_LEAST = 9;

/** The title of the cell of `animal`: its name and its value. */
function cellTitle(view: View, animal: string, words: Words): string {
  return `${words.animal(animal)} ${view.values[animal]}`;
}

/**
 * Where the animals' cells of a collection go in this language (x and width of each of
 * `animals`) and the size of their titles: every cell as wide as its title needs, the
 * others as wide as one another (at most CELL_MOST) in the room the row leaves them; the
 * titles smaller (down to CELL_FONT_LEAST) only if the room holds them no other way.
 */
export function cellLayout(view: View, animals: string[], words: Words): { cells: Array<[number, number]>; size: number } {
  const room = KEEP_X - CELL_GAP - CELLS_X - (animals.length - 1) * CELL_GAP;
  const titles = animals.map((a) => cellTitle(view, a, words));
  let size = CELL_FONT;
  const needs = () => titles.map((t) => Math.max(CELL_LEAST, Math.ceil(textWidth(t, size, true) * SAFE) + CELL_PAD));
  while (size > CELL_FONT_LEAST && needs().reduce((a, b) => a + b, 0) > room) size -= 0.5;
  const widths = allot(needs(), room, CELL_MOST);
  let x = CELLS_X;
  const cells = widths.map((w): [number, number] => {
    const at: [number, number] = [x, w];
    x = Math.round((x + w + CELL_GAP) * 10) / 10;
    return at;
  });
  return { cells, size };
}

/** A cell's title begins this far in (after its animal's colour) and keeps this far from
 * its right edge: CELL_PAD in all. */
const TITLE_X = 11;
const CELL_PAD = TITLE_X + 4;

/** The width of a tile in a collection's cell. */
const TILE_IN_CELL = 16;

/** The step between `n` tiles `tile` wide side by side in `room`: `most`, or less (the
 * tiles fanned, one over the next) when they are many. */
function fanStep(n: number, room: number, tile: number, most: number): number {
  return n > 1 ? Math.min(most, (room - tile) / (n - 1)) : 0;
}

/** Tile `k` of `n` fanned at `step`: its value is left to the tiles' titles and to the
 * collection's cells when the next tile covers it (only the top one shows its value). */
function fanned(tile: SVGGElement, k: number, n: number, step: number, width: number): void {
  if (step < width && k < n - 1) tile.querySelector(".tile-value")?.remove();
}

function animalCell(view: View, seat: Seat, animal: string, cell: Cell, [x, width]: [number, number], y: number, titleSize: number, words: Words): SVGGElement {
  const line = seat.sets.find((l) => l.animal === animal);
  const shown = cell.up + cell.shadow.length + cell.kept.length;
  const g = s("g", {
    class: `animal-cell${shown ? "" : " empty"}`,
    "data-animal": animal,
    "data-player": seat.player,
    "data-count": line?.count ?? 0,
    "data-points": line?.points ?? 0,
  });
  g.append(
    s("rect", { x, y, width, height: 76, rx: 6, class: `cell-frame kind-${line?.kind ?? "none"}` }),
    s("rect", { x: x + 4, y: y + 5, width: 4, height: 12, fill: ANIMAL_FILL[animal] }),
    text(x + TITLE_X, y + 15, cellTitle(view, animal, words), {
      "font-size": titleSize,
      "font-weight": 700,
      class: "cell-name",
    }),
  );
  const codes = [
    ...Array.from({ length: cell.up }, () => animal),
    ...cell.shadow,
    ...cell.kept.map((c) => `kept:${c}`),
  ];
  // the tiles side by side, fanned closer when they are many (the last one's right edge
  // 4 units inside the cell); all of them show the animal's value, which a fanned tile
  // leaves to the one on top of it
  const step = fanStep(codes.length, width - 8, TILE_IN_CELL, 18);
  const uncounted = line ? shown - line.count : 0;
  codes.forEach((c, k) => {
    const kept = c.startsWith("kept:");
    const code = kept ? c.slice(5) : c;
    const t = tileFace(code, valueOf(view, code), "", TILE_IN_CELL, 22);
    fanned(t, k, codes.length, step, TILE_IN_CELL);
    t.setAttribute("transform", `translate(${x + 4 + k * step},${y + 22})`);
    t.prepend(s("title", {}, words.tile(code) + (kept ? ` (${words.label("faceDown")})` : "")));
    if (kept) {
      t.classList.add("kept");
      if (uncounted > 0 && k >= codes.length - uncounted) t.classList.add("uncounted");
    }
    g.append(t);
  });
  const w = worthText(line);
  const next = text(x + 5, y + 71, w.next, { "font-size": 10, class: "worth-next", fill: line ? "#6b6355" : "#a39a86" });
  next.append(s("title", {}, `${words.label("plusOne")}: ${line ? line.next : 1}`));
  if (line) {
    g.append(
      text(x + 5, y + 58, `${words.label("now")} ${w.now}`, { "font-size": 11, "font-weight": 700, class: `worth kind-${w.kind}` }),
    );
    if (uncounted > 0) g.append(s("title", {}, words.label("notCounted")));
  }
  g.append(next);
  return g;
}

/** The face-down tiles of a seat as the viewer may see them: faces (null: a back), the
 * counted ones first at the end. */
function keptShown(view: View, seat: Seat): Array<string | null> {
  const fd = seat.face_down;
  if (view.phase !== "over") return fd.tiles ?? [];
  const counted = fd.counted ?? [];
  const rest = [...(fd.tiles ?? [])];
  for (const c of counted) rest.splice(rest.indexOf(c), 1);
  return [...counted, ...(fd.tiles ? rest : Array.from({ length: fd.count - counted.length }, () => null))];
}

/** The font size of a space's heading and caption, and the least a heading is made to
 * fit on one line before it takes two. */
const SPACE_FONT = 9.5;
const SPACE_FONT_LEAST = 9;

/** `t` in `width` as a space's heading or caption: on one line (its size down to
 * SPACE_FONT_LEAST), else in lines of SPACE_FONT. */
function spaceLines(t: string, width: number, bold: boolean): { lines: string[]; size: number } {
  const size = Math.max(SPACE_FONT_LEAST, fit(t, width, SPACE_FONT, bold));
  if (textWidth(t, size, bold) <= width) return { lines: [t], size };
  return { lines: wrap(t, SPACE_FONT * (bold ? 1.12 : 1) * SAFE, width), size: SPACE_FONT };
}

/** The lines of `t` (spaceLines) centred at `cx`, the first on `y`, one under another. */
function centred(t: string, cx: number, y: number, width: number, attrs: Record<string, string | number>, lines = spaceLines(t, width, attrs["font-weight"] === 700)): SVGTextElement[] {
  return lines.lines.map((line, i) => text(cx, y + i * SPACE_FONT * 1.1, line, { "font-size": lines.size, "text-anchor": "middle", ...attrs }));
}

function keepSpace(view: View, seat: Seat, x: number, y: number, words: Words): SVGGElement {
  const p = seat.player;
  const limit = seat.kept_limit;
  const name = words.label("keep");
  const count = seat.face_down.count;
  const g = hit(`keep:${p}`, "keep", String(p), `${words.player(p)}: ${name} (${count}/${limit})`, {
    "data-owner": p,
    "data-player": p,
    "data-count": count,
  });
  g.append(
    s("rect", { x, y, width: 104, height: 76, rx: 7, class: "keep-frame" }),
    ...centred(name, x + 52, y + 13, 96, { "font-weight": 700 }),
  );
  const shown = keptShown(view, seat);
  for (let k = 0; k < limit; k++) {
    const sx = x + 14 + k * 42;
    const sy = y + 18;
    if (k < count) {
      const code = shown[k] ?? null;
      const pic = code ? tileFace(code, valueOf(view, code), "", 34, 38) : tileBack("light", 34, 38);
      pic.setAttribute("transform", `translate(${sx},${sy})`);
      pic.classList.add("kept-tile");
      if (code) pic.prepend(s("title", {}, words.tile(code)));
      g.append(pic);
    } else {
      g.append(s("rect", { x: sx, y: sy, width: 34, height: 38, rx: 5, class: "slot-empty" }));
    }
  }
  const caption = view.phase === "over" && seat.face_down.boxed ? `${seat.face_down.boxed} ${words.label("boxed")}` : words.label("kept", { n: count, limit });
  // (the caption at the end may take two lines under the tiles)
  const lines = spaceLines(caption, 96, false);
  g.append(...centred(caption, x + 52, lines.lines.length > 1 ? y + 63.5 : y + 70, 96, { class: "kept-count" }, lines));
  return g;
}

function shadowSpace(view: View, seat: Seat, x: number, y: number, words: Words): SVGGElement {
  const g = s("g", { class: "shadow-space", "data-player": seat.player, "data-count": seat.shadow.count });
  g.append(
    s("rect", { x, y, width: 98, height: 76, rx: 7, class: "shadow-frame" }),
  );
  const heading = centred(words.label("shadow"), x + 49, y + 12, 90, { "font-weight": 700 });
  g.append(...heading);
  // (the tiles lower under a heading of two lines)
  const top = y + 22 + (heading.length - 1) * 6;
  const n = seat.shadow.count;
  const tiles = seat.shadow.tiles;
  const step = fanStep(n, 86, 18, 20);
  for (let k = 0; k < n; k++) {
    const code = tiles ? tiles[k] : null;
    const pic = code ? tileFace(code, valueOf(view, code), "", 18, 26) : tileBack("shadow", 18, 26);
    fanned(pic, k, n, step, 18);
    pic.setAttribute("transform", `translate(${x + 6 + k * step},${top})`);
    if (code) pic.prepend(s("title", {}, words.tile(code)));
    g.append(pic);
  }
  g.append(text(x + 49, y + 70, `× ${n}`, { "font-size": 10, "text-anchor": "middle" }));
  return g;
}

/** A seat's name (with "you" and whose turn), its status in the round and its points. */
export function seatWords(view: View, seat: Seat, words: Words): { name: string; status: string; points: string } {
  const p = seat.player;
  const me = view.perspective === p;
  const name = `${words.player(p)}${me ? ` (${words.label("you")})` : ""}${view.to_move === p ? " ◀" : ""}`;
  const took = view.rows.find((r) => r.taker === p);
  const status = view.phase === "over" ? "" : view.phase === "count" ? (seat.decided ? words.label("decided") : "") : seat.in_round ? words.label("inRound") : `${words.label("satOut")}${took ? ` · ${words.label("row", { row: took.index })}` : ""}`;
  const hiddenTiles = seat.score === null && (seat.face_down.count > 0 || seat.shadow.count > 0);
  const points =
    seat.score !== null
      ? words.label("score", { points: seat.score })
      : words.label("openScore", { points: seat.public_score }) + (hiddenTiles ? ` ${words.label("hidden")}` : "");
  return { name, status, points };
}

function seatStrip(view: View, seat: Seat, i: number, words: Words): SVGGElement {
  const p = seat.player;
  const y = STRIP_TOP + i * STRIP_H;
  const toMove = view.to_move === p;
  const me = view.perspective === p;
  const g = s("g", { class: `seat${toMove ? " to-move" : ""}${me ? " me" : ""}`, "data-player": p });
  g.append(s("rect", { x: LEFT, y, width: WIDTH - 2 * LEFT, height: STRIP_H - 6, rx: 10, class: "seat-frame" }));
  const { name, status, points } = seatWords(view, seat, words);
  // (each line in the room the cells leave it, smaller if it must: never under 9 units)
  const room = CELLS_X - 4 - (LEFT + 10);
  const size = (t: string, most: number, bold: boolean) => Math.max(CELL_FONT_LEAST, fit(t, room, most, bold));
  g.append(
    text(LEFT + 10, y + 20, name, { "font-size": size(name, 14, true), "font-weight": 700, class: "seat-name" }),
    text(LEFT + 10, y + 36, status, { "font-size": size(status, 11, false), class: "seat-status", fill: "#5b5446" }),
    text(LEFT + 10, y + 53, points, {
      "font-size": size(points, 12, true),
      "font-weight": 700,
      class: "seat-score",
      "data-score": seat.score ?? seat.public_score,
    }),
  );
  let ix = LEFT + 18;
  if (seat.start_marker) {
    const m = markerIcon(18, { transform: `translate(${ix},${y + 69})` });
    m.prepend(s("title", {}, words.label("startMarker")));
    g.append(m);
    ix += 24;
  }
  for (let k = 0; k < seat.trees; k++) {
    const t = treeIcon(18, { transform: `translate(${ix},${y + 69})` });
    t.prepend(s("title", {}, words.label("trees")));
    g.append(t);
    ix += 18;
  }
  const byAnimal = cells(view, seat);
  const animals = ANIMALS.filter((animal) => animal !== "wolf" || view.hidden_wolves);
  const layout = cellLayout(view, animals, words);
  animals.forEach((animal, a) => {
    g.append(animalCell(view, seat, animal, byAnimal.get(animal)!, layout.cells[a], y + 3, layout.size, words));
  });
  g.append(keepSpace(view, seat, KEEP_X, y + 3, words));
  if (view.hidden_wolves) g.append(shadowSpace(view, seat, 888, y + 3, words));
  return g;
}

/** Everything the strip of `seat` (the `i`th) depends on, as a key for `memo`. */
export function seatKey(view: View, seat: Seat, i: number, words: Words): string {
  const took = view.rows.find((r) => r.taker === seat.player)?.index ?? null;
  const mark = [view.to_move === seat.player, view.perspective === seat.player, view.phase, took];
  return `seat ${JSON.stringify([words.lang, view.hidden_wolves, view.values, mark, seat, i])}`;
}

/** Draw the whole board for `view`. */
export function drawBoard(view: View, words: Words): SVGSVGElement {
  const height = heightFor(view.players);
  const svg = s("svg", {
    class: "tq-board",
    viewBox: `0 0 ${WIDTH} ${height}`,
    role: "group",
    "data-phase": view.phase,
    "data-players": view.players,
    "data-variant": view.two_player_variant ? 1 : 0,
    "data-perspective": view.perspective === null ? "open" : view.perspective,
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  svg.append(header(view, words), towers(view, words), rowsPanel(view, words));
  view.seats.forEach((seat, i) => {
    svg.append(memo(seatKey(view, seat, i, words), () => seatStrip(view, seat, i, words)));
  });
  return svg;
}
