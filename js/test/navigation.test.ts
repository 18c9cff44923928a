/**
 * The record's controls (Undo, Redo, ◀, the slider, ▶) as Python's nav allows them: each
 * one not usable now looks so and says why in its own words; and the status after an Undo
 * says the move was taken back, not that an earlier position is being looked at.
 */
import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { label, labelWith } from "../common/labels";
import { term, text } from "../common/i18n";
import { click, fixtures, mounter, q, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const mount = mounter(renderer, game);

const button = (root: Element, cls: string) => q<HTMLButtonElement>(root, cls);
const slider = (root: Element) => q<HTMLInputElement>(root, ".wp-slider");
/** Whether `el` is shown as not usable: disabled, or aria-disabled and greyed. */
const looksOff = (el: HTMLElement) =>
  (el as HTMLButtonElement).disabled || (el.getAttribute("aria-disabled") === "true" && el.classList.contains("wp-off-control"));

describe("the record's controls", () => {
  it("in a player's view: ◀ and the slider are off with ◀'s own reason, not Undo's", () => {
    const { root } = mount("p1_follow"); // Python: nothing may be taken back (ui.undo_hidden)
    const back = button(root, ".wp-back");
    const undo = button(root, ".wp-undo");
    expect(looksOff(undo)).toBe(true);
    expect(undo.title).toBe(text(game.catalog, ["ui.undo_hidden"], "en"));
    expect(looksOff(back)).toBe(true);
    expect(back.title).toBe(label("backHidden", "en"));
    expect(back.title).toMatch(/^Stepping back stops here/);
    expect(back.title).not.toBe(undo.title);
    // At the end of the record too: the slider can go nowhere, and says why.
    expect(slider(root).disabled).toBe(true);
    expect(slider(root).title).toBe(label("backHidden", "en"));
    expect(button(root, ".wp-forward").disabled).toBe(true);
    expect(button(root, ".wp-forward").title).toBe(label("forwardEnd", "en"));
    expect(button(root, ".wp-redo").disabled).toBe(true);
    expect(button(root, ".wp-redo").title).toBe(label("redoEnd", "en"));
  });

  it("says ◀'s reasons in the board's language", async () => {
    const { root, model } = mount("p1_follow");
    for (const lang of ["de", "ja"]) {
      model.set("language", lang);
      await settle();
      const back = button(root, ".wp-back");
      expect(back.title).toBe(label("backHidden", lang));
      expect(back.title).not.toBe(label("backHidden", "en"));
      expect(button(root, ".wp-forward").title).toBe(label("forwardEnd", lang));
    }
  });

  it("names the player another person's secret belongs to, and the notebook's switch", async () => {
    const { root, model } = mount("p1_follow");
    model.set("nav", { ...model.get("nav"), why: { back: ["ui.undo_other", { player: 0 }] } });
    await settle();
    const name = term(game.catalog, "seat", 0, "en");
    expect(name).toBeTruthy();
    expect(button(root, ".wp-back").title).toBe(labelWith("backOther", "en", { player: name }));
    model.set("nav", { ...model.get("nav"), why: { back: ["ui.off.undo"] } });
    await settle();
    expect(button(root, ".wp-back").title).toBe(label("backOff", "en"));
    // A reason ◀ has no words of its own for is said as Python says it.
    model.set("nav", { ...model.get("nav"), why: { back: ["ui.lesson.off"] } });
    await settle();
    expect(button(root, ".wp-back").title).toBe(text(game.catalog, ["ui.lesson.off"], "en"));
  });

  it("with moves to step forward to but none back: the slider stays usable and says why not back", async () => {
    const { root, model } = mount("p1_follow");
    model.set("nav", { ...model.get("nav"), position: 1, length: 3, can_redo: true });
    await settle();
    expect(slider(root).disabled).toBe(false);
    expect(slider(root).title).toBe(label("backHidden", "en"));
    expect(looksOff(button(root, ".wp-forward"))).toBe(false);
    expect(looksOff(button(root, ".wp-redo"))).toBe(false);
    expect(button(root, ".wp-forward").title).toBe("");
  });

  it("at the start and at the end of the record: disabled, saying so", () => {
    const { root } = mount("open_lead"); // no move yet
    expect(button(root, ".wp-undo").disabled).toBe(true);
    expect(button(root, ".wp-undo").title).toBe(label("undoStart", "en"));
    expect(button(root, ".wp-back").disabled).toBe(true);
    expect(button(root, ".wp-back").title).toBe(label("backStart", "en"));
    expect(slider(root).disabled).toBe(true);
    expect(slider(root).title).toBe(label("noSteps", "en"));
    const { root: later } = mount("open_follow"); // one move, at the end
    expect(looksOff(button(later, ".wp-undo"))).toBe(false);
    expect(looksOff(button(later, ".wp-back"))).toBe(false);
    expect(button(later, ".wp-back").title).toBe("");
    expect(slider(later).disabled).toBe(false);
    expect(button(later, ".wp-redo").disabled).toBe(true);
    expect(button(later, ".wp-forward").title).toBe(label("forwardEnd", "en"));
  });

  it("clears a reason once the control is usable again", async () => {
    const { root, model } = mount("p1_follow");
    model.set("nav", { ...model.get("nav"), can_undo: true, can_back: true, why: {}, length: 2, can_redo: true });
    await settle();
    for (const cls of [".wp-undo", ".wp-back", ".wp-redo", ".wp-forward"]) {
      const b = button(root, cls);
      expect(looksOff(b), cls).toBe(false);
      expect(b.hasAttribute("aria-disabled"), cls).toBe(false);
      expect(b.title, cls).toBe("");
    }
    expect(slider(root).title).toBe("");
  });
});

describe("the status at an earlier position", () => {
  /** The board of `open_take` after Python carried out `cmd`: one decision back. */
  async function after(cmd: "undo" | "back", times = 1) {
    const m = mount("open_take");
    let position = 2;
    for (let i = 0; i < times; i++) {
      click(q(m.root, cmd === "undo" ? ".wp-undo" : ".wp-back"));
      const sent = m.model.sent.at(-1);
      expect(sent.cmd).toBe(cmd);
      position -= 1;
      // As Python syncs it: nav.undone after an Undo, not after ◀.
      m.model.set("nav", { ...m.model.get("nav"), position, length: 2, can_redo: true, undone: cmd === "undo" });
      m.model.emit({ type: "done", id: sent.id });
      await settle();
    }
    return m;
  }
  const status = (root: Element) => q(root, ".wp-status").textContent;

  it("after Undo: the move was taken back, and Redo brings it back", async () => {
    const { root } = await after("undo");
    expect(status(root)).toBe(labelWith("undone", "en", { position: 1, length: 2 }));
    expect(status(root)).toMatch(/^Move taken back .*Redo brings it back/);
  });

  it("after two Undos: the moves were taken back", async () => {
    const { root } = await after("undo", 2);
    expect(status(root)).toBe(labelWith("undoneMany", "en", { position: 0, length: 2 }));
  });

  it("after ◀: an earlier position is looked at, as before", async () => {
    const { root } = await after("back");
    expect(status(root)).toBe(labelWith("past", "en", { position: 1, length: 2 }));
  });

  it("after Undo, then ◀: looking through the record again", async () => {
    const m = await after("undo");
    click(q(m.root, ".wp-back"));
    const sent = m.model.sent.at(-1);
    m.model.set("nav", { ...m.model.get("nav"), position: 0, length: 2, can_redo: true, undone: false });
    m.model.emit({ type: "done", id: sent.id });
    await settle();
    expect(status(m.root)).toBe(labelWith("past", "en", { position: 0, length: 2 }));
  });

  it("a refused Undo changes nothing; back at the latest position the status is the turn's again", async () => {
    const m = mount("open_take");
    const before = status(m.root);
    click(q(m.root, ".wp-undo"));
    m.model.emit({ type: "done", id: m.model.sent.at(-1).id, refused: ["ui.undo_hidden"] });
    await settle();
    expect(status(m.root)).toBe(before);
    const { root, model } = await after("undo");
    model.set("nav", { ...model.get("nav"), position: 2, length: 2, can_redo: false });
    await settle();
    expect(status(root)).toBe(before);
  });

  it("uses Python's nav.undone when it is synced", async () => {
    const { root, model } = await after("back");
    model.set("nav", { ...model.get("nav"), undone: true });
    await settle();
    expect(status(root)).toBe(labelWith("undone", "en", { position: 1, length: 2 }));
    model.set("nav", { ...model.get("nav"), undone: false });
    await settle();
    expect(status(root)).toBe(labelWith("past", "en", { position: 1, length: 2 }));
  });

  it("says it in German and Japanese", async () => {
    const { root, model } = await after("undo");
    model.set("language", "de");
    await settle();
    expect(status(root)).toMatch(/^Zug zurückgenommen \(1 von 2\)\. Mit „Wiederholen“/);
    model.set("language", "ja");
    await settle();
    expect(status(root)).toMatch(/^手を取り消しました（2手中1手目）。「やり直す」/);
  });
});
