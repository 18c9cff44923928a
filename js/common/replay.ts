/**
 * Replays with no kernel: a game as its board showed it, position by position (the format
 * of widget/replay.py). The kit keeps it in the model (`_replay`, which a notebook saved
 * with widget state keeps too): filled from Python when the board opens and position by
 * position as the game goes on. When no kernel answers, the board steps through it by
 * itself; `replayModel` makes a model of it for a page with no kernel at all.
 */
import type { Encoded } from "./i18n";
import type { Model, Step } from "./session";

export interface ReplayPosition {
  /** Part name → index in the replay's table. */
  parts: Record<string, number>;
  to_move: number | null;
  over: boolean;
  final?: unknown;
}

export interface ReplayData {
  format: "wolfpack-replay/1";
  game: string;
  viewer: number | null;
  players: number;
  static: Record<string, unknown>;
  table: unknown[];
  positions: ReplayPosition[];
  log: Step[];
  /** Why a replay takes no moves (an explanation). */
  waiting: Encoded;
}

export const REPLAY = "_replay";
const PART_SLOTS = 16;

/** The model attributes of position `i`: the view's parts, nav, legal (no moves), final. */
export function positionState(data: ReplayData, i: number): Record<string, unknown> {
  const at = Math.max(0, Math.min(i, data.positions.length - 1));
  const pos = data.positions[at];
  const layout = Object.keys(pos.parts);
  const out: Record<string, unknown> = { part_names: layout, static: data.static };
  for (let k = 0; k < PART_SLOTS; k++) out[`part${k}`] = k < layout.length ? data.table[pos.parts[layout[k]]] : null;
  const last = data.positions.length - 1;
  out.nav = {
    position: at,
    length: last,
    can_undo: at > 0,
    can_redo: at < last,
    to_move: pos.to_move,
    over: pos.over,
    players: data.players,
    seed: null,
    save: false,
    hint: false,
    solve: false,
  };
  out.legal = { player: pos.to_move, waiting: data.waiting, replay: true };
  out.final = pos.final ?? {};
  out.hint = {};
  out.verdict = {};
  out.thinking = {};
  return out;
}

/** The log of the replay up to position `i`. */
export function logAt(data: ReplayData, i: number): Step[] {
  return data.log.slice(0, Math.max(0, i));
}

/**
 * Keeps the model's replay up to date while a kernel answers: each position the board
 * shows is stored (equal parts once), positions past the end of the record are dropped,
 * and the log of the longest record seen is kept.
 */
export class ReplayKeeper {
  private index = new Map<string, number>();
  constructor(private model: Model) {}

  /** The replay in the model, if any. */
  get data(): ReplayData | null {
    const data = this.model.get(REPLAY);
    return data && data.format === "wolfpack-replay/1" ? data : null;
  }

  /** Take the replay Python sent (the whole game as this board's viewer sees it). */
  take(data: ReplayData): void {
    this.index = new Map(data.table.map((part, i) => [JSON.stringify(part), i]));
    this.model.set(REPLAY, data);
  }

  /** Store the position the model shows now (with the log the board has). */
  capture(log: Step[]): void {
    const data = this.data;
    const nav = this.model.get("nav");
    const layout: string[] = this.model.get("part_names") ?? [];
    if (!data || !nav || !layout.length || nav.position > data.positions.length) return;
    if (this.index.size !== data.table.length) {
      this.index = new Map(data.table.map((part, i) => [JSON.stringify(part), i]));
    }
    const table = [...data.table];
    const parts: Record<string, number> = {};
    layout.forEach((name, k) => {
      const value = this.model.get(`part${k}`);
      const key = JSON.stringify(value);
      let i = this.index.get(key);
      if (i === undefined) {
        i = table.length;
        table.push(value);
        this.index.set(key, i);
      }
      parts[name] = i;
    });
    const final = this.model.get("final");
    const position: ReplayPosition = { parts, to_move: nav.to_move, over: nav.over };
    if (final && Object.keys(final).length) position.final = final;
    const positions = data.positions.slice(0, nav.length + 1);
    positions[nav.position] = position;
    // The board's log reaches the position shown once its message has arrived; until
    // then (and when the board shows an earlier position) the kept log stands.
    const current = nav.position === nav.length && log.length === nav.position;
    const kept = current ? log : data.log;
    this.model.set(REPLAY, { ...data, table, positions, log: kept.slice(0, positions.length - 1) });
  }
}

/**
 * A model of a replay for a page with no kernel (`board.to_html`, `wolfpack export-html`):
 * it holds the synced state of the position shown, and answers the board's intents
 * itself: back, forward and seek step through the game, the language switches; nothing
 * else is possible without a kernel.
 */
export function replayModel(input: {
  replay: ReplayData;
  catalog: unknown;
  language?: string;
}): Model & { offline: true } {
  const data = input.replay;
  const attrs: Record<string, unknown> = {
    catalog: input.catalog,
    language: input.language ?? "en",
    perspective: data.viewer,
    locked: false,
    follow: false,
    seats: Array.from({ length: data.players }, () => null),
    levels: [],
    cover: {},
    [REPLAY]: data,
    ...positionState(data, data.positions.length - 1),
  };
  const handlers = new Map<string, Array<(...args: any[]) => void>>();
  const model = {
    offline: true as const,
    get: (name: string) => attrs[name],
    set(name: string, value: unknown) {
      attrs[name] = value;
      for (const h of handlers.get(`change:${name}`) ?? []) h();
    },
    on(event: string, callback: (...args: any[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), callback]);
    },
    off(event?: string | null, callback?: ((...args: any[]) => void) | null) {
      if (!event) return;
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((h) => callback && h !== callback),
      );
    },
    send() {
      /* no kernel: the kit answers intents itself (see kit.ts) */
    },
  };
  return model;
}
