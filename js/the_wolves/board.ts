/**
 * The Wolves' whole board as one SVG: the moon calendar and the turn across the top, the
 * action bar, the map on the left with its inspector line, the player boards on the right.
 *
 * The board is built once per game and view and then updated in place (the kit hands the
 * last drawing back as `ctx.previous`): a change draws again only the hexes whose pieces or
 * tokens changed, the player boards that changed, the calendar if a piece reached it, and
 * the turn line. A new game, another language or another number of players builds it anew.
 * Besides the kit's marks, two things are this board's own: the inspector line follows the
 * hex under the pointer or the keyboard focus, and the region control button shows or hides
 * each region's control card (remembered per board model while the page lives).
 */
import { s, text, textWidth } from "../common/svg";
import { drawMap, type MapDrawing, type MapWords, ownerName, placeMark, regionStanding, updateMap } from "./map";
import { BIG_VALUE, drawBigPanel, drawPanel, PANEL_H } from "./panel";
import { newPatternIds, patterns, playerFill } from "./shapes";
import { drawActionBar, drawCalendar, turnLine } from "./top";
import type { PlayerBoard, Static, View } from "./types";

export const WIDTH = 1000;

/** Where the parts of a board go: the normal board's layout, or the projector's, whose
 * map is smaller and whose player boards are one line each with their tracks' values large
 * (and a control table, on demand, beside the map instead of a card on every region). */
interface Layout {
  projector: boolean;
  map: { x: number; y: number; w: number; h: number };
  calendar: [x: number, y: number, width: number];
  bar: [x: number, y: number];
  turn: [x: number, y: number, size: number];
  toggle: [x: number, y: number];
  /** The board's height for a map drawn `mapHeight` high. */
  height(view: View, mapHeight: number): number;
  /** Player board `p`. */
  panel(view: View, b: PlayerBoard, p: number, w: MapWords): SVGGElement;
}

const NORMAL: Layout = {
  projector: false,
  map: { x: 8, y: 116, w: 612, h: 660 },
  calendar: [8, 4, WIDTH - 16],
  bar: [5, 78],
  turn: [8, 68, 12.5],
  toggle: [WIDTH - 8 - 190, 56],
  height: (view, mapHeight) => Math.max(116 + mapHeight + 44, 116 + view.boards.length * PANEL_H) + 4,
  panel: (view, b, p, w) => drawPanel(view, b, 628, 116 + p * PANEL_H, 364, w),
};

/** The projector's board height (drawing units): 1000 × 370, as wide as a screen beside a
 * lesson's panel, so that a track's value (BIG_VALUE) shows 24 px or more at 1280 × 720. */
const PROJECTOR_H = 370;
const SIDE_X = 328;
const SIDE_W = WIDTH - 8 - SIDE_X;
const SIDE_Y = 114;

const PROJECTOR: Layout = {
  projector: true,
  map: { x: 8, y: 60, w: SIDE_X - 16, h: PROJECTOR_H - 64 },
  calendar: [SIDE_X, 60, SIDE_W],
  bar: [5, 4],
  turn: [8, 50, 15],
  toggle: [WIDTH - 8 - 190, 36],
  height: () => PROJECTOR_H,
  panel: (view, b, p, w) => {
    const h = (PROJECTOR_H - 2 - SIDE_Y) / view.boards.length;
    return drawBigPanel(view, b, SIDE_X, SIDE_Y + p * h, SIDE_W, h, w);
  },
};

/** Whether a board (keyed by its catalog object, one per model) shows region control. */
const CONTROL = new WeakMap<object, boolean>();

export function showsControl(key: object): boolean {
  return CONTROL.get(key) ?? false;
}

export function setControl(key: object, on: boolean): void {
  CONTROL.set(key, on);
}

/** A drawn board: its parts and what each shows, to update it in place. */
interface Drawing {
  layout: Layout;
  /** The projector's control table (null on the normal board). */
  table: SVGGElement | null;
  /** The id prefix of this board's patterns. */
  patternIds: string;
  fixed: Static;
  lang: string;
  players: number;
  key: object;
  words: MapWords;
  map: MapDrawing;
  calendar: SVGGElement;
  calendarShows: string;
  turn: SVGTextElement;
  panels: SVGGElement[];
  panelShows: string[];
  inspector: HTMLDivElement;
  /** The map's zoom (1: the whole map) and how far it is moved (in map units). */
  zoom: number;
  panX: number;
  panY: number;
  mapHeight: number;
}

/** The zoom steps of the map (a 5-player map's hexes are small on a laptop). */
export const ZOOMS = [1, 1.5, 2, 2.5, 3];

/** Where the map is drawn for the zoom and pan of `d` (kept inside the map's frame). */
function placeMap(d: Drawing): void {
  const { x: MAP_X, y: MAP_Y, w: MAP_W } = d.layout.map;
  const z = d.zoom;
  const maxX = MAP_W * (z - 1);
  const maxY = d.mapHeight * (z - 1);
  d.panX = Math.min(0, Math.max(-maxX, d.panX));
  d.panY = Math.min(0, Math.max(-maxY, d.panY));
  d.map.group.setAttribute("transform", `translate(${MAP_X + d.panX},${MAP_Y + d.panY}) scale(${z})`);
  d.map.group.parentElement?.parentElement?.setAttribute("data-zoom", String(z));
}

/** Zoom the map by `step` zoom steps around its centre as shown (0: the whole map). */
function zoomBy(d: Drawing, step: number): void {
  const MAP_W = d.layout.map.w;
  const i = ZOOMS.indexOf(d.zoom);
  const next = step === 0 ? 1 : ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, i + step))];
  const cx = (MAP_W / 2 - d.panX) / d.zoom;
  const cy = (d.mapHeight / 2 - d.panY) / d.zoom;
  d.zoom = next;
  d.panX = MAP_W / 2 - cx * next;
  d.panY = d.mapHeight / 2 - cy * next;
  placeMap(d);
}

function zoomButton(x: number, y: number, sign: string, cls: string, label: string): SVGGElement {
  const g = s("g", { class: `zoom-button ${cls}`, role: "button", tabindex: 0, "aria-label": label, transform: `translate(${x},${y})` });
  const t = s("title", {});
  t.textContent = label;
  g.append(
    t,
    s("rect", { x: 0, y: 0, width: 24, height: 24, rx: 5, class: "zoom-bg" }),
    text(12, 17, sign, { "font-size": 16, "font-weight": 700, "text-anchor": "middle" }),
  );
  return g;
}

const DRAWINGS = new WeakMap<SVGSVGElement, Drawing>();

function toggle(on: boolean, w: MapWords, [x, y]: [number, number]): SVGGElement {
  const label = w.label(on ? "hideControl" : "showControl");
  const g = s("g", {
    class: "control-toggle",
    role: "button",
    tabindex: 0,
    "aria-pressed": on ? "true" : "false",
    "aria-label": label,
    transform: `translate(${x},${y})`,
  });
  g.append(
    s("rect", { x: 0, y: 0, width: 190, height: 18, rx: 9, class: "toggle-bg" }),
    text(95, 13, label, { "font-size": 10.5, "text-anchor": "middle", class: "toggle-label" }),
  );
  return g;
}

function calendarShows(view: View): string {
  const c = view.calendar;
  return JSON.stringify([c.dates, c.phases_reached, c.phases_scored]);
}

function panelShows(view: View, p: number): string {
  return JSON.stringify([view.boards[p], view.to_move === p, view.perspective === p]);
}

/** Draw the board of `view`, updating `previous` in place when it is this game's board in
 * the same language and layout; `key` identifies the board's model (for the control
 * layer); `projector`: the projector's layout. */
export function drawBoard(view: View, w: MapWords, key: object, previous?: SVGSVGElement | null, projector = false): SVGSVGElement {
  const layout = projector ? PROJECTOR : NORMAL;
  const old = previous ? DRAWINGS.get(previous) : undefined;
  if (previous && old && old.fixed === view.fixed && old.lang === w.lang && old.players === view.boards.length && old.layout === layout) {
    update(previous, old, view, w);
    return previous;
  }
  return build(view, w, key, layout);
}

function setState(svg: SVGSVGElement, view: View, key: object): void {
  svg.setAttribute("data-phase", view.phase);
  svg.setAttribute("data-perspective", view.perspective === null ? "open" : String(view.perspective));
  svg.setAttribute("data-to-move", view.to_move === null ? "" : String(view.to_move));
  svg.classList.toggle("with-control", showsControl(key));
}

function build(view: View, words: MapWords, key: object, layout: Layout): SVGSVGElement {
  const patternIds = newPatternIds();
  const w: MapWords = { ...words, patterns: patternIds };
  const control = showsControl(key);
  const { x: MAP_X, y: MAP_Y, w: MAP_W, h: MAP_H } = layout.map;
  const map = drawMap(view, MAP_W, MAP_H, w, layout.projector);
  map.group.setAttribute("transform", `translate(${MAP_X},${MAP_Y})`);
  const height = layout.height(view, map.height);
  // The map in a frame of its own: zoomed in, it is moved by dragging and stays inside.
  const clipId = `${patternIds}-map`;
  const clip = s("clipPath", { id: clipId });
  clip.append(s("rect", { x: MAP_X, y: MAP_Y - 2, width: MAP_W, height: map.height + 4 }));
  const frame = s("g", { class: "map-frame", "clip-path": `url(#${clipId})`, "data-zoom": 1 });
  const inner = s("g", {});
  inner.append(map.group);
  frame.append(inner);
  const zooms = s("g", { class: "zoom-buttons" });
  zooms.append(
    zoomButton(MAP_X + 4, MAP_Y + 4, "+", "zoom-in", w.label("zoomIn")),
    zoomButton(MAP_X + 4, MAP_Y + 32, "−", "zoom-out", w.label("zoomOut")),
    zoomButton(MAP_X + 4, MAP_Y + 60, "⤢", "zoom-all", w.label("zoomAll")),
  );
  const svg = s("svg", {
    class: `tw-board${layout.projector ? " projector" : ""}`,
    viewBox: `0 0 ${WIDTH} ${Math.ceil(height)}`,
    role: "group",
    "data-players": view.players,
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  setState(svg, view, key);
  const calendar = drawCalendar(view, ...layout.calendar, w);
  const [tx, ty, size] = layout.turn;
  const turn = text(tx, ty, turnLine(view, w), { "font-size": size, "font-weight": 600, class: "turn-line" });
  // The inspector line wraps (a hex's description can be long): HTML in the drawing.
  const holder = s("foreignObject", { x: MAP_X, y: MAP_Y + map.height + 4, width: MAP_W, height: 40 });
  const inspector = document.createElement("div");
  inspector.className = "inspector";
  inspector.setAttribute("aria-live", "polite");
  inspector.textContent = w.label("hoverHint");
  holder.append(inspector);
  const panels = view.boards.map((b, i) => layout.panel(view, b, i, w));
  const table = layout.projector ? controlTable(view, w) : null;
  svg.append(clip, patterns(patternIds), calendar, turn, toggle(control, w, layout.toggle), drawActionBar(view, ...layout.bar, w), frame, zooms);
  // (on the projector, the inspector line is left out: the map is small, the room is the
  // player boards')
  svg.append(...(layout.projector ? [] : [holder]), ...panels, ...(table ? [table] : []));
  const drawing: Drawing = {
    layout,
    table,
    patternIds,
    fixed: view.fixed,
    lang: w.lang,
    players: view.boards.length,
    key,
    words: w,
    map,
    calendar,
    calendarShows: calendarShows(view),
    turn,
    panels,
    panelShows: view.boards.map((_, p) => panelShows(view, p)),
    inspector,
    zoom: 1,
    panX: 0,
    panY: 0,
    mapHeight: map.height,
  };
  DRAWINGS.set(svg, drawing);
  listen(svg, drawing);
  return svg;
}

function update(svg: SVGSVGElement, d: Drawing, view: View, words: MapWords): void {
  const w: MapWords = { ...words, patterns: d.patternIds };
  d.words = w;
  setState(svg, view, d.key);
  updateMap(d.map, view, w);
  const cal = calendarShows(view);
  if (cal !== d.calendarShows) {
    const calendar = drawCalendar(view, ...d.layout.calendar, w);
    d.calendar.replaceWith(calendar);
    d.calendar = calendar;
    d.calendarShows = cal;
  }
  d.turn.textContent = turnLine(view, w);
  view.boards.forEach((b, p) => {
    const now = panelShows(view, p);
    if (now === d.panelShows[p]) return;
    const panel = d.layout.panel(view, b, p, w);
    d.panels[p].replaceWith(panel);
    d.panels[p] = panel;
    d.panelShows[p] = now;
  });
  if (d.table) {
    const table = controlTable(view, w);
    d.table.replaceWith(table);
    d.table = table;
  }
  const hex = d.inspector.getAttribute("data-hex");
  if (hex && d.map.descriptions.has(hex)) d.inspector.textContent = d.map.descriptions.get(hex)!;
}

/** `words` with a capital first letter (a heading made of a label in running text). */
function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The projector's region control, on demand (the control button), over the calendar and
 * the player boards: per region (numbered on the map) each owner's control, large, in the
 * owner's colour, with its place if the region were scored now (★ first, = tied, 2 second). */
function controlTable(view: View, w: MapWords): SVGGElement {
  const g = s("g", { class: "control-table", transform: `translate(${SIDE_X},58)` });
  const height = PROJECTOR_H - 62;
  g.append(
    s("rect", { x: 0, y: 0, width: SIDE_W, height, rx: 8, class: "control-table-bg" }),
    text(10, 19, capital(w.label("control")), { "font-size": 15, "font-weight": 700 }),
  );
  const rows = Math.ceil(view.regions.length / 2);
  const colW = (SIDE_W - 12) / 2;
  const rowH = Math.min(52, (height - 28) / Math.max(1, rows));
  view.regions.forEach((region, i) => {
    const x = 6 + Math.floor(i / rows) * colW;
    const y = 26 + (i % rows) * rowH;
    const st = region.standing;
    const line = s("g", { class: "control-row", "data-region": region.index, transform: `translate(${x},${y})` });
    line.append(
      s("rect", { x: 0, y: 0, width: colW - 6, height: rowH - 4, rx: 6, class: "control-row-bg" }),
      s("title", {}, regionStanding(region, w)),
      text(8, rowH / 2 + 3, capital(w.label("region", { n: region.index + 1 })), { "font-size": 14, "font-weight": 700, class: "region-name" }),
    );
    const owners = region.control.filter((c) => c.control > 0);
    if (!st || !owners.length) {
      line.append(text(96, rowH / 2 + 3, st ? "—" : w.label("scoredOut"), { "font-size": 14, class: "control-none" }));
    }
    const step = Math.min(74, (colW - 104) / Math.max(1, owners.length));
    owners.forEach((c, k) => {
      const cx = 96 + k * step;
      const value = String(c.control);
      const mark = st ? placeMark(st, c.owner) : "";
      const owner = s("g", { class: "control-owner", "data-owner": c.owner });
      line.append(owner);
      owner.append(
        s("rect", { x: cx, y: rowH / 2 - 10, width: 12, height: 16, rx: 3, fill: playerFill(c.owner), stroke: "#222", "stroke-width": 0.6, "data-owner": c.owner, class: "control-bar" }),
        s("title", {}, `${ownerName(c.owner, w)}: ${value}`),
        text(cx + 16, rowH / 2 + 9, value, { "font-size": BIG_VALUE, "font-weight": 700, class: "control-value", "data-owner": c.owner }),
        text(cx + 18 + textWidth(value, BIG_VALUE), rowH / 2 + 2, mark, { "font-size": 16, "font-weight": 700, class: "control-mark" }),
      );
    });
    g.append(line);
  });
  return g;
}

/** The inspector line and the region control button (listeners set once per drawing). */
function listen(svg: SVGSVGElement, d: Drawing): void {
  const show = (ev: Event) => {
    const node = (ev.target as Element | null)?.closest?.("[data-hex]");
    const hex = node?.getAttribute("data-hex");
    if (hex && d.map.descriptions.has(hex)) {
      d.inspector.textContent = d.map.descriptions.get(hex)!;
      d.inspector.setAttribute("data-hex", hex);
    }
  };
  svg.addEventListener("mouseover", show);
  svg.addEventListener("focusin", show);
  const flip = (ev: Event) => {
    const target = (ev.target as Element | null)?.closest?.(".control-toggle");
    if (!target) return;
    if (ev instanceof KeyboardEvent && ev.key !== "Enter" && ev.key !== " ") return;
    ev.preventDefault();
    const on = !showsControl(d.key);
    setControl(d.key, on);
    svg.classList.toggle("with-control", on);
    const label = d.words.label(on ? "hideControl" : "showControl");
    target.setAttribute("aria-pressed", on ? "true" : "false");
    target.setAttribute("aria-label", label);
    const words = target.querySelector(".toggle-label");
    if (words) words.textContent = label;
  };
  svg.addEventListener("click", flip);
  svg.addEventListener("keydown", flip);
  // Zoom: the buttons (click, Enter or Space); a zoomed map is moved by dragging it.
  const zoom = (ev: Event) => {
    const target = (ev.target as Element | null)?.closest?.(".zoom-button");
    if (!target) return;
    if (ev instanceof KeyboardEvent && ev.key !== "Enter" && ev.key !== " ") return;
    ev.preventDefault();
    ev.stopPropagation();
    zoomBy(d, target.classList.contains("zoom-in") ? 1 : target.classList.contains("zoom-out") ? -1 : 0);
  };
  svg.addEventListener("click", zoom);
  svg.addEventListener("keydown", zoom);
  let drag: { x: number; y: number; panX: number; panY: number; scale: number; moved: boolean } | null = null;
  let dragged = false;
  svg.addEventListener("pointerdown", (ev) => {
    if (d.zoom === 1 || !(ev.target as Element).closest?.(".map-frame")) return;
    const ctm = svg.getScreenCTM();
    drag = { x: ev.clientX, y: ev.clientY, panX: d.panX, panY: d.panY, scale: ctm ? ctm.a : 1, moved: false };
  });
  svg.addEventListener("pointermove", (ev) => {
    if (!drag) return;
    const dx = (ev.clientX - drag.x) / drag.scale;
    const dy = (ev.clientY - drag.y) / drag.scale;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    drag.moved = true;
    d.panX = drag.panX + dx;
    d.panY = drag.panY + dy;
    placeMap(d);
  });
  const end = () => {
    dragged = Boolean(drag?.moved);
    drag = null;
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointerleave", end);
  // A drag is not a click on the hex where it ended.
  svg.addEventListener(
    "click",
    (ev) => {
      if (dragged) {
        ev.stopPropagation();
        dragged = false;
      }
    },
    true,
  );
}

