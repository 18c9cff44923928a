/** Lone Wolves moves in words, and the board elements a recommended move is shown on. */
import type { Words } from "./board";
import type { View } from "./types";

/** A move's notation in words: "Black 4 → Cave", "take from space 1", "place in Tundra". */
export function moveName(move: string, w: Words): string {
  const [verb, a, b] = move.split(" ");
  if (verb === "play") return `${w.card(a)} → ${w.territory(b)}`;
  if (verb === "reveal") return `${w.label("revealSpace")} ${a}`;
  if (verb === "take") return `${w.label("takeSpace")} ${a}`;
  if (verb === "place") return `${w.label("placeIn")} ${w.location(a)}`;
  return move;
}

/**
 * The keys (as in highlight.ts `marks`) of the board elements that show `move` of
 * `player`: the card and the territory it goes to, the scar space, or the pack space.
 */
export function moveKeys(view: View, move: string, player: number): string[] {
  const [verb, a, b] = move.split(" ");
  if (verb === "play") return [`card:${a}:${player}`, `territory:${b}`];
  if (verb === "reveal" || verb === "take") return [`space:${a}:${view.decision_territory}`];
  if (verb === "place") return [`location:${a}:${player}`];
  return [];
}
