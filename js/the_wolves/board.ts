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
import { s, text } from "../common/svg";
import { fill } from "./labels";
import { drawMap, type MapDrawing, type MapWords, updateMap } from "./map";
import { drawPanel, PANEL_H } from "./panel";
import { newPatternIds, patterns } from "./shapes";
import { drawActionBar, drawCalendar, turnLine } from "./top";
import type { Static, View } from "./types";

export const WIDTH = 1000;
const MAP_X = 8;
const MAP_Y = 116;
const MAP_W = 612;
const MAP_H = 660;
const PANEL_X = 628;
const PANEL_W = 364;

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

function toggle(on: boolean, w: MapWords): SVGGElement {
  const label = w.label(on ? "hideControl" : "showControl");
  const g = s("g", {
    class: "control-toggle",
    role: "button",
    tabindex: 0,
    "aria-pressed": on ? "true" : "false",
    "aria-label": label,
    transform: `translate(${WIDTH - 8 - 190},56)`,
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
 * the same language; `key` identifies the board's model (for the control layer). */
export function drawBoard(view: View, w: MapWords, key: object, previous?: SVGSVGElement | null): SVGSVGElement {
  const old = previous ? DRAWINGS.get(previous) : undefined;
  if (previous && old && old.fixed === view.fixed && old.lang === w.lang && old.players === view.boards.length) {
    update(previous, old, view, w);
    return previous;
  }
  return build(view, w, key);
}

function setState(svg: SVGSVGElement, view: View, key: object): void {
  svg.setAttribute("data-phase", view.phase);
  svg.setAttribute("data-perspective", view.perspective === null ? "open" : String(view.perspective));
  svg.setAttribute("data-to-move", view.to_move === null ? "" : String(view.to_move));
  svg.classList.toggle("with-control", showsControl(key));
}

function build(view: View, words: MapWords, key: object): SVGSVGElement {
  const patternIds = newPatternIds();
  const w: MapWords = { ...words, patterns: patternIds };
  const control = showsControl(key);
  const map = drawMap(view, MAP_W, MAP_H, w);
  map.group.setAttribute("transform", `translate(${MAP_X},${MAP_Y})`);
  const panelsH = view.boards.length * PANEL_H;
  const height = Math.max(MAP_Y + map.height + 44, MAP_Y + panelsH) + 4;
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
    class: "tw-board",
    viewBox: `0 0 ${WIDTH} ${Math.ceil(height)}`,
    role: "group",
    "data-players": view.players,
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  setState(svg, view, key);
  const calendar = drawCalendar(view, 8, 4, WIDTH - 16, w);
  const turn = text(8, 68, turnLine(view, w), { "font-size": 12.5, "font-weight": 600, class: "turn-line" });
  // The inspector line wraps (a hex's description can be long): HTML in the drawing.
  const holder = s("foreignObject", { x: MAP_X, y: MAP_Y + map.height + 4, width: MAP_W, height: 40 });
  const inspector = document.createElement("div");
  inspector.className = "inspector";
  inspector.setAttribute("aria-live", "polite");
  inspector.textContent = w.label("hoverHint");
  holder.append(inspector);
  const panels = view.boards.map((b, i) => drawPanel(view, b, PANEL_X, MAP_Y + i * PANEL_H, PANEL_W, w));
  svg.append(clip, patterns(patternIds), calendar, turn, toggle(control, w), drawActionBar(view, 5, 78, w), frame, zooms, holder, ...panels);
  const drawing: Drawing = {
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
    const calendar = drawCalendar(view, 8, 4, WIDTH - 16, w);
    d.calendar.replaceWith(calendar);
    d.calendar = calendar;
    d.calendarShows = cal;
  }
  d.turn.textContent = turnLine(view, w);
  view.boards.forEach((b, p) => {
    const now = panelShows(view, p);
    if (now === d.panelShows[p]) return;
    const panel = drawPanel(view, b, PANEL_X, MAP_Y + p * PANEL_H, PANEL_W, w);
    d.panels[p].replaceWith(panel);
    d.panels[p] = panel;
    d.panelShows[p] = now;
  });
  const hex = d.inspector.getAttribute("data-hex");
  if (hex && d.map.descriptions.has(hex)) d.inspector.textContent = d.map.descriptions.get(hex)!;
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

export { fill };
