import { afterEach, describe, expect, it } from "vitest";
import { mountGame } from "../common/kit";
import { renderer, tricks } from "../lone_wolves/index";
import { fakeModel, settle, states } from "./fake";

let cleanup: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
  document.body.replaceChildren();
});

function mount(name: string) {
  const model = fakeModel(name);
  const el = document.createElement("div");
  document.body.append(el);
  const board = mountGame(model, el, renderer);
  cleanup.push(() => board.destroy());
  return { model, board, root: board.root };
}

const q = (root: Element, sel: string) => root.querySelector(sel) as Element;
const qa = (root: Element, sel: string) => [...root.querySelectorAll(sel)];
const click = (el: Element) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const moves = (model: { sent: any[] }) => model.sent.filter((m) => m.cmd === "move");

describe("drawing the board", () => {
  it("draws the five territories in board order with counts, honor and scar spaces", () => {
    const { root } = mount("open_take");
    const terr = qa(root, '[data-kind="territory"]').map((t) => t.getAttribute("data-id"));
    expect(terr).toEqual(["cave", "desert", "swamp", "tundra", "volcano"]);
    const view = states.open_take.view;
    view.territories.forEach((t: any) => {
      const col = q(root, `[data-kind="territory"][data-id="${t.name}"]`);
      expect(col.querySelector(".territory-count")!.textContent).toBe(`${t.count}/6`);
      expect(col.querySelector(".honor")!.getAttribute("data-value")).toBe(String(t.honor.value));
      expect(col.querySelectorAll('[data-kind="space"]').length).toBe(t.scars.length);
    });
    // The lone wolf is drawn differently from face-up cards.
    expect(qa(root, '.side [data-face="lone"].card-lone').length).toBe(1);
    expect(qa(root, '.side [data-face="up"].card-face').length).toBe(1);
  });

  it("gives every suit its own colour and shape", () => {
    const { root } = mount("open_lead");
    const shapes = new Map<string, string>();
    for (const el of qa(root, ".hand .suit-shape")) {
      shapes.set(el.getAttribute("data-suit")!, el.tagName + (el.getAttribute("points") ?? "").split(" ").length);
    }
    expect(new Set(shapes.values()).size).toBe(shapes.size);
    expect(shapes.size).toBe(5);
  });

  it("shows the opponent's hand as backs in a player view", () => {
    const { root } = mount("p0_waiting");
    expect(qa(root, '[data-kind="card"][data-player="1"]')).toHaveLength(0);
    expect(qa(root, '.hand[data-player="1"] .card-back')).toHaveLength(states.p0_waiting.view.hands[1].count);
    expect(qa(root, '[data-kind="card"][data-player="0"]')).toHaveLength(12);
  });

  it("shows the final scoring breakdown as a table", () => {
    const { root } = mount("open_over");
    const rows = qa(root, ".wp-score-table tbody tr");
    expect(rows.map((r) => r.getAttribute("data-territory"))).toEqual([
      "cave",
      "desert",
      "swamp",
      "tundra",
      "volcano",
    ]);
    const f = states.open_over.final;
    expect(q(root, ".wp-total").textContent).toContain(`Player 0: ${f.points[0]}`);
    expect(qa(root, ".wp-score-lines li").length).toBe(f.lines.length);
  });
});

describe("legal-move highlighting (no round trip)", () => {
  it("makes playable cards glow and lights the territories of a chosen card", () => {
    const { root, model } = mount("open_lead");
    const sentBefore = model.sent.length;
    const mine = qa(root, '[data-kind="card"][data-player="0"]');
    expect(mine.every((c) => c.classList.contains("legal"))).toBe(true);
    const theirs = qa(root, '[data-kind="card"][data-player="1"]');
    expect(theirs.every((c) => c.classList.contains("dimmed"))).toBe(true);
    expect(theirs[0].getAttribute("data-reason")).toContain("Player 0 leads");
    expect(qa(root, '[data-kind="territory"].target')).toHaveLength(0);
    const k4 = q(root, '[data-kind="card"][data-id="k4"][data-player="0"]');
    const t0 = performance.now();
    click(k4);
    const elapsed = performance.now() - t0;
    expect(k4.classList.contains("selected")).toBe(true);
    expect(qa(root, '[data-kind="territory"].target')).toHaveLength(5);
    expect(q(root, '[data-kind="territory"][data-id="cave"]').getAttribute("data-reason")).toContain(
      "You lead, so any card may go to any territory",
    );
    expect(model.sent.length).toBe(sentBefore);
    expect(elapsed).toBeLessThan(50);
    click(q(root, '[data-kind="territory"][data-id="swamp"]'));
    expect(moves(model)).toEqual([
      { cmd: "move", path: ["card:k4", "territory:swamp"], id: expect.any(Number) },
    ]);
    expect(root.dataset.busy).toBe("true");
  });

  it("dims what may not be played and explains why on click", () => {
    const { root, model } = mount("p1_follow");
    const cards = qa(root, '[data-kind="card"][data-player="1"]');
    const black = cards.filter((c) => c.getAttribute("data-id")!.startsWith("k"));
    const other = cards.filter((c) => !c.getAttribute("data-id")!.startsWith("k"));
    expect(black.every((c) => c.classList.contains("legal"))).toBe(true);
    expect(other.every((c) => c.classList.contains("dimmed"))).toBe(true);
    const r4 = q(root, '[data-kind="card"][data-id="r4"]');
    expect(r4.getAttribute("data-reason")).toMatch(/you must follow Black; the Red 4 is not Black\. \(LW-T2\)/);
    click(r4);
    expect(q(root, ".wp-notice").textContent).toContain("you must follow Black");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="LW-T2"]')).toBeTruthy();
    expect(moves(model)).toHaveLength(0);
    // Hover shows the reason in the tooltip.
    r4.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(q(root, ".wp-tooltip").textContent).toContain("you must follow Black");
  });

  it("lights the scar spaces to take and the pack spaces to place", () => {
    const take = mount("open_take");
    const spaces = qa(take.root, '[data-kind="space"][data-territory="cave"].legal');
    expect(spaces).toHaveLength(3);
    click(spaces[1]);
    expect(moves(take.model)[0].path).toEqual(["scar:cave:1"]);
    const place = mount("open_place");
    const player = states.open_place.legal.player;
    const locs = qa(place.root, `[data-kind="location"][data-player="${player}"].legal`);
    expect(locs).toHaveLength(5);
    expect(qa(place.root, `[data-kind="location"][data-player="${1 - player}"].legal`)).toHaveLength(0);
    click(locs[2]);
    expect(moves(place.model)[0].path).toEqual([`pack:${player}:swamp`]);
  });

  it("works from the keyboard", () => {
    const { root, model, board } = mount("open_lead");
    const k4 = q(root, '[data-kind="card"][data-id="k4"][data-player="0"]') as SVGElement;
    expect(k4.getAttribute("tabindex")).toBe("0");
    k4.focus();
    k4.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(board.path).toEqual(["card:k4"]);
    // The first territory it may go to takes the focus.
    expect(document.activeElement?.getAttribute("data-el")).toBe("territory:cave");
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(board.path).toEqual([]);
    expect(document.activeElement?.getAttribute("data-el")).toBe("card:k4");
    k4.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    const cave = q(root, '[data-kind="territory"][data-id="cave"]');
    cave.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(moves(model)[0].path).toEqual(["card:k4", "territory:cave"]);
  });
});

describe("explanations, language and replies", () => {
  it("shows each step's events with rule ids, and a rule's text on click", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: states.open_take.log } });
    const panel = q(root, ".wp-explain");
    expect(panel.textContent).toContain("Player 0 leads the Black 4 into the Cave.");
    expect(panel.textContent).toContain("Player 1 wins the trick");
    click(q(panel, '.wp-rule-chip[data-rule="LW-T8"]'));
    const popup = q(root, ".wp-rule") as HTMLElement;
    expect(popup.hidden).toBe(false);
    expect(popup.textContent).toContain("LW-T8");
    expect(qa(root, ".wp-log-step")).toHaveLength(2);
  });

  it("re-renders every text when the language changes", async () => {
    const { root, model } = mount("open_take");
    model.emit({ type: "log", log: { start: 0, steps: states.open_take.log } });
    model.set("language", "de");
    await settle();
    expect(root.dataset.lang).toBe("de");
    expect(q(root, ".wp-explain").textContent).toMatch(/Spieler 0 .*Höhle/);
    expect(q(root, ".wp-new").textContent).toBe("Neues Spiel");
    click(q(root, '.wp-langs button[data-lang="ja"]'));
    expect(model.sent.at(-1)).toMatchObject({ cmd: "language", value: "ja" });
  });

  it("shows Python's refusal and clears busy when done", () => {
    const { root, model } = mount("open_lead");
    click(q(root, '[data-kind="card"][data-id="k4"][data-player="0"]'));
    click(q(root, '[data-kind="territory"][data-id="cave"]'));
    const id = moves(model)[0].id;
    model.emit({ type: "done", id, cmd: "move", refused: ["lw.no.full", { territory: "cave" }] });
    expect(q(root, ".wp-notice").textContent).toContain("Cave");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="LW-T3"]')).toBeTruthy();
    expect(root.dataset.busy).toBe("true"); // the first request (the log) is not answered yet
    model.emit({ type: "done", id: model.sent[0].id });
    expect(root.dataset.busy).toBeUndefined();
  });

  it("applies incremental log updates, truncating after an undo", () => {
    const { root, model } = mount("open_take");
    const log = states.open_take.log;
    model.emit({ type: "log", log: { start: 0, steps: log } });
    model.emit({ type: "done", id: null, log: { start: 1, steps: [] } });
    expect(qa(root, ".wp-log-step")).toHaveLength(1);
    expect(tricks(log).length).toBeGreaterThan(0);
  });

  it("sends the controls as intents", () => {
    const { root, model } = mount("open_take");
    click(q(root, ".wp-undo"));
    click(q(root, ".wp-back"));
    (q(root, ".wp-seed") as HTMLInputElement).value = "42";
    click(q(root, ".wp-new"));
    const sel = q(root, ".wp-perspective") as HTMLSelectElement;
    sel.value = "1";
    sel.dispatchEvent(new Event("change"));
    const cmds = model.sent.filter((m: any) => m.cmd !== "log").map(({ id: _id, ...rest }: any) => rest);
    expect(cmds).toEqual([
      { cmd: "undo" },
      { cmd: "back" },
      { cmd: "new", seed: 42 },
      { cmd: "perspective", value: 1 },
    ]);
  });
});
