/**
 * The Lone Wolves board: the kit's shell (common/kit.ts) with this game's renderer, which
 * assembles the view from its synced parts, draws the board and names its elements, says
 * what to do at each phase, groups the log into tricks and draws the final scoring.
 */
import "../common/kit.css";
import { type DrawContext, type Renderer, widget } from "../common/kit";
import { groupsEndingWith, type StepGroup } from "../common/panels";
import type { Step } from "../common/session";
import { drawBoard, type Words } from "./board";
import { finalTable } from "./final";
import type { Final, View } from "./types";
import "./style.css";

export const TERRITORIES = ["cave", "desert", "swamp", "tundra", "volcano"];

/** Group the log into tricks (a trick ends with the event that names the next leader). */
export function tricks(log: Step[]): StepGroup[] {
  return groupsEndingWith(log, ["lw.ev.next_lead", "lw.ev.game_over"]);
}

/** The board's words from the kit's drawing context. */
export function words(ctx: DrawContext): Words {
  return {
    lang: ctx.lang,
    term: (kind, value) => ctx.term(kind, value),
    fill: (key, params) => ctx.label(key, params),
    card: (code) => ctx.term("card", code),
    territory: (name) => ctx.term("terr", name),
    suit: (letter) => ctx.term("suit", letter),
    effect: (name) => ctx.term("effect", name),
    location: (name) => ctx.term("loc", name),
    player: (p) => ctx.player(p),
    label: (key) => ctx.label(key),
  };
}

export const renderer: Renderer<View, Final> = {
  name: "lone-wolves",
  labels: "lw-label",
  assemble(parts) {
    const main = parts.main;
    if (!main || !main.game) return null;
    return {
      ...main,
      territories: TERRITORIES.map((name) => parts[`territory.${name}`]),
      packs: parts.packs,
    } as View;
  },
  draw: (view, ctx) => drawBoard(view, words(ctx)),
  instruction(view, path, ctx) {
    if (view.phase === "play") {
      const card = path[0]?.startsWith("card:") ? path[0].slice(5) : null;
      // The card in the case the sentence needs ("für den roten 4er-Wolf": CARD_ACC).
      return card ? ctx.label("chooseTerritory", { card }) : ctx.label("chooseCard");
    }
    if (view.phase === "reveal") return ctx.label("chooseReveal");
    if (view.phase === "take") return ctx.label("chooseTake");
    return ctx.label("choosePlace");
  },
  scores: (view) => view.scores,
  groups: tricks,
  final: (f, ctx) => (f.points ? finalTable(ctx, f, words(ctx)) : null),
};

export default widget(renderer);
