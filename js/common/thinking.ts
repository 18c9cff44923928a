/**
 * The computer's row of the board: the Hint button, the solver's "show the best move"
 * button (open view, near the end only), and while the computer thinks, what it is doing,
 * a progress bar with its percentage, and Stop. Python decides what is offered (the
 * `nav.hint` and `nav.solve` flags) and syncs `thinking`; the buttons only send intents.
 */
import { markOff } from "./controls";
import { label } from "./labels";
import type { Intent } from "./protocol.gen";

/** What the computer is thinking about (`{}` when nothing); see widget/thinking.py. */
export interface Thinking {
  job?: number;
  kind?: "move" | "hint" | "solve";
  player?: number | null;
  progress?: number;
}

export interface ThinkingState {
  thinking: Thinking;
  /** A hint may be asked for now (the human's turn, in their view or the open view). */
  canHint: boolean;
  /** The solver may be asked now (open view, near the end). */
  canSolve: boolean;
  /** Why the notebook turned hints / the solver off (shown on the disabled button). */
  hintOff?: string | null;
  solveOff?: string | null;
  language: string;
  playerName(p: number): string;
}

type Send = (intent: Intent) => void;

const DOING = { move: "thinkingMove", hint: "thinkingHint", solve: "thinkingSolve" } as const;

/** The progress as a whole percentage, 0 to 100. */
export function percent(progress: number | undefined): number {
  const p = Number(progress ?? 0);
  return Math.max(0, Math.min(100, Math.round((Number.isFinite(p) ? p : 0) * 100)));
}

export class ThinkingBar {
  readonly el: HTMLDivElement;
  private hint: HTMLButtonElement;
  private solve: HTMLButtonElement;
  private busy: HTMLDivElement;
  private what: HTMLSpanElement;
  private bar: HTMLProgressElement;
  private pct: HTMLSpanElement;
  private stop: HTMLButtonElement;

  constructor(send: Send) {
    this.el = document.createElement("div");
    this.el.className = "wp-thinking-row wp-needs-kernel";
    const button = (cls: string, intent: Intent) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `wp-button ${cls}`;
      b.addEventListener("click", () => send(intent));
      return b;
    };
    this.hint = button("wp-hint-button", { cmd: "hint" });
    this.solve = button("wp-solve-button", { cmd: "solve" });
    this.busy = document.createElement("div");
    this.busy.className = "wp-thinking";
    this.busy.setAttribute("role", "status");
    this.what = document.createElement("span");
    this.what.className = "wp-thinking-what";
    this.bar = document.createElement("progress");
    this.bar.className = "wp-progress";
    this.bar.max = 100;
    this.pct = document.createElement("span");
    this.pct.className = "wp-progress-pct";
    this.stop = button("wp-cancel", { cmd: "cancel" });
    this.busy.append(this.what, this.bar, this.pct, this.stop);
    this.el.append(this.hint, this.solve, this.busy);
  }

  update(s: ThinkingState): void {
    const lang = s.language;
    const kind = s.thinking?.kind;
    this.hint.textContent = label("hint", lang);
    this.solve.textContent = label("solve", lang);
    this.stop.textContent = label("stop", lang);
    // Not offered: kept in place but invisible (and out of the keyboard's way).
    // Turned off by the notebook: shown, disabled, with the reason (a click asks Python,
    // which answers with it).
    const rows = [
      [this.hint, s.canHint, s.hintOff ?? null],
      [this.solve, s.canSolve, s.solveOff ?? null],
    ] as const;
    for (const [b, offered, off] of rows) {
      const shown = offered || Boolean(off);
      b.classList.toggle("wp-unoffered", !shown);
      if (shown) b.removeAttribute("aria-hidden");
      else b.setAttribute("aria-hidden", "true");
      b.tabIndex = shown ? 0 : -1;
      markOff(b, off);
    }
    // Whether a button may be used now (a lesson board leaves the row out when none may).
    this.el.dataset.offered = String(rows.some(([, offered, off]) => offered && !off));
    this.hint.disabled = this.solve.disabled = Boolean(kind);
    this.busy.hidden = !kind;
    this.el.dataset.thinking = kind ?? "";
    if (!kind) return;
    const pct = percent(s.thinking.progress);
    const who = kind === "move" && s.thinking.player != null ? ` (${s.playerName(s.thinking.player)})` : "";
    this.what.textContent = `${label(DOING[kind], lang)}${who}…`;
    this.bar.value = pct;
    this.bar.setAttribute("aria-valuenow", String(pct));
    this.bar.setAttribute("aria-label", label(DOING[kind], lang));
    this.pct.textContent = `${pct}%`;
    this.busy.dataset.progress = String(pct);
  }
}
