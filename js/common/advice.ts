/**
 * The computer's advice as DOM: a hint (every legal move of the player to move with its
 * expected point margin and win rate, the best move first and explained in words; the
 * statistics behind them, how often each move was tried and the 95% intervals where the
 * hint states any, in a details block for teachers) and the solver's verdict (the best
 * move with every card open, and the final margin). Numbers are written as the board's
 * language writes them (German: a decimal comma). See widget/results.py for the synced form.
 */
import { explanationElement, explanationList, type TextContext } from "./explain";
import { type Encoded, sentence, wholeNumber } from "./i18n";
import { label, labelWith } from "./labels";

/** One legal move's value: `[move, visits, margin, lo, hi, win, winLo, winHi]` (a bound is
 * `null` where the hint states no interval). */
export type HintRow = [string, number, number, number | null, number | null, number, number | null, number | null];

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
  /** Where the values come from: `search` (simulated games), `pimc` (deals solved exactly)
   * or `only` (the one legal move). */
  method?: "search" | "pimc" | "only";
  /** Moves the search could not tell apart from the best (marked ≈). */
  equal?: string[];
  /** The hint in one sentence: the move and the one reason that matters. */
  headline?: Encoded;
  /** What "Why?" opens: two or three reasons, then a line of play that makes it best. */
  why?: Encoded[];
  /** The numbers behind the values, in words (for the teachers' details). */
  statistics?: Encoded[];
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

const LOCALES: Record<string, string> = { en: "en-GB", de: "de-DE", ja: "ja-JP" };

/** A signed amount of points to one decimal as `lang` writes it: "+4.3", "−2,0", "±0.0". */
export function signed(x: number, lang = "en"): string {
  const digits = new Intl.NumberFormat(LOCALES[lang] ?? lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.abs(x));
  return `${x > 0 ? "+" : x < 0 ? "−" : "±"}${digits}`;
}

/** A share as a whole percentage as `lang` writes it: "63%", "63 %". */
export function pct(x: number, lang = "en"): string {
  return new Intl.NumberFormat(LOCALES[lang] ?? lang, { style: "percent", maximumFractionDigits: 0 }).format(x);
}

/** A margin with its interval where one is stated: "+4.3 (+1.2 … +7.4)", else "+4.3". */
export function marginText(margin: number, lo: number | null, hi: number | null, lang = "en"): string {
  if (lo === null || hi === null) return signed(margin, lang);
  return `${signed(margin, lang)} (${signed(lo, lang)} … ${signed(hi, lang)})`;
}

/** A win rate with its interval where one is stated: "63% (55–70%)", else "63%". */
export function winText(win: number, lo: number | null, hi: number | null, lang = "en"): string {
  if (lo === null || hi === null) return pct(win, lang);
  return `${pct(win, lang)} (${pct(lo, lang)}–${pct(hi, lang)})`;
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
  // The hint in one sentence (the move and the one reason that matters); "Why?" opens
  // the further reasons and the line; the numbers wait behind the teachers' details.
  const expl = document.createElement("div");
  expl.className = "wp-hint-explanation";
  const [key, params, reasons, rules] = hint.explanation;
  const headline: Encoded =
    hint.headline ?? (rules ? [key, params ?? {}, (reasons ?? []).slice(0, 1), rules] : [key, params ?? {}, (reasons ?? []).slice(0, 1)]);
  expl.append(explanationElement(ctx, headline));
  const whyNotes = hint.why ?? (reasons ?? []).slice(1);
  const why = document.createElement("details");
  why.className = "wp-hint-why";
  const whySummary = document.createElement("summary");
  whySummary.textContent = label("hintWhy", lang);
  why.append(whySummary, explanationList(ctx, whyNotes, "wp-hint-reasons"));
  const method = hint.method ?? "search";
  const about = document.createElement("p");
  about.className = "wp-hint-about";
  about.textContent =
    (method === "pimc"
      ? labelWith("dealt", lang, { n: hint.iterations })
      : labelWith("simulated", lang, { n: hint.iterations })) +
    (hint.cancelled ? label("stoppedNote", lang) : "") +
    label("then", lang) +
    label(method === "pimc" ? "pimcMeasure" : "hintMeasure", lang);
  if (hint.cancelled) section.dataset.cancelled = "true";
  section.dataset.method = method;
  const table = document.createElement("table");
  table.className = "wp-hint-table";
  const head = document.createElement("tr");
  for (const key of ["move", "margin", "winRate"] as const) cell(head, label(key, lang), "th");
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  // The statistics behind each value, for a teacher: how often it was tried (or on how
  // many deals), and the 95% intervals where the hint states any.
  const details = document.createElement("details");
  details.className = "wp-hint-details";
  const summary = document.createElement("summary");
  summary.textContent = label("hintDetails", lang);
  const stats = document.createElement("table");
  stats.className = "wp-hint-stats";
  const statsHead = document.createElement("tr");
  // The value columns name an interval only when the hint states one.
  const intervals = hint.moves.some(([, , , lo, hi]) => lo !== null && hi !== null);
  const valueKeys = intervals ? (["marginCi", "winCi"] as const) : (["margin", "winRate"] as const);
  for (const key of ["move", method === "pimc" ? "deals" : "games", ...valueKeys] as const) {
    cell(statsHead, label(key, lang), "th");
  }
  const statsBody = document.createElement("tbody");
  const equal = new Set(hint.equal ?? []);
  let unrated = 0;
  hint.moves.forEach(([move, visits, margin, lo, hi, win, wlo, whi], i) => {
    const tr = document.createElement("tr");
    tr.dataset.move = move;
    if (move === hint.best) {
      tr.className = "best";
      tr.setAttribute("aria-current", "true");
    }
    const name = hint.names?.[i] ? sentence(ctx.catalog, hint.names[i], lang) : move;
    cell(tr, equal.has(move) ? `≈ ${name}` : name);
    if (equal.has(move)) tr.classList.add("about-equal");
    const stat = document.createElement("tr");
    cell(stat, name);
    cell(stat, wholeNumber(visits, lang));
    if (visits < (hint.min_rated ?? 0)) {
      // Too few simulated games to say anything: no number that looks precise. The best
      // keeps its row; the others are counted in one line below the table.
      cell(stat, "—");
      cell(stat, "—");
      statsBody.append(stat);
      if (move !== hint.best) {
        unrated += 1;
        return;
      }
      cell(tr, "—");
      cell(tr, "—");
      tr.classList.add("unrated");
      tr.title = label("tooFew", lang);
      tbody.append(tr);
      return;
    } else {
      cell(tr, signed(margin, lang));
      cell(tr, pct(win, lang));
      cell(stat, marginText(margin, lo, hi, lang));
      cell(stat, winText(win, wlo, whi, lang));
    }
    tbody.append(tr);
    statsBody.append(stat);
  });
  if (unrated > 0) {
    const tr = document.createElement("tr");
    tr.className = "unrated-summary";
    const td = document.createElement("td");
    td.colSpan = 3;
    td.textContent = labelWith("unratedMoves", lang, { n: unrated });
    tr.append(td);
    tbody.append(tr);
  }
  table.append(thead, tbody);
  const statsThead = document.createElement("thead");
  statsThead.append(statsHead);
  stats.append(statsThead, statsBody);
  const notes = hint.statistics?.length ? [explanationList(ctx, hint.statistics, "wp-hint-statistics")] : [];
  details.append(summary, about, table, ...notes, stats);
  section.append(expl);
  if (whyNotes.length > 0) section.append(why);
  if (method !== "only") section.append(details);
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
