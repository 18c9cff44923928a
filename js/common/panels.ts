/** The step-by-step explanation panel and the move log. */
import { explanationElement, type TextContext } from "./explain";
import { text } from "./i18n";
import { label, labelWith } from "./labels";
import type { Step } from "./session";

export interface StepGroup {
  /** Index of the first step of the group in the log. */
  start: number;
  steps: Step[];
}

/**
 * The log in groups of steps, each ending with a step that has an event whose message is
 * one of `ends` (the steps after the last such step make a last group).
 */
export function groupsEndingWith(log: Step[], ends: readonly string[]): StepGroup[] {
  const groups: StepGroup[] = [];
  let current: StepGroup = { start: 0, steps: [] };
  log.forEach((step, i) => {
    if (!current.steps.length) current.start = i;
    current.steps.push(step);
    if (step.e.some((e) => ends.includes(e[0]))) {
      groups.push(current);
      current = { start: i + 1, steps: [] };
    }
  });
  if (current.steps.length) groups.push(current);
  return groups;
}

/**
 * The explanation panel: each decision of the recent steps, why it was allowed, and every
 * event it caused (a trick's resolution step by step), each a short sentence with its rule
 * ids.
 */
export function explanationPanel(
  ctx: TextContext,
  groups: StepGroup[],
  playerName: (p: number) => string,
  showWhy: (step: Step) => boolean = () => true,
  /** Say whom each reason was said to (the open view reads every player's). */
  toldTo = false,
): HTMLElement {
  const section = document.createElement("section");
  section.className = "wp-explain";
  section.setAttribute("aria-live", "polite");
  const h = document.createElement("h3");
  h.textContent = label("explanation", ctx.lang);
  section.append(h);
  if (!groups.some((g) => g.steps.length)) {
    const p = document.createElement("p");
    p.className = "wp-empty";
    p.textContent = label("noSteps", ctx.lang);
    section.append(p);
    return section;
  }
  // The newest step stays in sight: a scroller laid out bottom-up starts at its end (no
  // layout is read, see moveLog).
  const scroller = document.createElement("div");
  scroller.className = "wp-explain-scroll";
  const inner = document.createElement("div");
  scroller.append(inner);
  section.append(scroller);
  for (const group of groups) {
    const ol = document.createElement("ol");
    ol.className = "wp-steps";
    ol.start = group.start + 1;
    group.steps.forEach((step) => {
      const li = document.createElement("li");
      li.className = "wp-step";
      const head = document.createElement("div");
      head.className = "wp-step-head";
      head.textContent = `${playerName(step.p)}: ${moveWords(ctx, step)}`;
      head.title = step.n; // the notation, as one would type it
      li.append(head);
      if (step.w?.length && showWhy(step)) {
        // Why the move was allowed, as its player was told when choosing it.
        const why = document.createElement("div");
        why.className = "wp-why";
        if (toldTo) {
          const to = document.createElement("span");
          to.className = "wp-told-to";
          to.textContent = labelWith("toldTo", ctx.lang, { who: playerName(step.p) }) + " ";
          why.append(to);
        }
        why.append(explanationElement(ctx, step.w));
        li.append(why);
      }
      const events = document.createElement("ul");
      events.className = "wp-events";
      for (const ev of step.e) {
        const item = document.createElement("li");
        item.className = "wp-event";
        item.append(explanationElement(ctx, ev));
        events.append(item);
      }
      li.append(events);
      ol.append(li);
    });
    inner.append(ol);
  }
  const newest = inner.querySelector("li.wp-step:last-child");
  newest?.classList.add("wp-newest");
  return section;
}

/** A decision in words where the viewer may read them (people and places counted from
 * 1), else its notation. */
export function moveWords(ctx: TextContext, step: Pick<Step, "n" | "d">): string {
  return step.d?.length ? text(ctx.catalog, step.d, ctx.lang, false) : step.n;
}

/** The move log: every decision so far; clicking one goes to the position after it. */
export function moveLog(
  ctx: TextContext,
  log: Step[],
  playerName: (p: number) => string,
  seek: (position: number) => void,
): HTMLElement {
  const section = document.createElement("section");
  section.className = "wp-log";
  const h = document.createElement("h3");
  h.textContent = label("log", ctx.lang);
  const ol = document.createElement("ol");
  log.forEach((step, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "wp-log-step";
    b.dataset.position = String(i + 1);
    b.textContent = `${playerName(step.p)}: ${moveWords(ctx, step)}`;
    b.title = step.n;
    b.dataset.notation = step.n;
    b.addEventListener("click", () => seek(i + 1));
    li.append(b);
    ol.append(li);
  });
  // The list shows its end (the latest moves) first: a scroller laid out bottom-up starts
  // scrolled to its end, with no need to read the layout (which would make the browser lay
  // out the whole page again on every move).
  const scroller = document.createElement("div");
  scroller.className = "wp-log-scroll";
  scroller.append(ol);
  section.append(h, scroller);
  return section;
}
