/**
 * The click-path picker: which board elements light up after the clicks so far, what a
 * click on each does, and why the dark ones may not be chosen, all from the synced legal
 * moves (common/legal.ts) with no round trip. A game's renderer only names its elements
 * (`data-el="kind:id"`, and `data-owner` for what belongs to a player); the picker
 * decides every highlight and the kit applies it.
 */
import type { Encoded } from "./i18n";
import { canAct, type Legal, nodeAt, refusal, resolve, type Tree } from "./legal";

/** What a click on an element does. */
export type Action =
  | { kind: "extend"; path: string[] }
  | { kind: "send"; path: string[] }
  | { kind: "back"; path: string[] }
  | { kind: "refuse"; why: Encoded };

export interface Mark {
  /** `legal`: may be chosen next; `selected`: chosen already; `dimmed`: may not be chosen. */
  state: "legal" | "selected" | "dimmed";
  /** Whether it completes or continues the path so far (rather than starting anew). */
  target?: boolean;
  /** What hovering or focusing it says: why it may (or may not) be chosen. */
  why?: Encoded;
  action: Action;
}

/** An element drawn on the board: its id, and the player it belongs to (if any). */
export interface Present {
  element: string;
  owner: number | null;
}

const choose = (child: Tree | number, path: string[]): Action =>
  typeof child === "number" ? { kind: "send", path } : { kind: "extend", path };

/** The legal path so far, cut back to its longest prefix that still leads somewhere. */
export function validPrefix(legal: Legal, prefix: string[]): string[] {
  const out = [...prefix];
  while (out.length) {
    const node = nodeAt(legal, out);
    if (node !== undefined && typeof node !== "number") break;
    out.pop();
  }
  return out;
}

/** Why a move of one click is dark while another move is half chosen. */
const FINISH_FIRST: Encoded = ["ui.finish_move", {}];

/**
 * The mark of every element that takes part in the decision now, after the clicks
 * `prefix`: the next elements light, the chosen ones show as selected, a click elsewhere on
 * the first element of a move of several clicks starts again from it (a move of one click
 * is dark until the half-chosen move is finished or left), and every element with a reason
 * is dimmed with it.
 * When the viewer decides nothing now, what belongs to them is dimmed with why they wait;
 * in the open view, what belongs to the players who wait. A replay's position marks nothing.
 */
export function marks(
  legal: Legal | undefined,
  prefix: string[],
  present: Present[],
  viewer: number | null,
): Map<string, Mark> {
  const out = new Map<string, Mark>();
  if (!legal) return out;
  if (!canAct(legal)) {
    const why = legal.waiting;
    if (!why || legal.replay) return out;
    for (const p of present) {
      if (p.owner !== null && (p.owner === viewer || (viewer === null && p.owner === legal.player))) {
        out.set(p.element, { state: "dimmed", why, action: { kind: "refuse", why } });
      }
    }
    return out;
  }
  const root = legal.paths!;
  const node = nodeAt(legal, prefix) as Tree;
  prefix.forEach((element, i) => {
    out.set(element, { state: "selected", action: { kind: "back", path: prefix.slice(0, i) } });
  });
  for (const [element, child] of Object.entries(node)) {
    const path = [...prefix, element];
    out.set(element, {
      state: "legal",
      target: prefix.length > 0,
      why: typeof child === "number" ? resolve(legal.forms![child], path) : undefined,
      action: choose(child, path),
    });
  }
  if (prefix.length) {
    for (const [element, child] of Object.entries(root)) {
      if (out.has(element)) continue;
      if (typeof child === "number") {
        // A move of one click is not made by a stray click halfway through another one.
        out.set(element, { state: "dimmed", why: FINISH_FIRST, action: { kind: "refuse", why: FINISH_FIRST } });
      } else out.set(element, { state: "legal", action: choose(child, [element]) });
    }
  }
  for (const p of present) {
    if (out.has(p.element)) continue;
    let why = refusal(legal, prefix, p.element) ?? (prefix.length ? refusal(legal, [], p.element) : undefined);
    if (!why && p.owner !== null && p.owner !== legal.player) why = legal.waiting;
    if (why) out.set(p.element, { state: "dimmed", why, action: { kind: "refuse", why } });
  }
  return out;
}
