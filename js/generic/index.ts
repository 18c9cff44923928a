/**
 * The generic board: the kit's shell (common/kit.ts) with a renderer that draws any game's
 * view of zones (generic/types.ts): the scores, a row per zone with its items, what to do
 * on the viewer's turn, and the final scores. A game with no front end of its own gets
 * this board from Python's `GenericBoard`.
 */
import "../common/kit.css";
import { type DrawContext, type Renderer, widget } from "../common/kit";
import { sentence } from "../common/i18n";
import { drawBoard, type Words } from "./board";
import { finalTable } from "./final";
import type { Final, View } from "./types";
import "./style.css";

/** The board's words from the kit's drawing context. */
export function words(ctx: DrawContext): Words {
  return {
    lang: ctx.lang,
    title: (zone) => sentence(ctx.catalog, [zone.title, zone.args ?? {}], ctx.lang),
    player: (p) => ctx.player(p),
    label: (key, params) => ctx.label(key, params),
  };
}

export const renderer: Renderer<View, Final> = {
  name: "generic",
  labels: "label-generic",
  assemble(parts) {
    const main = parts.main;
    return main && Array.isArray(main.zones) ? (main as View) : null;
  },
  draw: (view, ctx) => drawBoard(view, words(ctx)),
  instruction: (_view, path, ctx) => ctx.label(path.length ? "chooseNext" : "choose"),
  scores: (view) => view.scores ?? [],
  final: (f, ctx) => (f.scores ? finalTable(f, words(ctx)) : null),
};

export default widget(renderer);
