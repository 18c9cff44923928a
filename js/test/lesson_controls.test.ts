import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { HIDDEN_IN_LESSONS } from "../common/controls";
import { fixtures, mounter, q, qa, settle } from "./fake";
import LESSON from "./fixtures/lesson.json";
import FIXTURES from "./fixtures/lone_wolves.json";

const lesson = mounter(renderer, fixtures(LESSON));
const board = mounter(renderer, fixtures(FIXTURES));

/** Whether `el` or one of its ancestors up to `root` has the `hidden` attribute. */
const left = (root: Element, el: Element | null) => {
  for (let node = el; node && node !== root; node = node.parentElement) {
    if ((node as HTMLElement).hidden) return true;
  }
  return false;
};

describe("a lesson's board shows only what its step may use", () => {
  it("leaves out the controls its lesson turns off, not only disables them", () => {
    const { root, model } = lesson("step0");
    const off = Object.keys(model.get("policy").off);
    expect(off).toEqual(expect.arrayContaining(["hints", "seats", "new_game", "views", "languages"]));
    for (const selector of [".wp-undo", ".wp-redo", ".wp-perspective", ".wp-seat", ".wp-new", ".wp-seed", ".wp-load", ".wp-policy"]) {
      for (const el of qa(root, selector)) expect(left(root, el), selector).toBe(true);
    }
    expect(left(root, q(root, ".wp-langs"))).toBe(true);
    // What it offers stays: saving (behind ⋯), stepping through the record.
    expect(left(root, q(root, ".wp-save"))).toBe(false);
    expect(left(root, q(root, ".wp-more"))).toBe(false);
    expect(left(root, q(root, ".wp-forward"))).toBe(false);
    expect(q<HTMLElement>(root, ".wp-controls").dataset.lesson).toBe("true");
  });

  it("shows what the lesson's controls turn on, and ⋯ only with something behind it", async () => {
    const { root, model } = lesson("step0");
    const policy = model.get("policy");
    const { languages, hints, ...rest } = policy.off;
    expect(languages && hints).toBeTruthy();
    model.set("policy", { ...policy, off: rest });
    await settle();
    expect(left(root, q(root, ".wp-langs"))).toBe(false);
    expect(qa(root, ".wp-langs button")).toHaveLength(3);
    expect(left(root, q(root, ".wp-more"))).toBe(false);
    model.set("policy", { ...policy, off: { ...policy.off, save: ["ui.lesson.off"] } });
    await settle();
    // (save is not a control a lesson leaves out: ⋯ stays for it)
    expect(left(root, q(root, ".wp-more"))).toBe(false);
  });

  it("hides nothing on a board that is not a lesson's: off controls show with their reason", () => {
    const { root } = board("p0_class");
    for (const selector of [".wp-undo", ".wp-perspective", ".wp-seat", ".wp-new", ".wp-load", ".wp-langs", ".wp-policy"]) {
      expect(left(root, q(root, selector)), selector).toBe(false);
    }
    expect(q<HTMLElement>(root, ".wp-controls").dataset.lesson).toBe("false");
  });

  it("names the controls it may leave out", () => {
    expect([...HIDDEN_IN_LESSONS]).toEqual(["undo", "views", "seats", "new_game", "load", "languages"]);
  });
});
