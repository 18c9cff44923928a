/**
 * The Triqueta board: the kit's shell (common/kit.ts) with this game's renderer, which
 * assembles the view from its synced parts, draws the towers, rows and collections and
 * names their elements, says what to do at each decision, groups the log into turns and
 * draws the final scoring.
 */
import "../common/kit.css";
import { type DrawContext, mountGame, type Renderer, widget } from "../common/kit";
import { idOf } from "../common/legal";
import type { StepGroup } from "../common/panels";
import type { Model, Step } from "../common/session";
import { drawBoard, type Words } from "./board";
import { finalTable } from "./final";
import { drawProjector } from "./projector";
import type { Final, View } from "./types";
import "./style.css";

/** Group the log into turns: the consecutive decisions of one player. */
export function turns(log: Step[]): StepGroup[] {
  const groups: StepGroup[] = [];
  log.forEach((step, i) => {
    const last = groups[groups.length - 1];
    if (last && last.steps[last.steps.length - 1].p === step.p) last.steps.push(step);
    else groups.push({ start: i, steps: [step] });
  });
  return groups;
}

/** The board's words from the kit's drawing context. */
export function words(ctx: DrawContext): Words {
  return {
    lang: ctx.lang,
    animal: (name) => ctx.term("tq_animal", name),
    tile: (code) => ctx.term("tq_tile", code),
    option: (option) => ctx.term("tq_option", option),
    player: (p) => ctx.player(p),
    label: (key, params) => ctx.label(key, params),
  };
}

export const renderer: Renderer<View, Final> = {
  name: "triqueta",
  labels: "tq-label",
  assemble(parts, fixed) {
    const main = { ...(fixed.config ?? {}), ...(parts.main ?? {}) };
    if (!parts.main || !main.game) return null;
    return {
      ...main,
      towers: [0, 1, 2, 3].map((t) => parts[`tower.${t}`]),
      rows: parts.rows,
      seats: Array.from({ length: main.players }, (_, p) => parts[`seat.${p}`]),
      values: fixed.values ?? {},
      keep_limit: fixed.keep_limit ?? 2,
    } as View;
  },
  draw: (view, ctx) => drawBoard(view, words(ctx)),
  instruction(view, path, ctx) {
    const w = words(ctx);
    if (view.phase === "turn") {
      if (!view.two_player_variant) return w.label("chooseDraw");
      const first = path[0]?.startsWith("stack:") ? idOf(path[0]) : null;
      return first === null ? w.label("chooseDraw2") : w.label("chooseSecond", { stack: Number(first) });
    }
    if (view.phase === "place") {
      const tile = view.pending?.tiles[0]?.tile;
      const key = view.two_player_variant ? "choosePlace2" : "choosePlace";
      return w.label(key, { tile: tile ? w.tile(tile) : "?" });
    }
    if (view.phase === "tower") return w.label("chooseTower");
    if (view.phase === "count") return w.label("chooseCount");
    return "";
  },
  scores: (view) => view.result?.scores ?? view.seats.map((s) => s.score ?? s.public_score),
  groups: turns,
  final: (f, ctx) => (f.points ? finalTable(ctx, f, words(ctx)) : null),
};

/** The renderer of the board of `model`: on a projector (its `screen`) it draws the
 * projector's layout (projector.ts), else the normal board. */
export function rendererOf(model: Model): Renderer<View, Final> {
  return {
    ...renderer,
    draw: (view, ctx) => (model.get("screen") === "projector" ? drawProjector : drawBoard)(view, words(ctx)),
  };
}

export default {
  ...widget(renderer),
  render({ model, el }: { model: Model; el: HTMLElement }) {
    const board = mountGame(model, el, rendererOf(model));
    return () => board.destroy();
  },
};
