/**
 * The browser side of a board's model: sends intents to Python, keeps the move log that
 * arrives as incremental messages, and tells views what changed. One session per model,
 * shared by every view of it.
 */
import type { Encoded } from "./i18n";
import type { CommandName, Intent } from "./protocol.gen";

/** The part of anywidget's model a board uses. */
export interface Model {
  get(name: string): any;
  /** Set an attribute in the browser only (never sent to Python). */
  set(name: string, value: unknown): void;
  on(event: string, callback: (...args: any[]) => void): void;
  off(event?: string | null, callback?: ((...args: any[]) => void) | null): void;
  send(content: any, callbacks?: any, buffers?: any): void;
}

/** How long the first request may go unanswered before the board counts as offline
 * (a saved notebook or a page with no kernel behind it). */
export const OFFLINE_AFTER_MS = 2500;

/** One decision in the log: notation, player, why it was legal, the events it caused. */
export interface Step {
  n: string;
  p: number;
  w: Encoded;
  e: Encoded[];
  /** The decision in words, where the viewer may read it (else the notation is shown). */
  d?: Encoded;
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
  | {
      type: "done";
      id: number | null;
      cmd?: string;
      move?: string;
      refused?: Encoded;
      /** What a refusal says besides its reason (a lesson's feedback on a try). */
      detail?: Record<string, unknown>;
      log?: LogUpdate;
    }
  | { type: "log"; log: LogUpdate }
  | { type: "notice"; why: Encoded }
  | { type: "history"; history: any };

export type SessionEvent =
  | "log"
  | "refused"
  | "notice"
  | "done"
  | "pending"
  | "history"
  | "offline"
  | "online";

/** What a replay can do with no kernel: step through the game, switch the language. */
export const LOCAL_INTENTS = new Set<CommandName>(["back", "forward", "seek", "undo", "redo", "language", "log"]);

const SESSIONS = new WeakMap<object, Session>();

export class Session {
  readonly model: Model;
  log: Step[] = [];
  /** Request ids sent and not yet answered, with the time they were sent. */
  pending = new Map<number, number>();
  lastReply: Reply | null = null;
  /** No kernel has answered: stepping through the game goes to `local` (the kit's
   * replay); every other intent still goes to Python, in case a kernel is only busy. */
  offline = false;
  /** Answers an intent in the browser when offline (set by the kit). */
  local: ((intent: Record<string, unknown>) => Reply | null) | null = null;
  private answered = false;
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
    if ((model as { offline?: boolean }).offline === true) {
      this.goOffline();
      return;
    }
    this.send({ cmd: "log" });
    this.send({ cmd: "history" });
    setTimeout(() => {
      if (!this.answered) this.goOffline();
    }, OFFLINE_AFTER_MS);
  }

  private goOffline(): void {
    this.offline = true;
    this.pending.clear();
    this.emit("offline", null);
  }

  /** Send an intent; returns its id (Python answers `done` with it; offline, the kit
   * answers what a replay can do). */
  send(intent: Intent): number {
    const id = this.nextId++;
    const noKernel = (this.model as { offline?: boolean }).offline === true;
    if (this.offline && this.local && (noKernel || LOCAL_INTENTS.has(intent.cmd))) {
      const reply = this.local({ ...intent, id }) ?? { type: "done" as const, id };
      queueMicrotask(() => this.deliver(reply));
      return id;
    }
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

  /** A message from Python. */
  receive(reply: Reply): void {
    if (!reply || typeof reply !== "object") return;
    this.answered = true;
    if (this.offline && !(this.model as { offline?: boolean }).offline) {
      this.offline = false; // a kernel was only busy: it is the authority again
      this.emit("online", null);
    }
    this.deliver(reply);
  }

  private deliver(reply: Reply): void {
    this.lastReply = reply;
    if (reply.type === "history") {
      this.emit("history", reply);
      return;
    }
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
