import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { markOff } from "../common/controls";
import { text } from "../common/i18n";
import { click, fixtures, mounter, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const mount = mounter(renderer, game);
const reason = (key: string) => text(game.catalog, [key], "en");

describe("teacher controls (policy)", () => {
  it("shows each control the notebook turned off as disabled, with the reason", () => {
    const { root } = mount("p0_class");
    const hint = q<HTMLButtonElement>(root, ".wp-hint-button");
    expect(hint.classList.contains("wp-unoffered")).toBe(false);
    expect(hint.getAttribute("aria-disabled")).toBe("true");
    expect(hint.title).toBe(reason("ui.off.hints"));
    expect(hint.title).toContain("turned hints off");
    const view = q<HTMLSelectElement>(root, ".wp-perspective");
    expect(view.disabled).toBe(true);
    expect(view.title).toBe(reason("ui.off.views"));
    for (const seat of qa(root, ".wp-seat") as HTMLSelectElement[]) {
      expect(seat.disabled).toBe(true);
      expect(seat.title).toBe(reason("ui.off.seats"));
    }
    expect(q(root, ".wp-new").getAttribute("aria-disabled")).toBe("true");
    expect(q(root, ".wp-new").getAttribute("title")).toBe(reason("ui.off.new_game"));
    expect(q(root, ".wp-load").getAttribute("title")).toBe(reason("ui.off.load"));
    expect(q(root, ".wp-undo").getAttribute("title")).toBe(reason("ui.off.undo"));
    const line = q<HTMLElement>(root, ".wp-policy");
    expect(line.hidden).toBe(false);
    expect(line.textContent).toContain("Class match");
    expect(line.dataset.off!.split(" ").sort()).toEqual(
      ["hints", "load", "new_game", "seats", "solver", "undo", "views"].sort(),
    );
  });

  it("still sends the intent of an off control, for Python to answer with the reason", async () => {
    const { root, model } = mount("p0_class");
    click(q(root, ".wp-hint-button"));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "hint" });
    const id = model.sent.at(-1).id;
    model.emit({ type: "done", id, refused: ["ui.off.hints"] });
    await settle();
    expect(q(root, ".wp-notice").textContent).toBe(reason("ui.off.hints"));
  });

  it("shows the controls in the board's language", async () => {
    const { root, model } = mount("p0_class");
    model.set("language", "de");
    await settle();
    expect(q<HTMLButtonElement>(root, ".wp-hint-button").title).toBe(text(game.catalog, ["ui.off.hints"], "de"));
    expect(q(root, ".wp-policy").textContent).toContain("Klassenpartie");
  });

  it("a board with everything on shows no policy line and no off control", () => {
    const { root } = mount("open_lead");
    expect(q<HTMLElement>(root, ".wp-policy").hidden).toBe(true);
    expect(qa(root, ".wp-off-control")).toHaveLength(0);
  });

  it("markOff sets and clears the reason", () => {
    const b = document.createElement("button");
    markOff(b, "because");
    expect(b.getAttribute("aria-disabled")).toBe("true");
    expect(b.title).toBe("because");
    markOff(b, null);
    expect(b.hasAttribute("aria-disabled")).toBe(false);
    expect(b.title).toBe("");
  });
});
