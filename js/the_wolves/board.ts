/**
 * The Wolves' whole board as one SVG: the moon calendar and the turn across the top, the
 * action bar, the map on the left with its inspector line, the player boards on the right.
 *
 * Only the kit's picker changes the drawing between redraws (classes on `data-el`
 * elements), plus two things of this board's own: the inspector line follows the hex under
 * the pointer or the keyboard focus, and the region control button shows or hides each
 * region's control card (a class on the drawing; remembered per board model while the page
 * lives).
 */
import { fill } from "./labels";
import { drawMap, type MapWords } from "./map";
import { drawPanel, PANEL_H } from "./panel";
import { patterns, s, text } from "./shapes";
import { drawActionBar, drawCalendar, turnLine } from "./top";
import type { View } from "./types";

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

/** Draw the board of `view`; `key` identifies the board's model (for the control layer). */
export function drawBoard(view: View, w: MapWords, key: object): SVGSVGElement {
  const control = showsControl(key);
  const map = drawMap(view, MAP_W, MAP_H, w);
  map.group.setAttribute("transform", `translate(${MAP_X},${MAP_Y})`);
  const panelsH = view.boards.length * PANEL_H;
  const height = Math.max(MAP_Y + map.height + 24, MAP_Y + panelsH) + 4;
  const svg = s("svg", {
    class: `tw-board${control ? " with-control" : ""}`,
    viewBox: `0 0 ${WIDTH} ${Math.ceil(height)}`,
    role: "group",
    "data-phase": view.phase,
    "data-players": view.players,
    "data-perspective": view.perspective === null ? "open" : view.perspective,
    "data-to-move": view.to_move ?? "",
    "font-family": "system-ui, 'DejaVu Sans', 'Noto Sans CJK JP', sans-serif",
  });
  svg.append(patterns(), drawCalendar(view, 8, 4, WIDTH - 16, w));
  svg.append(text(8, 68, turnLine(view, w), { "font-size": 12.5, "font-weight": 600, class: "turn-line" }));
  svg.append(toggle(control, w), drawActionBar(view, 5, 78, w), map.group);
  const inspector = text(MAP_X, MAP_Y + map.height + 16, w.label("hoverHint"), {
    "font-size": 11,
    class: "inspector",
    "aria-live": "polite",
  });
  svg.append(inspector);
  view.boards.forEach((b, i) => svg.append(drawPanel(view, b, PANEL_X, MAP_Y + i * PANEL_H, PANEL_W, w)));
  const show = (ev: Event) => {
    const node = (ev.target as Element | null)?.closest?.("[data-hex]");
    const hex = node?.getAttribute("data-hex");
    if (hex && map.descriptions.has(hex)) {
      inspector.textContent = map.descriptions.get(hex)!;
      inspector.setAttribute("data-hex", hex);
    }
  };
  svg.addEventListener("mouseover", show);
  svg.addEventListener("focusin", show);
  const flip = (ev: Event) => {
    const target = (ev.target as Element | null)?.closest?.(".control-toggle");
    if (!target) return;
    if (ev instanceof KeyboardEvent && ev.key !== "Enter" && ev.key !== " ") return;
    ev.preventDefault();
    const on = !showsControl(key);
    setControl(key, on);
    svg.classList.toggle("with-control", on);
    const label = w.label(on ? "hideControl" : "showControl");
    target.setAttribute("aria-pressed", on ? "true" : "false");
    target.setAttribute("aria-label", label);
    const words = target.querySelector(".toggle-label");
    if (words) words.textContent = label;
  };
  svg.addEventListener("click", flip);
  svg.addEventListener("keydown", flip);
  return svg;
}

export { fill };
