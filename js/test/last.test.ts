import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { fixtures, mounter, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const mount = mounter(renderer, game);

describe("what just happened", () => {
  it("marks each player's latest turn where it happened, the played card too", () => {
    const { root } = mount("open_take");
    const last = game.states.open_take.last;
    expect(Object.keys(last).sort()).toEqual(["0", "1"]);
    for (const turn of Object.values<any>(last)) {
      for (const element of turn.elements) {
        const [kind, id] = element.split(":");
        const marked = qa(root, `[data-el="${element}"].wp-last, [data-${kind}="${id}"].wp-last`);
        expect(marked.length, element).toBeGreaterThan(0);
      }
    }
    expect(q(root, '[data-el="territory:cave"]').getAttribute("data-last")).not.toBeNull();
    // The cards played are drawn in their territory now: marked there.
    expect(qa(root, '[data-card="k4"].wp-last').length).toBeGreaterThan(0);
    expect(qa(root, '[data-card="k7"].wp-last').length).toBeGreaterThan(0);
    // Nothing animates when the board is first drawn.
    expect(qa(root, ".wp-last-new")).toHaveLength(0);
  });

  it("animates a turn that just arrived, once, and moves the marks with it", async () => {
    const { root, model } = mount("open_take");
    const last = structuredClone(game.states.open_take.last);
    last["1"] = { step: 9, elements: ["territory:swamp"] };
    model.set("last", last);
    await settle();
    const swamp = q(root, '[data-el="territory:swamp"]');
    expect(swamp.classList.contains("wp-last")).toBe(true);
    expect(swamp.classList.contains("wp-last-new")).toBe(true);
    expect(qa(root, '[data-last="1"]').every((n) => n === swamp || n.closest('[data-el="territory:swamp"]'))).toBe(true);
    // Player 0's turn did not change: marked, not animated.
    expect(qa(root, '.wp-last-new[data-last="0"]')).toHaveLength(0);
  });

  it("keeps the newest step in sight in the explanation panel", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: game.states.open_take.log } });
    await settle();
    const scroller = q<HTMLElement>(root, ".wp-explain .wp-explain-scroll");
    expect(scroller).not.toBeNull();
    const steps = qa(root, ".wp-explain li.wp-step");
    expect(steps.at(-1)!.classList.contains("wp-newest")).toBe(true);
    expect(scroller.contains(steps.at(-1)!)).toBe(true); // (kit.css lays it out bottom-up)
  });

  it("says why a move was allowed only to its player, or in the open view to whom it was said", async () => {
    // Player 1's view, Player 0 led: "You lead ..." was said to Player 0, not here.
    const seat = mount("p1_follow");
    seat.model.emit({ type: "log", log: { start: 0, steps: game.states.p1_follow.log } });
    await settle();
    const heads = qa(seat.root, ".wp-explain .wp-step");
    expect(heads.length).toBeGreaterThan(0);
    expect(qa(seat.root, ".wp-explain .wp-why")).toHaveLength(0);
    // The open view shows it, saying it was said to Player 1 (the seat numbered 0).
    const open = mount("open_follow");
    open.model.emit({ type: "log", log: { start: 0, steps: game.states.open_follow.log } });
    await settle();
    const why = q(open.root, ".wp-explain .wp-why");
    expect(why.querySelector(".wp-told-to")!.textContent).toBe("As Player 1 was told: ");
  });
});

describe("the log in words", () => {
  it("shows each move in words, counted from 1, with its notation as the tooltip", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: game.states.open_take.log } });
    await settle();
    const first = q<HTMLButtonElement>(root, ".wp-log-step");
    expect(first.textContent).toBe("Player 1: Black 4 → Cave");
    expect(first.title).toBe("play k4 cave");
    expect(q(root, ".wp-step-head").textContent).toMatch(/^Player \d: /);
  });

  it("shows the notation where the words are not the viewer's to read", async () => {
    const { root, model } = mount("open_take");
    const steps = structuredClone(game.states.open_take.log).map((s: any) => ({ ...s, d: undefined }));
    model.emit({ type: "log", log: { start: 0, steps } });
    await settle();
    expect(q(root, ".wp-log-step").textContent).toBe("Player 1: play k4 cave");
  });
});
