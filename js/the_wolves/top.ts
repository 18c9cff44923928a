/**
 * The top of The Wolves' board: the moon calendar (the 30 dates with the pieces on them,
 * this player count's scoring dates marked with their moon), whose turn it is and what is
 * under way, and the action bar (the five actions, Done, End turn, and the five terrains,
 * which are also the map's legend).
 *
 * Elements: `action:move` .. `action:dominate`, `button:done`, `button:end`,
 * `terrain:forest` .. `terrain:desert`.
 */
import { allot, s, text, textWidth } from "../common/svg";
import type { MapWords } from "./map";
import { loneWolf, moonIcon, pieceShape, swatch, TERRAINS } from "./shapes";
import type { View } from "./types";

export const ACTIONS = ["move", "den", "lair", "howl", "dominate"] as const;
const PHASES = ["crescent", "half", "full"] as const;

/** The moon calendar, `width` wide, top left at (x, y); 52 high. */
export function drawCalendar(view: View, x: number, y: number, width: number, w: MapWords): SVGGElement {
  const cal = view.calendar;
  const g = s("g", { class: "calendar", transform: `translate(${x},${y})`, "data-used": cal.dates.length });
  const cw = width / cal.length;
  g.append(text(0, 11, w.label("calendar"), { "font-size": 11, "font-weight": 700, class: "calendar-title" }));
  const byDate = new Map(cal.dates.map((d) => [d.date, d]));
  const scoring = new Map<number, (typeof PHASES)[number]>();
  PHASES.forEach((ph) => scoring.set(cal.scoring_dates[ph], ph));
  for (let d = 1; d <= cal.length; d++) {
    const cx = (d - 1) * cw;
    const phase = scoring.get(d);
    const piece = byDate.get(d);
    const cell = s("g", {
      class: `date${phase ? " scoring" : ""}${piece ? " used" : ""}`,
      "data-date": d,
      "data-phase": phase ?? "",
      transform: `translate(${cx.toFixed(1)},18)`,
    });
    cell.append(s("rect", { x: 1, y: 0, width: cw - 2, height: 30, rx: 4, class: "date-cell" }));
    cell.append(text(3.5, 9.5, String(d), { "font-size": 8.5, class: "date-number" }));
    if (piece) {
      const shape =
        piece.piece === "lone" ? loneWolf(6.5) : pieceShape(piece.piece, piece.owner, 6.5);
      shape.setAttribute("transform", `translate(${cw / 2},${19})`);
      const label = piece.piece === "lone" ? w.label("loneWolf") : `${w.player(piece.owner ?? 0)}: ${w.term("twkind", piece.piece)}`;
      shape.append(s("title", {}, `${d}: ${label}`));
      cell.append(shape);
      cell.setAttribute("data-piece", piece.piece);
      cell.setAttribute("data-owner", piece.owner === null ? "" : String(piece.owner));
    }
    if (phase) {
      const i = PHASES.indexOf(phase);
      const moon = moonIcon(phase, 6, i < cal.phases_reached);
      moon.setAttribute("transform", `translate(${cw / 2},${-6})`);
      moon.append(s("title", {}, `${w.term("twphase", phase)}: ${d}`));
      if (i < cal.phases_scored) moon.classList.add("scored");
      cell.append(moon);
    }
    g.append(cell);
  }
  return g;
}

/** Whose turn it is, the actions left and the action under way, in one line. */
export function turnLine(view: View, w: MapWords): string {
  if (view.over) return "";
  const parts: string[] = [];
  const mover = view.to_move ?? 0;
  if (view.phase === "place") parts.push(w.label("placement"), w.player(mover));
  else {
    const c = view.current;
    const board = view.boards[mover];
    parts.push(w.label("turn", { turn: view.turn }), w.player(mover));
    parts.push(w.label("actionsLeft", { n: c.actions_left }));
    parts.push(w.label("bonusActions", { n: board?.bonus_action ?? 0 }));
    if (c.action) {
      let what = w.term("twaction", c.action);
      if (c.terrain) what += ` → ${w.term("twterrain", c.terrain)}`;
      if (c.target) what += ` (${c.target})`;
      parts.push(w.label("under", { action: what }));
      if (c.action === "move" && view.phase === "wolf") {
        const spread = board?.tracks.pack_spread.value ?? 0;
        parts.push(w.label("moved", { n: c.moved.length, spread }));
      }
    }
  }
  return parts.join(" · ");
}

/** The font sizes of the action bar's buttons and of its terrains' names (drawing units). */
const BUTTON_FONT = 12;
const CHIP_FONT = 11;
/** The bar's room: the board's width less its margins. */
export const BAR_ROOM = 990;
/** The gaps of the bar: between two buttons, before Done, and before the terrains. */
const GAP = 4;
const BEFORE_DONE = 10;
const BEFORE_TERRAINS = 12;
/** What a label's estimated width is raised by (textWidth comes within 7% of the fonts),
 * what a button needs besides its label, and a terrain chip besides its name (its swatch). */
const SAFE = 1.08;
const BUTTON_PAD = 16;
const CHIP_PAD = 32;
/** The widest a button is made to match the others, and a terrain chip's width (the
 * widths that hold every English label). */
const BUTTON_MOST = 84;
const CHIP_W = 76;

function button(element: string, cls: string, label: string, width: number, aria: string): SVGGElement {
  const g = s("g", { class: `bar-button ${cls}`, "data-el": element, tabindex: -1, "aria-label": aria });
  g.append(
    s("rect", { x: 0, y: 0, width, height: 28, rx: 6, class: "button-bg" }),
    text(width / 2, 18.5, label, { "font-size": BUTTON_FONT, "font-weight": 600, "text-anchor": "middle", class: "button-label" }),
  );
  return g;
}

/** Where the items of the action bar go in the words of `w` (x from the bar's left, and
 * width): the five actions, Done and End turn, the five terrains. A button is as wide as
 * its label needs, and as the others where the room allows; the terrains keep their width
 * unless the buttons need their room, then each is as wide as its name. */
export function barLayout(view: View, w: MapWords): { actions: Array<[number, number]>; controls: Array<[number, number]>; chips: Array<[number, number]> } {
  const label = (t: string) => Math.ceil(textWidth(t, BUTTON_FONT, true) * SAFE) + BUTTON_PAD;
  // (an action also needs room for its cost's pips in its top right corner)
  const actions = ACTIONS.map((a) => Math.max(label(w.label(`act_${a}`)), 24 + 6 * (view.fixed.costs[a] ?? 0)));
  const controls = (["done", "end"] as const).map((k) => label(w.label(k)));
  const needs = TERRAINS.map((t) => Math.ceil(textWidth(w.term("twterrain", t), CHIP_FONT) * SAFE) + CHIP_PAD);
  const room = BAR_ROOM - 5 * GAP - BEFORE_DONE - BEFORE_TERRAINS;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  let chips = needs.map((n) => Math.max(n, CHIP_W));
  if (sum(actions) + sum(controls) + sum(chips) > room) chips = needs;
  const buttons = allot([...actions, ...controls], room - sum(chips), BUTTON_MOST);
  let x = 0;
  const place = (width: number, gap: number): [number, number] => {
    const at: [number, number] = [x, width];
    x = Math.round((x + width + gap) * 10) / 10;
    return at;
  };
  return {
    actions: ACTIONS.map((_, i) => place(buttons[i], i < ACTIONS.length - 1 ? GAP : BEFORE_DONE)),
    controls: controls.map((_, i) => place(buttons[ACTIONS.length + i], i === 0 ? GAP : BEFORE_TERRAINS)),
    chips: chips.map((c) => place(c, 0)),
  };
}

/** The action bar at (x, y): the five actions with their cost, Done, End turn, and the
 * terrains (chosen as a move's target; also the legend of the map's colours and patterns),
 * each as wide as its words need (barWidths). */
export function drawActionBar(view: View, x: number, y: number, w: MapWords): SVGGElement {
  const g = s("g", { class: "action-bar", transform: `translate(${x},${y})` });
  const at = barLayout(view, w);
  ACTIONS.forEach((a, i) => {
    const cost = view.fixed.costs[a] ?? 0;
    const [bx, width] = at.actions[i];
    const b = button(`action:${a}`, "action", w.label(`act_${a}`), width, `${w.term("twaction", a)} (${w.label("cost")} ${cost})`);
    b.setAttribute("data-action", a);
    for (let k = 0; k < cost; k++) {
      b.append(s("rect", { x: width - 8 - k * 6, y: 3, width: 4, height: 6, rx: 1, class: "cost-pip" }));
    }
    b.setAttribute("transform", `translate(${bx},0)`);
    g.append(b);
  });
  (["done", "end"] as const).forEach((key, i) => {
    const [bx, width] = at.controls[i];
    const b = button(`button:${key}`, "control", w.label(key), width, w.label(key));
    b.setAttribute("transform", `translate(${bx},0)`);
    g.append(b);
  });
  TERRAINS.forEach((t, i) => {
    const [cx, width] = at.chips[i];
    const chip = s("g", {
      class: "terrain-chip",
      "data-el": `terrain:${t}`,
      "data-terrain": t,
      tabindex: -1,
      "aria-label": w.term("twterrain", t),
      transform: `translate(${cx},0)`,
    });
    chip.append(s("rect", { x: -2, y: -2, width, height: 32, rx: 7, class: "glow" }), swatch(t, 22, 28, 5, w));
    chip.append(text(26, 18.5, w.term("twterrain", t), { "font-size": CHIP_FONT, class: "chip-name" }));
    g.append(chip);
  });
  return g;
}
