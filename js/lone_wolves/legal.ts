/**
 * The legal moves as synced (a compact table, see widget/lw_legal.py) expanded back into
 * one explanation per move, exactly as Python built them. Each play's explanation is sent
 * once per distinct form without its card and territory, which the notation gives.
 */
import type { Encoded } from "../common/i18n";
import type { Legal } from "./types";

export const TERRITORIES = ["cave", "desert", "swamp", "tundra", "volcano"];

/** The legal moves as they arrive: plays as a table, every other move as it is. */
export interface LegalWire extends Omit<Legal, "moves"> {
  moves: Record<string, Encoded>;
  plays?: { forms: Encoded[]; cards: Record<string, number[]> };
}

const CACHE = new WeakMap<object, Legal>();

/** Every legal move with its explanation (computed once per synced value). */
export function expandLegal(wire: LegalWire): Legal {
  if (!wire || typeof wire !== "object") return wire as unknown as Legal;
  const cached = CACHE.get(wire);
  if (cached) return cached;
  const moves: Record<string, Encoded> = { ...(wire.moves ?? {}) };
  const plays = wire.plays;
  if (plays) {
    for (const [card, row] of Object.entries(plays.cards)) {
      row.forEach((i, t) => {
        if (i < 0) return;
        const [key, params, ...rest] = plays.forms[i];
        const territory = TERRITORIES[t];
        moves[`play ${card} ${territory}`] = [key, { card, territory, ...(params ?? {}) }, ...rest] as Encoded;
      });
    }
  }
  const { plays: _plays, ...others } = wire;
  const legal: Legal = { ...others, moves };
  CACHE.set(wire, legal);
  return legal;
}
