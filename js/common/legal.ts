/**
 * The legal moves as Python syncs them (see widget/legal.py): a tree of board-element
 * paths whose leaves complete a move, explanation forms shared between moves, and why the
 * elements that continue no legal path may not be chosen. Nothing here reads a notation.
 */
import type { Encoded } from "./i18n";

/** A tree of element paths: an inner node maps an element to the next ones; a number
 * completes a move (the index of its explanation form). */
export interface Tree {
  [element: string]: Tree | number;
}

export interface Legal {
  /** Who decides now (null: the game is over). */
  player: number | null;
  /** Why this view decides nothing now (absent when it does). */
  waiting?: Encoded;
  paths?: Tree;
  forms?: Encoded[];
  /** By path so far (elements joined by spaces): element → form of why it may not be chosen. */
  refused?: Record<string, Record<string, number>>;
  /** A replay's position (no kernel): nothing is marked, the board reads as it was. */
  replay?: boolean;
}

/** The id of an element: what follows the first ":" of `kind:id`. */
export function idOf(element: string): string {
  const i = element.indexOf(":");
  return i < 0 ? element : element.slice(i + 1);
}

/** The kind of an element: what precedes the first ":". */
export function kindOf(element: string): string {
  const i = element.indexOf(":");
  return i < 0 ? element : element.slice(0, i);
}

/** A form with its `"@i"` parameters replaced by the ids of `path`'s elements. */
export function resolve(form: Encoded, path: string[]): Encoded {
  const value = (v: unknown): unknown => {
    if (typeof v !== "string" || !v.startsWith("@")) return v;
    const rest = v.slice(1);
    return rest.startsWith("@") ? rest : idOf(path[Number(rest)] ?? "");
  };
  const out = [...form] as Encoded;
  if (out[1]) out[1] = Object.fromEntries(Object.entries(out[1]).map(([k, v]) => [k, value(v)]));
  if (out[2]) out[2] = out[2].map((n) => resolve(n, path));
  return out;
}

/** The node of the tree after `path` (undefined when the path leads nowhere). */
export function nodeAt(legal: Legal, path: string[]): Tree | number | undefined {
  let node: Tree | number | undefined = legal.paths;
  for (const element of path) {
    if (node === undefined || typeof node === "number") return undefined;
    node = node[element];
  }
  return node;
}

/** Whether this view may decide now (some move is legal for it). */
export function canAct(legal: Legal | undefined): boolean {
  return Boolean(legal?.paths && Object.keys(legal.paths).length);
}

/** Every complete move: its path and its explanation. */
export function allMoves(legal: Legal): Array<{ path: string[]; why: Encoded }> {
  const out: Array<{ path: string[]; why: Encoded }> = [];
  const walk = (node: Tree, path: string[]) => {
    for (const [element, child] of Object.entries(node)) {
      const here = [...path, element];
      if (typeof child === "number") out.push({ path: here, why: resolve(legal.forms![child], here) });
      else walk(child, here);
    }
  };
  if (legal.paths) walk(legal.paths, []);
  return out;
}

/** Why `element` may not be chosen after `path` (its own reason, else its kind's), if said. */
export function refusal(legal: Legal, path: string[], element: string): Encoded | undefined {
  const found = legal.refused?.[path.join(" ")];
  if (!found) return undefined;
  const i = found[element] ?? found[`${kindOf(element)}:*`];
  return i === undefined ? undefined : resolve(legal.forms![i], [...path, element]);
}
