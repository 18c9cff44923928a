/**
 * Every id inside a board's SVG (patterns, gradients, clip paths, markers, filters) is the
 * board's own: a `url(#id)` finds the first element with that id in the whole page, and a
 * board out of sight (JupyterLab leaves such cells undrawn, or the cell was deleted) draws
 * none of its `<defs>`. anywidget imports a widget's module afresh for every board, so
 * the boards here come from separate copies of the modules, as in a notebook.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeModel, fixtures, type Fixtures } from "./fake";
import LW from "./fixtures/lone_wolves.json";
import TW from "./fixtures/the_wolves.json";
import TQ from "./fixtures/triqueta.json";

const GAMES: Array<[string, Fixtures, string]> = [
  ["the_wolves", fixtures(TW), "open_choose3"],
  ["lone_wolves", fixtures(LW), "open_lead"],
  ["triqueta", fixtures(TQ), "p0_turn"],
];

let destroy: Array<() => void> = [];
afterEach(() => {
  for (const d of destroy) d();
  destroy = [];
  document.body.replaceChildren();
});

/** A board of `game` rendered by a fresh copy of its module (as anywidget does per widget). */
async function freshBoard(name: string, game: Fixtures, state: string): Promise<HTMLElement> {
  vi.resetModules();
  const mod = await import(`../${name}/index.ts`);
  const el = document.createElement("div");
  document.body.append(el);
  const model = fakeModel(game, state);
  mod.default.initialize({ model });
  destroy.push(mod.default.render({ model, el }));
  return el;
}

/** Every id a `url(#...)` or an `href="#..."` in `root` refers to. */
function references(root: Element): string[] {
  const out: string[] = [];
  for (const node of root.querySelectorAll("*")) {
    for (const attr of [...node.attributes]) {
      for (const m of attr.value.matchAll(/url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g)) out.push(m[1]);
      if (/(^|:)href$/.test(attr.name) && attr.value.startsWith("#")) out.push(attr.value.slice(1));
    }
    const style = (node as HTMLElement).style?.cssText ?? "";
    for (const m of style.matchAll(/url\(\s*['"]?#([^'")\s]+)['"]?\s*\)/g)) out.push(m[1]);
  }
  return out;
}

const idsIn = (root: Element) => [...root.querySelectorAll("[id]")].map((n) => n.id);

describe("ids inside a board", () => {
  for (const [name, game, state] of GAMES) {
    it(`${name}: two boards in one page have disjoint ids, and each refers to its own`, async () => {
      const boards = [await freshBoard(name, game, state), await freshBoard(name, game, state)];
      expect(boards.every((b) => b.querySelector("svg"))).toBe(true);
      const ids = boards.map(idsIn);
      for (const list of ids) expect(new Set(list).size, "an id twice in one board").toBe(list.length);
      expect(ids[0].filter((id) => ids[1].includes(id))).toEqual([]);
      for (const board of boards) {
        for (const id of references(board)) {
          const target = document.getElementById(id);
          expect(target, `#${id}`).not.toBeNull();
          expect(board.contains(target), `#${id} is another board's`).toBe(true);
        }
      }
      if (name === "the_wolves") {
        // The Wolves fills its terrains from patterns and clips its map: there are references.
        expect(references(boards[0]).length).toBeGreaterThan(5);
        expect(boards[0].querySelectorAll("pattern").length).toBeGreaterThan(4);
        expect(boards[0].querySelector("clipPath")).not.toBeNull();
      }
    });
  }

  it("The Wolves: a board drawn after another one is removed still has every pattern it uses", async () => {
    const first = await freshBoard("the_wolves", fixtures(TW), "open_choose3");
    const second = await freshBoard("the_wolves", fixtures(TW), "open_choose3");
    first.remove();
    const used = references(second);
    expect(used.length).toBeGreaterThan(5);
    for (const id of used) expect(second.querySelector(`[id="${CSS.escape(id)}"]`), `#${id}`).not.toBeNull();
  });
});
