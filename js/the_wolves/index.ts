/**
 * The Wolves' board: the kit's shell (common/kit.ts) with this game's renderer, which puts
 * the view together from the static part (the map, sent once) and the synced parts, draws
 * the map, the calendar and the player boards naming their elements, says what to do after
 * the clicks so far, groups the log into turns and draws the final scoring.
 */
import "../common/kit.css";
import { type DrawContext, mountGame, type Renderer, widget } from "../common/kit";
import { groupsEndingWith, type StepGroup } from "../common/panels";
import type { Model, Step } from "../common/session";
import { drawBoard } from "./board";
import { finalTable } from "./final";
import type { MapWords } from "./map";
import { playerFill } from "./shapes";
import type { Final, Hex, Static, View } from "./types";
import "./style.css";

/** The view from its parts and the static part (as TheWolvesBoard._assemble does). */
export function assemble(parts: Record<string, any>, fixed: Record<string, any>): View | null {
  const main = parts.main;
  const st = fixed as Static;
  if (!main || !main.game || !st.hexes || !parts.map) return null;
  const { pieces, lone, prey } = parts.map as {
    pieces: Record<string, Array<[number, string]>>;
    lone: string[];
    prey: Record<string, [string, number]>;
  };
  const loneSet = new Set(lone);
  const hexes: Hex[] = st.hexes.map((h) => ({
    ...h,
    pieces: (pieces[h.hex] ?? []).map(([owner, kind]) => ({ owner, kind: kind as Hex["pieces"][number]["kind"] })),
    lone_wolf: loneSet.has(h.hex),
    prey: prey[h.hex] ? { top: prey[h.hex][0], count: prey[h.hex][1] } : null,
  }));
  const regions = (parts.regions as any[]).map((r, i) => ({ ...st.regions[i], ...r }));
  const calendar = { length: st.calendar.length, scoring_dates: st.calendar.scoring_dates, ...parts.calendar };
  const boards = Array.from({ length: st.players }, (_, p) => parts[`board.${p}`]);
  if (boards.some((b) => !b)) return null;
  return { ...main, hexes, regions, calendar, boards, fixed: st } as View;
}

/** Group the log into turns (a turn ends with the step whose events start the next one or
 * end the game; the placement draft is one group). */
export function turns(log: Step[]): StepGroup[] {
  return groupsEndingWith(log, ["tw.ev.turn", "tw.ev.game_over"]);
}

/** The board's words from the kit's drawing context. */
export function words(ctx: DrawContext): MapWords {
  return {
    lang: ctx.lang,
    label: (key, values) => ctx.label(key, values),
    term: (kind, value) => ctx.term(kind, value),
    player: (p) => ctx.player(p),
  };
}

/** What the viewer does next, after the clicks `path`. */
export function instruction(view: View, path: string[], ctx: DrawContext): string {
  const c = view.current;
  const terrain = c.terrain ? ctx.term("twterrain", c.terrain) : "";
  switch (view.phase) {
    case "place":
      return ctx.label("instrPlace");
    case "choose":
      return ctx.label("instrChoose", { n: c.actions_left });
    case "target":
      if (c.action === "move") return ctx.label("instrTerrain");
      if (c.action === "dominate") return ctx.label("instrDominate");
      return ctx.label("instrTarget", { action: ctx.term("twaction", c.action) });
    case "pay": {
      const cost = view.fixed.costs[c.action ?? "move"] ?? 1;
      if (path.length) return ctx.label("instrPayMore", { n: cost - path.length });
      return ctx.label("instrPay", { cost, terrain });
    }
    case "wolf":
      return path.length ? ctx.label("instrWolfTo", { terrain }) : ctx.label("instrWolf", { terrain });
    case "displace":
      return ctx.label("instrDisplace");
    case "track":
      return ctx.label("instrTrack");
    default:
      return "";
  }
}

export const renderer: Renderer<View, Final> = {
  name: "the-wolves",
  labels: "tw-label",
  assemble,
  draw: (view, ctx) => drawBoard(view, words(ctx), ctx.catalog, ctx.previous),
  inPlace: true,
  instruction,
  scores: (view) => view.scores,
  groups: turns,
  final: (f, ctx) => (f.rows ? finalTable(ctx, f) : null),
  playerColour: (p) => playerFill(p),
};

/** The renderer of the board of `model`: on a projector (its `screen`) it draws the
 * projector's layout (board.ts), else the normal board. */
export function rendererOf(model: Model): Renderer<View, Final> {
  return {
    ...renderer,
    draw: (view, ctx) => drawBoard(view, words(ctx), ctx.catalog, ctx.previous, model.get("screen") === "projector"),
  };
}

export default {
  ...widget(renderer),
  render({ model, el }: { model: Model; el: HTMLElement }) {
    const board = mountGame(model, el, rendererOf(model));
    return () => board.destroy();
  },
};
