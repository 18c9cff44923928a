import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { labelWith } from "../common/labels";
import { positionState, type ReplayData, replayModel } from "../common/replay";
import { renderer } from "../lone_wolves/index";
import { click, fixtures, mountBoard, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const { catalog, replay: saved } = fixtures(FIXTURES);
const KIT_CSS = readFileSync(resolve(__dirname, "../common/kit.css"), "utf8");
const replay = saved as ReplayData;

function mount() {
  const model = replayModel({ replay, catalog, language: "en" });
  const board = mountBoard(model, renderer);
  return { model, root: board.root };
}

describe("a replay with no kernel", () => {
  it("shows the last position with its log, and steps through every position", async () => {
    const { root } = mount();
    await settle();
    const last = replay.positions.length - 1;
    expect(root.dataset.offline).toBe("true");
    expect(root.dataset.position).toBe(String(last));
    expect(root.querySelectorAll(".wp-log-step")).toHaveLength(last);
    click(root.querySelector(".wp-back")!);
    await settle();
    expect(root.dataset.position).toBe(String(last - 1));
    expect(root.querySelectorAll(".wp-log-step")).toHaveLength(last - 1);
    click(root.querySelector(".wp-log-step")!); // the first move: seek to position 1
    await settle();
    expect(root.dataset.position).toBe("1");
    const slider = root.querySelector(".wp-slider") as HTMLInputElement;
    slider.value = String(last);
    slider.dispatchEvent(new Event("change"));
    await settle();
    expect(root.dataset.position).toBe(String(last));
  });

  it("says what a replay cannot do, and switches the language", async () => {
    const { root } = mount();
    click(root.querySelector(".wp-new")!);
    await settle();
    expect(root.querySelector(".wp-notice")!.textContent).toContain("This is a replay");
    click(root.querySelector('.wp-langs button[data-lang="de"]')!);
    await settle();
    expect(root.dataset.lang).toBe("de");
  });

  it("gives each position the parts it had, and no move to make", () => {
    const first = positionState(replay, 0);
    expect((first.nav as any).position).toBe(0);
    expect(first.legal).toEqual({ player: replay.positions[0].to_move, waiting: replay.waiting, replay: true });
    const layout = first.part_names as string[];
    expect(first.part0).toEqual(replay.table[replay.positions[0].parts[layout[0]]]);
  });
});

/** Whether `el` is shown with the kit's stylesheet: neither it nor a parent is display: none
 * or hidden. */
function shown(el: Element | null): boolean {
  for (let node = el; node; node = node.parentElement) {
    if ((node as HTMLElement).hidden || getComputedStyle(node).display === "none") return false;
  }
  return el !== null;
}

describe("a replay page offers only what works with no kernel", () => {
  it("hides undo, redo, a new game, load, save, the hint, the solver, the seats and the views", async () => {
    const style = document.createElement("style");
    style.textContent = KIT_CSS;
    document.head.append(style);
    try {
      const { root } = mount();
      await settle();
      for (const sel of [".wp-undo", ".wp-redo", ".wp-new", ".wp-load", ".wp-save", ".wp-seats", ".wp-perspective", ".wp-hint-button", ".wp-solve-button"]) {
        expect(root.querySelector(sel), sel).toBeTruthy();
        expect(shown(root.querySelector(sel)), sel).toBe(false);
      }
      // Stepping through the game, the slider and the languages stay.
      for (const sel of [".wp-back", ".wp-forward", ".wp-slider", ".wp-langs button"]) {
        expect(shown(root.querySelector(sel)), sel).toBe(true);
      }
    } finally {
      style.remove();
    }
  });

  it("never says a move made here would replace the moves after it", async () => {
    const { root } = mount();
    await settle();
    for (const lang of ["en", "de", "ja"]) {
      click(root.querySelector(`.wp-langs button[data-lang="${lang}"]`)!);
      await settle();
      for (const target of [0, 1, replay.positions.length - 2]) {
        const slider = root.querySelector(".wp-slider") as HTMLInputElement;
        slider.value = String(target);
        slider.dispatchEvent(new Event("change"));
        await settle();
        const status = root.querySelector(".wp-status")!.textContent!;
        expect(status).toContain(String(target));
        expect(status).not.toMatch(/replace|ersetzt|置き換え|taken back|zurückgenommen|取り消し/);
        expect(status).toBe(labelWith("replayPast", lang, { position: target, length: replay.positions.length - 1 }));
      }
    }
  });
});
