import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_AFTER_MS } from "../common/session";
import { renderer } from "../lone_wolves/index";
import { fixtures, mounter, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const mount = mounter(renderer, fixtures(FIXTURES));

afterEach(() => {
  vi.useRealTimers();
});

describe("a kernel busy when the board opens (Run All on a slow machine)", () => {
  it("goes offline while no kernel answers, and is whole again once the kernel answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const { root, model } = mount("open_lead");
    vi.advanceTimersByTime(OFFLINE_AFTER_MS + 1);
    vi.useRealTimers();
    await settle();
    expect(root.dataset.offline).toBe("true");
    // The kernel, done with the cells before, answers the board's first intent; the state it
    // syncs is the same, so no trait changes: the board must still leave its offline look.
    model.emit({ type: "log", log: { start: 0, steps: [] } });
    await settle();
    expect(root.dataset.offline).toBe("");
    expect(model.sent.some((m) => m.cmd === "sync")).toBe(true);
  });
});
