/**
 * A lesson board fits one screen (1366x768 in JupyterLab: tests/e2e/test_e2e_classroom.py
 * measures it): the panel is compact, the controls a lesson turns off fold away, and the
 * drawing leaves the room the panel takes.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { fixtures, mounter, q, settle } from "./fake";
import LESSON from "./fixtures/lesson.json";
import FIXTURES from "./fixtures/lone_wolves.json";

const mountLesson = mounter(renderer, fixtures(LESSON));
const mountGame = mounter(renderer, fixtures(FIXTURES));
const CSS = readFileSync(resolve(__dirname, "../common/kit.css"), "utf8");

/** The declarations of the CSS rule whose selector list is exactly `selector`. */
function rule(selector: string): string {
  const at = CSS.indexOf(`${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return CSS.slice(at, CSS.indexOf("}", at));
}

describe("the lesson layout", () => {
  it("marks a lesson board, and only one", async () => {
    const { root, model } = mountLesson("step0");
    expect(root.classList.contains("wp-lesson-mode")).toBe(true);
    expect(mountGame("open_lead").root.classList.contains("wp-lesson-mode")).toBe(false);
    model.set("lesson", {});
    await settle();
    expect(root.classList.contains("wp-lesson-mode")).toBe(false);
  });

  it("puts the progress bar in the heading's row and the buttons beside the texts", () => {
    const { root } = mountLesson("step0");
    const panel = q(root, ".wp-lesson");
    expect([...panel.children].map((c) => c.className)).toEqual(["wp-lesson-head", "wp-lesson-body"]);
    expect(q(panel, ".wp-lesson-head .wp-lesson-bar")).not.toBeNull();
    const body = q(panel, ".wp-lesson-body");
    expect([...body.children].map((c) => c.className)).toEqual(["wp-lesson-texts", "wp-lesson-buttons"]);
    expect(q(body, ".wp-lesson-texts .wp-lesson-say")).not.toBeNull();
    expect(q(body, ".wp-lesson-buttons .wp-lesson-restart")).not.toBeNull();
  });

  it("leaves the computer's row out while it offers nothing (a lesson turns hints off)", () => {
    const lesson = mountLesson("step0").root;
    expect(q<HTMLElement>(lesson, ".wp-thinking-row").dataset.offered).toBe("false");
    expect(q<HTMLElement>(mountGame("open_lead").root, ".wp-thinking-row").dataset.offered).toBe("true");
    expect(CSS).toContain('.wolfpack-board.wp-lesson-mode .wp-thinking-row[data-offered="false"][data-thinking=""]');
  });

  it("gives the drawing the window's height less the board's chrome and the lesson panel", () => {
    // (the kit's measure of the room left, --wp-fit, once it has one; this estimate before)
    expect(rule(".wp-stage svg")).toContain(
      "max-height: var(--wp-fit, calc(100vh - var(--wp-chrome, 300px) - var(--wp-lesson-h, 0px)))",
    );
    expect(rule(".wolfpack-board.wp-lesson-mode")).toMatch(/--wp-chrome: \d+px/);
    expect(rule(".wolfpack-board.wp-lesson-mode .wp-controls:not(.wp-show-more) .wp-secondary")).toContain("display: none");
    expect(rule(".wolfpack-board .wp-lesson")).toContain("max-height: 40vh");
  });
});
