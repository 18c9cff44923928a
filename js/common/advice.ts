/**
 * The computer's advice as DOM: a hint (every legal move of the player to move with its
 * expected point margin and win rate, each with a 95% confidence interval, the best move
 * first and explained in words) and the solver's verdict (the best move with every card
 * open, and the final margin). See widget/results.py for the synced form.
 */
import { explanationElement, type TextContext } from "./explain";
import { type Encoded, sentence } from "./i18n";
import { label, labelWith } from "./labels";

/** One legal move's value: `[move, visits, margin, lo, hi, win, winLo, winHi]`. */
export type HintRow = [string, number, number, number | null, number | null, number, number, number];

export interface Hint {
  player: number;
  position: number;
  best: string;
  /** The best move's board elements (marked on the board). */
  best_path: string[];
  moves: HintRow[];
  /** Each row's move in words. */
  names: Encoded[];
  explanation: Encoded;
  iterations: number;
  seconds: number;
  cancelled: boolean;
  /** A row tried in fewer simulated games than this gets no value (too few to tell). */
  min_rated?: number;
}

export interface Verdict {
  player: number;
  position: number;
  best: string;
  best_path: string[];
  /** The best move in words. */
  name: Encoded;
  /** Player 0's final points minus player 1's under best play by both. */
  margin: number;
  explanation: Encoded;
  seconds: number;
}

const signed = (x: number, digits = 1) => `${x > 0 ? "+" : x < 0 ? "−" : "±"}${Math.abs(x).toFixed(digits)}`;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** A margin with its interval: "+4.3 (+1.2 … +7.4)"; "+4.3 (?)" when a bound is unknown. */
export function marginText(margin: number, lo: number | null, hi: number | null): string {
  const ci = lo === null || hi === null ? "?" : `${signed(lo)} … ${signed(hi)}`;
  return `${signed(margin)} (${ci})`;
}

/** A win rate with its interval: "63% (55–70%)". */
export function winText(win: number, lo: number, hi: number): string {
  return `${pct(win)} (${Math.round(lo * 100)}–${pct(hi)})`;
}

function heading(text: string): HTMLHeadingElement {
  const h = document.createElement("h3");
  h.textContent = text;
  return h;
}

function cell(tr: HTMLTableRowElement, text: string, tag: "td" | "th" = "td"): void {
  const c = document.createElement(tag);
  c.textContent = text;
  tr.append(c);
}

/** The hint panel: the best move explained, then every legal move's value. */
export function hintPanel(ctx: TextContext, hint: Hint, playerName: (p: number) => string): HTMLElement {
  const lang = ctx.lang;
  const section = document.createElement("section");
  section.className = "wp-hint";
  section.dataset.player = String(hint.player);
  section.dataset.best = hint.best;
  section.setAttribute("aria-live", "polite");
  section.append(heading(`${label("hintFor", lang)} ${playerName(hint.player)}`));
  const expl = document.createElement("p");
  expl.className = "wp-hint-explanation";
  expl.append(explanationElement(ctx, hint.explanation));
  const about = document.createElement("p");
  about.className = "wp-hint-about";
  about.textContent =
    labelWith("simulated", lang, { n: hint.iterations }) +
    (hint.cancelled ? label("stoppedNote", lang) : "") +
    label("then", lang) +
    label("hintMeasure", lang);
  if (hint.cancelled) section.dataset.cancelled = "true";
  const table = document.createElement("table");
  table.className = "wp-hint-table";
  const head = document.createElement("tr");
  for (const key of ["move", "margin", "winRate", "games"] as const) cell(head, label(key, lang), "th");
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  hint.moves.forEach(([move, visits, margin, lo, hi, win, wlo, whi], i) => {
    const tr = document.createElement("tr");
    tr.dataset.move = move;
    if (move === hint.best) {
      tr.className = "best";
      tr.setAttribute("aria-current", "true");
    }
    cell(tr, hint.names?.[i] ? sentence(ctx.catalog, hint.names[i], lang) : move);
    if (visits < (hint.min_rated ?? 0)) {
      // Too few simulated games to say anything: no number that looks precise.
      cell(tr, "—");
      cell(tr, "—");
      tr.classList.add("unrated");
      tr.title = label("tooFew", lang);
    } else {
      cell(tr, marginText(margin, lo, hi));
      cell(tr, winText(win, wlo, whi));
    }
    cell(tr, String(visits));
    tbody.append(tr);
  });
  table.append(thead, tbody);
  section.append(expl, about, table);
  return section;
}

/** The solver's verdict: the best move with every card open and why, the final margin. */
export function verdictPanel(ctx: TextContext, verdict: Verdict, playerName: (p: number) => string): HTMLElement {
  const lang = ctx.lang;
  const section = document.createElement("section");
  section.className = "wp-verdict";
  section.dataset.best = verdict.best;
  section.dataset.margin = String(verdict.margin);
  section.append(heading(label("solver", lang)));
  const best = document.createElement("p");
  best.className = "wp-verdict-best";
  const ahead = verdict.margin === 0 ? "±0" : `${playerName(verdict.margin > 0 ? 0 : 1)} +${Math.abs(verdict.margin)}`;
  best.textContent = `${label("bestMove", lang)}: ${verdict.name ? sentence(ctx.catalog, verdict.name, lang) : verdict.best} · ${label("finalMargin", lang)}: ${ahead}`;
  const expl = document.createElement("p");
  expl.className = "wp-verdict-explanation";
  expl.append(explanationElement(ctx, verdict.explanation));
  section.append(best, expl);
  return section;
}
