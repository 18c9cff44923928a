import { describe, expect, it } from "vitest";
import { text } from "../common/i18n";
import { LessonPanel, type LessonState } from "../common/lesson";
import type { Intent } from "../common/protocol.gen";
import { fixtures, q, qa } from "./fake";
import LESSON from "./fixtures/lesson.json";

const game = fixtures(LESSON);
const ctx = { catalog: game.catalog, lang: "en", showRule: () => undefined };
const say = (key: string) => text(game.catalog, [key], "en", false);

function state(extra: Partial<LessonState>): LessonState {
  return {
    id: "test-lw-follow",
    title: ["lesson.test-lw-follow.title"],
    step: 0,
    steps: 2,
    say: ["lesson.test-lw-follow.0.say"],
    rules: ["LW-T2"],
    right: null,
    done: false,
    continue: false,
    completed: [],
    count: 3,
    lessons: ["test-lw-follow", "second", "third"],
    ...extra,
  };
}

function panel(): { panel: LessonPanel; sent: Intent[] } {
  const sent: Intent[] = [];
  const made = new LessonPanel((intent) => sent.push(intent));
  document.body.append(made.el);
  return { panel: made, sent };
}

describe("the lesson panel's steps of every kind", () => {
  it("offers a question's answers as buttons that send the choice", () => {
    const { panel: p, sent } = panel();
    p.update(state({ choices: [{ id: "a", text: ["ui.lesson.continue"] }, { id: "b", text: ["ui.lesson.restart"] }] }), ctx);
    const buttons = qa(p.el, ".wp-lesson-choice") as HTMLButtonElement[];
    expect(buttons.map((b) => b.textContent)).toEqual([say("ui.lesson.continue"), say("ui.lesson.restart")]);
    buttons[1].click();
    expect(sent).toEqual([{ cmd: "lesson_answer", choice: "b" }]);
  });

  it("says a wrong try with its nudge in one place, then the rule in full and Show me", () => {
    const { panel: p, sent } = panel();
    const why = ["ui.lesson.not_answer"] as [string];
    p.update(state({}), ctx); // (drawn before the first try)
    p.refused(why, { feedback: { right: false, why, nudge: ["ui.lesson.nudge"], explain: [], tries: 1 }, show: false });
    p.update(state({}), ctx);
    const box = q<HTMLElement>(p.el, ".wp-lesson-feedback.refused");
    expect(box.dataset.tries).toBe("1");
    expect(q(box, ".wp-lesson-nudge").textContent).toBe(say("ui.lesson.nudge"));
    expect(q(box, ".wp-lesson-rule")).toBeNull();
    expect(q(p.el, ".wp-lesson-show")).toBeNull();
    p.refused(why, { feedback: { right: false, why, nudge: ["ui.lesson.nudge"], explain: ["LW-T2"], tries: 2 }, show: true });
    p.update(state({}), ctx);
    expect(qa(p.el, ".wp-lesson-feedback")).toHaveLength(1);
    const rule = q<HTMLElement>(p.el, ".wp-lesson-rule");
    expect(rule.dataset.rule).toBe("LW-T2");
    expect(rule.textContent!.length).toBeGreaterThan(20); // the rule's own text
    q<HTMLButtonElement>(p.el, ".wp-lesson-show").click();
    expect(sent).toEqual([{ cmd: "lesson_show" }]);
  });

  it("marks the right answer once shown, and offers Show me no more", () => {
    const { panel: p } = panel();
    p.update(
      state({
        choices: [{ id: "a", text: ["ui.lesson.continue"] }, { id: "b", text: ["ui.lesson.restart"] }],
        show: false,
        shown: { why: ["ui.lesson.shown"], choice: "b" },
      }),
      ctx,
    );
    expect(q(p.el, ".wp-lesson-shown").textContent).toBe(say("ui.lesson.shown"));
    expect(qa(p.el, ".wp-lesson-answer").map((b) => (b as HTMLElement).dataset.choice)).toEqual(["b"]);
    expect(q(p.el, ".wp-lesson-show")).toBeNull();
  });

  it("lists the course's lessons from 1, each opened by a click, and offers the next one when done", () => {
    const { panel: p, sent } = panel();
    p.update(state({}), ctx);
    const items = qa(p.el, ".wp-lesson-all .wp-lesson-open") as HTMLButtonElement[];
    expect(items).toHaveLength(3);
    expect(q(p.el, ".wp-lesson-all ol")).not.toBeNull(); // numbered from 1
    expect(items[0].getAttribute("aria-current")).toBe("true");
    items[2].click();
    p.update(state({ done: true, step: 2, next: "second", completed: ["test-lw-follow"] }), ctx);
    q<HTMLButtonElement>(p.el, ".wp-lesson-open-next").click();
    expect(sent).toEqual([
      { cmd: "lesson_open", id: "third" },
      { cmd: "lesson_open", id: "second" },
    ]);
  });
});
