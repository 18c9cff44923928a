import { describe, expect, it } from "vitest";
import { positionState, type ReplayData, replayModel } from "../common/replay";
import { renderer } from "../lone_wolves/index";
import { click, fixtures, mountBoard, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const { catalog, replay: saved } = fixtures(FIXTURES);
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
