/**
 * Legal-move highlighting, entirely in the browser from the synced legal moves: playable
 * cards glow; a chosen card lights the territories it may go to; scar spaces and pack
 * spaces light for the reveal, take and place decisions; everything else is dimmed and
 * carries the engine's reason why it may not be chosen (shown on hover and focus).
 * No round trip to Python: only classes and attributes change, nothing is redrawn.
 */
import type { Encoded } from "../common/i18n";
import type { Legal, View } from "./types";

export interface Selection {
  card: string | null;
}

const STATES = ["legal", "target", "dimmed", "selected"];

/** What a click on an element does: pick a card, send a move, or explain a refusal. */
export type Action =
  | { kind: "select"; card: string | null }
  | { kind: "move"; move: string }
  | { kind: "refuse"; why: Encoded }
  | { kind: "none" };

/** The legal moves of the player to move, grouped for the board. */
export function movesByKind(legal: Legal): {
  plays: Map<string, Map<string, string>>;
  spaces: Map<string, string>;
  locations: Map<string, string>;
} {
  const plays = new Map<string, Map<string, string>>();
  const spaces = new Map<string, string>();
  const locations = new Map<string, string>();
  for (const move of Object.keys(legal.moves ?? {})) {
    const [verb, a, b] = move.split(" ");
    if (verb === "play") {
      if (!plays.has(a)) plays.set(a, new Map());
      plays.get(a)!.set(b, move);
    } else if (verb === "reveal" || verb === "take") {
      spaces.set(a, move);
    } else if (verb === "place") {
      locations.set(a, move);
    }
  }
  return { plays, spaces, locations };
}

interface Mark {
  state: "legal" | "target" | "dimmed" | "selected";
  /** The explanation shown on hover: why it may (or may not) be chosen. */
  why?: Encoded;
  /** The action a click takes. */
  action: Action;
}

/** Decide the highlight of every choosable element, keyed `kind:id[:player]`. */
export function marks(view: View, legal: Legal, sel: Selection): Map<string, Mark> {
  const out = new Map<string, Mark>();
  const { plays, spaces, locations } = movesByKind(legal);
  const mover = legal.player;
  const waiting = legal.waiting;
  const canAct = Object.keys(legal.moves ?? {}).length > 0;
  const refused = legal.refused ?? {};
  // Cards in every visible hand.
  view.hands.forEach((h, p) => {
    for (const code of h.cards ?? []) {
      const key = `card:${code}:${p}`;
      if (!canAct || p !== mover || view.phase !== "play") {
        out.set(key, { state: "dimmed", why: waiting, action: { kind: "refuse", why: waiting! } });
      } else if (plays.has(code)) {
        const selected = sel.card === code;
        out.set(key, {
          state: selected ? "selected" : "legal",
          action: { kind: "select", card: selected ? null : code },
        });
      } else {
        const why = refused.cards?.[code] ?? waiting;
        out.set(key, { state: "dimmed", why, action: { kind: "refuse", why: why! } });
      }
    }
  });
  if (!canAct) return out;
  if (view.phase === "play" && sel.card && plays.has(sel.card)) {
    const targets = plays.get(sel.card)!;
    for (const t of view.territories) {
      const move = targets.get(t.name);
      if (move) {
        out.set(`territory:${t.name}`, { state: "target", why: legal.moves[move], action: { kind: "move", move } });
      } else {
        const why = refused.territories?.[t.name] ?? waiting;
        out.set(`territory:${t.name}`, { state: "dimmed", why, action: { kind: "refuse", why: why! } });
      }
    }
  }
  if (view.phase === "reveal" || view.phase === "take") {
    const t = view.territories.find((x) => x.name === view.decision_territory);
    for (const sp of t?.scars ?? []) {
      const id = String(sp.index);
      const move = spaces.get(id);
      const key = `space:${id}:${t!.name}`;
      if (move) out.set(key, { state: "target", why: legal.moves[move], action: { kind: "move", move } });
      else {
        const why = refused.spaces?.[id] ?? waiting;
        out.set(key, { state: "dimmed", why, action: { kind: "refuse", why: why! } });
      }
    }
  }
  if (view.phase === "place" && mover !== null) {
    for (const loc of view.packs[mover] ?? []) {
      const move = locations.get(loc.location);
      const key = `location:${loc.location}:${mover}`;
      if (move) out.set(key, { state: "target", why: legal.moves[move], action: { kind: "move", move } });
      else {
        const why = refused.locations?.[loc.location] ?? waiting;
        out.set(key, { state: "dimmed", why, action: { kind: "refuse", why: why! } });
      }
    }
  }
  return out;
}

/** The key of a board element in `marks`. */
export function keyOf(el: Element): string {
  const kind = el.getAttribute("data-kind");
  const id = el.getAttribute("data-id");
  if (kind === "territory") return `territory:${id}`;
  if (kind === "space") return `space:${id}:${el.getAttribute("data-territory")}`;
  return `${kind}:${id}:${el.getAttribute("data-player")}`;
}

/** Apply highlight classes and reasons to the drawn board; returns the marks used. */
export function applyHighlight(
  svg: Element,
  m: Map<string, Mark>,
  explain: (e: Encoded) => string,
): void {
  for (const el of svg.querySelectorAll("[data-kind]")) {
    const mark = m.get(keyOf(el));
    el.classList.remove(...STATES);
    if (!mark) {
      el.removeAttribute("data-reason");
      el.setAttribute("tabindex", "-1");
      el.removeAttribute("aria-disabled");
      continue;
    }
    el.classList.add(mark.state);
    el.setAttribute("tabindex", "0");
    if (mark.state === "dimmed") el.setAttribute("aria-disabled", "true");
    else el.removeAttribute("aria-disabled");
    if (mark.why) el.setAttribute("data-reason", explain(mark.why));
    else el.removeAttribute("data-reason");
  }
}

/** Mark the elements of a recommended move (a hint's or the solver's best move). */
export function applyAdvice(svg: Element, keys: Set<string>): void {
  for (const el of svg.querySelectorAll("[data-kind]")) {
    el.classList.toggle("hinted", keys.has(keyOf(el)));
  }
}
