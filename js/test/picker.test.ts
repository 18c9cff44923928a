import { describe, expect, it } from "vitest";
import { allMoves, type Legal, refusal, resolve } from "../common/legal";
import { marks, validPrefix } from "../common/picker";

/** A decision of three clicks (a tile, an action, a hex), as a hex-map game would send it. */
const legal: Legal = {
  player: 0,
  paths: {
    "tile:grass": { "action:move": { "hex:1,1": 0, "hex:1,2": 0 }, "action:den": { "hex:1,1": 1 } },
    "tile:rock": { "action:move": { "hex:2,2": 2 } },
  },
  forms: [
    ["why.move", { tile: "@0", hex: "@2" }],
    ["why.den", { hex: "@2" }],
    ["why.move", { tile: "@0", hex: "@2", note: "@@literal" }],
    ["no.far", { hex: "@2" }],
    ["no.paid", { tile: "@0" }],
  ],
  refused: { "": { "tile:desert": 4 }, "tile:grass action:move": { "hex:*": 3 } },
};
const present = ["tile:grass", "tile:rock", "tile:desert", "hex:1,1", "hex:1,2", "hex:5,5"].map((element) => ({
  element,
  owner: element.startsWith("tile") ? 0 : null,
}));

describe("the click-path picker", () => {
  it("expands every complete move with its explanation, resolving element references", () => {
    const moves = allMoves(legal);
    expect(moves.map((m) => m.path.join(" "))).toEqual([
      "tile:grass action:move hex:1,1",
      "tile:grass action:move hex:1,2",
      "tile:grass action:den hex:1,1",
      "tile:rock action:move hex:2,2",
    ]);
    expect(moves[1].why).toEqual(["why.move", { tile: "grass", hex: "1,2" }]);
    expect(moves[3].why).toEqual(["why.move", { tile: "rock", hex: "2,2", note: "@literal" }]);
    expect(resolve(["k", { a: "@0" }, [["n", { b: "@1" }]]], ["x:1", "y:2"])).toEqual(["k", { a: "1" }, [["n", { b: "2" }]]]);
  });

  it("halfway through a move, keeps a move of one click dark with how to leave the first", () => {
    const draw: Legal = {
      player: 0,
      paths: { "stack:0": { "stack:1": 0 }, "stack:1": { "stack:0": 0 }, "row:0": 1 },
      forms: [["why.draw", {}], ["why.take", {}]],
      refused: {},
    };
    const here = ["stack:0", "stack:1", "row:0"].map((element) => ({ element, owner: null }));
    expect(marks(draw, [], here, 0).get("row:0")).toMatchObject({ state: "legal", action: { kind: "send" } });
    const m = marks(draw, ["stack:0"], here, 0);
    expect(m.get("stack:1")).toMatchObject({ state: "legal", target: true, action: { kind: "send" } });
    expect(m.get("row:0")).toMatchObject({ state: "dimmed", why: ["ui.finish_move", {}], action: { kind: "refuse" } });
  });

  it("lights the first elements and dims the refused ones with their reason", () => {
    const m = marks(legal, [], present, 0);
    expect(m.get("tile:grass")).toMatchObject({ state: "legal", action: { kind: "extend", path: ["tile:grass"] } });
    expect(m.get("tile:desert")).toMatchObject({ state: "dimmed", why: ["no.paid", { tile: "desert" }] });
    expect(m.has("hex:1,1")).toBe(false);
  });

  it("after each click lights the next elements; the last one sends the path", () => {
    const m = marks(legal, ["tile:grass", "action:move"], present, 0);
    expect(m.get("tile:grass")).toMatchObject({ state: "selected", action: { kind: "back", path: [] } });
    expect(m.get("action:move")).toMatchObject({ state: "selected", action: { kind: "back", path: ["tile:grass"] } });
    expect(m.get("hex:1,2")).toMatchObject({
      state: "legal",
      target: true,
      why: ["why.move", { tile: "grass", hex: "1,2" }],
      action: { kind: "send", path: ["tile:grass", "action:move", "hex:1,2"] },
    });
    // Any other hex: the reason given for every hex of this step.
    expect(m.get("hex:5,5")).toMatchObject({ state: "dimmed", why: ["no.far", { hex: "5,5" }] });
    // Another first element starts again from there.
    expect(m.get("tile:rock")).toMatchObject({ state: "legal", action: { kind: "extend", path: ["tile:rock"] } });
    // What is refused at the start stays explained.
    expect(m.get("tile:desert")?.state).toBe("dimmed");
    expect(refusal(legal, ["tile:grass", "action:move"], "hex:9,9")).toEqual(["no.far", { hex: "9,9" }]);
  });

  it("cuts a path that leads nowhere any more back to what is still legal", () => {
    expect(validPrefix(legal, ["tile:grass", "action:lair"])).toEqual(["tile:grass"]);
    expect(validPrefix(legal, ["tile:desert"])).toEqual([]);
    expect(validPrefix({ player: 1, waiting: ["w"] }, ["tile:grass"])).toEqual([]);
  });

  it("when the viewer waits, dims what belongs to them with why", () => {
    const waiting: Legal = { player: 1, waiting: ["ui.waiting", { player: 1 }] };
    const m = marks(waiting, [], present, 0);
    expect(m.get("tile:grass")).toMatchObject({ state: "dimmed", why: ["ui.waiting", { player: 1 }] });
    expect(m.has("hex:1,1")).toBe(false);
    expect(marks(waiting, [], present, 1).size).toBe(0);
  });

  it("marks nothing on a replay's position: the board reads as it was played", () => {
    const replayed: Legal = { player: 0, waiting: ["ui.replay"], replay: true };
    expect(marks(replayed, [], present, 0).size).toBe(0);
    expect(marks(replayed, [], present, null).size).toBe(0);
  });
});
