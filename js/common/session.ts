/**
 * The browser side of a board's model: sends intents to Python, keeps the move log that
 * arrives as incremental messages, and tells views what changed. One session per model,
 * shared by every view of it.
 */
import type { Encoded } from "./i18n";

/** The part of anywidget's model a board uses. */
export interface Model {
  get(name: string): any;
  on(event: string, callback: (...args: any[]) => void): void;
  off(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  send(content: any, callbacks?: any, buffers?: any): void;
}

/** One decision in the log: notation, player, why it was legal, the events it caused. */
export interface Step {
  n: string;
  p: number;
  w: Encoded;
  e: Encoded[];
}

/** New steps of the log from index `start` on (the browser drops what it had after it). */
export interface LogUpdate {
  start: number;
  steps: Step[];
}

/**
 * What Python sends: `done` answers an intent (with the engine's reason when it was
 * refused, and the log's new steps); `log` follows a change made in Python; `notice` says
 * something (a record saved or loaded).
 */
export type Reply =
  | { type: "done"; id: number | null; cmd?: string; move?: string; refused?: Encoded; log?: LogUpdate }
  | { type: "log"; log: LogUpdate }
  | { type: "notice"; why: Encoded };

export type SessionEvent = "log" | "refused" | "notice" | "done" | "pending";

const SESSIONS = new WeakMap<object, Session>();

export class Session {
  readonly model: Model;
  log: Step[] = [];
  /** Request ids sent and not yet answered, with the time they were sent. */
  pending = new Map<number, number>();
  lastReply: Reply | null = null;
  private nextId = 1;
  private listeners = new Set<(event: SessionEvent, reply: Reply | null) => void>();

  static of(model: Model): Session {
    let session = SESSIONS.get(model);
    if (!session) {
      session = new Session(model);
      SESSIONS.set(model, session);
    }
    return session;
  }

  private constructor(model: Model) {
    this.model = model;
    model.on("msg:custom", (content: Reply) => this.receive(content));
    this.send({ cmd: "log" });
  }

  /** Send an intent; returns its id (Python answers `done` with it). */
  send(intent: Record<string, unknown>): number {
    const id = this.nextId++;
    this.pending.set(id, performance.now());
    this.model.send({ ...intent, id });
    this.emit("pending", null);
    return id;
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  subscribe(listener: (event: SessionEvent, reply: Reply | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  receive(reply: Reply): void {
    if (!reply || typeof reply !== "object") return;
    this.lastReply = reply;
    if ((reply.type === "log" || reply.type === "done") && reply.log) {
      this.log = this.log.slice(0, reply.log.start).concat(reply.log.steps);
      this.emit("log", reply);
    }
    if (reply.type === "done") {
      if (reply.id !== null && reply.id !== undefined) this.pending.delete(reply.id);
      if (reply.refused) this.emit("refused", reply);
      this.emit("done", reply);
    } else if (reply.type === "notice") {
      this.emit("notice", reply);
    }
  }

  private emit(event: SessionEvent, reply: Reply | null): void {
    for (const listener of [...this.listeners]) listener(event, reply);
  }
}
