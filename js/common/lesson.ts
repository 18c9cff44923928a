/**
 * The lesson panel of the kit (a board in lesson mode, see widget/lesson.py): the lesson's
 * title, "Step 2 of 5" with a progress bar, what to do now (with its rule chips), a
 * question's answers as buttons, the verdict of the last try in one place (why the move
 * was right, or why a try was refused, with the step's nudge, from the second try the
 * rules in full, and "Show me"), Continue and Start again, and once done, "Next lesson"
 * and the game's lessons (numbered from 1, those finished ticked), each opened by a click.
 *
 * Every text is a message of the catalog (the lesson's own texts are templates there too),
 * rendered in the board's language; the synced `lesson` holds only the lesson's texts.
 */
import { explanationElement, type TextContext } from "./explain";
import { type Encoded, ruleText, text } from "./i18n";
import type { Intent } from "./protocol.gen";

/** The synced `lesson` (see LessonBoard._lesson_json). */
export interface LessonState {
  id: string;
  kind?: string;
  title: Encoded;
  intro?: Encoded | null;
  end?: Encoded | null;
  /** The current step, from 0 (`steps` once done). */
  step: number;
  steps: number;
  say: Encoded | null;
  rules: string[];
  /** Why the last move was right (null before the first, and after Continue). */
  right: Encoded | null;
  done: boolean;
  /** Whether the step asks for no move: the learner reads and presses Continue. */
  continue: boolean;
  /** The ids of this game's lessons the learner finished. */
  completed: string[];
  count: number;
  /** This game's lessons, in order. */
  lessons?: string[];
  /** The id of the game's next lesson (null: this is the last). */
  next?: string | null;
  /** A question's answers offered as buttons. */
  choices?: { id: string; text: Encoded }[];
  /** The verdict of the last step passed. */
  feedback?: Feedback | null;
  /** Whether "Show me" is offered. */
  show?: boolean;
  /** What "Show me" said, and the right answer's button. */
  shown?: { why: Encoded; choice?: string } | null;
}

/** A verdict: right, or a wrong try with the step's nudge and the rules to read again. */
export interface Feedback {
  right: boolean;
  why: Encoded;
  nudge?: Encoded;
  explain?: string[];
  tries?: number;
}

/** What a refusal of a lesson's try says besides its reason (the reply's `detail`). */
export interface TryDetail {
  feedback?: Feedback;
  show?: boolean;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, words?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  if (words !== undefined) node.textContent = words;
  return node;
}

/** The panel; `update` draws it from the synced state, `refused` shows a refusal in it. */
export class LessonPanel {
  readonly el: HTMLElement;
  private refusedWhy: Encoded | null = null;
  private detail: TryDetail | null = null;
  private shownStep = -1;
  private shownId = "";

  constructor(private readonly send: (intent: Intent) => void) {
    this.el = el("section", "wp-lesson");
    this.el.hidden = true;
  }

  /** A click refused (by the browser or by Python, with what Python says besides): said in
   * the panel until the step changes. */
  refused(why: Encoded | null, detail?: TryDetail | null): void {
    this.refusedWhy = why;
    this.detail = why ? (detail ?? null) : null;
  }

  update(state: LessonState | null | undefined, ctx: TextContext): void {
    if (!state || !state.id) {
      this.el.hidden = true;
      this.el.replaceChildren();
      return;
    }
    if (state.step !== this.shownStep || state.id !== this.shownId) {
      this.refusedWhy = null;
      this.detail = null;
    }
    this.shownStep = state.step;
    this.shownId = state.id;
    const say = (e: Encoded) => text(ctx.catalog, e, ctx.lang, false);
    const focused = this.el.contains(document.activeElement) ? (document.activeElement as HTMLElement).className : "";
    this.el.hidden = false;
    this.el.dataset.lesson = state.id;
    this.el.dataset.step = String(state.step);
    this.el.dataset.done = state.done ? "true" : "false";
    this.el.setAttribute("aria-label", `${say(["ui.lesson.heading"])}: ${say(state.title)}`);

    const head = el("div", "wp-lesson-head");
    head.append(el("h3", "wp-lesson-title", say(state.title)));
    const shown = Math.min(state.step + 1, state.steps);
    const count = state.done
      ? say(["ui.lesson.done_title"])
      : say(["ui.lesson.step", { step: shown, steps: state.steps }]);
    head.append(el("span", "wp-lesson-count", count));
    if (!state.done && state.count > 1) {
      // How far the learner is through the course, its lessons a click away (numbered from
      // 1; the list shows open once the lesson is done).
      const tally = ["ui.lesson.completed", { done: state.completed.length, count: state.count }];
      const all = el("details", "wp-lesson-all");
      all.append(el("summary", "wp-lesson-tally", text(ctx.catalog, tally as Encoded, ctx.lang, false)), this.list(state, ctx));
      head.append(all);
    }
    const bar = el("div", "wp-lesson-bar");
    const done = state.done ? state.steps : state.step;
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", String(state.steps));
    bar.setAttribute("aria-valuenow", String(done));
    bar.setAttribute("aria-label", say(["ui.lesson.progress"]));
    const fill = el("div", "wp-lesson-fill");
    fill.style.width = `${state.steps ? Math.round((100 * done) / state.steps) : 0}%`;
    bar.append(fill);

    const body: HTMLElement[] = [];
    if (state.intro && state.step === 0 && !state.done) body.push(this.text("wp-lesson-intro", state.intro, ctx));
    const verdict = this.verdict(state, ctx);
    if (verdict) body.push(verdict);
    if (state.say && !state.done) body.push(this.text("wp-lesson-say", state.say, ctx));
    if (state.shown && !state.done) body.push(this.text("wp-lesson-shown", state.shown.why, ctx));
    if (state.choices?.length && !state.done) body.push(this.choices(state, ctx));
    if (state.done) {
      if (state.end) body.push(this.text("wp-lesson-end", state.end, ctx));
      body.push(this.finished(state, ctx));
    }

    const buttons = el("div", "wp-lesson-buttons");
    if (state.continue && !state.done) {
      buttons.append(this.button("wp-lesson-next", say(["ui.lesson.continue"]), { cmd: "lesson_next" }));
    }
    if (!state.done && !state.shown && (state.show || this.detail?.show)) {
      buttons.append(this.button("wp-lesson-show", say(["ui.lesson.show_me"]), { cmd: "lesson_show" }));
    }
    if (state.done && state.next) {
      const next = this.button("wp-lesson-open-next", say(["ui.lesson.next"]), { cmd: "lesson_open", id: state.next });
      buttons.append(next);
    }
    buttons.append(this.button("wp-lesson-restart", say(["ui.lesson.restart"]), { cmd: "lesson_restart" }));
    // Compact, so that the step, the board and the hand fit one screen together (1366x768
    // in JupyterLab): the progress bar in the heading's row, the buttons beside the texts.
    head.insertBefore(bar, head.querySelector(".wp-lesson-all"));
    const texts = el("div", "wp-lesson-texts");
    texts.append(...body);
    const main = el("div", "wp-lesson-body");
    main.append(texts, buttons);
    this.el.replaceChildren(head, main);
    if (focused) this.el.querySelector<HTMLElement>(`.${focused.split(" ")[0]}`)?.focus({ preventScroll: true });
  }

  private text(cls: string, e: Encoded, ctx: TextContext): HTMLElement {
    const p = el("p", cls);
    p.append(explanationElement(ctx, e));
    return p;
  }

  private button(cls: string, words: string, intent: Intent): HTMLButtonElement {
    const b = el("button", `wp-button ${cls}`, words);
    b.type = "button";
    b.addEventListener("click", () => this.send(intent));
    return b;
  }

  /** The verdict of the last try, in one place: a refused try (with the step's nudge, the
   * rules in full from the second try, and which try it was), else why the last step
   * passed was right. */
  private verdict(state: LessonState, ctx: TextContext): HTMLElement | null {
    const wrong = this.refusedWhy ? (this.detail?.feedback ?? { right: false, why: this.refusedWhy }) : null;
    const right = state.feedback?.right ? state.feedback.why : state.right;
    if (!wrong && !right) return null;
    const box = el("div", `wp-lesson-feedback ${wrong ? "refused" : "right"}`);
    box.setAttribute("role", "status");
    if (wrong) {
      if (wrong.tries) box.dataset.tries = String(wrong.tries);
      box.append(this.text("wp-lesson-why", wrong.why, ctx));
      if (wrong.nudge) box.append(this.text("wp-lesson-nudge", wrong.nudge, ctx));
      if (wrong.explain?.length) {
        box.append(this.text("wp-lesson-explain-head", ["ui.lesson.explain"], ctx));
        for (const id of wrong.explain) {
          const rule = ruleText(ctx.catalog, id, ctx.lang);
          const item = el("p", "wp-lesson-rule");
          item.dataset.rule = id;
          item.append(el("strong", "", `${id} ${rule.title}`), ` ${rule.text}`);
          box.append(item);
        }
      }
    } else if (right) box.append(this.text("wp-lesson-why", right, ctx));
    return box;
  }

  /** A question's answers as buttons (after "Show me", the right one marked). */
  private choices(state: LessonState, ctx: TextContext): HTMLElement {
    const row = el("div", "wp-lesson-choices");
    row.setAttribute("role", "group");
    for (const choice of state.choices ?? []) {
      const words = text(ctx.catalog, choice.text, ctx.lang, false);
      const b = this.button("wp-lesson-choice", words, { cmd: "lesson_answer", choice: choice.id });
      b.dataset.choice = choice.id;
      if (state.shown?.choice === choice.id) b.classList.add("wp-lesson-answer");
      row.append(b);
    }
    return row;
  }

  /** The game's lessons, those finished ticked (titles from the catalog, else the id). */
  private finished(state: LessonState, ctx: TextContext): HTMLElement {
    const box = el("div", "wp-lesson-done");
    const completed = new Set(state.completed);
    box.append(
      el(
        "p",
        "wp-lesson-total",
        text(ctx.catalog, ["ui.lesson.completed", { done: completed.size, count: state.count }], ctx.lang, false),
      ),
    );
    box.append(this.list(state, ctx));
    return box;
  }

  /** The course's lessons, numbered from 1, each opened by a click (those finished ticked,
   * the one on the board marked). */
  private list(state: LessonState, ctx: TextContext): HTMLElement {
    const completed = new Set(state.completed);
    const list = el("ol", "wp-lesson-list");
    for (const id of state.lessons ?? state.completed) {
      const key = `lesson.${id}.title`;
      const title = ctx.catalog.templates[key] ? text(ctx.catalog, [key], ctx.lang, false) : id;
      const item = el("li", completed.has(id) ? "finished" : "open");
      item.dataset.lesson = id;
      const open = this.button("wp-lesson-open", `${completed.has(id) ? "✓" : "○"} ${title}`, {
        cmd: "lesson_open",
        id,
      });
      if (id === state.id) open.setAttribute("aria-current", "true");
      item.append(open);
      list.append(item);
    }
    return list;
  }
}
