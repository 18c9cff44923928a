import { describe, expect, it } from "vitest";
import type { DrawContext, Renderer } from "../common/kit";
import type { Model } from "../common/session";
import { SVG_NS } from "../common/svg";
import { mountBoard, settle } from "./fake";

/** A minimal model: a catalog, one part holding a number, and a legal tree of one move. */
function model(): Model & { set(name: string, value: unknown): void } {
  const attrs: Record<string, unknown> = {
    catalog: { game: "demo", languages: ["en"], templates: { "x.move": { en: "move", rules: "" } }, terms: {}, rules: {} },
    part_names: ["main"],
    part0: { n: 1 },
    static: {},
    nav: { position: 0, length: 0, players: 1 },
    legal: { player: 0, paths: { "dot:a": 0 }, forms: [["x.move"]], refused: {} },
  };
  const handlers: Record<string, Array<() => void>> = {};
  return {
    get: (k) => attrs[k],
    on: (ev, cb) => {
      (handlers[ev] ??= []).push(cb);
    },
    off: () => {},
    send: () => {},
    set(k, v) {
      attrs[k] = v;
      for (const h of handlers[`change:${k}`] ?? []) h();
    },
  };
}

/** A renderer that draws a circle per move and a ring that never changes; if `inPlace`, it
 * updates its last drawing, except for n >= 3 (as for another game: a new drawing). */
function renderer(inPlace: boolean, seen: Array<SVGSVGElement | null | undefined>): Renderer<{ n: number }> {
  return {
    name: "demo",
    labels: "demo-label",
    inPlace,
    assemble: (parts) => parts.main,
    draw(view, ctx: DrawContext) {
      seen.push(ctx.previous);
      const reuse = inPlace && ctx.previous && view.n < 3;
      const svg = reuse ? ctx.previous! : (document.createElementNS(SVG_NS, "svg") as SVGSVGElement);
      svg.replaceChildren();
      const dot = document.createElementNS(SVG_NS, "circle");
      dot.setAttribute("data-el", "dot:a");
      dot.setAttribute("data-n", String(view.n));
      const ring = document.createElementNS(SVG_NS, "circle");
      ring.setAttribute("class", "ring");
      svg.append(dot, ring);
      return svg;
    },
  };
}

function mount(inPlace: boolean) {
  const m = model();
  const seen: Array<SVGSVGElement | null | undefined> = [];
  const board = mountBoard(m, renderer(inPlace, seen));
  return { m, seen, root: board.root };
}

describe("a renderer may update its drawing in place", () => {
  it("gets its last drawing back, and the kit leaves an updated drawing where it is", async () => {
    const { m, seen, root } = mount(true);
    const first = root.querySelector(".wp-stage svg");
    expect(seen[0]).toBeNull();
    m.set("part0", { n: 2 });
    await settle();
    expect(seen[1]).toBe(first);
    expect(root.querySelector(".wp-stage svg")).toBe(first);
    expect(root.querySelector('[data-el="dot:a"]')!.getAttribute("data-n")).toBe("2");
    // the kit marks the elements again on the updated drawing
    expect(root.querySelector('[data-el="dot:a"]')!.classList.contains("legal")).toBe(true);
  });

  it("puts a new drawing of such a renderer in the place of the old one", async () => {
    const { m, root } = mount(true);
    const first = root.querySelector(".wp-stage svg");
    m.set("part0", { n: 3 });
    await settle();
    const second = root.querySelector(".wp-stage svg");
    expect(second).not.toBe(first);
    expect(root.querySelectorAll(".wp-stage svg")).toHaveLength(1);
    expect(second!.querySelector('[data-el="dot:a"]')!.classList.contains("legal")).toBe(true);
  });
});

describe("a new drawing is merged into the one shown", () => {
  it("changes what differs and leaves the other elements as they are", async () => {
    const { m, root } = mount(false);
    const first = root.querySelector(".wp-stage svg")!;
    const dot = first.querySelector('[data-el="dot:a"]');
    const ring = first.querySelector(".ring");
    m.set("part0", { n: 3 });
    await settle();
    expect(root.querySelector(".wp-stage svg")).toBe(first);
    expect(root.querySelectorAll(".wp-stage svg")).toHaveLength(1);
    expect(first.querySelector(".ring")).toBe(ring);
    expect(first.querySelector('[data-el="dot:a"]')).toBe(dot);
    expect(dot!.getAttribute("data-n")).toBe("3");
    // the kit marks the merged drawing's elements again
    expect(dot!.classList.contains("legal")).toBe(true);
    expect(first.querySelectorAll("circle")).toHaveLength(2);
  });
});
