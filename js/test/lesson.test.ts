import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { text } from "../common/i18n";
import { click, fixtures, mounter, moves, q, qa, settle } from "./fake";
import LESSON from "./fixtures/lesson.json";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(LESSON);
const mount = mounter(renderer, game);
const say = (key: string, lang = "en") => text(game.catalog, [key], lang, false);
const el = (root: Element, id: string) => q(root, `[data-el="${id}"]`);

describe("the lesson panel", () => {
  it("says once why the controls are off, however many a lesson turns off", () => {
    const { root } = mount("step0");
    const line = q<HTMLElement>(root, ".wp-policy");
    expect(line.dataset.off!.split(" ").length).toBeGreaterThan(1);
    expect(line.title).toBe(say("ui.lesson.off"));
  });

  it("shows the title, the step, the progress and what to do, with the rule", () => {
    const { root } = mount("step0");
    const panel = q<HTMLElement>(root, ".wp-lesson");
    expect(panel.hidden).toBe(false);
    expect(q(panel, ".wp-lesson-title").textContent).toBe("Following suit {test}"); // braces literal
    expect(q(panel, ".wp-lesson-count").textContent).toBe("Step 1 of 2");
    const bar = q(panel, ".wp-lesson-bar");
    expect(bar.getAttribute("role")).toBe("progressbar");
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuemax")]).toEqual(["0", "2"]);
    expect(q(panel, ".wp-lesson-intro").textContent).toBe("Player 2 led the Brown 4.");
    expect(q(panel, ".wp-lesson-say .wp-sentence").textContent).toBe(
      "Follow Brown: play the Brown 5 into the Cave.",
    );
    expect(q(panel, ".wp-lesson-say .wp-rule-chip").getAttribute("data-rule")).toBe("LW-T2");
    expect(q(panel, ".wp-lesson-next")).toBeNull();
    expect(q(panel, ".wp-lesson-restart").textContent).toBe("Start again");
    // how far through this game's lessons, while one runs
    const count: number = game.states.step0.lesson.count;
    expect(q(panel, ".wp-lesson-tally").textContent).toBe(
      `Lessons of this game you have finished: 0 of ${count}`,
    );
  });

  it("lights only the step's card, and refuses another legal one with the lesson's words, without a round trip", async () => {
    const { root, model } = mount("step0");
    expect(el(root, "card:b5").classList.contains("legal")).toBe(true);
    const b7 = el(root, "card:b7");
    expect(b7.classList.contains("dimmed")).toBe(true);
    expect(b7.getAttribute("data-reason")).toBe(say("lesson.test-lw-follow.0.other"));
    click(b7);
    await settle();
    expect(moves(model)).toHaveLength(0);
    expect(q(root, ".wp-notice").textContent).toBe(say("lesson.test-lw-follow.0.other"));
    expect(q<HTMLElement>(root, ".wp-notice").hidden).toBe(true); // said once, in the panel
    const feedback = q(root, ".wp-lesson-feedback.refused");
    expect(feedback.textContent).toBe("You must play the Brown 5 into the Cave here.");
    // an illegal card keeps the engine's reason and rule
    expect(el(root, "card:r2").getAttribute("data-reason")).toContain("LW-T2");
  });

  it("sends the step's move by its clicks", async () => {
    const { root, model } = mount("step0");
    click(el(root, "card:b5"));
    await settle();
    expect(el(root, "territory:swamp").getAttribute("data-reason")).toBe(say("lesson.test-lw-follow.0.other"));
    click(el(root, "territory:cave"));
    expect(moves(model).at(-1)).toMatchObject({ cmd: "move", path: ["card:b5", "territory:cave"] });
  });

  it("says why the move was right, and offers Continue on a step to read", () => {
    const { root, model } = mount("step1");
    const panel = q(root, ".wp-lesson");
    expect(q(panel, ".wp-lesson-count").textContent).toBe("Step 2 of 2");
    expect(q(panel, ".wp-lesson-feedback.right").textContent).toBe("Right: you followed Brown.");
    expect(q(panel, ".wp-lesson-bar").getAttribute("aria-valuenow")).toBe("1");
    expect(q(panel, ".wp-lesson-intro")).toBeNull();
    click(q(panel, ".wp-lesson-next"));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "lesson_next" });
  });

  it("shows a refusal from Python in the panel until the step changes", async () => {
    const { root, model } = mount("step0");
    model.send({ cmd: "move", path: ["card:b7", "territory:cave"], id: 99 });
    model.emit({ type: "done", id: 99, refused: ["lesson.test-lw-follow.0.other"] });
    await settle();
    expect(q(root, ".wp-lesson-feedback.refused")).not.toBeNull();
    for (const [name, value] of Object.entries(game.states.step1)) model.set(name, value);
    await settle();
    expect(q(root, ".wp-lesson-feedback.refused")).toBeNull();
    expect(q(root, ".wp-lesson-feedback.right")).not.toBeNull();
  });

  it("once done, lists the game's lessons with those finished, and starts again", () => {
    const { root, model } = mount("done");
    const panel = q<HTMLElement>(root, ".wp-lesson");
    expect(panel.dataset.done).toBe("true");
    expect(q(panel, ".wp-lesson-count").textContent).toBe("Lesson complete");
    expect(q(panel, ".wp-lesson-end").textContent).toBe("You can follow suit.");
    // The game's lessons are the shipped ones and this one (the fixture is a lesson of its own).
    const all: string[] = game.states.done.lesson.lessons;
    expect(all).toContain("test-lw-follow");
    expect(q(panel, ".wp-lesson-total").textContent).toBe(
      `Lessons of this game you have finished: 1 of ${all.length}`,
    );
    expect(qa(panel, ".wp-lesson-list li").map((li) => li.getAttribute("data-lesson"))).toEqual(all);
    expect(q(panel, ".wp-lesson-bar").getAttribute("aria-valuenow")).toBe("2");
    expect(q(panel, ".wp-lesson-next")).toBeNull();
    click(q(panel, ".wp-lesson-restart"));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "lesson_restart" });
  });

  it("ticks the lessons finished", async () => {
    const { root, model } = mount("done");
    const item = '.wp-lesson-list li[data-lesson="test-lw-follow"]';
    expect(q(root, item)!.className).toContain("finished");
    expect(q(root, item)!.textContent).toBe("✓ Following suit {test}");
    model.set("lesson", { ...game.states.done.lesson, completed: [] });
    await settle();
    expect(q(root, item)!.className).toContain("open");
    expect(q(root, item)!.textContent).toBe("○ Following suit {test}");
  });

  it("renders in the board's language when it changes", async () => {
    const { root, model } = mount("step0");
    model.set("language", "de");
    await settle();
    expect(q(root, ".wp-lesson-title").textContent).toBe("Farbe bedienen {Test}");
    expect(q(root, ".wp-lesson-count").textContent).toBe("Schritt 1 von 2");
    expect(q(root, ".wp-lesson-restart").textContent).toBe("Von vorn beginnen");
    model.set("language", "ja");
    await settle();
    expect(q(root, ".wp-lesson-say .wp-sentence").textContent).toBe("茶をフォローしましょう。茶の5を洞窟に出してください。");
    expect(q(root, ".wp-lesson-count").textContent).toBe("ステップ 1/2");
  });

  it("keeps the panel on a projector screen", async () => {
    const { root, model } = mount("step0");
    model.set("screen", "projector");
    await settle();
    expect(root.classList.contains("wp-projector")).toBe(true);
    expect(q<HTMLElement>(root, ".wp-lesson").hidden).toBe(false);
  });

  it("is hidden on a board with no lesson", () => {
    const normal = mounter(renderer, fixtures(FIXTURES));
    const { root } = normal("open_lead");
    expect(q<HTMLElement>(root, ".wp-lesson").hidden).toBe(true);
  });
});
